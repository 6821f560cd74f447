/**
 * The assignor's analytics (issue 22, decision 0086): the date range a reader asks for, and the pure steps
 * between the sums SQL returns (`app/server/analytics.server.ts`, grouped by day, month, hour band, team) and
 * the seven charts: weeks from days, percentiles from a histogram, referees bucketed by their game counts,
 * weighted monthly means (each chart's CSV: `analytics-csv.ts`). No I/O: unit tests reach all of it.
 */
import * as v from "valibot";
import { dateField } from "./field-schemas";
import { msg } from "~/i18n/text";
import { addDays, dayOfWeek } from "./dates";
import { roundRating } from "./evaluations";

/** The charts, in the page's order; each also has a CSV at /assignor/analytics/<chart>.csv. */
export const ANALYTICS_CHARTS = [
  "coverage",
  "response-time",
  "declines",
  "games-per-referee",
  "ratings",
  "misconduct",
  "payments",
] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

export function isAnalyticsChart(value: string): value is AnalyticsChart {
  return (ANALYTICS_CHARTS as readonly string[]).includes(value);
}

/** The longest range one page covers: two years of days (a leap day included). */
export const ANALYTICS_MAX_DAYS = 731;
/** The default range: this week and the eleven before it. */
export const ANALYTICS_DEFAULT_WEEKS = 12;

export interface AnalyticsRange {
  from: string;
  to: string;
}

