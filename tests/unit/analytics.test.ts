import { describe, expect, it } from "vitest";
import {
  AnalyticsRangeSchema,
  coverageByWeek,
  declineSummary,
  defaultAnalyticsRange,
  gamesPerRefereeDistribution,
  misconductByTeam,
  monthsOf,
  paymentsByMonth,
  percentileBand,
  ratingsByMonth,
  responseBand,
  responseTimesByWeek,
  TOP_REASONS,
  weekStart,
  weeksOf,
  type AnalyticsData,
} from "~/domain/analytics";
import { analyticsCsv } from "~/domain/analytics-csv";
import { parseSubmission } from "~/domain/forms";

describe("analytics weeks and months", () => {
  it("starts every week on its Monday", () => {
    // 2026-11-23 is a Monday.
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-25")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    // Across a year's end.
    expect(weekStart("2027-01-02")).toBe("2026-12-28");
  });

  it("lists every week and month a range touches", () => {
    expect(weeksOf({ from: "2026-11-25", to: "2026-12-07" })).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
    expect(monthsOf({ from: "2026-11-25", to: "2027-02-01" })).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });

  it("defaults to twelve whole weeks ending today", () => {
    const range = defaultAnalyticsRange("2026-11-25");
    expect(range).toEqual({ from: "2026-09-07", to: "2026-11-25" });
    expect(weeksOf(range)).toHaveLength(12);
  });
});

describe("the analytics range", () => {
  const parse = (from: string, to: string) => parseSubmission(AnalyticsRangeSchema, { from, to });

  it("accepts real days in order, up to two years", () => {
    expect(parse("2025-01-01", "2026-12-31")).toMatchObject({
      ok: true,
      value: { from: "2025-01-01", to: "2026-12-31" },
    });
    expect(parse("2026-11-25", "2026-11-25").ok).toBe(true);
  });

  it("refuses a day that is not one, a range backwards, and one longer than two years, on the field", () => {
    const notADay = parse("2026-02-30", "2026-03-01");
    expect(notADay.ok ? null : notADay.fieldErrors).toEqual({ from: ["Enter the first day as a date."] });
    const backwards = parse("2026-11-25", "2026-11-01");
    expect(backwards.ok ? null : backwards.fieldErrors).toEqual({
      to: ["The last day must be on or after the first."],
    });
    const tooLong = parse("2024-01-01", "2026-01-02");
    expect(tooLong.ok ? null : tooLong.fieldErrors).toEqual({ to: ["Choose a range of at most two years."] });
  });
});

describe("coverage by week", () => {
  it("adds game days into their weeks and counts what is open", () => {
    const weeks = coverageByWeek({ from: "2026-11-16", to: "2026-11-29" }, [
      { date: "2026-11-24", slots: 3, filled: 2 },
      { date: "2026-11-28", slots: 4, filled: 4 },
    ]);
    expect(weeks).toEqual([
      { week: "2026-11-16", slots: 0, filled: 0, open: 0 },
      { week: "2026-11-23", slots: 7, filled: 6, open: 1 },
    ]);
  });
});

describe("time from offer to confirmed", () => {
  it("puts an answer in the first band whose edge it does not pass", () => {
    expect(responseBand(0.5)).toBe(0);
    expect(responseBand(1)).toBe(0);
    expect(responseBand(1.01)).toBe(1);
    expect(responseBand(200)).toBe(10);
  });

  it("reads nearest-rank percentiles from band counts", () => {
    expect(percentileBand([0, 0, 0], 0.5)).toBeNull();
    // Ten answers: 6 in band 0, 3 in band 2, 1 in band 5.
    const counts = [6, 0, 3, 0, 0, 1];
    expect(percentileBand(counts, 0.5)).toBe(0);
    expect(percentileBand(counts, 0.6)).toBe(0);
    expect(percentileBand(counts, 0.7)).toBe(2);
    expect(percentileBand(counts, 0.9)).toBe(2);
    expect(percentileBand(counts, 1)).toBe(5);
  });

  it("gives each week its median and 90th percentile as band edges in hours", () => {
    const [week, empty] = responseTimesByWeek({ from: "2026-11-23", to: "2026-12-06" }, [
      { date: "2026-11-24", band: 1, confirmed: 5 },
      { date: "2026-11-26", band: 10, confirmed: 1 },
    ]);
    expect(week).toEqual({
      week: "2026-11-23",
      confirmed: 6,
      medianHours: 2,
      p90Hours: null,
      medianBeyond: false,
      p90Beyond: true,
    });
    expect(empty).toMatchObject({ confirmed: 0, medianHours: null, p90Hours: null, medianBeyond: false });
  });
});

