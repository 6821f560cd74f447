/** The New Assignment dialog's server side: its options, the conflict preview and the submit. */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createAvailabilityBlock, createGame, createUser } from "~/demo/factories";
import { activityLog, assignments, memberships } from "~/db/schema";
import { addDays, todayIn, toZonedParts } from "~/domain/dates";
import { createBusyLeague } from "./busy-league";
import { createLeague, db, expectRoundTrips, get, post } from "./helpers";

const today = () => todayIn("America/Los_Angeles");

interface Options {
  kind: "options";
  games: { id: string; homeTeam: string; openPositions: string[] }[];
  referees: { id: string; firstName: string }[];
}
interface Preview {
  kind: "preview";
  referees: { id: string; onGame: boolean; conflicts: { code: string; severity: string; message: string }[] }[];
}

describe("GET /assignor/assignments/options", () => {
  it("offers the organization's upcoming games with an open position, and its referees", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const org = league.organization.id;
    const open = await createGame(db, { organizationId: org, date: addDays(today(), 3), homeTeam: "Open FC" });
    const crew = await createGame(db, {
      organizationId: org,
      date: addDays(today(), 4),
      homeTeam: "Crew FC",
      positionType: "three_official",
    });
    await createAssignment(db, {
      organizationId: org,
      gameId: crew.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    const full = await createGame(db, {
      organizationId: org,
      date: addDays(today(), 5),
      homeTeam: "Full FC",
      status: "assigned",
    });
    await createAssignment(db, {
      organizationId: org,
      gameId: full.id,
      refereeId: league.referee.id,
      status: "pending",
    });
    await createGame(db, { organizationId: org, date: addDays(today(), -2), homeTeam: "Past FC" });
    // Kicked off at midnight today: no longer offered (unless the suite runs in the very minute of midnight).
    await createGame(db, { organizationId: org, date: today(), time: "00:00", homeTeam: "Kicked Off FC" });
    await createGame(db, {
      organizationId: org,
      date: addDays(today(), 6),
      homeTeam: "Cancelled FC",
      status: "cancelled",
    });
    await createGame(db, { organizationId: rival.organization.id, date: addDays(today(), 3), homeTeam: "Rival FC" });

    const response = await get("/assignor/assignments/options", { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Options;
    if (toZonedParts(new Date(), "America/Los_Angeles").time === "00:00") return;
    expect(body.games.map((game) => [game.homeTeam, game.openPositions])).toEqual([
      ["Open FC", ["referee"]],
      ["Crew FC", ["assistant_referee_1", "assistant_referee_2"]],
    ]);
    expect(body.games.map((game) => game.id)).toContain(open.id);
    expect(body.referees.map((referee) => referee.id)).toEqual([league.referee.id]);
  });
});

describe("GET /assignor/assignments/options?gameId= (conflict preview)", () => {
  it("gives every referee's conflicts for the game: hard, soft, none, already on it", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    const date = addDays(today(), 10);
    const game = await createGame(db, {
      organizationId: org,
      date,
      time: "10:00",
      level: "semi-pro",
      positionType: "three_official",
    });
    const blocked = await createUser(db, {
      organizationId: org,
      refereeLevel: 3,
      firstName: "Bea",
      lastName: "Blocked",
    });
    await createAvailabilityBlock(db, { userId: blocked.id, date, kind: "full_day" });
    const rookie = await createUser(db, {
      organizationId: org,
      refereeLevel: 1,
      firstName: "Rita",
      lastName: "Rookie",
    });
    const veteran = await createUser(db, {
      organizationId: org,
      refereeLevel: 3,
      firstName: "Val",
      lastName: "Veteran",
    });
    const onIt = await createUser(db, { organizationId: org, refereeLevel: 3, firstName: "Oscar", lastName: "Onit" });
    await createAssignment(db, { organizationId: org, gameId: game.id, refereeId: onIt.id, status: "pending" });

    const response = await get(`/assignor/assignments/options?gameId=${game.id}`, { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    const { referees } = (await response.json()) as Preview;
    const of = (id: string) => referees.find((row) => row.id === id)!;
    expect(of(blocked.id).conflicts).toEqual([
      expect.objectContaining({
        code: "availability_blocked",
        severity: "hard",
        message: expect.stringContaining("Blocked all day"),
      }),
    ]);
    expect(of(rookie.id).conflicts).toEqual([
      { code: "level_not_eligible", severity: "soft", message: "Level 1 referees are not eligible for semi-pro games" },
    ]);
    expect(of(veteran.id)).toEqual({ id: veteran.id, conflicts: [], onGame: false });
    expect(of(onIt.id).onGame).toBe(true);
  });

  it("counts each referee's games that week against their stated capacity and the organization's weekly maximum", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    // A Saturday three weeks ahead, and the Monday of its week.
    const saturday = addDays(today(), 21 + ((6 - new Date(`${today()}T00:00:00Z`).getUTCDay() + 7) % 7));
    const monday = addDays(saturday, -5);
    const game = await createGame(db, { organizationId: org, date: saturday, time: "10:00" });
    const earlier = await createGame(db, { organizationId: org, date: monday, time: "18:00", homeTeam: "Monday FC" });
    await createAssignment(db, {
      organizationId: org,
      gameId: earlier.id,
      refereeId: league.referee.id,
      status: "confirmed",
    });
    await db
      .update(memberships)
      .set({ maxGamesPerWeek: 1 })
      .where(and(eq(memberships.userId, league.referee.id), eq(memberships.organizationId, org)));
    const rested = await createUser(db, {
      organizationId: org,
      refereeLevel: 3,
      firstName: "Rhea",
      lastName: "Rested",
    });
    const preview = async () => {
      const response = await get(`/assignor/assignments/options?gameId=${game.id}`, { cookie: league.assignorCookie });
      return ((await response.json()) as Preview).referees;
    };
    let referees = await preview();
    expect(referees.find((row) => row.id === league.referee.id)?.conflicts).toEqual([
      {
        code: "referee_weekly_capacity",
        severity: "soft",
        message: "Already has 1 game that week, their stated capacity of 1",
      },
    ]);
    expect(referees.find((row) => row.id === rested.id)?.conflicts).toEqual([]);

    const settings = {
      intent: "settings",
      balance: "1",
      fees: "1",
      levelMatch: "1",
      teamRepeat: "1",
      crew: "1",
      preferences: "1",
      travel: "1",
      maxGamesPerWeek: "1",
    };
    expect((await post("/assignor/auto-assign", settings, { cookie: league.assignorCookie })).status).toBe(200);
    referees = await preview();
    expect(referees.find((row) => row.id === league.referee.id)?.conflicts.map((conflict) => conflict.code)).toEqual([
      "weekly_maximum",
      "referee_weekly_capacity",
    ]);
    expect(referees.find((row) => row.id === rested.id)?.conflicts).toEqual([]);
  });

  it("answers 404 for another organization's game and 403 to a referee", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: addDays(today(), 3),
      homeTeam: "Private FC",
    });
    const foreign = await get(`/assignor/assignments/options?gameId=${game.id}`, { cookie: rival.assignorCookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain("Private FC");
    expect(
      (await get(`/assignor/assignments/options?gameId=${game.id}`, { cookie: league.refereeCookie })).status,
    ).toBe(403);
    expect((await get("/assignor/assignments/options", { cookie: league.refereeCookie })).status).toBe(403);
  });
});

describe("POST /assignor/assignments (intent assign)", () => {
  it("answers 400 with field errors and the input kept when a choice is missing", async () => {
    const league = await createLeague();
    const response = await post(
      "/assignor/assignments",
      { intent: "assign", gameId: "", refereeId: "", position: "referee", notes: "Bring flags" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("Choose a game.");
    expect(text).toContain("Choose a referee.");
    expect(text).toContain("Bring flags");
  });

  it("asks for a reason on a soft conflict, then assigns with the notes and the reason recorded", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    const game = await createGame(db, { organizationId: org, date: addDays(today(), 12), level: "professional" });
    const rookie = await createUser(db, {
      organizationId: org,
      refereeLevel: 1,
      firstName: "Rita",
      lastName: "Rookie",
    });
    const fields = {
      intent: "assign",
      gameId: game.id,
      refereeId: rookie.id,
      position: "referee",
      notes: "Arrive 30 minutes early",
    };

    const refused = await post("/assignor/assignments", fields, { cookie: league.assignorCookie });
    expect(refused.status).toBe(409);
    const refusal = await refused.text();
    expect(refusal).toContain("Check before assigning Rita Rookie");
    expect(refusal).toContain("Level 1 referees are not eligible for professional games");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);

    const accepted = await post(
      "/assignor/assignments",
      { ...fields, overrideReason: "Mentor on site" },
      { cookie: league.assignorCookie },
    );
    expect(accepted.status).toBe(200);
    const [row] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(row).toMatchObject({ refereeId: rookie.id, status: "pending", assignedById: league.assignor.id });
    // The notes are the assignor's words for the referee; the override is kept apart, for the assignor.
    expect(row).toMatchObject({
      notes: "Arrive 30 minutes early",
      overrideConflicts: ["Level 1 referees are not eligible for professional games"],
      overrideReason: "Mentor on site",
    });
    const [activity] = await db.select().from(activityLog).where(eq(activityLog.subjectId, row!.id));
    expect(activity).toMatchObject({ action: "assignment.created", actorId: league.assignor.id });
  });

  it("refuses a hard conflict even with a reason, and a slot already taken", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    const date = addDays(today(), 8);
    const game = await createGame(db, { organizationId: org, date });
    await createAvailabilityBlock(db, { userId: league.referee.id, date, kind: "full_day" });
    const blocked = await post(
      "/assignor/assignments",
      {
        intent: "assign",
        gameId: game.id,
        refereeId: league.referee.id,
        position: "referee",
        overrideReason: "Please",
      },
      { cookie: league.assignorCookie },
    );
    expect(blocked.status).toBe(409);
    expect(await blocked.text()).toContain("cannot take this game");

    const other = await createUser(db, { organizationId: org, refereeLevel: 2 });
    const third = await createUser(db, { organizationId: org, refereeLevel: 2 });
    expect(
      (
        await post(
          "/assignor/assignments",
          { intent: "assign", gameId: game.id, refereeId: other.id, position: "referee" },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(200);
    const taken = await post(
      "/assignor/assignments",
      { intent: "assign", gameId: game.id, refereeId: third.id, position: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("Someone else just filled the Referee slot of this game");
  });

  it("never assigns another organization's referee or game", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id, date: addDays(today(), 9) });
    const foreignReferee = await post(
      "/assignor/assignments",
      { intent: "assign", gameId: game.id, refereeId: rival.referee.id, position: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(foreignReferee.status).toBe(409);
    expect(await foreignReferee.text()).toContain("Choose a referee from your organization.");
    const foreignGame = await post(
      "/assignor/assignments",
      { intent: "assign", gameId: game.id, refereeId: rival.referee.id, position: "referee" },
      { cookie: rival.assignorCookie },
    );
    expect(foreignGame.status).toBe(409);
    expect(await foreignGame.text()).toContain("This game no longer exists.");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);
    expect(
      (
        await post(
          "/assignor/assignments",
          { intent: "assign", gameId: game.id, refereeId: league.referee.id, position: "referee" },
          { cookie: league.refereeCookie },
        )
      ).status,
    ).toBe(403);
  });
});

describe("the New Assignment dialog in two round trips, its submit in three (decision 0052)", () => {
  let league: Awaited<ReturnType<typeof createBusyLeague>>;
  beforeAll(async () => {
    league = await createBusyLeague();
  });

  it("loads its options and a game's conflict preview after the session in one batch each", async () => {
    const options = await get("/assignor/assignments/options", { cookie: league.assignorCookie });
    expect(options.status).toBe(200);
    expectRoundTrips("options", options, 2);
    const body = (await options.json()) as Options;
    expect(body.referees).toHaveLength(league.referees.length);

    // A referee blocked all day on the game's date shows that conflict in the preview.
    const blocked = league.games.find((game) => game.date === addDays(league.today, 1) && game.status !== "cancelled")!;
    const preview = await get(`/assignor/assignments/options?gameId=${blocked.id}`, { cookie: league.assignorCookie });
    expect(preview.status).toBe(200);
    expectRoundTrips("preview", preview, 2);
    const { referees } = (await preview.json()) as Preview;
    expect(referees).toHaveLength(league.referees.length);
    const secondReferee = referees.find((referee) => referee.id === league.referees[1]!.id)!;
    expect(secondReferee.conflicts.map((conflict) => conflict.code)).toContain("availability_blocked");
  });

  it("assigns with at most three round trips in sequence, the conflict checks read with the game", async () => {
    const open = league.games.find(
      (game) =>
        game.date > addDays(league.today, 5) &&
        game.status === "pending" &&
        !league.assignments.some((row) => row.gameId === game.id),
    )!;
    const response = await post(
      "/assignor/assignments.data",
      { intent: "assign", gameId: open.id, refereeId: league.referees[2]!.id, position: "referee", notes: "On time" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expectRoundTrips("assign", response, 3);
    const [made] = await db.select().from(assignments).where(eq(assignments.gameId, open.id));
    expect(made).toMatchObject({ refereeId: league.referees[2]!.id, status: "pending", notes: "On time" });
  });
});
