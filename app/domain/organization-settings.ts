/**
 * The organization's details as its assignors edit them on /assignor/organizations: one valibot
 * schema for the settings form (browser and action) and one for a venue.
 */
import * as v from "valibot";
import { formTexts, formValues, parseSubmission } from "./forms";
import { CURRENCIES, GAME_LEVELS, REFEREE_LEVELS, type GameLevel } from "./constants";
import { GAME_LENGTH_MAX_MINUTES, GAME_LENGTH_MIN_MINUTES } from "./conflict-rules";
import type { ConflictRules } from "./conflicts";
import { isValidTimeZone } from "./dates";
import { parseDollars } from "./games";

export const TRAVEL_BUFFER_MAX_MINUTES = 480;
export const MAX_GAMES_PER_DAY_LIMIT = 12;

/** The form's field names for a level's fee, game length and a referee level's eligibility. */
export const FEE_FIELDS: Record<GameLevel, string> = {
  professional: "feeProfessional",
  "semi-pro": "feeSemiPro",
  amateur: "feeAmateur",
  youth: "feeYouth",
};
export const lengthField = (level: GameLevel) => `length-${level}`;
export const eligibleField = (refereeLevel: number) => `eligible-${refereeLevel}`;

const dollars = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.check((value) => parseDollars(value) !== null, `${label} must be a non-negative amount in dollars`),
    v.transform((value) => parseDollars(value)!),
    v.maxValue(10_000_00, `${label} must be at most $10,000`),
  );

const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.regex(/^\d+$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

const levels = v.array(v.picklist(GAME_LEVELS, "Unknown game level"));

export const OrganizationSettingsSchema = v.object({
  name: v.pipe(
    v.string("Name is required"),
    v.trim(),
    v.nonEmpty("Name is required"),
    v.maxLength(120, "Name must be at most 120 characters"),
  ),
  timeZone: v.pipe(
    v.string("Time zone is required"),
    v.trim(),
    v.nonEmpty("Time zone is required"),
    v.check(isValidTimeZone, "Time zone must be an IANA name such as America/Chicago"),
  ),
  currency: v.picklist(CURRENCIES, `Currency must be one of ${CURRENCIES.join(", ")}`),
  feeProfessional: dollars("Professional fee"),
  feeSemiPro: dollars("Semi-Pro fee"),
  feeAmateur: dollars("Amateur fee"),
  feeYouth: dollars("Youth fee"),
  travelBufferMinutes: wholeNumber("Travel buffer", 0, TRAVEL_BUFFER_MAX_MINUTES),
  maxGamesPerDay: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => value === "" || /^\d+$/.test(value),
      "Max games per day must be a whole number, or empty for no limit",
    ),
    v.transform((value) => (value === "" ? null : Number(value))),
    v.check(
      (value) => value === null || (value >= 1 && value <= MAX_GAMES_PER_DAY_LIMIT),
      `Max games per day must be between 1 and ${MAX_GAMES_PER_DAY_LIMIT}, or empty for no limit`,
    ),
  ),
  "length-professional": wholeNumber("Professional game length", GAME_LENGTH_MIN_MINUTES, GAME_LENGTH_MAX_MINUTES),
  "length-semi-pro": wholeNumber("Semi-Pro game length", GAME_LENGTH_MIN_MINUTES, GAME_LENGTH_MAX_MINUTES),
  "length-amateur": wholeNumber("Amateur game length", GAME_LENGTH_MIN_MINUTES, GAME_LENGTH_MAX_MINUTES),
  "length-youth": wholeNumber("Youth game length", GAME_LENGTH_MIN_MINUTES, GAME_LENGTH_MAX_MINUTES),
  "eligible-1": levels,
  "eligible-2": levels,
  "eligible-3": levels,
});

export type OrganizationSettingsValues = Record<string, string | string[]>;

export interface OrganizationSettings {
  name: string;
  timeZone: string;
  currency: (typeof CURRENCIES)[number];
  feesCents: Record<GameLevel, number>;
  travelBufferMinutes: number;
  maxGamesPerDay: number | null;
  conflictRules: ConflictRules;
}

