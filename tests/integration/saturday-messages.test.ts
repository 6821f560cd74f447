/**
 * Messages at association scale (issue 17, decision 0051): a Saturday of 1,500 games with three officials
 * each. The cron trigger runs at the moments the 24-hour and 2-hour reminders fall due, hands them to the
 * queue, and the built Worker's queue handler sends them — every one exactly once, within 10 minutes of
 * falling due, with no invocation past D1's 1,000 statements (the measured binding refuses more) or the
 * 1,000 subrequests we hold each invocation to (Workers Paid allows 10,000). Webhook deliveries go the same way.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { outbox, webhookDeliveries } from "~/db/schema";
import { zonedTimeToInstant } from "~/domain/dates";
import { createWebhookEndpoint } from "~/server/webhook-endpoints.server";
import { db } from "./helpers";
import { drain, recordingQueues, type QueueInvocation } from "./queue-harness";

const BUILT_WORKER = "../../build/server/index.js";
const ZONE = "America/New_York";
const SATURDAY = "2026-12-12";
const KICKOFFS = ["10:00", "11:15", "12:40", "14:05", "15:30", "16:55", "18:20"];
const GAMES = 1_500;
const OFFICIALS = 3;
const REFEREES = 1_500;
const RESEND = "https://api.resend.test/emails";
const TWILIO = "https://api.twilio.test";
const RECEIVER = "https://hooks.example.com/saturday";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Subrequests (fetches, queue sends) we allow one invocation: a tenth of Workers Paid's 10,000, for headroom. */
const SUBREQUESTS_PER_INVOCATION = 1_000;

const CONFIGURED = {
  ...env,
  RESEND_API_KEY: "re_saturday",
  RESEND_ENDPOINT: RESEND,
  TWILIO_ACCOUNT_SID: "AC_saturday",
  TWILIO_AUTH_TOKEN: "secret",
  TWILIO_FROM_NUMBER: "+14155550000",
  TWILIO_API_BASE: TWILIO,
} as Env;

let built: ExportedHandler<Env>;
let organizationId: string;

