import type { Route } from "./+types/reports-discipline";
import { disciplineCsv, disciplineFileName, DisciplineRangeSchema } from "~/domain/discipline-export";
import { parseSubmission } from "~/domain/forms";
import { parseReportSettings } from "~/domain/game-reports";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { listDisciplineRows } from "~/server/discipline-export.server";

/**
 * The discipline export (issue 22, decision 0083): `?from=YYYY-MM-DD&to=YYYY-MM-DD`, every caution and send-off
 * of the range's games by team then player (a limited assignor: of their scope's games). A missing or bad range is a 400 that says what is wrong.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, scope } = await requireStaff(context, request, "reports.review");
  const parsed = parseSubmission(DisciplineRangeSchema, new URL(request.url).searchParams);
  if (!parsed.ok) {
    return new Response(parsed.firstError, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const rows = await listDisciplineRows(getAppContext(context).db, organization.id, parsed.value, scope);
  const { misconductReasons } = parseReportSettings(organization.reportSettings);
  return new Response(disciplineCsv(rows, misconductReasons), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${disciplineFileName(parsed.value)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
