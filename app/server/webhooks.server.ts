/**
 * Webhooks (issue 9, decision 0033): endpoints registered on `/assignor/api`, delivery rows written in the
 * same D1 batch as the change they describe (`webhookDeliveryStatement`), and delivery by the cron job
 * and straight after a change (`deliverWebhooks`): lease-claimed, signed, retried with backoff for 24
 * hours, then failed.
 */
import { and, desc, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { users, webhookDeliveries, webhookEndpoints, type WebhookDelivery, type WebhookEndpoint } from "~/db/schema";
import { newId } from "~/db/ids";
import {
  DELIVERY_HEADER,
  DELIVERY_TIMEOUT_MS,
  EVENT_HEADER,
  nextRetryAt,
  SIGNATURE_HEADER,
  signatureHeader,
  signedContent,
  TEST_EVENT,
  WEBHOOK_SECRET_PREFIX,
  webhookEnvelope,
  webhookUrlProblem,
  type WebhookEndpointInput,
  type WebhookEvent,
  type WebhookEventData,
} from "~/domain/webhooks";
import { activityStatement } from "./activity.server";
import { readConfig } from "./config.server";
import type { Database } from "./db.server";
import { generateSessionToken } from "./session.server";

// ---------------------------------------------------------------------------------------------------
// Configuration and secrets
// ---------------------------------------------------------------------------------------------------

/**
 * Plain http and private addresses are allowed only when `WEBHOOKS_ALLOW_INSECURE_URLS` is "true" and the
 * app does not run as production: tests and local development point endpoints at a local receiver.
 */
export function allowInsecureWebhookUrls(env: unknown): boolean {
  return readConfig(env).webhooks.allowInsecureUrls;
}

const ENCRYPTED_PREFIX = "enc:v1:";

function base64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function aesKey(env: unknown): Promise<CryptoKey | null> {
  const bytes = readConfig(env).webhooks.secretKey;
  if (!bytes) return null;
  return crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/**
 * The signing secret as stored: AES-256-GCM under `WEBHOOK_SECRET_KEY` when that Worker secret is set
 * (production), otherwise as is (local development and tests). Either form reads back with `openSecret`.
 */
export async function sealSecret(env: unknown, secret: string): Promise<string> {
  const key = await aesKey(env);
  if (!key) return secret;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(secret)),
  );
  return `${ENCRYPTED_PREFIX}${base64(iv)}:${base64(sealed)}`;
}

export async function openSecret(env: unknown, stored: string): Promise<string> {
  if (!stored.startsWith(ENCRYPTED_PREFIX)) return stored;
  const key = await aesKey(env);
  if (!key) throw new Error("This signing secret is encrypted but WEBHOOK_SECRET_KEY is not set");
  const [iv, sealed] = stored.slice(ENCRYPTED_PREFIX.length).split(":");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv!) }, key, fromBase64(sealed!));
  return new TextDecoder().decode(plain);
}

function newSigningSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${generateSessionToken()}`;
}

/** Hex HMAC-SHA256 of `<t>.<body>` with the secret (WebCrypto). */
export async function signPayload(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(signedContent(timestamp, body)));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------

export async function listWebhookEndpoints(db: Database, organizationId: string) {
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      events: webhookEndpoints.events,
      createdAt: webhookEndpoints.createdAt,
      disabledAt: webhookEndpoints.disabledAt,
      createdByFirstName: users.firstName,
      createdByLastName: users.lastName,
    })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdById))
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(desc(webhookEndpoints.createdAt));
  if (endpoints.length === 0) return [];
  // The latest delivery of each endpoint, for the list's "Last delivery" column.
  const latest = await db.all<{
    endpoint_id: string;
    status: string;
    created_at: number;
    last_status_code: number | null;
  }>(sql`
    SELECT endpoint_id, status, created_at, last_status_code FROM webhook_deliveries d
    WHERE organization_id = ${organizationId}
      AND created_at = (SELECT max(created_at) FROM webhook_deliveries WHERE endpoint_id = d.endpoint_id)`);
  const byEndpoint = new Map(latest.map((row) => [row.endpoint_id, row]));
  return endpoints.map((endpoint) => {
    const last = byEndpoint.get(endpoint.id);
    return {
      ...endpoint,
      lastDelivery: last
        ? { status: last.status, at: new Date(last.created_at), statusCode: last.last_status_code }
        : null,
    };
  });
}

export async function getWebhookEndpoint(
  db: Database,
  organizationId: string,
  endpointId: string,
): Promise<WebhookEndpoint | undefined> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, endpointId)));
  return endpoint;
}

/** Registers an endpoint (the input already validated) and returns its signing secret, the only time it is shown. */
export async function createWebhookEndpoint(
  db: Database,
  env: unknown,
  { organizationId, actorId, input }: { organizationId: string; actorId: string; input: WebhookEndpointInput },
): Promise<{ id: string; secret: string }> {
  const id = newId();
  const secret = newSigningSecret();
  await db.batch([
    db.insert(webhookEndpoints).values({
      id,
      organizationId,
      url: input.url,
      description: input.description || null,
      events: [...new Set(input.events)],
      secret: await sealSecret(env, secret),
      createdById: actorId,
    }),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "webhook.created",
      subjectType: "webhook_endpoint",
      subjectId: id,
      summary: `Added the webhook endpoint ${input.url} (${input.events.length} events)`,
    }),
  ]);
  return { id, secret };
}

export async function updateWebhookEndpoint(
  db: Database,
  {
    organizationId,
    actorId,
    endpointId,
    input,
  }: { organizationId: string; actorId: string; endpointId: string; input: WebhookEndpointInput },
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(webhookEndpoints)
      .set({ url: input.url, description: input.description || null, events: [...new Set(input.events)] })
      .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, endpointId)))
      .returning({ id: webhookEndpoints.id }),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "webhook.updated",
      subjectType: "webhook_endpoint",
      subjectId: endpointId,
      summary: `Changed the webhook endpoint ${input.url}`,
    }),
  ]);
  return updated.length > 0;
}

/** Disables (deliveries wait) or enables an endpoint; false when it is not this organization's. */
export async function setWebhookEndpointEnabled(
  db: Database,
  {
    organizationId,
    actorId,
    endpointId,
    enabled,
    now = new Date(),
  }: { organizationId: string; actorId: string; endpointId: string; enabled: boolean; now?: Date },
): Promise<boolean> {
  const endpoint = await getWebhookEndpoint(db, organizationId, endpointId);
  if (!endpoint) return false;
  await db.batch([
    db
      .update(webhookEndpoints)
      .set({ disabledAt: enabled ? null : now })
      .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, endpointId))),
    activityStatement(db, {
      organizationId,
      actorId,
      action: enabled ? "webhook.enabled" : "webhook.disabled",
      subjectType: "webhook_endpoint",
      subjectId: endpointId,
      summary: `${enabled ? "Enabled" : "Disabled"} the webhook endpoint ${endpoint.url}`,
    }),
  ]);
  return true;
}

/** A new signing secret at once (the old one stops being used); returned once. */
export async function rotateWebhookSecret(
  db: Database,
  env: unknown,
  { organizationId, actorId, endpointId }: { organizationId: string; actorId: string; endpointId: string },
): Promise<string | null> {
  const endpoint = await getWebhookEndpoint(db, organizationId, endpointId);
  if (!endpoint) return null;
  const secret = newSigningSecret();
  await db.batch([
    db
      .update(webhookEndpoints)
      .set({ secret: await sealSecret(env, secret) })
      .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, endpointId))),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "webhook.secret_rotated",
      subjectType: "webhook_endpoint",
      subjectId: endpointId,
      summary: `Rotated the signing secret of ${endpoint.url}`,
    }),
  ]);
  return secret;
}

/** Deletes an endpoint and its delivery log. */
export async function deleteWebhookEndpoint(
  db: Database,
  { organizationId, actorId, endpointId }: { organizationId: string; actorId: string; endpointId: string },
): Promise<boolean> {
  const endpoint = await getWebhookEndpoint(db, organizationId, endpointId);
  if (!endpoint) return false;
  await db.batch([
    db
      .delete(webhookDeliveries)
      .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.endpointId, endpointId))),
    db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, endpointId))),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "webhook.deleted",
      subjectType: "webhook_endpoint",
      subjectId: endpointId,
      summary: `Deleted the webhook endpoint ${endpoint.url}`,
    }),
  ]);
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Enqueuing, in the event's own batch
// ---------------------------------------------------------------------------------------------------

/**
 * One statement for the event's batch: a pending delivery for each enabled endpoint of the organization
 * subscribed to `event`, all with the same body (same event id). Nothing when no endpoint listens.
 * `onlyIf` makes it conditional (e.g. on the change having happened, for batches that may lose a race).
 */
export function webhookDeliveryStatement<Event extends WebhookEvent>(
  db: Database,
  organizationId: string,
  event: Event,
  /** The event's own payload type (`WEBHOOK_EVENT_DATA_SCHEMAS`), which the OpenAPI document describes. */
  data: WebhookEventData<Event>,
  { now = new Date(), onlyIf }: { now?: Date; onlyIf?: SQL } = {},
) {
  const payload = JSON.stringify(webhookEnvelope(event, organizationId, data, now));
  return db.insert(webhookDeliveries).select(sql`
    SELECT 'whd_' || lower(hex(randomblob(16))), e.id, e.organization_id, ${event}, ${payload}, 'pending', 0, NULL, NULL, NULL, ${now.getTime()}, NULL
    FROM webhook_endpoints e
    WHERE e.organization_id = ${organizationId} AND e.disabled_at IS NULL
      AND EXISTS (SELECT 1 FROM json_each(e.events) WHERE json_each.value = ${event})
      ${onlyIf ? sql`AND (${onlyIf})` : sql``}`);
}

/** The same, as a raw D1 statement, for batches written with `d1.batch` (the CSV import). */
export function webhookDeliveryD1Statement<Event extends WebhookEvent>(
  db: Database,
  organizationId: string,
  event: Event,
  data: WebhookEventData<Event>,
  options?: { now?: Date; onlyIf?: SQL },
) {
  const query = webhookDeliveryStatement(db, organizationId, event, data, options).toSQL();
  return db.$client.prepare(query.sql).bind(...query.params);
}

// ---------------------------------------------------------------------------------------------------
// Delivery log, redeliver, test
// ---------------------------------------------------------------------------------------------------

export async function listWebhookDeliveries(
  db: Database,
  { organizationId, endpointId, limit = 50 }: { organizationId: string; endpointId: string; limit?: number },
) {
  return db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      payload: webhookDeliveries.payload,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

function newDeliveryId(): string {
  return `whd_${crypto.randomUUID().replaceAll("-", "")}`;
}

/**
 * Sends a delivery again: a new delivery of the same body (same event id, so the receiver can tell it
 * is the same event), due now, with its own 24-hour window. Returns the new delivery's id.
 */
export async function redeliverWebhook(
  db: Database,
  { organizationId, deliveryId, now = new Date() }: { organizationId: string; deliveryId: string; now?: Date },
): Promise<string | null> {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, deliveryId)));
  if (!original) return null;
  const id = newDeliveryId();
  await db.insert(webhookDeliveries).values({
    id,
    endpointId: original.endpointId,
    organizationId,
    event: original.event,
    payload: original.payload,
    status: "pending",
    createdAt: now,
  });
  return id;
}

/** Queues a `ping` to one endpoint (even a disabled one: the button is how people check it). */
export async function queueTestEvent(
  db: Database,
  { organizationId, endpointId, now = new Date() }: { organizationId: string; endpointId: string; now?: Date },
): Promise<string | null> {
  const endpoint = await getWebhookEndpoint(db, organizationId, endpointId);
  if (!endpoint) return null;
  const id = newDeliveryId();
  const data: WebhookEventData<typeof TEST_EVENT> = {
    endpointId,
    message: "A test event from Whistle. Your endpoint is reachable.",
  };
  const body = webhookEnvelope(TEST_EVENT, organizationId, data, now);
  await db.insert(webhookDeliveries).values({
    id,
    endpointId,
    organizationId,
    event: TEST_EVENT,
    payload: JSON.stringify(body),
    status: "pending",
    createdAt: now,
  });
  return id;
}

// ---------------------------------------------------------------------------------------------------
// Delivering
// ---------------------------------------------------------------------------------------------------

/** How long a claimed delivery is reserved for the run that claimed it. */
export const WEBHOOK_LEASE_MS = 2 * 60_000;
/** Deliveries sent at the same time by one run. */
const PARALLEL_SENDS = 10;

export interface WebhookReport {
  delivered: number;
  retrying: number;
  failed: number;
}

type Claimed = WebhookDelivery & { leaseUntil: Date };

/**
 * Leases due deliveries with one UPDATE … RETURNING (D1 runs writes one at a time, so overlapping runs
 * claim disjoint rows). Deliveries of disabled endpoints wait; a test event (`ping`) is sent anyway.
 */
async function claimDue(db: Database, now: Date, limit: number, only?: string[]): Promise<Claimed[]> {
  const leaseUntil = new Date(now.getTime() + WEBHOOK_LEASE_MS);
  const due = and(
    eq(webhookDeliveries.status, "pending"),
    or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
  );
  const pick = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        due,
        or(isNull(webhookEndpoints.disabledAt), eq(webhookDeliveries.event, TEST_EVENT)),
        only ? inArray(webhookDeliveries.id, only) : undefined,
      ),
    )
    .orderBy(webhookDeliveries.createdAt)
    .limit(limit);
  const rows = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(inArray(webhookDeliveries.id, pick), due))
    .returning();
  return rows.map((row) => ({ ...row, leaseUntil }));
}

type Outcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

async function send(
  delivery: Delivery,
  endpoint: Pick<WebhookEndpoint, "url" | "secret">,
  env: unknown,
  now: Date,
): Promise<Outcome> {
  const problem = webhookUrlProblem(endpoint.url, { allowInsecure: allowInsecureWebhookUrls(env) });
  if (problem) return { ok: false, statusCode: null, error: `Not sent: ${problem}` };
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
    const text = (await response.text().catch(() => "")).slice(0, 200);
    return { ok: false, statusCode: response.status, error: `Answered ${response.status}${text ? `: ${text}` : ""}` };
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
  { now = new Date(), limit = 50, only }: { now?: Date; limit?: number; only?: string[] } = {},
): Promise<WebhookReport> {
  const report: WebhookReport = { delivered: 0, retrying: 0, failed: 0 };
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
    const outcome: Outcome = endpoint
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
      return;
    }
    const retryAt = delivery.event === TEST_EVENT ? null : nextRetryAt(delivery.attempts, delivery.createdAt, now);
    if (retryAt) report.retrying += 1;
    else report.failed += 1;
    await db
      .update(webhookDeliveries)
      .set({
        status: retryAt ? "pending" : "failed",
        nextAttemptAt: retryAt,
        lastStatusCode: outcome.statusCode,
        lastError:
          retryAt || delivery.event === TEST_EVENT
            ? outcome.error
            : `${outcome.error}. Gave up after ${delivery.attempts} attempts over 24 hours.`,
      })
      .where(held);
  };

  for (let start = 0; start < claimed.length; start += PARALLEL_SENDS) {
    await Promise.all(claimed.slice(start, start + PARALLEL_SENDS).map(finish));
  }
  return report;
}

/** Cheap check for the after-request pass: is anything due? */
export async function hasDueWebhooks(db: Database, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
