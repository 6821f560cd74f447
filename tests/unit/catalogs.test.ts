import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { FOOTER_GROUPS, PRIMARY_NAV, SIGN_IN_LINK } from "~/content/site";
import * as v from "valibot";
import { LANGUAGES, type Language } from "~/i18n/messages";
import { msg, tr } from "~/i18n/text";
import { CATALOG_SOURCES, translatorFor } from "~/server/i18n.server";
import { pseudoText } from "~/server/pseudo-locale.server";
import { negotiateLanguage, resolveLocale, withLanguage } from "~/server/locale.server";

/**
 * What a translation must keep from the English message: each ICU argument with its type (`name`,
 * `count:plural`) and each rich-text tag (`<0>`), found by parsing the message, not by matching text.
 */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(tag[0]);
        continue;
      }
      const [name, type, format] = token;
      found.add(type ? `${name}:${type}` : name);
      if (format && typeof format === "object") {
        for (const [key, choice] of Object.entries(format)) if (key !== "offset" && Array.isArray(choice)) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

describe("message catalogs", () => {
  const english = CATALOG_SOURCES.en;

  for (const language of LANGUAGES.filter((lang) => lang !== "en")) {
    for (const [namespace, messages] of Object.entries(english)) {
      it(`${language}/${namespace}.json has every English key, and no other`, () => {
        const translated = CATALOG_SOURCES[language][namespace as keyof typeof english];
        expect(Object.keys(translated).sort()).toEqual(Object.keys(messages).sort());
      });

      it(`${language}/${namespace}.json keeps each message's ICU placeholders, plurals and tags`, () => {
        const translated = CATALOG_SOURCES[language][namespace as keyof typeof english] as Record<string, string>;
        for (const [id, message] of Object.entries(messages)) {
          expect({ id, placeholders: placeholders(translated[id] ?? "") }).toEqual({
            id,
            placeholders: placeholders(message),
          });
        }
      });
    }
  }

  it("every message of every language is valid ICU MessageFormat and not empty", () => {
    for (const language of LANGUAGES) {
      for (const messages of Object.values(CATALOG_SOURCES[language])) {
        for (const [id, message] of Object.entries(messages)) {
          expect(message.trim(), `${language} ${id}`).not.toBe("");
          expect(() => compileMessageOrThrow(message), `${language} ${id}`).not.toThrow();
        }
      }
    }
  });

  it("the English layout and sign-in messages are the spec's texts, word for word", () => {
    const { public: site, auth } = english;
    for (const link of [...PRIMARY_NAV, SIGN_IN_LINK, ...FOOTER_GROUPS.flatMap((group) => group.links)]) {
      expect(site[link.labelId as keyof typeof site] ?? auth[link.labelId as keyof typeof auth]).toBe(link.label);
    }
    for (const group of FOOTER_GROUPS) expect(site[group.titleId as keyof typeof site]).toBe(group.title);
    // Spec section 5's sign-in messages.
    expect(auth["login.error.bothRequired"]).toBe("Please enter both email and password.");
    expect(auth["login.error.invalidEmail"]).toBe("Please enter a valid email address.");
    expect(auth["login.error.invalidCredentials"]).toBe("Invalid credentials. Please try again.");
    expect(auth["login.error.emailFieldInvalid"]).toBe("Invalid");
    expect(auth["login.error.passwordFieldRequired"]).toBe("Password required");
  });

  it("the placeholder check sees a dropped argument, a changed plural and a lost tag", () => {
    expect(placeholders("Wait {minutes, plural, =1 {a minute} other {# minutes}}")).toEqual(["minutes:plural"]);
    expect(placeholders("Wait {minutes} minutes")).toEqual(["minutes"]);
    expect(placeholders("No account? <0>Sign up</0>")).toEqual(["</0>", "<0>"]);
    expect(placeholders("© {year} Whistle")).toEqual(["year"]);
  });
});

describe("which language a request gets", () => {
  it("negotiates Accept-Language among English, Spanish, French and German by quality, else English", () => {
    expect(negotiateLanguage("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(negotiateLanguage("pt-BR, de;q=0.5, es;q=0.7")).toBe("es");
    expect(negotiateLanguage("es-MX")).toBe("es");
    expect(negotiateLanguage("de;q=0, fr;q=0.1")).toBe("fr");
    expect(negotiateLanguage("ja, zh;q=0.8")).toBe("en");
    expect(negotiateLanguage("*")).toBe("en");
    expect(negotiateLanguage(null)).toBe("en");
  });

  it("takes the URL's ?lang=, then the person's setting, then the remembered choice, then the browser", () => {
    const all = { query: "de", setting: "es", cookie: "fr", acceptLanguage: "en" };
    expect(resolveLocale(all)).toBe("de");
    expect(resolveLocale({ ...all, query: null })).toBe("es");
    expect(resolveLocale({ ...all, query: "klingon", setting: null })).toBe("fr");
    expect(resolveLocale({ ...all, query: null, setting: null, cookie: "xx" })).toBe("en");
    expect(resolveLocale({ acceptLanguage: "de-AT" })).toBe("de");
  });
});

describe("words outside components (tr, valibot's msg)", () => {
  it("words a message in the language of the work under way, English outside any", async () => {
    expect(tr("login.title")).toBe("Sign in to Whistle");
    expect(withLanguage("es", () => tr("login.title"))).toBe(CATALOG_SOURCES.es.auth["login.title"]);
    // The language follows the work across awaits, and two recipients' messages do not mix.
    const [german, french] = await Promise.all([
      withLanguage("de", async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return tr("login.title");
      }),
      withLanguage("fr", async () => tr("login.title")),
    ]);
    expect(german).toBe(CATALOG_SOURCES.de.auth["login.title"]);
    expect(french).toBe(CATALOG_SOURCES.fr.auth["login.title"]);
  });

  it("gives valibot messages in the language of the submission being checked", () => {
    const schema = v.object({ email: v.pipe(v.string(), v.email(msg("login.error.invalidEmail"))) });
    const messageIn = (language: Language) =>
      withLanguage(language, () => v.safeParse(schema, { email: "nope" }).issues?.[0]?.message);
    expect(messageIn("en")).toBe("Please enter a valid email address.");
    expect(messageIn("de")).toBe(CATALOG_SOURCES.de.auth["login.error.invalidEmail"]);
    expect(messageIn("de")).not.toBe(messageIn("en"));
  });
});

describe("the pseudo-locale", () => {
  it("stretches and accents every word of a message but keeps its tags, arguments and plurals", () => {
    expect(pseudoText("Sign up")).toBe("Šígñẋẋ üpẋ");
    expect(pseudoText("No account? <0>Sign up</0>")).toBe("Ñöẋ áççöüñtẋẋẋ? <0>Šígñẋẋ üpẋ</0>");
    const wait = translatorFor("pseudo")("login.error.tooManyAttempts", { minutes: 3 });
    expect(wait).toContain("3");
    expect(wait).not.toMatch(/minutes/);
    expect(wait).toMatch(/míñütéšẋẋẋ/);
  });
});
