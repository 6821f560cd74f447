/**
 * A signed-in person joins a further league (issue 20): with the league's invite code (as a referee, the
 * way a sign-up with a code joins) or with an invite link (the invite's role: referee or a staff role). The
 * new membership and the "joined" activity entry the league's assignors read (the same entry a sign-up
 * writes) go in one batch; an invite link is used up in that batch too. The code check counts against the
 * person and their address like sign-up's (decision 0065), its counters hit in the same batch as the reads:
 * session, one read batch, one write batch. An invite link belongs to the address it was mailed to (issue 32,
 * decision 0093): only an account with that address accepts it, and accepting proves the address; a code is
 * the open way in, as a referee only.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { newId } from "~/db/ids";
import { invites, memberships, organizations, users } from "~/db/schema";
import { isInvitedAddress } from "~/domain/invite-address";
import { isStaffRole } from "~/domain/permissions";
import type { MembershipRole } from "~/domain/constants";
import { tr } from "~/i18n/text";
import { findUsableInvite, joinedActivityStatement, normalizeInviteCode, usableInvite } from "./accounts.server";
import type { Database } from "./db.server";
import { rateLimitHit, rateLimitVerdict } from "./rate-limit.server";
import { sha256Hex } from "./session.server";
import { waitMinutes } from "./auth-limits.server";

const MINUTE = 60 * 1000;
/** Code guesses from a signed-in account: as strict as sign-up's (10 an hour per address). */
export const JOIN_CODE_LIMITS = {
  ip: { limit: 10, windowMs: 60 * MINUTE },
  user: { limit: 10, windowMs: 60 * MINUTE },
} as const;

export interface Joiner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type JoinResult =
  | { ok: true; organization: { id: string; name: string }; role: MembershipRole }
  | { ok: false; reason: "invalid_code" | "invalid_invite"; message: string }
  | { ok: false; reason: "already_member"; message: string; organization: { id: string; name: string } }
  | {
      ok: false;
      reason: "other_address";
      message: string;
      organization: { id: string; name: string };
      role: MembershipRole;
      invitedEmail: string;
    }
  | { ok: false; reason: "rate_limited"; message: string; retryAfterSeconds: number };

const organizationColumns = { id: organizations.id, name: organizations.name };

function alreadyMember(organization: { id: string; name: string }): JoinResult {
  return {
    ok: false,
    reason: "already_member",
    organization,
    message: tr("referee.joinLeague.error.alreadyMember", { league: organization.name }),
  };
}

/** Joins the league whose invite code this is, as a referee. */
export async function joinLeagueByCode(
  db: Database,
  { person, code, ip, now = new Date() }: { person: Joiner; code: string; ip: string; now?: Date },
): Promise<JoinResult> {
  const ipLimit = { ...JOIN_CODE_LIMITS.ip, now };
  const userLimit = { ...JOIN_CODE_LIMITS.user, now };
  const ipKey = `join:ip:${ip}`;
  const userKey = `join:user:${person.id}`;
  const normalized = normalizeInviteCode(code);
  const [ipHit, userHit, [organization], mine] = await db.batch([
    rateLimitHit(db, ipKey, ipLimit),
    rateLimitHit(db, userKey, userLimit),
    db.select(organizationColumns).from(organizations).where(eq(organizations.inviteCode, normalized)).limit(1),
    db
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(eq(memberships.userId, person.id)),
  ]);
  for (const verdict of [rateLimitVerdict(ipKey, ipHit, ipLimit), rateLimitVerdict(userKey, userHit, userLimit)]) {
    if (!verdict.allowed) {
      return {
        ok: false,
        reason: "rate_limited",
        retryAfterSeconds: verdict.retryAfterSeconds,
        message: tr("referee.joinLeague.error.tooMany", { minutes: waitMinutes(verdict.retryAfterSeconds) }),
      };
    }
  }
  if (!organization) return { ok: false, reason: "invalid_code", message: tr("referee.joinLeague.error.unknownCode") };
  if (mine.some(({ organizationId }) => organizationId === organization.id)) return alreadyMember(organization);
  return addMembership(db, { person, organization, role: "referee", inviteId: null, now });
}

