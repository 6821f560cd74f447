/**
 * The referee's notifications page: their own notifications (not dismissed), newest first, each offer
 * joined to its assignment as it stands now, so "Unread" (action still required) and the Accept/Decline
 * buttons follow the assignment, wherever it was answered. Scoped to the user and, for offers, to the
 * referee's leagues (every one, issue 20) and the referee: a link to someone else's assignment finds nothing.
 */
import { and, desc, eq, exists, inArray, isNull, sql } from "drizzle-orm";
import { assignments, games, notifications } from "~/db/schema";
import { zonedTimeToInstant } from "~/domain/dates";
import { assignmentIdFromLink, assignmentOfferLink } from "~/domain/notifications";
import type { RefereeLeague } from "~/domain/referee-leagues";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";

export const REFEREE_NOTIFICATION_LIMIT = 200;

/**
 * One round trip: the notifications, and the referee's assignments in the organization that one of their
 * notifications links to (found in SQL by the offer link, never by a list of ids read first; each row is
 * then matched to its notification with `assignmentIdFromLink`).
 */
export async function listRefereeNotifications(
  db: Database,
  { userId, leagues }: { userId: string; leagues: readonly RefereeLeague[] },
) {
  const visible = and(eq(notifications.userId, userId), isNull(notifications.dismissedAt));
  const [rows, offers] = await db.batch([
    db
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
      .where(visible)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(REFEREE_NOTIFICATION_LIMIT),
    db
      .select({
        id: assignments.id,
        organizationId: assignments.organizationId,
        status: assignments.status,
        date: games.date,
        time: games.time,
      })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(
        and(
          eq(assignments.refereeId, userId),
          // Found through the referee's index; the organizations only filter (query-plan.server.ts).
          inArray(
            filterOnly(assignments.organizationId),
            leagues.map(({ id }) => id),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(notifications)
              .where(
                and(
                  visible,
                  eq(notifications.type, "assignment"),
                  sql`${notifications.link} = ${assignmentOfferLink("")} || ${assignments.id}`,
                ),
              ),
          ),
        ),
      ),
  ]);
  const offerById = new Map(
    offers.map((offer) => [
      offer.id,
      {
        status: offer.status,
        organizationId: offer.organizationId,
        // The kick-off at the wall clock of the offer's own league.
        kickoff: zonedTimeToInstant(
          offer.date,
          offer.time,
          (leagues.find(({ id }) => id === offer.organizationId) ?? leagues[0]!).timeZone,
        ),
      },
    ]),
  );

  return rows.map((row) => {
    const assignmentId = row.type === "assignment" ? assignmentIdFromLink(row.link) : null;
    const offer = assignmentId ? offerById.get(assignmentId) : undefined;
    return { ...row, assignmentId: offer ? assignmentId : null, offer: offer ?? null };
  });
}
