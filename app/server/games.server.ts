/**
 * Games of one organization: every function takes the organization id and never reads or writes
 * another organization's rows.
 */
import { anyColumnContains } from "~/server/search.server";
import { and, asc, count, eq, gt, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { assignments, games, notifications, users, type Game } from "~/db/schema";
import { newId } from "~/db/ids";
import { cancelGame as cancelGameTransition, ENDED_BY_GAME_CANCELLATION } from "~/domain/assignments";
import { GAME_STATUSES, type GameStatus } from "~/domain/constants";
import type { GameInput } from "~/domain/games";
import { assignmentCancelled, assignmentChanged, describeGameChanges, MESSAGE_KINDS } from "~/domain/messages";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { loadAddressees, queueMessage, type Addressee, type QueuedMessage } from "./outbox.server";
import { derivedGameStatus } from "./game-status.server";
import { findVenueByName } from "./organization.server";
import { publicOrigin } from "./public-origin.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { gameEventData } from "~/domain/webhooks";

export const GAMES_PAGE_SIZE = 50;

export interface GameListFilters {
  /** Matches home team, away team or venue (spec placeholder: "Search games, teams, or venues..."). */
  query?: string;
  status?: GameStatus;
  /** Inclusive date range (YYYY-MM-DD), venue (part of its name) and level: the public API's filters. */
  dateFrom?: string;
  dateTo?: string;
  venue?: string;
  level?: string;
  page?: number;
  pageSize?: number;
}

export function parseGameListFilters(
  searchParams: URLSearchParams,
): Required<Pick<GameListFilters, "page">> & GameListFilters {
  const status = searchParams.get("status");
  const page = Number(searchParams.get("page") ?? "1");
  return {
    query: searchParams.get("q")?.trim() || undefined,
    status: (GAME_STATUSES as readonly string[]).includes(status ?? "") ? (status as GameStatus) : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function gameConditions(
  organizationId: string,
  { query, status, dateFrom, dateTo, venue, level }: GameListFilters,
): SQL {
  const conditions: SQL[] = [eq(games.organizationId, organizationId)];
  if (status) conditions.push(eq(games.status, status));
  if (dateFrom) conditions.push(gte(games.date, dateFrom));
  if (dateTo) conditions.push(lte(games.date, dateTo));
  if (level) conditions.push(eq(games.level, level));
  if (venue) conditions.push(anyColumnContains([games.venue], venue));
  if (query) conditions.push(anyColumnContains([games.homeTeam, games.awayTeam, games.venue], query));
  return and(...conditions)!;
}

export interface GameRow extends Game {
  /** The confirmed (or completed) referee in the Referee position, else null ("Unassigned"). */
  refereeName: string | null;
  /** Assignments ever made for this game, declined and cancelled included. */
  assignmentCount: number;
}

/** One page of games, date ascending, with the total for "N games found". */
export async function listGames(
  db: Database,
  organizationId: string,
  filters: GameListFilters,
): Promise<{ games: GameRow[]; total: number; page: number; pageCount: number }> {
  const pageSize = filters.pageSize ?? GAMES_PAGE_SIZE;
  const where = gameConditions(organizationId, filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(games).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page ?? 1, pageCount);

  const rows = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(games.date), asc(games.time), asc(games.homeTeam))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  if (rows.length === 0) return { games: [], total, page, pageCount };

  const ids = rows.map((game) => game.id);
  const assigned = await db
    .select({
      gameId: assignments.gameId,
      position: assignments.position,
      status: assignments.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.refereeId))
    .where(and(eq(assignments.organizationId, organizationId), inArray(assignments.gameId, ids)));

  return {
    total,
    page,
    pageCount,
    games: rows.map((game) => {
      const own = assigned.filter((row) => row.gameId === game.id);
      const referee = own.find(
        (row) => row.position === "referee" && (row.status === "confirmed" || row.status === "completed"),
      );
      return {
        ...game,
        refereeName: referee ? `${referee.firstName} ${referee.lastName}` : null,
        assignmentCount: own.length,
      };
    }),
  };
}

/** Upcoming games still waiting for referees (status pending), for the sidebar badge. */
export async function countGamesNeedingReferees(db: Database, organizationId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(games)
    .where(and(eq(games.organizationId, organizationId), eq(games.status, "pending"), gte(games.date, today)));
  return row?.value ?? 0;
}

/**
 * A page of games after a cursor (date, time, id of the last game of the previous page), date
 * ascending: the public API's keyset pagination, stable while games are added or removed.
 */
export async function listGamesAfter(
  db: Database,
  organizationId: string,
  filters: GameListFilters,
  { after, limit }: { after?: readonly [string, string, string]; limit: number },
): Promise<{ games: Game[]; next: [string, string, string] | null }> {
  const conditions = [gameConditions(organizationId, filters)];
  if (after) {
    const [date, time, id] = after;
    conditions.push(
      or(
        gt(games.date, date),
        and(eq(games.date, date), gt(games.time, time)),
        and(eq(games.date, date), eq(games.time, time), gt(games.id, id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.date), asc(games.time), asc(games.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { games: page, next: rows.length > limit && last ? [last.date, last.time, last.id] : null };
}

/** Every game matching the filters (no paging), for the CSV export. */
export async function listGamesForExport(db: Database, organizationId: string, filters: GameListFilters) {
  return db
    .select()
    .from(games)
    .where(gameConditions(organizationId, filters))
    .orderBy(asc(games.date), asc(games.time), asc(games.homeTeam));
}

export async function getGame(db: Database, organizationId: string, gameId: string): Promise<Game | undefined> {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)));
  return game;
}

/** A validated game as the columns it is stored in (fee in cents). */
export function gameValues(input: GameInput) {
  return {
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    date: input.date,
    time: input.time,
    venue: input.venue,
    league: input.league,
    level: input.level,
    feeCents: input.fee,
    ageGroup: input.ageGroup,
    positionType: input.positionType,
    fieldSurface: input.fieldSurface,
    skillLevel: input.skillLevel,
  };
}

export class DuplicateGameError extends Error {
  constructor() {
    super("A game between these teams at this date and time is already scheduled.");
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error && /UNIQUE constraint failed: games\./.test(`${error.message} ${String(error.cause ?? "")}`)
  );
}

/** Spec: a new game is pending and tagged with the assignor who created it. */
export async function createGame(
  db: Database,
  { organizationId, assignorId, input }: { organizationId: string; assignorId: string; input: GameInput },
): Promise<Game> {
  const id = newId();
  // A saved venue of the same name brings its address along (the form suggests saved venues).
  const venueAddress = (await findVenueByName(db, organizationId, input.venue))?.address ?? null;
  try {
    const [[game]] = await db.batch([
      db
        .insert(games)
        .values({ id, organizationId, assignorId, status: "pending", ...gameValues(input), venueAddress })
        .returning(),
      activityStatement(db, {
        organizationId,
        actorId: assignorId,
        action: "game.created",
        subjectType: "game",
        subjectId: id,
        summary: `Added ${input.homeTeam} vs ${input.awayTeam} on ${input.date}`,
      }),
      webhookDeliveryStatement(
        db,
        organizationId,
        "game.created",
        gameEventData({ id, status: "pending", ...gameValues(input) }),
      ),
    ]);
    return game!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateGameError();
    throw error;
  }
}

export async function updateGame(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    input,
  }: { organizationId: string; actorId: string; gameId: string; input: GameInput },
): Promise<Game | undefined> {
  const saved = await findVenueByName(db, organizationId, input.venue);
  const tell = await changeNotices(db, { organizationId, gameId, input, savedAddress: saved?.address ?? null });
  const before = await getGame(db, organizationId, gameId);
  try {
    const [updated] = await db.batch([
      db
        .update(games)
        .set({
          ...gameValues(input),
          // A saved venue's address; otherwise the game keeps its own address unless the venue changed.
          venueAddress:
            saved?.address ?? sql`CASE WHEN ${games.venue} = ${input.venue} THEN ${games.venueAddress} ELSE NULL END`,
          // The positions needed may have changed: the status follows the crew against the new ones.
          status: derivedGameStatus(input.positionType),
          updatedAt: new Date(),
        })
        .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)))
        .returning(),
      activityStatement(db, {
        organizationId,
        actorId,
        action: "game.updated",
        subjectType: "game",
        subjectId: gameId,
        summary: `Updated ${input.homeTeam} vs ${input.awayTeam} on ${input.date}`,
      }),
      ...tell,
      ...(before
        ? [
            webhookDeliveryStatement(
              db,
              organizationId,
              "game.updated",
              gameEventData({ ...before, ...gameValues(input) }),
            ),
          ]
        : []),
    ]);
    return updated[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateGameError();
    throw error;
  }
}

/**
 * Cancels a game as `cancelGame` in app/domain/assignments.ts decides (its pending and confirmed
 * assignments end with it), and tells each of those referees (a notification and an email in the
 * outbox), all in one batch. `message` says why not when it refuses.
 */
export async function cancelGame(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    reason,
  }: { organizationId: string; actorId: string; gameId: string; reason: string },
): Promise<{ cancelled: true; notified: number } | { cancelled: false; notified: 0; message: string }> {
  const game = await getGame(db, organizationId, gameId);
  if (!game) return { cancelled: false, notified: 0, message: "This game no longer exists." };
  const crew = await db
    .select({
      id: assignments.id,
      refereeId: assignments.refereeId,
      position: assignments.position,
      status: assignments.status,
    })
    .from(assignments)
    .where(and(eq(assignments.organizationId, organizationId), eq(assignments.gameId, gameId)));
  const decision = cancelGameTransition({ status: game.status as GameStatus }, crew, reason);
  if (!decision.ok) return { cancelled: false, notified: 0, message: decision.message };
  const { cancelReason } = decision.value.game;
  const affected = decision.value.cancelledAssignments;
  const people = await loadAddressees(
    db,
    affected.map((assignment) => assignment.refereeId),
  );
  const origin = await publicOrigin();
  const now = new Date();

  const title = `${game.homeTeam} vs ${game.awayTeam}`;
  const message = `${title} on ${game.date} at ${game.time} (${game.venue}) was cancelled. Reason: ${cancelReason}`;
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
          inArray(assignments.status, [...ENDED_BY_GAME_CANCELLATION]),
        ),
      ),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "game.cancelled",
      subjectType: "game",
      subjectId: gameId,
      summary: `Cancelled ${title} on ${game.date}: ${cancelReason}`,
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
        title: "Game cancelled",
        message,
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
  return { cancelled: true, notified: affected.length };
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
    }),
    to: person.email,
    textTo: person.textTo,
    organizationId,
    userId: assignment.refereeId,
  });
}

