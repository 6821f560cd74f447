/** Staff members of an organization beyond its assignor (issue 20, decision 0064), for the tests. */
import { createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { memberships } from "~/db/schema";
import type { StaffRole } from "~/domain/constants";
import type { AssignorScope } from "~/domain/permissions";
import { cookieFor, db } from "./helpers";

/**
 * A person on the organization's staff in `role` (an assignor with `scope` is a limited one), signed in.
 * They land in the assignor portal (`users.role`); the membership says what they may do there.
 */
export async function createStaffMember(
  organizationId: string,
  role: StaffRole,
  { scope = null, firstName }: { scope?: AssignorScope | null; firstName?: string } = {},
) {
  const user = await createUser(db, { role: "assignor", firstName: firstName ?? `Staff ${role}` });
  await db.insert(memberships).values({ id: newId(), organizationId, userId: user.id, role, scope });
  return { user, cookie: await cookieFor(user.id) };
}
