/**
 * What happens to an assignment after it is offered: the referee accepts, declines or turns it back, or
 * the assignor withdraws it. Each loads the assignment within the organization, asks the pure transition
 * in `app/domain/assignments.ts`, and writes the assignment, the game's status (recomputed by SQLite from
 * the assignments as they are at write time, `updateGameStatus`), the notice to the other party and the
 * activity row in one batch. The assignment update is conditional on the status it
 * was read in, and every later statement of the batch is conditional on the one before it, so a second
 * answer arriving at the same moment changes nothing and tells no one.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  assignments,
  games,
  notifications,
  organizations,
  userSettings,
  users,
  type Assignment,
  type Game,
} from "~/db/schema";
import { newId } from "~/db/ids";
import {
  acceptAssignment,
  declineAssignment,
  turnBackAssignment as turnBackTransition,
  withdrawAssignment as withdrawTransition,
  type AssignmentState,
  type Transition,
} from "~/domain/assignments";
import { POSITION_LABELS, type AssignmentStatus, type Position } from "~/domain/constants";
import { zonedTimeToInstant } from "~/domain/dates";
import {
  assignmentAccepted,
  assignmentCancelled,
  assignmentDeclined,
  assignmentTurnedBack,
  MESSAGE_KINDS,
  type AssignorNotice,
  type RenderedMessage,
} from "~/domain/messages";
import { activityIfChanged } from "./activity.server";
import { insertIfChanged, previousStatementChanged } from "./conditional-write.server";
import type { Database } from "./db.server";
import { updateGameStatus } from "./game-status.server";
import { loadAddressees, queueMessageIfChanged, toAddressee, type Addressee } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { assignmentEventData, type WebhookEvent } from "~/domain/webhooks";

export type ResponseResult = { ok: true; status: AssignmentStatus } | { ok: false; message: string };

const NOT_FOUND = { ok: false as const, message: "This assignment no longer exists." };

/** The assignment, its game and the game's kick-off instant, only if they belong to the organization. */
export async function loadAssignment(db: Database, organizationId: string, assignmentId: string) {
  const [row] = await db
    .select({ assignment: assignments, game: games, timeZone: organizations.timeZone })
    .from(assignments)
    .innerJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    .innerJoin(organizations, eq(organizations.id, assignments.organizationId))
    .where(and(eq(assignments.organizationId, organizationId), eq(assignments.id, assignmentId)));
  if (!row) return undefined;
  return { ...row, kickoff: zonedTimeToInstant(row.game.date, row.game.time, row.timeZone) };
}

async function personToTell(db: Database, userId: string | null): Promise<Addressee | undefined> {
  if (!userId) return undefined;
  return (await loadAddressees(db, [userId])).get(userId);
}

interface Change {
  organizationId: string;
  actorId: string;
  assignment: Assignment;
  game: Game;
  next: AssignmentState;
  action: string;
  summary: string;
  /** The webhook event this change raises, if any (integrators are not told of withdrawals). */
  webhook?: WebhookEvent;
  /** Who is told, with what; no one when absent. */
  notice?: {
    userId: string | null;
    title: string;
    message: string;
    emailKind: string;
    link: string;
    /** The email (and SMS) from the message's template, for the person told. */
    render: (person: Addressee, origin: string) => RenderedMessage;
    /** Also by text message, when the person has a phone and allows texts. */
    texts?: boolean;
    /** The person told, when the caller read them already (with its other reads, decision 0052). */
    person?: Addressee;
  };
}

