/**
 * Pro Accounting (issue 11, decision 0038): the plan switch, the lines the bill, summaries and report
 * are computed from, payer details, and referees' tax details (only the TIN's last four are stored).
 */
import { and, asc, between, eq, exists, inArray, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import {
  activityLog,
  assignments,
  games,
  memberships,
  organizations,
  payments,
  refereeTaxDetails,
  users,
  type RefereeTaxDetails,
} from "~/db/schema";
import { newId } from "~/db/ids";
import {
  financialReport,
  yearSummaries,
  type PayerDetailsInput,
  type PlanSwitch,
  type SummaryLine,
  type TaxDetailsInput,
} from "~/domain/accounting";
import { toZonedParts } from "~/domain/dates";
import { activityStatement } from "./activity.server";
import { payableTotalSql } from "./payable-total.server";
import { insertIfChanged } from "./conditional-write.server";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";

/**
 * Switch the organization's plan. The activity entry is the record the bill is computed from (decision
 * 0043): stamped with the switch's own moment, and written only if the plan really changed, so two
 * clicks at once record one switch.
 */
export async function setPlan(
  db: Database,
  {
    organizationId,
    actorId,
    plan,
    now = new Date(),
  }: { organizationId: string; actorId: string; plan: "core" | "pro"; now?: Date },
): Promise<{ changed: boolean }> {
  const [updated] = await db.batch([
    db
      .update(organizations)
      .set({ plan, planStartedAt: now, updatedAt: now })
      .where(and(eq(organizations.id, organizationId), ne(organizations.plan, plan))),
    insertIfChanged(db, activityLog, {
      id: newId(),
      organizationId,
      actorId,
      action: plan === "pro" ? PRO_STARTED : PRO_ENDED,
      subjectType: "organization",
      subjectId: organizationId,
      summary:
        plan === "pro"
          ? "Switched to Pro Accounting ($5 per active referee per month)"
          : "Switched back to the free Core Platform",
      createdAt: now,
    }),
  ]);
  return { changed: ((updated as { meta?: { changes?: number } }).meta?.changes ?? 0) > 0 };
}

const PRO_STARTED = "plan.pro_started";
const PRO_ENDED = "plan.pro_ended";

/** Every switch of the plan, oldest first: what `proPeriods` reads (on the calendar, through `planSwitchesOf`). */
function planSwitchesQuery(db: Database, organizationId: string) {
  return db
    .select({ action: activityLog.action, createdAt: activityLog.createdAt })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.organizationId, organizationId),
        eq(activityLog.subjectType, "organization"),
        inArray(activityLog.action, [PRO_STARTED, PRO_ENDED]),
      ),
    )
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
}

function planSwitchesOf(rows: readonly { action: string; createdAt: Date }[], timeZone: string): PlanSwitch[] {
  return rows.map((row) => ({
    day: toZonedParts(row.createdAt, timeZone).date,
    plan: row.action === PRO_STARTED ? "pro" : "core",
  }));
}

export async function savePayerDetails(
  db: Database,
  { organizationId, actorId, input }: { organizationId: string; actorId: string; input: PayerDetailsInput },
) {
  await db.batch([
    db
      .update(organizations)
      .set({
        legalName: input.legalName,
        taxId: input.taxId,
        mailingAddress: input.mailingAddress,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, organizationId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "organization.payer_details_updated",
      subjectType: "organization",
      subjectId: organizationId,
      summary: "Updated the payer details used on 1099-NEC data",
    }),
  ]);
}

/** The day a payment was paid (older rows kept only the moment); the analytics page's payments read it too. */
export const paidDaySql = sql<
  string | null
>`coalesce(${payments.paidOn}, date(${payments.paidAt} / 1000, 'unixepoch'))`;

function paidOf(organizationId: string) {
  return and(eq(payments.organizationId, organizationId), eq(payments.status, "paid"), isNotNull(paidDaySql));
}

function paidInYear(organizationId: string, year: number) {
  return and(paidOf(organizationId), between(paidDaySql, `${year}-01-01`, `${year}-12-31`));
}

