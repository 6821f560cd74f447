import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createGame, createOrganization, createUser } from "~/db/factories";
import { sessions } from "~/db/schema";
import { createDatabase } from "~/server/db.server";

// The Worker under test, called the way Cloudflare calls it: fetch for requests, scheduled for cron.
const worker = exports.default as unknown as Fetcher;
// A variable, so that typechecking (which runs before the build) does not look for the file.
const BUILT_WORKER = "../../build/server/index.js";

function get(path: string, init?: RequestInit) {
  return worker.fetch(new Request(`http://localhost${path}`, init));
}

describe("the Worker", () => {
  it("server-renders the home page with its title, description and the theme script", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("<title>Whistle — referee management for sports leagues</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('localStorage.getItem("theme")');
  });

  it("sends the baseline security headers on documents", async () => {
    const response = await get("/");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('href="/"');
  });

  it("reads D1 rows in a loader: /healthz counts what the database holds", async () => {
    const db = createDatabase(env.DB);
    const before = (await (await get("/healthz")).json()) as {
      database: { organizations: number; games: number };
    };
    const organization = await createOrganization(db);
    await createUser(db, { organizationId: organization.id, role: "assignor" });
    await createGame(db, { organizationId: organization.id });
    await createGame(db, { organizationId: organization.id, status: "cancelled" });

    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as {
      status: string;
      database: { status: string; organizations: number; games: number };
    };
    expect(body.status).toBe("ok");
    expect(body.database.status).toBe("ok");
    expect(body.database.organizations).toBe(before.database.organizations + 1);
    expect(body.database.games).toBe(before.database.games + 2);
  });

  it("runs the scheduled jobs: expired sessions are deleted, live ones kept", async () => {
    const db = createDatabase(env.DB);
    const user = await createUser(db);
    const now = Date.now();
    await db.insert(sessions).values([
      { id: "expired-session", userId: user.id, expiresAt: new Date(now - 60_000) },
      { id: "live-session", userId: user.id, expiresAt: new Date(now + 3_600_000) },
    ]);

    // Cloudflare calls the Worker module's `scheduled` export; so do we, on the built module.
    const built = (await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> };
    const ctx = createExecutionContext();
    await built.default.scheduled!(
      createScheduledController({ scheduledTime: new Date(now), cron: "*/5 * * * *" }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.id)).toEqual(["live-session"]);
  });
});
