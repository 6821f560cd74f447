/**
 * Cross-site request check for form posts: a browser sends `Origin` with every POST, so a form on
 * another site posting here carries that site's origin. We compare it with the origin the request
 * was made to.
 *
 * Without `Origin`, `Sec-Fetch-Site` (sent by current browsers) decides. A request with neither did
 * not come from a modern browser's page, so it carries no visitor's cookies to abuse and is allowed.
 */
export function isSameOriginRequest(request: Request, allowedOrigins: readonly string[] = []): boolean {
  const expected = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    return origin === expected || allowedOrigins.includes(origin);
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin" || site === "none";
  return true;
}
