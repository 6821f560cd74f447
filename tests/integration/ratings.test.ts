/**
 * A referee's rating (issue 22, decision 0081): the SQL that keeps `referee_ratings` (ratingRefreshStatements,
 * refreshAllRatings) agrees with the rule in app/domain/evaluations.ts (`weightedRating`) on the same
 * evaluations: the weights, the rolling 12 months by the game's date, and no rating when nothing is in them.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createEvaluation, createGame } from "~/demo/factories";
import { refereeRatings, type Evaluation } from "~/db/schema";
import { weightedRating } from "~/domain/evaluations";
import { ratingRefreshStatements, refreshAllRatings } from "~/server/ratings.server";
import { createLeague, db } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;
const TODAY = "2099-06-15";

async function storedRating(organizationId: string, refereeId: string) {
  const [row] = await db
    .select()
    .from(refereeRatings)
    .where(and(eq(refereeRatings.organizationId, organizationId), eq(refereeRatings.refereeId, refereeId)));
  return row ?? null;
}

describe("the stored rating agrees with the rule", () => {
  let league: League;
  const written: Evaluation[] = [];

  beforeAll(async () => {
    league = await createLeague("Ratings League");
    const organizationId = league.organization.id;
    // Inside the window: an assessor's 5s (weight 3) and a coach's 2s (weight 1); outside it: a day too old,
    // and a game still to come. The window starts on 2098-06-15.
    const rows = [
      { gameDate: "2099-05-01", source: "assessor" as const, weight: 3, scores: { positioning: 5, fitness: 5 } },
      { gameDate: "2098-06-15", source: "coach" as const, weight: 1, scores: { positioning: 2, fitness: 2 } },
      { gameDate: "2098-06-14", source: "assignor" as const, weight: 3, scores: { positioning: 1, fitness: 1 } },
      { gameDate: "2099-06-16", source: "assignor" as const, weight: 3, scores: { positioning: 1, fitness: 1 } },
      { gameDate: "2099-01-20", source: "assignor" as const, weight: 3, scores: { positioning: 4, fitness: 3 } },
    ];
    for (const row of rows) {
      const game = await createGame(db, { organizationId, date: row.gameDate });
      written.push(
        await createEvaluation(db, { organizationId, gameId: game.id, refereeId: league.referee.id, ...row }),
      );
    }
  });

  it("one referee's refresh stores the weighted mean of the window's evaluations, with their count", async () => {
    await db.batch([
      ...ratingRefreshStatements(db, {
        organizationId: league.organization.id,
        refereeId: league.referee.id,
        today: TODAY,
      }),
    ]);
    const expected = weightedRating(written, TODAY);
    // (5·3 + 2·1 + 3.5·3) / 7 = 27.5 / 7
    expect(expected).toEqual({ rating: 27.5 / 7, count: 3 });
    const stored = await storedRating(league.organization.id, league.referee.id);
    expect(stored?.evaluationCount).toBe(expected!.count);
    expect(stored?.rating).toBeCloseTo(expected!.rating, 10);
  });

  it("the nightly refresh lets evaluations age out, and a referee with none left has no rating", async () => {
    // A year on, only the game of 2099-06-16 is left in the window.
    const later = "2100-06-15";
    await refreshAllRatings(db, { today: later });
    const expected = weightedRating(written, later);
    expect(expected).toEqual({ rating: 1, count: 1 });
    const stored = await storedRating(league.organization.id, league.referee.id);
    expect(stored?.rating).toBeCloseTo(expected!.rating, 10);
    expect(stored?.evaluationCount).toBe(1);

    await refreshAllRatings(db, { today: "2101-01-01" });
    expect(weightedRating(written, "2101-01-01")).toBeNull();
    expect(await storedRating(league.organization.id, league.referee.id)).toBeNull();
  });
});
