import type { Route } from "./+types/game-suggestions";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { suggestionsFor } from "~/server/assignment-suggestions.server";

/** GET /assignor/games/:gameId/suggestions?position=referee: the engine's ranking for one open slot, as JSON. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { organization, scope } = await requireStaff(context, request, "assign");
  const { db } = getAppContext(context);
  const position = new URL(request.url).searchParams.get("position") ?? "referee";
  const answer = await suggestionsFor(db, { organizationId: organization.id, gameId: params.gameId, position, scope });
  if (!answer.ok)
    return Response.json(
      { message: answer.message },
      { status: answer.status, headers: { "Cache-Control": "no-store" } },
    );
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
