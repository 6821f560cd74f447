/**
 * The organization page's "Game reports" card (issue 22, decision 0082) as plain fields: the window in hours
 * and the misconduct reasons as rows (`reason.<index>.code|kind|label`, the current ones plus blank rows; a
 * blank row is ignored, so clearing a row removes that reason). Stored as null when equal to the defaults.
 */
import * as v from "valibot";
import type { FieldErrors } from "./forms";
import { DEFAULT_REPORT_SETTINGS, ReportSettingsSchema, type ReportSettings } from "./game-reports";
import { tr } from "~/i18n/text";

export const BLANK_REASON_ROWS = 3;
const ROW_LIMIT = 60;

/** The settings as the card's fields. */
export function reportSettingsFormValues(settings: ReportSettings): Record<string, string> {
  const values: Record<string, string> = { windowHours: String(settings.windowHours) };
  settings.misconductReasons.forEach((reason, index) => {
    values[`reason.${index}.code`] = reason.code;
    values[`reason.${index}.kind`] = reason.kind;
    values[`reason.${index}.label`] = reason.label;
  });
  return values;
}

/** The card's fields as typed. */
export function reportSettingsValuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && (name === "windowHours" || /^reason\.\d{1,2}\.(code|kind|label)$/.test(name))) {
      values[name] = value;
    }
  }
  return values;
}

export type ReportSettingsFormResult =
  { ok: true; value: ReportSettings; stored: ReportSettings | null } | { ok: false; errors: FieldErrors };

export function parseReportSettingsForm(values: Record<string, string>): ReportSettingsFormResult {
  const rows: number[] = [];
  for (let index = 0; index < ROW_LIMIT; index++) {
    if ((values[`reason.${index}.code`] ?? "").trim() || (values[`reason.${index}.label`] ?? "").trim())
      rows.push(index);
  }
  const windowText = (values.windowHours ?? "").trim();
  const input = {
    windowHours: /^\d{1,4}$/.test(windowText) ? Number(windowText) : windowText,
    misconductReasons: rows.map((index) => ({
      code: (values[`reason.${index}.code`] ?? "").trim(),
      kind: values[`reason.${index}.kind`] ?? "",
      label: (values[`reason.${index}.label`] ?? "").trim(),
    })),
  };
  const parsed = v.safeParse(ReportSettingsSchema, input);
  if (parsed.success) {
    const same = JSON.stringify(parsed.output) === JSON.stringify(DEFAULT_REPORT_SETTINGS);
    return { ok: true, value: parsed.output, stored: same ? null : parsed.output };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.issues) {
    const path = (issue.path ?? []).map((item) => String(item.key));
    if (path[0] === "windowHours") errors.windowHours = [tr("org.reports.error.window")];
    else if (path[0] === "misconductReasons" && path.length >= 3) {
      const field = `reason.${rows[Number(path[1])] ?? 0}.${path[2]}`;
      errors[field] = [tr(path[2] === "code" ? "org.reports.error.code" : "org.reports.error.label")];
    } else errors.reasons = [tr("org.reports.error.reasons")];
  }
  return { ok: false, errors };
}
