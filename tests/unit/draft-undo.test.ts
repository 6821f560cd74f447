import { describe, expect, it } from "vitest";
import { isPartlyUndone, undoFailureReason, undoOutcome, undoReportOf } from "~/domain/draft-undo";

describe("undoing a publish", () => {
  it("is undone only when every offer was withdrawn", () => {
    expect(undoOutcome({ withdrawn: 3, failed: [] })).toEqual({
      status: "undone",
      message: "Publish undone: 3 offers withdrawn",
    });
    expect(undoOutcome({ withdrawn: 1, failed: [] }).message).toBe("Publish undone: 1 offer withdrawn");
  });

  it("stays published when an offer is still out, naming each one and why", () => {
    const outcome = undoOutcome({
      withdrawn: 2,
      failed: [
        {
          itemId: "i1",
          slot: "Referee of Hawks vs Owls on 2099-04-04",
          reason: "the referee accepted it in the meantime; withdraw it from Assignments if you must",
        },
      ],
    });
    expect(outcome).toEqual({
      status: "published",
      message:
        "Publish partly undone: 2 offers withdrawn; 1 offer could not be withdrawn and is still out: Referee of Hawks vs Owls on 2099-04-04 (the referee accepted it in the meantime; withdraw it from Assignments if you must)",
    });
  });

  it("explains a failed withdrawal from the offer's status read again; declined or withdrawn meanwhile is no failure", () => {
    expect(undoFailureReason("confirmed", "This assignment changed a moment ago.")).toBe(
      "the referee accepted it in the meantime; withdraw it from Assignments if you must",
    );
    expect(undoFailureReason("completed", "x")).toBe("the game has been played");
    expect(undoFailureReason("pending", "the withdrawal failed; try Undo publish again")).toBe(
      "the withdrawal failed; try Undo publish again",
    );
    expect(undoFailureReason("declined", "x")).toBeNull();
    expect(undoFailureReason("cancelled", "x")).toBeNull();
    expect(undoFailureReason(null, "x")).toBeNull();
  });

  it("reads the report from a stored summary and tells a partly undone draft", () => {
    const summary = { filled: 3, undoReport: { withdrawn: 2, failed: [{ itemId: "i1", slot: "s", reason: "r" }] } };
    expect(undoReportOf(summary)?.withdrawn).toBe(2);
    expect(isPartlyUndone("published", summary)).toBe(true);
    expect(isPartlyUndone("undone", { undoReport: { withdrawn: 3, failed: [] } })).toBe(false);
    expect(isPartlyUndone("published", { filled: 3 })).toBe(false);
    expect(isPartlyUndone("published", null)).toBe(false);
    expect(undoReportOf({ undoReport: "garbage" })).toBeUndefined();
  });
});
