import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { matchesQuery } from "~/components/searchable-listbox";
import { openPositions } from "~/domain/game-status";
import { NewAssignmentSchema } from "~/domain/new-assignment";

describe("openPositions", () => {
  it("lists the positions of the game's type nobody holds", () => {
    expect(openPositions("single", [])).toEqual(["referee"]);
    expect(
      openPositions("three_official", [
        { position: "referee", status: "confirmed" },
        { position: "assistant_referee_1", status: "pending" },
      ]),
    ).toEqual(["assistant_referee_2"]);
  });

  it("reopens a position whose referee declined or was withdrawn", () => {
    expect(
      openPositions("four_official", [
        { position: "referee", status: "declined" },
        { position: "assistant_referee_1", status: "cancelled" },
        { position: "assistant_referee_2", status: "completed" },
      ]),
    ).toEqual(["referee", "assistant_referee_1", "fourth_official"]);
  });

  it("is empty for a full game", () => {
    expect(openPositions("single", [{ position: "referee", status: "pending" }])).toEqual([]);
  });
});

describe("NewAssignmentSchema", () => {
  it("needs a game, a referee and a known position", () => {
    const result = v.safeParse(NewAssignmentSchema, { gameId: " ", refereeId: "", position: "goalkeeper" });
    expect(result.success).toBe(false);
    expect(v.flatten<typeof NewAssignmentSchema>(result.issues!).nested).toEqual({
      gameId: ["Choose a game."],
      refereeId: ["Choose a referee."],
      position: ["Choose a position."],
    });
  });

  it("trims the optional notes and keeps them under 500 characters", () => {
    expect(
      v.parse(NewAssignmentSchema, { gameId: "g", refereeId: "r", position: "referee", notes: "  Arrive early " }),
    ).toEqual({
      gameId: "g",
      refereeId: "r",
      position: "referee",
      notes: "Arrive early",
      overrideReason: "",
    });
    expect(
      v.safeParse(NewAssignmentSchema, { gameId: "g", refereeId: "r", position: "referee", notes: "x".repeat(501) })
        .success,
    ).toBe(false);
  });
});

describe("matchesQuery (the dialog's type-to-filter)", () => {
  const option = {
    label: "Mission FC vs Sunset United",
    description: "Sat, Dec 5, 2026 · 10:00 AM · Kezar Stadium · Youth",
  };

  it("matches every typed word anywhere in the label or description, case aside", () => {
    expect(matchesQuery(option, "kezar youth")).toBe(true);
    expect(matchesQuery(option, "MISSION dec 5")).toBe(true);
    expect(matchesQuery(option, "")).toBe(true);
  });

  it("refuses when one word is missing", () => {
    expect(matchesQuery(option, "kezar amateur")).toBe(false);
  });
});
