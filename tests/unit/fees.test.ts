import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { yearSummaries } from "~/domain/accounting";
import { distanceKm, KM_PER_MILE } from "~/domain/distance";
import {
  feeFieldName,
  FeeTableSchema,
  feeTableEntries,
  GamePositionFeesSchema,
  mileageCents,
  MileageSettingsSchema,
  positionFeeFieldName,
  slotFee,
  type FeeScheduleEntry,
  type MileageSettings,
} from "~/domain/fees";
import { form1099NecCsv } from "~/domain/payment-csv";

const schedule: FeeScheduleEntry[] = [
  { level: "amateur", position: "referee", ageGroup: "", feeCents: 6000 },
  { level: "amateur", position: "assistant", ageGroup: "", feeCents: 3500 },
  { level: "amateur", position: "fourth_official", ageGroup: "", feeCents: 2500 },
  { level: "amateur", position: "assistant", ageGroup: "U12", feeCents: 2000 },
  { level: "youth", position: "referee", ageGroup: "", feeCents: 3000 },
];

describe("slotFee", () => {
  const game = { level: "amateur", ageGroup: null, feeCents: 5000 };

  test("each slot is paid its rank position's fee from the table; both assistant slots are the assistant's", () => {
    expect(slotFee(game, "referee", [], schedule)).toBe(6000);
    expect(slotFee(game, "assistant_referee_1", [], schedule)).toBe(3500);
    expect(slotFee(game, "assistant_referee_2", [], schedule)).toBe(3500);
    expect(slotFee(game, "fourth_official", [], schedule)).toBe(2500);
  });

  test("an age group's row overrides the any-age-group row, matched without regard to case or spaces", () => {
    expect(slotFee({ ...game, ageGroup: "U12" }, "assistant_referee_1", [], schedule)).toBe(2000);
    expect(slotFee({ ...game, ageGroup: " u12 " }, "assistant_referee_2", [], schedule)).toBe(2000);
    // No U12 row for the referee: the any-age-group row.
    expect(slotFee({ ...game, ageGroup: "U12" }, "referee", [], schedule)).toBe(6000);
    // Another age group: the any rows.
    expect(slotFee({ ...game, ageGroup: "U14" }, "assistant_referee_1", [], schedule)).toBe(3500);
  });

  test("the game's own fee for the position wins over the table", () => {
    const overrides = [{ position: "assistant_referee_2", feeCents: 4200 }];
    expect(slotFee(game, "assistant_referee_2", overrides, schedule)).toBe(4200);
    expect(slotFee(game, "assistant_referee_1", overrides, schedule)).toBe(3500);
    expect(slotFee(game, "referee", [{ position: "referee", feeCents: 0 }], schedule)).toBe(0);
  });

  test("without a table entry (or any table) the game's single fee applies", () => {
    expect(slotFee({ ...game, level: "professional" }, "referee", [], schedule)).toBe(5000);
    expect(slotFee({ ...game, level: "youth" }, "assistant_referee_1", [], schedule)).toBe(5000);
    expect(slotFee(game, "referee", [], [])).toBe(5000);
  });
});

describe("mileageCents", () => {
  const home = { lat: 40.0, lon: -75.0 };
  const venue = { lat: 40.1, lon: -75.0 };
  const oneWayKm = distanceKm(home, venue);
  const perMile: MileageSettings = { rateCents: 50, unit: "mi", freeDistance: 0, paidTo: "all" };

  test("the round trip in the organization's unit, at the rate, rounded to the cent", () => {
    const miles = (2 * oneWayKm) / KM_PER_MILE;
    expect(mileageCents(perMile, { from: home, to: venue, driver: false })).toBe(Math.round(miles * 50));
    expect(mileageCents({ ...perMile, unit: "km", rateCents: 30 }, { from: home, to: venue, driver: false })).toBe(
      Math.round(2 * oneWayKm * 30),
    );
    // A tenth of a degree of latitude, about 11.1 km each way: 22.2 km there and back, at 30 cents a kilometre.
    expect(mileageCents({ ...perMile, unit: "km", rateCents: 30 }, { from: home, to: venue, driver: false })).toBe(667);
  });

  test("only the distance beyond the free distance is paid; within it, nothing", () => {
    const settings = { ...perMile, unit: "km" as const, rateCents: 100, freeDistance: 20 };
    expect(mileageCents(settings, { from: home, to: venue, driver: false })).toBe(
      Math.round((2 * oneWayKm - 20) * 100),
    );
    expect(mileageCents({ ...settings, freeDistance: 50 }, { from: home, to: venue, driver: false })).toBe(0);
  });

  test("paid to drivers only: the driver is paid, the others not", () => {
    const settings: MileageSettings = { ...perMile, paidTo: "driver" };
    expect(mileageCents(settings, { from: home, to: venue, driver: true })).toBeGreaterThan(0);
    expect(mileageCents(settings, { from: home, to: venue, driver: false })).toBe(0);
  });

  test("nothing without a rate or without both points", () => {
    expect(mileageCents({ ...perMile, rateCents: null }, { from: home, to: venue, driver: true })).toBe(0);
    expect(mileageCents(perMile, { from: null, to: venue, driver: true })).toBe(0);
    expect(mileageCents(perMile, { from: home, to: null, driver: true })).toBe(0);
  });
});

