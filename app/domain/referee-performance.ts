/**
 * "Your performance" on the referee overview (issue 22, decision 0085), pure: from the referee's assignments
 * of the last 12 months and their evaluations,
 * - games per month: confirmed or completed assignments of games played (not cancelled), by the game's month;
 * - the rating trend: the rating at the end of each of the last six months, per league (`ratingTrend`);
 * - the on-time rate: of the assignments whose game report recorded their attendance, those on time;
 * - reports due: games they hold the referee position on, past kick-off, not cancelled, with no report yet or
 *   one the assignor returned; the filing page is /referee/games/<gameId>/report.
 */
import { addDays, zonedTimeToInstant } from "./dates";
import { REPORT_OWED_DAYS } from "./game-reports";
import { ratingTrend, type Rating } from "./evaluations";
import { ACCEPTED_ASSIGNMENT_STATUSES, statusIn } from "./assignment-status";

/** Games per month covers this many months, the current one last. */
export const PERFORMANCE_MONTHS = 12;
/** How many reports due are listed (all are counted). */
export const REPORTS_DUE_LISTED = 5;

/** The months ("YYYY-MM") of the last `months` months as of `today`, oldest first. */
export function performanceMonths(today: string, months = PERFORMANCE_MONTHS): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: months }, (_, index) => {
    const value = year * 12 + (month - 1) - (months - 1 - index);
    return `${Math.floor(value / 12)}-${String((value % 12) + 1).padStart(2, "0")}`;
  });
}

export interface PerformanceAssignment {
  organizationId: string;
  status: string;
  position: string;
  attendance: string | null;
  gameId: string;
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  gameStatus: string;
  reportStatus: string | null;
  /** The game's league's time zone: kick-off is its wall clock. */
  timeZone: string;
}

export interface PerformanceEvaluation {
  organizationId: string;
  gameDate: string;
  overall: number;
  weight: number;
}

export interface RefereePerformance {
  gamesByMonth: { month: string; count: number }[];
  /** One series per league with evaluations in the trend's reach (none: not rated). */
  ratingTrend: { organizationId: string; label: string | null; points: { month: string; rating: Rating | null }[] }[];
  onTime: { onTime: number; recorded: number; percent: number | null };
  reportsDue: {
    count: number;
    games: { gameId: string; date: string; time: string; homeTeam: string; awayTeam: string; returned: boolean }[];
  };
}

export function refereePerformance({
  today,
  now,
  leagues,
  assignments,
  evaluations,
}: {
  today: string;
  now: Date;
  /** Every league of the person, with the label to show beside its series (null for a single league). */
  leagues: readonly { id: string; label: string | null }[];
  assignments: readonly PerformanceAssignment[];
  evaluations: readonly PerformanceEvaluation[];
}): RefereePerformance {
  const months = performanceMonths(today);
  const played = assignments.filter(
    (row) => statusIn(ACCEPTED_ASSIGNMENT_STATUSES, row.status) && row.gameStatus !== "cancelled" && row.date <= today,
  );
  const perMonth = new Map<string, number>();
  for (const row of played) perMonth.set(row.date.slice(0, 7), (perMonth.get(row.date.slice(0, 7)) ?? 0) + 1);

  const recorded = assignments.filter((row) => row.attendance !== null && row.gameStatus !== "cancelled");
  const onTime = recorded.filter((row) => row.attendance === "on_time").length;

  const due = assignments
    .filter(
      (row) =>
        row.position === "referee" &&
        statusIn(ACCEPTED_ASSIGNMENT_STATUSES, row.status) &&
        row.gameStatus !== "cancelled" &&
        // A returned report is owed however old its game; a missing one only for REPORT_OWED_DAYS.
        (row.reportStatus === "returned" ||
          (row.reportStatus === null && row.date >= addDays(today, -REPORT_OWED_DAYS))) &&
        zonedTimeToInstant(row.date, row.time, row.timeZone).getTime() <= now.getTime(),
    )
    // The most recent first: the one still in its window before the long overdue.
    .sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));

  return {
    gamesByMonth: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
    ratingTrend: leagues
      .filter((league) => evaluations.some((row) => row.organizationId === league.id))
      .map((league) => ({
        organizationId: league.id,
        label: league.label,
        points: ratingTrend(
          evaluations.filter((row) => row.organizationId === league.id),
          today,
        ),
      })),
    onTime: {
      onTime,
      recorded: recorded.length,
      percent: recorded.length === 0 ? null : Math.round((100 * onTime) / recorded.length),
    },
    reportsDue: {
      count: due.length,
      games: due.slice(0, REPORTS_DUE_LISTED).map((row) => ({
        gameId: row.gameId,
        date: row.date,
        time: row.time,
        homeTeam: row.homeTeam,
        awayTeam: row.awayTeam,
        returned: row.reportStatus === "returned",
      })),
    },
  };
}
