/**
 * The Organizations page (settings, conflict rules, venues, members), the calendar and the
 * unfilled-game alerts job, through the built Worker.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildUser, createAssignment, createGame, createUser, insertMany } from "~/demo/factories";
import { activityLog, games, memberships, notifications, organizations, users, venues } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { settingsFormValues } from "~/domain/organization-settings";
import { settingsOf } from "~/server/organization.server";
import { createLeague, db, expectRoundTrips, get, newAddress, ORIGIN, post, worker } from "./helpers";

// A variable, so that typechecking (which runs before the build) does not look for the file.
const BUILT_WORKER = "../../build/server/index.js";

type League = Awaited<ReturnType<typeof createLeague>>;

async function organizationRow(id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row!;
}

/** The settings form as the page posts it (stored values), with some fields changed. */
async function settingsBody(league: League, changes: Record<string, string | string[]> = {}) {
  const values = { ...settingsFormValues(settingsOf(await organizationRow(league.organization.id))), ...changes };
  const body = new URLSearchParams({ intent: "settings" });
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

/** A same-origin form post whose body may repeat a field (the eligibility checkboxes). */
function postSettings(body: URLSearchParams, cookie: string) {
  return worker.fetch(
    new Request(`${ORIGIN}/assignor/organizations`, {
      method: "POST",
      redirect: "manual",
      body,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": newAddress(),
        Cookie: cookie,
      },
    }),
  );
}

function assign(league: League, gameId: string, refereeId: string, overrideReason?: string) {
  return post(
    "/assignor/games",
    { intent: "assign", gameId, refereeId, position: "referee", ...(overrideReason ? { overrideReason } : {}) },
    { cookie: league.assignorCookie },
  );
}

describe("organization settings", () => {
  it("shows the organization's details, members and invite code to its assignor", async () => {
    const league = await createLeague();
    const html = await (await get("/assignor/organizations", { cookie: league.assignorCookie })).text();
    expect(html).toContain(`value="${league.organization.name}"`);
    expect(html).toContain(league.organization.inviteCode);
    expect(html).toContain(league.referee.email);
    expect(html).toContain(league.assignor.email);
    expect(html).toContain('value="America/Los_Angeles"');
  });

  it("saves a change and records what changed in the activity log", async () => {
    const league = await createLeague();
    const body = await settingsBody(league, { travelBufferMinutes: "45", feeYouth: "42.50", maxGamesPerDay: "" });
    const response = await postSettings(body, league.assignorCookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Settings saved.");
    const row = await organizationRow(league.organization.id);
    expect(row).toMatchObject({
      travelBufferMinutes: 45,
      feeYouthCents: 4250,
      maxGamesPerDay: null,
      conflictRules: null,
    });
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, league.organization.id), eq(activityLog.action, "organization.updated")));
    expect(entry?.summary).toContain("travel buffer 60 → 45 minutes");
    expect(entry?.summary).toContain("Youth fee $40.00 → $42.50");
  });

  it("refuses bad input with a message beside each field and keeps what was typed", async () => {
    const league = await createLeague();
    const before = await organizationRow(league.organization.id);
    const body = await settingsBody(league, {
      timeZone: "Pacific/Atlantis",
      travelBufferMinutes: "lots",
      name: "Renamed League",
    });
    const response = await postSettings(body, league.assignorCookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Time zone must be an IANA name such as America/Chicago");
    expect(html).toContain("Travel buffer must be a whole number");
    expect(html).toContain('value="Pacific/Atlantis"');
    expect(html).toContain('value="Renamed League"');
    expect(await organizationRow(league.organization.id)).toMatchObject({
      name: before.name,
      timeZone: before.timeZone,
    });
  });

  it("refuses a referee, and never lets another organization's assignor change this one", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const body = await settingsBody(league, { travelBufferMinutes: "5" });
    expect((await postSettings(body, league.refereeCookie)).status).toBe(403);
    // The other assignor's post edits their own organization, never this one.
    await postSettings(body, other.assignorCookie);
    expect((await organizationRow(league.organization.id)).travelBufferMinutes).toBe(60);
  });
});

