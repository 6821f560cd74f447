/**
 * The public API's HTTP rules in one place (decision 0025): bearer authentication (never cookies),
 * scopes, the per-key rate limit, problem details (RFC 9457), ETag / If-Match, Idempotency-Key on POST
 * and strict JSON input. Each `/api/v1` route module is a table of methods handed to `apiEndpoint`.
 */
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { apiIdempotencyKeys } from "~/db/schema";
import { jsonPointer } from "~/domain/api-format";
import { scopeAllows, type ApiScope } from "~/domain/api-keys";
import {
  apiCallerQuery,
  bearerLookup,
  organizationOfBearer,
  touchApiKey,
  type ApiCaller,
  type BearerLookup,
} from "../api-keys.server";
import type { BatchRead } from "../batch-reads.server";
import { redactedPath } from "../log-redaction.server";
import { getAppContext, type AppContext } from "../context.server";
import type { Database } from "../db.server";
import { publishOrganizationChanges } from "../live.server";
import { sha256Hex } from "../session.server";

/** How stale a key's "last used" may get before a request writes it again (touchApiKey's own window). */
const API_KEY_TOUCH_INTERVAL_MS = 60_000;

/** Must match API_RATE_LIMITER in wrangler.toml. */
export const API_RATE_LIMIT = { limit: 120, periodSeconds: 60 } as const;
const RATE_LIMIT_POLICY = `"per-key";q=${API_RATE_LIMIT.limit};w=${API_RATE_LIMIT.periodSeconds}`;

export const JSON_TYPE = "application/json; charset=utf-8";
export const PROBLEM_TYPE = "application/problem+json; charset=utf-8";

export interface FieldProblem {
  /** JSON pointer into the request body (or `#/query/<name>` for a query parameter). */
  pointer: string;
  detail: string;
}

/** A problem details response; `slug` names the entry in the reference's error list. */
export function problem(
  status: number,
  slug: string,
  title: string,
  detail?: string,
  { headers = {}, ...extra }: { headers?: Record<string, string>; [member: string]: unknown } = {},
): Response {
  return new Response(
    JSON.stringify({ type: `/api/reference#problem-${slug}`, title, status, ...(detail ? { detail } : {}), ...extra }),
    {
      status,
      headers: { "Content-Type": PROBLEM_TYPE, "Cache-Control": "no-store", ...headers },
    },
  );
}

export const notFound = (what: string) =>
  problem(404, "not-found", "Not found", `No ${what} with this id in your organization.`);

function validationProblem(
  issues: readonly { message: string; expected?: string | null; path?: readonly { key: unknown }[] }[],
  where: "body" | "query",
): Response {
  const errors: FieldProblem[] = issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const pointer = where === "query" ? `#/query/${path.join(".")}` : jsonPointer(path);
    const detail = issue.expected === "never" ? `Unknown field "${path.at(-1)}"` : issue.message;
    return { pointer, detail };
  });
  return problem(
    422,
    "validation",
    "Your request is not valid",
    errors.map((error) => `${error.pointer || "body"}: ${error.detail}`).join("; "),
    { errors },
  );
}

/** The value, validated; a 422 problem listing every field otherwise. */
export function validate<Schema extends v.GenericSchema>(
  schema: Schema,
  value: unknown,
  where: "body" | "query" = "body",
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw validationProblem(result.issues, where);
  return result.output;
}

/** A JSON request body, validated by `schema` (unknown fields included in its refusal). */
export function parseJsonBody<Schema extends v.GenericSchema>(
  request: Request,
  body: string,
  schema: Schema,
): v.InferOutput<Schema> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw problem(
      415,
      "unsupported-media-type",
      "Send JSON",
      "Set `Content-Type: application/json` and send a JSON body.",
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw problem(400, "malformed-json", "The body is not valid JSON");
  }
  return validate(schema, value);
}

/** The query string as an object, validated by `schema` (a strict object: unknown parameters are refused). */
export function parseQuery<Schema extends v.GenericSchema>(request: Request, schema: Schema): v.InferOutput<Schema> {
  const params = new URL(request.url).searchParams;
  const value: Record<string, string> = {};
  for (const [name, entry] of params) value[name] = entry;
  return validate(schema, value, "query");
}

