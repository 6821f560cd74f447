import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { collectPageErrors } from "./fixtures/page-errors";

// A referee of its own: the language and formats saved here change everything this person reads.
const REFEREE = "mia.nguyen.29@demo.whistle.test";

test("a referee switches Settings to Spanish, DD/MM/YYYY and 24 hours; the page turns Spanish without a reload", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  await signInAs(context, baseURL!, REFEREE);
  await page.goto("/referee/settings?tab=preferences");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const sidebar = page.locator("aside");
  await expect(sidebar.getByRole("button", { name: "Toggle theme" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // A mark that a full page load would wipe out.
  await page.evaluate(() => Object.assign(window, { settingsPageMark: true }));

  await page.getByLabel("Language").selectOption("es");
  await page.getByLabel("Date format").selectOption("DD/MM/YYYY");
  await page.getByLabel("Time format").selectOption("24");
  await page.getByRole("button", { name: "Save Changes" }).click();

  // The toast, the page and the portal's sidebar in Spanish, at once.
  await expect(page.getByText("Ajustes guardados correctamente", { exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Ajustes", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al panel" })).toBeVisible();
  await expect(page.getByLabel("Formato de fecha")).toHaveValue("DD/MM/YYYY");
  await expect(page.getByRole("option", { name: "24 horas (14:30)" })).toBeAttached();
  await expect(sidebar.getByRole("button", { name: "Cambiar tema" })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Toggle theme" })).toHaveCount(0);
  await expect(page.getByText("Save Changes", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => "settingsPageMark" in window)).toBe(true);

  // The new formats on the same page: the devices' sign-in times read 28/11/2026, 19:00.
  await page.getByRole("tab", { name: "Seguridad" }).click();
  const times = page.getByText(/^Sesión iniciada /).first();
  await expect(times).toContainText(
    /Sesión iniciada \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} · Última actividad \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(times).not.toContainText(/[AP]M/);
  expect(await page.evaluate(() => "settingsPageMark" in window)).toBe(true);

  // A fresh load agrees with what the page showed.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Ajustes", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Seguridad" })).toBeVisible();
  // Rendered in Spanish on the server, hydrated in Spanish: no mismatch reported.
  await page.waitForLoadState("networkidle");
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

// Another referee of its own: the dialog (the same one in both portals) posts to /settings.
const DIALOG_REFEREE = "ava.martin.27@demo.whistle.test";

test("the settings dialog saves German and the portal turns German without a reload", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, DIALOG_REFEREE);
  await page.goto("/referee");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { settingsDialogMark: true }));
  // The user tile, found by the person's name in any language ("Open settings for Ava Martin").
  const userTile = page.getByRole("button", { name: /Ava Martin/ });

  await userTile.click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByRole("tab", { name: "Preferences" }).click();
  await dialog.getByLabel("Language").selectOption("de");
  await dialog.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Einstellungen gespeichert", { exact: true })).toBeVisible();
  await expect(page.getByText("Ihre Präferenzen wurden erfolgreich aktualisiert.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("aside").getByRole("button", { name: "Design wechseln" })).toBeVisible();
  expect(await page.evaluate(() => "settingsDialogMark" in window)).toBe(true);

  // Opened again, the dialog speaks German too.
  await userTile.click();
  const again = page.getByRole("dialog", { name: "Einstellungen" });
  await expect(again.getByRole("tab", { name: "Präferenzen" })).toBeVisible();
  await expect(again.getByRole("button", { name: "Änderungen speichern" })).toBeVisible();
  await expect(again.getByLabel("Sprache")).toHaveValue("de");
});
