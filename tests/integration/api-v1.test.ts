/**
 * The public API through the built Worker: authentication, scopes, organization isolation, each
 * endpoint's success and error paths, ETag / If-Match, Idempotency-Key and the rate limit.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createAssignment,
  createAvailabilityBlock,
  createCertification,
  createGame,
  createUser,
} from "~/demo/factories";
import {
  activityLog,
  apiAccessTokens,
  apiIdempotencyKeys,
  apiKeys,
  assignments,
  games,
  memberships,
  notifications,
} from "~/db/schema";
import {
  ApiAssignmentCreatedSchema,
  ApiAssignmentSchema,
  ApiAvailabilitySchema,
  ApiGameSchema,
  ApiImportResultSchema,
  ApiProblemSchema,
  ApiRefereeSchema,
  page,
} from "~/domain/api-schemas";
import { createApiKey, issueAccessToken, revokeApiKey } from "~/server/api-keys.server";
import { IDEMPOTENCY_LEASE_MS } from "~/server/api/http.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { sha256Hex } from "~/server/session.server";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, d1TimingOf, db } from "./helpers";

let league: Awaited<ReturnType<typeof createLeague>>;
let other: Awaited<ReturnType<typeof createLeague>>;
let writeKey: string;
let readKey: string;
let otherKey: string;

beforeAll(async () => {
  league = await createLeague("Api Valley League");
  other = await createLeague("Api Other League");
  writeKey = (await apiKeyFor(league.organization.id, league.assignor.id, "write")).secret;
  readKey = (await apiKeyFor(league.organization.id, league.assignor.id, "read")).secret;
  otherKey = (await apiKeyFor(other.organization.id, other.assignor.id, "write")).secret;
});

async function expectProblem(response: Response, status: number, slug?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as {
    type: string;
    status: number;
    errors?: { pointer: string; detail: string }[];
    conflicts?: { code: string }[];
  };
  expect(v.is(ApiProblemSchema, body)).toBe(true);
  expect(body.status).toBe(status);
  if (slug) expect(body.type).toBe(`/api/reference#problem-${slug}`);
  return body;
}

const newGame = (overrides: Record<string, unknown> = {}) => ({
  homeTeam: `Home ${crypto.randomUUID().slice(0, 8)}`,
  awayTeam: "Visitors FC",
  date: "2026-12-12",
  time: "14:30",
  venue: "Memorial Park Field 2",
  level: "youth",
  feeCents: 4500,
  ...overrides,
});

describe("the OpenAPI document", () => {
  it("is served at /api/v1/openapi.json without a key, readable cross-origin, unlike the data", async () => {
    const response = await api("GET", "/api/v1/openapi.json", { headers: { Origin: "https://editor.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toContain("/api/v1/games");

    const data = await api("GET", "/api/v1/games", { headers: { Origin: "https://editor.example" } });
    expect(data.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("authentication", () => {
  it("refuses a request without a key, with a Bearer challenge", async () => {
    const response = await api("GET", "/api/v1/games");
    await expectProblem(response, 401, "unauthorized");
    expect(response.headers.get("WWW-Authenticate")).toContain("Bearer");
  });

  it("ignores a signed-in assignor's session cookie", async () => {
    const response = await api("GET", "/api/v1/games", { headers: { Cookie: league.assignorCookie } });
    await expectProblem(response, 401);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses an unknown key", async () => {
    await expectProblem(await api("GET", "/api/v1/games", { key: "whk_notarealkeyatall" }), 401);
  });

  it("checks the key before the query: an invalid query is 401 with an unknown key, 422 with a known one", async () => {
    await expectProblem(await api("GET", "/api/v1/games?limit=none", { key: "whk_notarealkeyatall" }), 401);
    await expectProblem(await api("GET", "/api/v1/games?limit=none", { key: readKey }), 422, "validation");
  });

  it("reads a list with its caller in one round trip, and only the key's organization's rows", async () => {
    const own = await createLeague("Api One Trip League");
    await createGame(db, { organizationId: other.organization.id, date: "2027-03-01", homeTeam: "Elsewhere" });
    await createGame(db, { organizationId: own.organization.id, date: "2027-03-01", homeTeam: "Round Trip" });
    const { secret } = await apiKeyFor(own.organization.id, own.assignor.id, "read", "One trip");
    // The first request also writes the key's "last used" (once a minute); the next one only reads.
    await api("GET", "/api/v1/referees", { key: secret });
    const ownGameIds = new Set(
      (await db.select({ id: games.id }).from(games).where(eq(games.organizationId, own.organization.id))).map(
        (game) => game.id,
      ),
    );
    const ownRefereeIds = new Set(
      (
        await db
          .select({ id: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.organizationId, own.organization.id), eq(memberships.role, "referee")))
      ).map((member) => member.id),
    );
    for (const [path, ownIds] of [
      ["/api/v1/games?limit=200", ownGameIds],
      ["/api/v1/referees?limit=200", ownRefereeIds],
    ] as const) {
      const response = await api("GET", path, { key: secret });
      expect(response.status, path).toBe(200);
      expect(d1TimingOf(response), path).toMatchObject({ queries: 2, roundTrips: 1, sequential: 1 });
      const ids = ((await response.json()) as { data: { id: string }[] }).data.map((row) => row.id);
      expect(ids.length, path).toBe(ownIds.size);
      expect(
        ids.every((id) => ownIds.has(id)),
        path,
      ).toBe(true);
    }
  });

  it("refuses a revoked key at once", async () => {
    const { secret, id } = await apiKeyFor(league.organization.id, league.assignor.id, "read", "Soon revoked");
    expect((await api("GET", "/api/v1/referees", { key: secret })).status).toBe(200);
    await revokeApiKey(db, { organizationId: league.organization.id, actorId: league.assignor.id, keyId: id });
    const body = await expectProblem(await api("GET", "/api/v1/referees", { key: secret }), 401);
    expect(JSON.stringify(body)).toContain("revoked");
  });

  it("records when a key was last used", async () => {
    const { secret, id } = await apiKeyFor(league.organization.id, league.assignor.id, "read", "Usage");
    await api("GET", "/api/v1/referees", { key: secret });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });

  it("lets a read key read but not write", async () => {
    expect((await api("GET", "/api/v1/games", { key: readKey })).status).toBe(200);
    const response = await api("POST", "/api/v1/games", { key: readKey, json: newGame() });
    await expectProblem(response, 403, "insufficient-scope");
    expect(await db.select().from(games).where(eq(games.organizationId, league.organization.id))).toHaveLength(0);
  });

  it("answers an unknown API path with a problem, not the HTML page", async () => {
    await expectProblem(await api("GET", "/api/v1/nothing-here", { key: readKey }), 404, "not-found");
  });

  it("answers 405 with Allow for a method the path does not have", async () => {
    const response = await api("DELETE", "/api/v1/referees", { key: writeKey });
    await expectProblem(response, 405);
    expect(response.headers.get("Allow")).toContain("GET");
  });

  it("accepts a cross-site POST, since it carries its own credential", async () => {
    const response = await api("POST", "/api/v1/games", {
      key: writeKey,
      json: newGame(),
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(201);
  });
});

describe("games", () => {
  it("creates a game with the form's rules, then reads it with an ETag", async () => {
    const response = await api("POST", "/api/v1/games", { key: writeKey, json: newGame({ homeTeam: "Api Rovers" }) });
    expect(response.status).toBe(201);
    const game = v.parse(ApiGameSchema, await response.json());
    expect(response.headers.get("Location")).toBe(`/api/v1/games/${game.id}`);
    expect(game).toMatchObject({
      homeTeam: "Api Rovers",
      status: "pending",
      feeCents: 4500,
      currency: "USD",
      startsAt: "2026-12-12T14:30:00-08:00",
      timeZone: "America/Los_Angeles",
    });

    const read = await api("GET", `/api/v1/games/${game.id}`, { key: readKey });
    expect(read.status).toBe(200);
    const etag = read.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    expect(await read.json()).toEqual(game);
    const notModified = await api("GET", `/api/v1/games/${game.id}`, {
      key: readKey,
      headers: { "If-None-Match": etag! },
    });
    expect(notModified.status).toBe(304);

    const [activity] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, game.id), eq(activityLog.action, "game.created")));
    expect(activity!.actorId).toBe(league.assignor.id);
  });

  it("refuses invalid input with every field's pointer, and unknown fields", async () => {
    const response = await api("POST", "/api/v1/games", {
      key: writeKey,
      json: {
        homeTeam: "Same",
        awayTeam: "same",
        date: "2026-02-30",
        time: "25:00",
        venue: "",
        level: "elite",
        feeCents: -1,
        colour: "red",
      },
    });
    const body = await expectProblem(response, 422, "validation");
    const pointers = body.errors!.map((error) => error.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/date", "/time", "/venue", "/level", "/feeCents", "/colour"]));
    expect(body.errors!.find((error) => error.pointer === "/colour")!.detail).toBe('Unknown field "colour"');
  });

  it("reports a team playing itself on the away team", async () => {
    const body = await expectProblem(
      await api("POST", "/api/v1/games", {
        key: writeKey,
        json: newGame({ homeTeam: "Lone FC", awayTeam: "lone fc" }),
      }),
      422,
    );
    expect(body.errors).toEqual([{ pointer: "/awayTeam", detail: "A team cannot play itself" }]);
  });

  it("refuses a body that is not JSON", async () => {
    await expectProblem(
      await api("POST", "/api/v1/games", {
        key: writeKey,
        body: "{nope",
        headers: { "Content-Type": "application/json" },
      }),
      400,
      "malformed-json",
    );
    await expectProblem(
      await api("POST", "/api/v1/games", {
        key: writeKey,
        body: "a=b",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      415,
    );
  });

  it("answers 409 for the same teams at the same date and time", async () => {
    const game = newGame();
    expect((await api("POST", "/api/v1/games", { key: writeKey, json: game })).status).toBe(201);
    await expectProblem(await api("POST", "/api/v1/games", { key: writeKey, json: game }), 409, "duplicate-game");
  });

  it("lists games filtered and paged with a cursor", async () => {
    const own = await createLeague("Api Paging League");
    const key = (await apiKeyFor(own.organization.id, own.assignor.id, "read")).secret;
    for (const [index, date] of ["2027-01-03", "2027-01-01", "2027-01-02", "2027-02-01"].entries()) {
      await createGame(db, {
        organizationId: own.organization.id,
        date,
        homeTeam: `Team ${index}`,
        venue: index === 3 ? "North Field" : "South Field",
        level: index === 0 ? "amateur" : "youth",
      });
    }
    const first = await api("GET", "/api/v1/games?from=2027-01-01&to=2027-01-31&limit=2", { key });
    const firstPage = v.parse(page(ApiGameSchema), await first.json());
    expect(firstPage.data.map((game) => game.date)).toEqual(["2027-01-01", "2027-01-02"]);
    expect(firstPage.nextCursor).toEqual(expect.any(String));
    const second = v.parse(
      page(ApiGameSchema),
      await (
        await api("GET", `/api/v1/games?from=2027-01-01&to=2027-01-31&limit=2&cursor=${firstPage.nextCursor}`, { key })
      ).json(),
    );
    expect(second.data.map((game) => game.date)).toEqual(["2027-01-03"]);
    expect(second.nextCursor).toBeNull();

    const north = v.parse(page(ApiGameSchema), await (await api("GET", "/api/v1/games?venue=north", { key })).json());
    expect(north.data.map((game) => game.venue)).toEqual(["North Field"]);
    const amateur = v.parse(
      page(ApiGameSchema),
      await (await api("GET", "/api/v1/games?level=amateur&status=pending", { key })).json(),
    );
    expect(amateur.data.map((game) => game.date)).toEqual(["2027-01-03"]);

    const bad = await expectProblem(await api("GET", "/api/v1/games?status=lost&sort=date&cursor=zzz", { key }), 422);
    expect(bad.errors!.map((error) => error.pointer)).toEqual(
      expect.arrayContaining(["#/query/status", "#/query/sort"]),
    );
  });

  it("updates a game with If-Match, and refuses a stale ETag with 412", async () => {
    const created = v.parse(
      ApiGameSchema,
      await (await api("POST", "/api/v1/games", { key: writeKey, json: newGame() })).json(),
    );
    const read = await api("GET", `/api/v1/games/${created.id}`, { key: writeKey });
    const etag = read.headers.get("ETag")!;

    const patched = await api("PATCH", `/api/v1/games/${created.id}`, {
      key: writeKey,
      json: { venue: "Kezar Stadium", feeCents: 5000 },
      headers: { "If-Match": etag },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ venue: "Kezar Stadium", feeCents: 5000, homeTeam: created.homeTeam });
    expect(patched.headers.get("ETag")).not.toBe(etag);

    const stale = await api("PATCH", `/api/v1/games/${created.id}`, {
      key: writeKey,
      json: { venue: "Somewhere else" },
      headers: { "If-Match": etag },
    });
    await expectProblem(stale, 412, "precondition-failed");
    const [row] = await db.select().from(games).where(eq(games.id, created.id));
    expect(row!.venue).toBe("Kezar Stadium");
  });

  it("refuses an invalid patch and keeps the game", async () => {
    const created = v.parse(
      ApiGameSchema,
      await (await api("POST", "/api/v1/games", { key: writeKey, json: newGame() })).json(),
    );
    const body = await expectProblem(
      await api("PATCH", `/api/v1/games/${created.id}`, { key: writeKey, json: { awayTeam: created.homeTeam } }),
      422,
    );
    expect(body.errors![0]!.pointer).toBe("/awayTeam");
    await expectProblem(
      await api("PATCH", `/api/v1/games/${created.id}`, { key: writeKey, json: { status: "completed" } }),
      422,
    );
  });

  it("cancels a game through PATCH with a reason, telling assigned referees", async () => {
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2026-12-20",
      homeTeam: "Cancel City",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "confirmed",
    });
    await expectProblem(
      await api("PATCH", `/api/v1/games/${game.id}`, { key: writeKey, json: { status: "cancelled" } }),
      422,
    );
    const response = await api("PATCH", `/api/v1/games/${game.id}`, {
      key: writeKey,
      json: { status: "cancelled", cancelReason: "Field flooded" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "cancelled", cancelReason: "Field flooded" });
    const [assignment] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(assignment!.status).toBe("cancelled");
    await expectProblem(
      await api("PATCH", `/api/v1/games/${game.id}`, {
        key: writeKey,
        json: { status: "cancelled", cancelReason: "Again" },
      }),
      409,
    );
  });

  it("deletes a game without history, and refuses one with assignments (409)", async () => {
    const fresh = v.parse(
      ApiGameSchema,
      await (await api("POST", "/api/v1/games", { key: writeKey, json: newGame() })).json(),
    );
    expect((await api("DELETE", `/api/v1/games/${fresh.id}`, { key: writeKey })).status).toBe(204);
    await expectProblem(await api("GET", `/api/v1/games/${fresh.id}`, { key: writeKey }), 404);

    const used = await createGame(db, {
      organizationId: league.organization.id,
      date: "2026-12-21",
      homeTeam: "History FC",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: used.id,
      refereeId: league.referee.id,
      status: "declined",
    });
    await expectProblem(await api("DELETE", `/api/v1/games/${used.id}`, { key: writeKey }), 409, "game-has-history");
  });

  it("refuses to delete a game changed since it was read (412), and deletes it with the current ETag", async () => {
    const created = v.parse(
      ApiGameSchema,
      await (await api("POST", "/api/v1/games", { key: writeKey, json: newGame() })).json(),
    );
    const stale = (await api("GET", `/api/v1/games/${created.id}`, { key: writeKey })).headers.get("ETag")!;
    // Someone else moves the game after our read.
    const moved = await api("PATCH", `/api/v1/games/${created.id}`, { key: writeKey, json: { time: "16:00" } });
    const current = moved.headers.get("ETag")!;
    expect(current).not.toBe(stale);

    const refused = await api("DELETE", `/api/v1/games/${created.id}`, {
      key: writeKey,
      headers: { "If-Match": stale },
    });
    await expectProblem(refused, 412, "precondition-failed");
    expect(refused.headers.get("ETag")).toBe(current);
    expect(await db.select().from(games).where(eq(games.id, created.id))).toHaveLength(1);

    expect(
      (await api("DELETE", `/api/v1/games/${created.id}`, { key: writeKey, headers: { "If-Match": current } })).status,
    ).toBe(204);
    expect(await db.select().from(games).where(eq(games.id, created.id))).toEqual([]);
  });

  it("imports a CSV body with the import screen's rules", async () => {
    const csv = [
      "Date,Time,Home Team,Away Team,Venue,Level,Fee",
      "2027-03-01,10:00,Csv United,Csv Rovers,Park 1,Youth,40",
      "2027-03-02,2:30 PM,Csv City,Csv Town,Park 2,Semi Pro,90",
      "2027-02-30,10:00,Bad Date,Other,Park 3,Youth,40",
    ].join("\n");
    const response = await api("POST", "/api/v1/games/import", {
      key: writeKey,
      body: csv,
      headers: { "Content-Type": "text/csv" },
    });
    expect(response.status).toBe(200);
    const result = v.parse(ApiImportResultSchema, await response.json());
    expect(result).toMatchObject({ imported: 2, skipped: 0 });
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]!.line).toBe(4);
    // The API's import is the screen's: the key's creator finds the result in their Alerts.
    const alerts = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, league.assignor.id), eq(notifications.title, "Import finished")));
    expect(alerts.map((alert) => alert.message)).toEqual(["api-import.csv: 2 games added, 1 row rejected."]);
    const again = v.parse(
      ApiImportResultSchema,
      await (
        await api("POST", "/api/v1/games/import", { key: writeKey, body: csv, headers: { "Content-Type": "text/csv" } })
      ).json(),
    );
    expect(again).toMatchObject({ imported: 0, skipped: 2 });

    await expectProblem(
      await api("POST", "/api/v1/games/import", {
        key: writeKey,
        body: csv,
        headers: { "Content-Type": "application/json" },
      }),
      415,
    );
    await expectProblem(
      await api("POST", "/api/v1/games/import", {
        key: writeKey,
        body: "just,a,header\n",
        headers: { "Content-Type": "text/csv" },
      }),
      422,
      "import-failed",
    );
    await expectProblem(
      await api("POST", "/api/v1/games/import", { key: readKey, body: csv, headers: { "Content-Type": "text/csv" } }),
      403,
    );
  });
});

describe("organization isolation", () => {
  it("answers 404 to another organization's key, never the data", async () => {
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2026-12-22",
      homeTeam: "Private Secret XI",
    });
    const assignment = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "pending",
    });
    for (const [method, path, json] of [
      ["GET", `/api/v1/games/${game.id}`],
      ["PATCH", `/api/v1/games/${game.id}`, { venue: "Stolen" }],
      ["DELETE", `/api/v1/games/${game.id}`],
      ["GET", `/api/v1/referees/${league.referee.id}`],
      ["GET", `/api/v1/availability/${league.referee.id}`],
      ["GET", `/api/v1/assignments/${assignment.id}`],
      ["PUT", `/api/v1/assignments/${assignment.id}`, { status: "cancelled" }],
    ] as const) {
      const response = await api(method, path, { key: otherKey, json });
      const text = await response.clone().text();
      await expectProblem(response, 404, "not-found");
      expect(text).not.toContain("Private Secret XI");
    }
    const lists = (
      await Promise.all(
        ["/api/v1/games", "/api/v1/referees", "/api/v1/assignments"].map(async (path) =>
          (await api("GET", path, { key: otherKey })).text(),
        ),
      )
    ).join();
    expect(lists).not.toContain("Private Secret XI");
    expect(lists).not.toContain(league.referee.email);

    const assign = await api("POST", "/api/v1/assignments", {
      key: otherKey,
      json: { gameId: game.id, refereeId: league.referee.id },
    });
    const body = await expectProblem(assign, 422);
    expect(body.errors![0]!.pointer).toBe("/gameId");
    const [row] = await db.select().from(games).where(eq(games.id, game.id));
    expect(row!.venue).not.toBe("Stolen");
    expect((await db.select().from(assignments).where(eq(assignments.id, assignment.id)))[0]!.status).toBe("pending");
  });
});

describe("referees and availability", () => {
  it("lists the organization's referees and reads one with certifications", async () => {
    const own = await createLeague("Api Referee League");
    const key = (await apiKeyFor(own.organization.id, own.assignor.id, "read")).secret;
    const second = await createUser(db, {
      organizationId: own.organization.id,
      role: "referee",
      firstName: "Zed",
      lastName: "Aardvark",
    });
    await createCertification(db, { userId: second.id, name: "USSF Grade 8" });
    const list = v.parse(page(ApiRefereeSchema), await (await api("GET", "/api/v1/referees?limit=1", { key })).json());
    expect(list.data.map((referee) => referee.id)).toEqual([second.id]);
    const rest = v.parse(
      page(ApiRefereeSchema),
      await (await api("GET", `/api/v1/referees?cursor=${list.nextCursor}`, { key })).json(),
    );
    expect(rest.data.map((referee) => referee.id)).toEqual([own.referee.id]);
    expect(rest.data.map((referee) => referee.id)).not.toContain(own.assignor.id);

    const one = await api("GET", `/api/v1/referees/${second.id}`, { key });
    expect(one.headers.get("ETag")).toBeTruthy();
    expect(v.parse(ApiRefereeSchema, await one.json()).certifications).toEqual([
      expect.objectContaining({ name: "USSF Grade 8" }),
    ]);
    await expectProblem(await api("GET", `/api/v1/referees/${own.assignor.id}`, { key }), 404);
  });

  it("reads a referee's availability in a date range", async () => {
    await createAvailabilityBlock(db, { userId: league.referee.id, date: "2026-12-24", kind: "full_day" });
    await createAvailabilityBlock(db, { userId: league.referee.id, date: "2027-06-01", kind: "full_day" });
    const response = await api("GET", `/api/v1/availability/${league.referee.id}?from=2026-12-01&to=2026-12-31`, {
      key: readKey,
    });
    expect(response.status).toBe(200);
    const availability = v.parse(ApiAvailabilitySchema, await response.json());
    expect(availability).toMatchObject({
      refereeId: league.referee.id,
      from: "2026-12-01",
      to: "2026-12-31",
      timeZone: "America/Los_Angeles",
    });
    expect(availability.blocks.map((block) => block.date)).toEqual(["2026-12-24"]);
    await expectProblem(
      await api("GET", `/api/v1/availability/${league.referee.id}?from=2026-12-31&to=2026-12-01`, { key: readKey }),
      422,
    );
  });
});

describe("assignments", () => {
  it("assigns through the screens' conflict checks: hard 409, soft needs a reason, then 201", async () => {
    const own = await createLeague("Api Assign League");
    const key = (await apiKeyFor(own.organization.id, own.assignor.id, "write")).secret;
    const blocked = await createGame(db, { organizationId: own.organization.id, date: "2026-12-05" });
    await createAvailabilityBlock(db, { userId: own.referee.id, date: "2026-12-05", kind: "full_day" });
    const hard = await expectProblem(
      await api("POST", "/api/v1/assignments", { key, json: { gameId: blocked.id, refereeId: own.referee.id } }),
      409,
      "hard-conflict",
    );
    expect(hard.conflicts![0]!.code).toBe("availability_blocked");

    const rookie = await createUser(db, { organizationId: own.organization.id, role: "referee", refereeLevel: 1 });
    const semiPro = await createGame(db, {
      organizationId: own.organization.id,
      date: "2026-12-06",
      level: "semi-pro",
    });
    const soft = await expectProblem(
      await api("POST", "/api/v1/assignments", { key, json: { gameId: semiPro.id, refereeId: rookie.id } }),
      409,
      "override-required",
    );
    expect(soft.conflicts!.length).toBeGreaterThan(0);

    const created = await api("POST", "/api/v1/assignments", {
      key,
      json: { gameId: semiPro.id, refereeId: rookie.id, position: "referee", overrideReason: "Only one available" },
    });
    expect(created.status).toBe(201);
    const assignment = v.parse(ApiAssignmentCreatedSchema, await created.json());
    expect(assignment).toMatchObject({
      status: "pending",
      position: "referee",
      game: { id: semiPro.id },
      referee: { id: rookie.id },
    });
    expect(assignment.warnings.length).toBeGreaterThan(0);
    // The override is the assignor's record, a field of its own: the notes (the referee's) stay empty.
    expect(assignment.override).toEqual({
      reason: "Only one available",
      conflicts: assignment.warnings.map((warning) => warning.message),
    });
    expect(assignment.notes).toBeNull();
    const [row] = await db.select().from(assignments).where(eq(assignments.id, assignment.id));
    expect(row).toMatchObject({ notes: null, overrideReason: "Only one available" });

    await expectProblem(
      await api("POST", "/api/v1/assignments", {
        key,
        json: { gameId: semiPro.id, refereeId: rookie.id, position: "referee", overrideReason: "x" },
      }),
      409,
      "already-on-game",
    );
    const wrong = await expectProblem(
      await api("POST", "/api/v1/assignments", {
        key,
        json: { gameId: semiPro.id, refereeId: rookie.id, position: "fourth_official" },
      }),
      422,
    );
    expect(wrong.errors![0]!.pointer).toBe("/position");

    const list = v.parse(
      page(ApiAssignmentSchema),
      await (await api("GET", `/api/v1/assignments?gameId=${semiPro.id}`, { key })).json(),
    );
    expect(list.data.map((item) => item.id)).toEqual([assignment.id]);
    expect(list.data[0]!.override?.reason).toBe("Only one available");
  });

  it("counts the referee's stated monthly capacity like the screens: a soft conflict that needs a reason", async () => {
    const own = await createLeague("Api Capacity League");
    const key = (await apiKeyFor(own.organization.id, own.assignor.id, "write")).secret;
    await db
      .update(memberships)
      .set({ maxGamesPerMonth: 1 })
      .where(and(eq(memberships.userId, own.referee.id), eq(memberships.organizationId, own.organization.id)));
    const earlier = await createGame(db, {
      organizationId: own.organization.id,
      date: "2099-01-04",
      homeTeam: "Earlier",
    });
    await createAssignment(db, {
      organizationId: own.organization.id,
      gameId: earlier.id,
      refereeId: own.referee.id,
      status: "confirmed",
    });
    const later = await createGame(db, { organizationId: own.organization.id, date: "2099-01-29", homeTeam: "Later" });
    const soft = await expectProblem(
      await api("POST", "/api/v1/assignments", { key, json: { gameId: later.id, refereeId: own.referee.id } }),
      409,
      "override-required",
    );
    expect(soft.conflicts).toEqual([
      {
        code: "referee_monthly_capacity",
        severity: "soft",
        message: "Already has 1 game that month, their stated capacity of 1",
      },
    ]);
    const nextMonth = await createGame(db, {
      organizationId: own.organization.id,
      date: "2099-02-01",
      homeTeam: "Next month",
    });
    expect(
      (await api("POST", "/api/v1/assignments", { key, json: { gameId: nextMonth.id, refereeId: own.referee.id } }))
        .status,
    ).toBe(201);
  });

  it("withdraws an unanswered offer with PUT, honouring If-Match", async () => {
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2026-12-23",
      homeTeam: "Withdraw Wanderers",
    });
    const offer = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "pending",
    });
    const read = await api("GET", `/api/v1/assignments/${offer.id}`, { key: readKey });
    const etag = read.headers.get("ETag")!;
    await expectProblem(
      await api("PUT", `/api/v1/assignments/${offer.id}`, { key: writeKey, json: { status: "confirmed" } }),
      422,
    );
    await expectProblem(
      await api("PUT", `/api/v1/assignments/${offer.id}`, {
        key: writeKey,
        json: { status: "cancelled" },
        headers: { "If-Match": '"stale"' },
      }),
      412,
    );
    const response = await api("PUT", `/api/v1/assignments/${offer.id}`, {
      key: writeKey,
      json: { status: "cancelled" },
      headers: { "If-Match": etag },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: offer.id, status: "cancelled" });
    await expectProblem(
      await api("PUT", `/api/v1/assignments/${offer.id}`, { key: writeKey, json: { status: "cancelled" } }),
      409,
      "invalid-transition",
    );
  });
});

describe("Idempotency-Key", () => {
  it("replays the first response for a retry and refuses the key with another body", async () => {
    const body = newGame({ homeTeam: "Idempotent Athletic" });
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await api("POST", "/api/v1/games", { key: writeKey, json: body, headers });
    expect(first.status).toBe(201);
    const created = await first.json();
    const retry = await api("POST", "/api/v1/games", { key: writeKey, json: body, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(created);
    expect(await db.select().from(games).where(eq(games.homeTeam, "Idempotent Athletic"))).toHaveLength(1);

    await expectProblem(
      await api("POST", "/api/v1/games", { key: writeKey, json: { ...body, venue: "Elsewhere" }, headers }),
      422,
      "idempotency-key-reused",
    );
  });

  it("answers 409 while the first request still runs, and lets a retry take the key over once its lease ran out", async () => {
    const { secret, id } = await apiKeyFor(league.organization.id, league.assignor.id, "write", "Lease");
    const body = newGame({ homeTeam: "Lease Lost United" });
    const key = crypto.randomUUID();
    // The first request claimed the key and died before answering (its isolate went away).
    const requestHash = await sha256Hex(`POST /api/v1/games\n${JSON.stringify(body)}`);
    await db
      .insert(apiIdempotencyKeys)
      .values({ apiKeyId: id, key, requestHash, createdAt: new Date(Date.now() - 5_000) });

    const running = await api("POST", "/api/v1/games", {
      key: secret,
      json: body,
      headers: { "Idempotency-Key": key },
    });
    await expectProblem(running, 409, "idempotency-in-progress");
    expect(running.headers.get("Retry-After")).toBe("1");
    expect(await db.select().from(games).where(eq(games.homeTeam, "Lease Lost United"))).toEqual([]);

    // A minute on, the claim is stale: the retry runs, and its answer is what later retries replay.
    const where = and(eq(apiIdempotencyKeys.apiKeyId, id), eq(apiIdempotencyKeys.key, key));
    await db
      .update(apiIdempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_LEASE_MS - 1_000) })
      .where(where);
    const retried = await api("POST", "/api/v1/games", {
      key: secret,
      json: body,
      headers: { "Idempotency-Key": key },
    });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("Idempotent-Replayed")).toBeNull();
    const created = v.parse(ApiGameSchema, await retried.json());
    const [record] = await db.select().from(apiIdempotencyKeys).where(where);
    expect(record).toMatchObject({ status: 201 });

    const replayed = await api("POST", "/api/v1/games", {
      key: secret,
      json: body,
      headers: { "Idempotency-Key": key },
    });
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    expect(v.parse(ApiGameSchema, await replayed.json()).id).toBe(created.id);
    expect(await db.select().from(games).where(eq(games.homeTeam, "Lease Lost United"))).toHaveLength(1);
  });

  it("keeps keys apart per API key", async () => {
    const second = (await apiKeyFor(league.organization.id, league.assignor.id, "write", "Second")).secret;
    const headers = { "Idempotency-Key": "shared-key-1" };
    expect((await api("POST", "/api/v1/games", { key: writeKey, json: newGame(), headers })).status).toBe(201);
    const other = await api("POST", "/api/v1/games", { key: second, json: newGame(), headers });
    expect(other.status).toBe(201);
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After and RateLimit headers once a key passes its limit", async () => {
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read", "Burst");
    const first = await api("GET", "/api/v1/referees", { key: secret });
    expect(first.headers.get("RateLimit-Policy")).toBe('"per-key";q=120;w=60');
    let accepted = 1;
    let refused: Response | undefined;
    // The binding counts in clock-aligned minutes: the refusal comes after 120 to 240 accepted requests.
    for (let attempt = 0; attempt < 300 && !refused; attempt += 1) {
      const response = await api("GET", "/api/v1/referees", { key: secret });
      if (response.status === 429) refused = response;
      else accepted += 1;
    }
    expect(refused).toBeDefined();
    expect(accepted).toBeGreaterThanOrEqual(120);
    expect(accepted).toBeLessThanOrEqual(240);
    await expectProblem(refused!, 429, "rate-limited");
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused!.headers.get("RateLimit")).toMatch(/r=0;t=\d+/);
    expect(refused!.headers.get("RateLimit-Remaining")).toBe("0");
    // Another key of the same organization is not affected.
    expect((await api("GET", "/api/v1/referees", { key: readKey })).status).toBe(200);
  });
});

describe("OAuth 2.0 client credentials", () => {
  function tokenRequest(form: Record<string, string>, basic?: [string, string]) {
    return api("POST", "/api/v1/oauth/token", {
      body: new URLSearchParams(form).toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(basic ? { Authorization: `Basic ${btoa(`${basic[0]}:${basic[1]}`)}` } : {}),
      },
    });
  }

  it("trades a client's id and secret for a short-lived bearer token scoped to the organization", async () => {
    const client = await createApiKey(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { name: "Partner app", scope: "write", kind: "oauth_client" },
    });
    expect(client.secret).toMatch(/^whcs_/);
    // The client secret itself is not a bearer credential.
    await expectProblem(await api("GET", "/api/v1/games", { key: client.secret }), 401);

    const response = await tokenRequest({ grant_type: "client_credentials" }, [client.id, client.secret]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const token = (await response.json()) as {
      access_token: string;
      token_type: string;
      expires_in: number;
      scope: string;
    };
    expect(token).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "write" });

    expect((await api("GET", "/api/v1/games", { key: token.access_token })).status).toBe(200);
    expect((await api("POST", "/api/v1/games", { key: token.access_token, json: newGame() })).status).toBe(201);
    await expectProblem(await api("GET", `/api/v1/referees/${other.referee.id}`, { key: token.access_token }), 404);

    // A token asked for with read scope cannot write, though its client can.
    const readToken = (await (
      await tokenRequest({
        grant_type: "client_credentials",
        scope: "read",
        client_id: client.id,
        client_secret: client.secret,
      })
    ).json()) as { access_token: string };
    await expectProblem(await api("POST", "/api/v1/games", { key: readToken.access_token, json: newGame() }), 403);

    // Revoking the client ends its tokens at once.
    await revokeApiKey(db, { organizationId: league.organization.id, actorId: league.assignor.id, keyId: client.id });
    await expectProblem(await api("GET", "/api/v1/games", { key: token.access_token }), 401);
    expect((await tokenRequest({ grant_type: "client_credentials" }, [client.id, client.secret])).status).toBe(401);
  });

  it("answers the RFC 6749 errors", async () => {
    const client = await createApiKey(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { name: "Reader app", scope: "read", kind: "oauth_client" },
    });
    const wrong = await tokenRequest({ grant_type: "client_credentials" }, [client.id, "whcs_wrong"]);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: "invalid_client" });
    expect(await (await tokenRequest({ grant_type: "password" }, [client.id, client.secret])).json()).toMatchObject({
      error: "unsupported_grant_type",
    });
    expect(
      await (
        await tokenRequest({ grant_type: "client_credentials", scope: "write" }, [client.id, client.secret])
      ).json(),
    ).toMatchObject({ error: "invalid_scope" });
    // An API key is not an OAuth client.
    const key = await apiKeyFor(league.organization.id, league.assignor.id, "write", "Plain key");
    expect((await tokenRequest({ grant_type: "client_credentials" }, [key.id, key.secret])).status).toBe(401);
  });

  it("expires tokens after an hour, and the cron job deletes them", async () => {
    const client = await createApiKey(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { name: "Clock app", scope: "read", kind: "oauth_client" },
    });
    const grant = await issueAccessToken(db, {
      clientId: client.id,
      clientSecret: client.secret,
      now: new Date(Date.now() - 3601_000),
    });
    expect(grant.ok).toBe(true);
    await expectProblem(await api("GET", "/api/v1/games", { key: grant.ok ? grant.accessToken : "" }), 401);
    const results = await runScheduledJobs({ env, db, now: new Date(), cron: "*/5 * * * *" });
    expect(results.find((result) => result.name === "clean-up-api-state")).toMatchObject({ ok: true });
    expect(await db.select().from(apiAccessTokens).where(eq(apiAccessTokens.apiKeyId, client.id))).toEqual([]);
  });
});
