/**
 * A referee across organizations (issue 20), through the Worker: one person refereeing for two leagues sees
 * both on every referee page and feed, each game labelled with its league and read at its league's wall
 * clock and currency; answers an offer of the second league; a referee of one league sees none of the
 * other's; and a signed-in person joins a further league with its invite code or an invite link. Every
 * page still waits on two sequential D1 round trips.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame } from "~/demo/factories";
import { newId } from "~/db/ids";
import { activityLog, assignments, invites, memberships, organizations, userSettings } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { checkConflicts } from "~/server/assignments.server";
import { resetFeedToken } from "~/server/ical-feed.server";
import { createInvite } from "~/server/invites.server";
import { createLeague, db, expectRoundTrips, get, post, visibleText, sentOutcome } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

let east: League;
let berlin: League;
/** The person: a referee of both leagues (East first). */
let cookie: string;
let refereeId: string;
let offerInBerlin: string;

beforeAll(async () => {
  east = await createLeague("Eastside League");
  berlin = await createLeague("Berlin Liga");
  await db
    .update(organizations)
    .set({ currency: "EUR", timeZone: "Europe/Berlin" })
    .where(eq(organizations.id, berlin.organization.id));
  refereeId = east.referee.id;
  cookie = east.refereeCookie;
  await db.insert(memberships).values({
    id: newId(),
    organizationId: berlin.organization.id,
    userId: refereeId,
    role: "referee",
    createdAt: new Date(Date.now() + 60_000),
  });
  const eastGame = await createGame(db, {
    organizationId: east.organization.id,
    assignorId: east.assignor.id,
    homeTeam: "Harbor City",
    awayTeam: "Bay Rovers",
    date: "2099-05-02",
    time: "10:00",
    feeCents: 4500,
  });
  await createAssignment(db, {
    organizationId: east.organization.id,
    gameId: eastGame.id,
    refereeId,
    status: "confirmed",
  });
  const berlinGame = await createGame(db, {
    organizationId: berlin.organization.id,
    assignorId: berlin.assignor.id,
    homeTeam: "Spandau Kickers",
    awayTeam: "Tempelhof SV",
    date: "2099-05-03",
    time: "15:30",
    feeCents: 6000,
  });
  const offer = await createAssignment(db, {
    organizationId: berlin.organization.id,
    gameId: berlinGame.id,
    refereeId,
    status: "pending",
  });
  offerInBerlin = offer.id;
  // A game of Berlin's the person is not on, for Berlin's own referee.
  const berlinOnly = await createGame(db, {
    organizationId: berlin.organization.id,
    assignorId: berlin.assignor.id,
    homeTeam: "Pankow Only",
    awayTeam: "Wedding FC",
    date: "2099-05-04",
  });
  await createAssignment(db, {
    organizationId: berlin.organization.id,
    gameId: berlinOnly.id,
    refereeId: berlin.referee.id,
    status: "confirmed",
  });
});

describe("a referee of two leagues", () => {
  it("sees both leagues' games on Schedule and Overview, each labelled with its league, its fee in its currency", async () => {
    const schedule = visibleText(await (await get("/referee/schedule", { cookie })).text());
    expect(schedule).toContain("Harbor City vs Bay Rovers Eastside League");
    expect(schedule).toContain("Spandau Kickers vs Tempelhof SV Berlin Liga");
    expect(schedule).toContain("$45.00");
    expect(schedule).toContain("€60.00");
    // Each at its own league's wall clock, never converted; labelled with the zone once the reader has a zone of their own.
    expect(schedule).toContain("3:30 PM");
    expect(schedule).not.toContain("GMT+2");
    expect(schedule).not.toContain("Pankow Only");

    const overview = visibleText(await (await get("/referee", { cookie })).text());
    expect(overview).toContain("Eastside League · Berlin Liga");
    expect(overview).toContain("Harbor City vs Bay Rovers Eastside League");
    expect(overview).toContain("1 game offer is waiting for your answer");

    await db
      .insert(userSettings)
      .values({ userId: refereeId, timeZone: "America/New_York" })
      .onConflictDoUpdate({ target: userSettings.userId, set: { timeZone: "America/New_York" } });
    const zoned = visibleText(await (await get("/referee/schedule", { cookie })).text());
    expect(zoned).toContain("3:30 PM GMT+2");
    await db.update(userSettings).set({ timeZone: null }).where(eq(userSettings.userId, refereeId));
  });

  it("gets both leagues' games in the calendar feed", async () => {
    const token = await resetFeedToken(db, refereeId);
    const feed = await (await get(`/calendar/${token}.ics`)).text();
    expect(feed).toContain("Harbor City");
    expect(feed).toContain("Spandau Kickers");
    expect(feed).toContain("TZID=Europe/Berlin");
  });

  it("lists every league on the Leagues page, and every page waits on two round trips", async () => {
    const leagues = visibleText(await (await get("/referee/leagues", { cookie })).text());
    expect(leagues).toContain("Eastside League Referee");
    expect(leagues).toContain("Berlin Liga Referee");
    for (const path of [
      "/referee",
      "/referee/schedule",
      "/referee/open-games",
      "/referee/contacts",
      "/referee/earnings",
      "/referee/notifications",
      "/referee/leagues",
      "/referee/earnings/export",
    ]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      expectRoundTrips(path, response, 2);
    }
  });

  it("accepts an offer of the second league; its assignor's activity records it", async () => {
    const response = await post(`/referee/assignments/${offerInBerlin}`, { intent: "accept" }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, status: "confirmed" });
    const [row] = await db.select().from(assignments).where(eq(assignments.id, offerInBerlin));
    expect(row!.status).toBe("confirmed");
    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, offerInBerlin), eq(activityLog.action, "assignment.accepted")));
    expect(logged.map((entry) => entry.organizationId)).toEqual([berlin.organization.id]);
  });
});

