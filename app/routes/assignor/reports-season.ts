import type { Route } from "./+types/reports-season";
import { todayIn } from "~/domain/dates";
import { seasonReportCsv, seasonReportFileName } from "~/domain/season-report";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { listSeasonReportRows } from "~/server/reports.server";

/** Generate Report: the organization's games and assignments as CSV, named with today's date. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "organization");
  const rows = await listSeasonReportRows(getAppContext(context).db, organization.id);
  return new Response(seasonReportCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${seasonReportFileName(todayIn(organization.timeZone))}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
