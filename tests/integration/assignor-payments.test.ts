import { env } from "cloudflare:test";
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  buildGame,
  buildUser,
  createAssignment,
  createGame,
  createUser,
  createUserSettings,
  insertMany,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import { activityLog, assignments, games, memberships, notifications, outbox, payments, users } from "~/db/schema";
import { autoCompleteGames, completeGame, createMissingPayables } from "~/server/game-completion.server";
import { runScheduledJobs, scheduledJobs } from "~/server/jobs.server";
import { markPaymentsPaid } from "~/server/payments.server";
import { createLeague, db, expectRoundTrips, get, post } from "./helpers";

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
  const referee = await createAssignment(db, {
    ...base,
    refereeId: league.referee.id,
    position: "referee",
    status: "confirmed",
  });
  const assistant = await createAssignment(db, {
    ...base,
    refereeId: second.id,
    position: "assistant_referee_1",
    status: "confirmed",
  });
  const unanswered = await createAssignment(db, {
    ...base,
    refereeId: third.id,
    position: "assistant_referee_2",
    status: "pending",
  });
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
    expect(
      created.every(
        (row) => row.amountCents === 5500 && row.status === "pending" && row.organizationId === league.organization.id,
      ),
    ).toBe(true);
    expect(created.find((row) => row.assignmentId === referee.id)?.refereeId).toBe(league.referee.id);

    // A second completion (refused) and the cron afterwards add nothing.
    expect(await completeGame(db, { ...input, now: AFTER_GAME })).toMatchObject({ ok: false });
    await autoCompleteGames(db, DAYS_LATER);
    expect(await payablesOf(ids)).toHaveLength(2);
  });

  it("the cron's auto-completion creates them too, once across two runs", async () => {
    const league = await createLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: GAME_DAY,
      feeCents: 4200,
      status: "confirmed",
    });
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
      completeGame(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        gameId: game.id,
        now: DAYS_LATER,
      }),
      autoCompleteGames(db, DAYS_LATER),
      completeGame(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        gameId: game.id,
        now: DAYS_LATER,
      }),
    ]);
    expect(await payablesOf([referee.id, assistant.id])).toHaveLength(2);
  });

  it("Mark completed on the games page completes the game and lists what is owed on Payments", async () => {
    const league = await createLeague();
    const { game } = await playedGame(league, { date: "2026-01-10" });
    const response = await post(
      "/assignor/games",
      { intent: "complete", gameId: game.id },
      { cookie: league.assignorCookie },
    );
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
  await completeGame(db, {
    organizationId: league.organization.id,
    actorId: league.assignor.id,
    gameId: game.id,
    now: AFTER_GAME,
  });
  const rows = await payablesOf([referee.id, assistant.id]);
  const mine = rows.find((row) => row.refereeId === league.referee.id)!;
  const theirs = rows.find((row) => row.refereeId === second.id)!;
  return { league, game, mine, theirs, second };
}

describe("marking payments paid", () => {
  it("marks a selection paid in bulk with day, method and reference; tells each referee once", async () => {
    const { league, mine, theirs, second } = await leagueWithPayables();
    const body = new URLSearchParams({
      intent: "mark-paid",
      paidOn: "2026-03-20",
      method: "check",
      reference: "Check 1042",
    });
    body.append("paymentIds", mine.id);
    body.append("paymentIds", theirs.id);
    const bulk = await post("/assignor/payments", body, { cookie: league.assignorCookie });
    expect(bulk.status).toBe(200);
    expect(await bulk.text()).toContain("2 payments marked paid");

    const rows = await db
      .select()
      .from(payments)
      .where(inArray(payments.id, [mine.id, theirs.id]));
    expect(
      rows.every(
        (row) =>
          row.status === "paid" &&
          row.paidOn === "2026-03-20" &&
          row.method === "check" &&
          row.reference === "Check 1042" &&
          row.paidAt,
      ),
    ).toBe(true);

    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "payment"), inArray(notifications.userId, [league.referee.id, second.id])));
    expect(notices).toHaveLength(2);
    expect(notices[0]?.message).toContain("$55.00");
    const messages = await db.select().from(outbox).where(eq(outbox.kind, "payment-recorded"));
    expect(messages.filter((row) => row.recipient === league.referee.email)).toHaveLength(1);
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "payment.paid")));
    expect(entries).toHaveLength(2);

    // The same again: already paid, nobody told twice.
    const again = await post("/assignor/payments", body, { cookie: league.assignorCookie });
    expect(await again.text()).toContain("These payments were already marked paid.");
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, "payment"), eq(notifications.userId, league.referee.id))),
    ).toHaveLength(1);
  });

  it("tells a referee once about what one action paid, also when another assignor paid one of them a moment earlier", async () => {
    const { league, heavy } = await bigSeason({ pending: 3, paid: 0 });
    const owed = await db
      .select()
      .from(payments)
      .where(and(eq(payments.refereeId, heavy.id), eq(payments.status, "pending")));
    expect(owed).toHaveLength(3);
    // Someone else pays the first one after this action read them, before its batch runs.
    let other: Promise<unknown> | undefined;
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === "batch") {
          return async (statements: Parameters<typeof db.batch>[0]) => {
            other ??= db
              .update(payments)
              .set({ status: "paid", paidAt: new Date("2026-03-01T12:00:00Z"), paidOn: "2026-03-01", method: "cash" })
              .where(eq(payments.id, owed[0]!.id))
              .then(() => undefined);
            await other;
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await markPaymentsPaid(racing, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { paymentIds: owed.map((row) => row.id), paidOn: "2026-03-02", method: "check", reference: "Check 77" },
      now: new Date("2026-03-02T12:00:00Z"),
    });
    expect(result).toEqual({ ok: true, paid: 2, alreadyPaid: 1 });
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "payment"), eq(notifications.userId, heavy.id)));
    expect(notices.map((notice) => notice.message)).toEqual([
      "2 payments, $110.00 in all, were paid: check, 2026-03-02.",
    ]);
    const emails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "payment-recorded"), eq(outbox.recipient, heavy.email)));
    expect(emails.map((email) => email.subject)).toEqual(["2 payments recorded: $110.00"]);
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "payment.paid")));
    expect(entries.map((entry) => entry.subjectId).sort()).toEqual([owed[1]!.id, owed[2]!.id].sort());
  });

  it("refuses a day in the future or no selection, and keeps what was typed", async () => {
    const { league, mine } = await leagueWithPayables();
    const future = await post(
      "/assignor/payments",
      { intent: "mark-paid", paymentIds: mine.id, paidOn: "2099-01-01", method: "cash", reference: "Envelope 7" },
      { cookie: league.assignorCookie },
    );
    expect(future.status).toBe(400);
    const html = await future.text();
    expect(html).toContain("The day paid cannot be in the future.");
    expect(html).toContain('value="Envelope 7"');
    const none = await post(
      "/assignor/payments",
      { intent: "mark-paid", paidOn: "2026-03-20", method: "cash" },
      { cookie: league.assignorCookie },
    );
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Select at least one payment.");
    expect((await db.select().from(payments).where(eq(payments.id, mine.id)))[0]?.status).toBe("pending");
  });

  it("moves a payment back to pending, and adjusts mileage and the amount with a note while pending", async () => {
    const { league, mine } = await leagueWithPayables();
    const adjust = await post(
      "/assignor/payments",
      {
        intent: "adjust",
        paymentId: mine.id,
        mileage: "12.40",
        adjustment: "-5",
        note: "Late arrival",
        expenseCategory: "mileage",
      },
      { cookie: league.assignorCookie },
    );
    expect(adjust.status).toBe(200);
    expect((await db.select().from(payments).where(eq(payments.id, mine.id)))[0]).toMatchObject({
      mileageCents: 1240,
      adjustmentCents: -500,
      note: "Late arrival",
      expenseCategory: "mileage",
    });

    const noReason = await post(
      "/assignor/payments",
      { intent: "adjust", paymentId: mine.id, mileage: "", adjustment: "10", note: "", expenseCategory: "game_fees" },
      { cookie: league.assignorCookie },
    );
    expect(noReason.status).toBe(400);

    await post(
      "/assignor/payments",
      { intent: "mark-paid", paymentIds: mine.id, paidOn: "2026-03-20", method: "cash" },
      { cookie: league.assignorCookie },
    );
    const paidChange = await post(
      "/assignor/payments",
      {
        intent: "adjust",
        paymentId: mine.id,
        mileage: "20",
        adjustment: "-5",
        note: "Late arrival",
        expenseCategory: "mileage",
      },
      { cookie: league.assignorCookie },
    );
    expect(paidChange.status).toBe(409);

    const undo = await post(
      "/assignor/payments",
      { intent: "unpay", paymentId: mine.id },
      { cookie: league.assignorCookie },
    );
    expect(undo.status).toBe(200);
    expect((await db.select().from(payments).where(eq(payments.id, mine.id)))[0]).toMatchObject({
      status: "pending",
      paidAt: null,
      paidOn: null,
      method: null,
    });
  });

  it("exports the payout per referee and every line, with the organization's currency", async () => {
    const { league } = await leagueWithPayables();
    const totals = await get("/assignor/payments/export?format=totals&status=pending", {
      cookie: league.assignorCookie,
    });
    expect(totals.headers.get("Content-Type")).toContain("text/csv");
    const csv = await totals.text();
    expect(csv.split("\r\n")[0]).toBe("Referee,Email,Pending payments,Owed (USD),Held (USD),Paid (USD),Last paid");
    expect(csv).toContain(
      `${league.referee.firstName} ${league.referee.lastName},${league.referee.email},1,55.00,0.00,0.00,`,
    );
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
    const pay = await post(
      "/assignor/payments",
      { intent: "mark-paid", paymentIds: mine.id, paidOn: "2026-03-20", method: "cash" },
      { cookie: rival.assignorCookie },
    );
    expect(pay.status).toBe(404);
    const undo = await post(
      "/assignor/payments",
      { intent: "unpay", paymentId: mine.id },
      { cookie: rival.assignorCookie },
    );
    expect(undo.status).toBe(404);
    const adjust = await post(
      "/assignor/payments",
      { intent: "adjust", paymentId: mine.id, mileage: "1", adjustment: "", note: "", expenseCategory: "other" },
      { cookie: rival.assignorCookie },
    );
    expect(adjust.status).toBe(404);
    expect((await db.select().from(payments).where(eq(payments.id, mine.id)))[0]).toMatchObject({
      status: "pending",
      mileageCents: 0,
    });
    const csv = await (await get("/assignor/payments/export?format=lines", { cookie: rival.assignorCookie })).text();
    expect(csv).not.toContain(league.referee.email);

    expect((await get("/assignor/payments", { cookie: league.refereeCookie })).status).toBe(403);
    expect(
      (await post("/assignor/payments", { intent: "unpay", paymentId: mine.id }, { cookie: league.refereeCookie }))
        .status,
    ).toBe(403);
  });

  it("a referee's earnings show only their own payables, with mileage and adjustments counted", async () => {
    const { league, mine } = await leagueWithPayables();
    await db.update(payments).set({ mileageCents: 1000, adjustmentCents: -250 }).where(eq(payments.id, mine.id));
    const csv = await (await get("/referee/earnings/export", { cookie: league.refereeCookie })).text();
    expect(csv).toContain("62.50,10.00,"); // 55.00 + 10.00 − 2.50, of which 10.00 mileage
    expect(csv.trim().split("\r\n")).toHaveLength(2);
  });
});

