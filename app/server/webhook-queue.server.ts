/**
 * Webhook deliveries as rows (decision 0033): written in the same D1 batch as the change they describe
 * (`webhookDeliveryStatement`), written again by Redeliver and Send test event, and read for an
 * endpoint's delivery log. Sending them is `webhook-delivery.server.ts`.
 */
import { refused, type Outcome } from "~/domain/outcome";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { webhookDeliveries } from "~/db/schema";
import { TEST_EVENT, webhookEnvelope, type WebhookEvent, type WebhookEventData } from "~/domain/webhooks";
import type { Database } from "./db.server";
import { getWebhookEndpoint } from "./webhook-endpoints.server";
import { tr } from "~/i18n/text";

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

export function listWebhookDeliveries(
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
 * is the same event), due now, with its own 24-hour window. Answers with the new delivery's id.
 */
export async function redeliverWebhook(
  db: Database,
  { organizationId, deliveryId, now = new Date() }: { organizationId: string; deliveryId: string; now?: Date },
): Promise<Outcome<{ deliveryId: string }>> {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, deliveryId)));
  if (!original) return refused(404, tr("webhookEndpoint.deliveryGone"));
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
  return { ok: true, deliveryId: id };
}

/** Queues a `ping` to one endpoint (even a disabled one: the button is how people check it). */
export async function queueTestEvent(
  db: Database,
  { organizationId, endpointId, now = new Date() }: { organizationId: string; endpointId: string; now?: Date },
): Promise<Outcome<{ deliveryId: string }>> {
  const endpoint = await getWebhookEndpoint(db, organizationId, endpointId);
  if (!endpoint) return refused(404, tr("webhookEndpoint.gone"));
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
  return { ok: true, deliveryId: id };
}
