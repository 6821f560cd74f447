/**
 * The Security tab: change the password, see where you are signed in, sign other devices out.
 */
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { passwords, sessions, type Session } from "~/db/schema";
import { describeUserAgent } from "~/domain/user-agent";
import type { Database } from "./db.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hitRateLimit, resetRateLimit } from "./rate-limit.server";
import { spendOutstandingResetLinks } from "./password-reset.server";
import { invalidateUserSessions } from "./session.server";
import { tr } from "~/i18n/text";

/** Words in the language of the request being served. */
export const wrongCurrentPassword = () => tr("settings.security.wrongCurrentPassword");
const noPasswordYet = () => tr("settings.security.noPasswordYet");
export const tooManyPasswordAttempts = (minutes: number) => tr("settings.validation.tooManyAttempts", { minutes });

const PASSWORD_CHANGE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

export interface ActiveSession {
  id: string;
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** The user's unexpired sessions, most recently used first, with the one making this request marked. */
/** The user's sessions not expired, most recent first: a query unsent, for a page that reads it in its own `db.batch`. */
export function activeSessionsQuery(db: Database, userId: string, now: Date = new Date()) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export function activeSessionsFrom(rows: readonly Session[], currentSessionId: string): ActiveSession[] {
  return rows
    .map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt ?? row.createdAt,
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one of the user's other sessions; someone else's session id does nothing. */
export async function revokeSession(
  db: Database,
  userId: string,
  sessionId: string,
  { currentSessionId }: { currentSessionId: string },
): Promise<boolean> {
  if (sessionId === currentSessionId) return false;
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export function revokeOtherSessions(db: Database, userId: string, currentSessionId: string) {
  return invalidateUserSessions(db, userId, { except: currentSessionId });
}

export type ChangePasswordResult = { ok: true } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Checks the current password, stores the new hash, and ends every other session: whoever may have
 * learned the old password is signed out, and the device that made the change stays signed in.
 * The new password has already passed `passwordWeaknesses` (the form's schema).
 */
export async function changePassword(
  db: Database,
  {
    userId,
    currentSessionId,
    currentPassword,
    newPassword,
  }: { userId: string; currentSessionId: string; currentPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
  const [stored] = await db.select({ hash: passwords.hash }).from(passwords).where(eq(passwords.userId, userId));
  if (!stored) return { ok: false, fieldErrors: { currentPassword: [noPasswordYet()] } };
  // A stolen session must not become a way to guess the password: a few tries per quarter hour.
  const attemptsKey = `password-change:user:${userId}`;
  const attempts = await hitRateLimit(db, attemptsKey, PASSWORD_CHANGE_LIMIT);
  if (!attempts.allowed) {
    const minutes = Math.ceil(attempts.retryAfterSeconds / 60);
    return {
      ok: false,
      fieldErrors: {
        currentPassword: [tooManyPasswordAttempts(minutes)],
      },
    };
  }
  if (!(await verifyPassword(currentPassword, stored.hash))) {
    return { ok: false, fieldErrors: { currentPassword: [wrongCurrentPassword()] } };
  }
  const hash = await hashPassword(newPassword);
  const now = new Date();
  await db.batch([
    db.update(passwords).set({ hash, updatedAt: now }).where(eq(passwords.userId, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))),
    // A reset link asked for before the change must not undo it (issue 18).
    spendOutstandingResetLinks(db, userId, now),
  ]);
  await resetRateLimit(db, attemptsKey);
  return { ok: true };
}
