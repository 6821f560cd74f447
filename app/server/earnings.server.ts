/**
 * The referee's earnings: completed assignments in each league they referee for (issue 20) with the
 * payable recorded for each (fee plus mileage and adjustment; decision 0037), and the payments recorded
 * without a game. The figures themselves come from `app/domain/earnings.ts`, one summary per league: each
 * in its league's currency, never converted nor added to another currency's.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { assignments, games, payments } from "~/db/schema";
import { toZonedParts, todayIn } from "~/domain/dates";
import { earningsSummary, type CompletedGameEarning, type EarningsSummary } from "~/domain/earnings";
import type { PaymentStatus } from "~/domain/constants";
import type { RefereeLeague } from "~/domain/referee-leagues";
import type { BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import { payableTotalOrNullSql, payableTotalSql } from "./payable-total.server";
import { slotFeeSql } from "./slot-fee.server";

export async function refereeEarnings(
  db: Database,
  scope: { leagues: readonly RefereeLeague[]; refereeId: string; now?: Date },
) {
  const organizationIds = scope.leagues.map(({ id }) => id);
  return refereeEarningsFrom(
    await db.batch(refereeEarningsQueries(db, { organizationIds, refereeId: scope.refereeId })),
    scope,
  );
}

/** The earnings' statements, unsent: a page sends them in its one `db.batch` and hands the rows to `refereeEarningsFrom`. */
export function refereeEarningsQueries(
  db: Database,
  { organizationIds, refereeId }: { organizationIds: readonly string[]; refereeId: string },
) {
  const ids = [...organizationIds];
  return [
    db
      .select({
        assignmentId: assignments.id,
        organizationId: assignments.organizationId,
        date: games.date,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        level: games.level,
        feeCents: slotFeeSql(assignments.position),
        // What is owed for the game: its fee as recorded, plus mileage and the adjustment (decision 0037).
        paymentAmountCents: payableTotalOrNullSql,
        paymentMileageCents: payments.mileageCents,
        paymentStatus: payments.status,
        paidAt: payments.paidAt,
        paymentHeldAt: payments.heldAt,
        paymentHoldReason: payments.holdReason,
      })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .leftJoin(
        payments,
        and(
          eq(payments.assignmentId, assignments.id),
          eq(payments.organizationId, assignments.organizationId),
          eq(payments.refereeId, refereeId),
        ),
      )
      .where(
        and(
          // Found through the referee's index; the organization only filters (query-plan.server.ts).
          inArray(filterOnly(assignments.organizationId), ids),
          eq(assignments.refereeId, refereeId),
          eq(assignments.status, "completed"),
        ),
      )
      .orderBy(desc(games.date), desc(games.time)),
    db
      .select({
        id: payments.id,
        organizationId: payments.organizationId,
        description: payments.description,
        amountCents: payableTotalSql,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(
        and(inArray(payments.organizationId, ids), eq(payments.refereeId, refereeId), isNull(payments.assignmentId)),
      ),
  ] as const;
}

/** One league's earnings: its summary, all in its currency. */
export interface LeagueEarnings {
  league: RefereeLeague;
  summary: EarningsSummary;
}

export function refereeEarningsFrom(
  [completed, adjustments]: BatchResponse<ReturnType<typeof refereeEarningsQueries>>,
  { leagues, now = new Date() }: { leagues: readonly RefereeLeague[]; now?: Date },
): LeagueEarnings[] {
  return leagues.map((league) => ({
    league,
    summary: leagueSummary(
      completed.filter((row) => row.organizationId === league.id),
      adjustments.filter((row) => row.organizationId === league.id),
      { timeZone: league.timeZone, now },
    ),
  }));
}

function leagueSummary(
  completed: BatchResponse<ReturnType<typeof refereeEarningsQueries>>[0],
  adjustments: BatchResponse<ReturnType<typeof refereeEarningsQueries>>[1],
  { timeZone, now }: { timeZone: string; now: Date },
): EarningsSummary {
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
        : {
            amountCents: row.paymentAmountCents,
            mileageCents: Number(row.paymentMileageCents ?? 0),
            status: row.paymentStatus as PaymentStatus,
            paidAt: row.paidAt,
            ...(row.paymentHeldAt ? { holdReason: row.paymentHoldReason ?? "held" } : {}),
          },
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
