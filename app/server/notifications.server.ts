/**
 * The alerts of the bell dialog (spec section 2: Alerts and Notifications; section 4: alerts). Every
 * query and write is scoped to one user: a notification id from anyone else matches nothing.
 */
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Database } from "./db.server";

export const NOTIFICATION_LIST_LIMIT = 100;

const visibleTo = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.dismissedAt));

/** The user's alerts not dismissed, newest first, and how many of all of them are unread: one round trip. */
export async function listNotifications(db: Database, userId: string) {
  const [rows, totals] = await db.batch([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        priority: notifications.priority,
        actionRequired: notifications.actionRequired,
        actionLabel: notifications.actionLabel,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(visibleTo(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({
        total: count(),
        unread: sql<number>`coalesce(sum(case when ${notifications.readAt} is null then 1 else 0 end), 0)`,
      })
      .from(notifications)
      .where(visibleTo(userId)),
  ]);
  return { notifications: rows, total: totals[0]?.total ?? 0, unread: Number(totals[0]?.unread ?? 0) };
}

/**
 * Marks one of the user's alerts read in one round trip; returns it as it was (for its link), or
 * undefined when it is not theirs.
 */
export async function markNotificationRead(db: Database, userId: string, id: string, now = new Date()) {
  const [[row]] = await db.batch([
    db
      .select({ id: notifications.id, readAt: notifications.readAt, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.id, id), visibleTo(userId))),
    db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, id), visibleTo(userId), isNull(notifications.readAt))),
  ]);
  return row;
}

export async function markAllNotificationsRead(db: Database, userId: string, now = new Date()): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(visibleTo(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Dismisses one of the user's alerts; false when it is not theirs (or already gone). */
export async function dismissNotification(
  db: Database,
  userId: string,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ dismissedAt: now })
    .where(and(eq(notifications.id, id), visibleTo(userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}
