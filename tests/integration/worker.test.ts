import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGame, createOrganization, createUser } from "~/demo/factories";
import { games, sessions } from "~/db/schema";
import { createDatabase } from "~/server/db.server";
import { apiKeyFor } from "./api-helpers";
import { createLeague, newAddress, ORIGIN, postMultipart } from "./helpers";

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

const MB = 1024 * 1024;

/** `bytes` bytes of `fill` as a stream of 64 KB chunks: a body sent chunked, without Content-Length. */
function chunkedBody(bytes: number, fill = "x"): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(fill.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.byteLength, bytes - sent));
      sent += part.byteLength;
      controller.enqueue(part);
    },
  });
}

/** A form post from our own pages whose body is streamed (no Content-Length), as a script may send it. */
async function chunkedFormPost(path: string, form: FormData, cookie: string) {
  const encoded = new Response(form);
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      redirect: "manual",
      body: encoded.body,
      headers: {
        "Content-Type": encoded.headers.get("Content-Type")!,
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": newAddress(),
        Cookie: cookie,
      },
    }),
  );
}

describe("request body limits (issue 18)", () => {
  it("refuses a chunked 8 MB form post with 413 and says the file is too large", async () => {
    const league = await createLeague();
    const form = new FormData();
    form.set("intent", "import");
    form.set("duplicates", "skip");
    form.set("file", new File(["x".repeat(8 * MB)], "season.csv", { type: "text/csv" }));
    const response = await chunkedFormPost("/assignor/games", form, league.assignorCookie);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("larger than 6 MB");
  });

  it("refuses a chunked 8 MB API body with 413 problem+json", async () => {
    const league = await createLeague();
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id);
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/v1/games`, {
        method: "POST",
        body: chunkedBody(8 * MB, " "),
        headers: {
          Authorization: `Bearer ${secret}`,
          "Content-Type": "application/json",
          "CF-Connecting-IP": newAddress(),
        },
      }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({ status: 413, title: "The request body is too large" });
  });

  it("refuses an API body whose Content-Length is over the limit before reading it", async () => {
    const league = await createLeague();
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id);
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/v1/games`, {
        method: "POST",
        body: " ".repeat(2 * MB),
        headers: {
          Authorization: `Bearer ${secret}`,
          "Content-Type": "application/json",
          "CF-Connecting-IP": newAddress(),
        },
      }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()) as { detail: string }).toMatchObject({ detail: expect.stringContaining("1 MB") });
  });

  it("refuses a browser's import over 6 MB from its Content-Length, on the page and from the dialog", async () => {
    const league = await createLeague();
    for (const path of ["/assignor/games", "/assignor/games.data"]) {
      const form = new FormData();
      form.set("intent", "import");
      form.set("file", new File(["x".repeat(7 * MB)], "season.csv", { type: "text/csv" }));
      const encoded = new Response(form);
      const body = await encoded.arrayBuffer();
      const response = await worker.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: "POST",
          body,
          headers: {
            "Content-Type": encoded.headers.get("Content-Type")!,
            "Content-Length": String(body.byteLength),
            Origin: ORIGIN,
            "Sec-Fetch-Site": "same-origin",
            "CF-Connecting-IP": newAddress(),
            Cookie: league.assignorCookie,
          },
        }),
      );
      expect(response.status, path).toBe(413);
      // The page's own document, or the text the section's error message shows for the dialog's fetcher.
      expect(response.headers.get("Content-Type"), path).toMatch(
        path.endsWith(".data") ? /^text\/plain/ : /^text\/html/,
      );
      expect(await response.text(), path).toContain("This file is larger than 6 MB");
    }
  });

  it("still imports a 5 MB CSV through the API, sent chunked", async () => {
    const league = await createLeague();
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id);
    const csv =
      "Date,Time,Home Team,Away Team,Venue,Level,Fee\n2027-03-01,10:00,Big United,Big Rovers,Park 1,Youth,40\n";
    const padding = 5_000_000 - csv.length;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csv));
      },
      async pull(controller) {
        const reader = chunkedBody(padding, "\n").getReader();
        for (let part = await reader.read(); !part.done; part = await reader.read()) controller.enqueue(part.value);
        controller.close();
      },
    });
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/v1/games/import`, {
        method: "POST",
        body,
        headers: { Authorization: `Bearer ${secret}`, "Content-Type": "text/csv", "CF-Connecting-IP": newAddress() },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: 1 });
    const db = createDatabase(env.DB);
    const rows = await db.select().from(games).where(eq(games.organizationId, league.organization.id));
    expect(rows.map((game) => game.homeTeam)).toEqual(["Big United"]);
  });

  it("still imports a 5 MB CSV from the Games page", async () => {
    const league = await createLeague();
    const csv =
      "Date,Time,Home Team,Away Team,Venue,Level,Fee\n2027-03-02,10:00,Form United,Form Rovers,Park 1,Youth,40\n";
    const form = new FormData();
    form.set("intent", "import");
    form.set("duplicates", "skip");
    form.set("file", new File([csv + "\n".repeat(5_000_000 - csv.length)], "season.csv", { type: "text/csv" }));
    const response = await postMultipart("/assignor/games", form, { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    const db = createDatabase(env.DB);
    const rows = await db.select().from(games).where(eq(games.organizationId, league.organization.id));
    expect(rows.map((game) => game.homeTeam)).toEqual(["Form United"]);
  });

  it("leaves ordinary posts alone: a 900 KB form is read and answered by its route", async () => {
    const league = await createLeague();
    const form = new FormData();
    form.set("intent", "create");
    form.set("homeTeam", "x".repeat(900 * 1024));
    const response = await chunkedFormPost("/assignor/games", form, league.assignorCookie);
    expect(response.status).toBe(400);
  });
});

describe("logs (issue 18)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("never writes a token-bearing path or query string to the logs", async () => {
    const lines: string[] = [];
    for (const method of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    }
    const secret = "s3cr3tT0kenValue0123456789abcdefghijklmnop";
    for (const path of [
      `/verify-email/${secret}/extra`,
      `/invite/${secret}`,
      `/unsubscribe/${secret}`,
      `/calendar/${secret}/extra`,
      `/no/such/page?token=${secret}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
    expect(lines.some((line) => line.includes("/verify-email/"))).toBe(true);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });

  it("in production, logs each request once, with the secret of a token link hidden", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const built = (await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> };
    const ctx = createExecutionContext();
    const secret = "Pr0dSecretCalendarToken_0123456789abcdefghi";
    const response = await built.default.fetch!(
      new Request(`https://localhost/calendar/${secret}.ics`, {
        headers: { "CF-Connecting-IP": newAddress() },
      }) as Request<unknown, IncomingRequestCfProperties>,
      { ...env, APP_ENV: "production" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
    expect(lines.filter((line) => line.startsWith("[request]"))).toEqual([
      expect.stringMatching(/^\[request\] GET \/calendar\/\[redacted\] 404 \d+ms$/),
    ]);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});