/**
 * What a year's summaries are computed from, summed in SQL: per referee and expense category, what was
 * paid in the year (by the day paid) and how many of those payments pay for a game.
 */
function yearPaidQuery(db: Database, organizationId: string, year: number) {
  // Summed per referee and category first, then the few hundred sums joined to their referees' names
  // (not each of the year's payables: 23,000 in an association).
  const sums = db
    .select({
      refereeId: payments.refereeId,
      category: payments.expenseCategory,
      totalCents: sql<number>`sum(${payableTotalSql})`.as("total_cents"),
      // The mileage reimbursed inside it (never more than the payable's total), kept out of 1099-NEC box 1.
      mileageCents: sql<number>`sum(min(${payments.mileageCents}, ${payableTotalSql}))`.as("mileage_cents"),
      games: sql<number>`count(${payments.assignmentId})`.as("games"),
    })
    .from(payments)
    .where(paidInYear(organizationId, year))
    .groupBy(payments.refereeId, payments.expenseCategory)
    .as("year_paid");
  return db
    .select({
      refereeId: sums.refereeId,
      firstName: users.firstName,
      lastName: users.lastName,
      category: sums.category,
      totalCents: sums.totalCents,
      mileageCents: sums.mileageCents,
      games: sums.games,
    })
    .from(sums)
    .innerJoin(users, eq(users.id, sums.refereeId));
}

function summaryLinesOf(rows: Awaited<ReturnType<typeof yearPaidQuery>>, year: number): SummaryLine[] {
  return rows.map((row) => ({
    refereeId: row.refereeId,
    refereeName: `${row.firstName} ${row.lastName}`,
    // Inside the year: `yearSummaries` picks lines by the year of the day paid.
    paidOn: `${year}-01-01`,
    totalCents: Number(row.totalCents),
    mileageCents: Number(row.mileageCents ?? 0),
    games: Number(row.games),
    category: row.category,
  }));
}

/** Tax details of the referees paid in the year, but only of referees of this organization. */
function yearTaxDetailsQuery(db: Database, organizationId: string, year: number) {
  return (
    db
      .select({ details: refereeTaxDetails })
      .from(refereeTaxDetails)
      .leftJoin(
        memberships,
        and(eq(memberships.userId, refereeTaxDetails.userId), eq(memberships.organizationId, organizationId)),
      )
      // Per member with tax details, whether one paid payable of the year is theirs: found on the payments'
      // referee index (the `+` keeps SQLite there), instead of every paid payable of the year listed first.
      // A referee who deleted their account is no member any more, but the payer keeps their 1099 data until
      // it may be purged (decision 0057).
      .where(
        and(
          or(isNotNull(memberships.id), isNotNull(refereeTaxDetails.purgeAfter)),
          exists(
            db
              .select({ one: sql`1` })
              .from(payments)
              .where(
                and(
                  eq(payments.refereeId, refereeTaxDetails.userId),
                  eq(filterOnly(payments.organizationId), organizationId),
                  eq(payments.status, "paid"),
                  between(paidDaySql, `${year}-01-01`, `${year}-12-31`),
                ),
              ),
          ),
        ),
      )
  );
}

function taxDetailsByReferee(rows: readonly { details: RefereeTaxDetails }[]): Map<string, RefereeTaxDetails> {
  return new Map(rows.map((row) => [row.details.userId, row.details]));
}

/** One year's summaries with the referees' tax details (the 1099-NEC export), in one round trip. */
export async function loadYearSummaries(db: Database, organizationId: string, year: number) {
  const [paid, tax] = await db.batch([
    yearPaidQuery(db, organizationId, year),
    yearTaxDetailsQuery(db, organizationId, year),
  ]);
  return { summaries: yearSummaries(summaryLinesOf(paid, year), year), tax: taxDetailsByReferee(tax) };
}

/**
 * Paid and owed grouped in SQL by month, level and venue at once: one pass over the organization's
 * payables with their games (25,000 at association scale) instead of one per grouping; the report's
 * three tables are these few hundred rows added up by each key (`reportRollup`).
 */
