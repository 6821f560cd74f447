/**
 * Game reports for the API (issue 22, decision 0083): `GET /api/v1/reports` (newest filed first, by game
 * date range, status or game) and `GET /api/v1/reports/{id}`, always within the caller's organization. The
 * representation is built in SQL (`reportJsonSql`), the same the `game.report_submitted` webhook carries.
 */
import { sql, type SQL } from "drizzle-orm";
import type { ApiReport } from "~/domain/report-api";
import type { GameReportStatus } from "~/domain/constants";
import type { Database } from "../db.server";
import { REPORT_JSON_FROM, reportJsonSql } from "../report-json.server";

export interface ReportFilters {
  from?: string;
  to?: string;
  status?: GameReportStatus;
  gameId?: string;
}

function reportsWhere(organizationId: string, conditions: SQL[]): SQL {
  return sql.join([sql`r.organization_id = ${organizationId}`, ...conditions], sql` AND `);
}

/** One report of the organization, or undefined (another organization's report is not found). */
export async function getApiReport(db: Database, organizationId: string, reportId: string) {
  const rows = await db.all<{ report: string }>(
    sql`SELECT ${reportJsonSql()} AS report FROM ${REPORT_JSON_FROM} WHERE ${reportsWhere(organizationId, [sql`r.id = ${reportId}`])}`,
  );
  const row = rows[0];
  return row ? (JSON.parse(row.report) as ApiReport) : undefined;
}

/** A page of reports, newest filed first, after a cursor of (submitted at, id). */
export async function listApiReports(
  db: Database,
  organizationId: string,
  filters: ReportFilters,
  { after, limit }: { after?: readonly [number, string]; limit: number },
) {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(sql`g.date >= ${filters.from}`);
  if (filters.to) conditions.push(sql`g.date <= ${filters.to}`);
  if (filters.status) conditions.push(sql`r.status = ${filters.status}`);
  if (filters.gameId) conditions.push(sql`r.game_id = ${filters.gameId}`);
  if (after) {
    const [submittedAt, id] = after;
    conditions.push(sql`(r.submitted_at < ${submittedAt} OR (r.submitted_at = ${submittedAt} AND r.id < ${id}))`);
  }
  const rows = await db.all<{ report: string; submitted_at: number; id: string }>(
    sql`SELECT ${reportJsonSql()} AS report, r.submitted_at, r.id FROM ${REPORT_JSON_FROM}
        WHERE ${reportsWhere(organizationId, conditions)}
        ORDER BY r.submitted_at DESC, r.id DESC LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => JSON.parse(row.report) as ApiReport),
    next: rows.length > limit && last ? ([last.submitted_at, last.id] as const) : null,
  };
}
