/**
 * The open games a referee may ask for (decision 0023), worked out from one read of their own schedule
 * instead of one conflict check per slot: each candidate goes through `findConflicts` with the same
 * inputs `checkConflicts` gathers in SQL for one offer (blocks on the game's date and the next day, other
 * live games from the day before to the day after, games in the game's week and calendar month).
 * `tests/integration/referee-open-games.test.ts` checks the two agree game by game.
 */
import { recurringBlocksOn } from "./availability";
import { GAME_LEVELS, type GameLevel, type Position } from "./constants";
import type { AssignmentPolicy } from "./assignment-policy";
import {
  findConflicts,
  isLevelEligible,
  monthOf,
  OTHER_ORGANIZATION_WINDOW_DAYS,
  weekOf,
  type Conflict,
  type ConflictGame,
  type ConflictRules,
  type OtherOrganizationGame,
} from "./conflicts";
import { isRankedFor, type RefereeRuleFacts } from "./referee-rule-checks";
import { addDays } from "./dates";
import { openPositions } from "./game-status";
import type { AvailabilityBlockInput, InstantOf, RecurringAvailabilityBlockInput } from "./time-intervals";

/** What the conflict rules need to know of one referee, read once for any number of games. */
export interface RefereeSchedule {
  level: number | null;
  /** Their one-off blocks (at least on every checked game's date and the day after). */
  blocks: readonly AvailabilityBlockInput[];
  weekly: readonly RecurringAvailabilityBlockInput[];
  /**
   * The games of their live assignments in the organization (games not cancelled), covering every
   * checked game's week, month and the days either side.
   */
  games: readonly ConflictGame[];
  /** Their own stated capacity in the organization; null means no limit of their own. */
  maxGamesPerWeek: number | null;
  maxGamesPerMonth: number | null;
  /**
   * Their live games in the other leagues they referee for (issue 20, decision 0066): the organization's
   * rule finds them "Busy with another organization". Their own games, so nothing leaks; none when missing.
   */
  otherOrganizationGames?: readonly OtherOrganizationGame[];
  /** What the organization knows of them (issue 21: team ties, partners, ranks, travel, credentials). */
  facts?: RefereeRuleFacts;
}

export interface ScheduleSettings {
  timeZone: string;
  travelBufferMinutes: number;
  maxGamesPerDay: number | null;
  /** The organization's weekly maximum per referee (scheduling settings); null means none. */
  maxGamesPerWeek: number | null;
  rules: ConflictRules;
  /** The organization's assignment policy (issue 21); missing means the defaults. */
  policy?: AssignmentPolicy;
  instantOf?: InstantOf;
}

/** The dates a schedule must cover to check games from `from` on: the week and month of `from`, and the day before. */
export function scheduleWindowStart(from: string): string {
  return [addDays(from, -1), weekOf(from).start, monthOf(from).start].sort()[0]!;
}

/** The game levels a referee of this level may work under the organization's rules. */
export function eligibleGameLevels(refereeLevel: number | null, rules: ConflictRules): GameLevel[] {
  return GAME_LEVELS.filter((level) => isLevelEligible(refereeLevel, level, rules));
}

/** Every conflict of offering `game` to the referee whose schedule this is (as `checkConflicts` finds them). */
export function conflictsInSchedule(
  game: ConflictGame,
  schedule: RefereeSchedule,
  settings: ScheduleSettings,
  /** The slot asked for, and the officials on the game's other slots (user ids). */
  slot: { position?: string; crew?: readonly string[] } = {},
): Conflict[] {
  const nextDay = addDays(game.date, 1);
  const dates = [game.date, nextDay];
  const week = weekOf(game.date);
  const month = monthOf(game.date);
  const others = schedule.games.filter((other) => other.id !== game.id);
  const countBetween = (start: string, end: string) =>
    others.filter((other) => other.date >= start && other.date <= end).length;
  return findConflicts({
    referee: { level: schedule.level },
    game,
    availability: [
      ...schedule.blocks.filter((block) => dates.includes(block.date)),
      ...dates.flatMap((date) => recurringBlocksOn(schedule.weekly, date)),
    ],
    otherGames: others.filter((other) => other.date >= addDays(game.date, -1) && other.date <= nextDay),
    otherOrganizationGames: schedule.otherOrganizationGames?.filter(
      (other) =>
        other.date >= addDays(game.date, -OTHER_ORGANIZATION_WINDOW_DAYS) &&
        other.date <= addDays(game.date, OTHER_ORGANIZATION_WINDOW_DAYS),
    ),
    settings,
    rules: settings.rules,
    position: slot.position,
    crew: slot.crew,
    facts: schedule.facts,
    policy: settings.policy,
    capacity: {
      gamesThatWeek: countBetween(week.start, week.end),
      gamesThatMonth: countBetween(month.start, month.end),
      refereeWeekly: schedule.maxGamesPerWeek,
      refereeMonthly: schedule.maxGamesPerMonth,
      organizationWeekly: settings.maxGamesPerWeek,
    },
    instantOf: settings.instantOf,
  });
}

/** Eligible: the level rule allows it and nothing hard stands in the way. */
export function mayRequest(conflicts: readonly Conflict[]): Conflict | undefined {
  return conflicts.find((conflict) => conflict.severity === "hard" || conflict.code === "level_not_eligible");
}

export interface OpenGameCandidate<Game extends ConflictGame> {
  game: Game & { positionType: string };
  /** The game's live assignments (pending, confirmed, completed). */
  holders: readonly { position: string; status: string; refereeId: string }[];
}

/**
 * The candidates the referee may ask for, in the order given: a position still open, the referee not on
 * the game already, and no conflict that `mayRequest` refuses; with the soft warnings left, at most `limit`.
 */
export function openGamesFor<Game extends ConflictGame>(
  candidates: readonly OpenGameCandidate<Game>[],
  refereeId: string,
  schedule: RefereeSchedule,
  settings: ScheduleSettings,
  limit: number,
): { game: Game & { positionType: string }; open: Position[]; warnings: string[] }[] {
  const found: { game: Game & { positionType: string }; open: Position[]; warnings: string[] }[] = [];
  for (const { game, holders } of candidates) {
    if (found.length >= limit) break;
    if (holders.some((holder) => holder.refereeId === refereeId)) continue;
    const facts = schedule.facts;
    // Positions they are not ranked for are not theirs to ask for when the organization's rank rule blocks.
    const open = openPositions(game.positionType, holders).filter(
      (position) =>
        settings.policy?.strength.position_not_ranked !== "hard" || !facts || isRankedFor(facts, position, game.level),
    );
    if (open.length === 0) continue;
    const crew = holders.map((holder) => holder.refereeId);
    const conflicts = conflictsInSchedule(game, schedule, settings, { crew });
    if (mayRequest(conflicts)) continue;
    // What the staff alone know (a tie they entered, a scratch) is never worded to the referee.
    const warnings = conflicts.filter((conflict) => !conflict.staffOnly).map((conflict) => conflict.message);
    found.push({ game, open, warnings });
  }
  return found;
}