/** The table row (`<tr>…</tr>`) of the page that mentions `text`. */
function rowOf(html: string, text: string): string {
  const at = html.indexOf(text);
  expect(at, `${text} is on the page`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

/** Two days ago, in the past in every time zone: a day paid the form accepts. */
const RECENTLY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

/** The day `index` days after 2025-01-01. */
function dayAfterNewYear2025(index: number): string {
  return new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10);
}

/**
 * A season past one page and past the old 500-line cap: `heavy` worked `pending` games still owed at
 * $55.00 and `paid` more already paid; `light` has ten games at $40.00, four of them paid.
 */
async function bigSeason({ pending, paid }: { pending: number; paid: number }) {
  const league = await createLeague();
  const organizationId = league.organization.id;
  const heavy = league.referee;
  const light = await createUser(db, { organizationId, role: "referee", firstName: "Light", lastName: "Load" });
  const gameRows: ReturnType<typeof buildGame>[] = [];
  const assignmentRows: (typeof assignments.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const work = (refereeId: string, index: number, feeCents: number, isPaid: boolean) => {
    const game = buildGame({
      organizationId,
      date: dayAfterNewYear2025(index),
      feeCents,
      status: "completed",
      venue: `Season Field ${index % 7}`,
    });
    const assignmentId = newId();
    gameRows.push(game);
    assignmentRows.push({
      id: assignmentId,
      organizationId,
      gameId: game.id,
      refereeId,
      position: "referee",
      status: "completed",
    });
    paymentRows.push({
      id: newId(),
      organizationId,
      refereeId,
      assignmentId,
      amountCents: feeCents,
      description: `${game.homeTeam} vs ${game.awayTeam} (${game.date})`,
      expenseCategory: "game_fees",
      ...(isPaid
        ? { status: "paid", paidAt: new Date(`${game.date}T20:00:00Z`), paidOn: game.date, method: "check" }
        : {}),
    });
  };
  for (let index = 0; index < pending + paid; index += 1) work(heavy.id, index, 5500, index >= pending);
  for (let index = 0; index < 10; index += 1) work(light.id, index, 4000, index < 4);
  await insertMany(db, games, gameRows);
  await insertMany(db, assignments, assignmentRows);
  await insertMany(db, payments, paymentRows);
  return { league, heavy, light };
}

async function pendingOf(refereeId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(payments)
    .where(and(eq(payments.refereeId, refereeId), eq(payments.status, "pending")));
  return row?.count ?? 0;
}

describe("a season longer than one page (issue 11 audit)", () => {
  it("totals each referee over every matching payable, pages the by-game list, and pays all of a referee's on the server", async () => {
    const { league, heavy, light } = await bigSeason({ pending: 540, paid: 6 });
    const heavyName = `${heavy.firstName} ${heavy.lastName}`;
    const cookie = league.assignorCookie;

    // By referee: 540 pending at $55.00 = $29,700.00; 6 paid = $330.00. Nothing is cut at 500.
    const byReferee = await (await get("/assignor/payments?view=referees", { cookie })).text();
    const heavyRow = rowOf(byReferee, heavyName);
    expect(heavyRow).toMatch(/>540<\/td>/);
    expect(heavyRow).toContain("$29,700.00");
    expect(heavyRow).toContain("$330.00");
    expect(heavyRow).toContain(`Mark all paid: ${heavyName}, 540 payments`);
    const lightRow = rowOf(byReferee, "Light Load");
    expect(lightRow).toMatch(/>6<\/td>/);
    expect(lightRow).toContain("$240.00");
    // The payout CSV has the same sums.
    const payout = await (await get("/assignor/payments/export?format=totals", { cookie })).text();
    expect(payout).toContain(`${heavyName},${heavy.email},540,29700.00,0.00,330.00,`);

    // By game: 556 in all, a page of 100 at a time, with the true count and the last page reachable.
    const firstPage = await (await get("/assignor/payments", { cookie })).text();
    expect(firstPage).toContain("556 payments found; showing 1–100, 100 a page.");
    expect(firstPage).toMatch(/Page (<!-- -->)?1(<!-- -->)? of (<!-- -->)?6/);
    expect(firstPage.match(/name="paymentIds"/g)?.length ?? 0).toBeLessThanOrEqual(100);
    const lastPage = await (await get("/assignor/payments?page=6", { cookie })).text();
    expect(lastPage).toContain("556 payments found; showing 501–556, 100 a page.");
    // Past the end shows the last page rather than nothing.
    expect(await (await get("/assignor/payments?page=60", { cookie })).text()).toContain("showing 501–556");

    // The dialog showed an out-of-date total: nothing is paid, and the answer says what is owed now.
    const payHeavy = (fields: Record<string, string>) =>
      post(
        "/assignor/payments",
        {
          intent: "mark-referee-paid",
          refereeId: heavy.id,
          paidOn: RECENTLY,
          method: "bank_transfer",
          reference: "Season payout",
          ...fields,
        },
        { cookie },
      );
    const stale = await payHeavy({ shownCount: "539", shownOwedCents: "2964500" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(
      `${heavyName}&#x27;s payments changed since this page loaded: 540 pending payments, $29,700.00 now. Nothing was marked paid`,
    );
    expect(await pendingOf(heavy.id)).toBe(540);

    // Under a filter, "all of theirs" is all of theirs that match: the first 30 game days.
    const to = dayAfterNewYear2025(29);
    const filtered = await (await get(`/assignor/payments?view=referees&from=2025-01-01&to=${to}`, { cookie })).text();
    expect(rowOf(filtered, heavyName)).toContain("$1,650.00");
    const someDays = await payHeavy({ from: "2025-01-01", to, shownCount: "30", shownOwedCents: "165000" });
    expect(someDays.status).toBe(200);
    expect(await someDays.text()).toContain("30 payments marked paid");
    expect(await pendingOf(heavy.id)).toBe(510);
    // Told once about the thirty, not thirty times.
    const heavyNotices = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, "payment"), eq(notifications.userId, heavy.id)));
    const thirty = await heavyNotices();
    expect(thirty.map((notice) => notice.message)).toEqual([
      `30 payments, $1,650.00 in all, were paid: bank transfer, ${RECENTLY}.`,
    ]);
    const emails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "payment-recorded"), eq(outbox.recipient, heavy.email)));
    expect(emails.map((email) => email.subject)).toEqual(["30 payments recorded: $1,650.00"]);

    // Then the rest, none of which was on the first page of the by-game list.
    const rest = await payHeavy({ shownCount: "510", shownOwedCents: String(510 * 5500) });
    expect(rest.status).toBe(200);
    expect(await rest.text()).toContain("510 payments marked paid");
    expect(await pendingOf(heavy.id)).toBe(0);
    // One notice per forty payments of a batch: the referee reads a handful of notices, not 510.
    expect(await heavyNotices()).toHaveLength(1 + Math.ceil(510 / 40));
    expect(await pendingOf(light.id)).toBe(6);
    const [paidRows] = await db
      .select({ count: count() })
      .from(payments)
      .where(
        and(eq(payments.refereeId, heavy.id), eq(payments.reference, "Season payout"), eq(payments.paidOn, RECENTLY)),
      );
    expect(paidRows?.count).toBe(540);
    const [entries] = await db
      .select({ count: count() })
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "payment.paid")));
    expect(entries?.count).toBe(540);

    // Nothing left: a second click says so and pays nothing.
    const again = await payHeavy({ shownCount: "510", shownOwedCents: String(510 * 5500) });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Nothing of theirs is pending any more");
  });

  it("never pays another organization's referee, whatever referee id is posted", async () => {
    const { heavy } = await bigSeason({ pending: 3, paid: 0 });
    const rival = await createLeague();
    const response = await post(
      "/assignor/payments",
      {
        intent: "mark-referee-paid",
        refereeId: heavy.id,
        paidOn: RECENTLY,
        method: "cash",
        shownCount: "3",
        shownOwedCents: "16500",
      },
      { cookie: rival.assignorCookie },
    );
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(heavy.lastName);
    expect(await pendingOf(heavy.id)).toBe(3);
  });

  it("writes amounts the way the assignor's currency choice reads, in the organization's currency", async () => {
    const { league } = await bigSeason({ pending: 2, paid: 0 });
    await createUserSettings(db, { userId: league.assignor.id, currency: "GBP" });
    const page = await (await get("/assignor/payments?view=referees", { cookie: league.assignorCookie })).text();
    // The organization's dollars, as a British reader writes them: never converted to pounds.
    expect(page).toContain("US$110.00");
    // No amount in pounds (the Settings currency picker's option names do carry the sign).
    expect(page).not.toMatch(/£\s?\d|\d\s?£/);
  });
});

