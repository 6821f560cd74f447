/**
 * Turning a provider identity into a Whistle account: a known identity signs in; an address that matches an
 * account links to it only when both sides proved it (the account's address verified, and the provider
 * vouching for it: Google's email_verified, never Facebook); otherwise the account's password links it
 * (`/link-account`, issue 18); anyone else finishes sign-up by choosing a role.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { oauthAccounts, oauthPendingSignups, passwords, users } from "~/db/schema";
import type { Database } from "./db.server";
import type { OAuthIdentity } from "./oauth.server";
import { generateSessionToken, sha256Hex } from "./session.server";

const PENDING_SIGNUP_MS = 30 * 60 * 1000;

export type OAuthResolution =
  | { kind: "existing"; userId: string; linked: boolean }
  | { kind: "new"; pendingToken: string }
  | { kind: "link"; pendingToken: string }
  | { kind: "no-email" };

export async function resolveOAuthIdentity(
  db: Database,
  identity: OAuthIdentity,
  { redirectTo, now = new Date() }: { redirectTo: string | null; now?: Date },
): Promise<OAuthResolution> {
  const [known] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(
      and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.providerUserId, identity.providerUserId)),
    );
  if (known) return { kind: "existing", userId: known.userId, linked: false };

  if (!identity.email) return { kind: "no-email" };

  const [match] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, identity.email));
  // Both sides proved the address: the account's owner (a link we sent, or a reset) and the provider.
  if (match && match.emailVerifiedAt && identity.emailVerified) {
    await db.insert(oauthAccounts).values({
      provider: identity.provider,
      providerUserId: identity.providerUserId,
      userId: match.id,
    });
    return { kind: "existing", userId: match.id, linked: true };
  }

  // The identity waits server-side, either to create an account or to be linked by the account's password.
  const pendingToken = generateSessionToken();
  await db.batch([
    db.delete(oauthPendingSignups).where(lt(oauthPendingSignups.expiresAt, now)),
    db.insert(oauthPendingSignups).values({
      id: await sha256Hex(pendingToken),
      provider: identity.provider,
      providerUserId: identity.providerUserId,
      email: identity.email,
      emailVerified: identity.emailVerified,
      firstName: identity.firstName,
      lastName: identity.lastName,
      redirectTo,
      expiresAt: new Date(now.getTime() + PENDING_SIGNUP_MS),
    }),
  ]);
  return match ? { kind: "link", pendingToken } : { kind: "new", pendingToken };
}

/** The role of the account a provider identity signed in to, for the portal it lands on; undefined if it is gone. */
export async function accountRole(db: Database, userId: string) {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role;
}

export async function findPendingSignup(db: Database, token: string, now: Date = new Date()) {
  const [pending] = await db
    .select()
    .from(oauthPendingSignups)
    .where(eq(oauthPendingSignups.id, await sha256Hex(token)));
  if (!pending || pending.expiresAt.getTime() <= now.getTime()) return null;
  return pending;
}

/**
 * A waiting identity with the account that has its address (and that account's password hash), in one query:
 * what the link step needs. Null when the identity has expired or was used.
 */
export async function findLinkCandidate(db: Database, token: string, now: Date = new Date()) {
  const [row] = await db
    .select({
      pending: oauthPendingSignups,
      account: { id: users.id, role: users.role, email: users.email },
      hash: passwords.hash,
    })
    .from(oauthPendingSignups)
    .leftJoin(users, eq(users.email, oauthPendingSignups.email))
    .leftJoin(passwords, eq(passwords.userId, users.id))
    .where(eq(oauthPendingSignups.id, await sha256Hex(token)))
    .limit(1);
  if (!row || row.pending.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

/**
 * Links the waiting identity to the account whose password was just given, and spends the waiting row, in one
 * batch. The address counts as verified when the provider vouched for it: the password proved the account,
 * the provider the address.
 */
export async function linkPendingIdentity(
  db: Database,
  {
    pending,
    userId,
    now = new Date(),
  }: { pending: typeof oauthPendingSignups.$inferSelect; userId: string; now?: Date },
) {
  await db.batch([
    db.insert(oauthAccounts).values({ provider: pending.provider, providerUserId: pending.providerUserId, userId }),
    db.delete(oauthPendingSignups).where(eq(oauthPendingSignups.id, pending.id)),
    ...(pending.emailVerified
      ? [
          db
            .update(users)
            .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})` })
            .where(eq(users.id, userId)),
        ]
      : []),
  ]);
}
