/**
 * Issue 22: a game ends; its referee files the report with a caution and a partner's no-show; the assignor is
 * alerted, approves it, and finds the no-show's payable held; an assessor evaluates the referee and the
 * rating colleagues see in Contacts moves; the analytics page shows this week's coverage.
 *
 * The journey runs on the demo referee's most recent past game with partners (the demo league's games are
 * dated around the day it is seeded); the seed leaves the demo referee's own games without reports.
 */
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./fixtures/session";

test.describe.configure({ timeout: 120_000 });

const ASSIGNOR = "assignor@demo.whistle.test";
const REFEREE = { email: "referee@demo.whistle.test", name: "Alex Rivera" };
const ASSESSOR = "assessor@demo.whistle.test";
const ASSESSOR_NAME = "Imani Okafor";
/** A colleague of the demo referee: whose Contacts show the referee's rating. */
const COLLEAGUE = "lena.tanaka.39@demo.whistle.test";

/** Opens the report page of the referee's most recent past game that has partners; its teams and a partner. */
async function openReportWithPartners(page: Page) {
  await page.goto("/referee/schedule?tab=past");
  const links = page.getByRole("link", { name: /^File report for / });
  await expect(links.first()).toBeVisible();
  // The past tab lists the oldest first: start from the most recent.
  const count = await links.count();
  for (let index = count - 1; index >= Math.max(0, count - 6); index -= 1) {
    await page.goto("/referee/schedule?tab=past");
    const link = page.getByRole("link", { name: /^File report for / }).nth(index);
    const game = (await link.getAttribute("aria-label"))!.replace(/^File report for /, "");
    await link.click();
    await expect(page.getByRole("heading", { name: `Report: ${game}` })).toBeVisible();
    const partner = page.getByRole("combobox", {
      name: /\((Assistant Referee 1|Assistant Referee 2|Fourth Official)\)$/,
    });
    if ((await partner.count()) > 0) {
      const label = (await partner.first().getAttribute("aria-label")) ?? (await labelOf(page, partner.first()));
      return { game, partner: partner.first(), partnerName: label.replace(/ \([^)]*\)$/, "") };
    }
  }
  throw new Error("No past game of the demo referee with partners: the demo league's seed changed");
}

async function labelOf(page: Page, field: ReturnType<Page["getByRole"]>): Promise<string> {
  const id = await field.getAttribute("id");
  return (await page.locator(`label[for="${id}"]`).innerText()).trim();
}

/** The demo referee's rating as a colleague reads it in Contacts: "4.3 / 5 (12 evaluations)" or "Not rated". */
async function ratingInContacts(page: Page): Promise<string> {
  await page.goto(`/referee/contacts?q=${encodeURIComponent(REFEREE.name)}`);
  const row = page.getByRole("row").filter({ hasText: REFEREE.name });
  await expect(row).toHaveCount(1);
  const rating = row.getByText(/ \/ 5 \(\d+ evaluations?\)$|^Not rated$/);
  return (await rating.innerText()).trim();
}

function parseRating(text: string): { rating: number; count: number } {
  const match = /^([\d.]+) \/ 5 \((\d+) evaluations?\)$/.exec(text);
  return match ? { rating: Number(match[1]), count: Number(match[2]) } : { rating: 0, count: 0 };
}

