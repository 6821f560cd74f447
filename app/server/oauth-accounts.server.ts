/**
 * Turning a provider identity into a Whistle account: a known identity signs in; a verified email that
 * matches an account links to it; anyone else finishes sign-up by choosing a role.
 */
import { and, eq, lt } from "drizzle-orm";
import { oauthAccounts, oauthPendingSignups, users } from "~/db/schema";
import type { Database } from "./db.server";
import type { OAuthIdentity } from "./oauth.server";
import { generateSessionToken, sha256Hex } from "./session.server";

const PENDING_SIGNUP_MS = 30 * 60 * 1000;

export type OAuthResolution =
  { kind: "existing"; userId: string; linked: boolean } | { kind: "new"; pendingToken: string } | { kind: "no-email" };

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

  // Only a provider-verified address may claim an existing account.
  if (identity.emailVerified) {
    const [match] = await db.select({ id: users.id }).from(users).where(eq(users.email, identity.email));
    if (match) {
      await db.batch([
        db.insert(oauthAccounts).values({
          provider: identity.provider,
          providerUserId: identity.providerUserId,
          userId: match.id,
        }),
        db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, match.id)),
      ]);
      return { kind: "existing", userId: match.id, linked: true };
    }
  }

  const pendingToken = generateSessionToken();
  await db.batch([
    db.delete(oauthPendingSignups).where(lt(oauthPendingSignups.expiresAt, now)),
    db.insert(oauthPendingSignups).values({
      id: await sha256Hex(pendingToken),
      provider: identity.provider,
      providerUserId: identity.providerUserId,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      redirectTo,
      expiresAt: new Date(now.getTime() + PENDING_SIGNUP_MS),
    }),
  ]);
  return { kind: "new", pendingToken };
}

export async function findPendingSignup(db: Database, token: string, now: Date = new Date()) {
  const [pending] = await db
    .select()
    .from(oauthPendingSignups)
    .where(eq(oauthPendingSignups.id, await sha256Hex(token)));
  if (!pending || pending.expiresAt.getTime() <= now.getTime()) return null;
  return pending;
}
