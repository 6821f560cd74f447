/**
 * The referee overview (spec section 2): the referee's own assignments and game requests, two statements
 * the page reads in its one `db.batch` (a batch maps rows by column name, so the game's id is read as the
 * row's `game_id`: no two columns share a name); `refereeOverviewFigures` (app/domain/referee-overview.ts)
 * decides what counts. The three lists under the figures show the next confirmed games, the latest
 * completed ones and the open requests. Issue 20: across every league the person referees for; each row
 * says its league, and money is totalled per currency, never across.
 */
import { and, eq, inArray } from "drizzle-orm";
import { assignments, gameRequests, games } from "~/db/schema";
import { todayIn } from "~/domain/dates";
import {
  countsTowardRates,
  isUpcomingAssignment,
  rateOf,
  refereeOverviewFigures,
  type RefereeOverviewFigures,
} from "~/domain/referee-overview";
import { leagueLabel, totalsByCurrency, type RefereeLeague } from "~/domain/referee-leagues";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import type { BatchResponse } from "drizzle-orm/batch";
import { slotFeeSql } from "./slot-fee.server";

const LIST_LENGTH = 5;

function gameColumns(
  gameId: typeof assignments.gameId | typeof gameRequests.gameId,
  position: typeof assignments.position | typeof gameRequests.position,
) {
  return {
    id: gameId,
    date: games.date,
    time: games.time,
    homeTeam: games.homeTeam,
    awayTeam: games.awayTeam,
    venue: games.venue,
    feeCents: slotFeeSql(position),
  };
}

/** The overview's statements, unsent: the page sends them in its one `db.batch` and hands the rows to `refereeOverviewFrom`. */
export function refereeOverviewQueries(
  db: Database,
  { organizationIds, refereeId }: { organizationIds: readonly string[]; refereeId: string },
) {
  const ids = [...organizationIds];
  return [
    db
      .select({
        id: assignments.id,
        organizationId: assignments.organizationId,
        status: assignments.status,
        game: gameColumns(assignments.gameId, assignments.position),
      })
      .from(assignments)
      .innerJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, assignments.organizationId)))
      // Found through the referee's index; the organizations only filter (query-plan.server.ts).
      .where(and(inArray(filterOnly(assignments.organizationId), ids), eq(assignments.refereeId, refereeId))),
    db
      .select({
        id: gameRequests.id,
        organizationId: gameRequests.organizationId,
        status: gameRequests.status,
        createdAt: gameRequests.createdAt,
        game: gameColumns(gameRequests.gameId, gameRequests.position),
      })
      .from(gameRequests)
      .innerJoin(games, and(eq(games.id, gameRequests.gameId), eq(games.organizationId, gameRequests.organizationId)))
      .where(and(inArray(filterOnly(gameRequests.organizationId), ids), eq(gameRequests.refereeId, refereeId))),
  ] as const;
}

export function refereeOverviewFrom(
  [own, requests]: BatchResponse<ReturnType<typeof refereeOverviewQueries>>,
  { leagues, now = new Date() }: { leagues: readonly RefereeLeague[]; now?: Date },
) {
  const [first] = leagues;
  const leagueOf = (organizationId: string) => leagues.find((league) => league.id === organizationId) ?? first!;
  // A game's "today" is its league's calendar day.
  const todayOf = (organizationId: string) => todayIn(leagueOf(organizationId).timeZone, now);
  const labelled = <Row extends { organizationId: string }>(row: Row) => {
    const league = leagueOf(row.organizationId);
    return {
      ...row,
      league: { name: leagueLabel(leagues, league.id), timeZone: league.timeZone, currency: league.currency },
    };
  };
  // Each league's figures against its own calendar day, then added up: counts add, rates are recomputed.
  const perLeague = leagues.map((league) =>
    refereeOverviewFigures({
      assignments: own
        .filter((row) => leagueOf(row.organizationId).id === league.id)
        .map((row) => ({ status: row.status, gameDate: row.game.date, feeCents: row.game.feeCents })),
      requests: requests.filter((row) => leagueOf(row.organizationId).id === league.id),
      timeZone: league.timeZone,
      now,
    }),
  );
  const sum = (key: "upcoming" | "completed" | "pendingRequests" | "awaitingAnswer" | "totalEarnedCents") =>
    perLeague.reduce((total, figures) => total + figures[key], 0);
  const rate = rateOf(sum("completed"), own.filter(countsTowardRates).length);
  const figures: RefereeOverviewFigures = {
    upcoming: sum("upcoming"),
    completed: sum("completed"),
    pendingRequests: sum("pendingRequests"),
    // Meaningful only with one currency: the page shows `earned` (one total per currency) instead.
    totalEarnedCents: leagues.length === 1 ? sum("totalEarnedCents") : 0,
    attendanceRate: rate,
    successRate: rate,
    awaitingAnswer: sum("awaitingAnswer"),
  };
  const kickoff = (row: { game: { date: string; time: string } }) => `${row.game.date} ${row.game.time}`;
  const completed = own.filter((row) => row.status === "completed");
  return {
    figures,
    // One total per currency (issue 20): a league's fees in its own currency, never converted nor mixed.
    earned: totalsByCurrency(
      completed.map((row) => ({
        currency: leagueOf(row.organizationId).currency,
        cents: Math.max(0, row.game.feeCents),
      })),
    ),
    upcomingGames: own
      .filter((row) =>
        isUpcomingAssignment({ status: row.status, gameDate: row.game.date, feeCents: 0 }, todayOf(row.organizationId)),
      )
      .sort((a, b) => kickoff(a).localeCompare(kickoff(b)))
      .slice(0, LIST_LENGTH)
      .map(labelled),
    completedGames: completed
      .sort((a, b) => kickoff(b).localeCompare(kickoff(a)))
      .slice(0, LIST_LENGTH)
      .map(labelled),
    pendingRequests: requests
      .filter((row) => row.status === "pending")
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, LIST_LENGTH)
      .map(({ createdAt: _createdAt, ...row }) => labelled(row)),
  };
}
