/**
 * A referee's own availability in D1: one-off blocks (`availability_blocks`, one row per range or one
 * full-day row) and weekly blocks (`availability_recurring_blocks`).
 *
 * The page sends changes, not a whole calendar: each change carries a client id and is applied with
 * the same pure rules the page used (`app/domain/availability.ts`). The activity row of a change has
 * the id `availability:<user>:<client id>`, written in the same batch as the change, so a change that
 * arrives twice (a retried sync after a lost answer) is applied once (decision 0022).
 */
import { and, between, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import * as v from "valibot";
import { activityLog, availabilityBlocks, availabilityRecurringBlocks, memberships } from "~/db/schema";
import { newId } from "~/db/ids";
import {
  applyChange,
  AvailabilityChangeEnvelopeSchema,
  checkChangeDates,
  datesTouchedBy,
  describeRecurring,
  entriesFromRows,
  rowsFromEntry,
  type AvailabilityChange,
  type AvailabilityEntry,
  type RecurringBlock,
} from "~/domain/availability";
import { formatTime12 } from "~/domain/dates";
import { formatGameDate } from "~/domain/format";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";

export interface AvailabilitySnapshot {
  entries: AvailabilityEntry[];
  recurring: RecurringBlock[];
}

export type ChangeResult =
  | { clientId: string; status: "applied" | "duplicate" }
  | { clientId: string | null; status: "rejected"; message: string };

/** The referee's blocks from today on, and the weekly blocks that have not ended before today. */
export async function loadAvailability(db: Database, userId: string, today: string): Promise<AvailabilitySnapshot> {
  const [rows, recurring] = await Promise.all([
    db
      .select({
        date: availabilityBlocks.date,
        kind: availabilityBlocks.kind,
        startTime: availabilityBlocks.startTime,
        endTime: availabilityBlocks.endTime,
      })
      .from(availabilityBlocks)
      .where(and(eq(availabilityBlocks.userId, userId), gte(availabilityBlocks.date, today))),
    loadRecurringBlocks(db, userId, today),
  ]);
  return { entries: entriesFromRows(rows), recurring };
}

/**
 * The query for a person's weekly blocks in force at some time on or after `from` (and, with `to`, not
 * starting after it), by weekday and start. Not awaited here, so a caller can put it in a batch.
 */
export function recurringBlocksInForce(db: Database, userId: string, from: string, to?: string) {
  const blocks = availabilityRecurringBlocks;
  return db
    .select({
      id: blocks.id,
      weekday: blocks.weekday,
      kind: blocks.kind,
      startTime: blocks.startTime,
      endTime: blocks.endTime,
      startsOn: blocks.startsOn,
      endsOn: blocks.endsOn,
    })
    .from(blocks)
    .where(
      and(
        eq(blocks.userId, userId),
        to === undefined ? undefined : lte(blocks.startsOn, to),
        or(isNull(blocks.endsOn), gte(blocks.endsOn, from)),
      ),
    )
    .orderBy(blocks.weekday, blocks.startTime, blocks.createdAt);
}

/** Weekly blocks still in force on or after `from`. */
export async function loadRecurringBlocks(db: Database, userId: string, from: string): Promise<RecurringBlock[]> {
  const rows = await recurringBlocksInForce(db, userId, from);
  return rows.map((row) => ({
    id: row.id,
    weekday: row.weekday,
    kind: row.kind === "full_day" ? "full_day" : "time_range",
    startTime: row.startTime,
    endTime: row.endTime,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  }));
}

export function changeMarkerId(userId: string, clientId: string): string {
  return `availability:${userId}:${clientId}`;
}

function describeRange(start: string, end: string) {
  return `${formatTime12(start)} – ${formatTime12(end)}`;
}

function describeDates(dates: readonly string[]): string {
  const sorted = [...dates].sort();
  if (sorted.length === 1) return formatGameDate(sorted[0]!);
  return `${sorted.length} days from ${formatGameDate(sorted[0]!)}`;
}

/** The one line the activity log shows for a change. */
export function summarizeChange(name: string, change: AvailabilityChange): string {
  switch (change.type) {
    case "block-days":
      return `${name} blocked ${describeDates(change.dates)} (all day)`;
    case "add-time-block":
      return `${name} blocked ${describeRange(change.start, change.end)} on ${describeDates(change.dates)}`;
    case "remove":
      return change.start && change.end
        ? `${name} freed ${describeRange(change.start, change.end)} on ${formatGameDate(change.date)}`
        : `${name} freed ${formatGameDate(change.date)}`;
    case "clear-all":
      return `${name} cleared their blocked dates`;
    case "add-recurring":
      return `${name} added a weekly block: ${describeRecurring({ weekday: change.weekday, kind: change.kind, startTime: change.start ?? null, endTime: change.end ?? null }, formatTime12).toLowerCase()}`;
    case "remove-recurring":
      return `${name} removed a weekly block`;
  }
}

function isMarkerClash(error: unknown): boolean {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed: activity_log\.id/.test(`${error.message} ${String(error.cause ?? "")}`)
  );
}

