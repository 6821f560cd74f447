/**
 * Completing games, which feeds earnings: the assignor marks a game completed after kick-off, or the
 * nightly job does it from the day after the game when every needed position is confirmed.
 * Completing a game completes its confirmed assignments, each of which becomes a payable at the game's
 * fee; an offer nobody answered is cancelled (the game was played without that referee). A cron job also
 * creates the payables that assignments completed before payables existed still lack.
 */
import { tr } from "~/i18n/text";
import { refused, type Outcome } from "~/domain/outcome";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { activityLog, assignments, games, organizations, payments } from "~/db/schema";
import { completeGame as completeGameTransition, shouldAutoComplete } from "~/domain/assignments";
import type { GameStatus, PositionType } from "~/domain/constants";
import { todayIn, zonedTimeToInstant } from "~/domain/dates";
import { activityStatement } from "./activity.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { gameEventData, webhookEnvelope } from "~/domain/webhooks";
import { newId } from "~/db/ids";
import type { Database } from "./db.server";
import { completionMileage } from "./fees.server";
import { markChanged } from "./job-changes.server";
import type { Job } from "./job-types.server";
import { field, insertJsonRows, webhookEventsFromJson } from "./json-rows.server";
import {
  missingPayables,
  payablesCreatedActivity,
  payablesForCompletedGame,
  payablesForCompletedGames,
} from "./payables.server";

interface CompletedGame {
  id: string;
  homeTeam: string;
  awayTeam: string;
  date: string;
}

function completionStatements(
  db: Database,
  {
    organizationId,
    actorId,
    game,
    now,
    mileage,
  }: { organizationId: string; actorId: string | null; game: CompletedGame; now: Date; mileage: string },
) {
  const gameId = game.id;
  return [
    db
      .update(games)
      .set({ status: "completed", updatedAt: now })
      .where(
        and(
          eq(games.organizationId, organizationId),
          eq(games.id, gameId),
          inArray(games.status, ["pending", "assigned", "confirmed"]),
        ),
      ),
    db
      .update(assignments)
      .set({ status: "completed", updatedAt: now })
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.gameId, gameId),
          eq(assignments.status, "confirmed"),
        ),
      ),
    // What the referees are now owed: one payable per completed assignment, in the same batch (decision 0037).
    payablesForCompletedGame(db, { organizationId, gameId, now, mileage }),
    // Right after it: the activity entry counts what that statement created (none, none written).
    payablesCreatedActivity(db, {
      organizationId,
      actorId,
      subjectType: "game",
      subjectId: gameId,
      what: `for ${game.homeTeam} vs ${game.awayTeam} on ${game.date}`,
      about: { kind: "game", homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: game.date },
    }),
    db
      .update(assignments)
      .set({ status: "cancelled", updatedAt: now })
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.gameId, gameId),
          eq(assignments.status, "pending"),
        ),
      ),
  ] as const;
}

/** The assignor marks a game completed once it has kicked off. */
export async function completeGame(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    now = new Date(),
  }: { organizationId: string; actorId: string; gameId: string; now?: Date },
): Promise<Outcome> {
  const [row] = await db
    .select({ game: games, timeZone: organizations.timeZone, mileageRate: organizations.mileageRateCents })
    .from(games)
    .innerJoin(organizations, eq(organizations.id, games.organizationId))
    .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)));
  if (!row) return refused(404, tr("assignor.assign.error.gameGone"));
  const { game } = row;
  const decision = completeGameTransition(
    { status: game.status as GameStatus },
    { now, kickoff: zonedTimeToInstant(game.date, game.time, row.timeZone) },
  );
  if (!decision.ok) return refused(409, decision.message);
  // Each official's travel pay (issue 21), worked out before the batch that creates the payables.
  const mileage = row.mileageRate === null ? "{}" : await completionMileage(db, { organizationId, gameIds: [gameId] });
  await db.batch([
    ...completionStatements(db, { organizationId, actorId, game, now, mileage }),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "game.completed",
      subjectType: "game",
      subjectId: gameId,
      summary: `Marked ${game.homeTeam} vs ${game.awayTeam} on ${game.date} completed`,
      details: { homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: game.date },
    }),
    webhookDeliveryStatement(db, organizationId, "game.updated", gameEventData({ ...game, status: "completed" }), {
      now,
    }),
  ]);
  return { ok: true };
}

/** Games one batch of the nightly completion handles. */
const GAMES_PER_COMPLETION_BATCH = 200;

/**
 * Completes every fully confirmed game dated before today in its organization's time zone. Running it
 * twice changes nothing the second time: completed games are no longer candidates.
 */
