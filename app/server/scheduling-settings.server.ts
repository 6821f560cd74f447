/** An organization's scheduling settings (auto-assign weights and defaults; decision 0030). */
import { eq } from "drizzle-orm";
import { organizations } from "~/db/schema";
import { readSchedulingSettings, type SchedulingSettings } from "~/domain/scheduling-settings";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { loadOrganizationRules } from "./schedule-input.server";

export async function getSchedulingSettings(db: Database, organizationId: string): Promise<SchedulingSettings> {
  const organization = await loadOrganizationRules(db, organizationId);
  return readSchedulingSettings(organization?.schedulingSettings ?? null);
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
