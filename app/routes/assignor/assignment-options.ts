import { data } from "react-router";
import type { Route } from "./+types/assignment-options";
import { POSITIONS } from "~/domain/constants";
import { toZonedParts } from "~/domain/dates";
import { assignmentOptions } from "~/server/assignment-options.server";
import { previewConflicts } from "~/server/assignments.server";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { tr } from "~/i18n/text";

/**
 * What the New Assignment dialog loads (a resource route, read with fetchers):
 * - no parameters: the organization's games not yet kicked off with open positions, and its referees;
 * - `?gameId=` (and `&position=`, the slot offered): every referee's conflicts for that game of the
 *   organization (404 for any other game).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, scope } = await requireStaff(context, request, "assign");
  const { db } = getAppContext(context);
  const searchParams = new URL(request.url).searchParams;
  const gameId = searchParams.get("gameId");
  if (gameId !== null) {
    // The slot offered, when chosen: the rank rule is per position (issue 21); anything else means none yet.
    const asked = searchParams.get("position");
    const position = POSITIONS.find((known) => known === asked);
    const preview = await previewConflicts(db, { organizationId: organization.id, gameId, scope, position });
    if (!preview) throw data({ message: tr("assignor.assign.error.gameGone") }, { status: 404 });
    return { kind: "preview" as const, ...preview };
  }
  return {
    kind: "options" as const,
    ...(await assignmentOptions(db, organization.id, toZonedParts(new Date(), organization.timeZone), scope)),
  };
}
