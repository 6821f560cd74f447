/**
 * npm run bench: how heavy and how fast the public site is. Not a test; `npm test` never runs it.
 *
 * 1. Starts the app as `npm start -- --fresh` does (migrate, seed, build, serve the built Worker) on
 *    $BENCH_PORT (default 8795) with its own data directory.
 * 2. For every public route, sums the gzip size of the JavaScript the page loads (every /assets/*.js
 *    its HTML references: module preloads and the hydration script), read from build/client.
 * 3. Runs Lighthouse (default mobile settings) in the system Chromium against /, /pricing and
 *    /features and prints the performance and accessibility scores. The local server sends nothing
 *    compressed while Cloudflare's edge compresses every text response, so Lighthouse goes through a
 *    small gzip proxy that stands in for the edge; without it the scores measure a setup we never ship.
 * 4. Imports CSV seasons through the real Game Management action and compares the batched write with
 *    one INSERT per row (scripts/bench/import-bench.ts).
 * 5. Auto-assigns the 2,041-game English season with 175 generated referees and prints violations,
 *    coverage, workload spread, repeat-team exposure and CPU time (scripts/bench/auto-assign-bench.ts;
 *    needs no server, runs alone with `npx tsx scripts/bench/auto-assign-bench.ts`).
 * 6. Compares the engine's objective with the exact optimum (HiGHS MIP) on small generated instances
 *    of 60 games and 25 referees (scripts/bench/auto-assign-optimum.ts).
 * 7. The whole cron pass (every scheduled job, delivery through stubbed providers with the cron's own
 *    limit) over the 2,041-game season with reminders due for 200 games in a scratch D1, three runs,
 *    each timed with its D1 round trips and statements counted (scripts/bench/reminders-bench.ts;
 *    runs alone with npx tsx).
 * 8. The public API under load: autocannon against GET /api/v1/games and GET /api/v1/referees with the
 *    2,041-game season imported, beside a static asset of the same server (scripts/bench/api-bench.ts).
 * 9. Every portal page and the API lists at association scale (20,000 games, 1,500 referees), served by
 *    the built Worker on its own port and data: D1 queries, round trips, sequential round trips and
 *    server time with 0 ms and with 50 ms added per round trip; then the API beside the static floor at
 *    that scale (scripts/bench/routes-bench.ts).
 * 10. A Saturday of 1,500 games × 3 officials: every reminder sent through the queues by the built Worker,
 *    with the time it took and the most D1 statements and subrequests of one invocation
 *    (scripts/bench/saturday-bench.ts runs tests/integration/saturday-messages.test.ts).
 * The server is stopped at the end, also on failure.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_PAGES } from "~/content/site";
import { runImportBench } from "./bench/import-bench";
import { runSchedulingBench } from "./bench/auto-assign-bench";
import { runRemindersBench } from "./bench/reminders-bench";
import { runOptimumBench } from "./bench/auto-assign-optimum";
import { runApiBench } from "./bench/api-bench";
import { runRoutesBench } from "./bench/routes-bench";
import { runSaturdayBench } from "./bench/saturday-bench";

const port = Number(process.env.BENCH_PORT ?? 8795);
const origin = `http://localhost:${port}`;
const proxyPort = port + 1;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BUDGET_KB = 100;
const LIGHTHOUSE_ROUTES = ["/", "/pricing", "/features"];
const JS_ROUTES = [...PUBLIC_PAGES, "/blog/future-of-referee-management", "/help-center/invite-referees"];

const server = spawn("tsx", ["scripts/start.ts", "--fresh"], {
  env: { ...process.env, PORT: String(port), WHISTLE_STATE_DIR: ".wrangler/bench-state" },
  stdio: ["ignore", "ignore", "inherit"],
  // Its own process group, so stopping it also stops the preview server it spawns.
  detached: true,
});

function stopServer() {
  if (server.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
process.on("exit", stopServer);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopServer();
    process.exit(1);
  });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer on ${origin}/healthz within three minutes`);
}

const gzipCache = new Map<string, number>();
function gzipBytes(assetPath: string): number {
  const cached = gzipCache.get(assetPath);
  if (cached !== undefined) return cached;
  const bytes = gzipSync(readFileSync(path.join("build/client", assetPath)), { level: 9 }).length;
  gzipCache.set(assetPath, bytes);
  return bytes;
}

async function javascriptFor(route: string) {
  const html = await (await fetch(`${origin}${route}`)).text();
  const files = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  let total = 0;
  for (const file of files) total += gzipBytes(file);
  return { files: files.size, kilobytes: total / 1024 };
}

/** Forwards GET requests to the app and gzips text responses, as Cloudflare's edge would. */
function startGzipProxy(): Promise<Server> {
  const proxy = createServer((request, response) => {
    void (async () => {
      try {
        const upstream = await fetch(`${origin}${request.url ?? "/"}`, { method: request.method, redirect: "manual" });
        const body = Buffer.from(await upstream.arrayBuffer());
        const headers: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name))
            headers[name] = value;
        });
        const type = upstream.headers.get("content-type") ?? "";
        const accepts = String(request.headers["accept-encoding"] ?? "").includes("gzip");
        if (accepts && /text|javascript|json|xml|svg/.test(type)) {
          response.writeHead(upstream.status, { ...headers, "content-encoding": "gzip", vary: "Accept-Encoding" });
          response.end(gzipSync(body));
        } else {
          response.writeHead(upstream.status, headers);
          response.end(body);
        }
      } catch (error) {
        response.writeHead(502).end(String(error));
      }
    })();
  });
  return new Promise((resolve) => proxy.listen(proxyPort, () => resolve(proxy)));
}

async function runLighthouse(routes: readonly string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  try {
    const scores: { route: string; performance: number; accessibility: number; metrics: string }[] = [];
    for (const route of routes) {
      const result = await lighthouse(`http://localhost:${proxyPort}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      const metrics = [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
        "speed-index",
      ]
        .map(
          (id) =>
            `${id
              .split("-")
              .map((word) => word[0])
              .join("")
              .toUpperCase()} ${audits[id]?.displayValue ?? "?"}`,
        )
        .join(", ");
      scores.push({
        route,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        metrics,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function main() {
  console.log(`Starting the app on ${origin} (build, migrate, seed)…`);
  await waitForServer();

  console.log(`\nJavaScript per route (gzip, budget ${BUDGET_KB} KB):`);
  let worst = 0;
  for (const route of JS_ROUTES) {
    const { files, kilobytes } = await javascriptFor(route);
    worst = Math.max(worst, kilobytes);
    const flag = kilobytes > BUDGET_KB ? "  over budget" : "";
    console.log(`  ${route.padEnd(40)} ${kilobytes.toFixed(1).padStart(6)} KB in ${files} files${flag}`);
  }
  console.log(`  largest: ${worst.toFixed(1)} KB`);

  console.log("\nLighthouse (mobile defaults, system Chromium, through the gzip proxy):");
  const proxy = await startGzipProxy();
  const scores = await runLighthouse(LIGHTHOUSE_ROUTES).finally(() => proxy.close());
  for (const score of scores) {
    console.log(
      `  ${score.route.padEnd(12)} performance ${String(score.performance).padStart(3)}   accessibility ${String(score.accessibility).padStart(3)}   (${score.metrics})`,
    );
  }

  await runImportBench(origin);
  await runApiBench(origin);
  runSchedulingBench();
  await runOptimumBench();
  await runRemindersBench();
  await runRoutesBench();
  runSaturdayBench();
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopServer);
