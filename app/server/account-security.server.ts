/**
 * The Security tab: change the password, see where you are signed in, sign other devices out.
 */
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { passwords, sessions, type Session } from "~/db/schema";
import { describeUserAgent } from "~/domain/user-agent";
import type { Database } from "./db.server";
import { hashPassword } from "./password.server";
import { checkCurrentPassword, countPasswordCheck, releasePasswordCheck } from "./current-password-check.server";
import { spendOutstandingResetLinks } from "./password-reset.server";
import { invalidateUserSessions } from "./session.server";
import { tr } from "~/i18n/text";

/** Words in the language of the request being served. */
export const wrongCurrentPassword = () => tr("settings.security.wrongCurrentPassword");
const noPasswordYet = () => tr("settings.security.noPasswordYet");

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

export type ChangePasswordResult =
  { ok: true } | { ok: false; status: 400 | 429; fieldErrors: Record<string, string[]> };

/**
 * Checks the current password through the step-up check (the sign-in's limits, issue 32), stores the new
 * hash, and ends every other session: whoever may have learned the old password is signed out, and the
 * device that made the change stays signed in. The new password has already passed `passwordWeaknesses`
 * (the form's schema). One read batch (the hash, the attempt counted), one write batch.
 */
export async function changePassword(
  db: Database,
  {
    userId,
    email,
    ip,
    currentSessionId,
    currentPassword,
    newPassword,
  }: {
    userId: string;
    email: string;
    ip: string;
    currentSessionId: string;
    currentPassword: string;
    newPassword: string;
  },
): Promise<ChangePasswordResult> {
  const check = countPasswordCheck(db, { email, ip });
  const [[stored], ...counted] = await db.batch([
    db.select({ hash: passwords.hash }).from(passwords).where(eq(passwords.userId, userId)),
    ...check.statements,
  ]);
  if (!stored) {
    await releasePasswordCheck(db, check);
    return { ok: false, status: 400, fieldErrors: { currentPassword: [noPasswordYet()] } };
  }
  const result = await checkCurrentPassword(db, check, counted, { password: currentPassword, hash: stored.hash });
  if (result.kind === "locked") return { ok: false, status: 429, fieldErrors: { currentPassword: [result.message] } };
  if (result.kind === "wrong")
    return { ok: false, status: 400, fieldErrors: { currentPassword: [wrongCurrentPassword()] } };
  const hash = await hashPassword(newPassword);
  const now = new Date();
  await db.batch([
    db.update(passwords).set({ hash, updatedAt: now }).where(eq(passwords.userId, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))),
    // A reset link asked for before the change must not undo it (issue 18).
    spendOutstandingResetLinks(db, userId, now),
    ...result.statements,
  ]);
  return { ok: true };
}
