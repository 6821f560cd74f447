/**
 * The assignors' side of game reports (issue 22, decision 0082): with `reports.review`, the queue (submitted
 * first, misconduct and no-show flags, overdue games without a report) and approving or returning one report
 * (the filer hears in-app, in their language), for the games of the assignor's scope (`gameInScopeSql`); with
 * `reports`, deciding on a no-show's held payable (release it, or remove it: the backfill then leaves that
 * assignment without one). Every statement names the organization.
 */
import { and, asc, desc, eq, lte, ne, notExists, sql } from "drizzle-orm";
import { assignments, gameReports, games, notifications, organizations, payments, users } from "~/db/schema";
import { newId } from "~/db/ids";
import type { GameReportStatus } from "~/domain/constants";
import type { AssignorScope } from "~/domain/permissions";
import { todayIn, zonedTimeToInstant } from "~/domain/dates";
import { parseReportSettings, reportFilingState } from "~/domain/game-reports";
import { refused, type Outcome } from "~/domain/outcome";
import { tr, trIn } from "~/i18n/text";
import { activityIfChanged, activityStatement } from "./activity.server";
import { batchRead, readAll, readOne } from "./batch-reads.server";
import type { Database } from "./db.server";
import { gameReportRead } from "./game-reports.server";
import { loadAddressees } from "./outbox.server";
import { heldSql } from "./payment-list.server";
import { gameInScopeSql } from "./staff-scope.server";
import { ACCEPTED_ASSIGNMENT_STATUSES, statusListSql } from "~/domain/assignment-status";

export const REPORT_QUEUE_LIMIT = 200;
const UNFILED_LOOKBACK_DAYS = 60;

export type QueueFilter = GameReportStatus | "all";

