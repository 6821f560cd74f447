/**
 * Forgotten passwords: a single-use link valid for one hour, sent through the outbox. Only the
 * SHA-256 of the link's token is stored, like session tokens.
 */
import { and, eq, isNull } from "drizzle-orm";
import { newId } from "~/db/ids";
import { outbox, passwordResetTokens, passwords, sessions, users } from "~/db/schema";
import { MESSAGE_KINDS, passwordReset } from "~/domain/messages";
import type { Database } from "./db.server";
import { insertIfChanged, previousStatementChanged } from "./conditional-write.server";
import { hashPassword } from "./password.server";
import { generateSessionToken, sha256Hex } from "./session.server";

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Queues a reset link when an account has this email; does nothing otherwise. The caller answers
 * the same either way.
 */
export async function requestPasswordReset(
  db: Database,
  { email, publicOrigin, now = new Date() }: { email: string; publicOrigin: string; now?: Date },
): Promise<void> {
  const user = await db.query.users.findFirst({ where: eq(users.email, email.trim().toLowerCase()) });
  if (!user) return;

  const token = generateSessionToken();
  const tokenHash = await sha256Hex(token);
  const link = `${publicOrigin.replace(/\/$/, "")}/reset-password/${token}`;
  const message = passwordReset({ firstName: user.firstName, link });

  await db.batch([
    db.insert(passwordResetTokens).values({
      id: tokenHash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      createdAt: now,
    }),
    db.insert(outbox).values({
      id: newId(),
      idempotencyKey: `password-reset:${tokenHash}`,
      channel: "email",
      recipient: user.email,
      kind: MESSAGE_KINDS.passwordReset,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      userId: user.id,
      createdAt: now,
    }),
  ]);
}

export type ResetTokenState =
  | { ok: true; user: { id: string; email: string; firstName: string; lastName: string; role: string } }
  | { ok: false; reason: "unknown" | "used" | "expired" };

export async function checkResetToken(db: Database, token: string, now: Date = new Date()): Promise<ResetTokenState> {
  const [row] = await db
    .select({
      token: passwordResetTokens,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      },
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.id, await sha256Hex(token)))
    .limit(1);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.token.usedAt) return { ok: false, reason: "used" };
  if (row.token.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, user: row.user };
}

/**
 * Sets the new password, spends the token and ends every session of the user, in one batch. Returns
 * false when the token was spent in the meantime.
 */
export async function resetPassword(
  db: Database,
  { token, userId, password, now = new Date() }: { token: string; userId: string; password: string; now?: Date },
): Promise<boolean> {
  const hash = await hashPassword(password);
  const tokenHash = await sha256Hex(token);
  // One batch (one transaction, one round trip), each statement conditional on the one before it
  // (`previousStatementChanged`): the token is spent only if still unspent, and only then is the password
  // set and every session ended.
  const [spent] = await db.batch([
    db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, tokenHash), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id }),
    insertIfChanged(db, passwords, { userId, hash, updatedAt: now }).onConflictDoUpdate({
      target: passwords.userId,
      set: { hash, updatedAt: now },
    }),
    db.delete(sessions).where(and(eq(sessions.userId, userId), previousStatementChanged)),
  ]);
  return spent.length > 0;
}
