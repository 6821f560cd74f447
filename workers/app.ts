import { createRequestHandler } from "react-router";
import { bodyTooLarge, discardBody, limitRequestBody } from "~/server/body-limits.server";
import { readConfig } from "~/server/config.server";
import { createAppContext } from "~/server/context.server";
import { measureD1, type D1Usage } from "~/server/d1-metrics.server";
import { primaryD1, respondInD1Session } from "~/server/d1-sessions.server";
import { createDatabase } from "~/server/db.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { consumeBatch, enqueueAfterChange } from "~/server/message-queue.server";
import { providersFromEnv } from "~/server/outbox-delivery.server";
import { connectLive, LIVE_PATH } from "~/server/live.server";
import { holdWorkerEnvironment } from "~/server/public-origin.server";
import { requestLogLine } from "~/server/log-redaction.server";
import { refuseCrossSiteRequest } from "~/server/same-origin.server";
import { withResponseSecurityHeaders } from "~/server/security-headers.server";
import { mayShowD1Timing, withServerTiming } from "~/server/server-timing.server";

export { OrganizationLive } from "./organization-live";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** The `DB` binding for one request or invocation, measured, and checked against D1's limits when configured. */
function measuredD1(env: Env) {
  const { enforceLimits, addedLatencyMs } = readConfig(env).d1;
  return measureD1(env.DB, { enforceLimits, addedLatencyMs });
}

function describeUsage(usage: D1Usage): string {
  return `${usage.statements} queries in ${usage.roundTrips} round trips (${usage.sequentialRoundTrips} sequential), ${Math.round(usage.waitMs)} ms`;
}

/**
 * The response with its Server-Timing, taken when the response is ready: the background work started
 * after it (sending queued messages and webhooks) does not delay it and is not in the header.
 */
async function respond(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  d1: ReturnType<typeof measuredD1>,
  started: number,
): Promise<Response> {
  const timed = (response: Response) =>
    withServerTiming(response, mayShowD1Timing(request) ? d1.usage() : null, performance.now() - started);
  // Cross-site form posts and fetches are refused before any route runs (decision 0012).
  const refused = refuseCrossSiteRequest(request);
  if (refused) return timed(refused);
  // Bodies are capped for their route before anything reads them (issue 18, decision 0055).
  const limited = limitRequestBody(request);
  if ("refused" in limited) {
    await discardBody(request, limited.limit, (work) => ctx.waitUntil(work));
    return timed(limited.refused);
  }
  // Reads near the reader, writes at the primary, a bookmark for read-your-writes (decision 0053).
  return respondInD1Session(limited.request, d1.binding, (session) =>
    respondWith(limited.request, env, ctx, session, (response) => {
      // The body ran past its cap while a route read it: whatever the route made of that, the answer is 413.
      if (!limited.exceeded()) return timed(response);
      void response.body?.cancel();
      return timed(bodyTooLarge(request, limited.limit));
    }),
  );
}

async function respondWith(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  d1: D1Database,
  timed: (response: Response) => Response,
): Promise<Response> {
  // Open portal pages listen here for changes in their organization (decision 0028).
  if (new URL(request.url).pathname === LIVE_PATH) return timed(await connectLive(request, env, createDatabase(d1)));
  const response = timed(await handleRequest(request, createAppContext(env, ctx, d1)));
  // A change may have queued messages and webhook deliveries: hand them to the queues now rather than at
  // the next cron run (decision 0051). This shares the request's measured binding and its D1 limit.
  if (request.method !== "GET" && request.method !== "HEAD") {
    ctx.waitUntil(
      enqueueAfterChange(createDatabase(d1), env, providersFromEnv(env)).catch((error) =>
        console.error("[queue]", error),
      ),
    );
  }
  return response;
}

const worker = {
  async fetch(request, env, ctx) {
    const started = performance.now();
    holdWorkerEnvironment(env);
    // What D1 did before the response was made: work after it (waitUntil, a streamed document's deferred
    // data) is not in the header. On Cloudflare the Worker's clock moves only across I/O, so `total` there
    // is time spent waiting on D1, R2 and fetches, not CPU time (decision 0049).
    // nosniff, Permissions-Policy and (over HTTPS) HSTS on every response, whatever made it (issue 18).
    const response = withResponseSecurityHeaders(request, await respond(request, env, ctx, measuredD1(env), started));
    // Workers Logs' invocation entry (the full URL) is off in production; this line hides the secrets.
    if (readConfig(env).production) console.log(requestLogLine(request, response.status, performance.now() - started));
    return response;
  },

  async scheduled(controller, env, ctx) {
    holdWorkerEnvironment(env);
    const d1 = measuredD1(env);
    const run = runScheduledJobs({
      env,
      db: createDatabase(primaryD1(d1.binding)),
      now: new Date(controller.scheduledTime),
      cron: controller.cron,
      appFetch: (request) => worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx),
    }).then((results) => {
      for (const result of results) {
        console.log(`[cron] ${result.name}: ${result.ok ? "ok" : "failed"} — ${result.message}`);
      }
      console.log(`[cron] D1: ${describeUsage(d1.usage())}`);
    });
    ctx.waitUntil(run);
    await run;
  },

  // Outbox and webhook sends, and their dead letters (decision 0051); what is not acked is delivered again.
  async queue(batch, env) {
    holdWorkerEnvironment(env);
    const d1 = measuredD1(env);
    const outcome = await consumeBatch(createDatabase(primaryD1(d1.binding)), env, batch);
    console.log(
      `[queue] ${batch.queue}: ${batch.messages.length} messages, ${outcome}; D1: ${describeUsage(d1.usage())}`,
    );
  },
} satisfies ExportedHandler<Env>;

export default worker;
