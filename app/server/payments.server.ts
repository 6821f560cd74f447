/**
 * Payables and payments (issue 11, decision 0037). A payable is a `payments` row: created exactly once
 * per completed assignment, in the completion's own batch; marked paid (one or many) with the day,
 * method and reference; back to pending if recorded by mistake; its mileage, adjustment and expense
 * category edited while pending. Every change writes the activity log in its batch, and a referee is
 * told (in the app, and by email or text as their payment-notification setting allows) when paid.
 */
import { anyColumnContains } from "~/server/search.server";
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { activityLog, assignments, games, memberships, organizations, payments, users } from "~/db/schema";
import { newId } from "~/db/ids";
import { PAYMENT_METHOD_LABELS, type PaymentMethod, type PaymentStatus } from "~/domain/constants";
import { formatMoney } from "~/domain/format";
import { paymentMethodWords, paymentNotification, paymentRecorded, paymentsRecorded } from "~/domain/messages";
import { refused, type Outcome } from "~/domain/outcome";
import type { PayoutReferee } from "~/domain/payment-csv";
import {
  adjustmentProblem,
  payableTotal,
  type AdjustPayableInput,
  type MarkPaidInput,
  type PaymentFilters,
} from "~/domain/payments";
import { activityIfChanged, activityStatement } from "./activity.server";
import { insertIfChanged, insertSelecting } from "./conditional-write.server";
import { field, insertJsonRows, jsonChunks, notificationsFromJson } from "./json-rows.server";
import { clampedPage, clampedPageOffset } from "./batch-reads.server";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import { loadAddressees, outboxRows, outboxRowsFromJson } from "./outbox.server";
import { payableTotalSql } from "./payable-total.server";
import { aliasedGameColumns, slotFeeSql } from "./slot-fee.server";
import { publicOrigin } from "./public-origin.server";
import { tr } from "~/i18n/text";

const IDS_PER_QUERY = 90;

/**
 * A pending payable is owed unless it is held (issue 22: a no-show awaiting the assignor's decision): held
 * ones are counted apart in every total, and no "mark all paid" includes them.
 */
