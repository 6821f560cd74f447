/**
 * An organization's assignment policy (issue 21, decision 0072), stored as JSON in
 * `organizations.assignment_policy`: for each rule experienced assignors rely on, whether it blocks (hard),
 * warns (soft) or is not used (off); which credentials each game level requires; and the decline rules.
 * Null, or anything that does not parse, means `DEFAULT_ASSIGNMENT_POLICY`. The rules themselves live in
 * `app/domain/referee-rule-checks.ts`, worded as conflicts by `app/domain/conflicts.ts`.
 */
import * as v from "valibot";
import { CREDENTIAL_KINDS, GAME_LEVELS, type CredentialKind, type GameLevel } from "./constants";

/** The rules whose strength the organization chooses. Do-not-pair is chosen pair by pair instead. */
export const POLICY_RULES = [
  "team_involvement",
  "team_commitment",
  "team_scratch",
  "position_not_ranked",
  "outside_game_rating",
  "beyond_travel_distance",
  "credentials",
] as const;
export type PolicyRule = (typeof POLICY_RULES)[number];

export const RULE_STRENGTHS = ["hard", "soft", "off"] as const;
export type RuleStrength = (typeof RULE_STRENGTHS)[number];

/** The most hours before kick-off a decline cutoff may be (two weeks). */
export const DECLINE_CUTOFF_MAX_HOURS = 336;

export interface AssignmentPolicy {
  strength: Record<PolicyRule, RuleStrength>;
  /** The credentials a referee must hold, valid on the game's date, per game level. */
  requiredCredentials: Record<GameLevel, CredentialKind[]>;
  /** Declining is refused this many hours or less before kick-off (the referee turns back instead); null = never. */
  declineCutoffHours: number | null;
  /** A decline also blocks the referee's whole day of that game in their availability. */
  declineBlocksDay: boolean;
}

/**
 * Ranks are off until the organization starts ranking its referees (otherwise every referee would be ruled out
 * of every game); the rest only bite when their facts exist (a declared team, a rated game, a travel limit,
 * a required credential).
 */
export const DEFAULT_ASSIGNMENT_POLICY: AssignmentPolicy = {
  strength: {
    team_involvement: "hard",
    team_commitment: "hard",
    team_scratch: "hard",
    position_not_ranked: "off",
    outside_game_rating: "hard",
    beyond_travel_distance: "hard",
    credentials: "hard",
  },
  requiredCredentials: { professional: [], "semi-pro": [], amateur: [], youth: [] },
  declineCutoffHours: null,
  declineBlocksDay: false,
};

const StrengthSchema = v.picklist(RULE_STRENGTHS, "Choose hard, soft or off");
const KindsSchema = v.pipe(
  v.array(v.picklist(CREDENTIAL_KINDS, "Unknown credential")),
  v.transform((kinds) => CREDENTIAL_KINDS.filter((kind) => kinds.includes(kind))),
);

export const AssignmentPolicySchema = v.object({
  strength: v.object(
    Object.fromEntries(POLICY_RULES.map((rule) => [rule, StrengthSchema])) as Record<PolicyRule, typeof StrengthSchema>,
  ),
  requiredCredentials: v.object(
    Object.fromEntries(GAME_LEVELS.map((level) => [level, KindsSchema])) as Record<GameLevel, typeof KindsSchema>,
  ),
  declineCutoffHours: v.nullable(
    v.pipe(
      v.number("Hours must be a number"),
      v.integer("Hours must be whole"),
      v.minValue(1, "At least 1 hour"),
      v.maxValue(DECLINE_CUTOFF_MAX_HOURS, `At most ${DECLINE_CUTOFF_MAX_HOURS} hours`),
    ),
  ),
  declineBlocksDay: v.boolean(),
});

/**
 * The policy an organization works by: its stored JSON where valid, the defaults for anything missing or
 * unreadable (a rule added later reads as its default until the organization chooses).
 */
export function parseAssignmentPolicy(stored: unknown): AssignmentPolicy {
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return DEFAULT_ASSIGNMENT_POLICY;
    }
  }
  if (value === null || typeof value !== "object") return DEFAULT_ASSIGNMENT_POLICY;
  const given = value as Partial<Record<keyof AssignmentPolicy, unknown>>;
  const merged = {
    strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, ...(isObject(given.strength) ? given.strength : {}) },
    requiredCredentials: {
      ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials,
      ...(isObject(given.requiredCredentials) ? given.requiredCredentials : {}),
    },
    declineCutoffHours: given.declineCutoffHours ?? DEFAULT_ASSIGNMENT_POLICY.declineCutoffHours,
    declineBlocksDay: given.declineBlocksDay ?? DEFAULT_ASSIGNMENT_POLICY.declineBlocksDay,
  };
  const parsed = v.safeParse(AssignmentPolicySchema, merged);
  return parsed.success ? parsed.output : DEFAULT_ASSIGNMENT_POLICY;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
