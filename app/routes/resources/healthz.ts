import { count } from "drizzle-orm";
import type { Route } from "./+types/healthz";
import { games, organizations, users } from "~/db/schema";
import { getAppContext } from "~/server/context.server";

/** Liveness and database check for uptime monitors and the status page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
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
