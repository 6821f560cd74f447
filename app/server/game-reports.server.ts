/**
 * Game reports for the crew (issue 22, decision 0082): the page an official opens for a game they work, filing
 * and changing the report (the referee position only), and each official's own notes. The rules:
 * - a game is reported after kick-off, never when cancelled; due `windowHours` after kick-off, still fileable
 *   after (shown late); the filer may change it until an assignor approves it; a returned report goes back to
 *   `submitted` when changed;
 * - filing is one `db.batch`: the report, its misconduct rows, the crew's attendance, the no-show holds on
 *   their payables (released again when a no-show is corrected before approval), the activity entry and what
 *   `reportFiledStatements` adds (the assignors' alerts and the webhook event).
 * Every statement names the game's organization; a person outside the crew reads the game as missing.
 */
import { and, asc, eq, inArray, isNull, sql, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  assignments,
  gameReportMisconduct,
  gameReportNotes,
  gameReports,
  games,
  organizations,
  payments,
  users,
} from "~/db/schema";
import { newId } from "~/db/ids";
import type { Attendance, GameReportStatus, MisconductKind, TeamSide } from "~/domain/constants";
import { zonedTimeToInstant } from "~/domain/dates";
import {
  parseReportSettings,
  reportDueAt,
  reportFilingState,
  reportNeedsAttention,
  type GameReportInput,
  type ReportSettings,
} from "~/domain/game-reports";
import { refused, type Outcome } from "~/domain/outcome";
import { tr } from "~/i18n/text";
import { activityStatement } from "./activity.server";
import { batchRead, readOne } from "./batch-reads.server";
import type { Database } from "./db.server";
import { reportFiledStatements } from "./game-report-alerts.server";
import { ACCEPTED_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/** Misconduct rows per insert: 11 bound parameters each, under D1's 100. */
const MISCONDUCT_ROWS_PER_INSERT = 8;
export const NOTES_MAX = 4000;

export interface CrewMember {
  assignmentId: string;
  refereeId: string;
  name: string;
  position: string;
  attendance: Attendance | null;
}

export interface ReportMisconductRow {
  kind: MisconductKind;
  teamSide: TeamSide;
  teamName: string;
  playerName: string;
  playerNumber: string | null;
  minute: number | null;
  reasonCode: string;
}

export interface GameReportView {
  game: {
    id: string;
    organizationId: string;
    organizationName: string;
    date: string;
    time: string;
    homeTeam: string;
    awayTeam: string;
    venue: string;
    status: string;
  };
  settings: ReportSettings;
  kickoff: Date;
  dueAt: Date;
  crew: CrewMember[];
  report: {
    id: string;
    status: GameReportStatus;
    filedById: string | null;
    filedByName: string | null;
    homeScore: number;
    awayScore: number;
    injuries: string | null;
    incidents: string | null;
    hasMisconduct: boolean;
    hasNoShow: boolean;
    submittedAt: Date;
    reviewedAt: Date | null;
    reviewComment: string | null;
  } | null;
  misconduct: ReportMisconductRow[];
  notes: { authorId: string; authorName: string; notes: string; updatedAt: Date }[];
}

const personName = (id: SQLWrapper) =>
  sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${id})`;

/**
 * Everything a report page shows of one game, in one round trip; null when the game is not the organization's.
 * `organizationIds`: the organizations the reader may see it in (a referee's leagues, or the assignor's one).
 */
export function gameReportRead(db: Database, organizationIds: readonly string[], gameId: string) {
  const ids = organizationIds.length > 0 ? [...organizationIds] : [""];
  return batchRead(
    [
      db
        .select({
          id: games.id,
          organizationId: games.organizationId,
          organizationName: organizations.name,
          timeZone: organizations.timeZone,
          reportSettings: organizations.reportSettings,
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          venue: games.venue,
          status: games.status,
        })
        .from(games)
        .innerJoin(organizations, eq(organizations.id, games.organizationId))
        .where(and(eq(games.id, gameId), inArray(games.organizationId, ids))),
      db
        .select({
          assignmentId: assignments.id,
          refereeId: assignments.refereeId,
          firstName: users.firstName,
          lastName: users.lastName,
          position: assignments.position,
          attendance: assignments.attendance,
        })
        .from(assignments)
        .innerJoin(users, eq(users.id, assignments.refereeId))
        .where(
          and(
            eq(assignments.gameId, gameId),
            inArray(assignments.organizationId, ids),
            inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
          ),
        )
        .orderBy(asc(assignments.position)),
      db
        .select({
          id: gameReports.id,
          status: gameReports.status,
          filedById: gameReports.filedById,
          filedByName: personName(gameReports.filedById),
          homeScore: gameReports.homeScore,
          awayScore: gameReports.awayScore,
          injuries: gameReports.injuries,
          incidents: gameReports.incidents,
          hasMisconduct: gameReports.hasMisconduct,
          hasNoShow: gameReports.hasNoShow,
          submittedAt: gameReports.submittedAt,
          reviewedAt: gameReports.reviewedAt,
          reviewComment: gameReports.reviewComment,
        })
        .from(gameReports)
        .where(and(eq(gameReports.gameId, gameId), inArray(gameReports.organizationId, ids))),
      db
        .select({
          kind: gameReportMisconduct.kind,
          teamSide: gameReportMisconduct.teamSide,
          teamName: gameReportMisconduct.teamName,
          playerName: gameReportMisconduct.playerName,
          playerNumber: gameReportMisconduct.playerNumber,
          minute: gameReportMisconduct.minute,
          reasonCode: gameReportMisconduct.reasonCode,
        })
        .from(gameReportMisconduct)
        .where(and(eq(gameReportMisconduct.gameId, gameId), inArray(gameReportMisconduct.organizationId, ids)))
        .orderBy(asc(sql`coalesce(${gameReportMisconduct.minute}, 999)`), asc(gameReportMisconduct.createdAt)),
      db
        .select({
          authorId: gameReportNotes.authorId,
          authorName: personName(gameReportNotes.authorId),
          notes: gameReportNotes.notes,
          updatedAt: gameReportNotes.updatedAt,
        })
        .from(gameReportNotes)
        .where(and(eq(gameReportNotes.gameId, gameId), inArray(gameReportNotes.organizationId, ids)))
        .orderBy(asc(gameReportNotes.createdAt)),
    ],
    ([[game], crew, [report], misconduct, notes]): GameReportView | null => {
      if (!game || game.status === "cancelled") return null;
      const settings = parseReportSettings(game.reportSettings);
      const kickoff = zonedTimeToInstant(game.date, game.time, game.timeZone);
      const { timeZone: _timeZone, reportSettings: _stored, ...shown } = game;
      return {
        game: shown,
        settings,
        kickoff,
        dueAt: reportDueAt(kickoff, settings),
        crew: crew.map((member) => ({
          assignmentId: member.assignmentId,
          refereeId: member.refereeId,
          name: `${member.firstName} ${member.lastName}`,
          position: member.position,
          attendance: member.attendance as Attendance | null,
        })),
        report: report
          ? {
              ...report,
              status: report.status as GameReportStatus,
              hasMisconduct: Boolean(report.hasMisconduct),
              hasNoShow: Boolean(report.hasNoShow),
            }
          : null,
        misconduct: misconduct.map((row) => ({
          ...row,
          kind: row.kind as MisconductKind,
          teamSide: row.teamSide as TeamSide,
        })),
        notes: notes.map((note) => ({ ...note, authorName: note.authorName ?? "" })),
      };
    },
  );
}

export function loadGameReport(db: Database, organizationIds: readonly string[], gameId: string) {
  return readOne(db, gameReportRead(db, organizationIds, gameId));
}

/** The official `userId` in this game's crew, if they are. */
export function crewMemberOf(view: GameReportView, userId: string): CrewMember | undefined {
  return view.crew.find((member) => member.refereeId === userId);
}

/** Where the report stands for its crew now (`reportFilingState`). */
export function filingStateOf(view: GameReportView, now: Date) {
  return reportFilingState(view.kickoff, now, view.report?.status ?? null, view.settings);
}

/** Why `userId` may not file (or change) this game's report now; null when they may. */
function filingRefusal(view: GameReportView, userId: string, now: Date) {
  const member = crewMemberOf(view, userId);
  if (!member) return refused(404, tr("referee.report.error.notFound"));
  if (member.position !== "referee") return refused(403, tr("referee.report.error.onlyReferee"));
  const state = filingStateOf(view, now);
  if (state === "not_yet") return refused(409, tr("referee.report.error.notYet"));
  if (state === "final") return refused(409, tr("referee.report.error.approved"));
  return null;
}

/** The partners whose attendance the filer records: the rest of the crew. */
export function partnersOf(view: GameReportView, userId: string): CrewMember[] {
  return view.crew.filter((member) => member.refereeId !== userId);
}

/**
 * Files (or changes) the game's report, in one batch. `input.attendance` must name only partners of this crew
 * (the form reads one choice per partner, so it does).
 */
export async function fileGameReport(
  db: Database,
  {
    view,
    userId,
    input,
    now = new Date(),
  }: { view: GameReportView; userId: string; input: GameReportInput; now?: Date },
): Promise<Outcome<{ reportId: string; late: boolean }>> {
  const refusal = filingRefusal(view, userId, now);
  if (refusal) return refusal;
  const partners = partnersOf(view, userId);
  if (Object.keys(input.attendance).some((id) => !partners.some((member) => member.assignmentId === id))) {
    return refused(400, tr("referee.report.error.crewChanged"));
  }
  const { game } = view;
  const organizationId = game.organizationId;
  const reportId = view.report?.id ?? newId();
  const flags = reportNeedsAttention(input);
  const teamName = (side: TeamSide) => (side === "home" ? game.homeTeam : game.awayTeam);
  const statements: BatchItem<"sqlite">[] = [
    db
      .insert(gameReports)
      .values({
        id: reportId,
        organizationId,
        gameId: game.id,
        filedById: userId,
        status: "submitted",
        homeScore: input.homeScore,
        awayScore: input.awayScore,
        injuries: input.injuries ?? null,
        incidents: input.incidents ?? null,
        ...flags,
        submittedAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: gameReports.gameId,
        set: {
          filedById: userId,
          status: "submitted",
          homeScore: input.homeScore,
          awayScore: input.awayScore,
          injuries: input.injuries ?? null,
          incidents: input.incidents ?? null,
          ...flags,
          submittedAt: now,
          updatedAt: now,
        },
        // An assignor's approval a moment earlier wins: an approved report is final.
        setWhere: sql`${gameReports.status} <> 'approved' AND ${gameReports.organizationId} = ${organizationId}`,
      }),
    db
      .delete(gameReportMisconduct)
      .where(and(eq(gameReportMisconduct.reportId, reportId), eq(gameReportMisconduct.organizationId, organizationId))),
  ];
  for (let start = 0; start < input.misconduct.length; start += MISCONDUCT_ROWS_PER_INSERT) {
    statements.push(
      db.insert(gameReportMisconduct).values(
        input.misconduct.slice(start, start + MISCONDUCT_ROWS_PER_INSERT).map((entry) => ({
          id: newId(),
          organizationId,
          reportId,
          gameId: game.id,
          gameDate: game.date,
          kind: entry.kind,
          teamSide: entry.teamSide,
          teamName: teamName(entry.teamSide),
          playerName: entry.playerName,
          playerNumber: entry.playerNumber || null,
          minute: entry.minute ?? null,
          reasonCode: entry.reasonCode,
        })),
      ),
    );
  }
  const filer = crewMemberOf(view, userId)!;
  const attendanceOf: [string, Attendance][] = [[filer.assignmentId, "on_time"], ...Object.entries(input.attendance)];
  for (const [assignmentId, attendance] of attendanceOf) {
    statements.push(
      db
        .update(assignments)
        .set({ attendance, updatedAt: now })
        .where(
          and(
            eq(assignments.id, assignmentId),
            eq(assignments.gameId, game.id),
            eq(assignments.organizationId, organizationId),
            inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
          ),
        ),
    );
  }
  const noShows = Object.entries(input.attendance)
    .filter(([, attendance]) => attendance === "no_show")
    .map(([id]) => id);
  const shown = Object.entries(input.attendance)
    .filter(([, attendance]) => attendance !== "no_show")
    .map(([id]) => id);
  if (noShows.length > 0) {
    statements.push(
      db
        .update(payments)
        .set({ heldAt: now, holdReason: "no_show" })
        .where(
          and(
            eq(payments.organizationId, organizationId),
            inArray(payments.assignmentId, noShows),
            eq(payments.status, "pending"),
            isNull(payments.heldAt),
          ),
        ),
    );
  }
  if (shown.length > 0) {
    // A no-show corrected before approval: its hold goes (a hold an assignor placed for another reason stays).
    statements.push(
      db
        .update(payments)
        .set({ heldAt: null, holdReason: null })
        .where(
          and(
            eq(payments.organizationId, organizationId),
            inArray(payments.assignmentId, shown),
            eq(payments.holdReason, "no_show"),
            eq(payments.status, "pending"),
          ),
        ),
    );
  }
  const resubmitted = view.report !== null;
  statements.push(
    activityStatement(db, {
      organizationId,
      actorId: userId,
      action: resubmitted ? "game_report.changed" : "game_report.filed",
      subjectType: "game",
      subjectId: game.id,
      summary: `${resubmitted ? "Changed" : "Filed"} the report of ${game.homeTeam} vs ${game.awayTeam} on ${game.date}`,
      details: { homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: game.date, ...flags },
    }),
    ...reportFiledStatements(
      db,
      { organizationId, reportId, gameId: game.id, filedById: userId, ...flags, resubmitted },
      now,
    ),
  );
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { ok: true, reportId, late: now.getTime() > view.dueAt.getTime() };
}

/** An official's own notes on the game: any of the crew, after kick-off, until the report is approved. */
export async function saveReportNotes(
  db: Database,
  { view, userId, notes, now = new Date() }: { view: GameReportView; userId: string; notes: string; now?: Date },
): Promise<Outcome> {
  if (!crewMemberOf(view, userId)) return refused(404, tr("referee.report.error.notFound"));
  const state = filingStateOf(view, now);
  if (state === "not_yet") return refused(409, tr("referee.report.error.notYet"));
  if (state === "final") return refused(409, tr("referee.report.error.approved"));
  const { game } = view;
  if (notes === "") {
    await db
      .delete(gameReportNotes)
      .where(
        and(
          eq(gameReportNotes.gameId, game.id),
          eq(gameReportNotes.authorId, userId),
          eq(gameReportNotes.organizationId, game.organizationId),
        ),
      );
    return { ok: true };
  }
  await db
    .insert(gameReportNotes)
    .values({
      id: newId(),
      organizationId: game.organizationId,
      gameId: game.id,
      authorId: userId,
      notes,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [gameReportNotes.gameId, gameReportNotes.authorId],
      set: { notes, updatedAt: now },
    });
  return { ok: true };
}

/**
 * For the referee's Schedule (one statement of its batch): each game of theirs that has kicked off or kicks
 * off by tomorrow, with its report's status (null: none yet) and its league's report window.
 */
export function crewReportStatusesQuery(
  db: Database,
  { organizationIds, refereeId, now }: { organizationIds: readonly string[]; refereeId: string; now: Date },
) {
  return db
    .select({
      gameId: assignments.gameId,
      reportStatus: gameReports.status,
      reportSettings: organizations.reportSettings,
    })
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .innerJoin(organizations, eq(organizations.id, assignments.organizationId))
    .leftJoin(gameReports, eq(gameReports.gameId, assignments.gameId))
    .where(
      and(
        eq(assignments.refereeId, refereeId),
        inArray(assignments.organizationId, organizationIds.length > 0 ? [...organizationIds] : [""]),
        inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
        sql`${games.status} <> 'cancelled'`,
        sql`${games.date} <= date(${Math.floor(now.getTime() / 1000)}, 'unixepoch', '+1 day')`,
      ),
    );
}

export type ScheduleReportLink = {
  state: ReturnType<typeof reportFilingState>;
  status: GameReportStatus | null;
  dueAt: Date;
} | null;

/** What the Schedule shows of a game's report: nothing before kick-off, else its state and due time. */
export function scheduleReportLink(
  rows: readonly { gameId: string; reportStatus: string | null; reportSettings: unknown }[],
  game: { id: string; kickoff: Date },
  now: Date,
): ScheduleReportLink {
  const row = rows.find((candidate) => candidate.gameId === game.id);
  if (!row) return null;
  const settings = parseReportSettings(row.reportSettings);
  const status = row.reportStatus as GameReportStatus | null;
  const state = reportFilingState(game.kickoff, now, status, settings);
  if (state === "not_yet") return null;
  return { state, status, dueAt: reportDueAt(game.kickoff, settings) };
}
