import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAssignment, createGame } from "~/demo/factories";
import { memberships, webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { URL_MESSAGES, WEBHOOK_URL_RULE } from "~/domain/webhook-url";
import type { WebhookEvent } from "~/domain/webhooks";
import { respondToAssignment } from "~/server/assignment-responses.server";
import { createApiKey } from "~/server/api-keys.server";
import { deliverWebhooks } from "~/server/webhook-delivery.server";
import { createWebhookEndpoint } from "~/server/webhook-endpoints.server";
import { openSecret, sealSecret } from "~/server/webhook-secrets.server";
// Server code called directly words its messages through the catalogs, as the Worker does (decision 0062).
import "~/server/i18n.server";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db, expectRoundTrips, get, post } from "./helpers";

const RECEIVER = "https://receiver.whistle.test/hooks";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A receiver answering the given statuses in turn (the last repeats), recording every request. */
function stubReceiver(...statuses: number[]) {
  const calls: { url: string; headers: Headers; body: string }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, headers: request.headers, body: await request.text() });
    const status = statuses.length > 1 ? statuses.shift()! : (statuses[0] ?? 200);
    return new Response(status === 204 ? null : status < 300 ? "ok" : "receiver trouble", { status });
  });
  return calls;
}

async function endpointFor(
  league: Awaited<ReturnType<typeof createLeague>>,
  events: WebhookEvent[] = ["game.created"],
  url = `${RECEIVER}/${crypto.randomUUID()}`,
) {
  const created = await createWebhookEndpoint(
    db,
    {},
    { organizationId: league.organization.id, actorId: league.assignor.id, input: { url, description: "", events } },
  );
  if (!created.ok) throw new Error(created.message);
  return { ...created, url };
}

async function deliveriesOf(endpointId: string) {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

/** A pending delivery of `endpointId`, created at `createdAt`. */
async function queueDelivery(league: Awaited<ReturnType<typeof createLeague>>, endpointId: string, createdAt: Date) {
  const id = `whd_${crypto.randomUUID()}`;
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    type: "game.created",
    createdAt: createdAt.toISOString(),
    organizationId: league.organization.id,
    data: {},
  });
  await db
    .insert(webhookDeliveries)
    .values({ id, endpointId, organizationId: league.organization.id, event: "game.created", payload, createdAt });
  return id;
}

describe("registering endpoints on /assignor/api", () => {
  it("registers an https endpoint with its events and shows the signing secret once", async () => {
    const league = await createLeague();
    const response = await post(
      "/assignor/api/webhooks",
      new URLSearchParams([
        ["url", "https://hooks.example.com/whistle"],
        ["description", "Website"],
        ["events", "game.created"],
        ["events", "assignment.accepted"],
      ]) as unknown as Record<string, string>,
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; endpointId: string; secret: string };
    expect(body.secret).toMatch(/^whsec_[a-z2-7]{32}$/);
    const [stored] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, body.endpointId));
    expect(stored).toMatchObject({
      url: "https://hooks.example.com/whistle",
      description: "Website",
      events: ["game.created", "assignment.accepted"],
      disabledAt: null,
    });
    // The page lists it without the secret.
    const page = await (await get("/assignor/api", { cookie: league.assignorCookie })).text();
    expect(page).toContain("https://hooks.example.com/whistle");
    expect(page).not.toContain(body.secret);
  });

  it.each([
    ["http://hooks.example.com/in", `${WEBHOOK_URL_RULE}: this one uses http.`],
    ["https://hooks.example.com:8443/in", `${WEBHOOK_URL_RULE}: this one uses port 8443.`],
    ["https://localhost/in", `${WEBHOOK_URL_RULE}: localhost is a local name.`],
    [
      "https://localtest.me/in",
      `${WEBHOOK_URL_RULE}: localtest.me is a name that points at the address written into it.`,
    ],
    [
      "https://127.0.0.1.nip.io/in",
      `${WEBHOOK_URL_RULE}: 127.0.0.1.nip.io is a name that points at the address written into it.`,
    ],
    ["https://127.0.0.1/in", `${WEBHOOK_URL_RULE}: 127.0.0.1 is not a public address.`],
    ["https://10.1.2.3/in", `${WEBHOOK_URL_RULE}: 10.1.2.3 is not a public address.`],
    ["https://[::1]/in", `${WEBHOOK_URL_RULE}: [::1] is not a public address.`],
    ["https://[::ffff:0:7f00:1]/in", `${WEBHOOK_URL_RULE}: [::ffff:0:7f00:1] is not a public address.`],
    ["https://[2001::1]/in", `${WEBHOOK_URL_RULE}: [2001::1] is not a public address.`],
    ["https://[::ffff:192.168.0.1]/in", `${WEBHOOK_URL_RULE}: [::ffff:c0a8:1] is not a public address.`],
    ["https://[fd00::1]/in", `${WEBHOOK_URL_RULE}: [fd00::1] is not a public address.`],
    ["https://169.254.169.254/latest", `${WEBHOOK_URL_RULE}: 169.254.169.254 is not a public address.`],
    ["not a url", URL_MESSAGES.invalid],
  ])("refuses %s with a field error and keeps the input", async (url, message) => {
    const league = await createLeague();
    const response = await post(
      "/assignor/api/webhooks",
      { url, description: "Kept", events: "game.created" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { url?: string[] };
      values: { url: string; description: string; events: string[] };
    };
    expect(body.errors.url).toEqual([message]);
    expect(body.values).toEqual({ url, description: "Kept", events: ["game.created"] });
    expect(
      await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, league.organization.id)),
    ).toHaveLength(0);
  });

  it("asks for at least one event", async () => {
    const league = await createLeague();
    const response = await post(
      "/assignor/api/webhooks",
      { url: "https://hooks.example.com/in" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { events?: string[] } }).errors.events).toEqual([
      "Choose at least one event",
    ]);
  });

  it("keeps the secret recoverable for signing, sealed with WEBHOOK_SECRET_KEY when it is set", async () => {
    const env = { WEBHOOK_SECRET_KEY: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))) };
    const sealed = await sealSecret(env, "whsec_abc");
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain("whsec_abc");
    expect(await openSecret(env, sealed)).toBe("whsec_abc");
    await expect(openSecret({}, sealed)).rejects.toThrow(/WEBHOOK_SECRET_KEY/);
  });
});

