/**
 * The engine and the issue-21 rules (decision 0073): a referee the engine rules out of a slot is exactly one
 * `findConflicts` finds an issue-21 conflict for (the agreement test, over generated instances and three
 * policies), suggestions leave each one out with the dialog's words, auto-assign never proposes one, and
 * preferred partners are put together and named.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_ASSIGNMENT_POLICY, type AssignmentPolicy } from "~/domain/assignment-policy";
import { findConflicts, type ConflictCode } from "~/domain/conflicts";
import { NO_RULE_FACTS, type RefereeRuleFacts } from "~/domain/referee-rule-checks";
import { addDays } from "~/domain/dates";
import {
  checkHardConstraints,
  scheduleSlate,
  suggestReferees,
  type ScheduleInput,
  type SchedulingGame,
  type SchedulingReferee,
} from "~/domain/auto-assign";
import { generateRefereePool, withAssignorRules } from "~/domain/auto-assign/generated-pool";
import { SlateModel } from "~/domain/auto-assign/model";
import { seededRandom } from "~/domain/auto-assign/random";

const ISSUE_21_CODES: readonly ConflictCode[] = [
  "team_involvement",
  "team_commitment",
  "team_scratch",
  "do_not_pair",
  "position_not_ranked",
  "outside_game_rating",
  "beyond_travel_distance",
  "credential_missing",
  "credential_expired",
];

const RULES = { timeZone: "Europe/London", travelBufferMinutes: 60, maxGamesPerDay: null, maxGamesPerWeek: null };
const SETTINGS = { timeZone: RULES.timeZone, travelBufferMinutes: RULES.travelBufferMinutes, maxGamesPerDay: null };
const LEVELS = ["professional", "semi-pro", "amateur", "youth"];

/** Games with two officials, around a few grounds and teams, in four weeks. */
function generatedGames(seed: number, count: number): SchedulingGame[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const level = LEVELS[index % LEVELS.length]!;
    const venue = Math.floor(random() * 8);
    const home = Math.floor(random() * 5);
    return {
      id: `g${index}`,
      date: addDays("2026-03-02", Math.floor(random() * 28)),
      time: ["10:00", "13:00", "15:00", "19:00"][Math.floor(random() * 4)]!,
      venue: `Ground ${venue}`,
      // Far apart (up to ~700 km), so travel limits bite.
      coordinates: { lat: 50.5 + (venue % 4) * 1.4, lon: -4 + Math.floor(venue / 4) * 4 },
      level,
      homeTeam: `Club ${home} ${level}`,
      awayTeam: `Club ${(home + 1 + Math.floor(random() * 4)) % 5} ${level}`,
      positions: ["referee", "assistant_referee_1"],
      feeCents: 6000,
    };
  });
}

/** A generated instance with the rules on; availability left out, so only level and the issue-21 rules decide. */
function instance(seed: number, policy?: (generated: AssignmentPolicy) => AssignmentPolicy): ScheduleInput {
  const games = generatedGames(seed, 40);
  const pool = generateRefereePool({ count: 30, seed: seed + 1, from: "2026-03-02", to: "2026-03-29" }).map(
    (referee) => ({ ...referee, availability: [], recurringAvailability: [] }),
  );
  const generated = withAssignorRules(pool, games, seed + 2);
  // More of each rule than an organization would have, so every rule meets every policy in a few instances.
  const random = seededRandom(seed + 3);
  const referees = generated.referees.map((referee, index) => {
    const facts = referee.facts!;
    const team = games[index % games.length]!.homeTeam;
    const extra: Partial<RefereeRuleFacts> =
      index % 6 === 0
        ? {
            teams: [...facts.teams, { team, relation: "plays", byStaff: false }],
            teamGames: games.filter((game) => game.homeTeam === team || game.awayTeam === team),
          }
        : index % 6 === 1
          ? { teams: [...facts.teams, { team, relation: "scratched", byStaff: true }] }
          : index % 6 === 2 && referee.home
            ? { maxTravelKm: 150 + Math.round(random() * 200) }
            : {};
    return { ...referee, facts: { ...facts, ...extra } };
  });
  return {
    games: generated.games,
    referees,
    rules: RULES,
    policy: policy ? policy(generated.policy) : generated.policy,
  };
}

