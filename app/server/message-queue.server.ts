/**
 * Message delivery through Cloudflare Queues (decision 0051). Outbox rows and webhook deliveries stay the
 * record of what must go out; the queues only carry their ids to a consumer, so many consumers send at
 * once and none runs long.
 *
 * - Enqueuing (the cron pass, and after every change): one UPDATE … RETURNING marks due rows as handed to
 *   the queue (`next_attempt_at` = now), then their ids go out in `sendBatch` calls of at most 100. A row
 *   handed over is not handed over again unless it stays pending REQUEUE_AFTER_MS past that moment (a
 *   message the queue lost, or one that was dead-lettered before its consumer ran).
 * - Consuming: the batch's rows are claimed in one statement (`only`); what was sent, refused or not sent
 *   is acked as soon as its outcome is written; what must wait (quiet hours, a provider's 429/5xx, a row
 *   another consumer holds) is retried with that delay. Queues deliver at least once: a row claimed or
 *   settled by another delivery of the same message is not sent again.
 * - A consumer that dies mid-batch: its unacked messages are delivered again; a row it had claimed is
 *   leased (LEASE_MS) and is sent once the lease ends, with the same idempotency key.
 * - Dead letters: a message retried past the consumer's `max_retries` lands in the dead-letter queue,
 *   whose consumer marks its row failed where failures are shown today.
 */
import * as v from "valibot";
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { outbox, webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { TEST_EVENT } from "~/domain/webhooks";
import type { Database } from "./db.server";
import { readQueues } from "./config.server";
import { publishOrganizationChanges } from "./live.server";
import { deliverOutbox, failDeadLetters, inJsonList, providersFromEnv, type Providers } from "./outbox-delivery.server";
import { deliverWebhooks, failDeadWebhooks } from "./webhook-delivery.server";

/** The queue names in wrangler.toml: the consumer tells its batches apart by them. */
export const QUEUE_NAMES = {
  outbox: "whistle-outbox",
  outboxDeadLetters: "whistle-outbox-dlq",
  webhooks: "whistle-webhooks",
  webhookDeadLetters: "whistle-webhooks-dlq",
} as const;

/** One message on the outbox queue: the outbox row to send, and when it was handed over (ms). */
export interface OutboxJob {
  outboxId: string;
  handedAt: number;
}
/** One message on the webhook queue: the delivery to send, and when it was handed over (ms). */
export interface WebhookJob {
  deliveryId: string;
  handedAt: number;
}

/** Queues take at most 100 messages (and 256 KB) in one `sendBatch`; our messages are ids, far below that. */
export const MESSAGES_PER_SEND = 100;
/** A row handed to the queue and still pending this long after is handed over again. */
export const REQUEUE_AFTER_MS = 15 * 60_000;
/** Queues delay a retry by at most 12 hours. */
const LONGEST_RETRY_DELAY_S = 12 * 3_600;

async function sendIds<Body>(queue: Queue<Body>, bodies: Body[]): Promise<number> {
  let calls = 0;
  for (let start = 0; start < bodies.length; start += MESSAGES_PER_SEND) {
    await queue.sendBatch(
      bodies.slice(start, start + MESSAGES_PER_SEND).map((body) => ({ body, contentType: "json" })),
    );
    calls += 1;
  }
  return calls;
}

export interface EnqueueReport {
  enqueued: number;
  /** `sendBatch` calls made (each is a subrequest). */
  sendCalls: number;
}

/** Due outbox rows, handed to the queue: new ones (never handed over) and ones the queue lost. */
export async function enqueueDueOutbox(
  db: Database,
  queue: Queue<OutboxJob>,
  { now = new Date(), limit = 5_000 }: { now?: Date; limit?: number } = {},
): Promise<EnqueueReport> {
  const lost = new Date(now.getTime() - REQUEUE_AFTER_MS);
  const due = and(eq(outbox.status, "pending"), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, lost)));
  const pick = db.select({ id: outbox.id }).from(outbox).where(due).orderBy(outbox.createdAt).limit(limit);
  const handed = await db
    .update(outbox)
    .set({ nextAttemptAt: now })
    .where(and(inArray(outbox.id, pick), due))
    .returning({ id: outbox.id });
  if (handed.length === 0) return { enqueued: 0, sendCalls: 0 };
  try {
    const sendCalls = await sendIds(
      queue,
      handed.map(({ id }) => ({ outboxId: id, handedAt: now.getTime() })),
    );
    return { enqueued: handed.length, sendCalls };
  } catch (error) {
    // The queue refused: hand the rows back so the next pass tries at once rather than after REQUEUE_AFTER_MS.
    await db
      .update(outbox)
      .set({ nextAttemptAt: null })
      .where(
        and(
          inJsonList(
            outbox.id,
            handed.map(({ id }) => id),
          ),
          eq(outbox.status, "pending"),
          eq(outbox.nextAttemptAt, now),
        ),
      );
    throw error;
  }
}

