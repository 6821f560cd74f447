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
import { toZonedParts, todayIn } from "~/domain/dates";
import { formText, formValues, parseSubmission } from "~/domain/forms";
import { formatMoney } from "~/domain/format";
import { useFormats } from "~/components/formats";
import { categoryLabel } from "~/components/payments/labels";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr, type Translate } from "~/i18n/text";
import { useLingui } from "@lingui/react";
import { loadProAccounting, savePayerDetails, setPlan } from "~/server/accounting.server";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Pro Accounting | Assignor Dashboard | Whistle" },
];

const PRO_FEATURES: MessageId[] = [
  "accounting.feature.forms1099",
  "accounting.feature.taxDocuments",
  "accounting.feature.reporting",
  "accounting.feature.categories",
  "accounting.feature.yearEnd",
  "accounting.feature.irs",
  "accounting.feature.support",
];

const LEVEL_IDS: Record<string, MessageId> = {
  professional: "accounting.level.professional",
  "semi-pro": "accounting.level.semi-pro",
  amateur: "accounting.level.amateur",
  youth: "accounting.level.youth",
};

/** "November 2026" with the month's name in the reader's language ("noviembre de 2026", "November 2026"). */
function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** A level's name in the reader's words (a row of no game is already worded by the loader). */
function levelLabel(t: Translate, key: string): string {
  const id = LEVEL_IDS[key];
  return id ? t(id) : key;
}

/** Separates a referee's amounts by category. */
const SEPARATOR = " · ";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, currencyChoice: moneyFormat } = await requireStaff(context, request, "money");
  const { db } = getAppContext(context);
  const today = todayIn(organization.timeZone);
  const plan = organization.plan === "pro" ? "pro" : "core";
  const base = { plan, today, currency: organization.currency, title: tr("accounting.metaTitle") } as const;
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
  const { user, organization } = await requireStaff(context, request, "money");
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
      return saved("set-plan", plan === "pro" ? tr("accounting.plan.on") : tr("accounting.plan.off"));
    },
    "payer-details": async () => {
      const intent = "payer-details";
      if (organization.plan !== "pro") throw data({ message: tr("accounting.payer.proOnly") }, { status: 403 });
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
            message: tr("payments.checkFields"),
            errors: parsed.fieldErrors as Record<string, string[] | undefined>,
            values,
          },
          { status: 400 },
        );
      }
      await savePayerDetails(db, { organizationId: organization.id, actorId: user.id, input: parsed.value });
      return saved(intent, tr("accounting.payer.saved"));
    },
  });
}

