/**
 * Import benchmark (part of `npm run bench`):
 * 1. Through the real action: signs in as the demo assignor and uploads the 2,041-game English season
 *    (../shared/data, when present) and a generated 10,000-row file to /assignor/games, timing each
 *    request end to end (upload, R2, parse, validate, D1 write) in workerd.
 * 2. Batched versus row-by-row, in the same run: writes the same 2,041 games into a scratch local D1
 *    once with the import's batched writer and once one INSERT per row, and prints the ratio.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { DEMO_ASSIGNOR_EMAIL, DEMO_PASSWORD } from "~/demo/demo-league";
import { createOrganization, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { games } from "~/db/schema";
import { planGameImport } from "~/domain/game-import";
import { createDatabase } from "~/server/db.server";
import { writeGames } from "~/server/game-import.server";
import { gameValues } from "~/server/games.server";

const FIXTURES = "../shared/data/england-2024-25-fixtures.csv";
const FEES = { feeProfessionalCents: 15000, feeSemiProCents: 9000, feeAmateurCents: 6000, feeYouthCents: 4000 };

export function generatedSeason(rows: number): string {
  const lines = ["homeTeam,awayTeam,date,time,venue,league,level,fee"];
  const levels = ["youth", "amateur", "semi-pro", "professional"];
  for (let index = 0; index < rows; index++) {
    const day = new Date(Date.UTC(2027, 0, 1) + Math.floor(index / 40) * 86_400_000).toISOString().slice(0, 10);
    const hour = String(8 + (index % 12)).padStart(2, "0");
    lines.push(
      `Club ${index % 97} U${10 + (index % 9)},Rivals ${index} FC,${day},${hour}:${index % 2 ? "30" : "00"},Field ${index % 31},Generated League,${levels[index % 4]},${40 + (index % 5) * 10}`,
    );
  }
  return lines.join("\n");
}

async function signIn(origin: string): Promise<string> {
  const body = new URLSearchParams({ email: DEMO_ASSIGNOR_EMAIL, password: DEMO_PASSWORD });
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    body,
    headers: { Origin: origin },
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__Host-whistle_session="));
  if (!cookie) throw new Error(`sign-in as the demo assignor failed (status ${response.status})`);
  return cookie.split(";")[0]!;
}

async function countGames(origin: string): Promise<number> {
  const health = (await (await fetch(`${origin}/healthz`)).json()) as { database: { games: number } };
  return health.database.games;
}

async function uploadThroughAction(origin: string, cookie: string, name: string, text: string) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("duplicates", "skip");
  form.set("file", new File([text], name, { type: "text/csv" }));
  const before = await countGames(origin);
  const started = performance.now();
  const response = await fetch(`${origin}/assignor/games`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: origin },
    redirect: "manual",
  });
  await response.arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  const imported = (await countGames(origin)) - before;
  return { name, status: response.status, rows: text.split("\n").length - 1, imported, seconds };
}

export async function runImportBench(origin: string): Promise<void> {
  console.log("\nCSV import through the real action (upload → R2 → parse → validate → D1), in workerd");
  const cookie = await signIn(origin);
  const files: { name: string; text: string }[] = [];
  if (existsSync(FIXTURES)) files.push({ name: "england-2024-25-fixtures.csv", text: readFileSync(FIXTURES, "utf8") });
  else console.log(`  (${FIXTURES} not found: skipping the real season)`);
  files.push({ name: "generated-10000.csv", text: generatedSeason(10_000) });
  for (const file of files) {
    const result = await uploadThroughAction(origin, cookie, file.name, file.text);
    console.log(
      `  ${result.name.padEnd(30)} ${String(result.rows).padStart(6)} rows  ${String(result.imported).padStart(6)} imported  ${result.seconds.toFixed(2)} s  ${Math.round(result.imported / result.seconds).toLocaleString("en-US")} rows/s  (HTTP ${result.status})`,
    );
  }

  console.log("\nBatched write versus one INSERT per row (same games, same scratch D1, same run)");
  const stateDir = ".wrangler/bench-import-scratch";
  rmSync(stateDir, { recursive: true, force: true });
  const { spawnSync } = await import("node:child_process");
  spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { stdio: "ignore" });
  const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${stateDir}/v3` } });
  try {
    const db = createDatabase(env.DB);
    const text = files[0]!.text;
    const plan = planGameImport(text, FEES);
    const organizationA = await createOrganization(db);
    const organizationB = await createOrganization(db);
    const actor = await createUser(db, { organizationId: organizationA.id, role: "assignor" });

    let started = performance.now();
    const batched = await writeGames(db, plan, {
      organizationId: organizationA.id,
      currency: organizationA.currency,
      actorId: actor.id,
      duplicateMode: "skip",
    });
    const batchedSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    for (const game of plan.games) {
      await db
        .insert(games)
        .values({ id: newId(), organizationId: organizationB.id, assignorId: actor.id, ...gameValues(game) });
    }
    const rowSeconds = (performance.now() - started) / 1000;
    console.log(`  batched      ${batched.imported} rows in ${batchedSeconds.toFixed(3)} s`);
    console.log(`  row by row   ${plan.games.length} rows in ${rowSeconds.toFixed(3)} s`);
    console.log(`  ratio        batched is ${(rowSeconds / batchedSeconds).toFixed(1)}× faster`);
  } finally {
    await dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
