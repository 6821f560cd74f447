/**
 * The New Assignment dialog (spec section 2, Assignment Management): which games can still take a
 * referee, and the form's schema, used by the dialog and by the action.
 */
import * as v from "valibot";
import { POSITIONS } from "./constants";
import { formValues } from "./forms";

export const NOTES_MAX_LENGTH = 500;

export const NewAssignmentSchema = v.object({
  gameId: v.pipe(v.string("Choose a game."), v.trim(), v.nonEmpty("Choose a game.")),
  position: v.picklist(POSITIONS, "Choose a position."),
  refereeId: v.pipe(v.string("Choose a referee."), v.trim(), v.nonEmpty("Choose a referee.")),
  notes: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(NOTES_MAX_LENGTH, `Keep notes under ${NOTES_MAX_LENGTH} characters.`)),
    "",
  ),
  overrideReason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(NOTES_MAX_LENGTH, `Keep the reason under ${NOTES_MAX_LENGTH} characters.`),
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
