import { describe, expect, it } from "vitest";
import { deriveGameStatus } from "~/domain/game-status";

describe("deriveGameStatus", () => {
  it("is pending while any needed position has no live referee", () => {
    expect(deriveGameStatus("pending", "single", [])).toBe("pending");
    expect(
      deriveGameStatus("assigned", "three_official", [
        { position: "referee", status: "confirmed" },
        { position: "assistant_referee_1", status: "pending" },
        { position: "assistant_referee_2", status: "declined" },
      ]),
    ).toBe("pending");
  });

  it("is assigned when every position is filled and someone has not yet accepted", () => {
    expect(
      deriveGameStatus("pending", "three_official", [
        { position: "referee", status: "confirmed" },
        { position: "assistant_referee_1", status: "pending" },
        { position: "assistant_referee_2", status: "confirmed" },
      ]),
    ).toBe("assigned");
  });

  it("is confirmed when every needed position is confirmed", () => {
    expect(deriveGameStatus("assigned", "single", [{ position: "referee", status: "confirmed" }])).toBe("confirmed");
  });

  it("never reopens a completed or cancelled game", () => {
    expect(deriveGameStatus("completed", "single", [])).toBe("completed");
    expect(deriveGameStatus("cancelled", "single", [{ position: "referee", status: "confirmed" }])).toBe("cancelled");
  });
});
