/**
 * D1 read replication through the Sessions API (decision 0053): which session each request starts, and the
 * bookmark carried from a write to the next read — a cookie for browsers, the X-D1-Bookmark header for the API.
 *
 * Local D1 has no replicas, so where a session starts is observed at the one place it is decided: the
 * built Worker's handlers are called with the real D1 binding behind a recorder of what `withSession`
 * received. What a client sees (cookies, headers, pages, Server-Timing) comes through the ordinary Worker.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/demo/factories";
import { sessions } from "~/db/schema";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, d1TimingOf, db, newAddress, ORIGIN, post, sessionCookieOf } from "./helpers";

// A variable, so that typechecking (which runs before the build) does not look for the file.
const BUILT_WORKER = "../../build/server/index.js";
const built = (await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> };

const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
/** Well-formed, and far past anything this local database will reach during the run. */
const FUTURE_BOOKMARK = `00000000-7fffffff-00000000-${"0".repeat(32)}`;

/** The test's environment with `DB` behind a recorder of what each `withSession` call received. */
function recordingEnv() {
  const started: (string | undefined)[] = [];
  const DB = {
    prepare: (query: string) => env.DB.prepare(query),
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    exec: (query: string) => env.DB.exec(query),
    dump: () => env.DB.dump(),
    withSession: (constraintOrBookmark?: string) => {
      started.push(constraintOrBookmark);
      return env.DB.withSession(constraintOrBookmark);
    },
  } as unknown as D1Database;
  return { recorded: { ...env, DB } as Env, started };
}

/** Calls the built Worker's fetch with the recording environment: the response and what `withSession` got. */
async function fetchRecorded(request: Request) {
  const { recorded, started } = recordingEnv();
  const ctx = createExecutionContext();
  const response = await built.default.fetch!(request as Request<unknown, IncomingRequestCfProperties>, recorded, ctx);
  await waitOnExecutionContext(ctx);
  return { response, started };
}

function browserRequest(path: string, cookie: string, init: { method?: string; fields?: Record<string, string> } = {}) {
  const form = init.fields ? new URLSearchParams(init.fields) : undefined;
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? "GET",
    redirect: "manual",
    body: form,
    headers: {
      Cookie: cookie,
      "CF-Connecting-IP": newAddress(),
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN } : {}),
    },
  });
}

function apiRequest(method: string, path: string, key: string, headers: Record<string, string> = {}, json?: unknown) {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      "CF-Connecting-IP": newAddress(),
      ...(json ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(json) : undefined,
  });
}

/** The bookmark cookie a response sets: its value and its attributes, or undefined. */
function bookmarkCookieOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__Host-whistle_d1_bookmark="));
  if (!cookie) return undefined;
  const [pair = "", ...attributes] = cookie.split(/;\s*/);
  return { value: pair.slice("__Host-whistle_d1_bookmark=".length), pair, attributes };
}

let league: Awaited<ReturnType<typeof createLeague>>;
let writeKey: string;

beforeAll(async () => {
  league = await createLeague("Replicas League");
  writeKey = (await apiKeyFor(league.organization.id, league.assignor.id, "write")).secret;
});

describe("a browser's D1 session", () => {
  it("a page read without a bookmark starts at the nearest replica and sets no cookie", async () => {
    const { response, started } = await fetchRecorded(browserRequest("/referee/settings", league.refereeCookie));
    expect(response.status).toBe(200);
    expect(started).toEqual(["first-unconstrained"]);
    expect(bookmarkCookieOf(response)).toBeUndefined();
    // Every statement of the session is still counted in Server-Timing.
    expect(d1TimingOf(response)!.queries).toBeGreaterThanOrEqual(2);
  });

  it("a form post writes at the primary, sets the bookmark cookie, and the next page read continues from it", async () => {
    // A new last name is the write; the address stays (changing it needs the password and a link, issue 18).
    const lastName = `Reader${crypto.randomUUID().slice(0, 8)}`;
    const fields = {
      intent: "save",
      firstName: "Bookmarked",
      lastName,
      email: league.referee.email,
      phone: "(415) 555-0199",
      timezone: "America/New_York",
      language: "en",
      currency: "USD",
      dateFormat: "MM/DD/YYYY",
      timeFormat: "12",
      theme: "light",
      colorScheme: "blue",
    };
    const write = await fetchRecorded(
      browserRequest("/referee/settings", league.refereeCookie, { method: "POST", fields }),
    );
    expect(write.response.status).toBeLessThan(400);
    expect(write.started).toEqual(["first-primary"]);
    const cookie = bookmarkCookieOf(write.response);
    expect(cookie?.value).toMatch(BOOKMARK_SHAPE);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure", "Max-Age=300"]),
    );

    const read = await fetchRecorded(browserRequest("/referee/settings", `${league.refereeCookie}; ${cookie!.pair}`));
    expect(read.started).toEqual([cookie!.value]);
    expect(read.response.status).toBe(200);
    expect(await read.response.text()).toContain(lastName);
    // A read leaves the cookie as it is: it expires five minutes after the last write.
    expect(bookmarkCookieOf(read.response)).toBeUndefined();
  });

  it("ignores a malformed bookmark cookie and reads at the nearest replica", async () => {
    for (const malformed of ["not-a-bookmark!", "<script>", "GARBAGE", "0".repeat(200), "abc"]) {
      const { response, started } = await fetchRecorded(
        browserRequest("/referee/settings", `${league.refereeCookie}; __Host-whistle_d1_bookmark=${malformed}`),
      );
      expect(response.status).toBe(200);
      expect(started).toEqual(["first-unconstrained"]);
    }
  });

  it("sign-in sets the bookmark beside the session, and the first portal page reads from it; a failed one sets none", async () => {
    const password = "Correct-Horse-42";
    const user = await createUser(db, { organizationId: league.organization.id, role: "assignor", password });
    const signIn = await post("/login", { email: user.email, password });
    expect(signIn.status).toBe(302);
    const session = sessionCookieOf(signIn)!;
    const bookmark = bookmarkCookieOf(signIn);
    expect(bookmark?.value).toMatch(BOOKMARK_SHAPE);

    const portal = await fetchRecorded(browserRequest("/assignor", `${session}; ${bookmark!.pair}`));
    expect(portal.response.status).toBe(200);
    expect(portal.started).toEqual([bookmark!.value]);

    // A refused sign-in must not tell, by a bookmark that moved, whether the address has an account.
    for (const email of [user.email, "nobody-here@example.com"]) {
      const refused = await post("/login", { email, password: "Wrong-Horse-00" });
      expect(refused.status).toBe(401);
      expect(bookmarkCookieOf(refused)).toBeUndefined();
    }
  });

  it("opens a password-reset link at the primary even with a bookmark: the token was made by another request", async () => {
    const { response, started } = await fetchRecorded(
      browserRequest(`/reset-password/${"b".repeat(32)}`, `__Host-whistle_d1_bookmark=${FUTURE_BOOKMARK}`),
    );
    expect(response.status).toBe(410);
    expect(started).toEqual(["first-primary"]);
  });
});