/** The statements that carry out one validated change (without its activity row). */
async function statementsFor(
  db: Database,
  userId: string,
  today: string,
  change: AvailabilityChange,
  clientId: string,
) {
  if (change.type === "add-recurring") {
    const fullDay = change.kind === "full_day";
    return [
      db.insert(availabilityRecurringBlocks).values({
        id: clientId,
        userId,
        weekday: change.weekday,
        kind: change.kind,
        startTime: fullDay ? null : change.start!,
        endTime: fullDay ? null : change.end!,
        startsOn: change.startsOn,
        endsOn: change.endsOn ?? null,
      }),
    ];
  }
  if (change.type === "remove-recurring") {
    return [
      db
        .delete(availabilityRecurringBlocks)
        .where(and(eq(availabilityRecurringBlocks.userId, userId), eq(availabilityRecurringBlocks.id, change.id))),
    ];
  }
  const touched = datesTouchedBy(change);
  if (touched === null) {
    // Clear All: every block from today on. Past days stay as the record of what was.
    return [
      db
        .delete(availabilityBlocks)
        .where(and(eq(availabilityBlocks.userId, userId), gte(availabilityBlocks.date, today))),
    ];
  }
  const current = entriesFromRows(
    await db
      .select({
        date: availabilityBlocks.date,
        kind: availabilityBlocks.kind,
        startTime: availabilityBlocks.startTime,
        endTime: availabilityBlocks.endTime,
      })
      .from(availabilityBlocks)
      .where(and(eq(availabilityBlocks.userId, userId), inArray(availabilityBlocks.date, touched))),
  );
  const rows = applyChange(current, change).flatMap(rowsFromEntry);
  return [
    db
      .delete(availabilityBlocks)
      .where(and(eq(availabilityBlocks.userId, userId), inArray(availabilityBlocks.date, touched))),
    ...(rows.length > 0
      ? [db.insert(availabilityBlocks).values(rows.map((row) => ({ id: newId(), userId, ...row })))]
      : []),
  ];
}

/**
 * Applies a referee's queued changes in the order given. Each is validated (shape, then dates against
 * `today` in the organization's zone), skipped when its client id was applied before, and otherwise
 * written with its activity row in one batch. A rejected change does not stop the ones after it: they
 * were made on a screen that already showed it refused.
 */
