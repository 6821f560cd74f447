/**
 * Creating payables (issue 11, decision 0037). A payable is a `payments` row: created exactly once per
 * completed assignment, in the completion's own batch (`completionStatements` in game-completion.server.ts),
 * or later for completed assignments that lack one. Payables are read in `payment-list.server.ts` and
 * paid or edited in `payments.server.ts`.
 */
import { sql, type SQL } from "drizzle-orm";
import { activityLog, payments } from "~/db/schema";
import { newId } from "~/db/ids";
import { insertIfChanged, insertSelecting } from "./conditional-write.server";
import type { Database } from "./db.server";
import { aliasedGameColumns, slotFeeSql } from "./slot-fee.server";

/**
 * The statement that inserts the payable of each completed assignment `where` picks (aliases `a` for the
 * assignment, `g` for its game): the game's fee, pending, filed under game fees, recorded at `now`. The
 * unique assignment id makes it exactly once: a payable that exists already is left as it is.
 */
function insertPayables(db: Database, where: SQL, now: Date, limit?: number, mileage = "{}") {
  return insertSelecting(
    db,
    payments,
    {
      id: sql`lower(hex(randomblob(16)))`,
      organizationId: sql`a.organization_id`,
      refereeId: sql`a.referee_id`,
      assignmentId: sql`a.id`,
      // The slot's fee (issue 21: the game's own for the position, the fee table's, else the game's).
      amountCents: slotFeeSql(sql`a.position`, aliasedGameColumns("g")),
      // The mileage computed for the assignment before the batch (`completionMileage`), none otherwise.
      mileageCents: sql`coalesce((SELECT m.value FROM json_each(${mileage}) m WHERE m.key = a.id), 0)`,
      description: sql`g.home_team || ' vs ' || g.away_team || ' (' || g.date || ')'`,
      status: "pending",
      expenseCategory: "game_fees",
      createdAt: now,
      // Issue 22: an official the game's report marks as a no-show is owed nothing until an assignor decides.
      heldAt: sql`CASE WHEN a.attendance = 'no_show' THEN ${now.getTime()} END`,
      holdReason: sql`CASE WHEN a.attendance = 'no_show' THEN 'no_show' END`,
    },
    sql`FROM assignments a
        JOIN games g ON g.id = a.game_id AND g.organization_id = a.organization_id
        WHERE a.status = 'completed' AND ${where}${limit === undefined ? sql`` : sql` LIMIT ${limit}`}`,
  ).onConflictDoNothing({ target: payments.assignmentId });
}

/**
 * The statement that creates the payables of a game's completed assignments, for the completion's
 * batch (after the statement that completes them). The unique assignment id makes it exactly once:
 * completing twice, or the cron and the assignor at the same moment, adds nothing the second time.
 */
export function payablesForCompletedGame(
  db: Database,
  { organizationId, gameId, now, mileage }: { organizationId: string; gameId: string; now: Date; mileage?: string },
) {
  // An insert whose rows come from a select (one per completed assignment): the builder's form keeps
  // it a statement of the caller's batch rather than a query run on its own.
  return insertPayables(
    db,
    sql`a.organization_id = ${organizationId} AND a.game_id = ${gameId}`,
    now,
    undefined,
    mileage,
  );
}

/** The payables of the completed assignments of several games (their ids as one JSON array), in one statement. */
export function payablesForCompletedGames(
  db: Database,
  { organizationId, gameIds, now, mileage }: { organizationId: string; gameIds: string; now: Date; mileage?: string },
) {
  return insertPayables(
    db,
    sql`a.organization_id = ${organizationId} AND a.game_id IN (SELECT value FROM json_each(${gameIds}))`,
    now,
    undefined,
    mileage,
  );
}

/**
 * The statement that creates the payables completed assignments of one organization lack (those
 * completed before payables existed), at most `limit` of them. The same rule as completion, and the
 * same unique assignment id: run twice, or while a game is being completed, nothing is created twice.
 */
export function missingPayables(
  db: Database,
  { organizationId, now, limit }: { organizationId: string; now: Date; limit: number },
) {
  return insertPayables(
    db,
    // A no-show without a payable had it removed by an assignor (issue 22): not created again.
    sql`a.organization_id = ${organizationId} AND coalesce(a.attendance, '') <> 'no_show'
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.assignment_id = a.id)`,
    now,
    limit,
  );
}

/**
 * The activity entry for the payables the batch's previous statement created ("2 payables created for
 * …"), written only if it created any. SQLite's changes() still reports that statement while this one
 * runs, so the count is what was really created, even when a concurrent completion created the rest.
 */
export function payablesCreatedActivity(
  db: Database,
  {
    organizationId,
    actorId,
    subjectType,
    subjectId,
    what,
    about = {},
  }: {
    organizationId: string;
    actorId: string | null;
    subjectType: string;
    subjectId: string;
    what: string;
    /** What the log needs to word `what` in its reader's language (kept in the entry's details). */
    about?: Record<string, string | number>;
  },
) {
  // SQL in place of values: the builder's insert types know only plain values.
  const summary =
    sql`changes() || CASE changes() WHEN 1 THEN ' payable' ELSE ' payables' END || ${` created ${what}`}` as unknown as string;
  const extra = Object.entries(about).flatMap(([key, value]) => [sql`, ${key}, ${value}`]);
  const details = sql`json_object('count', changes()${sql.join(extra)})` as unknown as Record<string, unknown>;
  return insertIfChanged(db, activityLog, {
    id: newId(),
    organizationId,
    actorId,
    action: "payables.created",
    subjectType,
    subjectId,
    summary,
    details,
  });
}
