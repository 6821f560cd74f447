/**
 * What filing a game report sets off (issue 22, decision 0083): a report with misconduct or a no-show alerts the
 * organization's assignors at once (in-app, email) and every report is a `game.report_submitted` webhook event.
 * Returned as statements for the batch that files the report, so the alerts exist exactly when the report does.
 *
 * The statements read what the batch wrote before them (the report, its cautions and send-offs, the crew's
 * attendance), so they go **after** the report's own statements. The words are rendered here, in every
 * language, with stand-ins for what only the database knows (the teams, the assignor's first name, the counts);
 * SQL puts each recipient's language's words together (`reportAlertParts`, `gameReportAlert`).
 *
 * Idempotent: an assignor's alert is keyed (its email's idempotency key) by the report and what it names
 * (misconduct, a no-show), so a retried batch, or the crew changing a report that already alerted for the
 * same thing, alerts no one twice; a change that adds a no-show alerts again. A webhook event is keyed by the report and the moment
 * it was filed or changed (`submitted_at`), so a retried batch never delivers it twice.
 */
import { env } from "cloudflare:workers";
import { sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { MISCONDUCT_MAX } from "~/domain/game-reports";
import {
  gameReportAlert,
  MESSAGE_KINDS,
  REPORT_ALERT_SEPARATOR,
  reportAlertParts,
  reportReviewLink,
} from "~/domain/messages";
import { LANGUAGES } from "~/i18n/messages";
import { notifications, outbox, webhookDeliveries } from "~/db/schema";
import { readConfig } from "./config.server";
import type { Database } from "./db.server";
import { insertSelect } from "./json-rows.server";
import { assignorCoversGameSql } from "./staff-scope.server";
import { REPORT_JSON_FROM, reportJsonSql } from "./report-json.server";
// The catalogs, for the words (whichever entry point runs the filing).
import "./i18n.server";

export interface FiledReport {
  organizationId: string;
  reportId: string;
  gameId: string;
  filedById: string;
  hasMisconduct: boolean;
  hasNoShow: boolean;
  /** A change to a report filed before (or returned), not its first filing. */
  resubmitted: boolean;
}

/** Stand-ins in the rendered words, replaced in SQL (letters only: escaping and formatting leave them alone). */
const FIRST_NAME = "QQFIRSTNAMEQQ";
const HOME = "QQHOMETEAMQQ";
const AWAY = "QQAWAYTEAMQQ";
const DETAILS = "QQDETAILSQQ";

/** Every language's words of the alert, with stand-ins; one JSON parameter for the statements. */
function alertWords(gameId: string, origin: string): string {
  const words: Record<string, unknown> = {};
  for (const language of LANGUAGES) {
    const message = gameReportAlert({
      language,
      firstName: FIRST_NAME,
      game: { id: gameId, homeTeam: HOME, awayTeam: AWAY },
      details: DETAILS,
      origin,
    });
    const counted = (kind: "cautions" | "sendOffs") =>
      Array.from({ length: MISCONDUCT_MAX }, (_, index) => {
        const count = index + 1;
        return reportAlertParts({ cautions: 0, sendOffs: 0, noShow: false, [kind]: count }, language)[0];
      });
    words[language] = {
      subject: message.subject,
      text: message.text,
      html: message.html,
      summary: message.summary,
      title: message.title,
      actionLabel: message.actionLabel,
      cautions: counted("cautions"),
      sendOffs: counted("sendOffs"),
      noShow: reportAlertParts({ cautions: 0, sendOffs: 0, noShow: true }, language)[0],
    };
  }
  return JSON.stringify(words);
}

/** `escapeHtml` (app/domain/messages/render.ts) in SQL. */
function htmlEscaped(value: SQL): SQL {
  return sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
}

/** The recipient's language's piece of the words (`x.words`, `x.language`). */
function word(path: string): SQL {
  return sql`json_extract(x.words, '$.' || x.language || ${path})`;
}

/** The words with the stand-ins filled in: `escape` for the HTML. */
function filled(template: SQL, escape: (value: SQL) => SQL = (value) => value): SQL {
  const details = escape(sql`x.details`);
  return sql`replace(replace(replace(replace(${template}, ${DETAILS}, ${details}), ${HOME}, ${escape(sql`x.home_team`)}), ${AWAY}, ${escape(sql`x.away_team`)}), ${FIRST_NAME}, ${escape(sql`x.first_name`)})`;
}

/**
 * The alerted assignors with their words, as the derived table `x`: one row per assignor who may review the
 * game's report (the whole organization's, or a limited one whose scope covers the game: `assignorCoversGameSql`,
 * the mirror of `reports.review` with `gameInScope`), only when the report names misconduct or a no-show.
 */
function alertRows(report: FiledReport, words: string): SQL {
  const separator = REPORT_ALERT_SEPARATOR;
  const piece = (path: SQL) => sql`json_extract(f.words, '$.' || f.language || ${path})`;
  return sql`(
      SELECT f.*,
        substr(
          (CASE WHEN f.cautions > 0 THEN ${separator} || ${piece(sql`'.cautions[' || (f.cautions - 1) || ']'`)} ELSE '' END)
          || (CASE WHEN f.send_offs > 0 THEN ${separator} || ${piece(sql`'.sendOffs[' || (f.send_offs - 1) || ']'`)} ELSE '' END)
          || (CASE WHEN f.has_no_show THEN ${separator} || ${piece(sql`'.noShow'`)} ELSE '' END),
          ${separator.length + 1}) AS details
      FROM (
        SELECT r.id AS report_id, r.has_misconduct, r.has_no_show, g.home_team, g.away_team, w.words,
          (SELECT count(*) FROM game_report_misconduct m WHERE m.report_id = r.id AND m.kind = 'caution') AS cautions,
          (SELECT count(*) FROM game_report_misconduct m WHERE m.report_id = r.id AND m.kind = 'send_off') AS send_offs,
          u.id AS user_id, u.email, u.first_name,
          CASE WHEN s.language IN ('es', 'fr', 'de') THEN s.language ELSE 'en' END AS language
        FROM game_reports r
        CROSS JOIN (SELECT ${words} AS words) w
        JOIN games g ON g.id = r.game_id
        JOIN memberships ms ON ms.organization_id = r.organization_id AND ${assignorCoversGameSql("ms", "g")}
        JOIN users u ON u.id = ms.user_id
        LEFT JOIN user_settings s ON s.user_id = u.id
        WHERE r.id = ${report.reportId} AND r.organization_id = ${report.organizationId}
          AND (r.has_misconduct OR r.has_no_show)
      ) f
    ) x`;
}

/** What an alert is about, in its keys: misconduct, a no-show, or both. */
const ABOUT = sql`(CASE WHEN x.has_misconduct THEN 'm' ELSE '' END || CASE WHEN x.has_no_show THEN 'n' ELSE '' END)`;

/** The alert of one assignor about one report and what it names: the email's idempotency key. */
function alertKey(): SQL {
  return sql`(${MESSAGE_KINDS.gameReportAlert} || ':' || x.report_id || ':' || ${ABOUT} || ':' || x.user_id)`;
}

/** The public origin for the email's link, read from the Worker's environment (as `publicOrigin`, but at once). */
function origin(): string {
  return readConfig(env).publicOrigin;
}

/** The statements that tell the assignors and the organization's webhooks of a filed report. */
export function reportFiledStatements(db: Database, report: FiledReport, now: Date): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [reportWebhookStatement(db, report, now)];
  if (!report.hasMisconduct && !report.hasNoShow) return statements;

  const words = alertWords(report.gameId, origin());
  const link = reportReviewLink(report.gameId);
  const at = sql`${now.getTime()}`;
  statements.push(
    // The email's idempotency key is the alert's ledger (a notification id is at most 64 characters).
    insertSelect(
      db,
      outbox,
      {
        id: sql`lower(hex(randomblob(16)))`,
        idempotencyKey: alertKey(),
        channel: sql`'email'`,
        recipient: sql`x.email`,
        kind: sql`${MESSAGE_KINDS.gameReportAlert}`,
        subject: filled(word(".subject")),
        textBody: filled(word(".text")),
        htmlBody: filled(word(".html"), htmlEscaped),
        organizationId: sql`${report.organizationId}`,
        userId: sql`x.user_id`,
        createdAt: at,
      },
      sql`${alertRows(report, words)} WHERE true`,
    ).onConflictDoNothing(),
    // The notification goes with an email this batch wrote (at its moment), and only once at that moment.
    insertSelect(
      db,
      notifications,
      {
        id: sql`lower(hex(randomblob(16)))`,
        userId: sql`x.user_id`,
        organizationId: sql`${report.organizationId}`,
        type: sql`'assignment'`,
        title: word(".title"),
        message: filled(word(".summary")),
        priority: sql`'high'`,
        actionRequired: sql`1`,
        actionLabel: word(".actionLabel"),
        link: sql`${link}`,
        createdAt: at,
      },
      sql`${alertRows(report, words)}
        WHERE EXISTS (SELECT 1 FROM outbox o WHERE o.idempotency_key = ${alertKey()} AND o.created_at = ${at})
          AND NOT EXISTS (SELECT 1 FROM notifications n
            WHERE n.user_id = x.user_id AND n.created_at = ${at} AND n.link = ${link})`,
    ),
  );
  return statements;
}

