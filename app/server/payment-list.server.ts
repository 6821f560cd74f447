/**
 * Reading payables (issue 11, decision 0037): everything the Payments page shows (the stat cards, the
 * by-game list and the per-referee figures), the CSV export's rows, and the payables the writes in
 * `payments.server.ts` act on. Payables are created in `payables.server.ts`.
 */
import { anyColumnContains } from "~/server/search.server";
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { assignments, games, payments, users } from "~/db/schema";
import type { PaymentMethod, PaymentStatus } from "~/domain/constants";
import type { PayoutReferee } from "~/domain/payment-csv";
import type { PaymentFilters } from "~/domain/payments";
import { clampedPage, clampedPageOffset } from "./batch-reads.server";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import { payableTotalSql } from "./payable-total.server";

export const IDS_PER_QUERY = 90;

/**
 * A pending payable is owed unless it is held (issue 22: a no-show awaiting the assignor's decision): held
 * ones are counted apart in every total, and no "mark all paid" includes them.
 */
export const heldSql = sql`(${payments.status} = 'pending' AND ${payments.heldAt} IS NOT NULL)`;
const owedSql = sql`(${payments.status} = 'pending' AND ${payments.heldAt} IS NULL)`;

export interface PayableRow {
  id: string;
  refereeId: string;
  refereeName: string;
  refereeEmail: string;
  gameId: string | null;
  homeTeam: string | null;
  awayTeam: string | null;
  date: string | null;
  level: string | null;
  venue: string | null;
  position: string | null;
  description: string;
  amountCents: number;
  mileageCents: number;
  adjustmentCents: number;
  note: string | null;
  expenseCategory: string | null;
  status: PaymentStatus;
  paidOn: string | null;
  method: PaymentMethod | null;
  reference: string | null;
  /** Issue 22: held (a no-show) until an assignor releases it; cannot be paid meanwhile. */
  heldAt: Date | null;
  holdReason: string | null;
}

function payableFilter(organizationId: string, filters: Partial<PaymentFilters>, refereeId?: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(payments.organizationId, organizationId)];
  if (refereeId) conditions.push(eq(payments.refereeId, refereeId));
  // Pending means owed: a held payable is listed under Held only (issue 32).
  if (filters.status === "pending") conditions.push(owedSql);
  else if (filters.status === "held") conditions.push(heldSql);
  else if (filters.status === "paid") conditions.push(eq(payments.status, "paid"));
  // The day of the game when there is one, else the day the payable was recorded.
  const day = sql<string>`coalesce(${games.date}, date(${payments.createdAt} / 1000, 'unixepoch'))`;
  if (filters.from) conditions.push(gte(day, filters.from));
  if (filters.to) conditions.push(lte(day, filters.to));
  if (filters.q) {
    conditions.push(
      anyColumnContains(
        [
          sql`${users.firstName} || ' ' || ${users.lastName}`,
          games.homeTeam,
          games.awayTeam,
          games.venue,
          payments.description,
        ],
        filters.q,
      ),
    );
  }
  return and(...conditions);
}

/**
 * Payables of one organization with their referee, assignment and game, under `condition`. `byIds`: the
 * condition picks a few payables by id, and the statement starts from those (the `+` keeps SQLite off
 * the payments' organization index, which would read every payable of the organization first).
 */
export function selectPayables(
  db: Database,
  organizationId: string,
  condition: SQL | undefined,
  { byIds = false }: { byIds?: boolean } = {},
) {
  return db
    .select({
      id: payments.id,
      refereeId: payments.refereeId,
      firstName: users.firstName,
      lastName: users.lastName,
      refereeEmail: users.email,
      // Named apart from the payment's id: drizzle reads a `db.batch` result by column name.
      gameId: sql<string | null>`${games.id}`.as("game_id"),
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      date: games.date,
      level: games.level,
      venue: games.venue,
      position: assignments.position,
      description: payments.description,
      amountCents: payments.amountCents,
      mileageCents: payments.mileageCents,
      adjustmentCents: payments.adjustmentCents,
      note: payments.note,
      expenseCategory: payments.expenseCategory,
      status: payments.status,
      paidOn: payments.paidOn,
      paidAt: payments.paidAt,
      method: payments.method,
      reference: payments.reference,
      heldAt: payments.heldAt,
      holdReason: payments.holdReason,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.refereeId))
    .leftJoin(
      assignments,
      and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)),
    )
    .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    .where(
      and(
        byIds ? eq(filterOnly(payments.organizationId), organizationId) : eq(payments.organizationId, organizationId),
        condition,
      ),
    );
}

type SelectedPayable = Awaited<ReturnType<typeof selectPayables>>[number];

export function toPayableRow({ firstName, lastName, paidAt, ...row }: SelectedPayable): PayableRow {
  return {
    ...row,
    refereeName: `${firstName} ${lastName}`,
    status: row.status as PaymentStatus,
    method: row.method as PaymentMethod | null,
    // Rows recorded before the day paid was kept: the day of the timestamp.
    paidOn: row.paidOn ?? (paidAt ? paidAt.toISOString().slice(0, 10) : null),
  };
}

