/**
 * A referee of two leagues (decision 0066): a live assignment with one league is a hard conflict for the
 * other — in the New Assignment dialog, the assign action, suggestions, auto-assign and its publishing,
 * approving a game request and the public API — named "Busy with another organization" and nothing more:
 * no team, venue, league or organization name, game id or time of the other league's game crosses over.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createAssignment,
  createGame,
  createGameRequest,
  createOrganization,
  createUser,
  createUserSettings,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import { activityLog, assignments, games, memberships, schedulingDraftItems, webhookDeliveries } from "~/db/schema";
import { api, apiKeyFor } from "./api-helpers";
import { cookieFor, d1TimingOf, db, expectRoundTrips, get, post } from "./helpers";

const BUSY = "Busy with another organization";
let leagueCounter = 0;

/** A league (organization, assignor) whose every name carries `secret`, so a leak is easy to find. */
async function league(secret: string, timeZone: string, travelBufferMinutes = 60) {
  const organization = await createOrganization(db, {
    name: `${secret} League ${++leagueCounter}`,
    timeZone,
    travelBufferMinutes,
  });
  const assignor = await createUser(db, { organizationId: organization.id, role: "assignor" });
  return { organization, assignor, cookie: await cookieFor(assignor.id) };
}

type League = Awaited<ReturnType<typeof league>>;

/** A game of the league with its teams, venue and competition named after the league's secret. */
function gameOf(of: League, secret: string, date: string, time: string) {
  return createGame(db, {
    organizationId: of.organization.id,
    homeTeam: `${secret} Hawks`,
    awayTeam: `${secret} Owls`,
    venue: `${secret} Stadium`,
    league: `${secret} Premier`,
    level: "amateur",
    date,
    time,
  });
}

/** A referee who belongs to both leagues. */
async function refereeOf(a: League, b: League, firstName = "Riley") {
  const referee = await createUser(db, {
    organizationId: a.organization.id,
    role: "referee",
    firstName,
    lastName: "Both",
    refereeLevel: 3,
  });
  await db
    .insert(memberships)
    .values({ id: newId(), organizationId: b.organization.id, userId: referee.id, role: "referee" });
  return referee;
}

/** Two leagues sharing a referee: A's game (10:00 in A's zone) holds them with `status`; B's game at `bTime`. */
async function scenario({
  aZone = "America/Los_Angeles",
  bZone = "America/Los_Angeles",
  aTime = "10:00",
  bTime = "10:30",
  status = "confirmed",
  buffer = 60,
  date = "2099-05-02",
  bDate = date,
}: {
  aZone?: string;
  bZone?: string;
  aTime?: string;
  bTime?: string;
  status?: string;
  buffer?: number;
  date?: string;
  bDate?: string;
} = {}) {
  const a = await league("Alphasecret", aZone);
  const b = await league("Bravo", bZone, buffer);
  const referee = await refereeOf(a, b);
  const aGame = await gameOf(a, "Alphasecret", date, aTime);
  const aAssignment = await createAssignment(db, {
    organizationId: a.organization.id,
    gameId: aGame.id,
    refereeId: referee.id,
    status,
  });
  const bGame = await gameOf(b, "Bravo", bDate, bTime);
  // Everything of A that B must never see.
  const secrets = [
    a.organization.name,
    "Alphasecret",
    aGame.id,
    aAssignment.id,
    a.organization.id,
    a.assignor.id,
    "America/New_York",
  ];
  return { a, b, referee, aGame, aAssignment, bGame, secrets };
}

function expectNoSecrets(body: string, secrets: readonly string[]) {
  for (const secret of secrets) expect(body, `leaks ${secret}`).not.toContain(secret);
}

interface Preview {
  referees: { id: string; conflicts: { code: string; severity: string; message: string }[] }[];
}

async function previewOf(b: League, gameId: string, refereeId: string) {
  const response = await get(`/assignor/assignments/options?gameId=${gameId}`, { cookie: b.cookie });
  expect(response.status).toBe(200);
  const text = await response.text();
  const body = JSON.parse(text) as Preview;
  return { response, text, conflicts: body.referees.find((row) => row.id === refereeId)?.conflicts ?? [] };
}

function assign(of: League, gameId: string, refereeId: string, extra: Record<string, string> = {}) {
  return post(
    "/assignor/assignments.data",
    { intent: "assign", gameId, refereeId, position: "referee", ...extra },
    { cookie: of.cookie },
  );
}

