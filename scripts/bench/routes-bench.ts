/**
 * Route benchmark (issue 17; part of `npm run bench`, or alone with `npx tsx scripts/bench/routes-bench.ts`):
 * every portal page and the main API lists at association scale (the factories of
 * tests/factories/association.ts: 20,000 games, 1,500 referees, 60,000 assignments), served by the built
 * Worker in workerd, twice: as the database answers locally, and with 50 ms added to every D1 round trip
 * (`D1_ADDED_LATENCY_MS`, decision 0049), what a reader on another continent than the primary waits.
 *
 * Per route it prints the D1 queries, round trips and sequential round trips the Server-Timing header
 * reports, and the Worker's own time (`total`) as the median of a few requests, at 0 ms and at 50 ms.
 * Target: every page under 150 ms with 50 ms per round trip, i.e. at most two round trips in sequence.
 * Then the public API beside the static floor at that scale (scripts/bench/api-bench.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { createDatabase } from "~/server/db.server";
import { createSession } from "~/server/session.server";
import { seedAssociation } from "../../tests/factories/association";
import { measureApi } from "./api-bench";
import { run } from "../run";

const STATE_DIR = ".wrangler/bench-routes-state";
const PORT = Number(process.env.BENCH_ROUTES_PORT ?? 8799);
const ORIGIN = `http://localhost:${PORT}`;
const SAMPLES = 5;
const TARGET_MS = 150;
const LATENCIES = [0, 50] as const;
/** The built Worker's local vars: `vite preview` reads them from the build output, not from wrangler.toml. */
const DEV_VARS = "build/server/.dev.vars";

const ASSIGNOR_ROUTES = [
  "/assignor",
  "/assignor/games",
  "/assignor/games?when=past",
  "/assignor/assignments",
  "/assignor/referees",
  "/assignor/calendar",
  "/assignor/organizations",
  "/assignor/payments",
  "/assignor/accounting",
  "/assignor/activity",
  "/assignor/api",
  "/assignor/auto-assign",
];
const REFEREE_ROUTES = [
  "/referee",
  "/referee/schedule",
  "/referee/open-games",
  "/referee/availability",
  "/referee/earnings",
  "/referee/notifications",
  "/referee/contacts",
  "/referee/settings",
];

/** Issue 18's downloads: a person's data (a referee's season) and a whole league's tables, to the last byte. */
const DOWNLOADS = [
  { route: "/account/export", who: "referee" },
  { route: "/assignor/organizations/export.zip", who: "assignor" },
] as const;

interface Sample {
  status: number;
  queries: number;
  roundTrips: number;
  sequential: number;
  totalMs: number;
}

