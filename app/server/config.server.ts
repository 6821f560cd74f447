/**
 * The Worker's configuration, checked once (the guide's habit 7, decision 0046): one valibot schema over
 * the vars and secrets of `env`, read through `readConfig(env)` into a typed result. Every optional
 * secret is a feature that is off when it is missing, with a sentence saying which setting turns it on;
 * a value that is set but malformed (an endpoint that is not a URL, a webhook key of the wrong length) is
 * a `ConfigError` naming the setting, raised on the first request rather than when the feature is used.
 *
 * Names and examples: wrangler.toml ([vars]) and .dev.vars.example (secrets). A line left empty in
 * .dev.vars counts as not set.
 */
import * as v from "valibot";

/** A feature that works when its settings are there, and says why not when they are not. */
type Feature<Settings> = ({ enabled: true } & Settings) | { enabled: false; reason: string };

export interface Config {
  /** "production" on the deployed Worker; anything else (or nothing) is development or tests. */
  appEnv: string;
  production: boolean;
  /** Where users reach the app, without a trailing slash; empty when not set. */
  publicOrigin: string;
  supportEmail: string | null;
  email: Feature<{ apiKey: string; from: string; endpoint: string | null }>;
  sms: Feature<{ accountSid: string; authToken: string; fromNumber: string; apiBase: string | null }>;
  webhooks: {
    /** The AES-256 key that seals signing secrets at rest; null leaves them as is (local and tests). */
    secretKey: Uint8Array<ArrayBuffer> | null;
    /** Plain http and private receivers, for tests and local development; never in production. */
    allowInsecureUrls: boolean;
    /**
     * Whether endpoints may be registered and deliveries signed: production refuses both without
     * `WEBHOOK_SECRET_KEY`, which would leave signing secrets in plain text (decision 0056).
     */
    signing: Feature<object>;
  };
  /** The sign-in providers' settings (app/server/oauth.server.ts builds their endpoints from them). */
  oauth: {
    google: Feature<{
      clientId: string;
      clientSecret: string;
      issuer: string | null;
      authorizationEndpoint: string | null;
      tokenEndpoint: string | null;
    }>;
    facebook: Feature<{
      clientId: string;
      clientSecret: string;
      graphApiVersion: string | null;
      authorizationEndpoint: string | null;
      tokenEndpoint: string | null;
      userInfoEndpoint: string | null;
    }>;
  };
  /** Workers rate-limit bindings; without one, the D1 counters (sign-in) or nothing (API) decide. */
  rateLimiters: { login: RateLimit | null; api: RateLimit | null };
  /**
   * Refuse D1 calls that break D1's documented limits (app/server/d1-metrics.server.ts), which local D1
   * does not all enforce: on in the integration tests, off unless `D1_ENFORCE_LIMITS` is "true".
   */
  d1: {
    enforceLimits: boolean;
    /**
     * Milliseconds the measured binding waits after every round trip (`D1_ADDED_LATENCY_MS`): `npm run bench`
     * uses it to show what a reader far from the database waits. Ignored in production.
     */
    addedLatencyMs: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The Worker's configuration is invalid: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

const DEFAULT_EMAIL_FROM = "Whistle <no-reply@whistle.example>";

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const url = (name: string) => v.optional(v.pipe(v.string(), v.url(`${name} must be an absolute URL`)));
const rateLimit = (name: string) =>
  v.optional(
    v.custom<RateLimit>(
      (value) => typeof (value as Partial<RateLimit> | null)?.limit === "function",
      `${name} must be a rate-limit binding`,
    ),
  );

const EnvSchema = v.object({
  APP_ENV: v.optional(v.string()),
  PUBLIC_ORIGIN: url("PUBLIC_ORIGIN"),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email("SUPPORT_EMAIL must be an email address"))),
  RESEND_API_KEY: v.optional(v.string()),
  EMAIL_FROM: v.optional(v.string()),
  RESEND_ENDPOINT: url("RESEND_ENDPOINT"),
  TWILIO_ACCOUNT_SID: v.optional(v.string()),
  TWILIO_AUTH_TOKEN: v.optional(v.string()),
  TWILIO_FROM_NUMBER: v.optional(v.string()),
  TWILIO_API_BASE: url("TWILIO_API_BASE"),
  WEBHOOK_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (text) => decodeBase64(text)?.length === 32,
        "WEBHOOK_SECRET_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)",
      ),
    ),
  ),
  WEBHOOKS_ALLOW_INSECURE_URLS: v.optional(
    v.picklist(["true", "false"], 'WEBHOOKS_ALLOW_INSECURE_URLS must be "true" or "false"'),
  ),
  D1_ENFORCE_LIMITS: v.optional(v.picklist(["true", "false"], 'D1_ENFORCE_LIMITS must be "true" or "false"')),
  D1_ADDED_LATENCY_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, "D1_ADDED_LATENCY_MS must be a whole number of milliseconds"),
      v.transform(Number),
      v.maxValue(1000, "D1_ADDED_LATENCY_MS must be at most 1000"),
    ),
  ),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_CLIENT_SECRET: v.optional(v.string()),
  GOOGLE_ISSUER: url("GOOGLE_ISSUER"),
  GOOGLE_AUTHORIZATION_ENDPOINT: url("GOOGLE_AUTHORIZATION_ENDPOINT"),
  GOOGLE_TOKEN_ENDPOINT: url("GOOGLE_TOKEN_ENDPOINT"),
  FACEBOOK_CLIENT_ID: v.optional(v.string()),
  FACEBOOK_CLIENT_SECRET: v.optional(v.string()),
  FACEBOOK_GRAPH_API_VERSION: v.optional(
    v.pipe(v.string(), v.regex(/^v\d+\.\d+$/, "FACEBOOK_GRAPH_API_VERSION must look like v24.0")),
  ),
  FACEBOOK_AUTHORIZATION_ENDPOINT: url("FACEBOOK_AUTHORIZATION_ENDPOINT"),
  FACEBOOK_TOKEN_ENDPOINT: url("FACEBOOK_TOKEN_ENDPOINT"),
  FACEBOOK_USERINFO_ENDPOINT: url("FACEBOOK_USERINFO_ENDPOINT"),
  LOGIN_RATE_LIMITER: rateLimit("LOGIN_RATE_LIMITER"),
  API_RATE_LIMITER: rateLimit("API_RATE_LIMITER"),
});
type Settings = v.InferOutput<typeof EnvSchema>;

