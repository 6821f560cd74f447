/**
 * npm start: migrate the local D1 database, seed the demo league when it is empty, build, and serve
 * the built Worker in workerd on $PORT (default 8787).
 * npm run dev: the same, served by Vite with hot reload instead of a build.
 * Local data lives in .wrangler/state (or $WHISTLE_STATE_DIR).
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { DEMO_ASSIGNOR_EMAIL, DEMO_PASSWORD, DEMO_REFEREE_EMAIL } from "~/db/demo-league";
import { run } from "./run";
import { stateDir } from "./state-dir";

const dev = process.argv.includes("--dev");
/** --fresh: start from an empty database (the e2e suite uses it with its own state directory). */
const fresh = process.argv.includes("--fresh");
const port = process.env.PORT ?? "8787";

if (fresh) rmSync(stateDir, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
run("tsx", ["scripts/seed.ts"]);
if (!dev) run("react-router", ["build"]);

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
            `    assignor  ${DEMO_ASSIGNOR_EMAIL}`,
            `    referee   ${DEMO_REFEREE_EMAIL}`,
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