function conflictsOf(
  input: ScheduleInput,
  referee: SchedulingReferee,
  game: SchedulingGame,
  position: string,
  crew: string[],
) {
  return findConflicts({
    referee: { level: referee.level },
    game,
    position,
    crew,
    facts: referee.facts ?? NO_RULE_FACTS,
    policy: input.policy,
    availability: [],
    otherGames: [],
    settings: SETTINGS,
  });
}

const POLICIES: [string, (generated: AssignmentPolicy) => AssignmentPolicy][] = [
  ["the generated policy (all hard, ranks on)", (generated) => generated],
  [
    "some rules soft, some off",
    (generated) => ({
      ...generated,
      strength: {
        ...generated.strength,
        team_scratch: "off",
        outside_game_rating: "soft",
        beyond_travel_distance: "soft",
        team_commitment: "off",
      },
    }),
  ],
  ["the defaults (ranks off, no credential required)", () => DEFAULT_ASSIGNMENT_POLICY],
];

describe("the engine agrees with findConflicts on every issue-21 rule", () => {
  for (const [label, policy] of POLICIES) {
    it(`per slot, before and after a crew-mate is placed: ${label}`, () => {
      const seen = new Set<ConflictCode>();
      for (const seed of [1, 2, 3]) {
        const input = instance(seed, policy);
        const model = new SlateModel(input);
        for (const [slot, info] of model.slots.entries()) {
          const { game } = model.games[info.game]!;
          for (const [r, state] of model.referees.entries()) {
            const found = conflictsOf(input, state.referee, game, info.position, []);
            if (found.some((conflict) => conflict.code === "level_not_eligible")) continue;
            const code = model.conflictOf(slot, r);
            // Ruled out by the engine exactly when the dialog finds a conflict, and for one of its reasons.
            expect(code === null, `${state.referee.id} on ${game.id} ${info.position}`).toBe(found.length === 0);
            if (code !== null) expect(found.map((conflict) => conflict.code)).toContain(code);
            for (const conflict of found) seen.add(conflict.code);
          }
        }

        // Do-not-pair: with someone on the game's first slot, the second slot's checks agree too.
        for (const [g, facts] of model.games.entries()) {
          const [first, second] = model.gameSlots[g]!;
          const official = facts.candidates.find((r) => model.conflictOf(first!, r) === null);
          if (official === undefined) continue;
          model.assign(first!, official);
          const crew = [model.referees[official]!.referee.id];
          for (const [r, state] of model.referees.entries()) {
            if (r === official) continue;
            const found = conflictsOf(input, state.referee, facts.game, model.slots[second!]!.position, crew);
            if (found.some((conflict) => conflict.code === "level_not_eligible")) continue;
            const code = model.conflictOf(second!, r);
            expect(code === null, `${state.referee.id} beside ${crew[0]} on ${facts.game.id}`).toBe(found.length === 0);
            if (code !== null) expect(found.map((conflict) => conflict.code)).toContain(code);
            for (const conflict of found) seen.add(conflict.code);
          }
          model.unassign(first!);
        }
      }
      const strength = policy(withAssignorRules([], []).policy).strength;
      const expected = ISSUE_21_CODES.filter((code) => {
        if (code === "team_scratch") return strength.team_scratch !== "off";
        if (code === "team_commitment") return strength.team_commitment !== "off";
        if (code === "position_not_ranked") return strength.position_not_ranked !== "off";
        if (code === "credential_missing" || code === "credential_expired")
          return policy(withAssignorRules([], []).policy).requiredCredentials.professional.length > 0;
        return true;
      });
      // Every rule the policy applies was met (so the agreement above was tested on it), none it switches off.
      for (const code of expected) expect(seen, code).toContain(code);
      for (const code of ISSUE_21_CODES.filter((code) => !expected.includes(code))) expect(seen).not.toContain(code);
    });
  }
});

