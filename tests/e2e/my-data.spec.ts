/**
 * Your data and your exit (issue 18): a referee downloads everything Whistle holds about them, deletes the
 * account, cannot sign in again, and the assignor's history still shows the games they worked, under an
 * anonymous name.
 *
 * The referee is a demo referee that no other spec signs in as, with a completed game in the demo league's
 * past. A deleted account stays deleted in a kept demo database, so each run takes the next candidate still
 * there (a fresh `npm start -- --fresh` brings them all back).
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { DEMO_PASSWORD, signInAs } from "./fixtures/session";
import { OWN_CONNECTION } from "./fixtures/connection";

const ASSIGNOR = "assignor@demo.whistle.test";
const CANDIDATES = [
  "lucia.wong.13",
  "mateo.garcia.12",
  "sofia.rossi.11",
  "diego.lopez.10",
  "quinn.nguyen.9",
  "morgan.martin.7",
  "jamie.patel.6",
  "sam.hassan.5",
  "riley.silva.4",
  "casey.chen.3",
  "taylor.brown.2",
].map((local) => `${local}@demo.whistle.test`);

test.describe.configure({ timeout: 120_000 });

/** The Assignment Management table (the page also has the Game Requests table). */
function assignmentsTable(page: Page) {
  return page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Contact" }) });
}

/** A candidate still in the league with a completed game in the past: their email, name and that game. */
async function refereeWithHistory(page: Page) {
  for (const email of CANDIDATES) {
    await page.goto(`/assignor/assignments?when=past&status=completed&q=${encodeURIComponent(email)}`);
    const rows = assignmentsTable(page).getByRole("row");
    const row = rows.nth(1);
    if ((await rows.count()) < 2 || !(await row.getByText(email).isVisible())) continue;
    const game = (await row.getByRole("cell").first().locator(".font-medium").textContent())!;
    const name = (await row.getByRole("cell").nth(2).locator(".font-medium").textContent())!;
    return { email, name, game };
  }
  throw new Error("No demo referee with a completed game is left: restart the server with npm start -- --fresh");
}

test("a referee downloads their data, deletes the account; the assignor's history keeps the game, anonymized", async ({
  browser,
  baseURL,
}) => {
  const assignorContext = await browser.newContext();
  await signInAs(assignorContext, baseURL!, ASSIGNOR);
  const assignor = await assignorContext.newPage();
  const referee = await refereeWithHistory(assignor);
  const homeTeam = referee.game.split(" vs ")[0]!;

  const refereeContext = await browser.newContext({ acceptDownloads: true });
  await signInAs(refereeContext, baseURL!, referee.email);
  const page = await refereeContext.newPage();
  await page.goto("/referee/settings?tab=privacy");
  const yourData = page.getByRole("region", { name: "Your data" });
  await expect(yourData).toBeVisible();

  // Download my data: a ZIP of JSON and CSV with their profile and the game they worked.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    yourData.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^whistle-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(["README.txt", "whistle-data.json", "assignments.csv", "payments.csv", "availability.csv"]),
  );
  const data = JSON.parse(strFromU8(files["whistle-data.json"]!));
  expect(data.profile.email).toBe(referee.email);
  expect(`${data.profile.firstName} ${data.profile.lastName}`).toBe(referee.name);
  expect(data.assignments.some((row: { homeTeam: string }) => row.homeTeam === homeTeam)).toBe(true);
  expect(strFromU8(files["assignments.csv"]!)).toContain(homeTeam);

  // Delete my account: the consequences first, then the password.
  await yourData.getByRole("link", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Delete your account", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What deleting does" })).toBeVisible();
  await expect(
    page.getByText("Games you already worked stay in your leagues' history under an anonymous name"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Enter your current password.")).toBeVisible();
  await page.getByLabel("Current password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();

  // Signed out, and the password no longer signs anyone in.
  await page.goto("/referee");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Freferee/);
  const signIn = await refereeContext.request.post(`${baseURL}/login`, {
    form: { email: referee.email, password: DEMO_PASSWORD },
    headers: { ...OWN_CONNECTION, Origin: baseURL!, "CF-Connecting-IP": "203.0.113.251" },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(401);

  // The assignor's history: the same game, worked by the anonymous person.
  await assignor.goto(`/assignor/assignments?when=past&status=completed&q=${encodeURIComponent(homeTeam)}`);
  const rows = assignmentsTable(assignor).getByRole("row").filter({ hasText: referee.game });
  await expect(rows.filter({ hasText: /Former referee #[0-9a-f]{6}/ })).not.toHaveCount(0);
  await expect(assignmentsTable(assignor)).not.toContainText(referee.name);
  await expect(assignmentsTable(assignor)).not.toContainText(referee.email);

  await assignorContext.close();
  await refereeContext.close();
});

test("the assignor finds Download my data and Delete my account in the settings dialog's Privacy tab", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, baseURL!, ASSIGNOR);
  await page.goto("/assignor");
  await page
    .getByRole("button", { name: /^Open settings for/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByRole("tab", { name: "Privacy" }).click();
  const yourData = dialog.getByRole("region", { name: "Your data" });
  await expect(yourData.getByRole("link", { name: "Download my data" })).toHaveAttribute("href", "/account/export");
  await yourData.getByRole("link", { name: "Delete my account" }).click();
  // The demo league has a second assignor, so the page offers the deletion (and nothing has happened yet).
  await expect(page.getByRole("heading", { name: "Delete your account", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeVisible();
  await page.getByRole("link", { name: "Keep my account" }).click();
  await expect(page).toHaveURL(/\/assignor$/);
});
