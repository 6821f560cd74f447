/**
 * Sending webhook deliveries (decision 0033), by the `deliver-webhooks` cron job and straight after a
 * change (`deliverWebhooks`): lease-claimed, signed, retried with backoff for 24 hours, then failed.
 */
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints, type WebhookDelivery, type WebhookEndpoint } from "~/db/schema";
import {
  DELIVERY_HEADER,
  DELIVERY_TIMEOUT_MS,
  EVENT_HEADER,
  nextRetryAt,
  SIGNATURE_HEADER,
  signatureHeader,
  TEST_EVENT,
} from "~/domain/webhooks";
import { webhookUrlProblem } from "~/domain/webhook-url";
import { readConfig } from "./config.server";
import type { Database } from "./db.server";
import { handedRowsCondition, inJsonList, type HandedRow } from "./outbox-delivery.server";
import {
  allowInsecureWebhookUrls,
  isSealedSecret,
  openSecret,
  signPayload,
  webhookSigningProblem,
} from "./webhook-secrets.server";

/** How long a claimed delivery is reserved for the run that claimed it. */
export const WEBHOOK_LEASE_MS = 2 * 60_000;
/** Deliveries sent at the same time by one run. */
const PARALLEL_SENDS = 10;

export interface WebhookReport {
  delivered: number;
  retrying: number;
  failed: number;
  /** Deliveries to be tried again, with when. */
  later: Map<string, Date>;
}

type Claimed = WebhookDelivery & { leaseUntil: Date };

/**
 * Leases due deliveries with one UPDATE … RETURNING (D1 runs writes one at a time, so overlapping runs
 * claim disjoint rows). Deliveries of disabled endpoints wait; a test event (`ping`) is sent anyway.
 */
async function claimDue(db: Database, now: Date, limit: number, only?: HandedRow[]): Promise<Claimed[]> {
  const leaseUntil = new Date(now.getTime() + WEBHOOK_LEASE_MS);
  const pending = eq(webhookDeliveries.status, "pending");
  const ready = only
    ? and(pending, handedRowsCondition(only, webhookDeliveries.id, webhookDeliveries.nextAttemptAt, now))
    : and(pending, or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)));
  const pick = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(ready, or(isNull(webhookEndpoints.disabledAt), eq(webhookDeliveries.event, TEST_EVENT))))
    .orderBy(webhookDeliveries.createdAt)
    .limit(limit);
  const rows = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(inArray(webhookDeliveries.id, pick), ready))
    .returning();
  return rows.map((row) => ({ ...row, leaseUntil }));
}

/**
 * One attempt's outcome. Only the receiver's status code is kept, never the text it answered (decision
 * 0056); `final` marks a refusal that no retry can mend (the URL is not allowed, the secret is unusable).
 */
type AttemptResult =
  { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string; final?: boolean };

