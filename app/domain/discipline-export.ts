/**
 * The discipline export (issue 22, decision 0083): every caution and send-off the reports of a date range
 * list, by team then player, as CSV through the one writer (formula-safe). The range is the game's date.
 */
import * as v from "valibot";
import type { MisconductKind } from "./constants";
import { toCsv } from "./csv";
import { isValidDate } from "./dates";
import type { MisconductReason } from "./game-reports";
import { msg } from "~/i18n/text";

/** A range longer than this is refused: a few seasons at most, so one export stays one bounded read. */
export const DISCIPLINE_RANGE_MAX_DAYS = 3 * 366;

// A missing date is the same mistake as a bad one: the message says what to give.
const date = v.pipe(
  v.optional(v.string(msg("reportsOut.discipline.error.range")), ""),
  v.check(isValidDate, msg("reportsOut.discipline.error.range")),
);

export const DisciplineRangeSchema = v.pipe(
  v.object({ from: date, to: date }),
  v.check((range) => range.from <= range.to, msg("reportsOut.discipline.error.order")),
  v.check(
    (range) =>
      (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000 <=
      DISCIPLINE_RANGE_MAX_DAYS,
    msg("reportsOut.discipline.error.tooLong"),
  ),
);
export type DisciplineRange = v.InferOutput<typeof DisciplineRangeSchema>;

export interface DisciplineRow {
  gameDate: string;
  homeTeam: string;
  awayTeam: string;
  teamName: string;
  playerName: string;
  playerNumber: string | null;
  kind: MisconductKind;
  minute: number | null;
  reasonCode: string;
  reportStatus: string;
}

export const DISCIPLINE_HEADER = [
  "Game Date",
  "Game",
  "Team",
  "Player",
  "Number",
  "Kind",
  "Minute",
  "Reason Code",
  "Reason",
  "Report Status",
] as const;

const KIND_WORDS: Record<MisconductKind, string> = { caution: "Caution", send_off: "Send-off" };

/**
 * By team, then player (then number, date and minute): a player's record reads as one block. Names compare
 * without regard to case or accents ("zebras" is the Zebras), the exact spelling only breaking a final tie.
 */
export function sortDisciplineRows(rows: readonly DisciplineRow[]): DisciplineRow[] {
  const loose = new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare;
  return [...rows].sort(
    (a, b) =>
      loose(a.teamName, b.teamName) ||
      loose(a.playerName, b.playerName) ||
      loose(a.playerNumber ?? "", b.playerNumber ?? "") ||
      a.gameDate.localeCompare(b.gameDate) ||
      (a.minute ?? 999) - (b.minute ?? 999) ||
      a.teamName.localeCompare(b.teamName) ||
      a.playerName.localeCompare(b.playerName),
  );
}

/** The CSV; a reason's label is the organization's (empty when the code is no longer on its list). */
export function disciplineCsv(rows: readonly DisciplineRow[], reasons: readonly MisconductReason[]): string {
  const labels = new Map(reasons.map((reason) => [`${reason.kind}:${reason.code}`, reason.label]));
  return toCsv(
    DISCIPLINE_HEADER,
    sortDisciplineRows(rows).map((row) => [
      row.gameDate,
      `${row.homeTeam} vs ${row.awayTeam}`,
      row.teamName,
      row.playerName,
      row.playerNumber ?? "",
      KIND_WORDS[row.kind],
      row.minute ?? "",
      row.reasonCode,
      labels.get(`${row.kind}:${row.reasonCode}`) ?? "",
      row.reportStatus,
    ]),
  );
}

/** `discipline-2026-09-01-to-2026-11-30.csv`. */
export function disciplineFileName(range: DisciplineRange): string {
  return `discipline-${range.from}-to-${range.to}.csv`;
}
