import { data } from "react-router";
import type { Route } from "./+types/game-requests";
import { parseSubmission } from "~/domain/forms";
import { GameRequestDecisionSchema } from "~/domain/game-requests";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { dispatchIntent } from "~/server/intents.server";
import { approveGameRequest, rejectGameRequest } from "~/server/game-requests.server";

/**
 * The assignor's answers to game requests (the Requests panel of /assignor/assignments posts here):
 * `approve` (with `overrideReason` when only soft conflicts stand in the way) and `reject` (optional
 * `reason`). A request of another organization is not found.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, organization, scope } = await requireStaff(context, request, "assign");
  const { db } = getAppContext(context);
  const form = await request.formData();
  const decide = async (intent: string) => {
    const parsed = parseSubmission(GameRequestDecisionSchema, form);
    if (!parsed.ok) return data({ ok: false as const, message: parsed.firstError }, { status: 400 });
    const input = { organizationId: organization.id, actorId: user.id, requestId: parsed.value.requestId, scope };
    const result =
      intent === "approve"
        ? await approveGameRequest(db, { ...input, overrideReason: parsed.value.overrideReason })
        : await rejectGameRequest(db, { ...input, reason: parsed.value.reason });
    if (!result.ok) {
      return data(
        {
          ok: false as const,
          message: result.message,
          conflicts: "conflicts" in result ? (result.conflicts ?? []) : [],
          needsOverride: "needsOverride" in result ? Boolean(result.needsOverride) : false,
        },
        { status: result.status },
      );
    }
    return { ok: true as const, message: result.message };
  };
  return dispatchIntent(form, { approve: decide, reject: decide });
}

export type GameRequestsAction = typeof action;
