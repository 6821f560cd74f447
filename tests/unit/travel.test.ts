import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { planGameImport, rowCoordinates } from "~/domain/game-import";
import { distanceKm } from "~/domain/distance";
import {
  graticule,
  graticuleLabel,
  niceStep,
  panned,
  toCoordinates,
  toPoint,
  viewFitting,
  zoomed,
} from "~/domain/map-view";
import { StartPointSchema, TravelLimitSchema, travelAnswerOf, travelLimitInUnit } from "~/domain/travel";

describe("a travel limit as typed", () => {
  const limit = (maxTravel: string, unit: "km" | "mi") => v.safeParse(TravelLimitSchema, { unit, maxTravel });

  it("is stored in km whatever the unit it was typed in, and reads back the same in that unit", () => {
    const miles = limit("50", "mi");
    expect(miles.success && miles.output.maxTravelKm).toBeCloseTo(80.467, 3);
    expect(travelLimitInUnit(miles.success ? miles.output.maxTravelKm : null, "mi")).toBe("50");
    expect(travelLimitInUnit(80.467, "km")).toBe("80");
    expect(travelLimitInUnit(7.5, "km")).toBe("7.5");
    const comma = limit("12,5", "km");
    expect(comma.success && comma.output.maxTravelKm).toBe(12.5);
    const blank = limit("  ", "mi");
    expect(blank.success && blank.output.maxTravelKm).toBeNull();
  });

  it("refuses what is not a positive distance up to 1,000 km, on the field, in the typed unit", () => {
    for (const typed of ["far", "0", "-5", "700"]) {
      const result = limit(typed, "mi");
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe("Enter a distance greater than 0 and up to 621 mi, or leave it blank.");
      expect(result.issues?.[0]?.path?.map((step) => step.key)).toEqual(["maxTravel"]);
    }
    expect(limit("1000", "km").success).toBe(true);
  });
});

describe("a start point as typed", () => {
  const point = (fields: Record<string, unknown>) =>
    v.safeParse(StartPointSchema, { label: "Work", latitude: "37.8", longitude: "-122.4", ...fields });

  it("keeps its days in order without repeats, and open hours as null", () => {
    const parsed = point({ weekdays: ["6", "0", "6"], fromTime: "", toTime: "12:00" });
    expect(parsed.success && parsed.output).toEqual({
      label: "Work",
      latitude: 37.8,
      longitude: -122.4,
      weekdays: [0, 6],
      fromTime: null,
      toTime: "12:00",
    });
  });

  it("refuses a blank name or place, a day that is not one, a bad time, and an end before the start", () => {
    expect(point({ label: " " }).success).toBe(false);
    expect(point({ latitude: "" }).success).toBe(false);
    expect(point({ longitude: "181" }).success).toBe(false);
    expect(point({ weekdays: ["7"] }).success).toBe(false);
    expect(point({ fromTime: "25:00" }).success).toBe(false);
    const backwards = point({ fromTime: "12:00", toTime: "08:00" });
    expect(backwards.issues?.[0]?.message).toBe("Make the end later than the start.");
  });

  it("answers only its own intents on the settings page", () => {
    expect(travelAnswerOf({ intent: "add-start-point", ok: true })).not.toBeNull();
    expect(travelAnswerOf({ intent: "save-tax-details", ok: true })).toBeNull();
    expect(travelAnswerOf(undefined)).toBeNull();
  });
});

