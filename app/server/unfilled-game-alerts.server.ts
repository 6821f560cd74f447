/**
 * The `unfilled-game-alerts` job: every cron run looks for games starting within the next 48 hours
 * that still have open positions and alerts each of the organization's assignors, once per game and
 * assignor. The notification's id is derived from the game and the assignor, so a second run (or two
 * overlapping runs) cannot alert twice, and a dismissed alert stays dismissed (decision 0019).
 */
import { and, between, eq, inArray } from "drizzle-orm";
import { assignments, games, memberships, notifications, organizations } from "~/db/schema";
import { POSITIONS_BY_TYPE, type PositionType } from "~/domain/constants";
import { todayIn, zonedTimeToInstant } from "~/domain/dates";
import { formatGameDateTime } from "~/domain/format";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/game-status";
import type { Database } from "./db.server";
import type { Job } from "./jobs.server";
import { sha256Hex } from "./session.server";

export const UNFILLED_ALERT_WINDOW_HOURS = 48;

/** A UUID-shaped id that is always the same for this game and assignor. */
export async function unfilledAlertId(gameId: string, assignorId: string): Promise<string> {
  const hex = await sha256Hex(`unfilled-game:${gameId}:${assignorId}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The link of an alert: the calendar week of the game, with its Assign dialog open. */
export function unfilledAlertLink(game: { id: string; date: string }): string {
  return `/assignor/calendar?view=week&date=${game.date}&game=${encodeURIComponent(game.id)}`;
}

/** Creates the missing alerts; returns how many were new. */
export async function alertUnfilledGames(db: Database, now: Date): Promise<number> {
  const until = new Date(now.getTime() + UNFILLED_ALERT_WINDOW_HOURS * 3_600_000);
  const organizationRows = await db.select({ id: organizations.id, timeZone: organizations.timeZone }).from(organizations);
  let created = 0;
  for (const organization of organizationRows) {
    const from = todayIn(organization.timeZone, now);
    const to = todayIn(organization.timeZone, until);
    // "pending" is the status of a scheduled game with at least one open position (deriveGameStatus).
    const candidates = (
      await db
        .select()
        .from(games)
        .where(and(eq(games.organizationId, organization.id), eq(games.status, "pending"), between(games.date, from, to)))
    ).filter((game) => {
      const kickoff = zonedTimeToInstant(game.date, game.time, organization.timeZone).getTime();
      return kickoff > now.getTime() && kickoff <= until.getTime();
    });
    if (candidates.length === 0) continue;

    const [assignors, live] = await Promise.all([
      db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organization.id), eq(memberships.role, "assignor"))),
      db
        .select({ gameId: assignments.gameId, position: assignments.position })
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .where(
          and(
            eq(assignments.organizationId, organization.id),
            eq(games.status, "pending"),
            between(games.date, from, to),
            inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
          ),
        ),
    ]);
    if (assignors.length === 0) continue;

    for (const game of candidates) {
      const needed = POSITIONS_BY_TYPE[game.positionType as PositionType];
      const held = new Set(live.filter((row) => row.gameId === game.id).map((row) => row.position));
      const open = needed.filter((position) => !held.has(position)).length;
      if (open === 0) continue;
      const title = `${game.homeTeam} vs ${game.awayTeam}`;
      const message =
        needed.length === 1
          ? `${title} on ${formatGameDateTime(game.date, game.time)} at ${game.venue} starts within 48 hours and still has no referee.`
          : `${title} on ${formatGameDateTime(game.date, game.time)} at ${game.venue} starts within 48 hours and still needs ${open} of ${needed.length} officials.`;
      const rows = await Promise.all(
        assignors.map(async ({ userId }) => ({
          id: await unfilledAlertId(game.id, userId),
          userId,
          organizationId: organization.id,
          type: "assignment",
          priority: "high",
          title: "Game needs referees",
          message,
          actionRequired: true,
          actionLabel: "Assign referees",
          link: unfilledAlertLink(game),
          createdAt: now,
        })),
      );
      const inserted = await db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
      created += inserted.length;
    }
  }
  return created;
}

export const unfilledGameAlertsJob: Job = {
  name: "unfilled-game-alerts",
  async run({ db, now }) {
    return `${await alertUnfilledGames(db, now)} unfilled-game alerts created`;
  },
};