describe("conflict rules stored per organization", () => {
  it("changing who may work which level changes what the Assign dialog reports", async () => {
    const league = await createLeague();
    const rookie = await createUser(db, { organizationId: league.organization.id, role: "referee", refereeLevel: 1 });
    const game = await createGame(db, {
      organizationId: league.organization.id,
      level: "semi-pro",
      date: "2099-03-07",
    });

    const refused = await assign(league, game.id, rookie.id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Level 1 referees are not eligible for semi-pro games");

    const body = await settingsBody(league, { "eligible-1": ["youth", "amateur", "semi-pro"] });
    expect((await postSettings(body, league.assignorCookie)).status).toBe(200);
    expect((await organizationRow(league.organization.id)).conflictRules).toMatchObject({
      eligibleLevels: { 1: ["semi-pro", "amateur", "youth"] },
    });

    const accepted = await assign(league, game.id, rookie.id);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("Referee assigned; they have been notified");
  });

  it("a longer game length makes two games overlap", async () => {
    const league = await createLeague();
    const first = await createGame(db, {
      organizationId: league.organization.id,
      level: "youth",
      date: "2099-04-04",
      time: "09:00",
      venue: "Kezar Stadium",
    });
    const second = await createGame(db, {
      organizationId: league.organization.id,
      level: "youth",
      date: "2099-04-04",
      time: "11:00",
      venue: "Kezar Stadium",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: first.id,
      refereeId: league.referee.id,
      status: "confirmed",
    });

    const body = await settingsBody(league, { "length-youth": "150" });
    expect((await postSettings(body, league.assignorCookie)).status).toBe(200);
    const refused = await assign(league, second.id, league.referee.id, "We are short");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Already assigned to");
  });
});

describe("venues", () => {
  it("adds, edits and removes a venue, each in the activity log, and fills a new game's address", async () => {
    const league = await createLeague();
    const cookie = league.assignorCookie;
    expect(
      (
        await post(
          "/assignor/organizations",
          { intent: "venue-create", name: "Kezar Stadium", address: "670 Kezar Dr" },
          { cookie },
        )
      ).status,
    ).toBe(200);
    const [venue] = await db.select().from(venues).where(eq(venues.organizationId, league.organization.id));
    expect(venue).toMatchObject({ name: "Kezar Stadium", address: "670 Kezar Dr" });

    const duplicate = await post(
      "/assignor/organizations",
      { intent: "venue-create", name: "kezar stadium", address: "" },
      { cookie },
    );
    expect(duplicate.status).toBe(409);

    const blank = await post(
      "/assignor/organizations",
      { intent: "venue-create", name: " ", address: "Somewhere" },
      { cookie },
    );
    expect(blank.status).toBe(400);

    await post(
      "/assignor/organizations",
      { intent: "venue-update", venueId: venue!.id, name: "Kezar Stadium", address: "670 Kezar Drive, SF" },
      { cookie },
    );
    await post(
      "/assignor/games",
      {
        intent: "create",
        homeTeam: "Mission FC",
        awayTeam: "Sunset United",
        date: "2099-02-01",
        time: "10:00",
        venue: "Kezar Stadium",
        level: "youth",
        fee: "40",
      },
      { cookie },
    );
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.organizationId, league.organization.id), eq(games.homeTeam, "Mission FC")));
    expect(game?.venueAddress).toBe("670 Kezar Drive, SF");

    expect(
      (await post("/assignor/organizations", { intent: "venue-delete", venueId: venue!.id }, { cookie })).status,
    ).toBe(200);
    expect(await db.select().from(venues).where(eq(venues.organizationId, league.organization.id))).toEqual([]);
    const actions = (await db.select().from(activityLog).where(eq(activityLog.subjectId, venue!.id)))
      .map((row) => row.action)
      .sort();
    expect(actions).toEqual(["venue.created", "venue.deleted", "venue.updated"]);
  });

  it("another organization's assignor can neither see nor change this organization's venues", async () => {
    const league = await createLeague();
    const other = await createLeague();
    await post(
      "/assignor/organizations",
      { intent: "venue-create", name: "Hidden Meadow", address: "" },
      { cookie: league.assignorCookie },
    );
    const [venue] = await db.select().from(venues).where(eq(venues.organizationId, league.organization.id));
    expect(await (await get("/assignor/organizations", { cookie: other.assignorCookie })).text()).not.toContain(
      "Hidden Meadow",
    );
    const edit = await post(
      "/assignor/organizations",
      { intent: "venue-update", venueId: venue!.id, name: "Taken Over", address: "" },
      { cookie: other.assignorCookie },
    );
    expect(edit.status).toBe(404);
    const remove = await post(
      "/assignor/organizations",
      { intent: "venue-delete", venueId: venue!.id },
      { cookie: other.assignorCookie },
    );
    expect(remove.status).toBe(404);
    const [after] = await db.select().from(venues).where(eq(venues.id, venue!.id));
    expect(after?.name).toBe("Hidden Meadow");
  });
});

describe("calendar", () => {
  it("shows the organization's games of the week with their coverage, and no other organization's", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const open = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-06-06",
      time: "09:00",
      homeTeam: "Open Rovers",
    });
    const covered = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-06-06",
      time: "13:00",
      homeTeam: "Covered City",
      status: "confirmed",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: covered.id,
      refereeId: league.referee.id,
      status: "confirmed",
    });
    await createGame(db, { organizationId: other.organization.id, date: "2099-06-06", homeTeam: "Elsewhere Athletic" });

    const html = await (
      await get("/assignor/calendar?view=week&date=2099-06-03", { cookie: league.assignorCookie })
    ).text();
    expect(html).toContain("May 31 – Jun 6, 2099");
    expect(html).toContain(`9:00 AM ${open.homeTeam} vs ${open.awayTeam}, ${open.venue}: Unassigned`);
    expect(html).toContain(`1:00 PM ${covered.homeTeam} vs ${covered.awayTeam}, ${covered.venue}: Confirmed`);
    expect(html).not.toContain("Elsewhere Athletic");
    expect(html).toContain('href="/assignor/calendar?view=week&amp;date=2099-05-27"');
    expect(html).toContain('href="/assignor/calendar?view=week&amp;date=2099-06-10"');
  });
});

