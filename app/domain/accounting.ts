/**
 * Pro Accounting (issue 11, decision 0038): the plan's price, the monthly bill (active referees = those
 * paid in the month), year-end summaries, who gets a 1099-NEC, masked tax details, and the financial
 * report. Pure: the server passes paid and owed lines in.
 */
import * as v from "valibot";
import type { MessageId } from "~/i18n/messages";
import { msg, tr } from "~/i18n/text";

/** $5 per active referee per month (spec section 1). */
export const PRO_PRICE_PER_ACTIVE_REFEREE_CENTS = 500;
/** Form 1099-NEC is due for nonemployee compensation of $600 or more in the calendar year. */
export const NEC_THRESHOLD_CENTS = 60_000;

/** The months from `start` to `end` inclusive, as YYYY-MM, newest first. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let [year, month] = end.slice(0, 7).split("-").map(Number) as [number, number];
  const first = start.slice(0, 7);
  while (months.length < 600) {
    const label = `${year}-${String(month).padStart(2, "0")}`;
    if (label < first) break;
    months.push(label);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** A switch of the plan, as the activity log recorded it, on the organization's calendar day. */
export interface PlanSwitch {
  /** YYYY-MM-DD in the organization's time zone. */
  day: string;
  plan: "pro" | "core";
}

export interface ProPeriod {
  from: string;
  /** The day Pro ended; null while it is on. */
  to: string | null;
}

/**
 * When Pro Accounting was on, from the plan switches in the order they happened. The organization's
 * plan now has the last word: on Pro with no switch recorded (set up before the log, or by the demo),
 * Pro runs from `planStartedDay`, else from today.
 */
export function proPeriods(
  switches: readonly PlanSwitch[],
  current: { plan: "pro" | "core"; planStartedDay: string | null; today: string },
): ProPeriod[] {
  const periods: ProPeriod[] = [];
  let open: ProPeriod | null = null;
  for (const change of switches) {
    if (change.plan === "pro" && !open) {
      open = { from: change.day, to: null };
      periods.push(open);
    } else if (change.plan === "core" && open) {
      open.to = change.day;
      open = null;
    }
  }
  if (current.plan === "pro" && !open) periods.push({ from: current.planStartedDay ?? current.today, to: null });
  if (current.plan === "core" && open) open.to = current.planStartedDay ?? current.today;
  return periods;
}

/** The months Pro Accounting was on at any time, newest first: each is billed once, gaps on Core never. */
export function proMonths(periods: readonly ProPeriod[], today: string): string[] {
  const months = new Set<string>();
  for (const period of periods) for (const month of monthsBetween(period.from, period.to ?? today)) months.add(month);
  return [...months].sort((a, b) => b.localeCompare(a));
}

export interface PaidLine {
  refereeId: string;
  /** YYYY-MM-DD, the day paid. */
  paidOn: string;
  totalCents: number;
}

export interface BillingMonth {
  month: string;
  activeReferees: number;
  amountCents: number;
}

/**
 * Per month of the bill: how many distinct referees were paid in it (counted in SQL, `activeByMonth`
 * by YYYY-MM), and what Pro Accounting costs for it.
 */
export function billingByMonth(activeByMonth: ReadonlyMap<string, number>, months: readonly string[]): BillingMonth[] {
  return months.map((month) => {
    const activeReferees = activeByMonth.get(month) ?? 0;
    return { month, activeReferees, amountCents: activeReferees * PRO_PRICE_PER_ACTIVE_REFEREE_CENTS };
  });
}

/** What was paid to a referee: one payment, or several of one category already summed in SQL. */
export interface SummaryLine extends PaidLine {
  refereeName: string;
  /** How many of the payments pay for a game (a payable of a completed assignment). */
  games: number;
  category: string | null;
  /**
   * Mileage inside `totalCents` (issue 21, decision 0078): a reimbursement at a set rate for distances the
   * payer knows, under an accountable plan, so not nonemployee compensation (1099-NEC box 1).
   */
  mileageCents?: number;
}

export interface YearSummary {
  refereeId: string;
  refereeName: string;
  paidCents: number;
  games: number;
  byCategory: Record<string, number>;
  /** Mileage reimbursed within `paidCents` (decision 0078). */
  mileageCents: number;
  /** What box 1 of the 1099-NEC reports: `paidCents` without the mileage reimbursed. */
  necCents: number;
  /** Compensation (`necCents`) of $600.00 or more: a 1099-NEC is due. */
  needs1099: boolean;
}

