import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDatabase } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";

const db = createDatabase(env.DB);
const options = { limit: 3, windowMs: 60_000 };

describe("hit (fixed-window rate limit in D1)", () => {
  it("allows `limit` requests in a window, refuses the next with the seconds left, then starts a new window", async () => {
    const start = new Date("2026-11-20T10:00:00Z").getTime();
    const at = (ms: number) => ({ ...options, now: new Date(start + ms) });

    expect(await hit(db, "k1", at(0))).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect((await hit(db, "k1", at(10_000))).remaining).toBe(1);
    expect((await hit(db, "k1", at(20_000))).allowed).toBe(true);
    expect(await hit(db, "k1", at(30_000))).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 });
    expect((await hit(db, "k1", at(59_999))).allowed).toBe(false);

    // The window began at 0, so at 60 s it is over and counting starts again.
    expect(await hit(db, "k1", at(60_000))).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it("counts each key on its own", async () => {
    const now = new Date("2026-11-20T11:00:00Z");
    for (let index = 0; index < 3; index++) await hit(db, "a", { ...options, now });
    expect((await hit(db, "a", { ...options, now })).allowed).toBe(false);
    expect((await hit(db, "b", { ...options, now })).allowed).toBe(true);
  });
});
