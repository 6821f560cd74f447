import { beforeAll, describe, expect, it } from "vitest";
import { createActivity, createAssignment, createAvailabilityBlock, createGame, createUser } from "~/demo/factories";
import { addDays, todayIn } from "~/domain/dates";
import { parseCsv } from "~/domain/csv";
import { assignorOverview } from "~/server/overview.server";
import { createBusyLeague } from "./busy-league";
import { createLeague, db, expectRoundTrips, get } from "./helpers";

/** The number on a stat card of the rendered page. */
function card(html: string, label: string): string | undefined {
  return html.match(new RegExp(`${label}</p><p[^>]*>([^<]+)</p>`))?.[1];
}

/**
 * Organization A: 3 upcoming live games (one today), 1 upcoming cancelled, 1 upcoming completed;
 * 4 past games (3 completed, 1 assigned) and 1 past cancelled; 3 referees, one blocked all day today,
 * one blocked for a few hours; pending assignments on an upcoming and on a past game.
 */
async function seedOrganizationA() {
  const league = await createLeague("Overview A");
  const organizationId = league.organization.id;
  const today = todayIn(league.organization.timeZone);
  const game = (date: string, status: string) => createGame(db, { organizationId, date, status });
  const upcoming = await game(today, "pending");
  await game(addDays(today, 3), "assigned");
  await game(addDays(today, 10), "confirmed");
  await game(addDays(today, 2), "cancelled");
  await game(addDays(today, 1), "completed");
  const past = await game(addDays(today, -1), "completed");
  await game(addDays(today, -5), "completed");
  await game(addDays(today, -9), "completed");
  await game(addDays(today, -2), "assigned");
  await game(addDays(today, -3), "cancelled");

  const blocked = await createUser(db, { organizationId, role: "referee" });
  const partly = await createUser(db, { organizationId, role: "referee" });
  await createAvailabilityBlock(db, { userId: blocked.id, date: today, kind: "full_day" });
  await createAvailabilityBlock(db, {
    userId: partly.id,
    date: today,
    kind: "time_range",
    startTime: "09:00",
    endTime: "13:00",
  });
  await createAvailabilityBlock(db, { userId: league.referee.id, date: addDays(today, 1), kind: "full_day" });

  await createAssignment(db, { organizationId, gameId: upcoming.id, refereeId: league.referee.id, status: "pending" });
  await createAssignment(db, {
    organizationId,
    gameId: upcoming.id,
    refereeId: partly.id,
    position: "assistant_referee_1",
    status: "confirmed",
  });
  await createAssignment(db, { organizationId, gameId: past.id, refereeId: league.referee.id, status: "pending" });
  return { league, today };
}

