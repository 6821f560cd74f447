/**
 * The assignor's analytics page and its CSVs (issue 22, decision 0086) on one small league with known numbers:
 * October 2026, weeks from Monday 5 October.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  createActivity,
  createAssignment,
  createEvaluation,
  createGame,
  createPayment,
  createUser,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import { gameReportMisconduct, gameReports } from "~/db/schema";
import { createLeague, db, expectRoundTrips, get, visibleText } from "./helpers";

const RANGE = "from=2026-10-05&to=2026-10-31";
let league: Awaited<ReturnType<typeof createLeague>>;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  league = await createLeague("Analytics United");
  const organizationId = league.organization.id;
  const other = await createLeague("Analytics Elsewhere");
  const [second, third, fourth] = await Promise.all(
    ["Second", "Third", "Fourth"].map((firstName) => createUser(db, { organizationId, role: "referee", firstName })),
  );

  // Week of 5 October: a crew of three with the referee confirmed (after 90 minutes) and AR1 offered.
  const crewGame = await createGame(db, {
    organizationId,
    date: "2026-10-06",
    time: "10:00",
    homeTeam: "Riverside Reds",
    awayTeam: "Hilltop Blues",
    positionType: "three_official",
    status: "pending",
  });
  const confirmed = await createAssignment(db, {
    organizationId,
    gameId: crewGame.id,
    refereeId: league.referee.id,
    position: "referee",
    status: "confirmed",
    assignedAt: at("2026-10-01T10:00:00Z"),
    respondedAt: at("2026-10-01T11:30:00Z"),
  });
  await createAssignment(db, {
    organizationId,
    gameId: crewGame.id,
    refereeId: second!.id,
    position: "assistant_referee_1",
    status: "pending",
  });
  // A cancelled game has no slots to fill, but its decline still counts.
  const cancelled = await createGame(db, { organizationId, date: "2026-10-07", time: "12:00", status: "cancelled" });
  await createAssignment(db, {
    organizationId,
    gameId: cancelled.id,
    refereeId: third!.id,
    status: "declined",
    declineReason: "Family event",
    assignedAt: at("2026-10-01T08:00:00Z"),
    respondedAt: at("2026-10-06T18:00:00Z"),
  });
  // Another league's game that week: never counted here.
  await createGame(db, { organizationId: other.organization.id, date: "2026-10-06", positionType: "four_official" });

  // Week of 12 October: a single official confirmed after 30 hours, one decline and one turn-back.
  const single = await createGame(db, { organizationId, date: "2026-10-14", time: "18:00", status: "confirmed" });
  await createAssignment(db, {
    organizationId,
    gameId: single.id,
    refereeId: league.referee.id,
    status: "confirmed",
    assignedAt: at("2026-10-05T08:00:00Z"),
    respondedAt: at("2026-10-06T14:00:00Z"),
  });
  await createAssignment(db, {
    organizationId,
    gameId: single.id,
    refereeId: third!.id,
    status: "declined",
    declineReason: "  family EVENT ",
    assignedAt: at("2026-10-01T08:00:00Z"),
    respondedAt: at("2026-10-10T18:00:00Z"),
  });
  // Declines are placed by when they were given: one answered in September is not October's.
  await createAssignment(db, {
    organizationId,
    gameId: single.id,
    refereeId: second!.id,
    status: "declined",
    declineReason: "Out of town",
    assignedAt: at("2026-09-20T08:00:00Z"),
    respondedAt: at("2026-09-21T08:00:00Z"),
  });
  const turnedBack = await createAssignment(db, {
    organizationId,
    gameId: single.id,
    refereeId: fourth!.id,
    status: "declined",
    declineReason: "Injured",
    assignedAt: at("2026-10-01T08:00:00Z"),
    respondedAt: at("2026-10-12T18:00:00Z"),
  });
  await createActivity(db, {
    organizationId,
    action: "assignment.turned_back",
    subjectType: "assignment",
    subjectId: turnedBack.id,
    summary: "Fourth turned back a game: Injured",
  });

  // The crew game's report: two cautions for the home side, a send-off for the away side.
  const reportId = newId();
  await db.insert(gameReports).values({
    id: reportId,
    organizationId,
    gameId: crewGame.id,
    filedById: league.referee.id,
    homeScore: 2,
    awayScore: 1,
    hasMisconduct: true,
    submittedAt: at("2026-10-06T12:30:00Z"),
  });
  const misconduct = (kind: "caution" | "send_off", teamSide: "home" | "away", teamName: string, player: string) => ({
    id: newId(),
    organizationId,
    reportId,
    gameId: crewGame.id,
    gameDate: crewGame.date,
    kind,
    teamSide,
    teamName,
    playerName: player,
    reasonCode: kind === "caution" ? "C1" : "S1",
  });
  await db
    .insert(gameReportMisconduct)
    .values([
      misconduct("caution", "home", "Riverside Reds", "A. Striker"),
      misconduct("caution", "home", "Riverside Reds", "B. Keeper"),
      misconduct("send_off", "away", "Hilltop Blues", "C. Defender"),
    ]);

  // An assessor's 4 (weight 3) and a coach's 2 (weight 1): October's rating is 3.5 from two evaluations.
  await createEvaluation(db, {
    organizationId,
    gameId: crewGame.id,
    gameDate: crewGame.date,
    refereeId: league.referee.id,
    scores: { positioning: 4, control: 4 },
  });
  await createEvaluation(db, {
    organizationId,
    gameId: crewGame.id,
    gameDate: crewGame.date,
    refereeId: league.referee.id,
    source: "coach",
    weight: 1,
    scores: { positioning: 2, control: 2 },
  });

  // Owed $50.00 for the crew game; $30.00 paid on 20 October; $99.00 paid in December (outside the range).
  await createPayment(db, {
    organizationId,
    refereeId: league.referee.id,
    assignmentId: confirmed.id,
    amountCents: 5000,
  });
  await createPayment(db, {
    organizationId,
    refereeId: second!.id,
    amountCents: 3000,
    status: "paid",
    paidOn: "2026-10-20",
    paidAt: at("2026-10-20T15:00:00Z"),
  });
  await createPayment(db, {
    organizationId,
    refereeId: third!.id,
    amountCents: 9900,
    status: "paid",
    paidOn: "2026-12-01",
    paidAt: at("2026-12-01T15:00:00Z"),
  });
});

async function csv(chart: string, query = RANGE) {
  const response = await get(`/assignor/analytics/${chart}.csv?${query}`, { cookie: league.assignorCookie });
  return { response, lines: (await response.text()).trimEnd().split("\r\n") };
}

describe("the analytics page", () => {
  it("shows every chart's numbers for the range in one round trip after the session", async () => {
    const response = await get(`/assignor/analytics?${RANGE}`, { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    expectRoundTrips("analytics page", response, 2);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Coverage by week");
    // A week's row: slots, filled, open.
    expect(text).toContain("Week of Oct 5, 2026 3 2 1");
    expect(text).toContain("Week of Oct 12, 2026 1 1 0");
    expect(text).toContain("Week of Oct 5, 2026 1 within 2 h within 2 h");
    expect(text).toContain("Week of Oct 12, 2026 1 within 48 h within 48 h");
    expect(text).toContain("2 declines and 1 turn-back in this range.");
    expect(text).toContain("Riverside Reds 2 0");
    expect(text).toContain("October 2026 3.5 / 5 2");
    expect(text).toContain("October 2026 $50.00 $30.00");
    // Each section's numbers are a captioned table with column headers, and it has its CSV.
    expect(html).toMatch(/<caption[^>]*>Coverage by week: the numbers<\/caption>/);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain(`href="/assignor/analytics/coverage.csv?from=2026-10-05&amp;to=2026-10-31"`);
  });

  it("shows the last twelve weeks when no range is asked for", async () => {
    const response = await get("/assignor/analytics", { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text.match(/Week of /g)?.length).toBe(12 * 2);
  });

  it("keeps a bad range with its error on the field, and shows no charts", async () => {
    const response = await get("/assignor/analytics?from=2026-10-31&to=2026-10-01", { cookie: league.assignorCookie });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The last day must be on or after the first.");
    expect(html).toMatch(/id="analytics-to"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="analytics-to"/);
    expect(html).toContain('value="2026-10-31"');
    expect(visibleText(html)).not.toContain("Coverage by week");
  });
});

describe("the analytics CSVs", () => {
  it("writes each chart's rows for the range", async () => {
    expect((await csv("coverage")).lines).toEqual([
      "Week,Slots,Filled,Open",
      "2026-10-05,3,2,1",
      "2026-10-12,1,1,0",
      "2026-10-19,0,0,0",
      "2026-10-26,0,0,0",
    ]);
    const coverage = await csv("coverage");
    expect(coverage.response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(coverage.response.headers.get("Content-Disposition")).toContain(
      "analytics-coverage-2026-10-05-to-2026-10-31.csv",
    );
    expect((await csv("response-time")).lines.slice(1, 3)).toEqual(["2026-10-05,1,2,2", "2026-10-12,1,48,48"]);
    expect((await csv("declines")).lines).toEqual([
      "Reason,Declines,Turn-backs,Total",
      "Family event,2,0,2",
      "Injured,0,1,1",
    ]);
    expect((await csv("games-per-referee")).lines.slice(1, 3)).toEqual(["1,0", "2-3,1"]);
    expect((await csv("ratings")).lines).toEqual(["Month,Rating,Evaluations", "2026-10,3.5,2"]);
    expect((await csv("misconduct")).lines).toEqual([
      "Team,Cautions,Send-offs",
      "Riverside Reds,2,0",
      "Hilltop Blues,0,1",
    ]);
    expect((await csv("payments")).lines).toEqual(["Month,Owed (USD),Paid (USD)", "2026-10,50.00,30.00"]);
  });

  it("refuses a bad range and an unknown chart", async () => {
    const tooLong = await csv("coverage", "from=2020-01-01&to=2026-01-01");
    expect(tooLong.response.status).toBe(400);
    expect((await csv("nothing")).response.status).toBe(404);
  });
});
