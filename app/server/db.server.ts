import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "~/db/schema";

/** The drizzle client; `$client` is the raw D1 binding for the rare statement drizzle cannot build. */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

/** The one way to reach D1: a drizzle client over the `DB` binding, made once per request. */
export function createDatabase(d1: D1Database): Database {
  return drizzle(d1, { schema });
}
