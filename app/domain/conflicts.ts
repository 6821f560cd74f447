/**
 * Conflict checks for offering one game to one referee (issue 6, decision 0017). Pure: the server loads
 * the referee's availability, their other live games and the organization's settings, and passes them in.
 *
 * Times are compared as UTC instants built from each game's wall-clock date and time in the
 * organization's time zone, so a game on a daylight-saving day lasts as long as it really does.
 */
import { tr } from "~/i18n/text";
import { gameLevelLabel, servedIntlLocale } from "./game-labels";
import { GAME_LEVELS, type GameLevel } from "./constants";
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
  | "other_organization";

export interface Conflict {
  code: ConflictCode;
  severity: ConflictSeverity;
  message: string;
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
