/**
 * The queue consumer's cases (decision 0051), through the built Worker's `queue` handler and the harness
 * that behaves as Queues do: a consumer dying mid-batch, the same message delivered twice at once, a
 * provider that keeps failing, a webhook consumer that keeps failing.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newId } from "~/db/ids";
import { notifications, outbox, webhookDeliveries } from "~/db/schema";
import { LEASE_MS } from "~/server/outbox-delivery.server";
import { enqueueDueOutbox, enqueueDueWebhooks, QUEUE_NAMES } from "~/server/message-queue.server";
import { createWebhookEndpoint } from "~/server/webhook-endpoints.server";
import { createLeague, db } from "./helpers";
import { drain, recordingQueues, type RecordingQueues } from "./queue-harness";

const BUILT_WORKER = "../../build/server/index.js";
const RESEND = "https://api.resend.test/emails";
// 18:00 on a Wednesday in California: no quiet hours anywhere near.
const NOW = new Date("2026-12-02T02:00:00Z");

let built: ExportedHandler<Env>;
let league: Awaited<ReturnType<typeof createLeague>>;

/** A Resend stand-in that drops a repeated Idempotency-Key, as Resend does; every call is kept. */
function fakeResend(status = 200) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url !== RESEND) throw new Error(`unexpected fetch ${request.url}`);
    calls.push(request.headers.get("Idempotency-Key")!);
    return new Response(status < 300 ? '{"id":"re_1"}' : '{"message":"busy"}', { status });
  });
  return calls;
}

const configured = { ...env, RESEND_API_KEY: "re_queue", RESEND_ENDPOINT: RESEND } as Env;

/** `count` emails waiting in the outbox, tagged so each test finds its own. */
async function queueEmails(count: number, tag: string): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    idempotencyKey: `${tag}-${index}-${newId()}`,
    channel: "email",
    recipient: `${tag}-${index}@example.com`,
    kind: "assignment-published",
    subject: `${tag} ${index}`,
    textBody: "You have a game.",
    organizationId: league.organization.id,
  }));
  for (let start = 0; start < rows.length; start += 10) {
    await db.insert(outbox).values(rows.slice(start, start + 10));
  }
  return rows.map((row) => row.id);
}

async function rowsTagged(tag: string) {
  return db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `${tag} %`));
}

/** A D1 binding whose `batch` calls fail after the first `healthy` of them: a consumer dying mid-batch. */
function dyingAfter(healthy: number): D1Database {
  let calls = 0;
  const dying = async (send: () => Promise<D1Result[]>) => {
    calls += 1;
    if (calls > healthy) throw new Error("the consumer died");
    return send();
  };
  return {
    prepare: (query: string) => env.DB.prepare(query),
    batch: (statements: D1PreparedStatement[]) => dying(() => env.DB.batch(statements)),
    exec: (query: string) => env.DB.exec(query),
    // The consumer works in a D1 session at the primary (decision 0053): its batches die the same way.
    withSession: (constraint?: D1SessionConstraint) => {
      const session = env.DB.withSession(constraint);
      return {
        prepare: (query: string) => session.prepare(query),
        batch: (statements: D1PreparedStatement[]) => dying(() => session.batch(statements)),
        getBookmark: () => session.getBookmark(),
      };
    },
    dump: () => env.DB.dump(),
  } as unknown as D1Database;
}

/** Drains, stepping the clock to each retry's moment, until nothing is held. */
async function drainAll(queues: RecordingQueues, environment: Parameters<typeof drain>[2]) {
  const invocations = [];
  for (;;) {
    invocations.push(...(await drain(built, queues, environment)));
    const next = Math.min(...Object.values(queues).flatMap((queue) => queue.held.map((held) => held.availableAt)));
    if (!Number.isFinite(next)) return invocations;
    vi.setSystemTime(next);
  }
}

