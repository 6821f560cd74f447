import { activityLog } from "~/db/schema";
import { newId } from "~/db/ids";
import { insertIfChanged } from "./conditional-write.server";
import type { Database } from "./db.server";

export interface ActivityInput {
  organizationId: string;
  actorId: string | null;
  /** A dotted verb: `game.created`, `assignment.declined`, `games.imported`. */
  action: string;
  subjectType: string;
  subjectId: string;
  /** One line a person can read in Recent Activities. */
  summary: string;
  details?: Record<string, unknown>;
  /** A chosen id, when the row doubles as an "already done" marker (availability sync, decision 0022). */
  id?: string;
  /** When it happened, for a caller that keeps its own clock; the database's time otherwise. */
  createdAt?: Date;
}

/** The insert statement, for callers that put it in the same batch as the change it records. */
export function activityStatement(db: Database, entry: ActivityInput) {
  return db.insert(activityLog).values({ ...entry, id: entry.id ?? newId() });
}

/** The same row, written only if the batch's previous statement changed something (see conditional-write). */
export function activityIfChanged(db: Database, entry: ActivityInput) {
  return insertIfChanged(db, activityLog, { id: newId(), ...entry });
}
