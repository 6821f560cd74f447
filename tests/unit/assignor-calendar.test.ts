import { describe, expect, it } from "vitest";
import {
  calendarPeriod,
  gameCoverage,
  gamesByDay,
  isOutsideMonth,
  parseCalendarParams,
  periodTitle,
  shiftPeriod,
} from "~/domain/assignor-calendar";

describe("calendar periods", () => {
  it("reads view and date from the URL, falling back to a month around today", () => {
    expect(parseCalendarParams(new URLSearchParams("view=week&date=2026-12-05"), "2026-11-22")).toEqual({
      view: "week",
      anchor: "2026-12-05",
    });
    expect(parseCalendarParams(new URLSearchParams("view=year&date=2026-02-30"), "2026-11-22")).toEqual({
      view: "month",
      anchor: "2026-11-22",
    });
  });

  it("a month view shows whole weeks, Sunday first, around the month", () => {
    const period = calendarPeriod("month", "2026-11-22");
    expect(period.start).toBe("2026-11-01"); // a Sunday
    expect(period.end).toBe("2026-12-05"); // the Saturday after Nov 30
    expect(period.days).toHaveLength(35);
    expect(isOutsideMonth("2026-12-01", period.anchor)).toBe(true);
    expect(isOutsideMonth("2026-11-30", period.anchor)).toBe(false);
    expect(periodTitle(period)).toBe("November 2026");
  });

  it("a week view is Sunday to Saturday around the date", () => {
    const period = calendarPeriod("week", "2026-11-25");
    expect(period.days).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(periodTitle(period)).toBe("Nov 22 – Nov 28, 2026");
  });

  it("previous and next move by a month (to its first day) or by a week, across years", () => {
    expect(shiftPeriod("month", "2026-01-31", -1)).toBe("2025-12-01");
    expect(shiftPeriod("month", "2026-12-15", 1)).toBe("2027-01-01");
    expect(shiftPeriod("week", "2026-12-30", 1)).toBe("2027-01-06");
  });

  it("places games on their own local dates, in time order", () => {
    const byDay = gamesByDay([
      { id: "b", date: "2026-11-28", time: "15:00" },
      { id: "a", date: "2026-11-28", time: "09:00" },
      { id: "c", date: "2026-11-29", time: "23:30" },
    ]);
    expect(byDay.get("2026-11-28")?.map((game) => game.id)).toEqual(["a", "b"]);
    expect(byDay.get("2026-11-29")?.map((game) => game.id)).toEqual(["c"]);
  });
});

describe("gameCoverage", () => {
  const three = { status: "pending", positionType: "three_official" };
  it("tells unassigned, partly assigned, awaiting confirmation and confirmed apart", () => {
    expect(gameCoverage({ ...three, assignments: [] })).toBe("unassigned");
    expect(gameCoverage({ ...three, assignments: [{ position: "referee", status: "confirmed" }] })).toBe("partial");
    expect(
      gameCoverage({
        ...three,
        status: "assigned",
        assignments: [
          { position: "referee", status: "confirmed" },
          { position: "assistant_referee_1", status: "pending" },
          { position: "assistant_referee_2", status: "confirmed" },
        ],
      }),
    ).toBe("assigned");
    expect(
      gameCoverage({
        ...three,
        status: "confirmed",
        assignments: ["referee", "assistant_referee_1", "assistant_referee_2"].map((position) => ({
          position,
          status: "confirmed",
        })),
      }),
    ).toBe("confirmed");
  });

  it("a declined offer leaves its position open", () => {
    expect(
      gameCoverage({
        status: "pending",
        positionType: "single",
        assignments: [{ position: "referee", status: "declined" }],
      }),
    ).toBe("unassigned");
  });

  it("cancelled and completed games say so whatever their assignments", () => {
    expect(gameCoverage({ status: "cancelled", positionType: "single", assignments: [] })).toBe("cancelled");
    expect(
      gameCoverage({
        status: "completed",
        positionType: "single",
        assignments: [{ position: "referee", status: "completed" }],
      }),
    ).toBe("completed");
  });
});
