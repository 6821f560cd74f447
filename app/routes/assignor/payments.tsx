/**
 * Payments (issue 11, decision 0037): what the organization owes its referees, per game or per
 * referee, and the record of what was paid. Every completed assignment is a payable at the game's fee;
 * the assignor adds mileage or an adjustment, files it under an expense category, marks payments paid
 * (one, a referee's, or a selection) with the day, method and reference, and exports the payout. Nothing
 * here moves money. Works without JavaScript: the bulk form gathers the row checkboxes by `form=`.
 * At season scale (decision 0043): the by-game list is paged; per-referee figures are summed in SQL over
 * every matching payable, and a referee's "Mark all paid" is resolved on the server.
 */
import { useFormats } from "~/components/formats";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/payments";
import { FormMessage } from "~/components/form-fields";
import { PageNav } from "~/components/list-controls";
import {
  AdjustPaymentDialog,
  MarkPaidDialog,
  MarkPaidFields,
  SelectAllPayments,
  UndoPaidButton,
  useMarkPaidToast,
} from "~/components/payments/payment-actions";
import { StatCard } from "~/components/portal-shell";
import { Badge } from "~/components/ui/badge";
import { HeldPayableStatus } from "~/components/game-reports/held-payable-status";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-controls";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/components/ui/utils";
import { todayIn } from "~/domain/dates";
import { formText, formTexts, formValues, parseSubmission } from "~/domain/forms";
import { formatMoney } from "~/domain/format";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { categoryLabel, methodLabel, positionLabel } from "~/components/payments/labels";
import {
  AdjustPayableSchema,
  MarkPaidSchema,
  MarkRefereePaidSchema,
  paidOnProblem,
  paymentFilters,
  PAYMENTS_PAGE_SIZE,
  payableTotal,
  refereeOwedChangedMessage,
} from "~/domain/payments";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { loadPaymentsPage } from "~/server/payment-list.server";
import { adjustPayable, markPaymentsPaid, markPaymentUnpaid, markRefereePaymentsPaid } from "~/server/payments.server";
import { SEARCH_MAX_LENGTH } from "~/domain/search";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Payments | Assignor Dashboard | Whistle" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "money");
  const { db } = getAppContext(context);
  const filters = paymentFilters(new URL(request.url).searchParams);
  const today = todayIn(organization.timeZone);
  // Each view reads only what it shows, in one round trip; the per-referee figures are summed in SQL.
  const { list, referees, totals } = await loadPaymentsPage(db, {
    organizationId: organization.id,
    filters,
    today,
    pageSize: PAYMENTS_PAGE_SIZE,
  });
  return {
    title: tr("payments.metaTitle"),
    filters,
    today,
    currency: organization.currency,
    totals,
    list,
    referees: referees.map(({ email: _email, ...referee }) => referee),
  };
}

type FieldErrors = Record<string, string[] | undefined>;

/** Marks, not words: an empty cell, the separator of a line's details, and an amount's sign. */
const NONE = "—";
const SEPARATOR = " · ";
const MINUS = "−";

/** The answer to a mark-paid that went through. */
function paidMessage({ paid, alreadyPaid }: { paid: number; alreadyPaid: number }): string {
  if (paid === 0) return tr("payments.paid.already");
  return alreadyPaid
    ? tr("payments.paid.doneSome", { paid, already: alreadyPaid })
    : tr("payments.paid.done", { paid });
}
/** What was typed, handed back with a refusal so the form shows it again. */
type TypedValues = Record<string, string | string[]>;

