import { describe, expect, it } from "vitest";
import { DEFAULT_ASSIGNMENT_POLICY, type AssignmentPolicy } from "~/domain/assignment-policy";
import {
  assignmentPolicyFormValues,
  describePolicyChanges,
  parseAssignmentPolicyForm,
} from "~/domain/assignment-policy-form";

const chosen: AssignmentPolicy = {
  strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, team_scratch: "soft", position_not_ranked: "hard" },
  requiredCredentials: {
    ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials,
    youth: ["background_check", "safeguarding"],
  },
  declineCutoffHours: 24,
  declineBlocksDay: true,
};

describe("the Assignment rules form", () => {
  it("gives back the policy it shows", () => {
    expect(parseAssignmentPolicyForm(assignmentPolicyFormValues(chosen))).toEqual({ success: true, output: chosen });
    expect(parseAssignmentPolicyForm(assignmentPolicyFormValues(DEFAULT_ASSIGNMENT_POLICY))).toEqual({
      success: true,
      output: DEFAULT_ASSIGNMENT_POLICY,
    });
  });
  it("refuses a cutoff outside 1 to 336 whole hours, and a strength that is not a choice, by field", () => {
    for (const cutoff of ["0", "337", "2.5", "soon"]) {
      const values = { ...assignmentPolicyFormValues(chosen), declineCutoffHours: cutoff };
      expect(parseAssignmentPolicyForm(values)).toEqual({
        success: false,
        errors: { declineCutoffHours: ["Enter whole hours from 1 to 336, or leave it empty."] },
      });
    }
    const values = { ...assignmentPolicyFormValues(chosen), "strength.team_scratch": "sometimes" };
    expect(parseAssignmentPolicyForm(values)).toEqual({
      success: false,
      errors: { "strength.team_scratch": ["Choose Hard, Soft or Off."] },
    });
  });
  it("reads an empty cutoff as no limit", () => {
    const parsed = parseAssignmentPolicyForm({ ...assignmentPolicyFormValues(chosen), declineCutoffHours: " " });
    expect(parsed.success && parsed.output.declineCutoffHours).toBeNull();
  });
  it("words each change for the activity log", () => {
    expect(describePolicyChanges(DEFAULT_ASSIGNMENT_POLICY, chosen)).toEqual([
      "team scratch hard → soft",
      "position not ranked off → hard",
      "youth games require background_check, safeguarding (was none)",
      "decline cutoff no cutoff → 24 hours",
      "a decline now blocks the referee's day",
    ]);
  });
});