/** The schema's own settings of `env`, strings trimmed; an empty string counts as not set. */
function settingsOf(env: unknown): Record<string, unknown> {
  const source = (typeof env === "object" && env !== null ? env : {}) as Record<string, unknown>;
  const entries = Object.keys(EnvSchema.entries).flatMap((name) => {
    const value = typeof source[name] === "string" ? (source[name] as string).trim() : source[name];
    return value === undefined || value === null || value === "" ? [] : [[name, value] as const];
  });
  return Object.fromEntries(entries);
}

/** "A and B are not set" for the settings a feature is missing. */
function missing(names: string[]): string {
  return names.length === 1
    ? `${names[0]} is not set`
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)} are not set`;
}

function unsetOf(settings: Settings, names: (keyof Settings)[]): string[] {
  return names.filter((name) => settings[name] === undefined);
}

function toConfig(settings: Settings): Config {
  const appEnv = settings.APP_ENV ?? "development";
  const production = appEnv === "production";
  const emailMissing = unsetOf(settings, ["RESEND_API_KEY"]);
  const smsMissing = unsetOf(settings, ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"]);
  const googleMissing = unsetOf(settings, ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"]);
  const facebookMissing = unsetOf(settings, ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"]);
  return {
    appEnv,
    production,
    publicOrigin: (settings.PUBLIC_ORIGIN ?? "").replace(/\/$/, ""),
    supportEmail: settings.SUPPORT_EMAIL ?? null,
    email:
      emailMissing.length === 0
        ? {
            enabled: true,
            apiKey: settings.RESEND_API_KEY!,
            from: settings.EMAIL_FROM ?? DEFAULT_EMAIL_FROM,
            endpoint: settings.RESEND_ENDPOINT ?? null,
          }
        : {
            enabled: false,
            reason: `Email delivery is off: ${missing(emailMissing)}, so email stays in the outbox as not sent.`,
          },
    sms:
      smsMissing.length === 0
        ? {
            enabled: true,
            accountSid: settings.TWILIO_ACCOUNT_SID!,
            authToken: settings.TWILIO_AUTH_TOKEN!,
            fromNumber: settings.TWILIO_FROM_NUMBER!,
            apiBase: settings.TWILIO_API_BASE ?? null,
          }
        : {
            enabled: false,
            reason: `Text messages are off: ${missing(smsMissing)}, so texts stay in the outbox as not sent.`,
          },
    webhooks: {
      secretKey: settings.WEBHOOK_SECRET_KEY ? decodeBase64(settings.WEBHOOK_SECRET_KEY) : null,
      allowInsecureUrls: settings.WEBHOOKS_ALLOW_INSECURE_URLS === "true" && !production,
      signing:
        production && !settings.WEBHOOK_SECRET_KEY
          ? {
              enabled: false,
              reason:
                "Webhooks are off: WEBHOOK_SECRET_KEY is not set, so signing secrets would be stored in plain text (wrangler secret put WEBHOOK_SECRET_KEY).",
            }
          : { enabled: true },
    },
    oauth: {
      google:
        googleMissing.length === 0
          ? {
              enabled: true,
              clientId: settings.GOOGLE_CLIENT_ID!,
              clientSecret: settings.GOOGLE_CLIENT_SECRET!,
              issuer: settings.GOOGLE_ISSUER ?? null,
              authorizationEndpoint: settings.GOOGLE_AUTHORIZATION_ENDPOINT ?? null,
              tokenEndpoint: settings.GOOGLE_TOKEN_ENDPOINT ?? null,
            }
          : { enabled: false, reason: `Google sign-in is off: ${missing(googleMissing)}.` },
      facebook:
        facebookMissing.length === 0
          ? {
              enabled: true,
              clientId: settings.FACEBOOK_CLIENT_ID!,
              clientSecret: settings.FACEBOOK_CLIENT_SECRET!,
              graphApiVersion: settings.FACEBOOK_GRAPH_API_VERSION ?? null,
              authorizationEndpoint: settings.FACEBOOK_AUTHORIZATION_ENDPOINT ?? null,
              tokenEndpoint: settings.FACEBOOK_TOKEN_ENDPOINT ?? null,
              userInfoEndpoint: settings.FACEBOOK_USERINFO_ENDPOINT ?? null,
            }
          : { enabled: false, reason: `Facebook sign-in is off: ${missing(facebookMissing)}.` },
    },
    rateLimiters: { login: settings.LOGIN_RATE_LIMITER ?? null, api: settings.API_RATE_LIMITER ?? null },
    d1: {
      enforceLimits: settings.D1_ENFORCE_LIMITS === "true",
      addedLatencyMs: production ? 0 : (settings.D1_ADDED_LATENCY_MS ?? 0),
    },
  };
}

const queue = (name: string) =>
  v.custom<Queue>(
    (value) =>
      typeof (value as Partial<Queue> | null)?.send === "function" &&
      typeof (value as Partial<Queue> | null)?.sendBatch === "function",
    `${name} must be a queue binding (wrangler.toml [[queues.producers]]; miniflare runs it locally)`,
  );

/**
 * The queue producers messages go out through (decision 0051). Required: wrangler.toml binds them in
 * every environment, and miniflare runs them in development and tests, so there is no path without them.
 * Checked apart from `readConfig` so that code reading a single setting from a partial env still can.
 */
const QueuesSchema = v.object({ OUTBOX_QUEUE: queue("OUTBOX_QUEUE"), WEBHOOK_QUEUE: queue("WEBHOOK_QUEUE") });

export interface Queues {
  outbox: Queue;
  webhooks: Queue;
}

/** The queue bindings of `env`; a `ConfigError` naming the missing or wrong ones otherwise. */
export function readQueues(env: unknown): Queues {
  const source = (typeof env === "object" && env !== null ? env : {}) as Record<string, unknown>;
  // Every key present (null when missing), so each missing binding gets its own sentence.
  const bindings = Object.fromEntries(Object.keys(QueuesSchema.entries).map((name) => [name, source[name] ?? null]));
  const parsed = v.safeParse(QueuesSchema, bindings);
  if (!parsed.success) throw new ConfigError(parsed.issues.map((issue) => issue.message));
  return { outbox: parsed.output.OUTBOX_QUEUE, webhooks: parsed.output.WEBHOOK_QUEUE };
}

// The Worker's env is one object for the isolate's life: checked the first time, then reused.
const checked = new WeakMap<object, Config>();

/**
 * The configuration in `env`, validated (once per env object). Throws a `ConfigError` that names every
 * malformed setting; a missing optional secret is not an error but a feature with `enabled: false`.
 */
export function readConfig(env: unknown): Config {
  const key = typeof env === "object" && env !== null ? env : null;
  const known = key ? checked.get(key) : undefined;
  if (known) return known;
  const parsed = v.safeParse(EnvSchema, settingsOf(env));
  if (!parsed.success) throw new ConfigError(parsed.issues.map((issue) => issue.message));
  const config = toConfig(parsed.output);
  if (key) checked.set(key, config);
  return config;
}