/** The settings fields of a submitted form, as typed (checkbox groups as lists). */
export function organizationSettingsValues(form: FormData): OrganizationSettingsValues {
  const values: OrganizationSettingsValues = formValues(form, [
    "name",
    "timeZone",
    "currency",
    "travelBufferMinutes",
    "maxGamesPerDay",
    ...Object.values(FEE_FIELDS),
    ...GAME_LEVELS.map(lengthField),
  ]);
  for (const refereeLevel of REFEREE_LEVELS) {
    values[eligibleField(refereeLevel)] = formTexts(form, eligibleField(refereeLevel));
  }
  return values;
}

/** Validates the settings form the same way in the browser and in the action. */
export function parseOrganizationSettings(
  values: OrganizationSettingsValues,
): { success: true; output: OrganizationSettings } | { success: false; errors: Record<string, string[] | undefined> } {
  const parsed = parseSubmission(OrganizationSettingsSchema, values);
  if (!parsed.ok) return { success: false, errors: parsed.fieldErrors };
  const output = parsed.value;
  const ordered = (list: readonly GameLevel[]) => GAME_LEVELS.filter((level) => list.includes(level));
  return {
    success: true,
    output: {
      name: output.name,
      timeZone: output.timeZone,
      currency: output.currency,
      feesCents: {
        professional: output.feeProfessional,
        "semi-pro": output.feeSemiPro,
        amateur: output.feeAmateur,
        youth: output.feeYouth,
      },
      travelBufferMinutes: output.travelBufferMinutes,
      maxGamesPerDay: output.maxGamesPerDay,
      conflictRules: {
        gameLengthMinutes: {
          professional: output["length-professional"],
          "semi-pro": output["length-semi-pro"],
          amateur: output["length-amateur"],
          youth: output["length-youth"],
        },
        eligibleLevels: {
          1: ordered(output["eligible-1"]),
          2: ordered(output["eligible-2"]),
          3: ordered(output["eligible-3"]),
        },
      },
    },
  };
}

/** The form's values for stored settings (what the page shows before any edit). */
export function settingsFormValues(settings: OrganizationSettings): OrganizationSettingsValues {
  const values: OrganizationSettingsValues = {
    name: settings.name,
    timeZone: settings.timeZone,
    currency: settings.currency,
    travelBufferMinutes: String(settings.travelBufferMinutes),
    maxGamesPerDay: settings.maxGamesPerDay === null ? "" : String(settings.maxGamesPerDay),
  };
  for (const level of GAME_LEVELS) {
    values[FEE_FIELDS[level]] = (settings.feesCents[level] / 100).toFixed(2);
    values[lengthField(level)] = String(settings.conflictRules.gameLengthMinutes[level]);
  }
  for (const refereeLevel of REFEREE_LEVELS) {
    values[eligibleField(refereeLevel)] = [...(settings.conflictRules.eligibleLevels[refereeLevel] ?? [])];
  }
  return values;
}

function coordinate(label: string, limit: number) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === "") return null;
      const value = Number(dataset.value);
      if (!Number.isFinite(value) || Math.abs(value) > limit) {
        addIssue({ message: `${label} must be a number between -${limit} and ${limit}` });
        return NEVER;
      }
      return value;
    }),
  );
}

export const VenueSchema = v.object({
  name: v.pipe(
    v.string("Venue name is required"),
    v.trim(),
    v.nonEmpty("Venue name is required"),
    v.maxLength(160, "Venue name must be at most 160 characters"),
  ),
  address: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(240, "Address must be at most 240 characters"),
    v.transform((value) => (value === "" ? null : value)),
  ),
  // Where it is, for smart scheduling's travel distances (decision 0039); both or neither.
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
});

export type VenueInput = v.InferOutput<typeof VenueSchema>;

export function parseVenueForm(values: { name: string; address: string; latitude?: string; longitude?: string }) {
  const parsed = parseSubmission(VenueSchema, values);
  if (parsed.ok && (parsed.value.latitude === null) !== (parsed.value.longitude === null)) {
    return {
      success: false as const,
      errors: { longitude: ["Give both latitude and longitude, or neither"] } as Record<string, string[] | undefined>,
    };
  }
  return parsed.ok
    ? { success: true as const, output: parsed.value }
    : { success: false as const, errors: parsed.fieldErrors as Record<string, string[] | undefined> };
}
