/**
 * Reminders benchmark (issue 8; part of `npm run bench`, or alone with
 * `npx tsx scripts/bench/reminders-bench.ts`): the 2,041-game English season in a scratch local D1,
 * 175 referees, confirmed assignments of which 200 (full crews on the busiest day) kick off within the next 24 hours; then one
 * cron pass of `game-reminders` followed by `deliver-outbox`, timed, with D1 round trips counted.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { getPlatformProxy } from "wrangler";
import { createOrganization, createUser, insertMany } from "~/db/factories";
import { newId } from "~/db/ids";
import { assignments, games, users } from "~/db/schema";
import { zonedTimeToInstant } from "~/domain/dates";
import { planGameImport } from "~/domain/game-import";
import { createDatabase } from "~/server/db.server";
import { writeGames } from "~/server/game-import.server";
import { deliverOutbox } from "~/server/outbox-delivery.server";
import { queueGameReminders } from "~/server/reminders.server";

const FIXTURES = "../shared/data/england-2024-25-fixtures.csv";
const FEES = { feeProfessionalCents: 15000, feeSemiProCents: 9000, feeAmateurCents: 6000, feeYouthCents: 4000 };
const TIME_ZONE = "Europe/London";
const DUE = 200;
const CREWED = 1200;

/** Counts every statement the D1 binding is asked to run (a batch counts as one round trip). */
function countingD1(d1: D1Database) {
  const counter = { roundTrips: 0 };
  const proxy = new Proxy(d1, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "batch" || property === "exec") {
        return (...args: unknown[]) => {
          counter.roundTrips += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (property === "prepare") {
        return (sql: string) => {
          const statement = (value as (s: string) => D1PreparedStatement).call(target, sql);
          return countingStatement(statement, counter);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: proxy, counter };
}

function countingStatement(statement: D1PreparedStatement, counter: { roundTrips: number }): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "bind") return (...args: unknown[]) => countingStatement((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args), counter);
      if (property === "all" || property === "run" || property === "first" || property === "raw") {
        return (...args: unknown[]) => {
          counter.roundTrips += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export async function runRemindersBench(): Promise<void> {
  console.log("\nReminders: one cron pass over a 2,041-game season with 200 reminders due");
  if (!existsSync(FIXTURES)) {
    console.log(`  skipped: ${FIXTURES} is not here (it ships beside the project, not in it)`);
    return;
  }
  const stateDir = ".wrangler/bench-reminders-scratch";
  rmSync(stateDir, { recursive: true, force: true });
  spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { stdio: "ignore" });
  const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${stateDir}/v3` } });
  try {
    const setup = createDatabase(env.DB);
    const organization = await createOrganization(setup, { timeZone: TIME_ZONE });
    const assignor = await createUser(setup, { organizationId: organization.id, role: "assignor" });
    const plan = planGameImport(readFileSync(FIXTURES, "utf8"), FEES);
    await writeGames(setup, plan, { organizationId: organization.id, actorId: assignor.id, duplicateMode: "skip" });
    const referees = Array.from({ length: 175 }, (_, index) => ({
      id: newId(),
      email: `bench.referee.${index}@example.com`,
      firstName: `Referee${index}`,
      lastName: "Bench",
      role: "referee" as const,
      refereeLevel: (index % 3) + 1,
      phone: index % 2 === 0 ? `+4475000${String(index).padStart(5, "0")}` : null,
    }));
    await insertMany(setup, users, referees);

    // "Now" opens the season's busiest 24 hours. Its games get full crews (referee, two assistants and
    // a fourth official) until 200 assignments are due; 1,000 other games get a referee each, beyond
    // the window, so the query has to pick the due ones out.
    const season = (await setup.select({ id: games.id, date: games.date, time: games.time }).from(games))
      .map((game) => ({ ...game, kickoff: zonedTimeToInstant(game.date, game.time, TIME_ZONE).getTime() }))
      .sort((a, b) => a.kickoff - b.kickoff);
    const DAY = 24 * 3_600_000;
    let best = 0;
    let bestCount = 0;
    for (let first = 0, last = 0; first < season.length; first++) {
      while (last < season.length && season[last]!.kickoff - season[first]!.kickoff < DAY) last++;
      if (last - first > bestCount) [best, bestCount] = [first, last - first];
    }
    const now = new Date(season[best]!.kickoff - 60_000);
    const inWindow = season.slice(best, best + bestCount);
    const positions = ["referee", "assistant_referee_1", "assistant_referee_2", "fourth_official"] as const;
    const dueRows: (typeof assignments.$inferInsert)[] = [];
    for (const position of positions) {
      for (const game of inWindow) {
        if (dueRows.length < DUE) dueRows.push({ id: newId(), organizationId: organization.id, gameId: game.id, refereeId: "", position, status: "confirmed" });
      }
    }
    dueRows.forEach((row, index) => (row.refereeId = referees[index % referees.length]!.id));
    const elsewhere = season.filter((game) => game.kickoff > now.getTime() + DAY + 3_600_000).slice(0, CREWED - DUE);
    await setup.update(games).set({ positionType: "four_official" });
    await insertMany(setup, assignments, [
      ...dueRows,
      ...elsewhere.map((game, index) => ({
        id: newId(),
        organizationId: organization.id,
        gameId: game.id,
        refereeId: referees[index % referees.length]!.id,
        status: "confirmed",
      })),
    ]);
    const crewed = { length: dueRows.length + elsewhere.length };
    const dueCount = dueRows.length;
    await setup.update(games).set({ status: "confirmed" });

    const { d1, counter } = countingD1(env.DB);
    const db = createDatabase(d1);
    let started = performance.now();
    const queued = await queueGameReminders(db, { now, origin: "https://whistle.example" });
    const queueMs = performance.now() - started;
    const queueTrips = counter.roundTrips;
    started = performance.now();
    const delivered = await deliverOutbox(db, {}, { now, limit: 1_000 });
    const deliverMs = performance.now() - started;
    const deliverTrips = counter.roundTrips - queueTrips;
    const again = await queueGameReminders(db, { now: new Date(now.getTime() + 5 * 60_000), origin: "https://whistle.example" });

    console.log(`  games ${season.length}, confirmed assignments ${crewed.length}, due ${dueCount} on ${inWindow.length} games (some referees have a phone: email + SMS)`);
    console.log(`  queue reminders   ${queued.queued} reminders in ${queueMs.toFixed(0)} ms, ${queueTrips} D1 round trips`);
    console.log(`  deliver outbox    ${delivered.notSent + delivered.sent} messages in ${deliverMs.toFixed(0)} ms, ${deliverTrips} D1 round trips (no provider: each marked not sent)`);
    console.log(`  next cron run     ${again.queued} reminders considered again, none queued twice (idempotency keys)`);
  } finally {
    await dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runRemindersBench();
