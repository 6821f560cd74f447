/**
 * Fixed-window counters in D1 (`rate_limits`): shared by every Worker instance and exact enough for
 * sign-in lockouts and form abuse. One upsert per hit.
 */
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "~/db/schema";
import type { Database } from "./db.server";

export type RateLimitOptions = {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  now?: Date;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Requests left in the current window after this one. */
  remaining: number;
  /** Whole seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
};

/** The decision for a window holding `count` requests (this one included) that began at `windowStartedAt`. */
export function decideRateLimit(
  window: { windowStartedAt: number; count: number },
  { limit, windowMs, now }: { limit: number; windowMs: number; now: number },
): RateLimitResult {
  const allowed = window.count <= limit;
  const resetsAt = window.windowStartedAt + windowMs;
  return {
    allowed,
    remaining: Math.max(0, limit - window.count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetsAt - now) / 1000)),
  };
}

/**
 * Counts one request against `key` in a fixed window and says whether it may proceed.
 * One upsert, so two requests racing on the same key cannot both read a stale count: a row whose
 * window has passed starts again at 1, otherwise its count goes up by one.
 */
export async function hitRateLimit(db: Database, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  const now = (options.now ?? new Date()).getTime();
  const expiredBefore = now - options.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: new Date(now), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${expiredBefore} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${expiredBefore} THEN ${now} ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ windowStartedAt: rateLimits.windowStartedAt, count: rateLimits.count });
  if (!row) throw new Error(`rate limit upsert for ${key} returned no row`);
  return decideRateLimit(
    { windowStartedAt: row.windowStartedAt.getTime(), count: row.count },
    { limit: options.limit, windowMs: options.windowMs, now },
  );
}

/**
 * Whether `key` is already at its limit in the current window, without counting a hit: for limits that
 * count failures only (sign-in lockout), checked before the attempt.
 */
export async function peekRateLimit(db: Database, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  const now = (options.now ?? new Date()).getTime();
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStartedAt.getTime() <= now - options.windowMs) {
    return { allowed: true, remaining: options.limit, retryAfterSeconds: 0 };
  }
  // As if one more request came now.
  return decideRateLimit(
    { windowStartedAt: row.windowStartedAt.getTime(), count: row.count + 1 },
    { limit: options.limit, windowMs: options.windowMs, now },
  );
}

/** Forgets a key's hits, e.g. a successful sign-in clears the account's failure count. */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The client's address as Cloudflare reports it; "unknown" locally, where the header is absent. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
