import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
// Server code words its refusals with tr() (decision 0062): the catalogs answer it, in English here.
import "~/server/i18n.server";
import { createAssignment, createGame as insertGame, createOrganization, createUser } from "~/demo/factories";
import { assignments, games, notifications, outbox } from "~/db/schema";
import type { GameInput } from "~/domain/games";
import { createDatabase } from "~/server/db.server";
import { cancelGame } from "~/server/game-cancellation.server";
import { listGames, parseGameListFilters } from "~/server/game-list.server";
import { createGame, deleteGame, DUPLICATE_GAME_MESSAGE, getGame, updateGame } from "~/server/games.server";

const db = createDatabase(env.DB);

async function league() {
  const organization = await createOrganization(db);
  const assignor = await createUser(db, { organizationId: organization.id, role: "assignor" });
  return { organization, assignor };
}

const input: GameInput = {
  homeTeam: "Mission FC",
  awayTeam: "Sunset United",
  date: "2026-12-05",
  time: "10:00",
  venue: "Kezar Stadium",
  league: null,
  level: "youth",
  fee: 4000,
  ageGroup: "U12",
  positionType: "single",
  fieldSurface: null,
  skillLevel: null,
};

describe("listing games", () => {
  it("searches teams and venues, filters by status, sorts by date and pages, inside one organization", async () => {
    const { organization } = await league();
    const other = await league();
    await insertGame(db, {
      organizationId: organization.id,
      date: "2026-12-06",
      homeTeam: "Marin Tides",
      venue: "Tam High",
    });
    await insertGame(db, {
      organizationId: organization.id,
      date: "2026-12-05",
      homeTeam: "Mission FC",
      venue: "Kezar",
    });
    await insertGame(db, {
      organizationId: organization.id,
      date: "2026-12-07",
      homeTeam: "Presidio SC",
      venue: "Kezar",
      status: "cancelled",
    });
    await insertGame(db, {
      organizationId: other.organization.id,
      date: "2026-12-01",
      homeTeam: "Mission FC",
      venue: "Kezar",
    });

    const all = await listGames(db, organization.id, {});
    expect(all.total).toBe(3);
    expect(all.games.map((game) => game.homeTeam)).toEqual(["Mission FC", "Marin Tides", "Presidio SC"]);

    expect((await listGames(db, organization.id, { query: "kezar" })).total).toBe(2);
    expect((await listGames(db, organization.id, { query: "mission" })).games.map((game) => game.date)).toEqual([
      "2026-12-05",
    ]);
    expect((await listGames(db, organization.id, { status: "cancelled" })).games.map((game) => game.homeTeam)).toEqual([
      "Presidio SC",
    ]);
    // LIKE wildcards in the search are literal.
    expect((await listGames(db, organization.id, { query: "%" })).total).toBe(0);

    const paged = await listGames(db, organization.id, { page: 2, pageSize: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(paged.games.map((game) => game.homeTeam)).toEqual(["Presidio SC"]);

    // Game Management's `when`: from today ascending, or before today the most recent first.
    const today = "2026-12-06";
    const upcoming = await listGames(db, organization.id, { when: "upcoming", today });
    expect(upcoming.games.map((game) => game.date)).toEqual(["2026-12-06", "2026-12-07"]);
    const past = await listGames(db, organization.id, { when: "past", today: "2026-12-07" });
    expect(past.games.map((game) => game.date)).toEqual(["2026-12-06", "2026-12-05"]);
    expect((await listGames(db, organization.id, { when: "all", today })).total).toBe(3);
  });

  it("names the confirmed referee, else leaves the game unassigned", async () => {
    const { organization } = await league();
    const referee = await createUser(db, { organizationId: organization.id, firstName: "Alex", lastName: "Rivera" });
    const confirmed = await insertGame(db, { organizationId: organization.id, date: "2026-12-05" });
    const offered = await insertGame(db, { organizationId: organization.id, date: "2026-12-06" });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: confirmed.id,
      refereeId: referee.id,
      status: "confirmed",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: offered.id,
      refereeId: referee.id,
      status: "pending",
    });
    const { games: rows } = await listGames(db, organization.id, {});
    expect(rows.map((game) => game.refereeName)).toEqual(["Alex Rivera", null]);
  });

  it("reads filters from the URL, ignoring values it does not know", () => {
    expect(parseGameListFilters(new URLSearchParams("q=%20kezar%20&status=pending&page=3"), "2026-11-24")).toEqual({
      query: "kezar",
      status: "pending",
      when: "upcoming",
      today: "2026-11-24",
      page: 3,
    });
    expect(parseGameListFilters(new URLSearchParams("status=bogus&page=-1&when=later"), "2026-11-24")).toEqual({
      query: undefined,
      status: undefined,
      when: "upcoming",
      today: "2026-11-24",
      page: 1,
    });
    expect(parseGameListFilters(new URLSearchParams("when=past"), "2026-11-24").when).toBe("past");
    expect(parseGameListFilters(new URLSearchParams("when=all"), "2026-11-24").when).toBe("all");
  });
});

