/**
 * The games the assignor's calendar shows for a period: one organization's games between two local
 * dates, each with its live assignments (who holds which position), so the page can colour them by
 * coverage and the Assign dialog can offer only the open positions.
 */
import { and, asc, between, eq, inArray } from "drizzle-orm";
import { assignments, games, users } from "~/db/schema";
import { gameCoverage, type Coverage } from "~/domain/assignor-calendar";
import type { Position } from "~/domain/constants";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import { batchRead, type BatchRead } from "./batch-reads.server";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import { gameInScopeSql } from "./staff-scope.server";
import type { AssignorScope } from "~/domain/permissions";

export interface CalendarGame {
  id: string;
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  venue: string;
  level: string;
  status: string;
  positionType: string;
  coverage: Coverage;
  filled: { position: Position; refereeName: string; status: string }[];
}

/** The period's games with their live assignments: two statements for one batch (decision 0052). */
export function calendarGamesRead(
  db: Database,
  organizationId: string,
  start: string,
  end: string,
  scope: AssignorScope | null = null,
): BatchRead<CalendarGame[]> {
  // A limited assignor's games only (decision 0064).
  const inScope = gameInScopeSql(scope);
  const gameRows = db
    .select({
      id: games.id,
      date: games.date,
      time: games.time,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      venue: games.venue,
      level: games.level,
      status: games.status,
      positionType: games.positionType,
    })
    .from(games)
    .where(and(eq(games.organizationId, organizationId), between(games.date, start, end), inScope))
    .orderBy(asc(games.date), asc(games.time));
  const liveRows = db
    .select({
      gameId: assignments.gameId,
      position: assignments.position,
      status: assignments.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .innerJoin(users, eq(users.id, assignments.refereeId))
    .where(
      and(
        // The `+` keeps SQLite on the games' date index and each game's assignments: on the assignments'
        // organization index it walked the organization's every assignment (62,000 in an association).
        eq(filterOnly(assignments.organizationId), organizationId),
        eq(games.organizationId, organizationId),
        // By the games' dates, not a list of ids: a busy month can hold more games than D1 binds parameters.
        between(games.date, start, end),
        inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
        inScope,
      ),
    );
  return batchRead([gameRows, liveRows], ([rows, live]) => {
    const byGame = Map.groupBy(live, (row) => row.gameId);
    return rows.map((game) => {
      const own = byGame.get(game.id) ?? [];
      return {
        ...game,
        coverage: gameCoverage({ status: game.status, positionType: game.positionType, assignments: own }),
        filled: own.map((row) => ({
          position: row.position as Position,
          refereeName: `${row.firstName} ${row.lastName}`,
          status: row.status,
        })),
      };
    });
  });
}
