/**
 * Game requests (decision 0023): a referee asks to work an open slot of their organization; an assignor
 * of that organization approves it (through `assignReferee`, conflict checks included) or rejects it.
 * Every function takes the organization id; a request, game or referee of another organization is
 * as invisible as a missing one.
 *
 * There is no unique index for "one pending request per referee, game and position" (it would need a
 * migration): each batch ends its change with `abortUnless`, which fails the whole batch when the rule
 * (or the expected state) does not hold, so a double submit or two assignors deciding at once write once.
 */
import { tr } from "~/i18n/text";
import { and, asc, desc, eq, getTableColumns, gte, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import {
  assignments,
  gameRequests,
  games,
  memberships,
  notifications,
  refereeRatings,
  userSettings,
  users,
} from "~/db/schema";
import { newId } from "~/db/ids";
import { conflictsInSchedule, mayRequest } from "~/domain/open-games";
import { coordinatesOf, venueCoordinateColumns } from "./referee-rule-facts.server";
import { POSITION_LABELS, type Position } from "~/domain/constants";
import { addDays, todayIn, zonedTimeToInstant } from "~/domain/dates";
import { OTHER_ORGANIZATION_WINDOW_DAYS } from "~/domain/conflicts";
import { positionLabel as positionName } from "~/domain/game-labels";
import { openPositions } from "~/domain/game-status";
import { LIVE_ASSIGNMENT_STATUSES, statusListSql } from "~/domain/assignment-status";
import { refused, type Outcome, type Refused } from "~/domain/outcome";
import { gameRequestRejected, MESSAGE_KINDS, requestNotification } from "~/domain/messages";
import { assignAfterChecks, assignmentChecksRead, type AssignResult } from "./assignments.server";
import { activityStatement } from "./activity.server";
import { batchRead, readAll } from "./batch-reads.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/messages";
import { gameInScope, type AssignorScope } from "~/domain/permissions";
import { gameInScopeSql } from "./staff-scope.server";
import type { Database } from "./db.server";
import { ADDRESSEE_COLUMNS, queueMessage, toAddressee } from "./outbox.server";
import {
  refereeScheduleOf,
  refereeScheduleQueries,
  scheduleSettingsOf,
  type OpenGamesScope,
} from "./open-games.server";
import { publicOrigin } from "./public-origin.server";
import { otherOrganizationGamesByReferee, otherOrganizationGamesQuery } from "./other-organization-games.server";

export const REQUEST_LIST_LIMIT = 50;

interface Notice {
  userId: string;
  organizationId: string;
  title: string;
  message: string;
  link: string;
  priority?: "high" | "medium" | "low";
  actionRequired?: boolean;
  actionLabel?: string;
}

function noticeStatement(db: Database, notice: Notice) {
  return db.insert(notifications).values({
    id: newId(),
    type: "assignment",
    priority: notice.priority ?? "medium",
    actionRequired: notice.actionRequired ?? false,
    ...notice,
  });
}

/**
 * A statement that fails its whole batch (D1 runs a batch as one transaction) unless `holds` is true
 * of the request row: it writes a status the CHECK constraint refuses. It stands in for the unique
 * index and the conditional writes drizzle cannot batch, so a change, its notice and its activity row
 * are written together or not at all.
 */
function abortUnless(db: Database, requestId: string, holds: SQL) {
  return db
    .update(gameRequests)
    .set({ status: sql`'not-a-status'` })
    .where(and(eq(gameRequests.id, requestId), sql`NOT (${holds})`));
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && /CHECK constraint failed/.test(`${error.message} ${String(error.cause ?? "")}`);
}

/** The request now holds the decision this call wrote (and not one written at the same moment by someone else). */
const decidedAs = (status: string, decidedAt: Date) =>
  sql`${gameRequests.status} = ${status} AND ${gameRequests.decidedAt} = ${decidedAt.getTime()}`;

/** The game as the activity log words it in its reader's language (kept in the entry's details). */
function gameWords(game: { homeTeam: string; awayTeam: string; date: string; time: string }) {
  return { homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: game.date, time: game.time };
}

function describeGame(game: { homeTeam: string; awayTeam: string; date: string; time: string }) {
  return `${game.homeTeam} vs ${game.awayTeam} on ${game.date} at ${game.time}`;
}

function positionLabel(position: string) {
  return POSITION_LABELS[position as Position] ?? position;
}

/**
 * The referee's own requests with their game, newest first (spec section 7: Read game_requests), in every
 * league they referee for (issue 20).
 */
export function listRefereeRequests(
  db: Database,
  { organizationIds, refereeId }: { organizationIds: readonly string[]; refereeId: string },
) {
  return db
    .select({
      id: gameRequests.id,
      organizationId: gameRequests.organizationId,
      status: gameRequests.status,
      position: gameRequests.position,
      message: gameRequests.message,
      createdAt: gameRequests.createdAt,
      decidedAt: gameRequests.decidedAt,
      // Read in a `db.batch`, whose rows come back keyed by column name: no two columns may share one
      // (the request's id and status would hide the game's and shift every column after them).
      game: {
        id: gameRequests.gameId,
        date: games.date,
        time: games.time,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        venue: games.venue,
        level: games.level,
        status: sql<string>`${games.status}`.as("game_status"),
      },
    })
    .from(gameRequests)
    .innerJoin(games, and(eq(games.id, gameRequests.gameId), eq(games.organizationId, gameRequests.organizationId)))
    .where(and(inArray(gameRequests.organizationId, [...organizationIds]), eq(gameRequests.refereeId, refereeId)))
    .orderBy(desc(gameRequests.createdAt))
    .limit(REQUEST_LIST_LIMIT);
}

/** A stored language setting, or English. */
function languageOf(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function organizationAssignorsQuery(db: Database, organizationId: string) {
  return db
    .select({ id: memberships.userId, language: userSettings.language, scope: memberships.scope })
    .from(memberships)
    .leftJoin(userSettings, eq(userSettings.userId, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "assignor")));
}

/** The game's own assignor when they still assign here; otherwise every assignor of the organization. */
function assignorsToTell(assignorIds: readonly string[], gameAssignorId: string | null): string[] {
  return gameAssignorId && assignorIds.includes(gameAssignorId) ? [gameAssignorId] : [...assignorIds];
}

/**
 * A referee asks to work one position of a game: one round trip reads the game, its live assignments,
 * the referee's schedule, their pending request for the slot and the assignors; a second writes the
 * request, its activity row and the assignors' notices together (or, when the slot was asked for a
 * moment ago, not at all).
 */
export async function requestGame(
  db: Database,
  input: OpenGamesScope & {
    referee: { id: string; refereeLevel: number | null; firstName: string; lastName: string };
    gameId: string;
    position: Position;
    message?: string;
  },
): Promise<Outcome<{ requestId: string }>> {
  const { organization, referee, gameId, position } = input;
  const organizationId = organization.id;
  const refereeId = referee.id;
  const now = input.now ?? new Date();
  const today = todayIn(organization.timeZone, now);
  const [[gameRow], holders, [existing], assignorRows, elsewhere, ...scheduleRows] = await db.batch([
    db
      .select({ ...getTableColumns(games), ...venueCoordinateColumns })
      .from(games)
      .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
    db
      .select({ position: assignments.position, status: assignments.status, refereeId: assignments.refereeId })
      .from(assignments)
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.gameId, gameId),
          inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
        ),
      ),
    db
      .select({ id: gameRequests.id })
      .from(gameRequests)
      .where(
        and(
          eq(gameRequests.refereeId, refereeId),
          eq(gameRequests.gameId, gameId),
          eq(gameRequests.position, position),
          eq(gameRequests.status, "pending"),
        ),
      ),
    organizationAssignorsQuery(db, organizationId),
    // The referee's live games in their other leagues from the day before on (issue 20, decision 0066).
    otherOrganizationGamesQuery(
      db,
      organizationId,
      { from: addDays(today, -OTHER_ORGANIZATION_WINDOW_DAYS), to: "9999-12-31" },
      refereeId,
    ),
    ...refereeScheduleQueries(db, input, today),
  ]);
  if (!gameRow) return refused(409, tr("referee.openGames.refused.gone"));
  const { venueLatitude, venueLongitude, ...game } = gameRow;
  if (
    game.status === "cancelled" ||
    game.status === "completed" ||
    zonedTimeToInstant(game.date, game.time, organization.timeZone).getTime() <= now.getTime()
  ) {
    return refused(409, tr("referee.openGames.refused.closed"));
  }
  if (holders.some((holder) => holder.refereeId === refereeId))
    return refused(409, tr("referee.openGames.refused.alreadyOn"));
  if (!openPositions(game.positionType, holders).includes(position)) {
    return refused(409, tr("referee.openGames.refused.positionTaken", { position: positionName(position) }));
  }
  const conflicts = conflictsInSchedule(
    { ...game, coordinates: coordinatesOf({ venueLatitude, venueLongitude }) },
    {
      ...refereeScheduleOf(input, scheduleRows),
      otherOrganizationGames: otherOrganizationGamesByReferee(elsewhere).get(refereeId) ?? [],
    },
    scheduleSettingsOf(organization),
    { position, crew: holders.map((holder) => holder.refereeId) },
  );
  const blocking = mayRequest(conflicts);
  if (blocking) return refused(409, tr("referee.openGames.refused.conflict", { reason: blocking.message }));

  const name = `${referee.firstName} ${referee.lastName}`;
  const what = `${positionLabel(position)} for ${describeGame(game)}`;
  const requestId = newId();
  const note = input.message?.trim() || null;
  // A limited assignor hears of the requests for their games only (decision 0064).
  const recipients = assignorsToTell(
    assignorRows.filter((row) => gameInScope(row.scope ?? null, game)).map((row) => row.id),
    game.assignorId,
  );
  const already = refused(409, tr("referee.openGames.refused.alreadyRequested"));
  if (existing) return already;
  try {
    await db.batch([
      db.insert(gameRequests).values({
        id: requestId,
        organizationId,
        gameId,
        refereeId,
        position,
        status: "pending",
        message: note,
        createdAt: now,
      }),
      // A second request racing this one: only one pending request per referee, game and position.
      abortUnless(
        db,
        requestId,
        sql`(SELECT count(*) FROM game_requests WHERE referee_id = ${refereeId} AND game_id = ${gameId} AND position = ${position} AND status = 'pending') = 1`,
      ),
      activityStatement(db, {
        organizationId,
        actorId: refereeId,
        action: "game_request.created",
        subjectType: "game_request",
        subjectId: requestId,
        summary: `${name} requested ${what}`,
        details: { gameId, position, referee: name, ...gameWords(game) },
      }),
      ...recipients.map((userId) =>
        noticeStatement(db, {
          userId,
          organizationId,
          // In each assignor's language (issue 19).
          ...requestNotification(
            "new",
            { refereeName: name, game, position, words: note },
            languageOf(assignorRows.find((row) => row.id === userId)?.language),
          ),
          link: "/assignor/assignments#game-requests",
          actionRequired: true,
        }),
      ),
    ]);
  } catch (error) {
    if (isAbort(error)) return already;
    throw error;
  }
  return { ok: true, requestId };
}

