/**
 * The game's status written by SQLite in the assignment batches (`derivedGameStatus`,
 * app/server/game-status.server.ts) against the rule it mirrors (`deriveGameStatus`,
 * app/domain/game-status.ts), and the races it closes, through the Worker.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { assignments, games } from "~/db/schema";
import { GAME_STATUSES, POSITION_TYPES, POSITIONS, type GameStatus, type PositionType } from "~/domain/constants";
import { deriveGameStatus } from "~/domain/game-status";
import { derivedGameStatus } from "~/server/game-status.server";
import { importGamesFromCsv } from "~/server/game-import.server";
import { cookieFor, createLeague, db, post } from "./helpers";

/** What one position holds: nothing, one assignment, or a dead one beside a live one. */
const SLOT_STATES = [
  [],
  ["pending"],
  ["confirmed"],
  ["completed"],
  ["declined"],
  ["cancelled"],
  ["declined", "confirmed"],
] as const;

/** Every combination of slot states over the four positions (7^4 = 2401 crews). */
function* crews(): Generator<(readonly string[])[]> {
  const total = SLOT_STATES.length ** POSITIONS.length;
  for (let index = 0; index < total; index += 1) {
    let rest = index;
    const crew: (readonly string[])[] = [];
    for (let position = 0; position < POSITIONS.length; position += 1) {
      crew.push(SLOT_STATES[rest % SLOT_STATES.length]!);
      rest = Math.floor(rest / SLOT_STATES.length);
    }
    yield crew;
  }
}

describe("derivedGameStatus (SQL) agrees with deriveGameStatus", () => {
  it("for every position type, current status and crew", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const gameRows: { id: string; status: GameStatus; positionType: PositionType }[] = [];
    const assignmentRows: { id: string; gameId: string; position: string; status: string }[] = [];
    let counter = 0;
    for (const positionType of POSITION_TYPES) {
      for (const crew of crews()) {
        // Cycle the current status so completed and cancelled games are in the mix too.
        const game = { id: newId(), status: GAME_STATUSES[counter % GAME_STATUSES.length]!, positionType };
        counter += 1;
        gameRows.push(game);
        crew.forEach((statuses, position) => {
          for (const status of statuses)
            assignmentRows.push({ id: newId(), gameId: game.id, position: POSITIONS[position]!, status });
        });
      }
    }
    // Thousands of rows: JSON through json_each, a few hundred per statement, one batch.
    const d1 = db.$client;
    const insertGames = d1.prepare(
      `INSERT INTO games (id, organization_id, date, time, home_team, away_team, venue, level, status, position_type)
       SELECT value ->> '$.id', ?2, '2099-01-01', '10:00', value ->> '$.id', 'Away', 'Field', 'youth', value ->> '$.status', value ->> '$.positionType'
       FROM json_each(?1)`,
    );
    const insertAssignments = d1.prepare(
      `INSERT INTO assignments (id, organization_id, game_id, referee_id, position, status)
       SELECT value ->> '$.id', ?2, value ->> '$.gameId', ?3, value ->> '$.position', value ->> '$.status'
       FROM json_each(?1)`,
    );
    const chunks = <T>(rows: T[]) =>
      Array.from({ length: Math.ceil(rows.length / 500) }, (_, index) => rows.slice(index * 500, index * 500 + 500));
    await d1.batch([
      ...chunks(gameRows).map((chunk) => insertGames.bind(JSON.stringify(chunk), organizationId)),
      ...chunks(assignmentRows).map((chunk) =>
        insertAssignments.bind(JSON.stringify(chunk), organizationId, league.referee.id),
      ),
    ]);

    await db.update(games).set({ status: derivedGameStatus() }).where(eq(games.organizationId, organizationId));

    const written = new Map(
      (
        await db
          .select({ id: games.id, status: games.status })
          .from(games)
          .where(eq(games.organizationId, organizationId))
      ).map((row) => [row.id, row.status]),
    );
    const byGame = new Map<string, typeof assignmentRows>();
    for (const row of assignmentRows) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row]);
    const disagreements = gameRows.filter(
      (game) => written.get(game.id) !== deriveGameStatus(game.status, game.positionType, byGame.get(game.id) ?? []),
    );
    expect(written.size).toBe(POSITION_TYPES.length * SLOT_STATES.length ** POSITIONS.length);
    expect(disagreements).toEqual([]);
    // Every outcome was reached, so the comparison was not one-sided.
    expect(new Set(written.values())).toEqual(new Set(GAME_STATUSES));
  }, 60_000);
});

