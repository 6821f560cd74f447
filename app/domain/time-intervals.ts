/**
 * The interval arithmetic behind conflict checks and the scheduling engine: a game or an availability
 * block becomes a half-open span of UTC instants `[start, end)`, built from wall-clock dates and times
 * in the organization's time zone, so touching spans do not overlap and a daylight-saving day lasts as
 * long as it really does. One implementation, used by `findConflicts` (one offer at a time) and by
 * `app/domain/auto-assign/` (a whole slate, with the instants cached).
 */
import { addDays, zonedTimeToInstant } from "./dates";

export const MINUTE_MS = 60_000;

export interface Interval {
  start: number;
  end: number;
}

/** A dated block in a referee's availability: the whole day, or a time range on that day. */
export interface AvailabilityBlockInput {
  date: string;
  kind: string;
  startTime: string | null;
  endTime: string | null;
}

/** A weekly block (0 = Sunday … 6 = Saturday) that repeats from `startsOn` until `endsOn` (inclusive, or open). */
export interface RecurringAvailabilityBlockInput {
  weekday: number;
  kind: string;
  startTime: string | null;
  endTime: string | null;
  startsOn: string;
  endsOn: string | null;
}

/** Turns a wall-clock date and time into epoch milliseconds. */
export type InstantOf = (date: string, time: string) => number;

export function instantFunction(timeZone: string): InstantOf {
  return (date, time) => zonedTimeToInstant(date, time, timeZone).getTime();
}

/**
 * The same conversion, memoized: a season has a few hundred distinct dates and kick-off times, and
 * the Intl conversion is the slowest step of a check.
 */
export function cachedInstantFunction(timeZone: string): InstantOf {
  const cache = new Map<string, number>();
  const convert = instantFunction(timeZone);
  return (date, time) => {
    const key = `${date} ${time}`;
    let instant = cache.get(key);
    if (instant === undefined) {
      instant = convert(date, time);
      cache.set(key, instant);
    }
    return instant;
  };
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whole minutes between two intervals that do not overlap (negative when they do). */
export function gapMinutes(a: Interval, b: Interval): number {
  return Math.round(Math.max(a.start - b.end, b.start - a.end) / MINUTE_MS);
}

export function gameSpan(date: string, time: string, lengthMinutes: number, instantOf: InstantOf): Interval {
  const start = instantOf(date, time);
  return { start, end: start + lengthMinutes * MINUTE_MS };
}

/** A full-day block spans local midnight to the next local midnight; a time range spans its times. */
export function blockSpan(block: AvailabilityBlockInput, instantOf: InstantOf): Interval {
  if (isFullDay(block)) {
    return { start: instantOf(block.date, "00:00"), end: instantOf(addDays(block.date, 1), "00:00") };
  }
  return { start: instantOf(block.date, block.startTime!), end: instantOf(block.date, block.endTime!) };
}

export function isFullDay(block: { kind: string; startTime: string | null; endTime: string | null }): boolean {
  return block.kind === "full_day" || !block.startTime || !block.endTime;
}

/** Venues are free text; "Kezar Stadium " and "kezar stadium" are one place. */
export function venueKey(venue: string): string {
  return venue.trim().toLowerCase();
}

export function sameVenue(a: string, b: string): boolean {
  return venueKey(a) === venueKey(b);
}
