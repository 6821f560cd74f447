import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { csvCell, CsvParseError, parseCsv, recordsByHeader, toCsv } from "~/domain/csv";

const spectrum = path.join(import.meta.dirname, "../fixtures/csv-spectrum");

// Upstream's JSON for this file describes a different record; checked on its own below.
const MISMATCHED_UPSTREAM = "location_coordinates.csv";

describe("parseCsv against the csv-spectrum acid test", () => {
  for (const file of readdirSync(path.join(spectrum, "csvs")).filter((name) => name !== MISMATCHED_UPSTREAM)) {
    it(`parses ${file} to the expected records`, () => {
      const text = readFileSync(path.join(spectrum, "csvs", file), "utf8");
      const expected = JSON.parse(readFileSync(path.join(spectrum, "json", file.replace(/\.csv$/, ".json")), "utf8"));
      const { rows } = recordsByHeader(parseCsv(text));
      expect(rows.map((row) => row.values)).toEqual(expected);
    });
  }
});

describe("parseCsv", () => {
  it("keeps quotes and UTF-8 inside an unquoted cell (csv-spectrum location_coordinates)", () => {
    const text = readFileSync(path.join(spectrum, "csvs", MISMATCHED_UPSTREAM), "utf8");
    const { rows } = recordsByHeader(parseCsv(text));
    expect(rows.map((row) => row.values)).toEqual([
      {
        "Contact Phone Number": "2095257564",
        "Location Coordinates": "37\uFFFD36'37.8\"N 121\uFFFD2'17.9\"W",
        Cities: "Modesto",
        Counties: "Stanislaus",
      },
    ]);
  });

  it("trims cells, skips empty lines, strips a byte order mark and fills missing cells", () => {
    const { header, rows } = recordsByHeader(parseCsv("\uFEFFhomeTeam, awayTeam ,fee\r\n\r\n A , B \r\nC\r\n"));
    expect(header).toEqual(["homeTeam", "awayTeam", "fee"]);
    expect(rows.map((row) => row.values)).toEqual([
      { homeTeam: "A", awayTeam: "B", fee: "" },
      { homeTeam: "C", awayTeam: "", fee: "" },
    ]);
  });

  it("reports the line each record starts on, counting quoted line breaks", () => {
    const records = parseCsv('a,b\n1,"two\nlines"\n\n3,4\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5]);
  });

  it("throws a CsvParseError on an unterminated quote", () => {
    expect(() => parseCsv('a,b\n1,"never closed\n')).toThrow(CsvParseError);
  });
});

describe("writing CSV", () => {
  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell('Kezar "Stadium", SF')).toBe('"Kezar ""Stadium"", SF"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const dangerous of ['=HYPERLINK("x")', "+1+1", "-2+3", "@SUM(A1)"]) {
      expect(csvCell(dangerous).replace(/^"/, "").startsWith("'")).toBe(true);
    }
    expect(csvCell(-5)).toBe("-5");
  });

  it("round-trips through the parser", () => {
    const rows = [["Mission FC", 'The "Blues", U12', "=cmd", "multi\nline"]];
    const text = toCsv(["a", "b", "c", "d"], rows);
    expect(text.endsWith("\r\n")).toBe(true);
    const { rows: parsed } = recordsByHeader(parseCsv(text));
    expect(parsed[0]?.values).toEqual({ a: "Mission FC", b: 'The "Blues", U12', c: "'=cmd", d: "multi\nline" });
  });
});
