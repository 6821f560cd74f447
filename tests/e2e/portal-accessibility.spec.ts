import { expect, test, type Page } from "@playwright/test";
import { axeViolations, coverageOf, inGroups, pagesToCheck, themesToCheck } from "./fixtures/axe";
import { signInAs } from "./fixtures/session";
import { addGame } from "./fixtures/games";

const ASSIGNOR_PAGES = [
  "/assignor",
  "/assignor/games",
  "/assignor/assignments",
  "/assignor/referees",
  "/assignor/invites",
  "/assignor/organizations",
  "/assignor/calendar",
  "/assignor/calendar?view=week",
  "/assignor/payments",
  "/assignor/accounting",
  "/assignor/activity",
  "/assignor/api",
  "/assignor/auto-assign",
  // Issue 22: game reports, evaluations, analytics.
  "/assignor/reports",
  "/assignor/evaluations",
  "/assignor/analytics",
];

const REFEREE_PAGES = [
  "/referee",
  "/referee/schedule",
  "/referee/schedule?tab=past",
  "/referee/notifications",
  "/referee/contacts",
  "/referee/open-games",
  "/referee/earnings",
  "/referee/availability",
  "/referee/leagues",
  "/referee/settings",
  "/referee/evaluations",
];

type Findings = Record<string, Awaited<ReturnType<typeof axeViolations>>>;

/**
 * Issue 19: the portal pages in every language (English in both themes, the others in one each: `themesToCheck`;
 * English and German on every page, Spanish and French on half each: `pagesToCheck`);
 * `?lang=` beats the person's setting for that request.
 */
const LANGUAGES = ["en", "es", "fr", "de"] as const;
type Language = (typeof LANGUAGES)[number];

function inLanguage(path: string, lang: Language): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}

/**
 * Checks the whole page in each theme its language is checked in (`themesToCheck`): loaded in the first; then
 * the system's theme changes and the page follows it, as it does for a person whose OS turns dark at dusk
 * (the page is the same HTML in both themes, so loading it again would only add a server round trip).
 */
async function checkThemes(page: Page, path: string, findings: Findings) {
  const lang = new URL(path, "http://x").searchParams.get("lang")!;
  const themes = themesToCheck(lang);
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    if (theme === themes[0]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // Hydrated (the live channel connects from the client): the page listens for the system's theme.
      await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
    }
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const violations = await axeViolations(page);
    if (violations.length > 0) findings[`${path} (${theme})`] = violations;
  }
}

// One signed-in context per portal, language and group of pages (`inGroups`); the findings of a group's pages
// are reported at once. The groups run as separate tests, so the two workers share them.
test.setTimeout(120_000);

const PORTALS = [
  { portal: "assignor", pages: ASSIGNOR_PAGES, email: "assignor@demo.whistle.test" },
  { portal: "referee", pages: REFEREE_PAGES, email: "referee@demo.whistle.test" },
] as const;

for (const lang of LANGUAGES) {
  for (const { portal, pages, email } of PORTALS) {
    for (const group of inGroups(pagesToCheck(lang, pages))) {
      test(`the ${portal} portal pages have no axe violations (${coverageOf(lang)}${group.name})`, async ({
        page,
        context,
        baseURL,
      }) => {
        await signInAs(context, baseURL!, email);
        const findings: Findings = {};
        for (const path of group.pages) await checkThemes(page, inLanguage(path, lang), findings);
        expect(findings).toEqual({});
      });
    }
  }
}

/** The auto-assign draft's own game day: no other spec and no demo game uses it. */
const DRAFT_DAY = "2031-06-11";

test("an auto-assign draft has no axe violations in any language (English light and dark, the others in one theme each)", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, "assignor@demo.whistle.test");
  // A draft of auto-assign proposals for a game of its own, on a day far from the demo's season and from
  // every other spec's games: which demo days still have open slots depends on the day the demo was seeded.
  await addGame(page, {
    home: "Axe Draft Home",
    away: "Axe Draft Away",
    date: DRAFT_DAY,
    time: "10:00",
    venue: "Kezar Stadium",
  });
  await page.goto("/assignor/auto-assign?lang=en");
  // Hydrated (the live channel connects from the client), so the form's submit is not lost mid-hydration.
  await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  await page.getByLabel("From", { exact: true }).fill(DRAFT_DAY);
  await page.getByLabel("To", { exact: true }).fill(DRAFT_DAY);
  await page.getByRole("button", { name: "Propose assignments" }).click();
  await expect(page).toHaveURL(/\/assignor\/auto-assign\/[\w-]+$/, { timeout: 20_000 });
  const draft = new URL(page.url()).pathname;
  const findings: Findings = {};
  for (const lang of LANGUAGES) await checkThemes(page, inLanguage(draft, lang), findings);
  expect(findings).toEqual({});
});
