import { data } from "react-router";
import type { Route } from "./+types/analytics-csv";
import { AnalyticsRangeSchema, defaultAnalyticsRange, isAnalyticsChart } from "~/domain/analytics";
import { analyticsCsv, analyticsCsvFileName } from "~/domain/analytics-csv";
import { todayIn } from "~/domain/dates";
import { parseSubmission } from "~/domain/forms";
import { tr } from "~/i18n/text";
import { analyticsChartRead } from "~/server/analytics.server";
import { requireStaff } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";

/**
 * One analytics chart's numbers as CSV (decision 0086): /assignor/analytics/<chart>.csv?from=&to=, the same
 * range rules as the page (no range: the last 12 weeks). Only that chart's statement is read.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "reports");
  const chart = params.file.endsWith(".csv") ? params.file.slice(0, -".csv".length) : "";
  if (!isAnalyticsChart(chart)) throw data({ message: tr("analytics.error.unknownChart") }, { status: 404 });
  const search = new URL(request.url).searchParams;
  let range = defaultAnalyticsRange(todayIn(organization.timeZone));
  if (search.has("from") || search.has("to")) {
    const parsed = parseSubmission(AnalyticsRangeSchema, {
      from: search.get("from") ?? "",
      to: search.get("to") ?? "",
    });
    if (!parsed.ok) throw data({ message: parsed.firstError, errors: parsed.fieldErrors }, { status: 400 });
    range = parsed.value;
  }
  const { db } = getAppContext(context);
  const analytics = await readOne(
    db,
    analyticsChartRead(db, chart, { organizationId: organization.id, timeZone: organization.timeZone, ...range }),
  );
  return new Response(analyticsCsv(chart, analytics, organization.currency), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${analyticsCsvFileName(chart, range)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
