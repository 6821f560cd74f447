/**
 * The status page's measurements (issue 8, decision 0029): every cron run probes each service, records
 * the result and its latency, rolls it into the day's uptime, opens an incident after consecutive
 * failures and resolves it when the service answers again, telling confirmed status subscribers through the outbox
 * (`queueIncidentNotices`, decision 0056).
 */
import { and, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { outbox, statusChecks, statusDaily, statusIncidents, statusServices } from "~/db/schema";
import { newId } from "~/db/ids";
import { classifyCheck, FAILURES_TO_OPEN_INCIDENT, incidentDecision, type ServiceStatus } from "~/domain/system-status";
import type { Job, JobContext } from "./job-types.server";
import { LIVE_PATH } from "./live.server";
import { readConfig } from "./config.server";
import { deleteExpiredStatusLinks, queueIncidentNotices } from "./status-subscriptions.server";

const RAW_CHECKS_KEPT_MS = 7 * 24 * 3_600_000;
const STUCK_MESSAGE_MS = 15 * 60_000;

interface ProbeResult {
  ok: boolean;
  detail?: string;
}

type Probe = (context: JobContext) => Promise<ProbeResult>;

/** The Public API probe's call: a list that needs a credential, with one that is never issued. */
export const API_PROBE_PATH = "/api/v1/games";
const API_PROBE_CREDENTIAL = "whk_status_check_probe";

async function appRequest(context: JobContext, path: string, headers: Record<string, string> = {}): Promise<Response> {
  if (!context.appFetch) throw new Error("no application handler to probe");
  return context.appFetch(
    new Request(new URL(path, readConfig(context.env).publicOrigin), {
      headers: { "User-Agent": "Whistle status check", ...headers },
    }),
  );
}

/** Each service's probe, by the id of its row in `status_services`. */
export const PROBES: Record<string, Probe> = {
  "web-app": async (context) => {
    const response = await appRequest(context, "/");
    const html = await response.text();
    return response.ok && html.includes("</html>")
      ? { ok: true }
      : { ok: false, detail: `home page answered ${response.status}` };
  },
  api: async (context) => {
    // A real API call through routing, bearer authentication (a D1 lookup) and problem details. The
    // credential can never exist, so the healthy answer is the API's own 401, never data.
    const response = await appRequest(context, API_PROBE_PATH, { Authorization: `Bearer ${API_PROBE_CREDENTIAL}` });
    const type = response.headers.get("Content-Type") ?? "";
    if (!type.startsWith("application/problem+json")) {
      await response.body?.cancel();
      return { ok: false, detail: `API answered ${response.status} with ${type || "no content type"}` };
    }
    const body = (await response.json()) as { type?: string };
    if (response.status === 401 && body.type === "/api/reference#problem-unauthorized") return { ok: true };
    return { ok: false, detail: `API answered ${response.status} (${body.type ?? "no problem type"})` };
  },
  database: async ({ db }) => {
    await db.select({ count: sql<number>`count(*)` }).from(statusServices);
    return { ok: true };
  },
  "file-storage": async ({ env, now }) => {
    const key = "status-checks/probe.txt";
    const body = `checked ${now.toISOString()}`;
    await env.UPLOADS.put(key, body);
    const read = await env.UPLOADS.get(key);
    const text = await read?.text();
    return text === body ? { ok: true } : { ok: false, detail: "the stored probe did not read back" };
  },
  notifications: async ({ db, now }) => {
    const [stuck] = await db
      .select({ count: sql<number>`count(*)` })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "pending"),
          lt(outbox.createdAt, new Date(now.getTime() - STUCK_MESSAGE_MS)),
          sql`coalesce(${outbox.nextAttemptAt}, 0) <= ${now.getTime()}`,
        ),
      );
    const [recent] = await db
      .select({
        failed: sql<number>`sum(${outbox.status} = 'failed')`,
        sent: sql<number>`sum(${outbox.status} = 'sent')`,
      })
      .from(outbox)
      .where(gte(outbox.createdAt, new Date(now.getTime() - 3_600_000)));
    const failed = Number(recent?.failed ?? 0);
    const sent = Number(recent?.sent ?? 0);
    if (failed >= 3 && failed > sent) return { ok: false, detail: `${failed} messages failed in the last hour` };
    if (Number(stuck?.count ?? 0) > 0) return { ok: false, detail: `${stuck?.count} messages waiting over 15 minutes` };
    return { ok: true };
  },
  "mobile-sync": async (context) => {
    // The live-update channel: the route answers and the Durable Object behind it responds.
    const response = await appRequest(context, LIVE_PATH);
    if (response.status !== 426 && response.status !== 401)
      return { ok: false, detail: `live channel answered ${response.status}` };
    await context.env.LIVE.get(context.env.LIVE.idFromName("status-check")).broadcast({ by: null });
    return { ok: true };
  },
};

