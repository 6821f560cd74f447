/**
 * Pro Accounting (issue 11, decision 0038): the plan switch, the lines the bill, summaries and report
 * are computed from, payer details, and referees' tax details (only the TIN's last four are stored).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { assignments, games, memberships, organizations, payments, refereeTaxDetails, users, type RefereeTaxDetails } from "~/db/schema";
import type { PayerDetailsInput, ReportLine, SummaryLine, TaxDetailsInput } from "~/domain/accounting";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";

const IDS_PER_QUERY = 90;

/** Switch the organization's plan; the bill counts from the month it starts. */
export async function setPlan(
  db: Database,
  { organizationId, actorId, plan, now = new Date() }: { organizationId: string; actorId: string; plan: "core" | "pro"; now?: Date },
): Promise<{ changed: boolean }> {
  const [current] = await db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, organizationId));
  if (!current || current.plan === plan) return { changed: false };
  await db.batch([
    db.update(organizations).set({ plan, planStartedAt: now, updatedAt: now }).where(eq(organizations.id, organizationId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: plan === "pro" ? "plan.pro_started" : "plan.pro_ended",
      subjectType: "organization",
      subjectId: organizationId,
      summary: plan === "pro" ? "Switched to Pro Accounting ($5 per active referee per month)" : "Switched back to the free Core Platform",
    }),
  ]);
  return { changed: true };
}

export async function savePayerDetails(
  db: Database,
  { organizationId, actorId, input }: { organizationId: string; actorId: string; input: PayerDetailsInput },
) {
  await db.batch([
    db
      .update(organizations)
      .set({ legalName: input.legalName, taxId: input.taxId, mailingAddress: input.mailingAddress, updatedAt: new Date() })
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
      totalCents: sql<number>`max(0, ${payments.amountCents} + ${payments.mileageCents} + ${payments.adjustmentCents})`,
      category: payments.expenseCategory,
      assignmentId: payments.assignmentId,
      level: games.level,
      venue: games.venue,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.refereeId))
    .leftJoin(assignments, and(eq(assignments.id, payments.assignmentId), eq(assignments.organizationId, organizationId)))
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
export async function taxDetailsOf(db: Database, organizationId: string, refereeIds: readonly string[]): Promise<Map<string, RefereeTaxDetails>> {
  const found = new Map<string, RefereeTaxDetails>();
  for (let start = 0; start < refereeIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ details: refereeTaxDetails })
      .from(refereeTaxDetails)
      .innerJoin(memberships, and(eq(memberships.userId, refereeTaxDetails.userId), eq(memberships.organizationId, organizationId)))
      .where(inArray(refereeTaxDetails.userId, refereeIds.slice(start, start + IDS_PER_QUERY)));
    for (const row of rows) found.set(row.details.userId, row.details);
  }
  return found;
}

export async function getOwnTaxDetails(db: Database, userId: string): Promise<RefereeTaxDetails | undefined> {
  const [row] = await db.select().from(refereeTaxDetails).where(eq(refereeTaxDetails.userId, userId));
  return row;
}

/** Saves what the referee typed; `input` already holds only the TIN's last four digits. */
export async function saveOwnTaxDetails(db: Database, userId: string, input: TaxDetailsInput) {
  const values = { ...input, updatedAt: new Date() };
  await db.insert(refereeTaxDetails).values({ userId, ...values }).onConflictDoUpdate({ target: refereeTaxDetails.userId, set: values });
}
