import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "~/db/schema";

export type Database = DrizzleD1Database<typeof schema>;

/** The one way to reach D1: a drizzle client over the `DB` binding, made once per request. */
export function createDatabase(d1: D1Database): Database {
  return drizzle(d1, { schema });
}