describe("deliveries are written with the event", () => {
  it("queues one delivery per subscribed, enabled endpoint when a game is created through the API", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const subscribed = await endpointFor(league, ["game.created", "game.updated"]);
    const second = await endpointFor(league, ["game.created"]);
    const unsubscribed = await endpointFor(league, ["assignment.created"]);
    const disabled = await endpointFor(league, ["game.created"]);
    await db.update(webhookEndpoints).set({ disabledAt: new Date() }).where(eq(webhookEndpoints.id, disabled.id));
    const otherOrganization = await endpointFor(other, ["game.created"]);
    stubReceiver(200);

    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id);
    const created = await api("POST", "/api/v1/games", {
      key: secret,
      json: {
        homeTeam: "Hook City",
        awayTeam: "Signal FC",
        date: "2099-03-01",
        time: "10:00",
        venue: "Hook Park",
        level: "youth",
        feeCents: 4500,
      },
    });
    expect(created.status).toBe(201);
    const game = (await created.json()) as { id: string };

    const [first] = await deliveriesOf(subscribed.id);
    const [other2] = await deliveriesOf(second.id);
    expect(first?.event).toBe("game.created");
    // One event, one body: both endpoints get the same event id.
    expect(other2?.payload).toBe(first?.payload);
    const envelope = JSON.parse(first!.payload) as {
      id: string;
      type: string;
      organizationId: string;
      data: { game: { id: string; homeTeam: string; status: string } };
    };
    expect(envelope).toMatchObject({
      type: "game.created",
      organizationId: league.organization.id,
      data: { game: { id: game.id, homeTeam: "Hook City", status: "pending" } },
    });
    expect(envelope.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(await deliveriesOf(unsubscribed.id)).toHaveLength(0);
    expect(await deliveriesOf(disabled.id)).toHaveLength(0);
    expect(await deliveriesOf(otherOrganization.id)).toHaveLength(0);
  });

  it("queues assignment.accepted when the referee accepts, and nothing for an answer that lost the race", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league, ["assignment.accepted", "assignment.declined"]);
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-04-01",
      time: "09:00",
      status: "assigned",
    });
    const assignment = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "pending",
      assignedById: league.assignor.id,
    });
    const now = new Date("2099-03-01T12:00:00Z");
    const accepted = await respondToAssignment(db, {
      organizationId: league.organization.id,
      refereeId: league.referee.id,
      assignmentId: assignment.id,
      response: "accept",
      now,
    });
    expect(accepted.ok).toBe(true);
    // A second answer is refused (already accepted) and must not tell integrators anything.
    await respondToAssignment(db, {
      organizationId: league.organization.id,
      refereeId: league.referee.id,
      assignmentId: assignment.id,
      response: "decline",
      reason: "late",
      now,
    });
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((row) => row.event)).toEqual(["assignment.accepted"]);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({
      data: {
        assignment: { id: assignment.id, status: "confirmed", refereeId: league.referee.id },
        game: { id: game.id },
      },
    });
  });
});

