import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createAvailabilityBlock, createGame, createUser } from "~/db/factories";
import { activityLog, assignments, gameImports, games } from "~/db/schema";
import { createLeague, db, get, post, postMultipart } from "./helpers";

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

    const all = await (await get("/assignor/games", { cookie: league.assignorCookie })).text();
    expect(all).toContain("2 games found");
    expect(all).toContain("Mission FC vs Sunset United");
    expect(all).not.toContain("Rival Club");

    const searched = await (await get("/assignor/games?q=kezar", { cookie: league.assignorCookie })).text();
    expect(searched).toContain("1 game found");
    const cancelled = await (await get("/assignor/games?status=cancelled", { cookie: league.assignorCookie })).text();
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

    const exported = await get("/assignor/games/export", { cookie: league.assignorCookie });
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="games-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await exported.text();
    expect(text.split("\r\n")[0]).toBe(
      "homeTeam,awayTeam,date,time,venue,league,level,fee,ageGroup,positionType,fieldSurface,skillLevel",
    );
    expect(text).toContain('Mission FC,"Sunset United, U12",2026-12-05,10:00,Kezar,,youth,40.00');
    expect(await (await get("/assignor/games/export", { cookie: rival.assignorCookie })).text()).not.toContain(
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