/** The referee takes back a request the assignor has not decided yet. */
export async function withdrawGameRequest(
  db: Database,
  {
    organizationId,
    refereeId,
    requestId,
    now = new Date(),
  }: {
    /** The organization, or every league the referee referees for (issue 20). */
    organizationId: string | readonly string[];
    refereeId: string;
    requestId: string;
    now?: Date;
  },
): Promise<Outcome> {
  const [request] = await db
    .select({ request: gameRequests, game: games })
    .from(gameRequests)
    .innerJoin(games, eq(games.id, gameRequests.gameId))
    .where(
      and(
        inArray(
          gameRequests.organizationId,
          typeof organizationId === "string" ? [organizationId] : [...organizationId],
        ),
        eq(gameRequests.refereeId, refereeId),
        eq(gameRequests.id, requestId),
      ),
    );
  if (!request) return refused(404, tr("assignor.requests.error.gone"));
  if (request.request.status !== "pending") {
    return refused(409, tr("assignor.requests.error.decided", { status: request.request.status }));
  }
  const changed = refused(409, tr("assignor.requests.error.changed"));
  try {
    await db.batch([
      db
        .update(gameRequests)
        .set({ status: "withdrawn", decidedAt: now, decidedById: refereeId })
        .where(and(eq(gameRequests.id, requestId), eq(gameRequests.status, "pending"))),
      abortUnless(db, requestId, decidedAs("withdrawn", now)),
      activityStatement(db, {
        organizationId: request.request.organizationId,
        actorId: refereeId,
        action: "game_request.withdrawn",
        subjectType: "game_request",
        subjectId: requestId,
        summary: `Request withdrawn: ${positionLabel(request.request.position)} for ${describeGame(request.game)}`,
        details: { gameId: request.game.id, position: request.request.position, ...gameWords(request.game) },
      }),
    ]);
  } catch (error) {
    if (isAbort(error)) return changed;
    throw error;
  }
  return { ok: true };
}

