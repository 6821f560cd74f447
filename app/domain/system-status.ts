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

/** A probe slower than this is "degraded" even when it succeeds. */
export const SLOW_CHECK_MS = 2_000;
/** Consecutive failing checks (5 minutes apart) that open an incident. */
export const FAILURES_TO_OPEN_INCIDENT = 3;

export function classifyCheck(ok: boolean, latencyMs: number): ServiceStatus {
  if (!ok) return "outage";
  return latencyMs > SLOW_CHECK_MS ? "degraded" : "operational";
}

/** Given a service's latest checks (newest first), whether an incident should be open now. */
export function incidentDecision(
  latest: readonly { status: string }[],
  hasOpenIncident: boolean,
): "open" | "resolve" | "keep" {
  const newest = latest[0];
  if (!newest) return "keep";
  if (hasOpenIncident) return newest.status === "operational" ? "resolve" : "keep";
  const recent = latest.slice(0, FAILURES_TO_OPEN_INCIDENT);
  return recent.length === FAILURES_TO_OPEN_INCIDENT && recent.every((check) => check.status !== "operational")
    ? "open"
    : "keep";
}

/** Uptime from daily roll-ups: the share of checks that found the service up; null before any check. */
export function uptimeFromDays(days: readonly { checks: number; failures: number }[]): number | null {
  const checks = days.reduce((sum, day) => sum + day.checks, 0);
  if (checks === 0) return null;
  const failures = days.reduce((sum, day) => sum + day.failures, 0);
  return Math.floor(((checks - failures) / checks) * 10_000) / 100;
}
