import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";

// A referee of its own, so no other journey's changes revalidate this page mid-test.
const REFEREE = "hana.tanaka.19@demo.whistle.test";

test("a section that cannot load while offline keeps the sidebar, says so, and loads by itself back online", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, REFEREE);
  // Contacts opened once, so its code is on the device; going back to it offline only lacks its data.
  await page.goto("/referee/contacts");
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);
  await page.getByRole("link", { name: "Overview" }).first().click();
  await expect(page.getByRole("heading", { name: "Referee Contacts", level: 1 })).toHaveCount(0);

  await context.setOffline(true);
  await page.getByRole("link", { name: "Contacts" }).first().click();
  const alert = page.getByRole("alert").filter({ hasText: "You're offline" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("loads again by itself when you are back online");
  // The portal around it stays: the sidebar still offers every section.
  await expect(page.getByRole("link", { name: "Schedule" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Referee Contacts", level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("an assignor section that does not exist answers not found inside the portal", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, "assignor@demo.whistle.test");
  const response = await page.goto("/assignor/auto-assign/no-such-draft");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the overview" })).toHaveAttribute("href", "/assignor");
  await expect(page.getByRole("link", { name: "Game Management" }).first()).toBeVisible();
});
