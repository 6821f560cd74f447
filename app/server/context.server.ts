import { createContext, RouterContextProvider } from "react-router";
import { readConfig, type Config } from "./config.server";
import { createDatabase, type Database } from "./db.server";
import { generateNonce } from "./security-headers.server";

export interface AppContext {
  env: Env;
  /** The vars and secrets of `env`, checked (`readConfig`): which optional features are on, and why not. */
  config: Config;
  ctx: ExecutionContext;
  db: Database;
  /** This request's Content-Security-Policy nonce, for the inline scripts of the document. */
  cspNonce: string;
}

/** What the Worker hands every loader, action and middleware: read it with `getAppContext`. */
export const appContext = createContext<AppContext>();

/**
 * Checks the configuration first (once per isolate), so a malformed setting fails the first request loudly.
 * `d1` is the request's measured `DB` binding (`measureD1`), so every query counts in its Server-Timing.
 */
export function createAppContext(env: Env, ctx: ExecutionContext, d1: D1Database): RouterContextProvider {
  const context = new RouterContextProvider();
  const config = readConfig(env);
  context.set(appContext, { env, config, ctx, db: createDatabase(d1), cspNonce: generateNonce() });
  return context;
}

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
