import { describe, expect, it } from "vitest";
import {
  checkHardConstraints,
  gini,
  scheduleSlate,
  type ExistingAssignment,
  type ScheduleInput,
  type SchedulingGame,
  type SchedulingReferee,
  type SchedulingRules,
} from "~/domain/auto-assign";

// 2026-12-05 is a Saturday; 2026-12-07 the Monday after.
const RULES: SchedulingRules = {
  timeZone: "America/Los_Angeles",
  travelBufferMinutes: 60,
  maxGamesPerDay: null,
  maxGamesPerWeek: null,
};

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

function referee(id: string, overrides: Partial<SchedulingReferee> = {}): SchedulingReferee {
  return { id, name: id, level: 3, rating: 4, ...overrides };
}

function run(input: Partial<ScheduleInput> & Pick<ScheduleInput, "games" | "referees">, seed = 1) {
  return scheduleSlate({ rules: RULES, ...input }, { seed });
}

function assigned(result: ReturnType<typeof run>) {
  return Object.fromEntries(
    result.assignments.map((assignment) => [`${assignment.gameId}/${assignment.position}`, assignment.refereeId]),
  );
}

describe("scheduleSlate: hard constraints", () => {
  it("the only referee is blocked all day: the slot stays unfilled, with the reason counted", () => {
    const result = run({
      games: [game("g1")],
      referees: [
        referee("r1", { availability: [{ date: "2026-12-05", kind: "full_day", startTime: null, endTime: null }] }),
      ],
    });
    expect(result.assignments).toEqual([]);
    expect(result.unfilled).toEqual([
      {
        gameId: "g1",
        position: "referee",
        eliminated: { availability_blocked: 1 },
        reason: "No referee can take this slot: 1 blocked in their availability",
        feasible: false,
      },
    ]);
    expect(result.summary.coverage).toBe(0);
  });

  it("a time block overlapping the game rules the referee out; one that only touches it does not", () => {
    const block = (startTime: string, endTime: string) => [
      { date: "2026-12-05", kind: "time_range", startTime, endTime },
    ];
    expect(
      run({ games: [game("g1")], referees: [referee("r1", { availability: block("11:00", "13:00") })] }).assignments,
    ).toHaveLength(0);
    expect(
      run({ games: [game("g1")], referees: [referee("r1", { availability: block("12:00", "14:00") })] }).assignments,
    ).toHaveLength(1);
  });

  it("a weekly recurring block applies from its start to its end date", () => {
    const saturdays = (startsOn: string, endsOn: string | null) => ({
      recurringAvailability: [{ weekday: 6, kind: "full_day", startTime: null, endTime: null, startsOn, endsOn }],
    });
    const blocked = run({ games: [game("g1")], referees: [referee("r1", saturdays("2026-11-01", null))] });
    expect(blocked.unfilled[0]?.eliminated).toEqual({ availability_blocked: 1 });
    expect(
      run({ games: [game("g1")], referees: [referee("r1", saturdays("2026-11-01", "2026-11-30"))] }).assignments,
    ).toHaveLength(1);
    expect(
      run({ games: [game("g1")], referees: [referee("r1", saturdays("2026-12-06", null))] }).assignments,
    ).toHaveLength(1);
  });

  it("a referee never gets two overlapping games", () => {
    const result = run({ games: [game("g1"), game("g2", { time: "11:00" })], referees: [referee("r1")] });
    expect(result.assignments).toHaveLength(1);
    expect(result.unfilled[0]?.reason).toBe("No referee can take this slot: 1 already on an overlapping game");
  });

  it("nor two positions of one game", () => {
    const result = run({
      games: [game("g1", { positions: ["referee", "assistant_referee_1"] })],
      referees: [referee("r1")],
    });
    expect(result.assignments).toHaveLength(1);
    expect(result.unfilled[0]?.eliminated).toEqual({ overlapping_game: 1 });
  });

  it("games at different venues need the travel buffer; back to back at one venue is fine", () => {
    const elsewhere = run({
      games: [game("g1"), game("g2", { time: "12:30", venue: "Beach Chalet Fields" })],
      referees: [referee("r1")],
    });
    expect(elsewhere.assignments).toHaveLength(1);
    expect(elsewhere.unfilled[0]?.reason).toBe("No referee can take this slot: 1 too close to a game at another venue");
    const sameVenue = run({
      games: [game("g1"), game("g2", { time: "12:00", venue: " kezar stadium" })],
      referees: [referee("r1")],
    });
    expect(sameVenue.assignments).toHaveLength(2);
    const later = run({
      games: [game("g1"), game("g2", { time: "13:00", venue: "Beach Chalet Fields" })],
      referees: [referee("r1")],
    });
    expect(later.assignments).toHaveLength(2);
  });

  it("a referee's level must cover the game's level (no level counts as level 1)", () => {
    const result = run({
      games: [game("g1", { level: "professional" }), game("g2", { level: "semi-pro", date: "2026-12-06" })],
      referees: [referee("r1", { level: null })],
    });
    expect(result.assignments).toEqual([]);
    expect(result.unfilled.map((slot) => slot.reason)).toEqual([
      "No referee can take this slot: 1 not eligible for professional games",
      "No referee can take this slot: 1 not eligible for semi-pro games",
    ]);
    expect(
      run({ games: [game("g1", { level: "semi-pro" })], referees: [referee("r1", { level: 2 })] }).assignments,
    ).toHaveLength(1);
  });

  it("the daily maximum holds", () => {
    const games = [game("g1"), game("g2", { time: "13:00" }), game("g3", { time: "16:00" })];
    const result = scheduleSlate({ games, referees: [referee("r1")], rules: { ...RULES, maxGamesPerDay: 2 } });
    expect(result.assignments).toHaveLength(2);
    expect(result.unfilled[0]?.reason).toBe("No referee can take this slot: 1 at the daily maximum");
  });

  it("the organization's weekly maximum counts Monday to Sunday", () => {
    const rules = { ...RULES, maxGamesPerWeek: 1 };
    // Monday 7 and Wednesday 9 December: one week. Sunday 6 and Monday 7: two weeks.
    const sameWeek = scheduleSlate({
      games: [game("g1", { date: "2026-12-07" }), game("g2", { date: "2026-12-09" })],
      referees: [referee("r1")],
      rules,
    });
    expect(sameWeek.assignments).toHaveLength(1);
    expect(sameWeek.unfilled[0]?.eliminated).toEqual({ weekly_maximum: 1 });
    const twoWeeks = scheduleSlate({
      games: [game("g1", { date: "2026-12-06" }), game("g2", { date: "2026-12-07" })],
      referees: [referee("r1")],
      rules,
    });
    expect(twoWeeks.assignments).toHaveLength(2);
  });

  it("the referee's own weekly and monthly capacity hold", () => {
    const games = [
      game("g1", { date: "2026-12-07" }),
      game("g2", { date: "2026-12-09" }),
      game("g3", { date: "2026-12-16" }),
    ];
    const weekly = run({ games, referees: [referee("r1", { maxGamesPerWeek: 1 })] });
    expect(weekly.assignments).toHaveLength(2);
    expect(weekly.unfilled[0]?.reason).toBe("No referee can take this slot: 1 at their weekly capacity");
    const monthly = run({ games, referees: [referee("r1", { maxGamesPerMonth: 2 })] });
    expect(monthly.assignments).toHaveLength(2);
    expect(monthly.unfilled[0]?.reason).toBe("No referee can take this slot: 1 at their monthly capacity");
  });

  it("counts every referee once, by the first rule that rules them out", () => {
    const existing: ExistingAssignment[] = [
      { gameId: "busy", position: "referee", refereeId: "r3", status: "confirmed" },
    ];
    const result = run({
      games: [game("g1", { level: "professional" }), game("busy", { time: "09:00", level: "amateur" })],
      referees: [
        referee("r1", { level: 1 }),
        referee("r2", {
          level: 3,
          availability: [{ date: "2026-12-05", kind: "full_day", startTime: null, endTime: null }],
        }),
        referee("r3", { level: 3 }),
        referee("r4", { level: 2 }),
      ],
      existing,
    });
    expect(result.unfilled).toHaveLength(1);
    expect(result.unfilled[0]?.eliminated).toEqual({
      level_not_eligible: 2,
      availability_blocked: 1,
      overlapping_game: 1,
    });
    expect(result.unfilled[0]?.reason).toBe(
      "No referee can take this slot: 2 not eligible for professional games, 1 blocked in their availability, 1 already on an overlapping game",
    );
    expect(result.unfilled[0]?.feasible).toBe(true);
  });
});

