/**
 * Delivers the outbox (issue 8, decision 0027). Every message the product sends was written to `outbox`
 * in the same batch as the event behind it; this module hands due messages to the configured email and
 * SMS providers.
 *
 * - Claiming: one UPDATE … RETURNING leases due messages by pushing `next_attempt_at` a few minutes out
 *   and counting the attempt. D1 runs writes one at a time, so two overlapping runs claim disjoint rows
 *   and no message goes out twice; a run that dies mid-send leaves its lease to expire and the message
 *   is tried again (at-least-once; the idempotency key travels to providers that honour one).
 * - Outcome: sent; held (SMS in quiet hours, no attempt counted); retried with backoff on 429/5xx and
 *   network errors; failed for good on other refusals or after MAX_DELIVERY_ATTEMPTS, which also tells
 *   the organization's assignors in their alerts; not sent when a preference says no or no provider is
 *   configured (local development and tests), with the reason in `last_error`.
 */
import { and, eq, inArray, lte, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { memberships, notifications, organizations, outbox, userSettings, users } from "~/db/schema";
import { newId } from "~/db/ids";
import {
  classifyProviderStatus,
  MAX_DELIVERY_ATTEMPTS,
  preferenceBlock,
  quietHoursEnd,
  retryDelayMs,
  type Channel,
} from "~/domain/delivery";
import {
  SUBSCRIPTION_LABEL,
  UNSUBSCRIBE_TOPICS,
  isPersonToPersonKind,
  unsubscribeHeaders,
  unsubscribeTopicOf,
  withUnsubscribeLink,
} from "~/domain/unsubscribe";
import { deliveryFailureNotification, languageOfEmail, MESSAGE_KINDS, unsubscribeLine } from "~/domain/messages";
import { isLanguage } from "~/i18n/messages";
import { readConfig } from "./config.server";
// The catalogs, for the undelivered-email notice it words itself, whichever entry point runs delivery.
import "./i18n.server";
import type { Database } from "./db.server";
import { publicOrigin } from "./public-origin.server";
import { mintUnsubscribeLink, storeUnsubscribeHashes, type MintedLink } from "./unsubscribe.server";

export type OutboxMessage = typeof outbox.$inferSelect;

export type SendOutcome = { status: "sent" } | { status: "retry" | "permanent"; error: string };

/** A message as handed to a provider: its bodies may carry the unsubscribe line, with the headers to match. */
export type OutgoingMessage = OutboxMessage & { headers?: Record<string, string> };

export interface Provider {
  name: string;
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

export type Providers = Partial<Record<Channel, Provider>>;

/** How long a claimed message is reserved for the run that claimed it. */
export const LEASE_MS = 5 * 60_000;

async function outcomeOf(response: Response, provider: string): Promise<SendOutcome> {
  const verdict = classifyProviderStatus(response.status);
  if (verdict === "sent") return { status: "sent" };
  const detail = (await response.text().catch(() => "")).slice(0, 300);
  return { status: verdict, error: `${provider} answered ${response.status}${detail ? `: ${detail}` : ""}` };
}

async function guarded(provider: string, attempt: () => Promise<SendOutcome>): Promise<SendOutcome> {
  try {
    return await attempt();
  } catch (error) {
    return {
      status: "retry",
      error: `${provider} unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Resend's HTTP API; the outbox id is its idempotency key, so a retried lease cannot send twice. */
export function resendProvider(apiKey: string, from: string, endpoint = "https://api.resend.com/emails"): Provider {
  return {
    name: "resend",
    send: (message) =>
      guarded("Resend", async () =>
        outcomeOf(
          await fetch(endpoint, {
            method: "POST",
            headers: {
              Authorization: `Bearer ${apiKey}`,
              "Content-Type": "application/json",
              "Idempotency-Key": message.idempotencyKey,
            },
            body: JSON.stringify({
              from,
              to: [message.recipient],
              subject: message.subject ?? "Whistle",
              text: message.textBody,
              ...(message.htmlBody ? { html: message.htmlBody } : {}),
              ...(message.headers ? { headers: message.headers } : {}),
            }),
          }),
          "Resend",
        ),
      ),
  };
}

/** Twilio's Messages API over HTTP (form-encoded, basic auth). */
export function twilioProvider(
  accountSid: string,
  authToken: string,
  from: string,
  base = "https://api.twilio.com",
): Provider {
  return {
    name: "twilio",
    send: (message) =>
      guarded("Twilio", async () =>
        outcomeOf(
          await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
            method: "POST",
            headers: {
              Authorization: `Basic ${btoa(`${accountSid}:${authToken}`)}`,
              "Content-Type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({ To: message.recipient, From: from, Body: message.textBody }),
          }),
          "Twilio",
        ),
      ),
  };
}

/**
 * The providers the configuration enables (`readConfig`); a channel without one leaves its messages
 * "not sent" (the configuration's `reason` says which setting turns it on).
 */
export function providersFromEnv(env: unknown): Providers {
  const { email, sms } = readConfig(env);
  const providers: Providers = {};
  if (email.enabled) providers.email = resendProvider(email.apiKey, email.from, email.endpoint ?? undefined);
  if (sms.enabled) {
    providers.sms = twilioProvider(sms.accountSid, sms.authToken, sms.fromNumber, sms.apiBase ?? undefined);
  }
  return providers;
}

/** `column IN (the ids)`, the ids as one JSON parameter: any number of them in one statement. */
export function inJsonList(column: SQLWrapper, ids: string[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

/** A row handed to the queue: its id and, when known, the moment it was handed over (decision 0051). */
export type HandedRow = string | { id: string; handedAt: number };

/**
 * The `only` condition of a claim, as one JSON parameter (a queue batch of any size is one statement): these
 * rows, when due by the clock or still marked with the moment they were handed to the queue (so a consumer
 * whose clock is behind the producer's still takes them).
 */
export function handedRowsCondition(only: HandedRow[], id: SQLWrapper, nextAttemptAt: SQLWrapper, now: Date): SQL {
  const rows = JSON.stringify(
    only.map((row) => (typeof row === "string" ? { id: row } : { id: row.id, at: row.handedAt })),
  );
  return sql`${id} IN (SELECT j.value ->> '$.id' FROM json_each(${rows}) j
    WHERE ${nextAttemptAt} IS NULL OR ${nextAttemptAt} <= ${now.getTime()} OR ${nextAttemptAt} = j.value ->> '$.at')`;
}

/**
 * Leases up to `limit` due messages for this run; with `only`, just those of these rows that are due (the
 * queue consumer's batch).
 */
async function claimDue(db: Database, now: Date, limit: number, only?: HandedRow[]): Promise<OutboxMessage[]> {
  const due = and(eq(outbox.status, "pending"), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)));
  const which = only
    ? and(eq(outbox.status, "pending"), handedRowsCondition(only, outbox.id, outbox.nextAttemptAt, now))
    : and(
        inArray(outbox.id, db.select({ id: outbox.id }).from(outbox).where(due).orderBy(outbox.createdAt).limit(limit)),
        due,
      );
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(which)
    .returning();
}

interface Recipient {
  preferences?: Parameters<typeof preferenceBlock>[2];
  timeZone: string;
}

/** D1 binds at most 100 values per statement: look ids up in slices below that. */
const IDS_PER_QUERY = 90;

async function recipientsOf(db: Database, messages: OutboxMessage[]): Promise<Map<string, Recipient>> {
  const userIds = [...new Set(messages.map((message) => message.userId).filter((id): id is string => id !== null))];
  const recipients = new Map<string, Recipient>();
  for (let start = 0; start < userIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ userId: users.id, settings: userSettings, orgTimeZone: organizations.timeZone })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(inArray(users.id, userIds.slice(start, start + IDS_PER_QUERY)));
    for (const row of rows) {
      if (recipients.has(row.userId)) continue;
      recipients.set(row.userId, {
        preferences: row.settings ?? undefined,
        timeZone: row.settings?.timeZone ?? row.orgTimeZone ?? "UTC",
      });
    }
  }
  return recipients;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  notSent: number;
  held: number;
  /** Organizations whose assignors were told of a permanent failure (their open pages are told too). */
  alertedOrganizations: Set<string>;
  /** Messages held for quiet hours or waiting to be retried, with when they are due again. */
  later: Map<string, Date>;
}

export interface DeliveryOptions {
  now?: Date;
  limit?: number;
  /** Only these messages, when due (the queue consumer's batch, decision 0051). */
  only?: HandedRow[];
  /**
   * Who gives up on a message the provider keeps refusing with a retryable answer: this run, after
   * MAX_DELIVERY_ATTEMPTS, or (`"queue"`) the queue, whose dead-letter consumer records the failure.
   */
  giveUp?: "here" | "queue";
  /**
   * Told each group of messages as soon as their outcomes are written, with when each is due again (held
   * or to be retried) or null (settled): the queue consumer acks or retries them then.
   */
  onRecorded?: (recorded: { id: string; later: Date | null }[]) => void;
  /** The origin of unsubscribe links; by default `PUBLIC_ORIGIN`. */
  origin?: string;
}

/**
 * The emails about to be sent that get an unsubscribe link (decision 0058), amended: the enqueuer's own
 * link (a status-page subscription), or for a person's non-account email a link minted now, whose hashes
 * are stored in one statement before anything is sent (so a link works as soon as it arrives).
 */
async function withUnsubscribe(
  db: Database,
  messages: OutboxMessage[],
  origin: string | undefined,
): Promise<Map<string, OutgoingMessage>> {
  const amended = new Map<string, OutgoingMessage>();
  const minted: MintedLink[] = [];
  const links: { message: OutboxMessage; url: string; label: string; line: string | null }[] = [];
  for (const message of messages) {
    if (message.channel !== "email") continue;
    // The line in the email's own language (issue 19): the one its template wrote it in.
    const language = languageOfEmail(message.htmlBody);
    if (message.unsubscribeUrl) {
      // Issue 32 (decision 0092): an invite's or a rating request's link stops its league's mail to the address.
      const line = unsubscribeLine(isPersonToPersonKind(message.kind) ? "organization" : "subscription", language);
      links.push({ message, url: message.unsubscribeUrl, label: SUBSCRIPTION_LABEL, line });
      continue;
    }
    const topic = message.userId ? unsubscribeTopicOf(message.kind) : null;
    if (!topic) continue;
    const link = await mintUnsubscribeLink(message.id, origin ?? (await publicOrigin()));
    minted.push(link);
    links.push({
      message,
      url: link.url,
      label: UNSUBSCRIBE_TOPICS[topic].label,
      line: unsubscribeLine(topic, language),
    });
  }
  if (minted.length > 0) await storeUnsubscribeHashes(db, minted);
  for (const { message, url, label, line } of links) {
    // A template that already shows its link (the status notices) keeps its own wording: headers only.
    const bodies = message.textBody.includes(url)
      ? { text: message.textBody, html: message.htmlBody }
      : withUnsubscribeLink({ text: message.textBody, html: message.htmlBody }, url, label, line ?? undefined);
    amended.set(message.id, {
      ...message,
      textBody: bodies.text,
      htmlBody: bodies.html,
      headers: unsubscribeHeaders(url),
    });
  }
  return amended;
}

/** Tells the organization's assignors that a message could not be delivered at all. */
async function reportPermanentFailure(db: Database, message: OutboxMessage, error: string): Promise<boolean> {
  if (!message.organizationId) return false;
  const assignors = await db
    .select({ userId: memberships.userId, language: userSettings.language })
    .from(memberships)
    .leftJoin(userSettings, eq(userSettings.userId, memberships.userId))
    .where(and(eq(memberships.organizationId, message.organizationId), eq(memberships.role, "assignor")));
  if (assignors.length === 0) return false;
  await db.insert(notifications).values(
    assignors.map(({ userId, language }) => ({
      id: newId(),
      userId,
      organizationId: message.organizationId,
      type: "system" as const,
      priority: "high" as const,
      // In each assignor's language (issue 19).
      ...deliveryFailureNotification(
        {
          channel: message.channel,
          what: message.subject ?? message.kind,
          recipient: message.recipient,
          attempts: message.attempts,
          error,
        },
        isLanguage(language) ? language : null,
      ),
    })),
  );
  return true;
}

/** Outcome writes per D1 batch: one round trip records many messages. */
const OUTCOMES_PER_BATCH = 50;
/** Messages handed to providers at once (a Worker may hold six connections open). */
const SENDS_AT_ONCE = 6;

type Statement = Parameters<Database["batch"]>[0][number];

/** Runs `work` over `items`, at most `limit` at a time, keeping the results in order. */
async function mapWithLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type Decision =
  { kind: "not_sent"; reason: string } | { kind: "held"; until: Date } | { kind: "send"; provider: Provider };

/**
 * One delivery pass: claim due messages, decide each (preferences, quiet hours, provider), send those
 * that may go (a few at a time), then record every outcome in a handful of D1 batches. Each outcome
 * write is conditional on the lease this run holds, so a run that lost its lease records nothing.
 */
export async function deliverOutbox(
  db: Database,
  providers: Providers,
  { now = new Date(), limit = 50, only, giveUp = "here", onRecorded, origin }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = {
    sent: 0,
    retrying: 0,
    failed: 0,
    notSent: 0,
    held: 0,
    alertedOrganizations: new Set(),
    later: new Map(),
  };
  if (only?.length === 0) return report;
  const claimed = await claimDue(db, now, limit, only);
  if (claimed.length === 0) return report;
  const recipients = await recipientsOf(db, claimed);
  const lease = new Date(now.getTime() + LEASE_MS);

  const decide = (message: OutboxMessage): Decision => {
    const channel = message.channel as Channel;
    const recipient = message.userId ? recipients.get(message.userId) : undefined;
    const blocked = preferenceBlock(message.kind, channel, recipient?.preferences);
    if (blocked) return { kind: "not_sent", reason: blocked };
    // The code confirming a number is asked for now and dies in minutes: never held for quiet hours.
    if (channel === "sms" && recipient && message.kind !== MESSAGE_KINDS.phoneConfirmation) {
      const wakeUp = quietHoursEnd(now, recipient.timeZone);
      if (wakeUp) return { kind: "held", until: wakeUp };
    }
    const provider = providers[channel];
    return provider ? { kind: "send", provider } : { kind: "not_sent", reason: "not sent: no provider" };
  };

  const decisions = claimed.map((message) => ({ message, decision: decide(message) }));
  const outgoing = await withUnsubscribe(
    db,
    decisions.filter(({ decision }) => decision.kind === "send").map(({ message }) => message),
    origin,
  );
  const outcomes = await mapWithLimit(decisions, SENDS_AT_ONCE, async ({ message, decision }) => ({
    message,
    decision,
    outcome: decision.kind === "send" ? await decision.provider.send(outgoing.get(message.id) ?? message) : undefined,
  }));

  const statements: Statement[] = [];
  /** Statement index → the message and error whose permanent failure the assignors hear of, if recorded. */
  const failures = new Map<number, { message: OutboxMessage; error: string }>();
  for (const { message, decision, outcome } of outcomes) {
    // Only the run holding the lease records the outcome.
    const mine = and(eq(outbox.id, message.id), eq(outbox.status, "pending"), eq(outbox.nextAttemptAt, lease));
    if (decision.kind === "not_sent") {
      statements.push(
        db.update(outbox).set({ status: "not_sent", lastError: decision.reason, nextAttemptAt: null }).where(mine),
      );
      report.notSent += 1;
    } else if (decision.kind === "held") {
      // Holding for quiet hours is not an attempt.
      statements.push(
        db
          .update(outbox)
          .set({ attempts: message.attempts - 1, nextAttemptAt: decision.until })
          .where(mine),
      );
      report.held += 1;
      report.later.set(message.id, decision.until);
    } else if (outcome?.status === "sent") {
      statements.push(
        db.update(outbox).set({ status: "sent", sentAt: now, lastError: null, nextAttemptAt: null }).where(mine),
      );
      report.sent += 1;
    } else if (outcome?.status === "retry" && (giveUp === "queue" || message.attempts < MAX_DELIVERY_ATTEMPTS)) {
      const retryAt = new Date(now.getTime() + retryDelayMs(message.attempts));
      statements.push(db.update(outbox).set({ lastError: outcome.error, nextAttemptAt: retryAt }).where(mine));
      report.retrying += 1;
      report.later.set(message.id, retryAt);
    } else {
      const error = outcome && "error" in outcome ? outcome.error : "no outcome";
      failures.set(statements.length, { message, error });
      statements.push(
        db
          .update(outbox)
          .set({ status: "failed", lastError: error, nextAttemptAt: null })
          .where(mine)
          .returning({ id: outbox.id }),
      );
      report.failed += 1;
    }
  }

  for (let start = 0; start < statements.length; start += OUTCOMES_PER_BATCH) {
    const results = await db.batch(statements.slice(start, start + OUTCOMES_PER_BATCH) as [Statement, ...Statement[]]);
    onRecorded?.(
      outcomes
        .slice(start, start + OUTCOMES_PER_BATCH)
        .map(({ message }) => ({ id: message.id, later: report.later.get(message.id) ?? null })),
    );
    for (const [offset, result] of results.entries()) {
      const failure = failures.get(start + offset);
      // Told only when this run's write took (it still held the lease).
      if (
        failure &&
        Array.isArray(result) &&
        result.length > 0 &&
        (await reportPermanentFailure(db, failure.message, failure.error))
      ) {
        report.alertedOrganizations.add(failure.message.organizationId!);
      }
    }
  }
  return report;
}

/**
 * Messages the queue gave up on (they reached its dead-letter queue, decision 0051): each one still
 * pending is failed with its last error and how many tries it had, and the organization's assignors are
 * told, as when a provider refuses a message for good. A message already settled is left as it is.
 */
export async function failDeadLetters(
  db: Database,
  ids: string[],
): Promise<{ failed: number; alertedOrganizations: Set<string> }> {
  const alertedOrganizations = new Set<string>();
  if (ids.length === 0) return { failed: 0, alertedOrganizations };
  const failed = await db
    .update(outbox)
    .set({
      status: "failed",
      nextAttemptAt: null,
      lastError: sql`coalesce(${outbox.lastError}, 'the consumer kept failing') || '; gave up after ' || ${outbox.attempts} || ' tries'`,
    })
    .where(and(inJsonList(outbox.id, ids), eq(outbox.status, "pending")))
    .returning();
  for (const message of failed) {
    if (await reportPermanentFailure(db, message, message.lastError ?? "gave up")) {
      alertedOrganizations.add(message.organizationId!);
    }
  }
  return { failed: failed.length, alertedOrganizations };
}
