/**
 * Association scale (issue 18, decision 0058): an association's assignor downloads the whole league as a ZIP
 * of CSVs (20,000 games, ~60,000 assignments) without a server error and with every row, through the Worker
 * that refuses a statement or an invocation past D1's limits; then the league's deletion runs as the cron job
 * would, each run one invocation within D1's limits, until the league is gone and its payments are kept.
 */
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { organizations } from "~/db/schema";
import { createDatabase } from "~/server/db.server";
import { measureD1 } from "~/server/d1-metrics.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { deleteDueOrganizationsJob } from "~/server/organization-deletion.server";
import { seedAssociation, type AssociationSeed } from "../factories/association";
import { cookieFor, db, get } from "../integration/helpers";

let seed: AssociationSeed;
let cookie: string;

beforeAll(async () => {
  seed = await seedAssociation(env.DB, { scale: "association" });
  console.log(`[scale] association seeded in ${seed.elapsedMs} ms`, seed.counts);
  cookie = await cookieFor(seed.assignors[0]!.id);
});

async function countOf(table: string, where = "organization_id = ?"): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(seed.organizationId)
    .first<{ n: number }>();
  return row!.n;
}

/** Data lines of a CSV (the header aside). Cells with line breaks are quoted, so count records, not lines. */
function recordsIn(csv: string): number {
  let records = 0;
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv[index];
    if (char === '"') quoted = !quoted;
    else if (char === "\n" && !quoted) records += 1;
  }
  return records - 1;
}

describe("an association's data", () => {
  it("downloads as one ZIP with every row of every table, within D1's limits", async () => {
    const started = performance.now();
    const response = await get("/assignor/organizations/export.zip", { cookie });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    console.log(
      `[scale] export: ${(bytes.length / 1e6).toFixed(1)} MB zipped in ${Math.round(performance.now() - started)} ms`,
    );
    const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
    expect(recordsIn(files["games.csv"]!)).toBe(await countOf("games"));
    expect(recordsIn(files["assignments.csv"]!)).toBe(await countOf("assignments"));
    expect(recordsIn(files["members.csv"]!)).toBe(await countOf("memberships"));
    expect(recordsIn(files["payments.csv"]!)).toBe(await countOf("payments"));
    expect(recordsIn(files["activity_log.csv"]!)).toBe(await countOf("activity_log"));
    expect(recordsIn(files["games.csv"]!)).toBeGreaterThanOrEqual(20_000);
  });

  it("is deleted after its grace period by cron runs that each stay within one invocation's limits", async () => {
    const payments = await countOf("payments");
    const due = new Date(Date.now() - 60_000);
    await db
      .update(organizations)
      .set({ deletionRequestedAt: due, deletionDueAt: due })
      .where(eq(organizations.id, seed.organizationId));
    let runs = 0;
    for (;;) {
      const measured = measureD1(env.DB, { enforceLimits: true });
      const [result] = await runScheduledJobs(
        { env, db: createDatabase(measured.binding), now: new Date(), cron: "*/5 * * * *" },
        [deleteDueOrganizationsJob],
      );
      runs += 1;
      const usage = measured.usage();
      console.log(`[scale] deletion run ${runs}: ${result!.message}; ${usage.statements} statements`);
      expect(result).toMatchObject({ ok: true });
      expect(usage.statements).toBeLessThanOrEqual(1_000);
      const [row] = await db
        .select({ deletedAt: organizations.deletedAt })
        .from(organizations)
        .where(eq(organizations.id, seed.organizationId));
      if (row?.deletedAt) break;
      expect(runs, "runs until the league is gone").toBeLessThan(40);
    }
    for (const table of ["games", "assignments", "memberships", "venues", "activity_log", "notifications", "outbox"]) {
      expect(await countOf(table), table).toBe(0);
    }
    expect(await countOf("payments")).toBe(payments);
    const [users] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM users`);
    expect(users!.n).toBeGreaterThan(1_000);
  });
});