describe("the activity log of payables", () => {
  it("records the payables a completion created, once, with how many", async () => {
    const league = await createLeague();
    const { game } = await playedGame(league);
    await completeGame(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      gameId: game.id,
      now: AFTER_GAME,
    });
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, game.id), eq(activityLog.action, "payables.created")));
    expect(entries).toMatchObject([
      {
        actorId: league.assignor.id,
        subjectType: "game",
        summary: `2 payables created for ${game.homeTeam} vs ${game.awayTeam} on ${GAME_DAY}`,
        details: { count: 2 },
      },
    ]);
    // The cron afterwards creates nothing and so records nothing.
    await autoCompleteGames(db, DAYS_LATER);
    await createMissingPayables(db, DAYS_LATER);
    expect(
      await db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.subjectId, game.id), eq(activityLog.action, "payables.created"))),
    ).toHaveLength(1);
  });

  it("counts only what each of two simultaneous completions really created", async () => {
    const league = await createLeague();
    const { game } = await playedGame(league, { date: "2026-03-10" });
    const input = {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      gameId: game.id,
      now: DAYS_LATER,
    };
    await Promise.all([completeGame(db, input), autoCompleteGames(db, DAYS_LATER), completeGame(db, input)]);
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, game.id), eq(activityLog.action, "payables.created")));
    expect(entries.reduce((sum, entry) => sum + Number((entry.details as { count: number }).count), 0)).toBe(2);
    expect(entries).toHaveLength(1);
  });
});

