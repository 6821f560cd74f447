import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parseConflictRules } from "~/domain/conflict-rules";
import { DEFAULT_CONFLICT_RULES } from "~/domain/conflicts";
import {
  AutoAssignRequestSchema,
  buildScheduleInput,
  RefereeSchedulingProfileSchema,
  DEFAULT_SCHEDULING_SETTINGS,
  parseSchedulingSettingsForm,
  readSchedulingSettings,
  selectSlateGames,
  type SchedulingRows,
} from "~/domain/auto-assign-settings";
import { scheduleSlate } from "~/domain/auto-assign";
import { gameRow } from "./fixtures/game-row";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const weights = {
  balance: "1",
  fees: "0.5",
  levelMatch: "2",
  teamRepeat: "3",
  crew: "0",
  preferences: "1",
  travel: "1",
};

describe("scheduling settings", () => {
  it("reads null as the defaults and keeps defaults for missing weights", () => {
    expect(readSchedulingSettings(null)).toEqual(DEFAULT_SCHEDULING_SETTINGS);
    const partial = readSchedulingSettings({ weights: { teamRepeat: 4 }, maxGamesPerWeek: 3 });
    expect(partial.weights.teamRepeat).toBe(4);
    expect(partial.weights.balance).toBe(1);
    expect(partial.maxGamesPerWeek).toBe(3);
  });

  it("falls back to the defaults when the stored JSON is out of range", () => {
    expect(readSchedulingSettings({ weights: { balance: -3 } })).toEqual(DEFAULT_SCHEDULING_SETTINGS);
  });

  it("parses the form, a blank weekly maximum meaning no limit", () => {
    const parsed = parseSchedulingSettingsForm(form({ ...weights, maxGamesPerWeek: "" }));
    expect(parsed).toEqual({
      success: true,
      output: {
        weights: { balance: 1, fees: 0.5, levelMatch: 2, teamRepeat: 3, crew: 0, preferences: 1, travel: 1 },
        maxGamesPerWeek: null,
      },
    });
  });

  it("refuses negative, too large and non-numeric values with messages and keeps the input", () => {
    const parsed = parseSchedulingSettingsForm(
      form({ ...weights, balance: "-1", fees: "abc", travel: "11", maxGamesPerWeek: "2.5" }),
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors.balance).toBe("A weight is 0 (off) or more.");
    expect(parsed.errors.fees).toBe("Enter a number.");
    expect(parsed.errors.travel).toBe("A weight is at most 10.");
    expect(parsed.errors.maxGamesPerWeek).toBe("Enter a whole number.");
    expect(parsed.values.fees).toBe("abc");
  });
});

describe("auto-assign request", () => {
  it("refuses an end before the start and ranges over 92 days", () => {
    const backwards = v.safeParse(AutoAssignRequestSchema, {
      from: "2026-12-10",
      to: "2026-12-01",
      levels: [],
      venues: [],
    });
    expect(backwards.success).toBe(false);
    expect(backwards.issues?.[0].message).toBe("The end date is before the start date.");
    const long = v.safeParse(AutoAssignRequestSchema, { from: "2026-01-01", to: "2026-06-01", levels: [], venues: [] });
    expect(long.issues?.[0].message).toBe("Pick at most 92 days at a time.");
    expect(
      v.safeParse(AutoAssignRequestSchema, { from: "2026-12-01", to: "2026-12-01", levels: ["youth"], venues: [] })
        .success,
    ).toBe(true);
    expect(
      v.safeParse(AutoAssignRequestSchema, { from: "2026-12-01", to: "2026-12-02", levels: ["pro"], venues: [] })
        .success,
    ).toBe(false);
  });
});

describe("selectSlateGames", () => {
  const rows = [
    gameRow({ id: "a" }),
    gameRow({ id: "b", level: "amateur", venue: "South Park" }),
    gameRow({ id: "c", date: "2026-12-20" }),
    gameRow({ id: "d", status: "cancelled" }),
    gameRow({ id: "e", status: "completed" }),
  ];
  it("keeps live games in the range, filtered by levels and venues (case-insensitive)", () => {
    const request = { from: "2026-12-01", to: "2026-12-10", levels: [], venues: [] };
    expect(selectSlateGames(rows, request).map((row) => row.id)).toEqual(["a", "b"]);
    expect(selectSlateGames(rows, { ...request, levels: ["amateur" as const] }).map((row) => row.id)).toEqual(["b"]);
    expect(selectSlateGames(rows, { ...request, venues: ["north field"] }).map((row) => row.id)).toEqual(["a"]);
  });
});

