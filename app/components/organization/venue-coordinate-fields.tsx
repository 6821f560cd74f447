/**
 * A venue's latitude and longitude (decision 0077): typed, or picked on a small map drawn here in SVG from
 * the organization's own venues — no tiles, no map service, nothing leaves the page. The number fields are
 * the keyboard's way to place a venue; the map follows them, and a click on the map fills them.
 */
import { useRef, useState, type PointerEvent } from "react";
import { useLingui } from "@lingui/react";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Map as MapIcon, Maximize, Minus, Plus } from "lucide-react";
import { TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { distanceUnitFor, formatDistance, unitToKm, type Coordinates } from "~/domain/distance";
import {
  graticule,
  graticuleLabel,
  niceStep,
  panned,
  roundedCoordinates,
  toCoordinates,
  toPoint,
  viewFitting,
  zoomed,
  type MapView,
} from "~/domain/map-view";
import { useT } from "~/i18n/react";

export interface PlacedVenue {
  name: string;
  latitude: number;
  longitude: number;
}

const WIDTH = 480;
const HEIGHT = 300;
/** A pointer that moves farther than this (drawing units) between down and up is panning, not picking. */
const DRAG_THRESHOLD = 4;

function parsed(text: string, limit: number): number | null {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export function VenueCoordinateFields({
  idPrefix,
  errors,
  defaults,
  placed,
}: {
  idPrefix: string;
  errors: Record<string, string[] | undefined>;
  defaults: { latitude: string; longitude: string };
  /** The organization's other venues that have coordinates, drawn for reference. */
  placed: readonly PlacedVenue[];
}) {
  const t = useT();
  const [latitude, setLatitude] = useState(defaults.latitude);
  const [longitude, setLongitude] = useState(defaults.longitude);
  const [showMap, setShowMap] = useState(false);
  const lat = parsed(latitude, 90);
  const lon = parsed(longitude, 180);
  const point = lat !== null && lon !== null ? { lat, lon } : null;

  return (
    <div className="grid gap-3 sm:col-span-full">
      {/* Coordinates let the travel rules and smart scheduling measure distances; any map app shows them. */}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          idPrefix={idPrefix}
          name="latitude"
          label={t("org.venues.latitude")}
          errors={errors}
          className="flex flex-col gap-1.5"
          inputMode="decimal"
          value={latitude}
          onChange={(event) => setLatitude(event.currentTarget.value)}
        />
        <TextField
          idPrefix={idPrefix}
          name="longitude"
          label={t("org.venues.longitude")}
          errors={errors}
          className="flex flex-col gap-1.5"
          inputMode="decimal"
          value={longitude}
          onChange={(event) => setLongitude(event.currentTarget.value)}
        />
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={showMap}
          aria-controls={`${idPrefix}-map`}
          onClick={() => setShowMap((shown) => !shown)}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {showMap ? t("org.venues.map.hide") : t("org.venues.map.show")}
        </Button>
      </div>
      {showMap ? (
        <VenueMap
          id={`${idPrefix}-map`}
          placed={placed}
          point={point}
          onPick={(place) => {
            const rounded = roundedCoordinates(place);
            setLatitude(String(rounded.lat));
            setLongitude(String(rounded.lon));
          }}
        />
      ) : null}
    </div>
  );
}

function VenueMap({
  id,
  placed,
  point,
  onPick,
}: {
  id: string;
  placed: readonly PlacedVenue[];
  point: Coordinates | null;
  onPick: (place: Coordinates) => void;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const places = placed.map((venue) => ({ lat: venue.latitude, lon: venue.longitude }));
  const fit = () => viewFitting(point ? [...places, point] : places, WIDTH, HEIGHT);
  const [view, setView] = useState<MapView>(fit);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean; view: MapView } | null>(null);

  /** A pointer's position in drawing units. */
  function drawingPoint(event: PointerEvent<SVGSVGElement>) {
    const box = svg.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { ...drawingPoint(event), moved: false, view };
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const start = drag.current;
    if (!start) return;
    const now = drawingPoint(event);
    const dx = start.x - now.x;
    const dy = start.y - now.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    start.moved = true;
    setView(panned(start.view, dx, dy));
  }
  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    const start = drag.current;
    drag.current = null;
    if (start && !start.moved) onPick(toCoordinates(view, drawingPoint(event)));
  }

  const unit = distanceUnitFor(i18n.locale);
  // A scale bar about a quarter of the map wide, in a round number of the reader's unit.
  const targetKm = (WIDTH / 4) * view.kmPerUnit;
  const barKm = unitToKm(niceStep(unit === "mi" ? targetKm / 1.609344 : targetKm), unit);
  const barWidth = barKm / view.kmPerUnit;
  const grid = graticule(view);
  const marker = point ? toPoint(view, point) : null;

  return (
    <div id={id} className="grid gap-2">
      <p className="text-xs text-muted-foreground">{t("org.venues.map.hint")}</p>
      <div className="flex flex-wrap gap-1" role="group" aria-label={t("org.venues.map.controls")}>
        <MapButton label={t("org.venues.map.zoomIn")} onClick={() => setView(zoomed(view, 2))} icon={Plus} />
        <MapButton label={t("org.venues.map.zoomOut")} onClick={() => setView(zoomed(view, 0.5))} icon={Minus} />
        <MapButton
          label={t("org.venues.map.north")}
          onClick={() => setView(panned(view, 0, -HEIGHT / 4))}
          icon={ArrowUp}
        />
        <MapButton
          label={t("org.venues.map.south")}
          onClick={() => setView(panned(view, 0, HEIGHT / 4))}
          icon={ArrowDown}
        />
        <MapButton
          label={t("org.venues.map.west")}
          onClick={() => setView(panned(view, -WIDTH / 4, 0))}
          icon={ArrowLeft}
        />
        <MapButton
          label={t("org.venues.map.east")}
          onClick={() => setView(panned(view, WIDTH / 4, 0))}
          icon={ArrowRight}
        />
        <MapButton label={t("org.venues.map.fit")} onClick={() => setView(fit())} icon={Maximize} />
      </div>
      <svg
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full max-w-2xl cursor-crosshair touch-none rounded-md border bg-muted/40 select-none"
        // The map is a pointer's shortcut; the latitude and longitude fields above are the accessible way.
        aria-hidden="true"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
      >
        <g className="stroke-border" strokeWidth={0.5}>
          {grid.latitudes.map((latitude) => {
            const { y } = toPoint(view, { lat: latitude, lon: view.center.lon });
            return <line key={`lat${latitude}`} x1={0} x2={WIDTH} y1={y} y2={y} />;
          })}
          {grid.longitudes.map((longitude) => {
            const { x } = toPoint(view, { lat: view.center.lat, lon: longitude });
            return <line key={`lon${longitude}`} x1={x} x2={x} y1={0} y2={HEIGHT} />;
          })}
        </g>
        <g className="fill-muted-foreground text-[9px]">
          {grid.latitudes.map((latitude) => (
            <text key={`latLabel${latitude}`} x={3} y={toPoint(view, { lat: latitude, lon: view.center.lon }).y - 2}>
              {graticuleLabel(latitude, grid.step)}
            </text>
          ))}
          {grid.longitudes.map((longitude) => (
            <text
              key={`lonLabel${longitude}`}
              x={toPoint(view, { lat: view.center.lat, lon: longitude }).x + 2}
              y={HEIGHT - 3}
            >
              {graticuleLabel(longitude, grid.step)}
            </text>
          ))}
        </g>
        {placed.map((venue) => {
          const at = toPoint(view, { lat: venue.latitude, lon: venue.longitude });
          if (at.x < -20 || at.x > WIDTH + 20 || at.y < -20 || at.y > HEIGHT + 20) return null;
          return (
            <g key={venue.name}>
              <circle cx={at.x} cy={at.y} r={4} className="fill-primary/70" />
              <text x={at.x + 6} y={at.y + 3} className="fill-foreground text-[10px]">
                {venue.name}
              </text>
            </g>
          );
        })}
        {marker ? (
          <g className="stroke-destructive" strokeWidth={2}>
            <line x1={marker.x - 8} x2={marker.x + 8} y1={marker.y} y2={marker.y} />
            <line x1={marker.x} x2={marker.x} y1={marker.y - 8} y2={marker.y + 8} />
            <circle cx={marker.x} cy={marker.y} r={5} fill="none" />
          </g>
        ) : null}
        <g transform={`translate(${WIDTH - barWidth - 10}, ${HEIGHT - 14})`}>
          <rect width={barWidth} height={3} className="fill-foreground" />
          <text y={-3} className="fill-foreground text-[9px]">
            {formatDistance(barKm, i18n.locale, unit)}
          </text>
        </g>
      </svg>
    </div>
  );
}

function MapButton({ label, onClick, icon: Icon }: { label: string; onClick: () => void; icon: typeof Plus }) {
  return (
    <Button type="button" variant="outline" size="icon" aria-label={label} title={label} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
