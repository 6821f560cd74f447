/**
 * Webhook endpoints of one organization (decision 0033), registered on `/assignor/api`: listed with their
 * latest delivery, created and rotated (the signing secret is shown once), enabled, disabled and deleted.
 */
import { refused, type Outcome } from "~/domain/outcome";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { users, webhookDeliveries, webhookEndpoints, type WebhookEndpoint } from "~/db/schema";
import { newId } from "~/db/ids";
import type { WebhookEndpointInput } from "~/domain/webhooks";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { newSigningSecret, sealSecret, webhookSigningProblem } from "./webhook-secrets.server";
import { tr } from "~/i18n/text";

const endpointNotFound = () => refused(404, tr("webhookEndpoint.gone"));

/**
 * The organization's endpoints, newest first, each with its latest delivery read by the endpoint's own
 * (endpoint, created) index: a query to await or to put in a page's `db.batch`; `withLastDelivery`
 * shapes its rows.
 */
export function listWebhookEndpoints(db: Database, organizationId: string) {
  const latest = <T>(column: SQL) =>
    sql<T | null>`(SELECT ${column} FROM ${webhookDeliveries}
      WHERE ${webhookDeliveries.endpointId} = ${webhookEndpoints.id}
      ORDER BY ${webhookDeliveries.createdAt} DESC, ${webhookDeliveries.id} DESC LIMIT 1)`;
  return db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      events: webhookEndpoints.events,
      createdAt: webhookEndpoints.createdAt,
      disabledAt: webhookEndpoints.disabledAt,
      createdByFirstName: users.firstName,
      createdByLastName: users.lastName,
      lastStatus: latest<string>(sql`${webhookDeliveries.status}`).as("last_status"),
      lastAt: latest<number>(sql`${webhookDeliveries.createdAt}`).as("last_at"),
      lastStatusCode: latest<number>(sql`${webhookDeliveries.lastStatusCode}`).as("last_status_code"),
    })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdById))
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

/** An endpoint row of `listWebhookEndpoints` with its latest delivery, if any, as one object. */
export function withLastDelivery({
  lastStatus,
  lastAt,
  lastStatusCode,
  ...endpoint
}: Awaited<ReturnType<typeof listWebhookEndpoints>>[number]) {
  return {
    ...endpoint,
    lastDelivery:
      lastStatus !== null && lastAt !== null
        ? { status: lastStatus, at: new Date(Number(lastAt)), statusCode: lastStatusCode }
        : null,
  };
}

/** One endpoint of the organization (a query: await it, or put it in a `db.batch`). */
export function webhookEndpointQuery(db: Database, organizationId: string, endpointId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, endpointId)));
}

export async function getWebhookEndpoint(
  db: Database,
  organizationId: string,
  endpointId: string,
): Promise<WebhookEndpoint | undefined> {
  const [endpoint] = await webhookEndpointQuery(db, organizationId, endpointId);
  return endpoint;
}

/**
 * Registers an endpoint (the input already validated) and returns its signing secret, the only time it is
 * shown. Refused in production without `WEBHOOK_SECRET_KEY`: the secret would be stored in plain text.
 */
export async function createWebhookEndpoint(
  db: Database,
  env: unknown,
  { organizationId, actorId, input }: { organizationId: string; actorId: string; input: WebhookEndpointInput },
): Promise<Outcome<{ id: string; secret: string }>> {
  const signingProblem = webhookSigningProblem(env);
  if (signingProblem) return refused(503, signingProblem);
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
      details: { url: input.url, events: input.events.length },
    }),
  ]);
  return { ok: true, id, secret };
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
      details: { url: endpoint.url },
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
  const signingProblem = webhookSigningProblem(env);
  if (signingProblem) return refused(503, signingProblem);
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
      details: { url: endpoint.url },
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
      details: { url: endpoint.url },
    }),
  ]);
  return { ok: true };
}
