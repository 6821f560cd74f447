import type { JobContext } from "./job-types.server";

/**
 * Notes that a scheduled job changed these organizations' data, so `runScheduledJobs` tells their open
 * pages once every job has run (decision 0034). Its own module so jobs need not import the job list.
 */
export function markChanged(context: JobContext, organizationIds: Iterable<string>): void {
  context.changedOrganizations ??= new Set();
  for (const id of organizationIds) context.changedOrganizations.add(id);
}
