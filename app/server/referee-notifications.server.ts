/**
 * The referee's notifications page: their own notifications (not dismissed), newest first, each offer
 * joined to its assignment as it stands now, so "Unread" (action still required) and the Accept/Decline
 * buttons follow the assignment, wherever it was answered. Scoped to the user and, for offers, to the
 * organization and the referee: a link to someone else's assignment finds nothing.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { assignments, games, notifications } from "~/db/schema";
import { zonedTimeToInstant } from "~/domain/dates";
import { assignmentIdFromLink } from "~/domain/notifications";
import type { Database } from "./db.server";

export const REFEREE_NOTIFICATION_LIMIT = 200;

export async function listRefereeNotifications(
  db: Database,
  { userId, organizationId, timeZone }: { userId: string; organizationId: string; timeZone: string },
) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      priority: notifications.priority,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.dismissedAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(REFEREE_NOTIFICATION_LIMIT);

  const offerIds = [
    ...new Set(
      rows
        .map((row) => (row.type === "assignment" ? assignmentIdFromLink(row.link) : null))
        .filter((id) => id !== null),
    ),
  ];
  const offers = offerIds.length
    ? await db
        .select({ id: assignments.id, status: assignments.status, date: games.date, time: games.time })
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .where(
          and(
            inArray(assignments.id, offerIds),
            eq(assignments.refereeId, userId),
            eq(assignments.organizationId, organizationId),
          ),
        )
    : [];
  const offerById = new Map(
    offers.map((offer) => [
      offer.id,
      { status: offer.status, kickoff: zonedTimeToInstant(offer.date, offer.time, timeZone) },
    ]),
  );

  return rows.map((row) => {
    const assignmentId = row.type === "assignment" ? assignmentIdFromLink(row.link) : null;
    const offer = assignmentId ? offerById.get(assignmentId) : undefined;
    return { ...row, assignmentId: offer ? assignmentId : null, offer: offer ?? null };
  });
}

/** One of the user's notifications (not dismissed), or undefined when it is not theirs. */
export async function findOwnNotification(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ id: notifications.id, type: notifications.type, link: notifications.link, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.dismissedAt)));
  return row;
}