describe("payables missing for games completed before they existed", () => {
  /** A game completed before migration 0007: completed assignments, no payable. */
  async function completedLongAgo(league: Awaited<ReturnType<typeof createLeague>>, feeCents: number) {
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2025-10-04",
      feeCents,
      status: "completed",
    });
    const assignment = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "completed",
    });
    return { game, assignment };
  }

  it("the cron creates them at the game's fee, once across runs, and the assignor can then pay them", async () => {
    const league = await createLeague();
    const old = await completedLongAgo(league, 4500);
    const older = await completedLongAgo(league, 3000);
    // Already has its payable: untouched.
    const { league: paidLeague, mine } = await leagueWithPayables();
    const job = scheduledJobs.find((candidate) => candidate.name === "create-missing-payables");
    expect(job).toBeDefined();

    const context = { env, db, now: new Date("2026-11-02T03:00:00Z"), cron: "*/5 * * * *" };
    const [first] = await runScheduledJobs(context, [job!]);
    expect(first).toMatchObject({ ok: true });
    const created = await payablesOf([old.assignment.id, older.assignment.id]);
    expect(created.map((row) => row.amountCents).sort()).toEqual([3000, 4500]);
    expect(
      created.every(
        (row) => row.status === "pending" && row.refereeId === league.referee.id && row.expenseCategory === "game_fees",
      ),
    ).toBe(true);
    expect(await payablesOf([mine.assignmentId!])).toHaveLength(1);
    const log = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "payables.created")));
    expect(log).toMatchObject([
      { actorId: null, summary: "2 payables created for games completed before payments were recorded" },
    ]);
    expect(
      await db
        .select()
        .from(activityLog)
        .where(
          and(eq(activityLog.organizationId, paidLeague.organization.id), eq(activityLog.action, "payables.created")),
        ),
    ).toHaveLength(1);

    // Again: nothing more, and nothing more logged.
    const [second] = await runScheduledJobs({ ...context, now: new Date("2026-11-02T03:05:00Z") }, [job!]);
    expect(second?.message).toBe("0 missing payables created");
    expect(await payablesOf([old.assignment.id, older.assignment.id])).toHaveLength(2);
    expect(
      await db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "payables.created"))),
    ).toHaveLength(1);

    // No longer "Pending" forever: the assignor pays one, and the referee sees it paid.
    const payable = created.find((row) => row.amountCents === 4500)!;
    const paid = await post(
      "/assignor/payments",
      { intent: "mark-paid", paymentIds: payable.id, paidOn: RECENTLY, method: "cash" },
      { cookie: league.assignorCookie },
    );
    expect(paid.status).toBe(200);
    const earnings = await (await get("/referee/earnings/export?status=paid", { cookie: league.refereeCookie })).text();
    expect(earnings).toContain("45.00,0.00,paid");
  });

  it("running alongside a completion still makes one payable per assignment", async () => {
    const league = await createLeague();
    const old = await completedLongAgo(league, 2500);
    const { game, referee, assistant } = await playedGame(league, { date: "2026-03-12" });
    await Promise.all([
      createMissingPayables(db, DAYS_LATER),
      completeGame(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        gameId: game.id,
        now: DAYS_LATER,
      }),
      createMissingPayables(db, DAYS_LATER),
      autoCompleteGames(db, DAYS_LATER),
      createMissingPayables(db, DAYS_LATER),
    ]);
    expect(await payablesOf([old.assignment.id])).toHaveLength(1);
    expect(await payablesOf([referee.id, assistant.id])).toHaveLength(2);
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "payables.created")));
    expect(entries.reduce((sum, entry) => sum + Number((entry.details as { count: number }).count), 0)).toBe(3);
  });
});

