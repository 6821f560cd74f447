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
import { levelLabel } from "~/components/referee/labels";
import {
  filterPaymentLines,
  parseDateRange,
  formatPercentChange,
  parsePaymentFilter,
  RECENT_PAYMENTS_LIMIT,
  type PaymentFilter,
} from "~/domain/earnings";
import { formatMoney } from "~/domain/format";
import { refereeLeagues, totalsByCurrency } from "~/domain/referee-leagues";
import { Input } from "~/components/ui/input";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { refereeEarningsFrom, refereeEarningsQueries } from "~/server/earnings.server";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, refereeMemberships, currencyChoice } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  // Every league the person referees for, in the one batch (issue 20); one summary per league.
  const leagues = refereeLeagues(refereeMemberships);
  const rows = await db.batch(
    refereeEarningsQueries(db, { organizationIds: leagues.map(({ id }) => id), refereeId: user.id }),
  );
  const perLeague = refereeEarningsFrom(rows, { leagues });
  // The referee's currency choice came with the session (decision 0052).
  const moneyFormat = currencyChoice;
  const { searchParams } = new URL(request.url);
  const filter = parsePaymentFilter(searchParams.get("status"));
  const range = parseDateRange(searchParams);
  // The cards, chart and payments are one league's (`?league=`, else the first): one currency at a time.
  const shown = perLeague.find(({ league }) => league.id === searchParams.get("league")) ?? perLeague[0]!;
  const { payments, ...figures } = shown.summary;
  return {
    title: tr("referee.earnings.metaTitle"),
    ...figures,
    filter,
    range,
    // Amounts are in the league's currency; the referee's own currency choice only says how they are
    // written (decision 0043), never a rate to convert at.
    currency: shown.league.currency,
    moneyFormat,
    recentPayments: filterPaymentLines(payments, filter, range).slice(0, RECENT_PAYMENTS_LIMIT),
    paymentCount: payments.length,
    // With more than one league: each league's figures, and one total per currency.
    shownLeague: perLeague.length > 1 ? shown.league : null,
    leagues:
      perLeague.length > 1
        ? perLeague.map(({ league, summary }) => ({
            id: league.id,
            name: league.name,
            currency: league.currency,
            totalCents: summary.totalCents,
            pendingCents: summary.pendingCents,
            gamesRefereed: summary.gamesRefereed,
          }))
        : [],
    totals: totalsByCurrency(
      perLeague.map(({ league, summary }) => ({ currency: league.currency, cents: summary.totalCents })),
    ),
  };
}

const FILTER_LABELS: Record<PaymentFilter, MessageId> = {
  all: "referee.earnings.filter.all",
  paid: "referee.earnings.filter.paid",
  pending: "referee.earnings.filter.pending",
  held: "referee.earnings.filter.held",
};

/** An adjustment has no game level: a dash, in every language. */
const NO_LEVEL = "—";

/** "Jun", "juin", "Juni": a chart month (YYYY-MM) in the reader's language. */
function monthName(locale: string, month: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}

