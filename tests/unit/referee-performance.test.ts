/**
 * The referee's performance figures (issue 22, decision 0085): the rating trend by the rating's own rule at
 * each month end, the months of "games per month", and what counts as played, on time and due.
 */
import { describe, expect, it } from "vitest";
import { monthEnds, ratingTrend, ratingTrendStart, weightedRating } from "~/domain/evaluations";
import { performanceMonths, refereePerformance, type PerformanceAssignment } from "~/domain/referee-performance";

describe("ratingTrend", () => {
  it("ends each of the last six months on its last day, the current one today", () => {
    expect(monthEnds("2026-03-15")).toEqual([
      { month: "2025-10", day: "2025-10-31" },
      { month: "2025-11", day: "2025-11-30" },
      { month: "2025-12", day: "2025-12-31" },
      { month: "2026-01", day: "2026-01-31" },
      { month: "2026-02", day: "2026-02-28" },
      { month: "2026-03", day: "2026-03-15" },
    ]);
    expect(ratingTrendStart("2026-03-15")).toBe("2024-10-31");
  });

  it("is the rating at each month end, with evaluations entering and ageing out of the 12 months", () => {
    const evaluations = [
      // Ages out after 2026-01-10.
      { gameDate: "2025-01-10", overall: 2, weight: 3 },
      { gameDate: "2025-12-05", overall: 5, weight: 3 },
      { gameDate: "2026-02-20", overall: 4, weight: 1 },
    ];
    const trend = ratingTrend(evaluations, "2026-03-15");
    expect(trend.map(({ month, rating }) => [month, rating])).toEqual([
      ["2025-10", { rating: 2, count: 1 }],
      ["2025-11", { rating: 2, count: 1 }],
      ["2025-12", { rating: 3.5, count: 2 }],
      ["2026-01", { rating: 5, count: 1 }],
      ["2026-02", { rating: 19 / 4, count: 2 }],
      ["2026-03", { rating: 19 / 4, count: 2 }],
    ]);
    // The last point is the rating itself.
    expect(trend.at(-1)!.rating).toEqual(weightedRating(evaluations, "2026-03-15"));
    expect(ratingTrend([], "2026-03-15").every(({ rating }) => rating === null)).toBe(true);
  });
});

describe("refereePerformance", () => {
  const row = (overrides: Partial<PerformanceAssignment>): PerformanceAssignment => ({
    organizationId: "org",
    status: "completed",
    position: "referee",
    attendance: null,
    gameId: `game-${Math.random()}`,
    date: "2026-03-01",
    time: "10:00",
    homeTeam: "Hawks",
    awayTeam: "Owls",
    gameStatus: "completed",
    reportStatus: null,
    timeZone: "UTC",
    ...overrides,
  });

  it("counts games played per month, the on-time rate of recorded attendance and the reports owed", () => {
    expect(performanceMonths("2026-03-15")).toHaveLength(12);
    expect(performanceMonths("2026-03-15")[0]).toBe("2025-04");
    const figures = refereePerformance({
      today: "2026-03-15",
      now: new Date("2026-03-15T12:00:00Z"),
      leagues: [{ id: "org", label: null }],
      evaluations: [],
      assignments: [
        row({ gameId: "due", date: "2026-03-14", attendance: "on_time" }),
        row({ gameId: "returned", date: "2026-02-10", reportStatus: "returned", attendance: "no_show" }),
        row({ gameId: "approved", date: "2026-02-11", reportStatus: "approved", attendance: "late" }),
        row({ gameId: "assistant", date: "2026-01-05", position: "assistant_referee_1" }),
        // Refereed more than 30 days ago without a report: history, not owed.
        row({ gameId: "long-ago", date: "2026-02-12" }),
        row({ gameId: "later-today", date: "2026-03-15", time: "18:00", status: "confirmed", gameStatus: "confirmed" }),
        row({ gameId: "cancelled", date: "2026-03-01", gameStatus: "cancelled", status: "confirmed" }),
        row({ gameId: "declined", date: "2026-03-02", status: "declined", gameStatus: "pending" }),
      ],
    });
    const count = (month: string) => figures.gamesByMonth.find((entry) => entry.month === month)?.count;
    // Today's evening game counts as this month's (played today), not yet as a report owed.
    expect([count("2026-01"), count("2026-02"), count("2026-03")]).toEqual([1, 3, 2]);
    expect(figures.onTime).toEqual({ onTime: 1, recorded: 3, percent: 33 });
    expect(figures.reportsDue.count).toBe(2);
    expect(figures.reportsDue.games.map((game) => [game.gameId, game.returned])).toEqual([
      ["due", false],
      ["returned", true],
    ]);
    expect(figures.ratingTrend).toEqual([]);
  });
});
