/**
 * The assignment journey across both portals (issue 6 and 7): the assignor offers a game, the demo
 * referee answers it in Schedule, the assignor sees the answer. The two tests share the demo referee, so
 * they run one after the other; each uses games and days of its own, so reruns against a kept demo
 * database never meet their own earlier games.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { blockedItem, dayButton, nextMonthDay, settled } from "./fixtures/availability";
import { addGame } from "./fixtures/games";
import { signInAs } from "./fixtures/session";

const ASSIGNOR = "assignor@demo.whistle.test";
const REFEREE = "referee@demo.whistle.test";
const DEMO_REFEREE_OPTION = "Alex Rivera (level 2)";

// Each test drives two portals (and the phone test offers two games first and then edits availability,
// online and offline): more than the default timeout.
test.describe.configure({ mode: "serial", timeout: 150_000 });

/** A day far ahead that no other run of this file uses (the demo database may outlive a run). */
function dayOfItsOwn(stamp: number, offset = 0) {
  return new Date(Date.UTC(2031, 0, 1) + ((stamp + offset) % 5000) * 86_400_000).toISOString().slice(0, 10);
}

async function signedInPage(
  browser: Browser,
  baseURL: string,
  email: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await signInAs(context, baseURL, email);
  return context.newPage();
}

