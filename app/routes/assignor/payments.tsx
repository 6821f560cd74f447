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
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-controls";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/components/ui/utils";
import {
  EXPENSE_CATEGORY_LABELS,
  PAYMENT_METHOD_LABELS,
  POSITION_LABELS,
  type ExpenseCategory,
  type Position,
} from "~/domain/constants";
import { todayIn } from "~/domain/dates";
import { formText, formTexts, formValues, parseSubmission } from "~/domain/forms";
import { formatMoney } from "~/domain/format";
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
import { requireAssignor } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import {
  adjustPayable,
  loadPaymentsPage,
  markPaymentsPaid,
  markPaymentUnpaid,
  markRefereePaymentsPaid,
} from "~/server/payments.server";

export const meta: Route.MetaFunction = () => [{ title: "Payments | Assignor Dashboard | Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, currencyChoice: moneyFormat } = await requireAssignor(context, request);
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
    filters,
    today,
    currency: organization.currency,
    moneyFormat,
    totals,
    list,
    referees: referees.map(({ email: _email, ...referee }) => referee),
  };
}

type FieldErrors = Record<string, string[] | undefined>;

/** The answer to a mark-paid that went through. */
function paidMessage({ paid, alreadyPaid }: { paid: number; alreadyPaid: number }): string {
  if (paid === 0) return "These payments were already marked paid.";
  return `${paid} payment${paid === 1 ? "" : "s"} marked paid${alreadyPaid ? ` (${alreadyPaid} already were)` : ""}; the referees have been told.`;
}
/** What was typed, handed back with a refusal so the form shows it again. */
type TypedValues = Record<string, string | string[]>;

export async function action({ request, context }: Route.ActionArgs) {
  // The layout's guard does not cover actions: check again here.
  const { user, organization, currencyChoice } = await requireAssignor(context, request);
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
        const message = errors.paymentIds?.[0] ?? "Check the highlighted fields.";
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
          { intent, ok: false as const, message: "Check the highlighted fields.", errors, values },
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
        if (result.reason === "not-found") return refuse("This referee is not in your organization.", 404);
        if (result.reason === "nothing-pending")
          return refuse("Nothing of theirs is pending any more: these payments were already marked paid.", 409);
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
      return done(intent, "Payment moved back to pending.");
    },

    adjust: async () => {
      const intent = "adjust";
      const values: TypedValues = formValues(form, ["paymentId", "mileage", "adjustment", "note", "expenseCategory"]);
      const parsed = parseSubmission(AdjustPayableSchema, values);
      if (!parsed.ok) {
        return data(
          { intent, ok: false as const, message: "Check the highlighted fields.", errors: parsed.fieldErrors, values },
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
      return done(intent, "Payment updated.");
    },
  });
}

export type PaymentsAction = typeof action;

