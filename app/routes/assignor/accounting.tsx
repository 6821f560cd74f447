/**
 * Pro Accounting (issue 11, decision 0038): the plan switch with its price, and on the Pro plan the
 * monthly bill, year-end summaries with the 1099-NEC export, the payer details it prints, and the
 * financial report. Reached from Payments and Organizations (the sidebar keeps the spec's sections).
 */
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/accounting";
import { FormMessage, SelectField, TextareaField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  billingByMonth,
  maskEin,
  maskTin,
  PayerDetailsSchema,
  proMonths,
  proPeriods,
  PRO_PRICE_PER_ACTIVE_REFEREE_CENTS,
  type ReportRow,
} from "~/domain/accounting";
import { EXPENSE_CATEGORY_LABELS, GAME_LEVEL_LABELS, type ExpenseCategory, type GameLevel } from "~/domain/constants";
import { toZonedParts, todayIn } from "~/domain/dates";
import { formText, formValues, parseSubmission } from "~/domain/forms";
import { formatMoney } from "~/domain/format";
import { loadProAccounting, savePayerDetails, setPlan } from "~/server/accounting.server";
import { requireAssignor } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";

export const meta: Route.MetaFunction = () => [{ title: "Pro Accounting | Assignor Dashboard | Whistle" }];

const PRO_FEATURES = [
  "Automated 1099 form generation",
  "Tax document management",
  "Advanced financial reporting",
  "Expense categorization",
  "Year-end tax summaries",
  "IRS-compliant records",
  "Priority accounting support",
];

