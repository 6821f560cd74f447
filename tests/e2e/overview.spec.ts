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

// The bell test of the second demo assignor lives in game-reports.spec.ts: a game report alerts her too.