/** The assignor adds a game and offers it to the demo referee; `override` answers a soft warning. */
async function offerGameToDemoReferee(
  page: Page,
  {
    team,
    day,
    time,
    level,
    override,
  }: { team: string; day: string; time: string; level: string; override?: { warning: string; reason: string } },
) {
  await addGame(page, { home: team, away: "Journey Visitors", date: day, time, venue: "Journey Park", level });

  await page.goto(`/assignor/games?q=${encodeURIComponent(team)}`);
  await page.getByRole("button", { name: `Assign a referee to ${team} vs Journey Visitors` }).click();
  const dialog = page.getByRole("dialog", { name: "Assign referee" });
  await dialog.getByLabel("Referee").selectOption({ label: DEMO_REFEREE_OPTION });
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  if (override) {
    await expect(dialog.getByRole("alert")).toContainText(override.warning);
    await dialog.getByLabel("Reason to assign anyway").fill(override.reason);
    await dialog.getByRole("button", { name: "Assign anyway" }).click();
  }
  await expect(page.getByText("Referee assigned; they have been notified", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

function figure(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Your games at a glance" })
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::p[1]");
}

test("the assignor offers a game past a soft warning, the referee accepts it, the assignor sees it confirmed", async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const team = `Journey ${stamp}`;
  const assignor = await signedInPage(browser, baseURL!, ASSIGNOR);
  await offerGameToDemoReferee(assignor, {
    team,
    day: dayOfItsOwn(stamp),
    time: "11:00",
    level: "professional",
    override: {
      warning: "Level 2 referees are not eligible for professional games",
      reason: "Ready to step up; observer present",
    },
  });
  await expect(assignor.getByRole("row").filter({ hasText: team })).toContainText("Assigned");

  const referee = await signedInPage(browser, baseURL!, REFEREE);
  await referee.goto("/referee");
  await referee.getByRole("link", { name: "Schedule" }).first().click();
  await expect(referee.getByRole("heading", { name: "Schedule" })).toBeVisible();
  await referee.getByRole("searchbox", { name: "Search games" }).fill(team);
  await referee.getByRole("button", { name: "Search" }).click();
  const row = referee.getByRole("row").filter({ hasText: team });
  await expect(row).toContainText("Pending");
  await row.getByRole("button", { name: `Accept ${team} vs Journey Visitors` }).click();
  await expect(row.getByLabel("Assignment confirmed")).toBeVisible();
  await expect(referee.getByText("Assignment accepted; your assignor has been told", { exact: true })).toBeVisible();
  // After the page's data reloads, the confirmed game offers Turn back instead.
  await expect(row.getByRole("button", { name: `Turn back ${team} vs Journey Visitors` })).toBeVisible();

  await assignor.reload();
  const assignorRow = assignor.getByRole("row").filter({ hasText: team });
  await expect(assignorRow).toContainText("Confirmed");
  await expect(assignorRow).toContainText("Alex Rivera");
});

test("on a phone, the referee accepts one offer, declines another with a reason, blocks a day (also offline); the overview and the assignor's checks follow", async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const first = `Phone A ${stamp}`;
  const second = `Phone B ${stamp}`;
  const assignor = await signedInPage(browser, baseURL!, ASSIGNOR);
  await offerGameToDemoReferee(assignor, { team: first, day: dayOfItsOwn(stamp, 1), time: "09:00", level: "youth" });
  await offerGameToDemoReferee(assignor, { team: second, day: dayOfItsOwn(stamp, 2), time: "09:00", level: "amateur" });

  const phone = await signedInPage(browser, baseURL!, REFEREE, { width: 375, height: 740 });
  await phone.goto("/referee");
  await expect(phone.getByRole("heading", { name: "Welcome, Alex" })).toBeVisible();
  const upcomingBefore = Number(await figure(phone, "Upcoming").textContent());
  const waiting = phone.getByRole("region", { name: "Offers awaiting your answer" });
  const waitingBefore = Number((await waiting.textContent())?.match(/\d+/)?.[0]);
  expect(waitingBefore).toBeGreaterThanOrEqual(2);

  // The drawer replaces the sidebar on a phone.
  await phone.getByRole("button", { name: "Open navigation" }).click();
  await phone.getByRole("dialog").getByRole("link", { name: "Schedule" }).click();
  await expect(phone.getByRole("heading", { name: "Schedule" })).toBeVisible();
  await phone.getByRole("searchbox", { name: "Search games" }).fill(`Phone ${stamp}`);
  await phone.getByRole("button", { name: "Search" }).click();
  // Cards, not the table, below 768px.
  await expect(phone.getByRole("table")).toHaveCount(0);
  const cards = phone.getByRole("list", { name: "Games" });
  await expect(cards.getByRole("listitem")).toHaveCount(2);

  const firstCard = cards.getByRole("article", { name: `${first} vs Journey Visitors` });
  await firstCard.getByRole("button", { name: `Accept ${first} vs Journey Visitors` }).click();
  await expect(firstCard.getByLabel("Assignment confirmed")).toBeVisible();

  const secondCard = cards.getByRole("article", { name: `${second} vs Journey Visitors` });
  await secondCard.getByRole("button", { name: `Decline ${second} vs Journey Visitors` }).click();
  const decline = phone.getByRole("dialog", { name: "Decline assignment" });
  await decline.getByLabel("Reason").fill("Family wedding that weekend");
  await decline.getByRole("button", { name: "Decline" }).click();
  await expect(decline).toHaveCount(0);
  await expect(secondCard.getByLabel("Assignment declined")).toBeVisible();

  // View shows the game with a map link and the assignor to call.
  await secondCard.getByRole("button", { name: `View ${second} vs Journey Visitors` }).click();
  const details = phone.getByRole("dialog", { name: `${second} vs Journey Visitors` });
  await expect(details.getByRole("link", { name: "Open in Maps" })).toHaveAttribute("href", /google\.com\/maps/);
  await expect(details).toContainText("Morgan Hayes");
  await expect(details).toContainText("Family wedding that weekend");
  await phone.keyboard.press("Escape");

  await phone.goto("/referee");
  await expect(figure(phone, "Upcoming")).toHaveText(String(upcomingBefore + 1));
  if (waitingBefore === 2) await expect(waiting).toHaveCount(0);
  else await expect(waiting).toContainText(String(waitingBefore - 2));

  // Availability from the same phone: a whole day blocked, then a time block added without a connection,
  // queued on the phone and saved once it is back online.
  const [blocked, offline] = [nextMonthDay(27), nextMonthDay(28)];
  await settled(phone, () => phone.goto("/referee/availability"));
  await expect(phone.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await phone.getByRole("button", { name: "Next month" }).click();
  await dayButton(phone, blocked.long).click();
  await phone.getByRole("button", { name: "Block Entire Day(s)" }).click();
  await expect(dayButton(phone, blocked.long)).toHaveAccessibleName(new RegExp(`^${blocked.long}, blocked all day`));
  await expect(phone.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

  await phone.context().setOffline(true);
  await expect(phone.getByRole("status")).toContainText("You're offline");
  await dayButton(phone, offline.long).click();
  await phone.getByRole("button", { name: "Add Time Block" }).click();
  await expect(phone.getByRole("status")).toContainText("1 change waiting to sync");
  await phone.context().setOffline(false);
  await expect(phone.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await settled(phone, () => phone.reload());
  await phone.getByRole("tab", { name: /^Blocked \(\d+\)$/ }).click();
  await expect(blockedItem(phone, blocked.short)).toContainText("All day");
  await expect(blockedItem(phone, offline.short)).toContainText("9:00 AM – 1:00 PM");

  // The assignor's conflict check now refuses the referee on the blocked day.
  const team = `Phone C ${stamp}`;
  await addGame(assignor, {
    home: team,
    away: "Journey Visitors",
    date: blocked.iso,
    time: "15:00",
    venue: "Journey Park",
    level: "youth",
  });
  await assignor.goto(`/assignor/games?q=${encodeURIComponent(team)}`);
  await assignor.getByRole("button", { name: `Assign a referee to ${team} vs Journey Visitors` }).click();
  const dialog = assignor.getByRole("dialog", { name: "Assign referee" });
  await dialog.getByLabel("Referee").selectOption({ label: DEMO_REFEREE_OPTION });
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText(`Blocked all day on`);
  await expect(dialog.getByRole("button", { name: "Assign anyway" })).toHaveCount(0);
});
