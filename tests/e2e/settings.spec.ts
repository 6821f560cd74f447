import { expect, test } from "@playwright/test";
import { signInAs, signInElsewhere } from "./fixtures/session";

const REFEREE = "referee@demo.whistle.test";
const SETTINGS_REFEREE = "tomas.garcia.32@demo.whistle.test";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

// The tests change referees' accounts (the demo referee's sessions); run them one after the other.
test.describe.configure({ mode: "serial" });

test("a referee changes bio, a notification and the time format; the values survive a reload", async ({
  page,
  context,
  baseURL,
}) => {
  // A referee of its own: the 24-hour clock saved here shows on their pages (decision 0060), and other
  // journeys read the demo referee's times in 12 hours.
  await signInAs(context, baseURL!, SETTINGS_REFEREE, await page.evaluate(() => navigator.userAgent));
  await page.goto("/referee/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/referee");

  const bio = page.getByLabel("Bio");
  const newBio = "Grade 7 referee. Happy to mentor new officials on Saturday mornings.";
  await bio.fill(newBio);
  await expect(page.getByText(`${newBio.length}/500`)).toBeVisible();

  await page.getByRole("tab", { name: "Notifications" }).click();
  const digest = page.getByRole("switch", { name: "Weekly digest" });
  await expect(digest).not.toBeChecked(); // off until chosen
  await digest.check();

  await page.getByRole("tab", { name: "Preferences" }).click();
  await expect(page).toHaveURL(/\?tab=preferences/);
  await page.getByLabel("Time format").selectOption("24");

  // Saved from the Preferences tab: the bio on the hidden Profile tab must be saved too.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("Your preferences have been updated.", { exact: true })).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByLabel("Bio")).toHaveValue(newBio);
  await expect(page.getByText(`${newBio.length}/500`)).toBeVisible();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("switch", { name: "Weekly digest" })).toBeChecked();
  await page.getByRole("tab", { name: "Preferences" }).click();
  await expect(page.getByLabel("Time format")).toHaveValue("24");
});

test("a mistake keeps the page open on the tab with the error and what was typed", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, REFEREE);
  await page.goto("/referee/settings?tab=preferences");
  await page.getByRole("tab", { name: "Profile" }).click();
  await page.getByLabel("Bio").fill("x".repeat(510));
  await expect(page.getByText("510/500")).toBeVisible();
  await page.getByRole("tab", { name: "Preferences" }).click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("tab", { name: /Profile/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Bio can be at most 500 characters (510/500).")).toBeVisible();
  await expect(page.getByLabel("Bio")).toHaveValue("x".repeat(510));
});

test("the Security tab lists sessions and signs another device out", async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, REFEREE, await page.evaluate(() => navigator.userAgent));
  await signInElsewhere(baseURL!, REFEREE, { userAgent: IPHONE }); // the same account, signed in on a phone
  await page.goto("/referee/settings?tab=security");

  const sessions = page.getByRole("list", { name: "Active sessions" });
  await expect(sessions.getByText("This device")).toBeVisible();
  const iphone = sessions.getByRole("listitem").filter({ hasText: "Safari on iPhone" }).first();
  await expect(iphone).toBeVisible();
  await expect(iphone).toContainText("Last active");

  const before = await sessions.getByRole("listitem").filter({ hasText: "Safari on iPhone" }).count();
  await iphone.getByRole("button", { name: /Sign out Safari on iPhone/ }).click();
  await expect(sessions.getByRole("listitem").filter({ hasText: "Safari on iPhone" })).toHaveCount(before - 1);
  await expect(sessions.getByText("This device")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the settings page still switches tabs, saves and shows errors", async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!, REFEREE);
    await page.goto("/referee/settings");
    await page.getByLabel("Location").fill("Oakland, CA");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully.")).toBeVisible();
    await expect(page.getByLabel("Location")).toHaveValue("Oakland, CA");

    await page.getByRole("tab", { name: "Preferences" }).click();
    await expect(page).toHaveURL(/\?tab=preferences/);
    await expect(page.getByLabel("Time format")).toBeVisible();

    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("not-an-email");
  });
});
