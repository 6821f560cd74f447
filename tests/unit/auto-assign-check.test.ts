import { describe, expect, it } from "vitest";
import {
  checkHardConstraints,
  scheduleSlate,
  suggestReferees,
  type ScheduleInput,
  type SchedulingGame,
} from "~/domain/auto-assign";
import { generateRefereePool } from "~/domain/auto-assign/generated-pool";

function game(id: string, overrides: Partial<SchedulingGame> = {}): SchedulingGame {
  return {
    id,
    date: "2026-12-05",
    time: "10:00",
    venue: "Kezar Stadium",
    level: "amateur",
    homeTeam: `${id} Home`,
    awayTeam: `${id} Away`,
    positions: ["referee"],
    feeCents: 6000,
    ...overrides,
  };
}

const input: ScheduleInput = {
  games: [
    game("g1"),
    game("g2", { time: "11:00" }),
    game("g3", { time: "12:30", venue: "Beach Chalet Fields" }),
    game("late", { time: "15:00" }),
    game("pro", { date: "2026-12-07", level: "professional" }),
    game("g5", { date: "2026-12-08" }),
    game("crew", { date: "2026-12-10", positions: ["referee", "assistant_referee_1"] }),
  ],
  referees: [
    { id: "r1", level: 3, rating: 4 },
    {
      id: "r2",
      level: 1,
      rating: 3,
      availability: [{ date: "2026-12-05", kind: "full_day", startTime: null, endTime: null }],
    },
    { id: "r3", level: 3, rating: 4, maxGamesPerWeek: 1 },
  ],
  existing: [{ gameId: "crew", position: "referee", refereeId: "r3", status: "confirmed" }],
  rules: { timeZone: "America/Los_Angeles", travelBufferMinutes: 60, maxGamesPerDay: 2, maxGamesPerWeek: null },
};

const codes = (proposed: { gameId: string; position: string; refereeId: string }[]) =>
  checkHardConstraints(input, proposed).map((violation) => violation.code);

describe("checkHardConstraints (the independent checker)", () => {
  it("passes a valid set", () => {
    expect(
      codes([
        { gameId: "g1", position: "referee", refereeId: "r1" },
        { gameId: "g5", position: "referee", refereeId: "r2" },
      ]),
    ).toEqual([]);
  });

  it("catches each injected violation", () => {
    expect(codes([{ gameId: "g1", position: "referee", refereeId: "r2" }])).toEqual(["availability_blocked"]);
    expect(
      codes([
        { gameId: "g1", position: "referee", refereeId: "r1" },
        { gameId: "g2", position: "referee", refereeId: "r1" },
      ]),
    ).toEqual(["overlapping_game", "overlapping_game"]);
    expect(
      codes([
        { gameId: "g1", position: "referee", refereeId: "r1" },
        { gameId: "g3", position: "referee", refereeId: "r1" },
      ]),
    ).toEqual(["travel_buffer", "travel_buffer"]);
    expect(codes([{ gameId: "pro", position: "referee", refereeId: "r2" }])).toEqual(["level_not_eligible"]);
    // Two positions of one game overlap (and r3 offers one game a week).
    expect(codes([{ gameId: "crew", position: "assistant_referee_1", refereeId: "r3" }])).toEqual([
      "overlapping_game",
      "referee_weekly_capacity",
    ]);
    expect(codes([{ gameId: "crew", position: "referee", refereeId: "r1" }])).toEqual(["confirmed_changed"]);
    expect(
      codes([
        { gameId: "g1", position: "referee", refereeId: "r1" },
        { gameId: "g1", position: "referee", refereeId: "r3" },
      ]),
    ).toEqual(["slot_taken"]);
    expect(codes([{ gameId: "g1", position: "fourth_official", refereeId: "r1" }])).toEqual(["unknown_position"]);
    // r3 already works the crew game (Thursday 10th) and offers one game a week.
    expect(codes([{ gameId: "g5", position: "referee", refereeId: "r3" }])).toEqual(["referee_weekly_capacity"]);
  });

  it("counts the daily and the organization's weekly maximum", () => {
    const strict = { ...input, rules: { ...input.rules, maxGamesPerDay: 1, maxGamesPerWeek: 1 } };
    const twoOnSaturday = [
      { gameId: "g1", position: "referee", refereeId: "r1" },
      { gameId: "late", position: "referee", refereeId: "r1" },
    ];
    expect(checkHardConstraints(strict, twoOnSaturday).map((violation) => violation.code)).toEqual([
      "daily_maximum",
      "daily_maximum",
      "weekly_maximum",
      "weekly_maximum",
    ]);
    const twoInAWeek = [
      { gameId: "pro", position: "referee", refereeId: "r1" },
      { gameId: "g5", position: "referee", refereeId: "r1" },
    ];
    expect(checkHardConstraints(strict, twoInAWeek).map((violation) => violation.code)).toEqual([
      "weekly_maximum",
      "weekly_maximum",
    ]);
  });

  it("finds a violation injected into the engine's own output", () => {
    const result = scheduleSlate(input, { seed: 1 });
    expect(result.summary.hardViolations).toBe(0);
    expect(checkHardConstraints(input, result.assignments)).toEqual([]);
    const tampered = result.assignments.map((assignment) =>
      assignment.gameId === "g1" ? { ...assignment, refereeId: "r2" } : assignment,
    );
    expect(checkHardConstraints(input, tampered)).toContainEqual(
      expect.objectContaining({
        gameId: "g1",
        refereeId: "r2",
        code: "availability_blocked",
        message: "Blocked all day on Sat, Dec 5 in their availability",
      }),
    );
  });
});

