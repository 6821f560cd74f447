/**
 * The sets of assignment statuses the app reads assignments by, each named once (issue 33). A query, a rule
 * or a statement written as SQL text uses these names (SQL text through `statusListSql`), never its own list.
 * tests/integration/assignment-status.test.ts checks the SQL lists against the sets, and the database's own
 * copy of the live set (`assignments_live_slot_idx`, app/db/schema.ts) against `LIVE_ASSIGNMENT_STATUSES`.
 */
import type { AssignmentStatus } from "./constants";

/**
 * Live: the assignment holds its position on the game, offered (pending), accepted (confirmed) or worked
 * (completed); a declined or cancelled one leaves the position open. The database allows one live
 * assignment per position (`assignments_live_slot_idx`), and a game's status is derived from its live ones.
 */
export const LIVE_ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ["pending", "confirmed", "completed"];

/**
 * Upcoming: the assignment still stands and is still to be worked, offered (pending) or accepted (confirmed).
 * What reminders, feeds and the referee's own list show ahead, and what ends when the referee leaves (a
 * deleted account, a removed member) or the game is cancelled. Live without the completed ones.
 */
export const UPCOMING_ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ["pending", "confirmed"];

/**
 * Accepted: the referee said yes, confirmed or completed: the game's crew, who worked it (or firmly will),
 * what reports, evaluations and the season's counts go by. Offers not answered yet are not in it.
 */
export const ACCEPTED_ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ["confirmed", "completed"];

/**
 * A set as SQL text, a parenthesized list of literals: `('pending', 'confirmed')`, for SQL written as text
 * (`status IN ${sql.raw(statusListSql(…))}`). Literals, as such statements always wrote them: the statuses
 * are fixed words without quotes, and a statement prepared as text has no bound values to spare.
 */
export function statusListSql(statuses: readonly AssignmentStatus[]): string {
  return `(${statuses.map((status) => `'${status}'`).join(", ")})`;
}

/** Whether `status` (to TypeScript any string, as read from a row) is in the set `statuses`. */
export function statusIn(statuses: readonly AssignmentStatus[], status: string): boolean {
  return (statuses as readonly string[]).includes(status);
}
