/**
 * Cron benchmark (issue 8; part of `npm run bench`, or alone with `npx tsx scripts/bench/reminders-bench.ts`):
 * the 2,041-game English season in a scratch local D1 with exactly 200 games whose reminder is due
 * (one confirmed referee each), then the real cron pass, every job of `scheduledJobs` in order, as
 * the Worker's `scheduled` handler runs it, then what it handed to the outbox queue through the queue
 * consumer (decision 0051) in batches of 100, through the real Resend and Twilio providers pointed at a
 * stub `fetch` that answers at once, so sending is included. Three passes five minutes apart (what is left over, then an idle pass). Each prints its run
 * time and D1 use, counted by the measuring wrapper on the D1 binding (decision 0049): round trips (a batch is one) and
 * statements (each statement of a batch counts).
 *
 * Outside workerd, the status checks that call the Worker itself (page render, API, live channel) have
 * no in-process handler and record a failure quickly; everything else runs as it does on Cloudflare.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { getPlatformProxy } from "wrangler";
import { createOrganization, createUser, insertMany } from "~/demo/factories";
import { newId } from "~/db/ids";
import { assignments, games, users } from "~/db/schema";
import { toZonedParts, zonedTimeToInstant } from "~/domain/dates";
import { planGameImport } from "~/domain/game-import";
import { measureD1, type D1Usage } from "~/server/d1-metrics.server";
import { createDatabase } from "~/server/db.server";
import { writeGames } from "~/server/game-import.server";
import type { Job } from "~/server/job-types.server";
import { runScheduledJobs, scheduledJobs } from "~/server/jobs.server";
import { consumeOutbox } from "~/server/message-queue.server";
import { providersFromEnv } from "~/server/outbox-delivery.server";
import { readConfig } from "~/server/config.server";
import { eq, sql } from "drizzle-orm";

const FIXTURES = "../shared/data/england-2024-25-fixtures.csv";
const FEES = { feeProfessionalCents: 15000, feeSemiProCents: 9000, feeAmateurCents: 6000, feeYouthCents: 4000 };
const TIME_ZONE = "Europe/London";
const DUE_GAMES = 200;
const HOUR = 3_600_000;
const RESEND = "https://resend.bench.invalid/emails";
const TWILIO = "https://twilio.bench.invalid";

/** The providers' APIs, answered at once; every other request goes out as usual (the local D1 and R2). */
function stubProviders() {
  const sent = { email: 0, sms: 0 };
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(RESEND)) {
      sent.email += 1;
      return new Response('{"id":"re_bench"}', { status: 200, headers: { "Content-Type": "application/json" } });
    }
    if (url.startsWith(TWILIO)) {
      sent.sms += 1;
      return new Response('{"sid":"SM_bench"}', { status: 201, headers: { "Content-Type": "application/json" } });
    }
    return realFetch(input, init);
  };
  return { sent, restore: () => (globalThis.fetch = realFetch) };
}

/** Each job of the list, timed and with its share of D1 use. */
function measured(
  jobs: Job[],
  usage: () => D1Usage,
  into: { name: string; ms: number; roundTrips: number; statements: number }[],
): Job[] {
  return jobs.map((job) => ({
    name: job.name,
    async run(context) {
      const before = usage();
      const started = performance.now();
      try {
        return await job.run(context);
      } finally {
        into.push({
          name: job.name,
          ms: performance.now() - started,
          roundTrips: usage().roundTrips - before.roundTrips,
          statements: usage().statements - before.statements,
        });
      }
    },
  }));
}

