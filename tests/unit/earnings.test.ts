import { describe, expect, it } from "vitest";
import {
  earningsSummary,
  filterPaymentLines,
  parsePaymentFilter,
  formatPercentChange,
  gameEarning,
  lastMonths,
  monthlyEarnings,
  paymentLines,
  percentChange,
  type CompletedGameEarning,
  type MonthlyEarnings,
} from "~/domain/earnings";

let counter = 0;
function game(date: string, feeCents: number, payment: CompletedGameEarning["payment"] = null): CompletedGameEarning {
  counter += 1;
  return {
    assignmentId: `a${String(counter).padStart(2, "0")}`,
    date,
    homeTeam: `Home ${counter}`,
    awayTeam: "Away",
    level: "youth",
    feeCents,
    payment,
  };
}
const paid = (amountCents: number) => ({
  amountCents,
  status: "paid" as const,
  paidAt: new Date("2026-06-30T00:00:00Z"),
});
const owed = (amountCents: number) => ({ amountCents, status: "pending" as const, paidAt: null });

function months(amounts: number[]): MonthlyEarnings[] {
  return amounts.map((amountCents, index) => ({ month: `2026-0${index + 1}`, label: "", amountCents, games: 1 }));
}

describe("lastMonths", () => {
  it("lists six months ending with today's, across a year end", () => {
    expect(lastMonths("2026-02-14")).toEqual(["2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});

describe("gameEarning", () => {
  it("is the recorded payment when there is one, else the fee", () => {
    expect(gameEarning(game("2026-05-01", 4000))).toBe(4000);
    expect(gameEarning(game("2026-05-01", 4000, paid(4500)))).toBe(4500);
  });
});

describe("monthlyEarnings", () => {
  // Today is 2026-06-20: the months shown are January to June 2026.
  const games = [
    game("2025-12-31", 9900), // before the window
    game("2026-01-10", 4000, paid(4000)),
    game("2026-01-24", 6000, paid(6000)),
    // February: no games at all.
    game("2026-03-07", 9000, paid(9000)),
    game("2026-04-04", 4000, owed(4000)),
    game("2026-04-05", 15000),
    game("2026-05-16", 6000, paid(5500)),
    game("2026-06-06", 4000),
  ];

  it("sums what each month's games earned and counts them, with zero for a month without games", () => {
    expect(monthlyEarnings(games, "2026-06-20")).toEqual([
      { month: "2026-01", label: "Jan", amountCents: 10000, games: 2 },
      { month: "2026-02", label: "Feb", amountCents: 0, games: 0 },
      { month: "2026-03", label: "Mar", amountCents: 9000, games: 1 },
      { month: "2026-04", label: "Apr", amountCents: 19000, games: 2 },
      { month: "2026-05", label: "May", amountCents: 5500, games: 1 },
      { month: "2026-06", label: "Jun", amountCents: 4000, games: 1 },
    ]);
  });

  it("builds the page's cards from the same games", () => {
    const summary = earningsSummary(
      games,
      [{ id: "adj", description: "Travel bonus", amountCents: 2500, status: "pending", date: "2026-06-10" }],
      "2026-06-20",
    );
    expect(summary.totalCents).toBe(10000 + 0 + 9000 + 19000 + 5500 + 4000);
    expect(summary.gamesRefereed).toBe(7);
    // June 4000 against May 5500: -27.27% → -27.
    expect(summary.changePercent).toBe(-27);
    // Unpaid: the April game with a pending payment (4000), the April game without one (15000), the June
    // game (4000), the December game (9900, outside the chart but still owed), and the adjustment (2500).
    expect(summary.pendingCents).toBe(4000 + 15000 + 4000 + 9900 + 2500);
    expect(summary.pendingCount).toBe(5);
    expect(summary.payments[0]).toMatchObject({
      game: "Travel bonus",
      date: "2026-06-10",
      level: null,
      status: "pending",
    });
    expect(summary.payments.map((line) => line.date)).toEqual(
      [...summary.payments.map((line) => line.date)].sort().reverse(),
    );
  });
});

describe("percentChange (spec section 9: the last two monthly entries, rounded)", () => {
  it("uses the spec's sample: 1200 then 980 is -18%", () => {
    expect(percentChange(months([85000, 72000, 92000, 105000, 120000, 98000]))).toBe(-18);
  });
  it("rounds a rise: 720 to 920 is +28%", () => {
    expect(percentChange(months([72000, 92000]))).toBe(28);
  });
  it("has no percentage when the month before earned nothing, or there is only one month", () => {
    expect(percentChange(months([0, 4000]))).toBeNull();
    expect(percentChange(months([4000]))).toBeNull();
  });
  it("is 0 for equal months (never -0)", () => {
    expect(Object.is(percentChange(months([4000, 4000])), 0)).toBe(true);
  });
  it("is written with a sign", () => {
    expect(formatPercentChange(28)).toBe("+28% from last month");
    expect(formatPercentChange(-18)).toBe("-18% from last month");
    expect(formatPercentChange(0)).toBe("0% from last month");
    expect(formatPercentChange(null)).toBeNull();
  });
});

describe("filterPaymentLines", () => {
  it("keeps all, only paid or only pending lines; an unknown filter shows all", () => {
    const lines = paymentLines([game("2026-05-01", 4000, paid(4000)), game("2026-05-03", 6000)]);
    expect(filterPaymentLines(lines, parsePaymentFilter("paid")).map((line) => line.status)).toEqual(["paid"]);
    expect(filterPaymentLines(lines, parsePaymentFilter("pending")).map((line) => line.status)).toEqual(["pending"]);
    expect(filterPaymentLines(lines, parsePaymentFilter("everything"))).toHaveLength(2);
  });

  it("has a Held choice that shows only held lines, and Pending leaves them out (issue 32)", () => {
    const lines = paymentLines([
      game("2026-05-01", 4000, { ...owed(4000), holdReason: "no_show" }),
      game("2026-05-03", 6000, owed(6000)),
    ]);
    expect(filterPaymentLines(lines, parsePaymentFilter("held")).map((line) => line.date)).toEqual(["2026-05-01"]);
    expect(filterPaymentLines(lines, parsePaymentFilter("pending")).map((line) => line.date)).toEqual(["2026-05-03"]);
  });
});

describe("paymentLines", () => {
  it("marks a game paid only when its payment is paid, newest first", () => {
    const lines = paymentLines([
      game("2026-05-01", 4000, paid(4000)),
      game("2026-05-03", 6000, owed(6000)),
      game("2026-05-02", 9000),
    ]);
    expect(lines.map((line) => [line.date, line.status, line.amountCents])).toEqual([
      ["2026-05-03", "pending", 6000],
      ["2026-05-02", "pending", 9000],
      ["2026-05-01", "paid", 4000],
    ]);
  });

  it("says why a payment is held, and only while it is not paid; held is its own status (issue 32)", () => {
    const lines = paymentLines([
      game("2026-05-01", 4000, { ...owed(4000), holdReason: "no_show" }),
      game("2026-05-02", 6000, { ...paid(6000), holdReason: "no_show" }),
      game("2026-05-03", 9000, owed(9000)),
    ]);
    expect(lines.map((line) => [line.date, line.status, line.holdReason])).toEqual([
      ["2026-05-03", "pending", undefined],
      ["2026-05-02", "paid", undefined],
      ["2026-05-01", "held", "no_show"],
    ]);
    // Held is not owed: the Earnings page's pending card leaves it out.
    const summary = earningsSummary(
      [game("2026-05-01", 4000, { ...owed(4000), holdReason: "no_show" }), game("2026-05-03", 9000, owed(9000))],
      [],
      "2026-05-20",
    );
    expect(summary).toMatchObject({ pendingCents: 9000, pendingCount: 1 });
  });
});
