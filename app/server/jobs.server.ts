import { lt } from "drizzle-orm";
import { sessions } from "~/db/schema";
import { deleteExpiredAccessTokens, deleteStaleIdempotencyKeys } from "./api-keys.server";
import { autoCompleteGamesJob, missingPayablesJob } from "./game-completion.server";
import { deliverOutbox, providersFromEnv } from "./outbox-delivery.server";
import { markChanged } from "./job-changes.server";
import type { Job, JobContext, JobResult } from "./job-types.server";
import { publishOrganizationChanges } from "./live.server";
import { gameRemindersJob, weeklyDigestJob } from "./reminders.server";
import { statusChecksJob } from "./status-checks.server";
import { unfilledGameAlertsJob } from "./unfilled-game-alerts.server";
import { deliverWebhooks } from "./webhook-delivery.server";

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

/** Sends what is due in the outbox; messages written since the last run and retries whose time came. */
const deliverOutboxJob: Job = {
  name: "deliver-outbox",
  async run(context) {
    const { env, db, now } = context;
    const report = await deliverOutbox(db, providersFromEnv(env), { now, limit: 200 });
    markChanged(context, report.alertedOrganizations);
    return `${report.sent} sent, ${report.retrying} to retry, ${report.failed} failed, ${report.notSent} not sent, ${report.held} held for quiet hours`;
  },
};

/** Webhook deliveries that are due: new ones the after-request pass missed, and retries whose time came. */
const deliverWebhooksJob: Job = {
  name: "deliver-webhooks",
  async run({ env, db, now }) {
    const report = await deliverWebhooks(db, env, { now, limit: 200 });
    return `${report.delivered} delivered, ${report.retrying} to retry, ${report.failed} failed`;
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
  // Queue first, then deliver in the same run.
  gameRemindersJob,
  weeklyDigestJob,
  // Before delivery, so incident notices go out in the same run.
  statusChecksJob,
  deliverOutboxJob,
  deliverWebhooksJob,
  cleanUpApiState,
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
