import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_ASSIGNOR_EMAIL,
  DEMO_PASSWORD,
  DEMO_REFEREE_EMAIL,
  seedDemoLeague,
  type DemoLeagueSummary,
} from "~/db/demo-league";
import { assignments, games, memberships, passwords, payments, users } from "~/db/schema";
import { ASSIGNMENT_STATUSES, GAME_STATUSES, type GameStatus, type PositionType } from "~/domain/constants";
import { addDays, todayIn } from "~/domain/dates";
import { deriveGameStatus } from "~/domain/game-status";
import { createDatabase } from "~/server/db.server";
import { verifyPassword } from "~/server/password.server";

const db = createDatabase(env.DB);
const now = new Date("2026-11-22T18:00:00Z");
let summary: DemoLeagueSummary;

beforeAll(async () => {
  summary = await seedDemoLeague(db, { now });
});

describe("the demo league", () => {
  it("has one organization in Los Angeles time with about 40 referees and 120 games", async () => {
    const organization = await db.query.organizations.findFirst();
    expect(organization?.name).toBe("Bay Area Youth Soccer League");
    expect(organization?.timeZone).toBe("America/Los_Angeles");
    expect(summary.referees).toBe(40);
    expect(summary.games).toBeGreaterThanOrEqual(100);
    expect(summary.games).toBeLessThanOrEqual(140);
  });

  it("spans two months back and two months ahead with every game and assignment status", async () => {
    const rows = await db.select().from(games);
    const today = todayIn("America/Los_Angeles", now);
    const dates = rows.map((game) => game.date).sort();
    expect(dates[0]! <= addDays(today, -50)).toBe(true);
    expect(dates.at(-1)! >= addDays(today, 50)).toBe(true);
    expect(new Set(rows.map((game) => game.status))).toEqual(new Set(GAME_STATUSES));

    const assignmentRows = await db.select().from(assignments);
    const seen = new Set(assignmentRows.map((row) => row.status));
    for (const status of ["pending", "confirmed", "declined", "completed"] as const) {
      expect(seen.has(status)).toBe(true);
    }
    expect([...seen].every((status) => (ASSIGNMENT_STATUSES as readonly string[]).includes(status))).toBe(true);
  });

  it("keeps every scheduled game's status true to its assignments", async () => {
    const rows = await db.select().from(games);
    const assignmentRows = await db.select().from(assignments);
    for (const game of rows) {
      const own = assignmentRows.filter((row) => row.gameId === game.id);
      expect(deriveGameStatus(game.status as GameStatus, game.positionType as PositionType, own)).toBe(game.status);
    }
  });

  it("lets both demo accounts sign in with the documented password and the right role", async () => {
    for (const [email, role] of [
      [DEMO_ASSIGNOR_EMAIL, "assignor"],
      [DEMO_REFEREE_EMAIL, "referee"],
    ] as const) {
      const user = await db.query.users.findFirst({ where: eq(users.email, email) });
      expect(user?.role).toBe(role);
      const membership = await db.query.memberships.findFirst({ where: eq(memberships.userId, user!.id) });
      expect(membership?.role).toBe(role);
      const password = await db.query.passwords.findFirst({ where: eq(passwords.userId, user!.id) });
      expect(await verifyPassword(DEMO_PASSWORD, password!.hash)).toBe(true);
      expect(await verifyPassword("wrong-password", password!.hash)).toBe(false);
    }
  });

  it("gives the demo referee games in every state and a payment for each completed game", async () => {
    const own = await db.select().from(assignments).where(eq(assignments.refereeId, summary.refereeId));
    const statuses = own.map((row) => row.status);
    expect(statuses.filter((status) => status === "completed").length).toBeGreaterThanOrEqual(10);
    expect(statuses).toContain("confirmed");
    expect(statuses).toContain("pending");
    expect(statuses).toContain("declined");

    const paid = await db.select().from(payments).where(eq(payments.refereeId, summary.refereeId));
    expect(paid.length).toBe(statuses.filter((status) => status === "completed").length);
    expect(new Set(paid.map((payment) => payment.status))).toEqual(new Set(["paid", "pending"]));
  });
});
