import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createOrganization, createUser } from "~/demo/factories";
import { organizations, users } from "~/db/schema";
import { sha256Hex } from "~/server/session.server";
import { cookieFor, createLeague, db, get, post } from "./helpers";

let league: Awaited<ReturnType<typeof createLeague>>;

/** The links in a page or answer: the https feed URL, its webcal:// twin and the token in them, or null. */
function feedLinkIn(html: string) {
  const https = html.match(/https?:\/\/[^"<\s]+\/calendar\/([A-Za-z0-9_-]+)\.ics/);
  const webcal = html.match(/webcal:\/\/[^"<\s]+\/calendar\/([A-Za-z0-9_-]+)\.ics/);
  if (!https) return null;
  expect(webcal?.[1]).toBe(https[1]);
  return { url: https[0], token: https[1]! };
}

/**
 * A new private link for the referee, as Create link (or Regenerate link) on the settings page makes it:
 * the link is in that answer and in no later page (issue 18).
 */
async function feedLinkOf(cookie: string) {
  const response = await post("/referee/settings", { intent: "reset-calendar-feed" }, { cookie });
  expect(response.status).toBe(200);
  const link = feedLinkIn(await response.text());
  expect(link).not.toBeNull();
  return link!;
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
  it("makes a long random link on request and shows it once: the settings page never shows it again (issue 18)", async () => {
    const referee = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const cookie = await cookieFor(referee.id);
    const before = await (await get("/referee/settings", { cookie })).text();
    expect(feedLinkIn(before)).toBeNull();
    expect(before).toContain("Create link");

    const first = await feedLinkOf(cookie);
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    expect((await get(`/calendar/${first.token}.ics`)).status).toBe(200);

    const later = await (await get("/referee/settings", { cookie })).text();
    expect(later).not.toContain(first.token);
    expect(later).toContain("Regenerate to get a new link");

    expect((await feedLinkOf(league.refereeCookie)).token).not.toBe(first.token);
  });

  it("stores only the SHA-256 of the link's secret (issue 18)", async () => {
    const referee = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const { token } = await feedLinkOf(await cookieFor(referee.id));
    const [row] = await db.select().from(users).where(eq(users.id, referee.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.calendarFeedTokenHash).toBe(await sha256Hex(token));
  });

  it("keeps a link made before hashing working, and stores it hashed from its first use (issue 18)", async () => {
    const referee = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const legacy =
      "L".repeat(20) +
      referee.id
        .replaceAll(/[^A-Za-z0-9]/g, "")
        .slice(0, 23)
        .padEnd(23, "x");
    await db.update(users).set({ calendarFeedToken: legacy }).where(eq(users.id, referee.id));

    expect((await get(`/calendar/${legacy}.ics`)).status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, referee.id));
    expect(row!.calendarFeedToken).toBeNull();
    expect(row!.calendarFeedTokenHash).toBe(await sha256Hex(legacy));
    // The subscribed calendar's next refresh still works.
    expect((await get(`/calendar/${legacy}.ics`)).status).toBe(200);
    // The settings page treats it as an existing link.
    expect(await (await get("/referee/settings", { cookie: await cookieFor(referee.id) })).text()).toContain(
      "Regenerate to get a new link",
    );
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
      .set({ calendarFeedTokenHash: await sha256Hex("B".repeat(43)) })
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
    expect((await get(`/calendar/${before.token}.ics`)).status).toBe(200);
  });
});