export async function action({ request, context }: Route.ActionArgs) {
  // The layout's guard does not cover actions: check again here.
  const { user, organization, currencyChoice } = await requireStaff(context, request, "money");
  const { db } = getAppContext(context);
  const form = await request.formData();
  const done = <Intent extends string>(intent: Intent, message: string) => ({
    intent,
    ok: true as const,
    message,
    errors: {} as FieldErrors,
    values: null as TypedValues | null,
  });

  return dispatchIntent(form, {
    "mark-paid": async () => {
      const intent = "mark-paid";
      const values: TypedValues = {
        paymentIds: formTexts(form, "paymentIds"),
        ...formValues(form, ["paidOn", "method", "reference"]),
      };
      const parsed = parseSubmission(MarkPaidSchema, values);
      const errors: FieldErrors = parsed.ok ? {} : parsed.fieldErrors;
      const future = parsed.ok ? paidOnProblem(parsed.value.paidOn, todayIn(organization.timeZone)) : null;
      if (future) errors.paidOn = [future];
      if (!parsed.ok || future) {
        const message = errors.paymentIds?.[0] ?? tr("payments.checkFields");
        return data({ intent, ok: false as const, message, errors, values }, { status: 400 });
      }
      const result = await markPaymentsPaid(db, {
        organizationId: organization.id,
        actorId: user.id,
        input: parsed.value,
      });
      if (!result.ok)
        return data(
          { intent, ok: false as const, message: result.message, errors: {}, values },
          { status: result.status },
        );
      return done(intent, paidMessage(result));
    },

    "mark-referee-paid": async () => {
      const intent = "mark-referee-paid";
      const values: TypedValues = formValues(form, [
        "refereeId",
        "paidOn",
        "method",
        "reference",
        "shownCount",
        "shownOwedCents",
      ]);
      const parsed = parseSubmission(MarkRefereePaidSchema, values);
      const errors: FieldErrors = parsed.ok ? {} : parsed.fieldErrors;
      const future = parsed.ok ? paidOnProblem(parsed.value.paidOn, todayIn(organization.timeZone)) : null;
      if (future) errors.paidOn = [future];
      if (!parsed.ok || future)
        return data(
          { intent, ok: false as const, message: tr("payments.checkFields"), errors, values },
          { status: 400 },
        );
      const { refereeId, shownCount, shownOwedCents, ...paid } = parsed.value;
      // The filters the page had: "all of this referee's" means all of theirs that the page was showing.
      const filters = paymentFilters(new URLSearchParams(formValues(form, ["q", "status", "from", "to"])));
      const result = await markRefereePaymentsPaid(db, {
        organizationId: organization.id,
        actorId: user.id,
        refereeId,
        filters,
        shown: { pendingCount: shownCount, owedCents: shownOwedCents },
        input: paid,
      });
      if (!result.ok) {
        const refuse = (message: string, status: 404 | 409) =>
          data({ intent, ok: false as const, message, errors: {} as FieldErrors, values }, { status });
        if (result.reason === "not-found") return refuse(tr("payments.refereeNotFound"), 404);
        if (result.reason === "nothing-pending") return refuse(tr("payments.nothingPending"), 409);
        if (result.reason === "held") return refuse(tr("payments.error.held"), 409);
        return refuse(
          refereeOwedChangedMessage(result.refereeName, result, (cents) =>
            formatMoney(cents, organization.currency, currencyChoice),
          ),
          409,
        );
      }
      return done(intent, paidMessage(result));
    },

    unpay: async () => {
      const intent = "unpay";
      const result = await markPaymentUnpaid(db, {
        organizationId: organization.id,
        actorId: user.id,
        paymentId: formText(form, "paymentId"),
      });
      if (!result.ok)
        return data(
          {
            intent,
            ok: false as const,
            message: result.message,
            errors: {} as FieldErrors,
            values: null as TypedValues | null,
          },
          { status: result.status },
        );
      return done(intent, tr("payments.unpaid"));
    },

    adjust: async () => {
      const intent = "adjust";
      const values: TypedValues = formValues(form, ["paymentId", "mileage", "adjustment", "note", "expenseCategory"]);
      const parsed = parseSubmission(AdjustPayableSchema, values);
      if (!parsed.ok) {
        return data(
          {
            intent,
            ok: false as const,
            message: tr("payments.checkFields"),
            errors: parsed.fieldErrors,
            values,
          },
          { status: 400 },
        );
      }
      const result = await adjustPayable(db, {
        organizationId: organization.id,
        actorId: user.id,
        input: parsed.value,
      });
      if (!result.ok)
        return data(
          { intent, ok: false as const, message: result.message, errors: {} as FieldErrors, values },
          { status: result.status },
        );
      return done(intent, tr("payments.updated"));
    },
  });
}

