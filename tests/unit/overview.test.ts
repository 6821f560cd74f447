import { describe, expect, it } from "vitest";
import { completionRate, countAvailableReferees, formatRelativeTime, isAvailableOn } from "~/domain/overview";

describe("completionRate", () => {
  it("is 0 when no game has been played", () => {
    expect(completionRate({ completed: 0, pastNotCancelled: 0 })).toBe(0);
  });

  it("is completed games over past games that were not cancelled, as a rounded percent", () => {
    expect(completionRate({ completed: 49, pastNotCancelled: 50 })).toBe(98);
    expect(completionRate({ completed: 2, pastNotCancelled: 3 })).toBe(67);
    expect(completionRate({ completed: 1, pastNotCancelled: 3 })).toBe(33);
    expect(completionRate({ completed: 5, pastNotCancelled: 5 })).toBe(100);
  });

  it("never exceeds 100", () => {
    expect(completionRate({ completed: 6, pastNotCancelled: 5 })).toBe(100);
  });
});

describe("available referees", () => {
  const today = "2026-05-02";
  const blocks = [
    { userId: "blocked", date: today, kind: "full_day" },
    { userId: "afternoon-off", date: today, kind: "time_range" },
    { userId: "blocked-tomorrow", date: "2026-05-03", kind: "full_day" },
  ];

  it("counts a referee as unavailable only with a full-day block today", () => {
    expect(isAvailableOn("blocked", today, blocks)).toBe(false);
    expect(isAvailableOn("afternoon-off", today, blocks)).toBe(true);
    expect(isAvailableOn("blocked-tomorrow", today, blocks)).toBe(true);
    expect(isAvailableOn("free", today, blocks)).toBe(true);
  });

  it("counts each referee once", () => {
    expect(
      countAvailableReferees(["blocked", "afternoon-off", "blocked-tomorrow", "free", "free"], today, blocks),
    ).toBe(3);
    expect(countAvailableReferees([], today, blocks)).toBe(0);
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-05-02T12:00:00Z");
  const before = (ms: number) => new Date(now.getTime() - ms);

  it("reads like a person would say it", () => {
    expect(formatRelativeTime(before(10_000), now)).toBe("just now");
    expect(formatRelativeTime(before(60_000), now)).toBe("1 minute ago");
    expect(formatRelativeTime(before(5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(before(3 * 3_600_000), now)).toBe("3 hours ago");
    expect(formatRelativeTime(before(30 * 3_600_000), now)).toBe("yesterday");
    expect(formatRelativeTime(before(4 * 86_400_000), now)).toBe("4 days ago");
    expect(formatRelativeTime(before(30 * 86_400_000), now)).toBe("Apr 2, 2026");
  });
});
