/**
 * Cancelling a game of one organization: the rule's decision, the crew's assignments ended, and each
 * referee told (a notification, an email and, if they allow texts, an SMS), all in one batch.
 */
import { tr } from "~/i18n/text";
import { refused, type Outcome } from "~/domain/outcome";
import { and, eq, inArray } from "drizzle-orm";
import { assignments, games, notifications, type Game } from "~/db/schema";
import { newId } from "~/db/ids";
import { cancelGame as cancelGameTransition } from "~/domain/assignments";
import type { GameStatus } from "~/domain/constants";
import { assignmentCancelled, cancelledNotification, MESSAGE_KINDS } from "~/domain/messages";
import { gameEventData } from "~/domain/webhooks";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { crewAddressee, gameCrewQuery } from "./game-change-notices.server";
import { gameQuery } from "./games.server";
import { queueMessage, type Addressee } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/**
 * Cancels a game as `cancelGame` in app/domain/assignments.ts decides (its pending and confirmed
 * assignments end with it), and tells each of those referees (a notification and an email in the
 * outbox), all in one batch.
 */
export async function cancelGame(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    reason,
  }: { organizationId: string; actorId: string; gameId: string; reason: string },
): Promise<Outcome<{ notified: number }>> {
  // One read (the game and its crew with their addresses), then one write (decision 0052).
  const [[game], crew] = await db.batch([
    gameQuery(db, organizationId, gameId),
    gameCrewQuery(db, organizationId, gameId),
  ]);
  if (!game) return refused(404, tr("assignor.assign.error.gameGone"));
  const decision = cancelGameTransition({ status: game.status as GameStatus }, crew, reason);
  if (!decision.ok) return refused(409, decision.message);
  const { cancelReason } = decision.value.game;
  const affected = decision.value.cancelledAssignments;
  const people = new Map(crew.map((row) => [row.refereeId, crewAddressee(row)]));
  const origin = await publicOrigin();
  const now = new Date();

  const title = `${game.homeTeam} vs ${game.awayTeam}`;
  await db.batch([
    db
      .update(games)
      .set({ status: "cancelled", cancelReason, updatedAt: now })
      .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
    db
      .update(assignments)
      .set({ status: "cancelled", updatedAt: now })
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.gameId, gameId),
          inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]),
        ),
      ),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "game.cancelled",
      subjectType: "game",
      subjectId: gameId,
      summary: `Cancelled ${title} on ${game.date}: ${cancelReason}`,
      details: { homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: game.date, reason: cancelReason },
    }),
    webhookDeliveryStatement(
      db,
      organizationId,
      "game.cancelled",
      gameEventData({ ...game, status: "cancelled", cancelReason }),
    ),
    ...affected.flatMap((assignment) => [
      db.insert(notifications).values({
        id: newId(),
        userId: assignment.refereeId,
        organizationId,
        type: "schedule",
        priority: "high",
        // In each referee's language (issue 19), not the assignor's.
        ...cancelledNotification(game, cancelReason, people.get(assignment.refereeId)?.language),
        link: "/referee/schedule",
      }),
      ...queueCancellation(db, {
        organizationId,
        game,
        reason: cancelReason,
        assignment,
        person: people.get(assignment.refereeId),
        origin,
      }),
    ]),
  ]);
  return { ok: true, notified: affected.length };
}

function queueCancellation(
  db: Database,
  {
    organizationId,
    game,
    reason,
    assignment,
    person,
    origin,
  }: {
    organizationId: string;
    game: Game;
    reason: string;
    assignment: { id: string; refereeId: string; position: string };
    person?: Addressee;
    origin: string;
  },
) {
  if (!person) return [];
  return queueMessage(db, {
    key: `${MESSAGE_KINDS.gameCancelled}:${game.id}:${assignment.id}`,
    kind: MESSAGE_KINDS.gameCancelled,
    message: assignmentCancelled({
      cause: "game-cancelled",
      reason,
      firstName: person.firstName,
      game: { ...game, position: assignment.position },
      origin,
      language: person.language,
    }),
    to: person.email,
    textTo: person.textTo,
    organizationId,
    userId: assignment.refereeId,
  });
}
