import { spawnSync } from "node:child_process";

/** Runs a command from node_modules/.bin (npm puts it on PATH), echoing it; exits on failure. */
export function run(command: string, args: string[]): void {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${command} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