/** The queue's reports (submitted first) and the games past their window without one, of the scope's games. */
export function reportQueueRead(
  db: Database,
  organizationId: string,
  filter: QueueFilter,
  now: Date,
  scope: AssignorScope | null,
) {
  const statusOrder = sql`CASE ${gameReports.status} WHEN 'submitted' THEN 0 WHEN 'returned' THEN 1 ELSE 2 END`;
  return batchRead(
    [
      db
        .select({ timeZone: organizations.timeZone, reportSettings: organizations.reportSettings })
        .from(organizations)
        .where(eq(organizations.id, organizationId)),
      db
        .select({
          gameId: gameReports.gameId,
          status: gameReports.status,
          hasMisconduct: gameReports.hasMisconduct,
          hasNoShow: gameReports.hasNoShow,
          submittedAt: gameReports.submittedAt,
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          homeScore: gameReports.homeScore,
          awayScore: gameReports.awayScore,
          filedByName: sql<
            string | null
          >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${gameReports.filedById})`,
        })
        .from(gameReports)
        .innerJoin(games, and(eq(games.id, gameReports.gameId), eq(games.organizationId, organizationId)))
        .where(
          and(
            eq(gameReports.organizationId, organizationId),
            filter === "all" ? undefined : eq(gameReports.status, filter),
            gameInScopeSql(scope),
          ),
        )
        .orderBy(statusOrder, desc(gameReports.submittedAt))
        .limit(REPORT_QUEUE_LIMIT),
      // Games played lately with a crew and no report (their window is checked below, in the league's zone).
      db
        .select({
          id: games.id,
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
        })
        .from(games)
        .where(
          and(
            eq(games.organizationId, organizationId),
            gameInScopeSql(scope),
            ne(games.status, "cancelled"),
            lte(games.date, sql`date(${now.getTime() / 1000}, 'unixepoch', '+1 day')`),
            sql`${games.date} >= date(${now.getTime() / 1000}, 'unixepoch', ${`-${UNFILED_LOOKBACK_DAYS} days`})`,
            sql`exists (select 1 from ${assignments} where ${assignments.gameId} = ${games.id} and ${assignments.position} = 'referee' and ${assignments.status} in ${sql.raw(statusListSql(ACCEPTED_ASSIGNMENT_STATUSES))})`,
            notExists(
              db
                .select({ one: sql`1` })
                .from(gameReports)
                .where(eq(gameReports.gameId, games.id)),
            ),
          ),
        )
        .orderBy(asc(games.date), asc(games.time))
        .limit(REPORT_QUEUE_LIMIT),
    ],
    ([[organization], reports, unfiled]) => {
      const settings = parseReportSettings(organization?.reportSettings ?? null);
      const timeZone = organization?.timeZone ?? "UTC";
      return {
        reports: reports.map((row) => ({
          ...row,
          status: row.status as GameReportStatus,
          hasMisconduct: Boolean(row.hasMisconduct),
          hasNoShow: Boolean(row.hasNoShow),
        })),
        overdue: unfiled.filter(
          (game) =>
            reportFilingState(zonedTimeToInstant(game.date, game.time, timeZone), now, null, settings) === "overdue",
        ),
        today: todayIn(timeZone, now),
      };
    },
  );
}

/** The held payables of a game's crew (their no-shows awaiting the assignor's decision). */
function heldPayablesRead(db: Database, organizationId: string, gameId: string) {
  return batchRead(
    [
      db
        .select({
          id: payments.id,
          refereeName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          amountCents: payments.amountCents,
          holdReason: payments.holdReason,
        })
        .from(payments)
        .innerJoin(assignments, and(eq(assignments.id, payments.assignmentId), eq(assignments.gameId, gameId)))
        .innerJoin(users, eq(users.id, payments.refereeId))
        .where(
          and(eq(payments.organizationId, organizationId), eq(assignments.organizationId, organizationId), heldSql),
        ),
    ],
    ([rows]) => rows,
  );
}

/** The review page: the report as the crew sees it, and the game's held payables; null outside the scope. */
export async function loadReportReview(
  db: Database,
  organizationId: string,
  gameId: string,
  scope: AssignorScope | null,
) {
  const { view, held, inScope } = await readAll(db, {
    view: gameReportRead(db, [organizationId], gameId),
    held: heldPayablesRead(db, organizationId, gameId),
    inScope: batchRead(
      [
        db
          .select({ id: games.id })
          .from(games)
          .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId), gameInScopeSql(scope))),
      ],
      ([rows]) => rows.length > 0,
    ),
  });
  return view && inScope ? { view, held } : null;
}

export type ReviewDecision = "approve" | "return";

/**
 * Approves a report (final) or returns it to the crew with a comment. Only a report awaiting review may be
 * decided on (a returned one waits for the crew; an approved one is final). The filer is told in-app.
 */
export async function reviewGameReport(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    decision,
    comment,
    scope,
    now = new Date(),
  }: {
    organizationId: string;
    actorId: string;
    gameId: string;
    decision: ReviewDecision;
    comment: string | null;
    /** A limited assignor's: a report of a game outside it is not found. */
    scope: AssignorScope | null;
    now?: Date;
  },
): Promise<Outcome> {
  const [report] = await db
    .select({
      id: gameReports.id,
      status: gameReports.status,
      filedById: gameReports.filedById,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      date: games.date,
    })
    .from(gameReports)
    .innerJoin(games, eq(games.id, gameReports.gameId))
    .where(and(eq(gameReports.organizationId, organizationId), eq(gameReports.gameId, gameId), gameInScopeSql(scope)));
  if (!report) return refused(404, tr("assignor.reports.error.notFound"));
  if (report.status === "approved") return refused(409, tr("referee.report.error.approved"));
  if (report.status === "returned") return refused(409, tr("assignor.reports.error.alreadyReturned"));
  const addressees = await loadAddressees(db, [report.filedById]);
  const filer = report.filedById ? addressees.get(report.filedById) : undefined;
  const language = filer?.language ?? "en";
  const game = { home: report.homeTeam, away: report.awayTeam, date: report.date };
  const approved = decision === "approve";
  const decide = db
    .update(gameReports)
    .set({
      status: approved ? "approved" : "returned",
      reviewedById: actorId,
      reviewedAt: now,
      reviewComment: approved ? null : comment,
      updatedAt: now,
    })
    .where(
      and(
        eq(gameReports.id, report.id),
        eq(gameReports.organizationId, organizationId),
        eq(gameReports.status, "submitted"),
      ),
    );
  const logged = activityIfChanged(db, {
    organizationId,
    actorId,
    action: approved ? "game_report.approved" : "game_report.returned",
    subjectType: "game",
    subjectId: gameId,
    summary: `${approved ? "Approved" : "Returned"} the report of ${report.homeTeam} vs ${report.awayTeam} on ${report.date}`,
    details: { homeTeam: report.homeTeam, awayTeam: report.awayTeam, date: report.date },
  });
  const notice = report.filedById
    ? db.insert(notifications).values({
        id: newId(),
        userId: report.filedById,
        organizationId,
        type: "schedule",
        title: trIn(language, approved ? "referee.report.notice.approvedTitle" : "referee.report.notice.returnedTitle"),
        message: approved
          ? trIn(language, "referee.report.notice.approved", game)
          : trIn(language, "referee.report.notice.returned", { ...game, comment: comment ?? "" }),
        priority: approved ? "low" : "high",
        actionRequired: !approved,
        actionLabel: approved ? null : trIn(language, "referee.report.notice.open"),
        link: `/referee/games/${gameId}/report`,
      })
    : null;
  const [updated] = notice ? await db.batch([decide, logged, notice]) : await db.batch([decide, logged]);
  if ((updated as { meta?: { changes?: number } }).meta?.changes === 0) {
    return refused(409, tr("assignor.reports.error.changed"));
  }
  return { ok: true };
}

export type HoldDecision = "release" | "remove";

/** Releases a held payable (it can be paid again) or removes it (the official is not paid for this game). */
export async function decideHeldPayable(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    paymentId,
    decision,
  }: { organizationId: string; actorId: string; gameId: string; paymentId: string; decision: HoldDecision },
): Promise<Outcome> {
  const held = await readOne(db, heldPayablesRead(db, organizationId, gameId));
  const payable = held.find((row) => row.id === paymentId);
  if (!payable) return refused(404, tr("assignor.reports.error.payableNotFound"));
  const where = and(eq(payments.id, paymentId), eq(payments.organizationId, organizationId), heldSql);
  const summary = `${decision === "release" ? "Released the held payable of" : "Removed the held payable of"} ${payable.refereeName}`;
  await db.batch([
    decision === "release"
      ? db.update(payments).set({ heldAt: null, holdReason: null }).where(where)
      : db.delete(payments).where(where),
    activityStatement(db, {
      organizationId,
      actorId,
      action: decision === "release" ? "payment.hold_released" : "payment.hold_removed",
      subjectType: "payment",
      subjectId: paymentId,
      summary,
      details: { gameId, refereeName: payable.refereeName },
    }),
  ]);
  return { ok: true };
}

export function loadReportQueue(
  db: Database,
  organizationId: string,
  filter: QueueFilter,
  now: Date,
  scope: AssignorScope | null,
) {
  return readOne(db, reportQueueRead(db, organizationId, filter, now, scope));
}
