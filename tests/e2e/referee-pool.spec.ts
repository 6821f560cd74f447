import { expect, test, type Page } from "@playwright/test";
import { addGame } from "./fixtures/games";
import { signInAs } from "./fixtures/session";

const ASSIGNOR = "assignor@demo.whistle.test";

// Each journey first adds its own game through the games page, then works two dialogs: longer than the default.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, ASSIGNOR);
});

/** A game of our own, far from the demo data, so its conflicts for the demo referee are known. */
function addOwnGame(page: Page, { home, level, date }: { home: string; level: string; date: string }) {
  return addGame(page, { home, away: "E2E Visitors", date, time: "11:00", venue: "Kezar Stadium", level });
}

test("New Assignment: search a game and a referee, see the warning, assign anyway with a reason", async ({ page }) => {
  const home = `E2E Pros ${Date.now()}`;
  await addOwnGame(page, { home, level: "professional", date: "2037-08-01" });

  await page.goto("/assignor/assignments");
  await page.getByRole("button", { name: "New Assignment" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Assignment" });
  await dialog.getByRole("combobox", { name: "Select Game" }).fill(home);
  const games = dialog.getByRole("listbox", { name: "Select Game" });
  await expect(games.getByRole("option")).toHaveCount(1);
  await games.getByRole("option", { name: new RegExp(home) }).click();
  await expect(games.getByRole("option", { name: new RegExp(home) })).toHaveAttribute("aria-selected", "true");

  // The engine's suggestions for the slot: ranked with reasons; Alex (level 2) cannot referee a professional game.
  const suggestions = dialog.getByRole("region", { name: "Suggestions" });
  const choose = suggestions.getByRole("button", { name: /^Choose / }).first();
  await expect(choose).toBeVisible();
  await expect(suggestions.getByRole("listitem").first()).toContainText(/^.+Available, level 3 fits professional/);
  await expect(suggestions.getByRole("button", { name: "Choose Alex Rivera" })).toHaveCount(0);
  const suggested = (await choose.getAttribute("aria-label"))!.replace(/^Choose /, "");
  await choose.click();
  await expect(dialog.getByText(`Selected: ${suggested}`, { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole("listbox", { name: "Select Referee" }).getByRole("option", { name: new RegExp(suggested) }),
  ).toHaveAttribute("aria-selected", "true");

  await dialog.getByRole("combobox", { name: "Select Referee" }).fill("alex riv");
  const alex = dialog.getByRole("listbox", { name: "Select Referee" }).getByRole("option", { name: /Alex Rivera/ });
  // The preview marks Alex (level 2) before anything is submitted.
  await expect(alex).toContainText("1 warning");
  await alex.click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Warning: Level 2 referees are not eligible for professional games",
  );

  await dialog.getByLabel("Notes (optional)").fill("Bring the new flags");
  await dialog.getByRole("button", { name: "Assign anyway" }).click();
  await expect(dialog.getByText("Say why you assign anyway: the reason is recorded.")).toBeVisible();
  await expect(dialog.getByLabel("Notes (optional)")).toHaveValue("Bring the new flags");

  await dialog.getByLabel("Reason to assign anyway").fill("Only referee free; assessor on site");
  await dialog.getByRole("button", { name: "Assign anyway" }).click();
  await expect(page.getByText("Assignment created; the referee has been notified", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/assignor/assignments?q=${encodeURIComponent(home)}`);
  const row = page.getByRole("row").filter({ hasText: home });
  await expect(row).toContainText("Alex Rivera");
  await expect(row).toContainText("Pending");
});

test("Referee Pool: search, filter by level, view a profile, assign and invite", async ({ page }) => {
  const home = `E2E Youth ${Date.now()}`;
  await addOwnGame(page, { home, level: "youth", date: "2037-09-05" });

  await page.goto("/assignor/referees");
  await expect(page.getByRole("heading", { name: "Referee Pool" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search referees" }).fill("Alex");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?q=Alex/);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Alex Rivera" }) });
  await expect(card).toContainText("Level 2");
  await expect(card).toContainText(/\d+ games? this season/);
  await expect(card).toContainText(/Available|Unavailable/);

  await page.getByRole("combobox", { name: "Filter by level" }).selectOption("3");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/level=3/);
  await expect(page.getByRole("heading", { name: "Alex Rivera" })).toHaveCount(0);
  await expect(page.getByText("No referees match your current filters.")).toBeVisible();

  await page.goto("/assignor/referees?q=Alex");
  await card.getByRole("button", { name: "View Alex Rivera" }).click();
  const profile = page.getByRole("dialog", { name: "Alex Rivera" });
  await expect(profile.getByText("referee@demo.whistle.test")).toBeVisible();
  await expect(profile.getByText(/U\.S\. Soccer Grassroots Referee/)).toBeVisible();
  await expect(profile.getByRole("heading", { name: "Upcoming Availability" })).toBeVisible();
  await expect(profile.getByText(/^Blocked /).first()).toBeVisible();
  // The assignor verifies a certification from here, and can take the verification back.
  const safeSport = profile.getByRole("listitem").filter({ hasText: "SafeSport Trained · Other" });
  await expect(safeSport).not.toContainText("verified");
  await profile.getByRole("button", { name: "Verify SafeSport Trained · Other" }).click();
  await expect(safeSport).toContainText("SafeSport Trained · Other · verified");
  await expect(profile.getByRole("button", { name: "Remove verification of SafeSport Trained · Other" })).toBeEnabled();
  await profile.getByRole("button", { name: "Remove verification of SafeSport Trained · Other" }).click();
  await expect(safeSport).not.toContainText("verified");
  await expect(profile.getByRole("button", { name: "Verify SafeSport Trained · Other" })).toBeEnabled();
  await profile.getByRole("button", { name: "Close" }).first().click();

  await card.getByRole("button", { name: "Assign Alex Rivera" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Assignment" });
  await expect(dialog.getByRole("option", { name: /Alex Rivera/ })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("Selected: Alex Rivera", { exact: true })).toBeVisible();
  await dialog.getByRole("combobox", { name: "Select Game" }).fill(home);
  await dialog.getByRole("option", { name: new RegExp(home) }).click();
  await expect(dialog.getByRole("option", { name: /Alex Rivera/ })).toContainText("No conflicts");
  await dialog.getByRole("button", { name: "Create Assignment" }).click();
  await expect(page.getByText("Assignment created; the referee has been notified", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add Referee" }).click();
  const invite = page.getByRole("dialog", { name: "Add Referee" });
  await invite.getByLabel("Email").fill("not-an-email");
  await invite.getByRole("button", { name: "Send invite" }).click();
  await expect(invite.getByText("Please enter a valid email address.")).toBeVisible();
  const email = `e2e.pool.${Date.now()}@example.test`;
  await invite.getByLabel("Email").fill(email);
  await invite.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText(`Invite sent to ${email}.`, { exact: true })).toBeVisible();
  await expect(invite).toHaveCount(0);
});
