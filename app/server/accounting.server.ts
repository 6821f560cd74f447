/**
 * Pro Accounting (issue 11, decision 0038): the plan switch, the lines the bill, summaries and report
 * are computed from, payer details, and referees' tax details (only the TIN's last four are stored).
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
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
import type { PayerDetailsInput, PlanSwitch, ReportLine, SummaryLine, TaxDetailsInput } from "~/domain/accounting";
import { toZonedParts } from "~/domain/dates";
import { activityStatement } from "./activity.server";
import { payableTotalSql } from "./payable-total.server";
import { insertIfChanged } from "./conditional-write.server";
import type { Database } from "./db.server";

const IDS_PER_QUERY = 90;

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

/** Every switch of the plan, oldest first, on the organization's calendar: what `proPeriods` reads. */
export async function planSwitches(db: Database, organizationId: string, timeZone: string): Promise<PlanSwitch[]> {
  const rows = await db
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

/** Every payable of the organization with its referee, day, total, category, level and venue. */
export async function accountingLines(db: Database, organizationId: string) {
  const rows = await db
    .select({
      refereeId: payments.refereeId,
      firstName: users.firstName,
      lastName: users.lastName,
      status: payments.status,
      paidOn: sql<string | null>`coalesce(${payments.paidOn}, date(${payments.paidAt} / 1000, 'unixepoch'))`,
      day: sql<string>`coalesce(${games.date}, date(${payments.createdAt} / 1000, 'unixepoch'))`,
      totalCents: payableTotalSql,
      category: payments.expenseCategory,
      assignmentId: payments.assignmentId,
      level: games.level,
      venue: games.venue,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.refereeId))
    .leftJoin(
      assignments,
      and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)),
    )
    .leftJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    .where(eq(payments.organizationId, organizationId));
  const paid: SummaryLine[] = [];
  const report: ReportLine[] = [];
  for (const row of rows) {
    const totalCents = Number(row.totalCents);
    if (row.status === "paid" && row.paidOn) {
      paid.push({
        refereeId: row.refereeId,
        refereeName: `${row.firstName} ${row.lastName}`,
        paidOn: row.paidOn,
        totalCents,
        game: row.assignmentId !== null,
        category: row.category,
      });
    }
    report.push({
      day: row.status === "paid" && row.paidOn ? row.paidOn : row.day,
      status: row.status === "paid" ? "paid" : "pending",
      totalCents,
      level: row.level,
      venue: row.venue,
    });
  }
  return { paid, report };
}

/** Tax details of these referees, but only for referees of this organization. */
export async function taxDetailsOf(
  db: Database,
  organizationId: string,
  refereeIds: readonly string[],
): Promise<Map<string, RefereeTaxDetails>> {
  const found = new Map<string, RefereeTaxDetails>();
  for (let start = 0; start < refereeIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ details: refereeTaxDetails })
      .from(refereeTaxDetails)
      .innerJoin(
        memberships,
        and(eq(memberships.userId, refereeTaxDetails.userId), eq(memberships.organizationId, organizationId)),
      )
      .where(inArray(refereeTaxDetails.userId, refereeIds.slice(start, start + IDS_PER_QUERY)));
    for (const row of rows) found.set(row.details.userId, row.details);
  }
  return found;
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
