/**
 * Auto-assign a slate (issue 10, decision 0021): `scheduleSlate(input, options)` proposes a referee for
 * every open slot it can fill, explains each choice and each gap, and re-verifies the result with the
 * independent checker. Pure and deterministic for a seed when the iteration cap (not the clock) ends
 * the search; inside a Worker the clock does not advance during computation, so the cap is what bounds
 * the work there.
 */
import { checkHardConstraints, type AssignmentRef } from "./check";
import { explainChoice, explainUnfilled, monthlyAverages, sentence } from "./explain";
import { refereesSeeingATeamMoreThan, spread } from "./metrics";
import { SlateModel } from "./model";
import { seededRandom } from "./random";
import { bestReferee, construct, improve, repair } from "./search";
import type { ProposedAssignment, ScheduleInput, ScheduleOptions, ScheduleResult, UnfilledSlot } from "./types";

export const DEFAULT_TIME_BUDGET_MS = 1_500;
/** Local-search steps per open slot (a step is a few microseconds: the season's 2,041 slots take about half a second). */
const ITERATIONS_PER_SLOT = 50;
/** Small slates still get a real search: 20,000 steps take well under 100 ms. */
const MINIMUM_ITERATIONS = 20_000;

function defaultClock(): number {
  return globalThis.performance?.now() ?? Date.now();
}

export function scheduleSlate(input: ScheduleInput, options: ScheduleOptions = {}): ScheduleResult {
  const clock = options.clock ?? defaultClock;
  const started = clock();
  const model = new SlateModel(input);
  const random = seededRandom(options.seed ?? 1);
  const open = model.slots.flatMap((slot, index) => (slot.open ? [index] : []));

  construct(model, random);
  repair(model);
  const stats = improve(model, {
    random,
    maxIterations: options.maxIterations ?? Math.max(MINIMUM_ITERATIONS, ITERATIONS_PER_SLOT * open.length),
    timeBudgetMs: options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS,
    clock,
  });
  // The search keeps the best schedule it saw; anything still open gets one more greedy try and repair.
  for (const slot of open) {
    if (model.slotReferee[slot]! >= 0) continue;
    const r = bestReferee(model, slot, -1);
    if (r >= 0) model.assign(slot, r);
  }
  repair(model);

  const averages = monthlyAverages(model);
  const assignments: ProposedAssignment[] = [];
  const unfilled: UnfilledSlot[] = [];
  for (const slot of open) {
    const { game, position } = model.slots[slot]!;
    const gameId = model.games[game]!.game.id;
    const r = model.slotReferee[slot]!;
    if (r < 0) {
      unfilled.push({ gameId, position, ...explainUnfilled(model, slot) });
      continue;
    }
    const reasons = explainChoice(model, slot, r, averages, true);
    assignments.push({
      gameId,
      position,
      refereeId: model.referees[r]!.referee.id,
      reasons,
      explanation: sentence(reasons),
    });
  }
  const runtimeMs = clock() - started;
  return {
    assignments,
    unfilled,
    summary: {
      ...figures(model, input, assignments, open),
      iterations: stats.iterations,
      stoppedBy: stats.stoppedBy,
      runtimeMs,
    },
  };
}

/** The summary figures of a model holding a set of proposals (coverage, spread, exposure, violations). */
function figures(
  model: SlateModel,
  input: ScheduleInput,
  assignments: readonly AssignmentRef[],
  open: readonly number[],
) {
  const hardViolations = checkHardConstraints(input, assignments).length;
  const feasibleSlots = open.filter((slot) => model.slotFeasible(slot)).length;
  const filled = assignments.length;
  return {
    slots: open.length,
    filled,
    coverage: open.length ? filled / open.length : 1,
    feasibleSlots,
    feasibleCoverage: feasibleSlots ? Math.min(1, filled / feasibleSlots) : 1,
    workload: spread(model.referees.map((state) => state.games)),
    workloadVersusCapacity: spread(model.referees.map((state) => state.games / state.target)),
    fees: spread(model.referees.map((state) => state.feeCents)),
    refereesSeeingATeamMoreThanTwice: refereesSeeingATeamMoreThan(model, 2),
    refereesSeeingATeamTwiceOrMore: refereesSeeingATeamMoreThan(model, 1),
    hardViolations,
    objective: model.objective(),
  };
}

/**
 * The same figures for a draft the assignor changed by hand: the proposals are placed as given (no
 * search), so coverage, workload spread and team exposure describe what would be published.
 */
export function summarizeProposals(input: ScheduleInput, proposals: readonly AssignmentRef[]) {
  const model = new SlateModel(input);
  const open = model.slots.flatMap((slot, index) => (slot.open ? [index] : []));
  const slotOf = new Map(
    open.map((slot) => [`${model.games[model.slots[slot]!.game]!.game.id}:${model.slots[slot]!.position}`, slot]),
  );
  const refereeOf = new Map(model.referees.map((state, index) => [state.referee.id, index]));
  const placed: AssignmentRef[] = [];
  for (const proposal of proposals) {
    const slot = slotOf.get(`${proposal.gameId}:${proposal.position}`);
    const referee = refereeOf.get(proposal.refereeId);
    if (slot === undefined || referee === undefined || model.slotReferee[slot]! >= 0) continue;
    model.assign(slot, referee);
    placed.push(proposal);
  }
  return figures(model, input, placed, open);
}
