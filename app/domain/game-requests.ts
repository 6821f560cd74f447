/**
 * Game requests: a referee asks to work an open slot; the assignor approves (which makes the assignment)
 * or rejects. The form schemas here run in the route actions; the open-slot rule is pure.
 */
import { msg } from "~/i18n/text";
import * as v from "valibot";
import { POSITIONS } from "./constants";
import { REASON_MAX_LENGTH } from "./assignments";

const id = (what: string) =>
  v.pipe(
    v.string(`Choose a ${what}.`),
    v.trim(),
    v.nonEmpty(`Choose a ${what}.`),
    v.maxLength(64, `Choose a ${what}.`),
  );
const optionalText = (max: number, message: string | (() => string)) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, message)), "");

/** The referee asks for one position of one game, with an optional note for the assignor. */
export const GameRequestSchema = v.object({
  gameId: id("game"),
  position: v.picklist(POSITIONS, "Choose a position."),
  message: optionalText(REASON_MAX_LENGTH, `Keep the note under ${REASON_MAX_LENGTH} characters.`),
});

export const RequestIdSchema = v.object({ requestId: id("request") });

/** The assignor's decision. Approving past soft conflicts needs the same reason as "assign anyway". */
export const GameRequestDecisionSchema = v.object({
  requestId: id("request"),
  overrideReason: optionalText(
    REASON_MAX_LENGTH,
    msg("assignor.newAssignment.error.reasonTooLong", { max: REASON_MAX_LENGTH }),
  ),
  reason: optionalText(
    REASON_MAX_LENGTH,
    msg("assignor.newAssignment.error.reasonTooLong", { max: REASON_MAX_LENGTH }),
  ),
});
