/**
 * The rules experienced assignors rely on (issue 21): a referee declares a team they coach and the assignor
 * finds them ruled out of that team's game, with the reason; a referee whose background check has expired
 * (the demo's youth league asks for one) cannot be assigned to a youth game. Games and team names are the
 * run's own, so reruns against a kept demo database never meet their earlier ones.
 */
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./fixtures/axe";
import { addGame } from "./fixtures/games";
import { signInAs } from "./fixtures/session";

const ASSIGNOR = "assignor@demo.whistle.test";
const REFEREE = "referee@demo.whistle.test";

// Each journey adds its own game through the games page first: longer than the default.
test.describe.configure({ timeout: 90_000 });

/** Opens New Assignment on the run's game and picks a referee by what their name starts with. */
async function previewAssignment(page: Page, game: string, referee: string) {
  await page.goto("/assignor/assignments");
  await page.getByRole("button", { name: "New Assignment" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Assignment" });
  await dialog.getByRole("combobox", { name: "Select Game" }).fill(game);
  await dialog
    .getByRole("listbox", { name: "Select Game" })
    .getByRole("option", { name: new RegExp(game) })
    .click();
  await dialog.getByRole("combobox", { name: "Select Referee" }).fill(referee.toLowerCase());
  const option = dialog
    .getByRole("listbox", { name: "Select Referee" })
    .getByRole("option", { name: new RegExp(referee) });
  // The preview marks the referee before anything is submitted.
  await expect(option).toContainText("Blocked");
  await option.click();
  return dialog;
}

test("a referee declares the team they coach; the assignor finds them ruled out of its game, with the reason", async ({
  browser,
  baseURL,
}) => {
  const club = `E2E Coached ${Date.now()}`;
  const refereeContext = await browser.newContext();
  await signInAs(refereeContext, baseURL!, REFEREE);
  const referee = await refereeContext.newPage();
  await referee.goto("/referee/settings");
  await referee.getByRole("tab", { name: "Preferences" }).click();
  const declare = referee.getByRole("form", { name: "Declare a team" });
  await declare.getByLabel("Team or club").fill(club);
  await declare.getByLabel("How you're involved").selectOption({ label: "I coach" });
  await declare.getByRole("button", { name: "Add team" }).click();
  await expect(referee.getByText(`${club} added to your teams.`)).toBeVisible();
  // The tab with the new card (the portal's axe checks see each page's first tab).
  expect(await axeViolations(referee)).toEqual([]);

  const assignorContext = await browser.newContext();
  await signInAs(assignorContext, baseURL!, ASSIGNOR);
  const assignor = await assignorContext.newPage();
  // A team of the club: the declaration covers it.
  const home = `${club} U12`;
  await addGame(assignor, {
    home,
    away: "E2E Visitors",
    date: "2037-10-03",
    time: "10:00",
    venue: "Kezar Stadium",
    level: "youth",
  });
  const dialog = await previewAssignment(assignor, home, "Alex Rivera");
  await expect(dialog.getByRole("alert")).toContainText("Alex Rivera cannot take this game.");
  await expect(dialog.getByRole("alert")).toContainText(`Blocks: Coaches ${home}`);
  await expect(dialog.getByRole("button", { name: "Create Assignment" })).toBeDisabled();

  // The referee's own declaration shows on their rules page, read-only, beside what staff may add.
  await assignor.goto("/assignor/referees?q=Alex");
  await assignor.getByRole("button", { name: "View Alex Rivera" }).click();
  await assignor
    .getByRole("dialog", { name: "Alex Rivera" })
    .getByRole("link", { name: "Rules and conflicts" })
    .click();
  await expect(assignor.getByRole("heading", { name: "Rules for Alex Rivera", level: 1 })).toBeVisible();
  const tie = assignor.getByRole("listitem").filter({ hasText: club });
  await expect(tie).toContainText(`Coaches: ${club}`);
  await expect(tie).toContainText("Declared by the referee");
  await expect(tie.getByRole("button")).toHaveCount(0);
  expect(await axeViolations(assignor)).toEqual([]);

  // The referee can take the declaration back.
  await referee.getByRole("button", { name: `Remove ${club}` }).click();
  await expect(referee.getByText(`${club} removed from your teams.`)).toBeVisible();
  await refereeContext.close();
  await assignorContext.close();
});

test("the assignor sees whose background check has expired, and cannot assign them to a youth game", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, ASSIGNOR);
  await page.goto("/assignor/referees");
  const expiring = page.getByRole("list", { name: "Expiring credentials" });
  const expired = expiring.getByRole("listitem").filter({ hasText: "Expired" });
  await expect(expired).toHaveCount(1);
  await expect(expired).toContainText("Background check");
  await expect(expired).toContainText("required for Youth games");
  const name = (await expired.locator("span.font-medium").textContent())!.trim();

  const home = `E2E Checked ${Date.now()}`;
  await addGame(page, {
    home,
    away: "E2E Visitors",
    date: "2037-10-10",
    time: "10:00",
    venue: "Kezar Stadium",
    level: "youth",
  });
  const dialog = await previewAssignment(page, home, name);
  await expect(dialog.getByRole("alert")).toContainText(`${name} cannot take this game.`);
  await expect(dialog.getByRole("alert")).toContainText(
    /Blocks: Their background check is valid only until \w+ \d+, \d{4}/,
  );
  await expect(dialog.getByRole("button", { name: "Create Assignment" })).toBeDisabled();
});
