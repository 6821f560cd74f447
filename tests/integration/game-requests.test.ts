import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createAvailabilityBlock, createGame, createGameRequest, createUser } from "~/demo/factories";
import { activityLog, assignments, gameRequests, notifications } from "~/db/schema";
import { createBusyLeague } from "./busy-league";
import { createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";
import { rateReferee } from "./rated";

// Far in the future, so "upcoming" holds whatever day the tests run.
const DATE = "2099-03-07";

async function requestRow(id: string) {
  const [row] = await db.select().from(gameRequests).where(eq(gameRequests.id, id));
  return row!;
}

async function requestsOf(refereeId: string, gameId: string) {
  return db
    .select()
    .from(gameRequests)
    .where(and(eq(gameRequests.refereeId, refereeId), eq(gameRequests.gameId, gameId)));
}

async function notificationsOf(userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function activityOf(subjectId: string) {
  return db.select().from(activityLog).where(eq(activityLog.subjectId, subjectId));
}

describe("referee: open games", () => {
  it("lists the organization's open slots the referee is eligible for, and nothing of another organization", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const organizationId = league.organization.id;
    await createGame(db, {
      organizationId,
      date: DATE,
      homeTeam: "Open Youth FC",
      level: "youth",
      assignorId: league.assignor.id,
    });
    await createGame(db, {
      organizationId,
      date: DATE,
      time: "15:00",
      homeTeam: "Too Senior FC",
      level: "professional",
    });
    await createGame(db, { organizationId, date: DATE, homeTeam: "Cancelled FC", status: "cancelled" });
    await createGame(db, { organizationId, date: "2020-01-04", homeTeam: "Long Ago FC" });
    const filled = await createGame(db, { organizationId, date: DATE, time: "18:00", homeTeam: "Filled FC" });
    const colleague = await createUser(db, { organizationId, role: "referee" });
    await createAssignment(db, { organizationId, gameId: filled.id, refereeId: colleague.id, status: "confirmed" });
    await createGame(db, { organizationId, date: "2099-03-08", homeTeam: "Blocked Day FC" });
    await createAvailabilityBlock(db, { userId: league.referee.id, date: "2099-03-08" });
    await createGame(db, { organizationId: other.organization.id, date: DATE, homeTeam: "Other League FC" });

    const response = await get("/referee/open-games", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Open Youth FC");
    for (const hidden of [
      "Too Senior FC",
      "Cancelled FC",
      "Long Ago FC",
      "Filled FC",
      "Blocked Day FC",
      "Other League FC",
    ]) {
      expect(html).not.toContain(hidden);
    }
  });

  it("sends a request (one pending per game and position), tells the game's assignor, and can be withdrawn", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const game = await createGame(db, {
      organizationId,
      date: DATE,
      homeTeam: "Request Me FC",
      assignorId: league.assignor.id,
      positionType: "three_official",
    });

    const sent = await post(
      "/referee/open-games",
      { intent: "request", gameId: game.id, position: "referee", message: "I live nearby" },
      { cookie: league.refereeCookie },
    );
    expect(sent.status).toBe(200);
    const [request] = await requestsOf(league.referee.id, game.id);
    expect(request).toMatchObject({ status: "pending", position: "referee", message: "I live nearby", organizationId });
    const told = await notificationsOf(league.assignor.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: "New game request",
      actionRequired: true,
      link: "/assignor/assignments#game-requests",
    });
    expect(told[0]!.message).toContain("asked to work Referee for Request Me FC");
    expect((await activityOf(request!.id)).map((row) => row.action)).toEqual(["game_request.created"]);

    const again = await post(
      "/referee/open-games",
      { intent: "request", gameId: game.id, position: "referee" },
      { cookie: league.refereeCookie },
    );
    expect(again.status).toBe(409);
    expect(await requestsOf(league.referee.id, game.id)).toHaveLength(1);
    expect(await notificationsOf(league.assignor.id)).toHaveLength(1);

    // Another position of the same game is its own request.
    expect(
      (
        await post(
          "/referee/open-games",
          { intent: "request", gameId: game.id, position: "assistant_referee_1" },
          { cookie: league.refereeCookie },
        )
      ).status,
    ).toBe(200);

    const html = await (await get("/referee/open-games", { cookie: league.refereeCookie })).text();
    expect(html).toContain("Requested");

    const withdrawn = await post(
      "/referee/open-games",
      { intent: "withdraw", requestId: request!.id },
      { cookie: league.refereeCookie },
    );
    expect(withdrawn.status).toBe(200);
    expect((await requestRow(request!.id)).status).toBe("withdrawn");
    expect((await activityOf(request!.id)).map((row) => row.action).sort()).toEqual([
      "game_request.created",
      "game_request.withdrawn",
    ]);
    expect(
      (
        await post(
          "/referee/open-games",
          { intent: "withdraw", requestId: request!.id },
          { cookie: league.refereeCookie },
        )
      ).status,
    ).toBe(409);
  });

  it("writes one request when the same request arrives twice at once", async () => {
    const league = await createLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: DATE,
      assignorId: league.assignor.id,
    });
    const ask = () =>
      post(
        "/referee/open-games",
        { intent: "request", gameId: game.id, position: "referee" },
        { cookie: league.refereeCookie },
      );
    const statuses = (await Promise.all([ask(), ask(), ask()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await requestsOf(league.referee.id, game.id)).toHaveLength(1);
    expect(await notificationsOf(league.assignor.id)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(activityLog)
        .where(
          and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "game_request.created")),
        ),
    ).toHaveLength(1);
  });

  it("refuses bad input, a position the game does not need, an ineligible level and a blocked day", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const single = await createGame(db, { organizationId, date: DATE });
    const pro = await createGame(db, { organizationId, date: DATE, time: "14:00", level: "professional" });
    const blocked = await createGame(db, { organizationId, date: "2099-03-09" });
    await createAvailabilityBlock(db, { userId: league.referee.id, date: "2099-03-09" });
    const ask = (fields: Record<string, string>) =>
      post("/referee/open-games", { intent: "request", ...fields }, { cookie: league.refereeCookie });

    const bad = await ask({ gameId: single.id, position: "goalkeeper" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose a position.");
    expect((await ask({ gameId: single.id, position: "fourth_official" })).status).toBe(409);
    const tooSenior = await ask({ gameId: pro.id, position: "referee" });
    expect(tooSenior.status).toBe(409);
    expect(await tooSenior.text()).toContain("not eligible for professional games");
    const busy = await ask({ gameId: blocked.id, position: "referee" });
    expect(busy.status).toBe(409);
    expect(await busy.text()).toContain("Blocked all day");
    expect(await db.select().from(gameRequests).where(eq(gameRequests.refereeId, league.referee.id))).toEqual([]);
  });

  it("cannot request another organization's game or withdraw another referee's request", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const foreign = await createGame(db, { organizationId: other.organization.id, date: DATE });
    const refused = await post(
      "/referee/open-games",
      { intent: "request", gameId: foreign.id, position: "referee" },
      { cookie: league.refereeCookie },
    );
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This game no longer exists.");
    expect(await db.select().from(gameRequests).where(eq(gameRequests.gameId, foreign.id))).toEqual([]);

    const theirs = await createGameRequest(db, {
      organizationId: other.organization.id,
      gameId: foreign.id,
      refereeId: other.referee.id,
    });
    expect(
      (
        await post(
          "/referee/open-games",
          { intent: "withdraw", requestId: theirs.id },
          { cookie: league.refereeCookie },
        )
      ).status,
    ).toBe(404);
    expect((await requestRow(theirs.id)).status).toBe("pending");
  });
});

