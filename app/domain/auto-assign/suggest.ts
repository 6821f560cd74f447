/**
 * Suggestions for one slot (the assignment dialog): every referee of the pool either ranked, with the
 * reasons in words, or left out, with the conflicts that rule them out. Same model, costs and words as
 * auto-assign, so a suggestion and an auto-assigned choice never disagree.
 */
import { findConflicts } from "../conflicts";
import { addDays } from "../dates";
import { recurringBlocksOn } from "../availability";
import { explainChoice, monthlyAverages, sentence } from "./explain";
import { SlateModel } from "./model";
import type { HardConstraintCode, ScheduleInput } from "./types";

export interface Suggestion {
  refereeId: string;
  /** Lower is better: what giving this referee the slot adds to the engine's objective. */
  cost: number;
  reasons: string[];
  explanation: string;
}

export interface LeftOut {
  refereeId: string;
  conflicts: { code: HardConstraintCode; severity: "hard" | "soft"; message: string }[];
}

export interface SuggestionResult {
  suggestions: Suggestion[];
  leftOut: LeftOut[];
}

export function suggestReferees(
  input: ScheduleInput,
  target: { gameId: string; position: string },
  options: { limit?: number } = {},
): SuggestionResult {
  const model = new SlateModel({ ...input, slateGameIds: [target.gameId] });
  const slot = model.slots.findIndex(
    (candidate) =>
      candidate.open &&
      model.games[candidate.game]!.game.id === target.gameId &&
      candidate.position === target.position,
  );
  if (slot < 0) throw new Error(`No open ${target.position} slot on game ${target.gameId}`);
  const averages = monthlyAverages(model);

  const suggestions: Suggestion[] = [];
  const leftOut: LeftOut[] = [];
  for (let r = 0; r < model.referees.length; r++) {
    const refereeId = model.referees[r]!.referee.id;
    if (model.conflictOf(slot, r) === null) {
      const reasons = explainChoice(model, slot, r, averages, false);
      suggestions.push({ refereeId, cost: model.additionCost(slot, r), reasons, explanation: sentence(reasons) });
    } else {
      leftOut.push({ refereeId, conflicts: describeConflicts(model, slot, r) });
    }
  }
  suggestions.sort((a, b) => a.cost - b.cost || a.refereeId.localeCompare(b.refereeId));
  return { suggestions: suggestions.slice(0, options.limit ?? 10), leftOut };
}

/**
 * The conflicts in the words of the assignment dialog (`findConflicts`), the weekly and monthly limits
 * included, with the slot's position, the game's other officials, the referee's facts and the policy.
 */
function describeConflicts(model: SlateModel, slot: number, r: number): LeftOut["conflicts"] {
  const { game, position } = model.slots[slot]!;
  const facts = model.games[game]!;
  const state = model.referees[r]!;
  const { referee } = state;
  const { rules } = model.input;
  const dates = [facts.game.date, addDays(facts.game.date, 1)];
  return findConflicts({
    referee: { level: referee.level },
    game: facts.game,
    position,
    crew: model.crewOf(slot, r),
    facts: state.facts,
    policy: model.policy,
    availability: [
      ...(referee.availability ?? []).filter((block) => dates.includes(block.date)),
      ...dates.flatMap((date) => recurringBlocksOn(referee.recurringAvailability ?? [], date)),
    ],
    otherOrganizationGames: referee.otherOrganizationGames,
    otherGames: state.slots
      .map((other) => model.games[model.slots[other]!.game]!)
      .filter((other) => Math.abs(other.day - facts.day) <= 2)
      // findConflicts skips a game with the checked game's id; another position on the same game is a real overlap.
      .map((other) =>
        other.game.id === facts.game.id ? { ...other.game, id: `${other.game.id}#other-position` } : other.game,
      ),
    settings: {
      timeZone: rules.timeZone,
      travelBufferMinutes: rules.travelBufferMinutes,
      maxGamesPerDay: rules.maxGamesPerDay,
    },
    rules: model.rules,
    capacity: {
      gamesThatWeek: state.weekCount.get(facts.week) ?? 0,
      gamesThatMonth: state.monthCount.get(facts.month) ?? 0,
      refereeWeekly: referee.maxGamesPerWeek ?? null,
      refereeMonthly: referee.maxGamesPerMonth ?? null,
      organizationWeekly: rules.maxGamesPerWeek,
    },
    instantOf: model.instantOf,
  });
}
