/** The Referee Pool page and its profile resource, scoped to the assignor's organization. */
import { describe, expect, it } from "vitest";
import {
  buildGame,
  buildUser,
  createAssignment,
  createAvailabilityBlock,
  createCertification,
  createGame,
  createOrganization,
  createUser,
  createUserSettings,
  insertMany,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import { assignments, availabilityBlocks, availabilityRecurringBlocks, games, memberships, users } from "~/db/schema";
import { addDays, dayOfWeek, todayIn } from "~/domain/dates";
import { cookieFor, createLeague, db, expectRoundTrips, get } from "./helpers";
import { rateReferee } from "./rated";

const today = () => todayIn("America/Los_Angeles");

async function leagueWithReferees() {
  const league = await createLeague();
  const org = league.organization.id;
  const tag = org.slice(0, 8);
  const dana = await createUser(db, {
    organizationId: org,
    firstName: "Dana",
    lastName: "Reyes",
    email: `dana.${tag}@pool.test`,
    phone: "(415) 555-0142",
    refereeLevel: 3,
  });
  // Rated 4.6 from one assessor's evaluation (issue 22).
  await rateReferee({
    organizationId: org,
    refereeId: dana.id,
    evaluations: [{ positioning: 5, fitness: 5, teamwork: 5, communication: 4, game_management: 4 }],
  });
  const sam = await createUser(db, {
    organizationId: org,
    firstName: "Sam",
    lastName: "Okafor",
    email: `sam.${tag}@pool.test`,
    refereeLevel: 1,
  });
  const weekly = await createUser(db, {
    organizationId: org,
    firstName: "Wes",
    lastName: "Weekly",
    email: `wes.${tag}@pool.test`,
    refereeLevel: 2,
  });
  // Dana worked two games this season (one declined offer and one cancelled game do not count).
  for (const [offset, status, gameStatus] of [
    [-20, "completed", "completed"],
    [3, "confirmed", "confirmed"],
    [4, "declined", "pending"],
    [5, "confirmed", "cancelled"],
  ] as const) {
    const date = addDays(today(), offset);
    // Stay inside this calendar year, whatever day the suite runs.
    if (date.slice(0, 4) !== today().slice(0, 4)) continue;
    const game = await createGame(db, { organizationId: org, date, status: gameStatus, homeTeam: `Pool ${offset}` });
    await createAssignment(db, { organizationId: org, gameId: game.id, refereeId: dana.id, status });
  }
  await createAvailabilityBlock(db, { userId: sam.id, date: today(), kind: "full_day" });
  await db.insert(availabilityRecurringBlocks).values({
    id: newId(),
    userId: weekly.id,
    weekday: dayOfWeek(today()),
    kind: "full_day",
    startsOn: addDays(today(), -30),
    endsOn: null,
  });
  return { ...league, dana, sam, weekly, tag };
}

function cardOf(html: string, name: string): string {
  const start = html.indexOf(`>${name}</h2>`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</li>", start));
}

describe("/assignor/referees", () => {
  it("shows each referee of the organization as a card: level, games this season, available today", async () => {
    const league = await leagueWithReferees();
    const rival = await createLeague();
    const html = await (await get("/assignor/referees", { cookie: league.assignorCookie })).text();
    expect(html).toContain("Referee Pool");
    expect(html).toContain("Add Referee");
    expect(html).toContain("4 referees found");
    const dana = cardOf(html, "Dana Reyes");
    expect(dana).toContain("Level 3");
    expect(dana).toContain("4.6 / 5 (1 evaluation)");
    expect(cardOf(html, "Sam Okafor")).toContain("Not rated");
    const season = [-20, 3].filter((offset) => addDays(today(), offset).slice(0, 4) === today().slice(0, 4)).length;
    expect(dana).toContain(`${season} ${season === 1 ? "game" : "games"} this season`);
    expect(dana).toContain("Available");
    expect(dana).not.toContain("Unavailable");
    expect(cardOf(html, "Sam Okafor")).toContain("Unavailable");
    expect(cardOf(html, "Wes Weekly")).toContain("Unavailable");
    expect(html).toContain("View");
    expect(html).toContain("Assign");
    expect(html).not.toContain(rival.referee.firstName);
  });

  it("searches by name or email and filters by level on the server", async () => {
    const league = await leagueWithReferees();
    const byName = await (await get("/assignor/referees?q=dana%20reyes", { cookie: league.assignorCookie })).text();
    expect(byName).toContain("1 referee found");
    const byEmail = await (
      await get(`/assignor/referees?q=sam.${league.tag}`, { cookie: league.assignorCookie })
    ).text();
    expect(byEmail).toContain("Sam Okafor");
    expect(byEmail).not.toContain("Dana Reyes");
    const level = await (await get("/assignor/referees?level=1", { cookie: league.assignorCookie })).text();
    expect(level).toContain("Sam Okafor");
    expect(level).not.toContain("Dana Reyes");
    const none = await (await get("/assignor/referees?q=nobody&level=2", { cookie: league.assignorCookie })).text();
    expect(none).toContain("No referees match your current filters.");
  });

  it("shows the empty state of an organization without referees", async () => {
    const organization = await createOrganization(db);
    const assignor = await createUser(db, { organizationId: organization.id, role: "assignor" });
    const html = await (await get("/assignor/referees", { cookie: await cookieFor(assignor.id) })).text();
    expect(html).toContain("No Referees Found");
    expect(html).toContain("No referees have joined your organization yet. Invite one with Add Referee.");
  });

  it("is for assignors only", async () => {
    const league = await createLeague();
    expect((await get("/assignor/referees", { cookie: league.refereeCookie })).status).toBe(403);
  });
});

describe("/assignor/referees/:refereeId (profile)", () => {
  it("gives the organization's assignor the referee's contact, certifications, rating, recent games and availability", async () => {
    const league = await leagueWithReferees();
    // The organization's own assignor sees everything, whatever the referee's toggles say (privacy rules).
    await createUserSettings(db, { userId: league.dana.id, contactInfoVisible: false, statsVisible: false });
    await createCertification(db, {
      userId: league.dana.id,
      name: "U.S. Soccer Regional Referee",
      level: "Level 3",
      verified: true,
    });
    await createAvailabilityBlock(db, {
      userId: league.dana.id,
      date: addDays(today(), 6),
      kind: "time_range",
      startTime: "09:00",
      endTime: "13:00",
    });
    const response = await get(`/assignor/referees/${league.dana.id}`, { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as {
      profile: {
        email: string;
        phone: string;
        rating: number;
        ratingCount: number;
        refereeLevel: number;
        hidden: Record<string, boolean>;
        certifications: { name: string; verified: boolean }[];
        recentGames: { homeTeam: string }[];
        availability: { blocks: { date: string; startTime: string }[] };
        availableToday: boolean;
      };
    };
    expect(profile).toMatchObject({
      email: `dana.${league.tag}@pool.test`,
      phone: "(415) 555-0142",
      rating: 4.6,
      ratingCount: 1,
      refereeLevel: 3,
      availableToday: true,
    });
    expect(profile.hidden).toEqual({ profile: false, contactInfo: false, availability: false, stats: false });
    expect(profile.certifications).toEqual([
      expect.objectContaining({ name: "U.S. Soccer Regional Referee", verified: true }),
    ]);
    expect(profile.recentGames.map((game) => game.homeTeam)).toEqual(
      addDays(today(), -20).slice(0, 4) === today().slice(0, 4) ? ["Pool -20"] : [],
    );
    expect(profile.availability.blocks).toEqual([
      expect.objectContaining({ date: addDays(today(), 6), startTime: "09:00" }),
    ]);
  });

  it("answers 404 to another organization's assignor and for someone who is not a referee here", async () => {
    const league = await leagueWithReferees();
    const rival = await createLeague();
    const foreign = await get(`/assignor/referees/${league.dana.id}`, { cookie: rival.assignorCookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain("dana.");
    expect((await get(`/assignor/referees/${league.assignor.id}`, { cookie: league.assignorCookie })).status).toBe(404);
    expect((await get(`/assignor/referees/${league.dana.id}`, { cookie: league.refereeCookie })).status).toBe(403);
  });
});

describe("the Referee Pool of a league larger than one page", () => {
  /** A league of 130 referees (three pages of 60), each with a season of games and some blocked today. */
  async function bigPool() {
    const league = await createLeague();
    const org = league.organization.id;
    const referees = Array.from({ length: 129 }, (_, index) =>
      buildUser({ firstName: "Pool", lastName: `Member ${String(index).padStart(3, "0")}`, refereeLevel: 2 }),
    );
    await insertMany(db, users, referees);
    await insertMany(
      db,
      memberships,
      referees.map((referee) => ({ id: newId(), organizationId: org, userId: referee.id, role: "referee" })),
    );
    // Two games this season for every referee (in January of this year); the first ten are blocked today.
    const season = referees.flatMap((_, index) =>
      [0, 1].map((offset) =>
        buildGame({
          organizationId: org,
          date: `${today().slice(0, 4)}-01-${String(((index + offset) % 28) + 1).padStart(2, "0")}`,
        }),
      ),
    );
    await insertMany(db, games, season);
    await insertMany(
      db,
      assignments,
      season.map((game, index) => ({
        id: newId(),
        organizationId: org,
        gameId: game.id,
        refereeId: referees[Math.floor(index / 2)]!.id,
        position: "referee",
        status: "completed",
      })),
    );
    await insertMany(
      db,
      availabilityBlocks,
      referees.slice(0, 10).map((referee) => ({ id: newId(), userId: referee.id, date: today(), kind: "full_day" })),
    );
    return league;
  }

  it("pages the cards (60 a page, the count over all), and a page past the last shows the last", async () => {
    const league = await bigPool();
    const first = await (await get("/assignor/referees", { cookie: league.assignorCookie })).text();
    expect(first).toContain("130 referees found");
    expect(first).toContain("Page 1 of 3");
    expect(first.match(/ this season<\/p>/g)).toHaveLength(60);
    const blocked = cardOf(first, "Pool Member 000");
    expect(blocked).toContain("Unavailable");
    expect(blocked).toContain("2 games this season");
    expect(cardOf(first, "Pool Member 059")).toContain("Available");
    const last = await (await get("/assignor/referees?page=3", { cookie: league.assignorCookie })).text();
    expect(last).toContain("Page 3 of 3");
    expect(last).toContain("Pool Member 128");
    expect(last).not.toContain("Pool Member 000");
    const beyond = await (await get("/assignor/referees?page=9", { cookie: league.assignorCookie })).text();
    expect(beyond).toContain("Page 3 of 3");
    expect(beyond).toContain("Pool Member 128");
  });

  it("reads the page's data in one round trip after the session, for the page and its .data", async () => {
    const league = await bigPool();
    const profile = `/assignor/referees/${league.referee.id}`;
    for (const path of ["/assignor/referees?page=2", "/assignor/referees.data?page=2", profile, `${profile}.data`]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status, path).toBeLessThan(500);
      // The session with its membership and organization is one round trip; the page's data one more.
      expectRoundTrips(path, response, 2);
    }
  });
});
