import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createAvailabilityBlock, createGame, createUser } from "~/demo/factories";
import { activityLog, assignments, gameImports, games, notifications } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { createBusyLeague } from "./busy-league";
import { createLeague, db, expectRoundTrips, get, post, postMultipart } from "./helpers";

const HEADER = "homeTeam,awayTeam,date,time,venue,league,level,fee";

describe("/assignor/games", () => {
  it("asks anonymous visitors to sign in and refuses referees", async () => {
    const league = await createLeague();
    const anonymous = await get("/assignor/games?status=pending");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Fassignor%2Fgames%3Fstatus%3Dpending");
    expect((await get("/assignor/games", { cookie: league.refereeCookie })).status).toBe(403);
    expect((await get("/assignor/games/export", { cookie: league.refereeCookie })).status).toBe(403);
    const anonymousExport = await get("/assignor/games/export");
    expect(anonymousExport.status).toBe(302);
    expect(anonymousExport.headers.get("Location")).toBe("/login?redirectTo=%2Fassignor%2Fgames%2Fexport");
  });

  it("lists only the organization's games, with search and status filter from the URL", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    await createGame(db, {
      organizationId: league.organization.id,
      homeTeam: "Mission FC",
      awayTeam: "Sunset United",
      venue: "Kezar",
    });
    await createGame(db, {
      organizationId: league.organization.id,
      homeTeam: "Marin Tides",
      awayTeam: "Presidio SC",
      status: "cancelled",
    });
    await createGame(db, { organizationId: rival.organization.id, homeTeam: "Rival Club", awayTeam: "Other Club" });

    // Every date (the factory's games are in December 2026), so the test does not depend on today.
    const all = await (await get("/assignor/games?when=all", { cookie: league.assignorCookie })).text();
    expect(all).toContain("2 games found");
    expect(all).toContain("Mission FC vs Sunset United");
    expect(all).not.toContain("Rival Club");

    const searched = await (await get("/assignor/games?q=kezar&when=all", { cookie: league.assignorCookie })).text();
    expect(searched).toContain("1 game found");
    const cancelled = await (
      await get("/assignor/games?status=cancelled&when=all", { cookie: league.assignorCookie })
    ).text();
    expect(cancelled).toContain("Marin Tides vs Presidio SC");
    expect(cancelled).not.toContain("Mission FC vs");
  });

  it("adds a valid game as pending and answers bad input with 400 and no write", async () => {
    const league = await createLeague();
    const bad = await post(
      "/assignor/games",
      {
        intent: "create",
        homeTeam: "",
        awayTeam: "B",
        date: "2026-02-30",
        time: "10:00",
        venue: "V",
        level: "youth",
        fee: "40",
      },
      { cookie: league.assignorCookie },
    );
    expect(bad.status).toBe(400);
    expect(await db.select().from(games).where(eq(games.organizationId, league.organization.id))).toEqual([]);

    const good = await post(
      "/assignor/games",
      {
        intent: "create",
        homeTeam: "Mission FC",
        awayTeam: "Sunset United",
        date: "2026-12-05",
        time: "10:00",
        venue: "Kezar",
        level: "youth",
        fee: "45.50",
        positionType: "three_official",
      },
      { cookie: league.assignorCookie },
    );
    expect(good.status).toBe(200);
    const [game] = await db.select().from(games).where(eq(games.organizationId, league.organization.id));
    expect(game).toMatchObject({
      status: "pending",
      assignorId: league.assignor.id,
      feeCents: 4550,
      positionType: "three_official",
    });
  });

  it("never lets another organization's assignor cancel, delete, edit or assign a game", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id });
    for (const intent of ["cancel", "delete", "assign"]) {
      const response = await post(
        "/assignor/games",
        { intent, gameId: game.id, reason: "x", refereeId: rival.referee.id, position: "referee" },
        { cookie: rival.assignorCookie },
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    const edit = await post(
      "/assignor/games",
      {
        intent: "update",
        gameId: game.id,
        homeTeam: "H",
        awayTeam: "A",
        date: "2026-12-05",
        time: "10:00",
        venue: "Hijacked",
        level: "youth",
        fee: "40",
      },
      { cookie: rival.assignorCookie },
    );
    expect(edit.status).toBeGreaterThanOrEqual(400);
    const [unchanged] = await db.select().from(games).where(eq(games.id, game.id));
    expect(unchanged).toMatchObject({ status: "pending", venue: game.venue });
  });

  it("assigns a referee to a pending game once: the second offer for the same slot is refused", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id });
    const first = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, refereeId: league.referee.id, position: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(first.status).toBe(200);
    const second = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, refereeId: league.referee.id, position: "referee" },
      { cookie: league.assignorCookie },
    );
    expect(second.status).toBe(409);
    const rows = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(rows.map((row) => row.status)).toEqual(["pending"]);
    const [updated] = await db.select().from(games).where(eq(games.id, game.id));
    expect(updated?.status).toBe("assigned");
  });

  it("answers soft conflicts with 409 and the conflicts listed, then assigns anyway with a recorded reason", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id, level: "professional" });
    const rookie = await createUser(db, { organizationId: league.organization.id, role: "referee", refereeLevel: 1 });
    const fields = { intent: "assign", gameId: game.id, refereeId: rookie.id, position: "referee" };

    const warned = await post("/assignor/games", fields, { cookie: league.assignorCookie });
    expect(warned.status).toBe(409);
    const body = await warned.text();
    expect(body).toContain("Level 1 referees are not eligible for professional games");
    expect(body).toContain("level_not_eligible");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);

    const overridden = await post(
      "/assignor/games",
      { ...fields, overrideReason: "Cup final; they shadowed level 3 all season" },
      { cookie: league.assignorCookie },
    );
    expect(overridden.status).toBe(200);
    const [row] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(row).toMatchObject({
      notes: null,
      overrideReason: "Cup final; they shadowed level 3 all season",
      overrideConflicts: ["Level 1 referees are not eligible for professional games"],
    });
    const [activity] = await db.select().from(activityLog).where(eq(activityLog.subjectId, row!.id));
    expect(activity?.details).toMatchObject({ overrideReason: "Cup final; they shadowed level 3 all season" });
  });

  it("refuses a hard conflict even with an override reason", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id });
    await createAvailabilityBlock(db, { userId: league.referee.id, date: game.date });
    const response = await post(
      "/assignor/games",
      {
        intent: "assign",
        gameId: game.id,
        refereeId: league.referee.id,
        position: "referee",
        overrideReason: "Please",
      },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Blocked all day on Sat, Dec 5 in their availability");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);
  });

  it("imports a CSV upload, offers the rejected rows for download, and exports what it imported", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const form = new FormData();
    form.set("intent", "import");
    form.set("duplicates", "skip");
    form.set(
      "file",
      new File(
        [
          [
            HEADER,
            'Mission FC,"Sunset United, U12",2026-12-05,10:00,Kezar,,youth,40',
            ",B,2026-12-06,10:00,V,,youth,40",
          ].join("\n"),
        ],
        "season.csv",
      ),
    );
    const imported = await postMultipart("/assignor/games", form, { cookie: league.assignorCookie });
    expect(imported.status).toBe(200);
    const rows = await db.select().from(games).where(eq(games.organizationId, league.organization.id));
    expect(rows.map((game) => game.awayTeam)).toEqual(["Sunset United, U12"]);

    const [record] = await db.select().from(gameImports).where(eq(gameImports.organizationId, league.organization.id));
    const rejected = await get(`/assignor/games/imports/${record!.id}/rejected.csv`, { cookie: league.assignorCookie });
    expect(rejected.status).toBe(200);
    expect(await rejected.text()).toContain("Home team is required");
    // Another organization cannot read this import's rows.
    expect(
      (await get(`/assignor/games/imports/${record!.id}/rejected.csv`, { cookie: rival.assignorCookie })).status,
    ).toBe(404);

    const exported = await get("/assignor/games/export?when=all", { cookie: league.assignorCookie });
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="games-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await exported.text();
    expect(text.split("\r\n")[0]).toBe(
      "homeTeam,awayTeam,date,time,venue,league,level,fee,ageGroup,positionType,fieldSurface,skillLevel",
    );
    expect(text).toContain('Mission FC,"Sunset United, U12",2026-12-05,10:00,Kezar,,youth,40.00');
    expect(await (await get("/assignor/games/export?when=all", { cookie: rival.assignorCookie })).text()).not.toContain(
      "Mission FC",
    );
  });

  it("refuses to delete a game with assignment history but cancels it with the reason", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id, status: "assigned" });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
    });
    expect(
      (await post("/assignor/games", { intent: "delete", gameId: game.id }, { cookie: league.assignorCookie })).status,
    ).toBe(409);
    expect(
      (
        await post(
          "/assignor/games",
          { intent: "cancel", gameId: game.id, reason: "" },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          "/assignor/games",
          { intent: "cancel", gameId: game.id, reason: "Storm" },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(200);
    const [cancelled] = await db
      .select()
      .from(games)
      .where(and(eq(games.id, game.id), eq(games.organizationId, league.organization.id)));
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "Storm" });
    void env;
  });
});

