import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";

test.describe("an anonymous browser that prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("gets the French public site, switches to English, and the choice is remembered", async ({ page }) => {
    // Hydration reads the same French words the server wrote: React reports no mismatch.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
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

// The translated screens stay axe-clean in every language, light and dark.
for (const lang of ["es", "fr", "de"]) {
  test(`the public layout and the sign-in page in ${lang} have no axe violations, light and dark`, async ({ page }) => {
    for (const path of [`/?lang=${lang}`, `/login?lang=${lang}`]) {
      for (const theme of ["light", "dark"]) {
        await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        await expectNoAxeViolations(page);
      }
    }
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