describe("delivering", () => {
  it("signs each delivery so an independent HMAC-SHA256 implementation verifies it", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const now = new Date("2099-01-01T00:00:00Z");
    const deliveryId = await queueDelivery(league, endpoint.id, now);
    const calls = stubReceiver(204);
    const report = await deliverWebhooks(db, {}, { now, only: [deliveryId] });
    expect(await deliveriesOf(endpoint.id)).toMatchObject([{ lastError: null }]);
    expect(report.delivered).toBe(1);
    const call = calls.find((entry) => entry.url === endpoint.url)!;
    expect(call.headers.get("Whistle-Event")).toBe("game.created");
    expect(call.headers.get("Whistle-Delivery")).toBe(deliveryId);
    expect(call.headers.get("Content-Type")).toBe("application/json");
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(call.headers.get("Whistle-Signature") ?? "");
    expect(match).not.toBeNull();
    const [, timestamp, signature] = match!;
    expect(Number(timestamp)).toBe(Math.floor(now.getTime() / 1000));
    // Node's own HMAC, not the Worker's WebCrypto path, over "<t>.<body>".
    const expected = createHmac("sha256", endpoint.secret).update(`${timestamp}.${call.body}`).digest("hex");
    expect(signature).toBe(expected);
    const wrong = createHmac("sha256", "whsec_not_the_secret").update(`${timestamp}.${call.body}`).digest("hex");
    expect(signature).not.toBe(wrong);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 204, deliveredAt: now });
  });

  it("retries with backoff against a receiver that fails first, until it answers 2xx", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const start = new Date("2099-01-02T00:00:00Z");
    const deliveryId = await queueDelivery(league, endpoint.id, start);
    const calls = stubReceiver(500, 503, 200);

    await deliverWebhooks(db, {}, { now: start, only: [deliveryId] });
    let [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: 500,
      nextAttemptAt: new Date(start.getTime() + 60_000),
    });
    expect(row!.lastError).toContain("Answered 500");

    // Not yet due: nothing is sent.
    await deliverWebhooks(db, {}, { now: new Date(start.getTime() + 30_000), only: [deliveryId] });
    expect(calls).toHaveLength(1);

    const second = new Date(start.getTime() + 60_000);
    await deliverWebhooks(db, {}, { now: second, only: [deliveryId] });
    [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 2,
      lastStatusCode: 503,
      nextAttemptAt: new Date(second.getTime() + 5 * 60_000),
    });

    const third = new Date(second.getTime() + 5 * 60_000);
    await deliverWebhooks(db, {}, { now: third, only: [deliveryId] });
    [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      status: "delivered",
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
      deliveredAt: third,
    });
    expect(calls).toHaveLength(3);
    // Every attempt carried the same delivery id.
    expect(new Set(calls.map((call) => call.headers.get("Whistle-Delivery")))).toEqual(new Set([deliveryId]));
  });

  it("fails for good once the next try would fall more than 24 hours after the event", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const now = new Date("2099-01-03T00:00:00Z");
    const deliveryId = await queueDelivery(league, endpoint.id, new Date(now.getTime() - 24 * 3_600_000 + 30_000));
    stubReceiver(502);
    const report = await deliverWebhooks(db, {}, { now, only: [deliveryId] });
    expect(report.failed).toBe(1);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: 502, nextAttemptAt: null });
    expect(row!.lastError).toContain("Gave up");
    // A failed delivery is never picked up again.
    await deliverWebhooks(db, {}, { now: new Date(now.getTime() + 7 * 3_600_000), only: [deliveryId] });
    expect((await deliveriesOf(endpoint.id))[0]!.attempts).toBe(1);
  });

  it("never sends one delivery twice when two runs overlap", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const now = new Date("2099-01-04T00:00:00Z");
    const deliveryId = await queueDelivery(league, endpoint.id, now);
    const calls = stubReceiver(200);
    const reports = await Promise.all([
      deliverWebhooks(db, {}, { now, only: [deliveryId] }),
      deliverWebhooks(db, {}, { now, only: [deliveryId] }),
    ]);
    expect(reports[0]!.delivered + reports[1]!.delivered).toBe(1);
    expect(calls.filter((call) => call.url === endpoint.url)).toHaveLength(1);
  });

  it("stops a stored endpoint whose URL is not a public https receiver on port 443, failing its delivery with the reason", async () => {
    const league = await createLeague();
    const now = new Date("2099-01-08T00:00:00Z");
    const urls = ["https://127.0.0.1.nip.io/in", "https://hooks.example.com:8443/in", "https://[::ffff:0:7f00:1]/in"];
    const calls = stubReceiver(200);
    for (const url of urls) {
      const id = crypto.randomUUID();
      // Registered before the rule existed.
      await db.insert(webhookEndpoints).values({
        id,
        organizationId: league.organization.id,
        url,
        events: ["game.created"],
        secret: "whsec_stored",
      });
      const deliveryId = await queueDelivery(league, id, now);
      const report = await deliverWebhooks(db, {}, { now, only: [deliveryId] });
      expect(report.failed, url).toBe(1);
      const [row] = await deliveriesOf(id);
      expect(row, url).toMatchObject({ status: "failed", lastStatusCode: null, nextAttemptAt: null });
      expect(row!.lastError, url).toMatch(new RegExp(`^Not sent: ${WEBHOOK_URL_RULE}`));
    }
    expect(calls).toHaveLength(0);
    // The list says why, next to each such endpoint.
    const page = await (await get("/assignor/api", { cookie: league.assignorCookie })).text();
    expect(page.split("Deliveries stopped: Webhook URLs must use https on port 443")).toHaveLength(urls.length + 1);
  });

  it("keeps only the receiver's status code, never the text it answered, and the log does not show it", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const now = new Date("2099-01-09T00:00:00Z");
    const deliveryId = await queueDelivery(league, endpoint.id, now);
    stubReceiver(500);
    await deliverWebhooks(db, {}, { now, only: [deliveryId] });
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", lastStatusCode: 500 });
    expect(row!.lastError ?? "").not.toContain("receiver trouble");
    const page = await (await get(`/assignor/api/webhooks/${endpoint.id}`, { cookie: league.assignorCookie })).text();
    expect(page).toContain("HTTP 500");
    expect(page).not.toContain("receiver trouble");
  });

  it("holds deliveries of a disabled endpoint until it is enabled again", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const now = new Date("2099-01-05T00:00:00Z");
    const deliveryId = await queueDelivery(league, endpoint.id, now);
    await db.update(webhookEndpoints).set({ disabledAt: now }).where(eq(webhookEndpoints.id, endpoint.id));
    const calls = stubReceiver(200);
    await deliverWebhooks(db, {}, { now, only: [deliveryId] });
    expect(calls).toHaveLength(0);
    await db.update(webhookEndpoints).set({ disabledAt: null }).where(eq(webhookEndpoints.id, endpoint.id));
    await deliverWebhooks(db, {}, { now, only: [deliveryId] });
    expect(calls).toHaveLength(1);
  });
});

