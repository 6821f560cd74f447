/**
 * The referee overview's figures (spec section 4, "Referee overview counts") as rules a test can reach
 * without a database. The query in app/server/overview.server.ts gathers the referee's own assignments
 * and game requests; these decide what counts.
 *
 * "Today" is the organization's calendar day (a game's date is local to its organization), never UTC's.
 * `cancelled` is our own status (the assignor withdrew the offer or cancelled the game); it is not one of
 * the spec's assignment statuses, so it is left out of "all assignments" and never lowers a rate.
 */
import { todayIn } from "./dates";

export interface OverviewAssignment {
  status: string;
  /** The game's date, YYYY-MM-DD in the organization's time zone. */
  gameDate: string;
  feeCents: number;
}

export interface OverviewRequest {
  status: string;
}

export interface RefereeOverviewFigures {
  upcoming: number;
  completed: number;
  pendingRequests: number;
  totalEarnedCents: number;
  attendanceRate: number;
  successRate: number;
  /** Offers still waiting for the referee's answer on games not yet past (ours: a call to action). */
  awaitingAnswer: number;
}

/** Upcoming: confirmed, on a game dated today or later. */
export function isUpcomingAssignment(assignment: OverviewAssignment, today: string): boolean {
  return assignment.status === "confirmed" && assignment.gameDate >= today;
}

/** The assignments the spec's "all assignments" means: every status but our own `cancelled`. */
export function countsTowardRates(assignment: Pick<OverviewAssignment, "status">): boolean {
  return assignment.status !== "cancelled";
}

/** Completed ÷ all, as a whole percent between 0 and 100; 0 when there is nothing to divide. */
export function rateOf(completed: number, all: number): number {
  if (all <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / all) * 100)));
}

export function refereeOverviewFigures({
  assignments,
  requests,
  timeZone,
  now = new Date(),
}: {
  assignments: readonly OverviewAssignment[];
  requests: readonly OverviewRequest[];
  timeZone: string;
  now?: Date;
}): RefereeOverviewFigures {
  const today = todayIn(timeZone, now);
  const completedRows = assignments.filter((assignment) => assignment.status === "completed");
  const all = assignments.filter(countsTowardRates).length;
  const rate = rateOf(completedRows.length, all);
  return {
    upcoming: assignments.filter((assignment) => isUpcomingAssignment(assignment, today)).length,
    completed: completedRows.length,
    pendingRequests: requests.filter((request) => request.status === "pending").length,
    totalEarnedCents: completedRows.reduce((sum, assignment) => sum + Math.max(0, assignment.feeCents), 0),
    attendanceRate: rate,
    successRate: rate,
    awaitingAnswer: assignments.filter((assignment) => assignment.status === "pending" && assignment.gameDate >= today)
      .length,
  };
}
