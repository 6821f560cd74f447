import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/db/factories";
import { activityLog, games, notifications, outbox, payments } from "~/db/schema";
import { autoCompleteGames, completeGame } from "~/server/game-completion.server";
import { createLeague, db, get, post } from "./helpers";

const GAME_DAY = "2026-03-14";
const AFTER_GAME = new Date("2026-03-14T22:00:00Z");
const DAYS_LATER = new Date("2026-03-16T18:00:00Z");

/** A played game with two confirmed officials and one unanswered offer. */
async function playedGame(league: Awaited<ReturnType<typeof createLeague>>, { feeCents = 5500, date = GAME_DAY } = {}) {
  const second = await createUser(db, { organizationId: league.organization.id, role: "referee", firstName: "Second" });
  const third = await createUser(db, { organizationId: league.organization.id, role: "referee", firstName: "Third" });
  const game = await createGame(db, {
    organizationId: league.organization.id,
    assignorId: league.assignor.id,
    date,
    time: "10:00",
    feeCents,
    positionType: "three_official",
    status: "confirmed",
  });
  const base = { organizationId: league.organization.id, gameId: game.id, assignedById: league.assignor.id };
  const referee = await createAssignment(db, { ...base, refereeId: league.referee.id, position: "referee", status: "confirmed" });
  const assistant = await createAssignment(db, { ...base, refereeId: second.id, position: "assistant_referee_1", status: "confirmed" });
  const unanswered = await createAssignment(db, { ...base, refereeId: third.id, position: "assistant_referee_2", status: "pending" });
  return { game, referee, assistant, unanswered, second, third };
}

async function payablesOf(gameAssignmentIds: string[]) {
  return db.select().from(payments).where(inArray(payments.assignmentId, gameAssignmentIds));
}

describe("payables", () => {
  it("completing a game creates exactly one payable per completed assignment, at the game's fee", async () => {
    const league = await createLeague();
    const { game, referee, assistant, unanswered } = await playedGame(league);
    const ids = [referee.id, assistant.id, unanswered.id];
    const input = { organizationId: league.organization.id, actorId: league.assignor.id, gameId: game.id };

    expect(await completeGame(db, { ...input, now: AFTER_GAME })).toEqual({ ok: true });
    const created = await payablesOf(ids);
    expect(created.map((row) => row.assignmentId).sort()).toEqual([referee.id, assistant.id].sort());
    expect(created.every((row) => row.amountCents === 5500 && row.status === "pending" && row.organizationId === league.organization.id)).toBe(true);
    expect(created.find((row) => row.assignmentId === referee.id)?.refereeId).toBe(league.referee.id);

    // A second completion (refused) and the cron afterwards add nothing.
    expect(await completeGame(db, { ...input, now: AFTER_GAME })).toMatchObject({ ok: false });
    await autoCompleteGames(db, DAYS_LATER);
    expect(await payablesOf(ids)).toHaveLength(2);
  });

  it("the cron's auto-completion creates them too, once across two runs", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id, date: GAME_DAY, feeCents: 4200, status: "confirmed" });
    const assignment = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    await autoCompleteGames(db, DAYS_LATER);
    await autoCompleteGames(db, new Date(DAYS_LATER.getTime() + 300_000));
    const [row, ...rest] = await payablesOf([assignment.id]);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ amountCents: 4200, status: "pending", expenseCategory: "game_fees" });
    expect((await db.select().from(games).where(eq(games.id, game.id)))[0]?.status).toBe("completed");
  });

  it("the assignor and the cron completing at the same moment still make one payable each", async () => {
    const league = await createLeague();
    const { game, referee, assistant } = await playedGame(league, { date: "2026-03-10" });
    await Promise.all([
      completeGame(db, { organizationId: league.organization.id, actorId: league.assignor.id, gameId: game.id, now: DAYS_LATER }),
      autoCompleteGames(db, DAYS_LATER),
      completeGame(db, { organizationId: league.organization.id, actorId: league.assignor.id, gameId: game.id, now: DAYS_LATER }),
    ]);
    expect(await payablesOf([referee.id, assistant.id])).toHaveLength(2);
  });

  it("Mark completed on the games page completes the game and lists what is owed on Payments", async () => {
    const league = await createLeague();
    const { game } = await playedGame(league, { date: "2026-01-10" });
    const response = await post("/assignor/games", { intent: "complete", gameId: game.id }, { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    expect((await db.select().from(games).where(eq(games.id, game.id)))[0]?.status).toBe("completed");
    const page = await (await get("/assignor/payments", { cookie: league.assignorCookie })).text();
    expect(page).toContain(`${game.homeTeam} vs ${game.awayTeam}`);
    expect(page).toContain("$110.00"); // Owed: two officials at $55.00
  });
});

