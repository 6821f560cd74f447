/**
 * Cloudflare Queues as the platform runs them, in the test's own hands (decision 0051): producer bindings
 * that keep what the Worker sends, and a `drain` that hands it to the built Worker's `queue` handler in
 * batches, the way Queues would — a message acked is gone; one retried comes back after its delay with one
 * more attempt; a handler that throws gets every message it did not ack back; a message retried past the
 * consumer's `max_retries` goes to the dead-letter queue. miniflare runs the real queues too (the other
 * tests), but with real delays; this one lets a test step the clock.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { QUEUE_NAMES } from "~/server/message-queue.server";

interface Held {
  id: string;
  body: unknown;
  attempts: number;
  timestamp: number;
  /** When the queue hands it out (ms). */
  availableAt: number;
}

/** A producer binding that keeps what it is given; `sendBatch` refuses more than Queues accept. */
export class RecordingQueue {
  readonly held: Held[] = [];
  /** Calls to `send`/`sendBatch` (each is a subrequest of the invocation that made it). */
  calls = 0;
  private counter = 0;

  constructor(readonly name: string) {}

  private keep(body: unknown, delaySeconds = 0) {
    this.counter += 1;
    const now = Date.now();
    this.held.push({
      id: `${this.name}-${this.counter}`,
      body,
      attempts: 1,
      timestamp: now,
      availableAt: now + delaySeconds * 1000,
    });
  }

  async send(body: unknown, options?: QueueSendOptions) {
    this.calls += 1;
    this.keep(body, options?.delaySeconds);
    return { metadata: { metrics: { backlogCount: this.held.length, backlogBytes: 0 } } };
  }

  async sendBatch(messages: Iterable<MessageSendRequest>, options?: QueueSendBatchOptions) {
    const list = [...messages];
    if (list.length > 100) throw new Error(`sendBatch takes at most 100 messages, was given ${list.length}`);
    const bytes = new TextEncoder().encode(JSON.stringify(list.map((message) => message.body))).length;
    if (bytes > 256_000) throw new Error(`sendBatch takes at most 256 KB, was given ${bytes} bytes`);
    this.calls += 1;
    for (const message of list) this.keep(message.body, message.delaySeconds ?? options?.delaySeconds);
    return { metadata: { metrics: { backlogCount: this.held.length, backlogBytes: 0 } } };
  }

  async metrics() {
    return { backlogCount: this.held.length, backlogBytes: 0 };
  }
}

/** The four queues of wrangler.toml, their consumers' `max_retries`, and an env that produces into them. */
export function recordingQueues(base: Env) {
  const queues = {
    outbox: new RecordingQueue(QUEUE_NAMES.outbox),
    outboxDeadLetters: new RecordingQueue(QUEUE_NAMES.outboxDeadLetters),
    webhooks: new RecordingQueue(QUEUE_NAMES.webhooks),
    webhookDeadLetters: new RecordingQueue(QUEUE_NAMES.webhookDeadLetters),
  };
  const env = { ...base, OUTBOX_QUEUE: queues.outbox, WEBHOOK_QUEUE: queues.webhooks } as unknown as Env;
  return { queues, env };
}
export type RecordingQueues = ReturnType<typeof recordingQueues>["queues"];

/** As wrangler.toml says: the queue each one dead-letters to, and after how many retries. */
const POLICY: Record<string, { deadLetters: keyof RecordingQueues | null; maxRetries: number }> = {
  [QUEUE_NAMES.outbox]: { deadLetters: "outboxDeadLetters", maxRetries: 5 },
  [QUEUE_NAMES.webhooks]: { deadLetters: "webhookDeadLetters", maxRetries: 12 },
  // Queues' default: 3 retries, then the message is deleted.
  [QUEUE_NAMES.outboxDeadLetters]: { deadLetters: null, maxRetries: 3 },
  [QUEUE_NAMES.webhookDeadLetters]: { deadLetters: null, maxRetries: 3 },
};

export interface QueueInvocation {
  queue: string;
  messages: number;
  threw: boolean;
}

/**
 * Hands every message available by now to the Worker's `queue` handler, in batches of `batchSize`, until
 * none is left available (retries due later stay held). `beforeEach` runs before each invocation (tests
 * reset their per-invocation counters there); `env` may differ per invocation (a broken binding).
 */
export async function drain(
  worker: ExportedHandler<Env>,
  queues: RecordingQueues,
  env: Env | ((queue: string, invocation: number) => Env),
  { batchSize = 100, beforeEach }: { batchSize?: number; beforeEach?: (queue: string) => void } = {},
): Promise<QueueInvocation[]> {
  const invocations: QueueInvocation[] = [];
  for (;;) {
    const now = Date.now();
    const source = Object.values(queues).find((queue) => queue.held.some((held) => held.availableAt <= now));
    if (!source) return invocations;
    const taken = source.held.filter((held) => held.availableAt <= now).slice(0, batchSize);
    const takenIds = new Set(taken.map((held) => held.id));
    source.held.splice(0, source.held.length, ...source.held.filter((held) => !takenIds.has(held.id)));

    const acked = new Set<string>();
    const retried = new Map<string, number>();
    let retryAll: number | null = null;
    let ackAll = false;
    const batch = {
      queue: source.name,
      metadata: { metrics: { backlogCount: source.held.length, backlogBytes: 0 } },
      messages: taken.map((held) => ({
        id: held.id,
        timestamp: new Date(held.timestamp),
        body: held.body,
        attempts: held.attempts,
        ack: () => void acked.add(held.id),
        retry: (options?: QueueRetryOptions) => void retried.set(held.id, options?.delaySeconds ?? 0),
      })),
      ackAll: () => void (ackAll = true),
      retryAll: (options?: QueueRetryOptions) => void (retryAll = options?.delaySeconds ?? 0),
    } as MessageBatch<unknown>;
    const ctx = createExecutionContext();
    beforeEach?.(source.name);
    let threw = false;
    try {
      await worker.queue!(batch, typeof env === "function" ? env(source.name, invocations.length) : env, ctx);
    } catch {
      threw = true;
    }
    await waitOnExecutionContext(ctx);
    invocations.push({ queue: source.name, messages: taken.length, threw });

    const policy = POLICY[source.name];
    for (const held of taken) {
      // An explicit ack or retry of a message wins over the batch's (Queues' rule).
      let delay: number | undefined = retried.get(held.id);
      if (delay === undefined && (acked.has(held.id) || ackAll)) continue;
      // Neither: acked when the handler returned, retried when it threw.
      if (delay === undefined && (threw || retryAll !== null)) delay = retryAll ?? 0;
      if (delay === undefined) continue;
      if (held.attempts > policy!.maxRetries) {
        if (policy!.deadLetters) queues[policy!.deadLetters].held.push({ ...held, attempts: 1, availableAt: now });
      } else {
        source.held.push({ ...held, attempts: held.attempts + 1, availableAt: now + delay * 1000 });
      }
    }
  }
}
