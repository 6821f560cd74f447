/**
 * Headers every document response carries. The Content-Security-Policy (with a per-request nonce
 * for the inline theme script) arrives with the accounts and security work.
 */
export function applySecurityHeaders(headers: Headers): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
}
