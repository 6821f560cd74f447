import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { addGame } from "./fixtures/games";
import { signInAs } from "./fixtures/session";

// A referee no other journey touches, so their alert count moves only because of this test.
const REFEREE = { email: "lena.tanaka.39@demo.whistle.test", name: "Lena Tanaka" };

/** The assignor adds a game in the future (a change every open page of the organization hears of). */
async function addLiveGame(assignorContext: BrowserContext) {
  const stamp = Date.now();
  const team = `E2E Live ${stamp}`;
  const day = new Date(Date.UTC(2029, 0, 1) + (stamp % 3000) * 86_400_000).toISOString().slice(0, 10);
  const assignor = await assignorContext.newPage();
  await addGame(assignor, {
    home: team,
    away: "E2E Listeners",
    date: day,
    time: "10:00",
    venue: "E2E Field",
    level: "youth",
  });
  return { team, assignor };
}

/**
 * A referee with `path` open and its live channel connected, and the demo assignor signed in beside them
 * in a browser context of their own.
 */
async function refereeWatching(
  browser: Browser,
  baseURL: string,
  email: string,
  path: string,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const refereeContext = await browser.newContext(options);
  const assignorContext = await browser.newContext();
  await signInAs(refereeContext, baseURL, email);
  await signInAs(assignorContext, baseURL, "assignor@demo.whistle.test");
  const refereePage = await refereeContext.newPage();
  await refereePage.goto(path);
  await expect(refereePage.locator("html")).toHaveAttribute("data-live", "connected");
  // The alerts bell loads its count after hydration: a count read before that would be 0, not the count.
  await expect(refereePage.getByRole("button", { name: /^Alerts and notifications/ })).not.toHaveAttribute(
    "aria-busy",
    "true",
  );
  return {
    refereePage,
    assignorContext,
    close: async () => {
      await refereeContext.close();
      await assignorContext.close();
    },
  };
}

/** Whether the page's document was loaded again from now on (a live update must not need one). */
function watchReloads(page: Page): () => boolean {
  let reloaded = false;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  return () => reloaded;
}

test("an assignment reaches the referee's open page within seconds, without a reload", async ({ browser, baseURL }) => {
  const { refereePage, assignorContext, close } = await refereeWatching(browser, baseURL!, REFEREE.email, "/referee");
  const bell = refereePage.getByRole("button", { name: /^Alerts and notifications/ });
  const unread = async () =>
    Number((/, (\d+) unread$/.exec((await bell.getAttribute("aria-label")) ?? "") ?? [])[1] ?? 0);
  await expect(bell).toBeVisible();
  const before = await unread();
  const reloaded = watchReloads(refereePage);

  const { team, assignor } = await addLiveGame(assignorContext);
  await assignor.goto(`/assignor/games?q=${encodeURIComponent(team)}`);
  await assignor.getByRole("button", { name: `Assign a referee to ${team} vs E2E Listeners` }).click();
  const dialog = assignor.getByRole("dialog", { name: "Assign referee" });
  await dialog.getByLabel("Referee").selectOption({
    label: await dialog.getByLabel("Referee").locator("option", { hasText: REFEREE.name }).first().innerText(),
  });
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(assignor.getByText("Referee assigned; they have been notified", { exact: true })).toBeVisible();

  // The referee's page, untouched, now counts the new alert.
  await expect.poll(unread, { timeout: 5_000 }).toBe(before + 1);
  expect(reloaded()).toBe(false);
  await close();
});

