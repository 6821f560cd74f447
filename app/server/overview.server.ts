/**
 * The small, true figures on the portal overviews. Each query is scoped to one organization (and
 * for referees to the user too); "upcoming" means on or after today in the organization's time zone.
 */
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import {
  activityLog,
  assignments,
  availabilityBlocks,
  availabilityRecurringBlocks,
  games,
  memberships,
} from "~/db/schema";
import { dayOfWeek, todayIn } from "~/domain/dates";
import { completionRate, countAvailableReferees } from "~/domain/overview";
import type { Database } from "./db.server";

interface Scope {
  organizationId: string;
  timeZone: string;
  now?: Date;
}

/**
 * The four cards of the assignor overview and the banner's mini stats (spec section 2: Overview).
 * Active Games: today or later, not cancelled or completed. Available Referees: the organization's
 * referees without a full-day block today (one-off or weekly). Pending Assignments: pending, on games today or later.
 * Completion Rate: see `completionRate`.
 */
export async function assignorOverview(db: Database, { organizationId, timeZone, now = new Date() }: Scope) {
  const today = todayIn(timeZone, now);
  const [active, happeningToday, pending, past, referees, oneOffBlocks, weeklyBlocks] = await db.batch([
    db
      .select({ value: count() })
      .from(games)
      .where(and(eq(games.organizationId, organizationId), gte(games.date, today), inArray(games.status, LIVE))),
    db
      .select({ value: count() })
      .from(games)
      .where(and(eq(games.organizationId, organizationId), eq(games.date, today), inArray(games.status, LIVE))),
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
        ),
      ),
    db
      .select({
        pastNotCancelled: count(),
        completed: sql<number>`coalesce(sum(case when ${games.status} = 'completed' then 1 else 0 end), 0)`,
      })
      .from(games)
      .where(and(eq(games.organizationId, organizationId), lt(games.date, today), ne(games.status, "cancelled"))),
    db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"))),
    db
      .select({ userId: availabilityBlocks.userId, date: availabilityBlocks.date, kind: availabilityBlocks.kind })
      .from(availabilityBlocks)
      .innerJoin(memberships, eq(memberships.userId, availabilityBlocks.userId))
      .where(
        and(
          eq(memberships.organizationId, organizationId),
          eq(memberships.role, "referee"),
          eq(availabilityBlocks.date, today),
          eq(availabilityBlocks.kind, "full_day"),
        ),
      ),
    db
      .select({ userId: availabilityRecurringBlocks.userId })
      .from(availabilityRecurringBlocks)
      .innerJoin(memberships, eq(memberships.userId, availabilityRecurringBlocks.userId))
      .where(
        and(
          eq(memberships.organizationId, organizationId),
          eq(memberships.role, "referee"),
          eq(availabilityRecurringBlocks.weekday, dayOfWeek(today)),
          eq(availabilityRecurringBlocks.kind, "full_day"),
          lte(availabilityRecurringBlocks.startsOn, today),
          or(isNull(availabilityRecurringBlocks.endsOn), gte(availabilityRecurringBlocks.endsOn, today)),
        ),
      ),
  ]);
  const blocks = [...oneOffBlocks, ...weeklyBlocks.map(({ userId }) => ({ userId, date: today, kind: "full_day" }))];
  const refereeIds = referees.map((row) => row.id);
  return {
    activeGames: active[0]?.value ?? 0,
    gamesToday: happeningToday[0]?.value ?? 0,
    availableReferees: countAvailableReferees(refereeIds, today, blocks),
    totalReferees: refereeIds.length,
    pendingAssignments: pending[0]?.value ?? 0,
    completionRate: completionRate({
      completed: Number(past[0]?.completed ?? 0),
      pastNotCancelled: past[0]?.pastNotCancelled ?? 0,
    }),
  };
}

/** Games that still happen: everything but cancelled and completed. */
const LIVE = ["pending", "assigned", "confirmed"] as const;

export const ACTIVITY_PAGE_SIZE = 50;

/** The organization's activity log, newest first: the overview's Recent Activities and /assignor/activity. */
export async function listActivity(
  db: Database,
  organizationId: string,
  { limit, offset = 0 }: { limit: number; offset?: number },
) {
  return db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .where(eq(activityLog.organizationId, organizationId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countActivity(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(activityLog)
    .where(eq(activityLog.organizationId, organizationId));
  return row?.value ?? 0;
}