/** Due webhook deliveries (of enabled endpoints, and test events), handed to the queue the same way. */
export async function enqueueDueWebhooks(
  db: Database,
  queue: Queue<WebhookJob>,
  { now = new Date(), limit = 5_000 }: { now?: Date; limit?: number } = {},
): Promise<EnqueueReport> {
  const lost = new Date(now.getTime() - REQUEUE_AFTER_MS);
  const due = and(
    eq(webhookDeliveries.status, "pending"),
    or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, lost)),
  );
  const pick = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(due, or(isNull(webhookEndpoints.disabledAt), eq(webhookDeliveries.event, TEST_EVENT))))
    .orderBy(webhookDeliveries.createdAt)
    .limit(limit);
  const handed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now })
    .where(and(inArray(webhookDeliveries.id, pick), due))
    .returning({ id: webhookDeliveries.id });
  if (handed.length === 0) return { enqueued: 0, sendCalls: 0 };
  try {
    const sendCalls = await sendIds(
      queue,
      handed.map(({ id }) => ({ deliveryId: id, handedAt: now.getTime() })),
    );
    return { enqueued: handed.length, sendCalls };
  } catch (error) {
    await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: null })
      .where(
        and(
          inJsonList(
            webhookDeliveries.id,
            handed.map(({ id }) => id),
          ),
          eq(webhookDeliveries.status, "pending"),
          eq(webhookDeliveries.nextAttemptAt, now),
        ),
      );
    throw error;
  }
}

const OutboxJobSchema = v.object({ outboxId: v.string(), handedAt: v.number() });
const WebhookJobSchema = v.object({ deliveryId: v.string(), handedAt: v.number() });

/** Seconds until `at`, as Queues take a retry delay: at least 1, at most 12 hours. */
function delaySeconds(at: Date, now: Date): number {
  return Math.min(LONGEST_RETRY_DELAY_S, Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000)));
}

export interface ConsumeReport {
  acked: number;
  retried: number;
}

/** The rows a batch names, each with the latest moment one of its messages says it was handed over. */
function handedRows<Body>(messages: Map<string, Message<Body>[]>, handedAt: (body: Body) => number) {
  return [...messages].map(([id, group]) => ({
    id,
    handedAt: Math.max(...group.map((message) => handedAt(message.body))),
  }));
}

/** Acks the messages of a settled row, or retries them when the row is due again later. */
function answer(messages: Message<unknown>[], later: Date | null, now: Date, report: ConsumeReport) {
  for (const message of messages) {
    if (later) {
      message.retry({ delaySeconds: delaySeconds(later, now) });
      report.retried += 1;
    } else {
      message.ack();
      report.acked += 1;
    }
  }
}

/** The messages of a batch by the row id they carry; a message that carries none is acked and dropped. */
function byId<Body>(
  messages: readonly Message<unknown>[],
  idOf: (body: unknown) => string | null,
): Map<string, Message<Body>[]> {
  const found = new Map<string, Message<Body>[]>();
  for (const message of messages) {
    const id = idOf(message.body);
    if (!id) {
      console.error("[queue] a message without a row id was dropped:", message.id);
      message.ack();
      continue;
    }
    found.set(id, [...(found.get(id) ?? []), message as Message<Body>]);
  }
  return found;
}

