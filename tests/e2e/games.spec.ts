import { expect, test } from "@playwright/test";
import { addGame } from "./fixtures/games";
import { signInAs } from "./fixtures/session";

const ASSIGNOR = "assignor@demo.whistle.test";

test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, ASSIGNOR);
});

test("the games table searches and filters on the server, in the URL", async ({ page }) => {
  await page.goto("/assignor/games");
  await expect(page.getByRole("heading", { name: "Game Management" })).toBeVisible();
  await expect(page.getByText(/^\d+ games found$/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Game Management/ })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search games" }).fill("Kezar");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?q=Kezar/);
  const rows = page.getByRole("row");
  await expect(rows.nth(1)).toContainText("Kezar Stadium");

  await page.getByRole("combobox", { name: "Filter by status" }).selectOption("cancelled");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  for (const badge of await page
    .getByRole("cell")
    .filter({ hasText: /^(Pending|Assigned|Confirmed|Completed)$/ })
    .all()) {
    await expect(badge).toHaveCount(0);
  }
});

test("Game Management opens on the upcoming games; Past is one click away and the search keeps it", async ({
  page,
}) => {
  await page.goto("/assignor/games");
  const which = page.getByRole("navigation", { name: "Which games" });
  await expect(which.getByRole("link", { name: "Upcoming" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("All Games", { exact: true })).toBeVisible();

  await which.getByRole("link", { name: "Past" }).click();
  await expect(page).toHaveURL(/when=past/);
  await expect(which.getByRole("link", { name: "Past" })).toHaveAttribute("aria-current", "page");
  await expect(which.getByRole("link", { name: "Upcoming" })).not.toHaveAttribute("aria-current", "page");

  await page.getByRole("searchbox", { name: "Search games" }).fill("Kezar");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?q=Kezar.*when=past/);
  await expect(which.getByRole("link", { name: "Past" })).toHaveAttribute("aria-current", "page");
});

test("Add Game shows field errors, keeps the dialog open, then adds the game", async ({ page }) => {
  const team = `E2E Rovers ${Date.now()}`;
  await page.goto("/assignor/games");
  await page.getByRole("button", { name: "Add Game" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Game" });
  await dialog.getByLabel("Home team").fill(team);
  await dialog.getByRole("button", { name: "Add Game" }).click();
  await expect(dialog.getByText("Away team is required")).toBeVisible();
  await expect(dialog.getByLabel("Home team")).toHaveValue(team);

  await dialog.getByLabel("Away team").fill("E2E United");
  await dialog.getByLabel("Date").fill("2037-02-21");
  await dialog.getByLabel("Time").fill("10:30");
  await dialog.getByLabel("Venue").fill("Kezar Stadium");
  await dialog.getByLabel("Level", { exact: true }).selectOption("amateur");
  await expect(dialog.getByLabel("Fee ($)")).toHaveValue("60.00");
  await dialog.getByRole("button", { name: "Add Game" }).click();
  await expect(page.getByText("Game added", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/assignor/games?q=${encodeURIComponent(team)}`);
  const row = page.getByRole("row").filter({ hasText: team });
  await expect(row).toContainText("Sat, Feb 21, 2037");
  await expect(row).toContainText("10:30 AM");
  await expect(row).toContainText("$60.00");
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("Unassigned");
});

test("CSV import reports each rejected row, imports the rest, and a bad file says why", async ({ page }) => {
  const stamp = Date.now();
  await page.goto("/assignor/games");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Games from CSV" });
  await dialog.getByLabel("CSV file").setInputFiles({
    name: "season.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "Home Team,Away Team,Date,Kickoff,Venue,League,Level,Fee",
        `Import ${stamp} A,Visitors,02/28/2037,9:00 AM,Tam High Stadium,BAYSL,Youth,40`,
        `Import ${stamp} B,,2037-02-28,11:00,Tam High Stadium,BAYSL,youth,40`,
      ].join("\n"),
    ),
  });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(dialog.getByText(/Imported 1 games\. 1 row was not imported/)).toBeVisible();
  await expect(dialog.getByRole("cell", { name: "3", exact: true })).toBeVisible();
  await expect(dialog.getByRole("cell", { name: "Away team is required" })).toBeVisible();
  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download rejected rows" }).click();
  expect((await download).suggestedFilename()).toBe("season-rejected.csv");
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Import CSV" }).click();
  await page
    .getByRole("dialog")
    .getByLabel("CSV file")
    .setInputFiles({
      name: "wrong.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("name,email\nA,B\n"),
    });
  await page.getByRole("dialog").getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Import failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Could not parse the CSV file.", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("alert")).toContainText("The header row is missing");
});

test("Export downloads the filtered games as CSV", async ({ page }) => {
  await page.goto("/assignor/games?status=completed");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^games-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("Assign lists a referee's soft conflicts and assigns anyway with a reason", async ({ page }) => {
  const stamp = Date.now();
  const team = `E2E Override ${stamp}`;
  // A day of its own (the demo database outlives runs, and earlier runs left this referee on their games).
  const day = new Date(Date.UTC(2028, 0, 1) + (stamp % 3000) * 86_400_000).toISOString().slice(0, 10);
  await addGame(page, {
    home: team,
    away: "E2E Visitors",
    date: day,
    time: "06:00",
    venue: "E2E Field",
    level: "professional",
  });

  await page.goto(`/assignor/games?q=${encodeURIComponent(team)}`);
  await page.getByRole("button", { name: `Assign a referee to ${team} vs E2E Visitors` }).click();
  const dialog = page.getByRole("dialog", { name: "Assign referee" });
  const referee = dialog.getByLabel("Referee");
  const levelOne = await referee.locator("option", { hasText: "(level 1)" }).first().getAttribute("value");
  await referee.selectOption(levelOne!);
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("Level 1 referees are not eligible for professional games");

  await dialog.getByLabel("Reason to assign anyway").fill("Shadowing a level 3 crew");
  await dialog.getByRole("button", { name: "Assign anyway" }).click();
  await expect(page.getByText("Referee assigned; they have been notified", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: team })).toContainText("Assigned");
});
