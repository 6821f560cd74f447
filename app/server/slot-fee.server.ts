/**
 * `slotFee` (app/domain/fees.ts) as one SQL expression, for the reads and the payable insert that price
 * many slots in one statement: the game's own fee for the position, else the fee table's entry for the
 * game's level, the slot's rank position and its age group, else that entry for any age group, else the
 * game's fee. tests/integration/slot-fee.server.test.ts runs both over the same games and checks they agree.
 */
import { getTableName, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { games } from "~/db/schema";

/** A game row in scope: the drizzle `games` table, or an alias's columns in a hand-written statement. */
export interface SlotFeeGameColumns {
  id: SQLWrapper;
  organizationId: SQLWrapper;
  level: SQLWrapper;
  ageGroup: SQLWrapper;
  feeCents: SQLWrapper;
}

/** The columns of a game aliased `alias` in raw SQL (`g`). */
export function aliasedGameColumns(alias: string): SlotFeeGameColumns {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    id: column("id"),
    organizationId: column("organization_id"),
    level: column("level"),
    ageGroup: column("age_group"),
    feeCents: column("fee_cents"),
  };
}

/**
 * The `games` table's columns, qualified: drizzle writes a one-table select's columns without their table,
 * which inside the subqueries below would name the fee table's own `level` and `organization_id`.
 */
export const GAMES_TABLE_COLUMNS: SlotFeeGameColumns = aliasedGameColumns(`"${getTableName(games)}"`);

/** `rankPositionOf` in SQL. */
function rankPositionSql(position: SQLWrapper): SQL {
  return sql`CASE WHEN ${position} LIKE 'assistant_referee%' THEN 'assistant' WHEN ${position} = 'fourth_official' THEN 'fourth_official' ELSE 'referee' END`;
}

/** The fee of the slot `position` of the game in scope, in cents. */
export function slotFeeSql(position: SQLWrapper, game: SlotFeeGameColumns = GAMES_TABLE_COLUMNS): SQL<number> {
  return sql<number>`coalesce(
    (SELECT gpf.fee_cents FROM game_position_fees gpf WHERE gpf.game_id = ${game.id} AND gpf.position = ${position}),
    (SELECT fse.fee_cents FROM fee_schedule_entries fse
      WHERE fse.organization_id = ${game.organizationId} AND fse.level = ${game.level}
        AND fse.position = ${rankPositionSql(position)}
        AND (fse.age_group = '' OR lower(trim(fse.age_group)) = lower(trim(coalesce(${game.ageGroup}, ''))))
      ORDER BY fse.age_group = '' LIMIT 1),
    ${game.feeCents})`.mapWith(Number);
}
