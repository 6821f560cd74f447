/**
 * A game's status recomputed by SQLite from its assignments as they stand when the statement runs, for
 * the batches that change an assignment (decision 0040).
 *
 * Reading the crew, deciding in JavaScript and writing the answer in a later batch loses a race: two
 * referees of a two-official crew accepting at the same moment each read the other as still pending,
 * and both write "assigned", so a fully confirmed game never reads "confirmed" (and is never
 * auto-completed). Inside the batch (one transaction), the UPDATE sees every row committed before it,
 * including its own batch's assignment change.
 *
 * The rule is `deriveGameStatus` (app/domain/game-status.ts); this is the same rule in SQL, built from
 * the same sets (`POSITIONS_BY_TYPE`, `LIVE_ASSIGNMENT_STATUSES`). tests/integration/game-status.server.test.ts
 * runs both over every combination of a crew's statuses and checks they agree.
 */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { games } from "~/db/schema";
import { POSITIONS_BY_TYPE, type PositionType } from "~/domain/constants";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import type { Database } from "./db.server";

const positionTypes = Object.entries(POSITIONS_BY_TYPE) as [PositionType, readonly string[]][];

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** How many positions a position type needs (also the analytics page's slots, app/server/analytics.server.ts). */
export function neededCount(positionType: SQLWrapper | string): SQL {
  return sql`CASE ${positionType} ${sql.join(
    positionTypes.map(([type, positions]) => sql`WHEN ${type} THEN ${positions.length}`),
    sql` `,
  )} END`;
}

/** True for an assignment (aliased `crew`) on one of the positions a position type needs. */
export function onNeededPosition(positionType: SQLWrapper | string): SQL {
  return sql`CASE ${positionType} ${sql.join(
    positionTypes.map(([type, positions]) => sql`WHEN ${type} THEN crew.position IN (${list(positions)})`),
    sql` `,
  )} ELSE 0 END`;
}

/** How many needed positions of the game in scope hold an assignment in one of these statuses. */
function positionsHeld(statuses: readonly string[], positionType: SQLWrapper | string): SQL {
  return sql`(SELECT COUNT(DISTINCT crew.position) FROM assignments AS crew
    WHERE crew.game_id = ${games.id} AND crew.status IN (${list(statuses)}) AND ${onNeededPosition(positionType)})`;
}

/**
 * `deriveGameStatus` as an SQL expression over the `games` row in scope: completed and cancelled games
 * keep their status; a needed position without a live assignment makes the game pending; every needed
 * position confirmed makes it confirmed; otherwise it is assigned. (One live assignment per position is
 * the database's rule, `assignments_live_slot_idx`, so counting distinct positions is counting slots.)
 * `positionType` is the game's own by default; an edit that changes it passes the new one, since an
 * UPDATE's expressions read the row as it was.
 */
export function derivedGameStatus(positionType: SQLWrapper | string = games.positionType): SQL {
  const needed = neededCount(positionType);
  return sql`CASE
    WHEN ${games.status} IN ('completed', 'cancelled') THEN ${games.status}
    WHEN ${positionsHeld(LIVE_ASSIGNMENT_STATUSES, positionType)} < ${needed} THEN 'pending'
    WHEN ${positionsHeld(["confirmed"], positionType)} = ${needed} THEN 'confirmed'
    ELSE 'assigned'
  END`;
}

/**
 * The UPDATE that sets one game's status from its assignments, to put in the same batch as (after) the
 * assignment change. `onlyIf` adds a condition (e.g. `previousStatementChanged`).
 */
export function updateGameStatus(
  db: Database,
  { organizationId, gameId, now, onlyIf }: { organizationId: string; gameId: string; now: Date; onlyIf?: SQL },
) {
  return db
    .update(games)
    .set({ status: derivedGameStatus(), updatedAt: now })
    .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId), onlyIf));
}

/**
 * Every scheduled game of the organization whose status no longer matches its crew, set right: after a
 * CSV import in update mode, which may change position types (the import writes raw SQL). Rows already
 * right are not touched.
 */
export function refreshGameStatuses(db: Database, organizationId: string) {
  return db
    .update(games)
    .set({ status: derivedGameStatus() })
    .where(
      and(
        eq(games.organizationId, organizationId),
        inArray(games.status, ["pending", "assigned", "confirmed"]),
        sql`${games.status} <> ${derivedGameStatus()}`,
      ),
    );
}
