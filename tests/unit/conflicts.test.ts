import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONFLICT_RULES,
  findConflicts,
  hasHardConflict,
  monthOf,
  weekOf,
  type ConflictGame,
  type ConflictInput,
} from "~/domain/conflicts";

const game: ConflictGame = {
  id: "game",
  date: "2026-12-05",
  time: "10:00",
  level: "amateur",
  venue: "Kezar Stadium",
  homeTeam: "Golden Gate FC",
  awayTeam: "Bay Rovers",
};

function other(overrides: Partial<ConflictGame>): ConflictGame {
  return {
    id: "other",
    date: "2026-12-05",
    time: "13:00",
    level: "amateur",
    venue: "Kezar Stadium",
    homeTeam: "Mission FC",
    awayTeam: "Sunset United",
    ...overrides,
  };
}

function check(overrides: Partial<ConflictInput> = {}) {
  return findConflicts({
    referee: { level: 3 },
    game,
    availability: [],
    otherGames: [],
    settings: { timeZone: "America/Los_Angeles", travelBufferMinutes: 60, maxGamesPerDay: null },
    ...overrides,
  });
}

describe("findConflicts", () => {
  it("finds nothing for a free, eligible referee", () => {
    expect(check()).toEqual([]);
  });

  describe("availability", () => {
    it("a full-day block on the game's date is a hard conflict", () => {
      expect(
        check({ availability: [{ date: "2026-12-05", kind: "full_day", startTime: null, endTime: null }] }),
      ).toEqual([
        {
          code: "availability_blocked",
          severity: "hard",
          message: "Blocked all day on Sat, Dec 5 in their availability",
        },
      ]);
    });
    it("a time block overlapping the game is a hard conflict, explained with its times", () => {
      expect(
        check({ availability: [{ date: "2026-12-05", kind: "time_range", startTime: "09:00", endTime: "13:00" }] }),
      ).toEqual([
        {
          code: "availability_blocked",
          severity: "hard",
          message: "Blocked 09:00–13:00 on Sat, Dec 5 in their availability",
        },
      ]);
    });
    it("a block that only touches the game's start or end is no conflict", () => {
      // amateur game 10:00–12:00
      expect(
        check({ availability: [{ date: "2026-12-05", kind: "time_range", startTime: "08:00", endTime: "10:00" }] }),
      ).toEqual([]);
      expect(
        check({ availability: [{ date: "2026-12-05", kind: "time_range", startTime: "12:00", endTime: "14:00" }] }),
      ).toEqual([]);
      expect(
        check({ availability: [{ date: "2026-12-05", kind: "time_range", startTime: "11:59", endTime: "14:00" }] }),
      ).toHaveLength(1);
    });
    it("a full-day block on another day is no conflict, unless the game runs past midnight into it", () => {
      const nextDay = [{ date: "2026-12-06", kind: "full_day", startTime: null, endTime: null }];
      expect(check({ availability: nextDay })).toEqual([]);
      expect(check({ game: { ...game, time: "23:00" }, availability: nextDay })[0]?.message).toBe(
        "Blocked all day on Sun, Dec 6 in their availability",
      );
    });
    it("youth games are 90 minutes long, so a block at 11:30 misses a 10:00 youth game", () => {
      const block = [{ date: "2026-12-05", kind: "time_range", startTime: "11:30", endTime: "13:00" }];
      expect(check({ game: { ...game, level: "youth" }, availability: block })).toEqual([]);
      expect(check({ availability: block })).toHaveLength(1);
    });
  });

  describe("other games", () => {
    it("an overlapping game is a hard conflict naming the game, its times and venue", () => {
      expect(check({ otherGames: [other({ time: "11:00" })] })).toEqual([
        {
          code: "overlapping_game",
          severity: "hard",
          message: "Already assigned to Mission FC vs Sunset United 11:00–13:00 at Kezar Stadium",
        },
      ]);
    });
    it("back-to-back games at the same venue are fine (touching intervals)", () => {
      expect(check({ otherGames: [other({ time: "12:00" })] })).toEqual([]);
      expect(check({ otherGames: [other({ time: "08:00" })] })).toEqual([]);
    });
    it("a different venue needs the travel buffer: a soft conflict when the gap is shorter", () => {
      expect(check({ otherGames: [other({ time: "12:30", venue: "Beach Chalet Fields" })] })).toEqual([
        {
          code: "travel_buffer",
          severity: "soft",
          message:
            "Only 30 minutes between games at different venues (needs 60): Mission FC vs Sunset United at Beach Chalet Fields",
        },
      ]);
      // the gap before the game counts too
      expect(check({ otherGames: [other({ time: "07:30", venue: "Beach Chalet Fields" })] })[0]?.message).toContain(
        "Only 30 minutes",
      );
    });
    it("a gap exactly as long as the buffer is enough, and the buffer is the organization's", () => {
      expect(check({ otherGames: [other({ time: "13:00", venue: "Beach Chalet Fields" })] })).toEqual([]);
      expect(
        check({
          otherGames: [other({ time: "13:00", venue: "Beach Chalet Fields" })],
          settings: { timeZone: "America/Los_Angeles", travelBufferMinutes: 90, maxGamesPerDay: null },
        })[0]?.message,
      ).toContain("Only 60 minutes between games at different venues (needs 90)");
    });
    it("venues are compared without case or surrounding spaces", () => {
      expect(check({ otherGames: [other({ time: "12:30", venue: " kezar stadium " })] })).toEqual([]);
    });
    it("ignores the game being checked if it appears among the others", () => {
      expect(check({ otherGames: [{ ...game }] })).toEqual([]);
    });
  });

  describe("daylight saving days", () => {
    it("spring forward: a 01:00 game lasts until 04:00 on the wall clock, so a 03:30 game overlaps", () => {
      const springGame = { ...game, date: "2026-03-08", time: "01:00" };
      expect(check({ game: springGame, otherGames: [other({ date: "2026-03-08", time: "03:30" })] })).toEqual([
        {
          code: "overlapping_game",
          severity: "hard",
          message: "Already assigned to Mission FC vs Sunset United 03:30–05:30 at Kezar Stadium",
        },
      ]);
      expect(check({ game: springGame, otherGames: [other({ date: "2026-03-08", time: "04:00" })] })).toEqual([]);
    });
    it("fall back: a 00:30 game ends at 01:30 standard time, 30 real minutes before a 02:00 game", () => {
      const fallGame = { ...game, date: "2026-11-01", time: "00:30" };
      const conflicts = check({
        game: fallGame,
        otherGames: [other({ date: "2026-11-01", time: "02:00", venue: "Beach Chalet Fields" })],
      });
      expect(conflicts.map((conflict) => conflict.code)).toEqual(["travel_buffer"]);
      expect(conflicts[0]?.message).toContain("Only 30 minutes");
    });
  });

  describe("level eligibility", () => {
    it("follows the default table: level 1 youth and amateur, level 2 adds semi-pro, level 3 everything", () => {
      const eligible = (level: number, gameLevel: string) =>
        check({ referee: { level }, game: { ...game, level: gameLevel } }).length === 0;
      expect(["youth", "amateur", "semi-pro", "professional"].map((l) => eligible(1, l))).toEqual([
        true,
        true,
        false,
        false,
      ]);
      expect(["youth", "amateur", "semi-pro", "professional"].map((l) => eligible(2, l))).toEqual([
        true,
        true,
        true,
        false,
      ]);
      expect(["youth", "amateur", "semi-pro", "professional"].map((l) => eligible(3, l))).toEqual([
        true,
        true,
        true,
        true,
      ]);
    });
    it("is a soft conflict in words", () => {
      expect(check({ referee: { level: 1 }, game: { ...game, level: "semi-pro" } })).toEqual([
        {
          code: "level_not_eligible",
          severity: "soft",
          message: "Level 1 referees are not eligible for semi-pro games",
        },
      ]);
    });
    it("a referee without a level on record counts as level 1", () => {
      expect(check({ referee: { level: null } })).toEqual([]);
      expect(check({ referee: { level: null }, game: { ...game, level: "professional" } })).toEqual([
        {
          code: "level_not_eligible",
          severity: "soft",
          message: "Referees without a level count as level 1, who are not eligible for professional games",
        },
      ]);
    });
    it("takes the rules as an argument", () => {
      const rules = {
        ...DEFAULT_CONFLICT_RULES,
        eligibleLevels: { ...DEFAULT_CONFLICT_RULES.eligibleLevels, 1: ["youth"] as const },
      };
      expect(check({ referee: { level: 1 }, rules })[0]?.message).toBe(
        "Level 1 referees are not eligible for amateur games",
      );
      const longGames = {
        ...DEFAULT_CONFLICT_RULES,
        gameLengthMinutes: { ...DEFAULT_CONFLICT_RULES.gameLengthMinutes, amateur: 180 },
      };
      expect(check({ otherGames: [other({ time: "12:30" })], rules: longGames })[0]?.code).toBe("overlapping_game");
    });
  });

  describe("daily maximum", () => {
    const settings = { timeZone: "America/Los_Angeles", travelBufferMinutes: 60, maxGamesPerDay: 3 };
    const three = [
      other({ id: "a", time: "06:00" }),
      other({ id: "b", time: "13:00" }),
      other({ id: "c", time: "16:00" }),
    ];
    it("is a soft conflict when the referee already has the maximum that day", () => {
      expect(check({ settings, otherGames: three })).toEqual([
        { code: "daily_maximum", severity: "soft", message: "Already has 3 games that day (maximum 3)" },
      ]);
    });
    it("allows the game that reaches the maximum, ignores other days, and no maximum means no limit", () => {
      expect(check({ settings, otherGames: three.slice(0, 2) })).toEqual([]);
      expect(check({ settings, otherGames: [...three.slice(0, 2), other({ id: "d", date: "2026-12-06" })] })).toEqual(
        [],
      );
      expect(check({ otherGames: three })).toEqual([]);
    });
  });

  describe("capacity", () => {
    const capacity = {
      gamesThatWeek: 0,
      gamesThatMonth: 0,
      refereeWeekly: null,
      refereeMonthly: null,
      organizationWeekly: null,
    };
    it("is a soft conflict once the referee has their stated weekly or monthly number, or the organization's weekly maximum", () => {
      expect(
        check({
          capacity: {
            ...capacity,
            gamesThatWeek: 2,
            gamesThatMonth: 5,
            refereeWeekly: 2,
            refereeMonthly: 5,
            organizationWeekly: 2,
          },
        }),
      ).toEqual([
        { code: "weekly_maximum", severity: "soft", message: "Already has 2 games that week (maximum 2)" },
        {
          code: "referee_weekly_capacity",
          severity: "soft",
          message: "Already has 2 games that week, their stated capacity of 2",
        },
        {
          code: "referee_monthly_capacity",
          severity: "soft",
          message: "Already has 5 games that month, their stated capacity of 5",
        },
      ]);
      expect(check({ capacity: { ...capacity, gamesThatMonth: 1, refereeMonthly: 1 } })).toEqual([
        {
          code: "referee_monthly_capacity",
          severity: "soft",
          message: "Already has 1 game that month, their stated capacity of 1",
        },
      ]);
    });
    it("allows the game that reaches the limit, and no limit means none", () => {
      expect(
        check({
          capacity: {
            ...capacity,
            gamesThatWeek: 1,
            gamesThatMonth: 4,
            refereeWeekly: 2,
            refereeMonthly: 5,
            organizationWeekly: 2,
          },
        }),
      ).toEqual([]);
      expect(check({ capacity: { ...capacity, gamesThatWeek: 30, gamesThatMonth: 90 } })).toEqual([]);
    });
  });

  it("lists hard conflicts before soft ones", () => {
    const conflicts = check({
      referee: { level: 1 },
      game: { ...game, level: "professional" },
      availability: [{ date: "2026-12-05", kind: "full_day", startTime: null, endTime: null }],
    });
    expect(conflicts.map((conflict) => conflict.severity)).toEqual(["hard", "soft"]);
    expect(hasHardConflict(conflicts)).toBe(true);
    expect(hasHardConflict(conflicts.slice(1))).toBe(false);
  });
});

describe("weekOf and monthOf", () => {
  it("a week runs Monday to Sunday, across a month's end", () => {
    expect(weekOf("2026-12-05")).toEqual({ start: "2026-11-30", end: "2026-12-06" });
    expect(weekOf("2026-11-30")).toEqual({ start: "2026-11-30", end: "2026-12-06" });
    expect(weekOf("2026-12-06")).toEqual({ start: "2026-11-30", end: "2026-12-06" });
  });
  it("a month runs from its first to its last day, leap years included", () => {
    expect(monthOf("2026-12-31")).toEqual({ start: "2026-12-01", end: "2026-12-31" });
    expect(monthOf("2028-02-10")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(monthOf("2027-02-01")).toEqual({ start: "2027-02-01", end: "2027-02-28" });
    expect(monthOf("2027-01-31")).toEqual({ start: "2027-01-01", end: "2027-01-31" });
  });
});
