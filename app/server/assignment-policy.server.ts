/**
 * Saving an organization's assignment policy (issue 21, decision 0076) from the organization page's
 * "Assignment rules" card, with its activity row in the same batch. The conflict checks read the policy
 * through `parseAssignmentPolicy`, so what is saved here is what the Assign dialog, suggestions, auto-assign,
 * the API and the referee's answers apply.
 */
import { eq } from "drizzle-orm";
import { organizations } from "~/db/schema";
import { DEFAULT_ASSIGNMENT_POLICY, parseAssignmentPolicy, type AssignmentPolicy } from "~/domain/assignment-policy";
import { describePolicyChanges } from "~/domain/assignment-policy-form";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";

/** Saves the policy; returns what changed (nothing is written when nothing did), or null for no organization. */
export async function updateAssignmentPolicy(
  db: Database,
  { organizationId, actorId, policy }: { organizationId: string; actorId: string; policy: AssignmentPolicy },
): Promise<string[] | null> {
  const [current] = await db
    .select({ assignmentPolicy: organizations.assignmentPolicy })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!current) return null;
  const changes = describePolicyChanges(parseAssignmentPolicy(current.assignmentPolicy), policy);
  if (changes.length === 0) return changes;
  const isDefault = describePolicyChanges(DEFAULT_ASSIGNMENT_POLICY, policy).length === 0;
  await db.batch([
    db
      .update(organizations)
      // The defaults are not stored: an organization that never chose follows future defaults.
      .set({ assignmentPolicy: isDefault ? null : policy, updatedAt: new Date() })
      .where(eq(organizations.id, organizationId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "organization.assignment_policy_updated",
      subjectType: "organization",
      subjectId: organizationId,
      summary: `Changed the assignment rules: ${changes.join("; ")}`.slice(0, 500),
      details: { changes },
    }),
  ]);
  return changes;
}
