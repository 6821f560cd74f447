import { describe, expect, it } from "vitest";
import { isFullAssignor, removalRefusal, roleChangeRefusal, roleToStore, unknownScopeChoices } from "~/domain/members";

const full = { role: "assignor", scope: null };
const limited = { role: "assignor", scope: { levels: ["youth" as const], leagues: [], venues: [] } };
const referee = { role: "referee", scope: null };

describe("the organization keeps a full assignor", () => {
  it("counts an assignor with no scope, or an empty one, as full", () => {
    expect(isFullAssignor(full)).toBe(true);
    expect(isFullAssignor({ role: "assignor", scope: { levels: [], leagues: [], venues: [] } })).toBe(true);
    expect(isFullAssignor(limited)).toBe(false);
    expect(isFullAssignor({ role: "scheduler", scope: null })).toBe(false);
  });

  it("refuses demoting or limiting the last full assignor, and allows it when another remains", () => {
    expect(roleChangeRefusal(full, referee, { fullAssignors: 1 })).toMatch(/last assignor with full access/);
    expect(roleChangeRefusal(full, limited, { fullAssignors: 1 })).toMatch(/last assignor with full access/);
    expect(roleChangeRefusal(full, referee, { fullAssignors: 2 })).toBeNull();
    expect(roleChangeRefusal(referee, full, { fullAssignors: 1 })).toBeNull();
    expect(roleChangeRefusal(limited, referee, { fullAssignors: 1 })).toBeNull();
  });

  it("refuses removing oneself before anything else, and the last full assignor", () => {
    expect(removalRefusal(referee, { fullAssignors: 3, isSelf: true })).toMatch(/can't remove yourself/);
    expect(removalRefusal(full, { fullAssignors: 1, isSelf: false })).toMatch(/last assignor with full access/);
    expect(removalRefusal(full, { fullAssignors: 2, isSelf: false })).toBeNull();
    expect(removalRefusal(referee, { fullAssignors: 1, isSelf: false })).toBeNull();
  });
});

describe("the role to store", () => {
  it("keeps a scope only for an assignor it limits", () => {
    const lists = { levels: ["youth" as const], leagues: ["Cup"], venues: [] };
    expect(roleToStore({ role: "assignor", ...lists })).toEqual({ role: "assignor", scope: lists });
    expect(roleToStore({ role: "assignor", levels: [], leagues: [], venues: [] })).toEqual({
      role: "assignor",
      scope: null,
    });
    expect(roleToStore({ role: "scheduler", ...lists })).toEqual({ role: "scheduler", scope: null });
  });

  it("accepts only the organization's own leagues and venues, ignoring case", () => {
    const own = { leagues: ["Spring Cup"], venues: ["North Field"] };
    expect(unknownScopeChoices({ leagues: ["spring cup"], venues: ["NORTH FIELD"] }, own)).toEqual({});
    expect(Object.keys(unknownScopeChoices({ leagues: ["Winter"], venues: ["Elsewhere"] }, own))).toEqual([
      "leagues",
      "venues",
    ]);
  });
});
