import { describe, expect, it } from "vitest";
import { mayShowD1Timing, serverTimingHeader, withServerTiming } from "~/server/server-timing.server";

const usage = { statements: 5, roundTrips: 3, sequentialRoundTrips: 2, waitMs: 12.345, roundTripMs: 20 };

describe("serverTimingHeader", () => {
  it("writes D1's wait, the counts as metrics of their own, and the total, durations to a tenth of a ms", () => {
    expect(serverTimingHeader(usage, 40.06)).toBe(
      'd1;dur=12.3;desc="D1: 5 queries, 3 round trips, 2 sequential", d1-queries;desc="5", d1-round-trips;desc="3", d1-sequential;desc="2", total;dur=40.1',
    );
  });
});

describe("withServerTiming", () => {
  it("adds the header to a response", () => {
    const response = withServerTiming(new Response("ok", { headers: { "X-Kept": "1" } }), usage, 1);
    expect(response.headers.get("Server-Timing")).toContain("d1;dur=12.3");
    expect(response.headers.get("X-Kept")).toBe("1");
  });

  it("copies a response whose headers are immutable, keeping its status and headers", () => {
    const redirect = Response.redirect("https://whistle.example/login", 302);
    expect(() => redirect.headers.set("X-Test", "1")).toThrow(TypeError);
    const response = withServerTiming(redirect, usage, 1);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://whistle.example/login");
    expect(response.headers.get("Server-Timing")).toContain("total;dur=1");
  });
});

describe("mayShowD1Timing", () => {
  it("hides D1's part only on the posts that must not tell whether an account exists", () => {
    const request = (method: string, path: string) => new Request(`https://whistle.example${path}`, { method });
    expect(mayShowD1Timing(request("POST", "/forgot-password"))).toBe(false);
    expect(mayShowD1Timing(request("POST", "/login"))).toBe(false);
    expect(mayShowD1Timing(request("POST", "/login.data"))).toBe(false);
    expect(mayShowD1Timing(request("POST", "/forgot-password.data"))).toBe(false);
    expect(mayShowD1Timing(request("GET", "/forgot-password"))).toBe(true);
    // A sign-up answers alike for a new and a known address (issue 18): its counts would tell them apart.
    expect(mayShowD1Timing(request("POST", "/signup"))).toBe(false);
    expect(mayShowD1Timing(request("POST", "/signup.data"))).toBe(false);
    expect(mayShowD1Timing(request("GET", "/signup"))).toBe(true);
    expect(mayShowD1Timing(request("GET", "/assignor/games"))).toBe(true);
  });

  it("leaves the total alone when D1's part is hidden", () => {
    expect(withServerTiming(new Response("ok"), null, 12.34).headers.get("Server-Timing")).toBe("total;dur=12.3");
  });
});