const busyConflict = [{ code: "other_organization", severity: "hard", message: BUSY }];

describe("a referee busy with another organization", () => {
  it("B's dialog lists them as busy, and none of A's names; assigning is refused, override or not", async () => {
    const { b, referee, bGame, secrets } = await scenario();
    const preview = await previewOf(b, bGame.id, referee.id);
    expect(preview.conflicts).toEqual(busyConflict);
    expectRoundTrips("preview", preview.response, 2);
    expectNoSecrets(preview.text, secrets);

    const refused = await assign(b, bGame.id, referee.id);
    expect(refused.status).toBe(409);
    expectRoundTrips("assign", refused, 3);
    const text = await refused.text();
    expect(text).toContain(`Riley Both cannot take this game: ${BUSY}.`);
    expectNoSecrets(text, secrets);
    const overridden = await assign(b, bGame.id, referee.id, { overrideReason: "They told me they are free" });
    expect(overridden.status).toBe(409);
    expect(await overridden.text()).toContain(BUSY);

    // Nothing was written in B: no assignment, no log entry, no webhook.
    expect(await db.select().from(assignments).where(eq(assignments.gameId, bGame.id))).toEqual([]);
    expect(await db.select().from(activityLog).where(eq(activityLog.organizationId, b.organization.id))).toEqual([]);
    expect(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.organizationId, b.organization.id)),
    ).toEqual([]);

    // B's pages about its game and its referee: none of A's names either.
    for (const path of ["/assignor/games", "/assignor/assignments", `/assignor/referees/${referee.id}`]) {
      const page = await get(path, { cookie: b.cookie });
      expect(page.status, path).toBe(200);
      expectNoSecrets(await page.text(), secrets);
    }
  });

  it("works the other way round: B's pending offer blocks A", async () => {
    const a = await league("Alphasecret", "America/Los_Angeles");
    const b = await league("Bravosecret", "America/Los_Angeles");
    const referee = await refereeOf(a, b, "Sam");
    const bGame = await gameOf(b, "Bravosecret", "2099-05-09", "10:30");
    await createAssignment(db, { organizationId: b.organization.id, gameId: bGame.id, refereeId: referee.id });
    const aGame = await gameOf(a, "Alphasecret", "2099-05-09", "10:00");
    const preview = await previewOf(a, aGame.id, referee.id);
    expect(preview.conflicts).toEqual(busyConflict);
    expectNoSecrets(preview.text, ["Bravosecret", bGame.id, b.organization.id]);
    const refused = await assign(a, aGame.id, referee.id);
    expect(refused.status).toBe(409);
    const text = await refused.text();
    expect(text).toContain(BUSY);
    expectNoSecrets(text, ["Bravosecret", bGame.id]);
  });

  it("counts the travel buffer whatever the venue; outside it nothing is found", async () => {
    // A's game runs 10:00 to 12:00; B's buffer is 60 minutes.
    const near = await scenario({ bTime: "12:30" });
    expect((await previewOf(near.b, near.bGame.id, near.referee.id)).conflicts).toEqual(busyConflict);
    const before = await scenario({ bTime: "08:30" }); // B ends 10:30 (amateur, 120 minutes): overlaps
    expect((await previewOf(before.b, before.bGame.id, before.referee.id)).conflicts).toEqual(busyConflict);
    const clear = await scenario({ bTime: "13:00" });
    expect((await previewOf(clear.b, clear.bGame.id, clear.referee.id)).conflicts).toEqual([]);
    expect((await assign(clear.b, clear.bGame.id, clear.referee.id)).status).toBe(200);
  });

  it("declined or withdrawn (cancelled) assignments and cancelled games do not block", async () => {
    for (const status of ["declined", "cancelled"]) {
      const { b, referee, bGame } = await scenario({ status });
      expect((await previewOf(b, bGame.id, referee.id)).conflicts, status).toEqual([]);
    }
    const { b, referee, aGame, bGame } = await scenario();
    await db.update(games).set({ status: "cancelled" }).where(eq(games.id, aGame.id));
    expect((await previewOf(b, bGame.id, referee.id)).conflicts).toEqual([]);
  });

  it("compares the leagues' games as real instants across time zones", async () => {
    // 13:00 in New York is 10:00 in Los Angeles.
    const overlapping = await scenario({ aZone: "America/New_York", aTime: "13:00" });
    expect((await previewOf(overlapping.b, overlapping.bGame.id, overlapping.referee.id)).conflicts).toEqual(
      busyConflict,
    );
    // 10:00 in New York is 07:00 in Los Angeles: over by 09:00, 90 minutes before B's 10:30.
    const early = await scenario({ aZone: "America/New_York", aTime: "10:00" });
    expect((await previewOf(early.b, early.bGame.id, early.referee.id)).conflicts).toEqual([]);
    // And from New York's side: B's 10:30 in Los Angeles is 13:30 in New York.
    const a = await league("Alphasecret", "America/New_York");
    const b = await league("Bravosecret", "America/Los_Angeles");
    const referee = await refereeOf(a, b, "Kim");
    const bGame = await gameOf(b, "Bravosecret", "2099-05-16", "10:30");
    await createAssignment(db, {
      organizationId: b.organization.id,
      gameId: bGame.id,
      refereeId: referee.id,
      status: "confirmed",
    });
    const aGame = await gameOf(a, "Alphasecret", "2099-05-16", "14:00");
    expect((await previewOf(a, aGame.id, referee.id)).conflicts).toEqual(busyConflict);
  });

  it("reads far enough around the date for the widest time-zone gap (the SQL window agrees with the rule)", async () => {
    // B at 23:59 in Pago Pago (UTC-11) is 00:59 two days later in Kiritimati (UTC+14), where A's game is.
    const { b, referee, bGame } = await scenario({
      aZone: "Pacific/Kiritimati",
      bZone: "Pacific/Pago_Pago",
      date: "2099-05-04",
      aTime: "00:30",
      bDate: "2099-05-02",
      bTime: "23:59",
    });
    expect((await previewOf(b, bGame.id, referee.id)).conflicts).toEqual(busyConflict);
  });

  it("is worded in the assignor's language", async () => {
    const expected = {
      es: "Ocupado con otra organización",
      fr: "Occupé par une autre organisation",
      de: "Bei einer anderen Organisation im Einsatz",
    };
    for (const [language, message] of Object.entries(expected)) {
      const { b, referee, bGame } = await scenario();
      await createUserSettings(db, { userId: b.assignor.id, language });
      expect((await previewOf(b, bGame.id, referee.id)).conflicts.map((conflict) => conflict.message)).toEqual([
        message,
      ]);
    }
  });
});

