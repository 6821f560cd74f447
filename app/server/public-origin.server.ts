/**
 * The origin for absolute links in messages (`PUBLIC_ORIGIN`), read from the Worker's environment
 * (decision 0034). Event-writing functions are called from routes, the API, the scheduler and tests;
 * reading the binding here spares every caller an extra argument. The import is dynamic so Node
 * scripts (the benchmarks) that load these modules without calling them do not need `cloudflare:workers`.
 */
import { readConfig } from "./config.server";

export async function publicOrigin(): Promise<string> {
  const { env } = await import("cloudflare:workers");
  return readConfig(env).publicOrigin;
}
