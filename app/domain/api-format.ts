/**
 * How the public API writes dates and times (decision 0025): instants in UTC ISO 8601, a game's
 * kick-off as local date and time plus `startsAt` with the organization's UTC offset, so a client
 * never has to know time-zone rules to place a game on a timeline.
 */
import { zonedTimeToInstant } from "./dates";

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * Kick-offs already written, by zone, date and time: a page of 50 games shares a few dates and times, and
 * each new one costs two time-zone conversions (`Intl`). The rules do not change while a Worker runs; the
 * cache is emptied when it reaches `STARTS_AT_CACHE_LIMIT` entries.
 */
const startsAtCache = new Map<string, string>();
const STARTS_AT_CACHE_LIMIT = 5_000;

/** "2026-05-01", "10:00", "America/Los_Angeles" → "2026-05-01T10:00:00-07:00". */
export function zonedIsoDateTime(date: string, time: string, timeZone: string): string {
  const key = `${timeZone} ${date} ${time}`;
  const known = startsAtCache.get(key);
  if (known !== undefined) return known;
  if (startsAtCache.size >= STARTS_AT_CACHE_LIMIT) startsAtCache.clear();
  const written = writeZonedIsoDateTime(date, time, timeZone);
  startsAtCache.set(key, written);
  return written;
}

function writeZonedIsoDateTime(date: string, time: string, timeZone: string): string {
  const instant = zonedTimeToInstant(date, time, timeZone);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const offsetMinutes = Math.round((Date.UTC(year, month - 1, day, hour, minute) - instant.getTime()) / 60_000);
  if (offsetMinutes === 0) return `${date}T${time}:00Z`;
  const sign = offsetMinutes > 0 ? "+" : "-";
  const absolute = Math.abs(offsetMinutes);
  return `${date}T${time}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** An opaque cursor for keyset pagination: the sort values of the last row a page returned. */
export function encodeCursor(values: readonly (string | number)[]): string {
  const json = JSON.stringify(values);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The values of a cursor, or null when it is not one of ours. */
export function decodeCursor(cursor: string, length: number): (string | number)[] | null {
  try {
    const base64 = cursor.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const values: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!Array.isArray(values) || values.length !== length) return null;
    if (!values.every((value) => typeof value === "string" || typeof value === "number")) return null;
    return values as (string | number)[];
  } catch {
    return null;
  }
}

/** A JSON pointer (RFC 6901) to a field, from a validation issue's path. */
export function jsonPointer(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}
