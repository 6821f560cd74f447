import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, statusChecks, statusDaily, statusIncidents, statusServices, statusSubscribers } from "~/db/schema";
import { API_PROBE_PATH, PROBES, runStatusChecks } from "~/server/status-checks.server";
import { db, get, worker } from "./helpers";

const FIVE_MINUTES = 5 * 60_000;
const START = new Date("2026-12-01T12:00:00Z");
const appFetch = (request: Request) => worker.fetch(request);

function at(step: number) {
  return new Date(START.getTime() + step * FIVE_MINUTES);
}

/** Every service answering at once, except the API, which answers as told. */
function probesWithApi(answer: () => { ok: boolean; detail?: string }) {
  const healthy = Object.fromEntries(Object.keys(PROBES).map((id) => [id, async () => ({ ok: true })]));
  return { ...healthy, api: async () => answer() };
}

describe("status checks", () => {
  it("probes every service for real and records status and latency", async () => {
    const run = await runStatusChecks({ env, db, now: START, cron: "*/5 * * * *", appFetch });
    const services = await db.select().from(statusServices);
    expect(run.checked).toBe(services.length);
    const checks = await db.select().from(statusChecks).where(eq(statusChecks.checkedAt, START));
    expect(checks.map((check) => check.serviceId).sort()).toEqual([
      "api",
      "database",
      "file-storage",
      "mobile-sync",
      "notifications",
      "web-app",
    ]);
    // Every service answered; a slow first render on a busy machine may read "degraded", never down.
    for (const check of checks) {
      expect(check.status, `${check.serviceId}: ${check.detail}`).not.toBe("outage");
      expect(check.latencyMs).toBeGreaterThanOrEqual(0);
    }
    const [day] = await db.select().from(statusDaily).where(eq(statusDaily.serviceId, "web-app"));
    expect(day).toMatchObject({ day: "2026-12-01", checks: 1, failures: 0 });
  });

  it("opens an incident after three failed checks, tells subscribers, and resolves it when the service answers", async () => {
    // A confirmed subscriber, and one who never followed the confirmation link (sent nothing).
    await db.insert(statusSubscribers).values([
      { email: "watcher@example.com", confirmedAt: START },
      { email: "unconfirmed@example.com", confirmedAt: null },
    ]);
    let up = false;
    const probes = probesWithApi(() => (up ? { ok: true } : { ok: false, detail: "API answered 500" }));
    const context = (step: number) => ({ env, db, now: at(step), cron: "*/5 * * * *", appFetch });

    await runStatusChecks(context(1), probes);
    await runStatusChecks(context(2), probes);
    expect(await db.select().from(statusIncidents).where(eq(statusIncidents.serviceId, "api"))).toEqual([]);
    const [service] = await db.select().from(statusServices).where(eq(statusServices.id, "api"));
    expect(service!.status).toBe("outage");

    expect((await runStatusChecks(context(3), probes)).opened).toBe(1);
    const [incident] = await db.select().from(statusIncidents).where(eq(statusIncidents.serviceId, "api"));
    expect(incident).toMatchObject({
      title: "Public API outage",
      status: "investigating",
      startedAt: at(1),
      resolvedAt: null,
    });
    expect(incident!.description).toContain("API answered 500");
    // A fourth failure keeps the one incident.
    expect((await runStatusChecks(context(4), probes)).opened).toBe(0);

    const page = await (await get("/system-status")).text();
    expect(page).toContain("Outage: Public API");
    expect(page).toContain("Public API outage");

    up = true;
    expect((await runStatusChecks(context(5), probes)).resolved).toBe(1);
    const [resolved] = await db.select().from(statusIncidents).where(eq(statusIncidents.serviceId, "api"));
    expect(resolved).toMatchObject({ status: "resolved", resolvedAt: at(5) });

    const notices = await db.select().from(outbox).where(eq(outbox.recipient, "watcher@example.com"));
    expect(notices.map((notice) => notice.subject).sort()).toEqual([
      "Resolved: Public API outage",
      "Whistle incident: Public API outage",
    ]);
    // Each carries an unsubscribe link of its own.
    const links = notices.map((notice) => /\/system-status\/unsubscribe\/[\w-]+/.exec(notice.textBody)?.[0]);
    expect(links.every(Boolean) && new Set(links).size).toBe(2);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, "unconfirmed@example.com"))).toEqual([]);
    const [day] = await db.select().from(statusDaily).where(eq(statusDaily.serviceId, "api"));
    expect(day).toMatchObject({ failures: 4 });
  });

  it("probes the public API itself: its 401 problem to a credential that cannot exist, not the marketing page", async () => {
    const context = { env, db, now: at(30), cron: "*/5 * * * *" };
    const asked: Request[] = [];
    const recording = (request: Request) => {
      asked.push(request);
      return worker.fetch(request);
    };
    expect(await PROBES.api!({ ...context, appFetch: recording })).toEqual({ ok: true });
    expect(new URL(asked[0]!.url).pathname).toBe(API_PROBE_PATH);
    expect(asked[0]!.headers.get("Authorization")).toMatch(/^Bearer /);

    // A page that answers 200 with HTML (what probing /api used to accept) is not the API working.
    const marketingPage = async () =>
      new Response("<!doctype html><html></html>", { status: 200, headers: { "Content-Type": "text/html" } });
    expect(await PROBES.api!({ ...context, appFetch: marketingPage })).toEqual({
      ok: false,
      detail: "API answered 200 with text/html",
    });
    // Nor is the API failing on its side.
    const failing = async () =>
      new Response(JSON.stringify({ type: "/api/reference#problem-internal", status: 500 }), {
        status: 500,
        headers: { "Content-Type": "application/problem+json" },
      });
    expect(await PROBES.api!({ ...context, appFetch: failing })).toEqual({
      ok: false,
      detail: "API answered 500 (/api/reference#problem-internal)",
    });
  });

  it("counts a probe that throws as an outage with the error as detail", async () => {
    await runStatusChecks(
      { env, db, now: at(20), cron: "*/5 * * * *", appFetch },
      {
        ...PROBES,
        database: async () => {
          throw new Error("D1 unavailable");
        },
      },
    );
    const [check] = await db
      .select()
      .from(statusChecks)
      .where(eq(statusChecks.checkedAt, at(20)))
      .then((rows) => rows.filter((row) => row.serviceId === "database"));
    expect(check).toMatchObject({ status: "outage", detail: "D1 unavailable" });
  });
});