describe("auto-assign with the issue-21 rules on", () => {
  it("never proposes a referee the dialog finds any conflict for, and fills what it can", () => {
    for (const seed of [1, 2, 3]) {
      const input = instance(seed);
      const result = scheduleSlate(input, { seed: 7, maxIterations: 20_000 });
      expect(checkHardConstraints(input, result.assignments)).toEqual([]);
      expect(result.summary.hardViolations).toBe(0);
      expect(result.assignments.length).toBeGreaterThan(40);
      const referees = new Map(input.referees.map((referee) => [referee.id, referee]));
      const games = new Map(input.games.map((game) => [game.id, game]));
      for (const proposal of result.assignments) {
        const crew = result.assignments
          .filter((other) => other.gameId === proposal.gameId && other.position !== proposal.position)
          .map((other) => other.refereeId);
        const found = conflictsOf(
          input,
          referees.get(proposal.refereeId)!,
          games.get(proposal.gameId)!,
          proposal.position,
          crew,
        ).filter((conflict) => ISSUE_21_CODES.includes(conflict.code));
        expect(found).toEqual([]);
      }
    }
  });
});

const GAME: SchedulingGame = {
  id: "final",
  date: "2026-12-05",
  time: "14:00",
  venue: "Kezar Stadium",
  coordinates: { lat: 37.767, lon: -122.457 },
  level: "semi-pro",
  homeTeam: "Oakland Roots U19",
  awayTeam: "Golden Gate FC",
  positions: ["referee", "assistant_referee_1"],
  feeCents: 9000,
  minRefereeLevel: 3,
  maxRefereeLevel: null,
};

function ranked(extra: Partial<RefereeRuleFacts> = {}): RefereeRuleFacts {
  return {
    ...NO_RULE_FACTS,
    ranks: [
      { position: "referee", level: "semi-pro" },
      { position: "assistant", level: "semi-pro" },
    ],
    credentials: [{ kind: "background_check", name: "Background check", expiresOn: null }],
    ...extra,
  };
}

function official(id: string, name: string, facts: RefereeRuleFacts, level = 3): SchedulingReferee {
  return { id, name, level, rating: 4, home: { lat: 37.8, lon: -122.4 }, facts };
}

const POLICY: AssignmentPolicy = {
  ...DEFAULT_ASSIGNMENT_POLICY,
  strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, position_not_ranked: "hard" },
  requiredCredentials: { ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials, "semi-pro": ["background_check"] },
};

describe("suggestions leave out each rule's referee, in the dialog's words", () => {
  const referees = [
    official("ok", "Alex Fit", ranked()),
    official("tie", "Sam Tie", ranked({ teams: [{ team: "Oakland Roots", relation: "coaches", byStaff: false }] })),
    official(
      "scratch",
      "Jo Scratch",
      ranked({ teams: [{ team: "Golden Gate FC", relation: "scratched", byStaff: true }] }),
    ),
    official("assistant", "Lee Flag", ranked({ ranks: [{ position: "assistant", level: "semi-pro" }] })),
    official("junior", "Robin Junior", ranked(), 2),
    official(
      "far",
      "Drew Far",
      ranked({ maxTravelKm: 50, home: { coordinates: { lat: 38.58, lon: -121.49 }, label: null } }),
    ),
    official(
      "lapsed",
      "Casey Lapsed",
      ranked({ credentials: [{ kind: "background_check", name: "Check", expiresOn: "2026-11-30" }] }),
    ),
    official("none", "Dana None", ranked({ credentials: [] })),
    official("rival", "Frankie Rival", ranked({ avoid: [{ partnerId: "ok", partnerName: "Alex Fit", hard: true }] })),
  ];
  const input: ScheduleInput = {
    games: [GAME],
    referees,
    rules: { ...RULES, timeZone: "America/Los_Angeles", maxGamesPerDay: 1 },
    policy: POLICY,
    existing: [{ gameId: "final", position: "assistant_referee_1", refereeId: "ok", status: "confirmed" }],
  };

  it("ranks the one who fits and explains every other", () => {
    const result = suggestReferees(input, { gameId: "final", position: "referee" });
    expect(result.suggestions.map((suggestion) => suggestion.refereeId)).toEqual([]);
    const reasons = Object.fromEntries(
      result.leftOut.map((left) => [left.refereeId, left.conflicts.map((conflict) => conflict.message)]),
    );
    expect(reasons.tie).toContain("Coaches Oakland Roots U19");
    expect(reasons.scratch).toContain("Scratched by Golden Gate FC");
    expect(reasons.assistant).toContain("Not ranked as referee for semi-pro games");
    expect(reasons.junior).toContain("This game is rated for level 3–3 referees; they are level 2");
    expect(reasons.far).toContain("77 mi from home, beyond their travel limit of 31 mi");
    expect(reasons.lapsed).toContain("Their background check is valid only until Nov 30, 2026");
    expect(reasons.none).toContain("No background check on record, required for semi-pro games");
    expect(reasons.rival).toContain("Not to be paired with Alex Fit, who is on this game");
    // "ok" already holds the other slot of the game: overlapping, not offered twice.
    expect(result.leftOut.find((left) => left.refereeId === "ok")?.conflicts[0]?.code).toBe("overlapping_game");
  });

  it("an auto-assign draft leaves the slot open, counting each rule", () => {
    const result = scheduleSlate(input, { seed: 1 });
    expect(result.assignments).toEqual([]);
    expect(result.unfilled[0]?.eliminated).toMatchObject({
      team_involvement: 1,
      team_scratch: 1,
      position_not_ranked: 1,
      beyond_travel_distance: 1,
      credential_expired: 1,
      credential_missing: 1,
      do_not_pair: 1,
    });
  });
});

