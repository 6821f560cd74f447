/**
 * The New Assignment dialog (spec section 2, Assignment Management): which games can still take a
 * referee, and the form's schema, used by the dialog and by the action.
 */
import * as v from "valibot";
import { POSITIONS, POSITIONS_BY_TYPE, type Position, type PositionType } from "./constants";
import { formValues } from "./forms";

/** Assignment statuses that hold a slot (the `assignments_live_slot_idx` index's statuses). */
const SLOT_HOLDING = ["pending", "confirmed", "completed"];

/** The positions of a game nobody holds yet, in the game's own order. */
export function openPositions(
  positionType: string,
  assignments: readonly { position: string; status: string }[],
): Position[] {
  const positions = POSITIONS_BY_TYPE[positionType as PositionType] ?? POSITIONS_BY_TYPE.single;
  const held = new Set(assignments.filter((row) => SLOT_HOLDING.includes(row.status)).map((row) => row.position));
  return positions.filter((position) => !held.has(position));
}

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
export type NewAssignmentInput = v.InferOutput<typeof NewAssignmentSchema>;

export const NEW_ASSIGNMENT_FIELDS = ["gameId", "position", "refereeId", "notes", "overrideReason"] as const;

/** The form's text fields, as typed (to send back with errors). */
export function newAssignmentValues(form: FormData): Record<(typeof NEW_ASSIGNMENT_FIELDS)[number], string> {
  const values = formValues(form, NEW_ASSIGNMENT_FIELDS);
  return {
    ...values,
    position: values.position || "referee",
  };
}
