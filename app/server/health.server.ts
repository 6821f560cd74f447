/**
 * The database check of `/healthz` (uptime monitors, the status page): how many organizations, people and
 * games there are, read in one batch; an answer shows D1 answered.
 */
import { count } from "drizzle-orm";
import { games, organizations, users } from "~/db/schema";
import type { Database } from "./db.server";

export async function databaseCounts(db: Database) {
  const [orgs, people, scheduled] = await db.batch([
    db.select({ value: count() }).from(organizations),
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(games),
  ]);
  return {
    organizations: orgs[0]?.value ?? 0,
    users: people[0]?.value ?? 0,
    games: scheduled[0]?.value ?? 0,
  };
}
