/**
 * Public API benchmark (step 8 of `npm run bench`; issue 9): against the served, built Worker with the
 * demo league and the 2,041-game English season imported (through `POST /api/v1/games/import` when the
 * import bench has not already put it there), autocannon measures
 *   GET /api/v1/games (default page: 50 games), GET /api/v1/referees, and a static asset of the same
 *   server (/favicon.svg, the serving floor),
 * and prints requests/s, p50 and p99 latency, and each API route's throughput as a share of the floor.
 * Keys come from the real API Keys page. The API allows 120 requests a minute per key (decision 0025),
 * so each request takes the next of many read keys: the bench measures the API, not its 429s.
 */
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { DEMO_ASSIGNOR_EMAIL, DEMO_PASSWORD } from "~/demo/demo-league";

const FIXTURES = "../shared/data/england-2024-25-fixtures.csv";
const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const KEYS = 120;

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: DEMO_ASSIGNOR_EMAIL, password: DEMO_PASSWORD }),
    headers: { Origin: origin },
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__Host-whistle_session="));
  if (!cookie) throw new Error(`sign-in as the demo assignor failed (status ${response.status})`);
  return cookie.split(";")[0]!;
}

/** A key made the way an assignor makes one: the API Keys page's create action (fetcher request). */
async function createKey(origin: string, cookie: string, index: number, scope: "read" | "write"): Promise<string> {
  const response = await fetch(`${origin}/assignor/api.data`, {
    method: "POST",
    body: new URLSearchParams({ intent: "create", name: `Benchmark ${index}`, scope, kind: "key" }),
    headers: { Origin: origin, Cookie: cookie },
  });
  const secret = /whk_[a-z2-7]+/.exec(await response.text())?.[0];
  if (!secret) throw new Error(`creating an API key failed (status ${response.status})`);
  return secret;
}

async function ensureSeason(origin: string, writeKey: string): Promise<void> {
  if (!existsSync(FIXTURES)) {
    console.log(`  (${FIXTURES} not found: measuring with the demo league's games only)`);
    return;
  }
  const response = await fetch(`${origin}/api/v1/games/import?duplicates=skip`, {
    method: "POST",
    body: readFileSync(FIXTURES, "utf8"),
    headers: { Authorization: `Bearer ${writeKey}`, "Content-Type": "text/csv" },
  });
  if (!response.ok) throw new Error(`importing the season failed: ${response.status} ${await response.text()}`);
  const result = (await response.json()) as { imported?: number; skipped?: number };
  console.log(`  season: ${result.imported ?? 0} games imported, ${result.skipped ?? 0} already there`);
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(label: string, url: string, keys?: string[]): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: "GET",
        setupRequest: (request) =>
          keys
            ? { ...request, headers: { ...request.headers, authorization: `Bearer ${keys[next++ % keys.length]}` } }
            : request,
      },
    ],
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

export async function runApiBench(origin: string): Promise<void> {
  const cookie = await signIn(origin);
  await ensureSeason(origin, await createKey(origin, cookie, 0, "write"));
  await measureApi(origin, cookie, "demo league and the 2,041-game season");
}

/**
 * The API lists beside the static floor, with keys made by the signed-in assignor `cookie` (the
 * routes bench calls this at association scale).
 */
export async function measureApi(origin: string, cookie: string, data: string): Promise<void> {
  console.log(
    `\nPublic API, ${data} (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, served built Worker):`,
  );
  const keys: string[] = [];
  for (let index = 1; index <= KEYS; index++) keys.push(await createKey(origin, cookie, index, "read"));

  const check = await fetch(`${origin}/api/v1/games`, { headers: { Authorization: `Bearer ${keys[0]}` } });
  const page = (await check.json()) as { data: unknown[] };
  if (!check.ok) throw new Error(`GET /api/v1/games answered ${check.status}`);
  console.log(`  GET /api/v1/games returns ${page.data.length} games per default page`);

  const floor = await measure("static /favicon.svg", `${origin}/favicon.svg`);
  const gamesFigures = await measure("GET /api/v1/games", `${origin}/api/v1/games`, keys);
  const refereesFigures = await measure("GET /api/v1/referees", `${origin}/api/v1/referees`, keys);
  for (const figures of [floor, gamesFigures, refereesFigures]) {
    const ratio =
      figures === floor
        ? "floor"
        : `${((figures.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(0)}% of the floor's rate (target 50%)`;
    console.log(
      `  ${figures.label.padEnd(22)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   ${ratio}${figures.non2xx ? `   (${figures.non2xx} non-2xx or errors)` : ""}`,
    );
  }
}

// Alone: `npx tsx scripts/bench/api-bench.ts http://localhost:8787` against a running `npm start`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await runApiBench(process.argv[2] ?? "http://localhost:8787");
}
