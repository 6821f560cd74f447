import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { eq } from "drizzle-orm";
import { assignments, games, notifications } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { createBusyLeague } from "./busy-league";
import { createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";

async function leagueWithAssignments() {
  const league = await createLeague();
  const dana = await createUser(db, {
    organizationId: league.organization.id,
    firstName: "Dana",
    lastName: "Reyes",
    email: `dana.reyes.${league.organization.id.slice(0, 8)}@league.test`,
    phone: "(415) 555-0199",
    refereeLevel: 3,
  });
  const kezar = await createGame(db, {
    organizationId: league.organization.id,
    homeTeam: "Mission FC",
    awayTeam: "Sunset United",
    venue: "Kezar Stadium",
    date: "2026-12-05",
    time: "14:30",
    feeCents: 4550,
  });
  const tam = await createGame(db, {
    organizationId: league.organization.id,
    homeTeam: "Marin Tides",
    awayTeam: "Presidio SC",
    venue: "Tam High",
    date: "2026-12-06",
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: kezar.id,
    refereeId: dana.id,
    status: "confirmed",
    assignedAt: new Date("2026-11-20T10:00:00Z"),
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: tam.id,
    refereeId: league.referee.id,
    status: "pending",
    assignedAt: new Date("2026-11-21T10:00:00Z"),
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: tam.id,
    refereeId: dana.id,
    position: "assistant_referee_1",
    status: "completed",
    assignedAt: new Date("2026-11-19T10:00:00Z"),
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: kezar.id,
    refereeId: league.referee.id,
    position: "assistant_referee_1",
    status: "declined",
    declineReason: "Away that weekend",
    assignedAt: new Date("2026-11-18T10:00:00Z"),
  });
  return league;
}

describe("/assignor/assignments", () => {
  it("shows the stat cards and every assignment, newest first, with game, referee and contact", async () => {
    const league = await leagueWithAssignments();
    // All dates: the spec's order (newest assignment first), whatever today is.
    const html = await (await get("/assignor/assignments?when=all", { cookie: league.assignorCookie })).text();
    expect(html).toContain("4 assignments found");
    // Total 4, confirmed 1, pending 1, completion 1 of 4 = 25%.
    expect(html).toMatch(/Total Assignments<\/p><p[^>]*>4</);
    expect(html).toMatch(/Completion Rate<\/p><p[^>]*>25%</);
    expect(html).toContain(`dana.reyes.${league.organization.id.slice(0, 8)}@league.test`);
    expect(html).toContain("(415) 555-0199");
    expect(html).toContain("$45.50");
    expect(html).toContain("Away that weekend");
    expect(html.indexOf("Marin Tides vs Presidio SC")).toBeLessThan(html.indexOf("Mission FC vs Sunset United"));
  });

  it("searches games and referees and filters by status in the URL", async () => {
    const league = await leagueWithAssignments();
    const byReferee = await (
      await get("/assignor/assignments?q=dana%20reyes&when=all", { cookie: league.assignorCookie })
    ).text();
    expect(byReferee).toContain("2 assignments found");
    const byVenue = await (
      await get("/assignor/assignments?q=kezar&status=declined&when=all", { cookie: league.assignorCookie })
    ).text();
    expect(byVenue).toContain("1 assignment found");
    const none = await (await get("/assignor/assignments?q=nobody&when=all", { cookie: league.assignorCookie })).text();
    expect(none).toContain("No Assignments Found");
    expect(none).toContain("No assignments match your current filters.");
  });

  it("shows the empty state of a new organization and never another organization's assignments", async () => {
    const busy = await leagueWithAssignments();
    const fresh = await createLeague();
    const html = await (await get("/assignor/assignments?when=all", { cookie: fresh.assignorCookie })).text();
    expect(html).toContain("No assignments have been created yet.");
    expect(html).not.toContain(`dana.reyes.${busy.organization.id.slice(0, 8)}@league.test`);
    const csv = await (await get("/assignor/assignments/export", { cookie: fresh.assignorCookie })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1);
  });

  it("exports the filtered assignments as CSV", async () => {
    const league = await leagueWithAssignments();
    const response = await get("/assignor/assignments/export?status=confirmed&when=all", {
      cookie: league.assignorCookie,
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "date,time,homeTeam,awayTeam,venue,position,referee,email,phone,fee,assigned,status,declineReason,notes,overriddenConflicts,overrideReason",
    );
    expect(lines.slice(1)).toEqual([
      `2026-12-05,14:30,Mission FC,Sunset United,Kezar Stadium,Referee,Dana Reyes,dana.reyes.${league.organization.id.slice(0, 8)}@league.test,(415) 555-0199,45.50,2026-11-20,confirmed,,,,`,
    ]);
  });

  it("withdraws a pending offer, and only one of its own organization's", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      status: "assigned",
      date: "2099-01-09",
    });
    const offer = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "pending",
    });
    expect(
      (
        await post(
          "/assignor/assignments",
          { intent: "withdraw", assignmentId: offer.id },
          { cookie: rival.assignorCookie },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await post(
          "/assignor/assignments",
          { intent: "withdraw", assignmentId: offer.id },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(200);
    const [withdrawn] = await db.select().from(assignments).where(eq(assignments.id, offer.id));
    expect(withdrawn?.status).toBe("cancelled");
    const [reopened] = await db.select().from(games).where(eq(games.id, game.id));
    expect(reopened?.status).toBe("pending");
    expect(
      (
        await post(
          "/assignor/assignments",
          { intent: "withdraw", assignmentId: offer.id },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(409);
  });

  it('says the spec\'s "Error loading assignments" with the message when its data cannot load, inside the portal', async () => {
    const league = await createLeague();
    // Break this section's data for real (the layout's figures read games only), then mend it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE assignments RENAME TO assignments_unavailable");
    let response: Response;
    try {
      response = await get("/assignor/assignments", { cookie: league.assignorCookie });
    } finally {
      await env.DB.exec("ALTER TABLE assignments_unavailable RENAME TO assignments");
      logged.mockRestore();
    }
    expect(response.status).toBe(500);
    const html = await response.text();
    // A production build hides the server's own words; the spec's text carries the message it gets.
    expect(html).toContain("Error loading assignments: Unexpected Server Error");
    expect(html).toContain("Assignment Management");
    expect(html).toContain("Try again");
    // The portal around it stays: the sidebar, not the application's error page.
    expect(html).toContain('href="/assignor/games"');
    // Outside the scripts: the shared catalog (root loader data) holds the root error page's words.
    expect(visibleText(html)).not.toContain("Unexpected Application Error!");
    expect((await get("/assignor/assignments", { cookie: league.assignorCookie })).status).toBe(200);
  });

  it("is for assignors only", async () => {
    const league = await createLeague();
    expect((await get("/assignor/assignments", { cookie: league.refereeCookie })).status).toBe(403);
    expect((await get("/assignor/assignments/export", { cookie: league.refereeCookie })).status).toBe(403);
    expect((await get("/assignor/assignments")).status).toBe(302);
  });
});

describe("/assignor/assignments: the upcoming games' assignments by default (issue 17, item 7)", () => {
  async function assignedAroundToday() {
    const league = await createLeague();
    const today = todayIn(league.organization.timeZone);
    const organizationId = league.organization.id;
    const game = (homeTeam: string, date: string) =>
      createGame(db, { organizationId, homeTeam, awayTeam: "Rovers", date });
    const aroundToday = [
      await game("Last Week FC", addDays(today, -7)),
      await game("Yesterday FC", addDays(today, -1)),
      await game("Tomorrow FC", addDays(today, 1)),
      await game("Today FC", today),
    ];
    // Assigned in the order above, so the newest assignment (Today) is not the order any list below expects by chance.
    for (const [index, { id }] of aroundToday.entries()) {
      await createAssignment(db, {
        organizationId,
        gameId: id,
        refereeId: league.referee.id,
        assignedAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
    }
    return league;
  }

  it("opens on today onwards by game date; Past lists the earlier games' most recent first", async () => {
    const league = await assignedAroundToday();
    const upcoming = await (await get("/assignor/assignments", { cookie: league.assignorCookie })).text();
    expect(upcoming).toContain("2 assignments found");
    // The table keeps the spec's name; the Upcoming tab says which assignments these are.
    expect(upcoming).toContain("All Assignments");
    expect(upcoming.indexOf("Today FC vs Rovers")).toBeGreaterThan(-1);
    expect(upcoming.indexOf("Today FC vs Rovers")).toBeLessThan(upcoming.indexOf("Tomorrow FC vs Rovers"));
    expect(upcoming).not.toContain("Yesterday FC");
    expect(upcoming).not.toContain("Last Week FC");
    expect(upcoming).toMatch(/<a[^>]*aria-current="page"[^>]*>Upcoming<\/a>/);

    const past = await (await get("/assignor/assignments?when=past", { cookie: league.assignorCookie })).text();
    expect(past).toContain("2 assignments found");
    expect(past.indexOf("Yesterday FC vs Rovers")).toBeGreaterThan(-1);
    expect(past.indexOf("Yesterday FC vs Rovers")).toBeLessThan(past.indexOf("Last Week FC vs Rovers"));
    expect(past).not.toContain("Today FC");
    expect(past).toMatch(/<a[^>]*aria-current="page"[^>]*>Past<\/a>/);

    // All keeps the spec's order: the newest assignment first.
    const all = await (await get("/assignor/assignments?when=all", { cookie: league.assignorCookie })).text();
    expect(all).toContain("4 assignments found");
    expect(all.indexOf("Today FC vs Rovers")).toBeLessThan(all.indexOf("Tomorrow FC vs Rovers"));
    expect(all.indexOf("Tomorrow FC vs Rovers")).toBeLessThan(all.indexOf("Yesterday FC vs Rovers"));
    expect(all.indexOf("Yesterday FC vs Rovers")).toBeLessThan(all.indexOf("Last Week FC vs Rovers"));
  });

  it("searches within the chosen dates, offers the past games, and exports what is shown", async () => {
    const league = await assignedAroundToday();
    const missed = await (await get("/assignor/assignments?q=yesterday", { cookie: league.assignorCookie })).text();
    expect(missed).toContain("No assignments match your current filters.");
    expect(missed).toMatch(/<a[^>]*href="[^"]*\?q=yesterday&amp;when=past"[^>]*>Search past games<\/a>/);
    const found = await (
      await get("/assignor/assignments?q=yesterday&when=past", { cookie: league.assignorCookie })
    ).text();
    expect(found).toContain("1 assignment found");
    expect(found).toContain('href="/assignor/assignments/export?q=yesterday&amp;when=past"');

    const upcoming = await (await get("/assignor/assignments/export", { cookie: league.assignorCookie })).text();
    expect(
      upcoming
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[2]),
    ).toEqual(["Today FC", "Tomorrow FC"]);
    const past = await (await get("/assignor/assignments/export?when=past", { cookie: league.assignorCookie })).text();
    expect(
      past
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[2]),
    ).toEqual(["Yesterday FC", "Last Week FC"]);
  });

  it("pages within the chosen dates, keeping when in the page links", async () => {
    const league = await createLeague();
    const today = todayIn(league.organization.timeZone);
    const organizationId = league.organization.id;
    for (let day = 1; day <= 51; day += 1) {
      const game = await createGame(db, {
        organizationId,
        homeTeam: `Past ${day} FC`,
        awayTeam: "Rovers",
        date: addDays(today, -day),
      });
      await createAssignment(db, { organizationId, gameId: game.id, refereeId: league.referee.id });
    }
    const upcomingGame = await createGame(db, {
      organizationId,
      homeTeam: "Today FC",
      awayTeam: "Rovers",
      date: today,
    });
    await createAssignment(db, { organizationId, gameId: upcomingGame.id, refereeId: league.referee.id });

    const first = await (await get("/assignor/assignments?when=past", { cookie: league.assignorCookie })).text();
    expect(first).toContain("51 assignments found");
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('href="/assignor/assignments?when=past&amp;page=2"');
    expect(first).toContain("Past 1 FC vs Rovers");
    const second = await (
      await get("/assignor/assignments?when=past&page=2", { cookie: league.assignorCookie })
    ).text();
    expect(second).toContain("Page 2 of 2");
    expect(second).toContain("Past 51 FC vs Rovers");
    expect(second).not.toContain("Past 1 FC vs");
    expect(second).not.toContain("Today FC");
    const upcoming = await (await get("/assignor/assignments", { cookie: league.assignorCookie })).text();
    expect(upcoming).toContain("1 assignment found");
  });
});

describe("/assignor/assignments in two round trips, its actions in three (decision 0052)", () => {
  let league: Awaited<ReturnType<typeof createBusyLeague>>;
  beforeAll(async () => {
    league = await createBusyLeague();
  });

  it("lists any page, filter or search with the requests panel after the session in one batch", async () => {
    for (const path of [
      "/assignor/assignments",
      "/assignor/assignments.data",
      "/assignor/assignments?when=all&page=2",
      "/assignor/assignments?when=past&status=completed",
      "/assignor/assignments?q=busy%20referee&when=all",
      "/assignor/assignments?new=1",
    ]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status, path).toBe(200);
      expectRoundTrips(path, response, 2);
    }
    const html = await (await get("/assignor/assignments?when=all&page=9", { cookie: league.assignorCookie })).text();
    expect(html).toContain(`Page 2 of 2`);
    expect(html).toContain("Game Requests (6)");
  });

  it("withdraws an offer, telling the referee, with at most three round trips in sequence", async () => {
    const offer = league.assignments.find(
      (row) =>
        row.status === "pending" && league.games.some((game) => game.id === row.gameId && game.date > league.today),
    )!;
    const response = await post(
      "/assignor/assignments.data",
      { intent: "withdraw", assignmentId: offer.id },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expectRoundTrips("withdraw", response, 3);
    const [row] = await db.select().from(assignments).where(eq(assignments.id, offer.id));
    expect(row?.status).toBe("cancelled");
    const told = await db.select().from(notifications).where(eq(notifications.userId, offer.refereeId));
    expect(told.map((notice) => notice.title)).toContain("Assignment withdrawn");
  });
});