describe("suggestReferees", () => {
  it("ranks the free referees with reasons and lists the others with their conflicts in words", () => {
    const result = suggestReferees(input, { gameId: "g1", position: "referee" });
    expect(result.suggestions.map((suggestion) => suggestion.refereeId)).toEqual(["r1", "r3"]);
    expect(result.suggestions[0]?.explanation).toMatch(/^Available, level 3 fits amateur, 1 game this month versus /);
    expect(result.leftOut).toEqual([
      {
        refereeId: "r2",
        conflicts: [
          {
            code: "availability_blocked",
            severity: "hard",
            message: "Blocked all day on Sat, Dec 5 in their availability",
          },
        ],
      },
    ]);
  });

  it("ranks the referee with fewer games first and explains capacity limits", () => {
    const busy = {
      ...input,
      existing: [
        ...(input.existing ?? []),
        { gameId: "g1", position: "referee", refereeId: "r1", status: "confirmed" as const },
      ],
    };
    const result = suggestReferees(busy, { gameId: "g5", position: "referee" });
    expect(result.suggestions.map((suggestion) => suggestion.refereeId)).toEqual(["r2", "r1"]);
    expect(result.leftOut).toEqual([
      {
        refereeId: "r3",
        conflicts: [
          {
            code: "referee_weekly_capacity",
            severity: "soft",
            message: "Already has 1 game that week, their stated capacity of 1",
          },
        ],
      },
    ]);
    const overlapping = suggestReferees(busy, { gameId: "g2", position: "referee" });
    expect(overlapping.leftOut.find((left) => left.refereeId === "r1")?.conflicts[0]?.message).toBe(
      "Already assigned to g1 Home vs g1 Away 10:00–12:00 at Kezar Stadium",
    );
  });

  it("refuses a slot that is not open", () => {
    expect(() => suggestReferees(input, { gameId: "crew", position: "referee" })).toThrow(
      "No open referee slot on game crew",
    );
  });
});

describe("generateRefereePool", () => {
  it("is the same pool for the same seed, with levels, homes, capacities and blocked days", () => {
    const pool = generateRefereePool({ count: 175, seed: 2024, from: "2024-08-09", to: "2025-05-25" });
    expect(generateRefereePool({ count: 175, seed: 2024, from: "2024-08-09", to: "2025-05-25" })).toEqual(pool);
    expect(pool).toHaveLength(175);
    expect(new Set(pool.map((referee) => referee.level))).toEqual(new Set([1, 2, 3]));
    expect(
      pool.every((referee) => referee.home && referee.maxGamesPerWeek && (referee.availability?.length ?? 0) > 0),
    ).toBe(true);
    expect(pool.some((referee) => referee.recurringAvailability?.length)).toBe(true);
  });
});
