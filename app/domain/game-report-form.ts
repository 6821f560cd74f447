/**
 * The game report form (issue 22, decision 0082) as plain HTML fields, so it works without JavaScript: the
 * score, a fixed set of misconduct rows (the filed ones plus a few blank ones; a blank row is ignored), the
 * injuries and incidents, and one attendance choice per partner (`attendance.<assignmentId>`). Read into the
 * shape `GameReportSchema` checks; errors come back by field name with the sentences the form shows.
 */
import * as v from "valibot";
import type { FieldErrors } from "./forms";
import { GameReportSchema, unknownReasonIndexes, type GameReportInput, type ReportSettings } from "./game-reports";
import { tr } from "~/i18n/text";

/** Blank misconduct rows offered beside the filed ones (more: file, then edit). */
export const BLANK_MISCONDUCT_ROWS = 3;

export type ReportFormValues = Record<string, string>;

const ROW_LIMIT = 60;

/** The report's fields as typed (every value a string), for the form to show again. */
export function reportFormValues(form: FormData): ReportFormValues {
  const values: ReportFormValues = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (
      name === "homeScore" ||
      name === "awayScore" ||
      name === "injuries" ||
      name === "incidents" ||
      /^misconduct\.\d{1,2}\.[a-zA-Z]+$/.test(name) ||
      /^attendance\.[A-Za-z0-9_-]{1,64}$/.test(name)
    ) {
      values[name] = value;
    }
  }
  return values;
}

function numberOrText(text: string | undefined): number | string {
  const trimmed = (text ?? "").trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The rows that hold anything (their form index kept, so errors land on the right row). */
function filledRows(values: ReportFormValues): { index: number; entry: Record<string, unknown> }[] {
  const rows: { index: number; entry: Record<string, unknown> }[] = [];
  for (let index = 0; index < ROW_LIMIT; index++) {
    const field = (name: string) => (values[`misconduct.${index}.${name}`] ?? "").trim();
    if (!["playerName", "playerNumber", "minute", "reasonCode"].some((name) => field(name) !== "")) continue;
    const minute = field("minute");
    rows.push({
      index,
      entry: {
        kind: field("kind"),
        teamSide: field("teamSide"),
        playerName: field("playerName"),
        playerNumber: field("playerNumber") || null,
        minute: minute === "" ? null : numberOrText(minute),
        reasonCode: field("reasonCode"),
      },
    });
  }
  return rows;
}

function errorFor(field: string): string {
  if (field === "homeScore" || field === "awayScore") return tr("referee.report.error.score");
  if (field === "injuries" || field === "incidents") return tr("referee.report.error.tooLong");
  if (field.endsWith(".playerName")) return tr("referee.report.error.playerName");
  if (field.endsWith(".playerNumber")) return tr("referee.report.error.playerNumber");
  if (field.endsWith(".minute")) return tr("referee.report.error.minute");
  if (field.endsWith(".reasonCode")) return tr("referee.report.error.reason");
  if (field.endsWith(".teamSide")) return tr("referee.report.error.team");
  return tr("referee.report.error.check");
}

export type ReportFormResult =
  { ok: true; value: GameReportInput } | { ok: false; fieldErrors: FieldErrors; message: string };

/**
 * Reads and checks a filed report: the schema, then each reason against the organization's list for its
 * kind, then each attendance against the partners of this crew (`partnerIds`: their assignment ids).
 */
export function parseReportForm(
  values: ReportFormValues,
  settings: ReportSettings,
  partnerIds: readonly string[],
): ReportFormResult {
  const rows = filledRows(values);
  const attendance: Record<string, string> = {};
  for (const id of partnerIds) attendance[id] = values[`attendance.${id}`] || "on_time";
  const input = {
    homeScore: numberOrText(values.homeScore),
    awayScore: numberOrText(values.awayScore),
    misconduct: rows.map((row) => row.entry),
    injuries: values.injuries?.trim() || null,
    incidents: values.incidents?.trim() || null,
    attendance,
  };
  const fieldErrors: FieldErrors = {};
  const parsed = v.safeParse(GameReportSchema, input);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = (issue.path ?? []).map((item) => String(item.key));
      // The schema's index counts filled rows; the form's names count every row shown.
      if (path[0] === "misconduct" && path.length >= 2) path[1] = String(rows[Number(path[1])]?.index ?? path[1]);
      const field = path.join(".") || "form";
      fieldErrors[field] = [errorFor(field)];
    }
    return { ok: false, fieldErrors, message: tr("referee.report.error.checkFields") };
  }
  for (const index of unknownReasonIndexes(parsed.output.misconduct, settings)) {
    const field = `misconduct.${rows[index]!.index}.reasonCode`;
    fieldErrors[field] = [tr("referee.report.error.reason")];
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors, message: tr("referee.report.error.checkFields") };
  }
  return { ok: true, value: parsed.output };
}
