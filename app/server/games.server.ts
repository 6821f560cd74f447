/**
 * Writing one organization's games: create, edit (telling the referees on the game what changed) and
 * delete. Every function takes the organization id and never reads or writes another organization's rows.
 * Lists are in `game-list.server.ts`, cancelling in `game-cancellation.server.ts`.
 */
import { tr } from "~/i18n/text";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { assignments, games, notifications, venues, type Game } from "~/db/schema";
import { newId } from "~/db/ids";
import type { GameInput } from "~/domain/games";
import { refused, type Outcome } from "~/domain/outcome";
import { describeGameChanges } from "~/domain/messages";
import { gameEventData } from "~/domain/webhooks";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { crewAddressee, gameChangeNotice, gameCrewQuery } from "./game-change-notices.server";
import { derivedGameStatus } from "./game-status.server";
import { queueMessage } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { statusIn, UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/** The game of the organization with this id, as a statement for a batch: zero rows or one. */
export function gameQuery(db: Database, organizationId: string, gameId: string) {
  return db
    .select()
    .from(games)
    .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)));
}

export async function getGame(db: Database, organizationId: string, gameId: string): Promise<Game | undefined> {
  const [game] = await gameQuery(db, organizationId, gameId);
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
    minRefereeLevel: input.minRefereeLevel,
    maxRefereeLevel: input.maxRefereeLevel,
  };
}

/** Two games between the same teams at the same date and time (the `games` unique index). */
export const DUPLICATE_GAME_MESSAGE = "A game between these teams at this date and time is already scheduled.";
const duplicateGame = () => refused(409, tr("assignor.games.error.duplicate"));
const gameNotFound = () => refused(404, tr("assignor.assign.error.gameGone"));

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error && /UNIQUE constraint failed: games\./.test(`${error.message} ${String(error.cause ?? "")}`)
  );
}

/** The address of the organization's saved venue of this name (case-insensitive): no row when none. */
function savedVenueQuery(db: Database, organizationId: string, name: string) {
  return db
    .select({ address: venues.address })
    .from(venues)
    .where(and(eq(venues.organizationId, organizationId), sql`lower(${venues.name}) = lower(${name.trim()})`))
    .limit(1);
}

/** `savedVenueQuery` as a value inside another statement: null when there is no such venue. */
function savedVenueAddress(db: Database, organizationId: string, name: string): SQL<string | null> {
  return sql<string | null>`(${savedVenueQuery(db, organizationId, name)})`;
}

/** Spec: a new game is pending and tagged with the assignor who created it. */
export async function createGame(
  db: Database,
  { organizationId, assignorId, input }: { organizationId: string; assignorId: string; input: GameInput },
): Promise<Outcome<{ game: Game }>> {
  const id = newId();
  // A saved venue of the same name brings its address along (the form suggests saved venues), read by the
  // insert itself: the create is one round trip (decision 0052).
  const venueAddress = savedVenueAddress(db, organizationId, input.venue);
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
        details: { homeTeam: input.homeTeam, awayTeam: input.awayTeam, date: input.date },
      }),
      webhookDeliveryStatement(
        db,
        organizationId,
        "game.created",
        gameEventData({ id, status: "pending", ...gameValues(input) }),
      ),
    ]);
    return { ok: true, game: game! };
  } catch (error) {
    if (isUniqueViolation(error)) return duplicateGame();
    throw error;
  }
}

/** An edit; the referees on the game hear what changed, fees in the organization's `currency`. */
export async function updateGame(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    input,
    currency,
  }: { organizationId: string; actorId: string; gameId: string; input: GameInput; currency: string },
): Promise<Outcome<{ game: Game }>> {
  // One read (the game, the saved venue's address, the crew with their addresses), then one write.
  const [[before], [saved], crew] = await db.batch([
    gameQuery(db, organizationId, gameId),
    savedVenueQuery(db, organizationId, input.venue),
    gameCrewQuery(db, organizationId, gameId),
  ]);
  if (!before) return gameNotFound();
  const origin = await publicOrigin();
  const tell = changeNotices(db, {
    origin,
    organizationId,
    before,
    input,
    currency,
    savedAddress: saved?.address ?? null,
    crew,
  });
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
        details: { homeTeam: input.homeTeam, awayTeam: input.awayTeam, date: input.date },
      }),
      ...tell,
      webhookDeliveryStatement(db, organizationId, "game.updated", gameEventData({ ...before, ...gameValues(input) })),
    ]);
    // Deleted between the read and the write.
    return updated[0] ? { ok: true, game: updated[0] } : gameNotFound();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicateGame();
    throw error;
  }
}

/**
 * What an edit tells the referees on the game (a notification, an email and, if they allow texts, an
 * SMS each): read before the edit, written in the edit's batch. Nothing when no referee-facing detail
 * changed, or the game is cancelled or completed.
 */
function changeNotices(
  db: Database,
  {
    organizationId,
    before,
    input,
    currency,
    savedAddress,
    crew,
    origin,
  }: {
    organizationId: string;
    before: Game;
    input: GameInput;
    currency: string;
    savedAddress: string | null;
    crew: Awaited<ReturnType<typeof gameCrewQuery>>;
    origin: string;
  },
): Statement[] {
  const nothing: Statement[] = [];
  if (before.status === "cancelled" || before.status === "completed") return nothing;
  const after = {
    ...before,
    ...gameValues(input),
    venueAddress: savedAddress ?? (before.venue === input.venue ? before.venueAddress : null),
  };
  const changes = describeGameChanges(before, after, currency);
  if (changes.length === 0) return nothing;
  const live = crew.filter((row) => statusIn(UPCOMING_ASSIGNMENT_STATUSES, row.status));
  if (live.length === 0) return nothing;
  const now = new Date();
  return live.flatMap((assignment) => {
    const person = crewAddressee(assignment);
    const notice = gameChangeNotice({ organizationId, person, game: after, assignment, changes, origin, now });
    return [db.insert(notifications).values(notice.notification), ...queueMessage(db, notice.message)];
  });
}

type Statement = Parameters<Database["batch"]>[0][number];

/** Only a game that never had an assignment can be deleted; others are cancelled instead. */
export async function deleteGame(
  db: Database,
  { organizationId, actorId, gameId }: { organizationId: string; actorId: string; gameId: string },
): Promise<Outcome> {
  // One read (the game and whether it has assignment history), then one write (decision 0052).
  const [[game], [{ history } = { history: 0 }]] = await db.batch([
    gameQuery(db, organizationId, gameId),
    db.select({ history: count() }).from(assignments).where(eq(assignments.gameId, gameId)),
  ]);
  if (!game) return gameNotFound();
  if (history > 0) return refused(409, tr("assignor.games.error.hasHistory"));
  await db.batch([
    db.delete(games).where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "game.deleted",
      subjectType: "game",
      subjectId: gameId,
      summary: `Deleted ${game.homeTeam} vs ${game.awayTeam} on ${game.date}`,
      details: { homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: game.date },
    }),
  ]);
  return { ok: true };
}
