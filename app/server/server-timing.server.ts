/**
 * The Server-Timing header on every response of the Worker's `fetch` (decision 0049): time waiting on D1,
 * the statements and round trips behind it, and the Worker's total time to the response. DevTools shows
 * it under Network → Timing; anyone measuring from outside can read the same numbers.
 */
import type { D1Usage } from "./d1-metrics.server";

function milliseconds(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * `d1;dur=12.5;desc="D1: 5 queries, 3 round trips, 2 sequential", d1-queries;desc="5", …, total;dur=40`.
 * The counts are metrics of their own (their value in `desc`, since `dur` is a duration) so a reader
 * outside need not parse the sentence.
 */
export function serverTimingHeader(usage: D1Usage, totalMs: number): string {
  const { statements, roundTrips, sequentialRoundTrips } = usage;
  return [
    `d1;dur=${milliseconds(usage.waitMs)};desc="D1: ${statements} queries, ${roundTrips} round trips, ${sequentialRoundTrips} sequential"`,
    `d1-queries;desc="${statements}"`,
    `d1-round-trips;desc="${roundTrips}"`,
    `d1-sequential;desc="${sequentialRoundTrips}"`,
    `total;dur=${milliseconds(totalMs)}`,
  ].join(", ");
}

/**
 * Posts that must not tell whether an email has an account. Their D1 counts would: a reset request for a
 * known address writes a token and an email (6 statements), one for an unknown address does not (4). They
 * get `total` alone, which anyone can time from outside anyway. A sign-up answers alike for a new and a
 * known address (issue 18), and its counts would tell them apart too. Paths as in app/routes.ts.
 */
const ACCOUNT_PRIVATE_POSTS = new Set(["/login", "/forgot-password", "/signup"]);

/**
 * Whether this request's Server-Timing may show what D1 did (everything but `ACCOUNT_PRIVATE_POSTS`, posted
 * as a document or, from the hydrated page, to its `.data` address).
 */
export function mayShowD1Timing(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return request.method !== "POST" || !ACCOUNT_PRIVATE_POSTS.has(path);
}

/**
 * The response with its Server-Timing header (D1's part left out when `usage` is null). A WebSocket upgrade (101) is returned untouched; a
 * response whose headers are immutable (a redirect made by `Response.redirect`, a fetched response) is
 * copied onto a new Response first.
 */
export function withServerTiming(response: Response, usage: D1Usage | null, totalMs: number): Response {
  if (response.status === 101) return response;
  const header = usage ? serverTimingHeader(usage, totalMs) : `total;dur=${milliseconds(totalMs)}`;
  try {
    response.headers.append("Server-Timing", header);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append("Server-Timing", header);
    return copy;
  }
}
