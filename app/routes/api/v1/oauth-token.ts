import * as v from "valibot";
import type { Route } from "./+types/oauth-token";
import { API_SCOPES } from "~/domain/api-keys";
import { ApiTokenRequestSchema } from "~/domain/api-schemas";
import { issueAccessToken } from "~/server/api-keys.server";
import { getAppContext } from "~/server/context.server";
import { clientAddress, hitRateLimit } from "~/server/rate-limit.server";
import { sha256Hex } from "~/server/session.server";

/**
 * The token endpoint's own limits (D1 counters, exact across locations): a client needs a token an hour,
 * so a few a minute is plenty; the per-address limit slows guessing of client secrets. The per-client
 * bucket is keyed by the id and the presented secret, so someone who only knows a client's id (it is
 * not secret) cannot use up the real client's budget.
 */
const TOKEN_RATE_LIMITS = {
  client: { limit: 10, windowMs: 60_000 },
  address: { limit: 30, windowMs: 60_000 },
} as const;

/** RFC 6749 section 5: errors are `{ error, error_description }`, never cached. */
function oauthError(status: number, error: string, description: string, headers: Record<string, string> = {}) {
  return Response.json(
    { error, error_description: description },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

/** The client's id and secret from HTTP Basic authentication (RFC 6749 section 2.3.1), if sent. */
function basicCredentials(request: Request): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  if (!match) return null;
  try {
    const decoded = atob(match[1]!);
    const colon = decoded.indexOf(":");
    if (colon < 0) return null;
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/** OAuth 2.0 client credentials grant: a client id and secret from the API Keys page buy a one-hour token. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return oauthError(405, "invalid_request", "Use POST.", { Allow: "POST" });
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get("Content-Type") ?? "")) {
    return oauthError(400, "invalid_request", "Send the request as application/x-www-form-urlencoded.");
  }
  const form = Object.fromEntries(new URLSearchParams(await request.text()));
  const parsed = v.safeParse(ApiTokenRequestSchema, form);
  if (!parsed.success)
    return oauthError(400, "invalid_request", parsed.issues.map((issue) => issue.message).join("; "));
  const input = parsed.output;
  if (input.grant_type !== "client_credentials") {
    return oauthError(400, "unsupported_grant_type", "Only the client_credentials grant is supported.");
  }
  if (input.scope !== undefined && !(API_SCOPES as readonly string[]).includes(input.scope)) {
    return oauthError(400, "invalid_scope", 'Ask for "read" or "write".');
  }
  const basic = basicCredentials(request);
  const clientId = basic?.id ?? input.client_id;
  const clientSecret = basic?.secret ?? input.client_secret;
  const challenge = { "WWW-Authenticate": 'Basic realm="whistle-api"' };
  if (!clientId || !clientSecret) return oauthError(401, "invalid_client", "Send the client id and secret.", challenge);

  const { db } = getAppContext(context);
  for (const [key, limit] of [
    [`oauth-token:ip:${clientAddress(request)}`, TOKEN_RATE_LIMITS.address],
    [
      `oauth-token:client:${clientId.slice(0, 100)}:${(await sha256Hex(clientSecret)).slice(0, 16)}`,
      TOKEN_RATE_LIMITS.client,
    ],
  ] as const) {
    const verdict = await hitRateLimit(db, key, limit);
    if (!verdict.allowed) {
      const after = String(verdict.retryAfterSeconds);
      return oauthError(
        429,
        "slow_down",
        `Too many token requests. Retry after ${after} seconds; a token lasts an hour, so keep and reuse it.`,
        {
          "Retry-After": after,
          "RateLimit-Limit": String(limit.limit),
          "RateLimit-Remaining": "0",
          "RateLimit-Reset": after,
        },
      );
    }
  }

  const grant = await issueAccessToken(db, {
    clientId,
    clientSecret,
    scope: input.scope as (typeof API_SCOPES)[number] | undefined,
  });
  if (!grant.ok) {
    return grant.error === "invalid_client"
      ? oauthError(401, grant.error, grant.description, challenge)
      : oauthError(400, grant.error, grant.description);
  }
  return Response.json(
    { access_token: grant.accessToken, token_type: "Bearer", expires_in: grant.expiresIn, scope: grant.scope },
    { headers: { "Cache-Control": "no-store", Pragma: "no-cache" } },
  );
}

export function loader() {
  return oauthError(405, "invalid_request", "Use POST.", { Allow: "POST" });
}