describe("webhook signing in production needs WEBHOOK_SECRET_KEY", () => {
  const PRODUCTION = { APP_ENV: "production" };
  const KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(9)));

  it("refuses to register an endpoint, so no signing secret is stored in plain text", async () => {
    const league = await createLeague();
    const created = await createWebhookEndpoint(db, PRODUCTION, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { url: `${RECEIVER}/prod`, description: "", events: ["game.created"] },
    });
    expect(created).toMatchObject({ ok: false, status: 503 });
    expect(!created.ok && created.message).toContain("WEBHOOK_SECRET_KEY");
    expect(
      await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, league.organization.id)),
    ).toHaveLength(0);
    // With the key it registers, and the stored secret is sealed.
    const sealed = await createWebhookEndpoint(
      db,
      { ...PRODUCTION, WEBHOOK_SECRET_KEY: KEY },
      {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        input: { url: `${RECEIVER}/prod`, description: "", events: ["game.created"] },
      },
    );
    expect(sealed.ok).toBe(true);
    const [stored] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, league.organization.id));
    expect(stored!.secret).toMatch(/^enc:v1:/);
  });

  it("sends nothing unsigned or signed with a secret kept in plain text", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league); // stored in plain text (registered without the key)
    const now = new Date("2099-01-10T00:00:00Z");
    const calls = stubReceiver(200);

    const withoutKey = await queueDelivery(league, endpoint.id, now);
    await deliverWebhooks(db, PRODUCTION, { now, only: [withoutKey] });
    expect(calls).toHaveLength(0);
    let [row] = await deliveriesOf(endpoint.id);
    // It waits for the key: the operator's mistake does not lose the event.
    expect(row).toMatchObject({ status: "pending", lastStatusCode: null });
    expect(row!.lastError).toContain("WEBHOOK_SECRET_KEY");

    await db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    const plainSecret = await queueDelivery(league, endpoint.id, now);
    await deliverWebhooks(db, { ...PRODUCTION, WEBHOOK_SECRET_KEY: KEY }, { now, only: [plainSecret] });
    expect(calls).toHaveLength(0);
    [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "failed" });
    expect(row!.lastError).toContain("Rotate the signing secret");
  });
});

