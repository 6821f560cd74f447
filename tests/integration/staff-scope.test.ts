/**
 * A limited assignor's scope has one rule in two places (decision 0064): `gameInScope` (app/domain/permissions.ts)
 * for a game already read, and `gameInScopeSql` (app/server/staff-scope.server.ts) in the queries of the pages.
 * Both run here over the same games, for scopes of levels, leagues and venues, and must pick the same ones.
 */
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { createGame, createOrganization, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { games, memberships, type Game } from "~/db/schema";
import type { StaffRole } from "~/domain/constants";
import { AssignorScopeSchema, can, gameInScope, SCOPE_LIST_MAX, type AssignorScope } from "~/domain/permissions";
import { assignorCoversGameSql, fullAssignorSql, gameInScopeSql } from "~/server/staff-scope.server";
import { db } from "./helpers";

let organizationId: string;
let all: Game[];

const GAMES: { level: string; league: string | null; venue: string }[] = [
  { level: "youth", league: "Metro League", venue: "Central Park Field 1" },
  { level: "youth", league: "  metro league  ", venue: "central park field 1" },
  { level: "youth", league: "METRO LEAGUE", venue: "Riverside Ground" },
  { level: "youth", league: null, venue: "Central Park Field 1" },
  { level: "amateur", league: "Metro League", venue: " Riverside Ground " },
  { level: "amateur", league: "County Cup", venue: "RIVERSIDE GROUND" },
  { level: "professional", league: "Premier Division", venue: "Stadium" },
  { level: "semi-pro", league: "Metro League Reserves", venue: "Stadium North" },
  // Not ASCII: D1's lower() changes A-Z only, and so does the rule.
  { level: "amateur", league: "Ligue Été", venue: "Stade Étoile" },
  { level: "amateur", league: "LIGUE ÉTÉ", venue: "stade Étoile" },
];

const SCOPES: [string, AssignorScope | null][] = [
  ["no scope", null],
  ["empty lists (the whole organization)", { levels: [], leagues: [], venues: [] }],
  ["one level", { levels: ["youth"], leagues: [], venues: [] }],
  ["two levels", { levels: ["amateur", "professional"], leagues: [], venues: [] }],
  ["a league, another case and spaces", { levels: [], leagues: [" metro LEAGUE "], venues: [] }],
  ["a league that is a prefix of another", { levels: [], leagues: ["Metro"], venues: [] }],
  ["two leagues", { levels: [], leagues: ["County Cup", "premier division"], venues: [] }],
  ["a venue, another case", { levels: [], leagues: [], venues: ["riverside ground"] }],
  ["a level and a league", { levels: ["youth"], leagues: ["Metro League"], venues: [] }],
  ["a level, a league and a venue", { levels: ["youth"], leagues: ["metro league"], venues: ["CENTRAL PARK FIELD 1"] }],
  ["a non-ASCII league", { levels: [], leagues: ["ligue été"], venues: [] }],
  ["a non-ASCII league, A-Z in another case", { levels: [], leagues: ["ligue Été"], venues: [] }],
  ["a non-ASCII venue", { levels: [], leagues: [], venues: ["Stade Étoile"] }],
  ["nothing matches", { levels: ["semi-pro"], leagues: ["County Cup"], venues: [] }],
];

beforeAll(async () => {
  organizationId = (await createOrganization(db, { name: "Scope Agreement League" })).id;
  all = [];
  for (const [index, game] of GAMES.entries()) {
    all.push(await createGame(db, { organizationId, homeTeam: `Scope ${index}`, date: "2099-03-01", ...game }));
  }
});

describe("gameInScope and gameInScopeSql", () => {
  for (const [name, scope] of SCOPES) {
    it(`agree for ${name}`, async () => {
      const bySql = await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.organizationId, organizationId), gameInScopeSql(scope)));
      const byDomain = all.filter((game) => gameInScope(scope, game)).map((game) => game.homeTeam);
      const sqlTeams = all.filter((game) => bySql.some((row) => row.id === game.id)).map((game) => game.homeTeam);
      expect(sqlTeams).toEqual(byDomain);
    });
  }

  it("picks what a person would expect (so the agreement is not over empty answers)", () => {
    const teams = (scope: AssignorScope) => all.filter((game) => gameInScope(scope, game)).map((game) => game.homeTeam);
    expect(teams({ levels: [], leagues: [" metro LEAGUE "], venues: [] })).toEqual([
      "Scope 0",
      "Scope 1",
      "Scope 2",
      "Scope 4",
    ]);
    expect(teams({ levels: ["youth"], leagues: ["metro league"], venues: ["CENTRAL PARK FIELD 1"] })).toEqual([
      "Scope 0",
      "Scope 1",
    ]);
    // D1 lowers A-Z only, and so does the rule: "LIGUE ÉTÉ" is another name than "Ligue Été".
    expect(teams({ levels: [], leagues: ["ligue Été"], venues: [] })).toEqual(["Scope 8"]);
  });

  it("caps a scope's lists so its SQL stays within D1's bound parameters", () => {
    const names = Array.from({ length: SCOPE_LIST_MAX + 1 }, (_, index) => `League ${index}`);
    expect(v.safeParse(AssignorScopeSchema, { levels: [], leagues: names, venues: [] }).success).toBe(false);
    expect(v.safeParse(AssignorScopeSchema, { levels: [], leagues: names.slice(1), venues: [] }).success).toBe(true);
  });
});

