/**
 * Conflict checks for offering one game to one referee (issue 6, decision 0017). Pure: the server loads
 * the referee's availability, their other live games and the organization's settings, and passes them in.
 *
 * Times are compared as UTC instants built from each game's wall-clock date and time in the
 * organization's time zone, so a game on a daylight-saving day lasts as long as it really does.
 */
import { tr } from "~/i18n/text";
import { gameLevelLabel, servedIntlLocale } from "./game-labels";
import { GAME_LEVELS, rankPositionOf, type CredentialKind, type GameLevel } from "./constants";
import { DEFAULT_ASSIGNMENT_POLICY, type AssignmentPolicy, type PolicyRule } from "./assignment-policy";
import { formatDistance, type Coordinates } from "./distance";
import { addDays, dayOfWeek, toZonedParts } from "./dates";
import {
  blockSpan,
  gameSpan,
  gapMinutes,
  instantFunction,
  isFullDay,
  overlaps,
  sameVenue,
  type AvailabilityBlockInput,
  type InstantOf,
  type Interval,
} from "./time-intervals";
import {
  beyondTravelLimit,
  credentialShortfalls,
  isRankedFor,
  NO_RULE_FACTS,
  outsideGameRating,
  teamCommitmentClashes,
  teamTieCode,
  teamTiesOn,
  type RefereeRuleFacts,
} from "./referee-rule-checks";

export type { AvailabilityBlockInput } from "./time-intervals";

export type ConflictSeverity = "hard" | "soft";
export type ConflictCode =
  | "availability_blocked"
  | "overlapping_game"
  | "travel_buffer"
  | "level_not_eligible"
  | "daily_maximum"
  | "weekly_maximum"
  | "referee_weekly_capacity"
  | "referee_monthly_capacity"
  | "other_organization"
  // Issue 21 (decision 0072): the rules experienced assignors rely on.
  | "team_involvement"
  | "team_commitment"
  | "team_scratch"
  | "do_not_pair"
  | "position_not_ranked"
  | "outside_game_rating"
  | "beyond_travel_distance"
  | "credential_missing"
  | "credential_expired";

export interface Conflict {
  code: ConflictCode;
  severity: ConflictSeverity;
  message: string;
  /**
   * Known only to the organization's staff (an assignor-entered team tie, a scratch): never shown to the
   * referee, whose open-games list leaves such a warning out.
   */
  staffOnly?: boolean;
}

/** Hard conflicts block an assignment; soft ones warn and can be overridden with a recorded reason. */
export const CONFLICT_SEVERITY: Record<ConflictCode, ConflictSeverity> = {
  availability_blocked: "hard",
  overlapping_game: "hard",
  travel_buffer: "soft",
  level_not_eligible: "soft",
  daily_maximum: "soft",
  // Limits on how much a referee works: an assignor may go over them with a recorded reason (the referee
  // agreed to one more); automatic proposals never do (decision 0042).
  weekly_maximum: "soft",
  referee_weekly_capacity: "soft",
  referee_monthly_capacity: "soft",
  // A live assignment with another league at that hour (decision 0066): never overridable, and never
  // described beyond these words, so nothing of the other league's schedule crosses the boundary.
  other_organization: "hard",
  // Issue 21: the defaults; an organization sets each in its assignment policy (`strengthOf`), and
  // do-not-pair pair by pair.
  team_involvement: "hard",
  team_commitment: "hard",
  team_scratch: "hard",
  do_not_pair: "hard",
  position_not_ranked: "hard",
  outside_game_rating: "hard",
  beyond_travel_distance: "hard",
  credential_missing: "hard",
  credential_expired: "hard",
};

/** Which policy setting decides each issue-21 code's strength. */
const POLICY_RULE_OF: Partial<Record<ConflictCode, PolicyRule>> = {
  team_involvement: "team_involvement",
  team_commitment: "team_commitment",
  team_scratch: "team_scratch",
  position_not_ranked: "position_not_ranked",
  outside_game_rating: "outside_game_rating",
  beyond_travel_distance: "beyond_travel_distance",
  credential_missing: "credentials",
  credential_expired: "credentials",
};

