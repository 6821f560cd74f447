/**
 * Fixed-window counters in D1 (`rate_limits`): shared by every Worker instance and exact enough for
 * sign-in lockouts and form abuse. One upsert per hit.
 */
import { eq, inArray, sql } from "drizzle-orm";
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
 * The statement that counts one request against `key` in a fixed window, for a caller's batch; read its
 * row with `rateLimitVerdict`. One upsert, so two requests racing on the same key cannot both read a stale
 * count: a row whose window has passed starts again at 1, otherwise its count goes up by one.
 */
export function rateLimitHit(db: Database, key: string, options: RateLimitOptions) {
  const now = (options.now ?? new Date()).getTime();
  const expiredBefore = now - options.windowMs;
  return db
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
}

/** Whether the request `rateLimitHit` counted may proceed, from the row it returned. */
export function rateLimitVerdict(
  key: string,
  rows: readonly { windowStartedAt: Date; count: number }[],
  options: RateLimitOptions,
): RateLimitResult {
  const [row] = rows;
  if (!row) throw new Error(`rate limit upsert for ${key} returned no row`);
  return decideRateLimit(
    { windowStartedAt: row.windowStartedAt.getTime(), count: row.count },
    { limit: options.limit, windowMs: options.windowMs, now: (options.now ?? new Date()).getTime() },
  );
}

/** Counts one request against `key` in a fixed window and says whether it may proceed. */
export async function hitRateLimit(db: Database, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  const fixed = { ...options, now: options.now ?? new Date() };
  return rateLimitVerdict(key, await rateLimitHit(db, key, fixed), fixed);
}

/**
 * Takes one hit back from each of `keys` (never below zero): a request that was counted but turned out not to
 * count (a right password, a mail that was not sent). A statement for the caller's batch; a key given back
 * twice needs two statements.
 */
export function rateLimitGiveBack(db: Database, keys: readonly string[]) {
  return db
    .update(rateLimits)
    .set({ count: sql`max(0, ${rateLimits.count} - 1)` })
    .where(inArray(rateLimits.key, [...keys]));
}

/** Forgets a key's hits, e.g. a successful sign-in clears the account's failure count. */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The client's address as Cloudflare reports it; "unknown" locally, where the header is absent. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
