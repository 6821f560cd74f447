/**
 * Making an assignment: a referee offered one position of a game, after the conflict checks of
 * `app/domain/conflicts.ts`. The one-referee-per-slot rule is the database's (the partial unique index
 * `assignments_live_slot_idx`), so two assignors racing for the same slot cannot both win: the loser's
 * batch fails as a whole and they are told someone else filled it.
 *
 * The referee's answers (accept, decline, turn back) and the assignor's withdraw live in
 * assignment-responses.server.ts; completing games in game-completion.server.ts.
 */
import { and, between, eq, gte, inArray, isNull, lte, ne, or } from "drizzle-orm";
import { assignments, availabilityBlocks, availabilityRecurringBlocks, games, memberships, notifications, organizations, outbox, users, type Game } from "~/db/schema";
import { newId } from "~/db/ids";
import { POSITIONS_BY_TYPE, POSITION_LABELS, type GameStatus, type Position, type PositionType } from "~/domain/constants";
import { recurringBlocksOn } from "~/domain/availability";
import { findConflicts, hasHardConflict, type Conflict } from "~/domain/conflicts";
import { addDays } from "~/domain/dates";
import { deriveGameStatus, LIVE_ASSIGNMENT_STATUSES } from "~/domain/game-status";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";

export type AssignResult =
  | { ok: true; assignmentId: string; conflicts: Conflict[] }
  | {
      ok: false;
      message: string;
      /** What the checks found; `needsOverride` when only soft ones stand in the way. */
      conflicts?: Conflict[];
      needsOverride?: boolean;
    };

export async function listOrganizationReferees(db: Database, organizationId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, refereeLevel: users.refereeLevel })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee")))
    .orderBy(users.lastName, users.firstName);
}

async function findReferee(db: Database, organizationId: string, refereeId: string) {
  const [referee] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, refereeLevel: users.refereeLevel })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"), eq(memberships.userId, refereeId)));
  return referee;
}

/**
 * Loads what the conflict rules need for this referee and game, all within the organization: its
 * settings, the referee's availability on the game's date (and the next day, for a late game), one-off
 * blocks and weekly ones expanded for those dates (`recurringBlocksOn`), and
 * their other live assignments in this organization from the day before to the day after.
 */
async function conflictsFor(db: Database, organizationId: string, game: Game, referee: { id: string; refereeLevel: number | null }) {
  const [organization] = await db
    .select({ timeZone: organizations.timeZone, travelBufferMinutes: organizations.travelBufferMinutes, maxGamesPerDay: organizations.maxGamesPerDay })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) return [];
  const nextDay = addDays(game.date, 1);
  const [oneOff, weekly, otherGames] = await Promise.all([
    db
      .select({ date: availabilityBlocks.date, kind: availabilityBlocks.kind, startTime: availabilityBlocks.startTime, endTime: availabilityBlocks.endTime })
      .from(availabilityBlocks)
      .where(and(eq(availabilityBlocks.userId, referee.id), between(availabilityBlocks.date, game.date, nextDay))),
    db
      .select({
        weekday: availabilityRecurringBlocks.weekday,
        kind: availabilityRecurringBlocks.kind,
        startTime: availabilityRecurringBlocks.startTime,
        endTime: availabilityRecurringBlocks.endTime,
        startsOn: availabilityRecurringBlocks.startsOn,
        endsOn: availabilityRecurringBlocks.endsOn,
      })
      .from(availabilityRecurringBlocks)
      .where(
        and(
          eq(availabilityRecurringBlocks.userId, referee.id),
          lte(availabilityRecurringBlocks.startsOn, nextDay),
          or(isNull(availabilityRecurringBlocks.endsOn), gte(availabilityRecurringBlocks.endsOn, game.date)),
        ),
      ),
    db
      .select({ id: games.id, date: games.date, time: games.time, level: games.level, venue: games.venue, homeTeam: games.homeTeam, awayTeam: games.awayTeam })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.refereeId, referee.id),
          inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
          ne(games.id, game.id),
          ne(games.status, "cancelled"),
          between(games.date, addDays(game.date, -1), addDays(game.date, 1)),
        ),
      ),
  ]);
  const recurring = weekly.map((block) => ({ ...block, kind: block.kind === "full_day" ? ("full_day" as const) : ("time_range" as const) }));
  const availability = [...oneOff, ...recurringBlocksOn(recurring, game.date), ...recurringBlocksOn(recurring, nextDay)];
  return findConflicts({ referee: { level: referee.refereeLevel }, game, availability, otherGames, settings: organization });
}

