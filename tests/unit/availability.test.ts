import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  applyChange,
  applyRecurringChange,
  availabilityReducer,
  AvailabilityChangeSchema,
  checkChangeDates,
  describeRecurring,
  entriesFromRows,
  recurringBlocksOn,
  recurringOccurrences,
  rowsFromEntry,
  type AvailabilityEntry,
  type AvailabilityState,
  type RecurringBlock,
} from "~/domain/availability";
import { DEFAULT_TIME_BLOCK } from "~/domain/constants";
import { formatTime12 } from "~/domain/dates";

const fullDay = (date: string): AvailabilityEntry => ({ date, fullDay: true, times: [] });
const partial = (date: string, ...times: [string, string][]): AvailabilityEntry => ({
  date,
  fullDay: false,
  times: times.map(([start, end]) => ({ start, end })),
});

function state(entries: AvailabilityEntry[], selection: string[] = []): AvailabilityState {
  return { entries, selection };
}

describe("availability rules (spec section 4)", () => {
  it("user toggles one or more days: a click selects a day, a second click deselects it", () => {
    let current = state([]);
    current = availabilityReducer(current, { type: "toggle-day", date: "2026-12-07" });
    current = availabilityReducer(current, { type: "toggle-day", date: "2026-12-05" });
    expect(current.selection).toEqual(["2026-12-05", "2026-12-07"]);
    current = availabilityReducer(current, { type: "toggle-day", date: "2026-12-07" });
    expect(current.selection).toEqual(["2026-12-05"]);
  });

  it("Block Entire Day(s) replaces existing entries of the selected days with a full-day block", () => {
    const before = state(
      [partial("2026-12-05", ["09:00", "13:00"], ["15:00", "17:00"]), partial("2026-12-09", ["08:00", "09:00"])],
      ["2026-12-05", "2026-12-06"],
    );
    const after = availabilityReducer(before, { type: "block-selected" });
    expect(after.entries).toEqual([
      fullDay("2026-12-05"),
      fullDay("2026-12-06"),
      partial("2026-12-09", ["08:00", "09:00"]),
    ]);
  });

  it("Add Time Block adds the default range 09:00 to 13:00 to each selected day", () => {
    expect(DEFAULT_TIME_BLOCK).toEqual({ start: "09:00", end: "13:00" });
    const after = availabilityReducer(
      state([partial("2026-12-05", ["15:00", "17:00"])], ["2026-12-05", "2026-12-06"]),
      { type: "add-time-block" },
    );
    expect(after.entries).toEqual([
      partial("2026-12-05", ["09:00", "13:00"], ["15:00", "17:00"]),
      partial("2026-12-06", ["09:00", "13:00"]),
    ]);
  });

  it("Add Time Block with a chosen range adds that range; the same range twice is kept once", () => {
    const once = availabilityReducer(state([], ["2026-12-05"]), {
      type: "add-time-block",
      range: { start: "18:00", end: "21:00" },
    });
    const twice = availabilityReducer(
      { ...once, selection: ["2026-12-05"] },
      { type: "add-time-block", range: { start: "18:00", end: "21:00" } },
    );
    expect(twice.entries).toEqual([partial("2026-12-05", ["18:00", "21:00"])]);
  });

  it("a full-day entry becomes partial with just the added range", () => {
    const after = availabilityReducer(state([fullDay("2026-12-05")], ["2026-12-05"]), { type: "add-time-block" });
    expect(after.entries).toEqual([partial("2026-12-05", ["09:00", "13:00"])]);
  });

  it("selection clears after either action", () => {
    expect(availabilityReducer(state([], ["2026-12-05"]), { type: "block-selected" }).selection).toEqual([]);
    expect(availabilityReducer(state([], ["2026-12-05"]), { type: "add-time-block" }).selection).toEqual([]);
  });

  it("with nothing selected, neither action changes anything", () => {
    const before = state([fullDay("2026-12-05")]);
    expect(availabilityReducer(before, { type: "block-selected" })).toBe(before);
    expect(availabilityReducer(before, { type: "add-time-block" })).toBe(before);
  });

  it("removing a full-day block removes the day", () => {
    const after = availabilityReducer(state([fullDay("2026-12-05"), fullDay("2026-12-06")]), {
      type: "remove",
      date: "2026-12-05",
    });
    expect(after.entries).toEqual([fullDay("2026-12-06")]);
  });

  it("removing a day's sole range removes the day", () => {
    const after = availabilityReducer(state([partial("2026-12-05", ["09:00", "13:00"])]), {
      type: "remove",
      date: "2026-12-05",
      range: { start: "09:00", end: "13:00" },
    });
    expect(after.entries).toEqual([]);
  });

  it("otherwise removing takes out only the chosen range", () => {
    const after = availabilityReducer(state([partial("2026-12-05", ["09:00", "13:00"], ["15:00", "17:00"])]), {
      type: "remove",
      date: "2026-12-05",
      range: { start: "15:00", end: "17:00" },
    });
    expect(after.entries).toEqual([partial("2026-12-05", ["09:00", "13:00"])]);
  });

  it("Clear All removes everything and keeps the selection", () => {
    const after = availabilityReducer(
      state([fullDay("2026-12-05"), partial("2026-12-06", ["09:00", "13:00"])], ["2026-12-08"]),
      { type: "clear-all" },
    );
    expect(after).toEqual({ entries: [], selection: ["2026-12-08"] });
  });

  it("Clear Selection empties the selection and keeps the entries", () => {
    const after = availabilityReducer(state([fullDay("2026-12-05")], ["2026-12-06", "2026-12-07"]), {
      type: "clear-selection",
    });
    expect(after).toEqual({ entries: [fullDay("2026-12-05")], selection: [] });
  });
});

