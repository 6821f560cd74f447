import { lt } from "drizzle-orm";
import { sessions } from "~/db/schema";
import { deleteExpiredAccessTokens, deleteStaleIdempotencyKeys } from "./api-keys.server";
import type { Database } from "./db.server";
import { autoCompleteGamesJob } from "./game-completion.server";

export interface JobContext {
  env: Env;
  db: Database;
  /** When the cron fired; jobs use it instead of the clock so a run is reproducible in tests. */
  now: Date;
  cron: string;
}

export interface Job {
  name: string;
  run: (context: JobContext) => Promise<string | void>;
}

/** Sessions past their expiry can never be used again; keep the table small. */
const deleteExpiredSessions: Job = {
  name: "delete-expired-sessions",
  async run({ db, now }) {
    const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({
      id: sessions.id,
    });
    return `${deleted.length} expired sessions deleted`;
  },
};

/** Expired OAuth access tokens and idempotency records older than their 24-hour window. */
const cleanUpApiState: Job = {
  name: "clean-up-api-state",
  async run({ db, now }) {
    const tokens = await deleteExpiredAccessTokens(db, now);
    const replays = await deleteStaleIdempotencyKeys(db, now);
    return `${tokens} expired access tokens and ${replays} idempotency records deleted`;
  },
};

/**
 * Everything the cron trigger runs, in order. Later work adds reminders, outbox delivery,
 * webhook retries and status checks here.
 */
export const scheduledJobs: Job[] = [deleteExpiredSessions, autoCompleteGamesJob, cleanUpApiState];

export interface JobResult {
  name: string;
  ok: boolean;
  message: string;
}

/** Runs every job; one job failing never stops the others. */
export async function runScheduledJobs(
  context: JobContext,
  jobs: Job[] = scheduledJobs,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    try {
      const message = (await job.run(context)) ?? "done";
      results.push({ name: job.name, ok: true, message });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[cron] ${job.name} failed:`, error);
      results.push({ name: job.name, ok: false, message });
    }
  }
  return results;
}
