/**
 * What the scheduling engine needs to know beyond the games it fills (decision 0042): which dates to
 * load in full (whole weeks and months, so capacity and the weekly maximum are counted right), the
 * season so far (games, fees and teams per referee, for balance and repeat-team exposure) and the crews
 * that worked together. Pure: the server queries the rows, these functions shape them.
 */
import { monthOf, weekOf } from "./conflicts";
import { addDays } from "./dates";
import type { RefereeHistory } from "./auto-assign/types";

/**
 * Days loaded on each side of a range for overlaps and travel: the longest game (6 hours) plus the
 * longest travel buffer (8 hours) never reach further than two days (the engine's own reach).
 */
export const OVERLAP_CONTEXT_DAYS = 2;
/** The season so far, for balance and team exposure: the twelve months before the range. */
export const HISTORY_DAYS = 365;
/** Crews who worked together within this many days before today count as having worked together. */
export const CREW_DAYS = 365;

export interface DateSpan {
  from: string;
  to: string;
}

export interface SchedulingWindows {
  /** Every game of the organization's referees here is loaded in full: whole weeks and months around the range. */
  detail: DateSpan;
  /** Before `detail`: counted per referee only (games, fees, teams). */
  history: DateSpan;
  /** Past games whose crews count as having worked together. */
  crews: DateSpan;
}

function earliest(...dates: string[]): string {
  return dates.reduce((a, b) => (b < a ? b : a));
}

function latest(...dates: string[]): string {
  return dates.reduce((a, b) => (b > a ? b : a));
}

/**
 * The dates to load for a range (local dates of the organization's time zone): the weeks (Monday to
 * Sunday) and calendar months holding its first and last day, and two days more for overlaps; the
 * twelve months before that as history; and the twelve months up to today for crews.
 */
export function schedulingWindows(range: DateSpan, today: string): SchedulingWindows {
  const from = earliest(
    weekOf(range.from).start,
    monthOf(range.from).start,
    addDays(range.from, -OVERLAP_CONTEXT_DAYS),
  );
  const to = latest(weekOf(range.to).end, monthOf(range.to).end, addDays(range.to, OVERLAP_CONTEXT_DAYS));
  return {
    detail: { from, to },
    history: { from: addDays(range.from, -HISTORY_DAYS), to: addDays(from, -1) },
    crews: { from: addDays(today, -CREW_DAYS), to: today },
  };
}

/** Assignments of the history window counted in SQL, one row per referee and pairing. */
export interface HistoryRow {
  refereeId: string;
  homeTeam: string;
  awayTeam: string;
  games: number;
  feeCents: number;
}

/** Games, fees and games per team of each referee over the history rows. */
export function refereeHistory(rows: readonly HistoryRow[]): RefereeHistory[] {
  const byReferee = new Map<string, { games: number; feeCents: number; teams: Record<string, number> }>();
  for (const row of rows) {
    const entry = byReferee.get(row.refereeId) ?? { games: 0, feeCents: 0, teams: {} };
    const games = Number(row.games);
    entry.games += games;
    entry.feeCents += Number(row.feeCents);
    const home = row.homeTeam.trim();
    const away = row.awayTeam.trim();
    entry.teams[home] = (entry.teams[home] ?? 0) + games;
    if (away !== home) entry.teams[away] = (entry.teams[away] ?? 0) + games;
    byReferee.set(row.refereeId, entry);
  }
  return [...byReferee].map(([refereeId, entry]) => ({ refereeId, ...entry }));
}

export interface CrewRow {
  gameId: string;
  refereeId: string;
  /** The assignment's status. */
  status: string;
  /** The game's local date. */
  date: string;
}

/**
 * The crews of past games: the referees of each game who completed it, or had confirmed it and its
 * date has passed. A game with one such referee had no crew.
 */
export function pastCrews(rows: readonly CrewRow[], today: string): string[][] {
  const crews = new Map<string, Set<string>>();
  for (const row of rows) {
    const worked = row.status === "completed" || (row.status === "confirmed" && row.date < today);
    if (!worked) continue;
    const crew = crews.get(row.gameId) ?? new Set<string>();
    crew.add(row.refereeId);
    crews.set(row.gameId, crew);
  }
  return [...crews.values()].filter((crew) => crew.size > 1).map((crew) => [...crew]);
}
