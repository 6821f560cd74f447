import { describe, expect, it } from "vitest";
import { DEFAULT_CONFLICT_RULES, type ConflictGame } from "~/domain/conflicts";
import {
  conflictsInSchedule,
  eligibleGameLevels,
  openGamesFor,
  scheduleWindowStart,
  type RefereeSchedule,
  type ScheduleSettings,
} from "~/domain/open-games";

const settings: ScheduleSettings = {
  timeZone: "America/Los_Angeles",
  travelBufferMinutes: 60,
  maxGamesPerDay: null,
  maxGamesPerWeek: null,
  rules: DEFAULT_CONFLICT_RULES,
};

function game(id: string, date: string, time = "10:00", venue = "Field A"): ConflictGame {
  return { id, date, time, level: "youth", venue, homeTeam: `${id} FC`, awayTeam: "Rivals" };
}

function schedule(overrides: Partial<RefereeSchedule> = {}): RefereeSchedule {
  return {
    level: 1,
    blocks: [],
    weekly: [],
    games: [],
    maxGamesPerWeek: null,
    maxGamesPerMonth: null,
    ...overrides,
  };
}

describe("scheduleWindowStart", () => {
  it("reaches back to the day before, the week's Monday and the month's first, whichever is earliest", () => {
    expect(scheduleWindowStart("2099-03-02")).toBe("2099-03-01"); // a Monday on the 2nd: the day before
    expect(scheduleWindowStart("2099-03-10")).toBe("2099-03-01"); // a Tuesday: the month's first
    expect(scheduleWindowStart("2099-04-01")).toBe("2099-03-30"); // a Wednesday on the 1st: its Monday
  });
});

describe("eligibleGameLevels", () => {
  it("follows the organization's rules, a referee without a level counting as level 1", () => {
    expect(eligibleGameLevels(null, DEFAULT_CONFLICT_RULES)).toEqual(["amateur", "youth"].sort(byLevelOrder));
    expect(eligibleGameLevels(3, DEFAULT_CONFLICT_RULES)).toHaveLength(4);
    expect(eligibleGameLevels(2, { ...DEFAULT_CONFLICT_RULES, eligibleLevels: { 2: [] } })).toEqual([]);
  });
});

function byLevelOrder(a: string, b: string) {
  const order = ["professional", "semi-pro", "amateur", "youth"];
  return order.indexOf(a) - order.indexOf(b);
}

describe("conflictsInSchedule", () => {
  it("counts the referee's other games in the game's week and month, never the game itself", () => {
    const checked = game("checked", "2099-03-12");
    const others = [game("same-week", "2099-03-09"), game("same-month", "2099-03-25"), game("april", "2099-04-02")];
    const conflicts = conflictsInSchedule(
      checked,
      schedule({ games: [checked, ...others], maxGamesPerWeek: 1, maxGamesPerMonth: 3 }),
      settings,
    );
    expect(conflicts.map((conflict) => conflict.code)).toEqual(["referee_weekly_capacity"]);
  });

  it("sees the blocks on the game's date and the next day, one-off and weekly, and games the day either side", () => {
    const late = game("late", "2099-03-12", "23:30");
    const found = conflictsInSchedule(
      late,
      schedule({
        blocks: [{ date: "2099-03-13", kind: "time_range", startTime: "00:00", endTime: "00:30" }],
        weekly: [
          { weekday: 4, kind: "full_day", startTime: null, endTime: null, startsOn: "2099-03-01", endsOn: null },
        ],
        games: [game("early", "2099-03-13", "00:45", "Field B"), game("far", "2099-03-15", "01:00")],
      }),
      settings,
    );
    expect(found.map((conflict) => conflict.code).sort()).toEqual(
      ["availability_blocked", "availability_blocked", "overlapping_game"].sort(),
    );
  });
});

describe("openGamesFor", () => {
  it("skips games the referee is on, full or blocked, and stops at the limit", () => {
    const candidates = [
      { game: { ...game("mine", "2099-03-12"), positionType: "single" }, holders: [mine()] },
      { game: { ...game("full", "2099-03-13"), positionType: "single" }, holders: [other("referee")] },
      { game: { ...game("crew", "2099-03-14"), positionType: "three_official" }, holders: [other("referee")] },
      { game: { ...game("blocked", "2099-03-16"), positionType: "single" }, holders: [] },
      { game: { ...game("open", "2099-03-17"), positionType: "single" }, holders: [] },
      { game: { ...game("beyond", "2099-03-18"), positionType: "single" }, holders: [] },
    ];
    const blocked = schedule({ blocks: [{ date: "2099-03-16", kind: "full_day", startTime: null, endTime: null }] });
    const found = openGamesFor(candidates, "me", blocked, settings, 2);
    expect(found.map(({ game: { id }, open }) => ({ id, open }))).toEqual([
      { id: "crew", open: ["assistant_referee_1", "assistant_referee_2"] },
      { id: "open", open: ["referee"] },
    ]);
  });
});

function mine() {
  return { position: "assistant_referee_1", status: "pending", refereeId: "me" };
}

function other(position: string) {
  return { position, status: "confirmed", refereeId: "someone" };
}
