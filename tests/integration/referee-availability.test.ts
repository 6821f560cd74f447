/**
 * The referee's Availability page and its sync endpoint, through the built Worker: who may use them,
 * what a change writes, that a retried change is applied once, the validation messages, and that a
 * weekly block stops an assignment like a one-off block does.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAvailabilityBlock, createGame, createUser } from "~/demo/factories";
import { activityLog, availabilityBlocks, availabilityRecurringBlocks } from "~/db/schema";
import { addDays, dayOfWeek, todayIn } from "~/domain/dates";
import { checkConflicts } from "~/server/assignments.server";
import { assignorOverview } from "~/server/overview.server";
import { createBusyReferee } from "./busy-referee";
import { createLeague, db, expectRoundTrips, get, newAddress, ORIGIN, post, worker } from "./helpers";

const CHANGES = "/referee/availability/changes";
const today = () => todayIn("America/Los_Angeles");
const inDays = (days: number) => addDays(today(), days);

interface SyncAnswer {
  ok: boolean;
  message?: string;
  today: string;
  results: { clientId: string | null; status: string; message?: string }[];
  entries: { date: string; fullDay: boolean; times: { start: string; end: string }[] }[];
  recurring: { id: string; weekday: number; kind: string; startTime: string | null; endTime: string | null }[];
}

function sync(cookie: string | undefined, body: unknown, { raw = false } = {}) {
  return worker.fetch(
    new Request(`${ORIGIN}${CHANGES}`, {
      method: "POST",
      redirect: "manual",
      body: raw ? String(body) : JSON.stringify(body),
      headers: {
        "Content-Type": "application/json",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": newAddress(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
    }),
  );
}

async function syncOk(cookie: string, changes: unknown[]): Promise<SyncAnswer> {
  const response = await sync(cookie, { changes });
  expect(response.status).toBe(200);
  return (await response.json()) as SyncAnswer;
}

function rowsOf(userId: string) {
  return db
    .select()
    .from(availabilityBlocks)
    .where(eq(availabilityBlocks.userId, userId))
    .orderBy(availabilityBlocks.date, availabilityBlocks.startTime);
}

describe("/referee/availability", () => {
  it("shows the referee their own blocked days; assignors are refused and visitors sent to sign in", async () => {
    const league = await createLeague();
    const other = await createLeague();
    await createAvailabilityBlock(db, {
      userId: league.referee.id,
      date: inDays(3),
      kind: "time_range",
      startTime: "18:00",
      endTime: "21:00",
    });
    await createAvailabilityBlock(db, { userId: other.referee.id, date: inDays(4) });

    const page = await get("/referee/availability", { cookie: league.refereeCookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Block Entire Day(s)");
    expect(html).toContain("Add Time Block");
    expect(html).toContain("Blocked (1)");
    expect(html).toContain("6:00 PM – 9:00 PM"); // 12-hour times
    expect(html).not.toContain("Blocked (2)");

    expect((await get("/referee/availability", { cookie: league.assignorCookie })).status).toBe(403);
    const anonymous = await get("/referee/availability");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Freferee%2Favailability");
  });
});

describe("syncing availability changes", () => {
  it("applies the spec's rules in order and stores them in D1, with one activity row each", async () => {
    const { referee, refereeCookie } = await createLeague();
    const [a, b] = [inDays(5), inDays(6)];
    const answer = await syncOk(refereeCookie, [
      { clientId: "c1-aaaaaaaa", change: { type: "block-days", dates: [a, b] } },
      // A full day becomes partial with just the added range.
      { clientId: "c2-aaaaaaaa", change: { type: "add-time-block", dates: [b], start: "09:00", end: "13:00" } },
      { clientId: "c3-aaaaaaaa", change: { type: "add-time-block", dates: [b], start: "15:00", end: "17:00" } },
      // Removing one of two ranges keeps the other.
      { clientId: "c4-aaaaaaaa", change: { type: "remove", date: b, start: "09:00", end: "13:00" } },
    ]);
    expect(answer.results.map((result) => result.status)).toEqual(["applied", "applied", "applied", "applied"]);
    expect(answer.entries).toEqual([
      { date: a, fullDay: true, times: [] },
      { date: b, fullDay: false, times: [{ start: "15:00", end: "17:00" }] },
    ]);
    expect((await rowsOf(referee.id)).map((row) => [row.date, row.kind, row.startTime, row.endTime])).toEqual([
      [a, "full_day", null, null],
      [b, "time_range", "15:00", "17:00"],
    ]);
    const activity = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, "availability"), eq(activityLog.actorId, referee.id)));
    expect(activity).toHaveLength(4);
    expect(activity.map((row) => row.id).sort()).toEqual(
      ["c1", "c2", "c3", "c4"].map((id) => `availability:${referee.id}:${id}-aaaaaaaa`),
    );
    expect(activity.find((row) => row.action === "availability.block-days")?.summary).toMatch(
      / blocked 2 days from .* \(all day\)$/,
    );
    expect(activity.map((row) => row.action).sort()).toEqual([
      "availability.add-time-block",
      "availability.add-time-block",
      "availability.block-days",
      "availability.remove",
    ]);

    // Removing the sole range removes the day; Clear All removes the rest.
    const cleared = await syncOk(refereeCookie, [
      { clientId: "c5-aaaaaaaa", change: { type: "remove", date: b, start: "15:00", end: "17:00" } },
      { clientId: "c6-aaaaaaaa", change: { type: "clear-all" } },
    ]);
    expect(cleared.entries).toEqual([]);
    expect(await rowsOf(referee.id)).toEqual([]);
  });

  it("applies a change sent twice only once (a retried sync)", async () => {
    const { referee, refereeCookie } = await createLeague();
    const day = inDays(7);
    const block = {
      clientId: "retry-1111-aaaa",
      change: { type: "add-time-block", dates: [day], start: "09:00", end: "13:00" },
    };
    await syncOk(refereeCookie, [block, { clientId: "retry-2222-aaaa", change: { type: "remove", date: day } }]);
    // The answer was lost; the browser sends the first change again.
    const retried = await syncOk(refereeCookie, [block]);
    expect(retried.results).toEqual([{ clientId: "retry-1111-aaaa", status: "duplicate" }]);
    expect(retried.entries).toEqual([]);
    expect(await rowsOf(referee.id)).toEqual([]);
  });

  it("answers each invalid change with a clear message and still applies the valid ones", async () => {
    const { referee, refereeCookie } = await createLeague();
    const answer = await syncOk(refereeCookie, [
      { clientId: "bad-date-0001", change: { type: "block-days", dates: ["2027-02-30"] } },
      {
        clientId: "bad-range-0001",
        change: { type: "add-time-block", dates: [inDays(2)], start: "13:00", end: "09:00" },
      },
      { clientId: "bad-time-0001", change: { type: "add-time-block", dates: [inDays(2)], start: "9am", end: "13:00" } },
      { clientId: "past-day-0001", change: { type: "block-days", dates: [inDays(-1)] } },
      { clientId: "too-far-0001", change: { type: "block-days", dates: [inDays(800)] } },
      { clientId: "no-days-0001", change: { type: "block-days", dates: [] } },
      { change: { type: "clear-all" } },
      { clientId: "good-0001", change: { type: "block-days", dates: [today()] } },
    ]);
    expect(answer.results).toEqual([
      { clientId: "bad-date-0001", status: "rejected", message: "Enter a real date as YYYY-MM-DD." },
      { clientId: "bad-range-0001", status: "rejected", message: "End time must be after start time." },
      { clientId: "bad-time-0001", status: "rejected", message: "Enter a time as HH:MM (24-hour)." },
      {
        clientId: "past-day-0001",
        status: "rejected",
        message: "Past days cannot be changed: choose today or a later date.",
      },
      { clientId: "too-far-0001", status: "rejected", message: "Choose a date within the next two years." },
      { clientId: "no-days-0001", status: "rejected", message: "Select at least one day." },
      { clientId: null, status: "rejected", message: "Each change needs an id." },
      { clientId: "good-0001", status: "applied" },
    ]);
    expect((await rowsOf(referee.id)).map((row) => row.date)).toEqual([today()]);

    const notJson = await sync(refereeCookie, "dates=tomorrow", { raw: true });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ ok: false, message: "Send the changes as JSON." });
    const empty = await sync(refereeCookie, { changes: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: "Send at least one change." });
  });

  it("touches only the signed-in referee's own availability", async () => {
    const league = await createLeague();
    const colleague = await createLeague();
    const theirs = await createAvailabilityBlock(db, { userId: colleague.referee.id, date: inDays(9) });
    await db.insert(availabilityRecurringBlocks).values({
      id: "colleague-weekly",
      userId: colleague.referee.id,
      weekday: 2,
      kind: "full_day",
      startsOn: today(),
    });

    const answer = await syncOk(league.refereeCookie, [
      { clientId: "mine-clear-0001", change: { type: "clear-all" } },
      { clientId: "mine-remove-0001", change: { type: "remove", date: inDays(9) } },
      { clientId: "mine-weekly-0001", change: { type: "remove-recurring", id: "colleague-weekly" } },
    ]);
    expect(answer.entries).toEqual([]);
    expect(answer.recurring).toEqual([]);
    expect(await rowsOf(colleague.referee.id)).toEqual([expect.objectContaining({ id: theirs.id })]);
    expect(
      await db.select().from(availabilityRecurringBlocks).where(eq(availabilityRecurringBlocks.id, "colleague-weekly")),
    ).toHaveLength(1);
  });

  it("refuses assignors (403) and visitors (401), and answers the referee's own state to GET", async () => {
    const league = await createLeague();
    await createAvailabilityBlock(db, { userId: league.referee.id, date: inDays(1) });
    const change = { changes: [{ clientId: "assignor-0001", change: { type: "block-days", dates: [inDays(1)] } }] };

    const byAssignor = await sync(league.assignorCookie, change);
    expect(byAssignor.status).toBe(403);
    expect(await byAssignor.json()).toMatchObject({ ok: false, message: "Availability is for referees." });
    expect(await rowsOf(league.assignor.id)).toEqual([]);
    const anonymous = await sync(undefined, change);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ ok: false, message: "Not authenticated" });

    expect((await get(CHANGES, { cookie: league.assignorCookie })).status).toBe(403);
    expect((await get(CHANGES)).status).toBe(401);
    const own = await get(CHANGES, { cookie: league.refereeCookie });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ ok: true, entries: [{ date: inDays(1), fullDay: true, times: [] }] });
  });

  it("refuses a change from another site", async () => {
    const { refereeCookie } = await createLeague();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${CHANGES}`, {
        method: "POST",
        body: JSON.stringify({ changes: [{ clientId: "forged-0001", change: { type: "clear-all" } }] }),
        headers: { "Content-Type": "application/json", Origin: "https://evil.example", Cookie: refereeCookie },
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe("weekly blocks", () => {
  it("are added and removed by the referee and listed back", async () => {
    const { referee, refereeCookie } = await createLeague();
    const added = await syncOk(refereeCookie, [
      {
        clientId: "weekly-0000-0001",
        change: {
          type: "add-recurring",
          weekday: 2,
          kind: "time_range",
          start: "18:00",
          end: "21:00",
          startsOn: today(),
        },
      },
      {
        clientId: "weekly-0000-0002",
        change: { type: "add-recurring", weekday: 0, kind: "full_day", startsOn: today(), endsOn: inDays(60) },
      },
      {
        clientId: "weekly-0000-0003",
        change: {
          type: "add-recurring",
          weekday: 3,
          kind: "time_range",
          start: "21:00",
          end: "18:00",
          startsOn: today(),
        },
      },
      {
        clientId: "weekly-0000-0004",
        change: { type: "add-recurring", weekday: 3, kind: "full_day", startsOn: inDays(5), endsOn: inDays(1) },
      },
    ]);
    expect(added.results.map((result) => result.message ?? result.status)).toEqual([
      "applied",
      "applied",
      "End time must be after start time.",
      "The last date must be on or after the first date.",
    ]);
    expect(added.recurring).toEqual([
      expect.objectContaining({ id: "weekly-0000-0002", weekday: 0, kind: "full_day", startTime: null, endTime: null }),
      expect.objectContaining({
        id: "weekly-0000-0001",
        weekday: 2,
        kind: "time_range",
        startTime: "18:00",
        endTime: "21:00",
      }),
    ]);
    const removed = await syncOk(refereeCookie, [
      { clientId: "weekly-0000-0005", change: { type: "remove-recurring", id: "weekly-0000-0001" } },
    ]);
    expect(removed.recurring.map((block) => block.id)).toEqual(["weekly-0000-0002"]);
    expect(
      await db.select().from(availabilityRecurringBlocks).where(eq(availabilityRecurringBlocks.userId, referee.id)),
    ).toHaveLength(1);
  });

  it("make the Assign dialog report availability_blocked for a game in the weekly block", async () => {
    const league = await createLeague();
    // Factory games are on Saturday 2026-12-05 at 10:00.
    const game = await createGame(db, { organizationId: league.organization.id });
    await db.insert(availabilityRecurringBlocks).values({
      id: crypto.randomUUID(),
      userId: league.referee.id,
      weekday: 6,
      kind: "time_range",
      startTime: "09:00",
      endTime: "12:00",
      startsOn: "2026-11-01",
    });
    const conflicts = await checkConflicts(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
    });
    expect(conflicts?.map((conflict) => [conflict.code, conflict.severity])).toEqual([
      ["availability_blocked", "hard"],
    ]);

    const response = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, refereeId: league.referee.id, position: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(409);
    const body = await response.text();
    expect(body).toContain("availability_blocked");
    expect(body).toContain("Blocked 09:00–12:00 on Sat, Dec 5 in their availability");
  });

  it("do not count outside their first and last dates", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id });
    await db.insert(availabilityRecurringBlocks).values([
      { id: crypto.randomUUID(), userId: league.referee.id, weekday: 6, kind: "full_day", startsOn: "2026-12-06" },
      {
        id: crypto.randomUUID(),
        userId: league.referee.id,
        weekday: 6,
        kind: "full_day",
        startsOn: "2026-10-01",
        endsOn: "2026-11-30",
      },
      { id: crypto.randomUUID(), userId: league.referee.id, weekday: 5, kind: "full_day", startsOn: "2026-10-01" },
    ]);
    expect(
      await checkConflicts(db, {
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: league.referee.id,
      }),
    ).toEqual([]);
  });

  it("count against Available Referees on the assignor overview when they block today all day", async () => {
    const league = await createLeague();
    const evenings = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const ended = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const weekday = dayOfWeek(today());
    await db.insert(availabilityRecurringBlocks).values([
      { id: crypto.randomUUID(), userId: league.referee.id, weekday, kind: "full_day", startsOn: inDays(-30) },
      {
        id: crypto.randomUUID(),
        userId: evenings.id,
        weekday,
        kind: "time_range",
        startTime: "18:00",
        endTime: "21:00",
        startsOn: inDays(-30),
      },
      {
        id: crypto.randomUUID(),
        userId: ended.id,
        weekday,
        kind: "full_day",
        startsOn: inDays(-30),
        endsOn: inDays(-1),
      },
    ]);
    const figures = await assignorOverview(db, {
      organizationId: league.organization.id,
      timeZone: league.organization.timeZone,
    });
    expect(figures).toMatchObject({ totalReferees: 3, availableReferees: 2 });
  });
});

describe("availability at two round trips (issue 17)", () => {
  it("reads the page after the session in one round trip, and syncs a queue of changes in at most three", async () => {
    const league = await createBusyReferee();
    for (const path of ["/referee/availability", "/referee/availability.data", CHANGES]) {
      const response = await get(path, { cookie: league.refereeCookie });
      expect(response.status, path).toBe(200);
      expectRoundTrips(path, response, 2);
    }
    const days = Array.from({ length: 62 }, (_, index) => inDays(100 + index));
    const response = await sync(league.refereeCookie, {
      changes: [
        { clientId: "rt-change-1", change: { type: "block-days", dates: days } },
        {
          clientId: "rt-change-2",
          change: { type: "add-time-block", dates: [inDays(6)], start: "09:00", end: "12:00" },
        },
        { clientId: "rt-change-3", change: { type: "remove", date: inDays(100) } },
        { clientId: "rt-change-1", change: { type: "block-days", dates: days } },
        {
          clientId: "rt-change-4",
          change: { type: "add-recurring", weekday: 2, kind: "full_day", startsOn: inDays(1) },
        },
      ],
    });
    expect(response.status).toBe(200);
    expectRoundTrips("response", response, 3);
    const answer = (await response.json()) as SyncAnswer;
    expect(answer.results.map((result) => result.status)).toEqual([
      "applied",
      "applied",
      "applied",
      "duplicate",
      "applied",
    ]);
    // The answer is the availability after the changes, in order: day 100 blocked, then freed.
    const dates = new Set(answer.entries.map((entry) => entry.date));
    expect(dates.has(inDays(101)) && dates.has(inDays(161)) && !dates.has(inDays(100))).toBe(true);
    expect(answer.entries.find((entry) => entry.date === inDays(6))?.times).toEqual([{ start: "09:00", end: "12:00" }]);
    expect(answer.recurring).toHaveLength(1);
    expect((await rowsOf(league.referee.id)).filter((row) => row.date >= inDays(100))).toHaveLength(61);
  });
});
