/**
 * The SQL mirror of `weightedRating` (app/domain/evaluations.ts, decision 0081): a referee's row of
 * `referee_ratings` rewritten from their evaluations in the window. Put the statements in the same batch as
 * the write that changes the evaluations, so the rating never lags them; the nightly cron rewrites every row
 * so that evaluations age out of the window. Kept in agreement by tests/integration/ratings.test.ts.
 */
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { evaluations, refereeRatings } from "~/db/schema";
import { ratingWindowStart } from "~/domain/evaluations";
import type { Database } from "./db.server";

/** The rows of `referee_ratings` the evaluations in the window make (grouped, so none where there are none). */
function ratingRows(db: Database, { today, now, where }: { today: string; now: Date; where?: SQL }) {
  return db
    .select({
      organizationId: evaluations.organizationId,
      refereeId: evaluations.refereeId,
      rating: sql<number>`sum(${evaluations.overall} * ${evaluations.weight}) / sum(${evaluations.weight})`.as(
        "rating",
      ),
      evaluationCount: sql<number>`count(*)`.as("evaluation_count"),
      computedAt: sql<Date>`${now.getTime()}`.as("computed_at"),
    })
    .from(evaluations)
    .where(and(where, gte(evaluations.gameDate, ratingWindowStart(today)), lte(evaluations.gameDate, today)))
    .groupBy(evaluations.organizationId, evaluations.refereeId);
}

/** Delete then recompute one referee's rating in one organization; no row when nothing is in the window. */
export function ratingRefreshStatements(
  db: Database,
  {
    organizationId,
    refereeId,
    today,
    now = new Date(),
  }: { organizationId: string; refereeId: string; today: string; now?: Date },
) {
  return [
    db
      .delete(refereeRatings)
      .where(and(eq(refereeRatings.organizationId, organizationId), eq(refereeRatings.refereeId, refereeId))),
    db.insert(refereeRatings).select(
      ratingRows(db, {
        today,
        now,
        where: and(eq(evaluations.organizationId, organizationId), eq(evaluations.refereeId, refereeId)),
      }),
    ),
  ] as const;
}

/** Every organization's ratings recomputed (the nightly cron): one batch of two statements. */
export async function refreshAllRatings(db: Database, { today, now = new Date() }: { today: string; now?: Date }) {
  await db.batch([db.delete(refereeRatings), db.insert(refereeRatings).select(ratingRows(db, { today, now }))]);
}
