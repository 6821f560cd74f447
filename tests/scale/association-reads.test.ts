/**
 * Association scale (issue 17, decision 0050): every page of both portals, every export and resource route,
 * every API v1 endpoint and every cron job, against one organization of 20,000 games, 1,500 referees and
 * ~60,000 assignments, with the longest inputs the forms and the API accept. The Worker under test refuses
 * anything past D1's limits (D1_ENFORCE_LIMITS); every answer must be 2xx/3xx or a clear 4xx, and a page or
 * API request must stay within 20 queries.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "~/db/schema";
import { encodeCursor } from "~/domain/api-format";
import { addDays } from "~/domain/dates";
import { resetFeedToken } from "~/server/ical-feed.server";
import { sha256Hex } from "~/server/session.server";
import { createDatabase } from "~/server/db.server";
import { measureD1 } from "~/server/d1-metrics.server";
import { runScheduledJobs, scheduledJobs } from "~/server/jobs.server";
import { seedAssociation, type AssociationSeed } from "../factories/association";
import { api, apiKeyFor } from "../integration/api-helpers";
import { cookieFor, d1TimingOf, db, get } from "../integration/helpers";

/** The module the cron trigger calls, as built (the way tests/integration/worker.test.ts calls it). */
const BUILT_WORKER = "../../build/server/index.js";
/** Page and API requests: the most D1 queries one may make (issue 17). */
const REQUEST_QUERY_BUDGET = 20;
/** The longest search the lists accept (100 characters), in two-byte letters: 200 bytes, four times D1's LIKE cap. */
const LONGEST_SEARCH = "é".repeat(100);

let seed: AssociationSeed;
let assignorCookie: string;
let refereeCookie: string;
let sampleGameId: string;
let sampleAssignmentId: string;
let sampleRefereeId: string;
let feedToken: string;

beforeAll(async () => {
  seed = await seedAssociation(env.DB, { scale: "association" });
  console.log(`[scale] association seeded in ${seed.elapsedMs} ms`, seed.counts);
  assignorCookie = await cookieFor(seed.assignors[0]!.id);
  refereeCookie = await cookieFor(seed.referee.id);
  sampleRefereeId = seed.referee.id;
  const game = await env.DB.prepare(
    `SELECT g.id AS gameId, a.id AS assignmentId FROM games g JOIN assignments a ON a.game_id = g.id
      WHERE g.organization_id = ? AND g.date > ? AND g.status = 'pending' LIMIT 1`,
  )
    .bind(seed.organizationId, seed.today)
    .first<{ gameId: string; assignmentId: string }>();
  sampleGameId = game!.gameId;
  sampleAssignmentId = game!.assignmentId;
  feedToken = await resetFeedToken(db, seed.referee.id);
});

