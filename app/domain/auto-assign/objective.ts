/**
 * The scheduling engine's objective (decision 0021): what a schedule costs, lower is better. Every soft
 * goal and its weight (`SchedulingWeights` in types.ts says what each one means) is computed here;
 * `SlateModel` (model.ts) keeps the counts per referee and asks these functions for the cost, and the
 * search (search.ts) compares the sums.
 *
 *   for each referee    balance · games² / target  +  fees · (fees / average fee)² / target
 *                       +  teamRepeat · Σ over teams repeatPenalty(games with that team)
 *   for each filled slot  levelMatch · |quality − level rank|  +  travel · km from home / 200
 *                       +  preferences · preferenceCost  −  crew · crew-mates who worked with them before
 *   for each open slot left unfilled   UNFILLED_COST (coverage comes before every soft goal)
 *
 * A referee's target is their share of the slots (and the season so far) in proportion to their weekly
 * capacity, so balance means "in proportion to what they offer", not "the same for everyone".
 */
import { GAME_LEVELS } from "../constants";
import { venueKey } from "../time-intervals";
import type { SchedulingGame, SchedulingReferee, SchedulingWeights } from "./types";

export const DEFAULT_WEIGHTS: SchedulingWeights = {
  balance: 1,
  fees: 1,
  levelMatch: 1,
  teamRepeat: 1,
  crew: 1,
  preferences: 1,
  travel: 1,
};

/** What an open slot left unfilled costs: more than any soft goal can, so coverage always comes first. */
export const UNFILLED_COST = 1_000;

/** A referee with no stated weekly capacity counts as offering this many games a week for balancing. */
const DEFAULT_WEEKLY_CAPACITY = 3;

/** Games a week the referee offers, for balancing: their own capacity within the organization's maximum. */
export function weeklyCapacity(referee: SchedulingReferee, organizationWeeklyMaximum: number | null): number {
  let capacity = referee.maxGamesPerWeek ?? DEFAULT_WEEKLY_CAPACITY;
  if (organizationWeeklyMaximum !== null) capacity = Math.min(capacity, organizationWeeklyMaximum);
  if (referee.maxGamesPerMonth != null) capacity = Math.min(capacity, (referee.maxGamesPerMonth * 12) / 52);
  return Math.max(0, capacity);
}

/** Each referee's fair share of `horizon` games (slots plus the season so far), in proportion to capacity. */
export function balanceTargets(capacities: readonly number[], horizon: number): number[] {
  const capacityTotal = capacities.reduce((sum, value) => sum + value, 0) || 1;
  return capacities.map((capacity) => Math.max(0.5, (horizon * capacity) / capacityTotal));
}

/** 0 to 1: level and rating together. */
export function refereeQuality(referee: SchedulingReferee): number {
  const rating = Math.min(5, Math.max(0, referee.rating ?? 2.5));
  return (Math.min(3, Math.max(1, referee.level ?? 1)) - 1 + rating / 5) / 3;
}

/** 1 for professional down to 0 for youth. */
export function levelRank(level: string): number {
  const index = GAME_LEVELS.indexOf(level as (typeof GAME_LEVELS)[number]);
  return index < 0 ? 0.5 : 1 - index / (GAME_LEVELS.length - 1);
}

/** Penalty of seeing one team `count` times: nothing for once, a little for twice, a lot beyond. */
export function repeatPenalty(count: number): number {
  return count <= 1 ? 0 : count === 2 ? 1.5 : 1.5 + 8 * (count - 2);
}