/**
 * The messages whose row no run claimed: a row still pending but not due (another consumer holds it, or it
 * waits for a retry or for quiet hours to end) is retried then; one already settled, or gone, is acked.
 */
async function settleUnclaimed(
  ids: string[],
  messages: Map<string, Message<unknown>[]>,
  pendingUntil: (ids: string[]) => Promise<Map<string, Date | null>>,
  now: Date,
  report: ConsumeReport,
) {
  if (ids.length === 0) return;
  const pending = await pendingUntil(ids);
  for (const id of ids) {
    const until = pending.get(id);
    for (const message of messages.get(id) ?? []) {
      if (until && until > now) {
        message.retry({ delaySeconds: delaySeconds(until, now) });
        report.retried += 1;
      } else if (until !== undefined) {
        // Pending and due, yet not claimed: claimed and settled between our two statements; try again soon.
        message.retry({ delaySeconds: 1 });
        report.retried += 1;
      } else {
        message.ack();
        report.acked += 1;
      }
    }
  }
}

/** Sends one batch of the outbox queue; returns what became of its messages. */
export async function consumeOutbox(
  db: Database,
  providers: Providers,
  batch: readonly Message<unknown>[],
  now = new Date(),
  /** The origin of unsubscribe links (`PUBLIC_ORIGIN`); read from the Worker's environment when not given. */
  origin?: string,
): Promise<ConsumeReport & { alertedOrganizations: Set<string> }> {
  const report = { acked: 0, retried: 0, alertedOrganizations: new Set<string>() };
  const messages = byId<OutboxJob>(batch, (body) =>
    v.is(OutboxJobSchema, body) ? (body as OutboxJob).outboxId : null,
  );
  const ids = [...messages.keys()];
  const settled = new Set<string>();
  // Each message is acked (or retried) as soon as its row's outcome is written: a consumer that dies
  // later in the batch leaves only the rest to be delivered again.
  const delivery = await deliverOutbox(db, providers, {
    now,
    origin,
    only: handedRows(messages, (body) => body.handedAt),
    giveUp: "queue",
    onRecorded: (recorded) => {
      for (const { id, later } of recorded) {
        settled.add(id);
        answer(messages.get(id) ?? [], later, now, report);
      }
    },
  });
  report.alertedOrganizations = delivery.alertedOrganizations;
  await settleUnclaimed(
    ids.filter((id) => !settled.has(id)),
    messages,
    async (unclaimed) => {
      const rows = await db
        .select({ id: outbox.id, nextAttemptAt: outbox.nextAttemptAt })
        .from(outbox)
        .where(and(inJsonList(outbox.id, unclaimed), eq(outbox.status, "pending")));
      return new Map(rows.map((row) => [row.id, row.nextAttemptAt]));
    },
    now,
    report,
  );
  return report;
}

/** Sends one batch of the webhook queue. */
export async function consumeWebhooks(
  db: Database,
  env: unknown,
  batch: readonly Message<unknown>[],
  now = new Date(),
): Promise<ConsumeReport> {
  const report = { acked: 0, retried: 0 };
  const messages = byId<WebhookJob>(batch, (body) =>
    v.is(WebhookJobSchema, body) ? (body as WebhookJob).deliveryId : null,
  );
  const ids = [...messages.keys()];
  const settled = new Set<string>();
  await deliverWebhooks(db, env, {
    now,
    only: handedRows(messages, (body) => body.handedAt),
    limit: ids.length,
    onRecorded: (id, later) => {
      settled.add(id);
      answer(messages.get(id) ?? [], later, now, report);
    },
  });
  await settleUnclaimed(
    ids.filter((id) => !settled.has(id)),
    messages,
    async (unclaimed) => {
      // A delivery to a disabled endpoint waits (it is acked: enabling the endpoint queues it again).
      const rows = await db
        .select({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            inJsonList(webhookDeliveries.id, unclaimed),
            eq(webhookDeliveries.status, "pending"),
            or(isNull(webhookEndpoints.disabledAt), eq(webhookDeliveries.event, TEST_EVENT)),
          ),
        );
      return new Map(rows.map((row) => [row.id, row.nextAttemptAt]));
    },
    now,
    report,
  );
  return report;
}

