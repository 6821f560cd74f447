/**
 * Fixed-window counters in D1 (`rate_limits`): cheap, shared by every Worker instance, and exact
 * enough for lockouts and form abuse. One upsert per hit.
 */
import { sql } from "drizzle-orm";
import { rateLimits } from "~/db/schema";
import type { Database } from "./db.server";

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (for a Retry-After header). */
  retryAfterSeconds: number;
}

/** Counts one hit against `key` and says whether it is within `limit` per `windowMs`. */
export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowMs, now = new Date() }: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const nowMs = now.getTime();
  const windowStart = nowMs - windowMs;
  // Start a new window when the stored one is over, otherwise count within it.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN ${nowMs} ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning();
  const count = row?.count ?? 1;
  const startedAt = row?.windowStartedAt.getTime() ?? nowMs;
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((startedAt + windowMs - nowMs) / 1000)),
  };
}

/** Forgets a key's hits, e.g. a successful sign-in clears the account's failure count. */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** The client's address as Cloudflare reports it; "unknown" locally without the header. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/**
 * Whether `key` is already over `limit` in its current window, without counting a hit: for limits
 * that count failures only (sign-in lockout), checked before the attempt.
 */
export async function peekRateLimit(
  db: Database,
  key: string,
  { limit, windowMs, now = new Date() }: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const row = await db.query.rateLimits.findFirst({ where: sql`${rateLimits.key} = ${key}` });
  const nowMs = now.getTime();
  if (!row || row.windowStartedAt.getTime() <= nowMs - windowMs) {
    return { allowed: true, count: 0, retryAfterSeconds: 0 };
  }
  return {
    allowed: row.count < limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowStartedAt.getTime() + windowMs - nowMs) / 1000)),
  };
}