export interface ConflictRules {
  /** How long a game of each level occupies a referee, in minutes. */
  gameLengthMinutes: Record<GameLevel, number>;
  /** Which game levels a referee of each level may work. */
  eligibleLevels: Record<number, readonly GameLevel[]>;
}

export const DEFAULT_CONFLICT_RULES: ConflictRules = {
  gameLengthMinutes: { professional: 120, "semi-pro": 120, amateur: 120, youth: 90 },
  eligibleLevels: {
    1: ["youth", "amateur"],
    2: ["youth", "amateur", "semi-pro"],
    3: GAME_LEVELS,
  },
};

export interface ConflictGame {
  id: string;
  date: string;
  time: string;
  level: string;
  venue: string;
  homeTeam: string;
  awayTeam: string;
  /** The venue's coordinates when the organization knows them (the travel-distance rule). */
  coordinates?: Coordinates | null;
  /** The game's rating: the range of referee levels that fit it (null ends are open). */
  minRefereeLevel?: number | null;
  maxRefereeLevel?: number | null;
}

/**
 * How much the referee already works around the game, and the limits on it. Counts are of the referee's
 * other games (pending, confirmed or completed, not cancelled) in the game's week (Monday to Sunday) and
 * its calendar month, by the games' local dates; `weekOf` and `monthOf` give those periods.
 */
export interface CapacityInput {
  gamesThatWeek: number;
  gamesThatMonth: number;
  /** The referee's own stated capacity in the organization; null means no limit of their own. */
  refereeWeekly: number | null;
  refereeMonthly: number | null;
  /** The organization's weekly maximum per referee (scheduling settings); null means none. */
  organizationWeekly: number | null;
}

/**
 * A live assignment (pending, confirmed or completed) of the referee in another organization: only when
 * it is, in that organization's own time zone and rules. Deliberately no id, teams, venue or names: the
 * considering league learns that the referee is busy, nothing else (decision 0066).
 */
export interface OtherOrganizationGame {
  date: string;
  time: string;
  level: string;
  /** The other organization's time zone: its games' dates and times are wall-clock there. */
  timeZone: string;
  /** The other organization's rules (its game length for the level), or the defaults. */
  rules: ConflictRules;
}

/**
 * How many days either side of a game's local date another organization's games are read. Two days
 * cover every case: the games' kick-offs differ by under a day of wall-clock time, the time zones by at
 * most 26 hours, and a conflict needs the starts within a game's length plus the travel buffer
 * (at most 360 + 480 minutes), so the local dates differ by less than three days.
 */
export const OTHER_ORGANIZATION_WINDOW_DAYS = 2;

/** The real span of another organization's game: its wall-clock start in its own time zone, its own length. */
export function otherOrganizationSpan(other: OtherOrganizationGame, instantOf?: InstantOf): Interval {
  return gameSpan(
    other.date,
    other.time,
    gameLengthMinutes(other.level, other.rules),
    instantOf ?? instantFunction(other.timeZone),
  );
}

/**
 * Whether a game (as real instants) collides with the referee's games in other organizations: overlapping,
 * or closer than the considering organization's travel buffer. Venues are not comparable across
 * organizations (free text, and not ours to read), so the buffer always applies (decision 0066).
 */
export function busyWithOtherOrganization(
  game: Interval,
  elsewhere: readonly Interval[],
  travelBufferMinutes: number,
): boolean {
  return elsewhere.some((span) => overlaps(game, span) || gapMinutes(game, span) < travelBufferMinutes);
}

export interface ConflictInput {
  referee: { level: number | null };
  /** The slot offered ("referee", "assistant_referee_1", …); the rank rule needs it. Missing: any position. */
  position?: string;
  /** The officials already on the game's other slots (user ids): the do-not-pair rule reads them. */
  crew?: readonly string[];
  /** What the organization knows of the referee (issue 21); missing means none of those rules has facts. */
  facts?: RefereeRuleFacts;
  /** The organization's assignment policy; missing means `DEFAULT_ASSIGNMENT_POLICY`. */
  policy?: AssignmentPolicy;
  game: ConflictGame;
  /** The referee's blocks on the game's date (and the next, for a game running past midnight). */
  availability: readonly AvailabilityBlockInput[];
  /** Games of the referee's other live (pending or confirmed) assignments around that date. */
  otherGames: readonly ConflictGame[];
  /** The referee's live games in other organizations around that date (decision 0066); none when missing. */
  otherOrganizationGames?: readonly OtherOrganizationGame[];
  settings: { timeZone: string; travelBufferMinutes: number; maxGamesPerDay: number | null };
  rules?: ConflictRules;
  /** The referee's load and limits; without it, capacity is not checked. */
  capacity?: CapacityInput;
  /** A memoized time conversion (`cachedInstantFunction`) for callers that check many offers at once. */
  instantOf?: InstantOf;
}

