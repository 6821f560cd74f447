/**
 * Proving an email address (issue 18, decision 0054): the link sent after a sign-up, and the link that
 * moves an account to a new address. Tokens are stored like reset links (only the SHA-256, single use,
 * expiring); the email goes through the outbox in the same batch as the token. An address counts as
 * verified (`users.email_verified_at`) once such a link, or a password-reset link, has been used.
 */
import { and, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { emailVerificationTokens, outbox, passwords, users } from "~/db/schema";
import { emailChange, emailChangeRequested, emailVerification, MESSAGE_KINDS, signUpAttempt } from "~/domain/messages";
import { isLanguage, type Language } from "~/i18n/messages";
import { wrongCurrentPassword } from "./account-security.server";
import { checkCurrentPassword, countPasswordCheck, releasePasswordCheck } from "./current-password-check.server";
import type { Database } from "./db.server";
import { currentLanguage } from "./locale.server";
import { outboxRows } from "./outbox.server";
import { hitRateLimit } from "./rate-limit.server";
import { generateSessionToken, sha256Hex } from "./session.server";
import { tr } from "~/i18n/text";

export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type VerificationPurpose = "signup" | "change";

function origin(publicOrigin: string) {
  return publicOrigin.replace(/\/$/, "");
}

/**
 * The token row and its email, for the caller's batch: after a sign-up (to the account's address) or for a
 * change of address (to the new one).
 */
export async function verificationLinkStatements(
  db: Database,
  {
    userId,
    firstName,
    email,
    purpose,
    publicOrigin,
    now = new Date(),
    language = currentLanguage(),
  }: {
    userId: string;
    firstName: string;
    email: string;
    purpose: VerificationPurpose;
    publicOrigin: string;
    now?: Date;
    /** The recipient's language: they are the one asking, so by default the request's (issue 19). */
    language?: Language;
  },
): Promise<BatchItem<"sqlite">[]> {
  const token = generateSessionToken();
  const tokenHash = await sha256Hex(token);
  const link = `${origin(publicOrigin)}/verify-email/${token}`;
  const message =
    purpose === "signup"
      ? emailVerification({ firstName, link, language })
      : emailChange({ firstName, newEmail: email, link, language });
  return [
    db.insert(emailVerificationTokens).values({
      id: tokenHash,
      userId,
      purpose,
      email,
      expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS),
      createdAt: now,
    }),
    db.insert(outbox).values(
      outboxRows({
        key: `${purpose === "signup" ? MESSAGE_KINDS.emailVerification : MESSAGE_KINDS.emailChange}:${tokenHash}`,
        kind: purpose === "signup" ? MESSAGE_KINDS.emailVerification : MESSAGE_KINDS.emailChange,
        message,
        to: email,
        userId,
        now,
      }),
    ),
  ];
}

/** Tells the owner of an address someone tried to sign up with: nothing was created, here is the way in. */
export async function notifySignUpAttempt(
  db: Database,
  {
    user,
    publicOrigin,
    now = new Date(),
  }: {
    /** `language`: the owner's setting when the caller has it; else the request's (most often the owner's own). */
    user: { id: string; email: string; firstName: string; language?: string | null };
    publicOrigin: string;
    now?: Date;
  },
): Promise<void> {
  const base = origin(publicOrigin);
  const message = signUpAttempt({
    firstName: user.firstName,
    signInLink: `${base}/login`,
    resetLink: `${base}/forgot-password`,
    language: isLanguage(user.language) ? user.language : currentLanguage(),
  });
  await db.insert(outbox).values(
    outboxRows({
      key: `${MESSAGE_KINDS.signUpAttempt}:${crypto.randomUUID()}`,
      kind: MESSAGE_KINDS.signUpAttempt,
      message,
      to: user.email,
      userId: user.id,
      now,
    }),
  );
}

export type VerificationState =
  | { ok: true; purpose: VerificationPurpose; email: string; user: { id: string; role: string; email: string } }
  | { ok: false; reason: "unknown" | "used" | "expired" };

