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
 * The response with its Server-Timing header. A WebSocket upgrade (101) is returned untouched; a
 * response whose headers are immutable (a redirect made by `Response.redirect`, a fetched response) is
 * copied onto a new Response first.
 */
export function withServerTiming(response: Response, usage: D1Usage, totalMs: number): Response {
  if (response.status === 101) return response;
  const header = serverTimingHeader(usage, totalMs);
  try {
    response.headers.append("Server-Timing", header);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append("Server-Timing", header);
    return copy;
  }
}
