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