describe("suggestions, auto-assign and publishing skip a referee busy elsewhere", () => {
  it("suggests the free referee only, and says why the other is left out", async () => {
    const { b, referee, bGame, secrets } = await scenario({ date: "2099-06-06" });
    const free = await createUser(db, { organizationId: b.organization.id, role: "referee", refereeLevel: 1 });
    const response = await get(`/assignor/games/${bGame.id}/suggestions?position=referee`, { cookie: b.cookie });
    expect(response.status).toBe(200);
    expect(d1TimingOf(response)!.sequential).toBeLessThanOrEqual(4);
    const text = await response.text();
    expectNoSecrets(text, secrets);
    const body = JSON.parse(text) as {
      suggestions: { refereeId: string }[];
      leftOut: { refereeId: string; conflicts: { severity: string; message: string }[] }[];
    };
    expect(body.suggestions.map((row) => row.refereeId)).toEqual([free.id]);
    expect(body.leftOut).toEqual([
      { refereeId: referee.id, name: "Riley Both", conflicts: [{ severity: "hard", message: BUSY }] },
    ]);
  });

  it("auto-assign proposes someone else, and a draft made before A's booking is not sent to them", async () => {
    const { b, bGame, secrets } = await scenario({ date: "2099-06-13" });
    const draft = await post(
      "/assignor/auto-assign",
      { intent: "create", from: "2099-06-13", to: "2099-06-13" },
      { cookie: b.cookie },
    );
    expect(draft.status).toBe(302);
    const draftId = draft.headers.get("Location")!.split("/").pop()!;
    const [item] = await db.select().from(schedulingDraftItems).where(eq(schedulingDraftItems.draftId, draftId));
    expect(item).toMatchObject({ gameId: bGame.id, refereeId: null });
    const page = await (await get(`/assignor/auto-assign/${draftId}`, { cookie: b.cookie })).text();
    expect(page).toContain("1 busy with another organization");
    expectNoSecrets(page, secrets);

    // A draft proposing the referee while free; then A books them at that hour; B publishes: not sent.
    const later = await scenario({ date: "2099-06-20", status: "declined" });
    const made = await post(
      "/assignor/auto-assign",
      { intent: "create", from: "2099-06-20", to: "2099-06-20" },
      { cookie: later.b.cookie },
    );
    const laterDraft = made.headers.get("Location")!.split("/").pop()!;
    const [proposed] = await db.select().from(schedulingDraftItems).where(eq(schedulingDraftItems.draftId, laterDraft));
    expect(proposed).toMatchObject({ gameId: later.bGame.id, refereeId: later.referee.id });
    await db.update(assignments).set({ status: "confirmed" }).where(eq(assignments.id, later.aAssignment.id));
    const published = await post(
      `/assignor/auto-assign/${laterDraft}`,
      { intent: "publish" },
      { cookie: later.b.cookie },
    );
    expect(published.status).toBe(200);
    const html = await published.text();
    expect(html).toContain(BUSY);
    expectNoSecrets(html, later.secrets);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, later.bGame.id))).toEqual([]);
  });
});

