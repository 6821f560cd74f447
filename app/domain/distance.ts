/**
 * Distances (issue 21): great-circle kilometres between two points, and a distance in the reader's unit:
 * miles for English (the United States and the United Kingdom measure road travel in miles), kilometres
 * for Spanish, French and German. One formatter, as money has one.
 */
import type { DistanceUnit } from "./constants";

export interface Coordinates {
  lat: number;
  lon: number;
}

export const KM_PER_MILE = 1.609344;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The unit a reader of this locale ("en", "en-US", "de") measures travel in. */
export function distanceUnitFor(locale: string): DistanceUnit {
  return locale.toLowerCase().startsWith("en") ? "mi" : "km";
}

export function kmToUnit(km: number, unit: DistanceUnit): number {
  return unit === "mi" ? km / KM_PER_MILE : km;
}

export function unitToKm(value: number, unit: DistanceUnit): number {
  return unit === "mi" ? value * KM_PER_MILE : value;
}

/** "62 mi", "100 km", "12,5 km": whole units from 10 up, one decimal below. */
export function formatDistance(km: number, locale: string, unit: DistanceUnit = distanceUnitFor(locale)): string {
  const value = kmToUnit(km, unit);
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: unit === "mi" ? "mile" : "kilometer",
    unitDisplay: "short",
    maximumFractionDigits: value >= 10 ? 0 : 1,
  }).format(value);
}
