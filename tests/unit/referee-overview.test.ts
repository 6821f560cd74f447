import { describe, expect, it } from "vitest";
import {
  isUpcomingAssignment,
  rateOf,
  refereeOverviewFigures,
  type OverviewAssignment,
} from "~/domain/referee-overview";

const LA = "America/Los_Angeles";
// 05:00 UTC on 10 March is still 9 March (21:00) in Los Angeles.
const EVENING_IN_LA = new Date("2026-03-10T05:00:00Z");

function assignment(status: string, gameDate: string, feeCents = 4000): OverviewAssignment {
  return { status, gameDate, feeCents };
}

function figures(assignments: OverviewAssignment[], requests: { status: string }[] = [], now = EVENING_IN_LA) {
  return refereeOverviewFigures({ assignments, requests, timeZone: LA, now });
}

describe("upcoming: confirmed assignments on a game dated today or later", () => {
  it("counts confirmed games from today on, and nothing else", () => {
    const result = figures([
      assignment("confirmed", "2026-03-09"),
      assignment("confirmed", "2026-04-01"),
      assignment("confirmed", "2026-03-08"),
      assignment("pending", "2026-04-01"),
      assignment("completed", "2026-04-01"),
      assignment("declined", "2026-04-01"),
    ]);
    expect(result.upcoming).toBe(2);
  });

  it("takes today from the organization's time zone, not from UTC", () => {
    // In UTC it is already 10 March, so a game on 9 March would look past; in Los Angeles it is today.
    expect(figures([assignment("confirmed", "2026-03-09")]).upcoming).toBe(1);
    // Just after midnight in Los Angeles (08:00 UTC on the 10th), the 9th is yesterday.
    expect(figures([assignment("confirmed", "2026-03-09")], [], new Date("2026-03-10T08:00:00Z")).upcoming).toBe(0);
    // And a zone ahead of UTC: 23:30 UTC on 9 March is already 10 March in Auckland.
    const auckland = refereeOverviewFigures({
      assignments: [assignment("confirmed", "2026-03-09")],
      requests: [],
      timeZone: "Pacific/Auckland",
      now: new Date("2026-03-09T23:30:00Z"),
    });
    expect(auckland.upcoming).toBe(0);
  });

  it("is a rule of its own that a date string compares by day", () => {
    expect(isUpcomingAssignment(assignment("confirmed", "2026-03-09"), "2026-03-09")).toBe(true);
    expect(isUpcomingAssignment(assignment("confirmed", "2026-03-08"), "2026-03-09")).toBe(false);
    expect(isUpcomingAssignment(assignment("pending", "2026-03-10"), "2026-03-09")).toBe(false);
  });
});

describe("completed and total earned", () => {
  it("counts completed assignments and sums their game fees, whatever the date", () => {
    const result = figures([
      assignment("completed", "2026-01-10", 4000),
      assignment("completed", "2026-02-10", 6050),
      assignment("confirmed", "2026-01-10", 9000),
      assignment("declined", "2026-01-10", 9000),
    ]);
    expect(result.completed).toBe(2);
    expect(result.totalEarnedCents).toBe(10050);
  });

  it("is 0 and $0 with no completed games", () => {
    expect(figures([assignment("confirmed", "2026-04-01")])).toMatchObject({ completed: 0, totalEarnedCents: 0 });
  });
});

describe("pending requests", () => {
  it("counts only game requests with status pending", () => {
    const result = figures(
      [],
      [
        { status: "pending" },
        { status: "pending" },
        { status: "approved" },
        { status: "rejected" },
        { status: "withdrawn" },
      ],
    );
    expect(result.pendingRequests).toBe(2);
  });
});

describe("attendance rate and success rate: completed ÷ all assignments, rounded percent", () => {
  it("is 0 with no assignments", () => {
    expect(figures([])).toMatchObject({ attendanceRate: 0, successRate: 0 });
  });

  it("divides completed by every assignment of the spec's statuses", () => {
    const result = figures([
      assignment("completed", "2026-01-10"),
      assignment("completed", "2026-01-11"),
      assignment("declined", "2026-01-12"),
      assignment("pending", "2026-04-01"),
      assignment("confirmed", "2026-04-02"),
      assignment("confirmed", "2026-04-03"),
    ]);
    expect(result.attendanceRate).toBe(33);
    expect(result.successRate).toBe(33);
  });

  it("leaves withdrawn or cancelled-game assignments (our own status) out of the count", () => {
    const result = figures([assignment("completed", "2026-01-10"), assignment("cancelled", "2026-01-11")]);
    expect(result.successRate).toBe(100);
  });

  it("rounds half up and stays within 0 to 100", () => {
    expect(rateOf(1, 8)).toBe(13); // 12.5
    expect(rateOf(2, 3)).toBe(67);
    expect(rateOf(5, 5)).toBe(100);
    expect(rateOf(6, 5)).toBe(100);
    expect(rateOf(0, 0)).toBe(0);
  });
});

describe("offers awaiting an answer", () => {
  it("counts pending offers on games not yet past", () => {
    expect(
      figures([
        assignment("pending", "2026-03-09"),
        assignment("pending", "2026-03-08"),
        assignment("confirmed", "2026-03-20"),
      ]).awaitingAnswer,
    ).toBe(1);
  });
});