describe("round trips at season size", () => {
  it("reads each view's data in one round trip after the session; unpaying and adjusting one payment in two", async () => {
    const { league, heavy } = await bigSeason({ pending: 120, paid: 30 });
    const cookie = league.assignorCookie;
    for (const path of [
      "/assignor/payments",
      "/assignor/payments.data?page=2",
      "/assignor/payments?view=referees",
      "/assignor/payments.data?view=referees&q=Season%20Field%203",
    ]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      // The session with its membership and organization is one round trip; the page's data one more.
      expectRoundTrips(path, response, 2);
    }
    const page = await (await get("/assignor/payments?page=2", { cookie })).text();
    expect(page).toContain("Page 2 of");

    const [paid] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.refereeId, heavy.id), eq(payments.status, "paid")))
      .limit(1);
    // An action as the browser posts it (to the .data address; the page's loaders revalidate after).
    const unpaid = await post("/assignor/payments.data", { intent: "unpay", paymentId: paid!.id }, { cookie });
    expect(unpaid.status).toBe(200);
    expectRoundTrips("unpaid", unpaid, 3);
    const adjusted = await post(
      "/assignor/payments.data",
      {
        intent: "adjust",
        paymentId: paid!.id,
        mileage: "12.40",
        adjustment: "-5",
        note: "Late arrival",
        expenseCategory: "mileage",
      },
      { cookie },
    );
    expect(adjusted.status).toBe(200);
    expectRoundTrips("adjusted", adjusted, 3);
    const [row] = await db.select().from(payments).where(eq(payments.id, paid!.id));
    expect(row).toMatchObject({ status: "pending", mileageCents: 1240, adjustmentCents: -500 });
  });
});

