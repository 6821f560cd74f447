/**
 * The SQL mirror of `weightedRating` (app/domain/evaluations.ts, decision 0081): a referee's row of
 * `referee_ratings` rewritten from their evaluations in the window. Put the statements in the same batch as
 * the write that changes the evaluations, so the rating never lags them; the nightly cron rewrites every row
 * so that evaluations age out of the window. Kept in agreement by tests/integration/ratings.test.ts.
 */
import { and, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import { evaluations, refereeRatings } from "~/db/schema";
import { ratingWindowStart } from "~/domain/evaluations";
import type { Database } from "./db.server";
import type { Job } from "./job-types.server";

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

/**
 * The nightly refresh (decision 0085): once a UTC day, every rating recomputed on that day's UTC date, so
 * evaluations age out of the 12 months. The cron fires every five minutes; a run does the work only while
 * some rating was last computed before today's UTC midnight (a referee whose evaluations changed today was
 * refreshed by that write already), so the first run after midnight refreshes and the rest of the day's skip.
 */
export const refreshRatingsJob: Job = {
  name: "refresh-ratings",
  async run({ db, now }) {
    const today = now.toISOString().slice(0, 10);
    const midnight = new Date(`${today}T00:00:00.000Z`);
    const [stale] = await db
      .select({ one: sql<number>`1` })
      .from(refereeRatings)
      .where(lt(refereeRatings.computedAt, midnight))
      .limit(1);
    if (!stale) return "ratings already refreshed today";
    await refreshAllRatings(db, { today, now });
    return `ratings refreshed for ${today} (UTC)`;
  },
};
