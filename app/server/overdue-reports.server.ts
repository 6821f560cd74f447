/**
 * The `overdue-game-reports` job (issue 22, decision 0083): a game past kick-off plus its organization's report
 * window, not cancelled, with no report (or one returned to the crew and not changed since), whose official in
 * the referee position is confirmed or completed: that official is reminded (in-app and by email) once it is
 * overdue, then at most once a day, at most `OVERDUE_REMINDERS_MAX` times.
 *
 * Each reminder's email idempotency key is fixed by the game, the round (not filed yet, or returned at a given
 * moment) and its number, and its notification id is derived from that key (the email goes with a new
 * notification only): two overlapping runs cannot remind twice, and a report returned later starts a round of
 * its own. Bounded per run: one read of at most
 * `OVERDUE_BATCH` games, then one batch of a few JSON-chunk statements (decision 0050); what is left waits for
 * the next run, oldest games first.
 */
import { sql } from "drizzle-orm";
import { notifications, outbox } from "~/db/schema";
import { zonedTimeToInstant } from "~/domain/dates";
import { parseReportSettings, reportDueAt, REPORT_WINDOW_MAX_HOURS } from "~/domain/game-reports";
import { gameReportOverdue, MESSAGE_KINDS, reportFilingLink } from "~/domain/messages";
import { readConfig } from "./config.server";
import type { Database } from "./db.server";
import { markChanged } from "./job-changes.server";
import type { Job } from "./job-types.server";
import { field, insertJsonRows, jsonChunks, notificationsFromJson } from "./json-rows.server";
import { outboxRows, toAddressee } from "./outbox.server";
import { sha256Hex } from "./session.server";
import { ACCEPTED_ASSIGNMENT_STATUSES, statusListSql } from "~/domain/assignment-status";

export const OVERDUE_REMINDERS_MAX = 3;
export const OVERDUE_REMINDER_INTERVAL_MS = 24 * 3_600_000;
/** The most games one run reminds about (their rows then fit a few statements). */
export const OVERDUE_BATCH = 300;
/** Games further back than the longest window and the reminders' days are not looked at. */
const LOOKBACK_DAYS = Math.ceil(REPORT_WINDOW_MAX_HOURS / 24) + OVERDUE_REMINDERS_MAX + 4;

/** A game's `number`th reminder in a round: its email's idempotency key, which is the reminders' ledger. */
export function overdueReminderKey(gameId: string, round: string, number: number): string {
  return `${MESSAGE_KINDS.gameReportOverdue}:${gameId}:${round}:${number}`;
}