export type PaymentsAction = typeof action;

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, list, referees, totals, currency, today } = loaderData;
  const formats = useFormats();
  const t = useT();
  const { lines } = list;
  // The one money formatter: the organization's currency, written the reader's way (never converted).
  const money = formats.money;
  const statusLabel = (status: "pending" | "paid") =>
    status === "paid" ? t("payments.status.paid") : t("payments.status.pending");
  const gameName = (line: (typeof lines)[number]) =>
    line.homeTeam ? t("payments.gameTeams", { home: line.homeTeam, away: line.awayTeam }) : line.description;
  const navigation = useNavigation();
  useMarkPaidToast();
  const bulkAnswer = actionData?.intent === "mark-paid" ? actionData : null;
  const otherAnswer = actionData && actionData.intent !== "mark-paid" ? actionData : null;
  const typedIds = bulkAnswer && !bulkAnswer.ok ? bulkAnswer.values?.paymentIds : undefined;
  const selected = new Set(Array.isArray(typedIds) ? typedIds : []);
  const view = filters.view;
  const filterQuery = (next: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    const merged = {
      q: filters.q || undefined,
      status: filters.status,
      from: filters.from,
      to: filters.to,
      view,
      ...next,
    };
    for (const [key, value] of Object.entries(merged)) if (value) params.set(key, value);
    return `?${params}`;
  };
  // What "Mark all paid" for a referee acts on: all of theirs under these filters, found by the server.
  const filterFields = { q: filters.q, status: filters.status ?? "", from: filters.from ?? "", to: filters.to ?? "" };
  const exportQuery = (format: "totals" | "lines") => {
    const params = new URLSearchParams({ format });
    if (filters.status) params.set("status", filters.status);
    if (filters.from) params.set("from", filters.from);
    if (filters.to) params.set("to", filters.to);
    if (filters.q) params.set("q", filters.q);
    return `/assignor/payments/export?${params}`;
  };
  const pendingLines = lines.filter((line) => line.status === "pending");
  const firstShown = (list.page - 1) * PAYMENTS_PAGE_SIZE + 1;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("payments.title")}</h1>
          <p className="text-muted-foreground">{t("payments.description")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link className={buttonVariants({ variant: "outline" })} to="/assignor/accounting">
            {t("payments.proAccounting")}
          </Link>
          <a className={buttonVariants({ variant: "outline" })} href={exportQuery("totals")} download>
            {t("payments.exportPayout")}
          </a>
          <a className={buttonVariants({ variant: "outline" })} href={exportQuery("lines")} download>
            {t("payments.exportLines")}
          </a>
        </div>
      </div>

      <section aria-label={t("payments.glance")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t("payments.stat.owed")}
          value={money(totals.owedCents)}
          hint={
            totals.heldCount > 0
              ? t("payments.stat.pendingAndHeld", {
                  pending: t("payments.stat.pendingCount", { count: totals.pendingCount }),
                  held: t("payments.held.total", { amount: money(totals.heldCents), count: totals.heldCount }),
                })
              : t("payments.stat.pendingCount", { count: totals.pendingCount })
          }
        />
        <StatCard label={t("payments.stat.refereesOwed")} value={totals.refereesOwed} />
        <StatCard
          label={t("payments.stat.paidThisMonth")}
          value={money(totals.paidThisMonthCents)}
          hint={t("payments.stat.byDayPaid")}
        />
        <StatCard label={t("payments.stat.currency")} value={currency} hint={t("payments.stat.currencyHint")} />
      </section>

      <Form
        method="get"
        className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_10rem_10rem_10rem_auto] sm:items-end"
        aria-label={t("payments.filter.label")}
      >
        <input type="hidden" name="view" value={view} />
        <div className="grid gap-1.5">
          <Label htmlFor="payments-q">{t("payments.filter.search")}</Label>
          <Input
            id="payments-q"
            type="search"
            name="q"
            maxLength={SEARCH_MAX_LENGTH}
            defaultValue={filters.q}
            placeholder={t("payments.filter.searchPlaceholder")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="payments-status">{t("payments.filter.status")}</Label>
          <NativeSelect id="payments-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("payments.filter.all")}</option>
            <option value="pending">{t("payments.status.pending")}</option>
            <option value="held">{t("payments.status.held")}</option>
            <option value="paid">{t("payments.status.paid")}</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="payments-from">{t("payments.filter.from")}</Label>
          <Input id="payments-from" type="date" name="from" defaultValue={filters.from} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="payments-to">{t("payments.filter.to")}</Label>
          <Input id="payments-to" type="date" name="to" defaultValue={filters.to} />
        </div>
        <Button type="submit" variant="secondary">
          {t("payments.filter.submit")}
        </Button>
      </Form>

      <nav aria-label={t("payments.group.label")} className="flex gap-2">
        <Link
          to={filterQuery({ view: "games" })}
          aria-current={view === "games" ? "page" : undefined}
          className={cn(buttonVariants({ variant: view === "games" ? "default" : "outline", size: "sm" }))}
        >
          {t("payments.group.byGame")}
        </Link>
        <Link
          to={filterQuery({ view: "referees" })}
          aria-current={view === "referees" ? "page" : undefined}
          className={cn(buttonVariants({ variant: view === "referees" ? "default" : "outline", size: "sm" }))}
        >
          {t("payments.group.byReferee")}
        </Link>
      </nav>

      {otherAnswer ? (
        <FormMessage tone={otherAnswer.ok ? "success" : "error"}>{otherAnswer.message}</FormMessage>
      ) : null}

      {view === "referees" ? (
        <Card>
          <CardHeader>
            <CardTitle render="h2">{t("payments.referees.title")}</CardTitle>
            <CardDescription aria-live="polite">{t("payments.referees.count", { count: list.total })}</CardDescription>
          </CardHeader>
          <CardContent>
            {referees.length === 0 ? (
              <EmptyPayments filtered={Boolean(filters.q || filters.status || filters.from || filters.to)} />
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("payments.col.referee")}</TableHead>
                    <TableHead className="text-right">{t("payments.col.pendingGames")}</TableHead>
                    <TableHead className="text-right">{t("payments.col.owed")}</TableHead>
                    <TableHead className="text-right">{t("payments.col.paid")}</TableHead>
                    <TableHead>{t("payments.col.lastPaid")}</TableHead>
                    <TableHead>
                      <span className="sr-only">{t("payments.col.actions")}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {referees.map((referee) => (
                    <TableRow key={referee.refereeId}>
                      <TableCell className="font-medium">{referee.refereeName}</TableCell>
                      <TableCell className="text-right tabular-nums">{referee.pendingCount}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {money(referee.owedCents)}
                        {referee.heldCount > 0 ? (
                          <div className="text-xs text-muted-foreground">
                            {t("payments.held.total", { amount: money(referee.heldCents), count: referee.heldCount })}
                          </div>
                        ) : null}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{money(referee.paidCents)}</TableCell>
                      <TableCell>{referee.lastPaidOn ? formats.longDate(referee.lastPaidOn) : NONE}</TableCell>
                      <TableCell className="text-right">
                        {referee.pendingCount > 0 ? (
                          <MarkPaidDialog
                            fields={{
                              intent: "mark-referee-paid",
                              refereeId: referee.refereeId,
                              shownCount: String(referee.pendingCount),
                              shownOwedCents: String(referee.owedCents),
                              ...filterFields,
                            }}
                            today={today}
                            label={t("payments.markAllPaid.label", {
                              name: referee.refereeName,
                              count: referee.pendingCount,
                            })}
                            title={t("payments.markAllPaid.title", { name: referee.refereeName })}
                            description={t("payments.markAllPaid.description", {
                              count: referee.pendingCount,
                              amount: money(referee.owedCents),
                            })}
                            buttonText={t("payments.markAllPaid.button")}
                          />
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <PageNav page={list.page} pageCount={list.pageCount} />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle render="h2">{t("payments.games.title")}</CardTitle>
            <CardDescription aria-live="polite">
              {list.pageCount > 1
                ? t("payments.games.paged", {
                    total: formats.number(list.total),
                    first: formats.number(firstShown),
                    last: formats.number(firstShown + lines.length - 1),
                    pageSize: PAYMENTS_PAGE_SIZE,
                  })
                : t("payments.games.count", { count: list.total })}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {pendingLines.length > 0 ? (
              <Form
                id="bulk-pay"
                method="post"
                noValidate
                className="grid gap-3 rounded-md border bg-muted/40 p-3"
                aria-label={t("payments.bulk.label")}
              >
                <input type="hidden" name="intent" value="mark-paid" />
                <p className="text-sm font-medium">{t("payments.bulk.hint")}</p>
                <MarkPaidFields
                  idPrefix="bulk"
                  today={today}
                  values={bulkAnswer && !bulkAnswer.ok ? bulkAnswer.values : null}
                  errors={bulkAnswer && !bulkAnswer.ok ? bulkAnswer.errors : {}}
                />
                <div className="flex flex-wrap items-center gap-3">
                  <Button type="submit" disabled={navigation.state === "submitting"}>
                    {navigation.state === "submitting" && navigation.formData?.get("intent") === "mark-paid"
                      ? t("payments.saving")
                      : t("payments.bulk.submit")}
                  </Button>
                  {bulkAnswer ? (
                    <FormMessage tone={bulkAnswer.ok ? "success" : "error"}>{bulkAnswer.message}</FormMessage>
                  ) : null}
                </div>
              </Form>
            ) : bulkAnswer?.ok ? (
              <FormMessage tone="success">{bulkAnswer.message}</FormMessage>
            ) : null}
            {lines.length === 0 ? (
              <EmptyPayments filtered={Boolean(filters.q || filters.status || filters.from || filters.to)} />
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-10">
                      {pendingLines.length > 0 ? (
                        <SelectAllPayments form="bulk-pay" />
                      ) : (
                        <span className="sr-only">{t("payments.col.select")}</span>
                      )}
                    </TableHead>
                    <TableHead>{t("payments.col.game")}</TableHead>
                    <TableHead>{t("payments.col.referee")}</TableHead>
                    <TableHead className="text-right">{t("payments.col.fee")}</TableHead>
                    <TableHead className="text-right">{t("payments.col.extras")}</TableHead>
                    <TableHead className="text-right">{t("payments.col.total")}</TableHead>
                    <TableHead>{t("payments.col.category")}</TableHead>
                    <TableHead>{t("payments.col.status")}</TableHead>
                    <TableHead>
                      <span className="sr-only">{t("payments.col.actions")}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {lines.map((line) => {
                    const what = gameName(line);
                    const extras = line.mileageCents + line.adjustmentCents;
                    return (
                      <TableRow key={line.id}>
                        <TableCell>
                          {line.status === "pending" && !line.heldAt ? (
                            <input
                              type="checkbox"
                              name="paymentIds"
                              value={line.id}
                              form="bulk-pay"
                              defaultChecked={selected.has(line.id)}
                              aria-label={t("payments.select.row", { name: line.refereeName, what })}
                              className="size-4 accent-primary"
                            />
                          ) : null}
                        </TableCell>
                        <TableCell>
                          <div className="font-medium">{what}</div>
                          <div className="text-xs text-muted-foreground">
                            {[
                              line.date ? formats.longDate(line.date) : null,
                              line.position ? positionLabel(t, line.position) : null,
                              line.venue,
                            ]
                              .filter(Boolean)
                              .join(SEPARATOR)}
                          </div>
                        </TableCell>
                        <TableCell>{line.refereeName}</TableCell>
                        <TableCell className="text-right tabular-nums">{money(line.amountCents)}</TableCell>
                        <TableCell className="text-right tabular-nums">
                          {extras === 0 ? NONE : `${extras > 0 ? "+" : MINUS}${money(Math.abs(extras))}`}
                          {line.note ? <div className="text-xs text-muted-foreground">{line.note}</div> : null}
                        </TableCell>
                        <TableCell className="text-right font-medium tabular-nums">
                          {money(payableTotal(line))}
                        </TableCell>
                        <TableCell>
                          {line.expenseCategory ? categoryLabel(t, line.expenseCategory) : t("payments.uncategorized")}
                        </TableCell>
                        <TableCell>
                          {line.heldAt ? (
                            <HeldPayableStatus reason={line.holdReason} gameId={line.gameId} />
                          ) : (
                            <Badge variant={line.status === "paid" ? "success" : "secondary"}>
                              {statusLabel(line.status)}
                            </Badge>
                          )}
                          {line.status === "paid" && line.paidOn ? (
                            <div className="mt-1 text-xs text-muted-foreground">
                              {[
                                formats.longDate(line.paidOn),
                                line.method ? methodLabel(t, line.method) : null,
                                line.reference,
                              ]
                                .filter(Boolean)
                                .join(SEPARATOR)}
                            </div>
                          ) : null}
                        </TableCell>
                        <TableCell>
                          <div className="flex items-center justify-end gap-1">
                            <AdjustPaymentDialog
                              line={line}
                              label={`${line.refereeName}, ${what}`}
                              currency={currency}
                            />
                            {line.heldAt ? null : line.status === "pending" ? (
                              <MarkPaidDialog
                                fields={{ intent: "mark-paid", paymentIds: line.id }}
                                today={today}
                                label={t("payments.markPaid.label", { name: line.refereeName, what })}
                                title={t("payments.markPaid.title")}
                                description={t("payments.markPaid.description", {
                                  amount: money(payableTotal(line)),
                                  name: line.refereeName,
                                  what,
                                })}
                                buttonText={t("payments.markPaid.title")}
                              />
                            ) : (
                              <UndoPaidButton
                                paymentId={line.id}
                                label={t("payments.undo.label", { name: line.refereeName, what })}
                              />
                            )}
                          </div>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
            <PageNav page={list.page} pageCount={list.pageCount} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function EmptyPayments({ filtered }: { filtered: boolean }) {
  const t = useT();
  return (
    <div className="py-10 text-center">
      <h2 className="text-lg font-semibold">{t("payments.empty.title")}</h2>
      <p className="text-muted-foreground">{filtered ? t("payments.empty.filtered") : t("payments.empty.none")}</p>
    </div>
  );
}
