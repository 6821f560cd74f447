import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";

// A referee no other journey touches, so their alert count moves only because of this test.
const REFEREE = { email: "lena.tanaka.39@demo.whistle.test", name: "Lena Tanaka" };

test("an assignment reaches the referee's open page within seconds, without a reload", async ({ browser, baseURL }) => {
  const refereeContext = await browser.newContext();
  const assignorContext = await browser.newContext();
  await signInAs(refereeContext, baseURL!, REFEREE.email);
  await signInAs(assignorContext, baseURL!, "assignor@demo.whistle.test");

  const refereePage = await refereeContext.newPage();
  await refereePage.goto("/referee");
  await expect(refereePage.locator("html")).toHaveAttribute("data-live", "connected");
  const bell = refereePage.getByRole("button", { name: /^Alerts and notifications/ });
  const unread = async () => Number((/, (\d+) unread$/.exec((await bell.getAttribute("aria-label")) ?? "") ?? [])[1] ?? 0);
  await expect(bell).toBeVisible();
  const before = await unread();
  let reloaded = false;
  refereePage.on("framenavigated", (frame) => {
    if (frame === refereePage.mainFrame()) reloaded = true;
  });

  const stamp = Date.now();
  const team = `E2E Live ${stamp}`;
  const day = new Date(Date.UTC(2029, 0, 1) + (stamp % 3000) * 86_400_000).toISOString().slice(0, 10);
  const assignor = await assignorContext.newPage();
  await assignor.goto("/assignor/games");
  await assignor.getByRole("button", { name: "Add Game" }).click();
  const add = assignor.getByRole("dialog", { name: "Add New Game" });
  await add.getByLabel("Home team").fill(team);
  await add.getByLabel("Away team").fill("E2E Listeners");
  await add.getByLabel("Date").fill(day);
  await add.getByLabel("Time").fill("10:00");
  await add.getByLabel("Venue").fill("E2E Field");
  await add.getByLabel("Level", { exact: true }).selectOption("youth");
  await add.getByRole("button", { name: "Add Game" }).click();
  await expect(add).toHaveCount(0);
  await assignor.goto(`/assignor/games?q=${encodeURIComponent(team)}`);
  await assignor.getByRole("button", { name: `Assign a referee to ${team} vs E2E Listeners` }).click();
  const dialog = assignor.getByRole("dialog", { name: "Assign referee" });
  await dialog.getByLabel("Referee").selectOption({ label: await dialog.getByLabel("Referee").locator("option", { hasText: REFEREE.name }).first().innerText() });
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(assignor.getByText("Referee assigned; they have been notified", { exact: true })).toBeVisible();

  // The referee's page, untouched, now counts the new alert.
  await expect.poll(unread, { timeout: 5_000 }).toBe(before + 1);
  expect(reloaded).toBe(false);
  await refereeContext.close();
  await assignorContext.close();
});
