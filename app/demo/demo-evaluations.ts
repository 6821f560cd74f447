/**
 * The demo's evaluations and the ratings they make (issue 22, decision 0085). Called once both demo leagues
 * are written: it reads each league's completed assignments back, evaluates most referees on a few of their
 * past games (the league's assignor, weight 3, and now and then a coach, weight 1, anonymous), leaves a few
 * referees unrated, adds a handful of last season's games whose evaluations lie outside the rolling 12 months,
 * then computes every rating with the rule's SQL mirror. Its own seeded generator, so the rest of the demo is
 * drawn as before.
 */
import { and, asc, eq } from "drizzle-orm";
import { addDays, zonedTimeToInstant } from "~/domain/dates";
import { DEFAULT_RUBRIC, DEFAULT_WEIGHTS, overallOf } from "~/domain/evaluations";
import { refreshAllRatings } from "~/server/ratings.server";
import type { Database } from "~/server/db.server";
import { createRandom } from "./demo-random";
import { newId } from "~/db/ids";
import { insertMany } from "./factories";
import { assignments, evaluations, games, payments } from "~/db/schema";

export interface DemoEvaluationsInput {
  now: Date;
  /** The leagues' today (both demo leagues share a time zone). */
  today: string;
  timeZone: string;
  seed: number;
  /** Each league with the assignor who writes its evaluations. */
  leagues: readonly { organizationId: string; evaluatorId: string }[];
  /** The demo referee: always rated, on several games. */
  demoRefereeId: string;
}

type Random = ReturnType<typeof createRandom>;

/** Scores on the default rubric around a referee's level of play (1–5 each). */
function scoresAround(random: Random, level: number): Record<string, number> {
  return Object.fromEntries(
    DEFAULT_RUBRIC.map(({ key }) => [key, Math.min(5, Math.max(1, Math.round(level + (random.next() - 0.5) * 1.6)))]),
  );
}

const STAFF_COMMENTS = [
  "Good positioning on set pieces; keep closer to play on counter-attacks.",
  "Calm game management in a heated second half.",
  "Foul recognition solid; advantage applied well.",
  "Work on communication with the assistant referees before kick-off.",
  "Strong fitness, always in line with play.",
] as const;
const COACH_COMMENTS = ["Consistent calls for both teams.", "Hard to hear the whistle at times.", null] as const;

export async function seedDemoEvaluations(db: Database, input: DemoEvaluationsInput): Promise<void> {
  const { now, today, timeZone, demoRefereeId } = input;
  const random = createRandom(input.seed + 22);
  const rows: (typeof evaluations.$inferInsert)[] = [];
  const evaluation = (
    values: { organizationId: string; gameId: string; gameDate: string; refereeId: string },
    source: "assignor" | "coach",
    level: number,
    evaluatorId: string | null,
  ) => {
    const scores = scoresAround(random, level);
    rows.push({
      id: newId(),
      ...values,
      source,
      evaluatorId,
      scores,
      overall: overallOf(scores),
      weight: DEFAULT_WEIGHTS[source],
      comments: source === "coach" ? random.pick(COACH_COMMENTS) : random.pick(STAFF_COMMENTS),
      createdAt: zonedTimeToInstant(addDays(values.gameDate, 2), "10:00", timeZone),
    });
  };

  for (const { organizationId, evaluatorId } of input.leagues) {
    const worked = await db
      .select({ gameId: games.id, gameDate: games.date, refereeId: assignments.refereeId })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.status, "completed"),
          eq(games.status, "completed"),
        ),
      )
      .orderBy(asc(games.date), asc(games.time), asc(assignments.position));
    const byReferee = new Map<string, typeof worked>();
    for (const row of worked) byReferee.set(row.refereeId, [...(byReferee.get(row.refereeId) ?? []), row]);

    let index = 0;
    for (const [refereeId, played] of [...byReferee].sort(([a], [b]) => a.localeCompare(b))) {
      index += 1;
      const isDemo = refereeId === demoRefereeId;
      // Every sixth referee is not evaluated yet: the pages show "Not rated".
      if (!isDemo && index % 6 === 0) continue;
      // A referee's usual level of play, 2.4 to 4.8; the demo referee a good one.
      const level = isDemo ? 4.1 : 2.4 + random.next() * 2.4;
      const evaluated = isDemo ? played : played.filter(() => random.chance(0.4)).slice(0, 4);
      if (evaluated.length === 0 && played[0]) evaluated.push(played[0]);
      for (const game of evaluated) {
        // The demo referee improves over the weeks: the trend has something to show.
        const at = isDemo ? level - 0.8 + (0.8 * evaluated.indexOf(game)) / Math.max(1, evaluated.length - 1) : level;
        evaluation({ organizationId, ...game, refereeId }, "assignor", at, evaluatorId);
        if (random.chance(isDemo ? 0.5 : 0.3)) evaluation({ organizationId, ...game, refereeId }, "coach", at, null);
      }
    }
  }

  // Last season: a few games 13 months ago, worked, paid and evaluated, now outside the rating's window.
  const [first] = input.leagues;
  if (first) await lastSeason(db, { ...input, ...first, random, evaluation });

  await insertMany(db, evaluations, rows);
  await refreshAllRatings(db, { today, now });
}