describe("availability is the person's", () => {
  it("a day blocked in the portal applies to every league's conflict check and open games", async () => {
    const blocked = addDays(todayIn("America/Los_Angeles"), 10);
    const game = await createGame(db, {
      organizationId: berlin.organization.id,
      assignorId: berlin.assignor.id,
      homeTeam: "Blocked Day FC",
      date: blocked,
      time: "12:00",
    });
    const before = visibleText(await (await get("/referee/open-games", { cookie })).text());
    // Open games of every league the person referees for, each labelled with its league.
    expect(before).toMatch(/Blocked Day FC vs Away Team \d+ Berlin Liga/);
    const response = await post(
      "/referee/availability/changes",
      { changes: JSON.stringify([{ clientId: "multi-league-1", change: { type: "block-days", dates: [blocked] } }]) },
      { cookie },
    );
    expect(response.status).toBe(200);
    const conflicts = await checkConflicts(db, {
      organizationId: berlin.organization.id,
      gameId: game.id,
      refereeId,
    });
    expect(conflicts?.map((conflict) => conflict.code)).toContain("availability_blocked");
    const after = visibleText(await (await get("/referee/open-games", { cookie })).text());
    expect(after).not.toContain("Blocked Day FC");
  });
});

describe("a referee of one league", () => {
  it("never sees the other league's games nor answers its offers, and sees no league labels", async () => {
    const html = await (await get("/referee/schedule", { cookie: berlin.refereeCookie })).text();
    const text = visibleText(html);
    expect(text).toContain("Pankow Only");
    expect(text).not.toContain("Harbor City");
    expect(html).not.toContain("data-league");
    const contacts = visibleText(await (await get("/referee/contacts", { cookie: berlin.refereeCookie })).text());
    expect(contacts).not.toContain("Eastside League Assignor");

    const other = await createLeague("Northside League");
    const game = await createGame(db, { organizationId: other.organization.id, date: "2099-06-01" });
    const offer = await createAssignment(db, {
      organizationId: other.organization.id,
      gameId: game.id,
      refereeId: other.referee.id,
      status: "pending",
    });
    const response = await post(
      `/referee/assignments/${offer.id}`,
      { intent: "accept" },
      { cookie: berlin.refereeCookie },
    );
    expect(response.status).toBe(404);
    const [row] = await db.select().from(assignments).where(eq(assignments.id, offer.id));
    expect(row!.status).toBe("pending");
  });
});