export async function autoCompleteGames(db: Database, now: Date, changed = new Set<string>()): Promise<number> {
  const organizationRows = await db
    .select({ id: organizations.id, timeZone: organizations.timeZone, mileageRate: organizations.mileageRateCents })
    .from(organizations);
  let completed = 0;
  for (const organization of organizationRows) {
    const today = todayIn(organization.timeZone, now);
    const candidates = await db
      .select()
      .from(games)
      .where(and(eq(games.organizationId, organization.id), eq(games.status, "confirmed"), lt(games.date, today)));
    if (candidates.length === 0) continue;
    // The candidates' crews through the same condition, not a list of ids (an association's weekend is thousands).
    const rows = await db
      .select({ gameId: assignments.gameId, position: assignments.position, status: assignments.status })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(
        and(
          eq(assignments.organizationId, organization.id),
          eq(games.organizationId, organization.id),
          eq(games.status, "confirmed"),
          lt(games.date, today),
        ),
      );
    const crews = new Map<string, { position: string; status: string }[]>();
    for (const row of rows) crews.set(row.gameId, [...(crews.get(row.gameId) ?? []), row]);
    const due = candidates.filter((game) =>
      shouldAutoComplete(
        { status: game.status as GameStatus, date: game.date, positionType: game.positionType as PositionType },
        crews.get(game.id) ?? [],
        today,
      ),
    );
    // Set-based, a few hundred games per batch (one transaction each): what completing one game writes, for
    // all of them in seven statements, so a Saturday of 1,500 games fits one invocation's 1,000 statements.
    for (let start = 0; start < due.length; start += GAMES_PER_COMPLETION_BATCH) {
      const chunk = due.slice(start, start + GAMES_PER_COMPLETION_BATCH);
      const gameIds = JSON.stringify(chunk.map((game) => game.id));
      const mileage =
        organization.mileageRate === null
          ? "{}"
          : await completionMileage(db, { organizationId: organization.id, gameIds: chunk.map((game) => game.id) });
      const [updated] = await db.batch([
        db
          .update(games)
          .set({ status: "completed", updatedAt: now })
          .where(
            and(
              eq(games.organizationId, organization.id),
              sql`${games.id} IN (SELECT value FROM json_each(${gameIds}))`,
              eq(games.status, "confirmed"),
            ),
          )
          .returning({ id: games.id }),
        db
          .update(assignments)
          .set({ status: "completed", updatedAt: now })
          .where(
            and(
              eq(assignments.organizationId, organization.id),
              sql`${assignments.gameId} IN (SELECT value FROM json_each(${gameIds}))`,
              eq(assignments.status, "confirmed"),
            ),
          ),
        // What the referees are now owed: one payable per completed assignment (decision 0037).
        payablesForCompletedGames(db, { organizationId: organization.id, gameIds, now, mileage }),
        payablesCreatedActivity(db, {
          organizationId: organization.id,
          actorId: null,
          subjectType: "organization",
          subjectId: organization.id,
          what: `for ${chunk.length} game${chunk.length === 1 ? "" : "s"} completed automatically`,
          about: { kind: "automatic", games: chunk.length },
        }),
        db
          .update(assignments)
          .set({ status: "cancelled", updatedAt: now })
          .where(
            and(
              eq(assignments.organizationId, organization.id),
              sql`${assignments.gameId} IN (SELECT value FROM json_each(${gameIds}))`,
              eq(assignments.status, "pending"),
            ),
          ),
        insertJsonRows(
          db,
          activityLog,
          JSON.stringify(
            chunk.map((game) => ({
              id: newId(),
              gameId: game.id,
              summary: `${game.homeTeam} vs ${game.awayTeam} on ${game.date} completed automatically (every position confirmed)`,
            })),
          ),
          {
            id: field("id"),
            organizationId: sql`${organization.id}`,
            action: sql`'game.auto_completed'`,
            subjectType: sql`'game'`,
            subjectId: field("gameId"),
            summary: field("summary"),
          },
        ),
        webhookEventsFromJson(db, {
          organizationId: organization.id,
          event: "game.updated",
          chunk: JSON.stringify(
            chunk.map((game) => ({
              payload: JSON.stringify(
                webhookEnvelope("game.updated", organization.id, gameEventData({ ...game, status: "completed" }), now),
              ),
            })),
          ),
          now,
        }),
      ]);
      completed += updated.length;
      if (updated.length > 0) changed.add(organization.id);
    }
  }
  return completed;
}

export const autoCompleteGamesJob: Job = {
  name: "auto-complete-games",
  async run(context) {
    const changed = new Set<string>();
    const completed = await autoCompleteGames(context.db, context.now, changed);
    markChanged(context, changed);
    return `${completed} games completed`;
  },
};

/** The most payables one run creates per organization; a larger backlog finishes over the next runs. */
const MISSING_PAYABLES_PER_RUN = 1000;

/**
 * Creates the payables that completed assignments lack: assignments completed before payables existed
 * (migration 0007 added no backfill) would otherwise stay "Pending" on the referee's earnings with
 * nothing for the assignor to mark paid. Same rule as completion (the game's fee, pending); the unique
 * assignment id makes it idempotent, and safe while a game is being completed. Returns how many.
 */
export async function createMissingPayables(db: Database, now: Date, changed = new Set<string>()): Promise<number> {
  // One cheap question first: which organizations have any? Usually none, and the job ends here.
  const lacking = await db
    .select({ organizationId: assignments.organizationId })
    .from(assignments)
    .where(
      and(
        eq(assignments.status, "completed"),
        sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.assignmentId} = ${assignments.id})`,
      ),
    )
    .groupBy(assignments.organizationId);
  let created = 0;
  for (const { organizationId } of lacking) {
    const [inserted] = await db.batch([
      missingPayables(db, { organizationId, now, limit: MISSING_PAYABLES_PER_RUN }),
      payablesCreatedActivity(db, {
        organizationId,
        actorId: null,
        subjectType: "organization",
        subjectId: organizationId,
        what: "for games completed before payments were recorded",
        about: { kind: "backfill" },
      }),
    ]);
    const count = (inserted as { meta?: { changes?: number } }).meta?.changes ?? 0;
    created += count;
    if (count > 0) changed.add(organizationId);
  }
  return created;
}

export const missingPayablesJob: Job = {
  name: "create-missing-payables",
  async run(context) {
    const changed = new Set<string>();
    const created = await createMissingPayables(context.db, context.now, changed);
    markChanged(context, changed);
    return `${created} missing payables created`;
  },
};