test("someone else's change does not wipe the errors of a form the user just sent", async ({ browser, baseURL }) => {
  const { refereePage, assignorContext, close } = await refereeWatching(
    browser,
    baseURL!,
    REFEREE.email,
    "/referee/settings",
  );
  const form = refereePage.getByRole("form", { name: "Scheduling preferences" });
  await form.getByLabel("Most games per week").fill("4");
  await form.getByLabel("Most games per month").fill("1");
  await form.getByRole("button", { name: "Save preferences" }).click();
  const error = form.getByText("make the monthly number at least the weekly one");
  await expect(error).toBeVisible();
  // Out of the field the error focused: the page waits because it answered a form, not because of typing.
  await refereePage.getByRole("heading", { level: 1 }).click();
  await expect(form.getByLabel("Most games per month")).not.toBeFocused();

  await addLiveGame(assignorContext);
  // The change reached the page and waits, so the answer stays on screen with what was typed.
  await expect(refereePage.locator("html")).toHaveAttribute("data-live-held", "true");
  await expect(error).toBeVisible();
  await expect(form.getByLabel("Most games per month")).toHaveValue("1");

  // Moving on loads fresh data, as any navigation does.
  await refereePage.getByRole("link", { name: "Overview" }).first().click();
  await expect(refereePage).toHaveURL(/\/referee$/);
  await close();
});

test("a form sent before the page had hydrated keeps its answer when someone else changes something", async ({
  browser,
  baseURL,
}) => {
  const { refereePage, assignorContext, close } = await refereeWatching(
    browser,
    baseURL!,
    REFEREE.email,
    "/referee/settings",
    // The scripts must come from the network, where the test can hold them back: not from the offline cache.
    { serviceWorkers: "block" },
  );
  // The settings page without its scripts yet: the browser itself posts the form, and the answer comes
  // back as a whole document, which then hydrates and connects like any page.
  await refereePage.route(/\/assets\/.*\.js/, (route) => route.abort());
  await refereePage.reload();
  const form = refereePage.getByRole("form", { name: "Scheduling preferences" });
  await form.getByLabel("Most games per week").fill("4");
  await form.getByLabel("Most games per month").fill("1");
  await refereePage.unroute(/\/assets\/.*\.js/);
  await form.getByRole("button", { name: "Save preferences" }).click();
  const error = form.getByText("make the monthly number at least the weekly one");
  await expect(error).toBeVisible();
  await expect(refereePage.locator("html")).toHaveAttribute("data-live", "connected");
  await refereePage.getByRole("heading", { level: 1 }).click();
  await expect(form.getByLabel("Most games per month")).not.toBeFocused();

  await addLiveGame(assignorContext);
  await expect(refereePage.locator("html")).toHaveAttribute("data-live-held", "true");
  await expect(error).toBeVisible();
  await expect(form.getByLabel("Most games per month")).toHaveValue("1");
  await close();
});

test("the assignor's verification shows on the referee's open settings page, without a reload", async ({
  browser,
  baseURL,
}) => {
  // A referee of this test only: the check below must not depend on anyone else's changes.
  const referee = { email: "ravi.johnson.38@demo.whistle.test", name: "Ravi Johnson" };
  const { refereePage, assignorContext, close } = await refereeWatching(
    browser,
    baseURL!,
    referee.email,
    "/referee/settings",
  );
  const section = refereePage.getByRole("region", { name: "Referee Certifications" });
  const name = `E2E Live Cert ${Date.now()}`;
  await section.getByText("Add Certification").first().click();
  await section.getByLabel("Name", { exact: true }).fill(name);
  await section.getByRole("button", { name: "Add Certification" }).click();
  const item = section.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Pending verification");
  // Leave the form, as a user would, so the page is not holding changes back for it.
  await refereePage.getByRole("heading", { name: "Settings", level: 1 }).click();
  const reloaded = watchReloads(refereePage);

  const assignor = await assignorContext.newPage();
  await assignor.goto(`/assignor/referees?q=${encodeURIComponent(referee.name)}`);
  await assignor.getByRole("button", { name: `View ${referee.name}` }).click();
  const profile = assignor.getByRole("dialog", { name: referee.name });
  await profile.getByRole("button", { name: `Verify ${name} · Level 1` }).click();
  await expect(profile.getByRole("listitem").filter({ hasText: name })).toContainText("verified");

  await expect(item).toContainText("Verified");
  await expect(item).not.toContainText("Pending verification");
  expect(reloaded()).toBe(false);
  await close();
});
