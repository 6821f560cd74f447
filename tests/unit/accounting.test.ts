import * as v from "valibot";
import { describe, expect, test } from "vitest";
import {
  billingByMonth,
  financialReport,
  maskEin,
  maskTin,
  monthsBetween,
  NEC_THRESHOLD_CENTS,
  proMonths,
  proPeriods,
  TaxDetailsSchema,
  yearSummaries,
} from "~/domain/accounting";

describe("billing", () => {
  test("months from the plan's start to now, newest first, across a year end", () => {
    expect(monthsBetween("2025-11-20", "2026-02-03")).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
    expect(monthsBetween("2026-02-01", "2026-02-28")).toEqual(["2026-02"]);
  });

  test("each month of the bill costs $5 per referee paid in it; a month with nobody paid costs nothing", () => {
    // Referees paid per month, counted once each in SQL (the Accounting page's integration test).
    const activeByMonth = new Map([
      ["2026-01", 2],
      ["2026-03", 1],
      ["2025-12", 7],
    ]);
    expect(billingByMonth(activeByMonth, ["2026-03", "2026-02", "2026-01"])).toEqual([
      { month: "2026-03", activeReferees: 1, amountCents: 500 },
      { month: "2026-02", activeReferees: 0, amountCents: 0 },
      { month: "2026-01", activeReferees: 2, amountCents: 1000 },
    ]);
  });
});

describe("Pro periods across plan switches", () => {
  test("Pro → Core → Pro keeps the first stretch: its months are billed, the Core gap is not", () => {
    const periods = proPeriods(
      [
        { day: "2025-09-10", plan: "pro" },
        { day: "2025-11-02", plan: "core" },
        { day: "2026-02-15", plan: "pro" },
      ],
      { plan: "pro", planStartedDay: "2026-02-15", today: "2026-04-01" },
    );
    expect(periods).toEqual([
      { from: "2025-09-10", to: "2025-11-02" },
      { from: "2026-02-15", to: null },
    ]);
    expect(proMonths(periods, "2026-04-01")).toEqual([
      "2026-04",
      "2026-03",
      "2026-02",
      "2025-11",
      "2025-10",
      "2025-09",
    ]);
  });

  test("a month with a switch off and on again is billed once", () => {
    const periods = proPeriods(
      [
        { day: "2026-03-01", plan: "pro" },
        { day: "2026-03-10", plan: "core" },
        { day: "2026-03-20", plan: "pro" },
      ],
      { plan: "pro", planStartedDay: "2026-03-20", today: "2026-03-25" },
    );
    expect(proMonths(periods, "2026-03-25")).toEqual(["2026-03"]);
  });

  test("the plan now has the last word: Pro without a recorded switch runs from its start; on Core nothing is open", () => {
    expect(proPeriods([], { plan: "pro", planStartedDay: "2026-01-05", today: "2026-03-01" })).toEqual([
      { from: "2026-01-05", to: null },
    ]);
    expect(proPeriods([], { plan: "pro", planStartedDay: null, today: "2026-03-01" })).toEqual([
      { from: "2026-03-01", to: null },
    ]);
    expect(proPeriods([], { plan: "core", planStartedDay: null, today: "2026-03-01" })).toEqual([]);
    // A switch back to Core the log lacks closes the stretch on the day the plan changed.
    expect(
      proPeriods([{ day: "2026-01-05", plan: "pro" }], {
        plan: "core",
        planStartedDay: "2026-02-01",
        today: "2026-03-01",
      }),
    ).toEqual([{ from: "2026-01-05", to: "2026-02-01" }]);
    // Repeated switches the same way change nothing.
    expect(
      proPeriods(
        [
          { day: "2026-01-05", plan: "pro" },
          { day: "2026-01-06", plan: "pro" },
          { day: "2026-01-07", plan: "core" },
          { day: "2026-01-08", plan: "core" },
        ],
        { plan: "core", planStartedDay: "2026-01-07", today: "2026-03-01" },
      ),
    ).toEqual([{ from: "2026-01-05", to: "2026-01-07" }]);
  });
});

describe("year-end summaries", () => {
  const line = (refereeId: string, totalCents: number, paidOn: string, game = true) => ({
    refereeId,
    refereeName: refereeId.toUpperCase(),
    totalCents,
    paidOn,
    games: game ? 1 : 0,
    category: game ? "game_fees" : "tournament_bonus",
  });

  test("the 1099-NEC threshold: $599.99 is not due, $600.00 is, counted by the day paid within the year", () => {
    expect(NEC_THRESHOLD_CENTS).toBe(60_000);
    const summaries = yearSummaries(
      [
        line("under", 59_999, "2026-05-01"),
        line("exact", 50_000, "2026-01-01"),
        line("exact", 10_000, "2026-12-31", false),
        line("exact", 99_999, "2027-01-01"),
      ],
      2026,
    );
    expect(summaries.map((row) => [row.refereeId, row.paidCents, row.needs1099, row.games])).toEqual([
      ["exact", 60_000, true, 1],
      ["under", 59_999, false, 1],
    ]);
    expect(summaries[0]?.byCategory).toEqual({ game_fees: 50_000, tournament_bonus: 10_000 });
  });
});

describe("tax details", () => {
  test("the full number is checked and only its last four digits come out", () => {
    const parsed = v.parse(TaxDetailsSchema, {
      legalName: " Dana Ortiz ",
      tinType: "ssn",
      tin: "123-45-6789",
      addressLine1: "12 Mission St",
      city: "SF",
      state: "ca",
      postalCode: "94110",
    });
    expect(parsed).toMatchObject({ legalName: "Dana Ortiz", tinLast4: "6789", state: "CA", businessName: null });
    expect(JSON.stringify(parsed)).not.toContain("12345");
    expect(
      v.safeParse(TaxDetailsSchema, {
        legalName: "D",
        tinType: "ssn",
        tin: "1234",
        addressLine1: "x",
        city: "y",
        state: "CA",
        postalCode: "94110",
      }).success,
    ).toBe(false);
  });

  test("masking shows the last four only", () => {
    expect(maskTin("ssn", "6789")).toBe("***-**-6789");
    expect(maskTin("ein", "6789")).toBe("**-***6789");
    expect(maskEin("12-3456789")).toBe("**-***6789");
    expect(maskEin(null)).toBeNull();
  });
});

describe("financial report", () => {
  test("months newest first; levels and venues largest first, a payable of no game as No game", () => {
    // Paid and owed are summed per month, level and venue in SQL (the Accounting page's integration test).
    const report = financialReport({
      byMonth: [
        { key: "2026-03", paidCents: 5000, owedCents: 4000 },
        { key: "2026-04", paidCents: 10_000, owedCents: 0 },
      ],
      byLevel: [
        { key: "youth", paidCents: 5000, owedCents: 4000 },
        { key: null, paidCents: 1000, owedCents: 0 },
        { key: "amateur", paidCents: 9000, owedCents: 0 },
      ],
      byVenue: [
        { key: "Field 2", paidCents: 0, owedCents: 4000 },
        { key: "Field 1", paidCents: 14_000, owedCents: 0 },
      ],
    });
    expect(report.byMonth.map((row) => row.key)).toEqual(["2026-04", "2026-03"]);
    // Largest first; a tie (youth and amateur, 90.00 each) goes by name.
    expect(report.byLevel.map((row) => row.key)).toEqual(["amateur", "youth", "No game"]);
    expect(report.byVenue[0]).toEqual({ key: "Field 1", paidCents: 14_000, owedCents: 0 });
  });
});
