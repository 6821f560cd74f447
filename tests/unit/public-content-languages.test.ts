import { describe, expect, it } from "vitest";
import { ABOUT_CONTENT } from "~/content/about";
import { API_CONTENT } from "~/content/api";
import { API_REFERENCE_CONTENT } from "~/content/api-reference";
import { CONTACT_CONTENT } from "~/content/contact";
import { FEATURES_CONTENT } from "~/content/features";
import { GETTING_STARTED_CONTENT } from "~/content/getting-started";
import { HOME_CONTENT } from "~/content/home";
import { MOBILE_APP_CONTENT } from "~/content/mobile-app";
import { PRICING_CONTENT } from "~/content/pricing";
import { claimsIn, CLAIMS, usd, usdRange, type Localized } from "~/content/site";
import { STATUS_CONFIRM_CONTENT, STATUS_CONTENT, STATUS_UNSUBSCRIBE_CONTENT } from "~/content/status";
import { TESTIMONIALS_CONTENT } from "~/content/testimonials";
import { WHY_FREE_CONTENT } from "~/content/why-free";
import { WHY_WHISTLE_CONTENT } from "~/content/why-whistle";
import { LANGUAGES } from "~/i18n/messages";

// Each public page's words in every language (issue 19): the loaders serve these, so a translation that
// lost a plan, a FAQ entry or a step, or that changed an id or a link, would show a different page.
const PAGES: Record<string, Localized<unknown>> = {
  home: HOME_CONTENT,
  pricing: PRICING_CONTENT,
  features: FEATURES_CONTENT,
  "why-whistle": WHY_WHISTLE_CONTENT,
  about: ABOUT_CONTENT,
  "why-free": WHY_FREE_CONTENT,
  "getting-started": GETTING_STARTED_CONTENT,
  "mobile-app": MOBILE_APP_CONTENT,
  api: API_CONTENT,
  "api-reference": API_REFERENCE_CONTENT,
  contact: CONTACT_CONTENT,
  testimonials: TESTIMONIALS_CONTENT,
  status: STATUS_CONTENT,
  "status-confirm": STATUS_CONFIRM_CONTENT,
  "status-unsubscribe": STATUS_UNSUBSCRIBE_CONTENT,
};

/** Fields that identify or link rather than speak: the same in every language. */
const NOT_TRANSLATED = new Set([
  "id",
  "href",
  "icon",
  "category",
  "method",
  "path",
  "initials",
  "minutes",
  "highlighted",
]);
/** The testimonials' leagues are names, not words to translate. */
const PROPER_NAME = /^testimonials\[\d+\]\.organization$/;

function keptAsIs(path: string): boolean {
  const field = path
    .split(".")
    .at(-1)!
    .replace(/\[\d+\]$/, "");
  return NOT_TRANSLATED.has(field) || PROPER_NAME.test(path);
}

type Leaf = { path: string; english: unknown; translated: unknown };

/** Walks the English structure beside a translation, failing on any difference of shape. */
function leaves(english: unknown, translated: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (Array.isArray(english)) {
    expect(Array.isArray(translated), path).toBe(true);
    expect((translated as unknown[]).length, `${path} entries`).toBe(english.length);
    english.forEach((item, index) => leaves(item, (translated as unknown[])[index], `${path}[${index}]`, out));
  } else if (english !== null && typeof english === "object") {
    expect(translated, path).toBeTypeOf("object");
    expect(Object.keys(translated as object).sort(), `${path} keys`).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english)) {
      leaves(value, (translated as Record<string, unknown>)[key], `${path}.${key}`, out);
    }
  } else {
    out.push({ path, english, translated });
  }
  return out;
}

describe("the public pages in every language", () => {
  for (const [page, content] of Object.entries(PAGES)) {
    for (const language of LANGUAGES.filter((lang) => lang !== "en")) {
      it(`${page} in ${language} has the English structure: same entries, counts and ids`, () => {
        const all = leaves(content.en, content[language], page);
        for (const leaf of all) {
          const field = leaf.path
            .split(".")
            .at(-1)!
            .replace(/\[\d+\]$/, "");
          if (NOT_TRANSLATED.has(field) || typeof leaf.english !== "string") {
            expect(leaf.translated, leaf.path).toEqual(leaf.english);
          } else {
            expect(leaf.translated, leaf.path).toBeTypeOf("string");
            expect((leaf.translated as string).trim(), leaf.path).not.toBe("");
          }
        }
        // Translated, not copied: words such as "API", "Webhooks" or "24/7" may stay, sentences may not.
        const sentences = all.filter(
          (leaf) =>
            !keptAsIs(leaf.path) && typeof leaf.english === "string" && (leaf.english as string).split(" ").length >= 4,
        );
        const copied = sentences.filter((leaf) => leaf.translated === leaf.english).map((leaf) => leaf.path);
        expect(copied).toEqual([]);
      });
    }
  }

  it("keeps the English pages' words as the spec's constants state them", () => {
    expect(PRICING_CONTENT.en.plans.map((plan) => plan.price)).toEqual(["Free", "$5", "Custom"]);
    expect(WHY_WHISTLE_CONTENT.en.rows[0]!.legacy).toBe("$200-500+ per month");
    expect(claimsIn("en")).toBe(CLAIMS);
  });

  it("writes our prices in US dollars the reader's way", () => {
    expect(usd("en", 5)).toBe("$5");
    expect(PRICING_CONTENT.de.plans[1]!.price).toBe(usd("de", 5));
    expect(usd("de", 5)).toMatch(/^5\s\$$/);
    expect(usd("fr", 2400)).toMatch(/^2\s400\s\$US$/);
    expect(usd("es", 5)).toMatch(/^5\sUS\$$/);
    expect(usdRange("de", 200, 500)).toMatch(/^200–500\s\$$/);
    expect(claimsIn("de").appRating).toBe("4,9");
  });
});
