/**
 * Game reports for the tests of what goes out of them (issue 22, decision 0083): a game with its crew, and a
 * report written the way the filing batch writes it (the report, its cautions and send-offs, the crew's
 * attendance), followed by `reportFiledStatements` in the same batch.
 */
import { eq } from "drizzle-orm";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { assignments, gameReportMisconduct, gameReports, type Game } from "~/db/schema";
import type { Attendance, GameReportStatus, MisconductKind, TeamSide } from "~/domain/constants";
import { reportFiledStatements } from "~/server/game-report-alerts.server";
import { db } from "./helpers";

/** A game with a confirmed referee (the filer) and a confirmed first assistant. */
export async function gameWithCrew(
  organizationId: string,
  refereeId: string,
  game: Partial<Parameters<typeof createGame>[1]> = {},
) {
  const created = await createGame(db, {
    organizationId,
    status: "confirmed",
    positionType: "three_official",
    ...game,
  });
  const assistant = await createUser(db, { organizationId, role: "referee", firstName: "Partner" });
  const referee = await createAssignment(db, {
    organizationId,
    gameId: created.id,
    refereeId,
    position: "referee",
    status: "confirmed",
  });
  const partner = await createAssignment(db, {
    organizationId,
    gameId: created.id,
    refereeId: assistant.id,
    position: "assistant_referee_1",
    status: "confirmed",
  });
  return { game: created, referee, partner, assistant };
}

export interface TestMisconduct {
  kind: MisconductKind;
  teamSide: TeamSide;
  playerName: string;
  playerNumber?: string | null;
  minute?: number | null;
  reasonCode: string;
}

/** Files (or re-files) a report of `game` as the filing batch would, the alerts' statements last. */
export async function fileTestReport(
  game: Game,
  filedById: string,
  {
    reportId = newId(),
    homeScore = 2,
    awayScore = 1,
    misconduct = [],
    attendance = {},
    status = "submitted",
    submittedAt = new Date(),
    resubmitted = false,
  }: {
    reportId?: string;
    homeScore?: number;
    awayScore?: number;
    misconduct?: TestMisconduct[];
    attendance?: Record<string, Attendance>;
    status?: GameReportStatus;
    submittedAt?: Date;
    resubmitted?: boolean;
  } = {},
) {
  const hasMisconduct = misconduct.length > 0;
  const hasNoShow = Object.values(attendance).includes("no_show");
  const report = {
    id: reportId,
    organizationId: game.organizationId,
    gameId: game.id,
    filedById,
    status,
    homeScore,
    awayScore,
    injuries: null,
    incidents: "A fan ran onto the field in the 80th minute.",
    hasMisconduct,
    hasNoShow,
    submittedAt,
  };
  await db.batch([
    db.insert(gameReports).values(report).onConflictDoUpdate({
      target: gameReports.id,
      set: { homeScore, awayScore, hasMisconduct, hasNoShow, status, submittedAt },
    }),
    db.delete(gameReportMisconduct).where(eq(gameReportMisconduct.reportId, reportId)),
    ...misconduct.map((entry) =>
      db.insert(gameReportMisconduct).values({
        id: newId(),
        organizationId: game.organizationId,
        reportId,
        gameId: game.id,
        gameDate: game.date,
        kind: entry.kind,
        teamSide: entry.teamSide,
        teamName: entry.teamSide === "home" ? game.homeTeam : game.awayTeam,
        playerName: entry.playerName,
        playerNumber: entry.playerNumber ?? null,
        minute: entry.minute ?? null,
        reasonCode: entry.reasonCode,
      }),
    ),
    ...Object.entries(attendance).map(([assignmentId, value]) =>
      db.update(assignments).set({ attendance: value }).where(eq(assignments.id, assignmentId)),
    ),
    ...reportFiledStatements(
      db,
      {
        organizationId: game.organizationId,
        reportId,
        gameId: game.id,
        filedById,
        hasMisconduct,
        hasNoShow,
        resubmitted,
      },
      submittedAt,
    ),
  ] as unknown as Parameters<typeof db.batch>[0]);
  return reportId;
}
