/**
 * What happens to an assignment after it is offered: the referee accepts, declines or turns it back, or
 * the assignor withdraws it. Each loads the assignment within the organization, asks the pure transition
 * in `app/domain/assignments.ts`, and writes the assignment, the game's status (recomputed by SQLite from
 * the assignments as they are at write time, `updateGameStatus`), the notice to the other party and the
 * activity row in one batch. The assignment update is conditional on the status it
 * was read in, and every later statement of the batch is conditional on the one before it, so a second
 * answer arriving at the same moment changes nothing and tells no one.
 */
import { and, eq, exists, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  assignments,
  availabilityBlocks,
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
import { parseAssignmentPolicy, type AssignmentPolicy } from "~/domain/assignment-policy";
import { POSITION_LABELS, type AssignmentStatus, type Position } from "~/domain/constants";
import { zonedTimeToInstant } from "~/domain/dates";
import {
  answerNotification,
  assignmentAccepted,
  assignmentCancelled,
  assignmentDeclined,
  assignmentTurnedBack,
  type AssignorNotice,
  MESSAGE_KINDS,
  type RenderedMessage,
  withdrawnNotification,
} from "~/domain/messages";
import { assignmentIdFromLink, assignmentOfferLink } from "~/domain/notifications";
import { tr } from "~/i18n/text";
import { activityIfChanged } from "./activity.server";
import { insertIfChanged, insertWhen, previousStatementChanged } from "./conditional-write.server";
import { gameInScope, type AssignorScope } from "~/domain/permissions";
import type { Database } from "./db.server";
import { updateGameStatus } from "./game-status.server";
import { ADDRESSEE_COLUMNS, queueMessageIfChanged, toAddressee, type Addressee } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { assignmentEventData, type WebhookEvent } from "~/domain/webhooks";

export type ResponseResult = { ok: true; status: AssignmentStatus } | ResponseFailure;

/** Which assignment is answered: by its id, or by the offer notification it was answered from (its page). */
type Locator = { assignmentId: string } | { notificationId: string; userId: string };

/** `code` "decline_closed": the organization's decline cutoff has passed (a text reply words it its own way). */
export type ResponseFailure = { ok: false; message: string; status?: 400 | 404; code?: "decline_closed" };
// Worded when refused, in the language of the request being answered.
const NOTIFICATION_NOT_FOUND = () => ({
  ok: false as const,
  status: 404 as const,
  message: tr("referee.notifications.error.gone"),
});
const NOT_AN_OFFER = () => ({
  ok: false as const,
  status: 400 as const,
  message: tr("referee.answer.error.notAnOffer"),
});

/** What an answer to a missing assignment (or someone else's) says, in the language being served. */
export const assignmentNotFoundMessage = () => tr("referee.answer.error.gone");
const NOT_FOUND = () => ({ ok: false as const, message: assignmentNotFoundMessage() });

/**
 * Everything an answer needs, read in one round trip: the assignment and its game (only if they belong
 * to the organization), the organization's time zone for the kick-off, the person to tell (the assignor
 * who offered it, else the game's assignor; or the referee) and the referee's name. Each statement reads
 * one table, or columns of distinct names, so the batch's rows map back whole; the people are found
 * through subqueries on the assignment, never through ids read first.
 */
async function loadAnswer(
  db: Database,
  organizationId: OrganizationIds,
  locator: Locator,
  tell: "assignor" | "referee",
) {
  // A referee answers in any league they referee for (issue 20): the assignment says which one it is.
  const ids = typeof organizationId === "string" ? [organizationId] : [...organizationId];
  const byNotification = "notificationId" in locator;
  const ownNotification = byNotification
    ? and(
        eq(notifications.id, locator.notificationId),
        eq(notifications.userId, locator.userId),
        isNull(notifications.dismissedAt),
      )
    : sql`0`;
  const ofAssignment = and(
    inArray(assignments.organizationId, ids),
    byNotification
      ? // The offer the notification links to (`assignmentIdFromLink` checks the link again once read).
        exists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                ownNotification,
                eq(notifications.type, "assignment"),
                sql`${notifications.link} = ${assignmentOfferLink("")} || ${assignments.id}`,
              ),
            ),
        )
      : eq(assignments.id, locator.assignmentId),
  );
  const person = (id: SQL) =>
    db
      .select(ADDRESSEE_COLUMNS)
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(
        inArray(
          users.id,
          db
            .select({ id: sql<string>`${id}` })
            .from(assignments)
            .innerJoin(games, eq(games.id, assignments.gameId))
            .where(ofAssignment),
        ),
      );
  const [[assignment], [game], [organization], [told], [referee], [notification]] = await db.batch([
    db.select().from(assignments).where(ofAssignment),
    db
      .select()
      .from(games)
      .where(
        and(
          inArray(games.organizationId, ids),
          inArray(games.id, db.select({ id: assignments.gameId }).from(assignments).where(ofAssignment)),
        ),
      ),
    db
      .select({
        id: organizations.id,
        timeZone: organizations.timeZone,
        assignmentPolicy: organizations.assignmentPolicy,
      })
      .from(organizations)
      .where(
        inArray(organizations.id, db.select({ id: assignments.organizationId }).from(assignments).where(ofAssignment)),
      ),
    person(
      tell === "assignor"
        ? sql`coalesce(${assignments.assignedById}, ${games.assignorId})`
        : sql`${assignments.refereeId}`,
    ),
    person(sql`${assignments.refereeId}`),
    db
      .select({ id: notifications.id, type: notifications.type, link: notifications.link })
      .from(notifications)
      .where(ownNotification),
  ]);
  if (byNotification && !notification) return { refused: NOTIFICATION_NOT_FOUND() };
  if (byNotification && (notification?.type !== "assignment" || !assignmentIdFromLink(notification.link))) {
    return { refused: NOT_AN_OFFER() };
  }
  if (
    !assignment ||
    !game ||
    !organization ||
    game.organizationId !== assignment.organizationId ||
    (byNotification && assignmentIdFromLink(notification?.link) !== assignment.id)
  ) {
    return { refused: NOT_FOUND() };
  }
  return {
    notificationId: notification?.id,
    assignment,
    game,
    kickoff: zonedTimeToInstant(game.date, game.time, organization.timeZone),
    told: told ? toAddressee(told) : undefined,
    /** The decline rules and the strengths of the conflict rules (issue 21). */
    policy: parseAssignmentPolicy(organization.assignmentPolicy),
    /** Whom a referee reaches when declining has closed (the assignor told of answers). */
    assignorContact:
      tell === "assignor" && told
        ? { name: `${told.firstName} ${told.lastName}`, contact: [told.email, told.phone].filter(Boolean).join(", ") }
        : null,
    refereeName: referee ? `${referee.firstName} ${referee.lastName}` : "The referee",
  };
}

