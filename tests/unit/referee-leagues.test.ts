import { describe, expect, it } from "vitest";
import { leagueLabel, MAX_REFEREE_LEAGUES, refereeLeagues, totalsByCurrency } from "~/domain/referee-leagues";

const league = (id: string, currency = "USD") => ({
  organization: { id, name: `League ${id}`, timeZone: "America/Los_Angeles", currency },
});

describe("refereeLeagues", () => {
  it("keeps the memberships' order and stops at the cap, so a page's ids stay under D1's 100 parameters", () => {
    const many = Array.from({ length: MAX_REFEREE_LEAGUES + 5 }, (_, index) => league(String(index)));
    const leagues = refereeLeagues(many);
    expect(leagues).toHaveLength(MAX_REFEREE_LEAGUES);
    expect(leagues[0]).toEqual({ id: "0", name: "League 0", timeZone: "America/Los_Angeles", currency: "USD" });
  });
});

describe("leagueLabel", () => {
  it("names the league only for a person in more than one", () => {
    expect(leagueLabel(refereeLeagues([league("a")]), "a")).toBeNull();
    const two = refereeLeagues([league("a"), league("b")]);
    expect(leagueLabel(two, "b")).toBe("League b");
    expect(leagueLabel(two, "unknown")).toBeNull();
  });
});

describe("totalsByCurrency", () => {
  it("adds amounts of one currency and never across currencies", () => {
    expect(
      totalsByCurrency([
        { currency: "USD", cents: 4100 },
        { currency: "EUR", cents: 8800 },
        { currency: "USD", cents: 900 },
      ]),
    ).toEqual([
      { currency: "USD", cents: 5000 },
      { currency: "EUR", cents: 8800 },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});
