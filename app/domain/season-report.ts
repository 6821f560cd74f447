/**
 * Generate Report (overview Quick Actions): the season's games with their assignments as one CSV,
 * one line per assignment and one line for a game without any, so an unstaffed game still shows up.
 */
import { POSITION_LABELS, type Position } from "./constants";
import { toCsv } from "./csv";

export interface SeasonReportRow {
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  venue: string;
  level: string;
  feeCents: number;
  gameStatus: string;
  position: string | null;
  refereeFirstName: string | null;
  refereeLastName: string | null;
  assignmentStatus: string | null;
}

export const SEASON_REPORT_HEADER = [
  "Date",
  "Time",
  "Home",
  "Away",
  "Venue",
  "Level",
  "Fee",
  "Game Status",
  "Position",
  "Referee",
  "Assignment Status",
] as const;

/** The CSV text; formula-like cells are neutralised by `toCsv`. */
export function seasonReportCsv(rows: readonly SeasonReportRow[]): string {
  return toCsv(
    SEASON_REPORT_HEADER,
    rows.map((row) => [
      row.date,
      row.time,
      row.homeTeam,
      row.awayTeam,
      row.venue,
      row.level,
      (row.feeCents / 100).toFixed(2),
      row.gameStatus,
      row.position ? (POSITION_LABELS[row.position as Position] ?? row.position) : "",
      [row.refereeFirstName, row.refereeLastName].filter(Boolean).join(" "),
      row.assignmentStatus ?? "",
    ]),
  );
}

/** `season-report-2026-05-02.csv`. */
export function seasonReportFileName(today: string): string {
  return `season-report-${today}.csv`;
}