describe("unfilled-game alerts", () => {
  async function runCron(now: Date) {
    const built = (await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> };
    const ctx = createExecutionContext();
    await built.default.scheduled!(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it("alerts each assignor once per game starting within 48 hours that still has open positions", async () => {
    const league = await createLeague();
    const secondAssignor = await createUser(db, { organizationId: league.organization.id, role: "assignor" });
    // The real clock: the cron also deletes expired sessions, and the test's sessions must survive it.
    const now = new Date();
    const tomorrow = addDays(todayIn("America/Los_Angeles", now), 1);
    const soon = await createGame(db, {
      organizationId: league.organization.id,
      date: tomorrow,
      time: "10:00",
      homeTeam: "Soon FC",
      positionType: "three_official",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: soon.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    const later = await createGame(db, {
      organizationId: league.organization.id,
      date: addDays(tomorrow, 3),
      time: "10:00",
      homeTeam: "Later FC",
    });
    const filled = await createGame(db, {
      organizationId: league.organization.id,
      date: tomorrow,
      time: "12:00",
      homeTeam: "Full FC",
      status: "assigned",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: filled.id,
      refereeId: league.referee.id,
      status: "pending",
    });

    await runCron(now);
    await runCron(new Date(now.getTime() + 5 * 60_000));

    const rows = await db.select().from(notifications).where(eq(notifications.organizationId, league.organization.id));
    expect(rows.map((row) => row.userId).sort()).toEqual([league.assignor.id, secondAssignor.id].sort());
    expect(
      rows.every((row) => row.message.includes("Soon FC") && row.message.includes("still needs 2 of 3 officials")),
    ).toBe(true);
    expect(rows.some((row) => row.message.includes(later.homeTeam) || row.message.includes(filled.homeTeam))).toBe(
      false,
    );
    expect(rows[0]).toMatchObject({
      title: "Game needs referees",
      priority: "high",
      actionLabel: "Assign referees",
      link: `/assignor/calendar?view=week&date=${tomorrow}&game=${soon.id}`,
    });

    // It shows in the assignor's Alerts dialog, with its action; the referee gets nothing.
    const alerts = (await (await get("/notifications", { cookie: league.assignorCookie })).json()) as {
      notifications: { title: string; link: string }[];
    };
    expect(alerts.notifications).toContainEqual(
      expect.objectContaining({ title: "Game needs referees", link: rows[0]!.link }),
    );
    expect(await db.select().from(notifications).where(eq(notifications.userId, league.referee.id))).toEqual([]);

    // Dismissed stays dismissed: a later run does not alert again.
    await post(
      "/notifications",
      { intent: "dismiss", id: rows.find((row) => row.userId === league.assignor.id)!.id },
      { cookie: league.assignorCookie },
    );
    await runCron(new Date(now.getTime() + 60 * 60_000));
    expect(await db.select().from(notifications).where(eq(notifications.userId, league.assignor.id))).toHaveLength(1);
  });
});

describe("members of an association", () => {
  it("pages the members (100 a page, counted over all) and reads the page's data in one round trip", async () => {
    const league = await createLeague();
    const referees = Array.from({ length: 150 }, (_, index) =>
      buildUser({ firstName: "Member", lastName: `Number ${String(index).padStart(3, "0")}` }),
    );
    await insertMany(db, users, referees);
    await insertMany(
      db,
      memberships,
      referees.map((referee) => ({
        id: crypto.randomUUID(),
        organizationId: league.organization.id,
        userId: referee.id,
        role: "referee",
      })),
    );
    for (const path of ["/assignor/organizations", "/assignor/organizations.data?page=2"]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status, path).toBe(200);
      // The session with its membership and organization is one round trip; the page's data one more.
      expectRoundTrips(path, response, 2);
    }
    const first = await (await get("/assignor/organizations", { cookie: league.assignorCookie })).text();
    expect(first).toContain("1 assignor and 151 referees");
    expect(first).toContain("Page 1 of 2");
    expect(first).not.toContain("Member Number 149");
    const last = await (await get("/assignor/organizations?page=5", { cookie: league.assignorCookie })).text();
    expect(last).toContain("Page 2 of 2");
    expect(last).toContain("Member Number 149");
  });

  it("adds a venue in at most three round trips in sequence", async () => {
    const league = await createLeague();
    // An action as the browser posts it (to the .data address; the page's loaders revalidate after).
    const added = await post(
      "/assignor/organizations.data",
      { intent: "venue-create", name: "Round Trip Park", address: "1 Latency Way" },
      { cookie: league.assignorCookie },
    );
    expect(added.status).toBe(200);
    expectRoundTrips("added", added, 3);
    const rows = await db.select().from(venues).where(eq(venues.organizationId, league.organization.id));
    expect(rows.map((venue) => venue.name)).toEqual(["Round Trip Park"]);
  });
});
