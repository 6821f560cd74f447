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
