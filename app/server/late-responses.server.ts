/**
 * How often a referee left a slot open late (issue 21, decision 0076): their declines and turn-backs inside
 * the organization's decline cutoff (or within 48 hours of kick-off when it has none), flagged on the
 * assignment when they answered (`assignments.late_response`). The assignor sees the count on the referee's
 * profile.
 */
import { and, count, eq } from "drizzle-orm";
import { assignments } from "~/db/schema";
import type { Database } from "./db.server";

/** The query (await it, or put it in a `db.batch`): `[{ count }]` for one referee in one organization. */
export function lateResponsesQuery(
  db: Database,
  { organizationId, refereeId }: { organizationId: string; refereeId: string },
) {
  return db
    .select({ count: count() })
    .from(assignments)
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        eq(assignments.refereeId, refereeId),
        eq(assignments.lateResponse, true),
      ),
    );
}

export async function countLateResponses(
  db: Database,
  input: { organizationId: string; refereeId: string },
): Promise<number> {
  const [row] = await lateResponsesQuery(db, input);
  return row?.count ?? 0;
}
