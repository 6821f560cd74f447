/**
 * What a game is made of when a person types it (the Add Game form) or a league file brings it (CSV
 * import): one valibot schema for both, used in the browser and on the server.
 */
import * as v from "valibot";
import { dateField, timeField } from "./field-schemas";
import { formValues, parseSubmission } from "./forms";
import { GAME_LEVELS, POSITION_TYPES, type GameLevel } from "./constants";
import type { MessageId } from "~/i18n/messages";
import { msg } from "~/i18n/text";

/** A required text field: its messages name the field ("Home team is required"), worded when raised. */
const text = (required: MessageId, tooLong: MessageId, max = 120) =>
  v.pipe(v.string(msg(required)), v.trim(), v.nonEmpty(msg(required)), v.maxLength(max, msg(tooLong, { max })));

const optionalText = (max = 60) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(max, msg("assignor.gameForm.error.atMost", { max })),
    v.transform((value) => (value === "" ? null : value)),
  );

/** Dollars as typed ("40", "40.5", "$40.00") to integer cents. */
export function parseDollars(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, "").replaceAll(",", "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/**
 * A game's rating end (issue 21, decision 0074): a referee level 1–3 chosen from a list, "" for an open end.
 * The API takes the same as a number or null (`app/domain/api-schemas.ts`).
 */
const refereeLevel = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === "" || /^[1-3]$/.test(value), msg("assignor.gameForm.error.refereeLevelInvalid")),
    v.transform((value) => (value === "" ? null : Number(value))),
  ),
);

/** A rating's ends in order: the lowest level not above the highest (an open end always fits). */
export const REFEREE_LEVELS_ORDER_MESSAGE = msg("assignor.gameForm.error.refereeLevelsOrder");
export function refereeLevelsInOrder(input: { minRefereeLevel?: number | null; maxRefereeLevel?: number | null }) {
  const { minRefereeLevel: min, maxRefereeLevel: max } = input;
  return min === null || min === undefined || max === null || max === undefined || min <= max;
}

/** The fields of a game as people type them; the API swaps `fee` (dollars) for `feeCents`. */
export const GAME_FIELD_SCHEMAS = {
  homeTeam: text("assignor.gameForm.error.homeTeamRequired", "assignor.gameForm.error.homeTeamTooLong"),
  awayTeam: text("assignor.gameForm.error.awayTeamRequired", "assignor.gameForm.error.awayTeamTooLong"),
  date: v.pipe(
    v.string(msg("assignor.gameForm.error.dateRequired")),
    v.trim(),
    v.nonEmpty(msg("assignor.gameForm.error.dateRequired")),
    dateField(msg("assignor.gameForm.error.dateInvalid")),
  ),
  time: v.pipe(
    v.string(msg("assignor.gameForm.error.timeRequired")),
    v.trim(),
    v.nonEmpty(msg("assignor.gameForm.error.timeRequired")),
    timeField(msg("assignor.gameForm.error.timeInvalid")),
  ),
  venue: text("assignor.gameForm.error.venueRequired", "assignor.gameForm.error.venueTooLong", 160),
  league: optionalText(120),
  level: v.picklist(GAME_LEVELS, msg("assignor.gameForm.error.levelInvalid")),
  fee: v.pipe(
    v.string(msg("assignor.gameForm.error.feeRequired")),
    v.trim(),
    v.nonEmpty(msg("assignor.gameForm.error.feeRequired")),
    v.check((value) => parseDollars(value) !== null, msg("assignor.gameForm.error.feeInvalid")),
    v.transform((value) => parseDollars(value)!),
    v.maxValue(10_000_00, msg("assignor.gameForm.error.feeTooHigh")),
  ),
  ageGroup: optionalText(),
  positionType: v.optional(v.picklist(POSITION_TYPES, msg("assignor.gameForm.error.positionTypeInvalid")), "single"),
  fieldSurface: optionalText(),
  skillLevel: optionalText(),
  minRefereeLevel: refereeLevel,
  maxRefereeLevel: refereeLevel,
};

/** A team cannot play itself (checked on the away team, by the form and the API alike). */
export const TEAMS_DIFFER_MESSAGE = msg("assignor.gameForm.error.teamsDiffer");
export function teamsDiffer(input: { homeTeam: string; awayTeam: string }): boolean {
  return input.homeTeam.toLowerCase() !== input.awayTeam.toLowerCase();
}

