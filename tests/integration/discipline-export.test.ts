/**
 * The discipline export (issue 22, decision 0083): `/assignor/reports/discipline.csv?from&to` lists every
 * caution and send-off of the range's games, by team then player, with the organization's reason labels; never
 * another organization's; a missing or bad range is a 400 that says so.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { gameReports } from "~/db/schema";
import { parseCsv } from "~/domain/csv";
import { createLeague, db, get } from "./helpers";
import { fileTestReport, gameWithCrew } from "./report-fixtures";

type League = Awaited<ReturnType<typeof createLeague>>;

describe("the discipline export", () => {
  let league: League;

  beforeAll(async () => {
    league = await createLeague("Discipline League");
    const organizationId = league.organization.id;
    const teams = { homeTeam: "Zebras", awayTeam: "Antelopes" };
    const early = await gameWithCrew(organizationId, league.referee.id, { ...teams, date: "2099-09-06" });
    const reportId = await fileTestReport(early.game, league.referee.id, {
      misconduct: [
        { kind: "caution", teamSide: "home", playerName: "=cmd|' /C calc'!A0", minute: 80, reasonCode: "C1" },
        { kind: "send_off", teamSide: "away", playerName: "Bea", playerNumber: "9", minute: 30, reasonCode: "S1" },
      ],
    });
    await db.update(gameReports).set({ status: "approved" }).where(eq(gameReports.id, reportId));
    const later = await gameWithCrew(organizationId, league.referee.id, { ...teams, date: "2099-09-13" });
    await fileTestReport(later.game, league.referee.id, {
      misconduct: [
        { kind: "caution", teamSide: "away", playerName: "Ada", playerNumber: "4", minute: 12, reasonCode: "C2" },
        { kind: "caution", teamSide: "home", playerName: "Ada", minute: 55, reasonCode: "C3" },
      ],
    });
    const outside = await gameWithCrew(organizationId, league.referee.id, { ...teams, date: "2099-10-04" });
    await fileTestReport(outside.game, league.referee.id, {
      misconduct: [{ kind: "caution", teamSide: "home", playerName: "Out Of Range", reasonCode: "C1" }],
    });
    const other = await createLeague("Discipline Other League");
    const theirs = await gameWithCrew(other.organization.id, other.referee.id, { date: "2099-09-06" });
    await fileTestReport(theirs.game, other.referee.id, {
      misconduct: [{ kind: "caution", teamSide: "home", playerName: "Not Ours", reasonCode: "C1" }],
    });
  });

  it("lists the range's cautions and send-offs by team then player, formula-safe", async () => {
    const response = await get("/assignor/reports/discipline.csv?from=2099-09-01&to=2099-09-30", {
      cookie: league.assignorCookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(response.headers.get("Content-Disposition")).toContain("discipline-2099-09-01-to-2099-09-30.csv");
    const [header, ...rows] = parseCsv(await response.text()).map((record) => record.cells);
    expect(header).toEqual([
      "Game Date",
      "Game",
      "Team",
      "Player",
      "Number",
      "Kind",
      "Minute",
      "Reason Code",
      "Reason",
      "Report Status",
    ]);
    expect(rows).toEqual([
      [
        "2099-09-13",
        "Zebras vs Antelopes",
        "Antelopes",
        "Ada",
        "4",
        "Caution",
        "12",
        "C2",
        "Dissent by word or action",
        "submitted",
      ],
      [
        "2099-09-06",
        "Zebras vs Antelopes",
        "Antelopes",
        "Bea",
        "9",
        "Send-off",
        "30",
        "S1",
        "Serious foul play",
        "approved",
      ],
      [
        "2099-09-06",
        "Zebras vs Antelopes",
        "Zebras",
        "'=cmd|' /C calc'!A0",
        "",
        "Caution",
        "80",
        "C1",
        "Unsporting behavior",
        "approved",
      ],
      [
        "2099-09-13",
        "Zebras vs Antelopes",
        "Zebras",
        "Ada",
        "",
        "Caution",
        "55",
        "C3",
        "Persistent infringement",
        "submitted",
      ],
    ]);
  });

  it("answers a missing or bad range with a 400 that says what is wrong", async () => {
    for (const query of ["", "?from=2099-09-01", "?from=2099-02-30&to=2099-03-01", "?from=2099-10-01&to=2099-09-01"]) {
      const response = await get(`/assignor/reports/discipline.csv${query}`, { cookie: league.assignorCookie });
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toMatch(/date/);
    }
  });
});
