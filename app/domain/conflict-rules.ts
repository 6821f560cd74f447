/**
 * An organization's conflict rules as stored in `organizations.conflict_rules` (JSON): how long a
 * game of each level occupies a referee and which game levels each referee level may work. Null, or
 * anything that does not parse, means `DEFAULT_CONFLICT_RULES` (decision 0019).
 */
import * as v from "valibot";
import { parseStoredSettings } from "./stored-settings";
import { GAME_LEVELS, REFEREE_LEVELS, type GameLevel } from "./constants";
import { DEFAULT_CONFLICT_RULES, type ConflictRules } from "./conflicts";

export const GAME_LENGTH_MIN_MINUTES = 15;
export const GAME_LENGTH_MAX_MINUTES = 360;

const GameLengthSchema = v.pipe(
  v.number("Game length must be a number of minutes"),
  v.integer("Game length must be whole minutes"),
  v.minValue(GAME_LENGTH_MIN_MINUTES, `Game length must be at least ${GAME_LENGTH_MIN_MINUTES} minutes`),
  v.maxValue(GAME_LENGTH_MAX_MINUTES, `Game length must be at most ${GAME_LENGTH_MAX_MINUTES} minutes`),
);

const EligibleSchema = v.pipe(
  v.array(v.picklist(GAME_LEVELS, "Unknown game level")),
  v.transform((levels) => GAME_LEVELS.filter((level) => levels.includes(level))),
);

export const ConflictRulesSchema = v.pipe(
  v.object({
    gameLengthMinutes: v.object({
      professional: GameLengthSchema,
      "semi-pro": GameLengthSchema,
      amateur: GameLengthSchema,
      youth: GameLengthSchema,
    }),
    eligibleLevels: v.object({ 1: EligibleSchema, 2: EligibleSchema, 3: EligibleSchema }),
  }),
  v.transform((rules): ConflictRules => ({
    gameLengthMinutes: { ...rules.gameLengthMinutes },
    eligibleLevels: { 1: rules.eligibleLevels[1], 2: rules.eligibleLevels[2], 3: rules.eligibleLevels[3] },
  })),
);

/** The rules an organization works by: its stored JSON when valid, the defaults otherwise. */
export function parseConflictRules(stored: unknown): ConflictRules {
  return parseStoredSettings(ConflictRulesSchema, stored, DEFAULT_CONFLICT_RULES);
}

/** True when the rules say exactly what the defaults say (then nothing needs storing). */
export function isDefaultConflictRules(rules: ConflictRules): boolean {
  return (
    GAME_LEVELS.every((level) => rules.gameLengthMinutes[level] === DEFAULT_CONFLICT_RULES.gameLengthMinutes[level]) &&
    REFEREE_LEVELS.every((refereeLevel) => {
      const own = rules.eligibleLevels[refereeLevel] ?? [];
      const defaults = DEFAULT_CONFLICT_RULES.eligibleLevels[refereeLevel] ?? [];
      return own.length === defaults.length && own.every((level: GameLevel) => defaults.includes(level));
    })
  );
}
