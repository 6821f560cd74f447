/**
 * Fee schedules and travel pay (issue 21, decision 0078). What one official is paid for one slot of a game:
 * the game's own fee for that position, else the organization's fee table (level × rank position, an age
 * group's row over the "any age group" row), else the game's single fee. And the mileage added to a payable:
 * the round trip from where the official sets out, beyond a free distance, at the organization's rate.
 * `app/server/slot-fee.server.ts` writes `slotFee` in SQL for the reads that list many slots at once.
 */
import * as v from "valibot";
import {
  DISTANCE_UNITS,
  GAME_LEVELS,
  MILEAGE_PAID_TO,
  POSITIONS,
  RANK_POSITIONS,
  rankPositionOf,
  type DistanceUnit,
  type GameLevel,
  type Position,
  type RankPosition,
} from "./constants";
import { distanceKm, kmToUnit, type Coordinates } from "./distance";
import { parseDollars } from "./games";
import { msg } from "~/i18n/text";

export interface FeeScheduleEntry {
  level: GameLevel;
  position: RankPosition;
  /** '' = any age group. */
  ageGroup: string;
  feeCents: number;
}

export interface SlotFeeGame {
  level: string;
  ageGroup: string | null;
  /** The game's single fee: what every slot is paid when nothing more specific is set. */
  feeCents: number;
}

/** Age groups are matched as people type them, ignoring case and surrounding spaces ("U12" = " u12"). */
export function ageGroupKey(ageGroup: string | null): string {
  return (ageGroup ?? "").trim().toLowerCase();
}

/**
 * One slot's fee: the game's override for the position ?? the fee table's entry for the game's level, the
 * slot's rank position and the game's age group ?? the same for any age group ?? the game's fee.
 */
export function slotFee(
  game: SlotFeeGame,
  slot: string,
  overrides: readonly { position: string; feeCents: number }[],
  schedule: readonly FeeScheduleEntry[],
): number {
  const override = overrides.find((entry) => entry.position === slot);
  if (override) return override.feeCents;
  const rank = rankPositionOf(slot);
  const ageGroup = ageGroupKey(game.ageGroup);
  const entries = schedule.filter((entry) => entry.level === game.level && entry.position === rank);
  const specific = ageGroup === "" ? undefined : entries.find((entry) => ageGroupKey(entry.ageGroup) === ageGroup);
  const any = entries.find((entry) => entry.ageGroup === "");
  return (specific ?? any)?.feeCents ?? game.feeCents;
}

export interface MileageSettings {
  /** Cents per unit; null = the organization pays no mileage. */
  rateCents: number | null;
  unit: DistanceUnit;
  /** In `unit`, of the round trip: the first this many are not paid. */
  freeDistance: number;
  paidTo: (typeof MILEAGE_PAID_TO)[number];
}

/**
 * The mileage owed for one assignment: the round trip between the start point and the venue (great-circle,
 * in the organization's unit), less the free distance, at the rate, rounded to the cent. Nothing when the
 * organization pays none, when either point is unknown, or when only drivers are paid and this official
 * did not drive.
 */
export function mileageCents(
  settings: MileageSettings,
  trip: { from: Coordinates | null; to: Coordinates | null; driver: boolean },
): number {
  if (settings.rateCents === null || settings.rateCents <= 0) return 0;
  if (settings.paidTo === "driver" && !trip.driver) return 0;
  if (!trip.from || !trip.to) return 0;
  const roundTrip = kmToUnit(2 * distanceKm(trip.from, trip.to), settings.unit);
  const paid = Math.max(0, roundTrip - settings.freeDistance);
  return Math.round(paid * settings.rateCents);
}

const MAX_FEE_CENTS = 10_000_00;

/** An amount as typed ("45", "45.50", "$1,200"); empty = no amount. */
const money = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((value) => value === "" || parseDollars(value) !== null, msg("fees.error.amount")),
  v.transform((value) => (value === "" ? null : parseDollars(value)!)),
  v.check((cents) => cents === null || cents <= MAX_FEE_CENTS, msg("fees.error.tooHigh")),
);

/** The fee table form's field for one level × rank position. */
export function feeFieldName(level: GameLevel, position: RankPosition): string {
  return `fee-${level}-${position}`;
}

/**
 * The fee table as the settings card sends it for one age group ('' = any): one amount per level × rank
 * position; an empty amount means no entry.
 */
export const FeeTableSchema = v.object({
  ageGroup: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(40, msg("fees.error.ageGroupTooLong"))),
  ...Object.fromEntries(
    GAME_LEVELS.flatMap((level) => RANK_POSITIONS.map((position) => [feeFieldName(level, position), money])),
  ),
});

/** The entries a parsed fee-table form describes. */
export function feeTableEntries(input: Record<string, unknown> & { ageGroup: string }): FeeScheduleEntry[] {
  const entries: FeeScheduleEntry[] = [];
  for (const level of GAME_LEVELS)
    for (const position of RANK_POSITIONS) {
      const cents = input[feeFieldName(level, position)];
      if (typeof cents === "number") entries.push({ level, position, ageGroup: input.ageGroup, feeCents: cents });
    }
  return entries;
}

export const MileageSettingsSchema = v.pipe(
  v.object({
    rate: money,
    unit: v.picklist(DISTANCE_UNITS, msg("fees.error.unit")),
    freeDistance: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.check((value) => /^\d{0,5}([.,]\d{1,2})?$/.test(value), msg("fees.error.freeDistance")),
      v.transform((value) => (value === "" ? 0 : Number(value.replace(",", ".")))),
    ),
    paidTo: v.picklist(MILEAGE_PAID_TO, msg("fees.error.paidTo")),
  }),
  v.transform(({ rate, unit, freeDistance, paidTo }): MileageSettings => ({
    rateCents: rate,
    unit,
    freeDistance,
    paidTo,
  })),
);

/** The per-game form's field for one position. */
export function positionFeeFieldName(position: Position): string {
  return `positionFee-${position}`;
}

/** A game's own fees per position as its form sends them; empty = the fee table's (or the game's) fee. */
export const GamePositionFeesSchema = v.pipe(
  v.object(Object.fromEntries(POSITIONS.map((position) => [positionFeeFieldName(position), money]))),
  v.transform(
    (input) =>
      Object.fromEntries(
        POSITIONS.map((position) => [position, (input[positionFeeFieldName(position)] as number | null) ?? null]),
      ) as Record<Position, number | null>,
  ),
);
