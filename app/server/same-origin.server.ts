/**
 * Cross-site request refusal (decision 0011). Every request that can change something (anything
 * but GET, HEAD and OPTIONS) must come from our own pages: browsers say where a request comes from
 * in `Sec-Fetch-Site` and `Origin`, and a forged form on another site cannot hide either.
 */
import { data, type MiddlewareFunction } from "react-router";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Paths that authenticate every request themselves (bearer tokens, signed webhooks) and so may be
 * called from anywhere. Empty today; the public API adds "/api/v1/" when it lands with API keys.
 */
export const CROSS_SITE_EXEMPT_PREFIXES: readonly string[] = [];

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

export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (isCrossSiteMutation(request)) {
    throw data({ message: "This request came from another site and was refused." }, { status: 403 });
  }
  return next();
};
