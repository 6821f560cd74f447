import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAssignment, createGame, createUser, createUserSettings, insertMany } from "~/demo/factories";
import { newId } from "~/db/ids";
import { notifications, outbox, users } from "~/db/schema";
import { MAX_DELIVERY_ATTEMPTS } from "~/domain/delivery";
import {
  deliverOutbox,
  LEASE_MS,
  providersFromEnv,
  resendProvider,
  twilioProvider,
} from "~/server/outbox-delivery.server";
import { createLeague, db, get, worker } from "./helpers";
import { drain, recordingQueues } from "./queue-harness";

const BUILT_WORKER = "../../build/server/index.js";
const RESEND = "https://api.resend.test/emails";
const NOON_IN_CALIFORNIA = new Date("2026-12-02T20:00:00Z");

let queued = 0;
async function queue(values: Partial<typeof outbox.$inferInsert> = {}) {
  queued += 1;
  const [row] = await db
    .insert(outbox)
    .values({
      id: newId(),
      idempotencyKey: `test-${queued}-${newId()}`,
      channel: "email",
      recipient: `person${queued}@example.com`,
      kind: "assignment-published",
      subject: `Message ${queued}`,
      textBody: `Body ${queued}`,
      ...values,
    })
    .returning();
  return row!;
}

async function row(id: string) {
  const [found] = await db.select().from(outbox).where(eq(outbox.id, id));
  return found!;
}