describe("saved changes", () => {
  it("applies each kind of change the page queues the way the reducer does", () => {
    let entries: AvailabilityEntry[] = [];
    entries = applyChange(entries, { type: "block-days", dates: ["2026-12-05", "2026-12-06"] });
    entries = applyChange(entries, { type: "add-time-block", dates: ["2026-12-06"], start: "09:00", end: "13:00" });
    expect(entries).toEqual([fullDay("2026-12-05"), partial("2026-12-06", ["09:00", "13:00"])]);
    entries = applyChange(entries, { type: "remove", date: "2026-12-05" });
    expect(entries).toEqual([partial("2026-12-06", ["09:00", "13:00"])]);
    expect(applyChange(entries, { type: "clear-all" })).toEqual([]);
  });

  it("stores an entry as rows and reads the rows back", () => {
    const entries = [fullDay("2026-12-05"), partial("2026-12-06", ["15:00", "17:00"], ["09:00", "13:00"])];
    const rows = entries.flatMap(rowsFromEntry);
    expect(rows).toHaveLength(3);
    expect(entriesFromRows(rows)).toEqual([
      fullDay("2026-12-05"),
      partial("2026-12-06", ["09:00", "13:00"], ["15:00", "17:00"]),
    ]);
  });

  it("adds a recurring block once under its client id and removes it by id", () => {
    const change = {
      type: "add-recurring" as const,
      weekday: 2,
      kind: "time_range" as const,
      start: "18:00",
      end: "21:00",
      startsOn: "2026-12-01",
    };
    const once = applyRecurringChange([], change, "abc-12345");
    expect(applyRecurringChange(once, change, "abc-12345")).toEqual(once);
    expect(once).toEqual([
      {
        id: "abc-12345",
        weekday: 2,
        kind: "time_range",
        startTime: "18:00",
        endTime: "21:00",
        startsOn: "2026-12-01",
        endsOn: null,
      },
    ]);
    expect(applyRecurringChange(once, { type: "remove-recurring", id: "abc-12345" }, "x")).toEqual([]);
  });
});