export default function Accounting({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, pro, moneyFormat } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const t = useT();
  const { i18n } = useLingui();
  const month = (key: string) => monthLabel(key, i18n.locale);
  // The one money formatter: the organization's currency, written the reader's way.
  const money = useFormats().money;
  // Whistle's own charge is in US dollars whatever the organization's currency; written the reader's way.
  const charge = (cents: number) => formatMoney(cents, "USD", moneyFormat);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link to="/assignor/payments" className="text-primary underline underline-offset-4">
            {t("accounting.backToPayments")}
          </Link>
        </p>
        <h1 className="text-2xl font-bold tracking-tight">{t("accounting.title")}</h1>
        <p className="text-muted-foreground">{t("accounting.description")}</p>
      </div>

      {actionData?.intent === "set-plan" ? <FormMessage tone="success">{actionData.message}</FormMessage> : null}

      <Card>
        <CardHeader>
          <CardTitle render="h2">{plan === "pro" ? t("accounting.plan.pro") : t("accounting.plan.core")}</CardTitle>
          <CardDescription>
            {t("accounting.plan.pricing", { price: charge(PRO_PRICE_PER_ACTIVE_REFEREE_CENTS) })}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {plan === "core" ? (
            <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label={t("accounting.plan.adds")}>
              {PRO_FEATURES.map((feature) => (
                <li key={feature}>{t("accounting.plan.feature", { feature: t(feature) })}</li>
              ))}
            </ul>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="set-plan" />
            <input type="hidden" name="plan" value={plan === "pro" ? "core" : "pro"} />
            <Button type="submit" variant={plan === "pro" ? "outline" : "default"} disabled={busy}>
              {plan === "pro" ? t("accounting.plan.switchToCore") : t("accounting.plan.start")}
            </Button>
          </Form>
        </CardContent>
      </Card>

      {pro ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle render="h2">{t("accounting.billing.title")}</CardTitle>
              <CardDescription>
                {t("accounting.billing.description", {
                  periods: pro.periods
                    .map((period) =>
                      period.to
                        ? t("accounting.billing.periodTo", { from: period.from, to: period.to })
                        : t("accounting.billing.periodSince", { from: period.from }),
                    )
                    .join("; "),
                })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("accounting.billing.month")}</TableHead>
                    <TableHead className="text-right">{t("accounting.billing.active")}</TableHead>
                    <TableHead className="text-right">{t("accounting.billing.amount")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {pro.billing.map((row) => (
                    <TableRow key={row.month}>
                      <TableCell>{month(row.month)}</TableCell>
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
              <CardTitle render="h2">{t("accounting.summaries.title")}</CardTitle>
              <CardDescription>{t("accounting.summaries.description")}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-wrap items-end gap-3">
                <Form method="get" className="flex items-end gap-2">
                  <SelectField
                    id="accounting-year"
                    name="year"
                    label={t("accounting.summaries.year")}
                    defaultValue={String(pro.year)}
                  >
                    {pro.years.map((year) => (
                      <option key={year} value={year}>
                        {year}
                      </option>
                    ))}
                  </SelectField>
                  <Button type="submit" variant="secondary">
                    {t("accounting.summaries.show")}
                  </Button>
                </Form>
                <a
                  className={buttonVariants({ variant: "outline" })}
                  href={`/assignor/accounting/1099-nec.csv?year=${pro.year}`}
                  download
                >
                  {t("accounting.summaries.export", { year: String(pro.year) })}
                </a>
              </div>
              {pro.summaries.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {t("accounting.summaries.nobody", { year: String(pro.year) })}
                </p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("accounting.summaries.referee")}</TableHead>
                      <TableHead className="text-right">{t("accounting.summaries.games")}</TableHead>
                      <TableHead className="text-right">{t("accounting.summaries.paid")}</TableHead>
                      <TableHead>{t("accounting.summaries.byCategory")}</TableHead>
                      <TableHead>{t("accounting.summaries.form")}</TableHead>
                      <TableHead>{t("accounting.summaries.taxDetails")}</TableHead>
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
                                `${category ? categoryLabel(t, category) : t("payments.uncategorized")} ${money(cents)}`,
                            )
                            .join(SEPARATOR)}
                        </TableCell>
                        <TableCell>
                          {row.needs1099 ? (
                            <Badge variant="warning">{t("accounting.summaries.due")}</Badge>
                          ) : (
                            <span className="text-muted-foreground">{t("accounting.summaries.notNeeded")}</span>
                          )}
                        </TableCell>
                        <TableCell>
                          {row.tin ? (
                            <span className="font-mono text-sm">{row.tin}</span>
                          ) : (
                            <span className="text-muted-foreground">{t("accounting.summaries.notOnFile")}</span>
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
              <CardTitle render="h2">{t("accounting.report.title")}</CardTitle>
              <CardDescription>{t("accounting.report.description")}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <ReportChart rows={pro.report.byMonth.slice(0, 12).reverse()} money={money} month={month} />
              <div className="grid gap-6 lg:grid-cols-2">
                <ReportTable
                  caption={t("accounting.report.byLevel")}
                  heading={t("accounting.report.level")}
                  rows={pro.report.byLevel}
                  money={money}
                  label={(key) => levelLabel(t, key)}
                />
                <ReportTable
                  caption={t("accounting.report.byVenue")}
                  heading={t("accounting.report.venue")}
                  rows={pro.report.byVenue}
                  money={money}
                  label={(key) => key}
                />
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
  const t = useT();
  const errors = answer && !answer.ok ? answer.errors : {};
  const typed = answer && !answer.ok ? answer.values : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("accounting.payer.title")}</CardTitle>
        <CardDescription>{t("accounting.payer.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t("accounting.payer.title")}>
          <input type="hidden" name="intent" value="payer-details" />
          <TextField
            id="payer-legal-name"
            name="legalName"
            label={t("accounting.payer.legalName")}
            errors={errors}
            defaultValue={typed?.legalName ?? payer.legalName}
          />
          <TextField
            id="payer-tax-id"
            name="taxId"
            label={t("accounting.payer.ein")}
            errors={errors}
            inputMode="numeric"
            autoComplete="off"
            placeholder={payer.taxId ? t("accounting.payer.einPlaceholder", { ein: payer.taxId }) : EIN_EXAMPLE}
            defaultValue={typed?.taxId ?? ""}
          />
          <TextareaField
            id="payer-address"
            name="mailingAddress"
            label={t("accounting.payer.address")}
            errors={errors}
            className="grid gap-1.5 sm:col-span-2"
            rows={2}
            defaultValue={typed?.mailingAddress ?? payer.mailingAddress}
          />
          <div className="flex items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {t("accounting.payer.save")}
            </Button>
            {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

const EIN_EXAMPLE = "12-3456789";

function ReportChart({
  rows,
  money,
  month,
}: {
  rows: ReportRow[];
  money: (cents: number) => string;
  month: (key: string) => string;
}) {
  const t = useT();
  const highest = Math.max(1, ...rows.map((row) => row.paidCents + row.owedCents));
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("accounting.report.none")}</p>;
  return (
    <ol aria-label={t("accounting.report.chart")} className="flex h-48 items-end gap-2 overflow-x-auto">
      {rows.map((row) => (
        <li key={row.key} className="flex min-w-12 flex-1 flex-col items-center justify-end gap-1">
          <span className="sr-only">
            {t("accounting.report.monthBar", {
              month: month(row.key),
              paid: money(row.paidCents),
              owed: money(row.owedCents),
            })}
          </span>
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
  heading,
  rows,
  money,
  label,
}: {
  caption: string;
  heading: string;
  rows: ReportRow[];
  money: (cents: number) => string;
  label: (key: string) => string;
}) {
  const t = useT();
  return (
    <Table>
      <caption className="mb-2 text-left text-sm font-semibold">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{heading}</TableHead>
          <TableHead className="text-right">{t("accounting.report.paid")}</TableHead>
          <TableHead className="text-right">{t("accounting.report.owed")}</TableHead>
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
