/**
 * The SQL side of the cross-organization rule (decision 0066): the live games that an organization's
 * referees have in other organizations around some dates, for `findConflicts` and the scheduling engine
 * (`busyWithOtherOrganization` in app/domain/conflicts.ts decides). It reads only what the rule needs:
 * when, at what level, and the other organization's time zone and rules. No id, team, venue or name
 * leaves this statement, so none can reach a page, the API or a log.
 *
 * The date window (`OTHER_ORGANIZATION_WINDOW_DAYS` either side, in each organization's own dates) is a
 * pre-filter the rule never disagrees with: tests/integration/cross-organization-conflicts.test.ts checks
 * the widest time-zone gap against it.
 */
import { and, between, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { assignments, games, memberships, organizations } from "~/db/schema";
import { parseConflictRules } from "~/domain/conflict-rules";
import type { OtherOrganizationGame } from "~/domain/conflicts";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import type { Database } from "./db.server";

type Dates = { from: string | SQL; to: string | SQL };

/**
 * The conditions of the read: the live assignments, in organizations other than `organizationId`, of its
 * referees (or of `onlyRefereeId`, a value or a subquery), on games dated `from` to `to` (values or SQL
 * expressions). The referee filter is a subquery on the memberships, never a list of bound ids. The other
 * organizations are the ones those referees belong to: so the read starts from those organizations' games
 * by date (`games_organization_date_idx`), a few days of a few leagues, instead of every assignment of
 * every referee; for a league whose referees belong nowhere else it reads nothing but their memberships.
 */
function otherOrganizationGamesWhere(db: Database, organizationId: string, dates: Dates, onlyRefereeId?: string | SQL) {
  const poolIds = db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee")));
  const otherOrganizations = db
    .selectDistinct({ id: memberships.organizationId })
    .from(memberships)
    .where(
      and(
        onlyRefereeId ? eq(memberships.userId, onlyRefereeId) : inArray(memberships.userId, poolIds),
        ne(memberships.organizationId, organizationId),
      ),
    );
  return and(
    inArray(games.organizationId, otherOrganizations),
    between(games.date, dates.from, dates.to),
    ne(games.status, "cancelled"),
    onlyRefereeId ? eq(assignments.refereeId, onlyRefereeId) : inArray(assignments.refereeId, poolIds),
    ne(assignments.organizationId, organizationId),
    inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
  );
}

/** What is read of another organization's game: when, at what level, in which time zone, by which rules. */
const whenAndLevel = {
  date: games.date,
  time: games.time,
  level: games.level,
  timeZone: organizations.timeZone,
  conflictRules: organizations.conflictRules,
};

/** One statement: the referees' games in other organizations (`otherOrganizationGamesWhere`). */
export function otherOrganizationGamesQuery(
  db: Database,
  organizationId: string,
  dates: Dates,
  onlyRefereeId?: string | SQL,
) {
  return db
    .select({ refereeId: assignments.refereeId, ...whenAndLevel })
    .from(games)
    .innerJoin(assignments, eq(assignments.gameId, games.id))
    .innerJoin(organizations, eq(organizations.id, games.organizationId))
    .where(otherOrganizationGamesWhere(db, organizationId, dates, onlyRefereeId));
}

/**
 * Columns to add to a select of the referee's games in their own organization (`conflictGameColumns`), so
 * that `otherOrganizationGamesLikeOwn` can follow it with UNION ALL: one statement for both, within a
 * request's query budget. An own game has no foreign time zone; another organization's has nothing else.
 */
export const ownGameMarks = {
  // Named: D1 keys a row's columns by name, and two unnamed nulls would be one column.
  timeZone: sql<string | null>`null`.as("other_time_zone"),
  conflictRules: sql<unknown>`null`.as("other_conflict_rules"),
};

/**
 * The same read in the shape of `{ refereeId, ...conflictGameColumns, ...ownGameMarks }`, column for column:
 * the id, venue and teams are nulls written here, never read from the other organization.
 */
export function otherOrganizationGamesLikeOwn(
  db: Database,
  organizationId: string,
  dates: Dates,
  onlyRefereeId?: string | SQL,
) {
  return db
    .select({
      refereeId: assignments.refereeId,
      id: sql<string>`null`.as("id"),
      date: games.date,
      time: games.time,
      level: games.level,
      venue: sql<string>`null`.as("venue"),
      homeTeam: sql<string>`null`.as("home_team"),
      awayTeam: sql<string>`null`.as("away_team"),
      timeZone: sql<string | null>`${organizations.timeZone}`.as("other_time_zone"),
      conflictRules: sql<unknown>`${organizations.conflictRules}`.as("other_conflict_rules"),
    })
    .from(games)
    .innerJoin(assignments, eq(assignments.gameId, games.id))
    .innerJoin(organizations, eq(organizations.id, games.organizationId))
    .where(otherOrganizationGamesWhere(db, organizationId, dates, onlyRefereeId));
}

/** Rows of the union split again: the referee's own games as they were, and the other organizations' ones. */
export function splitOwnAndOtherGames<Own extends { refereeId: string; date: string; time: string; level: string }>(
  rows: readonly (Own & { timeZone: string | null; conflictRules: unknown })[],
) {
  const own: Own[] = [];
  const other: Row[] = [];
  for (const row of rows) {
    const { timeZone, conflictRules, ...game } = row;
    if (timeZone === null) own.push(game as unknown as Own);
    else
      other.push({
        refereeId: row.refereeId,
        date: row.date,
        time: row.time,
        level: row.level,
        timeZone,
        conflictRules,
      });
  }
  return { own, other };
}

interface Row {
  refereeId: string;
  date: string;
  time: string;
  level: string;
  timeZone: string;
  conflictRules: unknown;
}

/** The rows grouped per referee, as the rule reads them (each organization's rules parsed once). */
export function otherOrganizationGamesByReferee(rows: readonly Row[]): Map<string, OtherOrganizationGame[]> {
  const rulesOf = new Map<string, ReturnType<typeof parseConflictRules>>();
  const byReferee = new Map<string, OtherOrganizationGame[]>();
  for (const { refereeId, date, time, level, timeZone, conflictRules } of rows) {
    const key = JSON.stringify(conflictRules ?? null);
    let rules = rulesOf.get(key);
    if (!rules) {
      rules = parseConflictRules(conflictRules);
      rulesOf.set(key, rules);
    }
    const list = byReferee.get(refereeId) ?? [];
    list.push({ date, time, level, timeZone, rules });
    byReferee.set(refereeId, list);
  }
  return byReferee;
}