/** A fake email provider answering with the given statuses in turn, recording what it was asked to send. */
function fakeResend(...statuses: number[]) {
  const calls: { recipient: string; headers: Headers; body: Record<string, unknown> }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(RESEND)) throw new Error(`unexpected fetch ${request.url}`);
    const body = (await request.json()) as { to: string[] };
    calls.push({ recipient: body.to[0]!, headers: request.headers, body });
    const status = statuses.length > 1 ? statuses.shift()! : (statuses[0] ?? 200);
    return new Response(status < 300 ? '{"id":"re_1"}' : '{"message":"trouble"}', { status });
  });
  return { provider: resendProvider("re_test_key", "Whistle <no-reply@whistle.test>", RESEND), calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("delivering the outbox", () => {
  it("leaves messages unsent, with the reason, when no provider is configured", async () => {
    const message = await queue();
    const report = await deliverOutbox(db, providersFromEnv({}), { now: NOON_IN_CALIFORNIA });
    expect(report.notSent).toBeGreaterThanOrEqual(1);
    expect(await row(message.id)).toMatchObject({
      status: "not_sent",
      lastError: "not sent: no provider",
      sentAt: null,
    });
  });

  it("sends through the provider with the message's idempotency key and marks it sent", async () => {
    const message = await queue({ subject: "New assignment", textBody: "You have a game." });
    const { provider, calls } = fakeResend(200);
    await deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA });
    const call = calls.find((entry) => entry.recipient === message.recipient);
    expect(call?.body).toMatchObject({
      subject: "New assignment",
      text: "You have a game.",
      from: "Whistle <no-reply@whistle.test>",
    });
    expect(call?.headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(call?.headers.get("Idempotency-Key")).toBe(message.idempotencyKey);
    expect(await row(message.id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: NOON_IN_CALIFORNIA,
      lastError: null,
    });
  });

  it("follows the recipient's preferences, but always sends what they asked for (a password reset)", async () => {
    const league = await createLeague();
    await createUserSettings(db, { userId: league.referee.id, emailNotifications: false });
    const news = await queue({
      userId: league.referee.id,
      recipient: league.referee.email,
      kind: "assignment-published",
    });
    const reset = await queue({ userId: league.referee.id, recipient: league.referee.email, kind: "password-reset" });
    const { provider, calls } = fakeResend(200);
    await deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA });
    expect(await row(news.id)).toMatchObject({
      status: "not_sent",
      lastError: "not sent: email notifications are off",
    });
    expect(await row(reset.id)).toMatchObject({ status: "sent" });
    expect(calls.filter((call) => call.recipient === league.referee.email)).toHaveLength(1);
  });

  it("retries a provider error with growing waits, then sends", async () => {
    const message = await queue();
    const { provider, calls } = fakeResend(503, 429, 200);
    await deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA });
    const first = await row(message.id);
    expect(first).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringContaining("Resend answered 503"),
    });
    expect(first.nextAttemptAt).toEqual(new Date(NOON_IN_CALIFORNIA.getTime() + 60_000));

    // Not due yet: nothing happens.
    await deliverOutbox(db, { email: provider }, { now: new Date(NOON_IN_CALIFORNIA.getTime() + 30_000) });
    expect(calls.filter((call) => call.recipient === message.recipient)).toHaveLength(1);

    const second = new Date(NOON_IN_CALIFORNIA.getTime() + 60_000);
    await deliverOutbox(db, { email: provider }, { now: second });
    expect((await row(message.id)).nextAttemptAt).toEqual(new Date(second.getTime() + 120_000));
    await deliverOutbox(db, { email: provider }, { now: new Date(second.getTime() + 120_000) });
    expect(await row(message.id)).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("gives up on a refusal, or after the last retry, and tells the organization's assignors", async () => {
    const league = await createLeague();
    const refused = await queue({
      organizationId: league.organization.id,
      recipient: "not-an-inbox@example.com",
      subject: "Refused",
    });
    const { provider } = fakeResend(422);
    await deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA });
    expect(await row(refused.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: expect.stringContaining("422"),
    });

    const flaky = await queue({ organizationId: league.organization.id, subject: "Flaky" });
    const always = fakeResend(500);
    let now = NOON_IN_CALIFORNIA;
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await deliverOutbox(db, { email: always.provider }, { now });
      const current = await row(flaky.id);
      expect(current.attempts).toBe(attempt);
      if (attempt < MAX_DELIVERY_ATTEMPTS) now = current.nextAttemptAt!;
    }
    expect(await row(flaky.id)).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });

    const alerts = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, league.assignor.id), eq(notifications.type, "system")));
    expect(alerts.map((alert) => alert.title)).toEqual(["Could not deliver an email", "Could not deliver an email"]);
    expect(alerts.map((alert) => alert.message).join("\n")).toContain(
      `Flaky to ${flaky.recipient} failed after ${MAX_DELIVERY_ATTEMPTS} tries`,
    );
  });

  it("never sends a message twice when two runs overlap", async () => {
    const messages = await Promise.all(Array.from({ length: 12 }, () => queue()));
    const { provider, calls } = fakeResend(200);
    const reports = await Promise.all([
      deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA }),
      deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA }),
    ]);
    const mine = new Set(messages.map((message) => message.recipient));
    const sentTo = calls.map((call) => call.recipient).filter((recipient) => mine.has(recipient));
    expect(sentTo.sort()).toEqual([...mine].sort());
    expect(reports[0]!.sent + reports[1]!.sent).toBeGreaterThanOrEqual(12);
    for (const message of messages) expect((await row(message.id)).status).toBe("sent");
  });

  it("delivers to more recipients at once than D1 binds values in one statement", async () => {
    const people = Array.from({ length: 130 }, (_, index) => ({
      id: newId(),
      email: `many.${index}.${newId()}@example.com`,
      firstName: "Many",
      lastName: `${index}`,
      role: "referee" as const,
    }));
    await insertMany(db, users, people);
    const messages = await Promise.all(people.map((person) => queue({ userId: person.id, recipient: person.email })));
    await deliverOutbox(db, providersFromEnv({}), { now: NOON_IN_CALIFORNIA, limit: 500 });
    for (const message of messages) expect((await row(message.id)).status).toBe("not_sent");
  });

  it("retries a message whose run died mid-send once its lease runs out", async () => {
    const message = await queue();
    // A run claimed it and vanished: attempts counted, lease in the future.
    await db
      .update(outbox)
      .set({ attempts: 1, nextAttemptAt: new Date(NOON_IN_CALIFORNIA.getTime() + LEASE_MS) })
      .where(eq(outbox.id, message.id));
    const { provider, calls } = fakeResend(200);
    await deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA });
    expect(calls.some((call) => call.recipient === message.recipient)).toBe(false);
    await deliverOutbox(db, { email: provider }, { now: new Date(NOON_IN_CALIFORNIA.getTime() + LEASE_MS) });
    expect(await row(message.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("holds text messages during the recipient's quiet hours and sends them in the morning", async () => {
    const league = await createLeague();
    const text = await queue({
      channel: "sms",
      recipient: "+14155550100",
      userId: league.referee.id,
      kind: "reminder-2h",
    });
    const sent: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      expect(request.url).toBe("https://api.twilio.test/2010-04-01/Accounts/AC123/Messages.json");
      expect(request.headers.get("Authorization")).toBe(`Basic ${btoa("AC123:secret")}`);
      sent.push((await request.formData()).get("To") as string);
      return new Response("{}", { status: 201 });
    });
    const sms = twilioProvider("AC123", "secret", "+14155550000", "https://api.twilio.test");
    const lateEvening = new Date("2026-12-02T06:30:00Z"); // 22:30 in Los Angeles
    await deliverOutbox(db, { sms }, { now: lateEvening });
    expect(await row(text.id)).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: new Date("2026-12-02T16:00:00Z"),
    });
    await deliverOutbox(db, { sms }, { now: new Date("2026-12-02T16:00:00Z") });
    expect(await row(text.id)).toMatchObject({ status: "sent" });
    expect(sent).toEqual(["+14155550100"]);
  });

  it("runs from the Worker's scheduled handler with the providers of its environment", async () => {
    const message = await queue();
    const { calls } = fakeResend(200);
    const built = (await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> };
    const ctx = createExecutionContext();
    const { queues, env: producing } = recordingQueues({
      ...env,
      RESEND_API_KEY: "re_from_env",
      RESEND_ENDPOINT: RESEND,
    } as Env);
    await built.default.scheduled!(
      createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }),
      producing,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    // The cron pass hands it to the queue; the queue's consumer sends it.
    expect((await row(message.id)).status).toBe("pending");
    expect(queues.outbox.held.map((held) => held.body)).toContainEqual(
      expect.objectContaining({ outboxId: message.id }),
    );
    await drain(built.default, queues, producing);
    expect(calls.find((call) => call.recipient === message.recipient)?.headers.get("Authorization")).toBe(
      "Bearer re_from_env",
    );
    expect((await row(message.id)).status).toBe("sent");
  });
});

