import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { GameRequestSchema } from "~/domain/game-requests";
import { openPositions } from "~/domain/game-status";

/** Live assignments (what a game request checks against) on these positions. */
const live = (...positions: string[]) => positions.map((position) => ({ position, status: "pending" }));

describe("open positions of a game", () => {
  it("lists the needed positions no live assignment holds, in order", () => {
    expect(openPositions("single", [])).toEqual(["referee"]);
    expect(openPositions("single", live("referee"))).toEqual([]);
    expect(openPositions("three_official", live("assistant_referee_1"))).toEqual(["referee", "assistant_referee_2"]);
    expect(openPositions("four_official", live("referee", "assistant_referee_1", "assistant_referee_2"))).toEqual([
      "fourth_official",
    ]);
  });
});

describe("game request form", () => {
  it("needs a game and a known position; the note is optional and trimmed", () => {
    expect(v.safeParse(GameRequestSchema, { gameId: "g1", position: "referee" }).output).toEqual({
      gameId: "g1",
      position: "referee",
      message: "",
    });
    expect(
      v.safeParse(GameRequestSchema, { gameId: "g1", position: "referee", message: "  near by " }).output,
    ).toMatchObject({ message: "near by" });
    expect(v.safeParse(GameRequestSchema, { gameId: "g1", position: "linesman" }).issues?.[0]?.message).toBe(
      "Choose a position.",
    );
    expect(v.safeParse(GameRequestSchema, { gameId: " ", position: "referee" }).issues?.[0]?.message).toBe(
      "Choose a game.",
    );
  });
});
