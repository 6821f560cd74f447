import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createOrganization, createUser } from "~/db/factories";
import { organizations, users } from "~/db/schema";
import { cookieFor, createLeague, db, get, post } from "./helpers";

let league: Awaited<ReturnType<typeof createLeague>>;

/** The feed URL shown on the referee's settings page, and the token in it. */
async function feedLinkOf(cookie: string) {
  const response = await get("/referee/settings", { cookie });
  expect(response.status).toBe(200);
  const html = await response.text();
  const https = html.match(/https?:\/\/[^"<\s]+\/calendar\/([A-Za-z0-9_-]+)\.ics/);
  const webcal = html.match(/webcal:\/\/[^"<\s]+\/calendar\/([A-Za-z0-9_-]+)\.ics/);
  expect(https).not.toBeNull();
  expect(webcal?.[1]).toBe(https![1]);
  return { url: https![0], token: https![1]! };
}

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

beforeAll(async () => {
  league = await createLeague("Eastside League");
  // A zone other than the default, so a wrong zone would show.
  await db
    .update(organizations)
    .set({ timeZone: "America/New_York", conflictRules: { gameLengthMinutes: { youth: 70 } } })
    .where(eq(organizations.id, league.organization.id));
});

describe("calendar feed", () => {
  it("gives each referee a long random token on first view, then keeps it", async () => {
    const first = await feedLinkOf(league.refereeCookie);
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    const again = await feedLinkOf(league.refereeCookie);
    expect(again.token).toBe(first.token);
    const [row] = await db
      .select({ token: users.calendarFeedToken })
      .from(users)
      .where(eq(users.id, league.referee.id));
    expect(row?.token).toBe(first.token);

    const other = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    expect((await feedLinkOf(await cookieFor(other.id))).token).not.toBe(first.token);
  });

  it("serves the referee's confirmed and pending games without a cookie, in the organization's zone", async () => {
    const { organization, referee } = league;
    const colleague = await createUser(db, {
      organizationId: organization.id,
      role: "referee",
      firstName: "Priya",
      lastName: "Shah",
    });
    const confirmedGame = await createGame(db, {
      organizationId: organization.id,
      date: "2099-01-15",
      time: "10:00",
      homeTeam: "Smith, Jones; United",
      awayTeam: "North\\South FC",
      venue: "Riverside Park",
      venueAddress: "1 River Rd, Albany, NY",
      positionType: "three_official",
      level: "youth",
      notes: "Gate B,\nparking on the left",
    });
    const confirmed = await createAssignment(db, {
      organizationId: organization.id,
      gameId: confirmedGame.id,
      refereeId: referee.id,
      status: "confirmed",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: confirmedGame.id,
      refereeId: colleague.id,
      position: "assistant_referee_1",
      status: "confirmed",
    });
    const pendingGame = await createGame(db, {
      organizationId: organization.id,
      date: "2099-07-04",
      time: "18:30",
      level: "amateur",
    });
    const pending = await createAssignment(db, {
      organizationId: organization.id,
      gameId: pendingGame.id,
      refereeId: referee.id,
      status: "pending",
    });
    // Not in the feed: declined, completed, a cancelled game, someone else's game.
    const declinedGame = await createGame(db, {
      organizationId: organization.id,
      date: "2099-02-01",
      homeTeam: "Declined Home",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: declinedGame.id,
      refereeId: referee.id,
      status: "declined",
    });
    const completedGame = await createGame(db, {
      organizationId: organization.id,
      date: "2099-02-02",
      homeTeam: "Completed Home",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: completedGame.id,
      refereeId: referee.id,
      status: "completed",
    });
    const cancelledGame = await createGame(db, {
      organizationId: organization.id,
      date: "2099-02-03",
      homeTeam: "Cancelled Home",
      status: "cancelled",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: cancelledGame.id,
      refereeId: referee.id,
      status: "confirmed",
    });
    const othersGame = await createGame(db, {
      organizationId: organization.id,
      date: "2099-02-04",
      homeTeam: "Colleague Only Home",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: othersGame.id,
      refereeId: colleague.id,
      status: "confirmed",
    });

    const { token } = await feedLinkOf(league.refereeCookie);
    const response = await get(`/calendar/${token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("private");
    expect(response.headers.getSetCookie()).toEqual([]);
    const text = await response.text();
    expect(text).toContain("\r\n");
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const events = parseEvents(text);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`assignment-${confirmed.id}@localhost`, `assignment-${pending.id}@localhost`].sort(),
    );
    const winter = events.find((event) => event.uid.includes(confirmed.id))!;
    // 10:00 in New York in January is 15:00 UTC; the organization's youth games last 70 minutes.
    expect(winter.startDate.toJSDate().toISOString()).toBe("2099-01-15T15:00:00.000Z");
    expect(winter.endDate.toJSDate().toISOString()).toBe("2099-01-15T16:10:00.000Z");
    expect(winter.startDate.zone?.tzid).toBe("America/New_York");
    expect(winter.summary).toBe("Smith, Jones; United vs North\\South FC (Referee)");
    expect(winter.location).toBe("Riverside Park, 1 River Rd, Albany, NY");
    expect(winter.description).toContain("Status: Confirmed");
    expect(winter.description).toContain("Priya Shah (Assistant Referee 1)");
    expect(winter.description).toContain("Gate B,\nparking on the left");
    expect(winter.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(Number(winter.component.getFirstPropertyValue("sequence"))).toBeGreaterThan(0);
    expect(winter.component.getFirstPropertyValue("last-modified")).not.toBeNull();

    const summer = events.find((event) => event.uid.includes(pending.id))!;
    // 18:30 in New York in July (daylight time) is 22:30 UTC; amateur games keep the default 120 minutes.
    expect(summer.startDate.toJSDate().toISOString()).toBe("2099-07-04T22:30:00.000Z");
    expect(summer.endDate.toJSDate().toISOString()).toBe("2099-07-05T00:30:00.000Z");
    expect(summer.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(summer.description).toContain("Status: Pending");
  });

  it("answers 404 for unknown or malformed tokens and for other paths", async () => {
    for (const path of [`/calendar/${"A".repeat(43)}.ics`, "/calendar/short.ics", "/calendar/..%2Fsecret.ics"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("BEGIN:VCALENDAR");
    }
    const { token } = await feedLinkOf(league.refereeCookie);
    expect((await get(`/calendar/${token}`)).status).toBe(404);
    expect((await get(`/calendar/${token}.json`)).status).toBe(404);
  });

  it("does not serve a feed to someone who is no longer a referee anywhere", async () => {
    const organization = await createOrganization(db, { name: "Former League" });
    const assignor = await createUser(db, { organizationId: organization.id, role: "assignor" });
    await db
      .update(users)
      .set({ calendarFeedToken: "B".repeat(43) })
      .where(eq(users.id, assignor.id));
    expect((await get(`/calendar/${"B".repeat(43)}.ics`)).status).toBe(404);
  });

  it("Reset link replaces the secret: the old URL answers 404, the new one works", async () => {
    const before = await feedLinkOf(league.refereeCookie);
    expect((await get(`/calendar/${before.token}.ics`)).status).toBe(200);

    const reset = await post("/referee/settings", { intent: "reset-calendar-feed" }, { cookie: league.refereeCookie });
    expect(reset.status).toBe(200);

    const after = await feedLinkOf(league.refereeCookie);
    expect(after.token).not.toBe(before.token);
    expect((await get(`/calendar/${before.token}.ics`)).status).toBe(404);
    expect((await get(`/calendar/${after.token}.ics`)).status).toBe(200);
  });

  it("only the referee can reset their own link", async () => {
    const before = await feedLinkOf(league.refereeCookie);
    const byAssignor = await post(
      "/referee/settings",
      { intent: "reset-calendar-feed" },
      { cookie: league.assignorCookie },
    );
    expect(byAssignor.status).toBe(403);
    const anonymous = await post("/referee/settings", { intent: "reset-calendar-feed" });
    expect(anonymous.status).toBe(302);
    expect((await feedLinkOf(league.refereeCookie)).token).toBe(before.token);
  });
});
