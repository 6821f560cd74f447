/**
 * The Referee Pool's rules (spec section 2: Referee Pool cards with games count and Available or
 * Unavailable): what "available today" and "games this season" mean, and the list's URL filters.
 * Pure; app/server/referee-pool.server.ts loads the rows.
 */
import * as v from "valibot";
import { REFEREE_LEVELS } from "./constants";
import { dayOfWeek } from "./dates";
import { isAvailableOn, type AvailabilityBlockLike } from "./overview";
import { searchText } from "./search";

export interface RecurringBlockLike {
  userId: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  kind: string;
  startsOn: string;
  endsOn: string | null;
}

/** True when a weekly block repeats on `date`: same weekday, within its first and last day. */
export function recurringBlockApplies(block: Omit<RecurringBlockLike, "userId">, date: string): boolean {
  return block.weekday === dayOfWeek(date) && block.startsOn <= date && (block.endsOn === null || date <= block.endsOn);
}

/**
 * Available today: no full-day block on that date, one-off or weekly. The same rule as the overview's
 * Available Referees card (`isAvailableOn`): a few blocked hours leave the referee available for the
 * rest of the day, and the conflict checks judge a particular kick-off.
 */
export function isAvailableToday(
  userId: string,
  today: string,
  blocks: readonly AvailabilityBlockLike[],
  recurring: readonly RecurringBlockLike[],
): boolean {
  if (!isAvailableOn(userId, today, blocks)) return false;
  return !recurring.some(
    (block) => block.userId === userId && block.kind === "full_day" && recurringBlockApplies(block, today),
  );
}

/**
 * This season: the calendar year of `today` in the organization's time zone. Youth and amateur
 * leagues in the US run spring and fall seasons inside one year, so the year is the unit assignors
 * compare referees by.
 */
export function seasonOf(today: string): { start: string; end: string } {
  const year = today.slice(0, 4);
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

export interface RefereePoolFilters {
  query?: string;
  level?: 1 | 2 | 3;
  /** The page of cards asked for (1 when absent or not a whole number). */
  page?: number;
}

const FiltersSchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.transform((q: string) => searchText(q)),
    ),
  ),
  level: v.optional(v.picklist(REFEREE_LEVELS.map(String) as ["1", "2", "3"])),
});

/** `?q=` (name or email), `?level=1|2|3` and `?page=`; anything else is ignored rather than refused. */
export function parseRefereePoolFilters(params: URLSearchParams): RefereePoolFilters {
  const q = params.get("q") ?? undefined;
  const level = params.get("level") ?? undefined;
  const parsed = v.safeParse(FiltersSchema, { q, level: level || undefined });
  const filters: RefereePoolFilters = {};
  const query = parsed.success ? parsed.output.q : searchText(q);
  if (query) filters.query = query;
  if (parsed.success && parsed.output.level) filters.level = Number(parsed.output.level) as 1 | 2 | 3;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) filters.page = page;
  return filters;
}
