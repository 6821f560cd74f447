import { describe, expect, it } from "vitest";
import { assignmentStats, initials } from "~/domain/assignment-stats";

describe("assignmentStats", () => {
  it("counts every status and rounds the completion rate", () => {
    expect(assignmentStats({ pending: 2, confirmed: 3, declined: 1, completed: 2 })).toEqual({
      total: 8,
      confirmed: 3,
      pending: 2,
      completionRate: 25,
    });
    expect(assignmentStats({ completed: 1, pending: 2 }).completionRate).toBe(33);
  });

  it("is all zeros with no assignments", () => {
    expect(assignmentStats({})).toEqual({ total: 0, confirmed: 0, pending: 0, completionRate: 0 });
  });
});

describe("initials", () => {
  it("takes the first letters, or ? when there is no name", () => {
    expect(initials("alex", "Rivera")).toBe("AR");
    expect(initials("", null)).toBe("?");
  });
});
