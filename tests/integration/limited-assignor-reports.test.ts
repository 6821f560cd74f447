/**
 * A limited assignor and game reports (issue 22, decision 0082): they review the reports of their scope's
 * games (the queue, a report, approving or returning it, the discipline export) and nothing of the others';
 * a no-show's held payable they see, but only an assignor of the whole organization decides it.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createPayment } from "~/demo/factories";
import { gameReports, payments } from "~/db/schema";
import { createLeague, db, get, post, visibleText } from "./helpers";
import { fileTestReport, gameWithCrew } from "./report-fixtures";
import { createStaffMember } from "./staff-helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

let league: League;
let limited: Awaited<ReturnType<typeof createStaffMember>>;
let youthGameId: string;
let amateurGameId: string;
let heldPaymentId: string;

beforeAll(async () => {
  league = await createLeague("Scoped Reports League");
  const organizationId = league.organization.id;
  limited = await createStaffMember(organizationId, "assignor", {
    scope: { levels: ["youth"], leagues: [], venues: [] },
    firstName: "Yuki",
  });
  const youth = await gameWithCrew(organizationId, league.referee.id, {
    level: "youth",
    homeTeam: "Junior Herons",
    awayTeam: "Junior Kites",
    date: "2099-03-07",
  });
  await fileTestReport(youth.game, league.referee.id, {
    misconduct: [{ kind: "caution", teamSide: "home", playerName: "Young Player", reasonCode: "C1" }],
    attendance: { [youth.partner.id]: "no_show" },
  });
  youthGameId = youth.game.id;
  const held = await createPayment(db, {
    organizationId,
    refereeId: youth.assistant.id,
    assignmentId: youth.partner.id,
    amountCents: 3500,
    heldAt: new Date(),
    holdReason: "no_show",
  });
  heldPaymentId = held.id;
  const amateur = await gameWithCrew(organizationId, league.referee.id, {
    level: "amateur",
    homeTeam: "Senior Ravens",
    awayTeam: "Senior Wolves",
    date: "2099-03-08",
  });
  await fileTestReport(amateur.game, league.referee.id, {
    misconduct: [{ kind: "send_off", teamSide: "away", playerName: "Grown Player", reasonCode: "S1" }],
  });
  amateurGameId = amateur.game.id;
});

describe("a limited assignor's game reports", () => {
  it("lists their scope's reports only, and finds Reports (not Evaluations or Analytics) in the menu", async () => {
    const page = visibleText(await (await get("/assignor/reports", { cookie: limited.cookie })).text());
    expect(page).toContain("Junior Herons");
    expect(page).not.toContain("Senior Ravens");
    const overview = await (await get("/assignor", { cookie: limited.cookie })).text();
    expect(overview).toContain('href="/assignor/reports"');
    expect(overview).not.toContain('href="/assignor/evaluations"');
    expect(overview).not.toContain('href="/assignor/analytics"');
    // The whole organization's assignor still sees both.
    const full = visibleText(await (await get("/assignor/reports", { cookie: league.assignorCookie })).text());
    expect(full).toContain("Junior Herons");
    expect(full).toContain("Senior Ravens");
  });

  it("opens and approves a report of their scope; another game's report is not found to them", async () => {
    expect((await get(`/assignor/reports/${amateurGameId}`, { cookie: limited.cookie })).status).toBe(404);
    const refused = await post(`/assignor/reports/${amateurGameId}`, { intent: "approve" }, { cookie: limited.cookie });
    expect(refused.status).toBe(404);
    const [amateurReport] = await db.select().from(gameReports).where(eq(gameReports.gameId, amateurGameId));
    expect(amateurReport?.status).toBe("submitted");

    const review = await get(`/assignor/reports/${youthGameId}`, { cookie: limited.cookie });
    expect(review.status).toBe(200);
    const approved = await post(`/assignor/reports/${youthGameId}`, { intent: "approve" }, { cookie: limited.cookie });
    expect(approved.status).toBe(200);
    const [youthReport] = await db.select().from(gameReports).where(eq(gameReports.gameId, youthGameId));
    expect(youthReport).toMatchObject({ status: "approved", reviewedById: limited.user.id });
  });

  it("sees a no-show's held payable, but leaves its decision to an assignor of the whole organization", async () => {
    const html = await (await get(`/assignor/reports/${youthGameId}`, { cookie: limited.cookie })).text();
    const text = visibleText(html);
    expect(text).toContain("Held payables");
    expect(text).toContain("An assignor of the whole organization releases or removes a held payable.");
    expect(html).not.toContain('value="release-hold"');
    const release = await post(
      `/assignor/reports/${youthGameId}`,
      { intent: "release-hold", paymentId: heldPaymentId },
      { cookie: limited.cookie },
    );
    expect(release.status).toBe(403);
    const [payable] = await db.select().from(payments).where(eq(payments.id, heldPaymentId));
    expect(payable?.heldAt).not.toBeNull();
    // The whole organization's assignor is offered the decision.
    const full = await (await get(`/assignor/reports/${youthGameId}`, { cookie: league.assignorCookie })).text();
    expect(full).toContain('value="release-hold"');
  });

  it("exports the cautions and send-offs of their scope's games only", async () => {
    const csv = await (
      await get("/assignor/reports/discipline.csv?from=2099-03-01&to=2099-03-31", { cookie: limited.cookie })
    ).text();
    expect(csv).toContain("Young Player");
    expect(csv).not.toContain("Grown Player");
    const full = await (
      await get("/assignor/reports/discipline.csv?from=2099-03-01&to=2099-03-31", { cookie: league.assignorCookie })
    ).text();
    expect(full).toContain("Grown Player");
  });
});
