/**
 * /referee/open-games at any league size (issue 17): the list is read in one round trip and checked in
 * memory (`conflictsInSchedule`), and says of every game exactly what `checkConflicts` (the assignment
 * dialog's check, its inputs gathered in SQL) says of it.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildGame,
  createAssignment,
  createAvailabilityBlock,
  createGame,
  createUser,
  insertMany,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import {
  assignments,
  availabilityBlocks,
  availabilityRecurringBlocks,
  games,
  memberships,
  organizations,
  type Game,
} from "~/db/schema";
import type { Conflict } from "~/domain/conflicts";
import { addDays, dayOfWeek, todayIn } from "~/domain/dates";
import { mayRequest } from "~/domain/open-games";
import { checkConflicts } from "~/server/assignments.server";
import { listOpenGamesForReferee } from "~/server/open-games.server";
import { createLeague, d1TimingOf, db, expectRoundTrips, get, post } from "./helpers";

// A Monday far ahead, so "upcoming" holds whatever day the tests run.
const MONDAY = "2099-03-02";
const day = (offset: number) => addDays(MONDAY, offset);

type League = Awaited<ReturnType<typeof createLeague>>;

describe("open games agree with the assignment dialog's conflict check", () => {
  let league: League;
  const named = new Map<string, Game>();

  beforeAll(async () => {
    league = await createLeague();
    const organizationId = league.organization.id;
    const refereeId = league.referee.id;
    await db
      .update(organizations)
      .set({ maxGamesPerDay: 2, travelBufferMinutes: 60, schedulingSettings: { maxGamesPerWeek: 4 } })
      .where(eq(organizations.id, organizationId));
    await db
      .update(memberships)
      .set({ maxGamesPerMonth: 7 })
      .where(and(eq(memberships.userId, refereeId), eq(memberships.organizationId, organizationId)));
    const colleague = await createUser(db, { organizationId, role: "referee" });

    const game = async (name: string, values: Partial<Parameters<typeof buildGame>[0]>) => {
      const row = await createGame(db, { organizationId, homeTeam: name, venue: "Field B", ...values });
      named.set(name, row);
      return row;
    };
    const mine = async (name: string, values: Partial<Parameters<typeof buildGame>[0]>, status = "confirmed") => {
      const row = await game(name, { venue: "Field A", status: "confirmed", ...values });
      await createAssignment(db, { organizationId, gameId: row.id, refereeId, status });
    };
    // The referee's own games: two on Monday, four in the week two weeks on (the organization's weekly
    // maximum), seven in March with those (their monthly capacity), and a cancelled one that counts for nothing.
    await mine("Mine Morning", { date: day(0), time: "10:00" });
    await mine("Mine Afternoon", { date: day(0), time: "15:00" });
    await mine("Mine Cancelled", { date: day(0), time: "18:00", status: "cancelled" }, "pending");
    for (const offset of [14, 15, 16, 17]) await mine(`Mine Busy ${offset}`, { date: day(offset), time: "10:00" });
    await mine("Mine Late March", { date: "2099-03-30", time: "10:00" });
    await createAvailabilityBlock(db, { userId: refereeId, date: day(2) });
    await createAvailabilityBlock(db, {
      userId: refereeId,
      date: day(3),
      kind: "time_range",
      startTime: "11:00",
      endTime: "13:00",
    });
    await createAvailabilityBlock(db, {
      userId: refereeId,
      date: day(8),
      kind: "time_range",
      startTime: "00:00",
      endTime: "01:00",
    });
    await db.insert(availabilityRecurringBlocks).values({
      id: newId(),
      userId: refereeId,
      weekday: dayOfWeek(day(5)),
      kind: "time_range",
      startTime: "17:00",
      endTime: "21:00",
      startsOn: MONDAY,
    });

    await game("Overlapping", { date: day(0), time: "11:00" });
    await game("Tight Travel", { date: day(0), time: "12:15" });
    await game("Blocked Day", { date: day(2) });
    await game("Blocked Hours", { date: day(3), time: "12:00" });
    await game("Free Evening", { date: day(3), time: "18:00" });
    await game("Weekly Block", { date: day(5), time: "18:00" });
    await game("Too Senior", { date: day(6), level: "professional" });
    await game("Past Midnight", { date: day(7), time: "23:00" });
    await game("Busy Week", { date: day(19), time: "10:00" });
    await game("April", { date: "2099-04-10" });
    const crew = await game("Crew", { date: day(6), time: "12:00", positionType: "three_official" });
    await createAssignment(db, { organizationId, gameId: crew.id, refereeId: colleague.id, status: "confirmed" });
    const onIt = await game("On It", { date: day(9), positionType: "three_official" });
    await createAssignment(db, {
      organizationId,
      gameId: onIt.id,
      refereeId,
      position: "assistant_referee_1",
      status: "pending",
    });
  });

  async function scope() {
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, league.organization.id));
    const [membership] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, league.referee.id), eq(memberships.organizationId, league.organization.id)));
    return { organization: organization!, membership: membership!, referee: league.referee };
  }

  it("lists a game exactly when checkConflicts lets the referee ask for it, with its soft conflicts as warnings", async () => {
    const listed = new Map((await listOpenGamesForReferee(db, await scope())).map((game) => [game.id, game]));
    const seen = new Set<string>();
    for (const [name, game] of named) {
      if (name.startsWith("Mine") || name === "On It") {
        expect(listed.has(game.id), name).toBe(false);
        continue;
      }
      const conflicts: Conflict[] = (await checkConflicts(db, {
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: league.referee.id,
      }))!;
      for (const conflict of conflicts) seen.add(conflict.code);
      expect({ name, listed: listed.has(game.id) }).toEqual({ name, listed: mayRequest(conflicts) === undefined });
      if (listed.has(game.id)) expect(listed.get(game.id)!.warnings, name).toEqual(conflicts.map((c) => c.message));
    }
    // The fixture reaches every rule, so agreement is not the agreement of two empty lists.
    expect([...seen].sort()).toEqual(
      [
        "availability_blocked",
        "daily_maximum",
        "level_not_eligible",
        "overlapping_game",
        "referee_monthly_capacity",
        "travel_buffer",
        "weekly_maximum",
      ].sort(),
    );
    expect([...listed.values()].map((game) => game.homeTeam)).toEqual([
      "Tight Travel",
      "Free Evening",
      "Crew",
      "Busy Week",
      "April",
    ]);
    expect(listed.get(named.get("Crew")!.id)!.positions.map((slot) => slot.position)).toEqual([
      "assistant_referee_1",
      "assistant_referee_2",
    ]);
  });

  it("shows the list in two round trips after the session, and asks and withdraws in at most three", async () => {
    const page = await get("/referee/open-games", { cookie: league.refereeCookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Tight Travel vs");
    expect(html).not.toContain("Overlapping vs");
    expectRoundTrips("page", page, 2);
    const data = await get("/referee/open-games.data", { cookie: league.refereeCookie });
    expect(data.status).toBe(200);
    expectRoundTrips("data", data, 2);

    // The hydrated page posts to the route's .data address; a form post without JavaScript also renders
    // the page again (its loaders' round trip on top).
    const refused = await post(
      "/referee/open-games.data",
      { intent: "request", gameId: named.get("Overlapping")!.id, position: "referee" },
      { cookie: league.refereeCookie },
    );
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("You cannot request this game: Already assigned to");
    expectRoundTrips("refused", refused, 3);

    const asked = await post(
      "/referee/open-games.data",
      { intent: "request", gameId: named.get("April")!.id, position: "referee" },
      { cookie: league.refereeCookie },
    );
    expect(asked.status).toBe(200);
    expectRoundTrips("asked", asked, 3);
    const [request] = await listOpenGamesForReferee(db, await scope()).then((list) =>
      list.filter((game) => game.id === named.get("April")!.id).flatMap((game) => game.positions),
    );
    expect(request!.requestId).not.toBeNull();

    const withdrawn = await post(
      "/referee/open-games.data",
      { intent: "withdraw", requestId: request!.requestId! },
      { cookie: league.refereeCookie },
    );
    expect(withdrawn.status).toBe(200);
    expectRoundTrips("withdrawn", withdrawn, 3);
  });
});

describe("open games in a league with hundreds of open slots", () => {
  it("answers within 20 queries and two round trips after the session, showing the first 40", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const refereeId = league.referee.id;
    const today = todayIn(league.organization.timeZone);
    // 400 crew games over the next 100 days, 1,200 open slots; the referee works 40 of them and blocks 30 days.
    const upcoming = Array.from({ length: 400 }, (_, index) =>
      buildGame({
        organizationId,
        date: addDays(today, 1 + Math.floor(index / 4)),
        time: ["09:00", "11:30", "14:00", "16:30"][index % 4],
        venue: `Field ${index % 7}`,
        positionType: "three_official",
      }),
    );
    await insertMany(db, games, upcoming);
    await insertMany(
      db,
      assignments,
      upcoming
        .filter((_, index) => index % 10 === 0)
        .map((game) => ({ id: newId(), organizationId, gameId: game.id, refereeId, status: "confirmed" })),
    );
    await insertMany(
      db,
      availabilityBlocks,
      Array.from({ length: 30 }, (_, index) => ({
        id: newId(),
        userId: refereeId,
        date: addDays(today, 3 + index * 3),
        kind: "full_day",
      })),
    );

    for (const path of ["/referee/open-games", "/referee/open-games.data"]) {
      const response = await get(path, { cookie: league.refereeCookie });
      expect(response.status, path).toBe(200);
      const timing = d1TimingOf(response)!;
      expect(timing.queries, path).toBeLessThanOrEqual(20);
      expect(timing.sequential, path).toBeLessThanOrEqual(2);
    }
    const html = await (await get("/referee/open-games", { cookie: league.refereeCookie })).text();
    expect(html).toContain("Open slots (40)");
  });
});
