import { createRequestHandler } from "react-router";
import { readConfig } from "~/server/config.server";
import { createAppContext } from "~/server/context.server";
import { measureD1, type D1Usage } from "~/server/d1-metrics.server";
import { createDatabase } from "~/server/db.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { deliverOutbox, providersFromEnv } from "~/server/outbox-delivery.server";
import { connectLive, LIVE_PATH } from "~/server/live.server";
import { refuseCrossSiteRequest } from "~/server/same-origin.server";
import { mayShowD1Timing, withServerTiming } from "~/server/server-timing.server";
import { deliverWebhooks, hasDueWebhooks } from "~/server/webhook-delivery.server";

export { OrganizationLive } from "./organization-live";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** The `DB` binding for one request or invocation, measured, and checked against D1's limits when configured. */
function measuredD1(env: Env) {
  return measureD1(env.DB, { enforceLimits: readConfig(env).d1.enforceLimits });
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
  // Open portal pages listen here for changes in their organization (decision 0028).
  if (new URL(request.url).pathname === LIVE_PATH)
    return timed(await connectLive(request, env, createDatabase(d1.binding)));
  const response = timed(await handleRequest(request, createAppContext(env, ctx, d1.binding)));
  // A change may have queued messages: send them now rather than at the next cron run (decision 0027).
  // This work shares the request's measured binding: D1's per-invocation limit counts it too.
  const providers = providersFromEnv(env);
  if (request.method !== "GET" && request.method !== "HEAD" && (providers.email || providers.sms)) {
    ctx.waitUntil(
      deliverOutbox(createDatabase(d1.binding), providers, { limit: 20 }).catch((error) =>
        console.error("[outbox]", error),
      ),
    );
  }
  // A change may have queued webhook deliveries: send them now too; the cron job retries (decision 0033).
  if (request.method !== "GET" && request.method !== "HEAD") {
    const db = createDatabase(d1.binding);
    ctx.waitUntil(
      hasDueWebhooks(db)
        .then((due) => (due ? deliverWebhooks(db, env, { limit: 20 }) : undefined))
        .catch((error) => console.error("[webhooks]", error)),
    );
  }
  return response;
}

const worker = {
  async fetch(request, env, ctx) {
    const started = performance.now();
    // What D1 did before the response was made: work after it (waitUntil, a streamed document's deferred
    // data) is not in the header. On Cloudflare the Worker's clock moves only across I/O, so `total` there
    // is time spent waiting on D1, R2 and fetches, not CPU time (decision 0049).
    return respond(request, env, ctx, measuredD1(env), started);
  },

  async scheduled(controller, env, ctx) {
    const d1 = measuredD1(env);
    const run = runScheduledJobs({
      env,
      db: createDatabase(d1.binding),
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
} satisfies ExportedHandler<Env>;

export default worker;
