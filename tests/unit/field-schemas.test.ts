import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { dateField, timeField } from "~/domain/field-schemas";
import { AutoAssignRequestSchema } from "~/domain/auto-assign-settings";

describe("the shared date and time fields", () => {
  const date = dateField("Pick a date.");
  const time = timeField("Enter a time.");

  it("accepts real calendar dates and refuses malformed and impossible ones with the field's message", () => {
    for (const value of ["2026-02-28", "2028-02-29", " 2026-12-31 "])
      expect(v.safeParse(date, value).success).toBe(true);
    for (const value of ["", "abc", "2026-13-45", "2026-02-30", "2027-02-29", "2026-1-01", "20260101", "2026-00-10"]) {
      const result = v.safeParse(date, value);
      expect(result.success, value).toBe(false);
      expect(result.issues?.[0]?.message, value).toBe("Pick a date.");
    }
  });

  it("accepts 24-hour times and refuses the rest", () => {
    for (const value of ["00:00", "09:30", "23:59"]) expect(v.safeParse(time, value).success).toBe(true);
    for (const value of ["", "24:00", "9:30", "12:60", "noon"])
      expect(v.safeParse(time, value).success, value).toBe(false);
  });
});

describe("the auto-assign request", () => {
  const request = (from: string, to: string) =>
    v.safeParse(AutoAssignRequestSchema, { from, to, levels: [], venues: [] });

  it("names the start date when it is not a real date, without reading it in the range checks", () => {
    for (const from of ["abc", "", "2026-13-45", "2026-02-30"]) {
      const result = request(from, "2026-03-02");
      expect(result.success, from).toBe(false);
      expect(v.flatten(result.issues!).nested, from).toEqual({ from: ["Pick a date."] });
    }
  });

  it("still refuses an end before the start and a range over 92 days", () => {
    expect(v.flatten(request("2026-03-10", "2026-03-01").issues!).nested?.to).toEqual([
      "The end date is before the start date.",
    ]);
    expect(request("2026-01-01", "2026-06-01").success).toBe(false);
    expect(request("2026-01-01", "2026-01-14").success).toBe(true);
  });
});