/** How long a game of this level occupies a referee; 120 minutes for a level the rules do not name. */
export function gameLengthMinutes(level: string, rules: ConflictRules): number {
  return rules.gameLengthMinutes[level as GameLevel] ?? 120;
}

/** Whether a referee of this level (null counts as level 1) may work a game of this level. */
export function isLevelEligible(refereeLevel: number | null, gameLevel: string, rules: ConflictRules): boolean {
  return (rules.eligibleLevels[refereeLevel ?? 1] ?? []).includes(gameLevel as GameLevel);
}

function gameInterval(game: ConflictGame, instantOf: InstantOf, rules: ConflictRules): Interval {
  return gameSpan(game.date, game.time, gameLengthMinutes(game.level, rules), instantOf);
}

/** "Sat, Dec 5" from "2026-12-05". */
export function formatShortDate(date: string, locale: string = servedIntlLocale()): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function wallTime(instant: number, timeZone: string): string {
  return toZonedParts(new Date(instant), timeZone).time;
}

/** "Dec 5, 2026" from "2026-12-05", in the reader's language. */
export function formatDateWithYear(date: string, locale: string = servedIntlLocale()): string {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A game level inside a sentence ("youth", "Jugend"): lower case except in German, whose nouns keep theirs. */
export function levelLabel(level: string): string {
  const label = gameLevelLabel(level);
  return servedIntlLocale() === "de" ? label : label.toLowerCase();
}

/** Every conflict of offering `game` to the referee, hard ones first, each explained in words. */
export function findConflicts(input: ConflictInput): Conflict[] {
  const rules = input.rules ?? DEFAULT_CONFLICT_RULES;
  const { timeZone, travelBufferMinutes, maxGamesPerDay } = input.settings;
  const instantOf = input.instantOf ?? instantFunction(timeZone);
  const game = gameInterval(input.game, instantOf, rules);
  const conflicts: Conflict[] = [];
  const add = (code: ConflictCode, message: string) =>
    conflicts.push({ code, severity: CONFLICT_SEVERITY[code], message });

  for (const block of input.availability) {
    if (!overlaps(game, blockSpan(block, instantOf))) continue;
    if (isFullDay(block)) {
      add("availability_blocked", tr("assignor.conflict.blockedAllDay", { date: formatShortDate(block.date) }));
    } else {
      add(
        "availability_blocked",
        tr("assignor.conflict.blockedHours", {
          start: block.startTime,
          end: block.endTime,
          date: formatShortDate(block.date),
        }),
      );
    }
  }

  const others = input.otherGames.filter((other) => other.id !== input.game.id);
  for (const other of others) {
    const interval = gameInterval(other, instantOf, rules);
    const title = tr("assignor.game.title", { home: other.homeTeam, away: other.awayTeam });
    if (overlaps(game, interval)) {
      add(
        "overlapping_game",
        tr("assignor.conflict.overlapping", {
          game: title,
          start: other.time,
          end: wallTime(interval.end, timeZone),
          venue: other.venue,
        }),
      );
      continue;
    }
    if (sameVenue(other.venue, input.game.venue)) continue;
    const gap = gapMinutes(game, interval);
    if (gap < travelBufferMinutes) {
      add(
        "travel_buffer",
        tr("assignor.conflict.travelBuffer", {
          gap,
          needed: travelBufferMinutes,
          game: title,
          venue: other.venue,
        }),
      );
    }
  }

  if (
    input.otherOrganizationGames?.length &&
    busyWithOtherOrganization(
      game,
      input.otherOrganizationGames.map((other) => otherOrganizationSpan(other)),
      travelBufferMinutes,
    )
  ) {
    add("other_organization", tr("assignor.conflict.otherOrganization"));
  }

  // A referee without a level on record is treated as entry level (level 1), as the demo league does.
  const level = input.referee.level;
  if (!isLevelEligible(level, input.game.level, rules)) {
    add(
      "level_not_eligible",
      level === null
        ? tr("assignor.conflict.noLevelNotEligible", { level: levelLabel(input.game.level) })
        : tr("assignor.conflict.levelNotEligible", { refereeLevel: level, level: levelLabel(input.game.level) }),
    );
  }

  if (maxGamesPerDay !== null) {
    const sameDay = others.filter((other) => other.date === input.game.date).length;
    if (sameDay >= maxGamesPerDay) {
      add("daily_maximum", tr("assignor.conflict.dailyMaximum", { count: sameDay, max: maxGamesPerDay }));
    }
  }

  if (input.capacity) for (const conflict of capacityConflicts(input.capacity)) add(conflict.code, conflict.message);

  const policy = input.policy ?? DEFAULT_ASSIGNMENT_POLICY;
  for (const found of ruleConflicts(input, policy, instantOf, rules)) {
    const strength = ruleStrength(found.code, policy, found.severity);
    if (strength === "off") continue;
    conflicts.push({
      code: found.code,
      severity: strength,
      message: found.message,
      ...(found.staffOnly ? { staffOnly: true } : {}),
    });
  }

  return conflicts.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "hard" ? -1 : 1));
}

