import { and, asc, eq, sql } from "drizzle-orm";
import { assignments, games, users } from "~/db/schema";
import type { SeasonReportRow } from "~/domain/season-report";
import type { Database } from "./db.server";
import { gameSlotColumns } from "./game-slot-columns.server";
import { slotFeeSql } from "./slot-fee.server";

/** Every game of the organization with each of its assignments (none: one row with empty assignment cells). */
export async function listSeasonReportRows(db: Database, organizationId: string): Promise<SeasonReportRow[]> {
  return (
    db
      .select({
        ...gameSlotColumns,
        feeCents:
          sql<number>`CASE WHEN ${assignments.position} IS NULL THEN ${games.feeCents} ELSE ${slotFeeSql(assignments.position)} END`.mapWith(
            Number,
          ),
        gameStatus: games.status,
        position: assignments.position,
      })
      .from(games)
      // The assignment's own organization is checked too: a row can never pull in another tenant's data.
      .leftJoin(assignments, and(eq(assignments.gameId, games.id), eq(assignments.organizationId, organizationId)))
      .leftJoin(users, eq(users.id, assignments.refereeId))
      .where(eq(games.organizationId, organizationId))
      .orderBy(
        asc(games.date),
        asc(games.time),
        asc(games.homeTeam),
        asc(assignments.position),
        asc(assignments.assignedAt),
      )
  );
}