describe("preferred partners", () => {
  it("are put on a game together, and the explanation names the partner", () => {
    const pool = [
      official("a", "Alex Able", ranked({ prefer: ["c"] })),
      official("b", "Sam Baker", ranked()),
      official("c", "Jo Carter", ranked({ prefer: ["a"] })),
    ];
    const input: ScheduleInput = {
      games: [{ ...GAME, minRefereeLevel: null, homeTeam: "Bay Rovers" }],
      referees: pool,
      rules: { ...RULES, timeZone: "America/Los_Angeles" },
      policy: POLICY,
    };
    for (const seed of [1, 2, 3]) {
      const result = scheduleSlate(input, { seed });
      const chosen = result.assignments.map((assignment) => assignment.refereeId).sort();
      expect(chosen).toEqual(["a", "c"]);
      expect(
        result.assignments.some((assignment) => assignment.reasons.includes("prefers working with Jo Carter")),
      ).toBe(true);
    }
    // The suggestion for the second slot, with Alex on the first, puts Jo first.
    const withAlex = suggestReferees(
      { ...input, existing: [{ gameId: "final", position: "referee", refereeId: "a", status: "pending" }] },
      { gameId: "final", position: "assistant_referee_1" },
    );
    expect(withAlex.suggestions[0]?.refereeId).toBe("c");
    expect(withAlex.suggestions[0]?.reasons).toContain("prefers working with Alex Able");
  });
});

describe("the independent checker", () => {
  it("flags a proposal the dialog would refuse: a do-not-pair crew, an unranked slot, a scratch", () => {
    const input: ScheduleInput = {
      games: [{ ...GAME, minRefereeLevel: null }],
      referees: [
        official("a", "Alex Able", ranked({ avoid: [{ partnerId: "b", partnerName: "Sam Baker", hard: false }] })),
        official("b", "Sam Baker", ranked({ avoid: [{ partnerId: "a", partnerName: "Alex Able", hard: false }] })),
        official("c", "Jo Carter", ranked({ ranks: [{ position: "assistant", level: "semi-pro" }] })),
        official("d", "Dana Dale", ranked({ teams: [{ team: "Golden Gate", relation: "scratched", byStaff: true }] })),
      ],
      rules: { ...RULES, timeZone: "America/Los_Angeles" },
      policy: POLICY,
    };
    const codes = (proposals: { position: string; refereeId: string }[]) =>
      checkHardConstraints(
        input,
        proposals.map((proposal) => ({ gameId: "final", ...proposal })),
      ).map((violation) => `${violation.refereeId} ${violation.code}`);
    // A soft do-not-pair still counts for automatic proposals, on both officials' offers.
    expect(
      codes([
        { position: "referee", refereeId: "a" },
        { position: "assistant_referee_1", refereeId: "b" },
      ]),
    ).toEqual(["a do_not_pair", "b do_not_pair"]);
    expect(codes([{ position: "referee", refereeId: "c" }])).toEqual(["c position_not_ranked"]);
    expect(codes([{ position: "assistant_referee_1", refereeId: "c" }])).toEqual([]);
    expect(codes([{ position: "referee", refereeId: "d" }])).toEqual(["d team_scratch"]);
  });
});
