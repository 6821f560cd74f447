/**
 * The one gate for email a signed-in person makes Whistle send to someone else's address (issue 32,
 * decision 0092): invitations (the invite form, "Add referee") and coach-rating requests. Such mail goes
 * to people who never asked for it, with a league's name in the subject, so:
 *
 * - the sender's own address must be confirmed (`users.email_verified_at`);
 * - an organization sends at most `DAILY_ALLOWANCE.perOrganization` of them a day, and at most
 *   `DAILY_ALLOWANCE.perRecipient` to one address; the counters are the `rate_limits` upserts, so two
 *   requests racing cannot both take the last one, and a refused address gives its counts back;
 * - an address that used the one-click link in such a mail (`email_suppressions`) gets no more of the
 *   organization's; each such mail carries that link (`personToPersonUnsubscribe`).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { emailSuppressions, rateLimits, users } from "~/db/schema";
import type { Database } from "./db.server";
import { rateLimitGiveBack, rateLimitHit, rateLimitVerdict, type RateLimitOptions } from "./rate-limit.server";
import { mintUnsubscribeLink } from "./unsubscribe.server";
import { tr } from "~/i18n/text";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Person-to-person emails a day: per organization, and per recipient address within one organization. */
export const DAILY_ALLOWANCE = { perOrganization: 200, perRecipient: 3 } as const;

/** Coach-rating links one game may ever have (two teams, each asked again once). */
export const COACH_LINKS_PER_GAME = 4;

export function organizationAllowanceKey(organizationId: string) {
  return `p2p-mail:org:${organizationId}`;
}

export function recipientAllowanceKey(organizationId: string, address: string) {
  return `p2p-mail:to:${organizationId}:${address}`;
}

export type MailPlan =
  | { ok: false; reason: "unverified"; email: string }
  | {
      ok: true;
      /** The addresses that may be written to now, in the order asked. */
      allowed: string[];
      /** Refused for today's allowance (the organization's or the address's). */
      overAllowance: string[];
      /** Refused because the address asked not to hear from this organization. */
      suppressed: string[];
      /** How many more the organization may send today, after these. */
      remainingToday: number;
      /** Seconds until the organization's day starts again (for `Retry-After`); at least 1. */
      retryAfterSeconds: number;
      /** Statements giving back the counts of refused addresses: put them in the write's batch. */
      giveBack: BatchItem<"sqlite">[];
    };

function normalize(address: string) {
  return address.trim().toLowerCase();
}

/**
 * Decides which of `recipients` may be mailed now on behalf of `sender` for `organizationId`, counting the
 * allowed ones against today's allowances. The caller writes its rows for `plan.allowed` with `plan.giveBack`
 * in one batch (or runs `giveBack` alone when nothing is allowed).
 */
export async function planPersonToPersonEmail(
  db: Database,
  {
    organizationId,
    sender,
    recipients,
    now = new Date(),
  }: { organizationId: string; sender: { id: string }; recipients: string[]; now?: Date },
): Promise<MailPlan> {
  const addresses = [...new Set(recipients.map(normalize))];
  const organizationKey = organizationAllowanceKey(organizationId);
  const perOrganization: RateLimitOptions = { limit: DAILY_ALLOWANCE.perOrganization, windowMs: DAY_MS, now };
  const perRecipient: RateLimitOptions = { limit: DAILY_ALLOWANCE.perRecipient, windowMs: DAY_MS, now };
  // One round trip: the sender's confirmation, the opted-out addresses, and each address counted once on its
  // own key and once on the organization's, in order (what is refused below gives its counts back).
  const hits = addresses.flatMap((address) => [
    rateLimitHit(db, recipientAllowanceKey(organizationId, address), perRecipient),
    rateLimitHit(db, organizationKey, perOrganization),
  ]);
  const [[person], suppressedRows, organizationRows, ...counted] = (await db.batch([
    db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, sender.id)),
    db
      .select({ address: emailSuppressions.address })
      .from(emailSuppressions)
      .where(
        and(
          eq(emailSuppressions.organizationId, organizationId),
          inArray(emailSuppressions.address, addresses.length > 0 ? addresses : [""]),
        ),
      ),
    // The organization's counter before this request's hits (for a request that counts none).
    db
      .select({ windowStartedAt: rateLimits.windowStartedAt, count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, organizationKey)),
    ...hits,
  ])) as unknown as [
    { email: string; verifiedAt: Date | null }[],
    { address: string }[],
    { windowStartedAt: Date; count: number }[],
    ...{ windowStartedAt: Date; count: number }[][],
  ];

  const suppressedSet = new Set(suppressedRows.map((row) => row.address));
  const allowed: string[] = [];
  const overAllowance: string[] = [];
  const suppressed: string[] = [];
  const giveBack: BatchItem<"sqlite">[] = [];
  addresses.forEach((address, index) => {
    const recipientKey = recipientAllowanceKey(organizationId, address);
    const toRecipient = rateLimitVerdict(recipientKey, counted[2 * index]!, perRecipient);
    const fromOrganization = rateLimitVerdict(organizationKey, counted[2 * index + 1]!, perOrganization);
    if (person?.verifiedAt && !suppressedSet.has(address) && toRecipient.allowed && fromOrganization.allowed) {
      allowed.push(address);
      return;
    }
    if (suppressedSet.has(address)) suppressed.push(address);
    else overAllowance.push(address);
    // One statement each: the organization's key is given back once per refused address.
    giveBack.push(rateLimitGiveBack(db, [recipientKey]), rateLimitGiveBack(db, [organizationKey]));
  });
  if (!person?.verifiedAt) {
    await runGiveBack(db, giveBack);
    return { ok: false, reason: "unverified", email: person?.email ?? "" };
  }

  // The organization's counter after this request: its last row, less the counts given back.
  const last = counted.length > 0 ? counted[counted.length - 1]![0] : organizationRows[0];
  const current = last && last.windowStartedAt.getTime() + DAY_MS > now.getTime() ? last : null;
  const organizationCount = current ? current.count - (counted.length > 0 ? giveBack.length / 2 : 0) : 0;
  const organizationWindow = current ? current.windowStartedAt.getTime() : now.getTime();
  return {
    ok: true,
    allowed,
    overAllowance,
    suppressed,
    remainingToday: Math.max(0, DAILY_ALLOWANCE.perOrganization - organizationCount),
    retryAfterSeconds: Math.max(1, Math.ceil((organizationWindow + DAY_MS - now.getTime()) / 1000)),
    giveBack,
  };
}

