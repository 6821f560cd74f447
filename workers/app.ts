import { createRequestHandler } from "react-router";
import { createAppContext } from "~/server/context.server";
import { createDatabase } from "~/server/db.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { refuseCrossSiteRequest } from "~/server/same-origin.server";

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  fetch(request, env, ctx) {
    // Cross-site form posts and fetches are refused before any route runs (decision 0012).
    return refuseCrossSiteRequest(request) ?? handleRequest(request, createAppContext(env, ctx));
  },

  async scheduled(controller, env, ctx) {
    const run = runScheduledJobs({
      env,
      db: createDatabase(env.DB),
      now: new Date(controller.scheduledTime),
      cron: controller.cron,
    }).then((results) => {
      for (const result of results) {
        console.log(`[cron] ${result.name}: ${result.ok ? "ok" : "failed"} — ${result.message}`);
      }
    });
    ctx.waitUntil(run);
    await run;
  },
} satisfies ExportedHandler<Env>;
