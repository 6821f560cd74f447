/**
 * A referee's travel limits as they type them (issue 21, decision 0077): the farthest they travel to a
 * game, in their own unit (miles for English readers, kilometres otherwise) and stored in kilometres, and
 * the start points they set out from instead of home on some days or hours. The conflict module's
 * `beyond_travel_distance` rule reads both.
 */
import * as v from "valibot";
import { msg, tr } from "~/i18n/text";
import { DISTANCE_UNITS, type DistanceUnit } from "./constants";
import { formatDistance, kmToUnit, unitToKm } from "./distance";
import { servedIntlLocale } from "./game-labels";

/** Farther than any league travels (about a day's drive), and enough start points for a busy week. */
export const MAX_TRAVEL_KM = 1_000;
export const MAX_START_POINTS = 6;

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const coordinate = (message: () => string, limit: number) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = Number(dataset.value);
      if (dataset.value === "" || !Number.isFinite(value) || Math.abs(value) > limit) {
        addIssue({ message: message() });
        return NEVER;
      }
      return value;
    }),
  );

const kickOff = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((value) => value === "" || TIME.test(value), msg("settings.travel.timeFormat")),
  v.transform((value) => (value === "" ? null : value)),
);

/** The limit as typed ("80", "12,5") in the form's unit, or null when blank or not a positive number. */
function typedLimit(text: string): number | null {
  const value = Number(text.replace(",", "."));
  return text !== "" && Number.isFinite(value) && value > 0 ? value : null;
}

/** The limit in the unit the form showed (`unit`), blank for none; the output is kilometres. */
export const TravelLimitSchema = v.pipe(
  v.object({
    unit: v.optional(v.picklist(DISTANCE_UNITS), "km"),
    maxTravel: v.pipe(v.optional(v.string(), ""), v.trim()),
  }),
  v.forward(
    v.check(
      ({ unit, maxTravel }) => {
        if (maxTravel === "") return true;
        const value = typedLimit(maxTravel);
        return value !== null && unitToKm(value, unit) <= MAX_TRAVEL_KM + 0.5;
      },
      (issue) => {
        const unit = (issue.input as { unit: DistanceUnit }).unit;
        return tr("settings.travel.limitRange", { limit: formatDistance(MAX_TRAVEL_KM, servedIntlLocale(), unit) });
      },
    ),
    ["maxTravel"],
  ),
  v.transform(({ unit, maxTravel }) => {
    const value = typedLimit(maxTravel);
    return { maxTravelKm: value === null ? null : travelKmOf(value, unit) };
  }),
);

/** Kilometres to store for a limit typed in `unit` (to the metre, so a limit in miles reads back the same). */
export function travelKmOf(value: number, unit: DistanceUnit): number {
  return Math.round(unitToKm(value, unit) * 1000) / 1000;
}

/** The stored limit as the reader's number field shows it: whole units, or one decimal below ten. */
export function travelLimitInUnit(km: number | null, unit: DistanceUnit): string {
  if (km === null) return "";
  const value = kmToUnit(km, unit);
  return String(value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
}

/** A start point as typed: a label, where, which weekdays (none = every day) and which kick-off hours. */
export const StartPointSchema = v.pipe(
  v.object({
    label: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.nonEmpty(msg("settings.travel.labelRequired")),
      v.maxLength(60, msg("settings.travel.labelTooLong", { max: 60 })),
    ),
    latitude: coordinate(msg("settings.scheduling.latitudeRange"), 90),
    longitude: coordinate(msg("settings.scheduling.longitudeRange"), 180),
    weekdays: v.pipe(
      v.optional(v.array(v.string()), []),
      v.transform((days) => [...new Set(days.map(Number))].sort()),
      v.array(v.picklist(WEEKDAYS, msg("settings.scheduling.chooseDays"))),
    ),
    fromTime: kickOff,
    toTime: kickOff,
  }),
  v.forward(
    v.check(
      (input) => input.fromTime === null || input.toTime === null || input.fromTime < input.toTime,
      msg("settings.travel.toAfterFrom"),
    ),
    ["toTime"],
  ),
);

export type StartPointInput = v.InferOutput<typeof StartPointSchema>;

export const TRAVEL_INTENTS = ["save-travel-limit", "add-start-point", "remove-start-point"] as const;
export type TravelIntent = (typeof TRAVEL_INTENTS)[number];

/** The travel card's answer among a page's action answers, or null. */
export function travelAnswerOf(answer: unknown): TravelAnswer | null {
  const intent = answer && typeof answer === "object" && "intent" in answer ? answer.intent : null;
  return (TRAVEL_INTENTS as readonly unknown[]).includes(intent) ? (answer as TravelAnswer) : null;
}

/** What the travel card gets back from its forms; a refused form keeps what was typed. */
export interface TravelAnswer {
  intent: TravelIntent;
  ok: boolean;
  message: string;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string | string[]> | null;
}

export interface StartPointView {
  id: string;
  label: string;
  latitude: number;
  longitude: number;
  weekdays: number[];
  fromTime: string | null;
  toTime: string | null;
}
