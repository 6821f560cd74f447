/**
 * Accounts: checking a password at sign-in and creating an account at sign-up. Routes call these
 * after validating their form; every write of one event goes to D1 in one batch.
 */
import { and, eq, gt, isNull, like } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { newId } from "~/db/ids";
import {
  invites,
  memberships,
  oauthAccounts,
  oauthPendingSignups,
  organizations,
  passwords,
  userSettings,
  users,
  type Invite,
  type Organization,
} from "~/db/schema";
import type { MembershipRole, Role } from "~/domain/constants";
import { isInvitedAddress } from "~/domain/invite-address";
import { ROLE_IN_WORDS } from "~/domain/members";
import { isStaffRole } from "~/domain/permissions";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { verificationLinkStatements } from "./email-verification.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import { sha256Hex } from "./session.server";

let dummyHash: Promise<string> | undefined;
/**
 * A hash to check against when the email is unknown, so that a wrong email costs the same scrypt
 * work as a wrong password and timing does not tell which one was wrong.
 */
function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

export interface AuthenticatedUser {
  id: string;
  role: string;
  firstName: string;
}

/** The user whose email and password these are, or null; re-hashes a hash with old parameters. */
export async function verifyCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, firstName: users.firstName, hash: passwords.hash })
    .from(users)
    .leftJoin(passwords, eq(passwords.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  const hash = row?.hash ?? (await hashForUnknownUser());
  const matches = await verifyPassword(password, hash);
  if (!row?.hash || !matches) return null;
  if (needsRehash(row.hash)) {
    await db
      .update(passwords)
      .set({ hash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(passwords.userId, row.id));
  }
  return { id: row.id, role: row.role, firstName: row.firstName };
}

export async function findUserByEmail(db: Database, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email.trim().toLowerCase()) });
}

/** The invite of this link's token hash, while it can still be used: not accepted, not expired. */
export function usableInvite(tokenHash: string, now: Date) {
  return and(eq(invites.tokenHash, tokenHash), isNull(invites.acceptedAt), gt(invites.expiresAt, now));
}

/** An invite link that can still be used: not accepted, not expired. */
export async function findUsableInvite(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ invite: Invite; organization: Organization } | null> {
  if (!token) return null;
  const [row] = await db
    .select({ invite: invites, organization: organizations })
    .from(invites)
    .innerJoin(organizations, eq(organizations.id, invites.organizationId))
    .where(usableInvite(await sha256Hex(token), now))
    .limit(1);
  return row ?? null;
}

/** An invite code as stored: codes are read out and typed, so case and surrounding spaces do not count. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findOrganizationByInviteCode(db: Database, code: string) {
  return db.query.organizations.findFirst({
    where: eq(organizations.inviteCode, normalizeInviteCode(code)),
  });
}

/**
 * "<name> joined <league> as <role>" (or "created <league>"): the entry the league's assignors read when
 * someone joins, by sign-up or from the portal (app/server/league-joining.server.ts).
 */
export function joinedActivityStatement(
  db: Database,
  {
    organization,
    person,
    how,
    now,
  }: {
    organization: { id: string; name: string };
    person: { id: string; firstName: string; lastName: string };
    how: MembershipRole | "created";
    now?: Date;
  },
) {
  const name = `${person.firstName} ${person.lastName}`;
  return activityStatement(db, {
    organizationId: organization.id,
    actorId: person.id,
    action: "user.joined",
    subjectType: "user",
    subjectId: person.id,
    summary:
      how === "created"
        ? `${name} created ${organization.name}`
        : `${name} joined ${organization.name} as ${ROLE_IN_WORDS[how]}`,
    details: { name, organization: organization.name, how },
    createdAt: now,
  });
}

/** Eight characters without look-alikes (no 0/O, 1/I/L), easy to read out and type. */
export function generateInviteCode(): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
}

function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48);
  return slug || "league";
}

