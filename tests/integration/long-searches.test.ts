/**
 * A search longer than a search box takes (issue 32): every list and CSV that takes `q` searches its first
 * 100 characters and shows them in the box; none drops the search and lists everything, which would show
 * someone who typed a long name other people's rows as if they matched.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { searchText } from "~/domain/search";
import { completeGame } from "~/server/game-completion.server";
import { cookieFor, createLeague, db, get, visibleText } from "./helpers";

/** Matches nothing in its first 100 characters; the rows below all carry "Quokka". */
const LONG = `Nobody by this name ${"z".repeat(150)}`;
const FIRST_100 = searchText(LONG);

let assignorCookie: string;
let refereeCookie: string;

beforeAll(async () => {
  const league = await createLeague("Long Search League");
  const organizationId = league.organization.id;
  const other = await createUser(db, { organizationId, role: "referee", firstName: "Otto", lastName: "Quokka" });
  const base = { organizationId, assignorId: league.assignor.id, homeTeam: "Quokka Rovers", awayTeam: "Quokka United" };
  const played = await createGame(db, {
    ...base,
    venue: "Quokka Park",
    date: "2026-03-14",
    time: "10:00",
    feeCents: 5500,
    positionType: "three_official",
    status: "confirmed",
  });
  const upcoming = await createGame(db, { ...base, venue: "Quokka Park", date: "2099-05-01", time: "10:00" });
  for (const [game, refereeId, position] of [
    [played, league.referee.id, "referee"],
    [played, other.id, "assistant_referee_1"],
    [upcoming, league.referee.id, "referee"],
  ] as const) {
    await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId,
      position,
      status: "confirmed",
      assignedById: league.assignor.id,
    });
  }
  await completeGame(db, {
    organizationId,
    actorId: league.assignor.id,
    gameId: played.id,
    now: new Date("2026-03-14T22:00:00Z"),
  });
  assignorCookie = league.assignorCookie;
  refereeCookie = await cookieFor(league.referee.id);
});

const PAGES = [
  ["Payments, by game", "/assignor/payments?", "assignor"],
  ["Payments, by referee", "/assignor/payments?view=referees&", "assignor"],
  ["Game Management", "/assignor/games?when=all&", "assignor"],
  ["Assignment Management", "/assignor/assignments?when=all&", "assignor"],
  ["the Referee Pool", "/assignor/referees?", "assignor"],
  ["the referee's Schedule", "/referee/schedule?tab=all&", "referee"],
  ["the referee's Contacts", "/referee/contacts?", "referee"],
] as const;

const EXPORTS = [
  ["the payout per referee", "/assignor/payments/export?format=totals&"],
  ["the payout line by line", "/assignor/payments/export?format=lines&"],
  ["the games", "/assignor/games/export?when=all&"],
  ["the assignments", "/assignor/assignments/export?when=all&"],
] as const;

describe("a search over 100 characters", () => {
  it("is cut to its first 100 characters, never half of one", () => {
    expect(FIRST_100).toHaveLength(100);
    expect(LONG.startsWith(FIRST_100)).toBe(true);
    expect(searchText(`  ${"é".repeat(99)}😀😀  `)).toBe(`${"é".repeat(99)}😀`);
  });

  for (const [name, path, who] of PAGES) {
    it(`on ${name} finds only what its first 100 characters match, and shows them in the box`, async () => {
      const cookie = who === "assignor" ? assignorCookie : refereeCookie;
      // The rows are there: a matching search shows them.
      const matching = await get(`${path}q=Quokka`, { cookie });
      expect(matching.status).toBe(200);
      expect(visibleText(await matching.text())).toContain("Quokka");

      const response = await get(`${path}${new URLSearchParams({ q: LONG })}`, { cookie });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(visibleText(html)).not.toContain("Quokka");
      expect(html).toContain(`value="${FIRST_100}"`);
    });
  }

  for (const [name, path] of EXPORTS) {
    it(`in the CSV of ${name} finds only what its first 100 characters match`, async () => {
      const matching = await (await get(`${path}q=Quokka`, { cookie: assignorCookie })).text();
      expect(matching).toContain("Quokka");
      const response = await get(`${path}${new URLSearchParams({ q: LONG })}`, { cookie: assignorCookie });
      expect(response.status).toBe(200);
      const csv = await response.text();
      expect(csv).not.toContain("Quokka");
      expect(csv.trim().split("\r\n")).toHaveLength(1);
    });
  }
});
