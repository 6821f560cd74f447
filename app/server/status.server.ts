import { asc, desc } from "drizzle-orm";
import { statusIncidents, statusServices, statusSubscribers } from "~/db/schema";
import type { Database } from "./db.server";

/** What the public status page shows: services in their order and incidents newest first. */
export async function loadSystemStatus(db: Database) {
  const [services, incidents] = await db.batch([
    db
      .select({
        id: statusServices.id,
        name: statusServices.name,
        description: statusServices.description,
        status: statusServices.status,
        uptimePercent: statusServices.uptimePercent,
      })
      .from(statusServices)
      .orderBy(asc(statusServices.sortOrder), asc(statusServices.name)),
    db
      .select({
        id: statusIncidents.id,
        title: statusIncidents.title,
        description: statusIncidents.description,
        status: statusIncidents.status,
        startedAt: statusIncidents.startedAt,
        resolvedAt: statusIncidents.resolvedAt,
      })
      .from(statusIncidents)
      .orderBy(desc(statusIncidents.startedAt))
      .limit(10),
  ]);
  return { services, incidents };
}

/** Adds a subscriber; subscribing twice is not an error. Returns whether the address is new. */
export async function subscribeToStatusUpdates(
  db: Database,
  email: string,
  now: Date = new Date(),
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(statusSubscribers)
    .values({ email, createdAt: now })
    .onConflictDoNothing()
    .returning({ email: statusSubscribers.email });
  return { created: inserted.length > 0 };
}
