import type { Route } from "./+types/games-export";
import { gamesCsv } from "~/domain/game-import";
import { todayIn } from "~/domain/dates";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { listGamesForExport, parseGameListFilters } from "~/server/game-list.server";

/**
 * The filtered games as CSV in the import's own format, so an export can be edited and re-imported: what
 * the page shows (`q`, `status`, `when`; without `when`, the upcoming games, as on the page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, scope } = await requireStaff(context, request, "games.read");
  const { db } = getAppContext(context);
  const filters = parseGameListFilters(new URL(request.url).searchParams, todayIn(organization.timeZone));
  const rows = await listGamesForExport(db, organization.id, filters, scope);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(gamesCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="games-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