export async function checkVerificationToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<VerificationState> {
  const [row] = await db
    .select({
      purpose: emailVerificationTokens.purpose,
      email: emailVerificationTokens.email,
      usedAt: emailVerificationTokens.usedAt,
      expiresAt: emailVerificationTokens.expiresAt,
      user: { id: users.id, role: users.role, email: users.email },
    })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(eq(emailVerificationTokens.id, await sha256Hex(token)))
    .limit(1);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, purpose: row.purpose === "change" ? "change" : "signup", email: row.email, user: row.user };
}

export type ConfirmResult = { ok: true } | { ok: false; reason: "used" | "taken" };

/**
 * Uses a link: spends it, then (only if this batch spent it) gives the account the link's address, verified,
 * and spends the account's other links of the same purpose. One batch; a new address that another account
 * took in the meantime fails it whole on the unique index.
 */
export async function confirmEmail(db: Database, token: string, now: Date = new Date()): Promise<ConfirmResult> {
  const tokenHash = await sha256Hex(token);
  const spentNow: SQL = sql`EXISTS (SELECT 1 FROM ${emailVerificationTokens} WHERE ${emailVerificationTokens.id} = ${tokenHash} AND ${emailVerificationTokens.usedAt} = ${now.getTime()})`;
  const ofToken = (column: SQL) =>
    sql`(SELECT ${column} FROM ${emailVerificationTokens} WHERE ${emailVerificationTokens.id} = ${tokenHash})`;
  try {
    const [spent] = await db.batch([
      db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.id, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ id: emailVerificationTokens.id }),
      db
        .update(users)
        .set({ email: ofToken(sql`${emailVerificationTokens.email}`), emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, ofToken(sql`${emailVerificationTokens.userId}`)), spentNow)),
      db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.userId, ofToken(sql`${emailVerificationTokens.userId}`)),
            eq(emailVerificationTokens.purpose, ofToken(sql`${emailVerificationTokens.purpose}`)),
            isNull(emailVerificationTokens.usedAt),
            spentNow,
          ),
        ),
    ]);
    return spent.length > 0 ? { ok: true } : { ok: false, reason: "used" };
  } catch (error) {
    if (/UNIQUE constraint failed: users\.email/.test(String((error as Error)?.cause ?? error))) {
      return { ok: false, reason: "taken" };
    }
    throw error;
  }
}

/**
 * The address a change is waiting to be confirmed for, as a column of the settings' profile query (a
 * correlated subquery; the names are spelled out because drizzle leaves a single-table select's columns
 * unqualified, and `id` would then be the token's).
 */
export function pendingEmailColumn(now: Date = new Date()) {
  return sql<string | null>`(SELECT pending.email FROM email_verification_tokens AS pending
    WHERE pending.user_id = ${sql.raw('"users"."id"')} AND pending.purpose = 'change'
      AND pending.used_at IS NULL AND pending.expires_at > ${now.getTime()}
    ORDER BY pending.created_at DESC LIMIT 1)`.as("pending_email");
}

/** Spends every outstanding change-of-address link of the user (optionally only when `when` holds). */
export function stopPendingEmailChanges(db: Database, userId: string, now: Date, when?: SQL) {
  return db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        eq(emailVerificationTokens.purpose, "change"),
        isNull(emailVerificationTokens.usedAt),
        when,
      ),
    );
}

export type EmailChangePlan =
  | { kind: "same" }
  | { kind: "refused"; status: 400 | 429; fieldErrors: Record<string, string[]> }
  | { kind: "change"; email: string; statements: BatchItem<"sqlite">[] };

/**
 * What a settings save does with the email field. The same address (any case): nothing. A new one needs
 * the current password (an account without one must set one first, through a reset link to the current
 * address) and an address no other account has; then the statements for the save's batch: the link to the
 * new address, the notice to the old one, and the account's earlier pending changes spent. The account
 * keeps its address until the link is used. One read batch (the account, the address's owner, the attempt
 * counted by the step-up check against the sign-in's limits, issue 32), then the password check.
 */
