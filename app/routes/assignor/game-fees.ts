/**
 * GET and POST /assignor/games/:gameId/fees (issue 21, decision 0078): a multi-official game's own fee per
 * position, over the organization's fee table. GET answers each position of the game with its own fee (or
 * null) and the fee it gets without one, for the Position fees dialog; POST sets them (an empty amount goes
 * back to the fee table's). Editing games (`games.write`), within a limited assignor's scope.
 */
import { data } from "react-router";
import type { Route } from "./+types/game-fees";
import { POSITIONS_BY_TYPE, type PositionType } from "~/domain/constants";
import { GamePositionFeesSchema, slotFee } from "~/domain/fees";
import { parseSubmission } from "~/domain/forms";
import { tr } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { gamePositionFeesRead, saveGamePositionFees } from "~/server/fees.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { organization, scope } = await requireStaff(context, request, "games.write");
  const found = await gamePositionFeesRead(getAppContext(context).db, {
    organizationId: organization.id,
    gameId: params.gameId,
    scope,
  });
  if (!found) throw data({ message: tr("fees.game.notFound") }, { status: 404 });
  const { game, overrides, schedule } = found;
  return data({
    positions: POSITIONS_BY_TYPE[game.positionType as PositionType].map((position) => ({
      position,
      feeCents: overrides.find((entry) => entry.position === position)?.feeCents ?? null,
      defaultCents: slotFee(game, position, [], schedule),
    })),
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, organization, scope } = await requireStaff(context, request, "games.write");
  const parsed = parseSubmission(GamePositionFeesSchema, await request.formData());
  if (!parsed.ok)
    return data(
      {
        ok: false as const,
        errors: parsed.fieldErrors as Record<string, string[] | undefined>,
        values: parsed.values as Record<string, string>,
        message: tr("fees.notSaved"),
      },
      { status: 400 },
    );
  const saved = await saveGamePositionFees(getAppContext(context).db, {
    organizationId: organization.id,
    actorId: user.id,
    gameId: params.gameId,
    scope,
    fees: parsed.value,
  });
  if (!saved) throw data({ message: tr("fees.game.notFound") }, { status: 404 });
  return data({ ok: true as const, errors: {}, values: null, message: tr("fees.game.saved") });
}

export type GameFeesLoader = typeof loader;
export type GameFeesAction = typeof action;
