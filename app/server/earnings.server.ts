/**
 * The referee's earnings: completed assignments in one organization with the payable recorded for
 * each (fee plus mileage and adjustment; decision 0037), and the payments recorded without a game. The
 * figures themselves come from `app/domain/earnings.ts`.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { assignments, games, payments } from "~/db/schema";
import { toZonedParts, todayIn } from "~/domain/dates";
import { earningsSummary, type CompletedGameEarning } from "~/domain/earnings";
import type { PaymentStatus } from "~/domain/constants";
import type { BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import { payableTotalOrNullSql, payableTotalSql } from "./payable-total.server";

export async function refereeEarnings(
  db: Database,
  scope: { organizationId: string; refereeId: string; timeZone: string; now?: Date },
) {
  return refereeEarningsFrom(await db.batch(refereeEarningsQueries(db, scope)), scope);
}

/** The earnings' statements, unsent: a page sends them in its one `db.batch` and hands the rows to `refereeEarningsFrom`. */
export function refereeEarningsQueries(
  db: Database,
  { organizationId, refereeId }: { organizationId: string; refereeId: string },
) {
  return [
    db
      .select({
        assignmentId: assignments.id,
        date: games.date,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        level: games.level,
        feeCents: games.feeCents,
        // What is owed for the game: its fee as recorded, plus mileage and the adjustment (decision 0037).
        paymentAmountCents: payableTotalOrNullSql,
        paymentStatus: payments.status,
        paidAt: payments.paidAt,
      })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .leftJoin(
        payments,
        and(
          eq(payments.assignmentId, assignments.id),
          eq(payments.organizationId, organizationId),
          eq(payments.refereeId, refereeId),
        ),
      )
      .where(
        and(
          // Found through the referee's index; the organization only filters (query-plan.server.ts).
          eq(filterOnly(assignments.organizationId), organizationId),
          eq(assignments.refereeId, refereeId),
          eq(assignments.status, "completed"),
        ),
      )
      .orderBy(desc(games.date), desc(games.time)),
    db
      .select({
        id: payments.id,
        description: payments.description,
        amountCents: payableTotalSql,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(
        and(
          eq(payments.organizationId, organizationId),
          eq(payments.refereeId, refereeId),
          isNull(payments.assignmentId),
        ),
      ),
  ] as const;
}

export function refereeEarningsFrom(
  [completed, adjustments]: BatchResponse<ReturnType<typeof refereeEarningsQueries>>,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
) {
  const gamesEarned: CompletedGameEarning[] = completed.map((row) => ({
    assignmentId: row.assignmentId,
    date: row.date,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    level: row.level,
    feeCents: row.feeCents,
    payment:
      row.paymentAmountCents === null
        ? null
        : { amountCents: row.paymentAmountCents, status: row.paymentStatus as PaymentStatus, paidAt: row.paidAt },
  }));
  return earningsSummary(
    gamesEarned,
    adjustments.map((row) => ({
      id: row.id,
      description: row.description,
      amountCents: row.amountCents,
      status: row.status as PaymentStatus,
      date: toZonedParts(row.createdAt, timeZone).date,
    })),
    todayIn(timeZone, now),
  );
}
