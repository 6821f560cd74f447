/**
 * The New Assignment dialog (spec section 2, Assignment Management): which games can still take a
 * referee, and the form's schema, used by the dialog and by the action.
 */
import { msg } from "~/i18n/text";
import * as v from "valibot";
import { POSITIONS } from "./constants";
import { formValues } from "./forms";

export const NOTES_MAX_LENGTH = 500;

export const NewAssignmentSchema = v.object({
  gameId: v.pipe(
    v.string(msg("assignor.newAssignment.error.chooseGame")),
    v.trim(),
    v.nonEmpty(msg("assignor.newAssignment.error.chooseGame")),
  ),
  position: v.picklist(POSITIONS, msg("assignor.games.assign.choosePosition")),
  refereeId: v.pipe(
    v.string(msg("assignor.newAssignment.error.chooseReferee")),
    v.trim(),
    v.nonEmpty(msg("assignor.newAssignment.error.chooseReferee")),
  ),
  notes: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(NOTES_MAX_LENGTH, msg("assignor.newAssignment.error.notesTooLong", { max: NOTES_MAX_LENGTH })),
    ),
    "",
  ),
  overrideReason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(NOTES_MAX_LENGTH, msg("assignor.newAssignment.error.reasonTooLong", { max: NOTES_MAX_LENGTH })),
    ),
    "",
  ),
});

export const NEW_ASSIGNMENT_FIELDS = ["gameId", "position", "refereeId", "notes", "overrideReason"] as const;

/** The form's text fields, as typed (to send back with errors). */
export function newAssignmentValues(form: FormData): Record<(typeof NEW_ASSIGNMENT_FIELDS)[number], string> {
  const values = formValues(form, NEW_ASSIGNMENT_FIELDS);
  return {
    ...values,
    position: values.position || "referee",
  };
}
