/**
 * How the engine fills a slate (decision 0021):
 * 1. Greedy construction, hardest slots first (fewest referees that level and availability allow), each
 *    to the feasible referee whose addition costs the objective least.
 * 2. Repair: an unfilled slot takes a referee whose only obstacle is one of their other proposed games,
 *    when that game can move to someone else.
 * 3. Local search (simulated annealing) over moves and swaps, within an iteration cap and a time
 *    budget; the best schedule seen is kept.
 */
import type { SlateModel } from "./model";
import { slotCost, UNFILLED_COST } from "./objective";

export interface SearchOptions {
  random: () => number;
  maxIterations: number;
  timeBudgetMs: number;
  clock: () => number;
}

export interface SearchStats {
  iterations: number;
  stoppedBy: "iterations" | "time";
}

export function construct(model: SlateModel, random: () => number): void {
  const open = model.slots.flatMap((slot, index) => (slot.open ? [index] : []));
  const tieBreak = new Map(open.map((slot) => [slot, random()]));
  open.sort((a, b) => {
    const gameA = model.games[model.slots[a]!.game]!;
    const gameB = model.games[model.slots[b]!.game]!;
    return (
      gameA.candidates.length - gameB.candidates.length ||
      gameA.start - gameB.start ||
      tieBreak.get(a)! - tieBreak.get(b)!
    );
  });
  for (const slot of open) {
    const best = bestReferee(model, slot, -1);
    if (best >= 0) model.assign(slot, best);
  }
}

/** The feasible referee (other than `exclude`) whose addition costs least, or -1. */
export function bestReferee(model: SlateModel, slot: number, exclude: number): number {
  const facts = model.games[model.slots[slot]!.game]!;
  let best = -1;
  let bestCost = Infinity;
  for (const r of facts.candidates) {
    if (r === exclude || model.slotConflict(slot, r) !== null) continue;
    const cost = model.additionCost(slot, r);
    if (cost < bestCost) {
      bestCost = cost;
      best = r;
    }
  }
  return best;
}

/** Fills what it can of the unfilled slots by moving one blocking game of a candidate to another referee. */
export function repair(model: SlateModel): void {
  for (const [slot, info] of model.slots.entries()) {
    if (!info.open || model.slotReferee[slot]! >= 0) continue;
    const facts = model.games[info.game]!;
    for (const r of facts.candidates) {
      if (tryEjection(model, slot, r, facts.week)) break;
    }
  }
}

function tryEjection(model: SlateModel, slot: number, r: number, week: number): boolean {
  const game = model.slots[slot]!.game;
  const state = model.referees[r]!;
  // Games in the same week can block by overlap, travel, the daily or the weekly maximum; the monthly capacity reaches further.
  const blockers = state.slots.filter((other) => {
    const info = model.slots[other]!;
    if (info.fixed) return false;
    const facts = model.games[info.game]!;
    return Math.abs(facts.week - week) <= 1 || facts.month === model.games[game]!.month;
  });
  for (const blocker of blockers) {
    model.unassign(blocker);
    if (model.slotConflict(slot, r) === null) {
      model.assign(slot, r);
      const other = bestReferee(model, blocker, r);
      if (other >= 0) {
        model.assign(blocker, other);
        return true;
      }
      model.unassign(slot);
    }
    model.assign(blocker, r);
  }
  return false;
}

/** Share of steps that are a steepest-descent move of one slot rather than a random move or swap. */
const BEST_MOVE_SHARE = 0.1;
/** Share of feasible moves tried as an exchange with one of the other referee's games instead. */
const SWAP_SHARE = 0.5;

