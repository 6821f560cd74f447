import { describe, expect, it } from "vitest";
import {
  scheduleSlate,
  suggestReferees,
  type RefereeHistory,
  type ScheduleInput,
  type SchedulingGame,
} from "~/domain/auto-assign";
import { pastCrews, refereeHistory, schedulingWindows } from "~/domain/auto-assign-history";
import { buildScheduleInput } from "~/domain/auto-assign-settings";
import { gameRow } from "./fixtures/game-row";

describe("schedulingWindows", () => {
  it("loads whole weeks and calendar months around the range, the year before as history, the year to today for crews", () => {
    // Mar 25–31 2099: March runs from Wednesday 1st; the week of the 31st ends Sunday, April 5th.
    expect(schedulingWindows({ from: "2099-03-25", to: "2099-03-31" }, "2099-01-10")).toEqual({
      detail: { from: "2099-03-01", to: "2099-04-05" },
      history: { from: "2098-03-25", to: "2099-02-28" },
      crews: { from: "2098-01-10", to: "2099-01-10" },
    });
  });

  it("reaches into the previous month for a week that starts there, and two days beyond for overlaps", () => {
    // Tuesday 2026-12-01: its week starts Monday, November 30th.
    expect(schedulingWindows({ from: "2026-12-01", to: "2026-12-01" }, "2026-11-01").detail).toEqual({
      from: "2026-11-29",
      to: "2026-12-31",
    });
    // Monday 2027-03-01 is both a week's and a month's first day: the two overlap days still come before it.
    expect(schedulingWindows({ from: "2027-03-01", to: "2027-03-31" }, "2027-01-01").detail).toEqual({
      from: "2027-02-27",
      to: "2027-04-04",
    });
  });
});

describe("refereeHistory", () => {
  it("adds each referee's games, fees and games per team (home and away, names trimmed)", () => {
    expect(
      refereeHistory([
        { refereeId: "r1", homeTeam: "Hawks", awayTeam: "Owls", games: 2, feeCents: 8000 },
        { refereeId: "r1", homeTeam: "Owls ", awayTeam: "Larks", games: 1, feeCents: 4000 },
        { refereeId: "r2", homeTeam: "Hawks", awayTeam: "Hawks", games: 1, feeCents: 5000 },
      ]),
    ).toEqual([
      { refereeId: "r1", games: 3, feeCents: 12000, teams: { Hawks: 2, Owls: 3, Larks: 1 } },
      { refereeId: "r2", games: 1, feeCents: 5000, teams: { Hawks: 1 } },
    ]);
  });
});

describe("pastCrews", () => {
  it("groups referees who completed a game, or confirmed one already played, and drops games without a crew", () => {
    const today = "2026-12-10";
    expect(
      pastCrews(
        [
          { gameId: "g1", refereeId: "a", status: "completed", date: "2026-11-01" },
          { gameId: "g1", refereeId: "b", status: "completed", date: "2026-11-01" },
          { gameId: "g1", refereeId: "b", status: "completed", date: "2026-11-01" },
          { gameId: "g2", refereeId: "a", status: "confirmed", date: "2026-12-09" },
          { gameId: "g2", refereeId: "c", status: "confirmed", date: "2026-12-09" },
          // Not played yet: confirmed today or later.
          { gameId: "g3", refereeId: "a", status: "confirmed", date: "2026-12-10" },
          { gameId: "g3", refereeId: "d", status: "confirmed", date: "2026-12-10" },
          // Only one of them worked it.
          { gameId: "g4", refereeId: "b", status: "completed", date: "2026-10-01" },
          { gameId: "g4", refereeId: "c", status: "pending", date: "2026-10-01" },
        ],
        today,
      ),
    ).toEqual([
      ["a", "b"],
      ["a", "c"],
    ]);
  });
});

function game(id: string, overrides: Partial<SchedulingGame> = {}): SchedulingGame {
  return {
    id,
    date: "2026-12-05",
    time: "10:00",
    venue: "Kezar Stadium",
    level: "amateur",
    homeTeam: "Hawks",
    awayTeam: "Owls",
    positions: ["referee"],
    feeCents: 6000,
    ...overrides,
  };
}

const RULES = { timeZone: "America/Los_Angeles", travelBufferMinutes: 60, maxGamesPerDay: null, maxGamesPerWeek: null };

