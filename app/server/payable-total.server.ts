/**
 * What is owed on one payable, written by SQLite: the domain's `payableTotal` (app/domain/payments.ts),
 * fee + mileage + adjustment and never below zero, as an SQL expression over the `payments` row in
 * scope. Lists, stat cards and reports sum it in the query, so a season of payables is counted whole
 * without loading the rows. tests/integration/payable-total.server.test.ts runs both over many amounts and
 * checks they agree.
 */
import { sql } from "drizzle-orm";
import { payments } from "~/db/schema";

/** `payableTotal` of the `payments` row in scope, in cents. */
export const payableTotalSql = sql<number>`max(0, ${payments.amountCents} + ${payments.mileageCents} + ${payments.adjustmentCents})`;

/**
 * The same over a left join: null where no payable was joined. (SQLite's two-argument `max` is null
 * when an argument is; the CASE says so rather than relying on it.)
 */
export const payableTotalOrNullSql = sql<
  number | null
>`CASE WHEN ${payments.id} IS NULL THEN NULL ELSE ${payableTotalSql} END`;
