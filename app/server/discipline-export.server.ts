/**
 * The discipline export's rows (issue 22, decision 0083): the organization's cautions and send-offs whose game
 * falls in the range, read from `game_report_misconduct` alone by its (organization, game date) index, with
 * their game and report.
 */
import { and, between, eq } from "drizzle-orm";
import { gameReportMisconduct, gameReports, games } from "~/db/schema";
import type { MisconductKind } from "~/domain/constants";
import type { DisciplineRange, DisciplineRow } from "~/domain/discipline-export";
import type { AssignorScope } from "~/domain/permissions";
import type { Database } from "./db.server";
import { gameInScopeSql } from "./staff-scope.server";

export async function listDisciplineRows(
  db: Database,
  organizationId: string,
  range: DisciplineRange,
  /** A limited assignor's: only their games' cautions and send-offs. */
  scope: AssignorScope | null,
): Promise<DisciplineRow[]> {
  const rows = await db
    .select({
      gameDate: gameReportMisconduct.gameDate,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      teamName: gameReportMisconduct.teamName,
      playerName: gameReportMisconduct.playerName,
      playerNumber: gameReportMisconduct.playerNumber,
      kind: gameReportMisconduct.kind,
      minute: gameReportMisconduct.minute,
      reasonCode: gameReportMisconduct.reasonCode,
      reportStatus: gameReports.status,
    })
    .from(gameReportMisconduct)
    .innerJoin(gameReports, eq(gameReports.id, gameReportMisconduct.reportId))
    .innerJoin(games, eq(games.id, gameReportMisconduct.gameId))
    .where(
      and(
        eq(gameReportMisconduct.organizationId, organizationId),
        between(gameReportMisconduct.gameDate, range.from, range.to),
        gameInScopeSql(scope),
      ),
    );
  return rows.map((row) => ({ ...row, kind: row.kind as MisconductKind }));
}
