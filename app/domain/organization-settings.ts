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
import type { MessageId } from "~/i18n/messages";
import { msg, tr } from "~/i18n/text";
import { organizationNameProblem } from "./email-names";

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

/** A field's name inside a message, worded when the message is: "Professional fee", "Spielgeld Profi". */
type FieldLabel = () => string;

const LEVEL_IDS: Record<GameLevel, MessageId> = {
  professional: "org.level.professional",
  "semi-pro": "org.level.semi-pro",
  amateur: "org.level.amateur",
  youth: "org.level.youth",
};
const feeLabel =
  (level: GameLevel): FieldLabel =>
  () =>
    tr("org.settings.fee", { level: tr(LEVEL_IDS[level]) });
const lengthLabel =
  (level: GameLevel): FieldLabel =>
  () =>
    tr("org.settings.length", { level: tr(LEVEL_IDS[level]) });
const labelled = (id: MessageId, label: FieldLabel, values?: Record<string, unknown>) => () =>
  tr(id, { ...values, label: label() });

const dollars = (label: FieldLabel) =>
  v.pipe(
    v.string(labelled("org.error.required", label)),
    v.trim(),
    v.nonEmpty(labelled("org.error.required", label)),
    v.check((value) => parseDollars(value) !== null, labelled("org.error.amount", label)),
    v.transform((value) => parseDollars(value)!),
    v.maxValue(10_000_00, labelled("org.error.amountMax", label)),
  );

const wholeNumber = (label: FieldLabel, min: number, max: number) =>
  v.pipe(
    v.string(labelled("org.error.required", label)),
    v.trim(),
    v.nonEmpty(labelled("org.error.required", label)),
    v.regex(/^\d+$/, labelled("org.error.whole", label)),
    v.transform(Number),
    v.minValue(min, labelled("org.error.atLeast", label, { min })),
    v.maxValue(max, labelled("org.error.atMost", label, { max })),
  );

const levels = v.array(v.picklist(GAME_LEVELS, msg("org.error.unknownLevel")));

export const OrganizationSettingsSchema = v.object({
  name: v.pipe(
    v.string(msg("org.error.nameRequired")),
    v.trim(),
    v.nonEmpty(msg("org.error.nameRequired")),
    v.maxLength(120, msg("org.error.nameTooLong")),
    // Issue 32 (decision 0092): the name goes into the subject of emails to people outside the league.
    v.check((name) => organizationNameProblem(name) !== "control", msg("org.error.nameHasControl")),
    v.check((name) => organizationNameProblem(name) !== "link", msg("org.error.nameHasLink")),
  ),
  timeZone: v.pipe(
    v.string(msg("org.error.timeZoneRequired")),
    v.trim(),
    v.nonEmpty(msg("org.error.timeZoneRequired")),
    v.check(isValidTimeZone, msg("org.error.timeZone")),
  ),
  currency: v.picklist(CURRENCIES, msg("org.error.currency", { currencies: CURRENCIES.join(", ") })),
  feeProfessional: dollars(feeLabel("professional")),
  feeSemiPro: dollars(feeLabel("semi-pro")),
  feeAmateur: dollars(feeLabel("amateur")),
  feeYouth: dollars(feeLabel("youth")),
  travelBufferMinutes: wholeNumber(() => tr("org.label.travelBuffer"), 0, TRAVEL_BUFFER_MAX_MINUTES),
  maxGamesPerDay: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === "" || /^\d+$/.test(value), msg("org.error.maxGamesWhole")),
    v.transform((value) => (value === "" ? null : Number(value))),
    v.check(
      (value) => value === null || (value >= 1 && value <= MAX_GAMES_PER_DAY_LIMIT),
      msg("org.error.maxGamesRange", { max: MAX_GAMES_PER_DAY_LIMIT }),
    ),
  ),
  "length-professional": wholeNumber(lengthLabel("professional"), GAME_LENGTH_MIN_MINUTES, GAME_LENGTH_MAX_MINUTES),
  "length-semi-pro": wholeNumber(lengthLabel("semi-pro"), GAME_LENGTH_MIN_MINUTES, GAME_LENGTH_MAX_MINUTES),
  "length-amateur": wholeNumber(lengthLabel("amateur"), GAME_LENGTH_MIN_MINUTES, GAME_LENGTH_MAX_MINUTES),
  "length-youth": wholeNumber(lengthLabel("youth"), GAME_LENGTH_MIN_MINUTES, GAME_LENGTH_MAX_MINUTES),
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

function coordinate(label: MessageId, limit: number) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === "") return null;
      const value = Number(dataset.value);
      if (!Number.isFinite(value) || Math.abs(value) > limit) {
        addIssue({ message: tr("org.error.coordinate", { label: tr(label), limit }) });
        return NEVER;
      }
      return value;
    }),
  );
}

export const VenueSchema = v.object({
  name: v.pipe(
    v.string(msg("org.error.venueNameRequired")),
    v.trim(),
    v.nonEmpty(msg("org.error.venueNameRequired")),
    v.maxLength(160, msg("org.error.venueNameTooLong")),
  ),
  address: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(240, msg("org.error.addressTooLong")),
    v.transform((value) => (value === "" ? null : value)),
  ),
  // Where it is, for smart scheduling's travel distances (decision 0039); both or neither.
  latitude: coordinate("org.label.latitude", 90),
  longitude: coordinate("org.label.longitude", 180),
});

export type VenueInput = v.InferOutput<typeof VenueSchema>;

export function parseVenueForm(values: { name: string; address: string; latitude?: string; longitude?: string }) {
  const parsed = parseSubmission(VenueSchema, values);
  if (parsed.ok && (parsed.value.latitude === null) !== (parsed.value.longitude === null)) {
    return {
      success: false as const,
      errors: { longitude: [tr("org.error.bothCoordinates")] } as Record<string, string[] | undefined>,
    };
  }
  return parsed.ok
    ? { success: true as const, output: parsed.value }
    : { success: false as const, errors: parsed.fieldErrors as Record<string, string[] | undefined> };
}
