import { createContext, RouterContextProvider } from "react-router";
import { createDatabase, type Database } from "./db.server";

export interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  db: Database;
}

/** What the Worker hands every loader, action and middleware: read it with `getAppContext`. */
export const appContext = createContext<AppContext>();

export function createAppContext(env: Env, ctx: ExecutionContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx, db: createDatabase(env.DB) });
  return context;
}

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
