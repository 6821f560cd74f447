/**
 * A held payable (a reported no-show, issue 22) is its own status wherever a payable appears (issue 32):
 * the Payments page and its filter, both payout CSVs, the referee's Earnings CSV, and the accounting totals
 * (held is neither paid, so not in the 1099 figures, nor owed).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { payments } from "~/db/schema";
import { loadProAccounting, loadYearSummaries } from "~/server/accounting.server";
import { completeGame } from "~/server/game-completion.server";
import { cookieFor, createLeague, db, get, visibleText } from "./helpers";

let league: Awaited<ReturnType<typeof createLeague>>;
const NO_SHOW = { firstName: "Nadia", lastName: "Absent" };
const OWED = { firstName: "Olga", lastName: "Present" };
let noShowId: string;
let owedId: string;

/** The CSV's rows as cells, header first (no cell here holds a comma). */
function rowsOf(csv: string) {
  return csv
    .trim()
    .split("\r\n")
    .map((row) => row.split(","));
}

beforeAll(async () => {
  league = await createLeague("Held League");
  const organizationId = league.organization.id;
  const noShow = await createUser(db, { organizationId, role: "referee", ...NO_SHOW });
  const owed = await createUser(db, { organizationId, role: "referee", ...OWED });
  noShowId = noShow.id;
  owedId = owed.id;
  const game = await createGame(db, {
    organizationId,
    assignorId: league.assignor.id,
    date: "2026-03-14",
    time: "10:00",
    feeCents: 5500,
    positionType: "three_official",
    status: "confirmed",
  });
  for (const [refereeId, position] of [
    [noShow.id, "referee"],
    [owed.id, "assistant_referee_1"],
  ] as const) {
    await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId,
      position,
      status: "confirmed",
      assignedById: league.assignor.id,
    });
  }
  await completeGame(db, {
    organizationId,
    actorId: league.assignor.id,
    gameId: game.id,
    now: new Date("2026-03-14T22:00:00Z"),
  });
  // What the game report's no-show does to the payable (`game-reports.server.ts`).
  await db
    .update(payments)
    .set({ heldAt: new Date("2026-03-15T09:00:00Z"), holdReason: "no_show" })
    .where(eq(payments.refereeId, noShow.id));
});

describe("a held payable", () => {
  it("is 'held' in the line-by-line payout CSV, and only under the Held filter", async () => {
    const cookie = league.assignorCookie;
    const all = rowsOf(await (await get("/assignor/payments/export?format=lines", { cookie })).text());
    const status = all[0]!.indexOf("Status");
    expect(all.find((row) => row[0] === "Nadia Absent")![status]).toBe("held");
    expect(all.find((row) => row[0] === "Olga Present")![status]).toBe("pending");

    const pending = await (await get("/assignor/payments/export?format=lines&status=pending", { cookie })).text();
    expect(pending).toContain("Olga Present");
    expect(pending).not.toContain("Nadia Absent");
    const held = await (await get("/assignor/payments/export?format=lines&status=held", { cookie })).text();
    expect(held).toContain("Nadia Absent");
    expect(held).not.toContain("Olga Present");
  });

  it("counts as held, not pending or owed, in the payout per referee", async () => {
    const rows = rowsOf(
      await (await get("/assignor/payments/export?format=totals", { cookie: league.assignorCookie })).text(),
    );
    expect(rows.find((row) => row[0] === "Nadia Absent")!.slice(2, 6)).toEqual(["0", "0.00", "55.00", "0.00"]);
    expect(rows.find((row) => row[0] === "Olga Present")!.slice(2, 6)).toEqual(["1", "55.00", "0.00", "0.00"]);
  });

  it("is listed under Held on the Payments page, not under Pending", async () => {
    const cookie = league.assignorCookie;
    const pending = visibleText(await (await get("/assignor/payments?status=pending", { cookie })).text());
    expect(pending).toContain("Olga Present");
    expect(pending).not.toContain("Nadia Absent");
    const held = await (await get("/assignor/payments?status=held", { cookie })).text();
    expect(visibleText(held)).toContain("Nadia Absent");
    expect(visibleText(held)).not.toContain("Olga Present");
    expect(held).toMatch(/<option value="held" selected="">Held<\/option>/);
  });

  it("is 'held' in the referee's Earnings CSV, and not among their pending ones", async () => {
    const cookie = await cookieFor(noShowId);
    const rows = rowsOf(await (await get("/referee/earnings/export", { cookie })).text());
    expect(rows[1]!.at(-1)).toBe("held");
    const pending = rowsOf(await (await get("/referee/earnings/export?status=pending", { cookie })).text());
    expect(pending).toHaveLength(1);
    const theirs = rowsOf(await (await get("/referee/earnings/export", { cookie: await cookieFor(owedId) })).text());
    expect(theirs[1]!.at(-1)).toBe("pending");
  });

  it("is neither paid (the 1099 figures) nor owed in the accounting totals", async () => {
    const { summaries } = await loadYearSummaries(db, league.organization.id, 2026);
    expect(summaries.find((row) => row.refereeId === noShowId)?.paidCents ?? 0).toBe(0);
    const { report } = await loadProAccounting(db, {
      organizationId: league.organization.id,
      timeZone: league.organization.timeZone,
      year: 2026,
    });
    // Only the other referee's 55.00 is owed.
    expect(report.byMonth.reduce((sum, row) => sum + row.owedCents, 0)).toBe(5500);
    expect(report.byMonth.reduce((sum, row) => sum + row.paidCents, 0)).toBe(0);
  });
});
