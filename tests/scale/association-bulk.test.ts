/**
 * Association scale (issue 17, decision 0050): the bulk actions on one organization of 20,000 games, 1,500
 * referees and ~60,000 assignments. Auto-assign a 92-day range with every level and venue chosen, publish that
 * draft and undo it, mark the most payments paid one request accepts and all of one referee's, and import a
 * 10,000-row CSV in update mode. The Worker under test refuses a statement past D1's limits and an invocation
 * past 1,000 queries (D1_ENFORCE_LIMITS), so each action either fits one invocation or says it must be split.
 */
import { env } from "cloudflare:test";
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assignments, gameImports, payments, schedulingDraftItems, schedulingDrafts } from "~/db/schema";
import { GAME_LEVELS } from "~/domain/constants";
import { addDays } from "~/domain/dates";
import { MAX_BULK_PAYMENTS } from "~/domain/payments";
import { seedAssociation, type AssociationSeed } from "../factories/association";
import { cookieFor, d1TimingOf, db, get, post, postMultipart } from "../integration/helpers";

/** D1's queries per Worker invocation. */
const INVOCATION_QUERY_LIMIT = 1_000;

let seed: AssociationSeed;
let cookie: string;

beforeAll(async () => {
  seed = await seedAssociation(env.DB, { scale: "association" });
  console.log(`[scale] association seeded in ${seed.elapsedMs} ms`);
  cookie = await cookieFor(seed.assignors[0]!.id);
});

/** A bulk answer: no server error, and within one invocation's queries. */
async function expectBulkAnswer(response: Response, label: string) {
  const body = await response.text();
  expect(response.status, `${label} ${response.status}: ${body.slice(0, 400)}`).toBeLessThan(500);
  const timing = d1TimingOf(response);
  console.log(`[scale] ${label}: ${response.status}, ${timing?.header}`);
  expect(timing!.queries, label).toBeLessThanOrEqual(INVOCATION_QUERY_LIMIT);
  return body;
}

describe("auto-assign at association scale", () => {
  let draftId: string;

  it("drafts a 92-day range with every level and venue chosen", async () => {
    const venues = await env.DB.prepare("SELECT name FROM venues WHERE organization_id = ? ORDER BY name")
      .bind(seed.organizationId)
      .all<{ name: string }>();
    const fields = new URLSearchParams({ intent: "create", from: addDays(seed.today, 1), to: addDays(seed.today, 92) });
    for (const level of GAME_LEVELS) fields.append("levels", level);
    for (const { name } of venues.results) fields.append("venues", name);
    const response = await post("/assignor/auto-assign", fields, { cookie });
    await expectBulkAnswer(response, "auto-assign create (92 days)");
    expect(response.status).toBe(302);
    draftId = response.headers.get("Location")!.split("/").pop()!;
    const [items] = await db
      .select({ value: count() })
      .from(schedulingDraftItems)
      .where(eq(schedulingDraftItems.draftId, draftId));
    expect(items!.value).toBeGreaterThan(1_000);
  });

  it("shows the draft", async () => {
    const response = await get(`/assignor/auto-assign/${draftId}`, { cookie });
    await expectBulkAnswer(response, "auto-assign draft page");
    expect(response.status).toBe(200);
    expect(d1TimingOf(response)!.queries).toBeLessThanOrEqual(20);
  });

  it("publishes the draft: every proposed offer sent", async () => {
    const response = await post(`/assignor/auto-assign/${draftId}`, { intent: "publish" }, { cookie });
    const body = await expectBulkAnswer(response, "auto-assign publish");
    expect(response.status, body.slice(0, 400)).toBe(200);
    const [draft] = await db.select().from(schedulingDrafts).where(eq(schedulingDrafts.id, draftId));
    expect(draft!.status).toBe("published");
    const offered = await db
      .select({ value: count() })
      .from(schedulingDraftItems)
      .innerJoin(assignments, eq(assignments.id, schedulingDraftItems.assignmentId))
      .where(and(eq(schedulingDraftItems.draftId, draftId), eq(assignments.status, "pending")));
    expect(offered[0]!.value).toBeGreaterThan(1_000);
  });

  it("undoes the publish: every offer withdrawn", async () => {
    const response = await post(`/assignor/auto-assign/${draftId}`, { intent: "undo" }, { cookie });
    const body = await expectBulkAnswer(response, "auto-assign undo");
    expect(response.status, body.slice(0, 400)).toBe(200);
    const live = await db
      .select({ value: count() })
      .from(schedulingDraftItems)
      .innerJoin(assignments, eq(assignments.id, schedulingDraftItems.assignmentId))
      .where(and(eq(schedulingDraftItems.draftId, draftId), inArray(assignments.status, ["pending", "confirmed"])));
    expect(live[0]!.value).toBe(0);
  });
});