describe("venue coordinates in the game import", () => {
  const organization = { feeProfessionalCents: 1, feeSemiProCents: 1, feeAmateurCents: 1, feeYouthCents: 1 };

  it("reads a row's pair, none, or the reasons it is refused", () => {
    expect(rowCoordinates(" ", "")).toEqual({ ok: true, value: null });
    expect(rowCoordinates("37.5", "-122")).toEqual({ ok: true, value: { latitude: 37.5, longitude: -122 } });
    expect(rowCoordinates("37.5", "")).toEqual({
      ok: false,
      reasons: ["Give both latitude and longitude, or neither"],
    });
    expect(rowCoordinates("north", "200")).toEqual({
      ok: false,
      reasons: ["Latitude must be a number from -90 to 90", "Longitude must be a number from -180 to 180"],
    });
  });

  it("takes each venue's first coordinates, in any case, and refuses a later row that places it elsewhere", () => {
    const plan = planGameImport(
      [
        "home,away,date,time,venue,level,Venue Latitude,LNG",
        "A,B,2099-05-02,10:00,Kezar,youth,37.767,-122.457",
        "C,D,2099-05-02,12:00,KEZAR,youth,37.76701,-122.45701",
        "E,F,2099-05-02,14:00,Kezar,youth,38,-122.457",
        "G,H,2099-05-02,16:00,Other,youth,,",
      ].join("\n"),
      organization,
    );
    expect(plan.venueCoordinates).toEqual([{ venue: "Kezar", latitude: 37.767, longitude: -122.457, line: 2 }]);
    expect(plan.games.map((game) => game.line)).toEqual([2, 3, 5]);
    expect(plan.rejected).toEqual([
      expect.objectContaining({ line: 4, reasons: ["The coordinates of Kezar differ from those on line 2"] }),
    ]);
  });

  it("gives a refused game's own reasons together with its coordinates' reasons", () => {
    const plan = planGameImport(
      "home,away,date,time,venue,level,lat,lon\n,B,2099-05-02,10:00,V,youth,95,0",
      organization,
    );
    expect(plan.rejected[0]?.reasons).toEqual(["Home team is required", "Latitude must be a number from -90 to 90"]);
  });
});

describe("the self-drawn venue map", () => {
  const kezar = { lat: 37.767, lon: -122.457 };
  const oakland = { lat: 37.8, lon: -122.27 };

  it("fits the venues inside the map, and a click reads back the place drawn there", () => {
    const view = viewFitting([kezar, oakland], 480, 300);
    for (const place of [kezar, oakland]) {
      const { x, y } = toPoint(view, place);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(480);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(300);
      const back = toCoordinates(view, { x, y });
      expect(distanceKm(back, place)).toBeLessThan(0.001);
    }
    // Drawn distances agree with great-circle ones within a league's area.
    const a = toPoint(view, kezar);
    const b = toPoint(view, oakland);
    expect(Math.hypot(a.x - b.x, a.y - b.y) * view.kmPerUnit).toBeCloseTo(distanceKm(kezar, oakland), 1);
  });

  it("zooms around the centre, pans by drawing units, and shows the world when no venue is placed", () => {
    const view = viewFitting([kezar], 480, 300);
    expect(zoomed(view, 2).kmPerUnit).toBeCloseTo(view.kmPerUnit / 2);
    expect(zoomed(view, 2).center).toEqual(view.center);
    const east = panned(view, 120, 0);
    expect(east.center.lon).toBeGreaterThan(view.center.lon);
    expect(east.center.lat).toBeCloseTo(view.center.lat, 6);
    const world = viewFitting([], 480, 300);
    expect(toCoordinates(world, { x: 5, y: 150 }).lon).toBeLessThan(-170);
    expect(toCoordinates(world, { x: 475, y: 150 }).lon).toBeGreaterThan(170);
  });

  it("draws a graticule at round steps", () => {
    expect([niceStep(0.03), niceStep(0.3), niceStep(7)]).toEqual([0.05, 0.5, 10]);
    expect([graticuleLabel(-122.80000000001, 0.2), graticuleLabel(37.5, 0.5), graticuleLabel(-122, 1)]).toEqual([
      "-122.8",
      "37.5",
      "-122",
    ]);
    expect(graticuleLabel(37.77, 0.01)).toBe("37.77");
    const grid = graticule(viewFitting([kezar, oakland], 480, 300));
    expect(grid.latitudes.length).toBeGreaterThanOrEqual(2);
    expect(
      grid.latitudes.every((latitude) => Math.abs(latitude / grid.step - Math.round(latitude / grid.step)) < 1e-6),
    ).toBe(true);
  });
});