export default function RefereeEarnings({ loaderData }: Route.ComponentProps) {
  const formats = useFormats();
  const t = useT();
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
    shownLeague,
    leagues,
    totals,
  } = loaderData;
  const money = (cents: number) => formatMoney(cents, currency, moneyFormat);
  const highest = Math.max(...months.map((month) => month.amountCents), 1);
  const exportParams = new URLSearchParams();
  if (filter !== "all") exportParams.set("status", filter);
  if (range.from) exportParams.set("from", range.from);
  if (range.to) exportParams.set("to", range.to);
  const leagueSearch = (id: string) => {
    const search = new URLSearchParams(exportParams);
    search.set("league", id);
    return `?${search}`;
  };
  const exportHref = `/referee/earnings/export${exportParams.size ? `?${exportParams}` : ""}`;
  const filtered = filter !== "all" || Boolean(range.from || range.to);
  const inCurrency = (cents: number, code: string) => formatMoney(cents, code, moneyFormat);

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{t("referee.earnings.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("referee.earnings.description")}</p>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label={t("referee.earnings.filterLabel")}>
          <label className="grid gap-1 text-sm">
            <span className="sr-only">{t("referee.earnings.show")}</span>
            <NativeSelect name="status" defaultValue={filter} aria-label={t("referee.earnings.paymentStatus")}>
              {Object.entries(FILTER_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t("referee.earnings.from")}</span>
            <Input type="date" name="from" defaultValue={range.from} aria-label={t("referee.earnings.gamesFrom")} />
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t("referee.earnings.to")}</span>
            <Input type="date" name="to" defaultValue={range.to} aria-label={t("referee.earnings.gamesTo")} />
          </label>
          {shownLeague ? <input type="hidden" name="league" value={shownLeague.id} /> : null}
          <Button type="submit" variant="outline">
            <Filter aria-hidden="true" />
            {t("referee.earnings.filter")}
          </Button>
        </Form>
        <Button asChild variant="outline">
          <a href={exportHref} download>
            <Download aria-hidden="true" />
            {t("referee.earnings.export")}
          </a>
        </Button>
      </header>

      {leagues.length > 0 ? (
        <section aria-labelledby="leagues-heading" className="rounded-lg border bg-card p-5 shadow-sm">
          <h2 id="leagues-heading" className="text-base font-semibold">
            {t("referee.earnings.byLeague")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("referee.earnings.byLeagueDescription")}</p>
          <Table className="mt-3">
            <TableHeader>
              <TableRow>
                <TableHead>{t("referee.earnings.column.league")}</TableHead>
                <TableHead className="text-right">{t("referee.earnings.totalEarnings")}</TableHead>
                <TableHead className="text-right">{t("referee.earnings.pendingPayments")}</TableHead>
                <TableHead className="text-right">{t("referee.earnings.gamesRefereed")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {leagues.map((league) => (
                <TableRow key={league.id} data-league-row={league.id}>
                  <TableCell className="font-medium">
                    <Link
                      to={leagueSearch(league.id)}
                      aria-current={shownLeague?.id === league.id ? "page" : undefined}
                      className="underline-offset-4 hover:underline aria-[current=page]:font-bold"
                    >
                      {league.name}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {inCurrency(league.totalCents, league.currency)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {inCurrency(league.pendingCents, league.currency)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{league.gamesRefereed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="mt-3 text-sm">
            <span className="font-medium">{t("referee.earnings.inTotal")}</span>{" "}
            <span data-testid="earnings-totals" className="tabular-nums">
              {totals.map(({ cents, currency: code }) => inCurrency(cents, code)).join(" · ")}
            </span>
          </p>
        </section>
      ) : null}

      {shownLeague ? (
        <h2 className="text-lg font-semibold">{t("referee.earnings.showing", { league: shownLeague.name })}</h2>
      ) : null}

      <section aria-label={t("referee.earnings.glance")} className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("referee.earnings.totalEarnings")}
          value={money(totalCents)}
          hint={formatPercentChange(changePercent) ?? t("referee.earnings.noComparison")}
        />
        <StatCard
          label={t("referee.earnings.gamesRefereed")}
          value={gamesRefereed}
          hint={t("referee.earnings.lastSixMonths")}
        />
        <StatCard
          label={t("referee.earnings.pendingPayments")}
          value={money(pendingCents)}
          hint={t("referee.earnings.pendingCount", { count: pendingCount })}
        />
      </section>

      <section aria-labelledby="monthly-heading" className="rounded-lg border bg-card p-5 shadow-sm">
        <h2 id="monthly-heading" className="text-base font-semibold">
          {t("referee.earnings.monthly")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("referee.earnings.monthlyDescription")}</p>
        <ol className="mt-4 grid h-56 grid-cols-6 items-end gap-3" aria-label={t("referee.earnings.perMonth")}>
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
              <span className="text-xs text-muted-foreground">{monthName(formats.locale, month.month)}</span>
              <span className="sr-only">
                {t("referee.earnings.monthSummary", {
                  month: monthName(formats.locale, month.month),
                  amount: money(month.amountCents),
                  count: month.games,
                })}
              </span>
              <span aria-hidden="true" className="text-[11px] text-muted-foreground">
                {t("referee.earnings.games", { count: month.games })}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="payments-heading" className="rounded-lg border bg-card p-5 shadow-sm">
        <h2 id="payments-heading" className="text-base font-semibold">
          {t("referee.earnings.recentPayments")}
        </h2>
        {recentPayments.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {paymentCount === 0 ? t("referee.earnings.noPayments") : t("referee.earnings.noneFiltered", { filter })}
          </p>
        ) : (
          <Table className="mt-3">
            <TableCaption className="sr-only">{t("referee.earnings.caption", { filter })}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("referee.openGames.column.game")}</TableHead>
                <TableHead>{t("referee.schedule.sort.level")}</TableHead>
                <TableHead>{t("referee.schedule.sort.date")}</TableHead>
                <TableHead className="text-right">{t("referee.earnings.amount")}</TableHead>
                <TableHead>{t("referee.schedule.column.status")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {recentPayments.map((line) => (
                <TableRow key={line.id}>
                  <TableCell className="font-medium">
                    {line.teams ? t("referee.game.matchup", line.teams) : line.game}
                  </TableCell>
                  <TableCell>{line.level ? levelLabel(t, line.level) : NO_LEVEL}</TableCell>
                  <TableCell>{formats.longDate(line.date)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(line.amountCents)}
                    {line.mileageCents ? (
                      <span className="block text-xs text-muted-foreground">
                        {t("fees.earnings.includesMileage", { mileage: money(line.mileageCents) })}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant={line.status === "paid" ? "success" : "warning"}>
                      {line.status === "paid"
                        ? t("referee.earnings.filter.paid")
                        : line.holdReason
                          ? t("referee.earnings.held", { reason: line.holdReason })
                          : t("referee.earnings.filter.pending")}
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
              {t("referee.earnings.showAll")}
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="withdrawals-heading" className="rounded-lg border p-5">
        <h2 id="withdrawals-heading" className="text-base font-semibold">
          {t("referee.earnings.gettingPaid")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("referee.earnings.gettingPaidDescription", { currency })}
        </p>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="font-medium">{t("referee.earnings.standard")}</dt>
            <dd className="text-muted-foreground">{t("referee.earnings.standardDescription")}</dd>
          </div>
          <div className="rounded-md bg-muted/50 p-3">
            <dt className="font-medium">{t("referee.earnings.instant")}</dt>
            <dd className="text-muted-foreground">{t("referee.earnings.instantDescription")}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