describe("buildScheduleInput", () => {
  const rows: SchedulingRows = {
    organization: {
      timeZone: "America/Los_Angeles",
      travelBufferMinutes: 45,
      maxGamesPerDay: 2,
      conflictRules: null,
      schedulingSettings: { weights: { crew: 0 }, maxGamesPerWeek: 4 },
    },
    games: [gameRow({ id: "g1", positionType: "three_official" }), gameRow({ id: "g2", time: "14:00" })],
    slateGameIds: ["g1", "g2", "gone"],
    referees: [
      { id: "r1", firstName: "Ada", lastName: "Moss", refereeLevel: 3, rating: 4.5 },
      { id: "r2", firstName: "Ben", lastName: "Reed", refereeLevel: null, rating: null },
    ],
    blocks: [{ userId: "r2", date: "2026-12-05", kind: "full_day", startTime: null, endTime: null }],
    recurringBlocks: [
      {
        userId: "r1",
        weekday: 2,
        kind: "time_range",
        startTime: "18:00",
        endTime: "21:00",
        startsOn: "2026-11-01",
        endsOn: null,
      },
    ],
    assignments: [
      { gameId: "g1", position: "referee", refereeId: "r1", status: "confirmed" },
      { gameId: "g1", position: "assistant_referee_1", refereeId: "r2", status: "pending" },
      { gameId: "elsewhere", position: "referee", refereeId: "r1", status: "pending" },
      { gameId: "g2", position: "referee", refereeId: "stranger", status: "pending" },
    ],
  };

  it("maps the organization's rules, settings, referees, blocks and live assignments", () => {
    const input = buildScheduleInput(rows);
    expect(input.rules).toEqual({
      timeZone: "America/Los_Angeles",
      travelBufferMinutes: 45,
      maxGamesPerDay: 2,
      maxGamesPerWeek: 4,
      conflictRules: DEFAULT_CONFLICT_RULES,
    });
    expect(input.weights?.crew).toBe(0);
    expect(input.games.find((row) => row.id === "g1")?.positions).toEqual([
      "referee",
      "assistant_referee_1",
      "assistant_referee_2",
    ]);
    expect(
      input.referees.map((referee) => [
        referee.id,
        referee.name,
        referee.availability?.length,
        referee.recurringAvailability?.length,
      ]),
    ).toEqual([
      ["r1", "Ada Moss", 0, 1],
      ["r2", "Ben Reed", 1, 0],
    ]);
    // Only assignments of loaded games and of the organization's referees are kept.
    expect(input.existing).toEqual([
      { gameId: "g1", position: "referee", refereeId: "r1", status: "confirmed" },
      { gameId: "g1", position: "assistant_referee_1", refereeId: "r2", status: "pending" },
    ]);
    expect(input.slateGameIds).toEqual(["g1", "g2"]);
  });

  it("gives the engine an input it schedules without violations, leaving the blocked referee out", () => {
    const result = scheduleSlate(buildScheduleInput(rows), { seed: 1, maxIterations: 500 });
    expect(result.summary.hardViolations).toBe(0);
    // g1 AR2 is open, g2 referee is open; r2 is blocked all day, r1 is on g1 already (overlap for g1).
    expect(result.assignments).toEqual([
      expect.objectContaining({ gameId: "g2", position: "referee", refereeId: "r1" }),
    ]);
    expect(result.unfilled.map((slot) => `${slot.gameId}:${slot.position}`)).toEqual(["g1:assistant_referee_2"]);
  });

  it("reads stored conflict rules the way the assignment dialogs do: valid rules count, malformed ones mean the defaults", () => {
    const organization = rows.organization;
    const custom = {
      gameLengthMinutes: { professional: 120, "semi-pro": 120, amateur: 120, youth: 60 },
      eligibleLevels: { 1: ["youth"], 2: ["youth", "amateur"], 3: ["youth", "amateur", "semi-pro", "professional"] },
    };
    const rulesFor = (conflictRules: unknown) =>
      buildScheduleInput({ ...rows, organization: { ...organization, conflictRules } }).rules.conflictRules;
    expect(rulesFor(custom)?.gameLengthMinutes.youth).toBe(60);
    expect(rulesFor(custom)?.eligibleLevels[1]).toEqual(["youth"]);
    expect(rulesFor(custom)).toEqual(parseConflictRules(custom));
    // Partial, out of range, unknown levels, not JSON: the defaults, as in the dialogs (no half-merged rules).
    expect(rulesFor({ gameLengthMinutes: { youth: 60 }, eligibleLevels: { 1: ["youth"] } })).toBe(
      DEFAULT_CONFLICT_RULES,
    );
    expect(rulesFor({ ...custom, gameLengthMinutes: { ...custom.gameLengthMinutes, youth: -5 } })).toBe(
      DEFAULT_CONFLICT_RULES,
    );
    expect(rulesFor({ ...custom, eligibleLevels: { ...custom.eligibleLevels, 2: ["futsal"] } })).toBe(
      DEFAULT_CONFLICT_RULES,
    );
    expect(rulesFor("{not json")).toBe(DEFAULT_CONFLICT_RULES);
    expect(rulesFor(null)).toBe(DEFAULT_CONFLICT_RULES);
  });
});