/** Pending requests of the organization for games still ahead, with the referee and whether the slot is still open. */
export function pendingGameRequestsRead(
  db: Database,
  {
    organizationId,
    timeZone,
    now = new Date(),
    scope = null,
  }: { organizationId: string; timeZone: string; now?: Date; scope?: AssignorScope | null },
) {
  const query = db
    .select({
      id: gameRequests.id,
      position: gameRequests.position,
      message: gameRequests.message,
      createdAt: gameRequests.createdAt,
      // The ids through the request's own columns: result columns of a batched statement need distinct names.
      referee: {
        id: gameRequests.refereeId,
        firstName: users.firstName,
        lastName: users.lastName,
        refereeLevel: users.refereeLevel,
        rating: refereeRatings.rating,
        ratingCount: refereeRatings.evaluationCount,
      },
      game: {
        id: gameRequests.gameId,
        date: games.date,
        time: games.time,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        venue: games.venue,
        level: games.level,
      },
      slotFilled: sql<number>`EXISTS (SELECT 1 FROM assignments a WHERE a.game_id = ${gameRequests.gameId} AND a.position = ${gameRequests.position} AND a.status IN ${sql.raw(statusListSql(LIVE_ASSIGNMENT_STATUSES))})`,
    })
    .from(gameRequests)
    .innerJoin(games, and(eq(games.id, gameRequests.gameId), eq(games.organizationId, organizationId)))
    .innerJoin(users, eq(users.id, gameRequests.refereeId))
    // The organization's computed rating (decision 0081); no row = not rated.
    .leftJoin(
      refereeRatings,
      and(eq(refereeRatings.organizationId, organizationId), eq(refereeRatings.refereeId, gameRequests.refereeId)),
    )
    .where(
      and(
        eq(gameRequests.organizationId, organizationId),
        eq(gameRequests.status, "pending"),
        gte(games.date, todayIn(timeZone, now)),
        notInArray(games.status, ["cancelled", "completed"]),
        // A limited assignor answers the requests of their games only (decision 0064).
        gameInScopeSql(scope),
      ),
    )
    .orderBy(asc(games.date), asc(games.time), asc(gameRequests.createdAt))
    .limit(200);
  return batchRead([query], ([rows]) => rows.map((row) => ({ ...row, slotFilled: Boolean(row.slotFilled) })));
}

