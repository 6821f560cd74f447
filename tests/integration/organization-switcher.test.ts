/**
 * An assignor of several organizations (issue 20, decision 0067): the switcher lists their organizations,
 * a switch scopes every page and export to the chosen one and survives a new sign-in, nobody switches into
 * a league that is not theirs, and a further league created from the portal makes them its assignor.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createGame, createPayment, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { memberships, organizations, users } from "~/db/schema";
import { NEW_ORGANIZATIONS_PER_DAY } from "~/domain/organization-switch";
import { cookieFor, createLeague, db, expectRoundTrips, get, ORIGIN, post, visibleText, worker } from "./helpers";

let counter = 0;

/** North's assignor, also an assignor of South (a later membership) and finance in East. */
async function assignorOfSeveral() {
  counter += 1;
  const north = await createLeague(`North Valley ${counter}`);
  const south = await createLeague(`South Coast ${counter}`);
  const east = await createLeague(`East Ridge ${counter}`);
  const person = north.assignor;
  const later = Date.now() + 1_000;
  await db.insert(memberships).values([
    {
      id: newId(),
      organizationId: south.organization.id,
      userId: person.id,
      role: "assignor",
      createdAt: new Date(later),
    },
    {
      id: newId(),
      organizationId: east.organization.id,
      userId: person.id,
      role: "finance",
      createdAt: new Date(later + 1),
    },
  ]);
  await createGame(db, {
    organizationId: north.organization.id,
    date: "2099-06-01",
    homeTeam: `North Home ${counter}`,
  });
  await createGame(db, {
    organizationId: south.organization.id,
    date: "2099-06-01",
    homeTeam: `South Home ${counter}`,
  });
  await createPayment(db, {
    organizationId: north.organization.id,
    refereeId: north.referee.id,
    amountCents: 4_000,
    description: `North bonus ${counter}`,
  });
  await createPayment(db, {
    organizationId: south.organization.id,
    refereeId: south.referee.id,
    amountCents: 4_000,
    description: `South bonus ${counter}`,
  });
  return { north, south, east, person, cookie: north.assignorCookie, n: counter };
}