describe("two overlapping cron runs through the Worker's scheduled handler", () => {
  it("send each due reminder and each queued message exactly once", async () => {
    // Noon in Los Angeles on Friday 15 January 2027; both referees' games kick off tomorrow morning.
    const now = new Date("2027-01-15T20:00:00Z");
    const league = await createLeague();
    await db
      .update(users)
      .set({ phone: "(415) 555-0188", phoneConfirmedAt: new Date() })
      .where(eq(users.id, league.referee.id));
    const second = await createUser(db, {
      organizationId: league.organization.id,
      role: "referee",
      firstName: "Second",
    });
    const referees = [league.referee.id, second.id];
    for (const [index, refereeId] of referees.entries()) {
      const game = await createGame(db, {
        organizationId: league.organization.id,
        date: "2027-01-16",
        time: `1${index}:00`,
        status: "confirmed",
      });
      await createAssignment(db, {
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId,
        status: "confirmed",
      });
    }
    const waiting = await queue({ organizationId: league.organization.id, subject: "Queued before the runs" });

    // The providers, stubbed at fetch: every send is recorded.
    const sends: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.startsWith(RESEND)) {
        const body = (await request.json()) as { to: string[]; subject: string };
        sends.push(`email ${body.to[0]} ${body.subject}`);
        return new Response('{"id":"re_1"}', { status: 200 });
      }
      if (request.url.startsWith("https://api.twilio.test/")) {
        sends.push(`sms ${(await request.formData()).get("To") as string}`);
        return new Response("{}", { status: 201 });
      }
      throw new Error(`unexpected fetch ${request.url}`);
    });
    const configured = {
      ...env,
      RESEND_API_KEY: "re_cron",
      RESEND_ENDPOINT: RESEND,
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "secret",
      TWILIO_FROM_NUMBER: "+14155550000",
      TWILIO_API_BASE: "https://api.twilio.test",
    } as Env;

    const built = (await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> };
    const { queues, env: producing } = recordingQueues(configured);
    // The consumer reads the clock (quiet hours): it is noon in Los Angeles for it too.
    vi.useFakeTimers({ toFake: ["Date"], now });
    const contexts = [createExecutionContext(), createExecutionContext()];
    await Promise.all(
      contexts.map((ctx) =>
        built.default.scheduled!(
          createScheduledController({ scheduledTime: now.getTime(), cron: "*/5 * * * *" }),
          producing,
          ctx,
        ),
      ),
    );
    await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)));
    // Each message handed to the queue once, however many runs overlapped; the consumer sends them.
    const handed = queues.outbox.held.map((held) => (held.body as { outboxId: string }).outboxId);
    expect(new Set(handed).size).toBe(handed.length);
    await drain(built.default, queues, producing);
    vi.useRealTimers();

    const mine = await db.select().from(outbox).where(eq(outbox.organizationId, league.organization.id));
    expect(mine.map((message) => `${message.kind}/${message.channel}`).sort()).toEqual(
      ["assignment-published/email", "reminder-24h/email", "reminder-24h/email", "reminder-24h/sms"].sort(),
    );
    for (const message of mine) expect(message, message.idempotencyKey).toMatchObject({ status: "sent", attempts: 1 });
    const expected = mine.map((message) =>
      message.channel === "sms" ? `sms ${message.recipient}` : `email ${message.recipient} ${message.subject}`,
    );
    const ours = new Set(expected);
    expect(sends.filter((send) => ours.has(send)).sort()).toEqual(expected.sort());
    expect(sends.filter((send) => send.startsWith(`email ${waiting.recipient} `))).toEqual([
      `email ${waiting.recipient} Queued before the runs`,
    ]);
    // And one in-app reminder each.
    for (const refereeId of referees) {
      expect(
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, refereeId), eq(notifications.type, "reminder"))),
      ).toHaveLength(1);
    }
  });
});

