import { describe, expect, it } from "vitest";
import {
  acceptAssignment,
  cancelGame,
  completeGame,
  declineAssignment,
  shouldAutoComplete,
  turnBackAssignment,
  withdrawAssignment,
} from "~/domain/assignments";
import type { AssignmentStatus } from "~/domain/constants";

const kickoff = new Date("2026-12-05T18:00:00Z");
const before = new Date("2026-12-01T12:00:00Z");
const after = new Date("2026-12-05T18:00:01Z");
const state = (status: AssignmentStatus) => ({ status });
const OTHER_STATUSES: AssignmentStatus[] = ["confirmed", "declined", "completed", "cancelled"];

describe("acceptAssignment", () => {
  it("confirms a pending offer before kick-off", () => {
    expect(acceptAssignment(state("pending"), { now: before, kickoff })).toEqual({
      ok: true,
      value: { status: "confirmed", declineReason: null },
    });
  });
  it("refuses anything that is not pending, saying what it is", () => {
    for (const status of OTHER_STATUSES) {
      const result = acceptAssignment(state(status), { now: before, kickoff });
      expect(result.ok).toBe(false);
    }
    expect(acceptAssignment(state("declined"), { now: before, kickoff })).toEqual({
      ok: false,
      message: "This assignment is already declined.",
    });
  });
  it("refuses once the game has kicked off (at kick-off exactly too)", () => {
    expect(acceptAssignment(state("pending"), { now: kickoff, kickoff })).toEqual({
      ok: false,
      message: "This game has already started; it can no longer be accepted.",
    });
  });
});

describe("declineAssignment", () => {
  it("declines a pending offer with the trimmed reason", () => {
    expect(declineAssignment(state("pending"), "  Out of town  ", { now: before, kickoff })).toEqual({
      ok: true,
      value: { status: "declined", declineReason: "Out of town" },
    });
  });
  it("requires a reason", () => {
    for (const reason of ["", "   ", null, undefined]) {
      expect(declineAssignment(state("pending"), reason, { now: before, kickoff })).toEqual({
        ok: false,
        message: "Say why you are declining: your assignor reads it.",
      });
    }
  });
  it("refuses a confirmed assignment (that is a turn-back) and a started game", () => {
    expect(declineAssignment(state("confirmed"), "x", { now: before, kickoff }).ok).toBe(false);
    expect(declineAssignment(state("pending"), "x", { now: after, kickoff })).toMatchObject({
      ok: false,
      message: expect.stringContaining("already started"),
    });
  });
  it("keeps at most 500 characters of the reason", () => {
    const result = declineAssignment(state("pending"), "a".repeat(600), { now: before, kickoff });
    expect(result.ok && result.value.declineReason?.length).toBe(500);
  });
});

describe("withdrawAssignment", () => {
  it("cancels a pending offer", () => {
    expect(withdrawAssignment(state("pending"))).toEqual({ ok: true, value: { status: "cancelled" } });
  });
  it("refuses once the referee has answered", () => {
    for (const status of OTHER_STATUSES) expect(withdrawAssignment(state(status)).ok).toBe(false);
    expect(withdrawAssignment(state("confirmed"))).toEqual({
      ok: false,
      message: "Only an unanswered offer can be withdrawn; this assignment is already confirmed.",
    });
  });
});

describe("turnBackAssignment", () => {
  const dayBefore = new Date(kickoff.getTime() - 24 * 60 * 60 * 1000);
  it("reopens a confirmed slot with the reason, up to exactly 24 hours before kick-off", () => {
    // Within 48 hours of kick-off and no cutoff set: a late turn-back (issue 21).
    expect(turnBackAssignment(state("confirmed"), "Injured", dayBefore, kickoff)).toEqual({
      ok: true,
      value: { status: "declined", declineReason: "Injured", lateResponse: true },
    });
  });
  it("refuses inside the last 24 hours with a clear message", () => {
    const late = new Date(dayBefore.getTime() + 1);
    expect(turnBackAssignment(state("confirmed"), "Injured", late, kickoff)).toEqual({
      ok: false,
      message: "Games can only be turned back up to 24 hours before kick-off. Contact your assignor.",
    });
    expect(turnBackAssignment(state("confirmed"), "Injured", after, kickoff).ok).toBe(false);
  });
  it("requires a reason and a confirmed assignment", () => {
    expect(turnBackAssignment(state("confirmed"), " ", before, kickoff)).toMatchObject({
      ok: false,
      message: expect.stringContaining("Say why"),
    });
    for (const status of ["pending", "declined", "completed", "cancelled"] as const) {
      expect(turnBackAssignment(state(status), "x", before, kickoff).ok).toBe(false);
    }
  });
});

