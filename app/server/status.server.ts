import { asc, desc, gte, sql } from "drizzle-orm";
import { statusChecks, statusDaily, statusIncidents, statusServices } from "~/db/schema";
import { addDays } from "~/domain/dates";
import { uptimeFromDays } from "~/domain/system-status";
import type { Database } from "./db.server";

/**
 * What the public status page shows: services in their order with their measured 90-day uptime (null
 * before the first check) and latest check, and incidents newest first.
 */
export async function loadSystemStatus(db: Database, now: Date = new Date()) {
  const since = addDays(now.toISOString().slice(0, 10), -89);
  const [rows, incidents, days, latest] = await db.batch([
    db
      .select({
        id: statusServices.id,
        name: statusServices.name,
        description: statusServices.description,
        status: statusServices.status,
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
    db
      .select({ serviceId: statusDaily.serviceId, checks: statusDaily.checks, failures: statusDaily.failures })
      .from(statusDaily)
      .where(gte(statusDaily.day, since)),
    db
      .select({
        serviceId: statusChecks.serviceId,
        checkedAt: sql<number>`max(${statusChecks.checkedAt})`,
        latencyMs: statusChecks.latencyMs,
      })
      .from(statusChecks)
      .groupBy(statusChecks.serviceId),
  ]);
  const services = rows.map((service) => {
    const last = latest.find((row) => row.serviceId === service.id);
    return {
      ...service,
      uptimePercent: uptimeFromDays(days.filter((day) => day.serviceId === service.id)),
      lastCheckedAt: last ? new Date(Number(last.checkedAt)) : null,
      latencyMs: last?.latencyMs ?? null,
    };
  });
  return { services, incidents };
}
