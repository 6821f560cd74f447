/**
 * The referee's Earnings page (spec section 2, and section 9: "compares last two monthly entries,
 * percent rounded, shows last 6 months"). Pure: the server passes the referee's completed assignments
 * (with the payment recorded for each, if any) and their adjustment payments.
 *
 * What a game earned: the amount of its payment when one is recorded, else the game's fee (the fee is
 * what the referee is owed until the assignor records the payment). Earnings count in the month of the
 * game's date, in the organization's calendar.
 */
import type { PaymentStatus } from "./constants";
import { tr } from "~/i18n/text";

/** Spec section 9: the chart and the Games Refereed card cover the last six months. */
export const EARNINGS_MONTHS = 6;
/** Rows in the Recent Payments table. */
export const RECENT_PAYMENTS_LIMIT = 10;

export interface CompletedGameEarning {
  assignmentId: string;
  date: string;
  homeTeam: string;
  awayTeam: string;
  level: string;
  feeCents: number;
  /** `amountCents` is the whole payable; `mileageCents` the travel pay inside it (issue 21). */
  payment: {
    amountCents: number;
    mileageCents?: number;
    status: PaymentStatus;
    paidAt: Date | null;
    /** Why an assignor holds the payable (issue 22: "no_show"); absent when it is not held. */
    holdReason?: string;
  } | null;
}

/** A payment recorded without a game (an adjustment, a bonus). */
export interface AdjustmentPayment {
  id: string;
  description: string;
  amountCents: number;
  status: PaymentStatus;
  /** The day it was recorded, in the organization's calendar. */
  date: string;
}

export interface MonthlyEarnings {
  /** YYYY-MM */
  month: string;
  /** "Jun" */
  label: string;
  amountCents: number;
  games: number;
}

export interface PaymentLine {
  id: string;
  /** "Home vs Away" (the CSV's words), or an adjustment's description. */
  game: string;
  /** A game's teams, for a page to word the matchup in its reader's language; null for an adjustment. */
  teams?: { home: string; away: string } | null;
  level: string | null;
  date: string;
  amountCents: number;
  /** The travel pay included in `amountCents` (issue 21), when there is any. */
  mileageCents?: number;
  status: PaymentStatus | "held";
  /** A pending payable an assignor holds, and why (issue 22: a reported no-show). */
  holdReason?: string;
}

/** What a completed game earned: its recorded payment, else its fee. */
export function gameEarning(game: CompletedGameEarning): number {
  return game.payment ? game.payment.amountCents : game.feeCents;
}

/** The `count` months ending with today's, oldest first, as YYYY-MM. */
export function lastMonths(today: string, count: number = EARNINGS_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(year, month - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

const monthLabel = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });

/** Earnings and games per month for the last six months, a month without games at zero. */
export function monthlyEarnings(
  games: readonly CompletedGameEarning[],
  today: string,
  count: number = EARNINGS_MONTHS,
): MonthlyEarnings[] {
  return lastMonths(today, count).map((month) => {
    const inMonth = games.filter((game) => game.date.startsWith(`${month}-`) && game.date <= today);
    return {
      month,
      label: monthLabel.format(new Date(`${month}-01T00:00:00Z`)),
      amountCents: inMonth.reduce((sum, game) => sum + gameEarning(game), 0),
      games: inMonth.length,
    };
  });
}

/**
 * The change from the second-to-last month to the last, in whole percent (spec section 9). Null when
 * there is nothing to compare with (no earlier month, or it earned nothing): a rise from zero has no
 * percentage.
 */
export function percentChange(months: readonly MonthlyEarnings[]): number | null {
  if (months.length < 2) return null;
  const previous = months[months.length - 2]!.amountCents;
  const last = months[months.length - 1]!.amountCents;
  if (previous === 0) return null;
  const change = Math.round(((last - previous) / previous) * 100);
  return change === 0 ? 0 : change; // no "-0%"
}

/** "+12% from last month", "-18% from last month" (in the language being served), or null when there is no comparison. */
export function formatPercentChange(change: number | null): string | null {
  if (change === null) return null;
  return tr("referee.earnings.changeFromLastMonth", { change: `${change > 0 ? "+" : ""}${change}` });
}

/** Completed games and adjustments as payment lines, newest first. */
export function paymentLines(
  games: readonly CompletedGameEarning[],
  adjustments: readonly AdjustmentPayment[] = [],
): PaymentLine[] {
  const lines: PaymentLine[] = [
    ...games.map((game) => ({
      id: game.assignmentId,
      game: `${game.homeTeam} vs ${game.awayTeam}`,
      teams: { home: game.homeTeam, away: game.awayTeam },
      level: game.level,
      date: game.date,
      amountCents: gameEarning(game),
      ...(game.payment?.mileageCents ? { mileageCents: game.payment.mileageCents } : {}),
      // Held (a reported no-show) is its own status: not pending-owed, not paid (issue 32).
      status:
        game.payment?.status === "paid"
          ? ("paid" as const)
          : game.payment?.holdReason
            ? ("held" as const)
            : ("pending" as const),
      ...(game.payment?.status === "pending" && game.payment.holdReason ? { holdReason: game.payment.holdReason } : {}),
    })),
    ...adjustments.map((payment) => ({
      id: payment.id,
      game: payment.description,
      teams: null,
      level: null,
      date: payment.date,
      amountCents: payment.amountCents,
      status: payment.status,
    })),
  ];
  return lines.sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : b.date.localeCompare(a.date)));
}

export interface EarningsSummary {
  /** Earned over the last six months. */
  totalCents: number;
  /** Change of the last month against the month before, rounded percent; null when not comparable. */
  changePercent: number | null;
  /** Completed games in the last six months. */
  gamesRefereed: number;
  /** Completed games (and adjustments) not yet paid. */
  pendingCents: number;
  pendingCount: number;
  months: MonthlyEarnings[];
  /** Every payment line, newest first (the page shows the first RECENT_PAYMENTS_LIMIT). */
  payments: PaymentLine[];
}

export function earningsSummary(
  games: readonly CompletedGameEarning[],
  adjustments: readonly AdjustmentPayment[],
  today: string,
): EarningsSummary {
  const months = monthlyEarnings(games, today);
  const lines = paymentLines(games, adjustments);
  const pending = lines.filter((line) => line.status === "pending");
  return {
    totalCents: months.reduce((sum, month) => sum + month.amountCents, 0),
    changePercent: percentChange(months),
    gamesRefereed: months.reduce((sum, month) => sum + month.games, 0),
    pendingCents: pending.reduce((sum, line) => sum + line.amountCents, 0),
    pendingCount: pending.length,
    months,
    payments: lines,
  };
}

export const PAYMENT_FILTERS = ["all", "paid", "pending", "held"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** The Filter menu's choice from the URL (`?status=`); anything else shows all. */
export function parsePaymentFilter(value: string | null): PaymentFilter {
  return (PAYMENT_FILTERS as readonly string[]).includes(value ?? "") ? (value as PaymentFilter) : "all";
}

/** A date range from the URL (`?from=&to=`, YYYY-MM-DD); a malformed end is ignored. */
export function parseDateRange(searchParams: URLSearchParams): { from?: string; to?: string } {
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return { from: day(searchParams.get("from")), to: day(searchParams.get("to")) };
}

export function filterPaymentLines(
  lines: readonly PaymentLine[],
  filter: PaymentFilter,
  range: { from?: string; to?: string } = {},
): PaymentLine[] {
  return lines.filter(
    (line) =>
      (filter === "all" || line.status === filter) &&
      (!range.from || line.date >= range.from) &&
      (!range.to || line.date <= range.to),
  );
}
