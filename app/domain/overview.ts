import { tr } from "~/i18n/text";
/**
 * The assignor overview's figures as rules a test can reach without a database (spec section 2:
 * Overview). The queries in app/server/overview.server.ts gather the rows; these decide what counts.
 */

/**
 * Completion Rate: completed games ÷ past games that were not cancelled, as a rounded percent; 0 when
 * no game has been played yet. Past means before today in the organization's time zone (spec section 4),
 * so a game still to be played never lowers the rate.
 */
export function completionRate({
  completed,
  pastNotCancelled,
}: {
  completed: number;
  pastNotCancelled: number;
}): number {
  if (pastNotCancelled <= 0) return 0;
  return Math.min(100, Math.round((completed / pastNotCancelled) * 100));
}

export interface AvailabilityBlockLike {
  userId: string;
  date: string;
  kind: string;
}

/**
 * Available today: a referee with no full-day block on that date. A partial block (a few hours) still
 * leaves them available for part of the day, so it does not count against them here; the conflict
 * checks judge a particular kick-off time.
 */
export function isAvailableOn(userId: string, date: string, blocks: readonly AvailabilityBlockLike[]): boolean {
  return !blocks.some((block) => block.userId === userId && block.date === date && block.kind === "full_day");
}

export function countAvailableReferees(
  refereeIds: readonly string[],
  date: string,
  blocks: readonly AvailabilityBlockLike[],
): number {
  return [...new Set(refereeIds)].filter((id) => isAvailableOn(id, date, blocks)).length;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const absoluteDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date: the reader's
 * (`Formats.instantDate`, decision 0060) when given, else "Nov 28, 2026" in UTC.
 */
export function formatRelativeTime(
  instant: Date,
  now: Date = new Date(),
  absolute: (instant: Date) => string = (value) => absoluteDate.format(value),
): string {
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed < MINUTE) return tr("assignor.relative.justNow");
  if (elapsed < HOUR) return tr("assignor.relative.minutes", { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return tr("assignor.relative.hours", { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return tr("assignor.relative.yesterday");
  if (days < 7) return tr("assignor.relative.days", { count: days });
  return absolute(instant);
}