beforeAll(async () => {
  built = ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> }).default;
  league = await createLeague();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the outbox consumer", () => {
  it("loses nothing when it dies mid-batch: what it did not ack comes back and is sent once the lease ends", async () => {
    const ids = await queueEmails(150, "dying");
    const calls = fakeResend();
    const { queues } = recordingQueues(configured);
    expect(await enqueueDueOutbox(db, queues.outbox as unknown as Queue, { now: NOW })).toMatchObject({
      enqueued: 150,
      sendCalls: 2,
    });

    // The first invocation dies writing its second group of outcomes (after sending all 100).
    const invocations = await drain(built, queues, (_, index) =>
      index === 0 ? ({ ...configured, DB: dyingAfter(1) } as Env) : configured,
    );
    expect(invocations[0]).toMatchObject({ messages: 100, threw: true });
    const afterDeath = await rowsTagged("dying");
    expect(afterDeath.filter((row) => row.status === "sent")).toHaveLength(100);
    // The 50 whose outcomes were lost are still leased; their messages wait for the lease.
    expect(afterDeath.filter((row) => row.status === "pending")).toHaveLength(50);
    expect(queues.outbox.held).toHaveLength(50);

    vi.setSystemTime(NOW.getTime() + LEASE_MS);
    await drain(built, queues, configured);
    const rows = await rowsTagged("dying");
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => "sent"));
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(ids));
    // Every email reached the provider; the 50 whose outcome was lost went again with the same key,
    // which the provider drops (Resend's Idempotency-Key), so each was delivered once.
    const keys = rows.map((row) => row.idempotencyKey);
    expect(new Set(calls.filter((key) => keys.includes(key)))).toEqual(new Set(keys));
    expect(calls.filter((key) => keys.includes(key))).toHaveLength(200);
    expect(Object.values(queues).flatMap((queue) => queue.held)).toEqual([]);
  });

  it("sends once when the same messages are delivered to two consumers at once", async () => {
    const ids = await queueEmails(20, "twice");
    const calls = fakeResend();
    const messages = ids.map((id, index) => ({
      id: `m-${index}`,
      timestamp: NOW,
      attempts: 1,
      body: { outboxId: id, handedAt: NOW.getTime() },
    }));
    const batches = [
      createMessageBatch(QUEUE_NAMES.outbox, messages),
      createMessageBatch(QUEUE_NAMES.outbox, messages),
    ];
    const contexts = [createExecutionContext(), createExecutionContext()];
    await Promise.all(batches.map((batch, index) => built.queue!(batch, configured, contexts[index]!)));
    const results = await Promise.all(batches.map((batch, index) => getQueueResult(batch, contexts[index]!)));
    expect(calls).toHaveLength(20);
    expect((await rowsTagged("twice")).map((row) => row.status)).toEqual(ids.map(() => "sent"));
    // One consumer acked each message; the other found the row leased or sent and acked or retried it.
    for (const message of messages) {
      expect(results.some((result) => result.explicitAcks.includes(message.id))).toBe(true);
    }
  });

  it("retries a provider that keeps failing with growing waits, then dead-letters and records the failure", async () => {
    const [id] = await queueEmails(1, "failing");
    const calls = fakeResend(503);
    const { queues } = recordingQueues(configured);
    await enqueueDueOutbox(db, queues.outbox as unknown as Queue, { now: NOW });
    const tries: number[] = [];
    const invocations = await drainAll(queues, (queue) => {
      if (queue === QUEUE_NAMES.outbox) tries.push(Date.now());
      return configured;
    });
    expect(calls).toHaveLength(6);
    expect(tries.slice(1).map((at, index) => (at - tries[index]!) / 60_000)).toEqual([1, 2, 4, 8, 16]);
    expect(invocations.at(-1)).toMatchObject({ queue: QUEUE_NAMES.outboxDeadLetters, threw: false });
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({
      status: "failed",
      attempts: 6,
      lastError: expect.stringMatching(/^Resend answered 503.*; gave up after 6 tries$/),
    });
    // The assignors hear of it, where delivery failures are shown today.
    const alerts = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, league.assignor.id), like(notifications.title, "Could not deliver%")));
    expect(alerts).toMatchObject([{ title: "Could not deliver an email", priority: "high" }]);
  });
});

describe("the webhook consumer", () => {
  it("dead-letters a delivery whose consumer keeps failing, and its log shows it failed", async () => {
    const created = await createWebhookEndpoint(db, env, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { url: "https://hooks.example.com/queue", description: "", events: ["game.created"] },
    });
    if (!created.ok) throw new Error(created.message);
    const endpointId = created.id;
    const deliveryId = `whd_${newId()}`;
    await db.insert(webhookDeliveries).values({
      id: deliveryId,
      endpointId,
      organizationId: league.organization.id,
      event: "game.created",
      payload: "{}",
      createdAt: NOW,
    });
    const { queues } = recordingQueues(configured);
    await enqueueDueWebhooks(db, queues.webhooks as unknown as Queue, { now: NOW });
    const invocations = await drainAll(queues, (queue) =>
      queue === QUEUE_NAMES.webhooks ? ({ ...configured, DB: brokenReads() } as Env) : configured,
    );
    // Thirteen deliveries (max_retries = 12), then the dead-letter consumer.
    expect(invocations.filter((invocation) => invocation.queue === QUEUE_NAMES.webhooks)).toHaveLength(13);
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    expect(row).toMatchObject({ status: "failed", lastError: "The delivery kept failing. Gave up after 0 attempts." });
  });
});

/** A D1 binding that refuses everything: a consumer failing before it sends. */
function brokenReads(): D1Database {
  return {
    prepare: () => {
      throw new Error("D1 is unreachable");
    },
    batch: async () => {
      throw new Error("D1 is unreachable");
    },
    exec: async () => {
      throw new Error("D1 is unreachable");
    },
    withSession: () => {
      throw new Error("D1 is unreachable");
    },
    dump: async () => {
      throw new Error("D1 is unreachable");
    },
  } as unknown as D1Database;
}
