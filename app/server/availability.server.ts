/**
 * A referee's own availability in D1: one-off blocks (`availability_blocks`, one row per range or one
 * full-day row) and weekly blocks (`availability_recurring_blocks`).
 *
 * The page sends changes, not a whole calendar: each change carries a client id and is applied with
 * the same pure rules the page used (`app/domain/availability.ts`). The activity row of a change has
 * the id `availability:<user>:<client id>`, written in the same batch as the change, so a change that
 * arrives twice (a retried sync after a lost answer) is applied once (decision 0022).
 */
import { and, between, eq, gte, inArray, isNull, lte, or, type SQL } from "drizzle-orm";
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
import type { BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./db.server";
import { tr } from "~/i18n/text";

export interface AvailabilitySnapshot {
  entries: AvailabilityEntry[];
  recurring: RecurringBlock[];
}

export type ChangeResult =
  | { clientId: string; status: "applied" | "duplicate" }
  | { clientId: string | null; status: "rejected"; message: string };

/** The referee's blocks from today on, and the weekly blocks that have not ended before today: one round trip. */
export async function loadAvailability(db: Database, userId: string, today: string): Promise<AvailabilitySnapshot> {
  return availabilityFrom(await db.batch(availabilityQueries(db, userId, today)));
}

/** `loadAvailability`'s statements, unsent, for a caller that reads them in its own `db.batch`. */
export function availabilityQueries(db: Database, userId: string, today: string) {
  return [
    oneOffBlocks(db, userId, gte(availabilityBlocks.date, today)),
    recurringBlocksInForce(db, userId, today),
  ] as const;
}

/**
 * The query for a person's one-off blocks on the dates `dates` picks (a condition on `availability_blocks.date`),
 * unordered: a caller that lists them adds its `orderBy`. Not awaited here, so a caller can put it in a batch.
 */
export function oneOffBlocks(db: Database, userId: string, dates: SQL) {
  return db
    .select({
      date: availabilityBlocks.date,
      kind: availabilityBlocks.kind,
      startTime: availabilityBlocks.startTime,
      endTime: availabilityBlocks.endTime,
    })
    .from(availabilityBlocks)
    .where(and(eq(availabilityBlocks.userId, userId), dates));
}

export function availabilityFrom([rows, recurring]: BatchResponse<
  ReturnType<typeof availabilityQueries>
>): AvailabilitySnapshot {
  return { entries: entriesFromRows(rows), recurring: recurring.map(toRecurringBlock) };
}

function toRecurringBlock(row: Awaited<ReturnType<typeof recurringBlocksInForce>>[number]): RecurringBlock {
  return {
    id: row.id,
    weekday: row.weekday,
    kind: row.kind === "full_day" ? "full_day" : "time_range",
    startTime: row.startTime,
    endTime: row.endTime,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
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

/** Rows of `availability_blocks` per insert: its 7 columns each, under D1's 100 bound parameters. */
const BLOCK_ROWS_PER_INSERT = 14;

/**
 * The statements that carry out one validated change (without its activity row), given the referee's
 * blocks on the dates it touches as they stand before it (`before`).
 */
function statementsFor(
  db: Database,
  userId: string,
  today: string,
  change: AvailabilityChange,
  clientId: string,
  before: readonly AvailabilityEntry[],
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
  const rows = applyChange(before, change).flatMap(rowsFromEntry);
  const inserts = [];
  for (let start = 0; start < rows.length; start += BLOCK_ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + BLOCK_ROWS_PER_INSERT);
    inserts.push(db.insert(availabilityBlocks).values(chunk.map((row) => ({ id: newId(), userId, ...row }))));
  }
  return [
    db
      .delete(availabilityBlocks)
      .where(and(eq(availabilityBlocks.userId, userId), inArray(availabilityBlocks.date, touched))),
    ...inserts,
  ];
}

/** The entries of `entries` on the dates a change touches (all of them for Clear All). */
function entriesTouched(entries: ReadonlyMap<string, AvailabilityEntry>, change: AvailabilityChange) {
  const touched = datesTouchedBy(change);
  if (touched === null) return [...entries.values()];
  return touched.flatMap((date) => entries.get(date) ?? []);
}

type Validated = { clientId: string; change: AvailabilityChange; markerId: string } | { refused: ChangeResult };

function validateChange(raw: unknown, userId: string, today: string): Validated {
  const rawId =
    typeof raw === "object" && raw !== null && "clientId" in raw && typeof raw.clientId === "string"
      ? raw.clientId.slice(0, 64)
      : null;
  const parsed = v.safeParse(AvailabilityChangeEnvelopeSchema, raw);
  if (!parsed.success) {
    return {
      refused: {
        clientId: rawId,
        status: "rejected",
        message: rawId === null ? tr("referee.availability.error.needsId") : parsed.issues[0].message,
      },
    };
  }
  const { clientId, change } = parsed.output;
  const dateProblem = checkChangeDates(change, today);
  if (dateProblem) return { refused: { clientId, status: "rejected", message: dateProblem } };
  return { clientId, change, markerId: changeMarkerId(userId, clientId) };
}

interface ChangeInput {
  organizationId: string;
  user: { id: string; firstName: string; lastName: string };
  today: string;
  changes: readonly unknown[];
}

const MARKER_IDS_PER_QUERY = 90;

/**
 * Applies a referee's queued changes in the order given (decision 0022) in two round trips: one reads
 * which were applied before and the referee's blocks from today on; one writes every change with its
 * activity row and reads the availability as it then stands. Each change is validated (shape, then
 * dates against `today` in the organization's zone), skipped when its client id was applied before, and
 * worked out from the blocks as the changes before it left them. A rejected change does not stop the
 * ones after it: they were made on a screen that already showed it refused. Should the one batch fail
 * (the same change arriving twice at once, a weekly block that cannot be saved), the changes are applied
 * one batch each instead, so only the one that failed is refused.
 */
export async function applyAvailabilityChanges(
  db: Database,
  input: ChangeInput,
): Promise<{ results: ChangeResult[]; availability: AvailabilitySnapshot }> {
  const { organizationId, user, today } = input;
  const name = `${user.firstName} ${user.lastName}`.trim() || "A referee";
  const validated = input.changes.map((raw) => validateChange(raw, user.id, today));
  const markerIds = [...new Set(validated.flatMap((item) => ("markerId" in item ? [item.markerId] : [])))];
  const markerQueries = [];
  for (let start = 0; start < markerIds.length; start += MARKER_IDS_PER_QUERY) {
    const ids = markerIds.slice(start, start + MARKER_IDS_PER_QUERY);
    markerQueries.push(db.select({ id: activityLog.id }).from(activityLog).where(inArray(activityLog.id, ids)));
  }
  const [current, ...markers] = await db.batch([availabilityQueries(db, user.id, today)[0], ...markerQueries]);
  const seen = new Set(markers.flat().map((row) => row.id));
  const entries = new Map(entriesFromRows(current).map((entry) => [entry.date, entry]));

  const results: ChangeResult[] = [];
  const statements: BatchItem<"sqlite">[] = [];
  for (const item of validated) {
    if ("refused" in item) {
      results.push(item.refused);
      continue;
    }
    const { clientId, change, markerId } = item;
    if (seen.has(markerId)) {
      results.push({ clientId, status: "duplicate" });
      continue;
    }
    seen.add(markerId);
    const before = entriesTouched(entries, change);
    statements.push(
      activityStatement(db, {
        id: markerId,
        organizationId,
        actorId: user.id,
        action: `availability.${change.type}`,
        subjectType: "availability",
        subjectId: user.id,
        summary: summarizeChange(name, change),
        details: { clientId, change },
      }),
      ...statementsFor(db, user.id, today, change, clientId, before),
    );
    // The blocks as this change leaves them, for the changes after it.
    const touched = datesTouchedBy(change);
    if (touched === null) entries.clear();
    for (const date of touched ?? []) entries.delete(date);
    if (touched !== null) for (const entry of applyChange(before, change)) entries.set(entry.date, entry);
    results.push({ clientId, status: "applied" });
  }
  try {
    // The reads run last in the batch (one transaction, in order), so they see every write before them.
    const reads = availabilityQueries(db, user.id, today);
    const sent: BatchItem<"sqlite">[] = [...statements, ...reads];
    const answers: readonly unknown[] = await db.batch(sent as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    const [rows, recurring] = answers.slice(-2) as unknown as BatchResponse<typeof reads>;
    return { results, availability: availabilityFrom([rows, recurring]) };
  } catch (error) {
    if (!isMarkerClash(error) && !validated.some((item) => "change" in item && item.change.type === "add-recurring"))
      throw error;
    const one = await applyOneByOne(db, input);
    return { results: one, availability: await loadAvailability(db, user.id, today) };
  }
}

/** The changes applied one batch each, reading the blocks each touches first: when the one batch failed. */
async function applyOneByOne(db: Database, { organizationId, user, today, changes }: ChangeInput) {
  const results: ChangeResult[] = [];
  const name = `${user.firstName} ${user.lastName}`.trim() || "A referee";
  for (const raw of changes) {
    const item = validateChange(raw, user.id, today);
    if ("refused" in item) {
      results.push(item.refused);
      continue;
    }
    const { clientId, change, markerId } = item;
    const [seen] = await db.select({ id: activityLog.id }).from(activityLog).where(eq(activityLog.id, markerId));
    if (seen) {
      results.push({ clientId, status: "duplicate" });
      continue;
    }
    const touched = datesTouchedBy(change);
    const before = entriesFromRows(
      touched === null || touched.length === 0
        ? []
        : await oneOffBlocks(db, user.id, inArray(availabilityBlocks.date, touched)),
    );
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
      await db.batch([activity, ...statementsFor(db, user.id, today, change, clientId, before)]);
      results.push({ clientId, status: "applied" });
    } catch (error) {
      // The same change arriving twice at once: the other request's batch won; nothing was written here.
      if (isMarkerClash(error)) results.push({ clientId, status: "duplicate" });
      else if (change.type === "add-recurring")
        results.push({ clientId, status: "rejected", message: tr("referee.availability.error.weeklyNotSaved") });
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
  return Promise.all(refereeBlocksStatements(db, organizationId, from, to, refereeId));
}

/**
 * `refereeBlocksBetween`'s two statements, not run: the caller puts them in its batch (decision 0052). The
 * dates and the referee may be SQL expressions (the conflict checks read the game's date inside them).
 */
export function refereeBlocksStatements(
  db: Database,
  organizationId: string,
  from: string | SQL,
  to: string | SQL,
  refereeId?: string | SQL,
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
