import { describe, expect, it } from "vitest";
import {
  countGamesThisSeason,
  isAvailableToday,
  parseRefereePoolFilters,
  recurringBlockApplies,
  seasonOf,
} from "~/domain/referee-pool";

// 2026-11-22 is a Sunday (weekday 0); 2026-11-24 a Tuesday (2).
const SUNDAY = "2026-11-22";

describe("recurringBlockApplies", () => {
  const everySunday = { weekday: 0, kind: "full_day", startsOn: "2026-09-06", endsOn: "2026-12-20" };

  it("applies on its weekday inside its date range, first and last day included", () => {
    expect(recurringBlockApplies(everySunday, SUNDAY)).toBe(true);
    expect(recurringBlockApplies(everySunday, "2026-09-06")).toBe(true);
    expect(recurringBlockApplies(everySunday, "2026-12-20")).toBe(true);
  });

  it("does not apply on another weekday, before it starts or after it ends", () => {
    expect(recurringBlockApplies(everySunday, "2026-11-24")).toBe(false);
    expect(recurringBlockApplies(everySunday, "2026-08-30")).toBe(false);
    expect(recurringBlockApplies(everySunday, "2026-12-27")).toBe(false);
  });

  it("runs on without an end date", () => {
    expect(recurringBlockApplies({ ...everySunday, endsOn: null }, "2030-01-06")).toBe(true);
  });
});

describe("isAvailableToday", () => {
  it("is available without any block", () => {
    expect(isAvailableToday("ref", SUNDAY, [], [])).toBe(true);
  });

  it("is unavailable with a full-day block today, one-off or weekly", () => {
    expect(isAvailableToday("ref", SUNDAY, [{ userId: "ref", date: SUNDAY, kind: "full_day" }], [])).toBe(false);
    expect(
      isAvailableToday(
        "ref",
        SUNDAY,
        [],
        [{ userId: "ref", weekday: 0, kind: "full_day", startsOn: "2026-01-04", endsOn: null }],
      ),
    ).toBe(false);
  });

  it("stays available with a few blocked hours, someone else's block, or a weekly block that ended", () => {
    expect(isAvailableToday("ref", SUNDAY, [{ userId: "ref", date: SUNDAY, kind: "time_range" }], [])).toBe(true);
    expect(isAvailableToday("ref", SUNDAY, [{ userId: "other", date: SUNDAY, kind: "full_day" }], [])).toBe(true);
    expect(
      isAvailableToday(
        "ref",
        SUNDAY,
        [],
        [{ userId: "ref", weekday: 0, kind: "full_day", startsOn: "2026-01-04", endsOn: "2026-11-15" }],
      ),
    ).toBe(true);
    expect(
      isAvailableToday(
        "ref",
        SUNDAY,
        [],
        [{ userId: "ref", weekday: 0, kind: "time_range", startsOn: "2026-01-04", endsOn: null }],
      ),
    ).toBe(true);
  });
});

describe("games this season", () => {
  it("is the calendar year of today", () => {
    expect(seasonOf(SUNDAY)).toEqual({ start: "2026-01-01", end: "2026-12-31" });
  });

  it("counts confirmed and completed assignments of this year's games that were not cancelled", () => {
    const counts = countGamesThisSeason(
      [
        { refereeId: "a", status: "completed", gameDate: "2026-03-01", gameStatus: "completed" },
        { refereeId: "a", status: "confirmed", gameDate: "2026-12-05", gameStatus: "confirmed" },
        { refereeId: "a", status: "pending", gameDate: "2026-12-06", gameStatus: "assigned" },
        { refereeId: "a", status: "declined", gameDate: "2026-12-07", gameStatus: "pending" },
        { refereeId: "a", status: "confirmed", gameDate: "2026-12-08", gameStatus: "cancelled" },
        { refereeId: "a", status: "completed", gameDate: "2025-12-31", gameStatus: "completed" },
        { refereeId: "b", status: "completed", gameDate: "2026-06-01", gameStatus: "completed" },
      ],
      SUNDAY,
    );
    expect(counts.get("a")).toBe(2);
    expect(counts.get("b")).toBe(1);
    expect(counts.get("c")).toBeUndefined();
  });
});

describe("parseRefereePoolFilters", () => {
  it("reads a trimmed search and a level 1 to 3", () => {
    expect(parseRefereePoolFilters(new URLSearchParams("q=%20alex%20&level=2"))).toEqual({ query: "alex", level: 2 });
  });

  it("ignores an empty search and a level outside 1 to 3", () => {
    expect(parseRefereePoolFilters(new URLSearchParams("q=&level=7"))).toEqual({});
    expect(parseRefereePoolFilters(new URLSearchParams("level="))).toEqual({});
  });
});