describe("the forms", () => {
  test("a fee table for one age group: typed amounts become entries, empty cells none", () => {
    const parsed = v.parse(FeeTableSchema, {
      ageGroup: " U12 ",
      [feeFieldName("amateur", "referee")]: "60",
      [feeFieldName("amateur", "assistant")]: "$35.50",
      [feeFieldName("youth", "referee")]: "",
    });
    expect(feeTableEntries(parsed)).toEqual([
      { level: "amateur", position: "referee", ageGroup: "U12", feeCents: 6000 },
      { level: "amateur", position: "assistant", ageGroup: "U12", feeCents: 3550 },
    ]);
  });

  test("a fee that is not an amount is refused with the field's message", () => {
    const result = v.safeParse(FeeTableSchema, { [feeFieldName("amateur", "referee")]: "sixty" });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("Enter an amount like 45 or 45.50.");
  });

  test("mileage settings: an empty rate turns mileage off; a free distance must be a distance", () => {
    expect(v.parse(MileageSettingsSchema, { rate: "0.55", unit: "mi", freeDistance: "10", paidTo: "driver" })).toEqual({
      rateCents: 55,
      unit: "mi",
      freeDistance: 10,
      paidTo: "driver",
    });
    expect(v.parse(MileageSettingsSchema, { rate: "", unit: "km", freeDistance: "", paidTo: "all" })).toEqual({
      rateCents: null,
      unit: "km",
      freeDistance: 0,
      paidTo: "all",
    });
    expect(
      v.safeParse(MileageSettingsSchema, { rate: "0.30", unit: "km", freeDistance: "far", paidTo: "all" }).success,
    ).toBe(false);
    expect(v.safeParse(MileageSettingsSchema, { rate: "0.30", unit: "leagues", paidTo: "all" }).success).toBe(false);
  });

  test("a game's own fees per position: empty means the table's", () => {
    expect(
      v.parse(GamePositionFeesSchema, {
        [positionFeeFieldName("assistant_referee_1")]: "40",
        [positionFeeFieldName("referee")]: "",
      }),
    ).toEqual({ referee: null, assistant_referee_1: 4000, assistant_referee_2: null, fourth_official: null });
  });
});

describe("1099-NEC and mileage", () => {
  test("mileage reimbursed is outside box 1: it neither counts toward the $600 nor is reported there", () => {
    const [summary] = yearSummaries(
      [
        {
          refereeId: "r",
          refereeName: "R",
          totalCents: 65_000,
          mileageCents: 8_000,
          paidOn: "2026-05-01",
          games: 10,
          category: "game_fees",
        },
      ],
      2026,
    );
    expect(summary).toMatchObject({ paidCents: 65_000, mileageCents: 8_000, necCents: 57_000, needs1099: false });
    const csv = form1099NecCsv(2026, { name: "League", taxId: null, address: null }, [
      { refereeName: "R", paidCents: 61_000, mileageCents: 4_000, tax: null },
    ]);
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toContain("Mileage reimbursed (not in box 1)");
    expect(row).toContain(",610.00,");
    expect(row?.endsWith(",40.00")).toBe(true);
  });
});