function serverTiming(response: Response): Omit<Sample, "status"> {
  const header = response.headers.get("Server-Timing") ?? "";
  const desc = (name: string) => Number(new RegExp(`${name};desc="(\\d+)"`).exec(header)?.[1] ?? NaN);
  return {
    queries: desc("d1-queries"),
    roundTrips: desc("d1-round-trips"),
    sequential: desc("d1-sequential"),
    totalMs: Number(/total;dur=([\d.]+)/.exec(header)?.[1] ?? NaN),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function sample(path: string, cookie: string): Promise<Sample> {
  const response = await fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  await response.arrayBuffer();
  return { status: response.status, ...serverTiming(response) };
}

/** Wall time to the last byte (a streamed ZIP's Server-Timing is written before its body), median of 3. */
async function measureDownload(path: string, cookie: string) {
  const runs: { status: number; bytes: number; ms: number }[] = [];
  for (let index = 0; index < 3; index++) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const bytes = (await response.arrayBuffer()).byteLength;
    runs.push({ status: response.status, bytes, ms: performance.now() - started });
  }
  return { ...runs.at(-1)!, ms: median(runs.map((entry) => entry.ms)) };
}

async function measureRoute(path: string, cookie: string) {
  await sample(path, cookie); // warm the isolate and the page's modules
  const samples: Sample[] = [];
  for (let index = 0; index < SAMPLES; index++) samples.push(await sample(path, cookie));
  const last = samples.at(-1)!;
  return { ...last, totalMs: median(samples.map((entry) => entry.totalMs)) };
}

function startServer(latencyMs: number, ownDevVars: string | null): ChildProcess {
  writeFileSync(DEV_VARS, `${ownDevVars ?? ""}\nD1_ADDED_LATENCY_MS=${latencyMs}\n`);
  return spawn("vite", ["preview", "--port", String(PORT), "--strictPort"], {
    env: { ...process.env, WHISTLE_STATE_DIR: STATE_DIR },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

function stopServer(server: ChildProcess) {
  if (server.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

async function waitForServer(server: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer on ${ORIGIN}/healthz within two minutes`);
}

/** A fresh local D1 with the association in it, and a signed-in browser for one assignor and one referee. */
async function prepareAssociation() {
  rmSync(STATE_DIR, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE_DIR]);
  const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${STATE_DIR}/v3` } });
  try {
    const started = performance.now();
    const association = await seedAssociation(env.DB, { scale: "association" });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const db = createDatabase(env.DB);
    const cookieFor = async (userId: string) =>
      `__Host-whistle_session=${(await createSession(db, userId, { persistent: true })).token}`;
    const { games, referees, assignments } = association.counts;
    console.log(
      `  seeded in ${seconds} s: ${games} games, ${referees} referees, ${assignments} assignments (signed in as the first assignor and the sample referee)`,
    );
    return {
      assignorCookie: await cookieFor(association.assignors[0]!.id),
      refereeCookie: await cookieFor(association.referee.id),
    };
  } finally {
    await dispose();
  }
}

type Row = { route: string; status: number; queries: number; roundTrips: number; sequential: number } & Record<
  `ms${(typeof LATENCIES)[number]}`,
  number
>;

function printTable(rows: Row[]) {
  console.log(
    `  ${"route".padEnd(28)} ${"status".padStart(6)} ${"queries".padStart(7)} ${"trips".padStart(5)} ${"seq".padStart(3)} ${"0 ms".padStart(8)} ${"50 ms".padStart(8)}  target < ${TARGET_MS} ms at 50 ms`,
  );
  for (const row of rows) {
    const verdict = row.ms50 < TARGET_MS ? "met" : `missed by ${Math.ceil(row.ms50 - TARGET_MS)} ms`;
    console.log(
      `  ${row.route.padEnd(28)} ${String(row.status).padStart(6)} ${String(row.queries).padStart(7)} ${String(row.roundTrips).padStart(5)} ${String(row.sequential).padStart(3)} ${row.ms0.toFixed(1).padStart(8)} ${row.ms50.toFixed(1).padStart(8)}  ${verdict}`,
    );
  }
  const missed = rows.filter((row) => row.ms50 >= TARGET_MS);
  console.log(
    missed.length === 0
      ? `  every route under ${TARGET_MS} ms with 50 ms per round trip`
      : `  ${missed.length} of ${rows.length} routes at or over ${TARGET_MS} ms with 50 ms per round trip: ${missed.map((row) => row.route).join(", ")}`,
  );
}

export async function runRoutesBench(): Promise<void> {
  console.log("\nRoutes at association scale (Server-Timing of the served, built Worker; median of 5):");
  if (!existsSync("build/server/index.js")) run("react-router", ["build"]);
  const { assignorCookie, refereeCookie } = await prepareAssociation();
  // The build's own `.dev.vars` (copied from a developer's), kept under the added latency and restored after.
  const ownDevVars = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, "utf8") : null;
  const routes = [
    ...ASSIGNOR_ROUTES.map((route) => ({ route, cookie: assignorCookie })),
    ...REFEREE_ROUTES.map((route) => ({ route, cookie: refereeCookie })),
  ];
  const rows = new Map<string, Row>();
  try {
    for (const latency of LATENCIES) {
      const server = startServer(latency, ownDevVars);
      try {
        await waitForServer(server);
        for (const { route, cookie } of routes) {
          const measured = await measureRoute(route, cookie);
          const row = rows.get(route) ?? ({ route, ...measured, ms0: NaN, ms50: NaN } as Row);
          row[`ms${latency}`] = measured.totalMs;
          if (latency === 0) Object.assign(row, { status: measured.status, queries: measured.queries });
          Object.assign(row, { roundTrips: measured.roundTrips, sequential: measured.sequential });
          rows.set(route, row);
        }
        for (const { route, who } of DOWNLOADS) {
          const measured = await measureDownload(route, who === "referee" ? refereeCookie : assignorCookie);
          console.log(
            `  download ${route.padEnd(36)} ${measured.status} ${(measured.bytes / 1024).toFixed(0).padStart(6)} KB  ${measured.ms.toFixed(0).padStart(6)} ms to the last byte at ${latency} ms per round trip`,
          );
        }
        if (latency === 0) {
          await measureApi(ORIGIN, assignorCookie, "association scale");
        }
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((resolve) => server.once("exit", resolve));
          stopServer(server);
          await exited;
        }
      }
    }
  } finally {
    if (ownDevVars === null) rmSync(DEV_VARS, { force: true });
    else writeFileSync(DEV_VARS, ownDevVars);
  }
  printTable([...rows.values()]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run("react-router", ["build"]);
  await runRoutesBench();
}
