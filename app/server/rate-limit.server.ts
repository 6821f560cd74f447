import { sql } from "drizzle-orm";
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
export async function hit(db: Database, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
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

/** The client's address as Cloudflare reports it; "unknown" locally, where the header is absent. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
