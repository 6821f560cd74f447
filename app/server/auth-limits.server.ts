/**
 * Rate limits of sign-in and password reset (decision 0011).
 *
 * 1. The Workers rate-limit binding (LOGIN_RATE_LIMITER, 30 per minute per IP) is a cheap brake
 *    checked first; it is per Cloudflare location and approximate, so it never stands alone.
 * 2. D1 counters (`rate_limits`) are exact and shared: sign-in failures per IP and per account
 *    (the account lockout), and reset requests per IP and per email.
 */
import type { Database } from "./db.server";
import { readConfig } from "./config.server";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "./rate-limit.server";

const MINUTE = 60 * 1000;
export const SIGN_IN_LIMITS = {
  ip: { limit: 20, windowMs: 10 * MINUTE },
  account: { limit: 5, windowMs: 15 * MINUTE },
} as const;
export const RESET_LIMITS = {
  ip: { limit: 10, windowMs: 60 * MINUTE },
  email: { limit: 3, windowMs: 60 * MINUTE },
} as const;

export type LimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number; message: string };

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return value === 1 ? "a minute" : `${value} minutes`;
}

export function tooManySignInAttempts(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Please wait ${minutes(retryAfterSeconds)} and try again, or reset your password.`;
}

/** The binding's verdict; a missing or failing binding lets the D1 counters decide alone. */
async function bindingAllows(env: Env, key: string): Promise<boolean> {
  const limiter = readConfig(env).rateLimiters.login;
  if (!limiter) return true;
  try {
    const { success } = await limiter.limit({ key });
    return success;
  } catch (error) {
    console.error("LOGIN_RATE_LIMITER failed; falling back to D1 counters", error);
    return true;
  }
}

/** Before checking a password: refuses when this IP or this account has failed too often. */
export async function checkSignInAllowed(
  env: Env,
  db: Database,
  { ip, email, now = new Date() }: { ip: string; email: string; now?: Date },
): Promise<LimitCheck> {
  if (!(await bindingAllows(env, `login:${ip}`))) {
    return { limited: true, retryAfterSeconds: 60, message: tooManySignInAttempts(60) };
  }
  // Both counters are read at once (one wait on D1, issue 17) and judged in the same order as before.
  const states = await Promise.all([
    peekRateLimit(db, `login:ip:${ip}`, { ...SIGN_IN_LIMITS.ip, now }),
    peekRateLimit(db, `login:account:${email}`, { ...SIGN_IN_LIMITS.account, now }),
  ]);
  for (const state of states) {
    if (!state.allowed) {
      return {
        limited: true,
        retryAfterSeconds: state.retryAfterSeconds,
        message: tooManySignInAttempts(state.retryAfterSeconds),
      };
    }
  }
  return { limited: false };
}

export async function recordSignInFailure(
  db: Database,
  { ip, email, now = new Date() }: { ip: string; email: string; now?: Date },
) {
  // Two counters of their own: counted at once, one wait on D1.
  await Promise.all([
    hitRateLimit(db, `login:ip:${ip}`, { ...SIGN_IN_LIMITS.ip, now }),
    hitRateLimit(db, `login:account:${email}`, { ...SIGN_IN_LIMITS.account, now }),
  ]);
}

/** A successful sign-in (or a password reset) lifts the account's lockout. */
export async function clearSignInFailures(db: Database, email: string) {
  await resetRateLimit(db, `login:account:${email}`);
}

/** Counts a reset request per IP and per email; every request counts, whether the email exists or not. */
export async function checkResetAllowed(
  env: Env,
  db: Database,
  { ip, email, now = new Date() }: { ip: string; email: string; now?: Date },
): Promise<LimitCheck> {
  const message = (seconds: number) =>
    `Too many password reset requests. Please wait ${minutes(seconds)} and try again.`;
  if (!(await bindingAllows(env, `reset:${ip}`))) {
    return { limited: true, retryAfterSeconds: 60, message: message(60) };
  }
  for (const [key, limit] of [
    [`reset:ip:${ip}`, RESET_LIMITS.ip],
    [`reset:email:${email}`, RESET_LIMITS.email],
  ] as const) {
    const state = await hitRateLimit(db, key, { ...limit, now });
    if (!state.allowed) {
      return { limited: true, retryAfterSeconds: state.retryAfterSeconds, message: message(state.retryAfterSeconds) };
    }
  }
  return { limited: false };
}