export async function applyAvailabilityChanges(
  db: Database,
  {
    organizationId,
    user,
    today,
    changes,
  }: {
    organizationId: string;
    user: { id: string; firstName: string; lastName: string };
    today: string;
    changes: readonly unknown[];
  },
): Promise<ChangeResult[]> {
  const results: ChangeResult[] = [];
  const name = `${user.firstName} ${user.lastName}`.trim() || "A referee";
  for (const raw of changes) {
    const rawId =
      typeof raw === "object" && raw !== null && "clientId" in raw && typeof raw.clientId === "string"
        ? raw.clientId.slice(0, 64)
        : null;
    const parsed = v.safeParse(AvailabilityChangeEnvelopeSchema, raw);
    if (!parsed.success) {
      results.push({
        clientId: rawId,
        status: "rejected",
        message: rawId === null ? "Each change needs an id." : parsed.issues[0].message,
      });
      continue;
    }
    const { clientId, change } = parsed.output;
    const markerId = changeMarkerId(user.id, clientId);
    const [seen] = await db.select({ id: activityLog.id }).from(activityLog).where(eq(activityLog.id, markerId));
    if (seen) {
      results.push({ clientId, status: "duplicate" });
      continue;
    }
    const dateProblem = checkChangeDates(change, today);
    if (dateProblem) {
      results.push({ clientId, status: "rejected", message: dateProblem });
      continue;
    }
    const statements = await statementsFor(db, user.id, today, change, clientId);
    const activity = activityStatement(db, {
      id: markerId,
      organizationId,
      actorId: user.id,
      action: `availability.${change.type}`,
      subjectType: "availability",
      subjectId: user.id,
      summary: summarizeChange(name, change),
      details: { clientId, change },
    });
    try {
      await db.batch([activity, ...statements] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
      results.push({ clientId, status: "applied" });
    } catch (error) {
      // The same change arriving twice at once: the other request's batch won; nothing was written here.
      if (isMarkerClash(error)) results.push({ clientId, status: "duplicate" });
      else if (change.type === "add-recurring")
        results.push({ clientId, status: "rejected", message: "This weekly block could not be saved." });
      else throw error;
    }
  }
  return results;
}

/**
 * The one-off and weekly blocks of an organization's referees (or of one of them) that can touch the
 * dates `from` to `to`: what the conflict checks and the scheduling engine read. Filtered through the
 * membership join, never a long list of bound ids (D1 allows 100 per statement).
 */
export function refereeBlocksBetween(
  db: Database,
  organizationId: string,
  from: string,
  to: string,
  refereeId?: string,
) {
  return Promise.all(refereeBlockQueries(db, organizationId, from, to, refereeId));
}

/** `refereeBlocksBetween`'s two queries, unsent, for a caller that reads them in its own `db.batch`. */
export function refereeBlockQueries(
  db: Database,
  organizationId: string,
  from: string,
  to: string,
  refereeId?: string,
) {
  const referees = and(
    eq(memberships.organizationId, organizationId),
    eq(memberships.role, "referee"),
    refereeId ? eq(memberships.userId, refereeId) : undefined,
  );
  return [
    db
      .select({
        userId: availabilityBlocks.userId,
        date: availabilityBlocks.date,
        kind: availabilityBlocks.kind,
        startTime: availabilityBlocks.startTime,
        endTime: availabilityBlocks.endTime,
      })
      .from(availabilityBlocks)
      .innerJoin(memberships, eq(memberships.userId, availabilityBlocks.userId))
      .where(and(referees, between(availabilityBlocks.date, from, to))),
    db
      .select({
        userId: availabilityRecurringBlocks.userId,
        weekday: availabilityRecurringBlocks.weekday,
        kind: availabilityRecurringBlocks.kind,
        startTime: availabilityRecurringBlocks.startTime,
        endTime: availabilityRecurringBlocks.endTime,
        startsOn: availabilityRecurringBlocks.startsOn,
        endsOn: availabilityRecurringBlocks.endsOn,
      })
      .from(availabilityRecurringBlocks)
      .innerJoin(memberships, eq(memberships.userId, availabilityRecurringBlocks.userId))
      .where(
        and(
          referees,
          lte(availabilityRecurringBlocks.startsOn, to),
          or(isNull(availabilityRecurringBlocks.endsOn), gte(availabilityRecurringBlocks.endsOn, from)),
        ),
      ),
  ] as const;
}