function reportQuery(db: Database, organizationId: string, month: SQL<string | null>) {
  return db
    .select({
      month,
      level: sql<string | null>`${games.level}`,
      venue: sql<string | null>`${games.venue}`,
      paidCents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'paid' THEN ${payableTotalSql} END), 0)`,
      // Held (a no-show's, issue 22) is neither paid nor owed until an assignor releases it (issue 32).
      owedCents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'paid' OR ${payments.heldAt} IS NOT NULL THEN 0 ELSE ${payableTotalSql} END), 0)`,
    })
    .from(payments)
    .leftJoin(
      assignments,
      and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)),
    )
    .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    .where(eq(payments.organizationId, organizationId))
    .groupBy(sql`1`, sql`2`, sql`3`);
}

type ReportCell = {
  month: string | null;
  level: string | null;
  venue: string | null;
  paidCents: number;
  owedCents: number;
};

/** The report's rows for one key: the cells' paid and owed added up per value of `key`. */
function reportRollup(
  cells: readonly ReportCell[],
  key: (cell: ReportCell) => string | null,
): { key: string | null; paidCents: number; owedCents: number }[] {
  const rows = new Map<string | null, { key: string | null; paidCents: number; owedCents: number }>();
  for (const cell of cells) {
    const value = key(cell);
    const row = rows.get(value) ?? { key: value, paidCents: 0, owedCents: 0 };
    row.paidCents += Number(cell.paidCents);
    row.owedCents += Number(cell.owedCents);
    rows.set(value, row);
  }
  return [...rows.values()];
}

/**
 * Everything the Pro part of the Accounting page shows, in one round trip (one `db.batch`), summed in
 * SQL so a season of tens of thousands of payables is read as a few hundred rows: the plan's switches,
 * the referees paid per month (the bill and the years to choose from), the year's summaries with tax
 * details, and the financial report by month, level and venue.
 */
export async function loadProAccounting(
  db: Database,
  { organizationId, timeZone, year }: { organizationId: string; timeZone: string; year: number },
) {
  // The report's day: the day paid for paid payables; the game's day (or the day recorded) for owed ones.
  const reportDay = sql<string>`CASE WHEN ${payments.status} = 'paid' AND ${paidDaySql} IS NOT NULL THEN ${paidDaySql}
    ELSE coalesce(${games.date}, date(${payments.createdAt} / 1000, 'unixepoch')) END`;
  const [switches, activeMonths, paid, tax, report] = await db.batch([
    planSwitchesQuery(db, organizationId),
    db
      .select({
        month: sql<string>`substr(${paidDaySql}, 1, 7)`,
        referees: sql<number>`count(DISTINCT ${payments.refereeId})`,
      })
      .from(payments)
      .where(paidOf(organizationId))
      .groupBy(sql`1`),
    yearPaidQuery(db, organizationId, year),
    yearTaxDetailsQuery(db, organizationId, year),
    reportQuery(db, organizationId, sql<string | null>`substr(${reportDay}, 1, 7)`),
  ]);
  return {
    switches: planSwitchesOf(switches, timeZone),
    activeByMonth: new Map(activeMonths.map((row) => [row.month, Number(row.referees)])),
    summaries: yearSummaries(summaryLinesOf(paid, year), year),
    tax: taxDetailsByReferee(tax),
    report: financialReport({
      byMonth: reportRollup(report, (cell) => cell.month).map((row) => ({ ...row, key: row.key ?? "" })),
      byLevel: reportRollup(report, (cell) => cell.level),
      byVenue: reportRollup(report, (cell) => cell.venue),
    }),
  };
}

/** The referee's own tax details' query, unsent, for a page that reads it in its own `db.batch`. */
export function ownTaxDetailsQuery(db: Database, userId: string) {
  return db.select().from(refereeTaxDetails).where(eq(refereeTaxDetails.userId, userId));
}

/** Saves what the referee typed; `input` already holds only the TIN's last four digits. */
export async function saveOwnTaxDetails(db: Database, userId: string, input: TaxDetailsInput) {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(refereeTaxDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: refereeTaxDetails.userId, set: values });
}
