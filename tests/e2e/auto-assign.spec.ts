import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";

const ASSIGNOR = "assignor@demo.whistle.test";

test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, ASSIGNOR);
});

function plusDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

test("auto-assign proposes a draft for a date range, publishes the offers and undoes them", async ({ page }) => {
  // A month of offers is created and withdrawn one game at a time through the assignment rules.
  test.setTimeout(120_000);
  await page.goto("/assignor/auto-assign");
  await expect(page.getByRole("heading", { name: "Auto-assign", level: 1 })).toBeVisible();
  // Hydrated (the live channel connects from the client), so the form's submit is not lost mid-hydration.
  await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  // Four to five weeks ahead: away from the games other specs assign in the coming two weeks.
  const today = await page.getByLabel("From", { exact: true }).inputValue();
  await page.getByLabel("From", { exact: true }).fill(plusDays(today, 28));
  await page.getByLabel("To", { exact: true }).fill(plusDays(today, 41));
  await page.getByRole("button", { name: "Propose assignments" }).click();
  await expect(page).toHaveURL(/\/assignor\/auto-assign\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: /^Draft for / })).toBeVisible();
  await expect(page.getByText("Coverage", { exact: true })).toBeVisible();
  await expect(page.getByText("Workload spread")).toBeVisible();
  await expect(page.getByText("Repeat-team exposure")).toBeVisible();

  const items = page.getByTestId("draft-item");
  expect(await items.count()).toBeGreaterThan(0);
  const proposed = items.filter({ hasText: "available" }).first();
  await expect(proposed).toBeVisible();
  const game = (await proposed.locator("td").first().locator("div").first().textContent())!.trim();
  const referee = (await proposed.locator("td").nth(2).locator("span").first().textContent())!.trim();

  await page.getByRole("button", { name: /^Publish \d+ offers?$/ }).click();
  // One offer at a time through the assignment rules: a few seconds for a month of games in local dev.
  await expect(page.getByRole("status").filter({ hasText: /offers? sent/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Published: offers sent")).toBeVisible();
  const draftUrl = page.url();

  await page.goto(`/assignor/assignments?q=${encodeURIComponent(referee)}&status=pending`);
  await expect(page.getByRole("row").filter({ hasText: game }).first()).toBeVisible();

  await page.goto(draftUrl);
  await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  await page.getByRole("button", { name: "Undo publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Publish undone: \d+ offers? withdrawn/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Undone: offers withdrawn")).toBeVisible();

  await page.goto("/assignor/auto-assign");
  await expect(page.getByRole("row").filter({ hasText: "Undone" }).first()).toBeVisible();
});

test("the Assign dialog suggests referees with reasons and Choose selects one", async ({ page }) => {
  await page.goto("/assignor/games?status=pending");
  await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  await page
    .getByRole("button", { name: /^Assign a referee to / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Assign referee" });
  await expect(dialog.getByRole("heading", { name: "Suggestions" })).toBeVisible();
  const choose = dialog.getByRole("button", { name: /^Choose / }).first();
  await expect(choose).toBeVisible();
  const name = (await choose.getAttribute("aria-label"))!.replace(/^Choose /, "");
  await choose.click();
  await expect(dialog.getByLabel("Referee")).toHaveValue(/.+/);
  await expect(dialog.getByLabel("Referee").locator("option:checked")).toContainText(name);
});
