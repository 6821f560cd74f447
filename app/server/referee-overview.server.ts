/**
 * The referee overview (spec section 2): the referee's own assignments and game requests, two statements
 * the page reads in its one `db.batch` (a batch maps rows by column name, so the game's id is read as the
 * row's `game_id`: no two columns share a name); `refereeOverviewFigures` (app/domain/referee-overview.ts)
 * decides what counts. The three lists under the figures show the next confirmed games, the latest
 * completed ones and the open requests.
 */
import { and, eq } from "drizzle-orm";
import { assignments, gameRequests, games } from "~/db/schema";
import { todayIn } from "~/domain/dates";
import { isUpcomingAssignment, refereeOverviewFigures } from "~/domain/referee-overview";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import type { BatchResponse } from "drizzle-orm/batch";

const LIST_LENGTH = 5;

function gameColumns(gameId: typeof assignments.gameId | typeof gameRequests.gameId) {
  return {
    id: gameId,
    date: games.date,
    time: games.time,
    homeTeam: games.homeTeam,
    awayTeam: games.awayTeam,
    venue: games.venue,
    feeCents: games.feeCents,
  };
}

/** The overview's statements, unsent: the page sends them in its one `db.batch` and hands the rows to `refereeOverviewFrom`. */
export function refereeOverviewQueries(
  db: Database,
  { organizationId, refereeId }: { organizationId: string; refereeId: string },
) {
  return [
    db
      .select({ id: assignments.id, status: assignments.status, game: gameColumns(assignments.gameId) })
      .from(assignments)
      .innerJoin(games, and(eq(games.id, assignments.gameId), eq(filterOnly(games.organizationId), organizationId)))
      // Found through the referee's index; the organization only filters (query-plan.server.ts).
      .where(and(eq(filterOnly(assignments.organizationId), organizationId), eq(assignments.refereeId, refereeId))),
    db
      .select({
        id: gameRequests.id,
        status: gameRequests.status,
        createdAt: gameRequests.createdAt,
        game: gameColumns(gameRequests.gameId),
      })
      .from(gameRequests)
      .innerJoin(games, and(eq(games.id, gameRequests.gameId), eq(filterOnly(games.organizationId), organizationId)))
      .where(and(eq(filterOnly(gameRequests.organizationId), organizationId), eq(gameRequests.refereeId, refereeId))),
  ] as const;
}

export function refereeOverviewFrom(
  [own, requests]: BatchResponse<ReturnType<typeof refereeOverviewQueries>>,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
) {
  const today = todayIn(timeZone, now);
  const figures = refereeOverviewFigures({
    assignments: own.map((row) => ({ status: row.status, gameDate: row.game.date, feeCents: row.game.feeCents })),
    requests,
    timeZone,
    now,
  });
  const kickoff = (row: { game: { date: string; time: string } }) => `${row.game.date} ${row.game.time}`;
  return {
    figures,
    upcomingGames: own
      .filter((row) => isUpcomingAssignment({ status: row.status, gameDate: row.game.date, feeCents: 0 }, today))
      .sort((a, b) => kickoff(a).localeCompare(kickoff(b)))
      .slice(0, LIST_LENGTH),
    completedGames: own
      .filter((row) => row.status === "completed")
      .sort((a, b) => kickoff(b).localeCompare(kickoff(a)))
      .slice(0, LIST_LENGTH),
    pendingRequests: requests
      .filter((row) => row.status === "pending")
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, LIST_LENGTH)
      .map(({ createdAt: _createdAt, ...row }) => row),
  };
}