async function runGiveBack(db: Database, statements: BatchItem<"sqlite">[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Runs the plan's give-backs when the caller writes nothing else. */
export async function giveBackAllowance(db: Database, plan: Extract<MailPlan, { ok: true }>): Promise<void> {
  await runGiveBack(db, plan.giveBack);
}

/** Whole hours until the allowance resets, for the words ("resets in 5 hours"); at least 1. */
export function hoursUntilReset(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 3600));
}

/**
 * The one-click link that stops all of an organization's person-to-person mail to the message's address:
 * the outbox row keeps the URL (delivery adds the footer and the RFC 8058 headers) and the token's SHA-256
 * (`/unsubscribe/<token>` finds the row, hence the address and the organization). The id is the row's.
 */
export async function personToPersonUnsubscribe(
  outboxId: string,
  origin: string,
): Promise<{ unsubscribeUrl: string; unsubscribeTokenHash: string }> {
  const link = await mintUnsubscribeLink(outboxId, origin.replace(/\/$/, ""));
  return { unsubscribeUrl: link.url, unsubscribeTokenHash: link.hash };
}

/** Records that `address` wants no more mail from the organization (a second click changes nothing). */
export async function suppressAddress(
  db: Database,
  { address, organizationId, now = new Date() }: { address: string; organizationId: string; now?: Date },
): Promise<void> {
  await db
    .insert(emailSuppressions)
    .values({ address: normalize(address), organizationId, createdAt: now })
    .onConflictDoNothing();
}

export interface MailRefusal {
  status: 403 | 409 | 429;
  message: string;
  headers: Record<string, string>;
  /** Set when the sender must confirm their address first: the form offers "Send me a confirmation link". */
  unconfirmedEmail: string | null;
}

/** How a route answers a plan that lets nothing be sent; null when something may be. */
export function mailRefusal(plan: MailPlan): MailRefusal | null {
  if (!plan.ok) {
    return {
      status: 403,
      message: tr("mail.unconfirmed", { email: plan.email }),
      headers: {},
      unconfirmedEmail: plan.email,
    };
  }
  if (plan.allowed.length > 0) return null;
  if (plan.overAllowance.length > 0) {
    return {
      status: 429,
      message: tr("mail.overAllowance", {
        remaining: plan.remainingToday,
        hours: hoursUntilReset(plan.retryAfterSeconds),
      }),
      headers: { "Retry-After": String(plan.retryAfterSeconds) },
      unconfirmedEmail: null,
    };
  }
  return {
    status: 409,
    message: tr("mail.suppressed", { count: plan.suppressed.length }),
    headers: {},
    unconfirmedEmail: null,
  };
}

/** What a form that sent some and refused others adds to its notice: how many were not sent, and why. */
export function partlySentNotice(plan: Extract<MailPlan, { ok: true }>): string | null {
  const parts: string[] = [];
  if (plan.overAllowance.length > 0) {
    parts.push(
      tr("mail.partlyOverAllowance", {
        refused: plan.overAllowance.length,
        remaining: plan.remainingToday,
        hours: hoursUntilReset(plan.retryAfterSeconds),
      }),
    );
  }
  if (plan.suppressed.length > 0) parts.push(tr("mail.suppressed", { count: plan.suppressed.length }));
  return parts.length > 0 ? parts.join(" ") : null;
}