describe("scheduleSlate: existing assignments", () => {
  it("keeps confirmed and pending assignments and plans around them", () => {
    const games = [game("g1"), game("g2", { time: "11:00" }), game("g3", { date: "2026-12-06" })];
    const existing: ExistingAssignment[] = [
      { gameId: "g1", position: "referee", refereeId: "r1", status: "confirmed" },
      { gameId: "g3", position: "referee", refereeId: "r2", status: "pending" },
    ];
    const result = run({ games, referees: [referee("r1"), referee("r2")], existing });
    expect(assigned(result)).toEqual({ "g2/referee": "r2" });
    expect(result.summary.slots).toBe(1);
    expect(
      checkHardConstraints(
        { games, referees: [referee("r1"), referee("r2")], existing, rules: RULES },
        result.assignments,
      ),
    ).toEqual([]);
  });

  it("fills only the slate's games when a slate is given", () => {
    const result = run({
      games: [game("g1"), game("g2", { date: "2026-12-06" })],
      referees: [referee("r1")],
      slateGameIds: ["g2"],
    });
    expect(assigned(result)).toEqual({ "g2/referee": "r1" });
  });
});

function season(gameCount: number, refereeCount: number) {
  const levels = ["professional", "semi-pro", "amateur", "youth"];
  const games = Array.from({ length: gameCount }, (_, index) =>
    game(`g${index}`, {
      date: `2026-12-${String(1 + (index % 20)).padStart(2, "0")}`,
      time: ["09:00", "11:30", "14:00"][index % 3]!,
      venue: `Field ${index % 5}`,
      level: levels[index % 4]!,
      homeTeam: `Team ${index % 8}`,
      awayTeam: `Team ${(index * 3 + 1) % 8 === index % 8 ? (index + 1) % 8 : (index * 3 + 1) % 8}`,
      feeCents: [15000, 9000, 6000, 4000][index % 4]!,
      coordinates: { lat: 37.7 + (index % 5) * 0.02, lon: -122.45 },
    }),
  );
  const referees = Array.from({ length: refereeCount }, (_, index) =>
    referee(`r${String(index).padStart(2, "0")}`, {
      level: 1 + (index % 3),
      rating: 3 + (index % 5) * 0.4,
      maxGamesPerWeek: 2 + (index % 3),
      home: { lat: 37.7 + (index % 7) * 0.01, lon: -122.4 },
      availability:
        index % 4 === 0
          ? [
              {
                date: `2026-12-${String(1 + (index % 20)).padStart(2, "0")}`,
                kind: "full_day",
                startTime: null,
                endTime: null,
              },
            ]
          : [],
    }),
  );
  return { games, referees, rules: { ...RULES, maxGamesPerDay: 2, maxGamesPerWeek: 4 } };
}