async function leagueWithPayables() {
  const league = await createLeague();
  const { game, referee, assistant, second } = await playedGame(league);
  await completeGame(db, { organizationId: league.organization.id, actorId: league.assignor.id, gameId: game.id, now: AFTER_GAME });
  const rows = await payablesOf([referee.id, assistant.id]);
  const mine = rows.find((row) => row.refereeId === league.referee.id)!;
  const theirs = rows.find((row) => row.refereeId === second.id)!;
  return { league, game, mine, theirs, second };
}

describe("marking payments paid", () => {
  it("marks a selection paid in bulk with day, method and reference; tells each referee once", async () => {
    const { league, mine, theirs, second } = await leagueWithPayables();
    const body = new URLSearchParams({ intent: "mark-paid", paidOn: "2026-03-20", method: "check", reference: "Check 1042" });
    body.append("paymentIds", mine.id);
    body.append("paymentIds", theirs.id);
    const bulk = await post("/assignor/payments", body, { cookie: league.assignorCookie });
    expect(bulk.status).toBe(200);
    expect(await bulk.text()).toContain("2 payments marked paid");

    const rows = await db.select().from(payments).where(inArray(payments.id, [mine.id, theirs.id]));
    expect(rows.every((row) => row.status === "paid" && row.paidOn === "2026-03-20" && row.method === "check" && row.reference === "Check 1042" && row.paidAt)).toBe(true);

    const notices = await db.select().from(notifications).where(and(eq(notifications.type, "payment"), inArray(notifications.userId, [league.referee.id, second.id])));
    expect(notices).toHaveLength(2);
    expect(notices[0]?.message).toContain("$55.00");
    const messages = await db.select().from(outbox).where(eq(outbox.kind, "payment-recorded"));
    expect(messages.filter((row) => row.recipient === league.referee.email)).toHaveLength(1);
    const entries = await db.select().from(activityLog).where(and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "payment.paid")));
    expect(entries).toHaveLength(2);

    // The same again: already paid, nobody told twice.
    const again = await post("/assignor/payments", body, { cookie: league.assignorCookie });
    expect(await again.text()).toContain("These payments were already marked paid.");
    expect(await db.select().from(notifications).where(and(eq(notifications.type, "payment"), eq(notifications.userId, league.referee.id)))).toHaveLength(1);
  });

  it("refuses a day in the future or no selection, and keeps what was typed", async () => {
    const { league, mine } = await leagueWithPayables();
    const future = await post("/assignor/payments", { intent: "mark-paid", paymentIds: mine.id, paidOn: "2099-01-01", method: "cash", reference: "Envelope 7" }, { cookie: league.assignorCookie });
    expect(future.status).toBe(400);
    const html = await future.text();
    expect(html).toContain("The day paid cannot be in the future.");
    expect(html).toContain('value="Envelope 7"');
    const none = await post("/assignor/payments", { intent: "mark-paid", paidOn: "2026-03-20", method: "cash" }, { cookie: league.assignorCookie });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Select at least one payment.");
    expect((await db.select().from(payments).where(eq(payments.id, mine.id)))[0]?.status).toBe("pending");
  });

  it("moves a payment back to pending, and adjusts mileage and the amount with a note while pending", async () => {
    const { league, mine } = await leagueWithPayables();
    const adjust = await post(
      "/assignor/payments",
      { intent: "adjust", paymentId: mine.id, mileage: "12.40", adjustment: "-5", note: "Late arrival", expenseCategory: "mileage" },
      { cookie: league.assignorCookie },
    );
    expect(adjust.status).toBe(200);
    expect((await db.select().from(payments).where(eq(payments.id, mine.id)))[0]).toMatchObject({ mileageCents: 1240, adjustmentCents: -500, note: "Late arrival", expenseCategory: "mileage" });

    const noReason = await post("/assignor/payments", { intent: "adjust", paymentId: mine.id, mileage: "", adjustment: "10", note: "", expenseCategory: "game_fees" }, { cookie: league.assignorCookie });
    expect(noReason.status).toBe(400);

    await post("/assignor/payments", { intent: "mark-paid", paymentIds: mine.id, paidOn: "2026-03-20", method: "cash" }, { cookie: league.assignorCookie });
    const paidChange = await post("/assignor/payments", { intent: "adjust", paymentId: mine.id, mileage: "20", adjustment: "-5", note: "Late arrival", expenseCategory: "mileage" }, { cookie: league.assignorCookie });
    expect(paidChange.status).toBe(409);

    const undo = await post("/assignor/payments", { intent: "unpay", paymentId: mine.id }, { cookie: league.assignorCookie });
    expect(undo.status).toBe(200);
    expect((await db.select().from(payments).where(eq(payments.id, mine.id)))[0]).toMatchObject({ status: "pending", paidAt: null, paidOn: null, method: null });
  });

  it("exports the payout per referee and every line, with the organization's currency", async () => {
    const { league } = await leagueWithPayables();
    const totals = await get("/assignor/payments/export?format=totals&status=pending", { cookie: league.assignorCookie });
    expect(totals.headers.get("Content-Type")).toContain("text/csv");
    const csv = await totals.text();
    expect(csv.split("\r\n")[0]).toBe("Referee,Email,Pending payments,Owed (USD),Paid (USD),Last paid");
    expect(csv).toContain(`${league.referee.firstName} ${league.referee.lastName},${league.referee.email},1,55.00,0.00,`);
    const lines = await (await get("/assignor/payments/export?format=lines", { cookie: league.assignorCookie })).text();
    expect(lines.trim().split("\r\n")).toHaveLength(3);
  });
});

