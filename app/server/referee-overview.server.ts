/**
 * The referee overview (spec section 2): the referee's own assignments and game requests (two
 * queries side by side, not a D1 batch: drizzle's batch maps joined rows by column name, and `id`, `status`
 * exist in both tables); `refereeOverviewFigures` (app/domain/referee-overview.ts) decides what counts. The three
 * lists under the figures show the next confirmed games, the latest completed ones and the open requests.
 */
import { and, eq } from "drizzle-orm";
import { assignments, gameRequests, games } from "~/db/schema";
import { todayIn } from "~/domain/dates";
import { isUpcomingAssignment, refereeOverviewFigures } from "~/domain/referee-overview";
import type { Database } from "./db.server";

const LIST_LENGTH = 5;

export async function refereeOverview(
  db: Database,
  {
    organizationId,
    timeZone,
    refereeId,
    now = new Date(),
  }: { organizationId: string; timeZone: string; refereeId: string; now?: Date },
) {
  const gameColumns = {
    id: games.id,
    date: games.date,
    time: games.time,
    homeTeam: games.homeTeam,
    awayTeam: games.awayTeam,
    venue: games.venue,
    feeCents: games.feeCents,
  };
  const [own, requests] = await Promise.all([
    db
      .select({ id: assignments.id, status: assignments.status, game: gameColumns })
      .from(assignments)
      .innerJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
      .where(and(eq(assignments.organizationId, organizationId), eq(assignments.refereeId, refereeId))),
    db
      .select({
        id: gameRequests.id,
        status: gameRequests.status,
        createdAt: gameRequests.createdAt,
        game: gameColumns,
      })
      .from(gameRequests)
      .innerJoin(games, and(eq(games.id, gameRequests.gameId), eq(games.organizationId, organizationId)))
      .where(and(eq(gameRequests.organizationId, organizationId), eq(gameRequests.refereeId, refereeId))),
  ]);
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