describe("a referee's own scheduling profile", () => {
  it("reaches the engine: home, venue coordinates, capacity and preferences; malformed preferences count as none", () => {
    const input = buildScheduleInput({
      organization: {
        timeZone: "America/Los_Angeles",
        travelBufferMinutes: 60,
        maxGamesPerDay: null,
        conflictRules: null,
        schedulingSettings: null,
      },
      games: [gameRow({ id: "g1", latitude: 37.8, longitude: -122.27 }), gameRow({ id: "g2", time: "15:00" })],
      slateGameIds: ["g1", "g2"],
      referees: [
        {
          id: "r1",
          firstName: "Ada",
          lastName: "Moss",
          refereeLevel: 3,
          rating: 4.5,
          homeLatitude: 37.81,
          homeLongitude: -122.27,
          maxGamesPerWeek: 2,
          maxGamesPerMonth: 6,
          schedulingPreferences: { weekdays: [6], avoidTeams: ["Hawks"], levels: [] },
        },
        {
          id: "r2",
          firstName: "Ben",
          lastName: "Reed",
          refereeLevel: 2,
          rating: 4,
          homeLatitude: 37.81,
          homeLongitude: null,
          schedulingPreferences: { weekdays: ["Saturday"] },
        },
      ],
      blocks: [],
      recurringBlocks: [],
      assignments: [],
    });
    expect(input.games.map((row) => row.coordinates)).toEqual([{ lat: 37.8, lon: -122.27 }, null]);
    const [ada, ben] = input.referees;
    expect(ada).toMatchObject({
      home: { lat: 37.81, lon: -122.27 },
      maxGamesPerWeek: 2,
      maxGamesPerMonth: 6,
      preferences: { weekdays: [6], avoidTeams: ["Hawks"] },
    });
    expect(ada?.preferences).not.toHaveProperty("levels");
    expect(ben).toMatchObject({ home: null, maxGamesPerWeek: null, preferences: undefined });
  });

  it("the settings form: blanks are no limit and no preference; half a location and a month under a week are refused", () => {
    const blank = {
      homeLabel: "",
      homeLatitude: "",
      homeLongitude: "",
      maxGamesPerWeek: "",
      maxGamesPerMonth: "",
      levels: [],
      weekdays: [],
      venues: [],
      avoidVenues: [],
      avoidTeams: "",
    };
    expect(v.parse(RefereeSchedulingProfileSchema, blank)).toEqual({
      ...blank,
      homeLabel: null,
      homeLatitude: null,
      homeLongitude: null,
      maxGamesPerWeek: null,
      maxGamesPerMonth: null,
      avoidTeams: [],
    });
    expect(
      v.parse(RefereeSchedulingProfileSchema, { ...blank, weekdays: ["6", "0"], avoidTeams: "Hawks\nOwls, Hawks" }),
    ).toMatchObject({ weekdays: [6, 0], avoidTeams: ["Hawks", "Owls"] });
    const refused = v.safeParse(RefereeSchedulingProfileSchema, {
      ...blank,
      homeLatitude: "37.8",
      maxGamesPerWeek: "5",
      maxGamesPerMonth: "3",
      venues: ["North"],
      avoidVenues: ["North"],
    });
    const nested = refused.success ? {} : (v.flatten(refused.issues).nested ?? {});
    expect(Object.keys(nested).sort()).toEqual(["avoidVenues", "homeLongitude", "maxGamesPerMonth"]);
    expect(v.safeParse(RefereeSchedulingProfileSchema, { ...blank, maxGamesPerWeek: "2.5" }).success).toBe(false);
  });
});