describe("/dev/outbox", () => {
  it("shows queued messages with their links clickable, in development", async () => {
    await queue({
      kind: "password-reset",
      subject: "Reset your Whistle password",
      textBody: "Open http://localhost/reset-password/abc123 to choose a new password.",
    });
    const response = await get("/dev/outbox");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Reset your Whistle password");
    expect(html).toContain('href="http://localhost/reset-password/abc123"');
  });

  it("does not exist outside development", async () => {
    const built = (await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> };
    const ctx = createExecutionContext();
    const response = await built.default.fetch!(
      new Request("http://localhost/dev/outbox") as Request<unknown, IncomingRequestCfProperties>,
      { ...env, APP_ENV: "production" } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Outbox");
  });

  it("answers 404 in development too when the request is not addressed to this machine", async () => {
    await queue({
      kind: "password-reset",
      subject: "Reset link for a deployed copy",
      textBody: "Open https://whistle.example/reset-password/secret",
    });
    for (const origin of ["https://whistle.example", "http://whistle.workers.dev", "http://192.0.2.10:8787"]) {
      const response = await worker.fetch(
        new Request(`${origin}/dev/outbox`, { headers: { "CF-Connecting-IP": "203.0.113.9" } }),
      );
      expect(response.status, origin).toBe(404);
      expect(await response.text()).not.toContain("Reset link for a deployed copy");
    }
    expect(env.APP_ENV).toBe("development");
    for (const origin of ["http://127.0.0.1:8787", "http://[::1]:8787"]) {
      expect((await worker.fetch(new Request(`${origin}/dev/outbox`))).status, origin).toBe(200);
    }
  });
});
