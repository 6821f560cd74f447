/**
 * The scheduling engine's input and output (issue 10, decision 0021). Plain data: the server loads
 * games, referees, availability and live assignments of one organization and passes them in.
 */
import type { AssignmentPolicy } from "../assignment-policy";
import type { ConflictCode, ConflictRules, OtherOrganizationGame } from "../conflicts";
import type { RefereeRuleFacts } from "../referee-rule-checks";
import type { AvailabilityBlockInput, RecurringAvailabilityBlockInput } from "../time-intervals";

import type { Coordinates } from "../distance";

export type { Coordinates } from "../distance";

export interface SchedulingGame {
  id: string;
  /** Wall-clock date (YYYY-MM-DD) and kick-off (HH:MM) in the organization's time zone. */
  date: string;
  time: string;
  venue: string;
  coordinates?: Coordinates | null;
  level: string;
  homeTeam: string;
  awayTeam: string;
  /** The positions this game needs ("referee", "assistant_referee_1", …). */
  positions: readonly string[];
  feeCents: number;
  /** The game's rating: the range of referee levels that fit it (null or missing ends are open). */
  minRefereeLevel?: number | null;
  maxRefereeLevel?: number | null;
}

export interface RefereePreferences {
  levels?: readonly string[];
  venues?: readonly string[];
  /** 0 = Sunday … 6 = Saturday. */
  weekdays?: readonly number[];
  avoidVenues?: readonly string[];
  avoidTeams?: readonly string[];
}

export interface SchedulingReferee {
  id: string;
  name?: string;
  /** 1 to 3; null counts as level 1, as in the conflict checks. */
  level: number | null;
  /** 0 to 5; null counts as the middle of the scale. */
  rating: number | null;
  /** The evaluations behind `rating` (decision 0081), for the explanation; missing when unknown. */
  ratingCount?: number | null;
  home?: Coordinates | null;
  /** The referee's own stated capacity; null or missing means no limit of their own. */
  maxGamesPerWeek?: number | null;
  maxGamesPerMonth?: number | null;
  preferences?: RefereePreferences;
  availability?: readonly AvailabilityBlockInput[];
  recurringAvailability?: readonly RecurringAvailabilityBlockInput[];
  /** Live games in other organizations around the slate: a hard rule, with the travel buffer (decision 0066). */
  otherOrganizationGames?: readonly OtherOrganizationGame[];
  /**
   * What the organization knows of the referee for the issue-21 rules (team ties and scratches, partners,
   * ranks, travel limit and start points, credentials, their teams' games); missing means none.
   */
  facts?: RefereeRuleFacts;
}

/** A live assignment to keep; its game must be among `games` (as context when outside the slate). */
export interface ExistingAssignment {
  gameId: string;
  position: string;
  refereeId: string;
  /** Live assignments only: confirmed ones are fixed, pending offers are kept as they are (decision 0021). */
  status: "pending" | "confirmed";
}

/**
 * A referee's games before the loaded ones (the season so far), counted for balance, fees and
 * repeat-team exposure only: they are not dated in the model, so they never limit a week or a month.
 */
export interface RefereeHistory {
  refereeId: string;
  games: number;
  feeCents: number;
  /** Games per team name, home and away. */
  teams: Readonly<Record<string, number>>;
}

export interface SchedulingRules {
  timeZone: string;
  travelBufferMinutes: number;
  maxGamesPerDay: number | null;
  /** The organization's weekly maximum per referee (weeks run Monday to Sunday); null means none. */
  maxGamesPerWeek: number | null;
  conflictRules?: ConflictRules;
}

/**
 * How much each soft goal counts. 0 switches a goal off; 1 is the default strength of each
 * (`DEFAULT_WEIGHTS`). How each goal is computed: objective.ts.
 */
export interface SchedulingWeights {
  /** Games per referee in proportion to their capacity. */
  balance: number;
  /** Fees per referee in proportion to their capacity. */
  fees: number;
  /** Higher-rated referees on higher-level games. */
  levelMatch: number;
  /** One referee seeing the same team again and again. */
  teamRepeat: number;
  /** Crews who worked together before, together again. */
  crew: number;
  preferences: number;
  /** Distance from home (or the previous game that day) to the venue, when both have coordinates. */
  travel: number;
}

export interface ScheduleInput {
  games: readonly SchedulingGame[];
  referees: readonly SchedulingReferee[];
  existing?: readonly ExistingAssignment[];
  rules: SchedulingRules;
  weights?: Partial<SchedulingWeights>;
  /** Games before the loaded ones, per referee (the season so far). */
  history?: readonly RefereeHistory[];
  /** Crews of past games (referee ids per game), for the crew goal. */
  pastCrews?: readonly (readonly string[])[];
  /** Fill only these games' open slots (the slate); the other games are context. Default: every game. */
  slateGameIds?: readonly string[];
  /** The organization's assignment policy (issue 21): each rule's strength and the required credentials. */
  policy?: AssignmentPolicy;
}

export interface ScheduleOptions {
  /** Same seed, same input: same result (unless the time budget cuts the search short). */
  seed?: number;
  /** Wall-clock cap on the local search, in milliseconds. */
  timeBudgetMs?: number;
  /** Cap on local-search steps; the run is deterministic when this cap, not the clock, ends it. */
  maxIterations?: number;
  /** Milliseconds from any fixed origin; defaults to `performance.now()`. */
  clock?: () => number;
}

/** Every reason a referee can be ruled out of a slot: the conflict module's codes. */
export type HardConstraintCode = ConflictCode;

export interface ProposedAssignment {
  gameId: string;
  position: string;
  refereeId: string;
  /** Short phrases, e.g. ["available", "level 3 fits professional", "4 games this month versus 7 on average"]. */
  reasons: string[];
  /** The reasons joined into one sentence. */
  explanation: string;
}

export interface UnfilledSlot {
  gameId: string;
  position: string;
  /** How many referees each constraint ruled out (each referee counted once, by the first rule they fail). */
  eliminated: Partial<Record<HardConstraintCode, number>>;
  reason: string;
  /** False when no referee could take the slot even in an empty schedule (level and availability alone). */
  feasible: boolean;
}

export interface Spread {
  max: number;
  min: number;
  mean: number;
  gini: number;
}

export interface ScheduleSummary {
  /** Open slots of the slate the engine tried to fill. */
  slots: number;
  filled: number;
  coverage: number;
  /** Slots at least one referee could take in an empty schedule, and the share of those filled. */
  feasibleSlots: number;
  feasibleCoverage: number;
  /** Games per referee over the whole pool, counting kept assignments and the history. */
  workload: Spread;
  /** Games per referee divided by their fair share (the slots split in proportion to capacity): 1 is exactly fair. */
  workloadVersusCapacity: Spread;
  /** Fees per referee, in cents. */
  fees: Spread;
  /** Referees who see one team more than twice, and twice or more. */
  refereesSeeingATeamMoreThanTwice: number;
  refereesSeeingATeamTwiceOrMore: number;
  /** Re-verified by `checkHardConstraints`, independently of the construction: must be 0. */
  hardViolations: number;
  objective: number;
  iterations: number;
  stoppedBy: "iterations" | "time";
  runtimeMs: number;
}

export interface ScheduleResult {
  assignments: ProposedAssignment[];
  unfilled: UnfilledSlot[];
  summary: ScheduleSummary;
}