/** The weekly maximum and the referee's own weekly and monthly capacity, each reached or not. */
export function capacityConflicts(capacity: CapacityInput): { code: ConflictCode; message: string }[] {
  const { gamesThatWeek: week, gamesThatMonth: month } = capacity;
  const found: { code: ConflictCode; message: string }[] = [];
  if (capacity.organizationWeekly !== null && week >= capacity.organizationWeekly) {
    found.push({
      code: "weekly_maximum",
      message: tr("assignor.conflict.weeklyMaximum", { count: week, max: capacity.organizationWeekly }),
    });
  }
  if (capacity.refereeWeekly !== null && week >= capacity.refereeWeekly) {
    found.push({
      code: "referee_weekly_capacity",
      message: tr("assignor.conflict.weeklyCapacity", { count: week, max: capacity.refereeWeekly }),
    });
  }
  if (capacity.refereeMonthly !== null && month >= capacity.refereeMonthly) {
    found.push({
      code: "referee_monthly_capacity",
      message: tr("assignor.conflict.monthlyCapacity", { count: month, max: capacity.refereeMonthly }),
    });
  }
  return found;
}

/** The week (Monday to Sunday) holding a local date, as its first and last dates. */
export function weekOf(date: string): { start: string; end: string } {
  const start = addDays(date, -((dayOfWeek(date) + 6) % 7));
  return { start, end: addDays(start, 6) };
}

/** The calendar month holding a local date, as its first and last dates. */
export function monthOf(date: string): { start: string; end: string } {
  const start = `${date.slice(0, 7)}-01`;
  return { start, end: addDays(`${addDays(start, 31).slice(0, 7)}-01`, -1) };
}

export function hasHardConflict(conflicts: readonly Conflict[]): boolean {
  return conflicts.some((conflict) => conflict.severity === "hard");
}

const CREDENTIAL_WORDS = {
  certification: "assignor.conflict.credential.certification",
  background_check: "assignor.conflict.credential.backgroundCheck",
  safeguarding: "assignor.conflict.credential.safeguarding",
} as const;

/** A credential kind inside a sentence ("background check"). */
export function credentialKindLabel(kind: CredentialKind): string {
  return tr(CREDENTIAL_WORDS[kind]);
}

interface RuleConflict {
  code: ConflictCode;
  message: string;
  /** For do-not-pair, whose strength is the pair's. */
  severity?: ConflictSeverity;
  staffOnly?: boolean;
}

/**
 * How strongly an issue-21 conflict counts under the organization's policy: the policy's setting for its
 * rule, or (do-not-pair) the pair's own; "off" means the rule is not applied. The engine and the dialogs
 * both ask this, so a rule switched off or softened is so everywhere.
 */
