import { expect, test } from "@playwright/test";
import { collectPageErrors } from "./fixtures/page-errors";

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-DE" });

  test("checks the sign-up form in the browser in German, with the same words the server wrote", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/signup");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Konto erstellen");
    await page.getByLabel("Ich bin Ansetzer – meine Organisation anlegen").check();
    await expect(page.getByLabel("Name der Organisation")).toBeVisible();

    const reveal = page.getByRole("button", { name: "Passwort anzeigen" });
    await reveal.click();
    await expect(page.getByRole("button", { name: "Passwort verbergen" })).toBeVisible();

    await page.getByLabel("Passwort", { exact: true }).fill("kurz");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    // The browser's own check (no round trip): messages from the page's catalogs, never their ids.
    await expect(page.getByText("Bitte korrigieren Sie die Felder unten.")).toBeVisible();
    await expect(page.getByText("Bitte geben Sie Ihren Vornamen ein.")).toBeVisible();
    await expect(page.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.")).toBeVisible();
    await expect(page.getByText("Verwenden Sie mindestens 10 Zeichen.")).toBeVisible();
    await expect(page.getByText("Bitte geben Sie den Namen Ihrer Organisation ein.")).toBeVisible();
    await expect(page.getByText(/authForm\.|password\.tooShort/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("a browser that prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("asks for an address on the forgotten-password page in French", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié ?");
    await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
    await expect(page.getByText("Saisissez votre adresse e-mail.")).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill("pas-une-adresse");
    await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
    await expect(page.getByText("Veuillez saisir une adresse e-mail valide.")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
