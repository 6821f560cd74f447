/**
 * Calendar helpers. A game's date (YYYY-MM-DD) and time (HH:MM) are wall-clock values in its
 * organization's time zone; these functions move between them and UTC instants.
 */

/**
 * True for a time zone name this runtime's IANA database knows ("America/Chicago", "Europe/London",
 * "UTC"). The shape check comes first so a name with spaces or empty segments ("America/New York",
 * "Europe//Paris") is refused even where an Intl implementation would be lenient.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of an instant in a time zone. */
export function toZonedParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: Number(parts.second),
  };
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return toZonedParts(now, timeZone).date;
}

/**
 * The years a date may have (issue 32): every calendar date of a league's life, and none that the time-zone
 * arithmetic cannot carry. Year 0 is written "1" with an era by `Intl`, and a date in year 9999 can fall in
 * year 10000 in UTC; either made every page that showed such a game answer 500.
 */
const DATE_YEARS = { first: 1900, last: 2999 } as const;

/** A real calendar date, YYYY-MM-DD, in `DATE_YEARS`. */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const year = Number(date.slice(0, 4));
  if (year < DATE_YEARS.first || year > DATE_YEARS.last) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export function isValidTime(time: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
}

export function addDays(date: string, days: number): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The UTC instant of a wall-clock date and time in a time zone. Correct across daylight saving
 * changes: the offset is read at the target instant, then checked once more.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  let guess = asUtc;
  for (let attempt = 0; attempt < 2; attempt++) {
    const parts = toZonedParts(new Date(guess), timeZone);
    const shown = Date.parse(`${parts.date}T${parts.time}:${String(parts.seconds).padStart(2, "0")}Z`);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** "2:30 PM" from "14:30" (spec: times shown in 12-hour format). */
export function formatTime12(time: string): string {
  const [hourText, minute] = time.split(":");
  const hour = Number(hourText);
  const suffix = hour >= 12 ? "PM" : "AM";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute} ${suffix}`;
}