/** The Saturday, written in a handful of set-based statements (recursive CTEs), not row by row. */
async function seedSaturday() {
  const organization = await createOrganization(db, { timeZone: ZONE });
  organizationId = organization.id;
  await createUser(db, { organizationId, role: "assignor" });
  const numbers = (count: number) =>
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  const slots = KICKOFFS.map((time, index) => `WHEN ${index} THEN '${time}'`).join(" ");
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO users (id, email, first_name, last_name, role, phone, phone_confirmed_at)
       ${numbers(REFEREES)} SELECT 'sat-ref-' || i, 'sat-ref-' || i || '@example.test', 'Ref', 'No. ' || i, 'referee',
         '+1415' || printf('%07d', i), 0 FROM n`,
    ),
    env.DB.prepare(
      `INSERT INTO memberships (id, organization_id, user_id, role)
       ${numbers(REFEREES)} SELECT 'sat-mem-' || i, ?1, 'sat-ref-' || i, 'referee' FROM n`,
    ).bind(organizationId),
    env.DB.prepare(
      `INSERT INTO games (id, organization_id, date, time, home_team, away_team, venue, level, status, position_type)
       ${numbers(GAMES)} SELECT 'sat-game-' || i, ?1, ?2, CASE (i - 1) % ${KICKOFFS.length} ${slots} END,
         'Home ' || i, 'Away ' || i, 'Field ' || (i % 40), 'youth', 'confirmed', 'three_official' FROM n`,
    ).bind(organizationId, SATURDAY),
    env.DB.prepare(
      `INSERT INTO assignments (id, organization_id, game_id, referee_id, position, status)
       ${numbers(GAMES * OFFICIALS)} SELECT 'sat-asg-' || i, ?1, 'sat-game-' || ((i - 1) / ${OFFICIALS} + 1),
         'sat-ref-' || ((i - 1) % ${REFEREES} + 1),
         CASE (i - 1) % ${OFFICIALS} WHEN 0 THEN 'referee' WHEN 1 THEN 'assistant_referee_1' ELSE 'assistant_referee_2' END,
         'confirmed' FROM n`,
    ).bind(organizationId),
  ]);
}

/** Providers and receivers, stubbed at fetch; every call is kept, and counted for the invocation making it. */
const sends: { channel: "email" | "sms" | "webhook"; key: string; at: number }[] = [];
let fetchesThisInvocation = 0;
function stubProviders() {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    fetchesThisInvocation += 1;
    if (request.url === RESEND) {
      sends.push({ channel: "email", key: request.headers.get("Idempotency-Key")!, at: Date.now() });
      return new Response('{"id":"re_1"}', { status: 200 });
    }
    if (request.url.startsWith(TWILIO)) {
      const form = await request.formData();
      sends.push({ channel: "sms", key: `${form.get("To") as string} ${form.get("Body") as string}`, at: Date.now() });
      return new Response("{}", { status: 201 });
    }
    if (request.url === RECEIVER) {
      sends.push({ channel: "webhook", key: request.headers.get("Whistle-Delivery")!, at: Date.now() });
      return new Response(null, { status: 204 });
    }
    throw new Error(`unexpected fetch ${request.url}`);
  });
}

/** What each invocation used: D1 statements (from the Worker's own log line) and subrequests. */
interface Usage {
  kind: string;
  statements: number;
  subrequests: number;
}
const usages: Usage[] = [];
let logged: string[] = [];

function statementsLogged(): number {
  const line = logged.findLast((entry) => /D1: \d+ queries/.test(entry));
  return line ? Number(/D1: (\d+) queries/.exec(line)![1]) : 0;
}

/** One run of the cron trigger at `at`, then everything it queued through the consumer. */
async function cronThenConsumers(at: number, harness = recordingQueues(CONFIGURED)) {
  vi.setSystemTime(at);
  const { queues, env: producing } = harness;
  const ctx = createExecutionContext();
  logged = [];
  fetchesThisInvocation = 0;
  const sendCalls = queues.outbox.calls + queues.webhooks.calls;
  await built.scheduled!(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), producing, ctx);
  await waitOnExecutionContext(ctx);
  usages.push({
    kind: "cron",
    statements: statementsLogged(),
    subrequests: fetchesThisInvocation + queues.outbox.calls + queues.webhooks.calls - sendCalls,
  });
  return consume(harness);
}

async function consume(
  { queues, env: producing }: ReturnType<typeof recordingQueues>,
  environment: Env | ((queue: string, invocation: number) => Env) = producing,
): Promise<QueueInvocation[]> {
  let previous: string | null = null;
  const record = () => {
    if (previous) usages.push({ kind: previous, statements: statementsLogged(), subrequests: fetchesThisInvocation });
  };
  const invocations = await drain(built, queues, environment, {
    beforeEach: (queue) => {
      record();
      previous = queue;
      logged = [];
      fetchesThisInvocation = 0;
    },
  });
  record();
  return invocations;
}

const harness = recordingQueues(CONFIGURED);
let wallMs = 0;

beforeAll(async () => {
  built = ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> }).default;
  await seedSaturday();
  stubProviders();
  vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => {
    logged.push(parts.map(String).join(" "));
  });
  vi.useFakeTimers({ toFake: ["Date"] });

  // The cron trigger at every five-minute tick around each moment a reminder falls due: the tick before
  // (nothing of that kickoff yet), the first tick at or after it, and the one after (nothing twice).
  const started = performance.now();
  const dueMoments = ["24h", "2h"].flatMap((lead) =>
    KICKOFFS.map(
      (time) => zonedTimeToInstant(SATURDAY, time, ZONE).getTime() - (lead === "24h" ? 24 * HOUR : 2 * HOUR),
    ),
  );
  const ticks = new Set<number>();
  for (const due of dueMoments) {
    const first = Math.ceil(due / (5 * MINUTE)) * 5 * MINUTE;
    for (const tick of [first - 5 * MINUTE, first, first + 5 * MINUTE]) ticks.add(tick);
  }
  for (const tick of [...ticks].sort((a, b) => a - b)) {
    const invocations = await cronThenConsumers(tick, harness);
    if (invocations.some((invocation) => invocation.threw)) throw new Error(`a consumer threw at ${new Date(tick)}`);
  }
  wallMs = performance.now() - started;
}, 300_000);

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** When a reminder fell due: its key is `reminder-<lead>:<assignment>:<kick-off ISO>`. */
function dueAt(idempotencyKey: string): number {
  const key = idempotencyKey.replace(/:sms$/, "");
  const kind = key.slice(0, key.indexOf(":"));
  const kickoff = key.slice(key.indexOf(":", kind.length + 1) + 1);
  return new Date(kickoff).getTime() - (kind === "reminder-24h" ? 24 * HOUR : 2 * HOUR);
}

describe("a Saturday of 1,500 games with three officials each", () => {
  it("sends every 24-hour and 2-hour reminder, by email and by text, exactly once within 10 minutes of falling due", async () => {
    const reminders = await db
      .select({
        key: outbox.idempotencyKey,
        channel: outbox.channel,
        status: outbox.status,
        attempts: outbox.attempts,
        sentAt: outbox.sentAt,
        recipient: outbox.recipient,
        textBody: outbox.textBody,
      })
      .from(outbox)
      .where(and(eq(outbox.organizationId, organizationId), like(outbox.kind, "reminder-%")));
    // Two reminders for each of 4,500 assignments, each by email and by text.
    expect(reminders).toHaveLength(GAMES * OFFICIALS * 2 * 2);
    const late = reminders.filter(
      (row) =>
        row.status !== "sent" ||
        row.sentAt!.getTime() - dueAt(row.key) > 10 * MINUTE ||
        row.sentAt!.getTime() < dueAt(row.key),
    );
    expect(late.slice(0, 3)).toEqual([]);
    expect(new Set(reminders.map((row) => row.attempts))).toEqual(new Set([1]));

    const emailKeys = sends.filter((send) => send.channel === "email").map((send) => send.key);
    expect(emailKeys).toHaveLength(GAMES * OFFICIALS * 2);
    expect(new Set(emailKeys).size).toBe(emailKeys.length);
    expect(new Set(emailKeys)).toEqual(
      new Set(reminders.filter((row) => row.channel === "email").map((row) => row.key)),
    );
    const texts = sends.filter((send) => send.channel === "sms").map((send) => send.key);
    expect(texts).toHaveLength(GAMES * OFFICIALS * 2);
    expect(new Set(texts).size).toBe(texts.length);

    const most = (key: "statements" | "subrequests") => Math.max(...usages.map((usage) => usage[key]));
    console.info(
      `[saturday] ${reminders.length} reminders (${emailKeys.length} emails, ${texts.length} texts) sent in ` +
        `${Math.round(wallMs)} ms of test time over ${usages.filter((usage) => usage.kind === "cron").length} cron runs ` +
        `and ${usages.filter((usage) => usage.kind !== "cron").length} consumer invocations; most D1 statements in one ` +
        `invocation ${most("statements")}, most subrequests ${most("subrequests")}`,
    );
    expect(most("statements")).toBeLessThanOrEqual(1_000);
    expect(most("subrequests")).toBeLessThanOrEqual(SUBREQUESTS_PER_INVOCATION);
  });

  it("sends nothing twice when Queues deliver messages again", async () => {
    const before = sends.length;
    // At-least-once: Queues may hand the same messages out again, even after they were acked.
    const again = harness.queues.outbox;
    const bodies = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.organizationId, organizationId), like(outbox.kind, "reminder-2h")))
      .limit(300);
    await again.sendBatch(bodies.slice(0, 100).map(({ id }) => ({ body: { outboxId: id, handedAt: Date.now() } })));
    await again.sendBatch(bodies.slice(100, 200).map(({ id }) => ({ body: { outboxId: id, handedAt: 0 } })));
    const invocations = await consume(harness);
    expect(invocations.map((invocation) => invocation.threw)).toEqual([false, false]);
    expect(sends.length).toBe(before);
    expect(again.held).toEqual([]);
  });
});

describe("the Monday digest of the same association", () => {
  it("writes and sends one digest to each of 1,500 referees, within the limits", async () => {
    await env.DB.prepare(
      `INSERT INTO user_settings (user_id, weekly_digest)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${REFEREES})
       SELECT 'sat-ref-' || i, 1 FROM n`,
    ).run();
    const from = usages.length;
    const before = sends.filter((send) => send.channel === "email").length;
    // 08:05 on the Monday before the Saturday, in New York.
    await cronThenConsumers(zonedTimeToInstant("2026-12-07", "08:05", ZONE).getTime(), harness);
    const digests = await db
      .select({ status: outbox.status, textBody: outbox.textBody })
      .from(outbox)
      .where(and(eq(outbox.organizationId, organizationId), eq(outbox.kind, "weekly-digest")));
    expect(digests).toHaveLength(REFEREES);
    expect(digests.filter((row) => row.status === "sent")).toHaveLength(REFEREES);
    // Each referee's three Saturday games are in their week.
    expect(digests[0]!.textBody).toContain("Sat, Dec 12, 2026");
    expect(sends.filter((send) => send.channel === "email").length - before).toBe(REFEREES);
    const mine = usages.slice(from);
    expect(Math.max(...mine.map((usage) => usage.statements))).toBeLessThanOrEqual(1_000);
    expect(Math.max(...mine.map((usage) => usage.subrequests))).toBeLessThanOrEqual(SUBREQUESTS_PER_INVOCATION);
  });
});

describe("webhook deliveries of the same Saturday", () => {
  let endpointId: string;

  beforeAll(async () => {
    const assignor = await createUser(db, { organizationId, role: "assignor" });
    const created = await createWebhookEndpoint(db, env, {
      organizationId,
      actorId: assignor.id,
      input: { url: RECEIVER, description: "", events: ["game.updated"] },
    });
    if (!created.ok) throw new Error(created.message);
    endpointId = created.id;
    // One delivery per game, as when every game of the day is updated at once.
    await env.DB.prepare(
      `INSERT INTO webhook_deliveries (id, endpoint_id, organization_id, event, payload, status, attempts, created_at)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${GAMES})
       SELECT 'whd_sat_' || i, ?1, ?2, 'game.updated', json_object('id', 'evt_' || i, 'game', 'sat-game-' || i),
              'pending', 0, ?3 FROM n`,
    )
      .bind(endpointId, organizationId, Date.now())
      .run();
  });

  it("delivers each once through the queue, within the limits", async () => {
    const from = usages.length;
    const before = sends.filter((send) => send.channel === "webhook").length;
    await cronThenConsumers(Date.now() + 5 * MINUTE, harness);
    const delivered = sends.filter((send) => send.channel === "webhook").slice(before);
    expect(delivered).toHaveLength(GAMES);
    expect(new Set(delivered.map((send) => send.key)).size).toBe(GAMES);
    const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(rows.filter((row) => row.status === "delivered")).toHaveLength(GAMES);
    const mine = usages.slice(from);
    expect(Math.max(...mine.map((usage) => usage.statements))).toBeLessThanOrEqual(1_000);
    expect(Math.max(...mine.map((usage) => usage.subrequests))).toBeLessThanOrEqual(SUBREQUESTS_PER_INVOCATION);
  });
});