test("a report with a caution and a no-show: alert, approval, held payable, an assessment, the rating and coverage", async ({
  browser,
  baseURL,
}) => {
  const contextFor = async (email: string) => {
    const context = await browser.newContext();
    await signInAs(context, baseURL!, email);
    return context.newPage();
  };
  const referee = await contextFor(REFEREE.email);
  const assignor = await contextFor(ASSIGNOR);
  const colleague = await contextFor(COLLEAGUE);
  const ratingBefore = parseRating(await ratingInContacts(colleague));

  // The referee files the report: a score, one caution, and a partner who never came.
  const { game, partner, partnerName } = await openReportWithPartners(referee);
  const [home, away] = game.split(" vs ");
  await referee.getByLabel(`${home} goals`).fill("2");
  await referee.getByLabel(`${away} goals`).fill("1");
  const card = referee.getByRole("group", { name: "Card 1" });
  await card.getByLabel("Card").selectOption({ label: "Caution" });
  await card.getByLabel("Team").selectOption({ label: home! });
  await card.getByLabel("Player name").fill("Sam E2E");
  await card.getByLabel("Number").fill("7");
  await card.getByLabel("Minute").fill("34");
  await card.getByLabel("Reason").selectOption({ label: "C2 – Dissent by word or action (caution)" });
  await partner.selectOption({ label: "No-show" });
  await referee.getByRole("button", { name: "Submit report" }).click();
  await expect(referee.getByText(/^Report submitted/)).toBeVisible();

  // The assignor is alerted at once, opens the report from the alert and approves it.
  await assignor.goto("/assignor");
  await assignor.getByRole("button", { name: /^Alerts and notifications/ }).click();
  const alerts = assignor.getByRole("dialog", { name: "Alerts and Notifications" });
  const alert = alerts.getByRole("listitem").filter({ hasText: `Report for ${home} vs ${away}` });
  await expect(alert).toContainText("1 caution");
  await expect(alert).toContainText("no-show");
  await alert.getByRole("button", { name: "Review the report" }).click();
  await expect(assignor.getByRole("heading", { name: `Report: ${game}` })).toBeVisible();
  await expect(assignor.getByText("Sam E2E")).toBeVisible();
  await assignor.getByRole("button", { name: "Approve" }).click();
  await expect(assignor.getByText("Report approved.")).toBeVisible();

  // The partner's payable waits for the assignor's decision.
  await assignor.goto(`/assignor/payments?q=${encodeURIComponent(partnerName)}`);
  const held = assignor.getByRole("row").filter({ hasText: partnerName }).filter({ hasText: "Held" });
  await expect(held.first()).toContainText("No-show reported");

  // The assignor asks the demo assessor to assess the game; the assessor scores the referee 5 on every criterion.
  await assignor.goto("/assignor/evaluations");
  const evaluated = assignor.getByRole("region", { name: game });
  await evaluated.getByLabel("Assessor").selectOption({ label: ASSESSOR_NAME });
  await evaluated.getByRole("button", { name: "Ask an assessor" }).click();
  await expect(assignor.getByText("The assessor can now evaluate this game.")).toBeVisible();

  const assessor = await contextFor(ASSESSOR);
  await assessor.goto("/assignor");
  await expect(assessor).toHaveURL(/\/assignor\/assessments$/);
  await assessor
    .getByRole("region", { name: game })
    .getByRole("link", { name: `Evaluate ${REFEREE.name}` })
    .click();
  await expect(assessor.getByRole("button", { name: "Save evaluation" })).toBeVisible();
  const criteria = assessor.getByRole("radiogroup");
  expect(await criteria.count()).toBeGreaterThan(1);
  for (const criterion of await criteria.all()) await criterion.getByRole("radio", { name: "5" }).check();
  await assessor.getByLabel("Comments").fill("Calm under pressure; clear signals.");
  await assessor.getByRole("button", { name: "Save evaluation" }).click();
  await expect(assessor.getByText(`Evaluation of ${REFEREE.name} saved.`)).toBeVisible();

  // A colleague's Contacts count the new evaluation at once, and a top score can only lift the rating.
  const ratingAfter = parseRating(await ratingInContacts(colleague));
  expect(ratingAfter.count).toBe(ratingBefore.count + 1);
  if (ratingBefore.count === 0) expect(ratingAfter.rating).toBe(5);
  else expect(ratingAfter.rating).toBeGreaterThanOrEqual(ratingBefore.rating);

  // This week's coverage on the analytics page.
  await assignor.goto("/assignor/analytics");
  const coverage = assignor.getByRole("region", { name: "Coverage by week" });
  const thisWeek = mondayOfThisWeek("America/Los_Angeles");
  await expect(coverage.getByRole("row", { name: new RegExp(`^Week of ${thisWeek} \\d+ \\d+ \\d+$`) })).toBeVisible();
});

/** This week's Monday in the league's calendar, as the analytics table words it ("Nov 23, 2026"). */
function mondayOfThisWeek(timeZone: string): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}
