import { describe, expect, it } from "vitest";
import {
  gamesCsv,
  IMPORT_MAX_ROWS,
  ImportFileError,
  importResultNotice,
  mapHeader,
  planGameImport,
  rejectedRowsCsv,
} from "~/domain/game-import";
import { normalizeDate, normalizeLevel, normalizeTime, parseDollars } from "~/domain/games";

const organization = {
  feeProfessionalCents: 15000,
  feeSemiProCents: 9000,
  feeAmateurCents: 6000,
  feeYouthCents: 4000,
};
const HEADER = "homeTeam,awayTeam,date,time,venue,league,level,fee";

describe("normalising what league files write", () => {
  it("reads US dates, 12-hour times, level spellings and dollar amounts", () => {
    expect(normalizeDate("12/5/2026")).toBe("2026-12-05");
    expect(normalizeTime("2:30 PM")).toBe("14:30");
    expect(normalizeTime("12:00 am")).toBe("00:00");
    expect(normalizeTime("7pm")).toBe("19:00");
    expect(normalizeTime("9:05")).toBe("09:05");
    expect(normalizeLevel("Semi Pro")).toBe("semi-pro");
    expect(normalizeLevel("YOUTH")).toBe("youth");
    expect(parseDollars("$1,250.50")).toBe(125050);
    expect(parseDollars("-5")).toBeNull();
    expect(parseDollars("ten")).toBeNull();
  });

  it("matches header names in any case and with common aliases", () => {
    const { columns, missing } = mapHeader([
      "Home Team",
      "away_team",
      "Match Date",
      "Kickoff",
      "Field",
      "Level",
      "Ref Fee",
    ]);
    expect(missing).toEqual([]);
    expect(columns).toMatchObject({ homeTeam: 0, awayTeam: 1, date: 2, time: 3, venue: 4, level: 5, fee: 6 });
  });
});

describe("planGameImport", () => {
  it("keeps every valid row and rejects each invalid one with its line and reasons", () => {
    const csv = [
      HEADER,
      "Mission FC,Sunset United,2026-12-05,10:00,Kezar Stadium,BAYSL,youth,40",
      ",Sunset United,2026-13-40,25:00,Kezar Stadium,,expert,-3",
      "Marin Tides,Presidio SC,12/06/2026,2:30 PM,Crocker Amazon,,Semi Pro,",
      "Same,same,2026-12-07,09:00,Field 1,,amateur,10",
    ].join("\n");
    const plan = planGameImport(csv, organization);
    expect(plan.games.map((game) => [game.line, game.homeTeam, game.date, game.time, game.level, game.fee])).toEqual([
      [2, "Mission FC", "2026-12-05", "10:00", "youth", 4000],
      // No fee in the file: the organization's default for the level.
      [4, "Marin Tides", "2026-12-06", "14:30", "semi-pro", 9000],
    ]);
    expect(plan.rejected.map((row) => row.line)).toEqual([3, 5]);
    expect(plan.rejected[0]?.reasons).toEqual(
      expect.arrayContaining([
        "Home team is required",
        "Date must be a real date (YYYY-MM-DD)",
        "Time must be HH:MM (24-hour)",
        "Level must be professional, semi-pro, amateur or youth",
      ]),
    );
    expect(plan.rejected[1]?.reasons).toEqual(["A team cannot play itself"]);
  });

  it("stores the league column", () => {
    const plan = planGameImport(`${HEADER}\nA,B,2026-12-05,10:00,V,Premier League,professional,150`, organization);
    expect(plan.games[0]?.league).toBe("Premier League");
  });

  it("refuses whole files it cannot use, saying why", () => {
    expect(() => planGameImport("", organization)).toThrow("The file is empty");
    expect(() => planGameImport("name,email\nA,B", organization)).toThrow(
      /missing homeTeam, awayTeam, date, time, venue, level/,
    );
    expect(() => planGameImport("PK\u0003\u0004\u0000\u0000binary", organization)).toThrow("not a CSV text file");
    expect(() => planGameImport('a,b\n1,"never closed', organization)).toThrow("Could not parse the CSV file.");

    const row = "A,B,2026-12-05,10:00,V,,youth,40";
    const tooMany = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => row)].join("\n");
    expect(() => planGameImport(tooMany, organization)).toThrow(ImportFileError);
    expect(() => planGameImport(tooMany, organization)).toThrow("the limit is 10,000 games per file");
  });

  it("rejects a row with a huge cell without failing the file", () => {
    const plan = planGameImport(
      `${HEADER}\nA,B,2026-12-05,10:00,${"x".repeat(5000)},,youth,40\nC,D,2026-12-05,11:00,V,,youth,40`,
      organization,
    );
    expect(plan.games).toHaveLength(1);
    expect(plan.rejected[0]?.reasons[0]).toMatch(/longer than 1000 characters/);
  });
});

describe("export and re-import", () => {
  it("round-trips: an exported file imports to the same games", () => {
    const games = [
      {
        homeTeam: "Mission FC",
        awayTeam: '=Sunset "United"',
        date: "2026-12-05",
        time: "10:00",
        venue: "Kezar, SF",
        league: null,
        level: "youth",
        feeCents: 4000,
        ageGroup: "U12",
        positionType: "three_official",
        fieldSurface: "turf",
        skillLevel: null,
      },
    ];
    const plan = planGameImport(gamesCsv(games), organization);
    expect(plan.rejected).toEqual([]);
    expect(plan.games[0]).toMatchObject({
      homeTeam: "Mission FC",
      // The formula guard stays on the text so a spreadsheet never runs it.
      awayTeam: `'=Sunset "United"`,
      venue: "Kezar, SF",
      fee: 4000,
      ageGroup: "U12",
      positionType: "three_official",
    });
  });

  it("writes rejected rows with their line and reason for fixing", () => {
    const plan = planGameImport(`${HEADER}\n,B,2026-12-05,10:00,V,,youth,40`, organization);
    const csv = rejectedRowsCsv(plan.header, plan.rejected);
    expect(csv.split("\r\n")[0]).toBe(`${HEADER},line,reason`);
    expect(csv).toContain("2,Home team is required");
  });
});

describe("importResultNotice (the importing assignor's alert)", () => {
  const base = {
    importId: "imp-1",
    fileName: "spring.csv",
    imported: 120,
    updated: 3,
    skipped: 0,
    rejected: 2,
  };
  it("counts what happened and leads to the rejected rows when there are some", () => {
    expect(importResultNotice(base)).toEqual({
      title: "Import finished",
      message: "spring.csv: 120 games added, 3 updated, 2 rows rejected.",
      priority: "medium",
      actionLabel: "Download rejected rows",
      link: "/assignor/games/imports/imp-1/rejected.csv",
    });
  });
  it("leads to the games when every row was taken, naming skipped duplicates, in the singular for one", () => {
    expect(importResultNotice({ ...base, imported: 1, updated: 0, skipped: 4, rejected: 0 })).toEqual({
      title: "Import finished",
      message: "spring.csv: 1 game added, 4 skipped (already scheduled).",
      priority: "low",
      actionLabel: "View games",
      link: "/assignor/games",
    });
    expect(importResultNotice({ ...base, imported: 0, updated: 0, rejected: 1 }).message).toBe(
      "spring.csv: 0 games added, 1 row rejected.",
    );
  });
});