async function activeOrganizationOf(userId: string) {
  const [row] = await db.select({ id: users.activeOrganizationId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

async function text(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("the organization switcher", () => {
  it("lists every organization the person is on the staff of, with their role in each", async () => {
    const { north, south, east, cookie } = await assignorOfSeveral();
    const shell = await text("/assignor", cookie);
    // Before the menu can open (and without JavaScript) the switcher's button is a link to the list.
    expect(shell).toContain('href="/assignor/switch-organization"');
    expect(visibleText(shell)).toContain(`Switch organization ${north.organization.name}`);

    const page = visibleText(await text("/assignor/switch-organization", cookie));
    expect(page).toContain(`${north.organization.name} Assignor Current`);
    expect(page).toContain(`${south.organization.name} Assignor Switch to ${south.organization.name}`);
    expect(page).toContain(`${east.organization.name} Finance Switch to ${east.organization.name}`);
    expect(page).toContain("New organization");
    // They referee nowhere: no way to the referee portal.
    expect(page).not.toContain("Referee portal");
  });

  it("shows just the name for one organization, and links the two portals for someone in both", async () => {
    const single = await createLeague("Lonely League");
    const shell = await text("/assignor", single.assignorCookie);
    expect(shell).not.toContain('href="/assignor/switch-organization"');
    expect(visibleText(shell)).toContain("Lonely League");

    // South's referee is also an assignor of North: each portal leads to the other.
    const { north, south } = await assignorOfSeveral();
    await db
      .insert(memberships)
      .values({ id: newId(), organizationId: north.organization.id, userId: south.referee.id, role: "assignor" });
    const refereeShell = await text("/referee", south.refereeCookie);
    expect(refereeShell).toContain('href="/assignor"');
    const list = visibleText(await text("/assignor/switch-organization", south.refereeCookie));
    expect(list).toContain(`${north.organization.name} Assignor Current`);
    expect(list).toContain("Referee portal");
    // A referee of one league only has no assignor portal to go to.
    expect(await text("/referee", north.refereeCookie)).not.toContain('href="/assignor"');
  });

  it("switches: Games, Payments and the games CSV then show only the chosen league", async () => {
    const { north, south, person, cookie, n } = await assignorOfSeveral();
    expect(await text("/assignor/games", cookie)).toContain(`North Home ${n}`);

    const switched = await post(
      "/assignor/switch-organization",
      { organizationId: south.organization.id, from: "/assignor/games?when=all" },
      { cookie },
    );
    expect(switched.status).toBe(302);
    // The same section, in the league switched to.
    expect(switched.headers.get("Location")).toBe("/assignor/games");
    expectRoundTrips("switch", switched, 3);
    expect(await activeOrganizationOf(person.id)).toBe(south.organization.id);

    const gamesResponse = await get("/assignor/games", { cookie });
    expectRoundTrips("games page after a switch", gamesResponse, 2);
    const games = await gamesResponse.text();
    expect(games).toContain(`South Home ${n}`);
    expect(games).not.toContain(`North Home ${n}`);
    expect(visibleText(games)).toContain(`Switch organization ${south.organization.name}`);

    const payments = await text("/assignor/payments", cookie);
    expect(payments).toContain(`South bonus ${n}`);
    expect(payments).not.toContain(`North bonus ${n}`);

    const csv = await text("/assignor/games/export?when=all", cookie);
    expect(csv).toContain(`South Home ${n}`);
    expect(csv).not.toContain(`North Home ${n}`);

    // And back: North again.
    const back = await post("/assignor/switch-organization", { organizationId: north.organization.id }, { cookie });
    expect(back.headers.get("Location")).toBe("/assignor");
    expect(await text("/assignor/games/export?when=all", cookie)).toContain(`North Home ${n}`);
  });

  it("refuses a switch into a league where the person is not staff, and changes nothing", async () => {
    const { north, person, cookie, n } = await assignorOfSeveral();
    const rival = await createLeague("Rival Heights");
    // Staff nowhere there, or only a referee there: both refused alike.
    const refereeOnly = await createLeague("Referee Only Town");
    await db
      .insert(memberships)
      .values({ id: newId(), organizationId: refereeOnly.organization.id, userId: person.id, role: "referee" });
    for (const organizationId of [rival.organization.id, refereeOnly.organization.id, "no-such-organization"]) {
      const refused = await post("/assignor/switch-organization", { organizationId }, { cookie });
      expect(refused.status, organizationId).toBe(404);
      expect(visibleText(await refused.text())).toContain(
        "You are not on the staff of that organization, so Whistle cannot switch to it.",
      );
    }
    expect((await post("/assignor/switch-organization", { organizationId: "" }, { cookie })).status).toBe(400);
    expect(await activeOrganizationOf(person.id)).toBeNull();
    const games = await text("/assignor/games", cookie);
    expect(games).toContain(`North Home ${n}`);
    expect(games).not.toContain("Rival Heights");
    expect(visibleText(games)).toContain(north.organization.name);
  });

  it("keeps the choice after signing in again, in a new session", async () => {
    const { south, person, cookie, n } = await assignorOfSeveral();
    await post("/assignor/switch-organization", { organizationId: south.organization.id }, { cookie });
    expect((await post("/logout", {}, { cookie })).status).toBe(302);

    const newSession = await cookieFor(person.id, true);
    const overview = visibleText(await text("/assignor", newSession));
    expect(overview).toContain(`Switch organization ${south.organization.name}`);
    const games = await text("/assignor/games", newSession);
    expect(games).toContain(`South Home ${n}`);
    expect(games).not.toContain(`North Home ${n}`);
  });

  it("opens live updates on the active organization", async () => {
    const { north, south, cookie } = await assignorOfSeveral();
    await post("/assignor/switch-organization", { organizationId: south.organization.id }, { cookie });
    const response = await worker.fetch(
      new Request(`${ORIGIN}/live`, { headers: { Upgrade: "websocket", Cookie: cookie, Origin: ORIGIN } }),
    );
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    socket.accept();
    const messages: { type: string; by?: string }[] = [];
    socket.addEventListener("message", (event) => messages.push(JSON.parse(String(event.data))));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
    await settle();

    // A change in North (its referee marks their alerts read) is not South's news…
    expect((await post("/notifications", { intent: "read-all" }, { cookie: north.refereeCookie })).status).toBe(200);
    await settle();
    expect(messages.map((message) => message.type)).toEqual(["hello"]);
    // …a change in South is.
    expect((await post("/notifications", { intent: "read-all" }, { cookie: south.assignorCookie })).status).toBe(200);
    await settle();
    expect(messages.at(-1)).toMatchObject({ type: "changed", by: south.assignor.id });
    socket.close();
  });
});

describe("a new organization from the portal", () => {
  it("creates the league with its time zone and currency, makes the person its assignor and switches to it", async () => {
    const { person, cookie, n } = await assignorOfSeveral();
    const name = `West Hills ${crypto.randomUUID().slice(0, 6)}`;
    const response = await post(
      "/assignor/organizations/new",
      { name, timeZone: "America/Denver", currency: "CAD" },
      { cookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor");
    expectRoundTrips("new organization", response, 3);

    const [created] = await db.select().from(organizations).where(eq(organizations.name, name));
    expect(created).toMatchObject({ timeZone: "America/Denver", currency: "CAD" });
    expect(created!.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [membership] = await db.select().from(memberships).where(eq(memberships.organizationId, created!.id));
    expect(membership).toMatchObject({ userId: person.id, role: "assignor" });
    expect(await activeOrganizationOf(person.id)).toBe(created!.id);

    const overview = visibleText(await text("/assignor", cookie));
    expect(overview).toContain(`Switch organization ${name}`);
    // An empty league: none of the others' games.
    const games = await text("/assignor/games?when=all", cookie);
    expect(games).not.toContain(`North Home ${n}`);
    expect(games).not.toContain(`South Home ${n}`);
  });

  it("answers field errors with what was typed, and creates nothing", async () => {
    const { person, cookie } = await assignorOfSeveral();
    const before = await db.select({ id: organizations.id }).from(organizations);
    const response = await post(
      "/assignor/organizations/new",
      { name: "  ", timeZone: "Mars/Olympus", currency: "CAD" },
      { cookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain("Name is required");
    expect(visibleText(html)).toContain("Time zone must be an IANA name such as America/Chicago");
    expect(html).toContain('value="Mars/Olympus"');
    expect(html).toMatch(/<option value="CAD" selected="">/);
    expect(await db.select({ id: organizations.id }).from(organizations)).toHaveLength(before.length);
    expect(await activeOrganizationOf(person.id)).toBeNull();
  });

  it("is limited per person per day", async () => {
    const founder = await createLeague("Founders League");
    for (let index = 0; index < NEW_ORGANIZATIONS_PER_DAY; index++) {
      const made = await post(
        "/assignor/organizations/new",
        {
          name: `Founded ${index} ${founder.organization.id.slice(0, 6)}`,
          timeZone: "America/Chicago",
          currency: "USD",
        },
        { cookie: founder.assignorCookie },
      );
      expect(made.status).toBe(302);
    }
    const refused = await post(
      "/assignor/organizations/new",
      { name: "One Too Many", timeZone: "America/Chicago", currency: "USD" },
      { cookie: founder.assignorCookie },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(visibleText(await refused.text())).toContain(
      "You have created as many organizations today as one day allows",
    );
    expect(await db.select().from(organizations).where(eq(organizations.name, "One Too Many"))).toHaveLength(0);
    // Someone else is not held back by it.
    const other = await createLeague("Other Founders");
    const allowed = await post(
      "/assignor/organizations/new",
      { name: `Other ${other.organization.id.slice(0, 6)}`, timeZone: "America/Chicago", currency: "USD" },
      { cookie: other.assignorCookie },
    );
    expect(allowed.status).toBe(302);
  });

  it("is for signed-in staff only", async () => {
    const league = await createLeague();
    const form = { name: "Sneaky League", timeZone: "America/Chicago", currency: "USD" };
    expect((await post("/assignor/organizations/new", form, { cookie: league.refereeCookie })).status).toBe(403);
    expect((await post("/assignor/organizations/new", form)).status).toBe(302);
    expect(await db.select().from(organizations).where(eq(organizations.name, "Sneaky League"))).toHaveLength(0);
    const plainReferee = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const page = await get("/assignor/organizations/new", { cookie: await cookieFor(plainReferee.id) });
    expect(page.status).toBe(403);
  });
});