describe("completeGame", () => {
  it("completes a scheduled game after kick-off whatever its coverage", () => {
    for (const status of ["pending", "assigned", "confirmed"] as const) {
      expect(completeGame({ status }, { now: after, kickoff })).toEqual({ ok: true, value: { status: "completed" } });
    }
  });
  it("refuses before kick-off, and for cancelled or completed games", () => {
    expect(completeGame({ status: "confirmed" }, { now: before, kickoff })).toMatchObject({
      ok: false,
      message: expect.stringContaining("not kicked off"),
    });
    expect(completeGame({ status: "cancelled" }, { now: after, kickoff })).toEqual({
      ok: false,
      message: "This game was cancelled; it cannot be completed.",
    });
    expect(completeGame({ status: "completed" }, { now: after, kickoff })).toEqual({
      ok: false,
      message: "This game is already completed.",
    });
  });
});

describe("cancelGame", () => {
  const crew = [
    { id: "offer", status: "pending" },
    { id: "crew", status: "confirmed" },
    { id: "said-no", status: "declined" },
    { id: "withdrawn", status: "cancelled" },
  ];
  it("cancels a scheduled game with its trimmed reason, ending its pending and confirmed assignments only", () => {
    for (const status of ["pending", "assigned", "confirmed"] as const) {
      expect(cancelGame({ status }, crew, "  Field flooded  ")).toEqual({
        ok: true,
        value: {
          game: { status: "cancelled", cancelReason: "Field flooded" },
          cancelledAssignments: [crew[0], crew[1]],
        },
      });
    }
  });
  it("ends no one when nobody is on the game", () => {
    expect(cancelGame({ status: "pending" }, [{ id: "old", status: "declined" }], "Rain")).toEqual({
      ok: true,
      value: { game: { status: "cancelled", cancelReason: "Rain" }, cancelledAssignments: [] },
    });
  });
  it("keeps at most 500 characters of the reason", () => {
    const result = cancelGame({ status: "pending" }, [], "x".repeat(600));
    expect(result.ok && result.value.game.cancelReason).toHaveLength(500);
  });
  it("refuses a blank reason, a cancelled game and a game that was played", () => {
    expect(cancelGame({ status: "assigned" }, crew, "   ")).toEqual({
      ok: false,
      message: "Say why the game is cancelled: the referees are told.",
    });
    expect(cancelGame({ status: "cancelled" }, crew, "Rain")).toEqual({
      ok: false,
      message: "This game is already cancelled.",
    });
    expect(cancelGame({ status: "completed" }, [{ id: "worked", status: "completed" }], "Rain")).toEqual({
      ok: false,
      message: "This game was played; it cannot be cancelled.",
    });
  });
});

describe("shouldAutoComplete", () => {
  const game = { status: "confirmed" as const, date: "2026-12-05", positionType: "three_official" as const };
  const allConfirmed = [
    { position: "referee", status: "confirmed" },
    { position: "assistant_referee_1", status: "confirmed" },
    { position: "assistant_referee_2", status: "confirmed" },
  ];
  it("is true from the day after the game when every needed position is confirmed", () => {
    expect(shouldAutoComplete(game, allConfirmed, "2026-12-06")).toBe(true);
    expect(shouldAutoComplete(game, allConfirmed, "2027-01-10")).toBe(true);
  });
  it("is false on the game's own day and before", () => {
    expect(shouldAutoComplete(game, allConfirmed, "2026-12-05")).toBe(false);
    expect(shouldAutoComplete(game, allConfirmed, "2026-12-04")).toBe(false);
  });
  it("is false while a position is pending, declined or empty", () => {
    expect(
      shouldAutoComplete(
        game,
        [...allConfirmed.slice(0, 2), { position: "assistant_referee_2", status: "pending" }],
        "2026-12-06",
      ),
    ).toBe(false);
    expect(
      shouldAutoComplete(
        game,
        [...allConfirmed.slice(0, 2), { position: "assistant_referee_2", status: "declined" }],
        "2026-12-06",
      ),
    ).toBe(false);
    expect(shouldAutoComplete(game, allConfirmed.slice(0, 2), "2026-12-06")).toBe(false);
  });
  it("leaves cancelled and completed games alone", () => {
    expect(shouldAutoComplete({ ...game, status: "cancelled" }, allConfirmed, "2026-12-06")).toBe(false);
    expect(shouldAutoComplete({ ...game, status: "completed" }, allConfirmed, "2026-12-06")).toBe(false);
  });
});