describe("assignor: approve or reject game requests", () => {
  it("shows pending requests on the assignments screen, approves one into an assignment and tells the referee", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const game = await createGame(db, { organizationId, date: DATE, homeTeam: "Approve Me FC" });
    const request = await createGameRequest(db, {
      organizationId,
      gameId: game.id,
      refereeId: league.referee.id,
      message: "Free that day",
    });
    // Issue 22: the requester's computed rating and its count beside their level.
    await rateReferee({ organizationId, refereeId: league.referee.id, evaluations: [{ positioning: 4, fitness: 5 }] });

    const page = await (await get("/assignor/assignments", { cookie: league.assignorCookie })).text();
    expect(page).toContain("Game Requests (1)");
    expect(visibleText(page)).toContain("4.5 / 5 (1 evaluation)");
    expect(page).toContain("Approve Me FC");
    expect(page).toContain("Free that day");

    const approved = await post(
      "/assignor/game-requests",
      { intent: "approve", requestId: request.id },
      { cookie: league.assignorCookie },
    );
    expect(approved.status).toBe(200);
    expect(await requestRow(request.id)).toMatchObject({ status: "approved", decidedById: league.assignor.id });
    const [assignment] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(assignment).toMatchObject({
      refereeId: league.referee.id,
      position: "referee",
      status: "pending",
      assignedById: league.assignor.id,
    });
    const told = await notificationsOf(league.referee.id);
    expect(told.map((row) => row.title).sort()).toEqual(["Game request approved", "New game assignment"]);
    expect(told.find((row) => row.title === "New game assignment")!.link).toBe(
      `/referee/schedule?assignment=${assignment!.id}`,
    );
    expect((await activityOf(request.id)).map((row) => row.action)).toEqual(["game_request.approved"]);

    const twice = await post(
      "/assignor/game-requests",
      { intent: "approve", requestId: request.id },
      { cookie: league.assignorCookie },
    );
    expect(twice.status).toBe(409);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toHaveLength(1);
  });

  it("needs the 'assign anyway' reason for soft conflicts, and records it", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const rookie = await createUser(db, {
      organizationId,
      role: "referee",
      refereeLevel: 1,
      firstName: "Rita",
      lastName: "Rookie",
    });
    const game = await createGame(db, { organizationId, date: DATE, level: "semi-pro" });
    const request = await createGameRequest(db, { organizationId, gameId: game.id, refereeId: rookie.id });

    const refused = await post(
      "/assignor/game-requests",
      { intent: "approve", requestId: request.id },
      { cookie: league.assignorCookie },
    );
    expect(refused.status).toBe(409);
    const body = await refused.text();
    expect(body).toContain("assign anyway with a reason");
    expect(body).toContain("Level 1 referees are not eligible for semi-pro games");
    expect((await requestRow(request.id)).status).toBe("pending");

    const overridden = await post(
      "/assignor/game-requests",
      { intent: "approve", requestId: request.id, overrideReason: "Mentor on site" },
      { cookie: league.assignorCookie },
    );
    expect(overridden.status).toBe(200);
    const [assignment] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(assignment).toMatchObject({ notes: null, overrideReason: "Mentor on site" });
    expect((await requestRow(request.id)).status).toBe("approved");
  });

  it("lets only one of two decisions arriving at once land", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id, date: DATE });
    const request = await createGameRequest(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
    });
    const decide = (reason: string) =>
      post(
        "/assignor/game-requests",
        { intent: "reject", requestId: request.id, reason },
        { cookie: league.assignorCookie },
      );
    const statuses = (await Promise.all([decide("first"), decide("second")])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await notificationsOf(league.referee.id)).toHaveLength(1);
    expect(await activityOf(request.id)).toHaveLength(1);
  });

  it("rejects with an optional reason the referee reads", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const game = await createGame(db, { organizationId, date: DATE, homeTeam: "Reject Me FC" });
    const request = await createGameRequest(db, { organizationId, gameId: game.id, refereeId: league.referee.id });

    const rejected = await post(
      "/assignor/game-requests",
      { intent: "reject", requestId: request.id, reason: "Crew already picked" },
      { cookie: league.assignorCookie },
    );
    expect(rejected.status).toBe(200);
    expect(await requestRow(request.id)).toMatchObject({ status: "rejected", decidedById: league.assignor.id });
    const [notice] = await notificationsOf(league.referee.id);
    expect(notice).toMatchObject({ title: "Game request not approved" });
    expect(notice!.message).toContain("Reason: Crew already picked");
    expect((await activityOf(request.id)).map((row) => row.action)).toEqual(["game_request.rejected"]);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);

    const html = await (await get("/referee/open-games", { cookie: league.refereeCookie })).text();
    expect(html).toContain("Rejected");
  });

  it("lets no assignor of organization B approve or reject organization A's request, and no referee at all", async () => {
    const leagueA = await createLeague();
    const leagueB = await createLeague();
    const game = await createGame(db, {
      organizationId: leagueA.organization.id,
      date: DATE,
      homeTeam: "Org A Secret FC",
    });
    const request = await createGameRequest(db, {
      organizationId: leagueA.organization.id,
      gameId: game.id,
      refereeId: leagueA.referee.id,
    });

    expect(
      (
        await post(
          "/assignor/game-requests",
          { intent: "approve", requestId: request.id },
          { cookie: leagueB.assignorCookie },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          "/assignor/game-requests",
          { intent: "reject", requestId: request.id },
          { cookie: leagueB.assignorCookie },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          "/assignor/game-requests",
          { intent: "approve", requestId: request.id },
          { cookie: leagueA.refereeCookie },
        )
      ).status,
    ).toBe(403);
    expect((await requestRow(request.id)).status).toBe("pending");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);
    expect(await (await get("/assignor/assignments", { cookie: leagueB.assignorCookie })).text()).not.toContain(
      "Org A Secret FC",
    );
  });
});

