import { describe, expect, it } from "vitest";
import { decideRateLimit } from "~/server/rate-limit.server";

const options = { limit: 5, windowMs: 10 * 60_000 };

describe("decideRateLimit", () => {
  it("allows up to the limit and reports what is left", () => {
    expect(decideRateLimit({ windowStartedAt: 0, count: 1 }, { ...options, now: 0 })).toEqual({
      allowed: true,
      remaining: 4,
      retryAfterSeconds: 0,
    });
    expect(decideRateLimit({ windowStartedAt: 0, count: 5 }, { ...options, now: 1000 })).toEqual({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 0,
    });
  });

  it("refuses past the limit until the window ends, rounding the wait up to whole seconds", () => {
    expect(decideRateLimit({ windowStartedAt: 0, count: 6 }, { ...options, now: 60_000 })).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 540,
    });
    expect(decideRateLimit({ windowStartedAt: 0, count: 7 }, { ...options, now: 599_500 }).retryAfterSeconds).toBe(1);
  });
});