describe("the endpoint page", () => {
  it("sends a test event and shows it in the delivery log; Redeliver sends the same event again", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const calls = stubReceiver(200);
    const tested = await post(
      `/assignor/api/webhooks/${endpoint.id}.data`,
      { intent: "test" },
      { cookie: league.assignorCookie },
    );
    expect(tested.status).toBe(200);
    expect(await tested.text()).toContain("Delivered.");
    const [ping] = await deliveriesOf(endpoint.id);
    expect(ping).toMatchObject({ event: "ping", status: "delivered", lastStatusCode: 200 });
    expect(calls.at(-1)?.headers.get("Whistle-Event")).toBe("ping");

    const page = await (await get(`/assignor/api/webhooks/${endpoint.id}`, { cookie: league.assignorCookie })).text();
    expect(page).toContain("Delivery log");
    expect(page).toContain("Delivered");
    expect(page).toContain("HTTP 200");

    const again = await post(
      `/assignor/api/webhooks/${endpoint.id}.data`,
      { intent: "redeliver", deliveryId: ping!.id },
      { cookie: league.assignorCookie },
    );
    expect(await again.text()).toContain("Delivered.");
    const rows = await deliveriesOf(endpoint.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.payload).toBe(rows[0]!.payload);
    expect(rows[1]!.id).not.toBe(rows[0]!.id);
  });

  it("disables, enables, rotates the secret and deletes", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const path = `/assignor/api/webhooks/${endpoint.id}`;
    await post(path, { intent: "disable" }, { cookie: league.assignorCookie });
    expect(
      (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]!.disabledAt,
    ).not.toBeNull();
    await post(path, { intent: "enable" }, { cookie: league.assignorCookie });
    expect(
      (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]!.disabledAt,
    ).toBeNull();

    const rotatedText = await (
      await post(`${path}.data`, { intent: "rotate" }, { cookie: league.assignorCookie })
    ).text();
    const rotated = { secret: /whsec_[a-z2-7]{32}/.exec(rotatedText)?.[0] ?? "" };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    const now = new Date("2099-01-06T00:00:00Z");
    const deliveryId = await queueDelivery(league, endpoint.id, now);
    const calls = stubReceiver(200);
    await deliverWebhooks(db, {}, { now, only: [deliveryId] });
    const [, t, v1] = /^t=(\d+),v1=(\w+)$/.exec(calls[0]!.headers.get("Whistle-Signature")!)!;
    expect(v1).toBe(createHmac("sha256", rotated.secret).update(`${t}.${calls[0]!.body}`).digest("hex"));

    const deleted = await post(path, { intent: "delete" }, { cookie: league.assignorCookie });
    expect(deleted.status).toBe(302);
    expect(await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))).toHaveLength(0);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });

  it("answers 404 to another organization's assignor, and changes nothing", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const endpoint = await endpointFor(league);
    const deliveryId = await queueDelivery(league, endpoint.id, new Date("2099-01-07T00:00:00Z"));
    // Each post is followed by the after-request delivery pass: keep it off the network.
    stubReceiver(503);
    const path = `/assignor/api/webhooks/${endpoint.id}`;
    expect((await get(path, { cookie: other.assignorCookie })).status).toBe(404);
    for (const intent of ["delete", "disable", "rotate", "test"]) {
      expect((await post(path, { intent }, { cookie: other.assignorCookie })).status).toBe(404);
    }
    // Their own endpoint's page cannot redeliver ours either.
    const theirs = await endpointFor(other);
    expect(
      (
        await post(
          `/assignor/api/webhooks/${theirs.id}`,
          { intent: "redeliver", deliveryId },
          { cookie: other.assignorCookie },
        )
      ).status,
    ).toBe(404);
    const [stored] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored).toMatchObject({ disabledAt: null });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect(await deliveriesOf(theirs.id)).toHaveLength(0);
    const page = await (await get("/assignor/api", { cookie: other.assignorCookie })).text();
    expect(page).not.toContain(endpoint.url);
  });
});