describe("scheduleSlate: method and results", () => {
  it("is deterministic for a seed", () => {
    const input = season(60, 25);
    const first = scheduleSlate(input, { seed: 42 });
    const second = scheduleSlate(input, { seed: 42 });
    expect(first.summary.stoppedBy).toBe("iterations");
    expect(second.assignments).toEqual(first.assignments);
    expect(second.unfilled).toEqual(first.unfilled);
    expect(second.summary.objective).toBe(first.summary.objective);
    expect(scheduleSlate(input, { seed: 43 }).summary.hardViolations).toBe(0);
  });

  it("fills a feasible season completely without violations", () => {
    const result = scheduleSlate(season(60, 25), { seed: 1 });
    expect(result.summary).toMatchObject({ slots: 60, filled: 60, coverage: 1, hardViolations: 0 });
    expect(checkHardConstraints(season(60, 25), result.assignments)).toEqual([]);
  });

  it("spreads the work more evenly than a naive first-fit greedy", () => {
    const input = season(60, 25);
    const naive: { gameId: string; position: string; refereeId: string }[] = [];
    for (const slot of input.games) {
      const pick = input.referees.find(
        (candidate) =>
          checkHardConstraints(input, [...naive, { gameId: slot.id, position: "referee", refereeId: candidate.id }])
            .length === 0,
      );
      if (pick) naive.push({ gameId: slot.id, position: "referee", refereeId: pick.id });
    }
    const gamesPer = (list: { refereeId: string }[]) =>
      input.referees.map((candidate) => list.filter((item) => item.refereeId === candidate.id).length);
    const engine = scheduleSlate(input, { seed: 1 });
    expect(engine.assignments.length).toBeGreaterThanOrEqual(naive.length);
    expect(gini(gamesPer(engine.assignments))).toBeLessThan(gini(gamesPer(naive)) / 2);
    expect(engine.summary.workload.gini).toBeCloseTo(gini(gamesPer(engine.assignments)), 10);
  });

  it("spreads one team's games across referees", () => {
    const games = [5, 6, 7, 8].map((day) =>
      game(`g${day}`, { date: `2026-12-0${day}`, homeTeam: "Golden Gate FC", awayTeam: `Rivals ${day}` }),
    );
    const result = scheduleSlate(
      {
        games,
        referees: [referee("r1"), referee("r2")],
        rules: RULES,
        weights: { balance: 0, fees: 0, levelMatch: 0, travel: 0 },
      },
      { seed: 3 },
    );
    expect(result.summary.refereesSeeingATeamMoreThanTwice).toBe(0);
    expect(result.summary.refereesSeeingATeamTwiceOrMore).toBe(2);
  });

  it("respects preferences and keeps crews together when all else is equal", () => {
    const avoid = run({
      games: [game("g1")],
      referees: [referee("r1", { preferences: { avoidVenues: ["Kezar Stadium"] } }), referee("r2")],
    });
    expect(assigned(avoid)).toEqual({ "g1/referee": "r2" });

    const crewGame = game("g1", { positions: ["referee", "assistant_referee_1"] });
    const crew = run({
      games: [crewGame],
      referees: [referee("lead"), referee("r2"), referee("r3")],
      existing: [{ gameId: "g1", position: "referee", refereeId: "lead", status: "confirmed" }],
      pastCrews: [["lead", "r3"]],
    });
    expect(assigned(crew)).toEqual({ "g1/assistant_referee_1": "r3" });
    expect(crew.assignments[0]?.reasons).toContain("worked with lead before");
  });

  it("stops at the time budget when the clock runs out first", () => {
    let now = 0;
    const result = scheduleSlate(season(60, 25), { seed: 1, timeBudgetMs: 5, clock: () => (now += 10) });
    expect(result.summary.stoppedBy).toBe("time");
    expect(result.summary.hardViolations).toBe(0);
  });
});