async function lastSeason(
  db: Database,
  {
    organizationId,
    evaluatorId,
    today,
    timeZone,
    demoRefereeId,
    random,
    evaluation,
  }: DemoEvaluationsInput & {
    organizationId: string;
    evaluatorId: string;
    random: Random;
    evaluation: (
      values: { organizationId: string; gameId: string; gameDate: string; refereeId: string },
      source: "assignor" | "coach",
      level: number,
      evaluatorId: string | null,
    ) => void;
  },
) {
  const recent = await db
    .select({ game: games, refereeId: assignments.refereeId })
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        eq(assignments.status, "completed"),
        eq(assignments.position, "referee"),
      ),
    )
    .orderBy(asc(games.date), asc(games.time))
    .limit(12);
  // Not the demo referee: their season and earnings stay as the demo describes them.
  const models = recent.filter((row) => row.refereeId !== demoRefereeId).slice(0, 4);
  const oldGames: (typeof games.$inferInsert)[] = [];
  const oldAssignments: (typeof assignments.$inferInsert)[] = [];
  const oldPayments: (typeof payments.$inferInsert)[] = [];
  models.forEach(({ game, refereeId }, index) => {
    // 56 weeks back: the same weekday, just over a year ago.
    const date = addDays(today, -392 - 7 * index);
    const kickoff = zonedTimeToInstant(date, game.time, timeZone);
    const gameId = newId();
    const assignmentId = newId();
    oldGames.push({
      id: gameId,
      organizationId,
      date,
      time: game.time,
      homeTeam: game.awayTeam,
      awayTeam: game.homeTeam,
      venue: game.venue,
      venueAddress: game.venueAddress,
      league: game.league,
      level: game.level,
      feeCents: game.feeCents,
      positionType: "single",
      status: "completed",
      assignorId: evaluatorId,
      createdAt: new Date(kickoff.getTime() - 21 * 86_400_000),
    });
    oldAssignments.push({
      id: assignmentId,
      organizationId,
      gameId,
      refereeId,
      position: "referee",
      status: "completed",
      assignedAt: new Date(kickoff.getTime() - 14 * 86_400_000),
      assignedById: evaluatorId,
      respondedAt: new Date(kickoff.getTime() - 13 * 86_400_000),
    });
    oldPayments.push({
      id: newId(),
      organizationId,
      refereeId,
      assignmentId,
      amountCents: game.feeCents ?? 0,
      description: `${game.awayTeam} vs ${game.homeTeam}`,
      status: "paid",
      method: "bank_transfer",
      paidAt: zonedTimeToInstant(addDays(date, 10), "12:00", timeZone),
      paidOn: addDays(date, 10),
      expenseCategory: "game_fees",
      createdAt: zonedTimeToInstant(addDays(date, 1), "08:00", timeZone),
    });
    // A poor game long ago: it no longer counts.
    evaluation({ organizationId, gameId, gameDate: date, refereeId }, "assignor", 1.6 + random.next(), evaluatorId);
  });
  await insertMany(db, games, oldGames);
  await insertMany(db, assignments, oldAssignments);
  await insertMany(db, payments, oldPayments);
}