/** Days from `from` to `to`, both counted (1 for a one-day range). */
export function daysInRange({ from, to }: AnalyticsRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const day = (message: Parameters<typeof msg>[0]) => dateField(msg(message));

/** The range form (`?from=&to=`, YYYY-MM-DD): real days, in order, at most two years apart. */
export const AnalyticsRangeSchema = v.pipe(
  v.object({ from: day("analytics.error.from"), to: day("analytics.error.to") }),
  v.forward(
    v.check((range) => range.from <= range.to, msg("analytics.error.order")),
    ["to"],
  ),
  v.forward(
    v.check((range) => daysInRange(range) <= ANALYTICS_MAX_DAYS, msg("analytics.error.tooLong")),
    ["to"],
  ),
);

/** The range shown when none is asked for: from the Monday eleven weeks before this week's, to today. */
export function defaultAnalyticsRange(today: string): AnalyticsRange {
  return { from: addDays(weekStart(today), -7 * (ANALYTICS_DEFAULT_WEEKS - 1)), to: today };
}

/** The Monday of a day's week (weeks run Monday to Sunday, as ISO 8601 has them, whatever the reader's language). */
export function weekStart(date: string): string {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** The Monday of every week the range touches, oldest first. */
export function weeksOf({ from, to }: AnalyticsRange): string[] {
  const weeks: string[] = [];
  for (let week = weekStart(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** Every month (YYYY-MM) the range touches, oldest first. */
export function monthsOf({ from, to }: AnalyticsRange): string[] {
  const months: string[] = [];
  let [year, month] = from.split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Rows per day summed into every week of the range (a week with no row reads zero). */
function sumByWeek<K extends string>(
  range: AnalyticsRange,
  rows: readonly ({ date: string } & Record<K, number>)[],
  keys: readonly K[],
): ({ week: string } & Record<K, number>)[] {
  const weeks = new Map(
    weeksOf(range).map((week) => [week, { week, ...Object.fromEntries(keys.map((key) => [key, 0])) }]),
  );
  for (const row of rows) {
    const bucket = weeks.get(weekStart(row.date)) as Record<string, number> | undefined;
    if (!bucket) continue;
    for (const key of keys) bucket[key] = (bucket[key] ?? 0) + Number(row[key]);
  }
  return [...weeks.values()] as ({ week: string } & Record<K, number>)[];
}

// ---- 1. Coverage ----

export interface CoverageWeek {
  week: string;
  slots: number;
  filled: number;
  open: number;
}

/** Slots and filled slots per game day, as weeks: open is what is left. */
export function coverageByWeek(
  range: AnalyticsRange,
  days: readonly { date: string; slots: number; filled: number }[],
): CoverageWeek[] {
  return sumByWeek(range, days, ["slots", "filled"]).map((week) => ({
    ...week,
    open: Math.max(0, week.slots - week.filled),
  }));
}

// ---- 2. Time from offer to confirmed ----

/**
 * The hour bands SQL counts answers in (an answer taking h hours falls in the first band whose upper edge is
 * ≥ h; past the last edge, the last band, open-ended). Percentiles are read from these counts, so a median
 * is "within 2 hours", never more precise than the bands.
 */
export const RESPONSE_HOUR_EDGES = [1, 2, 4, 8, 12, 24, 48, 72, 120, 168] as const;

/** The band (index into `RESPONSE_HOUR_EDGES`, or its length for "longer") an answer after `hours` falls in. */
export function responseBand(hours: number): number {
  const index = RESPONSE_HOUR_EDGES.findIndex((edge) => hours <= edge);
  return index === -1 ? RESPONSE_HOUR_EDGES.length : index;
}

/**
 * The nearest-rank percentile (0 < p ≤ 1) of a histogram: the band holding the ⌈p·n⌉-th smallest value, or
 * null for no values.
 */
export function percentileBand(counts: readonly number[], p: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [band, count] of counts.entries()) {
    seen += count;
    if (seen >= rank) return band;
  }
  return counts.length - 1;
}

/** A band's upper edge in hours; null for the open-ended last band ("longer than a week"). */
export function bandUpperHours(band: number): number | null {
  return RESPONSE_HOUR_EDGES[band] ?? null;
}

export interface ResponseWeek {
  week: string;
  confirmed: number;
  /** Upper edge in hours of the band holding the median / 90th percentile; null: none, or beyond the last edge. */
  medianHours: number | null;
  p90Hours: number | null;
  /** True when the percentile is past the last edge (longer than a week). */
  medianBeyond: boolean;
  p90Beyond: boolean;
}

/** Answers counted per game day and band, as weeks with their median and 90th percentile. */
export function responseTimesByWeek(
  range: AnalyticsRange,
  rows: readonly { date: string; band: number; confirmed: number }[],
): ResponseWeek[] {
  const bands = RESPONSE_HOUR_EDGES.length + 1;
  const weeks = new Map(weeksOf(range).map((week) => [week, new Array<number>(bands).fill(0)]));
  for (const row of rows) {
    const counts = weeks.get(weekStart(row.date));
    const band = Math.min(Math.max(0, Number(row.band)), bands - 1);
    if (counts) counts[band] = (counts[band] ?? 0) + Number(row.confirmed);
  }
  return [...weeks].map(([week, counts]) => {
    const median = percentileBand(counts, 0.5);
    const p90 = percentileBand(counts, 0.9);
    return {
      week,
      confirmed: counts.reduce((sum, count) => sum + count, 0),
      medianHours: median === null ? null : bandUpperHours(median),
      p90Hours: p90 === null ? null : bandUpperHours(p90),
      medianBeyond: median === RESPONSE_HOUR_EDGES.length,
      p90Beyond: p90 === RESPONSE_HOUR_EDGES.length,
    };
  });
}

// ---- 3. Declines and turn-backs ----

export const DECLINE_KINDS = ["decline", "turn_back"] as const;
export type DeclineKind = (typeof DECLINE_KINDS)[number];
/** How many reasons the table names; the rest are added up as "other reasons". */
export const TOP_REASONS = 10;

export interface DeclineReasonRow {
  reason: string;
  declines: number;
  turnBacks: number;
  total: number;
}

export interface DeclineSummary {
  declines: number;
  turnBacks: number;
  /** The most given reasons, most first; `otherReasons` adds up the rest (null when there is no rest). */
  reasons: DeclineReasonRow[];
  otherReasons: Omit<DeclineReasonRow, "reason"> | null;
}

/**
 * Declines and turn-backs counted per reason, most given first. `reasonKey` is how SQL grouped the reason
 * (case and surrounding spaces aside); the first spelling met is the one shown.
 */
export function declineSummary(
  rows: readonly { kind: DeclineKind; reasonKey: string; reason: string; count: number }[],
): DeclineSummary {
  const byReason = new Map<string, DeclineReasonRow>();
  let declines = 0;
  let turnBacks = 0;
  for (const row of rows) {
    const count = Number(row.count);
    const entry = byReason.get(row.reasonKey) ?? { reason: row.reason, declines: 0, turnBacks: 0, total: 0 };
    if (row.kind === "turn_back") {
      entry.turnBacks += count;
      turnBacks += count;
    } else {
      entry.declines += count;
      declines += count;
    }
    entry.total += count;
    byReason.set(row.reasonKey, entry);
  }
  const sorted = [...byReason.values()].sort((a, b) => b.total - a.total || a.reason.localeCompare(b.reason));
  const rest = sorted.slice(TOP_REASONS);
  return {
    declines,
    turnBacks,
    reasons: sorted.slice(0, TOP_REASONS),
    otherReasons:
      rest.length === 0
        ? null
        : rest.reduce(
            (sum, row) => ({
              declines: sum.declines + row.declines,
              turnBacks: sum.turnBacks + row.turnBacks,
              total: sum.total + row.total,
            }),
            { declines: 0, turnBacks: 0, total: 0 },
          ),
  };
}

// ---- 4. Games per referee ----

/** The buckets of the distribution: [least, most] games; the last is open-ended. */
export const GAMES_PER_REFEREE_BUCKETS = [
  [1, 1],
  [2, 3],
  [4, 6],
  [7, 10],
  [11, 15],
  [16, 25],
  [26, null],
] as const satisfies readonly (readonly [number, number | null])[];

export interface GamesPerRefereeBucket {
  least: number;
  most: number | null;
  referees: number;
}

/** How many referees worked each number of games (SQL's counts), as the buckets (every bucket shown). */
export function gamesPerRefereeDistribution(
  rows: readonly { games: number; referees: number }[],
): GamesPerRefereeBucket[] {
  const buckets = GAMES_PER_REFEREE_BUCKETS.map(([least, most]) => ({ least, most, referees: 0 }));
  for (const row of rows) {
    const games = Number(row.games);
    const bucket = buckets.find((entry) => games >= entry.least && (entry.most === null || games <= entry.most));
    if (bucket) bucket.referees += Number(row.referees);
  }
  return buckets;
}

// ---- 5. Ratings over time ----

export interface RatingMonth {
  month: string;
  /** The weighted mean (weights as recorded on each evaluation), one decimal; null for a month of none. */
  rating: number | null;
  evaluations: number;
}

/** The month's weighted sums (Σ overall·weight, Σ weight, count) as its mean, for every month of the range. */
export function ratingsByMonth(
  range: AnalyticsRange,
  rows: readonly { month: string; weighted: number; weights: number; evaluations: number }[],
): RatingMonth[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return monthsOf(range).map((month) => {
    const row = byMonth.get(month);
    const weights = Number(row?.weights ?? 0);
    return {
      month,
      rating: row && weights > 0 ? roundRating(Number(row.weighted) / weights) : null,
      evaluations: Number(row?.evaluations ?? 0),
    };
  });
}

// ---- 6. Misconduct by team ----

export interface MisconductTeam {
  team: string;
  cautions: number;
  sendOffs: number;
}

/** Cautions and send-offs per team, the most first (then by name). */
export function misconductByTeam(rows: readonly MisconductTeam[]): MisconductTeam[] {
  return rows
    .map((row) => ({ team: row.team, cautions: Number(row.cautions), sendOffs: Number(row.sendOffs) }))
    .sort(
      (a, b) =>
        b.cautions + b.sendOffs - (a.cautions + a.sendOffs) || b.sendOffs - a.sendOffs || a.team.localeCompare(b.team),
    );
}

// ---- 7. Payments by month ----

export interface PaymentMonth {
  month: string;
  owedCents: number;
  paidCents: number;
}

/** Owed and paid per month for every month of the range. */
export function paymentsByMonth(range: AnalyticsRange, rows: readonly PaymentMonth[]): PaymentMonth[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return monthsOf(range).map((month) => ({
    month,
    owedCents: Number(byMonth.get(month)?.owedCents ?? 0),
    paidCents: Number(byMonth.get(month)?.paidCents ?? 0),
  }));
}

// ---- The page's data and the CSVs ----

export interface AnalyticsData {
  coverage: CoverageWeek[];
  responseTimes: ResponseWeek[];
  declines: DeclineSummary;
  gamesPerReferee: GamesPerRefereeBucket[];
  ratings: RatingMonth[];
  misconduct: MisconductTeam[];
  payments: PaymentMonth[];
}

/** "1", "2-3", "26+": a bucket of the games-per-referee distribution. */
export function bucketLabel(bucket: { least: number; most: number | null }): string {
  if (bucket.most === null) return `${bucket.least}+`;
  return bucket.least === bucket.most ? String(bucket.least) : `${bucket.least}-${bucket.most}`;
}