/** What each referee was paid in a calendar year (by the day paid), most paid first. */
export function yearSummaries(lines: readonly SummaryLine[], year: number): YearSummary[] {
  const prefix = `${year}-`;
  const byReferee = new Map<string, YearSummary>();
  for (const line of lines) {
    if (!line.paidOn.startsWith(prefix)) continue;
    const entry = byReferee.get(line.refereeId) ?? {
      refereeId: line.refereeId,
      refereeName: line.refereeName,
      paidCents: 0,
      games: 0,
      byCategory: {},
      mileageCents: 0,
      necCents: 0,
      needs1099: false,
    };
    entry.paidCents += line.totalCents;
    entry.mileageCents += line.mileageCents ?? 0;
    entry.necCents += line.totalCents - (line.mileageCents ?? 0);
    entry.games += line.games;
    const category = line.category ?? "uncategorized";
    entry.byCategory[category] = (entry.byCategory[category] ?? 0) + line.totalCents;
    byReferee.set(line.refereeId, entry);
  }
  return [...byReferee.values()]
    .map((entry) => ({ ...entry, needs1099: entry.necCents >= NEC_THRESHOLD_CENTS }))
    .sort((a, b) => b.paidCents - a.paidCents || a.refereeName.localeCompare(b.refereeName));
}

/** A TIN as it may be shown anywhere: only its last four digits. */
export function maskTin(tinType: "ssn" | "ein", last4: string): string {
  return tinType === "ein" ? `**-***${last4}` : `***-**-${last4}`;
}

/** The organization's EIN as shown on screen. */
export function maskEin(ein: string | null): string | null {
  if (!ein) return null;
  const digits = ein.replace(/\D/g, "");
  return digits.length >= 4 ? `**-***${digits.slice(-4)}` : null;
}

const text = (required: MessageId, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, msg(required)),
    v.maxLength(max, msg("accounting.error.atMost", { max })),
  );
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(max, msg("accounting.error.atMost", { max })),
    v.transform((value) => (value === "" ? null : value)),
  );

/**
 * The referee's tax details as typed. The full TIN is checked (nine digits) and then only its last four
 * are kept: the 1099-NEC data is for the payer to complete, and nothing more needs storing.
 */
export const TaxDetailsSchema = v.pipe(
  v.object({
    legalName: text("accounting.error.legalName", 100),
    businessName: optionalText(100),
    tinType: v.picklist(["ssn", "ein"], msg("accounting.error.tinType")),
    tin: v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => value.replace(/[\s-]/g, "")),
      v.regex(/^\d{9}$/, msg("accounting.error.tin")),
    ),
    addressLine1: text("accounting.error.streetAddress", 120),
    addressLine2: optionalText(120),
    city: text("accounting.error.city", 80),
    state: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, msg("accounting.error.state"))),
    postalCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(-\d{4})?$/, msg("accounting.error.zip"))),
  }),
  v.transform(({ tin, ...rest }) => ({ ...rest, tinLast4: tin.slice(-4) })),
);
export type TaxDetailsInput = v.InferOutput<typeof TaxDetailsSchema>;

export const PayerDetailsSchema = v.object({
  legalName: text("accounting.error.orgLegalName", 120),
  taxId: v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => value.replace(/[\s-]/g, "")),
    v.regex(/^\d{9}$/, msg("accounting.error.ein")),
    v.transform((value) => `${value.slice(0, 2)}-${value.slice(2)}`),
  ),
  mailingAddress: text("accounting.error.mailingAddress", 300),
});
export type PayerDetailsInput = v.InferOutput<typeof PayerDetailsSchema>;

export interface ReportRow {
  key: string;
  paidCents: number;
  owedCents: number;
}

/**
 * Paid and owed by month (newest first), by level and by venue (largest first), from rows already
 * grouped in SQL (`null` level or venue: a payable of no game).
 */
export function financialReport(grouped: {
  byMonth: readonly ReportRow[];
  byLevel: readonly (Omit<ReportRow, "key"> & { key: string | null })[];
  byVenue: readonly (Omit<ReportRow, "key"> & { key: string | null })[];
}) {
  const bySize = (a: ReportRow, b: ReportRow) =>
    b.paidCents + b.owedCents - (a.paidCents + a.owedCents) || a.key.localeCompare(b.key);
  const named = (rows: readonly (Omit<ReportRow, "key"> & { key: string | null })[]) =>
    rows.map((row) => ({ ...row, key: row.key ?? tr("accounting.report.noGame") }));
  return {
    byMonth: [...grouped.byMonth].sort((a, b) => b.key.localeCompare(a.key)),
    byLevel: named(grouped.byLevel).sort(bySize),
    byVenue: named(grouped.byVenue).sort(bySize),
  };
}
