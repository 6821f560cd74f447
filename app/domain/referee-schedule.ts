/**
 * The referee's Schedule (spec section 2, "Schedule"): tabs, search, sort, the empty states and which
 * buttons a row offers, as pure rules. The loader reads the referee's own assignments and calls these
 * with the URL's parameters, so the page works (and can be linked) without JavaScript.
 *
 * Tabs split by the game's date only (spec section 4: a game is past when its date is before the start
 * of today in the organization's time zone): Upcoming = not past, Past = past, All = both. Each tab's
 * count is of the referee's whole schedule, not of the current search, so it does not jump while typing.
 */
import * as v from "valibot";
import { TURN_BACK_NOTICE_MS } from "./assignments";
import { GAME_LEVELS } from "./constants";
import { tr } from "~/i18n/text";
import { searchText } from "./search";

export const SCHEDULE_TABS = ["upcoming", "past", "all"] as const;
export type ScheduleTab = (typeof SCHEDULE_TABS)[number];
export const SCHEDULE_SORTS = ["date", "fee", "level"] as const;
export type ScheduleSort = (typeof SCHEDULE_SORTS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ScheduleParams {
  tab: ScheduleTab;
  query: string;
  sort: ScheduleSort;
  direction: SortDirection;
}

const ParamsSchema = v.object({
  tab: v.fallback(v.picklist(SCHEDULE_TABS), "upcoming"),
  q: v.fallback(
    v.pipe(
      v.string(),
      v.transform((q: string) => searchText(q)),
    ),
    "",
  ),
  sort: v.fallback(v.picklist(SCHEDULE_SORTS), "date"),
  dir: v.fallback(v.picklist(SORT_DIRECTIONS), "asc"),
});

/** `?tab=&q=&sort=&dir=`; anything unknown falls back to Upcoming, no search, date ascending. */
export function parseScheduleParams(searchParams: URLSearchParams): ScheduleParams {
  const parsed = v.parse(ParamsSchema, {
    tab: searchParams.get("tab") ?? undefined,
    q: searchParams.get("q") ?? undefined,
    sort: searchParams.get("sort") ?? undefined,
    dir: searchParams.get("dir") ?? undefined,
  });
  return { tab: parsed.tab, query: parsed.q, sort: parsed.sort, direction: parsed.dir };
}

export interface ScheduleRow {
  status: string;
  game: {
    date: string;
    time: string;
    homeTeam: string;
    awayTeam: string;
    venue: string;
    level: string;
    feeCents: number;
  };
}

/** Spec section 4: past when the game's date is before today (the organization's today). */
export function isPastGame(date: string, today: string): boolean {
  return date < today;
}

export function inTab(row: ScheduleRow, tab: ScheduleTab, today: string): boolean {
  if (tab === "all") return true;
  return isPastGame(row.game.date, today) === (tab === "past");
}

export function tabCounts(rows: readonly ScheduleRow[], today: string): Record<ScheduleTab, number> {
  const past = rows.filter((row) => isPastGame(row.game.date, today)).length;
  return { upcoming: rows.length - past, past, all: rows.length };
}

/** Search over home team, away team, venue and level; every word must match one of them. */
export function matchesSearch(row: ScheduleRow, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [row.game.homeTeam, row.game.awayTeam, row.game.venue, row.game.level].join("\n").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Youth < Amateur < Semi-Pro < Professional; an unknown level sorts first. */
function levelRank(level: string): number {
  return [...GAME_LEVELS].reverse().indexOf(level as (typeof GAME_LEVELS)[number]);
}

function compareBy(sort: ScheduleSort, a: ScheduleRow, b: ScheduleRow): number {
  if (sort === "fee") return a.game.feeCents - b.game.feeCents;
  if (sort === "level") return levelRank(a.game.level) - levelRank(b.game.level);
  return 0;
}

function compareKickoff(a: ScheduleRow, b: ScheduleRow): number {
  return `${a.game.date} ${a.game.time}`.localeCompare(`${b.game.date} ${b.game.time}`);
}

/**
 * Sorts by the chosen key in the chosen direction; ties (same fee, same level) fall back to kick-off,
 * in the same direction, so the order is stable and predictable.
 */
export function sortSchedule<Row extends ScheduleRow>(
  rows: readonly Row[],
  sort: ScheduleSort,
  direction: SortDirection,
): Row[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => sign * (compareBy(sort, a, b) || compareKickoff(a, b)));
}

export function filterSchedule<Row extends ScheduleRow>(
  rows: readonly Row[],
  params: ScheduleParams,
  today: string,
): Row[] {
  return sortSchedule(
    rows.filter((row) => inTab(row, params.tab, today) && matchesSearch(row, params.query)),
    params.sort,
    params.direction,
  );
}

/** The spec's four empty states, chosen by what the referee is looking at. */
export function scheduleEmptyState(tab: ScheduleTab, query: string): { title: string; description?: string } {
  if (query.trim())
    return { title: tr("referee.schedule.empty.search"), description: tr("referee.schedule.empty.searchHint") };
  if (tab === "upcoming")
    return { title: tr("referee.schedule.empty.upcoming"), description: tr("referee.schedule.empty.upcomingHint") };
  if (tab === "past")
    return { title: tr("referee.schedule.empty.past"), description: tr("referee.schedule.empty.pastHint") };
  return { title: tr("referee.schedule.empty.all") };
}

/** Accept and Decline: only on a pending assignment whose game is not past (spec section 2). */
export function canRespond(row: ScheduleRow, today: string): boolean {
  return row.status === "pending" && !isPastGame(row.game.date, today);
}

/** Turn back: a confirmed game, up to 24 hours before kick-off (the server checks again). */
export function canTurnBack(status: string, kickoff: Date, now: Date): boolean {
  return status === "confirmed" && kickoff.getTime() - now.getTime() >= TURN_BACK_NOTICE_MS;
}
