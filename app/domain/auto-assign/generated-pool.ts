/**
 * A generated pool of referees for the scheduling benchmark and tests: levels, ratings, home locations,
 * weekly and monthly capacities, and availability with blocked days (full days, evening blocks, a
 * holiday, weekly recurring blocks), and the issue-21 rules on top (`withAssignorRules`). Deterministic for
 * a seed; nobody real.
 */
import { DEFAULT_ASSIGNMENT_POLICY, type AssignmentPolicy } from "../assignment-policy";
import { DEFAULT_CONFLICT_RULES } from "../conflicts";
import type { RefereeRuleFacts } from "../referee-rule-checks";
import { GAME_LEVELS } from "../constants";
import { addDays } from "../dates";
import type { AvailabilityBlockInput, RecurringAvailabilityBlockInput } from "../time-intervals";
import { seededRandom } from "./random";
import type { Coordinates, SchedulingGame, SchedulingReferee } from "./types";

const FIRST_NAMES = [
  "Alex",
  "Sam",
  "Jordan",
  "Chris",
  "Jamie",
  "Morgan",
  "Taylor",
  "Robin",
  "Casey",
  "Drew",
  "Lee",
  "Ashley",
  "Charlie",
  "Dana",
  "Frankie",
  "Jesse",
];
const LAST_NAMES = [
  "Walker",
  "Hughes",
  "Patel",
  "Khan",
  "Murphy",
  "Clarke",
  "Evans",
  "Wright",
  "Green",
  "Hall",
  "Wood",
  "Turner",
  "Shaw",
  "Bennett",
  "Price",
  "Lloyd",
  "Ward",
  "Fox",
];

/** Population centres of England (approximate) that referees live around. */
const CENTRES: Coordinates[] = [
  { lat: 51.51, lon: -0.13 }, // London
  { lat: 52.49, lon: -1.89 }, // Birmingham
  { lat: 53.48, lon: -2.24 }, // Manchester
  { lat: 53.41, lon: -2.98 }, // Liverpool
  { lat: 53.8, lon: -1.55 }, // Leeds
  { lat: 54.98, lon: -1.61 }, // Newcastle
  { lat: 51.45, lon: -2.59 }, // Bristol
  { lat: 52.95, lon: -1.15 }, // Nottingham
  { lat: 50.9, lon: -1.4 }, // Southampton
  { lat: 53.38, lon: -1.47 }, // Sheffield
];

export interface PoolOptions {
  count?: number;
  seed?: number;
  /** The season the availability covers (inclusive dates). */
  from: string;
  to: string;
}

