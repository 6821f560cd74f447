import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import { memberships, users, venues } from "~/db/schema";
import { cookieFor, createLeague, db, get, post } from "./helpers";

const DAY = "2099-04-11"; // a Saturday

type Suggestions = {
  suggestions: { refereeId: string; reasons: string[] }[];
  leftOut: { refereeId: string; conflicts: { message: string }[] }[];
};

async function suggestions(gameId: string, cookie: string): Promise<Suggestions> {
  const response = await get(`/assignor/games/${gameId}/suggestions?position=referee`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Suggestions;
}

const profile = (overrides: Record<string, string> = {}) => ({
  intent: "save-scheduling-profile",
  homeLabel: "",
  homeLatitude: "",
  homeLongitude: "",
  maxGamesPerWeek: "",
  maxGamesPerMonth: "",
  avoidTeams: "",
  ...overrides,
});

describe("a referee's scheduling profile", () => {
  it("is saved from their settings and reaches the suggestions: distance from home and capacity", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    await db
      .insert(venues)
      .values({ id: crypto.randomUUID(), organizationId, name: "North Field", latitude: 37.8, longitude: -122.27 });
    const game = await createGame(db, {
      organizationId,
      date: DAY,
      time: "10:00",
      venue: "North Field",
      homeTeam: "Hawks",
      awayTeam: "Owls",
    });

    const saved = await post(
      "/referee/settings",
      profile({ homeLabel: "Oakland, CA", homeLatitude: "37.81", homeLongitude: "-122.27", maxGamesPerWeek: "3" }),
      { cookie: league.refereeCookie },
    );
    expect(saved.status).toBe(200);
    const [person] = await db.select().from(users).where(eq(users.id, league.referee.id));
    expect(person).toMatchObject({ homeLabel: "Oakland, CA", homeLatitude: 37.81, homeLongitude: -122.27 });

    const first = await suggestions(game.id, league.assignorCookie);
    const mine = first.suggestions.find((row) => row.refereeId === league.referee.id);
    // 1.1 km, in miles for an English reader.
    expect(mine?.reasons.join(" ")).toMatch(/\b0\.7 mi from home\b/);

    // At their own weekly capacity (one game that week already): left out, with the reason in words.
    await post("/referee/settings", profile({ maxGamesPerWeek: "1" }), { cookie: league.refereeCookie });
    const earlier = await createGame(db, { organizationId, date: "2099-04-09", time: "18:00", venue: "South Field" });
    await createAssignment(db, {
      organizationId,
      gameId: earlier.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    const second = await suggestions(game.id, league.assignorCookie);
    expect(second.suggestions.some((row) => row.refereeId === league.referee.id)).toBe(false);
    expect(
      second.leftOut
        .find((row) => row.refereeId === league.referee.id)
        ?.conflicts.map((c) => c.message)
        .join(" "),
    ).toContain("Already has 1 game that week, their stated capacity of 1");
  });

  it("preferences order the suggestions: a referee who avoids a team is ranked below one who does not", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const other = await createUser(db, {
      organizationId,
      role: "referee",
      firstName: "Other",
      // Both unrated (issue 22: a rating comes from evaluations), so only the preference tells them apart.
      refereeLevel: league.referee.refereeLevel,
    });
    const game = await createGame(db, {
      organizationId,
      date: DAY,
      time: "10:00",
      venue: "North Field",
      homeTeam: "Hawks",
      awayTeam: "Owls",
    });
    await post("/referee/settings", profile({ avoidTeams: "Hawks" }), { cookie: league.refereeCookie });
    const saturdays = new URLSearchParams(profile());
    saturdays.append("weekdays", "6");
    await post("/referee/settings", saturdays, { cookie: await cookieFor(other.id) });
    const ranked = await suggestions(game.id, league.assignorCookie);
    const order = ranked.suggestions.map((row) => row.refereeId);
    expect(order.indexOf(other.id)).toBeLessThan(order.indexOf(league.referee.id));
    expect(ranked.suggestions.find((row) => row.refereeId === other.id)?.reasons.join(" ")).toContain(
      "matches their preferences",
    );
  });

  it("refuses half a location or a month smaller than a week, keeps what was typed, and changes nothing", async () => {
    const league = await createLeague();
    const response = await post(
      "/referee/settings",
      profile({ homeLabel: "Berkeley", homeLatitude: "37.87", maxGamesPerWeek: "4", maxGamesPerMonth: "2" }),
      { cookie: league.refereeCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Give both latitude and longitude, or neither.");
    expect(html).toContain("make the monthly number at least the weekly one");
    expect(html).toContain('value="Berkeley"');
    const [membership] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, league.referee.id), eq(memberships.organizationId, league.organization.id)));
    expect(membership?.maxGamesPerWeek).toBeNull();
  });

  it("is the referee's own: an assignor's session cannot post it, and it changes only the referee's membership here", async () => {
    const league = await createLeague();
    expect(
      (await post("/referee/settings", profile({ maxGamesPerWeek: "2" }), { cookie: league.assignorCookie })).status,
    ).toBe(403);
    await post("/referee/settings", profile({ maxGamesPerWeek: "2" }), { cookie: league.refereeCookie });
    const rows = await db.select().from(memberships).where(eq(memberships.maxGamesPerWeek, 2));
    expect(rows.map((row) => row.userId)).toEqual([league.referee.id]);
  });
});
