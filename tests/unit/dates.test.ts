import { describe, expect, it } from "vitest";
import {
  addDays,
  dayOfWeek,
  formatTime12,
  isValidDate,
  isValidTime,
  todayIn,
  zonedTimeToInstant,
} from "~/domain/dates";

describe("dates", () => {
  it("knows today's date in the organization's time zone, not UTC", () => {
    // 03:30 UTC on 22 November is still the 21st in Los Angeles.
    const instant = new Date("2026-11-22T03:30:00Z");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-11-21");
    expect(todayIn("America/New_York", instant)).toBe("2026-11-21");
    expect(todayIn("Europe/London", instant)).toBe("2026-11-22");
  });

  it("turns a wall-clock kick-off into the right instant on both sides of daylight saving", () => {
    expect(zonedTimeToInstant("2026-07-04", "10:00", "America/Los_Angeles").toISOString()).toBe(
      "2026-07-04T17:00:00.000Z",
    );
    expect(zonedTimeToInstant("2026-12-05", "10:00", "America/Los_Angeles").toISOString()).toBe(
      "2026-12-05T18:00:00.000Z",
    );
    // The day the clocks go back (1 November 2026 in the US).
    expect(zonedTimeToInstant("2026-11-01", "12:00", "America/Chicago").toISOString()).toBe("2026-11-01T18:00:00.000Z");
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(dayOfWeek("2026-11-22")).toBe(0);
  });

  it("validates dates and 24-hour times", () => {
    expect(isValidDate("2026-02-29")).toBe(false);
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("2026-1-5")).toBe(false);
    // Years the zone arithmetic cannot carry (issue 32): a game of year 0 or 9999 made its pages answer 500.
    expect(isValidDate("0000-01-01")).toBe(false);
    expect(isValidDate("1899-12-31")).toBe(false);
    expect(isValidDate("1900-01-01")).toBe(true);
    expect(isValidDate("2999-12-31")).toBe(true);
    expect(isValidDate("9999-12-31")).toBe(false);
    expect(isValidTime("23:59")).toBe(true);
    expect(isValidTime("24:00")).toBe(false);
  });

  it("shows times in 12-hour format", () => {
    expect(formatTime12("00:05")).toBe("12:05 AM");
    expect(formatTime12("12:00")).toBe("12:00 PM");
    expect(formatTime12("18:30")).toBe("6:30 PM");
  });
});
