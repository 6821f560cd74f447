import { describe, expect, it } from "vitest";
import { can, gameInScope, isLimited, permissionsOf, scopeName, type AssignorScope } from "~/domain/permissions";

const youth: AssignorScope = { levels: ["youth"], leagues: [], venues: [] };
const everything: AssignorScope = { levels: [], leagues: [], venues: [] };

describe("the permission table", () => {
  it("lets a scheduler keep the games but not assign or touch money", () => {
    const scheduler = { role: "scheduler", scope: null };
    expect(can(scheduler, "games.write")).toBe(true);
    expect(can(scheduler, "games.read")).toBe(true);
    expect(can(scheduler, "assign")).toBe(false);
    expect(can(scheduler, "money")).toBe(false);
    expect(can(scheduler, "referees.read")).toBe(false);
  });

  it("gives finance the money and the overview only", () => {
    expect(permissionsOf({ role: "finance", scope: null })).toEqual(["overview", "money"]);
  });

  it("lets a limited assignor assign and review their games' reports, but not change games, money or the organization", () => {
    const limited = { role: "assignor", scope: youth };
    expect(can(limited, "assign")).toBe(true);
    expect(can(limited, "games.read")).toBe(true);
    expect(can(limited, "reports.review")).toBe(true);
    expect(can(limited, "games.write")).toBe(false);
    expect(can(limited, "money")).toBe(false);
    expect(can(limited, "organization")).toBe(false);
    // Held payables, evaluations and analytics stay with the whole organization's assignors.
    expect(can(limited, "reports")).toBe(false);
  });

  it("treats a scope whose lists are all empty as the whole organization", () => {
    expect(isLimited(everything)).toBe(false);
    expect(can({ role: "assignor", scope: everything }, "organization")).toBe(true);
  });

  it("gives a referee nothing of the staff's", () => {
    expect(permissionsOf({ role: "referee", scope: null })).toEqual([]);
  });
});

describe("gameInScope", () => {
  it("needs every limited dimension to match", () => {
    const scope: AssignorScope = { levels: ["youth"], leagues: ["Metro League"], venues: [] };
    expect(gameInScope(scope, { level: "youth", league: " metro LEAGUE ", venue: "Anywhere" })).toBe(true);
    expect(gameInScope(scope, { level: "amateur", league: "Metro League", venue: "Anywhere" })).toBe(false);
    expect(gameInScope(scope, { level: "youth", league: null, venue: "Anywhere" })).toBe(false);
  });

  it("lowers A-Z only, as D1 does", () => {
    expect(scopeName("  Ligue ÉTÉ ")).toBe("ligue ÉtÉ");
  });
});
