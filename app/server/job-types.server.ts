/**
 * What a scheduled job is and what it is given (decision 0047): its own module, so the jobs import their
 * types from here and only the registry (`jobs.server.ts`) imports the jobs. No cycle between them.
 */
import type { Database } from "./db.server";

export interface JobContext {
  env: Env;
  db: Database;
  /** When the cron fired; jobs use it instead of the clock so a run is reproducible in tests. */
  now: Date;
  cron: string;
  /** The Worker's own request handler, for probing pages in-process (status checks). */
  appFetch?: (request: Request) => Promise<Response>;
  /**
   * Organizations whose data a job changed (games completed, alerts and reminders written); their open
   * pages are told once every job has run, as after a change made through a request (decision 0028).
   */
  changedOrganizations?: Set<string>;
}

export interface Job {
  name: string;
  run: (context: JobContext) => Promise<string | void>;
}

export interface JobResult {
  name: string;
  ok: boolean;
  message: string;
}
