/**
 * Steering SQLite's query planner without an index hint. D1 keeps no `sqlite_stat1` statistics for us, so
 * given `assignments.organization_id = ? AND assignments.referee_id = ?` the planner may walk the
 * organization's index (every one of an association's 60,000 assignments) instead of the referee's (a few
 * dozen). Writing the column as `+column` keeps the comparison but tells SQLite not to use an index for it,
 * so the selective condition beside it drives the search.
 */
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** `column` as a filter only, never an index to search by: `eq(filterOnly(assignments.organizationId), id)`. */
export function filterOnly<T>(column: SQLiteColumn): SQL<T> {
  return sql<T>`+${column}`;
}
