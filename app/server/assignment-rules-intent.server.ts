/**
 * The organization page's `assignment-rules` intent (issue 21): parse the "Assignment rules" form, save the
 * policy, and answer the card (its errors by field and what was typed, when refused).
 */
import { data } from "react-router";
import { assignmentPolicyValuesOf, parseAssignmentPolicyForm } from "~/domain/assignment-policy-form";
import { tr } from "~/i18n/text";
import { updateAssignmentPolicy } from "./assignment-policy.server";
import type { Database } from "./db.server";

export async function saveAssignmentRules(
  db: Database,
  form: FormData,
  { organizationId, actorId }: { organizationId: string; actorId: string },
) {
  const intent = "assignment-rules" as const;
  const values = assignmentPolicyValuesOf(form);
  const parsed = parseAssignmentPolicyForm(values);
  if (!parsed.success) {
    return data(
      { intent, ok: false as const, errors: parsed.errors, values, message: tr("org.checkFields") },
      { status: 400 },
    );
  }
  const changes = await updateAssignmentPolicy(db, { organizationId, actorId, policy: parsed.output });
  if (changes === null) throw data({ message: tr("org.notFound") }, { status: 404 });
  return {
    intent,
    ok: true as const,
    errors: {} as Record<string, string[] | undefined>,
    values: null,
    message: changes.length === 0 ? tr("org.nothingChanged") : tr("org.rules.saved"),
  };
}