export function improve(model: SlateModel, options: SearchOptions): SearchStats {
  const { random } = options;
  const movable = model.slots.flatMap((slot, index) => (slot.open ? [index] : []));
  const started = options.clock();
  if (movable.length === 0) return { iterations: 0, stoppedBy: "iterations" };

  let current = model.objective() + UNFILLED_COST * movable.filter((slot) => model.slotReferee[slot]! < 0).length;
  let best = current;
  let bestAssignment = model.slotReferee.slice();
  const startTemperature = 0.1;
  const endTemperature = 0.002;
  let iteration = 0;
  let stoppedBy: SearchStats["stoppedBy"] = "iterations";

  for (; iteration < options.maxIterations; iteration++) {
    if ((iteration & 1023) === 0 && options.clock() - started > options.timeBudgetMs) {
      stoppedBy = "time";
      break;
    }
    const temperature = startTemperature * (endTemperature / startTemperature) ** (iteration / options.maxIterations);
    const slot = movable[Math.floor(random() * movable.length)]!;
    if (random() < BEST_MOVE_SHARE) {
      const gain = bestMove(model, slot);
      if (gain > 0) {
        current -= gain;
        if (current < best - 1e-9) {
          best = current;
          bestAssignment = model.slotReferee.slice();
        }
      }
      continue;
    }
    const game = model.slots[slot]!.game;
    const candidates = model.games[game]!.candidates;
    if (candidates.length === 0) continue;
    const from = model.slotReferee[slot]!;
    const to = candidates[Math.floor(random() * candidates.length)]!;
    if (to === from) continue;

    const conflict = model.slotConflict(slot, to);
    let delta: number | null = null;
    let undo: (() => void) | null = null;
    if (conflict === null && (from < 0 || random() >= SWAP_SHARE)) {
      const before =
        (from >= 0 ? model.refereeCost(from) + pairPart(model, slot, from) : UNFILLED_COST) + model.refereeCost(to);
      if (from >= 0) model.unassign(slot);
      model.assign(slot, to);
      const after = (from >= 0 ? model.refereeCost(from) : 0) + model.refereeCost(to) + pairPart(model, slot, to);
      delta = after - before;
      undo = () => {
        model.unassign(slot);
        if (from >= 0) model.assign(slot, from);
      };
    } else if (from >= 0) {
      // Exchange games with `to`: one on the same day when that is what blocks them, else any of theirs.
      const sameDay = conflict === "overlapping_game" || conflict === "daily_maximum" || conflict === "travel_buffer";
      const pool = sameDay ? (model.referees[to]!.byDay.get(model.games[game]!.day) ?? []) : model.referees[to]!.slots;
      const other = pool.length ? pool[Math.floor(random() * pool.length)]! : -1;
      const swap = other >= 0 ? trySwap(model, slot, from, to, other) : null;
      if (swap) ({ delta, undo } = swap);
    }
    if (delta === null || !undo) continue;
    if (delta < 0 || random() < Math.exp(-delta / temperature)) {
      current += delta;
      if (current < best - 1e-9) {
        best = current;
        bestAssignment = model.slotReferee.slice();
      }
    } else {
      undo();
    }
  }

  restore(model, movable, bestAssignment);
  return { iterations: iteration, stoppedBy };
}

/**
 * Steepest descent on one slot: hands it to the feasible referee that lowers the objective most
 * (filling it when empty). Returns how much the objective fell (0 when nothing better was found).
 */
function bestMove(model: SlateModel, slot: number): number {
  const from = model.slotReferee[slot]!;
  let removalGain = UNFILLED_COST;
  if (from >= 0) {
    const before = model.refereeCost(from) + pairPart(model, slot, from);
    model.unassign(slot);
    removalGain = before - model.refereeCost(from);
  }
  const to = bestReferee(model, slot, from);
  const cost = to >= 0 ? model.additionCost(slot, to) : Infinity;
  if (to >= 0 && cost < removalGain - 1e-9) {
    model.assign(slot, to);
    return removalGain - cost;
  }
  if (from >= 0) model.assign(slot, from);
  return 0;
}

function pairPart(model: SlateModel, slot: number, r: number): number {
  const game = model.slots[slot]!.game;
  return slotCost(model.weights, model.pairCost(game, r), model.crewCount(game, r, slot));
}

/** Exchanges the games of two slots between their referees, when both can take the other's game. */
function trySwap(model: SlateModel, slot: number, from: number, to: number, other: number) {
  const game = model.slots[slot]!.game;
  const otherGame = model.slots[other]!.game;
  if (!model.slots[other]!.open || otherGame === game) return null;
  if (!model.games[otherGame]!.isCandidate[from]) return null;
  const before =
    model.refereeCost(from) + model.refereeCost(to) + pairPart(model, slot, from) + pairPart(model, other, to);
  model.unassign(slot);
  model.unassign(other);
  const undoSwap = () => {
    model.assign(slot, from);
    model.assign(other, to);
  };
  if (model.slotConflict(slot, to) !== null) {
    undoSwap();
    return null;
  }
  model.assign(slot, to);
  if (model.slotConflict(other, from) !== null) {
    model.unassign(slot);
    undoSwap();
    return null;
  }
  model.assign(other, from);
  const after =
    model.refereeCost(from) + model.refereeCost(to) + pairPart(model, slot, to) + pairPart(model, other, from);
  return {
    delta: after - before,
    undo: () => {
      model.unassign(slot);
      model.unassign(other);
      undoSwap();
    },
  };
}

function restore(model: SlateModel, movable: number[], assignment: number[]) {
  for (const slot of movable) if (model.slotReferee[slot] !== assignment[slot]) model.unassign(slot);
  for (const slot of movable) {
    const r = assignment[slot]!;
    if (r >= 0 && model.slotReferee[slot] !== r) model.assign(slot, r);
  }
}
