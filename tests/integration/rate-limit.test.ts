import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDatabase } from "~/server/db.server";
import { hitRateLimit, resetRateLimit } from "~/server/rate-limit.server";

const db = createDatabase(env.DB);
const windowMs = 10 * 60 * 1000;

describe("hitRateLimit", () => {
  it("allows up to the limit in a window, refuses the next with the seconds left", async () => {
    const start = new Date("2026-11-22T10:00:00Z");
    for (let hit = 1; hit <= 3; hit++) {
      const result = await hitRateLimit(db, "test:a", { limit: 3, windowMs, now: start });
      expect(result).toMatchObject({ allowed: true, count: hit });
    }
    const refused = await hitRateLimit(db, "test:a", { limit: 3, windowMs, now: new Date(start.getTime() + 60_000) });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(9 * 60);
  });

  it("starts a new window once the old one is over", async () => {
    const start = new Date("2026-11-22T10:00:00Z");
    for (let hit = 0; hit < 4; hit++) await hitRateLimit(db, "test:b", { limit: 3, windowMs, now: start });
    const later = await hitRateLimit(db, "test:b", { limit: 3, windowMs, now: new Date(start.getTime() + windowMs + 1) });
    expect(later).toMatchObject({ allowed: true, count: 1 });
  });

  it("keeps keys apart and can be reset", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    await hitRateLimit(db, "test:c", { limit: 1, windowMs, now });
    expect((await hitRateLimit(db, "test:c", { limit: 1, windowMs, now })).allowed).toBe(false);
    expect((await hitRateLimit(db, "test:d", { limit: 1, windowMs, now })).allowed).toBe(true);
    await resetRateLimit(db, "test:c");
    expect((await hitRateLimit(db, "test:c", { limit: 1, windowMs, now })).allowed).toBe(true);
  });
});