describe("the game's status when the crew answers at the same moment", () => {
  it("two referees accepting at once through the Worker leave the game confirmed", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    // Several games raced at once, so an interleaving that loses cannot hide behind luck.
    const races = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const game = await createGame(db, {
          organizationId,
          assignorId: league.assignor.id,
          date: "2099-03-06",
          time: `1${index}:00`,
          positionType: "three_official",
          status: "assigned",
        });
        const [first, second] = await Promise.all([
          createUser(db, { organizationId, role: "referee" }),
          createUser(db, { organizationId, role: "referee" }),
        ]);
        await createAssignment(db, {
          organizationId,
          gameId: game.id,
          refereeId: league.referee.id,
          position: "referee",
          status: "confirmed",
        });
        const offers = await Promise.all(
          [
            [first!, "assistant_referee_1"],
            [second!, "assistant_referee_2"],
          ].map(([referee, position]) =>
            createAssignment(db, {
              organizationId,
              gameId: game.id,
              refereeId: (referee as { id: string }).id,
              position: position as string,
              status: "pending",
              assignedById: league.assignor.id,
            }),
          ),
        );
        return { game, offers, cookies: await Promise.all([cookieFor(first!.id), cookieFor(second!.id)]) };
      }),
    );

    const responses = await Promise.all(
      races.flatMap(({ offers, cookies }) =>
        offers.map((offer, index) =>
          post(`/referee/assignments/${offer.id}`, { intent: "accept" }, { cookie: cookies[index] }),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    for (const { game } of races) {
      const [row] = await db.select({ status: games.status }).from(games).where(eq(games.id, game.id));
      expect(row?.status).toBe("confirmed");
    }
  }, 60_000);

  it("two assignors filling the last two positions at once leave the game assigned", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const races = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const game = await createGame(db, {
          organizationId,
          date: "2099-03-07",
          time: `1${index}:00`,
          positionType: "three_official",
        });
        await createAssignment(db, {
          organizationId,
          gameId: game.id,
          refereeId: league.referee.id,
          position: "referee",
          status: "confirmed",
        });
        const referees = await Promise.all([
          createUser(db, { organizationId, role: "referee", refereeLevel: 3 }),
          createUser(db, { organizationId, role: "referee", refereeLevel: 3 }),
        ]);
        return { game, referees };
      }),
    );
    const responses = await Promise.all(
      races.flatMap(({ game, referees }) =>
        (["assistant_referee_1", "assistant_referee_2"] as const).map((position, index) =>
          post(
            "/assignor/games",
            { intent: "assign", gameId: game.id, position, refereeId: referees[index]!.id },
            { cookie: league.assignorCookie },
          ),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    for (const { game } of races) {
      expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toHaveLength(3);
      const [row] = await db.select({ status: games.status }).from(games).where(eq(games.id, game.id));
      expect(row?.status).toBe("assigned");
    }
  }, 60_000);
});

describe("the game's status when its positions change", () => {
  async function statusOf(gameId: string) {
    const [row] = await db.select({ status: games.status }).from(games).where(eq(games.id, gameId));
    return row?.status;
  }

  it("an edit to the positions needed re-derives it (a confirmed referee alone no longer covers three positions, and does again for one)", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const game = await createGame(db, {
      organizationId,
      homeTeam: "Crew Change FC",
      awayTeam: "Rivals",
      date: "2099-04-04",
      time: "10:00",
      status: "confirmed",
      positionType: "single",
    });
    await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    const edit = (positionType: string) =>
      post(
        "/assignor/games",
        {
          intent: "update",
          gameId: game.id,
          homeTeam: "Crew Change FC",
          awayTeam: "Rivals",
          date: "2099-04-04",
          time: "10:00",
          venue: game.venue,
          level: "youth",
          fee: "40",
          positionType,
        },
        { cookie: league.assignorCookie },
      );
    expect((await edit("three_official")).status).toBe(200);
    expect(await statusOf(game.id)).toBe("pending");
    expect((await edit("single")).status).toBe(200);
    expect(await statusOf(game.id)).toBe("confirmed");
  }, 30_000);

  it("a CSV import in update mode that changes the positions re-derives it too", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const game = await createGame(db, {
      organizationId,
      homeTeam: "Import Crew FC",
      awayTeam: "Rivals",
      date: "2099-04-05",
      time: "10:00",
      status: "confirmed",
      positionType: "single",
    });
    await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    const untouched = await createGame(db, {
      organizationId,
      homeTeam: "Other FC",
      awayTeam: "Rivals",
      date: "2099-04-06",
      status: "pending",
    });
    const file = new File(
      [
        [
          "homeTeam,awayTeam,date,time,venue,level,positionType",
          "Import Crew FC,Rivals,2099-04-05,10:00,Field,youth,three_official",
        ].join("\n"),
      ],
      "crews.csv",
    );
    const outcome = await importGamesFromCsv(db, env.UPLOADS, {
      organization: league.organization,
      actorId: league.assignor.id,
      file,
      duplicateMode: "update",
    });
    expect(outcome).toMatchObject({ ok: true, updated: 1 });
    expect(await statusOf(game.id)).toBe("pending");
    expect(await statusOf(untouched.id)).toBe("pending");
  });
});