/** Writes one transition: conditional assignment update, re-derived game status, notice and activity. */
async function applyChange(db: Database, change: Change, now: Date): Promise<boolean> {
  const { organizationId, assignment, game, next } = change;
  const person = change.notice?.person ?? (await personToTell(db, change.notice?.userId ?? null));
  const notice = change.notice;
  const origin = await publicOrigin();

  const [updated] = await db.batch([
    db
      .update(assignments)
      .set({
        status: next.status,
        ...(next.declineReason !== undefined ? { declineReason: next.declineReason } : {}),
        respondedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.id, assignment.id),
          eq(assignments.status, assignment.status),
        ),
      )
      .returning({ id: assignments.id }),
    // Every statement below runs only if the one before it changed a row: a lost race writes nothing.
    // The game's status comes from the crew as it is now, so two answers at once both count.
    updateGameStatus(db, { organizationId, gameId: game.id, now, onlyIf: previousStatementChanged }),
    activityIfChanged(db, {
      organizationId,
      actorId: change.actorId,
      action: change.action,
      subjectType: "assignment",
      subjectId: assignment.id,
      summary: change.summary,
      details: {
        gameId: game.id,
        position: assignment.position,
        from: assignment.status,
        to: next.status,
        reason: next.declineReason ?? undefined,
      },
    }),
    ...(person && notice
      ? [
          insertIfChanged(db, notifications, {
            id: newId(),
            userId: person.id,
            organizationId,
            type: "assignment",
            priority: next.status === "confirmed" ? "medium" : "high",
            title: notice.title,
            message: notice.message,
            link: notice.link,
          }),
          ...queueMessageIfChanged(db, {
            key: `${notice.emailKind}:${assignment.id}:${now.getTime()}`,
            kind: notice.emailKind,
            message: notice.render(person, origin),
            to: person.email,
            textTo: notice.texts ? person.textTo : null,
            organizationId,
            userId: person.id,
          }),
        ]
      : []),
    // Guarded by the change itself (not by the chain), so it never describes a race this batch lost.
    ...(change.webhook
      ? [
          webhookDeliveryStatement(
            db,
            organizationId,
            change.webhook,
            assignmentEventData({ ...assignment, status: next.status, reason: next.declineReason ?? null }, game),
            {
              now,
              onlyIf: sql`EXISTS (SELECT 1 FROM assignments WHERE id = ${assignment.id} AND status = ${next.status} AND responded_at = ${now.getTime()})`,
            },
          ),
        ]
      : []),
  ]);
  return updated.length > 0;
}

function describe(game: Game, position: string) {
  return `${POSITION_LABELS[position as Position] ?? position} for ${game.homeTeam} vs ${game.awayTeam} on ${game.date} at ${game.time}`;
}

async function refereeName(db: Database, refereeId: string) {
  const person = await personToTell(db, refereeId);
  return person ? `${person.firstName} ${person.lastName}` : "The referee";
}

async function runRefereeTransition(
  db: Database,
  input: { organizationId: string; refereeId: string; assignmentId: string; now?: Date },
  decide: (loaded: NonNullable<Awaited<ReturnType<typeof loadAssignment>>>, now: Date) => Transition<AssignmentState>,
  words: (
    name: string,
    what: string,
    next: AssignmentState,
  ) => {
    action: string;
    summary: string;
    title: string;
    message: string;
    emailKind: string;
    template: (notice: AssignorNotice) => RenderedMessage;
  },
): Promise<ResponseResult> {
  const now = input.now ?? new Date();
  const loaded = await loadAssignment(db, input.organizationId, input.assignmentId);
  // Another referee's assignment is as invisible as a missing one.
  if (!loaded || loaded.assignment.refereeId !== input.refereeId) return NOT_FOUND;
  const decision = decide(loaded, now);
  if (!decision.ok) return decision;
  const name = await refereeName(db, input.refereeId);
  const text = words(name, describe(loaded.game, loaded.assignment.position), decision.value);
  const written = await applyChange(
    db,
    {
      organizationId: input.organizationId,
      actorId: input.refereeId,
      assignment: loaded.assignment,
      game: loaded.game,
      next: decision.value,
      action: text.action,
      summary: text.summary,
      webhook: text.action as WebhookEvent,
      notice: {
        userId: loaded.assignment.assignedById ?? loaded.game.assignorId,
        title: text.title,
        message: text.message,
        emailKind: text.emailKind,
        link: "/assignor/games",
        render: (person, origin) =>
          text.template({
            firstName: person.firstName,
            refereeName: name,
            game: { ...loaded.game, position: loaded.assignment.position },
            origin,
          }),
      },
    },
    now,
  );
  if (!written) return { ok: false, message: "This assignment changed a moment ago. Refresh to see its status." };
  return { ok: true, status: decision.value.status };
}

