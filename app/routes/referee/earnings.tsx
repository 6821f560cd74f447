/**
 * /referee/earnings (spec section 2): cards Total Earnings (with the change against last month),
 * Games Refereed (last 6 months) and Pending Payments, the six-month chart and Recent Payments
 * (Game, Level, Date, Amount, Status), computed from the referee's completed assignments and the payables
 * recorded for them (`app/domain/earnings.ts`), in the organization's currency written the way the
 * referee's currency choice reads (decision 0043). Filter narrows
 * the payments to Paid or Pending (`?status=`); Export downloads every payment line as CSV.
 */
import { useFormats } from "~/components/formats";
import { Form, Link } from "react-router";
import { Download, Filter } from "lucide-react";
import type { Route } from "./+types/earnings";
import { StatCard } from "~/components/portal-shell";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-controls";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { GAME_LEVEL_LABELS, type GameLevel } from "~/domain/constants";
import {
  filterPaymentLines,
  parseDateRange,
  formatPercentChange,
  parsePaymentFilter,
  RECENT_PAYMENTS_LIMIT,
  type PaymentFilter,
} from "~/domain/earnings";
import { formatMoney } from "~/domain/format";
import { Input } from "~/components/ui/input";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { refereeEarningsFrom, refereeEarningsQueries } from "~/server/earnings.server";

