/**
 * The organization switcher (issue 20, decision 0067): which organizations a person may work in, the
 * switch (`users.active_organization_id`, read by `requireStaff` with every session, so the choice survives
 * sign-in and holds in every browser) and a further league created from the portal.
 */
import { eq } from "drizzle-orm";
import { newId } from "~/db/ids";
import { activityLog, memberships, users } from "~/db/schema";
import type { StaffRole } from "~/domain/constants";
import { NEW_ORGANIZATIONS_PER_DAY, type NewOrganizationInput, type SwitcherData } from "~/domain/organization-switch";
import { isStaffRole } from "~/domain/permissions";
import { newOrganizationStatement, uniqueSlug } from "./accounts.server";
import { activeStaffMembership } from "./auth.server";
import type { Database } from "./db.server";
import { rateLimitHit, rateLimitVerdict, type RateLimitResult } from "./rate-limit.server";
import type { SessionMembership, ValidatedSession } from "./session.server";

const DAY_MS = 24 * 60 * 60 * 1000;

function staffMemberships(session: ValidatedSession): SessionMembership[] {
  return session.memberships.filter(({ membership }) => isStaffRole(membership.role));
}

/** The switcher of the shell of `portal`, from the session (no query). */
export function organizationSwitcherOf(session: ValidatedSession, portal: "assignor" | "referee"): SwitcherData {
  const active = activeStaffMembership(session);
  const shown = (portal === "assignor" ? active : undefined) ?? session.memberships[0];
  return {
    activeId: portal === "assignor" ? (active?.organization.id ?? null) : null,
    organizations: staffMemberships(session).map(({ membership, organization }) => ({
      id: organization.id,
      name: organization.name,
      role: membership.role as StaffRole,
    })),
    referees: session.memberships.some(({ membership }) => membership.role === "referee"),
    defaults: {
      timeZone: shown?.organization.timeZone ?? "America/Los_Angeles",
      currency: shown?.organization.currency ?? "USD",
    },
  };
}

/**
 * Makes `organizationId` the person's organization, when they are on its staff; false (and nothing written)
 * otherwise: nobody switches into a league that is not theirs.
 */
export async function switchActiveOrganization(
  db: Database,
  session: ValidatedSession,
  organizationId: string,
): Promise<boolean> {
  const target = staffMemberships(session).find(({ organization }) => organization.id === organizationId);
  if (!target) return false;
  if (session.user.activeOrganizationId !== organizationId) {
    await db.update(users).set({ activeOrganizationId: organizationId }).where(eq(users.id, session.user.id));
  }
  return true;
}

export type NewOrganizationResult = { ok: true; organizationId: string } | { ok: false; limit: RateLimitResult };

/**
 * A further league, made the way sign-up makes one (`newOrganizationStatement`: slug and invite code), with
 * the person as its assignor and as their active organization. Three waits on D1 with the session's: the
 * per-person limit counted while the slug is read, then one write batch.
 */
export async function createFurtherOrganization(
  db: Database,
  session: ValidatedSession,
  input: NewOrganizationInput,
  now = new Date(),
): Promise<NewOrganizationResult> {
  const key = `new-organization:${session.user.id}`;
  const limitOptions = { limit: NEW_ORGANIZATIONS_PER_DAY, windowMs: DAY_MS, now };
  const [hits, slug] = await Promise.all([rateLimitHit(db, key, limitOptions), uniqueSlug(db, input.name)]);
  const limit = rateLimitVerdict(key, hits, limitOptions);
  if (!limit.allowed) return { ok: false, limit };

  const organizationId = newId();
  const { user } = session;
  const fullName = `${user.firstName} ${user.lastName}`;
  await db.batch([
    newOrganizationStatement(db, {
      id: organizationId,
      name: input.name,
      slug,
      timeZone: input.timeZone,
      currency: input.currency,
    }),
    db.insert(memberships).values({ id: newId(), organizationId, userId: user.id, role: "assignor" }),
    db.update(users).set({ activeOrganizationId: organizationId }).where(eq(users.id, user.id)),
    db.insert(activityLog).values({
      id: newId(),
      organizationId,
      actorId: user.id,
      action: "user.joined",
      subjectType: "user",
      subjectId: user.id,
      summary: `${fullName} created ${input.name}`,
      details: { name: fullName, organization: input.name, how: "created" },
      createdAt: now,
    }),
  ]);
  return { ok: true, organizationId };
}
