/**
 * The demo's status-page history: 90 days of daily check roll-ups and three resolved incidents, so a
 * fresh local install shows a lived-in status page. Real databases start empty and fill from the
 * cron's checks (decision 0029).
 */
import { statusDaily, statusIncidents } from "~/db/schema";
import { insertMany } from "./factories";
import type { Database } from "~/server/db.server";

const SERVICES = ["web-app", "api", "notifications", "database", "mobile-sync", "file-storage"] as const;
const CHECKS_PER_DAY = 288;
const DAY_MS = 86_400_000;

/** Past incidents: which service, how many days ago, how long, and the words. */
const INCIDENTS = [
  {
    service: "notifications",
    daysAgo: 35,
    minutes: 75,
    title: "Delayed SMS reminders",
    description:
      "Game reminders sent by SMS arrived up to 20 minutes late because of a carrier-side queue backlog. Email reminders were not affected.",
  },
  {
    service: "web-app",
    daysAgo: 77,
    minutes: 45,
    title: "Slow schedule loading",
    description:
      "Schedule pages loaded slowly for some assignors during the season-opening weekend while a database index was rebuilt.",
  },
  {
    service: "api",
    daysAgo: 101,
    minutes: 60,
    title: "Scheduled maintenance",
    description:
      "Planned maintenance to upgrade the notification service. Notifications queued during the window were delivered afterwards.",
  },
] as const;

export async function seedDemoStatusHistory(db: Database, now: Date = new Date()): Promise<void> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows = SERVICES.flatMap((serviceId, serviceIndex) =>
    Array.from({ length: 90 }, (_, back) => {
      const day = new Date(today - back * DAY_MS).toISOString().slice(0, 10);
      const incident = INCIDENTS.find((entry) => entry.service === serviceId && entry.daysAgo === back);
      // An incident's minutes of checks failed; otherwise an occasional single failed probe.
      const failures = incident ? Math.ceil(incident.minutes / 5) : (back * 7 + serviceIndex * 3) % 41 === 0 ? 1 : 0;
      return {
        serviceId,
        day,
        checks: CHECKS_PER_DAY,
        failures,
        latencyTotalMs: CHECKS_PER_DAY * (35 + serviceIndex * 9),
      };
    }),
  );
  await insertMany(db, statusDaily, rows);
  await insertMany(
    db,
    statusIncidents,
    INCIDENTS.map((incident) => {
      const startedAt = new Date(today - incident.daysAgo * DAY_MS + 14 * 3_600_000);
      return {
        id: `demo-incident-${incident.service}-${incident.daysAgo}`,
        title: incident.title,
        description: incident.description,
        status: "resolved",
        serviceId: incident.service,
        startedAt,
        resolvedAt: new Date(startedAt.getTime() + incident.minutes * 60_000),
      };
    }),
  );
}
