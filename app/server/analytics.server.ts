/**
 * The assignor's analytics page (issue 22, decision 0086): each chart's numbers summed by SQLite (GROUP BY
 * day, hour band, reason, referee, month or team), so a season of an association travels as a few hundred
 * rows; `app/domain/analytics.ts` turns them into weeks, percentiles and buckets. Every read is a `BatchRead`:
 * the page sends all seven in the one `db.batch` after the session (decision 0052), a CSV only its own.
 *
 * Which rows count: a game's own date (the organization's calendar) places coverage, answers and games per
 * referee; a decline or turn-back is placed by when it was given. Cancelled games are left out of coverage and
 * games per referee (no slot to fill, no game worked); declines and turn-backs of a game cancelled later still
 * count (the referee still said no), and payables count whatever became of their game.
 */
import { and, between, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { activityLog, assignments, evaluations, gameReportMisconduct, games, payments } from "~/db/schema";
import {
  coverageByWeek,
  declineSummary,
  gamesPerRefereeDistribution,
  misconductByTeam,
  paymentsByMonth,
  ratingsByMonth,
  responseTimesByWeek,
  RESPONSE_HOUR_EDGES,
  type AnalyticsChart,
  type AnalyticsData,
  type AnalyticsRange,
  type DeclineKind,
} from "~/domain/analytics";
import { addDays, zonedTimeToInstant } from "~/domain/dates";
import { ACCEPTED_ASSIGNMENT_STATUSES, LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import { paidDaySql } from "./accounting.server";
import { combineReads, mapRead, rowsRead, type BatchRead } from "./batch-reads.server";
import type { Database } from "./db.server";
import { neededCount, onNeededPosition } from "./game-status.server";
import { payableTotalSql } from "./payable-total.server";

interface Scope extends AnalyticsRange {
  organizationId: string;
  /** The organization's: where the range's days begin and end for what is placed by an instant. */
  timeZone: string;
}

/** The organization's games of the range (its date index), optionally leaving out the cancelled ones. */
function gamesInRange({ organizationId, from, to }: Scope, { withCancelled }: { withCancelled: boolean }) {
  return and(
    eq(games.organizationId, organizationId),
    between(games.date, from, to),
    withCancelled ? undefined : ne(games.status, "cancelled"),
  );
}

/** 1. Slots (per the game's position type) and slots holding a live assignment, per game day. */
function coverageRead(db: Database, scope: Scope) {
  const filled = sql<number>`(SELECT count(*) FROM ${assignments} AS crew WHERE crew.game_id = ${games.id}
    AND crew.status IN (${sql.join(
      LIVE_ASSIGNMENT_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}) AND ${onNeededPosition(games.positionType)})`;
  return mapRead(
    rowsRead(
      db
        .select({
          date: games.date,
          slots: sql<number>`sum(${neededCount(games.positionType)})`,
          filled: sql<number>`sum(${filled})`,
        })
        .from(games)
        .where(gamesInRange(scope, { withCancelled: false }))
        .groupBy(games.date),
    ),
    (rows) => coverageByWeek(scope, rows),
  );
}

/** The band (`responseBand`) of the time from offer to answer, as SQL: the same edges, the same ≤. */
const responseBandSql = sql<number>`CASE ${sql.join(
  RESPONSE_HOUR_EDGES.map(
    (edge, band) =>
      sql`WHEN ${assignments.respondedAt} - ${assignments.assignedAt} <= ${sql.raw(String(edge * 3_600_000))} THEN ${sql.raw(String(band))}`,
  ),
  sql` `,
)} ELSE ${sql.raw(String(RESPONSE_HOUR_EDGES.length))} END`;

/** 2. Confirmed offers counted per game day and hour band of offer → confirmation. */
function responseTimeRead(db: Database, scope: Scope) {
  return mapRead(
    rowsRead(
      db
        .select({
          date: games.date,
          band: sql<number>`${responseBandSql}`.as("band"),
          confirmed: sql<number>`count(*)`,
        })
        .from(games)
        .innerJoin(assignments, eq(assignments.gameId, games.id))
        .where(
          and(
            gamesInRange(scope, { withCancelled: true }),
            eq(assignments.organizationId, scope.organizationId),
            inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
            sql`${assignments.respondedAt} >= ${assignments.assignedAt}`,
          ),
        )
        .groupBy(games.date, sql`2`),
    ),
    (rows) => responseTimesByWeek(scope, rows),
  );
}

/**
 * 3. Declines and turn-backs per reason, placed by when the referee answered (the range's days in the
 * organization's time zone), not by the game: a no said this month about a game next month is this month's.
 * Both leave the assignment declined with its reason; a turn-back is told apart by its activity entry
 * (`assignment.turned_back`, written in the same batch as the answer). Reasons are free text: grouped ignoring
 * case and surrounding spaces, shown as one of their spellings.
 */
function declinesRead(db: Database, scope: Scope) {
  const start = zonedTimeToInstant(scope.from, "00:00", scope.timeZone);
  const end = zonedTimeToInstant(addDays(scope.to, 1), "00:00", scope.timeZone);
  const turnedBack = sql`EXISTS (SELECT 1 FROM ${activityLog} WHERE ${activityLog.subjectType} = 'assignment'
    AND ${activityLog.subjectId} = ${assignments.id} AND ${activityLog.action} = 'assignment.turned_back'
    AND ${activityLog.organizationId} = ${scope.organizationId})`;
  return mapRead(
    rowsRead(
      db
        .select({
          kind: sql<DeclineKind>`CASE WHEN ${turnedBack} THEN 'turn_back' ELSE 'decline' END`.as("kind"),
          reasonKey: sql<string>`lower(trim(coalesce(${assignments.declineReason}, '')))`.as("reason_key"),
          reason: sql<string>`min(trim(coalesce(${assignments.declineReason}, '')))`,
          count: sql<number>`count(*)`,
        })
        .from(assignments)
        .where(
          and(
            eq(assignments.organizationId, scope.organizationId),
            // An offer is made before it is answered: the organization's assignments index bounds the scan.
            lt(assignments.assignedAt, end),
            eq(assignments.status, "declined"),
            gte(assignments.respondedAt, start),
            lt(assignments.respondedAt, end),
          ),
        )
        .groupBy(sql`1`, sql`2`),
    ),
    declineSummary,
  );
}

/** 4. How many referees confirmed for (or worked) each number of the range's games. */
function gamesPerRefereeRead(db: Database, scope: Scope) {
  const perReferee = db
    .select({ refereeId: assignments.refereeId, games: sql<number>`count(*)`.as("games") })
    .from(games)
    .innerJoin(assignments, eq(assignments.gameId, games.id))
    .where(
      and(
        gamesInRange(scope, { withCancelled: false }),
        eq(assignments.organizationId, scope.organizationId),
        inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
      ),
    )
    .groupBy(assignments.refereeId)
    .as("per_referee");
  return mapRead(
    rowsRead(
      db
        .select({ games: perReferee.games, referees: sql<number>`count(*)` })
        .from(perReferee)
        .groupBy(sql`1`),
    ),
    gamesPerRefereeDistribution,
  );
}

/** 5. The organization's evaluations per month of their game: weighted sums, as the rating weighs them. */
function ratingsRead(db: Database, scope: Scope) {
  return mapRead(
    rowsRead(
      db
        .select({
          month: sql<string>`substr(${evaluations.gameDate}, 1, 7)`.as("month"),
          weighted: sql<number>`sum(${evaluations.overall} * ${evaluations.weight})`,
          weights: sql<number>`sum(${evaluations.weight})`,
          evaluations: sql<number>`count(*)`,
        })
        .from(evaluations)
        .where(
          and(
            eq(evaluations.organizationId, scope.organizationId),
            between(evaluations.gameDate, scope.from, scope.to),
          ),
        )
        .groupBy(sql`1`),
    ),
    (rows) => ratingsByMonth(scope, rows),
  );
}

/** 6. Cautions and send-offs of the range's reports, per team (as the report named it). */
function misconductRead(db: Database, scope: Scope) {
  return mapRead(
    rowsRead(
      db
        .select({
          team: gameReportMisconduct.teamName,
          cautions: sql<number>`sum(${gameReportMisconduct.kind} = 'caution')`,
          sendOffs: sql<number>`sum(${gameReportMisconduct.kind} = 'send_off')`,
        })
        .from(gameReportMisconduct)
        .where(
          and(
            eq(gameReportMisconduct.organizationId, scope.organizationId),
            between(gameReportMisconduct.gameDate, scope.from, scope.to),
          ),
        )
        .groupBy(gameReportMisconduct.teamName),
    ),
    misconductByTeam,
  );
}

/**
 * 7. Payables per month, as Pro Accounting's report places them: a paid one in the month it was paid, one
 * still owed in the month of its game (an adjustment without a game: the month it was recorded).
 */
function paymentsRead(db: Database, scope: Scope) {
  const reportDay = sql<string>`CASE WHEN ${payments.status} = 'paid' AND ${paidDaySql} IS NOT NULL THEN ${paidDaySql}
    ELSE coalesce(${games.date}, date(${payments.createdAt} / 1000, 'unixepoch')) END`;
  return mapRead(
    rowsRead(
      db
        .select({
          month: sql<string>`substr(${reportDay}, 1, 7)`.as("month"),
          paidCents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'paid' THEN ${payableTotalSql} END), 0)`,
          // Held (a no-show's, issue 22) is neither paid nor owed until an assignor releases it (issue 32).
          owedCents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'paid' OR ${payments.heldAt} IS NOT NULL THEN 0 ELSE ${payableTotalSql} END), 0)`,
        })
        .from(payments)
        .leftJoin(
          assignments,
          and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, scope.organizationId)),
        )
        .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, scope.organizationId)))
        .where(and(eq(payments.organizationId, scope.organizationId), between(reportDay, scope.from, scope.to)))
        .groupBy(sql`1`),
    ),
    (rows) => paymentsByMonth(scope, rows),
  );
}

