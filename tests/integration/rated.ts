/**
 * Test fixture (issue 22): a referee rated in an organization the way the app rates them, through evaluations
 * of past games and the rating's refresh statements (decision 0081), not by writing `referee_ratings` directly.
 */
import { createEvaluation, createGame } from "~/demo/factories";
import { addDays } from "~/domain/dates";
import { ratingRefreshStatements } from "~/server/ratings.server";
import { db } from "./helpers";

/** Ten criteria's scores (1–5) whose mean is `mean` (to a tenth): 4.6 is six 5s and four 4s. */
export function scoresAveraging(mean: number): Record<string, number> {
  const tenths = Math.round(mean * 10);
  const low = Math.floor(tenths / 10);
  const high = tenths % 10;
  return Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`c${index}`, index < high ? low + 1 : low]));
}

/** One evaluation per score list (each criterion's score), on games a week apart before today; then the refresh. */
export async function rateReferee(
  {
    organizationId,
    refereeId,
    evaluations,
    source = "assessor",
  }: {
    organizationId: string;
    refereeId: string;
    evaluations: readonly Record<string, number>[];
    source?: "assessor" | "assignor" | "coach";
  },
  today = new Date().toISOString().slice(0, 10),
) {
  for (const [index, scores] of evaluations.entries()) {
    const gameDate = addDays(today, -7 * (index + 1));
    const game = await createGame(db, { organizationId, date: gameDate, status: "completed" });
    await createEvaluation(db, {
      organizationId,
      gameId: game.id,
      gameDate,
      refereeId,
      scores,
      source,
      weight: source === "coach" ? 1 : 3,
    });
  }
  await db.batch([...ratingRefreshStatements(db, { organizationId, refereeId, today })]);
}
