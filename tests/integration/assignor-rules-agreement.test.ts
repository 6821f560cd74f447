/**
 * The rules experienced assignors rely on (issue 21, decision 0072) say the same thing wherever a referee is
 * considered: the New Assignment dialog's preview, the assign action, `POST /api/v1/assignments`, and the
 * referee's own open-games list. One referee and one game per rule, each set up the way the organization
 * stores it (team ties, scratches, partner rules, ranks, a rated game, a travel limit, credentials).
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import {
  certifications,
  memberships,
  organizations,
  partnerRules,
  refereeRanks,
  teamTies,
  users,
  venues,
  type Game,
  type User,
} from "~/db/schema";
import { DEFAULT_ASSIGNMENT_POLICY } from "~/domain/assignment-policy";
import type { ConflictCode } from "~/domain/conflicts";
import { ApiProblemSchema } from "~/domain/api-schemas";
import { assignReferee, previewConflicts } from "~/server/assignments.server";
import { listOpenGamesForReferee } from "~/server/open-games.server";
import { api, apiKeyFor } from "./api-helpers";
import { cookieFor, createLeague, db, get } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

const DATE = "2099-05-09"; // a Saturday
const OAKLAND = { lat: 37.8044, lon: -122.2712 };
const SACRAMENTO = { lat: 38.5816, lon: -121.4944 };

interface Case {
  rule: string;
  code: ConflictCode;
  referee: User;
  game: Game;
  /** The slot offered. */
  position?: "referee" | "assistant_referee_1";
  /** Hidden from the referee (an assignor's own knowledge). */
  staffOnly?: boolean;
}

