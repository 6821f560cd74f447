/**
 * Webhook endpoints of one organization (decision 0033), registered on `/assignor/api`: listed with their
 * latest delivery, created and rotated (the signing secret is shown once), enabled, disabled and deleted.
 */
import { refused, type Outcome } from "~/domain/outcome";
import { and, desc, eq, sql } from "drizzle-orm";
import { users, webhookDeliveries, webhookEndpoints, type WebhookEndpoint } from "~/db/schema";
import { newId } from "~/db/ids";
import type { WebhookEndpointInput } from "~/domain/webhooks";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { newSigningSecret, sealSecret } from "./webhook-secrets.server";

const endpointNotFound = () => refused(404, "This webhook endpoint no longer exists.");

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

/** Disables (deliveries wait) or enables an endpoint of this organization. */
export async function setWebhookEndpointEnabled(
  db: Database,
  {
    organizationId,
    actorId,
    endpointId,
    enabled,
    now = new Date(),
  }: { organizationId: string; actorId: string; endpointId: string; enabled: boolean; now?: Date },
): Promise<Outcome> {
  const endpoint = await getWebhookEndpoint(db, organizationId, endpointId);
  if (!endpoint) return endpointNotFound();
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
  return { ok: true };
}

/** A new signing secret at once (the old one stops being used); returned once. */
export async function rotateWebhookSecret(
  db: Database,
  env: unknown,
  { organizationId, actorId, endpointId }: { organizationId: string; actorId: string; endpointId: string },
): Promise<Outcome<{ secret: string }>> {
  const endpoint = await getWebhookEndpoint(db, organizationId, endpointId);
  if (!endpoint) return endpointNotFound();
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
  return { ok: true, secret };
}

/** Deletes an endpoint and its delivery log. */
export async function deleteWebhookEndpoint(
  db: Database,
  { organizationId, actorId, endpointId }: { organizationId: string; actorId: string; endpointId: string },
): Promise<Outcome> {
  const endpoint = await getWebhookEndpoint(db, organizationId, endpointId);
  if (!endpoint) return endpointNotFound();
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
  return { ok: true };
}
