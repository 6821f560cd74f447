import { data } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/game-requests";
import { GameRequestDecisionSchema } from "~/domain/game-requests";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { approveGameRequest, rejectGameRequest } from "~/server/game-requests.server";

/**
 * The assignor's answers to game requests (the Requests panel of /assignor/assignments posts here):
 * `approve` (with `overrideReason` when only soft conflicts stand in the way) and `reject` (optional
 * `reason`). A request of another organization is not found.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, organization } = await requireAssignor(context, request);
  const { db } = getAppContext(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = v.safeParse(GameRequestDecisionSchema, form);
  if (!parsed.success || (form.intent !== "approve" && form.intent !== "reject")) {
    return data(
      { ok: false as const, message: parsed.success ? "Unknown action" : parsed.issues[0].message },
      { status: 400 },
    );
  }
  const input = { organizationId: organization.id, actorId: user.id, requestId: parsed.output.requestId };
  const result =
    form.intent === "approve"
      ? await approveGameRequest(db, { ...input, overrideReason: parsed.output.overrideReason })
      : await rejectGameRequest(db, { ...input, reason: parsed.output.reason });
  if (!result.ok) {
    const status = result.message === "This request no longer exists." ? 404 : 409;
    return data(
      {
        ok: false as const,
        message: result.message,
        conflicts: "conflicts" in result ? (result.conflicts ?? []) : [],
        needsOverride: "needsOverride" in result ? Boolean(result.needsOverride) : false,
      },
      { status },
    );
  }
  return { ok: true as const, message: result.message };
}

export type GameRequestsAction = typeof action;