export async function planEmailChange(
  db: Database,
  {
    userId,
    currentEmail,
    newEmail,
    currentPassword,
    ip,
    publicOrigin,
    now = new Date(),
  }: {
    userId: string;
    /** The account's address as the session read it: an unchanged address needs no query at all. */
    currentEmail: string;
    newEmail: string;
    currentPassword: string;
    /** The request's client address: the step-up check counts per address too. */
    ip: string;
    publicOrigin: string;
    now?: Date;
  },
): Promise<EmailChangePlan> {
  const email = newEmail.trim().toLowerCase();
  if (email === currentEmail.toLowerCase()) return { kind: "same" };
  const check = countPasswordCheck(db, { email: currentEmail, ip, now });
  const [[account], [taken], ...counted] = await db.batch([
    db
      .select({ email: users.email, firstName: users.firstName, hash: passwords.hash })
      .from(users)
      .leftJoin(passwords, eq(passwords.userId, users.id))
      .where(eq(users.id, userId)),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1),
    ...check.statements,
  ]);
  const refuse = (fieldErrors: Record<string, string[]>, status: 400 | 429 = 400): EmailChangePlan => ({
    kind: "refused",
    status,
    fieldErrors,
  });
  const unchecked = !account?.hash || !currentPassword;
  if (unchecked) await releasePasswordCheck(db, check);
  if (!account) return refuse({ email: [tr("settings.validation.accountNotFound")] });
  if (!account.hash) return refuse({ email: [tr("settings.validation.noPasswordForEmailChange")] });
  if (!currentPassword) return refuse({ currentPassword: [tr("settings.validation.currentPasswordForEmail")] });
  const result = await checkCurrentPassword(db, check, counted, { password: currentPassword, hash: account.hash });
  if (result.kind === "locked") return refuse({ currentPassword: [result.message] }, 429);
  if (result.kind === "wrong") return refuse({ currentPassword: [wrongCurrentPassword()] });
  if (taken) {
    // The password was right: its attempt is given back even though the address cannot be had.
    await db.batch(result.statements);
    return refuse({ email: [tr("settings.validation.emailInUse")] });
  }

  // Asked by the account's owner, signed in: the language this request is served in is theirs (issue 19).
  const notice = emailChangeRequested({
    firstName: account.firstName,
    newEmail: email,
    resetLink: `${origin(publicOrigin)}/forgot-password`,
    language: currentLanguage(),
  });
  return {
    kind: "change",
    email,
    statements: [
      // The step-up check's attempt given back.
      ...result.statements,
      // One pending change at a time: the newest link is the one that works.
      stopPendingEmailChanges(db, userId, now),
      ...(await verificationLinkStatements(db, {
        userId,
        firstName: account.firstName,
        email,
        purpose: "change",
        publicOrigin,
        now,
      })),
      db.insert(outbox).values(
        outboxRows({
          key: `${MESSAGE_KINDS.emailChangeRequested}:${crypto.randomUUID()}`,
          kind: MESSAGE_KINDS.emailChangeRequested,
          message: notice,
          to: account.email,
          userId,
          now,
        }),
      ),
    ],
  };
}

/** Fresh confirmation links one person may ask for an hour (issue 32): enough to retry, too few to flood. */
export const CONFIRMATION_RESENDS = { limit: 3, windowMs: 60 * 60 * 1000 } as const;

export type NewConfirmationLink =
  | { sent: true; email: string }
  | { sent: false; reason: "already-confirmed"; email: string }
  | { sent: false; reason: "limited"; email: string; retryAfterSeconds: number }
  | { sent: false; reason: "unknown" };

/**
 * A new sign-up confirmation link to the signed-in person's own unconfirmed address (issue 32, decision
 * 0092: sending mail to other people waits for it). Counted against `CONFIRMATION_RESENDS` per account;
 * the token and its email go in one batch, as at sign-up (`verificationLinkStatements`).
 */
export async function sendNewConfirmationLink(
  db: Database,
  { userId, publicOrigin, now = new Date() }: { userId: string; publicOrigin: string; now?: Date },
): Promise<NewConfirmationLink> {
  const [person] = await db
    .select({ email: users.email, firstName: users.firstName, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return { sent: false, reason: "unknown" };
  if (person.verifiedAt) return { sent: false, reason: "already-confirmed", email: person.email };
  const limit = await hitRateLimit(db, `confirm-email:${userId}`, { ...CONFIRMATION_RESENDS, now });
  if (!limit.allowed) {
    return { sent: false, reason: "limited", email: person.email, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const [first, ...rest] = await verificationLinkStatements(db, {
    userId,
    firstName: person.firstName,
    email: person.email,
    purpose: "signup",
    publicOrigin,
    now,
  });
  await db.batch([first!, ...rest]);
  return { sent: true, email: person.email };
}