describe("joining a further league", () => {
  it("with its invite code: a wrong code keeps the input with a field error; the right one joins; again says so", async () => {
    const joiner = await createLeague("Home League");
    const target = await createLeague("Valley League");

    const wrong = await post(
      "/referee/leagues",
      { intent: "join", code: "NOPE1234" },
      { cookie: joiner.refereeCookie },
    );
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(visibleText(wrongHtml)).toContain("No league has this invite code. Check it with your assignor.");
    expect(wrongHtml).toMatch(/name="code"[^>]*value="NOPE1234"|value="NOPE1234"[^>]*name="code"/);
    expect(wrongHtml).toMatch(/aria-invalid="true"/);

    const empty = await post("/referee/leagues", { intent: "join", code: "  " }, { cookie: joiner.refereeCookie });
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toContain("Enter the league's invite code.");

    const joined = await post(
      "/referee/leagues",
      { intent: "join", code: target.organization.inviteCode.toLowerCase() },
      { cookie: joiner.refereeCookie },
    );
    expect(joined.status).toBe(200);
    expectRoundTrips("join by code", joined, 3);
    expect(visibleText(await joined.text())).toContain("You joined Valley League.");
    const rows = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, joiner.referee.id), eq(memberships.organizationId, target.organization.id)));
    expect(rows.map((row) => row.role)).toEqual(["referee"]);
    // The league's assignors read it in their activity, as after a sign-up with the code.
    const activity = visibleText(await (await get("/assignor/activity", { cookie: target.assignorCookie })).text());
    expect(activity).toContain("Home League Referee");
    expect(activity).toContain("joined Valley League as a referee");
    // The new league's games now reach the person's schedule.
    const game = await createGame(db, {
      organizationId: target.organization.id,
      homeTeam: "Valley Home",
      date: "2099-07-01",
    });
    await createAssignment(db, {
      organizationId: target.organization.id,
      gameId: game.id,
      refereeId: joiner.referee.id,
      status: "confirmed",
    });
    const schedule = visibleText(await (await get("/referee/schedule", { cookie: joiner.refereeCookie })).text());
    expect(schedule).toContain("Valley League");
    expect(schedule).toContain("Valley Home");

    const again = await post(
      "/referee/leagues",
      { intent: "join", code: target.organization.inviteCode },
      { cookie: joiner.refereeCookie },
    );
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("You already belong to Valley League.");
  });

  it("with an invite link while signed in: 'Join <league> as <role>', accepted for the account", async () => {
    const person = await createLeague("Lakeside League");
    const inviting = await createLeague("Ridge League");
    const { link } = sentOutcome(
      await createInvite(db, {
        organization: inviting.organization,
        invitedBy: inviting.assignor,
        email: person.referee.email,
        role: "referee",
        publicOrigin: "http://localhost",
      }),
    );
    const token = new URL(link).searchParams.get("invite")!;

    // The sign-up link sends a signed-in person to the join page instead of a sign-up form.
    const signup = await get(`/signup?invite=${token}`, { cookie: person.refereeCookie });
    expect(signup.status).toBe(302);
    expect(signup.headers.get("Location")).toBe(`/join?invite=${token}`);
    const shown = await get(`/join?invite=${token}`, { cookie: person.refereeCookie });
    expectRoundTrips("the join page", shown, 2);
    const page = visibleText(await shown.text());
    expect(page).toContain("Join Ridge League as a referee");
    expect(page).toContain("Join Ridge League");

    const accepted = await post("/join", { invite: token }, { cookie: person.refereeCookie });
    expect(accepted.status).toBe(302);
    expectRoundTrips("accepting an invite", accepted, 3);
    expect(accepted.headers.get("Location")).toBe("/referee");
    const rows = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, person.referee.id), eq(memberships.organizationId, inviting.organization.id)));
    expect(rows.map((row) => row.role)).toEqual(["referee"]);
    const [invite] = await db.select().from(invites).where(eq(invites.organizationId, inviting.organization.id));
    expect(invite!.acceptedById).toBe(person.referee.id);

    // Used up: the link says so; a visitor who is not signed in is sent to the sign-up form.
    const reused = visibleText(await (await get(`/join?invite=${token}`, { cookie: person.refereeCookie })).text());
    expect(reused).toContain("This invite link has expired or was already used.");
    const again = await post("/join", { invite: token }, { cookie: person.refereeCookie });
    expect(again.status).toBe(400);
    const anonymous = await get(`/join?invite=${token}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/signup?invite=${token}`);
  });

  it("an assignor takes a staff invite the same way and lands in the assignor portal on that league", async () => {
    const assignorLeague = await createLeague("Canyon League");
    const inviting = await createLeague("Mesa League");
    const { link } = sentOutcome(
      await createInvite(db, {
        organization: inviting.organization,
        invitedBy: inviting.assignor,
        email: assignorLeague.assignor.email,
        role: "assignor",
        publicOrigin: "http://localhost",
      }),
    );
    const token = new URL(link).searchParams.get("invite")!;
    const page = visibleText(
      await (await get(`/join?invite=${token}`, { cookie: assignorLeague.assignorCookie })).text(),
    );
    expect(page).toContain("Join Mesa League as an assignor");
    const accepted = await post("/join", { invite: token }, { cookie: assignorLeague.assignorCookie });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/assignor");
    const games = visibleText(await (await get("/assignor", { cookie: assignorLeague.assignorCookie })).text());
    expect(games).toContain("Mesa League");
  });

  it("an invite to a league the person already belongs to says so", async () => {
    const league = await createLeague("Harbor League");
    const { link } = sentOutcome(
      await createInvite(db, {
        organization: league.organization,
        invitedBy: league.assignor,
        email: league.referee.email,
        role: "referee",
        publicOrigin: "http://localhost",
      }),
    );
    const token = new URL(link).searchParams.get("invite")!;
    const page = visibleText(await (await get(`/join?invite=${token}`, { cookie: league.refereeCookie })).text());
    expect(page).toContain("You already belong to Harbor League.");
    const response = await post("/join", { invite: token }, { cookie: league.refereeCookie });
    expect(response.status).toBe(409);
  });
});
