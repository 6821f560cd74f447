import { describe, expect, it } from "vitest";
import {
  canRespond,
  canTurnBack,
  filterSchedule,
  isPastGame,
  matchesSearch,
  parseScheduleParams,
  scheduleEmptyState,
  sortSchedule,
  tabCounts,
  type ScheduleRow,
} from "~/domain/referee-schedule";

const TODAY = "2026-05-10";

function row(id: string, game: Partial<ScheduleRow["game"]>, status = "confirmed") {
  return {
    id,
    status,
    game: {
      date: TODAY,
      time: "10:00",
      homeTeam: "Home",
      awayTeam: "Away",
      venue: "Field",
      level: "youth",
      feeCents: 4000,
      ...game,
    },
  };
}

const rows = [
  row(
    "past-amateur",
    { date: "2026-05-09", level: "amateur", feeCents: 6000, homeTeam: "Bay FC", venue: "Kezar Stadium" },
    "completed",
  ),
  row(
    "today-youth",
    { date: TODAY, time: "09:00", level: "youth", feeCents: 4000, homeTeam: "Mission United" },
    "pending",
  ),
  row("later-pro", { date: "2026-06-01", level: "professional", feeCents: 15000, awayTeam: "Oakland Roots" }),
  row("later-semi", { date: "2026-05-20", level: "semi-pro", feeCents: 9000, venue: "Tam High Stadium" }),
];

describe("parseScheduleParams", () => {
  it("reads tab, search, sort and direction from the URL", () => {
    expect(parseScheduleParams(new URLSearchParams("tab=past&q=%20Kezar%20&sort=fee&dir=desc"))).toEqual({
      tab: "past",
      query: "Kezar",
      sort: "fee",
      direction: "desc",
    });
  });

  it("falls back to Upcoming, no search, date ascending for missing or unknown values", () => {
    expect(parseScheduleParams(new URLSearchParams("tab=later&sort=colour&dir=sideways"))).toEqual({
      tab: "upcoming",
      query: "",
      sort: "date",
      direction: "asc",
    });
  });
});

describe("tabs", () => {
  it("calls a game past only when its date is before today", () => {
    expect(isPastGame("2026-05-09", TODAY)).toBe(true);
    expect(isPastGame(TODAY, TODAY)).toBe(false);
  });

  it("counts every game once in Upcoming or Past, and all of them in All", () => {
    expect(tabCounts(rows, TODAY)).toEqual({ upcoming: 3, past: 1, all: 4 });
    expect(tabCounts([], TODAY)).toEqual({ upcoming: 0, past: 0, all: 0 });
  });

  it("shows today's game under Upcoming and yesterday's under Past", () => {
    const ids = (tab: "upcoming" | "past" | "all") =>
      filterSchedule(rows, { tab, query: "", sort: "date", direction: "asc" }, TODAY).map((r) => r.id);
    expect(ids("upcoming")).toEqual(["today-youth", "later-semi", "later-pro"]);
    expect(ids("past")).toEqual(["past-amateur"]);
    expect(ids("all")).toEqual(["past-amateur", "today-youth", "later-semi", "later-pro"]);
  });
});

describe("search", () => {
  it("matches home team, away team, venue and level, ignoring case", () => {
    expect(matchesSearch(rows[1]!, "mission")).toBe(true);
    expect(matchesSearch(rows[2]!, "ROOTS")).toBe(true);
    expect(matchesSearch(rows[3]!, "tam high")).toBe(true);
    expect(matchesSearch(rows[2]!, "professional")).toBe(true);
    expect(matchesSearch(rows[1]!, "kezar")).toBe(false);
  });

  it("needs every word to match somewhere", () => {
    expect(matchesSearch(rows[0]!, "bay kezar")).toBe(true);
    expect(matchesSearch(rows[0]!, "bay oakland")).toBe(false);
  });

  it("keeps the tab while searching", () => {
    expect(filterSchedule(rows, { tab: "upcoming", query: "kezar", sort: "date", direction: "asc" }, TODAY)).toEqual(
      [],
    );
    expect(
      filterSchedule(rows, { tab: "all", query: "kezar", sort: "date", direction: "asc" }, TODAY).map((r) => r.id),
    ).toEqual(["past-amateur"]);
  });
});

describe("sort", () => {
  const ids = (sort: "date" | "fee" | "level", direction: "asc" | "desc") =>
    sortSchedule(rows, sort, direction).map((r) => r.id);

  it("sorts by kick-off (date, then time)", () => {
    expect(ids("date", "asc")).toEqual(["past-amateur", "today-youth", "later-semi", "later-pro"]);
    expect(ids("date", "desc")).toEqual(["later-pro", "later-semi", "today-youth", "past-amateur"]);
  });

  it("sorts by fee", () => {
    expect(ids("fee", "asc")).toEqual(["today-youth", "past-amateur", "later-semi", "later-pro"]);
    expect(ids("fee", "desc")).toEqual(["later-pro", "later-semi", "past-amateur", "today-youth"]);
  });

  it("sorts by level from youth to professional", () => {
    expect(ids("level", "asc")).toEqual(["today-youth", "past-amateur", "later-semi", "later-pro"]);
    expect(ids("level", "desc")).toEqual(["later-pro", "later-semi", "past-amateur", "today-youth"]);
  });

  it("breaks ties by kick-off", () => {
    const same = [row("b", { date: "2026-05-12", feeCents: 4000 }), row("a", { date: "2026-05-11", feeCents: 4000 })];
    expect(sortSchedule(same, "fee", "asc").map((r) => r.id)).toEqual(["a", "b"]);
  });

  it("does not change the list it was given", () => {
    const copy = [...rows];
    sortSchedule(rows, "fee", "desc");
    expect(rows).toEqual(copy);
  });
});

describe("empty states", () => {
  it("uses the spec's four texts", () => {
    expect(scheduleEmptyState("upcoming", "")).toEqual({
      title: "No upcoming games",
      description: "Check back later for new assignments",
    });
    expect(scheduleEmptyState("past", "")).toEqual({
      title: "No game history",
      description: "Your completed games will appear here",
    });
    expect(scheduleEmptyState("all", "")).toEqual({ title: "No games scheduled" });
    for (const tab of ["upcoming", "past", "all"] as const) {
      expect(scheduleEmptyState(tab, "rovers")).toEqual({
        title: "No games match your search",
        description: "Try adjusting your search terms",
      });
    }
  });
});

describe("which buttons a row offers", () => {
  it("offers Accept and Decline only on a pending assignment whose game is not past", () => {
    expect(canRespond(row("x", { date: TODAY }, "pending"), TODAY)).toBe(true);
    expect(canRespond(row("x", { date: "2026-05-09" }, "pending"), TODAY)).toBe(false);
    expect(canRespond(row("x", { date: TODAY }, "confirmed"), TODAY)).toBe(false);
    expect(canRespond(row("x", { date: TODAY }, "declined"), TODAY)).toBe(false);
  });

  it("offers Turn back on a confirmed game until 24 hours before kick-off", () => {
    const kickoff = new Date("2026-05-12T17:00:00Z");
    expect(canTurnBack("confirmed", kickoff, new Date("2026-05-11T17:00:00Z"))).toBe(true);
    expect(canTurnBack("confirmed", kickoff, new Date("2026-05-11T17:00:01Z"))).toBe(false);
    expect(canTurnBack("pending", kickoff, new Date("2026-05-01T00:00:00Z"))).toBe(false);
  });
});