describe("declines and turn-backs", () => {
  it("counts each reason across both kinds, most given first, the rest added up", () => {
    const rows = [
      { kind: "decline" as const, reasonKey: "sick", reason: "Sick", count: 2 },
      { kind: "turn_back" as const, reasonKey: "sick", reason: "sick", count: 1 },
      { kind: "decline" as const, reasonKey: "travel", reason: "Travel", count: 4 },
      ...Array.from({ length: TOP_REASONS }, (_, index) => ({
        kind: "decline" as const,
        reasonKey: `r${index}`,
        reason: `Reason ${index}`,
        count: 1,
      })),
    ];
    const summary = declineSummary(rows);
    expect(summary.declines).toBe(16);
    expect(summary.turnBacks).toBe(1);
    expect(summary.reasons.slice(0, 2)).toEqual([
      { reason: "Travel", declines: 4, turnBacks: 0, total: 4 },
      { reason: "Sick", declines: 2, turnBacks: 1, total: 3 },
    ]);
    expect(summary.reasons).toHaveLength(TOP_REASONS);
    expect(summary.otherReasons).toEqual({ declines: 2, turnBacks: 0, total: 2 });
  });
});

describe("games per referee", () => {
  it("buckets referees by how many games they have, every bucket shown", () => {
    const buckets = gamesPerRefereeDistribution([
      { games: 1, referees: 4 },
      { games: 2, referees: 1 },
      { games: 3, referees: 2 },
      { games: 30, referees: 1 },
    ]);
    expect(buckets.map((bucket) => bucket.referees)).toEqual([4, 3, 0, 0, 0, 0, 1]);
    expect(buckets[6]).toEqual({ least: 26, most: null, referees: 1 });
  });
});

describe("ratings, misconduct and payments", () => {
  it("weighs each month's evaluations and leaves a month of none empty", () => {
    // Assessor 4 (weight 3) and coach 2 (weight 1): (12 + 2) / 4 = 3.5.
    expect(
      ratingsByMonth({ from: "2026-10-01", to: "2026-11-30" }, [
        { month: "2026-11", weighted: 14, weights: 4, evaluations: 2 },
      ]),
    ).toEqual([
      { month: "2026-10", rating: null, evaluations: 0 },
      { month: "2026-11", rating: 3.5, evaluations: 2 },
    ]);
  });

  it("sorts teams by their misconduct, send-offs breaking ties", () => {
    expect(
      misconductByTeam([
        { team: "Alpha", cautions: 2, sendOffs: 0 },
        { team: "Beta", cautions: 1, sendOffs: 1 },
        { team: "Gamma", cautions: 5, sendOffs: 0 },
      ]).map((row) => row.team),
    ).toEqual(["Gamma", "Beta", "Alpha"]);
  });

  it("fills every month with what was owed and paid", () => {
    expect(
      paymentsByMonth({ from: "2026-10-15", to: "2026-11-15" }, [
        { month: "2026-11", owedCents: 4000, paidCents: 6000 },
      ]),
    ).toEqual([
      { month: "2026-10", owedCents: 0, paidCents: 0 },
      { month: "2026-11", owedCents: 4000, paidCents: 6000 },
    ]);
  });
});

describe("the charts' CSVs", () => {
  const data: AnalyticsData = {
    coverage: [{ week: "2026-11-23", slots: 3, filled: 2, open: 1 }],
    responseTimes: [
      { week: "2026-11-23", confirmed: 2, medianHours: 4, p90Hours: null, medianBeyond: false, p90Beyond: true },
    ],
    declines: {
      declines: 1,
      turnBacks: 1,
      reasons: [{ reason: "=Sick", declines: 1, turnBacks: 1, total: 2 }],
      otherReasons: null,
    },
    gamesPerReferee: [{ least: 2, most: 3, referees: 5 }],
    ratings: [{ month: "2026-11", rating: 4, evaluations: 3 }],
    misconduct: [{ team: "Rovers, FC", cautions: 2, sendOffs: 1 }],
    payments: [{ month: "2026-11", owedCents: 12345, paidCents: 0 }],
  };

  it("writes each chart's table as rows, formulas neutralised and amounts as decimals", () => {
    expect(analyticsCsv("coverage", data, "USD")).toBe("Week,Slots,Filled,Open\r\n2026-11-23,3,2,1\r\n");
    expect(analyticsCsv("response-time", data, "USD")).toContain("2026-11-23,2,4,> 168\r\n");
    expect(analyticsCsv("declines", data, "USD")).toBe("Reason,Declines,Turn-backs,Total\r\n'=Sick,1,1,2\r\n");
    expect(analyticsCsv("games-per-referee", data, "USD")).toBe("Games,Referees\r\n2-3,5\r\n");
    expect(analyticsCsv("ratings", data, "USD")).toBe("Month,Rating,Evaluations\r\n2026-11,4.0,3\r\n");
    expect(analyticsCsv("misconduct", data, "USD")).toBe('Team,Cautions,Send-offs\r\n"Rovers, FC",2,1\r\n');
    expect(analyticsCsv("payments", data, "EUR")).toBe("Month,Owed (EUR),Paid (EUR)\r\n2026-11,123.45,0.00\r\n");
  });
});