/**
 * What an edit tells the referees on the game (a notification, an email and, if they allow texts, an
 * SMS each): read before the edit, written in the edit's batch. Nothing when no referee-facing detail
 * changed, or the game is cancelled or completed.
 */
async function changeNotices(
  db: Database,
  {
    organizationId,
    gameId,
    input,
    savedAddress,
  }: { organizationId: string; gameId: string; input: GameInput; savedAddress: string | null },
): Promise<Statement[]> {
  const nothing: Statement[] = [];
  const before = await getGame(db, organizationId, gameId);
  if (!before || before.status === "cancelled" || before.status === "completed") return nothing;
  const after = {
    ...before,
    ...gameValues(input),
    venueAddress: savedAddress ?? (before.venue === input.venue ? before.venueAddress : null),
  };
  const changes = describeGameChanges(before, after);
  if (changes.length === 0) return nothing;
  const live = await db
    .select({ id: assignments.id, refereeId: assignments.refereeId, position: assignments.position })
    .from(assignments)
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        eq(assignments.gameId, gameId),
        inArray(assignments.status, ["pending", "confirmed"]),
      ),
    );
  if (live.length === 0) return nothing;
  const people = await loadAddressees(
    db,
    live.map((row) => row.refereeId),
  );
  const origin = await publicOrigin();
  const now = new Date();
  return live.flatMap((assignment) => {
    const person = people.get(assignment.refereeId);
    if (!person) return [];
    const notice = gameChangeNotice({ organizationId, person, game: after, assignment, changes, origin, now });
    return [db.insert(notifications).values(notice.notification), ...queueMessage(db, notice.message)];
  });
}