/** The conflicts of offering this game to this referee, or null when either is not the organization's. */
export async function checkConflicts(
  db: Database,
  { organizationId, gameId, refereeId }: { organizationId: string; gameId: string; refereeId: string },
): Promise<Conflict[] | null> {
  const [game] = await db.select().from(games).where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)));
  const referee = game ? await findReferee(db, organizationId, refereeId) : undefined;
  if (!game || !referee) return null;
  return conflictsFor(db, organizationId, game, referee);
}

function isLiveSlotViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: assignments\./.test(`${error.message} ${String(error.cause ?? "")}`);
}

/**
 * Offers one position of a game to a referee. Hard conflicts refuse; soft ones refuse unless the
 * assignor gives `overrideReason`, which is then kept in the assignment's notes and the activity log.
 */
export async function assignReferee(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    refereeId,
    position,
    overrideReason,
  }: { organizationId: string; actorId: string; gameId: string; refereeId: string; position: Position; overrideReason?: string },
): Promise<AssignResult> {
  const [game] = await db.select().from(games).where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)));
  if (!game) return { ok: false, message: "This game no longer exists." };
  if (game.status === "cancelled" || game.status === "completed") {
    return { ok: false, message: `This game is ${game.status}; it cannot be assigned.` };
  }
  if (!POSITIONS_BY_TYPE[game.positionType as PositionType].includes(position)) {
    return { ok: false, message: `This game does not need a ${POSITION_LABELS[position]}.` };
  }
  const referee = await findReferee(db, organizationId, refereeId);
  if (!referee) return { ok: false, message: "Choose a referee from your organization." };
  const name = `${referee.firstName} ${referee.lastName}`;

  const existing = await db
    .select({ position: assignments.position, status: assignments.status, refereeId: assignments.refereeId })
    .from(assignments)
    .where(and(eq(assignments.organizationId, organizationId), eq(assignments.gameId, gameId)));
  if (existing.some((row) => row.refereeId === refereeId && ["pending", "confirmed"].includes(row.status))) {
    return { ok: false, message: `${name} is already on this game.` };
  }

  const conflicts = await conflictsFor(db, organizationId, game, referee);
  if (hasHardConflict(conflicts)) {
    return { ok: false, conflicts, message: `${name} cannot take this game: ${conflicts[0]!.message}.` };
  }
  const reason = overrideReason?.trim().slice(0, 500) ?? "";
  if (conflicts.length > 0 && !reason) {
    return {
      ok: false,
      conflicts,
      needsOverride: true,
      message: `Check before assigning ${name}: assign anyway with a reason, or choose someone else.`,
    };
  }
  const overridden = conflicts.length > 0;

  const nextStatus = deriveGameStatus(game.status as GameStatus, game.positionType as PositionType, [
    ...existing,
    { position, status: "pending" },
  ]);
  const assignmentId = newId();
  const title = `${game.homeTeam} vs ${game.awayTeam}`;
  const offer = `You have been assigned as ${POSITION_LABELS[position]} for ${title} on ${game.date} at ${game.time}, ${game.venue}.`;
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
        notes: overridden ? `Assigned despite: ${conflicts.map((conflict) => conflict.message).join("; ")}. Reason: ${reason}` : null,
      }),
      db
        .update(games)
        .set({ status: nextStatus, updatedAt: new Date() })
        .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
      db.insert(notifications).values({
        id: newId(),
        userId: refereeId,
        organizationId,
        type: "assignment",
        priority: "high",
        title: "New game assignment",
        message: offer,
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
        textBody: `${offer} Accept or decline in Whistle.`,
        organizationId,
        userId: refereeId,
      }),
      activityStatement(db, {
        organizationId,
        actorId,
        action: "assignment.created",
        subjectType: "assignment",
        subjectId: assignmentId,
        summary: `Assigned ${name} as ${POSITION_LABELS[position]} for ${title}${overridden ? " (warnings overridden)" : ""}`,
        details: overridden ? { gameId, position, conflicts, overrideReason: reason } : { gameId, position },
      }),
    ]);
  } catch (error) {
    if (isLiveSlotViolation(error)) {
      return { ok: false, message: `Someone else just filled the ${POSITION_LABELS[position]} slot of this game. Refresh to see who.` };
    }
    throw error;
  }
  return { ok: true, assignmentId, conflicts };
}