export function generateRefereePool(options: PoolOptions): SchedulingReferee[] {
  const random = seededRandom(options.seed ?? 2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + random() * (high - low);
  const seasonDays =
    Math.round((Date.parse(`${options.to}T00:00:00Z`) - Date.parse(`${options.from}T00:00:00Z`)) / 86_400_000) + 1;
  const count = options.count ?? 175;

  const referees: SchedulingReferee[] = [];
  for (let index = 0; index < count; index++) {
    // About 45% level 3, 30% level 2, 25% level 1.
    const roll = random();
    const level = roll < 0.45 ? 3 : roll < 0.75 ? 2 : 1;
    const rating = Math.round(Math.min(5, between(2.4, 4.2) + (level - 1) * 0.35) * 10) / 10;
    const centre = pick(CENTRES);
    const home = { lat: round(centre.lat + between(-0.25, 0.25)), lon: round(centre.lon + between(-0.35, 0.35)) };

    const availability: AvailabilityBlockInput[] = [];
    const blockedDays = Math.floor(seasonDays * between(0.06, 0.18));
    for (let day = 0; day < blockedDays; day++) {
      availability.push({
        date: addDays(options.from, Math.floor(random() * seasonDays)),
        kind: "full_day",
        startTime: null,
        endTime: null,
      });
    }
    for (let block = Math.floor(between(0, 6)); block > 0; block--) {
      availability.push({
        date: addDays(options.from, Math.floor(random() * seasonDays)),
        kind: "time_range",
        startTime: "17:00",
        endTime: "22:00",
      });
    }
    if (random() < 0.4) {
      const start = Math.floor(random() * (seasonDays - 10));
      for (let day = 0; day < 7; day++)
        availability.push({
          date: addDays(options.from, start + day),
          kind: "full_day",
          startTime: null,
          endTime: null,
        });
    }
    const recurringAvailability: RecurringAvailabilityBlockInput[] = [];
    if (random() < 0.3) {
      const evening = random() < 0.5;
      recurringAvailability.push({
        weekday: 1 + Math.floor(random() * 5),
        kind: evening ? "time_range" : "full_day",
        startTime: evening ? "18:00" : null,
        endTime: evening ? "23:00" : null,
        startsOn: options.from,
        endsOn: null,
      });
    }

    referees.push({
      id: `ref-${String(index + 1).padStart(3, "0")}`,
      name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      level,
      rating,
      home,
      maxGamesPerWeek: random() < 0.25 ? 1 : random() < 0.7 ? 2 : 3,
      maxGamesPerMonth: random() < 0.3 ? 5 + Math.floor(random() * 4) : null,
      availability,
      recurringAvailability,
    });
  }
  return referees;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export interface GeneratedRules {
  referees: SchedulingReferee[];
  games: SchedulingGame[];
  policy: AssignmentPolicy;
}

/**
 * The issue-21 rules on a generated pool and slate (decision 0073), as an organization that uses them all
 * would have them: a few team ties (players, coaches, family) and scratches, do-not-pair pairs (hard and
 * soft) and preferred pairs, ranks per position and level (a few referees not ranked as referee at their
 * top level), a few rated games, travel limits from home with weekday start points, and required
 * credentials with some expiring during the slate. Deterministic for a seed.
 */
export function withAssignorRules(
  referees: readonly SchedulingReferee[],
  games: readonly SchedulingGame[],
  seed = 21,
): GeneratedRules {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const dates = games.map((game) => game.date).sort();
  const first = dates[0] ?? "2026-01-01";
  const last = dates.at(-1) ?? first;
  const days = Math.max(
    1,
    Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000),
  );
  const teams = [...new Set(games.flatMap((game) => [game.homeTeam, game.awayTeam]))].sort();
  const ids = referees.map((referee) => referee.id);
  const names = new Map(referees.map((referee) => [referee.id, referee.name ?? referee.id]));

  const facts = new Map<string, MutableRuleFacts>(
    referees.map((referee) => [
      referee.id,
      {
        teams: [],
        avoid: [],
        prefer: [],
        ranks: [],
        maxTravelKm: null,
        home: referee.home ? { coordinates: referee.home, label: null } : null,
        startPoints: [],
        credentials: [],
        teamGames: [],
      },
    ]),
  );

  for (const referee of referees) {
    const own = facts.get(referee.id)!;
    // Ties and scratches.
    if (teams.length && random() < 0.08) {
      const relation = pick(["plays", "coaches", "family", "other"] as const);
      const team = pick(teams);
      own.teams.push({ team, relation, byStaff: random() < 0.3 });
      if (relation === "plays" || relation === "coaches") {
        own.teamGames = games
          .filter((game) => game.homeTeam === team || game.awayTeam === team)
          .map(({ id, date, time, level, venue, homeTeam, awayTeam }) => ({
            id,
            date,
            time,
            level,
            venue,
            homeTeam,
            awayTeam,
          }));
      }
    }
    if (teams.length && random() < 0.05) own.teams.push({ team: pick(teams), relation: "scratched", byStaff: true });

    // Ranks: referee and assistant at every level their level allows, fourth official at the top levels;
    // one in ten is not (yet) ranked as referee at the highest level they could work.
    const levels = DEFAULT_CONFLICT_RULES.eligibleLevels[referee.level ?? 1] ?? [];
    const top = GAME_LEVELS.find((level) => levels.includes(level));
    const notReferee = random() < 0.1 ? top : undefined;
    for (const level of levels) {
      if (level !== notReferee) own.ranks.push({ position: "referee", level });
      own.ranks.push({ position: "assistant", level });
      if (level === "professional" || level === "semi-pro") own.ranks.push({ position: "fourth_official", level });
    }

    // Travel: two in five have a limit; one in ten of those sets out from work on weekday evenings.
    if (referee.home && random() < 0.4) {
      own.maxTravelKm = Math.round(180 + random() * 220);
      if (random() < 0.25) {
        own.startPoints.push({
          label: "Work",
          coordinates: {
            lat: round(referee.home.lat + (random() - 0.5) * 0.6),
            lon: round(referee.home.lon + (random() - 0.5) * 0.8),
          },
          weekdays: [1, 2, 3, 4, 5],
          from: "17:00",
          to: null,
        });
      }
    }

    // Credentials: a certification and a background check, one in ten of each expiring during the slate.
    const expiry = (share: number) =>
      random() < share ? addDays(first, Math.floor(random() * days)) : addDays(last, 365);
    own.credentials.push({ kind: "certification", name: "Referee certification", expiresOn: expiry(0.1) });
    if (random() < 0.97)
      own.credentials.push({ kind: "background_check", name: "Background check", expiresOn: expiry(0.1) });
    if (random() < 0.9) own.credentials.push({ kind: "safeguarding", name: "Safeguarding", expiresOn: null });
  }

  // Partners: each pair named once, on both sides, as the organization's partner rules are read.
  const pairs = new Set<string>();
  const pairUp = (kind: "avoid" | "prefer", count: number) => {
    for (let made = 0, tries = 0; made < count && tries < count * 20 && ids.length > 1; tries++) {
      const a = pick(ids);
      const b = pick(ids);
      const key = a < b ? `${a} ${b}` : `${b} ${a}`;
      if (a === b || pairs.has(key)) continue;
      pairs.add(key);
      made++;
      if (kind === "prefer") {
        facts.get(a)!.prefer.push(b);
        facts.get(b)!.prefer.push(a);
      } else {
        const hard = random() < 0.6;
        facts.get(a)!.avoid.push({ partnerId: b, partnerName: names.get(b)!, hard });
        facts.get(b)!.avoid.push({ partnerId: a, partnerName: names.get(a)!, hard });
      }
    }
  };
  pairUp("avoid", Math.ceil(referees.length / 8));
  pairUp("prefer", Math.ceil(referees.length / 8));

  // One game in twenty rated: top referees only, or not the top ones.
  const rated = games.map((game) =>
    random() < 0.05
      ? random() < 0.5
        ? { ...game, minRefereeLevel: 3, maxRefereeLevel: null }
        : { ...game, minRefereeLevel: null, maxRefereeLevel: 2 }
      : game,
  );

  return {
    referees: referees.map((referee) => ({ ...referee, facts: facts.get(referee.id)! })),
    games: rated,
    policy: {
      ...DEFAULT_ASSIGNMENT_POLICY,
      strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, position_not_ranked: "hard" },
      requiredCredentials: {
        professional: ["certification", "background_check"],
        "semi-pro": ["certification", "background_check"],
        amateur: ["certification"],
        youth: ["certification", "safeguarding"],
      },
    },
  };
}

type MutableRuleFacts = {
  -readonly [K in keyof RefereeRuleFacts]: RefereeRuleFacts[K] extends readonly (infer T)[] ? T[] : RefereeRuleFacts[K];
};