const STATUS_LABELS = { pending: "Pending", paid: "Paid" } as const;

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, list, referees, totals, currency, moneyFormat, today } = loaderData;
  const formats = useFormats();
  const { lines } = list;
  const money = (cents: number) => formatMoney(cents, currency, moneyFormat);
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
          <h1 className="text-2xl font-bold tracking-tight">Payments</h1>
          <p className="text-muted-foreground">
            What your referees are owed for completed games, and what you have paid. Whistle keeps the record; the money
            moves however you pay.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link className={buttonVariants({ variant: "outline" })} to="/assignor/accounting">
            Pro Accounting
          </Link>
          <a className={buttonVariants({ variant: "outline" })} href={exportQuery("totals")} download>
            Export payout (CSV)
          </a>
          <a className={buttonVariants({ variant: "outline" })} href={exportQuery("lines")} download>
            Export lines (CSV)
          </a>
        </div>
      </div>

      <section aria-label="Payments at a glance" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Owed"
          value={money(totals.owedCents)}
          hint={`${totals.pendingCount} pending payment${totals.pendingCount === 1 ? "" : "s"}`}
        />
        <StatCard label="Referees Owed" value={totals.refereesOwed} />
        <StatCard label="Paid This Month" value={money(totals.paidThisMonthCents)} hint="By the day paid" />
        <StatCard label="Currency" value={currency} hint="Your organization's; amounts are never converted" />
      </section>

      <Form
        method="get"
        className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_10rem_10rem_10rem_auto] sm:items-end"
        aria-label="Filter payments"
      >
        <input type="hidden" name="view" value={view} />
        <div className="grid gap-1.5">
          <Label htmlFor="payments-q">Search</Label>
          <Input id="payments-q" type="search" name="q" defaultValue={filters.q} placeholder="Referee, team or venue" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="payments-status">Status</Label>
          <NativeSelect id="payments-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="paid">Paid</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="payments-from">From</Label>
          <Input id="payments-from" type="date" name="from" defaultValue={filters.from} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="payments-to">To</Label>
          <Input id="payments-to" type="date" name="to" defaultValue={filters.to} />
        </div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Form>

      <nav aria-label="Group payments" className="flex gap-2">
        <Link
          to={filterQuery({ view: "games" })}
          aria-current={view === "games" ? "page" : undefined}
          className={cn(buttonVariants({ variant: view === "games" ? "default" : "outline", size: "sm" }))}
        >
          By game
        </Link>
        <Link
          to={filterQuery({ view: "referees" })}
          aria-current={view === "referees" ? "page" : undefined}
          className={cn(buttonVariants({ variant: view === "referees" ? "default" : "outline", size: "sm" }))}
        >
          By referee
        </Link>
      </nav>

      {otherAnswer ? (
        <FormMessage tone={otherAnswer.ok ? "success" : "error"}>{otherAnswer.message}</FormMessage>
      ) : null}

      {view === "referees" ? (
        <Card>
          <CardHeader>
            <CardTitle render="h2">Owed per referee</CardTitle>
            <CardDescription aria-live="polite">{`${list.total} referee${list.total === 1 ? "" : "s"} in these payments; totals count every matching payment`}</CardDescription>
          </CardHeader>
          <CardContent>
            {referees.length === 0 ? (
              <EmptyPayments filtered={Boolean(filters.q || filters.status || filters.from || filters.to)} />
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Referee</TableHead>
                    <TableHead className="text-right">Pending games</TableHead>
                    <TableHead className="text-right">Owed</TableHead>
                    <TableHead className="text-right">Paid</TableHead>
                    <TableHead>Last paid</TableHead>
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {referees.map((referee) => (
                    <TableRow key={referee.refereeId}>
                      <TableCell className="font-medium">{referee.refereeName}</TableCell>
                      <TableCell className="text-right tabular-nums">{referee.pendingCount}</TableCell>
                      <TableCell className="text-right tabular-nums">{money(referee.owedCents)}</TableCell>
                      <TableCell className="text-right tabular-nums">{money(referee.paidCents)}</TableCell>
                      <TableCell>{referee.lastPaidOn ? formats.longDate(referee.lastPaidOn) : "—"}</TableCell>
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
                            label={`Mark all paid: ${referee.refereeName}, ${referee.pendingCount} payment${referee.pendingCount === 1 ? "" : "s"}`}
                            title={`Pay ${referee.refereeName}`}
                            description={`${referee.pendingCount} pending payment${referee.pendingCount === 1 ? "" : "s"}, ${money(referee.owedCents)} in all.`}
                            buttonText="Mark all paid"
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
            <CardTitle render="h2">Payments per game</CardTitle>
            <CardDescription aria-live="polite">
              {list.pageCount > 1
                ? `${formats.number(list.total)} payments found; showing ${formats.number(firstShown)}–${formats.number(firstShown + lines.length - 1)}, ${PAYMENTS_PAGE_SIZE} a page. "By referee" totals all of them.`
                : `${list.total} payment${list.total === 1 ? "" : "s"} found`}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {pendingLines.length > 0 ? (
              <Form
                id="bulk-pay"
                method="post"
                noValidate
                className="grid gap-3 rounded-md border bg-muted/40 p-3"
                aria-label="Mark selected payments paid"
              >
                <input type="hidden" name="intent" value="mark-paid" />
                <p className="text-sm font-medium">Select pending payments below, then record how they were paid.</p>
                <MarkPaidFields
                  idPrefix="bulk"
                  today={today}
                  values={bulkAnswer && !bulkAnswer.ok ? bulkAnswer.values : null}
                  errors={bulkAnswer && !bulkAnswer.ok ? bulkAnswer.errors : {}}
                />
                <div className="flex flex-wrap items-center gap-3">
                  <Button type="submit" disabled={navigation.state === "submitting"}>
                    {navigation.state === "submitting" && navigation.formData?.get("intent") === "mark-paid"
                      ? "Saving..."
                      : "Mark selected paid"}
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
                        <span className="sr-only">Select</span>
                      )}
                    </TableHead>
                    <TableHead>Game</TableHead>
                    <TableHead>Referee</TableHead>
                    <TableHead className="text-right">Fee</TableHead>
                    <TableHead className="text-right">Mileage / adjustment</TableHead>
                    <TableHead className="text-right">Total</TableHead>
                    <TableHead>Category</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {lines.map((line) => {
                    const what = line.homeTeam ? `${line.homeTeam} vs ${line.awayTeam}` : line.description;
                    const extras = line.mileageCents + line.adjustmentCents;
                    return (
                      <TableRow key={line.id}>
                        <TableCell>
                          {line.status === "pending" ? (
                            <input
                              type="checkbox"
                              name="paymentIds"
                              value={line.id}
                              form="bulk-pay"
                              defaultChecked={selected.has(line.id)}
                              aria-label={`Select ${line.refereeName}, ${what}`}
                              className="size-4 accent-primary"
                            />
                          ) : null}
                        </TableCell>
                        <TableCell>
                          <div className="font-medium">{what}</div>
                          <div className="text-xs text-muted-foreground">
                            {[
                              line.date ? formats.longDate(line.date) : null,
                              line.position ? POSITION_LABELS[line.position as Position] : null,
                              line.venue,
                            ]
                              .filter(Boolean)
                              .join(" · ")}
                          </div>
                        </TableCell>
                        <TableCell>{line.refereeName}</TableCell>
                        <TableCell className="text-right tabular-nums">{money(line.amountCents)}</TableCell>
                        <TableCell className="text-right tabular-nums">
                          {extras === 0 ? "—" : `${extras > 0 ? "+" : "−"}${money(Math.abs(extras))}`}
                          {line.note ? <div className="text-xs text-muted-foreground">{line.note}</div> : null}
                        </TableCell>
                        <TableCell className="text-right font-medium tabular-nums">
                          {money(payableTotal(line))}
                        </TableCell>
                        <TableCell>
                          {line.expenseCategory
                            ? EXPENSE_CATEGORY_LABELS[line.expenseCategory as ExpenseCategory]
                            : "Uncategorized"}
                        </TableCell>
                        <TableCell>
                          <Badge variant={line.status === "paid" ? "success" : "secondary"}>
                            {STATUS_LABELS[line.status]}
                          </Badge>
                          {line.status === "paid" && line.paidOn ? (
                            <div className="mt-1 text-xs text-muted-foreground">
                              {`${formats.longDate(line.paidOn)}${line.method ? ` · ${PAYMENT_METHOD_LABELS[line.method]}` : ""}${line.reference ? ` · ${line.reference}` : ""}`}
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
                            {line.status === "pending" ? (
                              <MarkPaidDialog
                                fields={{ intent: "mark-paid", paymentIds: line.id }}
                                today={today}
                                label={`Mark paid: ${line.refereeName}, ${what}`}
                                title="Mark paid"
                                description={`${money(payableTotal(line))} to ${line.refereeName} for ${what}.`}
                                buttonText="Mark paid"
                              />
                            ) : (
                              <UndoPaidButton paymentId={line.id} label={`Undo paid: ${line.refereeName}, ${what}`} />
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
  return (
    <div className="py-10 text-center">
      <h2 className="text-lg font-semibold">No Payments Found</h2>
      <p className="text-muted-foreground">
        {filtered
          ? "No payments match your current filters."
          : "Payments appear here when games are completed: each referee who worked one is owed its fee."}
      </p>
    </div>
  );
}