describe("assignorCoversGameSql and gameInScope", () => {
  // Who a report's alert goes to (issue 22): each assignor whose membership covers the game, read from the
  // membership's stored scope, for every scope above and for staff who are not assignors.
  const MEMBERS: [StaffRole, AssignorScope | null][] = [
    ...SCOPES.map(([, scope]): [StaffRole, AssignorScope | null] => ["assignor", scope]),
    ["scheduler", null],
    ["assessor", null],
  ];

  it("agree for every scope, and cover nothing for staff who are not assignors", async () => {
    const members: { id: string; role: StaffRole; scope: AssignorScope | null }[] = [];
    for (const [role, scope] of MEMBERS) {
      const user = await createUser(db, { role: "assignor" });
      const id = newId();
      await db.insert(memberships).values({ id, organizationId, userId: user.id, role, scope });
      members.push({ id, role, scope });
    }
    const rows = await db.all<{ membership: string; game: string }>(
      sql`SELECT ms.id AS membership, g.id AS game FROM memberships ms JOIN games g
        ON g.organization_id = ms.organization_id AND ${assignorCoversGameSql("ms", "g")}
        WHERE ms.organization_id = ${organizationId}`,
    );
    for (const member of members) {
      const bySql = all.filter((game) => rows.some((row) => row.membership === member.id && row.game === game.id));
      const byDomain = member.role === "assignor" ? all.filter((game) => gameInScope(member.scope, game)) : [];
      expect(
        bySql.map((game) => game.homeTeam),
        `${member.role} ${JSON.stringify(member.scope)}`,
      ).toEqual(byDomain.map((game) => game.homeTeam));
    }
    // Not an agreement over empty answers: the youth assignor covers the four youth games.
    const youth = members.find(
      (member) => member.scope?.levels.join() === "youth" && member.scope.leagues.length === 0,
    );
    expect(rows.filter((row) => row.membership === youth!.id)).toHaveLength(4);
  });
});

describe("fullAssignorSql and the organization permission", () => {
  const MEMBERS: [StaffRole, AssignorScope | null][] = [
    ["assignor", null],
    ["assignor", { levels: [], leagues: [], venues: [] }],
    ["assignor", { levels: ["youth"], leagues: [], venues: [] }],
    ["assignor", { levels: [], leagues: ["Metro League"], venues: [] }],
    ["assignor", { levels: [], leagues: [], venues: ["Stadium"] }],
    ["scheduler", null],
    ["finance", null],
  ];

  it("agree on who runs the organization (API credentials live while their creator does)", async () => {
    const organization = await createOrganization(db, { name: "Runs It League" });
    const expected: string[] = [];
    for (const [role, scope] of MEMBERS) {
      const user = await createUser(db, { role: "assignor" });
      await db
        .insert(memberships)
        .values({ id: newId(), organizationId: organization.id, userId: user.id, role, scope });
      if (can({ role, scope }, "organization")) expected.push(user.id);
    }
    const rows = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organization.id), fullAssignorSql()));
    expect(rows.map((row) => row.userId).sort()).toEqual(expected.sort());
    // The assignor without a scope and the one whose lists are empty.
    expect(expected).toHaveLength(2);
  });
});
