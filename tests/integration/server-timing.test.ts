/**
 * Server-Timing on every response of the Worker's fetch (decision 0049): what D1 did for the request,
 * counted by the measured binding, and that the integration tests run with D1's limits enforced.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createGame } from "~/demo/factories";
import { readConfig } from "~/server/config.server";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, d1TimingOf, db, get, ORIGIN, post } from "./helpers";

/** The counts hang together: every round trip carries a statement, and a sequential step is a round trip. */
function expectConsistent(timing: ReturnType<typeof d1TimingOf>) {
  expect(timing).not.toBeNull();
  const { queries, roundTrips, sequential, d1Ms, totalMs } = timing!;
  expect(queries).toBeGreaterThanOrEqual(roundTrips);
  expect(roundTrips).toBeGreaterThanOrEqual(sequential);
  expect(d1Ms).toBeGreaterThanOrEqual(0);
  expect(totalMs).toBeGreaterThanOrEqual(d1Ms);
}

describe("Server-Timing", () => {
  it("reports the D1 queries and round trips behind a portal page, its data request and an API list", async () => {
    const league = await createLeague();
    await createGame(db, { organizationId: league.organization.id });

    const page = await get("/assignor/games", { cookie: league.assignorCookie });
    expect(page.status).toBe(200);
    const pageTiming = d1TimingOf(page);
    expectConsistent(pageTiming);
    // At least the session and the games; a page that ran hundreds would be a bug of its own.
    expect(pageTiming!.queries).toBeGreaterThanOrEqual(2);
    expect(pageTiming!.queries).toBeLessThan(60);
    expect(pageTiming!.sequential).toBeGreaterThanOrEqual(2);
    expect(pageTiming!.header).toMatch(
      /^d1;dur=[\d.]+;desc="D1: \d+ queries, \d+ round trips, \d+ sequential", d1-queries;desc="\d+", d1-round-trips;desc="\d+", d1-sequential;desc="\d+", total;dur=[\d.]+$/,
    );

    const data = await get("/assignor/games.data", { cookie: league.assignorCookie });
    expect(data.status).toBe(200);
    expectConsistent(d1TimingOf(data));
    expect(d1TimingOf(data)!.queries).toBeGreaterThanOrEqual(2);

    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read");
    const list = await api("GET", "/api/v1/games", { key: secret });
    expect(list.status).toBe(200);
    const apiTiming = d1TimingOf(list);
    expectConsistent(apiTiming);
    expect(apiTiming!.queries).toBeGreaterThanOrEqual(2);
    expect(apiTiming!.queries).toBeLessThan(60);
  });

  it("is on answers without D1 work too: a redirect, a refused cross-site post, a resource route, a 404", async () => {
    const redirect = await get("/assignor/games");
    expect(redirect.status).toBe(302);
    expectConsistent(d1TimingOf(redirect));

    const refused = await post("/logout", {}, { headers: { "Sec-Fetch-Site": "cross-site", Origin: ORIGIN } });
    expect(refused.status).toBe(403);
    expect(d1TimingOf(refused)).toMatchObject({ queries: 0, roundTrips: 0, sequential: 0, d1Ms: 0 });

    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expectConsistent(d1TimingOf(robots));

    const missing = await get("/no/such/page");
    expect(missing.status).toBe(404);
    expectConsistent(d1TimingOf(missing));

    const unauthorized = await api("GET", "/api/v1/games", { key: "whk_notarealkeyatall" });
    expect(unauthorized.status).toBe(401);
    expectConsistent(d1TimingOf(unauthorized));
  });

  it("shows only the total on a password-reset request, so its D1 work cannot tell whether an account exists", async () => {
    const league = await createLeague();
    const known = await post("/forgot-password", { email: league.assignor.email });
    const unknown = await post("/forgot-password", { email: "nobody-at-all@example.com" });
    // The hydrated page posts to the route's .data address.
    const fromPage = await post("/forgot-password.data", { email: league.assignor.email });
    expect([known.status, unknown.status, fromPage.status]).toEqual([200, 200, 200]);
    for (const response of [known, unknown, fromPage]) {
      expect(response.headers.get("Server-Timing")).toMatch(/^total;dur=[\d.]+$/);
    }
  });

  it("counts a WebSocket endpoint's refusal, and the integration suite runs with D1's limits enforced", async () => {
    const refused = await get("/live");
    expect(refused.status).toBe(426);
    expect(d1TimingOf(refused)!.queries).toBe(0);
    // Every request in these tests goes through the measured binding with enforcement on
    // (tests/unit/d1-metrics.server.test.ts shows each limit's refusal).
    expect(readConfig(env).d1.enforceLimits).toBe(true);
  });
});
