/**
 * The engine's working model of one slate: every game and availability block turned into instants once,
 * every referee's schedule indexed by day, week and month, so checking "can referee r take game g now?"
 * reads a handful of small arrays. The hard rules are the ones of `findConflicts`
 * (app/domain/conflicts.ts) plus the weekly maximum and the referee's own capacity; the interval
 * arithmetic is the shared `app/domain/time-intervals.ts`. The issue-21 rules (decision 0073) are the
 * conflict checks' own per-rule functions (app/domain/referee-rule-checks.ts): team ties, scratches, team commitments, the game's rating,
 * travel distance and credentials per game and referee (before any assignment); the rank per slot; and
 * do-not-pair against the officials on the game's other slots. A rule the policy sets to soft rules a
 * referee out too, as every conflict does for automatic proposals (check.ts).
 */
import { DEFAULT_ASSIGNMENT_POLICY, type AssignmentPolicy } from "../assignment-policy";
import {
  busyWithOtherOrganization,
  DEFAULT_CONFLICT_RULES,
  gameLengthMinutes,
  isLevelEligible,
  otherOrganizationSpan,
  ruleStrength,
  type ConflictCode,
  type ConflictGame,
  type ConflictRules,
} from "../conflicts";
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
} from "../referee-rule-checks";
import { recurringBlocksOn } from "../availability";
import { addDays } from "../dates";
import { distanceKm } from "../distance";
import {
  blockSpan,
  cachedInstantFunction,
  gapMinutes,
  overlaps,
  venueKey,
  type InstantOf,
  type Interval,
} from "../time-intervals";
import {
  additionCost,
  balanceTargets,
  DEFAULT_WEIGHTS,
  levelRank,
  pairCost,
  preferenceCost,
  refereeCost,
  refereeQuality,
  repeatPenalty,
  slotCostInTotal,
  weeklyCapacity,
} from "./objective";
import type { HardConstraintCode, ScheduleInput, SchedulingGame, SchedulingReferee, SchedulingWeights } from "./types";

const DAY_MS = 86_400_000;

export interface GameFacts {
  game: SchedulingGame;
  start: number;
  end: number;
  /** Days since 1970-01-01 of the local date; weeks run Monday to Sunday; months as year * 12 + month. */
  day: number;
  week: number;
  month: number;
  venue: number;
  home: number;
  away: number;
  /** 1 for professional down to 0 for youth. */
  levelRank: number;
  /** The game's date and the next one (a late game can run into it). */
  dates: [string, string];
  /** Referees that level and availability allow, before any assignment. */
  candidates: number[];
  isCandidate: Uint8Array;
}

export interface RefereeState {
  referee: SchedulingReferee;
  /** The issue-21 facts (`NO_RULE_FACTS` when none). */
  facts: RefereeRuleFacts;
  /** 0 to 1: level and rating together. */
  quality: number;
  /** The referee's share of the horizon's slots, in proportion to capacity. */
  target: number;
  blockedByDate: Map<string, Interval[]>;
  /** The referee's games in other organizations, as real instants (decision 0066). */
  elsewhere: Interval[];
  slots: number[];
  byDay: Map<number, number[]>;
  weekCount: Map<number, number>;
  monthCount: Map<number, number>;
  games: number;
  feeCents: number;
  teamCount: Map<number, number>;
  repeatPenalty: number;
}

export interface Slot {
  game: number;
  position: string;
  fixed: boolean;
  /** Part of the slate to fill (open slots only). */
  open: boolean;
}

export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function weekNumber(day: number): number {
  // Day 0 (1970-01-01) was a Thursday; +3 makes weeks start on Monday.
  return Math.floor((day + 3) / 7);
}