/** A batch of a dead-letter queue: its rows are failed (and the outbox's assignors told), every message acked. */
export async function consumeDeadLetters(
  db: Database,
  queue: typeof QUEUE_NAMES.outboxDeadLetters | typeof QUEUE_NAMES.webhookDeadLetters,
  batch: readonly Message<unknown>[],
): Promise<{ failed: number; alertedOrganizations: Set<string> }> {
  let result = { failed: 0, alertedOrganizations: new Set<string>() };
  if (queue === QUEUE_NAMES.outboxDeadLetters) {
    const messages = byId<OutboxJob>(batch, (body) =>
      v.is(OutboxJobSchema, body) ? (body as OutboxJob).outboxId : null,
    );
    result = await failDeadLetters(db, [...messages.keys()]);
    for (const group of messages.values()) for (const message of group) message.ack();
  } else {
    const messages = byId<WebhookJob>(batch, (body) =>
      v.is(WebhookJobSchema, body) ? (body as WebhookJob).deliveryId : null,
    );
    result.failed = await failDeadWebhooks(db, [...messages.keys()]);
    for (const group of messages.values()) for (const message of group) message.ack();
  }
  return result;
}

/** Rows handed over straight after a change: one `sendBatch` at most, the cron pass takes any rest. */
const AFTER_CHANGE_LIMIT = MESSAGES_PER_SEND;

/**
 * After a change (a non-GET request): hands what it queued to the queues now rather than at the next cron
 * pass. Outbox rows only when a provider can send them (otherwise they wait for the cron pass to record
 * them not sent); webhook deliveries always.
 */
export async function enqueueAfterChange(db: Database, env: unknown, providers: Providers): Promise<void> {
  const queues = readQueues(env);
  if (providers.email || providers.sms) {
    await enqueueDueOutbox(db, queues.outbox as Queue<OutboxJob>, { limit: AFTER_CHANGE_LIMIT });
  }
  await enqueueDueWebhooks(db, queues.webhooks as Queue<WebhookJob>, { limit: AFTER_CHANGE_LIMIT });
}

/** The Worker's `queue` handler: one batch of any of the four queues. Returns a line for the log. */
export async function consumeBatch(db: Database, env: unknown, batch: MessageBatch<unknown>): Promise<string> {
  switch (batch.queue) {
    case QUEUE_NAMES.outbox: {
      const report = await consumeOutbox(db, providersFromEnv(env), batch.messages);
      await tellAlerted(env, report.alertedOrganizations);
      return `${report.acked} acked, ${report.retried} to retry`;
    }
    case QUEUE_NAMES.webhooks: {
      const report = await consumeWebhooks(db, env, batch.messages);
      return `${report.acked} acked, ${report.retried} to retry`;
    }
    case QUEUE_NAMES.outboxDeadLetters:
    case QUEUE_NAMES.webhookDeadLetters: {
      const report = await consumeDeadLetters(db, batch.queue, batch.messages);
      await tellAlerted(env, report.alertedOrganizations);
      return `${report.failed} failed for good`;
    }
    default:
      // Not ours: leave the messages to their retry policy rather than lose them.
      throw new Error(`No consumer for queue ${batch.queue}`);
  }
}

/** Open pages of organizations whose assignors got a delivery-failure alert hear of it (decision 0028). */
async function tellAlerted(env: unknown, organizations: Set<string>) {
  if (organizations.size === 0) return;
  try {
    await publishOrganizationChanges(env as Env, [...organizations]);
  } catch (error) {
    console.error("[queue] live updates failed:", error);
  }
}
