import type { Route } from "./+types/assignments-export";
import { toCsv } from "~/domain/csv";
import { POSITION_LABELS, type Position } from "~/domain/constants";
import { listAssignmentsForExport, parseAssignmentFilters } from "~/server/assignment-list.server";
import { todayIn } from "~/domain/dates";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";

/**
 * The filtered assignments as CSV (formula-looking cells neutralised by `toCsv`): what the page shows
 * (`q`, `status`, `when`; without `when`, the upcoming games' assignments, as on the page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, scope } = await requireStaff(context, request, "assign");
  const { db } = getAppContext(context);
  const rows = await listAssignmentsForExport(
    db,
    organization.id,
    parseAssignmentFilters(new URL(request.url).searchParams, todayIn(organization.timeZone)),
    scope,
  );
  const csv = toCsv(
    [
      "date",
      "time",
      "homeTeam",
      "awayTeam",
      "venue",
      "position",
      "referee",
      "email",
      "phone",
      "fee",
      "assigned",
      "status",
      "declineReason",
      "notes",
      "overriddenConflicts",
      "overrideReason",
    ],
    rows.map((row) => [
      row.date,
      row.time,
      row.homeTeam,
      row.awayTeam,
      row.venue,
      POSITION_LABELS[row.position as Position],
      `${row.firstName} ${row.lastName}`,
      row.email,
      row.phone,
      ((row.feeCents ?? 0) / 100).toFixed(2),
      new Date(row.assignedAt).toISOString().slice(0, 10),
      row.status,
      row.declineReason,
      row.notes,
      row.overrideConflicts?.join("; ") ?? null,
      row.overrideReason,
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="assignments-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
