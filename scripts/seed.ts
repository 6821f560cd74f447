/**
 * Seeds the local D1 database (the one `npm start` and `npm run dev` use) with the demo leagues.
 *   npm run db:seed              seed when the database has no organization yet
 *   npm run db:reset             drop the local database, migrate again, then seed
 * Local only: it reaches D1 through wrangler's platform proxy, which never talks to Cloudflare.
 */
import { rmSync } from "node:fs";
import { count } from "drizzle-orm";
import { getPlatformProxy } from "wrangler";
import { organizations } from "~/db/schema";
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemoLeague } from "~/demo/demo-league";
import { seedDemoStatusHistory } from "~/demo/demo-status";
import { createDatabase } from "~/server/db.server";
import { run } from "./run";
import { stateDir } from "./state-dir";

const reset = process.argv.includes("--reset");

if (reset) {
  rmSync(`${stateDir}/v3/d1`, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
}

const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${stateDir}/v3` } });
try {
  const db = createDatabase(env.DB);
  const [existing] = await db.select({ value: count() }).from(organizations);
  if ((existing?.value ?? 0) > 0) {
    console.log("Demo data: the local database already has data; nothing seeded (npm run db:reset starts over).");
  } else {
    const started = performance.now();
    const summary = await seedDemoLeague(db);
    await seedDemoStatusHistory(db);
    console.log(
      `Demo data: seeded two leagues (${summary.referees} and ${summary.secondLeague.referees} referees, ${summary.sharedRefereeIds.length} in both; ${summary.games} and ${summary.secondLeague.games} games) in ${Math.round(performance.now() - started)} ms.`,
    );
  }
  console.log(
    [
      `Demo sign-ins (password ${DEMO_PASSWORD}):`,
      ...DEMO_SIGN_INS.map(({ email, who }) => `  ${email.padEnd(36)}${who}`),
    ].join("\n"),
  );
} finally {
  await dispose();
}
