import { describe, expect, it } from "vitest";
import { parseReportForm } from "~/domain/game-report-form";
import { DEFAULT_REPORT_SETTINGS } from "~/domain/game-reports";

const base = { homeScore: "3", awayScore: "0" };

describe("parseReportForm", () => {
  it("ignores blank misconduct rows and defaults each partner to on time", () => {
    const parsed = parseReportForm(
      {
        ...base,
        "misconduct.0.kind": "send_off",
        "misconduct.0.teamSide": "away",
        "misconduct.0.playerName": "Sam Tackle",
        "misconduct.0.minute": "88",
        "misconduct.0.reasonCode": "S1",
        "misconduct.1.kind": "caution",
        "misconduct.1.teamSide": "home",
        "attendance.ar-2": "no_show",
      },
      DEFAULT_REPORT_SETTINGS,
      ["ar-1", "ar-2"],
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        homeScore: 3,
        awayScore: 0,
        misconduct: [
          {
            kind: "send_off",
            teamSide: "away",
            playerName: "Sam Tackle",
            playerNumber: null,
            minute: 88,
            reasonCode: "S1",
          },
        ],
        injuries: null,
        incidents: null,
        attendance: { "ar-1": "on_time", "ar-2": "no_show" },
      },
    });
  });

  it("puts each error on the row the form showed, a reason of the other kind included", () => {
    const parsed = parseReportForm(
      {
        homeScore: "two",
        awayScore: "1",
        "misconduct.2.kind": "caution",
        "misconduct.2.teamSide": "home",
        "misconduct.2.playerName": "Lee Late",
        "misconduct.2.reasonCode": "S2",
        "misconduct.4.kind": "caution",
        "misconduct.4.teamSide": "home",
        "misconduct.4.minute": "200",
        "misconduct.4.playerName": "Kim Keeper",
        "misconduct.4.reasonCode": "C1",
      },
      DEFAULT_REPORT_SETTINGS,
      [],
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["homeScore", "misconduct.4.minute"]);

    const reasons = parseReportForm(
      {
        ...base,
        "misconduct.2.kind": "caution",
        "misconduct.2.teamSide": "home",
        "misconduct.2.playerName": "Lee Late",
        "misconduct.2.reasonCode": "S2",
      },
      DEFAULT_REPORT_SETTINGS,
      [],
    );
    expect(reasons.ok ? {} : reasons.fieldErrors).toEqual({
      "misconduct.2.reasonCode": ["Choose a reason from the list for this kind of card."],
    });
  });
});
