/**
 * Forgotten passwords: a single-use link valid for one hour, sent through the outbox. Only the
 * SHA-256 of the link's token is stored, like session tokens. Using one link, or changing the password
 * in Settings, spends every other outstanding link (issue 18).
 */
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { newId } from "~/db/ids";
import { outbox, passwordResetTokens, passwords, sessions, userSettings, users } from "~/db/schema";
import { MESSAGE_KINDS, passwordReset } from "~/domain/messages";
import type { Database } from "./db.server";
import { insertIfChanged, insertSelecting, previousStatementChanged } from "./conditional-write.server";
import { stopPendingEmailChanges } from "./email-verification.server";
import { currentLanguage } from "./locale.server";
import { inEveryLanguage, pickLanguage } from "./outbox.server";
import { hashPassword } from "./password.server";
import { generateSessionToken, sha256Hex } from "./session.server";

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Where the account's first name goes in a message rendered before the account is known; SQL fills it in. */
const FIRST_NAME_SLOT = "{{first-name}}";

/** The account's first name escaped for HTML in SQL, as `escapeHtml` escapes it. */
const htmlEscapedFirstName = sql`replace(replace(replace(replace(replace(${users.firstName}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

/**
 * Queues a reset link when an account has this email, and does the same work when none has: the caller
 * answers the same either way, and so do D1 and the clock (issue 18). The lookup and the writes are one
 * batch: the token row and the outbox row are inserted from a SELECT of the account, so for an unknown
 * address the same statements run and insert nothing. The token is made and hashed, and the message
 * rendered, before anyone knows whether it will be used.
 */
export async function requestPasswordReset(
  db: Database,
  { email, publicOrigin, now = new Date() }: { email: string; publicOrigin: string; now?: Date },
): Promise<void> {
  const address = email.trim().toLowerCase();
  const token = generateSessionToken();
  const tokenHash = await sha256Hex(token);
  const link = `${publicOrigin.replace(/\/$/, "")}/reset-password/${token}`;
  // In the account's language (issue 19): its setting, else the language this request is served in (the
  // person asking is, nearly always, the account's owner). Rendered in each language before the lookup.
  const messages = inEveryLanguage((language) => passwordReset({ firstName: FIRST_NAME_SLOT, link, language }));
  const language = sql`coalesce((SELECT ${userSettings.language} FROM ${userSettings} WHERE ${userSettings.userId} = ${users.id}), ${currentLanguage()})`;
  const expiresAt = now.getTime() + RESET_TOKEN_LIFETIME_MS;
  const createdAt = now.getTime();

  const account = sql`FROM ${users} WHERE ${users.email} = ${address}`;
  // Both rows are selected from the account: for an unknown address the same statements insert nothing.
  await db.batch([
    insertSelecting(
      db,
      passwordResetTokens,
      { id: tokenHash, userId: sql`${users.id}`, expiresAt: new Date(expiresAt), createdAt: new Date(createdAt) },
      account,
    ),
    insertSelecting(
      db,
      outbox,
      {
        id: newId(),
        idempotencyKey: `password-reset:${tokenHash}`,
        channel: "email",
        recipient: sql`${users.email}`,
        kind: MESSAGE_KINDS.passwordReset,
        subject: pickLanguage(language, messages, "subject"),
        textBody: sql`replace(${pickLanguage(language, messages, "text")}, ${FIRST_NAME_SLOT}, ${users.firstName})`,
        htmlBody: sql`replace(${pickLanguage(language, messages, "html")}, ${FIRST_NAME_SLOT}, ${htmlEscapedFirstName})`,
        userId: sql`${users.id}`,
        createdAt: new Date(createdAt),
      },
      account,
    ),
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
 * Sets the new password, spends the token and every other outstanding link of the user (and any pending
 * change of address), marks the address verified (the link was emailed to it) and ends every session of the
 * user, in one batch. Returns false
 * when the token was spent in the meantime.
 */
export async function resetPassword(
  db: Database,
  { token, userId, password, now = new Date() }: { token: string; userId: string; password: string; now?: Date },
): Promise<boolean> {
  const hash = await hashPassword(password);
  const tokenHash = await sha256Hex(token);
  const spentNow = sql`EXISTS (SELECT 1 FROM password_reset_tokens AS spent WHERE spent.id = ${tokenHash} AND spent.used_at = ${now.getTime()})`;
  // One batch (one transaction, one round trip), each statement conditional on the one before it
  // (`previousStatementChanged`): the token is spent only if still unspent, and only then is the password
  // set, the address verified and every session ended. The other links die with it, on the condition
  // that this batch spent this token.
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
    db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.getTime()})` })
      .where(and(eq(users.id, userId), previousStatementChanged)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), previousStatementChanged)),
    spendOutstandingResetLinks(db, userId, now, spentNow),
    // A change of address asked for by whoever had the account stops too (the old address was told to reset).
    stopPendingEmailChanges(db, userId, now, spentNow),
  ]);
  return spent.length > 0;
}

/**
 * The statement that spends every reset link of the user not yet used (after a reset, and after a password
 * change in Settings), for the caller's batch; `onlyIf` holds it to a condition evaluated inside the batch.
 */
export function spendOutstandingResetLinks(db: Database, userId: string, now: Date, onlyIf?: SQL) {
  return db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), onlyIf));
}