/** A request of the organization with its game and its referee's name and address: one read. */
async function loadPendingRequest(
  db: Database,
  organizationId: string,
  requestId: string,
  scope: AssignorScope | null,
) {
  const [row] = await db
    .select({
      request: gameRequests,
      game: games,
      referee: ADDRESSEE_COLUMNS,
    })
    .from(gameRequests)
    .innerJoin(games, and(eq(games.id, gameRequests.gameId), eq(games.organizationId, organizationId)))
    .innerJoin(users, eq(users.id, gameRequests.refereeId))
    .leftJoin(userSettings, eq(userSettings.userId, gameRequests.refereeId))
    .where(and(eq(gameRequests.organizationId, organizationId), eq(gameRequests.id, requestId), gameInScopeSql(scope)));
  return row;
}

/** Refused like any other, or refused by `assignReferee`, whose conflicts come along for the dialog. */
export type ApproveResult =
  Outcome<{ assignmentId: string; message: string }> | (Refused & Omit<Extract<AssignResult, { ok: false }>, "ok">);

/**
 * The assignor approves: the assignment is made by `assignReferee` (the same conflict checks; soft
 * conflicts need `overrideReason`, exactly as "assign anyway"), then the request is marked approved and
 * the referee told. The offer is pending like any other, so the referee confirms it with Accept.
 */