describe("the API's D1 session", () => {
  it("answers a write with X-D1-Bookmark, and a read sent with it continues from it", async () => {
    const game = {
      homeTeam: "Bookmark United",
      awayTeam: "Replica Rovers",
      date: "2026-12-12",
      time: "14:30",
      venue: "Memorial Park Field 2",
      level: "youth",
      feeCents: 4500,
    };
    const write = await fetchRecorded(apiRequest("POST", "/api/v1/games", writeKey, {}, game));
    expect(write.response.status).toBe(201);
    expect(write.started).toEqual(["first-primary"]);
    const bookmark = write.response.headers.get("X-D1-Bookmark");
    expect(bookmark).toMatch(BOOKMARK_SHAPE);

    const { id } = (await write.response.json()) as { id: string };

    const read = await fetchRecorded(
      apiRequest("GET", `/api/v1/games/${id}`, writeKey, { "X-D1-Bookmark": bookmark! }),
    );
    expect(read.started).toEqual([bookmark]);
    expect(read.response.status).toBe(200);
    expect(await read.response.json()).toMatchObject({ id, homeTeam: "Bookmark United" });
    // Bookmarks only move forward: the read's is at least as new as the write's.
    expect(read.response.headers.get("X-D1-Bookmark")! >= bookmark!).toBe(true);
  });

  it("continues from the bookmark it is sent, as the ordinary Worker shows: the session keeps the newer one", async () => {
    // No local write reaches this far ahead, so only a session begun from it answers with it.
    const from = await api("GET", "/api/v1/games", { key: writeKey, headers: { "X-D1-Bookmark": FUTURE_BOOKMARK } });
    expect(from.status).toBe(200);
    expect(from.headers.get("X-D1-Bookmark")).toBe(FUTURE_BOOKMARK);

    const plain = await api("GET", "/api/v1/games", { key: writeKey });
    expect(plain.headers.get("X-D1-Bookmark")).toMatch(BOOKMARK_SHAPE);
    expect(plain.headers.get("X-D1-Bookmark")! < FUTURE_BOOKMARK).toBe(true);
  });

  it("ignores a malformed X-D1-Bookmark and reads at the nearest replica", async () => {
    const { response, started } = await fetchRecorded(
      apiRequest("GET", "/api/v1/games", writeKey, { "X-D1-Bookmark": "zzzz-not-a-bookmark" }),
    );
    expect(response.status).toBe(200);
    expect(started).toEqual(["first-unconstrained"]);
    expect(response.headers.get("X-D1-Bookmark")).toMatch(BOOKMARK_SHAPE);
  });

  it("asks the primary again before refusing a key the nearest replica does not know", async () => {
    const { response, started } = await fetchRecorded(apiRequest("GET", "/api/v1/games", "wk_not_a_real_key"));
    expect(response.status).toBe(401);
    expect(started).toEqual(["first-unconstrained", "first-primary"]);
  });
});

describe("the cron trigger's D1 session", () => {
  it("starts at the primary and runs the jobs", async () => {
    const user = await createUser(db);
    const now = Date.now();
    await db.insert(sessions).values({ id: "replicas-expired", userId: user.id, expiresAt: new Date(now - 60_000) });
    const { recorded, started } = recordingEnv();
    const ctx = createExecutionContext();
    await built.default.scheduled!(
      createScheduledController({ scheduledTime: new Date(now), cron: "*/5 * * * *" }),
      recorded,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    // The invocation's own session first; requests the jobs make to the app start their own.
    expect(started[0]).toBe("first-primary");
    expect(await db.select().from(sessions).where(eq(sessions.id, "replicas-expired"))).toEqual([]);
  });
});
