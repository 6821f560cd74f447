/**
 * Headers every document response carries, in one place (decision 0013).
 *
 * The Content-Security-Policy allows scripts only from our origin plus inline scripts that carry
 * this request's nonce: the theme script in root.tsx and React Router's hydration scripts.
 * No 'unsafe-eval' anywhere.
 */

/** 128 random bits, base64: a fresh one for every document. */
export function generateNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Where a form may send the browser: ourselves, and the OAuth providers' sign-in pages. */
const FORM_TARGETS = ["'self'", "https://accounts.google.com", "https://www.facebook.com"];

export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    // Radix positions popovers with inline style attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    // Vite's dev server talks to the page over a WebSocket for hot reload.
    "connect-src": development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "object-src": ["'none'"],
    // The portal's service worker (/sw.js) and web app manifest come from our origin only.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": FORM_TARGETS,
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function applySecurityHeaders(
  headers: Headers,
  { nonce, development = false }: { nonce: string; development?: boolean },
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { development }));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
}

/**
 * The browser features no page of ours may use (issue 18): everything powerful is denied but geolocation,
 * which the scheduling profile's "Use my location" asks for on our own pages. The same value is in
 * `public/_headers` for the static assets.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

/** HTTPS only, for a year, subdomains included. Sent over HTTPS alone: browsers ignore it on plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * The headers every response of the Worker carries, whatever made it: pages, data requests, resource
 * routes, the API, errors, 404s, redirects and refusals (issue 18). Documents get the rest in
 * `applySecurityHeaders`; static assets get the same from `public/_headers`.
 */
export function withResponseSecurityHeaders(request: Request, response: Response): Response {
  if (response.status === 101) return response; // A WebSocket upgrade: no document, nothing to add.
  const add = (headers: Headers) => {
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    if (new URL(request.url).protocol === "https:") headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  };
  try {
    add(response.headers);
    return response;
  } catch {
    // Immutable headers (`Response.redirect`, a fetched response): copy first.
    const copy = new Response(response.body, response);
    add(copy.headers);
    return copy;
  }
}