/** One table's columns under distinct names: a batch maps its rows by column name. */
function inviteQuery(db: Database, tokenHash: string, now: Date) {
  return db
    .select({
      id: invites.id,
      email: invites.email,
      role: invites.role,
      organizationId: invites.organizationId,
      organizationName: organizations.name,
    })
    .from(invites)
    .innerJoin(organizations, eq(organizations.id, invites.organizationId))
    .where(usableInvite(tokenHash, now))
    .limit(1);
}

function inviteFrom(row: {
  id: string;
  email: string | null;
  role: string;
  organizationId: string;
  organizationName: string;
}) {
  return {
    id: row.id,
    email: row.email,
    role: row.role as MembershipRole,
    organization: { id: row.organizationId, name: row.organizationName },
  };
}

/**
 * The invite a link carries, when it can still be used (not accepted, not expired, addressed to someone),
 * with its league.
 */
export async function findInviteForJoining(db: Database, token: string, now: Date = new Date()) {
  const found = await findUsableInvite(db, token, now);
  return found?.invite.email
    ? inviteFrom({
        id: found.invite.id,
        email: found.invite.email,
        role: found.invite.role,
        organizationId: found.organization.id,
        organizationName: found.organization.name,
      })
    : null;
}

/** "This invite to <league> was sent to <address>": the refusal for an account of another address. */
function otherAddress(invite: {
  email: string;
  role: MembershipRole;
  organization: { id: string; name: string };
}): JoinResult {
  return {
    ok: false,
    reason: "other_address",
    organization: invite.organization,
    role: invite.role,
    invitedEmail: invite.email,
    message: tr("joinInvite.otherAddress", { league: invite.organization.name, invitedEmail: invite.email }),
  };
}

/**
 * Accepts an invite link for the signed-in person: a membership in the invite's role, when the person's
 * address is the invited one. The link came to that inbox, so accepting it also verifies the address.
 */
export async function acceptInvite(
  db: Database,
  { person, token, now = new Date() }: { person: Joiner; token: string; now?: Date },
): Promise<JoinResult> {
  const [[row], mine] = await db.batch([
    inviteQuery(db, await sha256Hex(token), now),
    db
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(eq(memberships.userId, person.id)),
  ]);
  // An invite without an address belongs to nobody (decision 0093): as unusable as a spent one.
  if (!token || !row?.email) {
    return { ok: false, reason: "invalid_invite", message: tr("referee.joinLeague.error.unusableInvite") };
  }
  const invite = inviteFrom(row);
  // Before anything about the person's leagues: an invite for someone else tells them nothing more.
  if (!isInvitedAddress(row.email, person.email)) return otherAddress({ ...invite, email: row.email });
  if (mine.some(({ organizationId }) => organizationId === invite.organization.id)) {
    return alreadyMember(invite.organization);
  }
  return addMembership(db, {
    person,
    organization: invite.organization,
    role: invite.role,
    inviteId: invite.id,
    now,
  });
}

async function addMembership(
  db: Database,
  {
    person,
    organization,
    role,
    inviteId,
    now,
  }: {
    person: Joiner;
    organization: { id: string; name: string };
    role: MembershipRole;
    inviteId: string | null;
    now: Date;
  },
): Promise<JoinResult> {
  try {
    await db.batch([
      db
        .insert(memberships)
        .values({ id: newId(), organizationId: organization.id, userId: person.id, role, createdAt: now }),
      joinedActivityStatement(db, { organization, person, how: role, now }),
      ...(inviteId
        ? [
            db
              .update(invites)
              .set({ acceptedAt: now, acceptedById: person.id })
              .where(and(eq(invites.id, inviteId), isNull(invites.acceptedAt))),
            // The link was mailed to this address (acceptInvite checked it is the account's): it is proven.
            db
              .update(users)
              .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})` })
              .where(eq(users.id, person.id)),
          ]
        : []),
      // Joining as staff: the portal opens on the league just joined (the switcher's remembered choice).
      ...(isStaffRole(role)
        ? [db.update(users).set({ activeOrganizationId: organization.id }).where(eq(users.id, person.id))]
        : []),
    ]);
  } catch (error) {
    // Two joins racing: the unique (organization, user) index decides; the second hears it is a member.
    if (/UNIQUE constraint failed: memberships/.test(String((error as Error).cause ?? (error as Error).message))) {
      return alreadyMember(organization);
    }
    throw error;
  }
  return { ok: true, organization, role };
}