/** The query for the organization's payables matching the filters, newest game first; a page with `offset`. */
function payablesQuery(
  db: Database,
  organizationId: string,
  filters: Partial<PaymentFilters>,
  { refereeId, limit, offset }: { refereeId?: string; limit: number; offset: number },
) {
  const order = [
    desc(sql`coalesce(${games.date}, date(${payments.createdAt} / 1000, 'unixepoch'))`),
    asc(users.lastName),
    asc(payments.id),
  ];
  // The page's ids first, sorted with only the sort's columns (every matching payable is read to sort them,
  // 25,000 in an association); then the page's rows with all their columns, in the same order.
  const pageIds = db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.refereeId))
    .leftJoin(
      assignments,
      and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)),
    )
    .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    .where(payableFilter(organizationId, filters, refereeId))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return selectPayables(db, organizationId, inArray(payments.id, pageIds), { byIds: true }).orderBy(...order);
}

/** The organization's payables matching the filters, newest game first; a page of them with `offset`. */
export async function listPayables(
  db: Database,
  organizationId: string,
  filters: Partial<PaymentFilters> = {},
  { refereeId, limit = 2000, offset = 0 }: { refereeId?: string; limit?: number; offset?: number } = {},
): Promise<PayableRow[]> {
  const rows = await payablesQuery(db, organizationId, filters, { refereeId, limit, offset });
  return rows.map(toPayableRow);
}

/** The query for how many payables match the filters: the by-game list shows them a page at a time. */
function countPayablesQuery(db: Database, organizationId: string, filters: Partial<PaymentFilters>) {
  // Without a search or dates, the payables alone: a payable has one referee, at most one assignment and
  // game (unique ids), so the list's joins do not change how many there are.
  if (!filters.q && !filters.from && !filters.to) {
    return db
      .select({ count: sql<number>`count(*)` })
      .from(payments)
      .where(payableFilter(organizationId, filters));
  }
  // The same joins as the list: the filters search the referee's name and the game.
  return db
    .select({ count: sql<number>`count(*)` })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.refereeId))
    .leftJoin(
      assignments,
      and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)),
    )
    .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    .where(payableFilter(organizationId, filters));
}

/**
 * Per referee, over every payable matching the filters (not a page of them): pending count, owed,
 * paid and the last day paid; most owed first, then by name. Summed in SQL, so a season of thousands
 * of payables is counted whole.
 */
export async function owedPerReferee(
  db: Database,
  organizationId: string,
  filters: Partial<PaymentFilters> = {},
): Promise<PayoutReferee[]> {
  return (await owedPerRefereeQuery(db, organizationId, filters)).map(toPayoutReferee);
}

