import { applyD1Migrations, env } from "cloudflare:test";

// Each test file starts from a freshly migrated database holding only what the migrations insert.
// The files of one Vitest worker share a runtime (isolate: false, decision 0044), so the previous
// file's tables are dropped first, each after the tables that refer to it.
const { results } = await env.DB.prepare(
  `SELECT m.name AS name, f."table" AS parent
     FROM sqlite_master m LEFT JOIN pragma_foreign_key_list(m.name) f
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite!_%' ESCAPE '!' AND m.name NOT LIKE '!_cf!_%' ESCAPE '!'`,
).all<{ name: string; parent: string | null }>();
const parentsOf = new Map<string, Set<string>>();
for (const { name, parent } of results) {
  const parents = parentsOf.get(name) ?? new Set<string>();
  if (parent && parent !== name) parents.add(parent);
  parentsOf.set(name, parents);
}
const dropOrder: string[] = [];
while (parentsOf.size > 0) {
  const referenced = new Set([...parentsOf.values()].flatMap((parents) => [...parents]));
  const leaves = [...parentsOf.keys()].filter((name) => !referenced.has(name));
  if (leaves.length === 0)
    throw new Error(`Tables refer to each other in a cycle: ${[...parentsOf.keys()].join(", ")}`);
  for (const name of leaves) {
    dropOrder.push(name);
    parentsOf.delete(name);
  }
}
if (dropOrder.length > 0) {
  await env.DB.batch(dropOrder.map((name) => env.DB.prepare(`DROP TABLE "${name.replaceAll('"', '""')}"`)));
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