/**
 * One delivery of `game.report_submitted` to each enabled endpoint that chose it, carrying the report as the API
 * shows it (`reportJsonSql`). The event's id is the report's and its filing moment's: a retried batch finds
 * its delivery already there (looked for among the endpoint's deliveries since that moment, by their index).
 */
function reportWebhookStatement(db: Database, report: FiledReport, now: Date): BatchItem<"sqlite"> {
  const event = "game.report_submitted";
  const eventId = sql`('evt_report_' || r.id || '_' || r.submitted_at)`;
  const createdAt = now.toISOString();
  return insertSelect(
    db,
    webhookDeliveries,
    {
      id: sql`'whd_' || lower(hex(randomblob(16)))`,
      endpointId: sql`e.id`,
      organizationId: sql`e.organization_id`,
      event: sql`${event}`,
      payload: sql`json_object('id', ${eventId}, 'type', ${event}, 'createdAt', ${createdAt},
        'organizationId', r.organization_id,
        'data', json_object('report', json(${reportJsonSql()}), 'resubmitted', json(${report.resubmitted ? "true" : "false"})))`,
      status: sql`'pending'`,
      attempts: sql`0`,
      createdAt: sql`${now.getTime()}`,
    },
    sql`${REPORT_JSON_FROM}
      JOIN webhook_endpoints e ON e.organization_id = r.organization_id
      WHERE r.id = ${report.reportId} AND r.organization_id = ${report.organizationId}
        AND e.disabled_at IS NULL
        AND EXISTS (SELECT 1 FROM json_each(e.events) WHERE json_each.value = ${event})
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
          WHERE d.endpoint_id = e.id AND d.created_at >= r.submitted_at AND d.event = ${event}
            AND json_extract(d.payload, '$.id') = ${eventId})`,
  );
}
