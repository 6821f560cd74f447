import { createRequestHandler } from "react-router";
import { createAppContext } from "~/server/context.server";
import { createDatabase } from "~/server/db.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { deliverOutbox, providersFromEnv } from "~/server/outbox-delivery.server";
import { connectLive, LIVE_PATH } from "~/server/live.server";
import { refuseCrossSiteRequest } from "~/server/same-origin.server";
import { deliverWebhooks, hasDueWebhooks } from "~/server/webhook-delivery.server";

export { OrganizationLive } from "./organization-live";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const worker = {
  async fetch(request, env, ctx) {
    // Cross-site form posts and fetches are refused before any route runs (decision 0012).
    const refused = refuseCrossSiteRequest(request);
    if (refused) return refused;
    // Open portal pages listen here for changes in their organization (decision 0028).
    if (new URL(request.url).pathname === LIVE_PATH) return connectLive(request, env);
    const response = await handleRequest(request, createAppContext(env, ctx));
    // A change may have queued messages: send them now rather than at the next cron run (decision 0027).
    const providers = providersFromEnv(env);
    if (request.method !== "GET" && request.method !== "HEAD" && (providers.email || providers.sms)) {
      ctx.waitUntil(
        deliverOutbox(createDatabase(env.DB), providers, { limit: 20 }).catch((error) =>
          console.error("[outbox]", error),
        ),
      );
    }
    // A change may have queued webhook deliveries: send them now too; the cron job retries (decision 0033).
    if (request.method !== "GET" && request.method !== "HEAD") {
      const db = createDatabase(env.DB);
      ctx.waitUntil(
        hasDueWebhooks(db)
          .then((due) => (due ? deliverWebhooks(db, env, { limit: 20 }) : undefined))
          .catch((error) => console.error("[webhooks]", error)),
      );
    }
    return response;
  },

  async scheduled(controller, env, ctx) {
    const run = runScheduledJobs({
      env,
      db: createDatabase(env.DB),
      now: new Date(controller.scheduledTime),
      cron: controller.cron,
      appFetch: (request) => worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx),
    }).then((results) => {
      for (const result of results) {
        console.log(`[cron] ${result.name}: ${result.ok ? "ok" : "failed"} — ${result.message}`);
      }
    });
    ctx.waitUntil(run);
    await run;
  },
} satisfies ExportedHandler<Env>;

export default worker;
