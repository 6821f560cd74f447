import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./fixtures/session";

/** The settings dialog journey, opened from the portal's user tile (spec: the user tile opens settings). */
async function openSettings(page: Page) {
  await page.goto("/referee");
  await page
    .getByRole("button", { name: /^Open settings for/ })
    .first()
    .click();
}

// A demo referee of its own: the settings page journeys change the main demo referee at the same time.
const REFEREE = "jordan.okafor.1@demo.whistle.test";

test("the settings dialog validates, adds a certification, saves with the spec's toast and closes", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, REFEREE);
  await openSettings(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("First name")).toHaveValue("Jordan");

  await dialog.getByLabel("Email", { exact: true }).fill("bad");
  await dialog.getByRole("tab", { name: "Preferences" }).click();
  await dialog.getByLabel("Theme").selectOption("dark");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  // The error is on another tab: the dialog stays open and shows it.
  await expect(dialog.getByRole("tab", { name: /Profile/ })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();

  await dialog.getByLabel("Email", { exact: true }).fill(REFEREE);
  await dialog.getByLabel("Bio").fill("From the dialog");
  await dialog.getByText("Add Certification").first().click();
  await dialog.getByLabel("Name", { exact: true }).fill("Dialog cert");
  await dialog.getByRole("button", { name: "Add Certification" }).click();
  await expect(dialog.getByText("Dialog cert")).toBeVisible();
  await dialog.getByRole("button", { name: "Remove Dialog cert" }).click();
  await expect(dialog.getByText("Dialog cert")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
  await expect(page.getByText("Your preferences have been updated successfully.", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("html")).toHaveClass(/dark/);

  await openSettings(page);
  await expect(page.getByRole("dialog").getByLabel("Bio")).toHaveValue("From the dialog");
});