describe("changing games", () => {
  it("creates a pending game tagged with its assignor, and refuses the same game twice", async () => {
    const { organization, assignor } = await league();
    const created = await createGame(db, { organizationId: organization.id, assignorId: assignor.id, input });
    expect(created.ok && created.game).toMatchObject({
      status: "pending",
      assignorId: assignor.id,
      feeCents: 4000,
      organizationId: organization.id,
    });
    expect(await createGame(db, { organizationId: organization.id, assignorId: assignor.id, input })).toEqual({
      ok: false,
      status: 409,
      message: DUPLICATE_GAME_MESSAGE,
    });
  });

  it("updates only a game of the same organization", async () => {
    const { organization, assignor } = await league();
    const other = await league();
    const created = await createGame(db, { organizationId: organization.id, assignorId: assignor.id, input });
    if (!created.ok) throw new Error(created.message);
    const { game } = created;
    expect(
      await updateGame(db, {
        organizationId: other.organization.id,
        actorId: other.assignor.id,
        gameId: game.id,
        input: { ...input, venue: "Hijacked" },
        currency: "USD",
      }),
    ).toMatchObject({ ok: false, status: 404 });
    const updated = await updateGame(db, {
      organizationId: organization.id,
      actorId: assignor.id,
      gameId: game.id,
      input: { ...input, venue: "Tam High" },
      currency: "USD",
    });
    expect(updated.ok && updated.game.venue).toBe("Tam High");
    expect((await getGame(db, organization.id, game.id))?.venue).toBe("Tam High");
  });

  it("cancels a game with its assignments and tells the assigned referees", async () => {
    const { organization, assignor } = await league();
    const referee = await createUser(db, { organizationId: organization.id, email: "ref@league.test" });
    const game = await insertGame(db, { organizationId: organization.id, status: "assigned" });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: game.id,
      refereeId: referee.id,
      status: "pending",
    });

    const result = await cancelGame(db, {
      organizationId: organization.id,
      actorId: assignor.id,
      gameId: game.id,
      reason: "Field closed",
    });
    expect(result).toEqual({ ok: true, notified: 1 });
    expect(await getGame(db, organization.id, game.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "Field closed",
    });
    const [assignment] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(assignment?.status).toBe("cancelled");
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, referee.id));
    expect(notice?.message).toContain("Reason: Field closed");
    const [mail] = await db.select().from(outbox).where(eq(outbox.userId, referee.id));
    expect(mail).toMatchObject({ recipient: "ref@league.test", kind: "game-cancelled", status: "pending" });
  });

  it("deletes only a game with no assignment history", async () => {
    const { organization, assignor } = await league();
    const referee = await createUser(db, { organizationId: organization.id });
    const clean = await insertGame(db, { organizationId: organization.id });
    const used = await insertGame(db, { organizationId: organization.id, date: "2026-12-09" });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: used.id,
      refereeId: referee.id,
      status: "declined",
    });

    expect(await deleteGame(db, { organizationId: organization.id, actorId: assignor.id, gameId: used.id })).toEqual({
      ok: false,
      status: 409,
      message: "This game has assignment history; cancel it instead.",
    });
    expect(await deleteGame(db, { organizationId: organization.id, actorId: assignor.id, gameId: clean.id })).toEqual({
      ok: true,
    });
    expect(await db.select().from(games).where(eq(games.id, clean.id))).toEqual([]);
    expect(await deleteGame(db, { organizationId: organization.id, actorId: assignor.id, gameId: clean.id })).toEqual({
      ok: false,
      status: 404,
      message: "This game no longer exists.",
    });
  });
});
