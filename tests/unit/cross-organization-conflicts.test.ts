/** The cross-organization rule (decision 0066): one rule for the dialog's check and the scheduling engine. */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONFLICT_RULES,
  findConflicts,
  hasHardConflict,
  OTHER_ORGANIZATION_WINDOW_DAYS,
  otherOrganizationSpan,
  type ConflictGame,
  type OtherOrganizationGame,
} from "~/domain/conflicts";
import { GAME_LENGTH_MAX_MINUTES } from "~/domain/conflict-rules";
import { TRAVEL_BUFFER_MAX_MINUTES } from "~/domain/organization-settings";
import { checkHardConstraints, scheduleSlate, suggestReferees, type ScheduleInput } from "~/domain/auto-assign";
import { addDays } from "~/domain/dates";

// League B plays in Los Angeles; the referee's other league (A) in New York, three hours ahead.
const game: ConflictGame = {
  id: "b-game",
  date: "2026-12-05",
  time: "10:30",
  level: "amateur",
  venue: "Kezar Stadium",
  homeTeam: "B Home",
  awayTeam: "B Away",
};

function elsewhere(overrides: Partial<OtherOrganizationGame> = {}): OtherOrganizationGame {
  return {
    date: "2026-12-05",
    time: "13:00",
    level: "amateur",
    timeZone: "America/New_York",
    rules: DEFAULT_CONFLICT_RULES,
    ...overrides,
  };
}

function check(others: OtherOrganizationGame[], travelBufferMinutes = 60) {
  return findConflicts({
    referee: { level: 3 },
    game,
    availability: [],
    otherGames: [],
    otherOrganizationGames: others,
    settings: { timeZone: "America/Los_Angeles", travelBufferMinutes, maxGamesPerDay: null },
  });
}

describe("findConflicts: games in other organizations", () => {
  it("compares real instants: 13:00 in New York is 10:00 in Los Angeles, overlapping a 10:30 game", () => {
    expect(check([elsewhere()])).toEqual([
      { code: "other_organization", severity: "hard", message: "Busy with another organization" },
    ]);
    expect(hasHardConflict(check([elsewhere()]))).toBe(true);
  });

  it("the same wall-clock time in the other time zone is hours away, and no conflict", () => {
    // 10:00 in New York is 07:00 in Los Angeles; a 120-minute game ends 09:00, 90 minutes before 10:30.
    expect(check([elsewhere({ time: "10:00" })])).toEqual([]);
  });

  it("within the travel buffer counts, whatever the venue; outside it does not", () => {
    // Ends 09:00 Los Angeles time: 90 minutes before kick-off.
    expect(check([elsewhere({ time: "10:00" })], 91).map((conflict) => conflict.code)).toEqual(["other_organization"]);
    expect(check([elsewhere({ time: "10:00" })], 90)).toEqual([]);
    // After the game: B's game ends 12:30 Los Angeles (15:30 New York); A's 16:00 kick-off is 30 minutes later.
    expect(check([elsewhere({ time: "16:00" })], 31).map((conflict) => conflict.code)).toEqual(["other_organization"]);
    expect(check([elsewhere({ time: "16:00" })], 30)).toEqual([]);
  });

  it("uses the other organization's game length for its level", () => {
    // 08:00 New York is 05:00 Los Angeles: a 120-minute game ends at 07:00; a 330-minute one at 10:30.
    expect(check([elsewhere({ time: "08:00" })], 0)).toEqual([]);
    const long = { ...DEFAULT_CONFLICT_RULES, gameLengthMinutes: { ...DEFAULT_CONFLICT_RULES.gameLengthMinutes } };
    long.gameLengthMinutes.amateur = 331;
    expect(check([elsewhere({ time: "08:00", rules: long })], 0).map((conflict) => conflict.code)).toEqual([
      "other_organization",
    ]);
  });

  it("names one conflict for several games, and nothing of them", () => {
    const conflicts = check([elsewhere(), elsewhere({ time: "14:00" })]);
    expect(conflicts).toHaveLength(1);
    expect(JSON.stringify(conflicts)).not.toMatch(/New_York|13:00|14:00|2026/);
  });

  it("reads a window of dates no conflicting game can fall outside", () => {
    // The widest case: B at UTC-12 late in the day, A at UTC+14 early, the longest game and buffer.
    const far: ConflictGame = { ...game, time: "23:59", level: "professional" };
    const rules = {
      ...DEFAULT_CONFLICT_RULES,
      gameLengthMinutes: { ...DEFAULT_CONFLICT_RULES.gameLengthMinutes, professional: GAME_LENGTH_MAX_MINUTES },
    };
    const settings = { timeZone: "Etc/GMT+12", travelBufferMinutes: TRAVEL_BUFFER_MAX_MINUTES, maxGamesPerDay: null };
    // Every A kick-off that conflicts, by A's local date: never more than the window away.
    const dates = new Set<string>();
    for (let offset = -4; offset <= 4; offset++) {
      const date = addDays(far.date, offset);
      for (let minutes = 0; minutes < 1440; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const conflicts = findConflicts({
          referee: { level: 3 },
          game: far,
          availability: [],
          otherGames: [],
          otherOrganizationGames: [{ date, time, level: "professional", timeZone: "Pacific/Kiritimati", rules }],
          settings,
          rules,
        });
        if (conflicts.some((conflict) => conflict.code === "other_organization")) dates.add(date);
      }
    }
    expect(dates.size).toBeGreaterThan(0);
    expect([...dates].sort().at(-1)).toBe(addDays(far.date, OTHER_ORGANIZATION_WINDOW_DAYS));
    expect([...dates].every((date) => date <= addDays(far.date, OTHER_ORGANIZATION_WINDOW_DAYS))).toBe(true);
  });

  it("spans a game in its own time zone", () => {
    const span = otherOrganizationSpan(elsewhere({ time: "13:00" }));
    expect(new Date(span.start).toISOString()).toBe("2026-12-05T18:00:00.000Z");
    expect(span.end - span.start).toBe(120 * 60_000);
  });
});