const CHART_READS = {
  coverage: coverageRead,
  "response-time": responseTimeRead,
  declines: declinesRead,
  "games-per-referee": gamesPerRefereeRead,
  ratings: ratingsRead,
  misconduct: misconductRead,
  payments: paymentsRead,
} satisfies Record<AnalyticsChart, (db: Database, scope: Scope) => BatchRead<unknown>>;

/** Every chart of the page, as one read for the page's batch. */
export function analyticsRead(db: Database, scope: Scope): BatchRead<AnalyticsData> {
  return combineReads({
    coverage: coverageRead(db, scope),
    responseTimes: responseTimeRead(db, scope),
    declines: declinesRead(db, scope),
    gamesPerReferee: gamesPerRefereeRead(db, scope),
    ratings: ratingsRead(db, scope),
    misconduct: misconductRead(db, scope),
    payments: paymentsRead(db, scope),
  });
}

/** One chart's read (its CSV): the chart's own statement only, the others' values left empty. */
export function analyticsChartRead(db: Database, chart: AnalyticsChart, scope: Scope): BatchRead<AnalyticsData> {
  const empty: AnalyticsData = {
    coverage: [],
    responseTimes: [],
    declines: { declines: 0, turnBacks: 0, reasons: [], otherReasons: null },
    gamesPerReferee: [],
    ratings: [],
    misconduct: [],
    payments: [],
  };
  const key: Record<AnalyticsChart, keyof AnalyticsData> = {
    coverage: "coverage",
    "response-time": "responseTimes",
    declines: "declines",
    "games-per-referee": "gamesPerReferee",
    ratings: "ratings",
    misconduct: "misconduct",
    payments: "payments",
  };
  const read: BatchRead<unknown> = CHART_READS[chart](db, scope);
  return mapRead(read, (value) => ({ ...empty, [key[chart]]: value }) as AnalyticsData);
}