export const GameInputSchema = v.pipe(
  v.object(GAME_FIELD_SCHEMAS),
  v.forward(v.partialCheck([["homeTeam"], ["awayTeam"]], teamsDiffer, TEAMS_DIFFER_MESSAGE), ["awayTeam"]),
  v.forward(
    v.partialCheck([["minRefereeLevel"], ["maxRefereeLevel"]], refereeLevelsInOrder, REFEREE_LEVELS_ORDER_MESSAGE),
    ["maxRefereeLevel"],
  ),
);

export type GameInput = v.InferOutput<typeof GameInputSchema>;

/** A stored game's own details (what the form edits and the CSV export writes). */
export interface GameDetails {
  homeTeam: string;
  awayTeam: string;
  date: string;
  time: string;
  venue: string;
  league: string | null;
  level: string;
  feeCents: number;
  ageGroup: string | null;
  positionType: string;
  fieldSurface: string | null;
  skillLevel: string | null;
  /** The game's rating (issue 21); left out by the callers that never set it (the CSV file). */
  minRefereeLevel?: number | null;
  maxRefereeLevel?: number | null;
}

export const GAME_FORM_FIELDS = [
  "homeTeam",
  "awayTeam",
  "date",
  "time",
  "venue",
  "league",
  "level",
  "fee",
  "ageGroup",
  "positionType",
  "fieldSurface",
  "skillLevel",
] as const;

/** The form's rating fields (issue 21): not columns of the CSV file, whose header is `GAME_FORM_FIELDS`. */
export const GAME_RATING_FIELDS = ["minRefereeLevel", "maxRefereeLevel"] as const;
type GameFormField = (typeof GAME_FORM_FIELDS)[number] | (typeof GAME_RATING_FIELDS)[number];

/** The game fields of a submitted form, as the strings the user typed. */
export function gameFormValues(form: FormData): Record<GameFormField, string> {
  return formValues(form, [...GAME_FORM_FIELDS, ...GAME_RATING_FIELDS]) as Record<GameFormField, string>;
}

/** Validates a game form the same way in the browser and in the action; an empty crew choice is no choice. */
export function parseGameForm(values: Record<GameFormField, string>) {
  const { positionType, ...withoutPositionType } = values;
  const parsed = parseSubmission(GameInputSchema, positionType ? values : withoutPositionType);
  return { ...parsed, values };
}

/** "Semi Pro", "semipro", "SEMI-PRO" → "semi-pro"; unknown values are left for the schema to refuse. */
export function normalizeLevel(input: string): string {
  const squashed = input
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  const match = GAME_LEVELS.find((level) => level.replace("-", "") === squashed);
  return match ?? input.trim().toLowerCase();
}

/** "2026-12-05", "12/05/2026" or "12/5/2026" → "2026-12-05"; anything else unchanged. */
export function normalizeDate(input: string): string {
  const value = input.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`;
  return value;
}

/** "14:30", "9:05", "2:30 PM", "2pm", "12:00 am" → 24-hour "HH:MM"; anything else unchanged. */
export function normalizeTime(input: string): string {
  const value = input.trim();
  const twentyFour = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (twentyFour) return `${twentyFour[1]!.padStart(2, "0")}:${twentyFour[2]}`;
  const twelve = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return value;
    const isPm = twelve[3]!.toLowerCase() === "p";
    const hour24 = (hour % 12) + (isPm ? 12 : 0);
    return `${String(hour24).padStart(2, "0")}:${twelve[2] ?? "00"}`;
  }
  return value;
}

/** The default fee for a level, from the organization's settings, as a dollars string for the form. */
export function defaultFeeDollars(
  level: GameLevel,
  organization: {
    feeProfessionalCents: number;
    feeSemiProCents: number;
    feeAmateurCents: number;
    feeYouthCents: number;
  },
): string {
  const cents = {
    professional: organization.feeProfessionalCents,
    "semi-pro": organization.feeSemiProCents,
    amateur: organization.feeAmateurCents,
    youth: organization.feeYouthCents,
  }[level];
  return (cents / 100).toFixed(2);
}
