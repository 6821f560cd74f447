/**
 * A generated pool of referees for the scheduling benchmark and tests: levels, ratings, home locations,
 * weekly and monthly capacities, and availability with blocked days (full days, evening blocks, a
 * holiday, weekly recurring blocks). Deterministic for a seed; nobody real.
 */
import { addDays } from "../dates";
import type { AvailabilityBlockInput, RecurringAvailabilityBlockInput } from "../time-intervals";
import { seededRandom } from "./random";
import type { Coordinates, SchedulingReferee } from "./types";

const FIRST_NAMES = [
  "Alex",
  "Sam",
  "Jordan",
  "Chris",
  "Jamie",
  "Morgan",
  "Taylor",
  "Robin",
  "Casey",
  "Drew",
  "Lee",
  "Ashley",
  "Charlie",
  "Dana",
  "Frankie",
  "Jesse",
];
const LAST_NAMES = [
  "Walker",
  "Hughes",
  "Patel",
  "Khan",
  "Murphy",
  "Clarke",
  "Evans",
  "Wright",
  "Green",
  "Hall",
  "Wood",
  "Turner",
  "Shaw",
  "Bennett",
  "Price",
  "Lloyd",
  "Ward",
  "Fox",
];

/** Population centres of England (approximate) that referees live around. */
const CENTRES: Coordinates[] = [
  { lat: 51.51, lon: -0.13 }, // London
  { lat: 52.49, lon: -1.89 }, // Birmingham
  { lat: 53.48, lon: -2.24 }, // Manchester
  { lat: 53.41, lon: -2.98 }, // Liverpool
  { lat: 53.8, lon: -1.55 }, // Leeds
  { lat: 54.98, lon: -1.61 }, // Newcastle
  { lat: 51.45, lon: -2.59 }, // Bristol
  { lat: 52.95, lon: -1.15 }, // Nottingham
  { lat: 50.9, lon: -1.4 }, // Southampton
  { lat: 53.38, lon: -1.47 }, // Sheffield
];

export interface PoolOptions {
  count?: number;
  seed?: number;
  /** The season the availability covers (inclusive dates). */
  from: string;
  to: string;
}

export function generateRefereePool(options: PoolOptions): SchedulingReferee[] {
  const random = seededRandom(options.seed ?? 2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + random() * (high - low);
  const seasonDays =
    Math.round((Date.parse(`${options.to}T00:00:00Z`) - Date.parse(`${options.from}T00:00:00Z`)) / 86_400_000) + 1;
  const count = options.count ?? 175;

  const referees: SchedulingReferee[] = [];
  for (let index = 0; index < count; index++) {
    // About 45% level 3, 30% level 2, 25% level 1.
    const roll = random();
    const level = roll < 0.45 ? 3 : roll < 0.75 ? 2 : 1;
    const rating = Math.round(Math.min(5, between(2.4, 4.2) + (level - 1) * 0.35) * 10) / 10;
    const centre = pick(CENTRES);
    const home = { lat: round(centre.lat + between(-0.25, 0.25)), lon: round(centre.lon + between(-0.35, 0.35)) };

    const availability: AvailabilityBlockInput[] = [];
    const blockedDays = Math.floor(seasonDays * between(0.06, 0.18));
    for (let day = 0; day < blockedDays; day++) {
      availability.push({
        date: addDays(options.from, Math.floor(random() * seasonDays)),
        kind: "full_day",
        startTime: null,
        endTime: null,
      });
    }
    for (let block = Math.floor(between(0, 6)); block > 0; block--) {
      availability.push({
        date: addDays(options.from, Math.floor(random() * seasonDays)),
        kind: "time_range",
        startTime: "17:00",
        endTime: "22:00",
      });
    }
    if (random() < 0.4) {
      const start = Math.floor(random() * (seasonDays - 10));
      for (let day = 0; day < 7; day++)
        availability.push({
          date: addDays(options.from, start + day),
          kind: "full_day",
          startTime: null,
          endTime: null,
        });
    }
    const recurringAvailability: RecurringAvailabilityBlockInput[] = [];
    if (random() < 0.3) {
      const evening = random() < 0.5;
      recurringAvailability.push({
        weekday: 1 + Math.floor(random() * 5),
        kind: evening ? "time_range" : "full_day",
        startTime: evening ? "18:00" : null,
        endTime: evening ? "23:00" : null,
        startsOn: options.from,
        endsOn: null,
      });
    }

    referees.push({
      id: `ref-${String(index + 1).padStart(3, "0")}`,
      name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      level,
      rating,
      home,
      maxGamesPerWeek: random() < 0.25 ? 1 : random() < 0.7 ? 2 : 3,
      maxGamesPerMonth: random() < 0.3 ? 5 + Math.floor(random() * 4) : null,
      availability,
      recurringAvailability,
    });
  }
  return referees;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
