/**
 * A game report as JSON, built by SQL (issue 22, decision 0083): the one copy of the representation that
 * `GET /api/v1/reports` answers with and the `game.report_submitted` webhook carries (`ApiReportSchema`).
 * In SQL so that the webhook's delivery can be written in the very batch that files the report, reading the
 * rows the statements before it wrote.
 */
import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_MISCONDUCT_REASONS } from "~/domain/game-reports";
import { ACCEPTED_ASSIGNMENT_STATUSES, statusListSql } from "~/domain/assignment-status";

/** An instant in ms as `Date.prototype.toISOString` writes it (integer arithmetic: no float rounding). */
function isoInstant(column: SQL): SQL {
  return sql`(strftime('%Y-%m-%dT%H:%M:%S', ${column} / 1000, 'unixepoch') || '.' || printf('%03d', ${column} % 1000) || 'Z')`;
}

const DEFAULT_REASONS_JSON = JSON.stringify(DEFAULT_MISCONDUCT_REASONS);

/**
 * The report's JSON text. Reads the aliases `r` (game_reports), `g` (its game) and `o` (its organization):
 * `FROM game_reports r JOIN games g ON g.id = r.game_id JOIN organizations o ON o.id = r.organization_id`.
 * A reason's label is the organization's (its `report_settings`, else the default football codes).
 */
export function reportJsonSql(): SQL<string> {
  const reasons = sql`(CASE WHEN json_valid(o.report_settings) AND json_type(o.report_settings, '$.misconductReasons') = 'array'
      THEN json_extract(o.report_settings, '$.misconductReasons') ELSE ${DEFAULT_REASONS_JSON} END)`;
  return sql<string>`json_object(
    'id', r.id,
    'status', r.status,
    'game', json_object('id', g.id, 'homeTeam', g.home_team, 'awayTeam', g.away_team, 'date', g.date, 'time', g.time),
    'filedById', r.filed_by_id,
    'homeScore', r.home_score,
    'awayScore', r.away_score,
    'injuries', r.injuries,
    'incidents', r.incidents,
    'hasMisconduct', json(CASE WHEN r.has_misconduct THEN 'true' ELSE 'false' END),
    'hasNoShow', json(CASE WHEN r.has_no_show THEN 'true' ELSE 'false' END),
    'misconduct', (SELECT json_group_array(json(x.item)) FROM (
      SELECT json_object(
        'kind', m.kind, 'teamSide', m.team_side, 'team', m.team_name, 'playerName', m.player_name,
        'playerNumber', m.player_number, 'minute', m.minute, 'reasonCode', m.reason_code,
        'reasonLabel', (SELECT json_extract(reason.value, '$.label') FROM json_each(${reasons}) reason
                        WHERE json_extract(reason.value, '$.code') = m.reason_code
                          AND json_extract(reason.value, '$.kind') = m.kind)
      ) AS item
      FROM game_report_misconduct m WHERE m.report_id = r.id
      ORDER BY m.minute IS NULL, m.minute, m.team_side, m.player_name, m.id) x),
    'officials', (SELECT json_group_array(json(y.item)) FROM (
      SELECT json_object('assignmentId', a.id, 'refereeId', a.referee_id, 'position', a.position, 'attendance', a.attendance) AS item
      FROM assignments a WHERE a.game_id = r.game_id AND a.status IN ${sql.raw(statusListSql(ACCEPTED_ASSIGNMENT_STATUSES))}
      ORDER BY CASE a.position WHEN 'referee' THEN 0 WHEN 'assistant_referee_1' THEN 1 WHEN 'assistant_referee_2' THEN 2 ELSE 3 END, a.id) y),
    'submittedAt', ${isoInstant(sql`r.submitted_at`)},
    'reviewedAt', CASE WHEN r.reviewed_at IS NULL THEN NULL ELSE ${isoInstant(sql`r.reviewed_at`)} END,
    'reviewComment', r.review_comment
  )`;
}

/** The FROM clause `reportJsonSql` reads. */
export const REPORT_JSON_FROM = sql`game_reports r JOIN games g ON g.id = r.game_id JOIN organizations o ON o.id = r.organization_id`;
