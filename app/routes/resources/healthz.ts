import { count } from "drizzle-orm";
import type { Route } from "./+types/healthz";
import { games, organizations, users } from "~/db/schema";
import { getAppContext } from "~/server/context.server";

/** Liveness and database check for uptime monitors and the status page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  // A feature production must not run without (decision 0056): reported, not fatal to the rest.
  const { signing } = config.webhooks;
  const webhooks = signing.enabled ? { status: "ok" } : { status: "off", reason: signing.reason };
  const started = Date.now();
  try {
    const [orgs, people, scheduled] = await db.batch([
      db.select({ value: count() }).from(organizations),
      db.select({ value: count() }).from(users),
      db.select({ value: count() }).from(games),
    ]);
    return Response.json(
      {
        status: "ok",
        database: {
          status: "ok",
          latencyMs: Date.now() - started,
          organizations: orgs[0]?.value ?? 0,
          users: people[0]?.value ?? 0,
          games: scheduled[0]?.value ?? 0,
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
