/**
 * The `unfilled-game-alerts` job: every cron run looks for games starting within the next 48 hours
 * that still have open positions and alerts each of the organization's assignors, once per game and
 * assignor. The notification's id is derived from the game and the assignor, so a second run (or two
 * overlapping runs) cannot alert twice, and a dismissed alert stays dismissed (decision 0019). Each new
 * alert also emails the assignor (decision 0034; their preferences decide at delivery).
 */
import { and, between, eq, inArray, sql } from "drizzle-orm";
import {
  assignments,
  games,
  memberships,
  notifications,
  organizations,
  outbox,
  userSettings,
  users,
} from "~/db/schema";
import { POSITIONS_BY_TYPE, type PositionType } from "~/domain/constants";
import { todayIn, zonedTimeToInstant } from "~/domain/dates";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import { assignGameLink, MESSAGE_KINDS, unfilledGameAlert, unfilledNotification } from "~/domain/messages";
import { gameInScope } from "~/domain/permissions";
import type { Database } from "./db.server";
import { field, insertJsonRows, jsonChunks, notificationsFromJson } from "./json-rows.server";
import { markChanged } from "./job-changes.server";
import type { Job } from "./job-types.server";
import { outboxRows, toAddressee } from "./outbox.server";
import { sha256Hex } from "./session.server";
import { readConfig } from "./config.server";

export const UNFILLED_ALERT_WINDOW_HOURS = 48;

/** A UUID-shaped id that is always the same for this game and assignor. */
export async function unfilledAlertId(gameId: string, assignorId: string): Promise<string> {
  const hex = await sha256Hex(`unfilled-game:${gameId}:${assignorId}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The link of an alert: the calendar week of the game, with its Assign dialog open. */
export function unfilledAlertLink(game: { id: string; date: string }): string {
  return assignGameLink(game);
}

/** Creates the missing alerts; returns how many were new. */
export async function alertUnfilledGames(
  db: Database,
  now: Date,
  { origin = "", changed = new Set<string>() }: { origin?: string; changed?: Set<string> } = {},
): Promise<number> {
  const until = new Date(now.getTime() + UNFILLED_ALERT_WINDOW_HOURS * 3_600_000);
  const organizationRows = await db
    .select({ id: organizations.id, timeZone: organizations.timeZone })
    .from(organizations);
  let created = 0;
  for (const organization of organizationRows) {
    const from = todayIn(organization.timeZone, now);
    const to = todayIn(organization.timeZone, until);
    // "pending" is the status of a scheduled game with at least one open position (deriveGameStatus).
    const candidates = (
      await db
        .select()
        .from(games)
        .where(
          and(eq(games.organizationId, organization.id), eq(games.status, "pending"), between(games.date, from, to)),
        )
    ).filter((game) => {
      const kickoff = zonedTimeToInstant(game.date, game.time, organization.timeZone).getTime();
      return kickoff > now.getTime() && kickoff <= until.getTime();
    });
    if (candidates.length === 0) continue;

    const [assignors, live] = await Promise.all([
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          phoneConfirmedAt: users.phoneConfirmedAt,
          language: userSettings.language,
          scope: memberships.scope,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
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

    // Every alert of the organization's open games at once: the alerts (one per game and assignor, ids fixed
    // by both) and, for each alert new in this run, its email, as INSERT … SELECT FROM json_each(?) statements.
    // One statement per row would be ten per game: a Saturday of an association would pass D1's 1,000.
    const heldByGame = new Map<string, Set<string>>();
    for (const row of live) heldByGame.set(row.gameId, (heldByGame.get(row.gameId) ?? new Set()).add(row.position));
    const alerts: {
      notification: { id: string; userId: string; title: string; message: string; actionLabel: string; link: string };
      email: Record<string, unknown>;
    }[] = [];
    for (const game of candidates) {
      const needed = POSITIONS_BY_TYPE[game.positionType as PositionType];
      const held = heldByGame.get(game.id) ?? new Set<string>();
      const open = needed.filter((position) => !held.has(position)).length;
      if (open === 0) continue;
      for (const { scope, ...row } of assignors) {
        // A limited assignor is alerted about their games only (decision 0064).
        if (!gameInScope(scope ?? null, game)) continue;
        const assignor = toAddressee({ ...row, texts: false });
        // In each assignor's language (issue 19).
        const alert = unfilledGameAlert({
          firstName: assignor.firstName,
          game,
          open,
          needed: needed.length,
          origin,
          language: assignor.language,
        });
        const [email] = outboxRows({
          key: `${MESSAGE_KINDS.unfilledGameAlert}:${game.id}:${assignor.id}`,
          kind: MESSAGE_KINDS.unfilledGameAlert,
          message: alert,
          to: assignor.email,
          organizationId: organization.id,
          userId: assignor.id,
          now,
        });
        const notificationId = await unfilledAlertId(game.id, assignor.id);
        alerts.push({
          notification: {
            id: notificationId,
            userId: assignor.id,
            ...unfilledNotification(assignor.language),
            message: alert.summary,
            link: unfilledAlertLink(game),
          },
          email: {
            notificationId,
            id: email!.id,
            key: email!.idempotencyKey,
            recipient: email!.recipient,
            subject: email!.subject ?? null,
            text: email!.textBody,
            html: email!.htmlBody ?? null,
            userId: assignor.id,
          },
        });
      }
    }
    const at = sql`${now.getTime()}`;
    for (const insert of notificationsFromJson(db, {
      rows: alerts.map((alert) => alert.notification),
      organizationId: organization.id,
      type: "assignment",
      priority: "high",
      actionRequired: true,
      at: now.getTime(),
    })) {
      const inserted = await insert.onConflictDoNothing().returning({ id: notifications.id });
      created += inserted.length;
      if (inserted.length > 0) changed.add(organization.id);
    }
    // The email goes with a new alert only (written at this run's moment): an alert already raised, or
    // dismissed, is not re-sent.
    const emails = [];
    for (const chunk of jsonChunks(alerts.map((alert) => alert.email))) {
      emails.push(
        insertJsonRows(
          db,
          outbox,
          chunk,
          {
            id: field("id"),
            idempotencyKey: field("key"),
            channel: sql`'email'`,
            recipient: field("recipient"),
            kind: sql`${MESSAGE_KINDS.unfilledGameAlert}`,
            subject: field("subject"),
            textBody: field("text"),
            htmlBody: field("html"),
            organizationId: sql`${organization.id}`,
            userId: field("userId"),
            createdAt: at,
          },
          sql`EXISTS (SELECT 1 FROM ${notifications} WHERE ${notifications.id} = ${field("notificationId")}
                        AND ${notifications.createdAt} = ${at})`,
        ).onConflictDoNothing(),
      );
    }
    if (emails.length > 0) await db.batch(emails as unknown as Parameters<typeof db.batch>[0]);
  }
  return created;
}

export const unfilledGameAlertsJob: Job = {
  name: "unfilled-game-alerts",
  async run(context) {
    const changed = new Set<string>();
    const created = await alertUnfilledGames(context.db, context.now, {
      origin: readConfig(context.env).publicOrigin,
      changed,
    });
    markChanged(context, changed);
    return `${created} unfilled-game alerts created`;
  },
};
