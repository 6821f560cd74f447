/** An organization's scheduling settings (auto-assign weights and defaults; decision 0030). */
import { eq } from "drizzle-orm";
import { organizations, type Organization } from "~/db/schema";
import { readSchedulingSettings, type SchedulingSettings } from "~/domain/auto-assign-settings";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";

/** The organization's scheduling settings, from its row (the guard's, on a page: no query). */
export function schedulingSettingsOf(organization: Pick<Organization, "schedulingSettings">): SchedulingSettings {
  return readSchedulingSettings(organization.schedulingSettings ?? null);
}

export async function saveSchedulingSettings(
  db: Database,
  { organizationId, actorId, settings }: { organizationId: string; actorId: string; settings: SchedulingSettings },
) {
  await db.batch([
    db
      .update(organizations)
      .set({ schedulingSettings: settings, updatedAt: new Date() })
      .where(eq(organizations.id, organizationId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "scheduling.settings_updated",
      subjectType: "organization",
      subjectId: organizationId,
      summary: "Updated the scheduling settings",
      details: { ...settings },
    }),
  ]);
}
