import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./fixtures/session";

/**
 * The main journeys in the pseudo-locale (decision 0062) on a 375 px phone: every word accented and 40%
 * longer, like German and French at their longest. Nothing may stick out past the screen's right edge
 * (except inside a region that scrolls sideways on purpose, such as a wide table), and the page's words
 * must come from the catalogs (an English word left on the page was never translated).
 */
test.use({ viewport: { width: 375, height: 812 } });
test.setTimeout(120_000);

type Overflow = { element: string; right: number };

/** Visible elements whose right edge passes the viewport's, outside any sideways-scrolling region. */
function overflowing(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      const overflowX = getComputedStyle(element).overflowX;
      return overflowX === "auto" || overflowX === "scroll" || overflowX === "hidden" || overflowX === "clip";
    };
    const found: { element: string; right: number }[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      let ancestor = element.parentElement;
      let clipped = false;
      while (ancestor && ancestor !== document.body) {
        if (scrollsSideways(ancestor)) clipped = true;
        ancestor = ancestor.parentElement;
      }
      if (clipped || element.closest("[aria-hidden='true'], .sr-only")) continue;
      const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
      found.push({ element: label, right: Math.round(box.right) });
    }
    // The innermost offenders say the most; their ancestors overflow because of them.
    return found.slice(-5);
  });
}

/**
 * Words of the interface (column headers, legends, tabs, buttons) that carry no pseudo mark: they did not
 * come from a catalog. Names and other data (a team, a venue, a checkbox per venue) are in cells, labels and
 * text, not checked here; literal labels are the lint rule's to catch.
 */
/** Names, not words: the same in every language. */
const BRANDS = new Set(["Google", "Facebook", "Whistle"]);

async function untranslatedWords(page: Page): Promise<string[]> {
  const texts = await page.locator("main").locator("th, legend, [role=tab], button:visible").allInnerTexts();
  const words = texts.flatMap((text) => text.match(/[A-Za-z\u00C0-\u024F\u1E00-\u1EFF]{3,}/g) ?? []);
  return [...new Set(words.filter((word) => /^[A-Za-z]+$/.test(word) && !BRANDS.has(word)))];
}

async function checkPage(page: Page, path: string, findings: Record<string, unknown>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ẋ");
  const overflow = await overflowing(page);
  if (overflow.length > 0) findings[`${path}: overflows`] = overflow;
  const english = await untranslatedWords(page);
  if (english.length > 0) findings[`${path}: English left`] = english;
}

// The public pages' prose is content in each language (served by their loaders), not catalog messages, so
// the pseudo-locale cannot stretch it: they are checked in German and French, the longest real texts.
const CONTENT_PAGES = ["/", "/pricing", "/features", "/why-whistle", "/contact", "/help-center", "/blog"];
const ACCOUNT_PAGES = ["/login", "/signup", "/forgot-password"];
const ASSIGNOR_PAGES = ["/assignor", "/assignor/games", "/assignor/assignments", "/assignor/payments"];
const REFEREE_PAGES = ["/referee", "/referee/schedule", "/referee/availability", "/referee/settings"];

test("the account pages fit a 375 px screen in the pseudo-locale", async ({ page }) => {
  await page.goto("/login?lang=pseudo");
  const findings: Record<string, unknown> = {};
  for (const path of ACCOUNT_PAGES) await checkPage(page, path, findings);
  expect(findings).toEqual({});
});

test("the public site fits a 375 px screen in German and in French", async ({ page }) => {
  const findings: Record<string, unknown> = {};
  for (const lang of ["de", "fr"]) {
    for (const path of CONTENT_PAGES) {
      const response = await page.goto(`${path}?lang=${lang}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const overflow = await overflowing(page);
      if (overflow.length > 0) findings[`${path}?lang=${lang}: overflows`] = overflow;
    }
  }
  expect(findings).toEqual({});
});

for (const [portal, email, pages] of [
  ["assignor", "assignor@demo.whistle.test", ASSIGNOR_PAGES],
  ["referee", "referee@demo.whistle.test", REFEREE_PAGES],
] as const) {
  test(`the ${portal} portal's main pages fit a 375 px screen in the pseudo-locale`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, email);
    await page.goto(`${pages[0]}?lang=pseudo`);
    const findings: Record<string, unknown> = {};
    for (const path of pages) await checkPage(page, path, findings);
    expect(findings).toEqual({});
  });
}
