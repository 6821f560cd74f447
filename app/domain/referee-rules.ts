/**
 * What people enter for the issue-21 rules about a referee (decision 0074): team ties (the referee's own
 * declarations and the staff's additions and scratches), partner rules and ranks. One valibot schema per
 * form, used by the referee's settings card, the assignor's rules page and their actions. The rules
 * themselves are checked in `app/domain/referee-rule-checks.ts`.
 */
import * as v from "valibot";
import { msg } from "~/i18n/text";
import {
  GAME_LEVELS,
  RANK_POSITIONS,
  REFEREE_TEAM_RELATIONS,
  TEAM_RELATIONS,
  type GameLevel,
  type RankPosition,
} from "./constants";

/** The longest team or club name a tie holds (the table's CHECK). */
export const TEAM_NAME_MAX = 100;
const NOTE_MAX = 200;

const teamName = v.pipe(
  v.string(msg("assignor.rules.error.teamRequired")),
  v.trim(),
  v.nonEmpty(msg("assignor.rules.error.teamRequired")),
  v.maxLength(TEAM_NAME_MAX, msg("assignor.rules.error.teamTooLong", { max: TEAM_NAME_MAX })),
);

/** A referee's own declaration: a team they play for, coach or have family on, in one of their leagues. */
export const OwnTeamTieSchema = v.object({
  organizationId: v.pipe(
    v.string(msg("assignor.rules.error.leagueRequired")),
    v.nonEmpty(msg("assignor.rules.error.leagueRequired")),
  ),
  team: teamName,
  relation: v.picklist(REFEREE_TEAM_RELATIONS, msg("assignor.rules.error.relationInvalid")),
});

/** A tie entered by the organization's staff: any relation, a scratch included, with an optional note. */
export const StaffTeamTieSchema = v.object({
  team: teamName,
  relation: v.picklist(TEAM_RELATIONS, msg("assignor.rules.error.relationInvalid")),
  note: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(NOTE_MAX, msg("assignor.rules.error.noteTooLong", { max: NOTE_MAX })),
    v.transform((value) => (value === "" ? null : value)),
  ),
});

/** The partner rule as one choice on the form: must not pair, should not pair, or preferably together. */
export const PARTNER_CHOICES = ["avoid_hard", "avoid_soft", "prefer"] as const;
export type PartnerChoice = (typeof PARTNER_CHOICES)[number];

export const PartnerRuleSchema = v.pipe(
  v.object({
    partnerId: v.pipe(
      v.string(msg("assignor.rules.error.partnerRequired")),
      v.nonEmpty(msg("assignor.rules.error.partnerRequired")),
    ),
    choice: v.picklist(PARTNER_CHOICES, msg("assignor.rules.error.partnerChoiceInvalid")),
  }),
  v.transform(({ partnerId, choice }) => ({
    partnerId,
    kind: choice === "prefer" ? ("prefer" as const) : ("avoid" as const),
    // A preference has no strength; stored as the column's default.
    hard: choice !== "avoid_soft",
  })),
);

/** The form's choice for a stored rule. */
export function partnerChoiceOf(rule: { kind: string; hard: boolean }): PartnerChoice {
  return rule.kind === "prefer" ? "prefer" : rule.hard ? "avoid_hard" : "avoid_soft";
}

/**
 * Two officials as the table stores them: the smaller user id first (its CHECK), so a pair has one row
 * whichever of the two it was entered from.
 */
export function orderedPair(first: string, second: string): { refereeId: string; partnerId: string } {
  return first < second ? { refereeId: first, partnerId: second } : { refereeId: second, partnerId: first };
}

/** A rank as one checkbox's value: "assistant:youth". */
export function rankValue(position: RankPosition, level: GameLevel): string {
  return `${position}:${level}`;
}

function rankOf(value: string): { position: RankPosition; level: GameLevel } | null {
  const [position, level, extra] = value.split(":");
  if (extra !== undefined) return null;
  if (!(RANK_POSITIONS as readonly string[]).includes(position ?? "")) return null;
  if (!(GAME_LEVELS as readonly string[]).includes(level ?? "")) return null;
  return { position: position as RankPosition, level: level as GameLevel };
}

/** The ranks grid: the checked boxes, each a position at a level; duplicates collapse. */
export const RanksSchema = v.object({
  ranks: v.pipe(
    v.array(v.string()),
    v.maxLength(RANK_POSITIONS.length * GAME_LEVELS.length, msg("assignor.rules.error.rankInvalid")),
    v.check((values) => values.every((value) => rankOf(value) !== null), msg("assignor.rules.error.rankInvalid")),
    v.transform((values) =>
      [...new Set(values)].map((value) => rankOf(value)!).filter((rank): rank is NonNullable<typeof rank> => !!rank),
    ),
  ),
});

/** What the card answers after a declaration or a removal, for the form to show (and keep what was typed). */
export interface TeamTiesAnswer {
  intent: "declare-team-tie" | "withdraw-team-tie";
  ok: boolean;
  message: string;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string> | null;
}

/** A relation inside an English activity summary ("plays for", "scratched by"). */
const RELATION_PHRASES: Record<string, string> = {
  plays: "plays for",
  coaches: "coaches",
  family: "has family on",
  other: "has a tie to",
  scratched: "scratched by",
};

/**
 * The English activity summaries of the rules' changes (the audit record; `app/domain/activity-text.ts`
 * words them again in the reader's language from the same details).
 */
export const rulesActivitySummary = {
  tieAdded: (name: string, tie: { team: string; relation: string; byStaff: boolean }) =>
    tie.byStaff
      ? `Added to ${name}'s team ties: ${RELATION_PHRASES[tie.relation] ?? tie.relation} ${tie.team}`
      : `${name} declared: ${RELATION_PHRASES[tie.relation] ?? tie.relation} ${tie.team}`,
  tieRemoved: (name: string, tie: { team: string; relation: string; byStaff: boolean }) =>
    tie.byStaff
      ? `Removed from ${name}'s team ties: ${RELATION_PHRASES[tie.relation] ?? tie.relation} ${tie.team}`
      : `${name} withdrew: ${RELATION_PHRASES[tie.relation] ?? tie.relation} ${tie.team}`,
  partnerSaved: (name: string, partner: string, choice: PartnerChoice) =>
    `${name} and ${partner}: ${
      choice === "prefer" ? "preferably together" : choice === "avoid_soft" ? "better not together" : "never together"
    }`,
  partnerRemoved: (name: string, partner: string) => `Removed the partner rule of ${name} and ${partner}`,
  ranksSaved: (name: string, count: number) =>
    `Saved ${count === 0 ? "no ranks" : count === 1 ? "1 rank" : `${count} ranks`} for ${name}`,
};