export async function runRemindersBench(): Promise<void> {
  console.log(`\nCron: the scheduled jobs over a 2,041-game season with reminders due for ${DUE_GAMES} games`);
  if (!existsSync(FIXTURES)) {
    console.log(`  skipped: ${FIXTURES} is not here (it ships beside the project, not in it)`);
    return;
  }
  const stateDir = ".wrangler/bench-reminders-scratch";
  rmSync(stateDir, { recursive: true, force: true });
  spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { stdio: "ignore" });
  const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${stateDir}/v3` } });
  const providers = stubProviders();
  try {
    const setup = createDatabase(env.DB);
    const organization = await createOrganization(setup, { timeZone: TIME_ZONE });
    const assignor = await createUser(setup, { organizationId: organization.id, role: "assignor" });
    const plan = planGameImport(readFileSync(FIXTURES, "utf8"), FEES);
    await writeGames(setup, plan, {
      organizationId: organization.id,
      currency: organization.currency,
      actorId: assignor.id,
      duplicateMode: "skip",
    });
    // One referee per game; a quarter of them can be texted, so reminders also go out as SMS.
    const referees = Array.from({ length: DUE_GAMES }, (_, index) => ({
      id: newId(),
      email: `bench.referee.${index}@example.com`,
      firstName: `Referee${index}`,
      lastName: "Bench",
      role: "referee" as const,
      refereeLevel: (index % 3) + 1,
      phone: index % 4 === 0 ? `+4475000${String(index).padStart(5, "0")}` : null,
    }));
    await insertMany(setup, users, referees);

    // "Now" is mid-season. The season never has 200 games within one day, so the 200 games that come
    // next are moved into the next 24 hours (spread over 22.5 hours); each gets one confirmed referee.
    // The games after them get a referee too (nothing unfilled in the alerts' 48 hours); earlier
    // games are over and were never staffed (nothing for the auto-completion to invent).
    const season = (await setup.select({ id: games.id, date: games.date, time: games.time }).from(games))
      .map((game) => ({ ...game, kickoff: zonedTimeToInstant(game.date, game.time, TIME_ZONE).getTime() }))
      .sort((a, b) => a.kickoff - b.kickoff);
    // The first game of the mid-season kick-off time, so no game at that same time is left unstaffed.
    let middle = Math.floor(season.length / 2);
    while (middle > 0 && season[middle - 1]!.kickoff === season[middle]!.kickoff) middle -= 1;
    const now = new Date(season[middle]!.kickoff - 30 * 60_000);
    const due = season.slice(middle, middle + DUE_GAMES);
    const later = season.slice(middle + DUE_GAMES);
    const step = (22.5 * HOUR) / DUE_GAMES;
    const moves = due.map((game, index) => {
      const at = toZonedParts(
        new Date(now.getTime() + 30 * 60_000 + Math.round((index * step) / 60_000) * 60_000),
        TIME_ZONE,
      );
      return setup.update(games).set({ date: at.date, time: at.time }).where(eq(games.id, game.id));
    });
    await setup.batch(moves as [(typeof moves)[number], ...typeof moves]);
    await setup.update(games).set({ positionType: "single" });
    const staffed = [...due, ...later];
    await insertMany(
      setup,
      assignments,
      staffed.map((game, index) => ({
        id: newId(),
        organizationId: organization.id,
        gameId: game.id,
        refereeId: referees[index % referees.length]!.id,
        position: "referee",
        status: "confirmed",
      })),
    );
    await setup
      .update(games)
      .set({ status: "confirmed" })
      .where(sql`${games.id} IN (SELECT value FROM json_each(${JSON.stringify(staffed.map((game) => game.id))}))`);
    console.log(
      `  games ${season.length}, due in the next 24 hours ${due.length} (one confirmed referee each, ${referees.filter((referee) => referee.phone).length} of them with a phone), later games staffed ${later.length}`,
    );

    // Counted by the Worker's own measuring wrapper (decision 0049).
    const meter = measureD1(env.DB);
    const d1 = meter.binding;
    const usage = () => meter.usage();
    // The queue the cron pass hands messages to (decision 0051), kept here; after each pass its messages go
    // through the consumer in batches of 100, as Queues would hand them to the Worker's queue handler.
    const handed: { body: unknown }[] = [];
    const outboxQueue = {
      send: async (body: unknown) => void handed.push({ body }),
      sendBatch: async (messages: Iterable<{ body: unknown }>) => void handed.push(...messages),
    };
    const cronEnv = {
      ...env,
      DB: d1,
      OUTBOX_QUEUE: outboxQueue,
      // No Durable Object outside workerd: the live broadcast after the run is skipped.
      LIVE: undefined,
      PUBLIC_ORIGIN: "https://whistle.example",
      RESEND_API_KEY: "re_bench",
      RESEND_ENDPOINT: RESEND,
      TWILIO_ACCOUNT_SID: "AC_bench",
      TWILIO_AUTH_TOKEN: "bench",
      TWILIO_FROM_NUMBER: "+447700900000",
      TWILIO_API_BASE: TWILIO,
    } as unknown as Env;
    const db = createDatabase(d1);
    for (const [pass, offset] of [0, 5, 10].entries()) {
      const before = usage();
      const sentBefore = { ...providers.sent };
      const jobs: { name: string; ms: number; roundTrips: number; statements: number }[] = [];
      const started = performance.now();
      const results = await runScheduledJobs(
        { env: cronEnv, db, now: new Date(now.getTime() + offset * 60_000), cron: "*/5 * * * *" },
        measured(scheduledJobs, usage, jobs),
      );
      const consumerStarted = performance.now();
      const before2 = usage();
      let batches = 0;
      while (handed.length > 0) {
        const batch = handed.splice(0, 100).map((message, index) => ({
          id: `bench-${index}`,
          timestamp: new Date(),
          attempts: 1,
          body: message.body,
          ack: () => undefined,
          retry: () => undefined,
        }));
        await consumeOutbox(
          db,
          providersFromEnv(cronEnv),
          batch,
          new Date(now.getTime() + offset * 60_000),
          // A script has no `cloudflare:workers` to read PUBLIC_ORIGIN from.
          readConfig(cronEnv).publicOrigin,
        );
        batches += 1;
      }
      const consumerMs = performance.now() - consumerStarted;
      jobs.push({
        name: "queue consumer",
        ms: consumerMs,
        roundTrips: usage().roundTrips - before2.roundTrips,
        statements: usage().statements - before2.statements,
      });
      results.push({ name: "queue consumer", ok: true, message: `${batches} batches of at most 100` });
      const ms = performance.now() - started;
      const roundTrips = usage().roundTrips - before.roundTrips;
      const statements = usage().statements - before.statements;
      const emails = providers.sent.email - sentBefore.email;
      const texts = providers.sent.sms - sentBefore.sms;
      console.log(
        `  run ${pass + 1} (+${offset} min)  ${ms.toFixed(0)} ms, ${roundTrips} D1 round trips, ${statements} D1 statements; sent ${emails} emails and ${texts} texts`,
      );
      for (const job of jobs) {
        const message = results.find((result) => result.name === job.name)?.message ?? "";
        console.log(
          `    ${job.name.padEnd(24)} ${job.ms.toFixed(0).padStart(5)} ms ${String(job.roundTrips).padStart(4)} trips ${String(job.statements).padStart(5)} statements  ${message}`,
        );
      }
    }
  } finally {
    providers.restore();
    await dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runRemindersBench();
