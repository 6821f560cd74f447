/**
 * npm start: migrate the local D1 database, seed the demo league when it is empty, build (unless
 * build/ is newer than every source), and serve the built Worker in workerd on $PORT (default 8787).
 * npm run dev: the same, served by Vite with hot reload instead of a build.
 * Local data lives in .wrangler/state (or $WHISTLE_STATE_DIR).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { DEMO_PASSWORD, DEMO_SIGN_INS } from "~/demo/demo-league";
import { run } from "./run";
import { stateDir } from "./state-dir";

const dev = process.argv.includes("--dev");

/** --fresh: start from an empty database (the e2e suite uses it with its own state directory). */
const fresh = process.argv.includes("--fresh");
const port = process.env.PORT ?? "8787";

/** What `react-router build` reads: when none of it changed since the last build, building again is waste. */
const BUILD_INPUTS = [
  "app",
  "workers",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "wrangler.toml",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

function newestChange(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** The built Worker and client exist and are newer than everything they were built from. */
function buildIsCurrent(): boolean {
  const built = statSync("build/server/index.js", { throwIfNoEntry: false });
  if (!built || !existsSync("build/client")) return false;
  return BUILD_INPUTS.every((input) => newestChange(input) < built.mtimeMs);
}

if (fresh) rmSync(stateDir, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
run("tsx", ["scripts/seed.ts"]);
if (!dev) {
  if (buildIsCurrent()) console.log("\nThe build in build/ is newer than every source file: serving it as it is.");
  else run("react-router", ["build"]);
}

const server = spawn(
  "vite",
  dev ? ["dev", "--port", port, "--strictPort"] : ["preview", "--port", port, "--strictPort"],
  { stdio: ["inherit", "pipe", "inherit"] },
);

server.stdout.pipe(process.stdout);

/** Announce only once the Worker answers, so the URL printed is one that works. */
async function announceWhenReady() {
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) {
        console.log(
          [
            "",
            `  Whistle is running at ${url}`,
            "",
            `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
            ...DEMO_SIGN_INS.map(({ email, who }) => `    ${email.padEnd(36)}${who}`),
            "",
          ].join("\n"),
        );
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`The server did not answer on ${url}/healthz within two minutes.`);
}
void announceWhenReady();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
