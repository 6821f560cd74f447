import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";
import { expectNoAxeViolations } from "./fixtures/axe";

// A referee of its own (the demo league owes them for recent games) and the demo assignor.
const REFEREE = "wei.cohen.14@demo.whistle.test";
const REFEREE_NAME = "Wei Cohen";

test("the assignor pays a referee's pending games in one go; the referee sees them paid", async ({
  browser,
  baseURL,
}) => {
  const assignorContext = await browser.newContext();
  await signInAs(assignorContext, baseURL!, "assignor@demo.whistle.test");
  const assignor = await assignorContext.newPage();
  await assignor.goto(`/assignor/payments?q=${encodeURIComponent(REFEREE_NAME)}&status=pending`);
  await expect(assignor.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
  await expect(assignor.locator("html[data-live=connected]")).toHaveCount(1);

  await expectNoAxeViolations(assignor);
  await assignor.getByRole("link", { name: "By referee" }).click();
  await expect(assignor.getByRole("heading", { name: "Owed per referee" })).toBeVisible();
  await expectNoAxeViolations(assignor);
  await assignor.getByRole("link", { name: "By game" }).click();
  await expect(assignor.getByRole("heading", { name: "Payments per game" })).toBeVisible();

  const boxes = assignor.getByRole("checkbox", { name: new RegExp(`^Select ${REFEREE_NAME}, `) });
  const pending = await boxes.count();
  expect(pending).toBeGreaterThan(0);

  // A day in the future is refused, and the selection and reference stay.
  await assignor.getByRole("checkbox", { name: "Select all pending payments" }).check();
  const bulk = assignor.getByRole("form", { name: "Mark selected payments paid" });
  await bulk.getByLabel("Day paid").fill("2099-01-01");
  await bulk.getByLabel("Method").selectOption("check");
  await bulk.getByLabel("Reference (optional)").fill("Check 2207");
  await bulk.getByRole("button", { name: "Mark selected paid" }).click();
  await expect(bulk.getByText("The day paid cannot be in the future.")).toBeVisible();
  await expect(bulk.getByLabel("Reference (optional)")).toHaveValue("Check 2207");
  await expect(boxes.first()).toBeChecked();

  // Two days ago is in the past in every time zone.
  await bulk.getByLabel("Day paid").fill(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10));
  await bulk.getByRole("button", { name: "Mark selected paid" }).click();
  await expect(assignor.getByText(new RegExp(`^${pending} payments? marked paid`))).toBeVisible();
  await expect(assignor.getByText("No Payments Found")).toBeVisible();

  const refereeContext = await browser.newContext();
  await signInAs(refereeContext, baseURL!, REFEREE);
  const referee = await refereeContext.newPage();
  await referee.goto("/referee/earnings?status=pending");
  await expect(referee.getByText("No pending payments.")).toBeVisible();
  await referee.goto("/referee/notifications");
  await expect(referee.getByText("Payment recorded").first()).toBeVisible();
  await assignorContext.close();
  await refereeContext.close();
});

test("Mark all paid on the By referee view pays every pending payment of that referee, found by the server", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await signInAs(context, baseURL!, "assignor@demo.whistle.test");
  const page = await context.newPage();
  await page.goto("/assignor/payments?view=referees&status=pending");
  await expect(page.getByRole("heading", { name: "Owed per referee" })).toBeVisible();
  await expect(page.locator("html[data-live=connected]")).toHaveCount(1);

  // Any referee but the one the other journey pays at the same time, and none with a held payable (a reported
  // no-show stays pending, apart, until the assignor decides).
  const labels = await page
    .getByRole("row")
    .filter({ hasNotText: / held \(/ })
    .getByRole("button", { name: /^Mark all paid: / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
  const label = labels.find((text) => !text.includes(REFEREE_NAME));
  expect(label).toBeDefined();
  const [, name, count] = /^Mark all paid: (.+), (\d+) payments?$/.exec(label!)!;

  await page.goto(`/assignor/payments?view=referees&status=pending&q=${encodeURIComponent(name!)}`);
  await page.getByRole("button", { name: label! }).click();
  const dialog = page.getByRole("dialog", { name: `Pay ${name}` });
  await expect(
    dialog.getByText(new RegExp(`^${count} pending payments?, \\$[\\d,]+\\.\\d{2} in all\\.$`)),
  ).toBeVisible();
  await dialog.getByLabel("Day paid").fill(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByLabel("Method").selectOption("bank_transfer");
  await dialog.getByLabel("Reference (optional)").fill("Season payout");
  await dialog.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText(new RegExp(`^${count} payments? marked paid`)).first()).toBeVisible();
  // Nothing of theirs is pending now, on this page or any other.
  await expect(page.getByText("No Payments Found")).toBeVisible();
  await context.close();
});
