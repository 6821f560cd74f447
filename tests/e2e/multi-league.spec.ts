/**
 * Issue 20's journeys across leagues, on the demo's two leagues (decision 0070): a referee of both sees one
 * schedule; the second league's assignor finds that referee busy with the other league and cannot book them;
 * an assignor switches organization and sees only that league's games; a scheduler cannot reach Payments.
 *
 * The second league's assignor (`assignor.east@`) is used by this file only: the switch journey changes the
 * organization they work in, so its two tests run one after the other and no other spec signs in as them.
 */
import { expect, test } from "@playwright/test";
import { addGame } from "./fixtures/games";
import { collectPageErrors } from "./fixtures/page-errors";
import { signInAs } from "./fixtures/session";

const YOUTH_LEAGUE = "Bay Area Youth Soccer League";
const ADULT_LEAGUE = "East Bay Adult Soccer League";
/** The adult league's open game that overlaps a youth game the referee of both leagues has accepted. */
const CROSS_LEAGUE_GAME = "Lake Merritt FC vs Temescal Athletic";
/**
 * The demo's referee of two leagues (`referee.both@`, DEMO_MULTI_LEAGUE_REFEREE_NAME): a fixed name, since which
 * youth referee plays that part depends on the day the demo is seeded (issue 31).
 */
const REFEREE_OF_BOTH = "Robin Okoye";

test("a referee of two leagues sees both leagues' games in one schedule, each labelled", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  await signInAs(context, baseURL!, "referee.both@demo.whistle.test");
  await page.goto("/referee/schedule");
  await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: YOUTH_LEAGUE }).first()).toBeVisible();
  await expect(rows.filter({ hasText: ADULT_LEAGUE }).first()).toBeVisible();
  // Live updates from both leagues: "connected" once each league's socket has answered.
  await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
  expect(errors).toEqual([]);
});

test.describe("the adult league's assignor", () => {
  test.describe.configure({ mode: "serial" });

  test("sees the referee of both leagues as busy with another organization and cannot assign them", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, baseURL!, "assignor.east@demo.whistle.test");
    await page.goto(`/assignor/games?q=${encodeURIComponent("Lake Merritt FC")}`);
    await page.getByRole("button", { name: `Assign a referee to ${CROSS_LEAGUE_GAME}` }).click();
    const dialog = page.getByRole("dialog", { name: "Assign referee" });
    const option = dialog.getByRole("option").filter({ hasText: REFEREE_OF_BOTH });
    await dialog.getByLabel("Referee").selectOption({ label: (await option.textContent())!.trim() });
    await dialog.getByRole("button", { name: "Assign", exact: true }).click();
    // Named, and hard: no override is offered, and nothing of the other league's game is shown.
    await expect(dialog.getByRole("alert")).toContainText("Busy with another organization");
    await expect(dialog.getByRole("button", { name: "Assign anyway" })).toHaveCount(0);
    await expect(dialog).not.toContainText(YOUTH_LEAGUE);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: "Lake Merritt FC" }).first()).not.toContainText(
      REFEREE_OF_BOTH,
    );
  });

  test("switches organization and sees only that league's games", async ({ page, context, baseURL }) => {
    const stamp = Date.now().toString(36);
    await signInAs(context, baseURL!, "assignor.east@demo.whistle.test");
    await page.goto("/assignor/games");
    await expect(page.locator("html")).toHaveAttribute("data-live", "connected");

    // A further league, created from the portal: the switcher then works in it.
    await page.getByRole("button", { name: "New organization" }).click();
    const create = page.getByRole("dialog", { name: "New organization" });
    await create.getByLabel("Name").fill(`Switch Journey ${stamp}`);
    await create.getByRole("button", { name: "Create organization" }).click();
    await expect(create).toHaveCount(0);
    const switcher = page.getByRole("complementary").getByRole("button", { name: /^Switch organization/ });
    await expect(switcher).toHaveAccessibleName(`Switch organization Switch Journey ${stamp}`);
    await addGame(page, {
      home: `Switch Home ${stamp}`,
      away: "Switch Away",
      date: "2031-03-01",
      time: "10:00",
      venue: "Switch Park",
    });

    await page.goto(`/assignor/games?when=all&q=${encodeURIComponent("Lake Merritt FC")}`);
    await expect(page.getByRole("row").filter({ hasText: "Lake Merritt FC" })).toHaveCount(0);

    // Back to the adult league: its games, and none of the new league's.
    await switcher.click();
    await page.getByRole("menuitemradio", { name: new RegExp(ADULT_LEAGUE) }).click();
    await expect(switcher).toHaveAccessibleName(`Switch organization ${ADULT_LEAGUE}`);
    await page.goto(`/assignor/games?when=all&q=${encodeURIComponent("Lake Merritt FC")}`);
    await expect(page.getByRole("row").filter({ hasText: "Lake Merritt FC" }).first()).toBeVisible();
    await page.goto(`/assignor/games?when=all&q=${encodeURIComponent(`Switch Home ${stamp}`)}`);
    await expect(page.getByRole("row").filter({ hasText: `Switch Home ${stamp}` })).toHaveCount(0);
  });

  test("on a phone, switching from the navigation drawer closes it on the chosen league", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(context, baseURL!, "assignor.east@demo.whistle.test");
    await page.goto("/assignor/games");
    await expect(page.locator("html")).toHaveAttribute("data-live", "connected");
    for (const league of [/^Switch Journey/, new RegExp(`^${ADULT_LEAGUE}`)]) {
      await page.getByRole("button", { name: "Open navigation" }).click();
      const drawer = page.getByRole("dialog");
      await drawer.getByRole("button", { name: /^Switch organization/ }).click();
      await page.getByRole("menuitemradio", { name: league }).click();
      await expect(drawer).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Game Management" })).toBeVisible();
    }
  });
});

test("a scheduler works on games but cannot reach Payments", async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, "scheduler@demo.whistle.test");
  await page.goto("/assignor/games");
  await expect(page.getByRole("heading", { name: "Game Management" })).toBeVisible();
  const sidebar = page.getByRole("complementary");
  await expect(sidebar.getByRole("link", { name: "Games" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Payments" })).toHaveCount(0);
  const response = await page.goto("/assignor/payments");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Your role in this organization cannot open this page.")).toBeVisible();
});
