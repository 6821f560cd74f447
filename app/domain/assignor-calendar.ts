/**
 * The assignor's calendar (/assignor/calendar): which days a month or week view shows, how the
 * previous/next buttons move, and how covered each game is. Pure; dates are wall-clock YYYY-MM-DD in
 * the organization's time zone, the same strings games are stored with, so a game sits on its local date.
 */
import type { MessageId } from "~/i18n/messages";
import { POSITIONS_BY_TYPE, type PositionType } from "./constants";
import { addDays, dayOfWeek, isValidDate } from "./dates";
import { LIVE_ASSIGNMENT_STATUSES, statusIn } from "./assignment-status";

export const CALENDAR_VIEWS = ["month", "week"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarPeriod {
  view: CalendarView;
  /** The date the view is anchored on (from `?date=`, or today). */
  anchor: string;
  /** The first and last dates on screen (a month view shows whole weeks, from the reader's week start). */
  start: string;
  end: string;
  days: string[];
}

/** `?view=month|week&date=YYYY-MM-DD`; anything else falls back to a month around today. */
export function parseCalendarParams(params: URLSearchParams, today: string): { view: CalendarView; anchor: string } {
  const view = params.get("view") === "week" ? "week" : "month";
  const date = params.get("date") ?? "";
  return { view, anchor: isValidDate(date) ? date : today };
}

/** `weekStart`: 0 = Sunday (English), 1 = Monday (decision 0060). */
function startOfWeek(date: string, weekStart: number): string {
  return addDays(date, -((dayOfWeek(date) - weekStart + 7) % 7));
}

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function monthEnd(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, "0")}`;
}

function shiftMonths(date: string, months: number): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  return shifted.toISOString().slice(0, 10);
}

export function calendarPeriod(view: CalendarView, anchor: string, weekStart: 0 | 1 = 0): CalendarPeriod {
  const start = view === "week" ? startOfWeek(anchor, weekStart) : startOfWeek(monthStart(anchor), weekStart);
  const end = view === "week" ? addDays(start, 6) : addDays(startOfWeek(monthEnd(anchor), weekStart), 6);
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return { view, anchor, start, end, days };
}

/** The anchor one period back (-1) or forward (+1): the first of a month, or the same weekday a week away. */
export function shiftPeriod(view: CalendarView, anchor: string, direction: -1 | 1): string {
  return view === "week" ? addDays(anchor, 7 * direction) : shiftMonths(anchor, direction);
}

/** True when a day of a month view lies outside the anchored month (shown dimmed). */
export function isOutsideMonth(day: string, anchor: string): boolean {
  return day.slice(0, 7) !== anchor.slice(0, 7);
}

/** The `Intl` locale month and weekday names are written in: American English for English, else the language. */
export function intlLocale(language: string): string {
  return language === "en" ? "en-US" : language;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, kind: "month" | "short" | "range" | "full" | "weekday"): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      month: { month: "long", year: "numeric" },
      short: { month: "short", day: "numeric" },
      range: { month: "short", day: "numeric", year: "numeric" },
      full: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
      weekday: { weekday: "short" },
    };
    found = new Intl.DateTimeFormat(locale, { ...options[kind], timeZone: "UTC" });
    formatters.set(key, found);
  }
  return found;
}

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "November 2026" or "Nov 22 – Nov 28, 2026"; in another language, its own ("22.–28. Nov. 2026"). */
export function periodTitle(period: CalendarPeriod, locale = "en-US"): string {
  if (period.view === "month") return formatter(locale, "month").format(asDate(period.anchor));
  if (locale === "en-US") {
    const short = formatter(locale, "short");
    return `${short.format(asDate(period.start))} – ${short.format(asDate(period.end))}, ${period.end.slice(0, 4)}`;
  }
  return formatter(locale, "range").formatRange(asDate(period.start), asDate(period.end));
}

/** "Sunday, November 22, 2026", in the locale's words. */
export function longDate(date: string, locale = "en-US"): string {
  return formatter(locale, "full").format(asDate(date));
}

/** The short weekday names ("Sun" … "Sat", "So." … "Sa."), Sunday first, in the locale's words. */
export function weekdayNames(locale = "en-US"): string[] {
  // 2026-11-22 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => formatter(locale, "weekday").format(asDate(addDays("2026-11-22", day))));
}

/**
 * How covered a game is, for its colour and label: nobody on it yet, some positions filled, every
 * position filled but not all confirmed, every position confirmed. Cancelled and completed games say so.
 */
export const COVERAGES = ["unassigned", "partial", "assigned", "confirmed", "completed", "cancelled"] as const;
export type Coverage = (typeof COVERAGES)[number];

export const COVERAGE_LABELS: Record<Coverage, MessageId> = {
  unassigned: "assignor.calendar.coverage.unassigned",
  partial: "assignor.calendar.coverage.partial",
  assigned: "assignor.calendar.coverage.assigned",
  confirmed: "assignor.calendar.coverage.confirmed",
  completed: "assignor.calendar.coverage.completed",
  cancelled: "assignor.calendar.coverage.cancelled",
};

export interface CoverageInput {
  status: string;
  positionType: string;
  /** Live (pending, confirmed or completed) assignments of the game. */
  assignments: readonly { position: string; status: string }[];
}

export function gameCoverage({ status, positionType, assignments }: CoverageInput): Coverage {
  if (status === "cancelled") return "cancelled";
  if (status === "completed") return "completed";
  const needed = POSITIONS_BY_TYPE[positionType as PositionType] ?? POSITIONS_BY_TYPE.single;
  const byPosition = new Map<string, string>();
  for (const assignment of assignments) {
    if (statusIn(LIVE_ASSIGNMENT_STATUSES, assignment.status)) byPosition.set(assignment.position, assignment.status);
  }
  const filled = needed.filter((position) => byPosition.has(position));
  if (filled.length === 0) return "unassigned";
  if (filled.length < needed.length) return "partial";
  return needed.every((position) => byPosition.get(position) !== "pending") ? "confirmed" : "assigned";
}

/** Games grouped by their date, each day's games by time. */
export function gamesByDay<T extends { date: string; time: string }>(games: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const game of [...games].sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time))) {
    const list = byDay.get(game.date) ?? [];
    list.push(game);
    byDay.set(game.date, list);
  }
  return byDay;
}