export function ruleStrength(
  code: ConflictCode,
  policy: AssignmentPolicy,
  pairSeverity?: ConflictSeverity,
): ConflictSeverity | "off" {
  const rule = POLICY_RULE_OF[code];
  return rule ? policy.strength[rule] : (pairSeverity ?? CONFLICT_SEVERITY[code]);
}

/**
 * The issue-21 rules (decision 0072), each explained in words: ties to the game's teams, the teams' game
 * times for players and coaches, scratches, do-not-pair, ranks, the game's rating, travel distance and
 * required credentials. Strengths are applied by the caller from the organization's policy. Each rule is
 * one of the small functions of `referee-rule-checks.ts`, which the scheduling engine applies too (decision 0073).
 */
function ruleConflicts(
  input: ConflictInput,
  policy: AssignmentPolicy,
  instantOf: InstantOf,
  rules: ConflictRules,
): RuleConflict[] {
  const found: RuleConflict[] = [];
  const { game } = input;
  const facts = input.facts ?? NO_RULE_FACTS;

  for (const { tie, team } of teamTiesOn(facts, game)) {
    if (teamTieCode(tie.relation) === "team_scratch") {
      found.push({
        code: "team_scratch",
        message: tr("assignor.conflict.scratched", { team: tie.team }),
        staffOnly: true,
      });
    } else {
      found.push({
        code: "team_involvement",
        message: tr("assignor.conflict.teamTie", { relation: tie.relation, team }),
        staffOnly: tie.byStaff,
      });
    }
  }

  // Playing for or coaching a team also takes the referee away at that team's game times (any game of it).
  const span = gameInterval(game, instantOf, rules);
  for (const { tie, clash } of teamCommitmentClashes(facts, game.id, span, (other) =>
    gameInterval(other, instantOf, rules),
  )) {
    found.push({
      code: "team_commitment",
      staffOnly: tie.byStaff,
      message: tr("assignor.conflict.teamGameTime", {
        relation: tie.relation,
        team: tie.team,
        game: tr("assignor.game.title", { home: clash.homeTeam, away: clash.awayTeam }),
        time: clash.time,
      }),
    });
  }

  const crew = new Set(input.crew ?? []);
  for (const partner of facts.avoid) {
    if (!crew.has(partner.partnerId)) continue;
    found.push({
      code: "do_not_pair",
      severity: partner.hard ? "hard" : "soft",
      message: tr("assignor.conflict.doNotPair", { name: partner.partnerName }),
    });
  }

  if (policy.strength.position_not_ranked !== "off" && !isRankedFor(facts, input.position, game.level)) {
    found.push(
      input.position !== undefined
        ? {
            code: "position_not_ranked",
            message: tr("assignor.conflict.notRanked", {
              position: rankPositionOf(input.position),
              level: levelLabel(game.level),
            }),
          }
        : {
            code: "position_not_ranked",
            message: tr("assignor.conflict.notRankedAny", { level: levelLabel(game.level) }),
          },
    );
  }

  if (outsideGameRating(input.referee.level, game)) {
    found.push({
      code: "outside_game_rating",
      message: tr("assignor.conflict.gameRating", {
        min: game.minRefereeLevel ?? 1,
        max: game.maxRefereeLevel ?? 3,
        level: input.referee.level ?? 1,
      }),
    });
  }

  const beyond = beyondTravelLimit(facts, game);
  if (beyond && facts.maxTravelKm !== null) {
    const locale = servedIntlLocale();
    found.push({
      code: "beyond_travel_distance",
      message: tr("assignor.conflict.travelDistance", {
        distance: formatDistance(beyond.km, locale),
        limit: formatDistance(facts.maxTravelKm, locale),
        from: beyond.from ?? tr("assignor.conflict.home"),
      }),
    });
  }

  for (const { kind, latestExpiry } of credentialShortfalls(facts, policy, game)) {
    found.push(
      latestExpiry
        ? {
            code: "credential_expired",
            message: tr("assignor.conflict.credentialExpired", {
              credential: credentialKindLabel(kind),
              date: formatDateWithYear(latestExpiry),
            }),
          }
        : {
            code: "credential_missing",
            message: tr("assignor.conflict.credentialMissing", {
              credential: credentialKindLabel(kind),
              level: levelLabel(game.level),
            }),
          },
    );
  }
  return found;
}