async function runProbe(
  probe: Probe | undefined,
  context: JobContext,
): Promise<{ status: ServiceStatus; latencyMs: number; detail: string | null }> {
  const started = Date.now();
  let result: ProbeResult;
  try {
    result = probe ? await probe(context) : { ok: false, detail: "no check defined" };
  } catch (error) {
    result = { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  const latencyMs = Date.now() - started;
  return { status: classifyCheck(result.ok, latencyMs), latencyMs, detail: result.detail ?? null };
}

function incidentWords(name: string, status: ServiceStatus, detail: string | null) {
  const what = status === "outage" ? "is not responding" : "is responding slowly";
  return {
    title: `${name} ${status === "outage" ? "outage" : "degraded performance"}`,
    description: `Our automatic checks found that ${name} ${what}${detail ? ` (${detail})` : ""}. We are investigating.`,
  };
}

export interface StatusRun {
  checked: number;
  opened: number;
  resolved: number;
}

/** Probes every service once and applies the results. */
export async function runStatusChecks(context: JobContext, probes: Record<string, Probe> = PROBES): Promise<StatusRun> {
  const { db, now } = context;
  const services = await db.select().from(statusServices);
  const day = now.toISOString().slice(0, 10);
  const run: StatusRun = { checked: 0, opened: 0, resolved: 0 };

  for (const service of services) {
    const check = await runProbe(probes[service.id], context);
    await db.batch([
      db.insert(statusChecks).values({ id: newId(), serviceId: service.id, checkedAt: now, ...check }),
      db
        .insert(statusDaily)
        .values({
          serviceId: service.id,
          day,
          checks: 1,
          failures: check.status === "outage" ? 1 : 0,
          latencyTotalMs: check.latencyMs,
        })
        .onConflictDoUpdate({
          target: [statusDaily.serviceId, statusDaily.day],
          set: {
            checks: sql`${statusDaily.checks} + 1`,
            failures: sql`${statusDaily.failures} + excluded.failures`,
            latencyTotalMs: sql`${statusDaily.latencyTotalMs} + excluded.latency_total_ms`,
          },
        }),
      db.update(statusServices).set({ status: check.status, updatedAt: now }).where(eq(statusServices.id, service.id)),
    ]);
    run.checked += 1;

    const [latest, [open]] = await Promise.all([
      db
        .select({ status: statusChecks.status, checkedAt: statusChecks.checkedAt })
        .from(statusChecks)
        .where(eq(statusChecks.serviceId, service.id))
        .orderBy(desc(statusChecks.checkedAt))
        .limit(FAILURES_TO_OPEN_INCIDENT),
      db
        .select()
        .from(statusIncidents)
        .where(and(eq(statusIncidents.serviceId, service.id), isNull(statusIncidents.resolvedAt)))
        .limit(1),
    ]);
    const decision = incidentDecision(latest, Boolean(open));
    if (decision === "open") {
      const words = incidentWords(service.name, check.status, check.detail);
      const incident = { id: `incident-${service.id}-${now.getTime()}`, ...words };
      const started = latest.at(-1)?.checkedAt ?? now;
      const [created] = await db
        .insert(statusIncidents)
        .values({ ...incident, serviceId: service.id, status: "investigating", startedAt: started })
        .onConflictDoNothing()
        .returning({ id: statusIncidents.id });
      if (created) {
        await queueIncidentNotices(db, {
          incident,
          event: "opened",
          origin: readConfig(context.env).publicOrigin,
          now,
        });
        run.opened += 1;
      }
    } else if (decision === "resolve" && open) {
      const [resolved] = await db
        .update(statusIncidents)
        .set({ status: "resolved", resolvedAt: now })
        .where(and(eq(statusIncidents.id, open.id), isNull(statusIncidents.resolvedAt)))
        .returning({ id: statusIncidents.id });
      if (resolved) {
        await queueIncidentNotices(db, {
          incident: open,
          event: "resolved",
          origin: readConfig(context.env).publicOrigin,
          now,
        });
        run.resolved += 1;
      }
    }
  }
  await db.batch([
    db.delete(statusChecks).where(lt(statusChecks.checkedAt, new Date(now.getTime() - RAW_CHECKS_KEPT_MS))),
    deleteExpiredStatusLinks(db, now),
  ]);
  return run;
}

export const statusChecksJob: Job = {
  name: "status-checks",
  async run(context) {
    const run = await runStatusChecks(context);
    return `${run.checked} services checked, ${run.opened} incidents opened, ${run.resolved} resolved`;
  },
};
