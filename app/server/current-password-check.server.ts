/**
 * The step-up check (issue 32, decision 0089): every form that asks a signed-in person for their current
 * password before a weighty change (the organization's deletion, a new email address, a new password, the
 * account's deletion) checks it here, and only here.
 *
 * It counts against the sign-in's own counters (`SIGN_IN_LIMITS`: five failures lock the account for 15
 * minutes, an address gets 20 failures per 10 minutes), so a borrowed laptop or a stolen cookie gives no
 * more guesses than the sign-in form does, and guesses here and there add up. As at sign-in, the attempt is
 * counted before the password is checked (one upsert per counter, in the caller's read batch: no round
 * trip of its own), so parallel guesses each take their own place in the count and no more than the limit
 * are ever checked; a locked account is refused even the right password. A confirmed password gives its
 * hits back (`signInSucceededStatements`, in the caller's write batch), so only failures count.
 *
 * The rule for a caller: an attempt it counted is either checked (`checkCurrentPassword`) or given back
 * (`releasePasswordCheck`, when the form is refused before the password is looked at), so a mistyped
 * organization name never counts as a wrong password.
 */
import { tr } from "~/i18n/text";
import {
  SIGN_IN_LIMITS,
  signInAccountKey,
  signInAddressKey,
  signInSucceededStatements,
  waitMinutes,
} from "./auth-limits.server";
import type { Database } from "./db.server";
import { verifyPassword } from "./password.server";
import { rateLimitGiveBack, rateLimitHit, rateLimitVerdict, type RateLimitOptions } from "./rate-limit.server";

/** Who is asked: the account's address (the sign-in lockout's key) and the request's client address. */
export type PasswordCheckParty = { email: string; ip: string; now?: Date };

export type PasswordCheck = {
  party: PasswordCheckParty;
  counters: readonly [readonly [string, RateLimitOptions], readonly [string, RateLimitOptions]];
  /** The two upserts that count the attempt, for the caller's read batch. */
  statements: readonly [ReturnType<typeof rateLimitHit>, ReturnType<typeof rateLimitHit>];
};

type CountedRows = readonly (readonly { windowStartedAt: Date; count: number }[])[];

export type PasswordCheckResult =
  | {
      kind: "confirmed";
      /** Gives the attempt back; put them in the change's write batch. */
      statements: ReturnType<typeof signInSucceededStatements>;
    }
  | { kind: "wrong" }
  | { kind: "locked"; status: 429; retryAfterSeconds: number; message: string };

/** Counts one attempt at the current password; send `statements` in the read batch before checking. */
export function countPasswordCheck(db: Database, party: PasswordCheckParty): PasswordCheck {
  const now = party.now ?? new Date();
  const email = party.email.toLowerCase();
  const counters = [
    [signInAddressKey(party.ip), { ...SIGN_IN_LIMITS.ip, now }],
    [signInAccountKey(email), { ...SIGN_IN_LIMITS.account, now }],
  ] as const;
  return {
    party: { email, ip: party.ip, now },
    counters,
    statements: [rateLimitHit(db, counters[0][0], counters[0][1]), rateLimitHit(db, counters[1][0], counters[1][1])],
  };
}

/** The step-up message, in the language being served. */
export function tooManyPasswordChecks(retryAfterSeconds: number): string {
  return tr("authLimits.tooManyPasswordChecks", { minutes: waitMinutes(retryAfterSeconds) });
}

/**
 * The one check of a current password: refused while either counter is past its limit (the right password
 * too), else the password against the stored hash. `counted` are the rows the two statements returned.
 */
export async function checkCurrentPassword(
  db: Database,
  check: PasswordCheck,
  counted: CountedRows,
  { password, hash }: { password: string; hash: string },
): Promise<PasswordCheckResult> {
  for (const [index, [key, options]] of check.counters.entries()) {
    const verdict = rateLimitVerdict(key, counted[index] ?? [], options);
    if (!verdict.allowed) {
      return {
        kind: "locked",
        status: 429,
        retryAfterSeconds: verdict.retryAfterSeconds,
        message: tooManyPasswordChecks(verdict.retryAfterSeconds),
      };
    }
  }
  if (!(await verifyPassword(password, hash))) return { kind: "wrong" };
  return { kind: "confirmed", statements: signInSucceededStatements(db, check.party) };
}

/** Gives back an attempt counted but never checked (the form was refused first). */
export async function releasePasswordCheck(db: Database, check: PasswordCheck): Promise<void> {
  await rateLimitGiveBack(db, [check.counters[0][0], check.counters[1][0]]);
}
