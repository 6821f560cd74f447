/**
 * Statements that only take effect when the statement before them in the same D1 batch changed a row.
 *
 * A batch runs as one transaction, statement after statement, and SQLite's `changes()` reports how many
 * rows the previous statement touched. A conditional update (`… WHERE status = 'pending'`) followed by
 * `insertIfChanged` rows therefore forms a chain: if the update lost a race and changed nothing, every
 * link after it writes nothing either, so a notice or an activity row never describes a change that did
 * not happen. Each link changes exactly one row when it runs, which keeps the chain going.
 */
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./db.server";

/** The condition to add to an update's WHERE so it runs only after a statement that changed rows. */
export const previousStatementChanged: SQL = sql`changes() > 0`;

/**
 * `INSERT … SELECT <one row> WHERE changes() > 0`. Drizzle's insert-from-select lists every insertable
 * column in table order, so the row is spelled out in that order: the given value, else the column's
 * default (SQL or JavaScript), else NULL.
 */
export function insertIfChanged<T extends SQLiteTable>(db: Database, table: T, values: Partial<T["$inferInsert"]>) {
  return insertWhen(db, table, values, previousStatementChanged);
}

/** The same one-row insert, written only when `condition` (evaluated inside the batch) holds. */
export function insertWhen<T extends SQLiteTable>(
  db: Database,
  table: T,
  values: Partial<T["$inferInsert"]>,
  condition: SQL,
) {
  return insertSelecting(db, table, values, sql`WHERE ${condition}`);
}

/**
 * `INSERT … SELECT <values> <from>`: one row per row `from` finds (a `FROM … WHERE …` clause), none when it
 * finds nothing. Values may be SQL over the tables `from` names; columns not given take their default.
 */
export function insertSelecting<T extends SQLiteTable>(
  db: Database,
  table: T,
  values: { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL },
  from: SQL,
) {
  const given = values as Record<string, unknown>;
  const row = Object.entries(getTableColumns(table))
    .filter(([, column]) => column.generated === undefined)
    .map(([key, column]): SQL => {
      const value =
        given[key] !== undefined ? given[key] : column.default !== undefined ? column.default : column.defaultFn?.();
      if (value === undefined || value === null) return sql`NULL`;
      if (is(value, SQL)) return value;
      return sql`${column.mapToDriverValue(value)}`;
    });
  return db.insert(table).select(sql`SELECT ${sql.join(row, sql`, `)} ${from}`);
}
