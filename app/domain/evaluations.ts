/**
 * Evaluations and ratings (issue 22, decisions 0080 and 0081). Pure: no I/O.
 *
 * - An evaluation scores one official's game 1–5 on each criterion of the organization's rubric, with
 *   comments. Its `overall` is the mean of its scores.
 * - A referee's rating in an organization is the weighted mean of the overalls of their evaluations whose game
 *   falls in the rolling 12 months up to today; each evaluation carries the weight its source had when it was
 *   written (assessors and assignors count more than coaches by default), so a rating can be explained later.
 * - `weightedRating` is the rule; `ratingRefreshStatement` (app/server/ratings.server.ts) is its SQL mirror,
 *   kept in agreement by tests/integration/ratings.test.ts.
 */
import * as v from "valibot";
import { parseStoredSettings } from "./stored-settings";
import { EVALUATION_SOURCES, type EvaluationSource } from "./constants";

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const RUBRIC_MAX_CRITERIA = 12;
export const EVALUATION_COMMENTS_MAX = 4000;
/** How far back a rating looks, in months (by the game's date). */
export const RATING_WINDOW_MONTHS = 12;

export interface RubricCriterion {
  /** Stable: the key of each evaluation's scores. */
  key: string;
  label: string;
}

export interface EvaluationSettings {
  criteria: RubricCriterion[];
  /** How much one evaluation from each source counts in the rating. */
  weights: Record<EvaluationSource, number>;
}

/** A rubric in the spirit of the usual assessment forms for football officials. */
export const DEFAULT_RUBRIC: readonly RubricCriterion[] = [
  { key: "positioning", label: "Positioning and movement" },
  { key: "fitness", label: "Fitness" },
  { key: "foul_recognition", label: "Foul recognition and decisions" },
  { key: "game_management", label: "Game management and control" },
  { key: "teamwork", label: "Teamwork with the crew" },
  { key: "communication", label: "Communication and presence" },
];

/** Assessors and assignors watch as trained officials: their evaluations count three times a coach's. */
export const DEFAULT_WEIGHTS: Readonly<Record<EvaluationSource, number>> = { assessor: 3, assignor: 3, coach: 1 };

export const DEFAULT_EVALUATION_SETTINGS: EvaluationSettings = {
  criteria: [...DEFAULT_RUBRIC],
  weights: { ...DEFAULT_WEIGHTS },
};

const weight = v.pipe(v.number(), v.minValue(0.1), v.maxValue(10));

export const EvaluationSettingsSchema = v.object({
  criteria: v.pipe(
    v.array(
      v.object({
        key: v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9_]{1,32}$/)),
        label: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
      }),
    ),
    v.minLength(1),
    v.maxLength(RUBRIC_MAX_CRITERIA),
    v.check((criteria) => new Set(criteria.map((criterion) => criterion.key)).size === criteria.length),
  ),
  weights: v.object({ assessor: weight, assignor: weight, coach: weight }),
});

/** The stored JSON, or the defaults when null or unreadable. */
export function parseEvaluationSettings(stored: unknown): EvaluationSettings {
  return parseStoredSettings(EvaluationSettingsSchema, stored, DEFAULT_EVALUATION_SETTINGS);
}

export const ScoreSchema = v.pipe(v.number(), v.integer(), v.minValue(SCORE_MIN), v.maxValue(SCORE_MAX));

/** Scores for every criterion of the rubric, and nothing else: the problems, by criterion key. */
export function scoreProblems(scores: Record<string, unknown>, criteria: readonly RubricCriterion[]): string[] {
  const keys = new Set(criteria.map((criterion) => criterion.key));
  const missing = criteria.filter((criterion) => !v.is(ScoreSchema, scores[criterion.key]));
  const unknown = Object.keys(scores).filter((key) => !keys.has(key));
  return [...missing.map((criterion) => criterion.key), ...unknown];
}

/** An evaluation's overall: the mean of its scores. */
export function overallOf(scores: Readonly<Record<string, number>>): number {
  const values = Object.values(scores);
  if (values.length === 0) throw new Error("An evaluation needs at least one score");
  return values.reduce((sum, score) => sum + score, 0) / values.length;
}

export function isEvaluationSource(value: string): value is EvaluationSource {
  return (EVALUATION_SOURCES as readonly string[]).includes(value);
}

/**
 * The first game date inside the rating's window on `today` (both YYYY-MM-DD): the same day 12 months
 * earlier, the day after when that day does not exist (29 February). The SQL mirror binds this string.
 */
export function ratingWindowStart(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - RATING_WINDOW_MONTHS, day));
  // Date.UTC rolls 29 Feb into 1 Mar of a common year: the window then starts on 1 March.
  return start.toISOString().slice(0, 10);
}

export interface RatedEvaluation {
  overall: number;
  weight: number;
  gameDate: string;
}

export interface Rating {
  /** Out of 5; shown with one decimal. */
  rating: number;
  /** The evaluations behind it. */
  count: number;
}

/** The rating on `today`: the weighted mean of the evaluations whose game is in the window; null when none. */
export function weightedRating(evaluations: readonly RatedEvaluation[], today: string): Rating | null {
  const start = ratingWindowStart(today);
  let weighted = 0;
  let weights = 0;
  let count = 0;
  for (const evaluation of evaluations) {
    if (evaluation.gameDate < start || evaluation.gameDate > today) continue;
    weighted += evaluation.overall * evaluation.weight;
    weights += evaluation.weight;
    count += 1;
  }
  return count === 0 ? null : { rating: weighted / weights, count };
}

/** A rating as shown: one decimal ("4.3"). */
export function roundRating(rating: number): number {
  return Math.round(rating * 10) / 10;
}

/** How many month ends the referee's rating trend shows (decision 0085). */
export const RATING_TREND_MONTHS = 6;

/**
 * The day each of the last `months` months ends on, oldest first, as of `today` (YYYY-MM-DD): the current
 * month "ends" today, the earlier ones on their last day.
 */
export function monthEnds(today: string, months = RATING_TREND_MONTHS): { month: string; day: string }[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: months }, (_, index) => {
    const back = months - 1 - index;
    if (back === 0) return { month: today.slice(0, 7), day: today };
    // Day 0 of the next month is the last day of this one.
    const last = new Date(Date.UTC(year, month - 1 - back + 1, 0));
    return { month: last.toISOString().slice(0, 7), day: last.toISOString().slice(0, 10) };
  });
}

/**
 * A referee's rating trend: their rating at the end of each of the last `months` months, by the same rule as
 * the rating itself (`weightedRating` over the evaluations up to that day, in that day's 12 months).
 */
export function ratingTrend(
  evaluations: readonly RatedEvaluation[],
  today: string,
  months = RATING_TREND_MONTHS,
): { month: string; rating: Rating | null }[] {
  return monthEnds(today, months).map(({ month, day }) => ({ month, rating: weightedRating(evaluations, day) }));
}

/** The earliest game date any point of the trend reads: the window of its first month end. */
export function ratingTrendStart(today: string, months = RATING_TREND_MONTHS): string {
  return ratingWindowStart(monthEnds(today, months)[0]!.day);
}