/** Below 0 when the game matches the referee's preferences, above 0 when it goes against them. */
export function preferenceCost(game: SchedulingGame, referee: SchedulingReferee): number {
  const preferences = referee.preferences;
  if (!preferences) return 0;
  const venue = venueKey(game.venue);
  let cost = 0;
  if (preferences.levels?.length) cost += preferences.levels.includes(game.level) ? -0.5 : 0.5;
  if (preferences.venues?.some((preferred) => venueKey(preferred) === venue)) cost -= 0.5;
  if (preferences.weekdays?.length) {
    const weekday = new Date(`${game.date}T00:00:00Z`).getUTCDay();
    cost += preferences.weekdays.includes(weekday) ? -0.5 : 0.5;
  }
  if (preferences.avoidVenues?.some((avoided) => venueKey(avoided) === venue)) cost += 2;
  const teams = [game.homeTeam.trim().toLowerCase(), game.awayTeam.trim().toLowerCase()];
  if (preferences.avoidTeams?.some((team) => teams.includes(team.trim().toLowerCase()))) cost += 2;
  return cost;
}

/** What a referee's schedule so far counts in the per-referee part of the objective. */
export interface RefereeLoad {
  games: number;
  feeCents: number;
  /** Their fair share of the games (`balanceTargets`). */
  target: number;
  /** Σ over teams of repeatPenalty(games with that team). */
  repeatPenalty: number;
}

/** The per-referee part of the objective: balance of games and fees, and repeat exposure. */
export function refereeCost(weights: SchedulingWeights, load: RefereeLoad, averageFee: number): number {
  const fees = load.feeCents / averageFee;
  return (
    (weights.balance * load.games * load.games) / load.target +
    (weights.fees * fees * fees) / load.target +
    weights.teamRepeat * load.repeatPenalty
  );
}

/** The part of the objective that depends only on the pair of game and referee: level match, travel, preferences. */
export function pairCost(
  weights: SchedulingWeights,
  {
    quality,
    levelRank,
    km,
    preference,
  }: {
    /** `refereeQuality` of the referee and `levelRank` of the game. */
    quality: number;
    levelRank: number;
    /** From the referee's home to the venue; null when either has no coordinates. */
    km: number | null;
    /** `preferenceCost` of the game for the referee. */
    preference: number;
  },
): number {
  let cost = weights.levelMatch * Math.abs(quality - levelRank);
  if (km !== null) cost += (weights.travel * km) / 200;
  return cost + weights.preferences * preference;
}

/** A filled slot's part: its pair cost less the crew bonus, per crew-mate on the game who worked with them before. */
export function slotCost(weights: SchedulingWeights, pairCostOfSlot: number, crewMates: number): number {
  return pairCostOfSlot - weights.crew * crewMates;
}

/**
 * The same in the whole objective's sum, where each crew pair is met from both of its slots: half the
 * bonus each, so a pair counts once.
 */
export function slotCostInTotal(weights: SchedulingWeights, pairCostOfSlot: number, crewMates: number): number {
  return pairCostOfSlot - (weights.crew * crewMates) / 2;
}

/**
 * What the objective gains by giving the referee one more game (their per-referee part grows, the slot's
 * part is added): the engine's cost of a choice, and the suggestions' ranking.
 */
export function additionCost(
  weights: SchedulingWeights,
  load: RefereeLoad,
  averageFee: number,
  {
    feeCents,
    homeTeamGames,
    awayTeamGames,
    pairCostOfSlot,
    crewMates,
  }: {
    feeCents: number;
    /** The referee's games with the home team and with the away team so far. */
    homeTeamGames: number;
    awayTeamGames: number;
    pairCostOfSlot: number;
    crewMates: number;
  },
): number {
  const fee = feeCents / averageFee;
  const fees = load.feeCents / averageFee;
  return (
    (weights.balance * (2 * load.games + 1)) / load.target +
    (weights.fees * (2 * fees * fee + fee * fee)) / load.target +
    weights.teamRepeat *
      (repeatPenalty(homeTeamGames + 1) -
        repeatPenalty(homeTeamGames) +
        repeatPenalty(awayTeamGames + 1) -
        repeatPenalty(awayTeamGames)) +
    pairCostOfSlot -
    weights.crew * crewMates
  );
}