describe("/assignor/games: upcoming by default, past one click away (issue 17, item 7)", () => {
  async function leagueAroundToday() {
    const league = await createLeague();
    const today = todayIn(league.organization.timeZone);
    const organizationId = league.organization.id;
    await createGame(db, {
      organizationId,
      homeTeam: "Last Week FC",
      awayTeam: "Old Rovers",
      date: addDays(today, -7),
    });
    await createGame(db, {
      organizationId,
      homeTeam: "Yesterday FC",
      awayTeam: "Back United",
      date: addDays(today, -1),
    });
    await createGame(db, { organizationId, homeTeam: "Tomorrow FC", awayTeam: "Next United", date: addDays(today, 1) });
    await createGame(db, { organizationId, homeTeam: "Today FC", awayTeam: "Now United", date: today, time: "20:00" });
    return { league, today };
  }

  it("opens on today onwards, date ascending; Past lists the earlier games most recent first", async () => {
    const { league } = await leagueAroundToday();
    const upcoming = await (await get("/assignor/games", { cookie: league.assignorCookie })).text();
    expect(upcoming).toContain("2 games found");
    // The table keeps the spec's name; the Upcoming tab says which games these are.
    expect(upcoming).toContain("All Games");
    expect(upcoming.indexOf("Today FC vs Now United")).toBeGreaterThan(-1);
    expect(upcoming.indexOf("Today FC vs Now United")).toBeLessThan(upcoming.indexOf("Tomorrow FC vs Next United"));
    expect(upcoming).not.toContain("Yesterday FC");
    expect(upcoming).not.toContain("Last Week FC");
    // The chosen tab is marked for assistive technology; the others are plain links.
    expect(upcoming).toMatch(/<a[^>]*aria-current="page"[^>]*href="[^"]*when=upcoming"[^>]*>Upcoming<\/a>/);
    expect(upcoming).toMatch(/<a[^>]*href="[^"]*when=past"[^>]*>Past<\/a>/);
    expect(upcoming).not.toMatch(/<a[^>]*aria-current="page"[^>]*>Past<\/a>/);

    const past = await (await get("/assignor/games?when=past", { cookie: league.assignorCookie })).text();
    expect(past).toContain("2 games found");
    expect(past.indexOf("Yesterday FC vs Back United")).toBeGreaterThan(-1);
    expect(past.indexOf("Yesterday FC vs Back United")).toBeLessThan(past.indexOf("Last Week FC vs Old Rovers"));
    expect(past).not.toContain("Today FC");
    expect(past).not.toContain("Tomorrow FC");
    expect(past).toMatch(/<a[^>]*aria-current="page"[^>]*>Past<\/a>/);
    // The search form keeps the chosen dates.
    expect(past).toContain('<input type="hidden" name="when" value="past"/>');

    const all = await (await get("/assignor/games?when=all", { cookie: league.assignorCookie })).text();
    expect(all).toContain("4 games found");
    expect(all.indexOf("Last Week FC")).toBeLessThan(all.indexOf("Tomorrow FC"));
  });

  it("searches within the chosen dates and offers the same search among past games", async () => {
    const { league } = await leagueAroundToday();
    const missed = await (await get("/assignor/games?q=yesterday", { cookie: league.assignorCookie })).text();
    expect(missed).toContain("0 games found");
    expect(missed).toContain("No upcoming games match.");
    expect(missed).toMatch(/<a[^>]*href="[^"]*\?q=yesterday&amp;when=past"[^>]*>Search past games<\/a>/);
    const found = await (await get("/assignor/games?q=yesterday&when=past", { cookie: league.assignorCookie })).text();
    expect(found).toContain("1 game found");
    expect(found).toContain("Yesterday FC vs Back United");

    // A league without upcoming games is told how to add some, and where its past games are.
    const fresh = await createLeague();
    const empty = await (await get("/assignor/games", { cookie: fresh.assignorCookie })).text();
    expect(empty).toContain("No upcoming games. Add a game, import your season, or ");
    expect(empty).toMatch(/<a[^>]*href="[^"]*\?when=past"[^>]*>see past games<\/a>/);
  });

  it("exports what the page shows: the upcoming games by default, the past ones with when=past", async () => {
    const { league } = await leagueAroundToday();
    const page = await (await get("/assignor/games?when=past&q=fc", { cookie: league.assignorCookie })).text();
    expect(page).toContain('href="/assignor/games/export?q=fc&amp;when=past"');
    const upcoming = await (await get("/assignor/games/export", { cookie: league.assignorCookie })).text();
    expect(upcoming).toContain("Today FC");
    expect(upcoming).not.toContain("Yesterday FC");
    const past = (await (await get("/assignor/games/export?when=past", { cookie: league.assignorCookie })).text())
      .trim()
      .split("\r\n");
    expect(past.slice(1).map((line) => line.split(",")[0])).toEqual(["Yesterday FC", "Last Week FC"]);
  });

  it("pages within the chosen dates, keeping when in the page links", async () => {
    const league = await createLeague();
    const today = todayIn(league.organization.timeZone);
    const organizationId = league.organization.id;
    // 51 past games (one more than a page), the oldest last on the past list, and one game today.
    for (let day = 1; day <= 51; day += 1) {
      await createGame(db, {
        organizationId,
        homeTeam: `Past ${day} FC`,
        awayTeam: "Rovers",
        date: addDays(today, -day),
      });
    }
    await createGame(db, { organizationId, homeTeam: "Today FC", awayTeam: "Now United", date: today });

    const first = await (await get("/assignor/games?when=past", { cookie: league.assignorCookie })).text();
    expect(first).toContain("51 games found");
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('href="/assignor/games?when=past&amp;page=2"');
    expect(first).toContain("Past 1 FC vs Rovers");
    expect(first).not.toContain("Past 51 FC");

    const second = await (await get("/assignor/games?when=past&page=2", { cookie: league.assignorCookie })).text();
    expect(second).toContain("Page 2 of 2");
    expect(second).toContain("Past 51 FC vs Rovers");
    expect(second).not.toContain("Past 1 FC vs");
    expect(second).not.toContain("Today FC");

    const upcoming = await (await get("/assignor/games", { cookie: league.assignorCookie })).text();
    expect(upcoming).toContain("1 game found");
    expect(upcoming).not.toContain("Page 1 of");
  });
});

