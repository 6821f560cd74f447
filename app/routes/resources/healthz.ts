import type { Route } from "./+types/healthz";
import { getAppContext } from "~/server/context.server";
import { databaseCounts } from "~/server/health.server";

/** Liveness and database check for uptime monitors and the status page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  // A feature production must not run without (decision 0056): reported, not fatal to the rest.
  const { signing } = config.webhooks;
  const webhooks = signing.enabled ? { status: "ok" } : { status: "off", reason: signing.reason };
  const started = Date.now();
  try {
    const counts = await databaseCounts(db);
    return Response.json(
      {
        status: "ok",
        database: {
          status: "ok",
          latencyMs: Date.now() - started,
          organizations: counts.organizations,
          users: counts.users,
          games: counts.games,
        },
        webhooks,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("healthz: database check failed", error);
    return Response.json(
      { status: "error", database: { status: "error" } },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