describe("the scheduling engine and games in other organizations", () => {
  const input: ScheduleInput = {
    rules: { timeZone: "America/Los_Angeles", travelBufferMinutes: 60, maxGamesPerDay: null, maxGamesPerWeek: null },
    games: [{ ...game, positions: ["referee"], feeCents: 5000 }],
    referees: [
      { id: "busy", name: "Busy", level: 3, rating: 5, otherOrganizationGames: [elsewhere()] },
      { id: "free", name: "Free", level: 1, rating: 1, otherOrganizationGames: [elsewhere({ time: "10:00" })] },
    ],
  };

  it("auto-assign passes over a referee busy elsewhere, however good a fit", () => {
    const result = scheduleSlate(input, { seed: 1 });
    expect(result.assignments.map((assignment) => assignment.refereeId)).toEqual(["free"]);
    expect(result.summary.hardViolations).toBe(0);
  });

  it("an unfilled slot counts the referees another organization has", () => {
    const result = scheduleSlate({ ...input, referees: [input.referees[0]!] }, { seed: 1 });
    expect(result.unfilled[0]?.eliminated).toEqual({ other_organization: 1 });
    expect(result.unfilled[0]?.reason).toBe("No referee can take this slot: 1 busy with another organization");
  });

  it("suggestions leave the referee out, naming the conflict", () => {
    const result = suggestReferees(input, { gameId: "b-game", position: "referee" });
    expect(result.suggestions.map((suggestion) => suggestion.refereeId)).toEqual(["free"]);
    expect(result.leftOut).toEqual([
      {
        refereeId: "busy",
        conflicts: [{ code: "other_organization", severity: "hard", message: "Busy with another organization" }],
      },
    ]);
  });

  it("the independent checker flags a proposal that ignores it", () => {
    expect(checkHardConstraints(input, [{ gameId: "b-game", position: "referee", refereeId: "busy" }])).toEqual([
      {
        gameId: "b-game",
        position: "referee",
        refereeId: "busy",
        code: "other_organization",
        message: "Busy with another organization",
      },
    ]);
  });
});
