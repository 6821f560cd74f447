/**
 * POST /referee/assignments/:assignmentId — the referee answers one of their own assignments.
 * Form fields: `intent` = accept | decline | turn-back, and `reason` for decline and turn-back.
 * The Schedule page and the Notifications page post here with fetchers; the work is done by
 * `respondToAssignment` / `turnBackAssignment` (app/server/assignment-responses.server.ts), which tell
 * the assignor and write the activity log in the same batch.
 *
 * Answers (JSON): 200 `{ ok: true, intent, status, message }`; 400 `{ ok: false, intent, message,
 * fieldErrors: { reason?: string[] } }` for bad input; 404 when the assignment is not this referee's
 * (another referee's id looks exactly like a missing one); 409 `{ ok: false, message }` when the
 * transition is refused (already answered, game started, inside 24 hours). Anonymous visitors are sent to
 * sign in; assignors get 403.
 */
import { data } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/assignment-response";
import { REASON_MAX_LENGTH } from "~/domain/assignments";
import { parseSubmission } from "~/domain/forms";
import { refereeLeagues } from "~/domain/referee-leagues";
import {
  assignmentNotFoundMessage,
  respondToAssignment,
  turnBackAssignment,
} from "~/server/assignment-responses.server";
import type { MessageId } from "~/i18n/messages";
import { msg, tr } from "~/i18n/text";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";

export const ASSIGNMENT_INTENTS = ["accept", "decline", "turn-back"] as const;
export type AssignmentIntent = (typeof ASSIGNMENT_INTENTS)[number];

function reasonField(message: MessageId) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(msg(message)),
    v.maxLength(REASON_MAX_LENGTH, msg("referee.answer.error.reasonTooLong", { max: REASON_MAX_LENGTH })),
  );
}

/** Also used by the dialogs, so the browser and the server ask for the same thing. */
export const AssignmentResponseSchema = v.variant("intent", [
  v.object({ intent: v.literal("accept") }),
  v.object({ intent: v.literal("decline"), reason: reasonField("referee.answer.error.declineReason") }),
  v.object({
    intent: v.literal("turn-back"),
    reason: reasonField("referee.answer.error.turnBackReason"),
  }),
]);

const SUCCESS: Record<AssignmentIntent, MessageId> = {
  accept: "referee.answer.success.accept",
  decline: "referee.answer.success.decline",
  "turn-back": "referee.answer.success.turnBack",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, refereeMemberships } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  // The intent is part of the input here (the schema's variant), so an unknown one gets this route's own
  // documented 400 body rather than dispatchIntent's.
  const parsed = parseSubmission(AssignmentResponseSchema, await request.formData());
  const intent = ASSIGNMENT_INTENTS.find((value) => value === parsed.values.intent);
  if (!parsed.ok) {
    const { fieldErrors } = parsed;
    return data(
      {
        ok: false as const,
        intent: intent ?? null,
        message: intent
          ? (fieldErrors.reason?.[0] ?? tr("referee.answer.error.checkForm"))
          : tr("referee.answer.error.chooseIntent"),
        fieldErrors: { reason: fieldErrors.reason },
      },
      { status: 400 },
    );
  }
  const input = parsed.value;
  // An offer of any league the person referees for (issue 20); the assignment itself says which.
  const organizationId = refereeLeagues(refereeMemberships).map(({ id }) => id);
  const scope = { organizationId, refereeId: user.id, assignmentId: params.assignmentId };

  const result =
    input.intent === "turn-back"
      ? await turnBackAssignment(db, { ...scope, reason: input.reason })
      : await respondToAssignment(db, {
          ...scope,
          response: input.intent,
          reason: input.intent === "decline" ? input.reason : undefined,
        });
  // Only the referee's own assignment exists for them: someone else's id answers as a missing one.
  const status = !result.ok && result.message === assignmentNotFoundMessage() ? 404 : 409;
  if (!result.ok) return data({ ok: false as const, intent: input.intent, message: result.message }, { status });
  return { ok: true as const, intent: input.intent, status: result.status, message: tr(SUCCESS[input.intent]) };
}

export type AssignmentResponseAction = typeof action;
