/**
 * The arithmetic of the self-drawn venue map (decision 0077): no tiles and no map service, only the
 * organization's own venues on a local flat projection (equirectangular around the view's centre, which is
 * exact enough within a league's few hundred kilometres). Pure, so the picker's sums are unit-tested.
 */
import type { Coordinates } from "./distance";

export const KM_PER_DEGREE_LATITUDE = 111.32;

export interface MapView {
  center: Coordinates;
  /** Kilometres per drawing unit (the SVG's viewBox unit). */
  kmPerUnit: number;
  width: number;
  height: number;
}

/** Closest and farthest zoom: ten metres a unit, and about the whole world across a 480-unit map. */
const MIN_KM_PER_UNIT = 0.01;
const MAX_KM_PER_UNIT = 80;
const MAX_LATITUDE = 85;

function kmPerDegreeLongitude(latitude: number): number {
  return KM_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

/** Longitude folded into -180..180. */
function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

export function toPoint(view: MapView, place: Coordinates): { x: number; y: number } {
  const dLon = wrapLongitude(place.lon - view.center.lon);
  return {
    x: view.width / 2 + (dLon * kmPerDegreeLongitude(view.center.lat)) / view.kmPerUnit,
    y: view.height / 2 - ((place.lat - view.center.lat) * KM_PER_DEGREE_LATITUDE) / view.kmPerUnit,
  };
}

export function toCoordinates(view: MapView, point: { x: number; y: number }): Coordinates {
  return {
    lat: clamp(view.center.lat + ((view.height / 2 - point.y) * view.kmPerUnit) / KM_PER_DEGREE_LATITUDE, -90, 90),
    lon: wrapLongitude(
      view.center.lon + ((point.x - view.width / 2) * view.kmPerUnit) / kmPerDegreeLongitude(view.center.lat),
    ),
  };
}

/** A view that shows every place with a margin; the world when there is none. */
export function viewFitting(places: readonly Coordinates[], width: number, height: number): MapView {
  if (places.length === 0) {
    const center = { lat: 20, lon: 0 };
    return { center, kmPerUnit: (360 * kmPerDegreeLongitude(center.lat)) / width, width, height };
  }
  const lats = places.map((place) => place.lat);
  const lons = places.map((place) => place.lon);
  const center = {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lon: (Math.min(...lons) + Math.max(...lons)) / 2,
  };
  const spanX = (Math.max(...lons) - Math.min(...lons)) * kmPerDegreeLongitude(center.lat);
  const spanY = (Math.max(...lats) - Math.min(...lats)) * KM_PER_DEGREE_LATITUDE;
  // A lone venue is shown with about 5 km around it.
  const kmPerUnit = Math.max(spanX / (width * 0.8), spanY / (height * 0.8), 10 / width);
  return { center, kmPerUnit: clamp(kmPerUnit, MIN_KM_PER_UNIT, MAX_KM_PER_UNIT), width, height };
}

/** Zoomed by `factor` (2 = closer) around the centre. */
export function zoomed(view: MapView, factor: number): MapView {
  return { ...view, kmPerUnit: clamp(view.kmPerUnit / factor, MIN_KM_PER_UNIT, MAX_KM_PER_UNIT) };
}

/** Moved by a number of drawing units (a drag, or an arrow button's quarter of the map). */
export function panned(view: MapView, dx: number, dy: number): MapView {
  const next = toCoordinates(view, { x: view.width / 2 + dx, y: view.height / 2 + dy });
  return { ...view, center: { lat: clamp(next.lat, -MAX_LATITUDE, MAX_LATITUDE), lon: next.lon } };
}

const NICE_STEPS = [1, 2, 5];

/** The first of 1, 2, 5 × 10ⁿ at least `value`. */
export function niceStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return (NICE_STEPS.find((step) => step * power >= value) ?? 10) * power;
}

/** Graticule lines (every `step` degrees) across the view, for orientation on a map with no tiles. */
export function graticule(view: MapView): { step: number; latitudes: number[]; longitudes: number[] } {
  const topLeft = toCoordinates(view, { x: 0, y: 0 });
  const bottomRight = toCoordinates(view, { x: view.width, y: view.height });
  const spanLat = Math.max(1e-6, topLeft.lat - bottomRight.lat);
  const step = Math.min(30, niceStep(spanLat / 5));
  const lines = (from: number, to: number) => {
    const first = Math.ceil(from / step) * step;
    const values: number[] = [];
    for (let value = first; value <= to && values.length < 40; value += step) values.push(Number(value.toFixed(6)));
    return values;
  };
  const west = view.center.lon - (view.width / 2) * (view.kmPerUnit / kmPerDegreeLongitude(view.center.lat));
  const east = view.center.lon + (view.width / 2) * (view.kmPerUnit / kmPerDegreeLongitude(view.center.lat));
  return {
    step,
    latitudes: lines(bottomRight.lat, topLeft.lat),
    longitudes: lines(west, east).map((longitude) => Number(wrapLongitude(longitude).toFixed(6))),
  };
}

/** A graticule line's label: as many decimals as its step has ("37.5" every half degree, "-122" every one). */
export function graticuleLabel(value: number, step: number): string {
  return value.toFixed(Math.max(0, -Math.floor(Math.log10(step) + 1e-9)));
}

/** Coordinates as a venue stores them: five decimals (about a metre). */
export function roundedCoordinates(place: Coordinates): Coordinates {
  return { lat: Number(place.lat.toFixed(5)), lon: Number(place.lon.toFixed(5)) };
}
