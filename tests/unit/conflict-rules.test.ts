import { describe, expect, it } from "vitest";
import { isDefaultConflictRules, parseConflictRules } from "~/domain/conflict-rules";
import { DEFAULT_CONFLICT_RULES } from "~/domain/conflicts";
import { isValidTimeZone } from "~/domain/dates";
import {
  organizationSettingsValues,
  parseOrganizationSettings,
  parseVenueForm,
  settingsFormValues,
  type OrganizationSettings,
} from "~/domain/organization-settings";

const custom = {
  gameLengthMinutes: { professional: 130, "semi-pro": 120, amateur: 100, youth: 60 },
  eligibleLevels: { 1: ["youth"], 2: ["amateur", "youth"], 3: ["youth", "amateur", "semi-pro", "professional"] },
};

describe("parseConflictRules", () => {
  it("null means the defaults", () => {
    expect(parseConflictRules(null)).toBe(DEFAULT_CONFLICT_RULES);
  });

  it("reads stored rules, as an object or as JSON text, with eligible levels in the usual order", () => {
    const expected = {
      gameLengthMinutes: custom.gameLengthMinutes,
      eligibleLevels: { 1: ["youth"], 2: ["amateur", "youth"], 3: ["professional", "semi-pro", "amateur", "youth"] },
    };
    expect(parseConflictRules(custom)).toEqual(expected);
    expect(parseConflictRules(JSON.stringify(custom))).toEqual(expected);
  });

  it("falls back to the defaults for rules it cannot trust", () => {
    expect(parseConflictRules("{not json")).toBe(DEFAULT_CONFLICT_RULES);
    expect(parseConflictRules({ ...custom, gameLengthMinutes: { ...custom.gameLengthMinutes, youth: 5 } })).toBe(
      DEFAULT_CONFLICT_RULES,
    );
    expect(parseConflictRules({ ...custom, eligibleLevels: { ...custom.eligibleLevels, 1: ["futsal"] } })).toBe(
      DEFAULT_CONFLICT_RULES,
    );
    expect(parseConflictRules({ gameLengthMinutes: custom.gameLengthMinutes })).toBe(DEFAULT_CONFLICT_RULES);
  });

  it("tells default rules from changed ones", () => {
    expect(isDefaultConflictRules(DEFAULT_CONFLICT_RULES)).toBe(true);
    expect(isDefaultConflictRules(parseConflictRules(custom))).toBe(false);
  });
});

describe("the organization settings form", () => {
  const stored: OrganizationSettings = {
    name: "Bay Area Youth Soccer League",
    timeZone: "America/Los_Angeles",
    currency: "USD",
    feesCents: { professional: 15000, "semi-pro": 9000, amateur: 6000, youth: 4000 },
    travelBufferMinutes: 60,
    maxGamesPerDay: 3,
    conflictRules: DEFAULT_CONFLICT_RULES,
  };

  function form(values: Record<string, string | string[]>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
    }
    return organizationSettingsValues(data);
  }

  it("round-trips stored settings through the form unchanged", () => {
    const parsed = parseOrganizationSettings(form(settingsFormValues(stored)));
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const { conflictRules, ...rest } = parsed.output;
    const { conflictRules: _storedRules, ...storedRest } = stored;
    expect(rest).toEqual(storedRest);
    expect(isDefaultConflictRules(conflictRules)).toBe(true);
  });

  it("reads edits: dollars to cents, empty max games as no limit, unchecked levels as none", () => {
    const values = {
      ...settingsFormValues(stored),
      feeYouth: "$42.50",
      travelBufferMinutes: "45",
      maxGamesPerDay: "",
      "eligible-1": [],
    };
    const parsed = parseOrganizationSettings(form(values));
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.output.feesCents.youth).toBe(4250);
    expect(parsed.output.travelBufferMinutes).toBe(45);
    expect(parsed.output.maxGamesPerDay).toBeNull();
    expect(parsed.output.conflictRules.eligibleLevels[1]).toEqual([]);
  });

  it("explains each wrong field", () => {
    const values = {
      ...settingsFormValues(stored),
      name: " ",
      timeZone: "Mars/Olympus_Mons",
      travelBufferMinutes: "-5",
      maxGamesPerDay: "0",
      "length-youth": "10",
      feeAmateur: "abc",
    };
    const parsed = parseOrganizationSettings(form(values));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors).toMatchObject({
      name: ["Name is required"],
      timeZone: ["Time zone must be an IANA name such as America/Chicago"],
      travelBufferMinutes: ["Travel buffer must be a whole number"],
      maxGamesPerDay: ["Max games per day must be between 1 and 12, or empty for no limit"],
      "length-youth": ["Youth game length must be at least 15"],
      feeAmateur: ["Amateur fee must be a non-negative amount in dollars"],
    });
  });

  it("accepts real IANA zones only", () => {
    expect(isValidTimeZone("America/Chicago")).toBe(true);
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Pacific Time")).toBe(false);
    expect(isValidTimeZone("America/Nowhere")).toBe(false);
  });

  it("validates a venue: a name is required, an empty address is none", () => {
    expect(parseVenueForm({ name: " Kezar Stadium ", address: "" })).toEqual({
      success: true,
      output: { name: "Kezar Stadium", address: null, latitude: null, longitude: null },
    });
    expect(parseVenueForm({ name: "", address: "1 Main St" })).toEqual({
      success: false,
      errors: { name: ["Venue name is required"] },
    });
  });

  it("takes a venue's coordinates as both or neither, within range", () => {
    expect(parseVenueForm({ name: "Kezar", address: "", latitude: "37.767", longitude: "-122.455" })).toMatchObject({
      success: true,
      output: { latitude: 37.767, longitude: -122.455 },
    });
    expect(parseVenueForm({ name: "Kezar", address: "", latitude: "37.767", longitude: "" })).toEqual({
      success: false,
      errors: { longitude: ["Give both latitude and longitude, or neither"] },
    });
    expect(parseVenueForm({ name: "Kezar", address: "", latitude: "97", longitude: "1" })).toEqual({
      success: false,
      errors: { latitude: ["Latitude must be a number between -90 and 90"] },
    });
  });
});
