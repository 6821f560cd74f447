/**
 * The referee's Schedule and overview, and POST /referee/assignments/:assignmentId, through the Worker:
 * a referee sees and answers only their own assignments; the assignor is told; wrong input keeps the
 * assignment as it was.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createGameRequest, createUser } from "~/demo/factories";
import { activityLog, assignments, notifications, outbox } from "~/db/schema";
import { createBusyReferee } from "./busy-referee";
import { cookieFor, createLeague, d1TimingOf, db, expectRoundTrips, get, post, visibleText } from "./helpers";

async function leagueWithSchedule() {
  const league = await createLeague();
  const organizationId = league.organization.id;
  const colleague = await createUser(db, {
    organizationId,
    role: "referee",
    firstName: "Casey",
    lastName: "Nguyen",
    email: `casey.${organizationId.slice(0, 8)}@league.test`,
  });
  const future = await createGame(db, {
    organizationId,
    assignorId: league.assignor.id,
    homeTeam: "Mission FC",
    awayTeam: "Sunset United",
    venue: "Kezar Stadium",
    venueAddress: "670 Kezar Dr, San Francisco",
    date: "2099-03-06",
    time: "10:30",
    feeCents: 4550,
    level: "youth",
    positionType: "three_official",
    notes: "Bring both kits",
  });
  const later = await createGame(db, {
    organizationId,
    assignorId: league.assignor.id,
    homeTeam: "Marin Tides",
    awayTeam: "Presidio SC",
    venue: "Tam High",
    date: "2099-04-10",
    time: "09:00",
    feeCents: 9000,
    level: "amateur",
  });
  const past = await createGame(db, {
    organizationId,
    assignorId: league.assignor.id,
    homeTeam: "Old Town",
    awayTeam: "Harbor City",
    venue: "Ocean Field",
    date: "2020-01-04",
    time: "10:00",
    feeCents: 6000,
    level: "amateur",
  });
  const pastPending = await createGame(db, {
    organizationId,
    assignorId: league.assignor.id,
    homeTeam: "Stale Offer FC",
    awayTeam: "Nobody",
    venue: "Ocean Field",
    date: "2020-02-01",
    time: "10:00",
  });
  const colleaguesOnly = await createGame(db, {
    organizationId,
    homeTeam: "Casey Only XI",
    awayTeam: "Rivals",
    date: "2099-05-01",
  });

  const offer = await createAssignment(db, {
    organizationId,
    gameId: future.id,
    refereeId: league.referee.id,
    status: "pending",
    assignedById: league.assignor.id,
  });
  await createAssignment(db, {
    organizationId,
    gameId: future.id,
    refereeId: colleague.id,
    position: "assistant_referee_1",
    status: "confirmed",
  });
  const confirmed = await createAssignment(db, {
    organizationId,
    gameId: later.id,
    refereeId: league.referee.id,
    status: "confirmed",
    assignedById: league.assignor.id,
  });
  await createAssignment(db, { organizationId, gameId: past.id, refereeId: league.referee.id, status: "completed" });
  const stale = await createAssignment(db, {
    organizationId,
    gameId: pastPending.id,
    refereeId: league.referee.id,
    status: "pending",
  });
  const colleagueOffer = await createAssignment(db, {
    organizationId,
    gameId: colleaguesOnly.id,
    refereeId: colleague.id,
    status: "pending",
  });
  return {
    ...league,
    colleague,
    colleagueCookie: await cookieFor(colleague.id),
    offer,
    confirmed,
    stale,
    colleagueOffer,
  };
}

function respond(assignmentId: string, fields: Record<string, string>, cookie: string | undefined) {
  return post(`/referee/assignments/${assignmentId}`, fields, { cookie });
}

async function statusOf(assignmentId: string) {
  const [row] = await db
    .select({ status: assignments.status, declineReason: assignments.declineReason })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  return row;
}

describe("/referee/schedule", () => {
  it("lists only the referee's own games, upcoming first by date, with tab counts", async () => {
    const league = await leagueWithSchedule();
    const response = await get("/referee/schedule", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Upcoming (2)");
    expect(html).toContain("Past (2)");
    expect(html).toContain("All (4)");
    expect(html).toContain("Mission FC vs Sunset United");
    expect(html).toContain("Marin Tides vs Presidio SC");
    expect(html.indexOf("Mission FC vs Sunset United")).toBeLessThan(html.indexOf("Marin Tides vs Presidio SC"));
    expect(html).not.toContain("Old Town vs Harbor City");
    expect(html).not.toContain("Casey Only XI");
    // The View dialog's details travel with the row: the crew, the assignor's contact, the notes.
    expect(html).toContain("Casey Nguyen");
    expect(html).toContain(league.assignor.email);
    expect(html).toContain("Bring both kits");
  });

  it("shows past games marked Past, searches, sorts, and shows the spec's empty states", async () => {
    const league = await leagueWithSchedule();
    const past = await (await get("/referee/schedule?tab=past", { cookie: league.refereeCookie })).text();
    expect(past).toContain("Old Town vs Harbor City");
    expect(past).toContain(">Past<");
    expect(past).not.toContain("Mission FC vs Sunset United");

    const byFee = await (
      await get("/referee/schedule?tab=all&sort=fee&dir=desc", { cookie: league.refereeCookie })
    ).text();
    expect(byFee.indexOf("Marin Tides vs Presidio SC")).toBeLessThan(byFee.indexOf("Old Town vs Harbor City"));
    expect(byFee.indexOf("Old Town vs Harbor City")).toBeLessThan(byFee.indexOf("Mission FC vs Sunset United"));

    const search = await (await get("/referee/schedule?q=kezar", { cookie: league.refereeCookie })).text();
    expect(search).toContain("Mission FC vs Sunset United");
    expect(search).not.toContain("Marin Tides vs Presidio SC");

    const none = await (await get("/referee/schedule?q=zzz", { cookie: league.refereeCookie })).text();
    expect(none).toContain("No games match your search");
    expect(none).toContain("Try adjusting your search terms");

    const fresh = await createLeague();
    const empty = await (await get("/referee/schedule", { cookie: fresh.refereeCookie })).text();
    expect(empty).toContain("No upcoming games");
    expect(empty).toContain("Check back later for new assignments");
    expect(await (await get("/referee/schedule?tab=past", { cookie: fresh.refereeCookie })).text()).toContain(
      "Your completed games will appear here",
    );
    expect(await (await get("/referee/schedule?tab=all", { cookie: fresh.refereeCookie })).text()).toContain(
      "No games scheduled",
    );
  });
});

describe("POST /referee/assignments/:assignmentId", () => {
  it("accepts the referee's own offer, tells the assignor and logs it", async () => {
    const league = await leagueWithSchedule();
    const response = await respond(league.offer.id, { intent: "accept" }, league.refereeCookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, intent: "accept", status: "confirmed" });
    expect((await statusOf(league.offer.id))?.status).toBe("confirmed");
    const told = await db.select().from(notifications).where(eq(notifications.userId, league.assignor.id));
    expect(told.map((row) => row.title)).toContain("Assignment accepted");
    const mail = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, league.assignor.email), eq(outbox.kind, "assignment-accepted")));
    expect(mail).toHaveLength(1);
    const log = await db.select().from(activityLog).where(eq(activityLog.subjectId, league.offer.id));
    expect(log.map((row) => row.action)).toContain("assignment.accepted");
  });

  it("declines with a reason; without one answers 400 with a field error and changes nothing", async () => {
    const league = await leagueWithSchedule();
    const missing = await respond(league.offer.id, { intent: "decline", reason: "   " }, league.refereeCookie);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      ok: false,
      intent: "decline",
      fieldErrors: { reason: ["Say why you are declining: your assignor reads it."] },
    });
    expect((await statusOf(league.offer.id))?.status).toBe("pending");

    const declined = await respond(
      league.offer.id,
      { intent: "decline", reason: "Away that weekend" },
      league.refereeCookie,
    );
    expect(declined.status).toBe(200);
    expect(await statusOf(league.offer.id)).toEqual({ status: "declined", declineReason: "Away that weekend" });
    const told = await db.select().from(notifications).where(eq(notifications.userId, league.assignor.id));
    expect(told.some((row) => row.title === "Assignment declined" && row.message.includes("Away that weekend"))).toBe(
      true,
    );
  });

  it("refuses an unknown intent with 400", async () => {
    const league = await leagueWithSchedule();
    const response = await respond(league.offer.id, { intent: "complete" }, league.refereeCookie);
    expect(response.status).toBe(400);
    expect((await statusOf(league.offer.id))?.status).toBe("pending");
  });

  it("answers 404 for another referee's assignment and leaves it alone", async () => {
    const league = await leagueWithSchedule();
    const response = await respond(league.colleagueOffer.id, { intent: "accept" }, league.refereeCookie);
    expect(response.status).toBe(404);
    expect((await statusOf(league.colleagueOffer.id))?.status).toBe("pending");
    // Nor can a referee of another organization reach it.
    const stranger = await createLeague();
    expect(
      (await respond(league.colleagueOffer.id, { intent: "decline", reason: "x" }, stranger.refereeCookie)).status,
    ).toBe(404);
    // Its owner can.
    expect((await respond(league.colleagueOffer.id, { intent: "accept" }, league.colleagueCookie)).status).toBe(200);
  });

  it("refuses an assignor (403) and sends an anonymous visitor to sign in", async () => {
    const league = await leagueWithSchedule();
    expect((await respond(league.offer.id, { intent: "accept" }, league.assignorCookie)).status).toBe(403);
    const anonymous = await respond(league.offer.id, { intent: "accept" }, undefined);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect((await statusOf(league.offer.id))?.status).toBe("pending");
  });

  it("cannot accept an assignment whose game is past (409)", async () => {
    const league = await leagueWithSchedule();
    const response = await respond(league.stale.id, { intent: "accept" }, league.refereeCookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      ok: false,
      message: "This game has already started; it can no longer be accepted.",
    });
    expect((await statusOf(league.stale.id))?.status).toBe("pending");
  });

  it("turns back a confirmed game with a reason, and refuses to accept it twice", async () => {
    const league = await leagueWithSchedule();
    expect((await respond(league.confirmed.id, { intent: "accept" }, league.refereeCookie)).status).toBe(409);
    const noReason = await respond(league.confirmed.id, { intent: "turn-back" }, league.refereeCookie);
    expect(noReason.status).toBe(400);
    const turned = await respond(league.confirmed.id, { intent: "turn-back", reason: "Injured" }, league.refereeCookie);
    expect(turned.status).toBe(200);
    expect(await statusOf(league.confirmed.id)).toEqual({ status: "declined", declineReason: "Injured" });
  });
});

describe("/referee overview", () => {
  it("counts from the referee's own rows by the spec's rules", async () => {
    const league = await leagueWithSchedule();
    await createGameRequest(db, {
      organizationId: league.organization.id,
      gameId: league.colleagueOffer.gameId,
      refereeId: league.referee.id,
      status: "pending",
    });
    const html = await (await get("/referee", { cookie: league.refereeCookie })).text();
    expect(html).toContain(`Welcome, ${league.referee.firstName}`);
    // One confirmed upcoming, one completed ($60.00), 1 of 4 assignments completed = 25%.
    expect(html).toMatch(/>Upcoming<\/p><p[^>]*>1</);
    expect(html).toMatch(/>Completed<\/p><p[^>]*>1</);
    expect(html).toMatch(/>Total Earned<\/p><p[^>]*>\$60\.00</);
    expect(html).toMatch(/>Success Rate<\/p><p[^>]*>25%</);
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain("1 game offer is waiting for your answer");
    expect(html).toContain("Casey Only XI vs Rivals");

    await respond(league.offer.id, { intent: "accept" }, league.refereeCookie);
    const after = await (await get("/referee", { cookie: league.refereeCookie })).text();
    expect(after).toMatch(/>Upcoming<\/p><p[^>]*>2</);
    // Outside the page's scripts: the referee catalog it carries holds the words too (decision 0061).
    expect(visibleText(after)).not.toContain("waiting for your answer");
  });
});

describe("the referee's schedule and overview at two round trips (issue 17)", () => {
  it("reads each page after the session in one round trip, and answers an offer in two", async () => {
    const league = await createBusyReferee();
    for (const path of ["/referee", "/referee.data", "/referee/schedule", "/referee/schedule.data?tab=past"]) {
      const response = await get(path, { cookie: league.refereeCookie });
      expect(response.status, path).toBe(200);
      const timing = d1TimingOf(response)!;
      expect(timing.sequential, path).toBeLessThanOrEqual(2);
      expect(timing.queries, path).toBeLessThanOrEqual(10);
    }
    const [first, second] = league.offers;
    const accepted = await respond(first!.id, { intent: "accept" }, league.refereeCookie);
    expect(accepted.status).toBe(200);
    expectRoundTrips("accepted", accepted, 3);
    const declined = await respond(second!.id, { intent: "decline", reason: "Away" }, league.refereeCookie);
    expect(declined.status).toBe(200);
    expectRoundTrips("declined", declined, 3);
    expect(await statusOf(first!.id)).toMatchObject({ status: "confirmed" });
    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, league.assignor.id), eq(notifications.title, "Assignment declined")));
    expect(told?.message).toContain("Reason: Away");
  });
});