interface Change {
  organizationId: string;
  actorId: string;
  assignment: Assignment;
  game: Game;
  next: AssignmentState;
  action: string;
  summary: string;
  /** The referee's name, kept in the entry's details so the log can word it in its reader's language. */
  refereeName: string;
  /** The offer notification the answer came from, marked read with the change. */
  notificationId?: string;
  /** The webhook event this change raises, if any (integrators are not told of withdrawals). */
  webhook?: WebhookEvent;
  /** The caller's own statements, written last in the same batch (an answer by text logs itself, decision 0069). */
  alsoWrite?: readonly BatchItem<"sqlite">[];
  /** Who is told, with what; no one when absent. */
  notice?: {
    person: Addressee | undefined;
    title: string;
    message: string;
    emailKind: string;
    link: string;
    /** The email (and SMS) from the message's template, for the person told. */
    render: (person: Addressee, origin: string) => RenderedMessage;
    /** Also by text message, when the person has a phone and allows texts. */
    texts?: boolean;
  };
}

/** Writes one transition in one batch: conditional assignment update, re-derived game status, notice and activity. */
async function applyChange(db: Database, change: Change, now: Date): Promise<boolean> {
  const { organizationId, assignment, game, next } = change;
  const notice = change.notice;
  const person = notice?.person;
  const origin = await publicOrigin();

  const [updated] = await db.batch([
    db
      .update(assignments)
      .set({
        status: next.status,
        ...(next.declineReason !== undefined ? { declineReason: next.declineReason } : {}),
        ...(next.lateResponse ? { lateResponse: true } : {}),
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
        referee: change.refereeName,
        homeTeam: game.homeTeam,
        awayTeam: game.awayTeam,
        date: game.date,
        time: game.time,
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
    ...(change.notificationId
      ? [
          db
            .update(notifications)
            .set({ readAt: now })
            .where(
              and(
                eq(notifications.id, change.notificationId),
                isNull(notifications.readAt),
                sql`EXISTS (SELECT 1 FROM assignments WHERE id = ${assignment.id} AND status = ${next.status} AND responded_at = ${now.getTime()})`,
              ),
            ),
        ]
      : []),
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
    ...(change.alsoWrite ?? []),
  ]);
  return updated.length > 0;
}

/** The refusal of a decline inside the cutoff, naming whom to call (the portal shows the same before they try). */
function declineClosedFailure({ policy, assignorContact }: Answer): ResponseFailure {
  const hours = policy.declineCutoffHours ?? 0;
  return {
    ok: false,
    code: "decline_closed",
    message: assignorContact
      ? tr("referee.declineRule.closedContact", { hours, ...assignorContact })
      : tr("referee.declineRule.closed", { hours }),
  };
}

/**
 * When the organization says a decline blocks the day (issue 21), a full-day availability block for the game's
 * date, written with the decline itself: only if the decline landed (the assignment is declined at this very
 * instant) and the referee has no full-day block that day yet.
 */
function declineBlocksDay(db: Database, policy: AssignmentPolicy, assignment: Assignment, game: Game, now: Date) {
  if (!policy.declineBlocksDay) return [];
  return [
    insertWhen(
      db,
      availabilityBlocks,
      { id: newId(), userId: assignment.refereeId, date: game.date, kind: "full_day" },
      sql`EXISTS (SELECT 1 FROM ${assignments} WHERE ${assignments.id} = ${assignment.id} AND ${assignments.status} = 'declined' AND ${assignments.respondedAt} = ${now.getTime()})
        AND NOT EXISTS (SELECT 1 FROM ${availabilityBlocks} WHERE ${availabilityBlocks.userId} = ${assignment.refereeId} AND ${availabilityBlocks.date} = ${game.date} AND ${availabilityBlocks.kind} = 'full_day')`,
    ),
  ];
}

function describe(game: Game, position: string) {
  return `${POSITION_LABELS[position as Position] ?? position} for ${game.homeTeam} vs ${game.awayTeam} on ${game.date} at ${game.time}`;
}

/** One organization, or (a referee's answer, issue 20) every league the referee referees for. */
type OrganizationIds = string | readonly string[];

type Answer = Extract<Awaited<ReturnType<typeof loadAnswer>>, { assignment: unknown }>;

async function runRefereeTransition(
  db: Database,
  input: {
    organizationId: OrganizationIds;
    refereeId: string;
    now?: Date;
    alsoWrite?: readonly BatchItem<"sqlite">[];
  } & ({ assignmentId: string } | { notificationId: string }),
  decide: (loaded: Answer, now: Date) => Transition<AssignmentState>,
  /** Statements of the transition's own, written with it once it is decided (a decline's day block). */
  consequences: (loaded: Answer, next: AssignmentState, now: Date) => readonly BatchItem<"sqlite">[],
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
  const locator: Locator =
    "notificationId" in input
      ? { notificationId: input.notificationId, userId: input.refereeId }
      : { assignmentId: input.assignmentId };
  const loaded = await loadAnswer(db, input.organizationId, locator, "assignor");
  if (loaded.refused) return loaded.refused;
  // Another referee's assignment is as invisible as a missing one.
  if (loaded.assignment.refereeId !== input.refereeId) return NOT_FOUND();
  const decision = decide(loaded, now);
  if (!decision.ok && decision.code === "decline_closed") return declineClosedFailure(loaded);
  if (!decision.ok) return decision;
  const name = loaded.refereeName;
  const text = words(name, describe(loaded.game, loaded.assignment.position), decision.value);
  // The assignor's notice in their language (issue 19); `text` keeps the activity log's English.
  const answer =
    text.action === "assignment.accepted"
      ? "accepted"
      : text.action === "assignment.declined"
        ? "declined"
        : "turnedBack";
  const notice = answerNotification(
    answer,
    {
      refereeName: name,
      game: loaded.game,
      position: loaded.assignment.position,
      reason: decision.value.declineReason,
    },
    loaded.told?.language,
  );
  const written = await applyChange(
    db,
    {
      organizationId: loaded.assignment.organizationId,
      actorId: input.refereeId,
      notificationId: loaded.notificationId,
      assignment: loaded.assignment,
      game: loaded.game,
      next: decision.value,
      action: text.action,
      summary: text.summary,
      refereeName: name,
      webhook: text.action as WebhookEvent,
      alsoWrite: [...consequences(loaded, decision.value, now), ...(input.alsoWrite ?? [])],
      notice: {
        person: loaded.told,
        title: notice.title,
        message: notice.message,
        emailKind: text.emailKind,
        link: "/assignor/games",
        render: (person, origin) =>
          text.template({
            firstName: person.firstName,
            refereeName: name,
            game: { ...loaded.game, position: loaded.assignment.position },
            origin,
            language: person.language,
          }),
      },
    },
    now,
  );
  if (!written) return { ok: false, message: tr("referee.answer.error.changed") };
  return { ok: true, status: decision.value.status };
}

/**
 * The referee answers an offer: accept, or decline with a reason. From the portal, and from a text message
 * (`app/server/sms-replies.server.ts`), whose log row rides along in the write batch (`alsoWrite`, written
 * only when the answer gets that far: a refused answer writes nothing).
 */
export function respondToAssignment(
  db: Database,
  input: {
    organizationId: OrganizationIds;
    refereeId: string;
    response: "accept" | "decline";
    reason?: string;
    now?: Date;
    alsoWrite?: readonly BatchItem<"sqlite">[];
  } & ({ assignmentId: string } | { notificationId: string }),
): Promise<ResponseResult> {
  return runRefereeTransition(
    db,
    input,
    ({ assignment, kickoff, policy }, now) =>
      input.response === "accept"
        ? acceptAssignment({ status: assignment.status as AssignmentStatus }, { now, kickoff })
        : declineAssignment({ status: assignment.status as AssignmentStatus }, input.reason, {
            now,
            kickoff,
            declineCutoffHours: policy.declineCutoffHours,
          }),
    ({ assignment, game, policy }, next, now) =>
      next.status === "declined" ? declineBlocksDay(db, policy, assignment, game, now) : [],
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
  input: { organizationId: OrganizationIds; refereeId: string; assignmentId: string; reason: string; now?: Date },
): Promise<ResponseResult> {
  return runRefereeTransition(
    db,
    input,
    ({ assignment, kickoff, policy }, now) =>
      turnBackTransition(
        { status: assignment.status as AssignmentStatus },
        input.reason,
        now,
        kickoff,
        policy.declineCutoffHours,
      ),
    // A turn-back does not block the day (decision 0076): the referee had said yes to it.
    () => [],
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
    scope = null,
  }: { organizationId: string; actorId: string; assignmentId: string; now?: Date; scope?: AssignorScope | null },
): Promise<ResponseResult> {
  const loaded = await loadAnswer(db, organizationId, { assignmentId }, "referee");
  if (loaded.refused) return loaded.refused;
  // A limited assignor's offers are those of their games (decision 0064); any other is not found.
  if (!gameInScope(scope, loaded.game)) return NOT_FOUND();
  const decision = withdrawTransition({ status: loaded.assignment.status as AssignmentStatus });
  if (!decision.ok) return decision;
  const name = loaded.refereeName;
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
      refereeName: name,
      notice: {
        person: loaded.told,
        ...withdrawnNotification(loaded.game, loaded.assignment.position, loaded.told?.language),
        emailKind: MESSAGE_KINDS.assignmentWithdrawn,
        link: "/referee/schedule",
        render: (person, origin) =>
          assignmentCancelled({
            cause: "withdrawn",
            firstName: person.firstName,
            game: { ...loaded.game, position: loaded.assignment.position },
            origin,
            language: person.language,
          }),
        texts: true,
      },
    },
    now,
  );
  if (!written) return { ok: false, message: tr("referee.answer.error.changed") };
  return { ok: true, status: decision.value.status };
}