describe("recurring blocks", () => {
  const tuesdays: RecurringBlock = {
    id: "r1",
    weekday: 2,
    kind: "time_range",
    startTime: "18:00",
    endTime: "21:00",
    startsOn: "2026-12-01",
    endsOn: "2026-12-15",
  };

  it("apply on their weekday between their first and last dates only", () => {
    expect(recurringBlocksOn([tuesdays], "2026-12-08")).toEqual([
      { date: "2026-12-08", kind: "time_range", startTime: "18:00", endTime: "21:00" },
    ]);
    expect(recurringBlocksOn([tuesdays], "2026-12-09")).toEqual([]); // a Wednesday
    expect(recurringBlocksOn([tuesdays], "2026-11-24")).toEqual([]); // before the first date
    expect(recurringBlocksOn([tuesdays], "2026-12-22")).toEqual([]); // after the last date
    expect(recurringBlocksOn([{ ...tuesdays, endsOn: null }], "2027-06-01")).toHaveLength(1);
  });

  it("list their occurrences in a date range for the calendar", () => {
    expect([...recurringOccurrences([tuesdays], "2026-11-30", "2026-12-31").keys()]).toEqual([
      "2026-12-01",
      "2026-12-08",
      "2026-12-15",
    ]);
  });

  it("read in words with 12-hour times", () => {
    expect(describeRecurring(tuesdays, formatTime12)).toBe("Every Tuesday, 6:00 PM – 9:00 PM");
    expect(describeRecurring({ ...tuesdays, weekday: 6, kind: "full_day" }, formatTime12)).toBe(
      "Every Saturday, all day",
    );
  });
});

describe("validation", () => {
  function messages(input: unknown) {
    const result = v.safeParse(AvailabilityChangeSchema, input);
    return result.success ? [] : result.issues.map((issue) => issue.message);
  }

  it("accepts well-formed changes", () => {
    expect(messages({ type: "block-days", dates: ["2026-12-05"] })).toEqual([]);
    expect(messages({ type: "add-recurring", weekday: 2, kind: "full_day", startsOn: "2026-12-01" })).toEqual([]);
  });

  it("refuses bad dates, bad times and an end before the start", () => {
    expect(messages({ type: "block-days", dates: ["2026-02-30"] })).toEqual(["Enter a real date as YYYY-MM-DD."]);
    expect(messages({ type: "block-days", dates: [] })).toEqual(["Select at least one day."]);
    expect(messages({ type: "add-time-block", dates: ["2026-12-05"], start: "25:00", end: "13:00" })).toEqual([
      "Enter a time as HH:MM (24-hour).",
    ]);
    expect(messages({ type: "add-time-block", dates: ["2026-12-05"], start: "13:00", end: "09:00" })).toEqual([
      "End time must be after start time.",
    ]);
    expect(
      messages({
        type: "add-recurring",
        weekday: 2,
        kind: "time_range",
        start: "21:00",
        end: "18:00",
        startsOn: "2026-12-01",
      }),
    ).toEqual(["End time must be after start time."]);
    expect(messages({ type: "add-recurring", weekday: 7, kind: "full_day", startsOn: "2026-12-01" })).toEqual([
      "Choose a weekday.",
    ]);
  });

  it("refuses past days and days beyond two years, measured from today", () => {
    expect(checkChangeDates({ type: "block-days", dates: ["2026-12-05"] }, "2026-12-05")).toBeNull();
    expect(checkChangeDates({ type: "block-days", dates: ["2026-12-04"] }, "2026-12-05")).toBe(
      "Past days cannot be changed: choose today or a later date.",
    );
    expect(checkChangeDates({ type: "remove", date: "2026-12-04" }, "2026-12-05")).toBe(
      "Past days cannot be changed: choose today or a later date.",
    );
    expect(checkChangeDates({ type: "block-days", dates: ["2028-12-06"] }, "2026-12-05")).toBe(
      "Choose a date within the next two years.",
    );
    expect(checkChangeDates({ type: "clear-all" }, "2026-12-05")).toBeNull();
    expect(checkChangeDates({ type: "remove-recurring", id: "old" }, "2026-12-05")).toBeNull();
  });
});