describe("API keys outlive no one", () => {
  it("stops a key working once the assignor who created it leaves the organization", async () => {
    const league = await createLeague();
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read");
    expect((await api("GET", "/api/v1/games", { key: secret })).status).toBe(200);
    await db
      .delete(memberships)
      .where(and(eq(memberships.userId, league.assignor.id), eq(memberships.organizationId, league.organization.id)));
    const refused = await api("GET", "/api/v1/games", { key: secret });
    expect(refused.status).toBe(401);
  });
});

describe("the OAuth token endpoint's rate limit", () => {
  function tokenRequest(clientId: string, clientSecret: string, address: string) {
    return api("POST", "/api/v1/oauth/token", {
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": address },
    });
  }

  it("answers 429 with Retry-After once a client asks for more than 10 tokens a minute", async () => {
    const league = await createLeague();
    const client = await createApiKey(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      input: { name: "Busy app", scope: "read", kind: "oauth_client" },
    });
    for (let index = 0; index < 10; index++) {
      expect((await tokenRequest(client.id, client.secret, `203.0.113.${index + 1}`)).status).toBe(200);
    }
    const refused = await tokenRequest(client.id, client.secret, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "slow_down" });
    // Someone who knows only the client id (wrong secret) has a budget of their own, not the client's.
    expect((await tokenRequest(client.id, "whcs_wrong", "203.0.113.60")).status).toBe(401);
  });

  it("limits one address to 30 token requests a minute, whatever the client", async () => {
    const address = "203.0.113.200";
    for (let index = 0; index < 30; index++) {
      expect((await tokenRequest(`guess-${index}`, "whcs_guess", address)).status).toBe(401);
    }
    const refused = await tokenRequest("guess-31", "whcs_guess", address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).not.toBeNull();
  });
});

describe("round trips of the webhook pages", () => {
  it("lists endpoints with their latest delivery, and an endpoint with its log, in one round trip each after the session", async () => {
    const league = await createLeague();
    const older = await endpointFor(league);
    const newer = await endpointFor(league, ["assignment.accepted"]);
    await queueDelivery(league, older.id, new Date("2026-03-01T10:00:00Z"));
    await queueDelivery(league, older.id, new Date("2026-03-02T10:00:00Z"));
    const list = await get("/assignor/api", { cookie: league.assignorCookie });
    expectRoundTrips("list", list, 2);
    const html = await list.text();
    // The older endpoint shows its latest delivery; the newer one has none yet.
    const olderRow = html.slice(html.indexOf(older.url), html.indexOf("</tr>", html.indexOf(older.url)));
    expect(olderRow).toContain("Mar 2, 2026");
    expect(olderRow).not.toContain("Mar 1, 2026");
    expect(html).toContain(newer.url);
    for (const path of [`/assignor/api/webhooks/${older.id}`, `/assignor/api/webhooks/${older.id}.data`]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status, path).toBe(200);
      // The session with its membership and organization is one round trip; the page's data one more.
      expectRoundTrips(path, response, 2);
    }
    const rival = await createLeague();
    expect((await get(`/assignor/api/webhooks/${older.id}`, { cookie: rival.assignorCookie })).status).toBe(404);
  });

  it("disables an endpoint in at most three round trips in sequence; another organization's is not found", async () => {
    const league = await createLeague();
    const endpoint = await endpointFor(league);
    const rival = await createLeague();
    const refused = await post(
      `/assignor/api/webhooks/${endpoint.id}.data`,
      { intent: "disable" },
      { cookie: rival.assignorCookie },
    );
    expect(refused.status).toBe(404);
    // An action as the browser posts it (to the .data address; the page's loaders revalidate after).
    const disabled = await post(
      `/assignor/api/webhooks/${endpoint.id}.data`,
      { intent: "disable" },
      { cookie: league.assignorCookie },
    );
    expect(disabled.status).toBe(200);
    expectRoundTrips("disabled", disabled, 3);
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.disabledAt).not.toBeNull();
  });
});
