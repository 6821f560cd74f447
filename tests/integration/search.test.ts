/**
 * The one text search (`anyColumnContains`, app/server/search.server.ts) through the Worker: on every
 * list and the API's venue filter, a search longer than D1's 50-byte LIKE pattern (60 characters, or a
 * few multi-byte ones) answers 200 and still finds its row, and `%` and `_` match only themselves.
 */
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createPayment, createUser } from "~/demo/factories";
import { apiKeyFor, api } from "./api-helpers";
import { createLeague, db, get } from "./helpers";

// 60 characters: too long for a LIKE pattern, so the search goes through instr().
const LONG = "Greater Riverside Valley Municipal Stadium North Annex Field";
// 22 characters but 53 bytes in UTF-8: too long in bytes, though short in characters.
const MULTI = "Stade Émile 🥅🥅🥅🥅🥅🥅🥅🥅🥅🥅";

const CASES = [
  { home: "Long Venue FC", venue: `${LONG} West`, refereeName: LONG },
  { home: "Multibyte FC", venue: `${MULTI} Nord`, refereeName: MULTI },
  { home: "Percent FC", venue: "Field 100% Turf_A", refereeName: "Pct 100% Ref_A" },
  // Matches "100%" and "Turf_A" only if % and _ were wildcards.
  { home: "Decoy FC", venue: "Field 1000 TurfXA", refereeName: "Pct 1000 RefXA" },
];

async function searchableLeague() {
  const league = await createLeague();
  const organizationId = league.organization.id;
  for (const [index, entry] of CASES.entries()) {
    const game = await createGame(db, {
      organizationId,
      date: `2026-01-1${index}`,
      homeTeam: entry.home,
      awayTeam: "Visitors",
      venue: entry.venue,
      status: "completed",
    });
    const referee = await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Ref",
      lastName: entry.refereeName,
    });
    const assignment = await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId: referee.id,
      status: "completed",
    });
    await createPayment(db, {
      organizationId,
      refereeId: referee.id,
      assignmentId: assignment.id,
      amountCents: 4000,
      description: `${entry.home} vs Visitors`,
    });
  }
  return league;
}

/** What a search should find (by home team) and leave out, for each kind of text. */
const SEARCHES = [
  { text: LONG, finds: "Long Venue FC" },
  { text: LONG.toUpperCase(), finds: "Long Venue FC" }, // instr() over lower() folds ASCII case like LIKE
  { text: MULTI, finds: "Multibyte FC" },
  { text: "100%", finds: "Percent FC" },
  { text: "Turf_A", finds: "Percent FC" },
];

describe("searching every list with long, multi-byte and wildcard text", () => {
  it("Game Management, Assignments and Payments answer 200 and find exactly the matching game", async () => {
    expect(LONG).toHaveLength(60);
    expect(new TextEncoder().encode(MULTI).length).toBeGreaterThan(50);
    const league = await searchableLeague();
    for (const path of ["/assignor/games", "/assignor/assignments", "/assignor/payments"]) {
      for (const { text, finds } of SEARCHES) {
        // The games are in January 2026: past, so Game Management and Assignments are asked for the past
        // ones (they open on the upcoming games); Payments has no `when` and ignores it.
        const response = await get(`${path}?q=${encodeURIComponent(text)}&when=past`, {
          cookie: league.assignorCookie,
        });
        expect(response.status, `${path} ${text}`).toBe(200);
        const html = await response.text();
        expect(html, `${path} ${text}`).toContain(finds);
        for (const other of CASES.filter((entry) => entry.home !== finds)) {
          expect(html, `${path} ${text}`).not.toContain(other.home);
        }
      }
    }
  });

  it("the referee pool answers 200 and finds the referee by a long, multi-byte or wildcard name", async () => {
    const league = await searchableLeague();
    const searches = [
      { text: LONG, finds: LONG },
      { text: MULTI, finds: MULTI },
      { text: "100%", finds: "Pct 100% Ref_A" },
      { text: "Ref_A", finds: "Pct 100% Ref_A" },
    ];
    for (const { text, finds } of searches) {
      const response = await get(`/assignor/referees?q=${encodeURIComponent(text)}`, {
        cookie: league.assignorCookie,
      });
      expect(response.status, text).toBe(200);
      const html = await response.text();
      expect(html, text).toContain(`Ref ${finds}`);
      expect(html, text).not.toContain("Pct 1000 RefXA");
    }
  });

  it("GET /api/v1/games?venue= answers 200 and finds the game by a long, multi-byte or wildcard venue", async () => {
    const league = await searchableLeague();
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read");
    for (const { text, finds } of SEARCHES) {
      const response = await api("GET", `/api/v1/games?venue=${encodeURIComponent(text)}`, { key: secret });
      expect(response.status, text).toBe(200);
      const body = (await response.json()) as { data: { homeTeam: string }[] };
      expect(
        body.data.map((game) => game.homeTeam),
        text,
      ).toEqual([finds]);
    }
  });
});