export const heldSql = sql`(${payments.status} = 'pending' AND ${payments.heldAt} IS NOT NULL)`;
const owedSql = sql`(${payments.status} = 'pending' AND ${payments.heldAt} IS NULL)`;

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
function selectPayables(
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

function toPayableRow({ firstName, lastName, paidAt, ...row }: SelectedPayable): PayableRow {
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
async function pendingPayablesOfReferee(
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
async function payablesByIds(db: Database, organizationId: string, ids: readonly string[]): Promise<PayableRow[]> {
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

async function organizationCurrency(db: Database, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.currency ?? "USD";
}

type MarkPaidResult = Outcome<{ paid: number; alreadyPaid: number }>;
/** How it was paid: the day, method and reference of a mark-paid. */
type PaidRecord = Omit<MarkPaidInput, "paymentIds">;

/**
 * Payables per batch when marking paid: a referee's whole season can be hundreds of payables. A batch
 * holds whole chunks of one referee's payables, so each chunk is told about in one notice and one
 * message. Batches are independent: if one fails, the chunks before it stay paid and a retry pays the rest.
 */
/** The most payables one referee's message lists: more are told in several messages. */
const PAYABLES_PER_MESSAGE = 40;

interface PaidChunk {
  refereeId: string;
  rows: PayableRow[];
}

/** Each referee's pending payables in chunks of at most `size`, grouped into batches of about `size` rows. */
function chunksByReferee(rows: readonly PayableRow[], size: number): PaidChunk[][] {
  const byReferee = new Map<string, PayableRow[]>();
  for (const row of rows) {
    const own = byReferee.get(row.refereeId);
    if (own) own.push(row);
    else byReferee.set(row.refereeId, [row]);
  }
  const batches: PaidChunk[][] = [[]];
  let rowsInBatch = 0;
  for (const [refereeId, own] of byReferee) {
    for (let start = 0; start < own.length; start += size) {
      const chunk = own.slice(start, start + size);
      if (rowsInBatch > 0 && rowsInBatch + chunk.length > size) {
        batches.push([]);
        rowsInBatch = 0;
      }
      batches.at(-1)!.push({ refereeId, rows: chunk });
      rowsInBatch += chunk.length;
    }
  }
  return batches.filter((batch) => batch.length > 0);
}

/**
 * Marks pending payables paid. Each referee's payables are paid by one conditional update (still
 * pending, this organization); each row's activity entry is written only if that row was paid at this
 * moment, and the referee hears once per action (a notice, and an email or text as their settings
 * allow) about exactly what was paid, inside the same batch when every row took. A row paid by someone
 * else a moment earlier is counted as already paid; if that happened, the referee's message is written
 * right after, for the rows that did take, so nobody is told about a payment that is not theirs to hear of.
 */
export async function markPaymentsPaid(
  db: Database,
  {
    organizationId,
    actorId,
    input,
    now = new Date(),
  }: { organizationId: string; actorId: string; input: PaidRecord & { paymentIds: readonly string[] }; now?: Date },
): Promise<MarkPaidResult> {
  const ids = [...new Set(input.paymentIds)];
  const found = await payablesByIds(db, organizationId, ids);
  if (found.length !== ids.length) return refused(404, tr("payments.error.someGone"));
  if (found.some((row) => row.status === "pending" && row.heldAt !== null)) {
    return refused(409, tr("payments.error.held"));
  }
  const pending = found.filter((row) => row.status === "pending");
  if (pending.length === 0) return { ok: true, paid: 0, alreadyPaid: found.length };

  const currency = await organizationCurrency(db, organizationId);
  const addressees = await loadAddressees(db, [...new Set(pending.map((row) => row.refereeId))]);
  const origin = await publicOrigin();
  const method = PAYMENT_METHOD_LABELS[input.method];

  /** The notice and messages that tell the referee about `rows`: written only if every row was paid here. */
  const tellReferee = (refereeId: string, rows: readonly PayableRow[], key: string): PaidNotice => {
    const items = rows.map((row) => ({
      row,
      amount: formatMoney(payableTotal(row), currency),
      what: payableWhat(row),
    }));
    const total = formatMoney(
      rows.reduce((sum, row) => sum + payableTotal(row), 0),
      currency,
    );
    const person = addressees.get(refereeId);
    // In the referee's language (issue 19), not the assignor's.
    const notice = paymentNotification(
      { items, total, method: paymentMethodWords(input.method, person?.language), paidOn: input.paidOn },
      person?.language,
    );
    const told: PaidNotice = {
      paymentIds: rows.map((row) => row.id),
      notice: { id: newId(), userId: refereeId, ...notice },
      messages: [],
    };
    if (person) {
      const refereeName = `${person.firstName} ${person.lastName}`;
      const gameOf = (row: PayableRow) =>
        row.homeTeam && row.awayTeam && row.date
          ? { homeTeam: row.homeTeam, awayTeam: row.awayTeam, date: row.date }
          : { homeTeam: row.description, awayTeam: "", date: input.paidOn };
      const message =
        items.length === 1
          ? paymentRecorded({
              refereeName,
              game: gameOf(rows[0]!),
              amount: items[0]!.amount,
              method: paymentMethodWords(input.method, person.language),
              date: input.paidOn,
              origin,
              language: person.language,
            })
          : paymentsRecorded({
              refereeName,
              items: items.map((item) => ({ game: gameOf(item.row), amount: item.amount })),
              total,
              method: paymentMethodWords(input.method, person.language),
              date: input.paidOn,
              origin,
              language: person.language,
            });
      told.messages = outboxRows({
        key,
        kind: "payment-recorded",
        message,
        to: person.email,
        textTo: null,
        organizationId,
        userId: person.id,
      });
    }
    return told;
  };

  // One batch (one transaction) of a handful of statements whatever the count (issue 17): the payables
  // change in one UPDATE, and the activity rows, notices and messages travel as JSON, each written only
  // if the payables it is about were paid at this very moment (a row paid by someone else a moment
  // earlier keeps their time, and nobody is told about it twice).
  const groups = chunksByReferee(pending, PAYABLES_PER_MESSAGE);
  const activity = pending.map((row) => ({
    id: newId(),
    subjectId: row.id,
    summary: `Recorded ${formatMoney(payableTotal(row), currency)} paid to ${row.refereeName} for ${payableWhat(row)} (${method}${input.reference ? ` ${input.reference}` : ""}, ${input.paidOn})`,
  }));
  const told = groups.flatMap((batch, batchIndex) =>
    batch.map(({ refereeId, rows }, chunkIndex) =>
      tellReferee(refereeId, rows, `payment-recorded:${refereeId}:${now.getTime()}:${batchIndex}.${chunkIndex}`),
    ),
  );
  await db.batch([
    db
      .update(payments)
      .set({ status: "paid", paidAt: now, paidOn: input.paidOn, method: input.method, reference: input.reference })
      .where(
        and(
          sql`${payments.id} IN (SELECT value FROM json_each(${JSON.stringify(pending.map((row) => row.id))}))`,
          eq(payments.organizationId, organizationId),
          eq(payments.status, "pending"),
          // Held a moment ago by a report's no-show: not paid.
          isNull(payments.heldAt),
        ),
      ),
    ...paidWrites(db, { organizationId, actorId, now, activity, told }),
  ] as unknown as Parameters<Database["batch"]>[0]);

  // Which took: those paid at this very moment. A referee whose group only partly took hears, right
  // after, about exactly the rows that did.
  const paidNow = new Set(
    await paidAtMoment(
      db,
      organizationId,
      pending.map((row) => row.id),
      now,
    ),
  );
  const late: PaidNotice[] = [];
  for (const [batchIndex, batch] of groups.entries()) {
    for (const [chunkIndex, { refereeId, rows }] of batch.entries()) {
      const took = rows.filter((row) => paidNow.has(row.id));
      if (took.length > 0 && took.length < rows.length) {
        late.push(
          tellReferee(
            refereeId,
            took,
            `payment-recorded:${refereeId}:${now.getTime()}:${batchIndex}.${chunkIndex}:partial`,
          ),
        );
      }
    }
  }
  const lateWrites = paidWrites(db, { organizationId, actorId, now, activity: [], told: late });
  if (lateWrites.length > 0) await db.batch(lateWrites as unknown as Parameters<Database["batch"]>[0]);
  return { ok: true, paid: paidNow.size, alreadyPaid: found.length - paidNow.size };
}

/** A referee's notice and messages about some payables, to write only if all of them were paid here. */
interface PaidNotice {
  paymentIds: string[];
  notice: { id: string; userId: string; title: string; message: string };
  messages: ReturnType<typeof outboxRows>;
}

/**
 * The activity rows, notices and messages of a "mark paid", as INSERT … SELECT FROM json_each(?) statements
 * (one JSON parameter each): an activity row when its payable was paid at `now`, a notice and its messages
 * when every payable it names was.
 */
function paidWrites(
  db: Database,
  {
    organizationId,
    actorId,
    now,
    activity,
    told,
  }: {
    organizationId: string;
    actorId: string;
    now: Date;
    activity: readonly { id: string; subjectId: string; summary: string }[];
    told: readonly PaidNotice[];
  },
) {
  const at = now.getTime();
  const allPaidHere = (paymentIds: SQL) =>
    sql`(SELECT count(*) FROM ${payments} WHERE ${payments.id} IN (SELECT value FROM json_each(${paymentIds}))
          AND ${payments.paidAt} = ${at}) = json_array_length(${paymentIds})`;
  const statements = [];
  for (const chunk of jsonChunks(activity)) {
    statements.push(
      insertJsonRows(
        db,
        activityLog,
        chunk,
        {
          id: field("id"),
          organizationId: sql`${organizationId}`,
          actorId: sql`${actorId}`,
          action: sql`'payment.paid'`,
          subjectType: sql`'payment'`,
          subjectId: field("subjectId"),
          summary: field("summary"),
        },
        sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${field("subjectId")} AND ${payments.paidAt} = ${at})`,
      ),
    );
  }
  const notices = told.map((item) => ({ ...item.notice, paymentIds: item.paymentIds }));
  const paymentIds = sql`row.value -> '$.paymentIds'`;
  statements.push(
    ...notificationsFromJson(db, {
      rows: notices,
      organizationId,
      type: "payment",
      priority: "low",
      link: "/referee/earnings",
      onlyIf: allPaidHere(paymentIds),
    }),
  );
  statements.push(
    ...outboxRowsFromJson(db, {
      organizationId,
      at,
      rows: told.flatMap((item) => item.messages.map((row) => ({ row, with: { paymentIds: item.paymentIds } }))),
      onlyIf: allPaidHere(paymentIds),
    }),
  );
  return statements;
}

/** What a payable pays for, in words: the game's teams, or the payable's own description. */
function payableWhat(row: PayableRow): string {
  return row.homeTeam && row.awayTeam ? `${row.homeTeam} vs ${row.awayTeam}` : row.description;
}

export type MarkRefereePaidResult =
  | { ok: true; paid: number; alreadyPaid: number }
  | { ok: false; reason: "nothing-pending" }
  /** Everything of theirs still pending is held (issue 22): nothing can be paid until an assignor releases it. */
  | { ok: false; reason: "held" }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "changed"; refereeName: string; pendingCount: number; owedCents: number };

/**
 * "Mark all paid" for one referee: every pending payable of theirs under the filters, found here on
 * the server (not the rows a page happened to show). What the assignor saw in the dialog (count and
 * total) must still be true; if a payable was created, adjusted or paid since, nothing is paid and the
 * answer says what is owed now.
 */
export async function markRefereePaymentsPaid(
  db: Database,
  {
    organizationId,
    actorId,
    refereeId,
    filters,
    shown,
    input,
    now = new Date(),
  }: {
    organizationId: string;
    actorId: string;
    refereeId: string;
    filters: Partial<PaymentFilters>;
    shown: { pendingCount: number; owedCents: number };
    input: PaidRecord;
    now?: Date;
  },
): Promise<MarkRefereePaidResult> {
  const pending = await pendingPayablesOfReferee(db, organizationId, refereeId, filters);
  if (pending.length === 0) {
    // Someone who is not this organization's referee is not found here, rather than "all paid".
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, refereeId)));
    return { ok: false, reason: member ? "nothing-pending" : "not-found" };
  }
  // Held payables (issue 22: a no-show awaiting the assignor's decision) are not owed, shown or paid.
  const payable = pending.filter((row) => !row.held);
  if (payable.length === 0) return { ok: false, reason: "held" };
  const owedCents = payable.reduce((sum, row) => sum + row.totalCents, 0);
  if (payable.length !== shown.pendingCount || owedCents !== shown.owedCents) {
    return {
      ok: false,
      reason: "changed",
      refereeName: pending[0]!.refereeName,
      pendingCount: payable.length,
      owedCents,
    };
  }
  const result = await markPaymentsPaid(db, {
    organizationId,
    actorId,
    input: { ...input, paymentIds: payable.map((row) => row.id) },
    now,
  });
  if (result.ok) return result;
  // A payable removed in the moment since it was read (its referee deleted): nothing was paid.
  const left = (await pendingPayablesOfReferee(db, organizationId, refereeId, filters)).filter((row) => !row.held);
  const refereeName = pending[0]!.refereeName;
  return {
    ok: false,
    reason: "changed",
    refereeName,
    pendingCount: left.length,
    owedCents: left.reduce((sum, row) => sum + row.totalCents, 0),
  };
}

async function paidAtMoment(db: Database, organizationId: string, ids: string[], now: Date): Promise<string[]> {
  const taken: string[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.organizationId, organizationId),
          inArray(payments.id, ids.slice(start, start + IDS_PER_QUERY)),
          eq(payments.paidAt, now),
        ),
      );
    taken.push(...rows.map((row) => row.id));
  }
  return taken;
}

/** Back to pending (a payment recorded by mistake). */
export async function markPaymentUnpaid(
  db: Database,
  { organizationId, actorId, paymentId }: { organizationId: string; actorId: string; paymentId: string },
): Promise<Outcome> {
  const [row] = await payablesByIds(db, organizationId, [paymentId]);
  if (!row) return { ok: false, status: 404, message: tr("payments.error.gone") };
  if (row.status !== "paid") return { ok: false, status: 409, message: tr("payments.error.notPaid") };
  const results = await db.batch([
    db
      .update(payments)
      .set({ status: "pending", paidAt: null, paidOn: null, method: null, reference: null })
      .where(and(eq(payments.id, paymentId), eq(payments.organizationId, organizationId), eq(payments.status, "paid"))),
    activityIfChanged(db, {
      organizationId,
      actorId,
      action: "payment.unpaid",
      subjectType: "payment",
      subjectId: paymentId,
      summary: `Moved the payment to ${row.refereeName} for ${payableWhat(row)} back to pending`,
    }),
  ]);
  if (((results[0] as { meta?: { changes?: number } }).meta?.changes ?? 0) === 0) {
    return { ok: false, status: 409, message: tr("payments.error.notPaid") };
  }
  return { ok: true };
}

/** Mileage, adjustment (with its note) and category of a pending payable; only the category once paid. */
export async function adjustPayable(
  db: Database,
  { organizationId, actorId, input }: { organizationId: string; actorId: string; input: AdjustPayableInput },
): Promise<Outcome> {
  // Read and check in one round trip, write in one more.
  const [found, [organization]] = await db.batch([
    selectPayables(db, organizationId, eq(payments.id, input.paymentId)),
    db.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, organizationId)),
  ]);
  const row = found[0] ? toPayableRow(found[0]) : undefined;
  const currency = organization?.currency ?? "USD";
  if (!row) return { ok: false, status: 404, message: tr("payments.error.gone") };
  const amountsChanged =
    row.mileageCents !== input.mileage || row.adjustmentCents !== input.adjustment || (row.note ?? null) !== input.note;
  if (row.status === "paid" && amountsChanged) {
    return {
      ok: false,
      status: 409,
      message: tr("payments.error.alreadyPaid"),
    };
  }
  const problem = adjustmentProblem(row.amountCents, input);
  if (problem) return { ok: false, status: 400, message: problem };
  const what = payableWhat(row);
  await db.batch([
    db
      .update(payments)
      .set({
        mileageCents: input.mileage,
        adjustmentCents: input.adjustment,
        note: input.note,
        expenseCategory: input.expenseCategory,
      })
      .where(
        and(eq(payments.id, row.id), eq(payments.organizationId, organizationId), eq(payments.status, row.status)),
      ),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "payment.adjusted",
      subjectType: "payment",
      subjectId: row.id,
      summary: `Updated the payment to ${row.refereeName} for ${what}: mileage ${formatMoney(input.mileage, currency)}, adjustment ${formatMoney(input.adjustment, currency)}, ${input.expenseCategory.replaceAll("_", " ")}`,
    }),
  ]);
  return { ok: true };
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