/** The answer is not a server error, and when it is a page or API answer, it made at most 20 queries. */
async function expectWithinBudget(response: Response, budget = REQUEST_QUERY_BUDGET) {
  const body = await response.text();
  expect(response.status, `${response.status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  const timing = d1TimingOf(response);
  expect(timing, "Server-Timing header").not.toBeNull();
  expect(timing!.queries, timing!.header).toBeLessThanOrEqual(budget);
  return body;
}

const q = encodeURIComponent(LONGEST_SEARCH);

/** A path with `{today±N}`, `{game}`, `{q}` filled from the seed. */
function fill(path: string): string {
  return path
    .replace(/\{today([+-]\d+)?\}/g, (_, offset?: string) => addDays(seed.today, Number(offset ?? 0)))
    .replace("{year}", seed.today.slice(0, 4))
    .replace("{game}", sampleGameId)
    .replaceAll("{q}", q);
}

/** Every portal page GET waits on at most two D1 round trips in sequence (issue 17, decision 0052). */
const PAGE_SEQUENTIAL_ROUND_TRIPS = 2;

/**
 * The page, then the same page's data request (`<path>.data?<search>`, what client navigation asks for):
 * within 20 queries, and waiting on at most two round trips in sequence.
 */
async function expectPageWithinBudget(path: string, cookie: string) {
  const [pathname, search = ""] = fill(path).split("?");
  for (const url of [`${pathname}${search ? `?${search}` : ""}`, `${pathname}.data${search ? `?${search}` : ""}`]) {
    const response = await get(url, { cookie });
    const body = await response.text();
    expect(response.status, `${url} ${response.status}: ${body.slice(0, 300)}`).toBeLessThan(500);
    expect(d1TimingOf(response)?.queries, `${url}: ${d1TimingOf(response)?.header}`).toBeLessThanOrEqual(
      REQUEST_QUERY_BUDGET,
    );
    expect(d1TimingOf(response)?.sequential, `${url}: ${d1TimingOf(response)?.header}`).toBeLessThanOrEqual(
      PAGE_SEQUENTIAL_ROUND_TRIPS,
    );
  }
}

describe("assignor portal pages at association scale", () => {
  it.each([
    "/assignor",
    "/assignor/games",
    "/assignor/games?q={q}&status=pending&when=upcoming&page=1",
    "/assignor/games?when=past&page=999999",
    "/assignor/games?when=all&status=completed&page=1000",
    "/assignor/games?new=1",
    "/assignor/assignments",
    "/assignor/assignments?q={q}&status=declined&when=all&page=1",
    "/assignor/assignments?when=past&page=999999",
    "/assignor/referees",
    "/assignor/referees?q={q}&level=3",
    "/assignor/invites",
    "/assignor/organizations",
    "/assignor/calendar",
    "/assignor/calendar?view=week&date={today+7}&game={game}",
    "/assignor/payments",
    "/assignor/payments?q={q}&status=pending&from={today-365}&to={today}&view=games&page=999999",
    "/assignor/payments?view=referees",
    "/assignor/accounting",
    "/assignor/accounting?year={year}",
    "/assignor/activity",
    "/assignor/activity?page=999999",
    "/assignor/api",
    "/assignor/auto-assign",
    // Analytics (decision 0086): the default twelve weeks, and a season-long range (every chart summed in SQL).
    "/assignor/analytics",
    "/assignor/analytics?from={today-182}&to={today+182}",
  ])("GET %s and its data within 20 queries and 2 sequential round trips", async (path) => {
    await expectPageWithinBudget(path, assignorCookie);
  });
});

describe("referee portal pages at association scale", () => {
  it.each([
    "/referee",
    "/referee/schedule",
    "/referee/schedule?tab=past&q={q}&sort=venue&dir=desc",
    "/referee/schedule?tab=declined",
    "/referee/settings",
    "/referee/notifications",
    "/referee/notifications?filter=unread",
    "/referee/contacts",
    "/referee/contacts?q={q}&filter=assignors",
    "/referee/open-games",
    "/referee/earnings",
    "/referee/earnings?status=pending&from={today-365}&to={today}",
    "/referee/availability",
  ])("GET %s and its data within 20 queries and 2 sequential round trips", async (path) => {
    await expectPageWithinBudget(path, refereeCookie);
  });
});

describe("exports and resource routes at association scale", () => {
  it("exports every list with the longest search and every filter", async () => {
    const year = seed.today.slice(0, 4);
    for (const path of [
      "/assignor/games/export",
      `/assignor/games/export?q=${q}&status=pending&when=all`,
      "/assignor/games/export?when=all",
      "/assignor/assignments/export?when=all",
      `/assignor/assignments/export?q=${q}&status=declined&when=past`,
      "/assignor/payments/export",
      `/assignor/payments/export?format=lines&q=${q}&status=paid&from=${addDays(seed.today, -365)}&to=${seed.today}`,
      "/assignor/payments/export?format=lines",
      `/assignor/accounting/1099-nec.csv?year=${year}`,
      `/assignor/accounting/1099-nec.csv?year=${Number(year) - 1}`,
      "/assignor/reports/season.csv",
      `/assignor/analytics/coverage.csv?from=${addDays(seed.today, -182)}&to=${addDays(seed.today, 182)}`,
      `/assignor/analytics/declines.csv?from=${addDays(seed.today, -182)}&to=${addDays(seed.today, 182)}`,
    ]) {
      const response = await get(path, { cookie: assignorCookie });
      const body = await response.text();
      expect(response.status, `${path}: ${body.slice(0, 300)}`).toBe(200);
      expect(d1TimingOf(response)!.queries, path).toBeLessThanOrEqual(REQUEST_QUERY_BUDGET);
    }
    for (const path of [
      "/referee/earnings/export",
      `/referee/earnings/export?status=paid&from=${addDays(seed.today, -365)}&to=${seed.today}`,
    ]) {
      const response = await get(path, { cookie: refereeCookie });
      expect(response.status, path).toBe(200);
      expect(d1TimingOf(response)!.queries, path).toBeLessThanOrEqual(REQUEST_QUERY_BUDGET);
    }
  });

  it("answers the game export with every game of the year when asked for all", async () => {
    const response = await get("/assignor/games/export?when=all", { cookie: assignorCookie });
    const lines = (await response.text()).trim().split("\n");
    // A header, then one line per game (a line break inside a quoted field would only add lines).
    expect(lines.length).toBeGreaterThanOrEqual(seed.counts.games + 1);
  });

  it("answers the assignor's resource routes", async () => {
    for (const path of [
      "/assignor/game-requests",
      `/assignor/assignments/options?gameId=${sampleGameId}`,
      `/assignor/referees/${sampleRefereeId}`,
      `/assignor/games/${sampleGameId}/suggestions?position=referee`,
      `/assignor/games/${sampleGameId}/suggestions?position=fourth_official`,
      "/notifications",
      "/settings",
    ]) {
      await expectWithinBudget(await get(path, { cookie: assignorCookie }));
    }
  });

  it("answers the referee's resource routes and calendar feed", async () => {
    for (const path of ["/notifications", "/settings"]) {
      await expectWithinBudget(await get(path, { cookie: refereeCookie }));
    }
    const feed = await get(`/calendar/${feedToken}.ics`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VEVENT");
    expect(d1TimingOf(feed)!.queries).toBeLessThanOrEqual(REQUEST_QUERY_BUDGET);
  });
});

describe("API v1 at association scale", () => {
  let keys: string[];
  let nextKey = 0;
  /** A key per few requests: the per-key rate limit (120 a minute) is not what these tests measure. */
  const key = () => keys[nextKey++ % keys.length]!;

  beforeAll(async () => {
    keys = [];
    for (let index = 0; index < 8; index += 1) {
      keys.push((await apiKeyFor(seed.organizationId, seed.assignors[0]!.id, "write", `Scale ${index}`)).secret);
    }
  });

  /** Every page of a list to its last, each within the budget; how many items it had. */
  async function walk(path: string): Promise<number> {
    let items = 0;
    let cursor: string | null = null;
    let pages = 0;
    do {
      const separator = path.includes("?") ? "&" : "?";
      const response = await api("GET", cursor ? `${path}${separator}cursor=${cursor}` : path, { key: key() });
      const body = JSON.parse(await expectWithinBudget(response)) as { data: unknown[]; nextCursor: string | null };
      expect(response.status, path).toBe(200);
      items += body.data.length;
      cursor = body.nextCursor;
      pages += 1;
      expect(pages, `${path} ended`).toBeLessThan(200);
    } while (cursor);
    return items;
  }

  it("lists every referee to the last page", async () => {
    expect(await walk("/api/v1/referees?limit=200")).toBe(seed.counts.referees);
  });

  it("lists games with every filter, to the last page", async () => {
    const from = addDays(seed.today, -182);
    const to = addDays(seed.today, 181);
    expect(await walk(`/api/v1/games?limit=200&from=${from}&to=${to}&level=youth&status=pending`)).toBeGreaterThan(0);
    expect(await walk(`/api/v1/games?limit=200&venue=${encodeURIComponent("Lincoln Park Field 1")}`)).toBeGreaterThan(
      0,
    );
    // The longest venue text a client may send: no limit in the schema, so a long one must still answer.
    const long = await api("GET", `/api/v1/games?venue=${encodeURIComponent("Ü".repeat(500))}&limit=200`, {
      key: key(),
    });
    expect(JSON.parse(await expectWithinBudget(long)).data).toEqual([]);
    const last = await api("GET", `/api/v1/games?limit=200&from=${addDays(seed.today, 175)}`, { key: key() });
    await expectWithinBudget(last);
  });

  it("answers the last page of every game and of every assignment", async () => {
    // The cursor of the row before the last 50, as the previous page would have given it: the last page.
    const games = await env.DB.prepare(
      `SELECT date, time, id FROM games WHERE organization_id = ? ORDER BY date DESC, time DESC, id DESC LIMIT 1 OFFSET 50`,
    )
      .bind(seed.organizationId)
      .first<{ date: string; time: string; id: string }>();
    const lastGames = await api(
      "GET",
      `/api/v1/games?limit=200&cursor=${encodeCursor([games!.date, games!.time, games!.id])}`,
      { key: key() },
    );
    const gamePage = JSON.parse(await expectWithinBudget(lastGames)) as { data: unknown[]; nextCursor: string | null };
    expect(gamePage).toMatchObject({ nextCursor: null });
    expect(gamePage.data).toHaveLength(50);

    const assignment = await env.DB.prepare(
      `SELECT assigned_at AS assignedAt, id FROM assignments WHERE organization_id = ?
        ORDER BY assigned_at, id LIMIT 1 OFFSET 50`,
    )
      .bind(seed.organizationId)
      .first<{ assignedAt: number; id: string }>();
    const lastAssignments = await api(
      "GET",
      `/api/v1/assignments?limit=200&cursor=${encodeCursor([assignment!.assignedAt, assignment!.id])}`,
      { key: key() },
    );
    const page = JSON.parse(await expectWithinBudget(lastAssignments)) as {
      data: unknown[];
      nextCursor: string | null;
    };
    expect(page).toMatchObject({ nextCursor: null });
    expect(page.data).toHaveLength(50);
  });

  it("lists assignments with every filter, to the last page", async () => {
    expect(await walk(`/api/v1/assignments?limit=200&refereeId=${sampleRefereeId}`)).toBeGreaterThan(0);
    expect(await walk(`/api/v1/assignments?limit=200&gameId=${sampleGameId}&status=confirmed`)).toBeGreaterThanOrEqual(
      0,
    );
    expect(
      await walk(`/api/v1/assignments?limit=200&status=pending&refereeId=${sampleRefereeId}`),
    ).toBeGreaterThanOrEqual(0);
    expect(
      await walk(`/api/v1/assignments?limit=200&status=declined&refereeId=${sampleRefereeId}`),
    ).toBeGreaterThanOrEqual(0);
  });

  it("reads one of each, and the availability of a whole year", async () => {
    for (const path of [
      `/api/v1/games/${sampleGameId}`,
      `/api/v1/referees/${sampleRefereeId}`,
      `/api/v1/assignments/${sampleAssignmentId}`,
      `/api/v1/availability/${sampleRefereeId}?from=${addDays(seed.today, -182)}&to=${addDays(seed.today, 184)}`,
      "/api/v1/openapi.json",
    ]) {
      const response = await api("GET", path, { key: key() });
      await expectWithinBudget(response);
      expect(response.status, path).toBe(200);
    }
  });

  it("creates, changes and deletes a game; offers and withdraws an assignment", async () => {
    const writeKey = key();
    const created = await api("POST", "/api/v1/games", {
      key: writeKey,
      json: {
        homeTeam: "Scale Rovers",
        awayTeam: "Scale United",
        date: addDays(seed.today, 30),
        time: "21:15",
        venue: "Lincoln Park Field 1",
        level: "youth",
        feeCents: 4000,
        positionType: "three_official",
      },
    });
    const game = JSON.parse(await expectWithinBudget(created)) as { id: string };
    expect(created.status, JSON.stringify(game)).toBe(201);
    const patched = await api("PATCH", `/api/v1/games/${game.id}`, { key: writeKey, json: { time: "20:45" } });
    await expectWithinBudget(patched);
    expect(patched.status).toBe(200);

    const offered = await api("POST", "/api/v1/assignments", {
      key: writeKey,
      json: { gameId: game.id, refereeId: sampleRefereeId, position: "referee", overrideReason: "x".repeat(500) },
    });
    const offer = JSON.parse(await expectWithinBudget(offered)) as { id: string };
    expect([201, 409], JSON.stringify(offer)).toContain(offered.status);
    if (offered.status === 201) {
      const withdrawn = await api("PUT", `/api/v1/assignments/${offer.id}`, {
        key: writeKey,
        json: { status: "cancelled" },
      });
      await expectWithinBudget(withdrawn);
      expect(withdrawn.status).toBe(200);
    }
    const busy = await api("POST", "/api/v1/assignments", {
      key: writeKey,
      json: { gameId: sampleGameId, refereeId: sampleRefereeId, position: "referee" },
    });
    await expectWithinBudget(busy);

    const removed = await api("DELETE", `/api/v1/games/${game.id}`, { key: writeKey });
    await expectWithinBudget(removed);
    expect([204, 409]).toContain(removed.status);
  });

  it("imports a CSV through the API in update mode", async () => {
    const rows = await env.DB.prepare(
      `SELECT home_team, away_team, date, time, venue, level FROM games WHERE organization_id = ? AND date > ?
        ORDER BY date, time LIMIT 200`,
    )
      .bind(seed.organizationId, seed.today)
      .all<{ home_team: string; away_team: string; date: string; time: string; venue: string; level: string }>();
    const csv = [
      "homeTeam,awayTeam,date,time,venue,league,level,fee",
      ...rows.results.map(
        (row) => `${row.home_team},${row.away_team},${row.date},${row.time},${row.venue},,${row.level},45`,
      ),
    ].join("\n");
    const response = await api("POST", "/api/v1/games/import?duplicates=update", {
      key: key(),
      body: csv,
      headers: { "Content-Type": "text/csv" },
    });
    const body = await expectWithinBudget(response, 1_000);
    expect(response.status, body).toBeLessThan(300);
  });
});

describe("cron jobs at association scale", () => {
  it("runs the built Worker's scheduled handler: every job ok, the invocation within 1,000 queries", async () => {
    const built = (await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> };
    // The last three days' games still confirmed, as if nobody marked them completed: a weekend for the
    // nightly completion (every slot confirmed, no payable yet), far more than 100 games.
    const since = addDays(seed.today, -3);
    await env.DB.batch([
      env.DB.prepare(
        `DELETE FROM payments WHERE assignment_id IN (SELECT a.id FROM assignments a JOIN games g ON g.id = a.game_id
           WHERE g.organization_id = ?1 AND g.date >= ?2 AND g.date < ?3 AND g.status = 'completed')`,
      ).bind(seed.organizationId, since, seed.today),
      env.DB.prepare(
        `UPDATE assignments SET status = 'confirmed' WHERE status = 'completed' AND game_id IN
           (SELECT id FROM games WHERE organization_id = ?1 AND date >= ?2 AND date < ?3 AND status = 'completed')`,
      ).bind(seed.organizationId, since, seed.today),
      env.DB.prepare(
        `UPDATE games SET status = 'confirmed' WHERE organization_id = ?1 AND date >= ?2 AND date < ?3 AND status = 'completed'`,
      ).bind(seed.organizationId, since, seed.today),
    ]);
    // And the next two days short of referees: every filled game there loses its referee (declined), so
    // the unfilled-game alert finds dozens of games to tell five assignors about (ten statements a game before).
    const soon = [addDays(seed.today, 1), addDays(seed.today, 2)];
    await env.DB.batch([
      env.DB.prepare(
        `UPDATE assignments SET status = 'declined' WHERE position = 'referee' AND status IN ('pending', 'confirmed')
           AND game_id IN (SELECT id FROM games WHERE organization_id = ?1 AND date IN (?2, ?3)
                             AND status IN ('assigned', 'confirmed'))`,
      ).bind(seed.organizationId, ...soon),
      env.DB.prepare(
        `UPDATE games SET status = 'pending' WHERE organization_id = ?1 AND date IN (?2, ?3)
           AND status IN ('assigned', 'confirmed')`,
      ).bind(seed.organizationId, ...soon),
    ]);
    const weekend = await env.DB.prepare(
      `SELECT count(*) AS games FROM games WHERE organization_id = ? AND status = 'confirmed' AND date < ?`,
    )
      .bind(seed.organizationId, seed.today)
      .first<{ games: number }>();
    expect(weekend!.games).toBeGreaterThan(100);

    const logged: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => {
      logged.push(parts.map(String).join(" "));
    });
    try {
      const ctx = createExecutionContext();
      await built.default.scheduled!(
        createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
    } finally {
      log.mockRestore();
    }
    const jobs = logged.filter((line) => /^\[cron\] [a-z-]+: /.test(line));
    console.log(`[scale] scheduled handler:\n${logged.filter((line) => line.startsWith("[cron]")).join("\n")}`);
    expect(jobs.length).toBe(scheduledJobs.length);
    expect(jobs.filter((line) => line.includes(": failed"))).toEqual([]);
    const usage = /\[cron\] D1: (\d+) queries/.exec(logged.find((line) => line.startsWith("[cron] D1:")) ?? "");
    expect(Number(usage?.[1])).toBeLessThanOrEqual(1_000);
    expect(logged).toContain(`[cron] auto-complete-games: ok — ${weekend!.games} games completed`);
    const alerted = /unfilled-game-alerts: ok — (\d+) unfilled-game alerts created/.exec(logged.join("\n"));
    expect(Number(alerted?.[1])).toBeGreaterThan(50 * seed.assignors.length);
    const left = await env.DB.prepare(
      `SELECT count(*) AS games FROM games WHERE organization_id = ? AND status = 'confirmed' AND date < ?`,
    )
      .bind(seed.organizationId, seed.today)
      .first<{ games: number }>();
    expect(left!.games).toBe(0);
  });

  it("runs every job within D1's limits of one invocation", async () => {
    for (const job of scheduledJobs) {
      const measured = measureD1(env.DB, { enforceLimits: true });
      const [result] = await runScheduledJobs(
        { env, db: createDatabase(measured.binding), now: new Date(), cron: "*/5 * * * *" },
        [job],
      );
      expect(result, job.name).toMatchObject({ ok: true });
      const usage = measured.usage();
      console.log(
        `[scale] cron ${job.name}: ${result!.message}; ${usage.statements} statements, ${usage.roundTrips} round trips`,
      );
      expect(usage.statements, job.name).toBeLessThanOrEqual(1_000);
    }
  });
});

// Kept so a typo in a seeded id shows here, not as a confusing 404 above.
it("seeds the sample referee as a member with a calendar feed", async () => {
  const [row] = await db.select({ hash: users.calendarFeedTokenHash }).from(users).where(eq(users.id, seed.referee.id));
  expect(row?.hash).toBe(await sha256Hex(feedToken));
});
