/**
 * Making an assignment: a referee offered one position of a game. The assignments issue adds conflict
 * checks and the accept/decline workflow on top of this; the one-referee-per-slot rule is already the
 * database's (a partial unique index), so two assignors racing cannot both win.
 */
import { and, eq } from "drizzle-orm";
import { assignments, games, memberships, notifications, outbox, users } from "~/db/schema";
import { newId } from "~/db/ids";
import { POSITIONS_BY_TYPE, POSITION_LABELS, type GameStatus, type Position, type PositionType } from "~/domain/constants";
import { deriveGameStatus } from "~/domain/game-status";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";

export type AssignResult =
  | { ok: true; assignmentId: string }
  | { ok: false; message: string };

export async function listOrganizationReferees(db: Database, organizationId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, refereeLevel: users.refereeLevel })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee")))
    .orderBy(users.lastName, users.firstName);
}

export async function assignReferee(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    refereeId,
    position,
  }: { organizationId: string; actorId: string; gameId: string; refereeId: string; position: Position },
): Promise<AssignResult> {
  const [game] = await db.select().from(games).where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)));
  if (!game) return { ok: false, message: "This game no longer exists." };
  if (game.status === "cancelled" || game.status === "completed") {
    return { ok: false, message: `This game is ${game.status}; it cannot be assigned.` };
  }
  if (!POSITIONS_BY_TYPE[game.positionType as PositionType].includes(position)) {
    return { ok: false, message: `This game does not need a ${POSITION_LABELS[position]}.` };
  }
  const [referee] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"), eq(memberships.userId, refereeId)));
  if (!referee) return { ok: false, message: "Choose a referee from your organization." };

  const existing = await db
    .select({ position: assignments.position, status: assignments.status, refereeId: assignments.refereeId })
    .from(assignments)
    .where(eq(assignments.gameId, gameId));
  if (existing.some((row) => row.refereeId === refereeId && ["pending", "confirmed"].includes(row.status))) {
    return { ok: false, message: `${referee.firstName} ${referee.lastName} is already on this game.` };
  }
  const nextStatus = deriveGameStatus(game.status as GameStatus, game.positionType as PositionType, [
    ...existing,
    { position, status: "pending" },
  ]);

  const assignmentId = newId();
  const title = `${game.homeTeam} vs ${game.awayTeam}`;
  try {
    await db.batch([
      db.insert(assignments).values({
        id: assignmentId,
        organizationId,
        gameId,
        refereeId,
        position,
        status: "pending",
        assignedById: actorId,
      }),
      db.update(games).set({ status: nextStatus, updatedAt: new Date() }).where(eq(games.id, gameId)),
      db.insert(notifications).values({
        id: newId(),
        userId: refereeId,
        organizationId,
        type: "assignment",
        priority: "high",
        title: "New game assignment",
        message: `You have been assigned as ${POSITION_LABELS[position]} for ${title} on ${game.date} at ${game.time}, ${game.venue}.`,
        actionRequired: true,
        actionLabel: "Respond",
        link: "/referee/schedule",
      }),
      db.insert(outbox).values({
        id: newId(),
        idempotencyKey: `assignment-published:${assignmentId}`,
        channel: "email",
        recipient: referee.email,
        kind: "assignment-published",
        subject: `New assignment: ${title} on ${game.date}`,
        textBody: `You have been assigned as ${POSITION_LABELS[position]} for ${title} on ${game.date} at ${game.time}, ${game.venue}. Accept or decline in Whistle.`,
        organizationId,
        userId: refereeId,
      }),
      activityStatement(db, {
        organizationId,
        actorId,
        action: "assignment.created",
        subjectType: "assignment",
        subjectId: assignmentId,
        summary: `Assigned ${referee.firstName} ${referee.lastName} as ${POSITION_LABELS[position]} for ${title}`,
      }),
    ]);
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: assignments\./.test(`${error.message} ${String(error.cause ?? "")}`)) {
      return { ok: false, message: `Someone else just filled the ${POSITION_LABELS[position]} slot of this game. Refresh to see who.` };
    }
    throw error;
  }
  return { ok: true, assignmentId };
}
