/**
 * The organization page's `report-settings` intent (issue 22, decision 0082): the game report window and the
 * misconduct reasons, saved to `organizations.report_settings` (null when equal to the defaults) with an
 * activity entry in the same batch.
 */
import { data } from "react-router";
import { eq } from "drizzle-orm";
import { organizations } from "~/db/schema";
import { parseReportSettingsForm, reportSettingsValuesOf } from "~/domain/report-settings-form";
import { tr } from "~/i18n/text";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";

export async function saveReportSettings(
  db: Database,
  form: FormData,
  { organizationId, actorId }: { organizationId: string; actorId: string },
) {
  const intent = "report-settings" as const;
  const values = reportSettingsValuesOf(form);
  const parsed = parseReportSettingsForm(values);
  if (!parsed.ok) {
    return data(
      { intent, ok: false as const, errors: parsed.errors, values, message: tr("org.checkFields") },
      { status: 400 },
    );
  }
  await db.batch([
    db
      .update(organizations)
      .set({ reportSettings: parsed.stored, updatedAt: new Date() })
      .where(eq(organizations.id, organizationId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "organization.report_settings_changed",
      subjectType: "organization",
      subjectId: organizationId,
      summary: `Changed the game report settings (${parsed.value.windowHours} hours, ${parsed.value.misconductReasons.length} misconduct reasons)`,
      details: { windowHours: parsed.value.windowHours, reasons: parsed.value.misconductReasons.length },
    }),
  ]);
  return {
    intent,
    ok: true as const,
    errors: {} as Record<string, string[] | undefined>,
    values: null,
    message: tr("org.reports.saved"),
  };
}
