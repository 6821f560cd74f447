/**
 * Game reports (issue 22, decision 0080): what an organization sets (the window to file in and the list of
 * misconduct reasons), what a report holds, and when it may be filed or changed. Pure: no I/O.
 *
 * - The official in the referee position files the report after kick-off; it is due `windowHours` after
 *   kick-off. A late report can still be filed (the cron chases it meanwhile), shown as late.
 * - The filer may change it until an assignor approves it; a returned report goes back to them to change.
 * - Each official of the crew may add notes of their own beside it.
 */
import * as v from "valibot";
import { parseStoredSettings } from "./stored-settings";
import { ATTENDANCES, MISCONDUCT_KINDS, TEAM_SIDES, type GameReportStatus, type MisconductKind } from "./constants";

/**
 * How long after kick-off a game without a report counts as owed (on the referee's overview): older games
 * without one are history, not a debt (a league's past seasons had no reports to file).
 */
export const REPORT_OWED_DAYS = 30;

/** The report window: hours after kick-off (default 72). */
export const DEFAULT_REPORT_WINDOW_HOURS = 72;
export const REPORT_WINDOW_MAX_HOURS = 336;
/** The most cautions and send-offs one report lists (inserted in chunks: each row binds 11 parameters). */
export const MISCONDUCT_MAX = 40;
export const REPORT_TEXT_MAX = 4000;
export const MISCONDUCT_REASONS_MAX = 30;

export interface MisconductReason {
  /** Short and stable: what is stored on each caution or send-off, and what the discipline export lists. */
  code: string;
  kind: MisconductKind;
  /** As the organization words it (in its own language). */
  label: string;
}

export interface ReportSettings {
  windowHours: number;
  misconductReasons: MisconductReason[];
}

/**
 * The usual football codes (IFAB Law 12, as US Soccer numbers them): seven cautionable offences and seven
 * sending-off offences. An organization may reword, remove or add its own.
 */
export const DEFAULT_MISCONDUCT_REASONS: readonly MisconductReason[] = [
  { code: "C1", kind: "caution", label: "Unsporting behavior" },
  { code: "C2", kind: "caution", label: "Dissent by word or action" },
  { code: "C3", kind: "caution", label: "Persistent infringement" },
  { code: "C4", kind: "caution", label: "Delaying the restart of play" },
  { code: "C5", kind: "caution", label: "Failure to respect the required distance" },
  { code: "C6", kind: "caution", label: "Entering or re-entering without permission" },
  { code: "C7", kind: "caution", label: "Deliberately leaving without permission" },
  { code: "S1", kind: "send_off", label: "Serious foul play" },
  { code: "S2", kind: "send_off", label: "Violent conduct" },
  { code: "S3", kind: "send_off", label: "Spitting at or biting someone" },
  { code: "S4", kind: "send_off", label: "Denying a goal by deliberate handling" },
  { code: "S5", kind: "send_off", label: "Denying an obvious goal-scoring opportunity" },
  { code: "S6", kind: "send_off", label: "Offensive, insulting or abusive language or gestures" },
  { code: "S7", kind: "send_off", label: "Second caution in the same match" },
];

export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  windowHours: DEFAULT_REPORT_WINDOW_HOURS,
  misconductReasons: [...DEFAULT_MISCONDUCT_REASONS],
};

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

export const ReportSettingsSchema = v.object({
  windowHours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REPORT_WINDOW_MAX_HOURS)),
  misconductReasons: v.pipe(
    v.array(
      v.object({
        code: v.pipe(trimmed(8), v.regex(/^[A-Za-z0-9_-]+$/)),
        kind: v.picklist(MISCONDUCT_KINDS),
        label: trimmed(120),
      }),
    ),
    v.minLength(1),
    v.maxLength(MISCONDUCT_REASONS_MAX),
    v.check((reasons) => new Set(reasons.map((reason) => reason.code)).size === reasons.length),
  ),
});

/** The stored JSON, or the defaults when null or unreadable. */
export function parseReportSettings(stored: unknown): ReportSettings {
  return parseStoredSettings(ReportSettingsSchema, stored, DEFAULT_REPORT_SETTINGS);
}

/** One caution or send-off as the crew enters it. */
export const MisconductEntrySchema = v.object({
  kind: v.picklist(MISCONDUCT_KINDS),
  teamSide: v.picklist(TEAM_SIDES),
  playerName: trimmed(120),
  playerNumber: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(4), v.regex(/^[0-9A-Za-z]*$/)))),
  minute: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(150)))),
  reasonCode: trimmed(8),
});
export type MisconductEntry = v.InferOutput<typeof MisconductEntrySchema>;

/**
 * A report as filed: the final score, the cautions and send-offs, injuries and incidents in words, and each
 * partner's attendance (by assignment id). The reason codes are checked against the organization's list by
 * `reportProblems`, which knows it.
 */
export const GameReportSchema = v.object({
  homeScore: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  awayScore: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  misconduct: v.pipe(v.array(MisconductEntrySchema), v.maxLength(MISCONDUCT_MAX)),
  injuries: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(REPORT_TEXT_MAX)))),
  incidents: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(REPORT_TEXT_MAX)))),
  attendance: v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(64)), v.picklist(ATTENDANCES)),
});
export type GameReportInput = v.InferOutput<typeof GameReportSchema>;

/** Which entries name a reason the organization does not list for that kind (their indexes). */
export function unknownReasonIndexes(misconduct: readonly MisconductEntry[], settings: ReportSettings): number[] {
  const known = new Set(settings.misconductReasons.map((reason) => `${reason.kind}:${reason.code}`));
  return misconduct.flatMap((entry, index) => (known.has(`${entry.kind}:${entry.reasonCode}`) ? [] : [index]));
}

/** When a game's report is due: kick-off plus the window. */
export function reportDueAt(kickoff: Date, settings: Pick<ReportSettings, "windowHours">): Date {
  return new Date(kickoff.getTime() + settings.windowHours * 3_600_000);
}

export type ReportFilingState =
  /** Kick-off has not come yet. */
  | "not_yet"
  /** No report yet, within the window. */
  | "due"
  /** No report yet, past the window (the cron chases it); it can still be filed. */
  | "overdue"
  /** Filed, or returned: the filer may change it. */
  | "editable"
  /** Approved: final. */
  | "final";

/** Where a game's report stands for its crew. Cancelled games have no report (the caller leaves them out). */
export function reportFilingState(
  kickoff: Date,
  now: Date,
  status: GameReportStatus | null,
  settings: Pick<ReportSettings, "windowHours">,
): ReportFilingState {
  if (status === "approved") return "final";
  if (status !== null) return "editable";
  if (now.getTime() < kickoff.getTime()) return "not_yet";
  return now.getTime() <= reportDueAt(kickoff, settings).getTime() ? "due" : "overdue";
}

/** A report that alerts the assignors at once: any caution or send-off, or a no-show. */
export function reportNeedsAttention(input: Pick<GameReportInput, "misconduct" | "attendance">): {
  hasMisconduct: boolean;
  hasNoShow: boolean;
} {
  return {
    hasMisconduct: input.misconduct.length > 0,
    hasNoShow: Object.values(input.attendance).includes("no_show"),
  };
}