export async function approveGameRequest(
  db: Database,
  {
    organizationId,
    actorId,
    requestId,
    overrideReason,
    now = new Date(),
    scope = null,
  }: {
    organizationId: string;
    actorId: string;
    requestId: string;
    overrideReason?: string;
    now?: Date;
    scope?: AssignorScope | null;
  },
): Promise<ApproveResult> {
  // One read (the request, and everything the assignment checks through the request's game and referee),
  // then one write: the assignment and the request's approval stand or fall together (decision 0052).
  const ofRequest = (column: typeof gameRequests.gameId | typeof gameRequests.refereeId) =>
    sql`(${db
      .select({ value: column })
      .from(gameRequests)
      .where(and(eq(gameRequests.organizationId, organizationId), eq(gameRequests.id, requestId)))})`;
  const { request, checks } = await readAll(db, {
    request: batchRead(
      [
        db
          .select()
          .from(gameRequests)
          .where(and(eq(gameRequests.organizationId, organizationId), eq(gameRequests.id, requestId))),
      ],
      ([[row]]) => row,
    ),
    checks: assignmentChecksRead(db, organizationId, ofRequest(gameRequests.gameId), ofRequest(gameRequests.refereeId)),
  });
  const { game, referee } = checks;
  if (!request || !game || !gameInScope(scope, game)) return refused(404, tr("assignor.requests.error.gone"));
  if (request.status !== "pending")
    return refused(409, tr("assignor.requests.error.decided", { status: request.status }));
  const assignmentId = newId();
  const name = referee ? `${referee.firstName} ${referee.lastName}` : "The referee";
  const what = `${positionLabel(request.position)} for ${describeGame(game)}`;
  let assigned: AssignResult;
  try {
    assigned = await assignAfterChecks(
      db,
      {
        organizationId,
        actorId,
        gameId: request.gameId,
        refereeId: request.refereeId,
        position: request.position as Position,
        overrideReason,
        fromRequest: { requestId },
        assignmentId,
      },
      checks,
      [
        db
          .update(gameRequests)
          .set({ status: "approved", decidedAt: now, decidedById: actorId })
          .where(and(eq(gameRequests.id, requestId), eq(gameRequests.status, "pending"))),
        abortUnless(db, requestId, decidedAs("approved", now)),
        noticeStatement(db, {
          userId: request.refereeId,
          organizationId,
          ...requestNotification(
            "approved",
            { game, position: request.position },
            languageOf(referee && "language" in referee ? referee.language : null),
          ),
          link: "/referee/notifications",
          priority: "high",
        }),
        activityStatement(db, {
          organizationId,
          actorId,
          action: "game_request.approved",
          subjectType: "game_request",
          subjectId: requestId,
          summary: `Approved ${name}'s request: ${what}`,
          details: {
            gameId: game.id,
            position: request.position,
            assignmentId,
            referee: referee ? name : undefined,
            ...gameWords(game),
          },
        }),
      ],
    );
  } catch (error) {
    // Decided by someone else in the meantime: nothing was written.
    if (isAbort(error)) return refused(409, tr("assignor.requests.error.changed"));
    throw error;
  }
  if (!assigned.ok) return { ...assigned, status: 409 };
  return {
    ok: true,
    assignmentId: assigned.assignmentId,
    message: tr("assignor.requests.toast.approved", { name }),
  };
}

/** The assignor rejects a request, optionally saying why; the referee is told (with the reason). */
export async function rejectGameRequest(
  db: Database,
  {
    organizationId,
    actorId,
    requestId,
    reason,
    now = new Date(),
    scope = null,
  }: {
    organizationId: string;
    actorId: string;
    requestId: string;
    reason?: string;
    now?: Date;
    scope?: AssignorScope | null;
  },
): Promise<Outcome<{ message: string }>> {
  const loaded = await loadPendingRequest(db, organizationId, requestId, scope);
  if (!loaded) return refused(404, tr("assignor.requests.error.gone"));
  if (loaded.request.status !== "pending") {
    return refused(409, tr("assignor.requests.error.decided", { status: loaded.request.status }));
  }
  const { request, game, referee } = loaded;
  const why = reason?.trim() || null;
  const name = `${referee.firstName} ${referee.lastName}`;
  const what = `${positionLabel(request.position)} for ${describeGame(game)}`;
  const addressee = toAddressee(referee);
  const origin = await publicOrigin();
  try {
    await db.batch([
      db
        .update(gameRequests)
        .set({ status: "rejected", decidedAt: now, decidedById: actorId })
        .where(and(eq(gameRequests.id, requestId), eq(gameRequests.status, "pending"))),
      abortUnless(db, requestId, decidedAs("rejected", now)),
      noticeStatement(db, {
        userId: request.refereeId,
        organizationId,
        ...requestNotification("rejected", { game, position: request.position, words: why }, addressee.language),
        link: "/referee/open-games",
      }),
      ...queueMessage(db, {
        key: `${MESSAGE_KINDS.gameRequestRejected}:${requestId}`,
        kind: MESSAGE_KINDS.gameRequestRejected,
        message: gameRequestRejected({
          firstName: addressee.firstName,
          game: { ...game, position: request.position },
          reason: why,
          origin,
          language: addressee.language,
        }),
        to: addressee.email,
        organizationId,
        userId: request.refereeId,
      }),
      activityStatement(db, {
        organizationId,
        actorId,
        action: "game_request.rejected",
        subjectType: "game_request",
        subjectId: requestId,
        summary: `Rejected ${name}'s request: ${what}${why ? ` (${why})` : ""}`,
        details: { gameId: game.id, position: request.position, reason: why, referee: name, ...gameWords(game) },
      }),
    ]);
  } catch (error) {
    if (isAbort(error)) return refused(409, tr("assignor.requests.error.changed"));
    throw error;
  }
  return { ok: true, message: tr("assignor.requests.toast.rejected", { name }) };
}
