/**
 * Messages at association scale (issue 17; part of `npm run bench`, or alone with
 * `npx tsx scripts/bench/saturday-bench.ts`): a Saturday of 1,500 games with three officials each, every
 * 24-hour and 2-hour reminder by email and by text (18,000 messages), sent through the queues by the built
 * Worker inside workerd. The scenario is the integration test tests/integration/saturday-messages.test.ts
 * (one copy of it): this step runs that file and prints what it measured — the wall time to send every
 * message, the cron runs and consumer invocations, and the most D1 statements and subrequests any one
 * invocation used, beside the limits (D1's 1,000 statements; Workers Paid's 10,000 subrequests, held to 1,000 by the test).
 */
import { spawnSync } from "node:child_process";
import { run } from "../run";

export function runSaturdayBench(): void {
  console.log("\nMessages: a Saturday of 1,500 games × 3 officials through the queues (built Worker, workerd):");
  const test = spawnSync(
    "npx",
    ["vitest", "run", "--project", "integration", "tests/integration/saturday-messages.test.ts"],
    { encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } },
  );
  const lines = `${test.stdout}\n${test.stderr}`.split("\n").filter((line) => line.includes("[saturday]"));
  if (test.status !== 0 || lines.length === 0) {
    console.log(`  the Saturday test did not pass (exit ${test.status}); run it alone to see why:`);
    console.log(
      "  npx react-router build && npx vitest run --project integration tests/integration/saturday-messages.test.ts",
    );
    process.exitCode = 1;
    return;
  }
  for (const line of lines) console.log(`  ${line.slice(line.indexOf("[saturday]") + "[saturday] ".length)}`);
  console.log(
    "  limits per invocation: D1's 1,000 statements; subrequests held to 1,000 (Workers Paid allows 10,000); target: each sent within 10 minutes of falling due (asserted by the test)",
  );
}

// Alone: the test runs the built Worker, so build first.
if (import.meta.url === `file://${process.argv[1]}`) {
  run("react-router", ["build"]);
  runSaturdayBench();
}
