import { createContext, RouterContextProvider } from "react-router";
import { createDatabase, type Database } from "./db.server";
import { generateNonce } from "./security-headers.server";

export interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  db: Database;
  /** This request's Content-Security-Policy nonce, for the inline scripts of the document. */
  cspNonce: string;
}

/** What the Worker hands every loader, action and middleware: read it with `getAppContext`. */
export const appContext = createContext<AppContext>();

export function createAppContext(env: Env, ctx: ExecutionContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx, db: createDatabase(env.DB), cspNonce: generateNonce() });
  return context;
}

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
