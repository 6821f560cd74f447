/**
 * Travel limits (issue 21, decision 0077): a referee's farthest distance in their own unit, start points by
 * day and kick-off, venue coordinates from the game import, and the travel-distance conflict the assignor's
 * dialog shows in the assignor's unit.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createGame, createUserSettings } from "~/demo/factories";
import { gameImports, games, travelStartPoints, users, venues } from "~/db/schema";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db, get, post, postMultipart, visibleText } from "./helpers";

const SATURDAY = "2099-04-11";
const OAKLAND = { homeLabel: "Oakland", homeLatitude: 37.8, homeLongitude: -122.27 };
// About 8 km from Oakland; Lake Tahoe is about 243 km (151 mi) from Oakland and 148 mi from Berkeley.
const BERKELEY = { latitude: 37.87, longitude: -122.27 };
const TAHOE = { latitude: 39.1, longitude: -120.03 };

interface Preview {
  referees: { id: string; conflicts: { code: string; severity: string; message: string }[] }[];
}

async function travelConflicts(gameId: string, cookie: string, refereeId: string) {
  const response = await get(`/assignor/assignments/options?gameId=${gameId}`, { cookie });
  expect(response.status).toBe(200);
  const { referees } = (await response.json()) as Preview;
  return referees
    .find((row) => row.id === refereeId)!
    .conflicts.filter((conflict) => conflict.code === "beyond_travel_distance");
}

const saveLimit = (maxTravel: string, unit: string, cookie: string) =>
  post("/referee/settings", { intent: "save-travel-limit", unit, maxTravel }, { cookie });

function startPoint(fields: Record<string, string>, weekdays: string[] = []) {
  const body = new URLSearchParams({
    intent: "add-start-point",
    label: "",
    latitude: "",
    longitude: "",
    fromTime: "",
    toTime: "",
    ...fields,
  });
  for (const day of weekdays) body.append("weekdays", day);
  return body;
}

async function limitOf(userId: string) {
  const [person] = await db.select({ km: users.maxTravelKm }).from(users).where(eq(users.id, userId));
  return person?.km ?? null;
}

describe("a referee's farthest travel distance", () => {
  it("is typed in miles by an English reader, stored in km, and shown in km to a German one", async () => {
    const league = await createLeague();
    const saved = await saveLimit("50", "mi", league.refereeCookie);
    expect(saved.status).toBe(200);
    expect(await limitOf(league.referee.id)).toBeCloseTo(80.467, 3);

    const english = await (await get("/referee/settings", { cookie: league.refereeCookie })).text();
    expect(visibleText(english)).toContain("Farthest I travel to a game (miles)");
    // Nothing to measure from yet: the card says where to add it.
    expect(visibleText(english)).toContain("Your home has no coordinates yet");
    expect(english).toMatch(/name="maxTravel"[^>]*value="50"|value="50"[^>]*name="maxTravel"/);

    await createUserSettings(db, { userId: league.referee.id, language: "de" });
    const german = await (await get("/referee/settings", { cookie: league.refereeCookie })).text();
    expect(visibleText(german)).toContain("Weiteste Anfahrt zu einem Spiel (km)");
    expect(german).toMatch(/name="maxTravel"[^>]*value="80"|value="80"[^>]*name="maxTravel"/);

    // A German reader types kilometres (with a decimal comma), and a blank field removes the limit.
    await saveLimit("12,5", "km", league.refereeCookie);
    expect(await limitOf(league.referee.id)).toBe(12.5);
    await saveLimit("", "km", league.refereeCookie);
    expect(await limitOf(league.referee.id)).toBeNull();
  });

  it("refuses a limit that is not a sensible distance, keeps what was typed, and changes nothing", async () => {
    const league = await createLeague();
    await saveLimit("30", "mi", league.refereeCookie);
    for (const typed of ["far", "-3", "5000"]) {
      const response = await saveLimit(typed, "mi", league.refereeCookie);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(visibleText(html)).toContain("Enter a distance greater than 0 and up to 621 mi, or leave it blank.");
      expect(html).toContain(`value="${typed}"`);
    }
    expect(await limitOf(league.referee.id)).toBeCloseTo(48.28, 2);
  });

  it("is the referee's own: staff cannot post it, and a start point of someone else cannot be removed", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    expect((await saveLimit("10", "km", league.assignorCookie)).status).toBe(403);
    expect(await limitOf(league.assignor.id)).toBeNull();
    await post("/referee/settings", startPoint({ label: "Work", latitude: "37.8", longitude: "-122.4" }), {
      cookie: league.refereeCookie,
    });
    const [point] = await db.select().from(travelStartPoints).where(eq(travelStartPoints.userId, league.referee.id));
    const removal = { intent: "remove-start-point", startPointId: point!.id };
    expect((await post("/referee/settings", removal, { cookie: rival.refereeCookie })).status).toBe(404);
    expect((await post("/referee/settings", removal, { cookie: league.assignorCookie })).status).toBe(403);
    expect(await db.select().from(travelStartPoints).where(eq(travelStartPoints.id, point!.id))).toHaveLength(1);
    expect((await post("/referee/settings", removal, { cookie: league.refereeCookie })).status).toBe(200);
    expect(await db.select().from(travelStartPoints).where(eq(travelStartPoints.id, point!.id))).toHaveLength(0);
  });
});

describe("the travel-distance conflict", () => {
  async function leagueWithVenues() {
    const league = await createLeague();
    const organizationId = league.organization.id;
    await db.update(users).set(OAKLAND).where(eq(users.id, league.referee.id));
    await db.insert(venues).values([
      { id: crypto.randomUUID(), organizationId, name: "Berkeley Field", ...BERKELEY },
      { id: crypto.randomUUID(), organizationId, name: "Tahoe Park", ...TAHOE },
    ]);
    const game = (venue: string, time: string) =>
      createGame(db, { organizationId, date: SATURDAY, time, venue, homeTeam: `${venue} ${time}`, awayTeam: "Owls" });
    return { league, near: await game("Berkeley Field", "10:00"), far: await game("Tahoe Park", "10:00"), game };
  }

  it("rules out a venue beyond the limit (hard, in the assignor's unit) and not a near one", async () => {
    const { league, near, far } = await leagueWithVenues();
    await saveLimit("50", "mi", league.refereeCookie);
    expect(await travelConflicts(near.id, league.assignorCookie, league.referee.id)).toEqual([]);
    expect(await travelConflicts(far.id, league.assignorCookie, league.referee.id)).toEqual([
      {
        code: "beyond_travel_distance",
        severity: "hard",
        message: "151 mi from Oakland, beyond their travel limit of 50 mi",
      },
    ]);

    await createUserSettings(db, { userId: league.assignor.id, language: "de" });
    const [german] = await travelConflicts(far.id, league.assignorCookie, league.referee.id);
    expect(german?.message).toBe("243 km von Oakland, über der Reisegrenze von 80 km");

    // No limit, no conflict.
    await saveLimit("", "mi", league.refereeCookie);
    expect(await travelConflicts(far.id, league.assignorCookie, league.referee.id)).toEqual([]);
  });

  it("measures from a start point on its weekdays and kick-off hours, and from home otherwise", async () => {
    const { league, near, game } = await leagueWithVenues();
    await saveLimit("50", "mi", league.refereeCookie);
    const added = await post(
      "/referee/settings",
      startPoint({ label: "Lake cabin", ...stringsOf(TAHOE), fromTime: "07:00", toTime: "12:00" }, ["6"]),
      { cookie: league.refereeCookie },
    );
    expect(added.status).toBe(200);
    const settings = visibleText(await (await get("/referee/settings", { cookie: league.refereeCookie })).text());
    expect(settings).toContain("Lake cabin");
    expect(settings).not.toContain("Your home has no coordinates yet");
    expect(settings).toContain("Sat, kick-offs 07:00–12:00");

    // Saturday 10:00 in Berkeley: set out from the cabin, far away.
    expect(await travelConflicts(near.id, league.assignorCookie, league.referee.id)).toEqual([
      expect.objectContaining({ message: "148 mi from Lake cabin, beyond their travel limit of 50 mi" }),
    ]);
    // Saturday afternoon: from home again, and close.
    const afternoon = await game("Berkeley Field", "14:00");
    expect(await travelConflicts(afternoon.id, league.assignorCookie, league.referee.id)).toEqual([]);
  });

  it("refuses a start point without a name or place, or ending before it starts, keeping what was typed", async () => {
    const league = await createLeague();
    const response = await post(
      "/referee/settings",
      startPoint({ label: "Office", latitude: "95", longitude: "", fromTime: "12:00", toTime: "08:00" }, ["1", "2"]),
      { cookie: league.refereeCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Enter a latitude between -90 and 90.");
    expect(text).toContain("Enter a longitude between -180 and 180.");
    expect(html).toContain('value="Office"');
    expect(html).toContain('value="95"');
    expect(html).toMatch(/value="2"[^>]*checked|checked[^>]*value="2"/);
    // Once the place is right, the hours are checked too.
    const hours = await post(
      "/referee/settings",
      startPoint({ label: "Office", latitude: "37.8", longitude: "-122.4", fromTime: "12:00", toTime: "08:00" }),
      { cookie: league.refereeCookie },
    );
    expect(hours.status).toBe(400);
    const hoursHtml = await hours.text();
    expect(visibleText(hoursHtml)).toContain("Make the end later than the start.");
    expect(hoursHtml).toContain('value="08:00"');
    expect(await db.select().from(travelStartPoints).where(eq(travelStartPoints.userId, league.referee.id))).toEqual(
      [],
    );
  });
});

function stringsOf(place: { latitude: number; longitude: number }) {
  return { latitude: String(place.latitude), longitude: String(place.longitude) };
}

describe("venue coordinates from the game import", () => {
  const HEADER = "homeTeam,awayTeam,date,time,venue,level,fee,lat,lng";

  async function importCsv(cookie: string, lines: string[]) {
    const form = new FormData();
    form.set("intent", "import");
    form.set("duplicates", "skip");
    form.set("file", new File([[HEADER, ...lines].join("\n")], "season.csv"));
    return postMultipart("/assignor/games", form, { cookie });
  }

  it("places venues without coordinates, keeps placed ones, and reports bad coordinates row by row", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    await db.insert(venues).values([
      { id: crypto.randomUUID(), organizationId, name: "Kezar", latitude: null, longitude: null },
      { id: crypto.randomUUID(), organizationId, name: "Placed Park", latitude: 1, longitude: 2 },
    ]);
    const response = await importCsv(league.assignorCookie, [
      "A,B,2099-05-02,10:00,kezar,youth,40,37.767,-122.457",
      "C,D,2099-05-02,12:00,Tahoe Park,youth,40,39.1,-120.03",
      "E,F,2099-05-02,14:00,Placed Park,youth,40,37.5,-122.1",
      "G,H,2099-05-03,10:00,Kezar,youth,40,37.9,-122.457",
      "I,J,2099-05-03,12:00,Mission,youth,40,91,-122",
      "K,L,2099-05-03,14:00,Mission,youth,40,37.7,",
      "M,N,2099-05-03,16:00,No Place,youth,40,,",
    ]);
    expect(response.status).toBe(200);

    const rows = await db
      .select({ name: venues.name, latitude: venues.latitude, longitude: venues.longitude })
      .from(venues)
      .where(eq(venues.organizationId, organizationId))
      .orderBy(venues.name);
    expect(rows).toEqual([
      { name: "Kezar", latitude: 37.767, longitude: -122.457 },
      { name: "Placed Park", latitude: 1, longitude: 2 },
      { name: "Tahoe Park", latitude: 39.1, longitude: -120.03 },
    ]);

    const [record] = await db.select().from(gameImports).where(eq(gameImports.organizationId, organizationId));
    expect(record).toMatchObject({ importedCount: 4, rejectedCount: 3 });
    const rejected = await (
      await get(`/assignor/games/imports/${record!.id}/rejected.csv`, { cookie: league.assignorCookie })
    ).text();
    expect(rejected).toContain("The coordinates of Kezar differ from those on line 2");
    expect(rejected).toContain("Latitude must be a number from -90 to 90");
    expect(rejected).toContain("Give both latitude and longitude, or neither");

    // The conflict check sees the imported place: Tahoe Park is beyond a referee's 50 miles from Oakland.
    await db.update(users).set(OAKLAND).where(eq(users.id, league.referee.id));
    await saveLimit("50", "mi", league.refereeCookie);
    const [tahoeGame] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.organizationId, organizationId), eq(games.venue, "Tahoe Park")));
    expect(await travelConflicts(tahoeGame!.id, league.assignorCookie, league.referee.id)).toHaveLength(1);
  });
});

describe("venue coordinates from the API's import", () => {
  it("places venues as the import screen does and says how many", async () => {
    const league = await createLeague();
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "write");
    const response = await api("POST", "/api/v1/games/import", {
      key: secret,
      body: [
        "date,time,home,away,venue,level,latitude,longitude",
        "2099-05-02,10:00,A,B,Kezar,youth,37.767,-122.457",
        "2099-05-02,12:00,C,D,Kezar,youth,37.767,-122.457",
        "2099-05-02,14:00,E,F,Mission,youth,91,0",
      ].join("\n"),
      headers: { "Content-Type": "text/csv" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      imported: 2,
      venuesLocated: 1,
      rejected: [{ line: 4, reasons: ["Latitude must be a number from -90 to 90"] }],
    });
    const placed = await db.select().from(venues).where(eq(venues.organizationId, league.organization.id));
    expect(placed).toEqual([expect.objectContaining({ name: "Kezar", latitude: 37.767, longitude: -122.457 })]);
  });
});

describe("venue coordinates in the venues card", () => {
  it("says which venues are not placed, and coordinates saved there reach the travel-distance check", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const created = await post(
      "/assignor/organizations",
      { intent: "venue-create", name: "Tahoe Park", address: "", latitude: "", longitude: "" },
      { cookie: league.assignorCookie },
    );
    expect(created.status).toBe(200);
    const page = async () =>
      visibleText(await (await get("/assignor/organizations", { cookie: league.assignorCookie })).text());
    expect(await page()).toContain("No coordinates yet: travel limits cannot be checked for its games.");

    await db.update(users).set(OAKLAND).where(eq(users.id, league.referee.id));
    await saveLimit("50", "mi", league.refereeCookie);
    const game = await createGame(db, { organizationId, date: SATURDAY, time: "10:00", venue: "Tahoe Park" });
    expect(await travelConflicts(game.id, league.assignorCookie, league.referee.id)).toEqual([]);

    const [venue] = await db.select().from(venues).where(eq(venues.organizationId, organizationId));
    const updated = await post(
      "/assignor/organizations",
      { intent: "venue-update", venueId: venue!.id, name: "Tahoe Park", address: "", ...stringsOf(TAHOE) },
      { cookie: league.assignorCookie },
    );
    expect(updated.status).toBe(200);
    expect(await page()).not.toContain("No coordinates yet");
    expect(await travelConflicts(game.id, league.assignorCookie, league.referee.id)).toHaveLength(1);
  });
});
