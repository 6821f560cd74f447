import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDatabase } from "~/server/db.server";
import { hitRateLimit, resetRateLimit } from "~/server/rate-limit.server";

const db = createDatabase(env.DB);
const options = { limit: 3, windowMs: 60_000 };

describe("hitRateLimit (fixed-window rate limit in D1)", () => {
  it("allows `limit` requests in a window, refuses the next with the seconds left, then starts a new window", async () => {
    const start = new Date("2026-11-20T10:00:00Z").getTime();
    const at = (ms: number) => ({ ...options, now: new Date(start + ms) });

    expect(await hitRateLimit(db, "k1", at(0))).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect((await hitRateLimit(db, "k1", at(10_000))).remaining).toBe(1);
    expect((await hitRateLimit(db, "k1", at(20_000))).allowed).toBe(true);
    expect(await hitRateLimit(db, "k1", at(30_000))).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 });
    expect((await hitRateLimit(db, "k1", at(59_999))).allowed).toBe(false);

    // The window began at 0, so at 60 s it is over and counting starts again.
    expect(await hitRateLimit(db, "k1", at(60_000))).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it("counts each key on its own", async () => {
    const now = new Date("2026-11-20T11:00:00Z");
    for (let index = 0; index < 3; index++) await hitRateLimit(db, "a", { ...options, now });
    expect((await hitRateLimit(db, "a", { ...options, now })).allowed).toBe(false);
    expect((await hitRateLimit(db, "b", { ...options, now })).allowed).toBe(true);
  });
});

describe("resetRateLimit", () => {
  it("forgets the key: the next hit starts a fresh count", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    for (let index = 0; index < 3; index++) await hitRateLimit(db, "p", { ...options, now });
    expect(await hitRateLimit(db, "p", { ...options, now: new Date(now.getTime() + 15_000) })).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 45,
    });
    await resetRateLimit(db, "p");
    expect(await hitRateLimit(db, "p", { ...options, now })).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
  });
});