describe("/assignor overview", () => {
  it("computes the four cards from the organization's own rows", async () => {
    const { league } = await seedOrganizationA();
    const figures = await assignorOverview(db, {
      organizationId: league.organization.id,
      timeZone: league.organization.timeZone,
    });
    expect(figures).toMatchObject({
      activeGames: 3,
      gamesToday: 1,
      availableReferees: 2,
      totalReferees: 3,
      pendingAssignments: 1,
      // 3 completed of 4 past games that were not cancelled.
      completionRate: 75,
    });

    const html = await (await get("/assignor", { cookie: league.assignorCookie })).text();
    expect(card(html, "Active Games")).toBe("3");
    expect(card(html, "Available Referees")).toBe("2");
    expect(card(html, "Pending Assignments")).toBe("1");
    expect(card(html, "Completion Rate")).toBe("75%");
    expect(html).toContain("Welcome, Overview A Assignor");
  });

  it("shows another organization none of it", async () => {
    await seedOrganizationA();
    const other = await createLeague("Overview B");
    const html = await (await get("/assignor", { cookie: other.assignorCookie })).text();
    expect(card(html, "Active Games")).toBe("0");
    expect(card(html, "Available Referees")).toBe("1");
    expect(card(html, "Pending Assignments")).toBe("0");
    expect(card(html, "Completion Rate")).toBe("0%");
  });

  it("lists the latest 8 activities of the organization only, newest first, with View All", async () => {
    const league = await createLeague("Activity A");
    const other = await createLeague("Activity B");
    const base = Date.now() - 60 * 60_000;
    for (let index = 1; index <= 10; index++) {
      await createActivity(db, {
        organizationId: league.organization.id,
        action: "game.created",
        subjectType: "game",
        subjectId: `game-${index}`,
        summary: `Activity A number ${index}`,
        createdAt: new Date(base + index * 60_000),
      });
    }
    await createActivity(db, {
      organizationId: other.organization.id,
      action: "game.created",
      subjectType: "game",
      subjectId: "x",
      summary: "Secret of B",
    });

    const html = await (await get("/assignor", { cookie: league.assignorCookie })).text();
    const shown = [...html.matchAll(/>Activity A number (\d+)</g)].map((match) => Number(match[1]));
    expect(shown).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
    expect(html).not.toContain("Secret of B");
    expect(html).toContain('href="/assignor/activity"');
    expect(html).toContain("View All");
  });

  it("links every Quick Action somewhere real", async () => {
    const league = await createLeague();
    const html = await (await get("/assignor", { cookie: league.assignorCookie })).text();
    for (const href of [
      "/assignor/games?new=1",
      "/assignor/assignments?new=1",
      "/assignor/calendar",
      "/assignor/reports/season.csv",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    for (const path of ["/assignor/games?new=1", "/assignor/assignments?new=1", "/assignor/calendar"]) {
      expect((await get(path, { cookie: league.assignorCookie })).status).toBe(200);
    }
  });
});

describe("/assignor/activity", () => {
  it("pages the organization's log, 50 a page, newest first, never another's", async () => {
    const league = await createLeague("Log A");
    const other = await createLeague("Log B");
    const base = Date.now() - 2 * 86_400_000;
    for (let index = 1; index <= 55; index++) {
      await createActivity(db, {
        organizationId: league.organization.id,
        action: "game.created",
        subjectType: "game",
        subjectId: `g${index}`,
        summary: `Log entry ${String(index).padStart(2, "0")}`,
        createdAt: new Date(base + index * 60_000),
      });
    }
    await createActivity(db, {
      organizationId: other.organization.id,
      action: "game.created",
      subjectType: "game",
      subjectId: "b",
      summary: "Log entry of B",
    });

    const first = await (await get("/assignor/activity", { cookie: league.assignorCookie })).text();
    const firstEntries = [...first.matchAll(/>Log entry (\d\d)</g)].map((match) => match[1]);
    expect(firstEntries).toHaveLength(50);
    expect(firstEntries[0]).toBe("55");
    expect(firstEntries.at(-1)).toBe("06");
    expect(first).toContain("Page 1 of 2");
    expect(first).not.toContain("Log entry of B");

    const second = await (await get("/assignor/activity?page=2", { cookie: league.assignorCookie })).text();
    expect([...second.matchAll(/>Log entry (\d\d)</g)].map((match) => match[1])).toEqual([
      "05",
      "04",
      "03",
      "02",
      "01",
    ]);

    const theirs = await (await get("/assignor/activity", { cookie: other.assignorCookie })).text();
    expect(theirs).toContain("Log entry of B");
    expect(theirs).not.toContain("Log entry 01");
  });
});

describe("/assignor/reports/season.csv", () => {
  it("lists the organization's games with their assignments, dated, formula cells neutralised", async () => {
    const league = await createLeague("Report A");
    const other = await createLeague("Report B");
    const organizationId = league.organization.id;
    const staffed = await createGame(db, {
      organizationId,
      date: "2026-09-05",
      time: "10:00",
      homeTeam: "Mission FC",
      awayTeam: '=HYPERLINK("http://evil")',
      venue: "Kezar, Field 2",
      level: "amateur",
      feeCents: 6050,
      status: "assigned",
    });
    await createAssignment(db, {
      organizationId,
      gameId: staffed.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    await createGame(db, {
      organizationId,
      date: "2026-09-06",
      time: "11:30",
      homeTeam: "Unstaffed United",
      awayTeam: "Nobody FC",
    });
    await createGame(db, { organizationId: other.organization.id, homeTeam: "Report B Secret" });

    const response = await get("/assignor/reports/season.csv", { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /attachment; filename="season-report-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await response.text();
    expect(text).not.toContain("Report B Secret");
    const rows = parseCsv(text).map((row) => row.cells);
    expect(rows[0]).toEqual([
      "Date",
      "Time",
      "Home",
      "Away",
      "Venue",
      "Level",
      "Fee",
      "Game Status",
      "Position",
      "Referee",
      "Assignment Status",
    ]);
    expect(rows[1]).toEqual([
      "2026-09-05",
      "10:00",
      "Mission FC",
      '\'=HYPERLINK("http://evil")',
      "Kezar, Field 2",
      "amateur",
      "60.50",
      "assigned",
      "Referee",
      `${league.referee.firstName} ${league.referee.lastName}`,
      "confirmed",
    ]);
    expect(rows[2]).toEqual([
      "2026-09-06",
      "11:30",
      "Unstaffed United",
      "Nobody FC",
      "Central Park Field 1",
      "youth",
      "40.00",
      "pending",
      "",
      "",
      "",
    ]);
    expect(rows).toHaveLength(3);

    const referee = await get("/assignor/reports/season.csv", { cookie: league.refereeCookie });
    expect(referee.status).toBe(403);
  });
});

describe("/assignor, /assignor/activity and /assignor/calendar in two round trips (decision 0052)", () => {
  let league: Awaited<ReturnType<typeof createBusyLeague>>;
  beforeAll(async () => {
    league = await createBusyLeague();
  });

  it("waits on the session, then the page's one batch: the document and its data request alike", async () => {
    for (const path of [
      "/assignor",
      "/assignor.data",
      "/assignor/activity",
      "/assignor/activity.data?page=2",
      "/assignor/calendar",
      "/assignor/calendar.data?view=week",
      `/assignor/calendar?view=day&date=${league.today}`,
    ]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status, path).toBe(200);
      expectRoundTrips(path, response, 2);
    }
    // The figures are still counted from the data: the busy league's games ahead and its referees.
    const html = await (await get("/assignor", { cookie: league.assignorCookie })).text();
    const active = league.games.filter(
      (game) => game.date >= league.today && ["pending", "assigned", "confirmed"].includes(game.status),
    );
    expect(card(html, "Active Games")).toBe(String(active.length));
    expect(html).toMatch(new RegExp(`Referees</dt><dd[^>]*>${league.referees.length}</dd>`));
  });

  it("shows the last page of the activity log for a page past its end, from the same batch", async () => {
    const response = await get("/assignor/activity?page=99", { cookie: league.assignorCookie });
    expectRoundTrips("/assignor/activity?page=99", response, 2);
    const html = await response.text();
    expect(html).toContain("Created Home 19 vs Away 19");
  });
});
