import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_REFEREE_UNPAID_GAMES, seedDemoLeague, type DemoLeagueSummary } from "~/demo/demo-league";
import { assignments, games, payments } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { createDatabase } from "~/server/db.server";

// The demo is laid out relative to the day it is seeded. On this day (a month end, late evening in Los Angeles)
// the demo referee's completed games used to fall more than 14 days back, all paid: Earnings showed nothing owed
// and a no-show reported by the partner held nothing (issue 31).
const db = createDatabase(env.DB);
const now = new Date("2027-07-31T03:00:00Z");
let summary: DemoLeagueSummary;

beforeAll(async () => {
  summary = await seedDemoLeague(db, { now });
});

/** The demo referee's completed games: each one's date and the referee's own payable's status. */
function completedGamesOfDemoReferee() {
  return db
    .select({ gameId: assignments.gameId, date: games.date, paymentStatus: payments.status })
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .innerJoin(payments, eq(payments.assignmentId, assignments.id))
    .where(and(eq(assignments.refereeId, summary.refereeId), eq(assignments.status, "completed")));
}

describe("the demo referee's money, whichever day the demo is seeded", () => {
  it("has completed games of the last 14 days still unpaid, and older ones paid", async () => {
    const today = todayIn("America/Los_Angeles", now);
    const rows = await completedGamesOfDemoReferee();
    const recent = rows.filter((row) => row.date >= addDays(today, -14));
    expect(recent.length).toBeGreaterThanOrEqual(DEMO_REFEREE_UNPAID_GAMES);
    expect(recent.every((row) => row.paymentStatus === "pending")).toBe(true);
    expect(rows.some((row) => row.paymentStatus === "paid")).toBe(true);
  });

  it("has a recent game with partners still owed, for a no-show the referee reports to hold", async () => {
    const today = todayIn("America/Los_Angeles", now);
    const own = await completedGamesOfDemoReferee();
    const owedPartners = await db
      .select({ gameId: assignments.gameId, refereeId: payments.refereeId })
      .from(payments)
      .innerJoin(assignments, eq(assignments.id, payments.assignmentId))
      .where(and(eq(payments.organizationId, summary.organizationId), eq(payments.status, "pending")));
    const recentWithOwedPartner = own.filter(
      (game) =>
        game.date >= addDays(today, -14) &&
        owedPartners.some((row) => row.gameId === game.gameId && row.refereeId !== summary.refereeId),
    );
    expect(recentWithOwedPartner.length).toBeGreaterThanOrEqual(1);
  });

  it("holds the payable of the demo's reported no-show, which is a game still unpaid", async () => {
    const held = await db
      .select({ date: games.date, status: payments.status })
      .from(payments)
      .innerJoin(assignments, eq(assignments.id, payments.assignmentId))
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(and(eq(payments.organizationId, summary.organizationId), eq(payments.holdReason, "no_show")));
    expect(held).toHaveLength(1);
    expect(held[0]!.status).toBe("pending");
    expect(held[0]!.date >= addDays(todayIn("America/Los_Angeles", now), -14)).toBe(true);
  });
});
