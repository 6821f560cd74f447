import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/session";

const REFEREE = "referee@demo.whistle.test";
const ASSIGNOR = "assignor@demo.whistle.test";

test("a referee requests an open game, the assignor approves it, and the referee accepts it from notifications", async ({
  browser,
  baseURL,
}) => {
  const refereeContext = await browser.newContext();
  await signInAs(refereeContext, baseURL!, REFEREE);
  const referee = await refereeContext.newPage();
  await referee.goto("/referee/open-games");
  await expect(referee.getByRole("heading", { name: "Open Games", level: 1 })).toBeVisible();

  // An open slot without travel or daily-limit warnings, so the approval needs no override.
  const openSlots = referee.getByRole("list", { name: "Open games" }).getByRole("listitem");
  const candidate = openSlots
    .filter({ hasNotText: "Heads-up" })
    .filter({ has: referee.getByRole("button", { name: /^Request: Referee, / }) })
    .first();
  const title = (await candidate.getByRole("heading").textContent())!;
  const when = (await candidate.locator("p").first().textContent())!.split(" · ").slice(0, 2).join(" · ");
  const game = openSlots.filter({ has: referee.getByRole("heading", { name: title, exact: true }) });
  await game.getByRole("button", { name: `Request: Referee, ${title}` }).click();
  await expect(referee.getByText("Request sent; your assignor will review it", { exact: true })).toBeVisible();
  await expect(game.getByRole("button", { name: `Withdraw request: Referee, ${title}` })).toBeVisible();
  // The demo league may hold an older, decided request for the same game: the new one is the one that can be withdrawn.
  const requestRow = referee
    .getByRole("row")
    .filter({ hasText: when })
    .filter({ has: referee.getByRole("button", { name: `Withdraw request: Referee, ${title}` }) });
  await expect(requestRow).toContainText("Pending");

  const assignorContext = await browser.newContext();
  await signInAs(assignorContext, baseURL!, ASSIGNOR);
  const assignor = await assignorContext.newPage();
  await assignor.goto("/assignor/assignments");
  await assignor.getByRole("button", { name: `Approve request: Alex Rivera, Referee, ${title}` }).click();
  const dialog = assignor.getByRole("dialog", { name: "Approve request" });
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(
    assignor.getByText("Request approved; Alex Rivera has been offered the game", { exact: true }),
  ).toBeVisible();
  await expect(assignor.getByRole("button", { name: `Approve request: Alex Rivera, Referee, ${title}` })).toHaveCount(
    0,
  );

  await referee.goto("/referee/notifications?filter=unread");
  // Newest first: the offer just made is the first for this match (the demo league repeats match-ups).
  const offers = referee.getByRole("listitem").filter({ hasText: "New game assignment" }).filter({ hasText: title });
  const offer = offers.first();
  await expect(offer).toBeVisible();
  const before = await offers.count();
  await expect(
    referee.getByRole("listitem").filter({ hasText: "Game request approved" }).filter({ hasText: title }).first(),
  ).toBeVisible();
  await offer.getByRole("button", { name: /^Accept/ }).click();
  await expect(referee.getByText("Assignment accepted", { exact: true })).toBeVisible();
  await expect(offers).toHaveCount(before - 1);

  await referee.goto("/referee/notifications?filter=assignments");
  await expect(
    referee.getByRole("listitem").filter({ hasText: "New game assignment" }).filter({ hasText: title }).first(),
  ).toContainText("Confirmed");

  await refereeContext.close();
  await assignorContext.close();
});

test("contacts: the directory searches by name and filters who the referee has worked with", async ({
  context,
  baseURL,
  page,
}) => {
  await signInAs(context, baseURL!, REFEREE);
  await page.goto("/referee/contacts");
  await expect(page.getByRole("heading", { name: "Referee Contacts" })).toBeVisible();
  const rows = page.getByRole("row");
  const total = Number(await page.getByText("Total Referees").locator("xpath=following-sibling::p[1]").textContent());
  expect(total).toBeGreaterThan(1);
  await expect(rows).toHaveCount(total + 1);

  const name = (await rows.nth(2).getByRole("cell").first().locator(".font-medium").textContent())!;
  await page.getByRole("searchbox", { name: "Search referees" }).fill(name);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(name);

  await page.getByRole("searchbox", { name: "Search referees" }).fill("no such referee anywhere");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No referees match your current filters")).toBeVisible();

  await page.goto("/referee/contacts?filter=worked");
  const worked = await page.getByRole("row").count();
  for (let index = 1; index < worked; index++) {
    await expect(page.getByRole("row").nth(index).getByRole("cell").nth(3)).not.toHaveText("0");
  }
});
