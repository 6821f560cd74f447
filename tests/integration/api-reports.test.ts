/**
 * `GET /api/v1/reports` and `GET /api/v1/reports/{id}` (issue 22, decision 0083): the organization's game
 * reports with a read key, filtered by game date, status and game, paged; another organization's report is not
 * found, and a bad query is a problem document.
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { gameReports } from "~/db/schema";
import { ApiProblemSchema } from "~/domain/api-schemas";
import { ApiReportSchema, type ApiReport } from "~/domain/report-api";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db } from "./helpers";
import { fileTestReport, gameWithCrew } from "./report-fixtures";

type League = Awaited<ReturnType<typeof createLeague>>;
const Page = v.object({ data: v.array(ApiReportSchema), nextCursor: v.nullable(v.string()) });

describe("the reports API", () => {
  let league: League;
  let key: string;
  let march: string;
  let april: string;
  let otherOrganizationReport: string;
  let aprilGameId: string;

  beforeAll(async () => {
    league = await createLeague("Reports API League");
    key = (await apiKeyFor(league.organization.id, league.assignor.id, "read")).secret;
    const first = await gameWithCrew(league.organization.id, league.referee.id, { date: "2099-03-07" });
    march = await fileTestReport(first.game, league.referee.id, {
      misconduct: [{ kind: "caution", teamSide: "home", playerName: "Kim", minute: 12, reasonCode: "C2" }],
      attendance: { [first.partner.id]: "late" },
      submittedAt: new Date("2099-03-08T10:00:00Z"),
    });
    await db
      .update(gameReports)
      .set({ status: "approved", reviewedById: league.assignor.id, reviewedAt: new Date("2099-03-09T09:30:00Z") })
      .where(eq(gameReports.id, march));
    const second = await gameWithCrew(league.organization.id, league.referee.id, { date: "2099-04-04" });
    aprilGameId = second.game.id;
    april = await fileTestReport(second.game, league.referee.id, { submittedAt: new Date("2099-04-05T10:00:00Z") });

    const other = await createLeague("Reports API Other League");
    const theirs = await gameWithCrew(other.organization.id, other.referee.id, { date: "2099-03-07" });
    otherOrganizationReport = await fileTestReport(theirs.game, other.referee.id);
  });

  async function list(query = "") {
    const response = await api("GET", `/api/v1/reports${query}`, { key });
    expect(response.status).toBe(200);
    return v.parse(Page, await response.json());
  }

  it("lists the organization's reports, newest filed first, and pages them", async () => {
    const all = await list();
    expect(all.data.map((report) => report.id)).toEqual([april, march]);
    const first = await list("?limit=1");
    expect(first.data.map((report) => report.id)).toEqual([april]);
    const next = await list(`?limit=1&cursor=${first.nextCursor}`);
    expect(next.data.map((report) => report.id)).toEqual([march]);
    expect(next.nextCursor).toBeNull();
  });

  it("filters by the game's date, the status and the game", async () => {
    expect((await list("?from=2099-04-01")).data.map((report) => report.id)).toEqual([april]);
    expect((await list("?to=2099-03-31")).data.map((report) => report.id)).toEqual([march]);
    expect((await list("?status=approved")).data.map((report) => report.id)).toEqual([march]);
    expect((await list(`?game_id=${aprilGameId}`)).data.map((report) => report.id)).toEqual([april]);
    expect((await list("?from=2099-05-01")).data).toEqual([]);
  });

  it("gets one report with its score, misconduct, attendance and review", async () => {
    const response = await api("GET", `/api/v1/reports/${march}`, { key });
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toBeTruthy();
    const report: ApiReport = v.parse(ApiReportSchema, await response.json());
    expect(report).toMatchObject({
      status: "approved",
      homeScore: 2,
      awayScore: 1,
      reviewedAt: "2099-03-09T09:30:00.000Z",
      submittedAt: "2099-03-08T10:00:00.000Z",
      misconduct: [
        { kind: "caution", playerName: "Kim", minute: 12, reasonCode: "C2", reasonLabel: "Dissent by word or action" },
      ],
    });
    expect(report.officials.map((official) => [official.position, official.attendance])).toEqual([
      ["referee", null],
      ["assistant_referee_1", "late"],
    ]);
  });

  it("does not find another organization's report, nor any report without a key", async () => {
    const response = await api("GET", `/api/v1/reports/${otherOrganizationReport}`, { key });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    expect((await list()).data.map((report) => report.id)).not.toContain(otherOrganizationReport);
    expect((await api("GET", `/api/v1/reports/${march}`)).status).toBe(401);
  });

  it("answers a bad query with a problem document naming the parameter", async () => {
    for (const query of ["?from=2099-02-30", "?status=lost", "?limit=0", "?cursor=zzz", "?sort=date"]) {
      const response = await api("GET", `/api/v1/reports${query}`, { key });
      expect(response.status, query).toBe(422);
      expect(response.headers.get("Content-Type"), query).toMatch(/^application\/problem\+json/);
      expect(v.is(ApiProblemSchema, await response.json()), query).toBe(true);
    }
  });
});