/** The reminder's notification id: UUID-shaped (at most 64 characters), always the same for its key. */
async function overdueReminderId(key: string): Promise<string> {
  const hex = await sha256Hex(key);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

interface Candidate {
  gameId: string;
  organizationId: string;
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  timeZone: string;
  reportSettings: string | null;
  refereeId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string | null;
  round: string;
  sent: number;
}

/** The games that may need a reminder now (the window itself is checked after, in each organization's zone). */
function overdueCandidates(db: Database, now: Date): Promise<Candidate[]> {
  return db.all<Candidate>(overdueCandidatesQuery(now));
}

/** The read behind `overdueCandidates` (exported for its query-plan test). */
export function overdueCandidatesQuery(now: Date) {
  const day = 86_400_000;
  const from = new Date(now.getTime() - LOOKBACK_DAYS * day).toISOString().slice(0, 10);
  // A local date runs up to 14 hours ahead of UTC.
  const to = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  const round = sql`(CASE WHEN r.id IS NULL THEN 'filing' ELSE 'returned-' || r.reviewed_at END)`;
  const key = (number: number) =>
    sql`(${MESSAGE_KINDS.gameReportOverdue} || ':' || g.id || ':' || ${round} || ':' || ${String(number)})`;
  return sql`
    SELECT * FROM (
      SELECT g.id AS gameId, g.organization_id AS organizationId, g.date, g.time, g.home_team AS homeTeam,
        g.away_team AS awayTeam, o.time_zone AS timeZone, o.report_settings AS reportSettings,
        a.referee_id AS refereeId, u.email, u.first_name AS firstName, u.last_name AS lastName, s.language,
        ${round} AS round,
        (SELECT count(*) FROM outbox m WHERE m.idempotency_key IN (${key(1)}, ${key(2)}, ${key(3)})) AS sent,
        (SELECT max(m.created_at) FROM outbox m WHERE m.idempotency_key IN (${key(1)}, ${key(2)}, ${key(3)})) AS lastAt
      -- Organization by organization (CROSS JOIN keeps that order), each one's games by its (organization, date) index.
      FROM organizations o
      CROSS JOIN games g ON g.organization_id = o.id
      JOIN assignments a ON a.game_id = g.id AND a.position = 'referee' AND a.status IN ${sql.raw(statusListSql(ACCEPTED_ASSIGNMENT_STATUSES))}
      JOIN users u ON u.id = a.referee_id
      LEFT JOIN user_settings s ON s.user_id = u.id
      LEFT JOIN game_reports r ON r.game_id = g.id
      WHERE g.date BETWEEN ${from} AND ${to} AND g.status <> 'cancelled'
        AND (r.id IS NULL OR (r.status = 'returned' AND r.reviewed_at IS NOT NULL AND r.submitted_at <= r.reviewed_at))
    )
    WHERE sent < ${OVERDUE_REMINDERS_MAX} AND (lastAt IS NULL OR lastAt <= ${now.getTime() - OVERDUE_REMINDER_INTERVAL_MS})
    ORDER BY date, time, gameId
    LIMIT ${OVERDUE_BATCH}`;
}

/** Reminds the officials of overdue reports; returns how many reminders were new. */
export async function remindOverdueReports(
  db: Database,
  now: Date,
  { origin = "", changed = new Set<string>() }: { origin?: string; changed?: Set<string> } = {},
): Promise<number> {
  const candidates = (await overdueCandidates(db, now)).filter((game) => {
    const kickoff = zonedTimeToInstant(game.date, game.time, game.timeZone);
    const settings = parseReportSettings(game.reportSettings);
    return now.getTime() > reportDueAt(kickoff, settings).getTime();
  });
  if (candidates.length === 0) return 0;

  const at = now.getTime();
  const reminders = await Promise.all(
    candidates.map(async (game) => {
      const official = toAddressee({
        id: game.refereeId,
        email: game.email,
        firstName: game.firstName,
        lastName: game.lastName,
        phone: null,
        phoneConfirmedAt: null,
        texts: false,
        language: game.language,
      });
      const message = gameReportOverdue({
        language: official.language,
        firstName: official.firstName,
        game: { id: game.gameId, homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: game.date, time: game.time },
        returned: game.round !== "filing",
        origin,
      });
      const key = overdueReminderKey(game.gameId, game.round, game.sent + 1);
      const id = await overdueReminderId(key);
      const [email] = outboxRows({
        key,
        kind: MESSAGE_KINDS.gameReportOverdue,
        message,
        to: official.email,
        organizationId: game.organizationId,
        userId: official.id,
        now,
      });
      return {
        notification: {
          id,
          userId: official.id,
          organizationId: game.organizationId,
          title: message.title,
          message: message.summary,
          actionLabel: message.actionLabel,
          link: reportFilingLink(game.gameId),
        },
        email: {
          notificationId: id,
          id: email!.id,
          key: email!.idempotencyKey,
          recipient: email!.recipient,
          subject: email!.subject ?? null,
          text: email!.textBody,
          html: email!.htmlBody ?? null,
          organizationId: game.organizationId,
          userId: official.id,
        },
      };
    }),
  );

  const atSql = sql`${at}`;
  const notificationInserts = notificationsFromJson(db, {
    rows: reminders.map((reminder) => reminder.notification),
    type: "reminder",
    priority: "high",
    actionRequired: true,
    at,
  }).map((insert) => insert.onConflictDoNothing().returning({ id: notifications.id }));
  const statements = [
    ...notificationInserts,
    // The email goes with a reminder this run wrote (at its moment): never a second email for one reminder.
    ...jsonChunks(reminders.map((reminder) => reminder.email)).map((chunk) =>
      insertJsonRows(
        db,
        outbox,
        chunk,
        {
          id: field("id"),
          idempotencyKey: field("key"),
          channel: sql`'email'`,
          recipient: field("recipient"),
          kind: sql`${MESSAGE_KINDS.gameReportOverdue}`,
          subject: field("subject"),
          textBody: field("text"),
          htmlBody: field("html"),
          organizationId: field("organizationId"),
          userId: field("userId"),
          createdAt: atSql,
        },
        sql`EXISTS (SELECT 1 FROM ${notifications} WHERE ${notifications.id} = ${field("notificationId")}
                      AND ${notifications.createdAt} = ${atSql})`,
      ).onConflictDoNothing(),
    ),
  ];
  const results = await db.batch(statements as unknown as Parameters<typeof db.batch>[0]);
  const written = (results as readonly unknown[])
    .slice(0, notificationInserts.length)
    .reduce<number>((sum, rows) => sum + (rows as unknown[]).length, 0);
  if (written > 0) for (const game of candidates) changed.add(game.organizationId);
  return written;
}

export const overdueReportsJob: Job = {
  name: "overdue-game-reports",
  async run(context) {
    const changed = new Set<string>();
    const reminded = await remindOverdueReports(context.db, context.now, {
      origin: readConfig(context.env).publicOrigin,
      changed,
    });
    markChanged(context, changed);
    return `${reminded} overdue-report reminders written`;
  },
};