/** The organization's slug: its name, with -2, -3… when another organization has it already. */
export async function uniqueSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(like(organizations.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** A new organization as sign-up and the portal's "New organization" make it (issue 20). */
export interface NewOrganization {
  id: string;
  name: string;
  /** From `uniqueSlug`, read before the batch that inserts it. */
  slug: string;
  timeZone: string;
  /** The column's default (USD) when not chosen. */
  currency?: string;
}

/** The insert of a new organization, for the caller's batch: its slug, time zone and a fresh invite code. */
export function newOrganizationStatement(db: Database, organization: NewOrganization) {
  return db.insert(organizations).values({
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    timeZone: organization.timeZone,
    ...(organization.currency ? { currency: organization.currency } : {}),
    inviteCode: generateInviteCode(),
  });
}

interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** Null for someone who signs in with Google or Facebook only. */
  password: string | null;
}

/**
 * A first sign-in with a provider: the account is linked to it; its email counts as verified only when the
 * provider vouched for it (Google's email_verified; never Facebook, issue 18).
 */
export interface ProviderLink {
  provider: string;
  providerUserId: string;
  emailVerified: boolean;
  /** The pending sign-up row to remove once the account exists. */
  pendingSignupId: string;
}

export type Registration =
  | { ok: true; userId: string; role: Role }
  | { ok: false; reason: "email_taken"; owner: { id: string; email: string; firstName: string } | null }
  | { ok: false; reason: "invalid_invite" | "invalid_code" }
  /** The invite was sent to another address (decision 0093): only its own address signs up with it. */
  | { ok: false; reason: "other_address"; invitedEmail: string };

/** The join target of a referee sign-up: an invite link (its role) or an organization code. */
export type JoinTarget =
  | { kind: "new-organization"; name: string; timeZone: string }
  | { kind: "invite"; token: string }
  | { kind: "code"; code: string };

/**
 * Creates the account, its membership (and organization) and settings in one batch. A password sign-up
 * (`verify`) also gets its verification link in that batch: the account exists at once, unverified, and the
 * link proves the address and signs the person in (issue 18). An invite link is bound to the address it was
 * mailed to (issue 32, decision 0093): only that address signs up with it, and the link has proven it, so
 * the account is verified at once and needs no link of its own. The password is hashed while the address
 * and the place to join are looked up, and whether or not the address is taken, so a taken address costs
 * the same time.
 */
export async function registerAccount(
  db: Database,
  person: NewPerson,
  target: JoinTarget,
  {
    now = new Date(),
    providerLink,
    verify,
  }: { now?: Date; providerLink?: ProviderLink; verify?: { publicOrigin: string } } = {},
): Promise<Registration> {
  const email = person.email.trim().toLowerCase();
  const hashing = person.password === null ? null : hashPassword(person.password);
  // The address and the place the account joins are looked up at once (one wait on D1, issue 17). The place
  // is judged first: its answer does not depend on the address, so it tells nothing about accounts.
  const [existing, invite, codeOrganization, slug, hash] = await Promise.all([
    findUserByEmail(db, email),
    target.kind === "invite" ? findUsableInvite(db, target.token, now) : null,
    target.kind === "code" ? findOrganizationByInviteCode(db, target.code) : null,
    target.kind === "new-organization" ? uniqueSlug(db, target.name) : null,
    hashing,
  ]);
  // An invite without an address belongs to nobody: as unusable as a spent one.
  if (target.kind === "invite" && !invite?.invite.email) return { ok: false, reason: "invalid_invite" };
  // Judged before the address's account: only the invited address hears whether it has one.
  if (target.kind === "invite" && invite?.invite.email && !isInvitedAddress(invite.invite.email, email)) {
    return { ok: false, reason: "other_address", invitedEmail: invite.invite.email };
  }
  if (target.kind === "code" && !codeOrganization) return { ok: false, reason: "invalid_code" };
  if (existing) {
    return {
      ok: false,
      reason: "email_taken",
      owner: { id: existing.id, email: existing.email, firstName: existing.firstName },
    };
  }

  let organizationId: string;
  /** The membership's role; `users.role` is the portal it opens (any staff role: the assignor portal). */
  let role: MembershipRole;
  let inviteId: string | null = null;
  let organizationName: string;
  const createOrganization = target.kind === "new-organization";
  if (target.kind === "invite") {
    const found = invite;
    if (!found) return { ok: false, reason: "invalid_invite" };
    organizationId = found.organization.id;
    organizationName = found.organization.name;
    role = found.invite.role as MembershipRole;
    inviteId = found.invite.id;
  } else if (target.kind === "code") {
    const organization = codeOrganization;
    if (!organization) return { ok: false, reason: "invalid_code" };
    organizationId = organization.id;
    organizationName = organization.name;
    role = "referee";
  } else {
    organizationId = newId();
    organizationName = target.name;
    role = "assignor";
  }

  const portalRole: Role = isStaffRole(role) ? "assignor" : "referee";
  /** The invite link came to this address (checked above): it is proven, as a verification link would. */
  const addressProven = inviteId !== null;
  const userId = newId();
  try {
    const statements: BatchItem<"sqlite">[] = [
      ...(createOrganization
        ? [
            newOrganizationStatement(db, {
              id: organizationId,
              name: target.name,
              slug: slug!,
              timeZone: target.timeZone,
            }),
          ]
        : []),
      db.insert(users).values({
        id: userId,
        email,
        firstName: person.firstName,
        lastName: person.lastName,
        role: portalRole,
        emailVerifiedAt: providerLink?.emailVerified || addressProven ? now : null,
      }),
      ...(hash ? [db.insert(passwords).values({ userId, hash })] : []),
      ...(providerLink
        ? [
            db.insert(oauthAccounts).values({
              provider: providerLink.provider,
              providerUserId: providerLink.providerUserId,
              userId,
            }),
            db.delete(oauthPendingSignups).where(eq(oauthPendingSignups.id, providerLink.pendingSignupId)),
          ]
        : []),
      db.insert(memberships).values({ id: newId(), organizationId, userId, role }),
      db.insert(userSettings).values({ userId }),
      ...(verify && !addressProven
        ? await verificationLinkStatements(db, {
            userId,
            firstName: person.firstName,
            email,
            purpose: "signup",
            publicOrigin: verify.publicOrigin,
            now,
          })
        : []),
      ...(inviteId
        ? [
            db
              .update(invites)
              .set({ acceptedAt: now, acceptedById: userId })
              .where(and(eq(invites.id, inviteId), isNull(invites.acceptedAt))),
          ]
        : []),
      joinedActivityStatement(db, {
        organization: { id: organizationId, name: organizationName },
        person: { id: userId, firstName: person.firstName, lastName: person.lastName },
        how: createOrganization ? "created" : role,
        now,
      }),
    ];
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser hears it is taken.
    if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(String(error.cause ?? error.message))) {
      return { ok: false, reason: "email_taken", owner: null };
    }
    throw error;
  }
  return { ok: true, userId, role: portalRole };
}
