import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES as SITEMAP_PAGES } from "~/content/site";
import { axeViolations, coverageOf, expectNoAxeViolations, pagesToCheck, themesToCheck } from "./fixtures/axe";
import { collectPageErrors } from "./fixtures/page-errors";

test.describe("an anonymous browser that prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("gets the French public site, switches to English, and the choice is remembered", async ({ page }) => {
    // Hydration reads the same French words the server wrote: React reports no mismatch.
    const errors = collectPageErrors(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const main = page.getByRole("navigation", { name: "Principale" });
    await expect(main.getByRole("link", { name: "Fonctionnalités" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Changer de thème" })).toBeVisible();
    const switcher = page.getByRole("navigation", { name: "Langue" });
    await expect(switcher.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");

    await switcher.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const english = page.getByRole("navigation", { name: "Main" });
    await expect(english.getByRole("link", { name: "Features" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "English" }),
    ).toHaveAttribute("aria-current", "true");

    // A new page load without ?lang=: the browser still asks for French, the remembered choice wins.
    await page.goto("/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

    // And back to French from the switcher, on the sign-in page too.
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.getByRole("link", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connectez-vous à Whistle");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Veuillez saisir votre adresse e-mail et votre mot de passe.")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// The public and account pages stay axe-clean in every language (the themes and pages of decision 0071).
// The sitemap's list, plus one blog post, one help article and the API reference.
const PUBLIC_PAGES = [
  ...SITEMAP_PAGES,
  "/blog/future-of-referee-management",
  "/help-center/create-your-first-game",
  "/api/reference",
];
const ACCOUNT_PAGES = ["/login", "/signup", "/forgot-password"];

for (const lang of ["en", "es", "fr", "de"]) {
  // English public pages: public-site.spec.ts checks them with their content (all but the API reference).
  const pages =
    lang === "en" ? ["/api/reference", ...ACCOUNT_PAGES] : pagesToCheck(lang, [...PUBLIC_PAGES, ...ACCOUNT_PAGES]);
  test(`the public and account pages have no axe violations (${coverageOf(lang)})`, async ({ page }) => {
    test.setTimeout(120_000);
    const findings: Record<string, unknown> = {};
    for (const theme of themesToCheck(lang)) {
      await page.emulateMedia({ colorScheme: theme });
      for (const path of pages) {
        const response = await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const violations = await axeViolations(page);
        if (violations.length > 0) findings[`${path} (${theme})`] = violations;
      }
    }
    expect(findings).toEqual({});
  });
}

test.describe("on a 375px screen in German", () => {
  test.use({ viewport: { width: 375, height: 812 }, locale: "de-DE" });

  test("the mobile menu is German and has no axe violations while open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu.getByRole("link", { name: "Jetzt starten" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
