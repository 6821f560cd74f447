/**
 * Invitations to an organization: by email (a single-use link through the outbox) or by the
 * organization's code. Every function takes the organization: an assignor only sees and revokes
 * their own organization's invites.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { newId } from "~/db/ids";
import { activityLog, invites, organizations, outbox, userSettings, users } from "~/db/schema";
import type { MembershipRole } from "~/domain/constants";
import { invite as inviteMessage, MESSAGE_KINDS } from "~/domain/messages";
import { generateInviteCode } from "./accounts.server";
import { activityIfChanged } from "./activity.server";
import type { Database } from "./db.server";
import { inEveryLanguage, pickLanguage } from "./outbox.server";
import {
  giveBackAllowance,
  personToPersonUnsubscribe,
  planPersonToPersonEmail,
  type MailPlan,
} from "./person-to-person-email.server";
import { generateSessionToken, sha256Hex } from "./session.server";
import { ROLE_IN_WORDS } from "~/domain/members";

export const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** Invites not yet used nor expired, newest first (a query: await it, or put it in a `db.batch`). */
export function listPendingInvites(db: Database, organizationId: string, now: Date = new Date()) {
  return db
    .select({
      id: invites.id,
      email: invites.email,
      role: invites.role,
      expiresAt: invites.expiresAt,
      createdAt: invites.createdAt,
    })
    .from(invites)
    .where(and(eq(invites.organizationId, organizationId), isNull(invites.acceptedAt), gt(invites.expiresAt, now)))
    .orderBy(desc(invites.createdAt));
}

export type InviteOutcome =
  | { ok: true; id: string; link: string; plan: MailPlan }
  /** Not sent: the plan says why (an unconfirmed sender, the allowance, or an address that opted out). */
  | { ok: false; plan: MailPlan };

export async function createInvite(
  db: Database,
  {
    organization,
    invitedBy,
    email,
    role,
    publicOrigin,
    now = new Date(),
  }: {
    organization: { id: string; name: string };
    invitedBy: { id: string; firstName: string; lastName: string };
    email: string;
    role: MembershipRole;
    publicOrigin: string;
    now?: Date;
  },
): Promise<InviteOutcome> {
  // Issue 32 (decision 0092): a confirmed sender, today's allowances, and not an address that opted out.
  const plan = await planPersonToPersonEmail(db, {
    organizationId: organization.id,
    sender: invitedBy,
    recipients: [email],
    now,
  });
  if (!plan.ok) return { ok: false, plan };
  if (plan.allowed.length === 0) {
    await giveBackAllowance(db, plan);
    return { ok: false, plan };
  }
  const token = generateSessionToken();
  const tokenHash = await sha256Hex(token);
  const id = newId();
  const outboxId = newId();
  const link = `${publicOrigin.replace(/\/$/, "")}/signup?invite=${token}`;
  const inviter = `${invitedBy.firstName} ${invitedBy.lastName}`;
  const as = ROLE_IN_WORDS[role];
  // Never the inviter's language (issue 19): the invitee's own setting when the address already has an
  // account, else English. Rendered in every language; the insert picks.
  const messages = inEveryLanguage((language) =>
    inviteMessage({ inviterName: inviter, organizationName: organization.name, role, link, language }),
  );
  const language = sql`coalesce((SELECT ${userSettings.language} FROM ${userSettings} JOIN ${users} ON ${users.id} = ${userSettings.userId} WHERE ${users.email} = ${email.trim().toLowerCase()}), 'en')`;
  await db.batch([
    db.insert(invites).values({
      id,
      organizationId: organization.id,
      email,
      role,
      tokenHash,
      invitedById: invitedBy.id,
      expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
      createdAt: now,
    }),
    db.insert(outbox).values({
      id: outboxId,
      ...(await personToPersonUnsubscribe(outboxId, publicOrigin)),
      idempotencyKey: `invite:${tokenHash}`,
      channel: "email",
      recipient: email,
      kind: MESSAGE_KINDS.invite,
      subject: pickLanguage(language, messages, "subject"),
      textBody: pickLanguage(language, messages, "text"),
      htmlBody: pickLanguage(language, messages, "html"),
      organizationId: organization.id,
      createdAt: now,
    }),
    db.insert(activityLog).values({
      id: newId(),
      organizationId: organization.id,
      actorId: invitedBy.id,
      action: "invite.created",
      subjectType: "invite",
      subjectId: id,
      summary: `${inviter} invited ${email} as ${as}`,
      details: { inviter, email, role },
      createdAt: now,
    }),
  ]);
  return { ok: true, id, link, plan };
}

/** Deletes a pending invite of this organization; false when there is none with that id. */
export async function revokeInvite(db: Database, organizationId: string, inviteId: string): Promise<boolean> {
  const deleted = await db
    .delete(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.organizationId, organizationId), isNull(invites.acceptedAt)))
    .returning({ id: invites.id });
  return deleted.length > 0;
}

/**
 * A new invite code for the organization (issue 20, decision 0068), made as sign-up makes the first one;
 * the old code stops working at once. Only when `current` is still the code (the one on the page the
 * assignor confirmed from): a second press of a stale page does not rotate again. Null when it was not.
 */
export async function rotateInviteCode(
  db: Database,
  { organizationId, actorId, current }: { organizationId: string; actorId: string; current: string },
): Promise<string | null> {
  const code = generateInviteCode();
  const [rotated] = await db.batch([
    db
      .update(organizations)
      .set({ inviteCode: code, updatedAt: new Date() })
      .where(and(eq(organizations.id, organizationId), eq(organizations.inviteCode, current.trim().toUpperCase())))
      .returning({ inviteCode: organizations.inviteCode }),
    activityIfChanged(db, {
      organizationId,
      actorId,
      action: "organization.invite_code_rotated",
      subjectType: "organization",
      subjectId: organizationId,
      summary: "Replaced the organization's invite code",
      details: {},
    }),
  ]);
  return rotated[0]?.inviteCode ?? null;
}