describe("scheduleSlate: reasons in words", () => {
  it("explains availability, level, workload against the pool, distance from home and team exposure", () => {
    const result = run({
      games: [
        game("g1", {
          level: "professional",
          homeTeam: "Golden Gate FC",
          awayTeam: "Bay Rovers",
          coordinates: { lat: 37.8, lon: -122.4 },
        }),
      ],
      referees: [referee("r1", { rating: 4.5, home: { lat: 37.7, lon: -122.4 } }), referee("r2", { level: 1 })],
    });
    expect(result.assignments).toEqual([
      {
        gameId: "g1",
        position: "referee",
        refereeId: "r1",
        reasons: [
          "available",
          "level 3 fits professional",
          "1 game this month versus 0.5 on average",
          "6.9 mi from home",
          "first game with Golden Gate FC or Bay Rovers",
          "rated 4.5",
        ],
        explanation:
          "Available, level 3 fits professional, 1 game this month versus 0.5 on average, 6.9 mi from home, first game with Golden Gate FC or Bay Rovers, rated 4.5",
      },
    ]);
  });

  it("measures from the previous game of the day and names a team seen before", () => {
    const games = [
      game("g1", {
        time: "09:00",
        venue: "North Field",
        homeTeam: "Golden Gate FC",
        coordinates: { lat: 37.8, lon: -122.4 },
      }),
      game("g2", {
        time: "13:00",
        venue: "South Field",
        homeTeam: "Golden Gate FC",
        coordinates: { lat: 37.7, lon: -122.4 },
      }),
    ];
    const result = run({ games, referees: [referee("r1", { home: { lat: 38.2, lon: -122.4 } })] });
    // English readers get miles (11 km).
    const second = result.assignments.find((assignment) => assignment.gameId === "g2");
    expect(second?.reasons).toContain("6.9 mi from the previous game");
    expect(second?.reasons).toContain("second game with Golden Gate FC");
    expect(second?.reasons).toContain("2 games this month versus 2 on average");
  });
});