function owedPerRefereeQuery(db: Database, organizationId: string, filters: Partial<PaymentFilters>) {
  const owed = sql<number>`coalesce(sum(CASE WHEN ${owedSql} THEN ${payableTotalSql} END), 0)`;
  return db
    .select({
      refereeId: payments.refereeId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      pendingCount: sql<number>`count(CASE WHEN ${owedSql} THEN 1 END)`,
      owedCents: owed,
      heldCount: sql<number>`count(CASE WHEN ${heldSql} THEN 1 END)`,
      heldCents: sql<number>`coalesce(sum(CASE WHEN ${heldSql} THEN ${payableTotalSql} END), 0)`,
      paidCents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'paid' THEN ${payableTotalSql} END), 0)`,
      lastPaidOn: sql<
        string | null
      >`max(CASE WHEN ${payments.status} = 'paid' THEN coalesce(${payments.paidOn}, date(${payments.paidAt} / 1000, 'unixepoch')) END)`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.refereeId))
    .leftJoin(
      assignments,
      and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)),
    )
    .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    .where(payableFilter(organizationId, filters))
    .groupBy(payments.refereeId, users.firstName, users.lastName, users.email)
    .orderBy(desc(owed), asc(users.firstName), asc(users.lastName));
}

function toPayoutReferee(row: Awaited<ReturnType<typeof owedPerRefereeQuery>>[number]): PayoutReferee {
  return {
    refereeId: row.refereeId,
    refereeName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    pendingCount: Number(row.pendingCount),
    owedCents: Number(row.owedCents),
    heldCount: Number(row.heldCount),
    heldCents: Number(row.heldCents),
    paidCents: Number(row.paidCents),
    lastPaidOn: row.lastPaidOn,
  };
}

/** A referee's pending payables under the filters: what "Mark all paid" for them acts on. */
export async function pendingPayablesOfReferee(
  db: Database,
  organizationId: string,
  refereeId: string,
  filters: Partial<PaymentFilters>,
) {
  // Filtered to paid, nothing of theirs is pending here.
  if (filters.status === "paid") return [];
  const rows = await db
    .select({
      id: payments.id,
      totalCents: payableTotalSql,
      firstName: users.firstName,
      lastName: users.lastName,
      heldAt: payments.heldAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.refereeId))
    .leftJoin(
      assignments,
      and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)),
    )
    .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    // Every one still pending, held included: a held one makes "Mark all paid" refuse.
    .where(
      and(payableFilter(organizationId, { ...filters, status: undefined }, refereeId), eq(payments.status, "pending")),
    );
  return rows.map((row) => ({
    id: row.id,
    totalCents: Number(row.totalCents),
    refereeName: `${row.firstName} ${row.lastName}`,
    held: row.heldAt !== null,
  }));
}

/**
 * Everything the Payments page shows, in one round trip (one `db.batch`): the stat cards and either one page of the by-game list or one page of the per-referee figures (summed in
 * SQL over every match), with how many there are in all. A page past the last shows the last.
 */
export async function loadPaymentsPage(
  db: Database,
  {
    organizationId,
    filters,
    today,
    pageSize,
  }: { organizationId: string; filters: PaymentFilters; today: string; pageSize: number },
) {
  const totalsQuery = paymentTotalsQuery(db, organizationId, today);
  if (filters.view === "referees") {
    // An association pays 1,500 referees: a page of them, each summed over every matching payable. A page
    // past the last shows the last, worked out in SQL so it costs no second round trip.
    const refereeCount = db
      .select({ count: sql<number>`count(DISTINCT ${payments.refereeId})` })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.refereeId))
      .leftJoin(
        assignments,
        and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)),
      )
      .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
      .where(payableFilter(organizationId, filters));
    const [[counted], rows, totals] = await db.batch([
      refereeCount,
      owedPerRefereeQuery(db, organizationId, filters)
        .limit(pageSize)
        .offset(clampedPageOffset(refereeCount, filters.page, pageSize)),
      totalsQuery,
    ]);
    const total = Number(counted?.count ?? 0);
    return {
      totals: toPaymentTotals(totals),
      list: { lines: [] as PayableRow[], total, ...clampedPage(filters.page, total, pageSize) },
      referees: rows.map(toPayoutReferee),
    };
  }
  const payableCount = countPayablesQuery(db, organizationId, filters);
  const [[counted], rows, totals] = await db.batch([
    payableCount,
    payablesQuery(db, organizationId, filters, {
      limit: pageSize,
      offset: clampedPageOffset(payableCount, filters.page, pageSize),
    }),
    totalsQuery,
  ]);
  const total = Number(counted?.count ?? 0);
  return {
    totals: toPaymentTotals(totals),
    list: { lines: rows.map(toPayableRow), total, ...clampedPage(filters.page, total, pageSize) },
    referees: [] as PayoutReferee[],
  };
}

/** Payables by id, in this organization only (ids of another organization are simply not found). */
export async function payablesByIds(
  db: Database,
  organizationId: string,
  ids: readonly string[],
): Promise<PayableRow[]> {
  const found: PayableRow[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await selectPayables(
      db,
      organizationId,
      inArray(payments.id, ids.slice(start, start + IDS_PER_QUERY)),
    );
    found.push(...rows.map(toPayableRow));
  }
  return found;
}

/** The stat cards over all of the organization's payables (not only the filtered ones). */
function paymentTotalsQuery(db: Database, organizationId: string, today: string) {
  return db
    .select({
      owedCents: sql<number>`coalesce(sum(CASE WHEN ${owedSql} THEN ${payableTotalSql} END), 0)`,
      pendingCount: sql<number>`count(CASE WHEN ${owedSql} THEN 1 END)`,
      heldCents: sql<number>`coalesce(sum(CASE WHEN ${heldSql} THEN ${payableTotalSql} END), 0)`,
      heldCount: sql<number>`count(CASE WHEN ${heldSql} THEN 1 END)`,
      paidThisMonthCents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'paid' AND substr(coalesce(${payments.paidOn}, date(${payments.paidAt} / 1000, 'unixepoch')), 1, 7) = ${today.slice(0, 7)} THEN ${payableTotalSql} END), 0)`,
      refereesOwed: sql<number>`count(DISTINCT CASE WHEN ${owedSql} THEN ${payments.refereeId} END)`,
    })
    .from(payments)
    .where(eq(payments.organizationId, organizationId));
}

function toPaymentTotals([row]: Awaited<ReturnType<typeof paymentTotalsQuery>>) {
  return {
    owedCents: Number(row?.owedCents ?? 0),
    pendingCount: Number(row?.pendingCount ?? 0),
    heldCents: Number(row?.heldCents ?? 0),
    heldCount: Number(row?.heldCount ?? 0),
    paidThisMonthCents: Number(row?.paidThisMonthCents ?? 0),
    refereesOwed: Number(row?.refereesOwed ?? 0),
  };
}