describe("payments at association scale", () => {
  it("marks the most payments one request accepts paid", async () => {
    const pending = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.organizationId, seed.organizationId), eq(payments.status, "pending")))
      .limit(MAX_BULK_PAYMENTS);
    expect(pending).toHaveLength(MAX_BULK_PAYMENTS);
    const fields = new URLSearchParams({
      intent: "mark-paid",
      paidOn: seed.today,
      method: "bank_transfer",
      reference: "R".repeat(100),
    });
    for (const { id } of pending) fields.append("paymentIds", id);
    const response = await post("/assignor/payments", fields, { cookie });
    const body = await expectBulkAnswer(response, `mark ${MAX_BULK_PAYMENTS} paid`);
    expect(response.status, body.slice(0, 400)).toBe(200);
    const [left] = await db
      .select({ value: count() })
      .from(payments)
      .where(
        and(
          inArray(
            payments.id,
            pending.slice(0, 90).map((row) => row.id),
          ),
          eq(payments.status, "pending"),
        ),
      );
    expect(left!.value).toBe(0);
  });

  it("marks all of one referee's payments paid", async () => {
    const [owed] = (
      await env.DB.prepare(
        `SELECT referee_id AS refereeId, count(*) AS pendingCount,
                sum(amount_cents + mileage_cents + adjustment_cents) AS owedCents
           FROM payments WHERE organization_id = ? AND status = 'pending'
          GROUP BY referee_id ORDER BY count(*) DESC LIMIT 1`,
      )
        .bind(seed.organizationId)
        .all<{ refereeId: string; pendingCount: number; owedCents: number }>()
    ).results;
    const response = await post(
      "/assignor/payments",
      {
        intent: "mark-referee-paid",
        refereeId: owed!.refereeId,
        paidOn: seed.today,
        method: "check",
        reference: "C".repeat(100),
        shownCount: String(owed!.pendingCount),
        shownOwedCents: String(owed!.owedCents),
      },
      { cookie },
    );
    const body = await expectBulkAnswer(response, "mark one referee's payments paid");
    expect(response.status, body.slice(0, 400)).toBe(200);
  });
});

describe("CSV import at association scale", () => {
  it("imports a 10,000-row file in update mode over games that exist", async () => {
    const rows = await env.DB.prepare(
      `SELECT home_team, away_team, date, time, venue, level FROM games
        WHERE organization_id = ? AND date >= ? ORDER BY date, time, home_team LIMIT 10000`,
    )
      .bind(seed.organizationId, addDays(seed.today, -1))
      .all<{ home_team: string; away_team: string; date: string; time: string; venue: string; level: string }>();
    expect(rows.results).toHaveLength(10_000);
    const lines = [
      "homeTeam,awayTeam,date,time,venue,league,level,fee",
      // Every other game moves to another field and a new fee: referees on them are told.
      ...rows.results.map(
        (row, index) =>
          `${row.home_team},${row.away_team},${row.date},${row.time},${index % 2 === 0 ? "Fox Valley Field 9" : row.venue},State League,${row.level},${index % 2 === 0 ? 55 : 40}`,
      ),
    ];
    const form = new FormData();
    form.set("intent", "import");
    form.set("duplicates", "update");
    form.set("file", new File([lines.join("\n")], "season.csv", { type: "text/csv" }));
    const response = await postMultipart("/assignor/games", form, { cookie });
    const body = await expectBulkAnswer(response, "import 10,000 rows (update)");
    expect(response.status, body.slice(0, 400)).toBe(200);
    const [record] = await db.select().from(gameImports).where(eq(gameImports.organizationId, seed.organizationId));
    expect(record).toMatchObject({ status: "completed", rejectedCount: 0 });
    expect(record!.updatedCount + record!.skippedCount).toBe(10_000);

    const rejected = await get(`/assignor/games/imports/${record!.id}/rejected.csv`, { cookie });
    expect(rejected.status).toBeLessThan(500);
  });
});
