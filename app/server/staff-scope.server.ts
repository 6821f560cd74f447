/**
 * A limited assignor's scope in SQL (issue 20, decision 0064): the mirror of `gameInScope`
 * (app/domain/permissions.ts), added to the game queries of the pages, exports and dialogs such an assignor
 * uses, so a game outside their levels, leagues and venues is never read for them.
 * tests/integration/staff-scope.test.ts runs both over the same games and checks they agree.
 *
 * D1's limits: one `IN (...)` per limited dimension, at most 4 + 20 + 20 bound values (`SCOPE_LIST_MAX`);
 * names compared with `lower(trim(...))`, never LIKE (whose patterns D1 caps at 50 bytes).
 */
import { and, inArray, sql, type SQL } from "drizzle-orm";
import { games } from "~/db/schema";
import { isLimited, scopeName, type AssignorScope } from "~/domain/permissions";

function sameNameIn(column: typeof games.league | typeof games.venue, names: readonly string[]): SQL {
  const wanted = [...new Set(names.map(scopeName))];
  return sql`lower(trim(${column})) IN (${sql.join(
    wanted.map((name) => sql`${name}`),
    sql`, `,
  )})`;
}

/** The condition on `games` for a scope; undefined (no condition) for the whole organization. */
export function gameInScopeSql(scope: AssignorScope | null | undefined): SQL | undefined {
  if (!scope || !isLimited(scope)) return undefined;
  return and(
    scope.levels.length > 0 ? inArray(games.level, scope.levels) : undefined,
    // A game without a league is outside a scope that names leagues (as in the domain rule).
    scope.leagues.length > 0 ? sameNameIn(games.league, scope.leagues) : undefined,
    scope.venues.length > 0 ? sameNameIn(games.venue, scope.venues) : undefined,
  );
}

/**
 * Whether an assignor's membership covers a game, both rows of the same statement (`membership` and `game` name
 * their tables or aliases): an assignor whose scope is null or limits nothing covers every game; a limited one,
 * the games `gameInScope` picks. The scope is read from the row's JSON (`json_each`), so a statement covers
 * every assignor of an organization at once. tests/integration/staff-scope.test.ts checks it against
 * `gameInScope` too.
 */
export function assignorCoversGameSql(membership: string, game: string): SQL {
  const scope = sql.raw(`${membership}.scope`);
  const dimension = (path: string, column: string, compare: (value: SQL) => SQL) =>
    sql`(coalesce(json_array_length(${scope}, ${path}), 0) = 0 OR ${compare(sql.raw(`${game}.${column}`))} IN (SELECT ${compare(sql.raw("value"))} FROM json_each(${scope}, ${path})))`;
  const name = (value: SQL) => sql`lower(trim(${value}))`;
  return sql`(${sql.raw(`${membership}.role`)} = 'assignor' AND (${scope} IS NULL OR (${dimension("$.levels", "level", (value) => value)} AND ${dimension("$.leagues", "league", name)} AND ${dimension("$.venues", "venue", name)})))`;
}

/**
 * A membership that runs its organization (a full assignor): an assignor whose scope limits nothing (null, or
 * every list empty). The one SQL mirror of `isFullAssignor` (app/domain/members.ts) and of the `organization`
 * permission (`role === "assignor" && !isLimited(scope)`), kept in agreement by
 * tests/integration/staff-scope.test.ts and tests/integration/members.test.ts. `table` names the memberships
 * row ("memberships" or an alias). An API credential lives while its creator's membership is one
 * (app/server/api-keys.server.ts); the last full assignor cannot leave (app/server/members.server.ts).
 */
export function fullAssignorSql(table = "memberships"): SQL {
  const scope = sql.raw(`${table}.scope`);
  // The JSON paths are written into the statement, not bound: this condition costs no parameter.
  const empty = (list: "levels" | "leagues" | "venues") =>
    sql`coalesce(json_array_length(${scope}, ${sql.raw(`'$.${list}'`)}), 0) = 0`;
  return sql`(${sql.raw(`${table}.role`)} = 'assignor' AND (${scope} IS NULL OR (${empty("levels")} AND ${empty("leagues")} AND ${empty("venues")})))`;
}