function monthNumber(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

export class SlateModel {
  readonly rules: ConflictRules;
  readonly weights: SchedulingWeights;
  readonly instantOf: InstantOf;
  readonly games: GameFacts[];
  readonly gameIndex = new Map<string, number>();
  readonly referees: RefereeState[];
  readonly refereeIndex = new Map<string, number>();
  readonly teams: string[] = [];
  readonly slots: Slot[] = [];
  readonly slotReferee: number[] = [];
  readonly gameSlots: number[][];
  readonly averageFee: number;
  readonly policy: AssignmentPolicy;
  private readonly crewPairs = new Set<number>();
  /** Pairs (both orders, a * referees + b) who must or should not share a game, and who like to. */
  private readonly avoidPairs = new Set<number>();
  private readonly preferPairs = new Set<number>();
  /** Per slot and referee: 1 ranked for the slot's position, 0 not, -1 not yet known. */
  private slotRanks = new Int8Array(0);
  /** Per game, officials on it from outside the pool (kept assignments of referees who left): do-not-pair reads them. */
  private readonly outsideOfficials = new Map<number, string[]>();
  /** Spans of the referees' teams' games (team commitments), by game id. */
  private readonly teamGameSpans = new Map<string, Interval>();
  /** pairCost per (game, referee), computed on first use (NaN until then). */
  private readonly pairCosts: Float64Array;
  private readonly spanDays: number;
  private readonly elsewhereInstantOf: (timeZone: string) => InstantOf;

  constructor(readonly input: ScheduleInput) {
    const { rules } = input;
    this.rules = rules.conflictRules ?? DEFAULT_CONFLICT_RULES;
    this.weights = { ...DEFAULT_WEIGHTS, ...input.weights };
    this.policy = input.policy ?? DEFAULT_ASSIGNMENT_POLICY;
    this.instantOf = cachedInstantFunction(rules.timeZone);
    const longest = Math.max(0, ...Object.values(this.rules.gameLengthMinutes));
    this.spanDays = 1 + Math.ceil((longest + rules.travelBufferMinutes) / 1440);

    const venues = new Map<string, number>();
    const teams = new Map<string, number>();
    const indexOf = (map: Map<string, number>, key: string, list?: string[]) => {
      let index = map.get(key);
      if (index === undefined) {
        index = map.size;
        map.set(key, index);
        list?.push(key);
      }
      return index;
    };

    const instantIn = new Map<string, InstantOf>();
    this.elsewhereInstantOf = (timeZone) => {
      let convert = instantIn.get(timeZone);
      if (!convert) {
        convert = cachedInstantFunction(timeZone);
        instantIn.set(timeZone, convert);
      }
      return convert;
    };
    const nextDay = new Map<string, string>();
    for (const game of input.games) if (!nextDay.has(game.date)) nextDay.set(game.date, addDays(game.date, 1));
    const dates = new Set([...nextDay.keys(), ...nextDay.values()]);
    this.referees = input.referees.map((referee, index) => {
      this.refereeIndex.set(referee.id, index);
      return this.refereeState(referee, dates);
    });
    const pool = this.referees.length;
    for (const [r, { facts }] of this.referees.entries()) {
      for (const partner of facts.avoid) {
        const other = this.refereeIndex.get(partner.partnerId);
        if (other === undefined || other === r) continue;
        this.avoidPairs.add(r * pool + other).add(other * pool + r);
      }
      for (const id of facts.prefer) {
        const other = this.refereeIndex.get(id);
        if (other === undefined || other === r) continue;
        this.preferPairs.add(r * pool + other).add(other * pool + r);
      }
    }

    const eligibleByLevel = new Map<string, boolean[]>();
    const eligible = (level: string) => {
      let table = eligibleByLevel.get(level);
      if (!table) {
        table = this.referees.map(({ referee }) => isLevelEligible(referee.level, level, this.rules));
        eligibleByLevel.set(level, table);
      }
      return table;
    };

    this.games = input.games.map((game, index) => {
      this.gameIndex.set(game.id, index);
      const start = this.instantOf(game.date, game.time);
      const day = dayNumber(game.date);
      const facts: GameFacts = {
        game,
        start,
        end: start + gameLengthMinutes(game.level, this.rules) * 60_000,
        day,
        week: weekNumber(day),
        month: monthNumber(game.date),
        venue: indexOf(venues, venueKey(game.venue)),
        home: indexOf(teams, game.homeTeam.trim(), this.teams),
        away: indexOf(teams, game.awayTeam.trim(), this.teams),
        levelRank: levelRank(game.level),
        dates: [game.date, nextDay.get(game.date)!],
        candidates: [],
        isCandidate: new Uint8Array(this.referees.length),
      };
      const levelAllows = eligible(game.level);
      for (let r = 0; r < this.referees.length; r++) {
        if (
          levelAllows[r] &&
          this.availabilityConflict(facts, r) === null &&
          !this.busyElsewhere(facts, r) &&
          this.ruleConflict(facts, r) === null &&
          game.positions.some((position) => this.rankAllows(position, game.level, r))
        ) {
          facts.candidates.push(r);
          facts.isCandidate[r] = 1;
        }
      }
      return facts;
    });
    this.gameSlots = this.games.map(() => []);
    this.pairCosts = new Float64Array(this.games.length * this.referees.length).fill(Number.NaN);

    const existing = new Map<string, string>();
    for (const assignment of input.existing ?? [])
      existing.set(`${assignment.gameId} ${assignment.position}`, assignment.refereeId);
    const slate = input.slateGameIds ? new Set(input.slateGameIds) : null;
    let feeTotal = 0;
    for (const [g, facts] of this.games.entries()) {
      for (const position of facts.game.positions) {
        const refereeId = existing.get(`${facts.game.id} ${position}`);
        const referee = refereeId === undefined ? undefined : this.refereeIndex.get(refereeId);
        // Filled by someone outside the pool (a referee who left): not ours to fill or to count.
        if (refereeId !== undefined && referee === undefined) {
          this.outsideOfficials.set(g, [...(this.outsideOfficials.get(g) ?? []), refereeId]);
          continue;
        }
        const fixed = referee !== undefined;
        const open = !fixed && (slate === null || slate.has(facts.game.id));
        if (!fixed && !open) continue;
        const slot = this.slots.length;
        this.slots.push({ game: g, position, fixed, open });
        this.slotReferee.push(-1);
        this.gameSlots[g]!.push(slot);
        feeTotal += facts.game.feeCents;
        if (fixed) this.assign(slot, referee);
      }
    }
    this.averageFee = this.slots.length ? Math.max(1, feeTotal / this.slots.length) : 1;
    this.slotRanks = new Int8Array(this.slots.length * this.referees.length).fill(-1);

    // The season so far: counted in each referee's games, fees and teams, so balance and repeat
    // exposure look at the whole season and not only at the loaded weeks.
    let historyGames = 0;
    for (const past of input.history ?? []) {
      const r = this.refereeIndex.get(past.refereeId);
      if (r === undefined) continue;
      const state = this.referees[r]!;
      state.games += past.games;
      state.feeCents += past.feeCents;
      historyGames += past.games;
      for (const [team, count] of Object.entries(past.teams))
        this.countTeam(state, indexOf(teams, team.trim(), this.teams), count);
    }

    const capacities = this.referees.map(({ referee }) => weeklyCapacity(referee, input.rules.maxGamesPerWeek));
    const targets = balanceTargets(capacities, this.slots.length + historyGames);
    for (const [r, state] of this.referees.entries()) state.target = targets[r]!;

    for (const crew of input.pastCrews ?? []) {
      const members = crew.map((id) => this.refereeIndex.get(id)).filter((r) => r !== undefined);
      for (const a of members) for (const b of members) if (a !== b) this.crewPairs.add(a * this.referees.length + b);
    }
  }

  /** The referee's blocked spans on the dates games touch, weekly blocks included. */
  private refereeState(referee: SchedulingReferee, dates: Set<string>): RefereeState {
    const blockedByDate = new Map<string, Interval[]>();
    const blocks = (referee.availability ?? []).filter((block) => dates.has(block.date));
    if (referee.recurringAvailability?.length) {
      for (const date of dates) blocks.push(...recurringBlocksOn(referee.recurringAvailability, date));
    }
    for (const block of blocks) {
      const list = blockedByDate.get(block.date) ?? [];
      list.push(blockSpan(block, this.instantOf));
      blockedByDate.set(block.date, list);
    }
    return {
      referee,
      facts: referee.facts ?? NO_RULE_FACTS,
      quality: refereeQuality(referee),
      target: 1,
      blockedByDate,
      elsewhere: (referee.otherOrganizationGames ?? []).map((other) =>
        otherOrganizationSpan(other, this.elsewhereInstantOf(other.timeZone)),
      ),
      slots: [],
      byDay: new Map(),
      weekCount: new Map(),
      monthCount: new Map(),
      games: 0,
      feeCents: 0,
      teamCount: new Map(),
      repeatPenalty: 0,
    };
  }

  /**
   * Level, availability, other organizations' games and the issue-21 rules of the game and referee alone:
   * what rules a referee out of a game before anyone is assigned (the rank, per slot, is `slotConflict`'s).
   */
  staticConflict(facts: GameFacts, r: number): HardConstraintCode | null {
    if (!isLevelEligible(this.referees[r]!.referee.level, facts.game.level, this.rules)) return "level_not_eligible";
    return (
      this.availabilityConflict(facts, r) ??
      (this.busyElsewhere(facts, r) ? "other_organization" : null) ??
      this.ruleConflict(facts, r)
    );
  }

  /** Whether the policy applies the issue-21 rule of this code at all (hard or soft both rule out here). */
  private applies(code: ConflictCode): boolean {
    return ruleStrength(code, this.policy) !== "off";
  }

  /**
   * The first issue-21 rule of the game and referee alone that rules them out: a tie to one of the game's
   * teams or a scratch, a game of a team they play for or coach at that time, the game's rating, the
   * distance from where they set out, a required credential missing or expired on the game's date.
   */
  ruleConflict(facts: GameFacts, r: number): HardConstraintCode | null {
    const { facts: known, referee } = this.referees[r]!;
    const { game } = facts;
    if (known.teams.length > 0) {
      for (const { tie } of teamTiesOn(known, game)) {
        const code = teamTieCode(tie.relation);
        if (this.applies(code)) return code;
      }
      if (
        known.teamGames.length > 0 &&
        this.applies("team_commitment") &&
        teamCommitmentClashes(known, game.id, facts, this.teamGameSpan).length > 0
      )
        return "team_commitment";
    }
    if (this.applies("outside_game_rating") && outsideGameRating(referee.level, game)) return "outside_game_rating";
    if (known.maxTravelKm !== null && this.applies("beyond_travel_distance") && beyondTravelLimit(known, game))
      return "beyond_travel_distance";
    if (this.applies("credential_missing")) {
      const [shortfall] = credentialShortfalls(known, this.policy, game);
      if (shortfall) return shortfall.latestExpiry === null ? "credential_missing" : "credential_expired";
    }
    return null;
  }

  private readonly teamGameSpan = (game: ConflictGame): Interval => {
    let span = this.teamGameSpans.get(game.id);
    if (!span) {
      const start = this.instantOf(game.date, game.time);
      span = { start, end: start + gameLengthMinutes(game.level, this.rules) * 60_000 };
      this.teamGameSpans.set(game.id, span);
    }
    return span;
  };

  /** Whether the rank rule lets referee r work this position at this level (always, when the policy has it off). */
  private rankAllows(position: string, level: string, r: number): boolean {
    return !this.applies("position_not_ranked") || isRankedFor(this.referees[r]!.facts, position, level);
  }

  private rankedForSlot(slot: number, r: number): boolean {
    const index = slot * this.referees.length + r;
    let known = this.slotRanks[index]!;
    if (known < 0) {
      const { game, position } = this.slots[slot]!;
      known = this.rankAllows(position, this.games[game]!.game.level, r) ? 1 : 0;
      this.slotRanks[index] = known;
    }
    return known === 1;
  }

  /** Whether another official on the slot's game (another slot) and referee r must or should not work together. */
  private pairConflict(slot: number, r: number): boolean {
    if (this.avoidPairs.size === 0) return false;
    const g = this.slots[slot]!.game;
    const base = r * this.referees.length;
    for (const other of this.gameSlots[g]!) {
      const official = this.slotReferee[other]!;
      if (other !== slot && official >= 0 && official !== r && this.avoidPairs.has(base + official)) return true;
    }
    const outside = this.outsideOfficials.get(g);
    return !!outside && this.referees[r]!.facts.avoid.some((partner) => outside.includes(partner.partnerId));
  }

  /** The rule of `findConflicts` for other organizations' games, on the instants computed once. */
  private busyElsewhere(facts: GameFacts, r: number): boolean {
    const { elsewhere } = this.referees[r]!;
    return elsewhere.length > 0 && busyWithOtherOrganization(facts, elsewhere, this.input.rules.travelBufferMinutes);
  }

  private availabilityConflict(facts: GameFacts, r: number): "availability_blocked" | null {
    const { blockedByDate } = this.referees[r]!;
    // A game can run past midnight into the next day's blocks; a block never reaches into the day after its date.
    for (const date of facts.dates) {
      const blocked = blockedByDate.get(date);
      if (blocked) for (const span of blocked) if (overlaps(facts, span)) return "availability_blocked";
    }
    return null;
  }

  /** The first hard rule the referee's current schedule breaks by taking game `g`, or null. */
  dynamicConflict(g: number, r: number): HardConstraintCode | null {
    const facts = this.games[g]!;
    const state = this.referees[r]!;
    const { rules } = this.input;
    for (let day = facts.day - this.spanDays; day <= facts.day + this.spanDays; day++) {
      const list = state.byDay.get(day);
      if (!list) continue;
      for (const slot of list) {
        const other = this.games[this.slots[slot]!.game]!;
        if (overlaps(facts, other)) return "overlapping_game";
        if (other.venue !== facts.venue && gapMinutes(facts, other) < rules.travelBufferMinutes) return "travel_buffer";
      }
    }
    if (rules.maxGamesPerDay !== null && (state.byDay.get(facts.day)?.length ?? 0) >= rules.maxGamesPerDay)
      return "daily_maximum";
    const week = state.weekCount.get(facts.week) ?? 0;
    if (rules.maxGamesPerWeek !== null && week >= rules.maxGamesPerWeek) return "weekly_maximum";
    if (state.referee.maxGamesPerWeek != null && week >= state.referee.maxGamesPerWeek)
      return "referee_weekly_capacity";
    const month = state.monthCount.get(facts.month) ?? 0;
    if (state.referee.maxGamesPerMonth != null && month >= state.referee.maxGamesPerMonth)
      return "referee_monthly_capacity";
    return null;
  }

  /**
   * The first hard rule referee r breaks by taking this slot now, r being a candidate of its game: the rank
   * for the slot's position, their schedule (`dynamicConflict`), do-not-pair with the game's other officials.
   */
  slotConflict(slot: number, r: number): HardConstraintCode | null {
    if (!this.rankedForSlot(slot, r)) return "position_not_ranked";
    return this.dynamicConflict(this.slots[slot]!.game, r) ?? (this.pairConflict(slot, r) ? "do_not_pair" : null);
  }

  /** The first rule that rules referee r out of the slot now, or null. */
  conflictOf(slot: number, r: number): HardConstraintCode | null {
    const facts = this.games[this.slots[slot]!.game]!;
    return (facts.isCandidate[r] ? null : this.staticConflict(facts, r)) ?? this.slotConflict(slot, r);
  }

  /** The user ids of the officials on the slot's game other than the slot's and referee r: the crew `findConflicts` reads. */
  crewOf(slot: number, r: number): string[] {
    const g = this.slots[slot]!.game;
    const ids = this.gameSlots[g]!.flatMap((other) => {
      const official = this.slotReferee[other]!;
      return other !== slot && official >= 0 && official !== r ? [this.referees[official]!.referee.id] : [];
    });
    return [...ids, ...(this.outsideOfficials.get(g) ?? [])];
  }

  /** Whether some referee could take the slot in an empty schedule. */
  slotFeasible(slot: number): boolean {
    return this.games[this.slots[slot]!.game]!.candidates.some((r) => this.rankedForSlot(slot, r));
  }

  assign(slot: number, r: number): void {
    const facts = this.games[this.slots[slot]!.game]!;
    const state = this.referees[r]!;
    this.slotReferee[slot] = r;
    state.slots.push(slot);
    const day = state.byDay.get(facts.day);
    if (day) day.push(slot);
    else state.byDay.set(facts.day, [slot]);
    state.weekCount.set(facts.week, (state.weekCount.get(facts.week) ?? 0) + 1);
    state.monthCount.set(facts.month, (state.monthCount.get(facts.month) ?? 0) + 1);
    state.games++;
    state.feeCents += facts.game.feeCents;
    this.countTeam(state, facts.home, 1);
    if (facts.away !== facts.home) this.countTeam(state, facts.away, 1);
  }

  unassign(slot: number): void {
    const r = this.slotReferee[slot]!;
    if (r < 0) return;
    const facts = this.games[this.slots[slot]!.game]!;
    const state = this.referees[r]!;
    this.slotReferee[slot] = -1;
    removeValue(state.slots, slot);
    const day = state.byDay.get(facts.day)!;
    removeValue(day, slot);
    if (day.length === 0) state.byDay.delete(facts.day);
    state.weekCount.set(facts.week, state.weekCount.get(facts.week)! - 1);
    state.monthCount.set(facts.month, state.monthCount.get(facts.month)! - 1);
    state.games--;
    state.feeCents -= facts.game.feeCents;
    this.countTeam(state, facts.home, -1);
    if (facts.away !== facts.home) this.countTeam(state, facts.away, -1);
  }

  private countTeam(state: RefereeState, team: number, change: number) {
    const before = state.teamCount.get(team) ?? 0;
    state.teamCount.set(team, before + change);
    state.repeatPenalty += repeatPenalty(before + change) - repeatPenalty(before);
  }

  /** The per-referee part of the objective (`refereeCost` in objective.ts). */
  refereeCost(r: number): number {
    return refereeCost(this.weights, this.referees[r]!, this.averageFee);
  }

  /** The part of the objective that depends only on the pair: level match, travel, preferences. */
  pairCost(g: number, r: number): number {
    const index = g * this.referees.length + r;
    let cost = this.pairCosts[index]!;
    if (Number.isNaN(cost)) {
      cost = this.computePairCost(g, r);
      this.pairCosts[index] = cost;
    }
    return cost;
  }

  private computePairCost(g: number, r: number): number {
    const facts = this.games[g]!;
    const state = this.referees[r]!;
    return pairCost(this.weights, {
      quality: state.quality,
      levelRank: facts.levelRank,
      km: this.homeDistanceKm(g, r),
      preference: preferenceCost(facts.game, state.referee),
    });
  }

  homeDistanceKm(g: number, r: number): number | null {
    const home = this.referees[r]!.referee.home;
    const venue = this.games[g]!.game.coordinates;
    return home && venue ? distanceKm(home, venue) : null;
  }

  /** Crew-mates already on game `g` (other than `except`) who worked with referee r before. */
  crewPartners(g: number, r: number, except = -1): number[] {
    return this.partnersIn(this.crewPairs, g, r, except);
  }

  /** Crew-mates already on game `g` (other than `except`) whom referee r, or who, prefers working with. */
  preferredPartners(g: number, r: number, except = -1): number[] {
    return this.partnersIn(this.preferPairs, g, r, except);
  }

  private partnersIn(pairs: Set<number>, g: number, r: number, except: number): number[] {
    const partners: number[] = [];
    for (const slot of this.gameSlots[g]!) {
      const other = this.slotReferee[slot]!;
      if (slot !== except && other >= 0 && other !== r && pairs.has(r * this.referees.length + other))
        partners.push(other);
    }
    return partners;
  }

  /**
   * The crew goal's count for referee r on game `g` (other than slot `except`): crew-mates who worked with
   * them before, plus crew-mates they prefer working with (issue 21), each pair once per reason.
   */
  crewCount(g: number, r: number, except = -1): number {
    if (this.crewPairs.size === 0 && this.preferPairs.size === 0) return 0;
    let count = 0;
    const base = r * this.referees.length;
    for (const slot of this.gameSlots[g]!) {
      const other = this.slotReferee[slot]!;
      if (slot === except || other < 0 || other === r) continue;
      if (this.crewPairs.has(base + other)) count++;
      if (this.preferPairs.has(base + other)) count++;
    }
    return count;
  }

  /** What the objective gains by giving slot's game to r (r not yet assigned, slot empty). */
  additionCost(slot: number, r: number): number {
    const g = this.slots[slot]!.game;
    const facts = this.games[g]!;
    const state = this.referees[r]!;
    return additionCost(this.weights, state, this.averageFee, {
      feeCents: facts.game.feeCents,
      homeTeamGames: state.teamCount.get(facts.home) ?? 0,
      awayTeamGames: state.teamCount.get(facts.away) ?? 0,
      pairCostOfSlot: this.pairCost(g, r),
      crewMates: this.crewCount(g, r, slot),
    });
  }

  /** The whole objective, from scratch (unfilled slots excluded: coverage is counted apart). */
  objective(): number {
    let total = 0;
    for (let r = 0; r < this.referees.length; r++) total += this.refereeCost(r);
    for (const [slot, r] of this.slotReferee.entries()) {
      if (r < 0) continue;
      const g = this.slots[slot]!.game;
      total += slotCostInTotal(this.weights, this.pairCost(g, r), this.crewCount(g, r, slot));
    }
    return total;
  }
}

function removeValue(list: number[], value: number) {
  const index = list.lastIndexOf(value);
  if (index >= 0) {
    list[index] = list[list.length - 1]!;
    list.pop();
  }
}
