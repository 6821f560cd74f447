/** The Referee Pool page and its profile resource, scoped to the assignor's organization. */
import { describe, expect, it } from "vitest";
import {
  createAssignment,
  createAvailabilityBlock,
  createCertification,
  createGame,
  createOrganization,
  createUser,
  createUserSettings,
} from "~/db/factories";
import { newId } from "~/db/ids";
import { availabilityRecurringBlocks } from "~/db/schema";
import { addDays, dayOfWeek, todayIn } from "~/domain/dates";
import { cookieFor, createLeague, db, get } from "./helpers";

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
    rating: 4.6,
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
