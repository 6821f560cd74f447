import { describe, expect, it } from "vitest";
import { ConfigError, readConfig, readQueues } from "~/server/config.server";

const KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));

describe("readConfig", () => {
  it("turns each optional feature off when its secret is missing, saying which setting turns it on", () => {
    const config = readConfig({ PUBLIC_ORIGIN: "https://whistle.example/", APP_ENV: "production" });
    expect(config.production).toBe(true);
    expect(config.publicOrigin).toBe("https://whistle.example");
    expect(config.email).toEqual({
      enabled: false,
      reason: "Email delivery is off: RESEND_API_KEY is not set, so email stays in the outbox as not sent.",
    });
    expect(config.sms).toEqual({
      enabled: false,
      reason:
        "Text messages are off: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are not set, so texts stay in the outbox as not sent.",
    });
    expect(config.oauth.google).toEqual({
      enabled: false,
      reason: "Google sign-in is off: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set.",
    });
    expect(config.webhooks).toEqual({
      secretKey: null,
      allowInsecureUrls: false,
      signing: {
        enabled: false,
        reason:
          "Webhooks are off: WEBHOOK_SECRET_KEY is not set, so signing secrets would be stored in plain text (wrangler secret put WEBHOOK_SECRET_KEY).",
      },
    });
    expect(config.rateLimiters).toEqual({ login: null, api: null });
  });

  it("names only what is still missing, and counts an empty or blank line as not set", () => {
    const config = readConfig({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "  ", FACEBOOK_CLIENT_ID: "id" });
    expect(config.sms).toMatchObject({
      enabled: false,
      reason: expect.stringContaining("TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are not set"),
    });
    expect(config.oauth.facebook).toEqual({
      enabled: false,
      reason: "Facebook sign-in is off: FACEBOOK_CLIENT_SECRET is not set.",
    });
    expect(config.publicOrigin).toBe("");
    expect(config.production).toBe(false);
  });

  it("turns a feature on with its settings, trimmed, and the defaults for what is left out", () => {
    const config = readConfig({
      RESEND_API_KEY: " re_key ",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_FROM_NUMBER: "+14155550000",
      TWILIO_API_BASE: "https://api.twilio.test",
      WEBHOOK_SECRET_KEY: KEY,
      WEBHOOKS_ALLOW_INSECURE_URLS: "true",
    });
    expect(config.email).toEqual({
      enabled: true,
      apiKey: "re_key",
      from: "Whistle <no-reply@whistle.example>",
      endpoint: null,
    });
    expect(config.sms).toMatchObject({ enabled: true, fromNumber: "+14155550000", apiBase: "https://api.twilio.test" });
    expect(config.webhooks.secretKey).toHaveLength(32);
    expect(config.webhooks.allowInsecureUrls).toBe(true);
  });

  it("turns webhook signing off in production without WEBHOOK_SECRET_KEY, and on with it or outside production", () => {
    expect(readConfig({ APP_ENV: "production" }).webhooks.signing.enabled).toBe(false);
    expect(readConfig({ APP_ENV: "production", WEBHOOK_SECRET_KEY: KEY }).webhooks.signing).toEqual({ enabled: true });
    expect(readConfig({}).webhooks.signing).toEqual({ enabled: true });
  });

  it("never allows insecure webhook receivers in production", () => {
    expect(readConfig({ WEBHOOKS_ALLOW_INSECURE_URLS: "true", APP_ENV: "production" }).webhooks.allowInsecureUrls).toBe(
      false,
    );
  });

  it('enforces D1\'s limits only when D1_ENFORCE_LIMITS is "true"', () => {
    expect(readConfig({}).d1.enforceLimits).toBe(false);
    expect(readConfig({ D1_ENFORCE_LIMITS: "false" }).d1.enforceLimits).toBe(false);
    expect(readConfig({ D1_ENFORCE_LIMITS: "true" }).d1.enforceLimits).toBe(true);
    expect(() => readConfig({ D1_ENFORCE_LIMITS: "yes" })).toThrow('D1_ENFORCE_LIMITS must be "true" or "false"');
  });

  it("adds latency to every D1 round trip only when D1_ADDED_LATENCY_MS asks, and never in production", () => {
    expect(readConfig({}).d1.addedLatencyMs).toBe(0);
    expect(readConfig({ D1_ADDED_LATENCY_MS: "50" }).d1.addedLatencyMs).toBe(50);
    expect(readConfig({ D1_ADDED_LATENCY_MS: "50", APP_ENV: "production" }).d1.addedLatencyMs).toBe(0);
    expect(() => readConfig({ D1_ADDED_LATENCY_MS: "fifty" })).toThrow("D1_ADDED_LATENCY_MS must be a whole number");
    expect(() => readConfig({ D1_ADDED_LATENCY_MS: "5000" })).toThrow("D1_ADDED_LATENCY_MS must be at most 1000");
  });

  it("refuses a malformed value with an error that names the setting", () => {
    const attempt = (env: Record<string, string>) => () => readConfig(env);
    expect(attempt({ WEBHOOK_SECRET_KEY: btoa("too short") })).toThrow(ConfigError);
    expect(attempt({ WEBHOOK_SECRET_KEY: btoa("too short") })).toThrow(
      "WEBHOOK_SECRET_KEY must be 32 bytes, base64-encoded",
    );
    expect(attempt({ RESEND_ENDPOINT: "api.resend.com/emails" })).toThrow("RESEND_ENDPOINT must be an absolute URL");
    expect(attempt({ PUBLIC_ORIGIN: "whistle.example" })).toThrow("PUBLIC_ORIGIN must be an absolute URL");
    expect(attempt({ FACEBOOK_GRAPH_API_VERSION: "24" })).toThrow("FACEBOOK_GRAPH_API_VERSION must look like v24.0");
    expect(attempt({ WEBHOOKS_ALLOW_INSECURE_URLS: "yes" })).toThrow(
      'WEBHOOKS_ALLOW_INSECURE_URLS must be "true" or "false"',
    );
    // Every problem at once, so one deploy fixes them all.
    try {
      readConfig({ PUBLIC_ORIGIN: "nope", TWILIO_API_BASE: "nope" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        "PUBLIC_ORIGIN must be an absolute URL",
        "TWILIO_API_BASE must be an absolute URL",
      ]);
    }
  });

  it("checks an env object once and hands back the same result", () => {
    const env = { RESEND_API_KEY: "re_key" };
    expect(readConfig(env)).toBe(readConfig(env));
  });
});

describe("readQueues", () => {
  const queue = { send: async () => ({}), sendBatch: async () => ({}), metrics: async () => ({}) };

  it("hands back the two queue producers", () => {
    const queues = readQueues({ OUTBOX_QUEUE: queue, WEBHOOK_QUEUE: queue });
    expect(queues.outbox).toBe(queue);
    expect(queues.webhooks).toBe(queue);
  });

  it("refuses an env without them, naming each, since messages have no other way out", () => {
    try {
      readQueues({ OUTBOX_QUEUE: "not a queue" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        "OUTBOX_QUEUE must be a queue binding (wrangler.toml [[queues.producers]]; miniflare runs it locally)",
        expect.stringMatching(/^WEBHOOK_QUEUE must be a queue binding/),
      ]);
    }
  });
});