/**
 * What one referee on a changed game is told: an in-app notification and a message (email, and an SMS
 * when they can be texted) from the `assignmentChanged` template. Shared by the edit dialog, the API and
 * the CSV import's update mode, so a change reads the same however it was made.
 */
export function gameChangeNotice({
  organizationId,
  person,
  game,
  assignment,
  changes,
  origin,
  now,
}: {
  organizationId: string;
  person: Addressee;
  game: Pick<Game, "homeTeam" | "awayTeam" | "date" | "time" | "venue" | "venueAddress">;
  assignment: { id: string; position: string };
  changes: string[];
  origin: string;
  now: Date;
}): { notification: typeof notifications.$inferInsert; message: QueuedMessage } {
  return {
    notification: {
      id: newId(),
      userId: person.id,
      organizationId,
      type: "schedule",
      priority: "high",
      title: "Game changed",
      message: `${game.homeTeam} vs ${game.awayTeam}: ${changes.join("; ")}.`,
      link: "/referee/schedule",
    },
    message: {
      key: `${MESSAGE_KINDS.assignmentChanged}:${assignment.id}:${now.getTime()}`,
      kind: MESSAGE_KINDS.assignmentChanged,
      message: assignmentChanged({
        firstName: person.firstName,
        game: { ...game, position: assignment.position },
        changes,
        origin,
      }),
      to: person.email,
      textTo: person.textTo,
      organizationId,
      userId: person.id,
    },
  };
}

type Statement = Parameters<Database["batch"]>[0][number];

export type DeleteGameResult = "deleted" | "not-found" | "has-history";

/** Only a game that never had an assignment can be deleted; others are cancelled instead. */
export async function deleteGame(
  db: Database,
  { organizationId, actorId, gameId }: { organizationId: string; actorId: string; gameId: string },
): Promise<DeleteGameResult> {
  const game = await getGame(db, organizationId, gameId);
  if (!game) return "not-found";
  const [{ history } = { history: 0 }] = await db
    .select({ history: count() })
    .from(assignments)
    .where(eq(assignments.gameId, gameId));
  if (history > 0) return "has-history";
  await db.batch([
    db.delete(games).where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "game.deleted",
      subjectType: "game",
      subjectId: gameId,
      summary: `Deleted ${game.homeTeam} vs ${game.awayTeam} on ${game.date}`,
    }),
  ]);
  return "deleted";
}
