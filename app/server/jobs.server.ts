import { lt } from "drizzle-orm";
import { sessions } from "~/db/schema";
import { purgeRetainedTaxRecordsJob } from "./account-deletion.server";
import { deleteExpiredAccessTokens, deleteStaleIdempotencyKeys } from "./api-keys.server";
import { credentialRemindersJob } from "./credential-reminders.server";
import { autoCompleteGamesJob, missingPayablesJob } from "./game-completion.server";
import { readQueues } from "./config.server";
import { enqueueDueOutbox, enqueueDueWebhooks } from "./message-queue.server";
import type { Job, JobContext, JobResult } from "./job-types.server";
import { publishOrganizationChanges } from "./live.server";
import { deleteDueOrganizationsJob } from "./organization-deletion.server";
import { gameRemindersJob, weeklyDigestJob } from "./reminders.server";
import { overdueReportsJob } from "./overdue-reports.server";
import { refreshRatingsJob } from "./ratings.server";
import { statusChecksJob } from "./status-checks.server";
import { unfilledGameAlertsJob } from "./unfilled-game-alerts.server";

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

/**
 * Hands what is due in the outbox to the queue (decision 0051): messages written since the last pass that
 * no change handed over yet, and any the queue lost. The queue's consumer sends them, many at once.
 */
const enqueueOutboxJob: Job = {
  name: "enqueue-outbox",
  async run({ env, db, now }) {
    const report = await enqueueDueOutbox(db, readQueues(env).outbox, { now });
    return `${report.enqueued} messages handed to the queue in ${report.sendCalls} calls`;
  },
};

/** Webhook deliveries that are due and no change handed over yet, handed to the webhook queue. */
const enqueueWebhooksJob: Job = {
  name: "enqueue-webhooks",
  async run({ env, db, now }) {
    const report = await enqueueDueWebhooks(db, readQueues(env).webhooks, { now });
    return `${report.enqueued} deliveries handed to the queue in ${report.sendCalls} calls`;
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

/** Everything the cron trigger runs, in order. */
export const scheduledJobs: Job[] = [
  deleteExpiredSessions,
  autoCompleteGamesJob,
  missingPayablesJob,
  unfilledGameAlertsJob,
  // Issue 22 (decision 0083): officials whose game report is overdue.
  overdueReportsJob,
  // Write the messages first, then hand them to the queue in the same run.
  gameRemindersJob,
  weeklyDigestJob,
  // Issue 21: credentials expiring in 30 and 7 days (decision 0075).
  credentialRemindersJob,
  // Issue 22: ratings recomputed once a UTC day, so evaluations age out of the 12 months (decision 0085).
  refreshRatingsJob,
  // Before delivery, so incident notices go out in the same run.
  statusChecksJob,
  enqueueOutboxJob,
  enqueueWebhooksJob,
  cleanUpApiState,
  // Tax records of deleted accounts, once the law no longer asks to keep them (decision 0057).
  purgeRetainedTaxRecordsJob,
  // Issue 18 (decision 0058): leagues past their 30-day grace period, a bounded number of rows per run.
  deleteDueOrganizationsJob,
];

/** Runs every job (one job failing never stops the others), then tells the changed organizations' pages. */
export async function runScheduledJobs(context: JobContext, jobs: Job[] = scheduledJobs): Promise<JobResult[]> {
  context.changedOrganizations ??= new Set();
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
  if (context.changedOrganizations.size > 0) {
    try {
      await publishOrganizationChanges(context.env, [...context.changedOrganizations]);
    } catch (error) {
      // Pages still catch up on focus; a failed broadcast must not fail the cron run.
      console.error("[cron] live updates failed:", error);
    }
  }
  return results;
}
