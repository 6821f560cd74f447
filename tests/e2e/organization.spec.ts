import { expect, test } from "@playwright/test";
import { addGame } from "./fixtures/games";
import { signInAs } from "./fixtures/session";

const ASSIGNOR = "assignor@demo.whistle.test";
const SECTIONS = [
  "Overview",
  "Game Management",
  "Assignments",
  "Referee Pool",
  "Calendar",
  "Organizations",
  "Payments",
  // Issue 22: game reports, analytics and evaluations, after the spec's seven.
  "Reports",
  "Analytics",
  "Evaluations",
];

test.beforeEach(async ({ context, baseURL }) => {
  await signInAs(context, baseURL!, ASSIGNOR);
});

test("the organization's travel buffer is edited with field errors and input kept", async ({ page }) => {
  await page.goto("/assignor/organizations");
  await expect(page.getByRole("heading", { name: "Organizations", exact: true })).toBeVisible();
  const buffer = page.getByLabel("Travel buffer (minutes)");
  const original = await buffer.inputValue();

  await buffer.fill("999");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Travel buffer must be at most 480")).toBeVisible();
  await expect(buffer).toHaveValue("999");
  await expect(buffer).toHaveAttribute("aria-invalid", "true");

  await buffer.fill("50");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Travel buffer (minutes)")).toHaveValue("50");

  // Leave the demo league as it was for the other tests.
  await page.getByLabel("Travel buffer (minutes)").fill(original);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
});

test("a venue is added, edited, suggested in the game form and removed", async ({ page }) => {
  const name = `E2E Ground ${Date.now()}`;
  await page.goto("/assignor/organizations");
  const add = page.getByRole("form", { name: "Add a venue" });
  await add.getByLabel("Address").fill("1 Test Way");
  await add.getByRole("button", { name: "Add venue" }).click();
  await expect(add.getByText("Venue name is required")).toBeVisible();
  await expect(add.getByLabel("Address")).toHaveValue("1 Test Way");
  await add.getByLabel("Venue name").fill(name);
  await add.getByRole("button", { name: "Add venue" }).click();
  const list = page.getByRole("list", { name: "Venues" });
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  await expect(add.getByLabel("Venue name")).toHaveValue("");

  await page.getByRole("button", { name: `Edit venue ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit venue" });
  await dialog.getByLabel("Address").fill("2 Changed Ave, Oakland");
  await dialog.getByRole("button", { name: "Save venue" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByText(/2 Changed Ave, Oakland/)).toBeVisible();

  await page.goto("/assignor/games");
  await page.getByRole("button", { name: "Add Game" }).click();
  const form = page.getByRole("dialog", { name: "Add New Game" });
  await expect(form.locator(`datalist option[value="${name}"]`)).toHaveCount(1);
  await page.keyboard.press("Escape");

  await page.goto("/assignor/organizations");
  await page.getByRole("button", { name: `Remove venue ${name}` }).click();
  await page.getByRole("dialog", { name: "Remove venue" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("list", { name: "Venues" }).getByText(name, { exact: true })).toHaveCount(0);
});

test("the calendar moves by month and week, and a game opens the Assign dialog from the keyboard", async ({ page }) => {
  const stamp = Date.now();
  const team = `E2E Calendar ${stamp}`;
  const day = new Date(Date.UTC(2030, 0, 1) + (stamp % 2000) * 86_400_000).toISOString().slice(0, 10);
  await addGame(page, { home: team, away: "E2E Visitors", date: day, time: "07:15", venue: "E2E Calendar Field" });

  await page.goto(`/assignor/calendar?view=month&date=${day}`);
  const monthTitle = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(monthTitle.format(new Date(`${day}T00:00:00Z`)));
  await page.getByRole("link", { name: "Next month" }).click();
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(monthTitle.format(next));
  await page.getByRole("link", { name: "Previous month" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(monthTitle.format(new Date(`${day}T00:00:00Z`)));

  // Previous/next land on the first of the month; the week view keeps that anchor.
  await page.getByRole("link", { name: "Week", exact: true }).click();
  await expect(page).toHaveURL(`/assignor/calendar?view=week&date=${day.slice(0, 7)}-01`);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(/ – /);
  await page.goto(`/assignor/calendar?view=week&date=${day}`);
  const chip = page.getByRole("button", {
    name: new RegExp(`^7:15 AM ${team} vs E2E Visitors, E2E Calendar Field: Unassigned`),
  });
  await expect(chip).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: chip }).first()).toBeVisible();

  await chip.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Assign referee" });
  await expect(dialog).toBeVisible();
  const referee = dialog.getByLabel("Referee");
  const levelThree = await referee.locator("option", { hasText: "(level 3)" }).first().getAttribute("value");
  await referee.selectOption(levelThree!);
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("Referee assigned; they have been notified", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole("button", {
      name: new RegExp(`${team} vs E2E Visitors, E2E Calendar Field: Awaiting confirmation`),
    }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Today" }).click();
  await expect(page.locator('li[aria-current="date"]')).toHaveCount(1);
});

test("the sidebar lists the spec's seven sections and issue 22's three, 64px wide and 256px on hover", async ({
  page,
}) => {
  await page.goto("/assignor");
  const sidebar = page.getByRole("complementary", { name: "Assignor Dashboard navigation" });
  await expect(sidebar.getByRole("link")).toHaveText(SECTIONS.map((section) => new RegExp(`^${section}`)));
  expect((await sidebar.boundingBox())?.width).toBe(64);
  await sidebar.hover();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
});

test("below 768px the sections open from a drawer, and the calendar is a list of days", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto("/assignor");
  await expect(page.getByRole("banner").getByText("Assignor Dashboard", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Assignor Dashboard" });
  await expect(drawer.getByRole("link")).toHaveText(SECTIONS.map((section) => new RegExp(`^${section}`)));
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(256);
  await drawer.getByRole("link", { name: "Calendar" }).click();
  await expect(page).toHaveURL("/assignor/calendar");
  await expect(drawer).toBeHidden();
  // Days without games are left out; each listed day reads in full.
  const days = page.getByRole("list", { name: /^Games, / }).locator(":scope > li:visible");
  const empty = page.getByText("No games in this period.");
  // Wait for the page to show one or the other before deciding which to check.
  await expect(days.first().or(empty)).toBeVisible();
  if ((await days.count()) > 0)
    await expect(days.first().getByRole("heading", { level: 3 })).toHaveText(/^[A-Z][a-z]+day, /);
  else await expect(empty).toBeVisible();
});

test("Payments is a real section of the sidebar: what is owed, with the cards and both views", async ({ page }) => {
  await page.goto("/assignor/payments");
  await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coming Soon" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Payments", exact: true })).toHaveAttribute("aria-current", "page");
  const cards = page.getByRole("region", { name: "Payments at a glance" });
  await expect(cards.getByText("Owed", { exact: true }).locator("xpath=following-sibling::p[1]")).toHaveText(
    /^\$[\d,]+\.\d{2}$/,
  );
  await expect(page.getByRole("heading", { name: "Payments per game" })).toBeVisible();
});