export const meta: Route.MetaFunction = () => [{ title: "Earnings | Referee Dashboard | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization, currencyChoice } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const rows = await db.batch(refereeEarningsQueries(db, { organizationId: organization.id, refereeId: user.id }));
  const summary = refereeEarningsFrom(rows, { timeZone: organization.timeZone });
  // The referee's currency choice came with the session (decision 0052).
  const moneyFormat = currencyChoice;
  const { searchParams } = new URL(request.url);
  const filter = parsePaymentFilter(searchParams.get("status"));
  const range = parseDateRange(searchParams);
  const { payments, ...figures } = summary;
  return {
    ...figures,
    filter,
    range,
    // Amounts are in the organization's currency; the referee's own currency choice only says how they
    // are written (decision 0043), never a rate to convert at.
    currency: organization.currency,
    moneyFormat,
    recentPayments: filterPaymentLines(payments, filter, range).slice(0, RECENT_PAYMENTS_LIMIT),
    paymentCount: payments.length,
  };
}

const FILTER_LABELS: Record<PaymentFilter, string> = { all: "All payments", paid: "Paid", pending: "Pending" };

function levelLabel(level: string | null): string {
  if (!level) return "—";
  return GAME_LEVEL_LABELS[level as GameLevel] ?? level;
}

export default function RefereeEarnings({ loaderData }: Route.ComponentProps) {
  const formats = useFormats();
  const {
    totalCents,
    changePercent,
    gamesRefereed,
    pendingCents,
    pendingCount,
    months,
    recentPayments,
    filter,
    range,
    currency,
    moneyFormat,
    paymentCount,
  } = loaderData;
  const money = (cents: number) => formatMoney(cents, currency, moneyFormat);
  const highest = Math.max(...months.map((month) => month.amountCents), 1);
  const exportParams = new URLSearchParams();
  if (filter !== "all") exportParams.set("status", filter);
  if (range.from) exportParams.set("from", range.from);
  if (range.to) exportParams.set("to", range.to);
  const exportHref = `/referee/earnings/export${exportParams.size ? `?${exportParams}` : ""}`;
  const filtered = filter !== "all" || Boolean(range.from || range.to);

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">Earnings</h1>
          <p className="text-sm text-muted-foreground">
            What your completed games earned and what is still to be paid.
          </p>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter payments">
          <label className="grid gap-1 text-sm">
            <span className="sr-only">Show</span>
            <NativeSelect name="status" defaultValue={filter} aria-label="Payment status">
              {Object.entries(FILTER_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="grid gap-1 text-sm">
            <span>From</span>
            <Input type="date" name="from" defaultValue={range.from} aria-label="Games from" />
          </label>
          <label className="grid gap-1 text-sm">
            <span>To</span>
            <Input type="date" name="to" defaultValue={range.to} aria-label="Games to" />
          </label>
          <Button type="submit" variant="outline">
            <Filter aria-hidden="true" />
            Filter
          </Button>
        </Form>
        <Button asChild variant="outline">
          <a href={exportHref} download>
            <Download aria-hidden="true" />
            Export
          </a>
        </Button>
      </header>

      <section aria-label="Earnings at a glance" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Earnings"
          value={money(totalCents)}
          hint={formatPercentChange(changePercent) ?? "Last 6 months · no earlier month to compare"}
        />
        <StatCard label="Games Refereed" value={gamesRefereed} hint="Last 6 months" />
        <StatCard
          label="Pending Payments"
          value={money(pendingCents)}
          hint={pendingCount === 1 ? "1 payment not yet paid" : `${pendingCount} payments not yet paid`}
        />
      </section>

      <section aria-labelledby="monthly-heading" className="rounded-lg border bg-card p-5 shadow-sm">
        <h2 id="monthly-heading" className="text-base font-semibold">
          Monthly earnings
        </h2>
        <p className="text-sm text-muted-foreground">Completed games by the month they were played.</p>
        <ol className="mt-4 grid h-56 grid-cols-6 items-end gap-3" aria-label="Earnings per month, last 6 months">
          {months.map((month) => (
            <li key={month.month} className="flex h-full flex-col items-center justify-end gap-1 text-center">
              <span className="text-xs font-medium tabular-nums">{money(month.amountCents)}</span>
              <span
                aria-hidden="true"
                className="w-full max-w-12 rounded-t bg-primary"
                style={{
                  height: `${Math.round((month.amountCents / highest) * 70)}%`,
                  minHeight: month.amountCents > 0 ? 4 : 1,
                }}
              />
              <span className="text-xs text-muted-foreground">{month.label}</span>
              <span className="sr-only">{`${month.label}: ${money(month.amountCents)}, ${month.games} games`}</span>
              <span aria-hidden="true" className="text-[11px] text-muted-foreground">
                {month.games === 1 ? "1 game" : `${month.games} games`}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="payments-heading" className="rounded-lg border bg-card p-5 shadow-sm">
        <h2 id="payments-heading" className="text-base font-semibold">
          Recent Payments
        </h2>
        {recentPayments.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {paymentCount === 0
              ? "No payments yet. Completed games appear here with what they pay."
              : `No ${filter} payments.`}
          </p>
        ) : (
          <Table className="mt-3">
            <TableCaption className="sr-only">{`Recent payments: ${FILTER_LABELS[filter].toLowerCase()}`}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Game</TableHead>
                <TableHead>Level</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {recentPayments.map((line) => (
                <TableRow key={line.id}>
                  <TableCell className="font-medium">{line.game}</TableCell>
                  <TableCell>{levelLabel(line.level)}</TableCell>
                  <TableCell>{formats.longDate(line.date)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(line.amountCents)}</TableCell>
                  <TableCell>
                    <Badge variant={line.status === "paid" ? "success" : "warning"}>
                      {line.status === "paid" ? "Paid" : "Pending"}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {filtered ? (
          <p className="mt-3 text-sm">
            <Link to="/referee/earnings" className="underline">
              Show all payments
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="withdrawals-heading" className="rounded-lg border p-5">
        <h2 id="withdrawals-heading" className="text-base font-semibold">
          Getting paid
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {`Your organization pays you directly and records it here; amounts are in its currency (${currency}). Whistle does not hold or move money.`}
        </p>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="font-medium">Standard withdrawal</dt>
            <dd className="text-muted-foreground">2-3 business days, $0 fee</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="font-medium">Instant withdrawal</dt>
            <dd className="text-muted-foreground">Within minutes, for a small fee</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
