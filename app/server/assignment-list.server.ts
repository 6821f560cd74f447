/**
 * The Assignment Management list: one organization's assignments with their game and referee, searchable
 * and filterable on the server. It opens on the upcoming games' assignments (game date and time ascending);
 * `when=past` lists the earlier games' most recent first, and `when=all` keeps the spec's order (assigned
 * date descending).
 */
import { anyColumnContains } from "~/server/search.server";
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { assignments, games, users } from "~/db/schema";
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from "~/domain/constants";
import { parseListWhen, type ListWhen } from "~/domain/list-when";
import { assignmentStats } from "~/domain/assignment-stats";
import { batchRead, clampedPage, clampedPageOffset } from "./batch-reads.server";
import type { Database } from "./db.server";
import { gameInScopeSql } from "./staff-scope.server";
import type { AssignorScope } from "~/domain/permissions";
import { filterOnly } from "./query-plan.server";
import { slotFeeSql } from "./slot-fee.server";
import { searchText } from "~/domain/search";

export const ASSIGNMENTS_PAGE_SIZE = 50;

export interface AssignmentFilters {
  query?: string;
  status?: AssignmentStatus;
  /** By the game's date against `today` in the organization's time zone. */
  when: ListWhen;
  today: string;
  page: number;
}

/** The list's filters from its URL (`q`, `status`, `when`, `page`); `today` is the organization's date. */
export function parseAssignmentFilters(searchParams: URLSearchParams, today: string): AssignmentFilters {
  const status = searchParams.get("status") ?? "";
  const page = Number(searchParams.get("page") ?? "1");
  return {
    query: searchText(searchParams.get("q")) || undefined,
    status: (ASSIGNMENT_STATUSES as readonly string[]).includes(status) ? (status as AssignmentStatus) : undefined,
    when: parseListWhen(searchParams.get("when")),
    today,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function conditions(
  organizationId: string,
  { query, status, when, today }: Omit<AssignmentFilters, "page">,
  scope: AssignorScope | null,
): SQL {
  // By date, the statement walks the games' (organization, date, time) index in the list's order and each
  // game's assignments on theirs: the assignment's own organization is checked with `+`, which keeps SQLite
  // from scanning every assignment of the organization on its (organization, assigned) index instead
  // (a game's assignments are its organization's). `all` keeps that index: it is the list's order there.
  const parts: SQL[] =
    when === "all"
      ? [eq(assignments.organizationId, organizationId)]
      : [
          eq(filterOnly(assignments.organizationId), organizationId),
          eq(games.organizationId, organizationId),
          when === "upcoming" ? gte(games.date, today) : lt(games.date, today),
        ];
  if (status) parts.push(eq(assignments.status, status));
  // A limited assignor's games only (decision 0064): the statements below then always join the games.
  const inScope = gameInScopeSql(scope);
  if (inScope) parts.push(inScope);
  if (query) {
    parts.push(
      anyColumnContains(
        [games.homeTeam, games.awayTeam, games.venue, sql`${users.firstName} || ' ' || ${users.lastName}`, users.email],
        query,
      ),
    );
  }
  return and(...parts)!;
}

/** Upcoming: the next game first; past: the most recent game first; all: the newest assignment first. */
function order(when: ListWhen) {
  if (when === "upcoming")
    return [asc(games.date), asc(games.time), desc(assignments.assignedAt), desc(assignments.id)];
  if (when === "past") return [desc(games.date), desc(games.time), desc(assignments.assignedAt), desc(assignments.id)];
  return [desc(assignments.assignedAt), desc(assignments.id)];
}

const columns = {
  id: assignments.id,
  status: assignments.status,
  position: assignments.position,
  assignedAt: assignments.assignedAt,
  declineReason: assignments.declineReason,
  notes: assignments.notes,
  // The assignor's own record of an override (decision 0040); this list is the assignor's.
  overrideConflicts: assignments.overrideConflicts,
  overrideReason: assignments.overrideReason,
  // The ids through the assignment's own columns: one statement's result columns need distinct names to
  // share a batch (decision 0052), and `games.id` and `users.id` are both "id".
  gameId: assignments.gameId,
  homeTeam: games.homeTeam,
  awayTeam: games.awayTeam,
  venue: games.venue,
  date: games.date,
  time: games.time,
  level: games.level,
  feeCents: slotFeeSql(assignments.position),
  // Who drives (issue 21): mileage paid only to drivers goes to them.
  driver: assignments.driver,
  refereeId: assignments.refereeId,
  firstName: users.firstName,
  lastName: users.lastName,
  // A deleted account keeps only its placeholder address (decision 0057): nobody can write to it.
  email: sql<string | null>`case when ${users.deletedAt} is null then ${users.email} end`,
  phone: users.phone,
  refereeLevel: users.refereeLevel,
};

/** One page of the list with its total and the status figures: three statements for one batch. */
export function assignmentListRead(
  db: Database,
  organizationId: string,
  filters: AssignmentFilters,
  scope: AssignorScope | null = null,
) {
  const where = conditions(organizationId, filters, scope);
  const inScope = gameInScopeSql(scope);
  // Counted with only the tables the conditions read: an assignment has one game and one referee, so the
  // other joins would not change the count (all of them without a search: 62,000 lookups in an association).
  const counted = db.select({ value: count() }).from(assignments);
  const total = filters.query
    ? counted
        .innerJoin(games, eq(games.id, assignments.gameId))
        .innerJoin(users, eq(users.id, assignments.refereeId))
        .where(where)
    : filters.when === "all" && !inScope
      ? counted.where(where)
      : counted.innerJoin(games, eq(games.id, assignments.gameId)).where(where);
  return batchRead(
    [
      total,
      inScope
        ? db
            .select({ status: assignments.status, value: count() })
            .from(assignments)
            .innerJoin(games, eq(games.id, assignments.gameId))
            .where(and(eq(assignments.organizationId, organizationId), inScope))
            .groupBy(assignments.status)
        : db
            .select({ status: assignments.status, value: count() })
            .from(assignments)
            .where(eq(assignments.organizationId, organizationId))
            .groupBy(assignments.status),
      db
        .select(columns)
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .innerJoin(users, eq(users.id, assignments.refereeId))
        .where(where)
        .orderBy(...order(filters.when))
        .limit(ASSIGNMENTS_PAGE_SIZE)
        .offset(clampedPageOffset(total, filters.page, ASSIGNMENTS_PAGE_SIZE)),
    ],
    ([[count = { value: 0 }], byStatus, rows]) => ({
      rows,
      total: count.value,
      ...clampedPage(filters.page, count.value, ASSIGNMENTS_PAGE_SIZE),
      stats: assignmentStats(Object.fromEntries(byStatus.map((row) => [row.status, row.value]))),
    }),
  );
}

/** Every assignment matching the filters, in the page's order, for the CSV export. */
export async function listAssignmentsForExport(
  db: Database,
  organizationId: string,
  filters: AssignmentFilters,
  scope: AssignorScope | null = null,
) {
  return db
    .select(columns)
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .innerJoin(users, eq(users.id, assignments.refereeId))
    .where(conditions(organizationId, filters, scope))
    .orderBy(...order(filters.when));
}