describe("/assignor/games in two round trips, its actions in three (decision 0052)", () => {
  let league: Awaited<ReturnType<typeof createBusyLeague>>;
  beforeAll(async () => {
    league = await createBusyLeague();
  });
  const form = (fields: Record<string, string>) => ({
    time: "10:00",
    venue: "Field 9",
    level: "youth",
    fee: "40",
    ...fields,
  });

  it("lists any page, filter or search after the session in one batch; a page past the end shows the last", async () => {
    for (const path of [
      "/assignor/games",
      "/assignor/games.data",
      "/assignor/games?when=all&page=2",
      "/assignor/games?when=past&status=completed",
      "/assignor/games?q=home%201&when=all",
    ]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status, path).toBe(200);
      expectRoundTrips(path, response, 2);
    }
    const pastTheEnd = await get("/assignor/games?when=all&page=99", { cookie: league.assignorCookie });
    expectRoundTrips("page 99", pastTheEnd, 2);
    const html = await pastTheEnd.text();
    expect(html).toContain("90 games found");
    expect(html).toContain("Page 2 of 2");
    // The last game by date is on the last page.
    expect(html).toContain("Home 89 vs Away 89");
  });

  it("adds, edits, cancels, deletes, completes and assigns with at most three round trips in sequence", async () => {
    const cookie = { cookie: league.assignorCookie };
    const ahead = league.games.filter((game) => game.date > league.today && game.status === "pending");
    const bare = ahead.filter((game) => !league.assignments.some((row) => row.gameId === game.id));
    const staffed = ahead.find((game) =>
      league.assignments.some((row) => row.gameId === game.id && row.status !== "declined"),
    )!;
    const date = addDays(league.today, 3);

    const created = await post(
      "/assignor/games.data",
      { intent: "create", ...form({ homeTeam: "New", awayTeam: "Club", date }) },
      cookie,
    );
    expect(created.status).toBe(200);
    expectRoundTrips("create", created, 3);

    // An edit of a staffed game tells its crew: the crew's addresses come with the game in one read.
    const edited = await post(
      "/assignor/games.data",
      {
        intent: "update",
        gameId: staffed.id,
        ...form({ homeTeam: staffed.homeTeam, awayTeam: staffed.awayTeam, date: staffed.date, time: "18:30" }),
      },
      cookie,
    );
    expect(edited.status).toBe(200);
    expectRoundTrips("update", edited, 3);
    const crew = league.assignments.filter((row) => row.gameId === staffed.id && row.status !== "declined");
    const told = await db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          crew.map((row) => row.refereeId),
        ),
      );
    expect(told.some((row) => row.title === "Game changed")).toBe(true);

    const cancelled = await post(
      "/assignor/games.data",
      { intent: "cancel", gameId: staffed.id, reason: "Pitch closed" },
      cookie,
    );
    expect(cancelled.status).toBe(200);
    expectRoundTrips("cancel", cancelled, 3);

    const deleted = await post("/assignor/games.data", { intent: "delete", gameId: bare[0]!.id }, cookie);
    expect(deleted.status).toBe(200);
    expectRoundTrips("delete", deleted, 3);

    const assigned = await post(
      "/assignor/games.data",
      {
        intent: "assign",
        gameId: bare[1]!.id,
        refereeId: league.referees[7]!.id,
        position: "referee",
        overrideReason: "Needed",
      },
      cookie,
    );
    expect(assigned.status).toBe(200);
    expectRoundTrips("assign", assigned, 3);

    const kickedOff = await createGame(db, {
      organizationId: league.organization.id,
      date: addDays(league.today, -1),
      status: "confirmed",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: kickedOff.id,
      refereeId: league.referee.id,
      status: "confirmed",
    });
    const completed = await post("/assignor/games.data", { intent: "complete", gameId: kickedOff.id }, cookie);
    expect(completed.status).toBe(200);
    expectRoundTrips("complete", completed, 3);
    const [after] = await db.select().from(games).where(eq(games.id, kickedOff.id));
    expect(after?.status).toBe("completed");
  });
});