async function send(
  delivery: Delivery,
  endpoint: Pick<WebhookEndpoint, "url" | "secret">,
  env: unknown,
  now: Date,
): Promise<AttemptResult> {
  // Checked again before every send: endpoints registered under older rules stop here.
  const problem = webhookUrlProblem(endpoint.url, { allowInsecure: allowInsecureWebhookUrls(env) });
  if (problem) return { ok: false, statusCode: null, error: `Not sent: ${problem}`, final: true };
  // Production without the key: nothing goes out; the delivery waits for the key to be set.
  const signingProblem = webhookSigningProblem(env);
  if (signingProblem) return { ok: false, statusCode: null, error: `Not sent: ${signingProblem}` };
  if (readConfig(env).production && !isSealedSecret(endpoint.secret)) {
    return {
      ok: false,
      statusCode: null,
      error: "Not sent: this endpoint's signing secret was stored without encryption. Rotate the signing secret.",
      final: true,
    };
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  let secret: string;
  try {
    secret = await openSecret(env, endpoint.secret);
  } catch (error) {
    return { ok: false, statusCode: null, error: error instanceof Error ? error.message : String(error) };
  }
  const signature = await signPayload(secret, timestamp, delivery.payload);
  try {
    const response = await fetch(endpoint.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Whistle-Webhooks/1",
        [EVENT_HEADER]: delivery.event,
        [DELIVERY_HEADER]: delivery.id,
        [SIGNATURE_HEADER]: signatureHeader(timestamp, signature),
      },
      body: delivery.payload,
    });
    if (response.status >= 200 && response.status < 300) {
      await response.body?.cancel();
      return { ok: true, statusCode: response.status };
    }
    // The answer's text is the receiver's to keep: it is discarded unread, only its status is recorded.
    await response.body?.cancel();
    return { ok: false, statusCode: response.status, error: `Answered ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      ok: false,
      statusCode: null,
      error: timedOut
        ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds`
        : `Unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

type Delivery = Pick<WebhookDelivery, "id" | "event" | "payload">;

/**
 * Sends due deliveries: 2xx is delivered; anything else is retried after 1 min, 5 min, 30 min, 2 h, then
 * every 6 h, until the next try would fall more than 24 hours after the event, when it is failed for good.
 * `only` restricts the run to given deliveries (the Redeliver and Send test event buttons).
 */
export async function deliverWebhooks(
  db: Database,
  env: unknown,
  {
    now = new Date(),
    limit = 50,
    only,
    onRecorded,
  }: {
    now?: Date;
    limit?: number;
    only?: HandedRow[];
    /** Told each delivery as soon as its outcome is written, with its next try if any (the consumer acks it). */
    onRecorded?: (id: string, later: Date | null) => void;
  } = {},
): Promise<WebhookReport> {
  const report: WebhookReport = { delivered: 0, retrying: 0, failed: 0, later: new Map() };
  if (only?.length === 0) return report;
  const claimed = await claimDue(db, now, limit, only);
  if (claimed.length === 0) return report;
  const endpointIds = [...new Set(claimed.map((row) => row.endpointId))];
  const endpoints = new Map<string, Pick<WebhookEndpoint, "id" | "url" | "secret">>();
  for (let start = 0; start < endpointIds.length; start += 90) {
    const rows = await db
      .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, endpointIds.slice(start, start + 90)));
    for (const row of rows) endpoints.set(row.id, row);
  }

  const finish = async (delivery: Claimed) => {
    const endpoint = endpoints.get(delivery.endpointId);
    const outcome: AttemptResult = endpoint
      ? await send(delivery, endpoint, env, now)
      : { ok: false, statusCode: null, error: "The endpoint was deleted" };
    // Written only while this run still holds the lease.
    const held = and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.status, "pending"),
      eq(webhookDeliveries.nextAttemptAt, delivery.leaseUntil),
    );
    if (outcome.ok) {
      report.delivered += 1;
      await db
        .update(webhookDeliveries)
        .set({
          status: "delivered",
          deliveredAt: now,
          nextAttemptAt: null,
          lastStatusCode: outcome.statusCode,
          lastError: null,
        })
        .where(held);
      onRecorded?.(delivery.id, null);
      return;
    }
    const retryAt =
      delivery.event === TEST_EVENT || outcome.final ? null : nextRetryAt(delivery.attempts, delivery.createdAt, now);
    if (retryAt) {
      report.retrying += 1;
      report.later.set(delivery.id, retryAt);
    } else report.failed += 1;
    await db
      .update(webhookDeliveries)
      .set({
        status: retryAt ? "pending" : "failed",
        nextAttemptAt: retryAt,
        lastStatusCode: outcome.statusCode,
        lastError:
          retryAt || delivery.event === TEST_EVENT || outcome.final
            ? outcome.error
            : `${outcome.error}. Gave up after ${delivery.attempts} attempts over 24 hours.`,
      })
      .where(held);
    onRecorded?.(delivery.id, retryAt);
  };

  for (let start = 0; start < claimed.length; start += PARALLEL_SENDS) {
    await Promise.all(claimed.slice(start, start + PARALLEL_SENDS).map(finish));
  }
  return report;
}

/**
 * Deliveries the queue gave up on (they reached its dead-letter queue, decision 0051): each one still
 * pending is failed, with its last error, in the endpoint's delivery log.
 */
export async function failDeadWebhooks(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const failed = await db
    .update(webhookDeliveries)
    .set({
      status: "failed",
      nextAttemptAt: null,
      lastError: sql`coalesce(${webhookDeliveries.lastError}, 'The delivery kept failing') || '. Gave up after ' || ${webhookDeliveries.attempts} || ' attempts.'`,
    })
    .where(and(inJsonList(webhookDeliveries.id, ids), eq(webhookDeliveries.status, "pending")))
    .returning({ id: webhookDeliveries.id });
  return failed.length;
}
