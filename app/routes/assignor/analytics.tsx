/**
 * Analytics (issue 22, decision 0086): seven charts over a chosen range of game dates, each with its numbers
 * in a table and a CSV. The session, then one `db.batch` of seven grouped statements (decision 0052).
 */
import { data, Form } from "react-router";
import type { Route } from "./+types/analytics";
import { AnalyticsSection } from "~/components/analytics/analytics-section";
import { FormMessage, TextField } from "~/components/form-fields";
import { useFormats } from "~/components/formats";
import { Button } from "~/components/ui/button";
import {
  AnalyticsRangeSchema,
  bucketLabel,
  defaultAnalyticsRange,
  RESPONSE_HOUR_EDGES,
  type AnalyticsData,
  type AnalyticsRange,
} from "~/domain/analytics";
import { todayIn } from "~/domain/dates";
import { parseSubmission } from "~/domain/forms";
import { useT } from "~/i18n/react";
import { tr, type Translate } from "~/i18n/text";
import { analyticsRead } from "~/server/analytics.server";
import { requireStaff } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "reports");
  const { db } = getAppContext(context);
  const search = new URL(request.url).searchParams;
  const title = tr("analytics.metaTitle");
  const asked = search.has("from") || search.has("to");
  const values = { from: search.get("from") ?? "", to: search.get("to") ?? "" };
  const parsed = asked ? parseSubmission(AnalyticsRangeSchema, values) : null;
  if (parsed && !parsed.ok) {
    // The range as typed, with what is wrong with it; no charts for a range that is not one.
    return data(
      { title, range: null, values, errors: parsed.fieldErrors, analytics: null as AnalyticsData | null },
      { status: 400 },
    );
  }
  const range: AnalyticsRange = parsed?.ok ? parsed.value : defaultAnalyticsRange(todayIn(organization.timeZone));
  const analytics = await readOne(
    db,
    analyticsRead(db, { organizationId: organization.id, timeZone: organization.timeZone, ...range }),
  );
  return { title, range, values: range, errors: {}, analytics };
}

/** "November 2026" in the reader's language. */
function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** "within 2 h", "over 168 h", or a dash for a week without confirmations. */
function hoursText(t: Translate, hours: number | null, beyond: boolean): string {
  if (beyond) return t("analytics.responseTime.beyond", { hours: RESPONSE_HOUR_EDGES[RESPONSE_HOUR_EDGES.length - 1] });
  return hours === null ? "—" : t("analytics.responseTime.within", { hours });
}