describe("every issue-21 rule agrees across the dialog, the assign action, the API and open games", () => {
  let league: League;
  let key: string;
  const cases: Case[] = [];
  let freeReferee: User;

  beforeAll(async () => {
    league = await createLeague("Rules League");
    const organizationId = league.organization.id;
    key = (await apiKeyFor(organizationId, league.assignor.id, "write")).secret;
    await db
      .update(organizations)
      .set({
        assignmentPolicy: {
          ...DEFAULT_ASSIGNMENT_POLICY,
          strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, position_not_ranked: "hard" },
          requiredCredentials: { ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials, "semi-pro": ["background_check"] },
        },
      })
      .where(eq(organizations.id, organizationId));
    await db.insert(venues).values({ id: newId(), organizationId, name: "Sacramento Fields", ...latLon(SACRAMENTO) });

    let n = 0;
    // Every referee is ranked for everything youth and amateur, so only the rule under test bites.
    const referee = async (values: Partial<User> = {}) => {
      const person = await createUser(db, { organizationId, role: "referee", refereeLevel: 2, ...values });
      await db.insert(refereeRanks).values(
        (["referee", "assistant", "fourth_official"] as const).flatMap((position) =>
          (["youth", "amateur", "semi-pro"] as const).map((level) => ({
            organizationId,
            userId: person.id,
            position,
            level,
          })),
        ),
      );
      return person;
    };
    const game = (values: Partial<Game> = {}) =>
      createGame(db, {
        organizationId,
        date: DATE,
        time: `${String(8 + n++).padStart(2, "0")}:00`,
        level: "amateur",
        venue: "Lake Merritt Field",
        ...values,
      });
    const tie = (userId: string, team: string, relation: string, byStaff = false) =>
      db.insert(teamTies).values({ id: newId(), organizationId, userId, team, relation, byStaff });

    freeReferee = await referee({ refereeLevel: 3 });
    await db.insert(certifications).values({
      id: newId(),
      userId: freeReferee.id,
      name: "Live Scan",
      level: "Other",
      kind: "background_check",
      expiresOn: "2100-01-01",
    });

    const coach = await referee();
    await tie(coach.id, "Oakland Roots", "coaches");
    cases.push({
      rule: "declared team",
      code: "team_involvement",
      referee: coach,
      game: await game({ homeTeam: "Oakland Roots U12" }),
    });

    const player = await referee();
    await tie(player.id, "Temescal Athletic", "plays");
    const theirGame = await game({ homeTeam: "Temescal Athletic", awayTeam: "Fruitvale FC", time: "18:00" });
    cases.push({
      rule: "their team's game time",
      code: "team_commitment",
      referee: player,
      game: await game({ homeTeam: "Golden Gate FC", awayTeam: "Mission FC", time: theirGame.time }),
    });

    const scratched = await referee();
    await tie(scratched.id, "Bay Rovers", "scratched", true);
    cases.push({
      rule: "scratch",
      code: "team_scratch",
      referee: scratched,
      game: await game({ awayTeam: "Bay Rovers Reserves" }),
      staffOnly: true,
    });

    const rival = await referee();
    const partner = await referee();
    const [low, high] = [rival.id, partner.id].sort();
    await db
      .insert(partnerRules)
      .values({ id: newId(), organizationId, refereeId: low!, partnerId: high!, kind: "avoid", hard: true });
    const crewed = await game({ positionType: "three_official" });
    await createAssignment(db, { organizationId, gameId: crewed.id, refereeId: partner.id, status: "confirmed" });
    cases.push({
      rule: "do-not-pair",
      code: "do_not_pair",
      referee: rival,
      game: crewed,
      position: "assistant_referee_1",
    });

    const unranked = await createUser(db, { organizationId, role: "referee", refereeLevel: 2 });
    cases.push({ rule: "rank", code: "position_not_ranked", referee: unranked, game: await game() });

    const junior = await referee({ refereeLevel: 1 });
    cases.push({
      rule: "game rating",
      code: "outside_game_rating",
      referee: junior,
      game: await game({ minRefereeLevel: 2 }),
    });

    const homebody = await referee({
      maxTravelKm: 50,
      homeLatitude: OAKLAND.lat,
      homeLongitude: OAKLAND.lon,
      homeLabel: "Oakland",
    });
    cases.push({
      rule: "travel limit",
      code: "beyond_travel_distance",
      referee: homebody,
      game: await game({ venue: "Sacramento Fields" }),
    });

    const lapsed = await referee({ refereeLevel: 3 });
    await db.insert(certifications).values({
      id: newId(),
      userId: lapsed.id,
      name: "Live Scan",
      level: "Other",
      kind: "background_check",
      issuedOn: "2097-01-01",
      expiresOn: "2099-05-01",
    });
    cases.push({
      rule: "expired credential",
      code: "credential_expired",
      referee: lapsed,
      game: await game({ level: "semi-pro" }),
    });

    const unchecked = await referee({ refereeLevel: 3 });
    cases.push({
      rule: "missing credential",
      code: "credential_missing",
      referee: unchecked,
      game: await game({ level: "semi-pro" }),
    });
  });

  it("the dialog's preview rules each referee out with the reason, and a free colleague is not", async () => {
    for (const { rule, code, referee, game } of cases) {
      const preview = await previewConflicts(db, { organizationId: league.organization.id, gameId: game.id });
      const mine = preview!.referees.find((row) => row.id === referee.id)!;
      expect({ rule, codes: mine.conflicts.map((conflict) => [conflict.code, conflict.severity]) }).toEqual({
        rule,
        codes: [[code, "hard"]],
      });
      const free = preview!.referees.find((row) => row.id === freeReferee.id)!;
      expect({ rule, free: free.conflicts }).toEqual({ rule, free: [] });
    }
  });

  it("the assign action and the API refuse each, naming the rule", async () => {
    for (const { rule, code, referee, game, position = "referee" } of cases) {
      const result = await assignReferee(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        gameId: game.id,
        refereeId: referee.id,
        position,
      });
      expect({ rule, ok: result.ok, code: result.ok ? null : result.code }).toEqual({
        rule,
        ok: false,
        code: "hard-conflict",
      });

      const response = await api("POST", "/api/v1/assignments", {
        key,
        json: { gameId: game.id, refereeId: referee.id, position },
      });
      expect(response.status, rule).toBe(409);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
      const body = (await response.json()) as { conflicts?: { code: string }[] };
      expect(v.is(ApiProblemSchema, body), rule).toBe(true);
      expect(
        body.conflicts?.map((conflict) => conflict.code),
        rule,
      ).toEqual([code]);
    }
  });

  it("open games never offer the referee the game, while a colleague free of the rules is offered each", async () => {
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, league.organization.id));
    const openTo = async (referee: User) => {
      const [membership] = await db.select().from(memberships).where(eq(memberships.userId, referee.id));
      return (await listOpenGamesForReferee(db, { organization: organization!, membership: membership!, referee })).map(
        (row) => row.id,
      );
    };
    const free = await openTo(freeReferee);
    for (const { rule, referee, game } of cases) {
      expect({ rule, offered: (await openTo(referee)).includes(game.id) }).toEqual({ rule, offered: false });
      expect({ rule, offeredToFree: free.includes(game.id) }).toEqual({ rule, offeredToFree: true });
    }
  });

  it("the dialog's preview asks for a rank in the slot chosen", async () => {
    const organizationId = league.organization.id;
    const assistant = await createUser(db, { organizationId, role: "referee", refereeLevel: 2 });
    await db
      .insert(refereeRanks)
      .values({ organizationId, userId: assistant.id, position: "assistant", level: "amateur" });
    const game = await createGame(db, {
      organizationId,
      date: DATE,
      time: "21:00",
      level: "amateur",
      positionType: "three_official",
    });
    const preview = async (position?: string) => {
      const query = new URLSearchParams({ gameId: game.id, ...(position ? { position } : {}) });
      const response = await get(`/assignor/assignments/options?${query}`, { cookie: league.assignorCookie });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        referees: { id: string; conflicts: { code: string; message: string }[] }[];
      };
      return body.referees.find((row) => row.id === assistant.id)!.conflicts.map((conflict) => conflict.message);
    };
    expect(await preview("referee")).toEqual(["Not ranked as referee for amateur games"]);
    expect(await preview("assistant_referee_2")).toEqual([]);
    // Before a slot is chosen, any rank at the level will do.
    expect(await preview()).toEqual([]);
  });

  it("a staff-only reason stays off every referee page even as a warning", async () => {
    const organizationId = league.organization.id;
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    await db
      .update(organizations)
      .set({
        assignmentPolicy: {
          ...(organization!.assignmentPolicy as object),
          strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, position_not_ranked: "hard", team_scratch: "soft" },
        },
      })
      .where(eq(organizations.id, organizationId));
    const scratch = cases.find((entry) => entry.staffOnly)!;
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, scratch.referee.id));
    const [updated] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    const open = await listOpenGamesForReferee(db, {
      organization: updated!,
      membership: membership!,
      referee: scratch.referee,
    });
    // Soft now: the game is offered, without the reason.
    const listed = open.find((row) => row.id === scratch.game.id);
    expect(listed?.warnings).toEqual([]);
    const preview = await previewConflicts(db, { organizationId, gameId: scratch.game.id });
    expect(preview!.referees.find((row) => row.id === scratch.referee.id)!.conflicts).toEqual([
      { code: "team_scratch", severity: "soft", message: "Scratched by Bay Rovers", staffOnly: true },
    ]);
    const [person] = await db.select().from(users).where(eq(users.id, scratch.referee.id));
    const page = await (await get("/referee/open-games", { cookie: await cookieFor(person!.id) })).text();
    expect(page).toContain("Bay Rovers Reserves");
    expect(page).not.toContain("Scratched");
  });
});

function latLon({ lat, lon }: { lat: number; lon: number }) {
  return { latitude: lat, longitude: lon };
}
