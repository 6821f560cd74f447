import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";

const ASSIGNOR = "assignor@demo.whistle.test";

test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, ASSIGNOR);
});

test("the overview shows the league's figures, recent activities and working quick actions", async ({ page }) => {
  await page.goto("/assignor");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  const cards = page.getByRole("region", { name: "Your organization at a glance" });
  for (const label of ["Active Games", "Available Referees", "Pending Assignments"]) {
    await expect(cards.getByText(label, { exact: true }).locator("xpath=following-sibling::p[1]")).toHaveText(/^\d+$/);
  }
  await expect(cards.getByText("Completion Rate", { exact: true }).locator("xpath=following-sibling::p[1]")).toHaveText(
    /^\d+%$/,
  );

  const activities = page.getByRole("region", { name: "Recent Activities" });
  await expect(activities.getByRole("listitem")).toHaveCount(8);
  await activities.getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/assignor\/activity$/);
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();

  await page.goto("/assignor");
  await page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "Add New Game" }).click();
  await expect(page).toHaveURL(/\/assignor\/games\?new=1$/);
  await expect(page.getByRole("dialog", { name: "Add New Game" })).toBeVisible();

  await page.goto("/assignor");
  await page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "Assign Referee" }).click();
  await expect(page).toHaveURL(/\/assignor\/assignments\?new=1$/);
  const assign = page.getByRole("dialog", { name: "Create New Assignment" });
  await expect(assign).toBeVisible();
  // Ready to use: the games and referees are loaded into it.
  await expect(assign.getByRole("combobox", { name: "Select Game" })).toBeEnabled();
  await expect(assign.getByText("Loading games and referees...")).toHaveCount(0);
  await assign.getByRole("button", { name: "Cancel" }).click();
  await expect(assign).toHaveCount(0);

  await page.goto("/assignor");
  await page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "View Schedule" }).click();
  await expect(page).toHaveURL(/\/assignor\/calendar$/);
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();

  await page.goto("/assignor");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Generate Report" }).click();
  expect((await download).suggestedFilename()).toMatch(/^season-report-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("the bell shows unread alerts; mark all as read zeroes it and dismiss removes an alert", async ({
  page,
  context,
  baseURL,
}) => {
  // The second demo assignor. Other journeys running meanwhile (an import's notice, say) may add alerts to her
  // list, so the checks name the alert dismissed rather than count the list.
  await signInAs(context, baseURL!, "priya.raman@demo.whistle.test");
  await page.goto("/assignor");
  const bell = page.getByRole("button", { name: /^Alerts and notifications/ });
  await expect(bell).toHaveAccessibleName(/, \d+ unread$/);
  const count = bell.getByTestId("alerts-unread-count");
  await expect(count).toHaveText(/^[1-9]\d*$/);

  await bell.click();
  const dialog = page.getByRole("dialog", { name: "Alerts and Notifications" });
  await expect(dialog.getByTestId("alerts-summary")).toHaveText(/^[1-9]\d* new alerts? · \d+ total$/);
  const alerts = dialog.getByRole("list", { name: "Alerts" }).getByRole("listitem");
  expect(await alerts.count()).toBeGreaterThan(1);

  await dialog.getByRole("button", { name: "Mark all as read" }).click();
  await expect(dialog.getByTestId("alerts-summary")).toHaveText(/^0 new alerts · \d+ total$/);
  await expect(dialog.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  await expect(count).toHaveCount(0);

  const title = await alerts.first().getAttribute("aria-label");
  await dialog.getByRole("button", { name: `Dismiss "${title}"` }).click();
  await expect(dialog.getByRole("listitem", { name: title! })).toHaveCount(0);

  // Still gone after a reload: it was dismissed on the server, not just hidden.
  await page.reload();
  await page.getByRole("button", { name: /^Alerts and notifications/ }).click();
  await expect(alerts.first()).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: title! })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();
});
