import { describe, expect, it } from "vitest";
import { isAvailableToday, parseRefereePoolFilters, recurringBlockApplies, seasonOf } from "~/domain/referee-pool";

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
});

describe("parseRefereePoolFilters", () => {
  it("reads a trimmed search and a level 1 to 3", () => {
    expect(parseRefereePoolFilters(new URLSearchParams("q=%20alex%20&level=2"))).toEqual({ query: "alex", level: 2 });
  });

  it("ignores an empty search and a level outside 1 to 3", () => {
    expect(parseRefereePoolFilters(new URLSearchParams("q=&level=7"))).toEqual({});
    expect(parseRefereePoolFilters(new URLSearchParams("level="))).toEqual({});
  });

  it("reads a page number past the first and ignores any other", () => {
    expect(parseRefereePoolFilters(new URLSearchParams("page=3"))).toEqual({ page: 3 });
    expect(parseRefereePoolFilters(new URLSearchParams("page=1"))).toEqual({});
    expect(parseRefereePoolFilters(new URLSearchParams("page=2.5"))).toEqual({});
    expect(parseRefereePoolFilters(new URLSearchParams("page=abc"))).toEqual({});
  });
});
