/**
 * Cross-site request refusal (decision 0012). Every request that can change something (anything
 * but GET, HEAD and OPTIONS) must come from our own pages: browsers say where a request comes from
 * in `Sec-Fetch-Site` and `Origin`, and a forged form on another site cannot hide either.
 */
import { data, type MiddlewareFunction } from "react-router";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Paths that authenticate every request themselves (bearer tokens, signed webhooks) and so may be
 * called from anywhere: the public API ignores cookies and takes only `Authorization: Bearer`
 * (decision 0025), so a forged cross-site request carries no credential. An unsubscribe link's one-click
 * POST (RFC 8058) comes from the mailbox provider, not our pages; its token is its only credential (decision 0058).
 * Providers' webhooks (`/webhooks/`, Twilio's inbound texts) carry their signature, checked by the route
 * (decision 0069); they send no Origin anyway.
 */
export const CROSS_SITE_EXEMPT_PREFIXES: readonly string[] = ["/api/v1/", "/unsubscribe/", "/webhooks/"];

export function isCrossSiteMutation(
  request: Request,
  exemptPrefixes: readonly string[] = CROSS_SITE_EXEMPT_PREFIXES,
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const url = new URL(request.url);
  if (exemptPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return false;

  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  // No Origin at all: not a browser form post from another site (browsers send it on every POST).
  if (origin !== null && origin !== url.origin) return true;
  return false;
}

const REFUSAL = "This request came from another site and was refused.";

/**
 * The Worker's first check, before React Router: React Router 8 compares `Origin` with the URL
 * itself for route actions and answers a bare 400 before any middleware runs, so the clear 403
 * has to be given here. Returns the refusal, or null to carry on.
 */
export function refuseCrossSiteRequest(request: Request): Response | null {
  if (!isCrossSiteMutation(request)) return null;
  return new Response(REFUSAL, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The same rule as root middleware, so it holds for every route even when a request reaches React
 * Router by another way than the Worker's fetch (it then renders the 403 page).
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (isCrossSiteMutation(request)) {
    throw data({ message: REFUSAL }, { status: 403 });
  }
  return next();
};
