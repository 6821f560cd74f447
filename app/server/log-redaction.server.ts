/**
 * What a log line may say about a request's address (issue 18, decision 0055). Some paths and query
 * strings carry the only credential a link needs: a calendar feed, a password reset, an email
 * verification, an invite, an unsubscribe link, an OAuth code. Logs are read by more people, and kept
 * longer, than those secrets should be, so every line that names a request's address goes through
 * `redactedPath`.
 */

const REDACTED = "[redacted]";

/** Paths whose segment after the prefix is a secret. Paths as in app/routes.ts, and the links in emails. */
const TOKEN_PATH_PREFIXES = [
  "/calendar/",
  "/reset-password/",
  "/verify-email/",
  "/invite/",
  "/invites/",
  "/unsubscribe/",
];

/** Query parameters whose value is a secret (or an OAuth exchange's). */
const SECRET_PARAMETERS = new Set([
  "token",
  "invite",
  "oauth",
  "code",
  "state",
  "key",
  "secret",
  "signature",
  "sig",
  "password",
  "access_token",
  "id_token",
  "refresh_token",
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A segment that looks like a random secret wherever it appears: 32 or more URL-safe characters that are
 * not one of our UUID ids. Catches a token route this list does not know yet.
 */
function looksSecret(segment: string): boolean {
  return segment.length >= 32 && /^[A-Za-z0-9_~.-]+$/.test(segment) && !UUID.test(segment.replace(/\.\w+$/, ""));
}

/** The path and query of `url` with every secret replaced by `[redacted]`. */
export function redactedPath(url: string | URL): string {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://localhost");
  } catch {
    return REDACTED;
  }
  const prefix = TOKEN_PATH_PREFIXES.find((candidate) => parsed.pathname.startsWith(candidate));
  // The secret is the segment right after the prefix ("/calendar/<token>.ics": segment 2).
  const secretIndex = prefix ? prefix.split("/").length - 1 : -1;
  const segments = parsed.pathname.split("/").map((segment, index) => {
    if (index === secretIndex && segment !== "") return REDACTED;
    return looksSecret(segment) ? REDACTED : segment;
  });
  const path = segments.join("/");
  if (parsed.search === "") return path;
  const query = [...parsed.searchParams]
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${SECRET_PARAMETERS.has(name.toLowerCase()) ? REDACTED : encodeURIComponent(value)}`,
    )
    .join("&");
  return `${path}?${query}`;
}

/**
 * The Worker's own line for each request in production, in place of Workers Logs' invocation entry (which
 * would record the full URL): `[request] GET /calendar/[redacted] 200 12ms`.
 */
export function requestLogLine(request: Request, status: number, milliseconds: number): string {
  return `[request] ${request.method} ${redactedPath(request.url)} ${status} ${Math.round(milliseconds)}ms`;
}