export async function etagOf(representation: unknown): Promise<string> {
  return `"${(await sha256Hex(JSON.stringify(representation))).slice(0, 32)}"`;
}

/** A JSON resource with its ETag; a GET whose If-None-Match still matches gets 304. */
export async function jsonResource(
  request: Request,
  representation: unknown,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Promise<Response> {
  const etag = await etagOf(representation);
  const common = { ETag: etag, "Cache-Control": "private, no-cache", Vary: "Authorization" };
  if (request.method === "GET" && matches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  return new Response(JSON.stringify(representation), {
    status,
    headers: { "Content-Type": JSON_TYPE, ...common, ...headers },
  });
}

/** A list page: no ETag (it changes with every write to the organization), newest state always. */
export function jsonList(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store" } });
}

function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Stops a lost update: a write with If-Match must name the current representation's ETag (412 otherwise). */
export async function checkIfMatch(request: Request, current: unknown): Promise<void> {
  const header = request.headers.get("If-Match");
  if (header === null) return;
  const etag = await etagOf(current);
  if (!matches(header, etag)) {
    throw problem(
      412,
      "precondition-failed",
      "The resource has changed",
      "It was changed since you read it: fetch it again, then retry with its new ETag.",
      {
        headers: { ETag: etag },
      },
    );
  }
}

export interface ApiRequest {
  request: Request;
  params: Record<string, string | undefined>;
  caller: ApiCaller;
  /** The raw request body (empty for GET and DELETE). */
  body: string;
  app: AppContext;
  /** Who the activity log names for a write: the assignor who created the credential. */
  actorId: string;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (input: ApiRequest) => Promise<Response>;

/** What a `read` endpoint's statements are built from, before the caller is known. */
export interface ApiReadInput {
  request: Request;
  params: Record<string, string | undefined>;
  db: Database;
  /** The credential's organization id as an SQL subquery on the secret's hash. */
  organizationId: SQL<string>;
}

/** The response, made from the read's rows once the caller is known and allowed. */
export type ApiRespond = (input: ApiRequest) => Response | Promise<Response>;

/**
 * A method is either a `handler`, run once the caller is known (one round trip to find the caller, then
 * its own), or a `read`: statements sent in the same `db.batch` as the caller's lookup, so the request
 * costs one round trip. A `read` may throw a problem Response (a query it refuses); the caller's checks
 * come first all the same (401, 429, 403), then that problem.
 */
type Entry =
  { scope: ApiScope; handler: Handler } | { scope: ApiScope; read: (input: ApiReadInput) => BatchRead<ApiRespond> };
export type EndpointTable = Partial<Record<Method, Entry>>;

function secondsUntilNextMinute(now = Date.now()): number {
  return Math.max(1, 60 - (Math.floor(now / 1000) % 60));
}

/** The bearer credential's lookup, or the 401 that says it is missing. */
async function bearerOf(request: Request): Promise<BearerLookup> {
  const challenge = { "WWW-Authenticate": 'Bearer realm="whistle-api"' };
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  if (!match) {
    throw problem(
      401,
      "unauthorized",
      "Authentication required",
      "Send an API key as `Authorization: Bearer <key>`. Cookies are not accepted here.",
      {
        headers: challenge,
      },
    );
  }
  return bearerLookup(match[1]!);
}

/** The caller found by `apiCallerQuery`, or the 401 for a credential that is unknown, revoked or expired. */
function knownCaller(caller: ApiCaller | undefined): ApiCaller {
  if (!caller) {
    throw problem(401, "unauthorized", "Invalid credentials", "This API key or token is unknown, revoked or expired.", {
      headers: { "WWW-Authenticate": 'Bearer realm="whistle-api", error="invalid_token"' },
    });
  }
  return caller;
}

/** The Workers rate-limit binding, keyed by credential; a missing or failing binding lets requests through. */
async function withinRateLimit(app: AppContext, keyId: string): Promise<boolean> {
  const limiter = app.config.rateLimiters.api;
  if (!limiter) return true;
  try {
    return (await limiter.limit({ key: `api:${keyId}` })).success;
  } catch (error) {
    console.error("API_RATE_LIMITER failed; letting the request through", error);
    return true;
  }
}

/**
 * How long a claimed Idempotency-Key counts as "still running". A request that died after claiming its
 * key (the isolate was evicted, the connection dropped) never stores an answer; once this lease is
 * over, a retry takes the key over instead of getting 409 until the record expires 24 hours later.
 * Longer than any request runs (a CSV import of a whole season takes a few seconds).
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/**
 * A POST with `Idempotency-Key`: the first request runs and its response is stored; a retry with the
 * same key and body gets that response again; the same key with another body is refused (422); a retry
 * while the first still runs is 409, unless the first one's lease has run out (then the retry runs).
 */
async function idempotent(input: ApiRequest, run: () => Promise<Response>): Promise<Response> {
  const { request, caller, app, body } = input;
  const key = request.headers.get("Idempotency-Key");
  if (key === null) return run();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw problem(
      400,
      "invalid-idempotency-key",
      "Invalid Idempotency-Key",
      "Use 1 to 255 visible ASCII characters, e.g. a UUID.",
    );
  }
  const url = new URL(request.url);
  const requestHash = await sha256Hex(`${request.method} ${url.pathname}${url.search}\n${body}`);
  const where = and(eq(apiIdempotencyKeys.apiKeyId, caller.key.id), eq(apiIdempotencyKeys.key, key));
  // The claim's time is its lease: only the request holding this exact claim stores or releases it.
  const claimedAt = new Date();
  const owned = and(where, eq(apiIdempotencyKeys.createdAt, claimedAt), isNull(apiIdempotencyKeys.status));
  const claimed = await app.db
    .insert(apiIdempotencyKeys)
    .values({ apiKeyId: caller.key.id, key, requestHash, createdAt: claimedAt })
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await app.db.select().from(apiIdempotencyKeys).where(where);
    if (!stored || stored.requestHash !== requestHash) {
      return problem(
        422,
        "idempotency-key-reused",
        "Idempotency-Key already used",
        "This key was used with a different request. Use a new key for a new request.",
      );
    }
    if (stored.status !== null) {
      return new Response(stored.body, {
        status: stored.status,
        headers: { ...stored.headers, "Idempotent-Replayed": "true" },
      });
    }
    const running = problem(
      409,
      "idempotency-in-progress",
      "The first request with this key is still running",
      "Retry in a moment.",
      {
        headers: { "Retry-After": "1" },
      },
    );
    if (claimedAt.getTime() - stored.createdAt.getTime() < IDEMPOTENCY_LEASE_MS) return running;
    // The first request's lease ran out without an answer: take the key over, unless another retry
    // just did (one UPDATE, so two retries cannot both win).
    const reclaimed = await app.db
      .update(apiIdempotencyKeys)
      .set({ createdAt: claimedAt })
      .where(and(where, eq(apiIdempotencyKeys.createdAt, stored.createdAt), isNull(apiIdempotencyKeys.status)))
      .returning({ key: apiIdempotencyKeys.key });
    if (reclaimed.length === 0) return running;
  }
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await app.db.delete(apiIdempotencyKeys).where(owned);
    throw error;
  }
  if (response.status >= 500) {
    await app.db.delete(apiIdempotencyKeys).where(owned);
    return response;
  }
  const kept: Record<string, string> = {};
  for (const name of ["Content-Type", "Location", "ETag", "Cache-Control"]) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  await app.db
    .update(apiIdempotencyKeys)
    .set({ status: response.status, headers: kept, body: await response.clone().text() })
    .where(owned);
  return response;
}

function withRateLimitHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("RateLimit-Policy", RATE_LIMIT_POLICY);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A loader and action for one `/api/v1` path. */
export function apiEndpoint(table: EndpointTable) {
  const allow = [...Object.keys(table), ...(table.GET ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const handle = async ({
    request,
    context,
    params,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
    params: Record<string, string | undefined>;
  }) => {
    const app = getAppContext(context);
    const method = (request.method === "HEAD" ? "GET" : request.method) as Method;
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allow } });
    const entry = table[method];
    try {
      if (!entry)
        throw problem(405, "method-not-allowed", "Method not allowed", `${request.method} is not supported here.`, {
          headers: { Allow: allow },
        });
      const lookup = await bearerOf(request);
      // A read endpoint's statements go in the caller lookup's batch: one round trip for the request.
      let read: BatchRead<ApiRespond> | null = null;
      let refusal: Response | null = null;
      if ("read" in entry) {
        try {
          read = entry.read({ request, params, db: app.db, organizationId: organizationOfBearer(app.db, lookup) });
        } catch (error) {
          if (!(error instanceof Response)) throw error;
          refusal = error;
        }
      }
      const [callerRows, ...readResults] = await app.db.batch([
        apiCallerQuery(app.db, lookup),
        ...(read?.statements ?? []),
      ]);
      const caller = knownCaller(callerRows[0]);
      if (!(await withinRateLimit(app, caller.key.id))) {
        const reset = String(secondsUntilNextMinute());
        throw problem(
          429,
          "rate-limited",
          "Too many requests",
          `This key may make ${API_RATE_LIMIT.limit} requests a minute. Retry after ${reset} seconds.`,
          {
            headers: {
              "Retry-After": reset,
              RateLimit: `"per-key";r=0;t=${reset}`,
              "RateLimit-Limit": String(API_RATE_LIMIT.limit),
              "RateLimit-Remaining": "0",
              "RateLimit-Reset": reset,
            },
          },
        );
      }
      if (!scopeAllows(caller.key.scope, entry.scope)) {
        throw problem(
          403,
          "insufficient-scope",
          "This key cannot do that",
          `This needs a key with ${entry.scope} access; this key is read only.`,
          {
            headers: {
              "WWW-Authenticate": `Bearer realm="whistle-api", error="insufficient_scope", scope="${entry.scope}"`,
            },
          },
        );
      }
      // Last used is kept to the minute: a key used within the last minute costs no write (one query less).
      if (!caller.key.lastUsedAt || Date.now() - caller.key.lastUsedAt.getTime() >= API_KEY_TOUCH_INTERVAL_MS) {
        app.ctx.waitUntil(
          touchApiKey(app.db, caller.key.id).catch((error: unknown) => console.error("touchApiKey failed", error)),
        );
      }
      const body = method === "GET" ? "" : await request.text();
      const input: ApiRequest = { request, params, caller, body, app, actorId: caller.key.createdById ?? "" };
      const run = async () => {
        try {
          if (refusal) throw refusal;
          if ("handler" in entry) return await entry.handler(input);
          return await read!.read(readResults)(input);
        } catch (error) {
          if (error instanceof Response) return error;
          throw error;
        }
      };
      const response = method === "POST" ? await idempotent(input, run) : await run();
      // A change through the API reaches the organization's open pages as one made on a screen does
      // (the session middleware, which tells them for signed-in users, skips /api/v1; decision 0041).
      if (method !== "GET" && response.status < 400 && response.headers.get("Idempotent-Replayed") === null) {
        app.ctx.waitUntil(
          publishOrganizationChanges(app.env, [caller.organization.id], input.actorId || null).catch((error: unknown) =>
            console.error("[live]", error),
          ),
        );
      }
      return withRateLimitHeaders(response);
    } catch (error) {
      if (error instanceof Response) return withRateLimitHeaders(error);
      // A body past its cap (BodyTooLargeError): the Worker answers 413 instead of this, nothing to log.
      if (!(error instanceof Error && error.name === "BodyTooLargeError")) {
        console.error(`[api] ${request.method} ${redactedPath(request.url)} failed`, error);
      }
      return problem(
        500,
        "internal",
        "Something went wrong on our side",
        "Nothing was changed if the request failed before completing. Retry later.",
      );
    }
  };
  // The methods this path answers, so a test can hold the OpenAPI document to them.
  return Object.assign(handle, { methods: Object.keys(table) as Method[] });
}

/** The position after which a page starts, from `cursor`; a 422 problem for a cursor that is not ours. */
export function cursorValues<Values extends readonly (string | number)[]>(
  cursor: string | undefined,
  decode: (cursor: string) => Values | null,
): Values | undefined {
  if (cursor === undefined) return undefined;
  const values = decode(cursor);
  if (!values) {
    throw problem(422, "validation", "Your request is not valid", "cursor: not a cursor this API returned", {
      errors: [{ pointer: "#/query/cursor", detail: "Not a cursor this API returned" }],
    });
  }
  return values;
}
