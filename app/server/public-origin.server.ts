/**
 * The origin for absolute links in messages (`PUBLIC_ORIGIN`), read from the Worker's environment
 * (decision 0034). Event-writing functions are called from routes, the API, the scheduler and tests;
 * reading the binding here spares every caller an extra argument.
 *
 * The Worker's entry hands its environment over at each invocation (`holdWorkerEnvironment`), so a request
 * reads it at once. Otherwise (a test calling a server function directly, a Node script) it is imported when
 * first asked for: dynamically, so Node scripts (the benchmarks) that load these modules without calling
 * them do not need `cloudflare:workers`. Requests must not import it themselves: under the Workers test
 * runner, requests importing it at the same moment shared one pending import across request contexts, which
 * workerd refuses ("Cannot perform I/O on behalf of a different request"), and they were cancelled as hung.
 */
import { readConfig } from "./config.server";

let workerEnvironment: unknown;

/** Called by the Worker's entry (workers/app.ts) with the environment of each fetch, cron and queue run. */
export function holdWorkerEnvironment(env: unknown): void {
  workerEnvironment = env;
}

export async function publicOrigin(): Promise<string> {
  if (workerEnvironment !== undefined) return readConfig(workerEnvironment).publicOrigin;
  const { env } = await import("cloudflare:workers");
  return readConfig(env).publicOrigin;
}
