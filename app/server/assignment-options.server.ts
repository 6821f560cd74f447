/**
 * What the New Assignment dialog offers: the organization's upcoming games that still have an open
 * position, and its referees. Conflicts per referee come from `previewConflicts` (assignments.server.ts).
 */
import { and, asc, eq, gte, inArray, notInArray } from "drizzle-orm";
import { assignments, games } from "~/db/schema";
import { openPositions } from "~/domain/game-status";
import type { AssignorScope } from "~/domain/permissions";
import { listOrganizationReferees } from "./assignments.server";
import { batchRead, readAll, rowsRead } from "./batch-reads.server";
import type { Database } from "./db.server";
import { gameInScopeSql } from "./staff-scope.server";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/** Enough for a season's open games; the dialog's search narrows them. */
const GAME_LIMIT = 500;

/**
 * Games a referee can still be offered: from now on (a game of today whose kick-off has passed is
 * left out), not cancelled or completed, with at least one open position. `now` is the organization's
 * wall-clock date and time.
 */
export function assignableGamesRead(
  db: Database,
  organizationId: string,
  now: { date: string; time: string },
  scope: AssignorScope | null = null,
) {
  const today = now.date;
  const upcoming = and(
    eq(games.organizationId, organizationId),
    gte(games.date, today),
    notInArray(games.status, ["cancelled", "completed"]),
    // A limited assignor is offered their games only (decision 0064).
    gameInScopeSql(scope),
  );
  const shown = db
    .select({ id: games.id })
    .from(games)
    .where(upcoming)
    .orderBy(asc(games.date), asc(games.time))
    .limit(GAME_LIMIT);
  return batchRead(
    [
      db
        .select({
          id: games.id,
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          venue: games.venue,
          level: games.level,
          positionType: games.positionType,
          feeCents: games.feeCents,
        })
        .from(games)
        .where(upcoming)
        .orderBy(asc(games.date), asc(games.time))
        .limit(GAME_LIMIT),
      // The positions held on those games only: not every assignment of the season ahead.
      db
        .select({ gameId: assignments.gameId, position: assignments.position, status: assignments.status })
        .from(assignments)
        .where(
          and(
            eq(assignments.organizationId, organizationId),
            inArray(assignments.gameId, shown),
            inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
          ),
        ),
    ],
    ([rows, held]) => {
      const byGame = Map.groupBy(held, (row) => row.gameId);
      return rows
        .map((game) => ({ ...game, openPositions: openPositions(game.positionType, byGame.get(game.id) ?? []) }))
        .filter((game) => game.openPositions.length > 0 && (game.date > today || game.time >= now.time));
    },
  );
}

/** The dialog's games and referees: one round trip (decision 0052). */
export async function assignmentOptions(
  db: Database,
  organizationId: string,
  now: { date: string; time: string },
  scope: AssignorScope | null = null,
) {
  const { gameOptions, referees } = await readAll(db, {
    gameOptions: assignableGamesRead(db, organizationId, now, scope),
    referees: rowsRead(listOrganizationReferees(db, organizationId)),
  });
  return { games: gameOptions, referees };
}