describe("money stays in its organization and role", () => {
  it("another organization's assignor can neither see nor pay these payables; a referee cannot open Payments", async () => {
    const { league, mine } = await leagueWithPayables();
    const rival = await createLeague();
    const page = await (await get("/assignor/payments", { cookie: rival.assignorCookie })).text();
    expect(page).not.toContain(league.referee.email);
    expect(page).toContain("No Payments Found");
    const pay = await post("/assignor/payments", { intent: "mark-paid", paymentIds: mine.id, paidOn: "2026-03-20", method: "cash" }, { cookie: rival.assignorCookie });
    expect(pay.status).toBe(404);
    const undo = await post("/assignor/payments", { intent: "unpay", paymentId: mine.id }, { cookie: rival.assignorCookie });
    expect(undo.status).toBe(404);
    const adjust = await post("/assignor/payments", { intent: "adjust", paymentId: mine.id, mileage: "1", adjustment: "", note: "", expenseCategory: "other" }, { cookie: rival.assignorCookie });
    expect(adjust.status).toBe(404);
    expect((await db.select().from(payments).where(eq(payments.id, mine.id)))[0]).toMatchObject({ status: "pending", mileageCents: 0 });
    const csv = await (await get("/assignor/payments/export?format=lines", { cookie: rival.assignorCookie })).text();
    expect(csv).not.toContain(league.referee.email);

    expect((await get("/assignor/payments", { cookie: league.refereeCookie })).status).toBe(403);
    expect((await post("/assignor/payments", { intent: "unpay", paymentId: mine.id }, { cookie: league.refereeCookie })).status).toBe(403);
  });

  it("a referee's earnings show only their own payables, with mileage and adjustments counted", async () => {
    const { league, mine } = await leagueWithPayables();
    await db.update(payments).set({ mileageCents: 1000, adjustmentCents: -250 }).where(eq(payments.id, mine.id));
    const csv = await (await get("/referee/earnings/export", { cookie: league.refereeCookie })).text();
    expect(csv).toContain("62.50"); // 55.00 + 10.00 − 2.50
    expect(csv.trim().split("\r\n")).toHaveLength(2);
  });
});