describe("the referee's own open games", () => {
  it("leave out another league's game that clashes with one of theirs, and asking for it is refused", async () => {
    const date = "2099-06-07";
    const { b, referee, bGame } = await scenario({ date });
    const free = await gameOf(b, "Bravo", date, "18:00");
    const cookie = await cookieFor(referee.id);

    const page = await get("/referee/open-games", { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(free.id);
    expect(html).not.toContain(bGame.id);
    expectRoundTrips("open games", page, 2);

    const asked = await post(
      "/referee/open-games.data",
      { intent: "request", gameId: bGame.id, position: "referee", organizationId: b.organization.id },
      { cookie },
    );
    expect(asked.status).toBe(409);
    expect(await asked.text()).toContain(`You cannot request this game: ${BUSY}.`);
    expectRoundTrips("refused request", asked, 3);

    // In the referee's language, the whole sentence.
    await createUserSettings(db, { userId: referee.id, language: "es" });
    const inSpanish = await post(
      "/referee/open-games.data",
      { intent: "request", gameId: bGame.id, position: "referee", organizationId: b.organization.id },
      { cookie },
    );
    expect(await inSpanish.text()).toContain("No puedes solicitar este partido: Ocupado con otra organización.");
  });
});

describe("approving a game request and the API refuse the same way", () => {
  it("approving the referee's request for B's game is refused, naming the conflict", async () => {
    const { b, referee, bGame, secrets } = await scenario({ date: "2099-07-04" });
    const request = await createGameRequest(db, {
      organizationId: b.organization.id,
      gameId: bGame.id,
      refereeId: referee.id,
    });
    const response = await post(
      "/assignor/game-requests",
      { intent: "approve", requestId: request.id },
      { cookie: b.cookie },
    );
    expect(response.status).toBe(409);
    const text = await response.text();
    expect(text).toContain(BUSY);
    expectNoSecrets(text, secrets);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, bGame.id))).toEqual([]);
  });

  it("POST /api/v1/assignments answers 409 problem+json naming the conflict, in English", async () => {
    const { b, referee, bGame, secrets } = await scenario({ date: "2099-07-11" });
    await createUserSettings(db, { userId: b.assignor.id, language: "de" });
    const { secret } = await apiKeyFor(b.organization.id, b.assignor.id, "write");
    const response = await api("POST", "/api/v1/assignments", {
      key: secret,
      json: { gameId: bGame.id, refereeId: referee.id, overrideReason: "Trust me" },
      headers: { "Accept-Language": "de" },
    });
    expect(response.status).toBe(409);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    const text = await response.text();
    expectNoSecrets(text, secrets);
    const body = JSON.parse(text) as { detail: string; conflicts: unknown[]; type: string };
    expect(body.type).toMatch(/hard-conflict$/);
    expect(body.detail).toContain(BUSY);
    expect(body.conflicts).toEqual(busyConflict);
    expect(
      await db
        .select()
        .from(assignments)
        .where(and(eq(assignments.gameId, bGame.id), eq(assignments.refereeId, referee.id))),
    ).toEqual([]);
  });
});
