/**
 * "A refused request changed no row" (issue 32, decision 0090), cheaply: a trigger on every insert, update
 * and delete of the app's tables counts the write by table, so one query before and after a batch of
 * requests says whether any row changed, and where. Bookkeeping that a refusal writes by design is left
 * out: sessions (renewed on any request), rate-limit and idempotency counters, a key's "last used", the
 * delivery state of queued messages and webhooks, and a phone code's wrong tries (each counted, by rule).
 */
import { env } from "cloudflare:test";

const COUNTER = "input_suite_writes";
/** Tables a refusal may write. */
const UNTRACKED = new Set(["sessions", "rate_limits", "api_idempotency_keys", "d1_migrations", COUNTER]);
/** Columns a refusal may update: kept up to date by any request, a delivery's progress, a counted try. */
const UNTRACKED_COLUMNS: Record<string, readonly string[] | "all"> = {
  api_keys: ["last_used_at"],
  outbox: "all",
  webhook_deliveries: "all",
  phone_confirmation_codes: ["attempts"],
};

export type WriteCounts = Map<string, number>;

/** Creates the counter and its triggers on every table of the migrated database. */
export async function trackRowWrites(): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite!_%' ESCAPE '!' AND name NOT LIKE '!_cf!_%' ESCAPE '!'`,
  ).all<{ name: string }>();
  const tables = results.map(({ name }) => name).filter((name) => !UNTRACKED.has(name));
  const columns = await env.DB.batch<{ name: string }>(
    tables.map((table) => env.DB.prepare(`SELECT name FROM pragma_table_info(?)`).bind(table)),
  );
  const count = (table: string) =>
    `BEGIN INSERT INTO ${COUNTER} (tbl, n) VALUES ('${table}', 1) ON CONFLICT (tbl) DO UPDATE SET n = n + 1; END`;
  const statements = [
    env.DB.prepare(`CREATE TABLE IF NOT EXISTS ${COUNTER} (tbl TEXT PRIMARY KEY, n INTEGER NOT NULL)`),
    ...tables.flatMap((table, index) => {
      const untracked = UNTRACKED_COLUMNS[table] ?? [];
      const updated = columns[index]!.results.map(({ name }) => name).filter((name) => !untracked.includes(name));
      return [
        `CREATE TRIGGER IF NOT EXISTS "input_suite_${table}_insert" AFTER INSERT ON "${table}" ${count(table)}`,
        `CREATE TRIGGER IF NOT EXISTS "input_suite_${table}_delete" AFTER DELETE ON "${table}" ${count(table)}`,
        ...(untracked === "all"
          ? []
          : [
              `CREATE TRIGGER IF NOT EXISTS "input_suite_${table}_update" AFTER UPDATE OF ${updated.map((name) => `"${name}"`).join(", ")} ON "${table}" ${count(table)}`,
            ]),
      ].map((sql) => env.DB.prepare(sql));
    }),
  ];
  await env.DB.batch(statements);
}

/** How many writes each table has had since the triggers were made. */
export async function rowWrites(): Promise<WriteCounts> {
  const { results } = await env.DB.prepare(`SELECT tbl, n FROM ${COUNTER}`).all<{ tbl: string; n: number }>();
  return new Map(results.map(({ tbl, n }) => [tbl, n]));
}

/** The tables written between two counts. */
export function writtenTables(before: WriteCounts, after: WriteCounts): string[] {
  return [...after].filter(([table, n]) => (before.get(table) ?? 0) !== n).map(([table]) => table);
}