describe("owed per referee at association size", () => {
  it("pages the referees (100 a page, counted over all), each summed over all of theirs", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const referees = Array.from({ length: 105 }, (_, index) =>
      buildUser({ firstName: "Owed", lastName: `Person ${String(index).padStart(3, "0")}` }),
    );
    await insertMany(db, users, referees);
    await insertMany(
      db,
      memberships,
      referees.map((referee) => ({ id: newId(), organizationId, userId: referee.id, role: "referee" })),
    );
    // Referee n is owed n + 1 bonuses of $10.00: the most owed come first.
    await insertMany(
      db,
      payments,
      referees.flatMap((referee, index) =>
        Array.from({ length: (index % 3) + 1 }, () => ({
          id: newId(),
          organizationId,
          refereeId: referee.id,
          amountCents: 1000,
          description: "Bonus",
          expenseCategory: "tournament_bonus",
        })),
      ),
    );
    const cookie = league.assignorCookie;
    const first = await get("/assignor/payments?view=referees", { cookie });
    expectRoundTrips("first", first, 2);
    const html = await first.text();
    expect(html).toContain("105 referees in these payments");
    expect(html).toContain("Page 1 of 2");
    expect(rowOf(html, "Owed Person 002")).toContain("$30.00");
    const beyond = await (await get("/assignor/payments?view=referees&page=7", { cookie })).text();
    expect(beyond).toContain("Page 2 of 2");
    // The last page holds those owed least ($10.00 each), by name.
    expect(rowOf(beyond, "Owed Person 102")).toContain("$10.00");
    expect(beyond).not.toContain("Owed Person 002");
  });
});