describe("the season so far in the engine", () => {
  const input: ScheduleInput = {
    games: [game("g1")],
    referees: [
      { id: "busy", name: "Busy", level: 3, rating: 4 },
      { id: "fresh", name: "Fresh", level: 3, rating: 4 },
    ],
    rules: RULES,
  };

  it("gives the slot to the referee with fewer games this season, all else equal", () => {
    const busyBefore = { ...input, history: [{ refereeId: "busy", games: 6, feeCents: 36000, teams: { Rooks: 6 } }] };
    expect(scheduleSlate(busyBefore, { seed: 1 }).assignments[0]?.refereeId).toBe("fresh");
    const freshBefore = { ...input, history: [{ refereeId: "fresh", games: 6, feeCents: 36000, teams: { Rooks: 6 } }] };
    expect(scheduleSlate(freshBefore, { seed: 1 }).assignments[0]?.refereeId).toBe("busy");
  });

  it("counts teams seen earlier in the season: exposure and the words", () => {
    // Equal workloads; one saw the Hawks twice already, the other saw other teams.
    const history: RefereeHistory[] = [
      { refereeId: "busy", games: 2, feeCents: 12000, teams: { Hawks: 2, Rooks: 2 } },
      { refereeId: "fresh", games: 2, feeCents: 12000, teams: { Larks: 2, Rooks: 2 } },
    ];
    const result = scheduleSlate({ ...input, history }, { seed: 1 });
    expect(result.assignments[0]?.refereeId).toBe("fresh");
    const suggestions = suggestReferees({ ...input, history }, { gameId: "g1", position: "referee" });
    expect(suggestions.suggestions.find((row) => row.refereeId === "busy")?.reasons).toContain("third game with Hawks");
    expect(suggestions.suggestions.find((row) => row.refereeId === "fresh")?.reasons).toContain(
      "first game with Hawks or Owls",
    );
  });
});

describe("buildScheduleInput with history and crews", () => {
  it("passes the organization's referees' history and past crews to the engine, and the crew weight changes a proposal", () => {
    const rows = {
      organization: {
        timeZone: "America/Los_Angeles",
        travelBufferMinutes: 60,
        maxGamesPerDay: null,
        conflictRules: null,
        schedulingSettings: null,
      },
      games: [gameRow({ positionType: "three_official" })],
      slateGameIds: ["g1"],
      referees: [
        { id: "lead", firstName: "Lead", lastName: "Ref", refereeLevel: 3, rating: 4 },
        // The partner rates higher than the game needs; the stranger fits a youth game better.
        { id: "partner", firstName: "Pat", lastName: "Partner", refereeLevel: 3, rating: 5 },
        { id: "stranger", firstName: "Sam", lastName: "Stranger", refereeLevel: 1, rating: 0 },
        { id: "second", firstName: "Sid", lastName: "Second", refereeLevel: 2, rating: 3 },
      ],
      blocks: [],
      recurringBlocks: [],
      assignments: [
        { gameId: "g1", position: "referee", refereeId: "lead", status: "confirmed" },
        { gameId: "g1", position: "assistant_referee_2", refereeId: "second", status: "confirmed" },
      ],
      history: [
        { refereeId: "partner", homeTeam: "Kites", awayTeam: "Rooks", games: 1, feeCents: 4000 },
        { refereeId: "stranger", homeTeam: "Wrens", awayTeam: "Jays", games: 1, feeCents: 4000 },
        { refereeId: "someone-else", homeTeam: "Wrens", awayTeam: "Jays", games: 9, feeCents: 4000 },
      ],
      crews: [
        { gameId: "past", refereeId: "lead", status: "completed", date: "2026-10-03" },
        { gameId: "past", refereeId: "partner", status: "completed", date: "2026-10-03" },
        { gameId: "past", refereeId: "someone-else", status: "completed", date: "2026-10-03" },
      ],
      today: "2026-11-20",
    };
    const input = buildScheduleInput(rows);
    expect(input.history?.map((entry) => entry.refereeId)).toEqual(["partner", "stranger"]);
    expect(input.pastCrews).toEqual([["lead", "partner"]]);

    const ar1 = (weights: { crew: number }) =>
      scheduleSlate({ ...input, weights: { ...input.weights, ...weights } }, { seed: 1 }).assignments.find(
        (a) => a.position === "assistant_referee_1",
      );
    expect(ar1({ crew: 0 })?.refereeId).toBe("stranger");
    const together = ar1({ crew: 5 });
    expect(together?.refereeId).toBe("partner");
    expect(together?.reasons).toContain("worked with Lead Ref before");
    // Without today (no crews loaded) nothing counts as a past crew.
    expect(buildScheduleInput({ ...rows, today: undefined }).pastCrews).toEqual([]);
  });
});