/** The referee answers an offer: accept, or decline with a reason. */
export function respondToAssignment(
  db: Database,
  input: {
    organizationId: string;
    refereeId: string;
    assignmentId: string;
    response: "accept" | "decline";
    reason?: string;
    now?: Date;
  },
): Promise<ResponseResult> {
  return runRefereeTransition(
    db,
    input,
    ({ assignment, kickoff }, now) =>
      input.response === "accept"
        ? acceptAssignment({ status: assignment.status as AssignmentStatus }, { now, kickoff })
        : declineAssignment({ status: assignment.status as AssignmentStatus }, input.reason, { now, kickoff }),
    (name, what, next) =>
      next.status === "confirmed"
        ? {
            action: "assignment.accepted",
            summary: `${name} accepted ${what}`,
            title: "Assignment accepted",
            message: `${name} accepted ${what}.`,
            emailKind: MESSAGE_KINDS.assignmentAccepted,
            template: assignmentAccepted,
          }
        : {
            action: "assignment.declined",
            summary: `${name} declined ${what}: ${next.declineReason}`,
            title: "Assignment declined",
            message: `${name} declined ${what}. Reason: ${next.declineReason}. The slot is open again.`,
            emailKind: MESSAGE_KINDS.assignmentDeclined,
            template: (notice) => assignmentDeclined({ ...notice, reason: next.declineReason ?? "" }),
          },
  );
}

/** A confirmed referee gives the game back (≥ 24 hours before kick-off); the slot reopens. */
export function turnBackAssignment(
  db: Database,
  input: { organizationId: string; refereeId: string; assignmentId: string; reason: string; now?: Date },
): Promise<ResponseResult> {
  return runRefereeTransition(
    db,
    input,
    ({ assignment, kickoff }, now) =>
      turnBackTransition({ status: assignment.status as AssignmentStatus }, input.reason, now, kickoff),
    (name, what, next) => ({
      action: "assignment.turned_back",
      summary: `${name} turned back ${what}: ${next.declineReason}`,
      title: "Game turned back",
      message: `${name} turned back ${what}. Reason: ${next.declineReason}. The slot is open again.`,
      emailKind: MESSAGE_KINDS.assignmentTurnedBack,
      template: (notice) => assignmentTurnedBack({ ...notice, reason: next.declineReason ?? "" }),
    }),
  );
}

/** The assignor pulls back an offer the referee has not answered; the referee is told. */
export async function withdrawAssignment(
  db: Database,
  {
    organizationId,
    actorId,
    assignmentId,
    now = new Date(),
  }: { organizationId: string; actorId: string; assignmentId: string; now?: Date },
): Promise<ResponseResult> {
  // One read (the assignment, its game, the referee's address), then one write (decision 0052). Each
  // statement reads one table's columns, as a batched statement's result columns need distinct names.
  const mine = and(eq(assignments.organizationId, organizationId), eq(assignments.id, assignmentId));
  const ofAssignment = (column: typeof assignments.gameId | typeof assignments.refereeId) =>
    sql`(${db.select({ value: column }).from(assignments).where(mine)})`;
  const [[assignment], [game], [referee]] = await db.batch([
    db.select().from(assignments).where(mine),
    db
      .select()
      .from(games)
      .where(and(eq(games.organizationId, organizationId), eq(games.id, ofAssignment(assignments.gameId)))),
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        texts: userSettings.pushNotifications,
      })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, ofAssignment(assignments.refereeId))),
  ]);
  if (!assignment || !game) return NOT_FOUND;
  const loaded = { assignment, game };
  const decision = withdrawTransition({ status: loaded.assignment.status as AssignmentStatus });
  if (!decision.ok) return decision;
  const person = referee ? toAddressee(referee) : undefined;
  const name = person ? `${person.firstName} ${person.lastName}` : "The referee";
  const what = describe(loaded.game, loaded.assignment.position);
  const written = await applyChange(
    db,
    {
      organizationId,
      actorId,
      assignment: loaded.assignment,
      game: loaded.game,
      next: decision.value,
      action: "assignment.withdrawn",
      summary: `Withdrew the offer to ${name}: ${what}`,
      notice: {
        userId: loaded.assignment.refereeId,
        title: "Assignment withdrawn",
        message: `The offer of ${what} was withdrawn.`,
        emailKind: MESSAGE_KINDS.assignmentWithdrawn,
        link: "/referee/schedule",
        render: (person, origin) =>
          assignmentCancelled({
            cause: "withdrawn",
            firstName: person.firstName,
            game: { ...loaded.game, position: loaded.assignment.position },
            origin,
          }),
        texts: true,
        person,
      },
    },
    now,
  );
  if (!written) return { ok: false, message: "This assignment changed a moment ago. Refresh to see its status." };
  return { ok: true, status: decision.value.status };
}
