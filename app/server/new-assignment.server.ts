/**
 * The New Assignment dialog's submit (POST /assignor/assignments, intent `assign`): validates the form
 * with the dialog's own schema and hands it to `assignReferee`, the one way an assignment is made.
 */
import { tr } from "~/i18n/text";
import { data } from "react-router";
import { parseSubmission } from "~/domain/forms";
import { NewAssignmentSchema, newAssignmentValues } from "~/domain/new-assignment";
import type { AssignorScope } from "~/domain/permissions";
import { assignReferee } from "./assignments.server";
import type { Database } from "./db.server";

export async function createAssignment(
  db: Database,
  {
    organizationId,
    actorId,
    form,
    scope = null,
  }: { organizationId: string; actorId: string; form: FormData; scope?: AssignorScope | null },
) {
  const values = newAssignmentValues(form);
  const parsed = parseSubmission(NewAssignmentSchema, values);
  if (!parsed.ok) {
    return data(
      {
        intent: "assign" as const,
        ok: false as const,
        message: tr("assignor.newAssignment.error.checkFields"),
        errors: parsed.fieldErrors,
        values,
        conflicts: [] as { code: string; severity: "hard" | "soft"; message: string }[],
        needsOverride: false,
      },
      { status: 400 },
    );
  }
  const { gameId, refereeId, position, notes, overrideReason } = parsed.value;
  const result = await assignReferee(db, {
    organizationId,
    actorId,
    gameId,
    refereeId,
    position,
    notes: notes || undefined,
    overrideReason: overrideReason || undefined,
    scope,
  });
  if (!result.ok) {
    return data(
      {
        intent: "assign" as const,
        ok: false as const,
        message: result.message,
        errors: {},
        values,
        conflicts: (result.conflicts ?? []).map(({ code, severity, message }) => ({ code, severity, message })),
        needsOverride: result.needsOverride ?? false,
      },
      { status: 409 },
    );
  }
  return {
    intent: "assign" as const,
    ok: true as const,
    message: tr("assignor.newAssignment.toast.created"),
    assignmentId: result.assignmentId,
  };
}
