import type { SERVICE_STATUSES } from "./constants";

export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export type OverallStatus = {
  level: ServiceStatus;
  headline: string;
};

/** The banner on the status page: all clear only when every service is operational. */
export function overallStatus(services: readonly { name: string; status: string }[]): OverallStatus {
  const out = services.filter((service) => service.status === "outage").map((service) => service.name);
  const degraded = services.filter((service) => service.status === "degraded").map((service) => service.name);
  if (out.length === 0 && degraded.length === 0) {
    return { level: "operational", headline: "All Systems Operational" };
  }
  const parts: string[] = [];
  if (out.length > 0) parts.push(`Outage: ${listNames(out)}`);
  if (degraded.length > 0) parts.push(`Degraded performance: ${listNames(degraded)}`);
  return { level: out.length > 0 ? "outage" : "degraded", headline: parts.join(". ") };
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  operational: "Operational",
  degraded: "Degraded",
  outage: "Outage",
};

/** "1 h 15 min", "45 min", "2 d 3 h"; an unresolved incident reads "Ongoing". */
export function formatIncidentDuration(startedAt: Date, resolvedAt: Date | null): string {
  if (resolvedAt === null) return "Ongoing";
  const minutes = Math.max(0, Math.round((resolvedAt.getTime() - startedAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0 ? `${days} d` : `${days} d ${restHours} h`;
}

/** 99.99 → "99.99%"; keeps two decimals so figures line up. */
export function formatUptime(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
