/**
 * "Your performance" on the referee overview (issue 22, decision 0085): games per month over the last 12
 * months, the rating trend, the on-time rate and the game reports they owe. Two statements the overview sends
 * in its one `db.batch`, across every league the person referees for (as the overview does); the figures are
 * decided in app/domain/referee-performance.ts and the trend by `ratingTrend` (app/domain/evaluations.ts).
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { assignments, evaluations, gameReports, games } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { ratingTrendStart } from "~/domain/evaluations";
import { performanceMonths, refereePerformance } from "~/domain/referee-performance";
import { leagueLabel, type RefereeLeague } from "~/domain/referee-leagues";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";

/** The day the figures are read for: the first league's calendar day (leagues of one person share a region). */
function performanceToday(leagues: readonly RefereeLeague[], now: Date): string {
  return todayIn(leagues[0]?.timeZone ?? "UTC", now);
}

/** The performance card's statements, unsent: the overview appends them to its batch. */
export function refereePerformanceQueries(
  db: Database,
  { leagues, refereeId, now = new Date() }: { leagues: readonly RefereeLeague[]; refereeId: string; now?: Date },
) {
  const ids = leagues.map(({ id }) => id);
  const today = performanceToday(leagues, now);
  // A day early: another league's calendar day may still be yesterday's.
  const since = addDays(`${performanceMonths(today)[0]!}-01`, -1);
  return [
    db
      .select({
        id: assignments.id,
        organizationId: assignments.organizationId,
        status: assignments.status,
        position: assignments.position,
        attendance: assignments.attendance,
        gameId: assignments.gameId,
        date: games.date,
        time: games.time,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        // Aliased: a batch maps rows by column name, and three tables call theirs "status".
        gameStatus: sql<string>`${games.status}`.as("game_status"),
        reportStatus: sql<string | null>`${gameReports.status}`.as("report_status"),
      })
      .from(assignments)
      .innerJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, assignments.organizationId)))
      .leftJoin(gameReports, eq(gameReports.gameId, assignments.gameId))
      // Found through the referee's index; the organizations only filter (query-plan.server.ts).
      .where(
        and(
          inArray(filterOnly(assignments.organizationId), ids),
          eq(assignments.refereeId, refereeId),
          gte(games.date, since),
        ),
      ),
    db
      .select({
        organizationId: evaluations.organizationId,
        gameDate: evaluations.gameDate,
        overall: evaluations.overall,
        weight: evaluations.weight,
      })
      .from(evaluations)
      .where(
        and(
          inArray(evaluations.organizationId, ids),
          eq(evaluations.refereeId, refereeId),
          gte(evaluations.gameDate, ratingTrendStart(today)),
        ),
      ),
  ] as const;
}

/** The card's figures from the statements' rows. */
export function refereePerformanceFrom(
  [own, evaluated]: BatchResponse<ReturnType<typeof refereePerformanceQueries>>,
  { leagues, now = new Date() }: { leagues: readonly RefereeLeague[]; now?: Date },
) {
  const timeZoneOf = (organizationId: string) =>
    (leagues.find((league) => league.id === organizationId) ?? leagues[0])?.timeZone ?? "UTC";
  return refereePerformance({
    today: performanceToday(leagues, now),
    now,
    leagues: leagues.map((league) => ({ id: league.id, label: leagueLabel(leagues, league.id) })),
    assignments: own.map((row) => ({ ...row, timeZone: timeZoneOf(row.organizationId) })),
    evaluations: evaluated,
  });
}
