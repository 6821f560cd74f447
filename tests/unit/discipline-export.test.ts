import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/domain/csv";
import { disciplineCsv, DisciplineRangeSchema, type DisciplineRow } from "~/domain/discipline-export";
import { DEFAULT_MISCONDUCT_REASONS } from "~/domain/game-reports";
import { reportAlertParts, REPORT_ALERT_SEPARATOR } from "~/domain/messages";

const row = (overrides: Partial<DisciplineRow>): DisciplineRow => ({
  gameDate: "2099-09-06",
  homeTeam: "Zebras",
  awayTeam: "Antelopes",
  teamName: "Zebras",
  playerName: "Ada",
  playerNumber: null,
  kind: "caution",
  minute: null,
  reasonCode: "C1",
  reportStatus: "submitted",
  ...overrides,
});

describe("the discipline export", () => {
  it("takes a range of real dates, in order, of at most three years", () => {
    expect(v.is(DisciplineRangeSchema, { from: "2099-09-01", to: "2099-09-30" })).toBe(true);
    expect(v.is(DisciplineRangeSchema, { from: "2099-09-01", to: "2099-09-01" })).toBe(true);
    expect(v.is(DisciplineRangeSchema, { from: "2099-09-01" })).toBe(false);
    expect(v.is(DisciplineRangeSchema, { from: "2099-02-30", to: "2099-03-01" })).toBe(false);
    expect(v.is(DisciplineRangeSchema, { from: "2099-10-01", to: "2099-09-01" })).toBe(false);
    expect(v.is(DisciplineRangeSchema, { from: "2090-01-01", to: "2099-01-01" })).toBe(false);
  });

  it("lists by team, then player, then date and minute, with the organization's label or none", () => {
    const rows = [
      row({ teamName: "zebras", playerName: "Bo", minute: 10 }),
      row({ teamName: "Antelopes", playerName: "Cy", kind: "send_off", reasonCode: "S2" }),
      row({ teamName: "Zebras", playerName: "Ada", gameDate: "2099-09-13", minute: 5 }),
      row({ teamName: "Zebras", playerName: "Ada", minute: 70, reasonCode: "C9" }),
    ];
    const [, ...lines] = parseCsv(disciplineCsv(rows, DEFAULT_MISCONDUCT_REASONS)).map((record) => record.cells);
    expect(lines.map((cells) => [cells[0], cells[2], cells[3], cells[5], cells[6], cells[8]])).toEqual([
      ["2099-09-06", "Antelopes", "Cy", "Send-off", "", "Violent conduct"],
      ["2099-09-06", "Zebras", "Ada", "Caution", "70", ""],
      ["2099-09-13", "Zebras", "Ada", "Caution", "5", "Unsporting behavior"],
      ["2099-09-06", "zebras", "Bo", "Caution", "10", "Unsporting behavior"],
    ]);
  });
});

describe("a report alert's words", () => {
  it("names only what is there, counted, in the recipient's language", () => {
    const join = (parts: string[]) => parts.join(REPORT_ALERT_SEPARATOR);
    expect(join(reportAlertParts({ cautions: 1, sendOffs: 1, noShow: true }))).toBe("1 caution, 1 send-off, a no-show");
    expect(join(reportAlertParts({ cautions: 2, sendOffs: 0, noShow: false }))).toBe("2 cautions");
    expect(join(reportAlertParts({ cautions: 0, sendOffs: 3, noShow: true }, "de"))).toBe(
      "3 Feldverweise, ein Nichterscheinen",
    );
  });
});