describe("approving and rejecting game requests in three round trips (decision 0052)", () => {
  let league: Awaited<ReturnType<typeof createBusyLeague>>;
  let pending: (typeof gameRequests.$inferSelect)[];
  beforeAll(async () => {
    league = await createBusyLeague();
    // Requests of referees with no blocked days (the busy league blocks the first four's next days).
    const blocked = new Set(league.referees.slice(0, 4).map((referee) => referee.id));
    pending = (
      await db.select().from(gameRequests).where(eq(gameRequests.organizationId, league.organization.id))
    ).filter((request) => !blocked.has(request.refereeId));
  });

  it("approves: the request, the assignment checks and the writes in one read and one write", async () => {
    const request = pending[0]!;
    const response = await post(
      "/assignor/game-requests",
      { intent: "approve", requestId: request.id, overrideReason: "Needed on the day" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    // Two decisions (the offer and the approval, each with its notice and activity) in one write.
    expectRoundTrips("approve", response, 3);
    expect(await requestRow(request.id)).toMatchObject({ status: "approved" });
    const made = await db
      .select()
      .from(assignments)
      .where(and(eq(assignments.gameId, request.gameId), eq(assignments.refereeId, request.refereeId)));
    expect(made).toHaveLength(1);
    expect((await notificationsOf(request.refereeId)).map((row) => row.title)).toContain("Game request approved");
  });

  it("rejects with the reason, telling the referee, in at most three round trips", async () => {
    const request = pending[1]!;
    const response = await post(
      "/assignor/game-requests",
      { intent: "reject", requestId: request.id, reason: "Crew already set" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expectRoundTrips("reject", response, 3);
    expect(await requestRow(request.id)).toMatchObject({ status: "rejected" });
    const told = await notificationsOf(request.refereeId);
    expect(told.find((row) => row.title === "Game request not approved")?.message).toContain("Crew already set");
  });
});