const COLORS = {
  primary: "var(--primary)",
  second: "var(--info)",
  warn: "#d97706",
  bad: "var(--destructive)",
};

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { range, values, errors, analytics } = loaderData;
  const t = useT();
  const formats = useFormats();
  const week = (monday: string) => t("analytics.weekOf", { date: formats.date(monday) });
  const month = (key: string) => monthLabel(key, formats.locale);
  const number = formats.number;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("analytics.title")}</h1>
        <p className="text-muted-foreground">{t("analytics.description")}</p>
      </div>

      <Form method="get" noValidate className="flex flex-wrap items-end gap-3" aria-label={t("analytics.range")}>
        <TextField
          id="analytics-from"
          name="from"
          type="date"
          label={t("analytics.from")}
          errors={errors}
          defaultValue={values.from}
        />
        <TextField
          id="analytics-to"
          name="to"
          type="date"
          label={t("analytics.to")}
          errors={errors}
          defaultValue={values.to}
        />
        <Button type="submit">{t("analytics.show")}</Button>
      </Form>
      {range === null ? <FormMessage>{t("analytics.error.range")}</FormMessage> : null}
      {range ? (
        <p className="text-sm text-muted-foreground">
          {t("analytics.showing", { from: formats.date(range.from), to: formats.date(range.to) })}
        </p>
      ) : null}

      {range && analytics ? (
        <>
          <AnalyticsSection
            chart="coverage"
            range={range}
            title={t("analytics.coverage.title")}
            description={t("analytics.coverage.description")}
            empty={t("analytics.empty")}
            chartProps={{
              kind: "stacked",
              rows: analytics.coverage.map((row) => ({
                label: formats.date(row.week),
                filled: row.filled,
                open: row.open,
              })),
              series: [
                { key: "filled", name: t("analytics.coverage.filled"), color: COLORS.primary },
                { key: "open", name: t("analytics.coverage.open"), color: COLORS.warn },
              ],
            }}
            columns={[
              { header: t("analytics.week") },
              { header: t("analytics.coverage.slots"), numeric: true },
              { header: t("analytics.coverage.filled"), numeric: true },
              { header: t("analytics.coverage.open"), numeric: true },
            ]}
            rows={analytics.coverage.map((row) => ({
              key: row.week,
              cells: [week(row.week), number(row.slots), number(row.filled), number(row.open)],
            }))}
          />

          <AnalyticsSection
            chart="response-time"
            range={range}
            title={t("analytics.responseTime.title")}
            description={t("analytics.responseTime.description")}
            empty={t("analytics.empty")}
            chartProps={{
              kind: "line",
              rows: analytics.responseTimes.map((row) => ({
                label: formats.date(row.week),
                median: row.medianBeyond ? null : row.medianHours,
                p90: row.p90Beyond ? null : row.p90Hours,
              })),
              series: [
                { key: "median", name: t("analytics.responseTime.median"), color: COLORS.primary },
                { key: "p90", name: t("analytics.responseTime.p90"), color: COLORS.second },
              ],
              format: (hours) => t("analytics.responseTime.hours", { hours }),
            }}
            columns={[
              { header: t("analytics.week") },
              { header: t("analytics.responseTime.confirmed"), numeric: true },
              { header: t("analytics.responseTime.median"), numeric: true },
              { header: t("analytics.responseTime.p90"), numeric: true },
            ]}
            rows={analytics.responseTimes.map((row) => ({
              key: row.week,
              cells: [
                week(row.week),
                number(row.confirmed),
                hoursText(t, row.medianHours, row.medianBeyond),
                hoursText(t, row.p90Hours, row.p90Beyond),
              ],
            }))}
          />

          <AnalyticsSection
            chart="declines"
            range={range}
            title={t("analytics.declines.title")}
            description={t("analytics.declines.description")}
            empty={t("analytics.declines.none")}
            chartProps={{
              kind: "stacked",
              rows: analytics.declines.reasons.map((row) => ({
                label: row.reason || t("analytics.declines.noReason"),
                declines: row.declines,
                turnBacks: row.turnBacks,
              })),
              series: [
                { key: "declines", name: t("analytics.declines.declines"), color: COLORS.warn },
                { key: "turnBacks", name: t("analytics.declines.turnBacks"), color: COLORS.bad },
              ],
            }}
            columns={[
              { header: t("analytics.declines.reason") },
              { header: t("analytics.declines.declines"), numeric: true },
              { header: t("analytics.declines.turnBacks"), numeric: true },
              { header: t("analytics.total"), numeric: true },
            ]}
            rows={[
              ...analytics.declines.reasons.map((row) => ({
                key: row.reason,
                cells: [
                  row.reason || t("analytics.declines.noReason"),
                  number(row.declines),
                  number(row.turnBacks),
                  number(row.total),
                ],
              })),
              ...(analytics.declines.otherReasons
                ? [
                    {
                      key: "\u0000other",
                      cells: [
                        t("analytics.declines.otherReasons"),
                        number(analytics.declines.otherReasons.declines),
                        number(analytics.declines.otherReasons.turnBacks),
                        number(analytics.declines.otherReasons.total),
                      ],
                    },
                  ]
                : []),
            ]}
          >
            <p className="text-sm">
              {t("analytics.declines.totals", {
                declines: analytics.declines.declines,
                turnBacks: analytics.declines.turnBacks,
              })}
            </p>
          </AnalyticsSection>

          <AnalyticsSection
            chart="games-per-referee"
            range={range}
            title={t("analytics.gamesPerReferee.title")}
            description={t("analytics.gamesPerReferee.description")}
            empty={t("analytics.empty")}
            chartProps={{
              kind: "bar",
              rows: analytics.gamesPerReferee.map((row) => ({ label: bucketLabel(row), referees: row.referees })),
              series: [{ key: "referees", name: t("analytics.gamesPerReferee.referees"), color: COLORS.primary }],
            }}
            columns={[
              { header: t("analytics.gamesPerReferee.games") },
              { header: t("analytics.gamesPerReferee.referees"), numeric: true },
            ]}
            rows={analytics.gamesPerReferee.map((row) => ({
              key: bucketLabel(row),
              cells: [bucketLabel(row), number(row.referees)],
            }))}
          />

          <AnalyticsSection
            chart="ratings"
            range={range}
            title={t("analytics.ratings.title")}
            description={t("analytics.ratings.description")}
            empty={t("analytics.empty")}
            chartProps={{
              kind: "line",
              rows: analytics.ratings.map((row) => ({ label: month(row.month), rating: row.rating })),
              series: [{ key: "rating", name: t("analytics.ratings.rating"), color: COLORS.primary }],
              yMax: 5,
            }}
            columns={[
              { header: t("analytics.month") },
              { header: t("analytics.ratings.rating"), numeric: true },
              { header: t("analytics.ratings.evaluations"), numeric: true },
            ]}
            rows={analytics.ratings.map((row) => ({
              key: row.month,
              cells: [
                month(row.month),
                row.rating === null ? "—" : t("analytics.ratings.outOf5", { rating: row.rating.toFixed(1) }),
                number(row.evaluations),
              ],
            }))}
          />

          <AnalyticsSection
            chart="misconduct"
            range={range}
            title={t("analytics.misconduct.title")}
            description={t("analytics.misconduct.description")}
            empty={t("analytics.misconduct.none")}
            chartProps={{
              kind: "stacked",
              // The chart names the teams with the most; the table lists every one.
              rows: analytics.misconduct.slice(0, 15).map((row) => ({
                label: row.team,
                cautions: row.cautions,
                sendOffs: row.sendOffs,
              })),
              series: [
                { key: "cautions", name: t("analytics.misconduct.cautions"), color: "#ca8a04" },
                { key: "sendOffs", name: t("analytics.misconduct.sendOffs"), color: COLORS.bad },
              ],
            }}
            columns={[
              { header: t("analytics.misconduct.team") },
              { header: t("analytics.misconduct.cautions"), numeric: true },
              { header: t("analytics.misconduct.sendOffs"), numeric: true },
            ]}
            rows={analytics.misconduct.map((row) => ({
              key: row.team,
              cells: [row.team, number(row.cautions), number(row.sendOffs)],
            }))}
          />

          <AnalyticsSection
            chart="payments"
            range={range}
            title={t("analytics.payments.title")}
            description={t("analytics.payments.description")}
            empty={t("analytics.empty")}
            chartProps={{
              kind: "stacked",
              rows: analytics.payments.map((row) => ({
                label: month(row.month),
                paid: row.paidCents,
                owed: row.owedCents,
              })),
              series: [
                { key: "paid", name: t("analytics.payments.paid"), color: COLORS.primary },
                { key: "owed", name: t("analytics.payments.owed"), color: COLORS.warn },
              ],
              format: formats.money,
            }}
            columns={[
              { header: t("analytics.month") },
              { header: t("analytics.payments.owed"), numeric: true },
              { header: t("analytics.payments.paid"), numeric: true },
            ]}
            rows={analytics.payments.map((row) => ({
              key: row.month,
              cells: [month(row.month), formats.money(row.owedCents), formats.money(row.paidCents)],
            }))}
          />
        </>
      ) : null}
    </div>
  );
}
