/**
 * The small, true figures on the portal overviews. Each query is scoped to one organization (and
 * for referees to the user too); "upcoming" means on or after today in the organization's time zone.
 */
import { and, count, desc, eq, exists, gte, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import {
  activityLog,
  assignments,
  availabilityBlocks,
  availabilityRecurringBlocks,
  games,
  memberships,
} from "~/db/schema";
import { dayOfWeek, todayIn } from "~/domain/dates";
import { completionRate } from "~/domain/overview";
import { batchRead, clampedPage, clampedPageOffset, readOne } from "./batch-reads.server";
import type { Database } from "./db.server";
import { gameInScopeSql } from "./staff-scope.server";
import type { AssignorScope } from "~/domain/permissions";

interface Scope {
  organizationId: string;
  timeZone: string;
  now?: Date;
  /** A limited assignor's levels, leagues and venues: the game figures count their games only (decision 0064). */
  gameScope?: AssignorScope | null;
}

/**
 * The four cards of the assignor overview and the banner's mini stats (spec section 2: Overview).
 * Active Games: today or later, not cancelled or completed. Available Referees: the organization's
 * referees without a full-day block today (one-off or weekly). Pending Assignments: pending, on games today or later.
 * Completion Rate: see `completionRate`.
 */
export function assignorOverviewRead(
  db: Database,
  { organizationId, timeZone, now = new Date(), gameScope = null }: Scope,
) {
  const today = todayIn(timeZone, now);
  const inScope = gameInScopeSql(gameScope);
  const referee = and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"));
  // Counted in SQL: at league scale the referees are many, the figures few (decision 0052).
  const blockedToday = or(
    exists(
      db
        .select({ id: availabilityBlocks.id })
        .from(availabilityBlocks)
        .where(
          and(
            eq(availabilityBlocks.userId, memberships.userId),
            eq(availabilityBlocks.date, today),
            eq(availabilityBlocks.kind, "full_day"),
          ),
        ),
    ),
    exists(
      db
        .select({ id: availabilityRecurringBlocks.id })
        .from(availabilityRecurringBlocks)
        .where(
          and(
            eq(availabilityRecurringBlocks.userId, memberships.userId),
            eq(availabilityRecurringBlocks.weekday, dayOfWeek(today)),
            eq(availabilityRecurringBlocks.kind, "full_day"),
            lte(availabilityRecurringBlocks.startsOn, today),
            or(isNull(availabilityRecurringBlocks.endsOn), gte(availabilityRecurringBlocks.endsOn, today)),
          ),
        ),
    ),
  )!;
  return batchRead(
    [
      db
        .select({
          active: count(),
          today: sql<number>`coalesce(sum(case when ${games.date} = ${today} then 1 else 0 end), 0)`,
        })
        .from(games)
        .where(
          and(eq(games.organizationId, organizationId), gte(games.date, today), inArray(games.status, LIVE), inScope),
        ),
      db
        .select({ value: count() })
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .where(
          and(
            eq(assignments.organizationId, organizationId),
            eq(games.organizationId, organizationId),
            eq(assignments.status, "pending"),
            gte(games.date, today),
            inScope,
          ),
        ),
      db
        .select({
          pastNotCancelled: count(),
          completed: sql<number>`coalesce(sum(case when ${games.status} = 'completed' then 1 else 0 end), 0)`,
        })
        .from(games)
        .where(
          and(eq(games.organizationId, organizationId), lt(games.date, today), ne(games.status, "cancelled"), inScope),
        ),
      db
        .select({
          total: count(),
          available: sql<number>`coalesce(sum(case when ${blockedToday} then 0 else 1 end), 0)`,
        })
        .from(memberships)
        .where(referee),
    ],
    ([[upcoming], [pending], [past], [referees]]) => ({
      activeGames: upcoming?.active ?? 0,
      gamesToday: Number(upcoming?.today ?? 0),
      availableReferees: Number(referees?.available ?? 0),
      totalReferees: referees?.total ?? 0,
      pendingAssignments: pending?.value ?? 0,
      completionRate: completionRate({
        completed: Number(past?.completed ?? 0),
        pastNotCancelled: past?.pastNotCancelled ?? 0,
      }),
    }),
  );
}

export async function assignorOverview(db: Database, scope: Scope) {
  return readOne(db, assignorOverviewRead(db, scope));
}

/** Games that still happen: everything but cancelled and completed. */
const LIVE = ["pending", "assigned", "confirmed"] as const;

export const ACTIVITY_PAGE_SIZE = 50;

/** The organization's activity log, newest first: the overview's Recent Activities and /assignor/activity. */
export function listActivity(
  db: Database,
  organizationId: string,
  { limit, offset = 0 }: { limit: number; offset?: number },
) {
  return db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      summary: activityLog.summary,
      details: activityLog.details,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .where(eq(activityLog.organizationId, organizationId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset(offset);
}

/** A page (from 1; past the end, the last) of the organization's activity log, newest first, with the total. */
export function activityPageRead(db: Database, organizationId: string, requested: number) {
  const mine = eq(activityLog.organizationId, organizationId);
  const total = db.select({ value: count() }).from(activityLog).where(mine);
  return batchRead(
    [
      total,
      listActivity(db, organizationId, {
        limit: ACTIVITY_PAGE_SIZE,
        offset: clampedPageOffset(total, requested, ACTIVITY_PAGE_SIZE),
      }),
    ],
    ([[count = { value: 0 }], entries]) => ({
      total: count.value,
      ...clampedPage(requested, count.value, ACTIVITY_PAGE_SIZE),
      entries,
    }),
  );
}
