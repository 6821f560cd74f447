/**
 * The rules experienced assignors rely on (issue 21, decision 0072), one by one through `findConflicts`:
 * team ties and scratches, the teams' game times, do-not-pair, ranks, game ratings, travel distance and
 * credentials, each at the strength the organization's policy gives it.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_ASSIGNMENT_POLICY, parseAssignmentPolicy, type AssignmentPolicy } from "~/domain/assignment-policy";
import { findConflicts, type ConflictGame, type ConflictInput } from "~/domain/conflicts";
import { NO_RULE_FACTS, startPointFor, teamCovers, type RefereeRuleFacts } from "~/domain/referee-rule-checks";
import { distanceUnitFor, formatDistance } from "~/domain/distance";

const game: ConflictGame = {
  id: "game",
  date: "2026-12-05", // a Saturday
  time: "10:00",
  level: "youth",
  venue: "Kezar Stadium",
  homeTeam: "Oakland Roots U12",
  awayTeam: "Bay Rovers",
};

function facts(overrides: Partial<RefereeRuleFacts>): RefereeRuleFacts {
  return { ...NO_RULE_FACTS, ...overrides };
}

function policy(overrides: Partial<AssignmentPolicy> = {}): AssignmentPolicy {
  return { ...DEFAULT_ASSIGNMENT_POLICY, ...overrides };
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

const codes = (overrides: Partial<ConflictInput>) => check(overrides).map((conflict) => conflict.code);

describe("team ties", () => {
  it("coaching a club is a hard conflict on any of its teams' games, named in the referee's words", () => {
    expect(
      check({ facts: facts({ teams: [{ team: "Oakland Roots", relation: "coaches", byStaff: false }] }) }),
    ).toEqual([{ code: "team_involvement", severity: "hard", message: "Coaches Oakland Roots U12" }]);
  });

  it("a club name covers its teams, not another club that merely starts alike", () => {
    expect(teamCovers("Oakland Roots", "oakland roots u12")).toBe(true);
    expect(teamCovers("Oakland Roots", "  Oakland Roots ")).toBe(true);
    expect(teamCovers("Oakland Roots", "Oakland Rootsy FC")).toBe(false);
    expect(teamCovers("", "Oakland Roots")).toBe(false);
  });

  it("playing for and family on a team read as such", () => {
    const found = check({
      facts: facts({
        teams: [
          { team: "Bay Rovers", relation: "plays", byStaff: false },
          { team: "Oakland Roots U12", relation: "family", byStaff: false },
        ],
      }),
    });
    expect(found.map((conflict) => conflict.message)).toEqual([
      "Plays for Bay Rovers",
      "Has family on Oakland Roots U12",
    ]);
  });

  it("a tie entered by the staff, and a scratch, are marked staff-only", () => {
    const found = check({
      facts: facts({
        teams: [
          { team: "Bay Rovers", relation: "other", byStaff: true },
          { team: "Oakland Roots", relation: "scratched", byStaff: true },
        ],
      }),
    });
    expect(found).toEqual([
      {
        code: "team_involvement",
        severity: "hard",
        message: "Has a tie to Bay Rovers (noted by an assignor)",
        staffOnly: true,
      },
      { code: "team_scratch", severity: "hard", message: "Scratched by Oakland Roots", staffOnly: true },
    ]);
  });

  it("a tie to neither team finds nothing", () => {
    expect(check({ facts: facts({ teams: [{ team: "Mission FC", relation: "coaches", byStaff: false }] }) })).toEqual(
      [],
    );
  });

  it("the organization can make a tie a warning or switch the rule off", () => {
    const tied = facts({ teams: [{ team: "Bay Rovers", relation: "family", byStaff: false }] });
    const soft = policy({ strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, team_involvement: "soft" } });
    const off = policy({ strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, team_involvement: "off" } });
    expect(check({ facts: tied, policy: soft }).map((conflict) => conflict.severity)).toEqual(["soft"]);
    expect(check({ facts: tied, policy: off })).toEqual([]);
  });
});

describe("the teams' game times", () => {
  const theirGame: ConflictGame = {
    id: "their-game",
    date: "2026-12-05",
    time: "11:00",
    level: "youth",
    venue: "Laney College",
    homeTeam: "Mission FC",
    awayTeam: "Oakland Roots U14",
  };

  it("a referee who plays or coaches is unavailable while their team plays, even in another game", () => {
    const found = check({
      game: { ...game, homeTeam: "Golden Gate FC", awayTeam: "Sunset United" },
      facts: facts({ teams: [{ team: "Oakland Roots", relation: "coaches", byStaff: false }], teamGames: [theirGame] }),
    });
    expect(found).toEqual([
      {
        code: "team_commitment",
        severity: "hard",
        message: "Coaches Oakland Roots, who play Mission FC vs Oakland Roots U14 at 11:00",
      },
    ]);
  });

  it("family on a team, or a team game at another hour, does not take the referee away", () => {
    const other = { ...game, homeTeam: "Golden Gate FC", awayTeam: "Sunset United" };
    expect(
      check({
        game: other,
        facts: facts({
          teams: [{ team: "Oakland Roots", relation: "family", byStaff: false }],
          teamGames: [theirGame],
        }),
      }),
    ).toEqual([]);
    expect(
      check({
        game: other,
        facts: facts({
          teams: [{ team: "Oakland Roots", relation: "plays", byStaff: false }],
          teamGames: [{ ...theirGame, time: "15:00" }],
        }),
      }),
    ).toEqual([]);
  });
});

describe("do-not-pair", () => {
  const avoid = facts({ avoid: [{ partnerId: "u-jane", partnerName: "Jane Doe", hard: true }] });

  it("is a conflict only when the partner is on the game, at the pair's strength", () => {
    expect(check({ facts: avoid, crew: ["u-jane"] })).toEqual([
      { code: "do_not_pair", severity: "hard", message: "Not to be paired with Jane Doe, who is on this game" },
    ]);
    expect(check({ facts: avoid, crew: ["u-other"] })).toEqual([]);
    const soft = facts({ avoid: [{ partnerId: "u-jane", partnerName: "Jane Doe", hard: false }] });
    expect(check({ facts: soft, crew: ["u-jane"] }).map((conflict) => conflict.severity)).toEqual(["soft"]);
  });

  it("preferred partners are never a conflict", () => {
    expect(check({ facts: facts({ prefer: ["u-jane"] }), crew: ["u-jane"] })).toEqual([]);
  });
});

describe("ranks per position", () => {
  const ranksOn = policy({ strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, position_not_ranked: "hard" } });
  const ranked = facts({ ranks: [{ position: "assistant", level: "youth" }] });

  it("are off by default", () => {
    expect(check({ facts: ranked, position: "referee" })).toEqual([]);
  });

  it("rule out a position the referee is not ranked for at the game's level; both assistant slots are one rank", () => {
    expect(check({ facts: ranked, position: "referee", policy: ranksOn })).toEqual([
      { code: "position_not_ranked", severity: "hard", message: "Not ranked as referee for youth games" },
    ]);
    expect(check({ facts: ranked, position: "assistant_referee_2", policy: ranksOn })).toEqual([]);
    expect(
      codes({ facts: ranked, position: "assistant_referee_1", policy: ranksOn, game: { ...game, level: "amateur" } }),
    ).toEqual(["position_not_ranked"]);
  });

  it("without a position, asks for a rank at the level in any position", () => {
    expect(check({ facts: ranked, policy: ranksOn })).toEqual([]);
    expect(check({ facts: NO_RULE_FACTS, policy: ranksOn })).toEqual([
      { code: "position_not_ranked", severity: "hard", message: "Not ranked for any position in youth games" },
    ]);
  });
});

describe("game ratings", () => {
  it("a game rated for a range of levels rules out referees outside it (no level counts as 1)", () => {
    const rated = { ...game, minRefereeLevel: 2, maxRefereeLevel: 3 };
    expect(check({ game: rated, referee: { level: 1 } })).toEqual([
      {
        code: "outside_game_rating",
        severity: "hard",
        message: "This game is rated for level 2–3 referees; they are level 1",
      },
    ]);
    expect(codes({ game: rated, referee: { level: null } })).toEqual(["outside_game_rating"]);
    expect(check({ game: rated, referee: { level: 2 } })).toEqual([]);
    expect(codes({ game: { ...game, maxRefereeLevel: 2 }, referee: { level: 3 } })).toEqual(["outside_game_rating"]);
    expect(check({ game: { ...game, minRefereeLevel: null, maxRefereeLevel: null }, referee: { level: 1 } })).toEqual(
      [],
    );
  });
});

describe("travel distance", () => {
  // Oakland (home), Sacramento (about 120 km away), San Francisco (about 13 km).
  const oakland = { lat: 37.8044, lon: -122.2712 };
  const sacramento = { lat: 38.5816, lon: -121.4944 };
  const sanFrancisco = { lat: 37.7749, lon: -122.4194 };
  const limited = facts({ maxTravelKm: 80, home: { coordinates: oakland, label: "Oakland, CA" } });

  it("a venue beyond the limit from home is a conflict, worded in the reader's unit", () => {
    const found = check({ facts: limited, game: { ...game, coordinates: sacramento } });
    expect(found.map((conflict) => conflict.code)).toEqual(["beyond_travel_distance"]);
    expect(found[0]!.message).toMatch(/^\d+ mi from Oakland, CA, beyond their travel limit of 50 mi$/);
  });

  it("a near venue, no limit, or no coordinates find nothing", () => {
    expect(check({ facts: limited, game: { ...game, coordinates: sanFrancisco } })).toEqual([]);
    expect(check({ facts: { ...limited, maxTravelKm: null }, game: { ...game, coordinates: sacramento } })).toEqual([]);
    expect(check({ facts: limited, game: { ...game, coordinates: null } })).toEqual([]);
    expect(check({ facts: { ...limited, home: null }, game: { ...game, coordinates: sacramento } })).toEqual([]);
  });

  it("a start point for that weekday and hour replaces home", () => {
    const withWork = {
      ...limited,
      startPoints: [
        { label: "Office", coordinates: { lat: 38.56, lon: -121.5 }, weekdays: [6], from: "08:00", to: "12:00" },
      ],
    };
    expect(check({ facts: withWork, game: { ...game, coordinates: sacramento } })).toEqual([]);
    expect(startPointFor(withWork, "2026-12-05", "12:00")?.label).toBe("Oakland, CA");
    expect(startPointFor(withWork, "2026-12-06", "10:00")?.label).toBe("Oakland, CA");
    expect(startPointFor(withWork, "2026-12-05", "09:30")?.label).toBe("Office");
    const farFromOffice = check({ facts: withWork, game: { ...game, coordinates: oakland } });
    expect(farFromOffice[0]?.message).toMatch(/from Office,/);
  });

  it("miles for English readers, kilometres for the others", () => {
    expect(distanceUnitFor("en-US")).toBe("mi");
    expect(distanceUnitFor("de")).toBe("km");
    expect(formatDistance(80, "en-US")).toBe("50 mi");
    expect(formatDistance(80, "de")).toBe("80 km");
    expect(formatDistance(8.04672, "fr")).toBe("8\u202fkm"); // French puts a narrow no-break space before units
    expect(formatDistance(12.5, "es", "km")).toBe("13 km");
    expect(formatDistance(4.2, "de", "km")).toBe("4,2 km");
  });
});

describe("credentials", () => {
  const required = policy({
    requiredCredentials: { ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials, youth: ["background_check"] },
  });

  it("a level's required credential missing is a hard conflict", () => {
    expect(check({ policy: required })).toEqual([
      {
        code: "credential_missing",
        severity: "hard",
        message: "No background check on record, required for youth games",
      },
    ]);
  });

  it("one expiring before the game's date is a hard conflict; valid through that day, or without expiry, passes", () => {
    const expiring = (expiresOn: string | null) =>
      facts({ credentials: [{ kind: "background_check", name: "Live Scan", expiresOn }] });
    expect(check({ policy: required, facts: expiring("2026-12-04") })).toEqual([
      {
        code: "credential_expired",
        severity: "hard",
        message: "Their background check is valid only until Dec 4, 2026",
      },
    ]);
    expect(check({ policy: required, facts: expiring("2026-12-05") })).toEqual([]);
    expect(check({ policy: required, facts: expiring(null) })).toEqual([]);
  });

  it("another kind does not stand in, and levels without requirements ask for nothing", () => {
    const certificate = facts({ credentials: [{ kind: "certification", name: "Grade 8", expiresOn: null }] });
    expect(codes({ policy: required, facts: certificate })).toEqual(["credential_missing"]);
    expect(check({ policy: required, game: { ...game, level: "amateur" } })).toEqual([]);
  });
});

describe("the stored policy", () => {
  it("reads defaults for nothing, junk, or a partial policy; keeps what is valid", () => {
    expect(parseAssignmentPolicy(null)).toEqual(DEFAULT_ASSIGNMENT_POLICY);
    expect(parseAssignmentPolicy("{not json")).toEqual(DEFAULT_ASSIGNMENT_POLICY);
    const partial = parseAssignmentPolicy({ strength: { team_scratch: "soft" }, declineCutoffHours: 36 });
    expect(partial.strength.team_scratch).toBe("soft");
    expect(partial.strength.team_involvement).toBe("hard");
    expect(partial.declineCutoffHours).toBe(36);
    expect(parseAssignmentPolicy({ strength: { team_scratch: "maybe" } })).toEqual(DEFAULT_ASSIGNMENT_POLICY);
    expect(parseAssignmentPolicy({ declineCutoffHours: 0 })).toEqual(DEFAULT_ASSIGNMENT_POLICY);
  });
});
