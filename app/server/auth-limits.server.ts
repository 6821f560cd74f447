/**
 * Rate limits of sign-in and password reset (decision 0011).
 *
 * 1. The Workers rate-limit binding (LOGIN_RATE_LIMITER, 30 per minute per IP) is a cheap brake
 *    checked first; it is per Cloudflare location and approximate, so it never stands alone.
 * 2. D1 counters (`rate_limits`) are exact and shared: sign-in failures per IP and per account
 *    (the account lockout), reset requests per IP and per email, and sign-ups per IP and per email
 *    (issue 18).
 */
import type { Database } from "./db.server";
import { readConfig } from "./config.server";
import { eq } from "drizzle-orm";
import { rateLimits } from "~/db/schema";
import { tr } from "~/i18n/text";
import {
  hitRateLimit,
  rateLimitGiveBack,
  rateLimitHit,
  rateLimitVerdict,
  resetRateLimit,
  type RateLimitOptions,
} from "./rate-limit.server";

const MINUTE = 60 * 1000;
export const SIGN_IN_LIMITS = {
  ip: { limit: 20, windowMs: 10 * MINUTE },
  account: { limit: 5, windowMs: 15 * MINUTE },
} as const;
/** The counters of sign-in failures: per address, and per account (the lockout), keyed by the typed email. */
export const signInAddressKey = (ip: string) => `login:ip:${ip}`;
export const signInAccountKey = (email: string) => `login:account:${email}`;

export const RESET_LIMITS = {
  ip: { limit: 10, windowMs: 60 * MINUTE },
  email: { limit: 3, windowMs: 60 * MINUTE },
} as const;

export const SIGN_UP_LIMITS = {
  ip: { limit: 10, windowMs: 60 * MINUTE },
  email: { limit: 3, windowMs: 60 * MINUTE },
} as const;

export type LimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number; message: string };

/** How many whole minutes to wait, at least one: what the sign-in page words in the reader's language. */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The sign-in page's own message, in the language being served (the link step shows it too). */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
  return tr("login.error.tooManyAttempts", { minutes: waitMinutes(retryAfterSeconds) });
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

/**
 * Counts a sign-in attempt against this IP and this account before the password is checked, and refuses
 * when either is past its limit. Counting first, in one upsert per counter, is what holds the limits when
 * many guesses arrive at once: each attempt gets its own place in the count, so no more than the limit's
 * worth are ever checked (checking first and recording failures after let 20 parallel guesses through).
 * Both counters travel in one batch: one wait on D1. A sign-in that succeeds gives its hits back
 * (`signInSucceeded`), so the limits count failures.
 */
export async function countSignInAttempt(
  env: Env,
  db: Database,
  { ip, email, now = new Date() }: { ip: string; email: string; now?: Date },
): Promise<LimitCheck> {
  return countAttempt(env, db, {
    bindingKey: `login:${ip}`,
    counters: [
      [signInAddressKey(ip), { ...SIGN_IN_LIMITS.ip, now }],
      [signInAccountKey(email), { ...SIGN_IN_LIMITS.account, now }],
    ],
    message: tooManySignInAttempts,
  });
}

/**
 * A sign-in that succeeded: the account's lockout is lifted and the address gets its attempt back, so only
 * failures count against it.
 */
export async function signInSucceeded(db: Database, { ip, email }: { ip: string; email: string }) {
  await db.batch(signInSucceededStatements(db, { ip, email }));
}

/** `signInSucceeded`'s statements, for a caller's own write batch (the step-up check's, issue 32). */
export function signInSucceededStatements(db: Database, { ip, email }: { ip: string; email: string }) {
  return [
    db.delete(rateLimits).where(eq(rateLimits.key, signInAccountKey(email))),
    rateLimitGiveBack(db, [signInAddressKey(ip)]),
  ] as const;
}

/** A password reset lifts the account's lockout. */
export async function clearSignInFailures(db: Database, email: string) {
  await resetRateLimit(db, signInAccountKey(email));
}

/** Counts a reset request per IP and per email; every request counts, whether the email exists or not. */
export async function checkResetAllowed(
  env: Env,
  db: Database,
  { ip, email, now = new Date() }: { ip: string; email: string; now?: Date },
): Promise<LimitCheck> {
  const message = (seconds: number) => tr("authLimits.tooManyResets", { minutes: waitMinutes(seconds) });
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

/**
 * Counts a sign-up against this IP and this address before anything else is done, whether or not the address
 * has an account (issue 18): like `countSignInAttempt`, one upsert per counter in one batch, so parallel
 * attempts each take their own place in the count. Every attempt counts, successful or not: each one sends an
 * email.
 */
export async function countSignUpAttempt(
  env: Env,
  db: Database,
  { ip, email, now = new Date() }: { ip: string; email: string; now?: Date },
): Promise<LimitCheck> {
  return countAttempt(env, db, {
    bindingKey: `signup:${ip}`,
    counters: [
      [`signup:ip:${ip}`, { ...SIGN_UP_LIMITS.ip, now }],
      [`signup:email:${email}`, { ...SIGN_UP_LIMITS.email, now }],
    ],
    message: (seconds) => tr("authLimits.tooManySignUps", { minutes: waitMinutes(seconds) }),
  });
}

/**
 * Counts one attempt against the Worker's rate-limit binding, then against two D1 counters hit in one batch
 * (the hit happens before any verdict, so parallel attempts cannot all pass a check made first).
 */
async function countAttempt(
  env: Env,
  db: Database,
  {
    bindingKey,
    counters,
    message,
  }: {
    bindingKey: string;
    counters: readonly [readonly [string, RateLimitOptions], readonly [string, RateLimitOptions]];
    message: (retryAfterSeconds: number) => string;
  },
): Promise<LimitCheck> {
  if (!(await bindingAllows(env, bindingKey))) {
    return { limited: true, retryAfterSeconds: 60, message: message(60) };
  }
  const rows = await db.batch([
    rateLimitHit(db, counters[0][0], counters[0][1]),
    rateLimitHit(db, counters[1][0], counters[1][1]),
  ]);
  for (const [index, [key, options]] of counters.entries()) {
    const verdict = rateLimitVerdict(key, rows[index]!, options);
    if (!verdict.allowed) {
      return {
        limited: true,
        retryAfterSeconds: verdict.retryAfterSeconds,
        message: message(verdict.retryAfterSeconds),
      };
    }
  }
  return { limited: false };
}