function monthLabel(month: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, currencyChoice: moneyFormat } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const today = todayIn(organization.timeZone);
  const plan = organization.plan === "pro" ? "pro" : "core";
  const base = { plan, today, currency: organization.currency } as const;
  // Pro data is computed only on the Pro plan; either way the page's data is one round trip.
  if (plan !== "pro") return { ...base, moneyFormat, pro: null };

  const thisYear = Number(today.slice(0, 4));
  const requested = Number(new URL(request.url).searchParams.get("year"));
  const year = Number.isInteger(requested) && requested >= 2000 && requested <= thisYear ? requested : thisYear;
  const { switches, activeByMonth, summaries, tax, report } = await loadProAccounting(db, {
    organizationId: organization.id,
    timeZone: organization.timeZone,
    year,
  });
  // Every stretch on Pro, not only the latest: switching to Core and back keeps the earlier months billed.
  const periods = proPeriods(switches, {
    plan,
    planStartedDay: organization.planStartedAt
      ? toZonedParts(organization.planStartedAt, organization.timeZone).date
      : null,
    today,
  });
  const years = [...new Set([thisYear, ...[...activeByMonth.keys()].map((month) => Number(month.slice(0, 4)))])].sort(
    (a, b) => b - a,
  );
  return {
    ...base,
    moneyFormat,
    pro: {
      periods,
      billing: billingByMonth(activeByMonth, proMonths(periods, today)),
      year,
      years,
      summaries: summaries.map((row) => {
        const details = tax.get(row.refereeId);
        return {
          ...row,
          tin: details ? maskTin(details.tinType as "ssn" | "ein", details.tinLast4) : null,
          legalName: details?.legalName ?? null,
        };
      }),
      report,
      payer: {
        legalName: organization.legalName ?? "",
        taxId: maskEin(organization.taxId),
        mailingAddress: organization.mailingAddress ?? "",
      },
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The layout's guard does not cover actions: check again here.
  const { user, organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const form = await request.formData();
  const saved = (intent: "set-plan" | "payer-details", message: string) => ({
    intent,
    ok: true as const,
    message,
    errors: {} as Record<string, string[] | undefined>,
    values: null as Record<string, string> | null,
  });
  return dispatchIntent(form, {
    "set-plan": async () => {
      const plan = formText(form, "plan") === "pro" ? "pro" : "core";
      await setPlan(db, { organizationId: organization.id, actorId: user.id, plan });
      return saved("set-plan", plan === "pro" ? "Pro Accounting is on." : "You are back on the free Core Platform.");
    },
    "payer-details": async () => {
      const intent = "payer-details";
      if (organization.plan !== "pro")
        throw data({ message: "Payer details are part of Pro Accounting." }, { status: 403 });
      const values = formValues(form, ["legalName", "taxId", "mailingAddress"]);
      // The EIN is shown masked: left blank, the one on file stays.
      const parsed = parseSubmission(PayerDetailsSchema, {
        ...values,
        taxId: values.taxId.trim() || organization.taxId || "",
      });
      if (!parsed.ok) {
        return data(
          {
            intent,
            ok: false as const,
            message: "Check the highlighted fields.",
            errors: parsed.fieldErrors as Record<string, string[] | undefined>,
            values,
          },
          { status: 400 },
        );
      }
      await savePayerDetails(db, { organizationId: organization.id, actorId: user.id, input: parsed.value });
      return saved(intent, "Payer details saved.");
    },
  });
}

export default function Accounting({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, pro, currency, moneyFormat } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const money = (cents: number) => formatMoney(cents, currency, moneyFormat);
  // Whistle's own charge is in US dollars whatever the organization's currency; written the reader's way.
  const charge = (cents: number) => formatMoney(cents, "USD", moneyFormat);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link to="/assignor/payments" className="text-primary underline underline-offset-4">
            Payments
          </Link>
        </p>
        <h1 className="text-2xl font-bold tracking-tight">Pro Accounting</h1>
        <p className="text-muted-foreground">Tax-ready records of what your organization pays its referees.</p>
      </div>

      {actionData?.intent === "set-plan" ? <FormMessage tone="success">{actionData.message}</FormMessage> : null}

      <Card>
        <CardHeader>
          <CardTitle render="h2">{plan === "pro" ? "You are on Pro Accounting" : "Core Platform (free)"}</CardTitle>
          <CardDescription>
            {`Pro Accounting costs ${charge(PRO_PRICE_PER_ACTIVE_REFEREE_CENTS)} per active referee per month; a referee is active in a month when they are paid in it. Pricing changes are announced 30 days ahead, and it is billed monthly in advance. The Core Platform stays free.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {plan === "core" ? (
            <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="What Pro Accounting adds">
              {PRO_FEATURES.map((feature) => (
                <li key={feature}>{`• ${feature}`}</li>
              ))}
            </ul>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="set-plan" />
            <input type="hidden" name="plan" value={plan === "pro" ? "core" : "pro"} />
            <Button type="submit" variant={plan === "pro" ? "outline" : "default"} disabled={busy}>
              {plan === "pro" ? "Switch back to Core" : "Start Pro Accounting"}
            </Button>
          </Form>
        </CardContent>
      </Card>

      {pro ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle render="h2">Billing</CardTitle>
              <CardDescription>{`Each month Pro Accounting was on (${pro.periods.map((period) => (period.to ? `${period.from} to ${period.to}` : `since ${period.from}`)).join("; ")}): the referees paid that month, and the charge. Months on Core are not billed. No card is taken in Whistle.`}</CardDescription>
            </CardHeader>
            <CardContent>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Month</TableHead>
                    <TableHead className="text-right">Active referees</TableHead>
                    <TableHead className="text-right">Amount</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {pro.billing.map((row) => (
                    <TableRow key={row.month}>
                      <TableCell>{monthLabel(row.month)}</TableCell>
                      <TableCell className="text-right tabular-nums">{row.activeReferees}</TableCell>
                      <TableCell className="text-right tabular-nums">{charge(row.amountCents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle render="h2">Year-end tax summaries</CardTitle>
              <CardDescription>
                What each referee was paid in the calendar year, by the day paid. A 1099-NEC is due for each one paid
                $600.00 or more.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-wrap items-end gap-3">
                <Form method="get" className="flex items-end gap-2">
                  <SelectField id="accounting-year" name="year" label="Tax year" defaultValue={String(pro.year)}>
                    {pro.years.map((year) => (
                      <option key={year} value={year}>
                        {year}
                      </option>
                    ))}
                  </SelectField>
                  <Button type="submit" variant="secondary">
                    Show
                  </Button>
                </Form>
                <a
                  className={buttonVariants({ variant: "outline" })}
                  href={`/assignor/accounting/1099-nec.csv?year=${pro.year}`}
                  download
                >
                  {`Export 1099-NEC data (${pro.year})`}
                </a>
              </div>
              {pro.summaries.length === 0 ? (
                <p className="text-sm text-muted-foreground">{`Nobody was paid in ${pro.year}.`}</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Referee</TableHead>
                      <TableHead className="text-right">Games</TableHead>
                      <TableHead className="text-right">Paid</TableHead>
                      <TableHead>By category</TableHead>
                      <TableHead>1099-NEC</TableHead>
                      <TableHead>Tax details</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {pro.summaries.map((row) => (
                      <TableRow key={row.refereeId}>
                        <TableCell className="font-medium">{row.legalName ?? row.refereeName}</TableCell>
                        <TableCell className="text-right tabular-nums">{row.games}</TableCell>
                        <TableCell className="text-right tabular-nums">{money(row.paidCents)}</TableCell>
                        <TableCell className="text-xs text-muted-foreground">
                          {Object.entries(row.byCategory)
                            .map(
                              ([category, cents]) =>
                                `${EXPENSE_CATEGORY_LABELS[category as ExpenseCategory] ?? "Uncategorized"} ${money(cents)}`,
                            )
                            .join(" · ")}
                        </TableCell>
                        <TableCell>
                          {row.needs1099 ? (
                            <Badge variant="warning">Due</Badge>
                          ) : (
                            <span className="text-muted-foreground">Not needed</span>
                          )}
                        </TableCell>
                        <TableCell>
                          {row.tin ? (
                            <span className="font-mono text-sm">{row.tin}</span>
                          ) : (
                            <span className="text-muted-foreground">Not on file</span>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>

          <PayerDetails
            payer={pro.payer}
            answer={actionData?.intent === "payer-details" ? actionData : null}
            busy={busy}
          />

          <Card>
            <CardHeader>
              <CardTitle render="h2">Financial report</CardTitle>
              <CardDescription>
                Paid (by the day paid) and owed (by the game's day), per month, level and venue.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <ReportChart rows={pro.report.byMonth.slice(0, 12).reverse()} money={money} />
              <div className="grid gap-6 lg:grid-cols-2">
                <ReportTable
                  caption="By level"
                  rows={pro.report.byLevel}
                  money={money}
                  label={(key) => GAME_LEVEL_LABELS[key as GameLevel] ?? key}
                />
                <ReportTable caption="By venue" rows={pro.report.byVenue} money={money} label={(key) => key} />
              </div>
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}

function PayerDetails({
  payer,
  answer,
  busy,
}: {
  payer: { legalName: string; taxId: string | null; mailingAddress: string };
  answer: {
    ok: boolean;
    message: string;
    errors: Record<string, string[] | undefined>;
    values: Record<string, string> | null;
  } | null;
  busy: boolean;
}) {
  const errors = answer && !answer.ok ? answer.errors : {};
  const typed = answer && !answer.ok ? answer.values : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">Payer details</CardTitle>
        <CardDescription>
          Printed as the payer on the 1099-NEC data. The EIN is shown masked once saved.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Payer details">
          <input type="hidden" name="intent" value="payer-details" />
          <TextField
            id="payer-legal-name"
            name="legalName"
            label="Legal name"
            errors={errors}
            defaultValue={typed?.legalName ?? payer.legalName}
          />
          <TextField
            id="payer-tax-id"
            name="taxId"
            label="EIN"
            errors={errors}
            inputMode="numeric"
            autoComplete="off"
            placeholder={payer.taxId ? `${payer.taxId} (type it again to change it)` : "12-3456789"}
            defaultValue={typed?.taxId ?? ""}
          />
          <TextareaField
            id="payer-address"
            name="mailingAddress"
            label="Mailing address"
            errors={errors}
            className="grid gap-1.5 sm:col-span-2"
            rows={2}
            defaultValue={typed?.mailingAddress ?? payer.mailingAddress}
          />
          <div className="flex items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              Save payer details
            </Button>
            {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function ReportChart({ rows, money }: { rows: ReportRow[]; money: (cents: number) => string }) {
  const highest = Math.max(1, ...rows.map((row) => row.paidCents + row.owedCents));
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  return (
    <ol aria-label="Paid and owed per month" className="flex h-48 items-end gap-2 overflow-x-auto">
      {rows.map((row) => (
        <li key={row.key} className="flex min-w-12 flex-1 flex-col items-center justify-end gap-1">
          <span className="sr-only">{`${monthLabel(row.key)}: paid ${money(row.paidCents)}, owed ${money(row.owedCents)}`}</span>
          <div aria-hidden="true" className="flex w-full flex-col justify-end" style={{ height: "8rem" }}>
            <div
              className="w-full rounded-t bg-amber-500/80"
              style={{ height: `${(row.owedCents / highest) * 100}%` }}
            />
            <div className="w-full bg-primary" style={{ height: `${(row.paidCents / highest) * 100}%` }} />
          </div>
          <span aria-hidden="true" className="text-xs text-muted-foreground">
            {row.key.slice(2).replace("-", "/")}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ReportTable({
  caption,
  rows,
  money,
  label,
}: {
  caption: string;
  rows: ReportRow[];
  money: (cents: number) => string;
  label: (key: string) => string;
}) {
  return (
    <Table>
      <caption className="mb-2 text-left text-sm font-semibold">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{caption.replace("By ", "").replace(/^./, (first) => first.toUpperCase())}</TableHead>
          <TableHead className="text-right">Paid</TableHead>
          <TableHead className="text-right">Owed</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{label(row.key)}</TableCell>
            <TableCell className="text-right tabular-nums">{money(row.paidCents)}</TableCell>
            <TableCell className="text-right tabular-nums">{money(row.owedCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
