/**
 * Issue 19, formats everywhere (decision 0060): the date format, clock and time zone a person saves in
 * Settings change what their portal pages show. Game times stay the organization's wall clock, labelled
 * with its zone when the reader's differs; instants are shown in the reader's zone.
 */
import { describe, expect, it } from "vitest";
import {
  createAssignment,
  createAvailabilityBlock,
  createGame,
  createNotification,
  createUser,
  createUserSettings,
} from "~/demo/factories";
import { addDays, todayIn } from "~/domain/dates";
import { createLeague, db, get } from "./helpers";

/** A referee confirmed on an evening game on Saturday 28 November 2099 (Los Angeles time), and an old notice. */
async function leagueWithEveningGame() {
  const league = await createLeague();
  const organizationId = league.organization.id;
  const game = await createGame(db, {
    organizationId,
    date: "2099-11-28",
    time: "19:00",
    homeTeam: "Evening Kickoff FC",
    level: "youth",
    status: "assigned",
  });
  await createAssignment(db, { organizationId, gameId: game.id, refereeId: league.referee.id, status: "confirmed" });
  // 20:00 UTC on 14 March 2025: 13:00 that day in Los Angeles, long enough ago to show as a date.
  await createNotification(db, {
    userId: league.referee.id,
    title: "Season opener",
    message: "The season starts soon.",
    createdAt: new Date("2025-03-14T20:00:00Z"),
  });
  return league;
}

async function page(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("a referee's date format and clock", () => {
  it("without settings, reads the spec's US forms", async () => {
    const league = await leagueWithEveningGame();
    for (const path of ["/referee", "/referee/schedule?tab=all"]) {
      const html = await page(path, league.refereeCookie);
      expect(html, path).toContain("Sat, Nov 28, 2099");
      expect(html, path).toContain("7:00 PM");
    }
    expect(await page("/referee/notifications", league.refereeCookie)).toContain("Mar 14, 2025");
  });

  it("with DD/MM/YYYY and 24 hours, reads 28/11/2099 and 19:00 on overview, schedule and notifications", async () => {
    const league = await leagueWithEveningGame();
    await createUserSettings(db, { userId: league.referee.id, dateFormat: "DD/MM/YYYY", timeFormat: "24" });
    for (const path of ["/referee", "/referee/schedule?tab=all"]) {
      const html = await page(path, league.refereeCookie);
      expect(html, path).toContain("28/11/2099");
      expect(html, path).toContain("19:00");
      expect(html, path).not.toContain("7:00 PM");
      expect(html, path).not.toContain("Nov 28, 2099");
      // The reader follows the organization's zone: no label.
      expect(html, path).not.toContain("19:00 PST");
    }
    const notifications = await page("/referee/notifications", league.refereeCookie);
    expect(notifications).toContain("14/03/2025");
    expect(notifications).not.toContain("Mar 14, 2025");
  });

  it("in another time zone, reads the game at the venue's time labelled with its zone", async () => {
    const league = await leagueWithEveningGame();
    await createUserSettings(db, {
      userId: league.referee.id,
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
      timeZone: "Europe/Berlin",
    });
    const html = await page("/referee/schedule?tab=all", league.refereeCookie);
    expect(html).toContain("19:00 PST");
    // Not converted to Berlin's wall clock (04:00 the next day).
    expect(html).not.toContain("04:00");
  });
});

describe("the rest of the referee portal", () => {
  it("with DD/MM/YYYY and 24 hours: open games, earnings, contacts, availability and the calendar's week", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    await createUserSettings(db, {
      userId: league.referee.id,
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
      language: "de",
    });
    // An open game, a game worked with a colleague, and a blocked evening.
    await createGame(db, { organizationId, date: "2099-12-05", time: "21:45", homeTeam: "Open Late FC" });
    const worked = await createGame(db, {
      organizationId,
      date: "2026-01-10",
      positionType: "four_official",
      status: "completed",
      feeCents: 4000,
    });
    const colleague = await createUser(db, { organizationId, role: "referee", firstName: "Colleague" });
    await createAssignment(db, {
      organizationId,
      gameId: worked.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "completed",
    });
    await createAssignment(db, {
      organizationId,
      gameId: worked.id,
      refereeId: colleague.id,
      position: "assistant_referee_1",
      status: "completed",
    });
    await createAvailabilityBlock(db, {
      userId: league.referee.id,
      date: addDays(todayIn(league.organization.timeZone), 3),
      kind: "time_range",
      startTime: "18:00",
      endTime: "21:00",
    });

    const openGames = await page("/referee/open-games", league.refereeCookie);
    expect(openGames).toContain("05/12/2099 · 21:45");
    expect(openGames).not.toContain("9:45 PM");

    const earnings = await page("/referee/earnings", league.refereeCookie);
    expect(earnings).toContain("10/01/2026");
    expect(earnings).not.toContain("Jan 10, 2026");

    const contacts = await page("/referee/contacts", league.refereeCookie);
    expect(contacts).toContain("10/01/2026");
    expect(contacts).not.toContain("Jan 10, 2026");

    const availability = await page("/referee/availability", league.refereeCookie);
    expect(availability).toContain("18:00 – 21:00");
    expect(availability).not.toContain("6:00 PM – 9:00 PM");
    // German: the calendar's weeks start on Monday, and its day names are German (issue 19).
    const headers = [...availability.matchAll(/aria-hidden="true" class="py-1[^"]*">([^<]+)</g)].map((m) => m[1]);
    const german = new Intl.DateTimeFormat("de", { weekday: "short", timeZone: "UTC" });
    // 2023-01-02 was a Monday.
    const mondayFirst = Array.from({ length: 7 }, (_, day) => german.format(new Date(Date.UTC(2023, 0, 2 + day, 12))));
    expect(mondayFirst[0]).toMatch(/^Mo\.?$/);
    expect(headers.slice(0, 7)).toEqual(mondayFirst);
  });
});

describe("an assignor's date format", () => {
  it("with YYYY-MM-DD, reads 2099-11-28 on Game Management and Assignments", async () => {
    const league = await leagueWithEveningGame();
    await createUserSettings(db, { userId: league.assignor.id, dateFormat: "YYYY-MM-DD", timeFormat: "24" });
    for (const path of ["/assignor/games", "/assignor/assignments"]) {
      const html = await page(path, league.assignorCookie);
      expect(html, path).toContain("Sat, 2099-11-28");
      expect(html, path).toContain("19:00");
      expect(html, path).not.toContain("Nov 28, 2099");
      expect(html, path).not.toContain("7:00 PM");
    }
  });

  it("without settings, reads the spec's US forms there", async () => {
    const league = await leagueWithEveningGame();
    for (const path of ["/assignor/games", "/assignor/assignments"]) {
      const html = await page(path, league.assignorCookie);
      expect(html, path).toContain("Sat, Nov 28, 2099");
      expect(html, path).toContain("7:00 PM");
    }
  });
});
