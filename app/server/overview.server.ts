/**
 * The small, true figures on the portal overviews. Each query is scoped to one organization (and
 * for referees to the user too); "upcoming" means on or after today in the organization's time zone.
 */
import { and, count, eq, gte, inArray } from "drizzle-orm";
import { assignments, games, memberships } from "~/db/schema";
import { todayIn } from "~/domain/dates";
import type { Database } from "./db.server";

interface Scope {
  organizationId: string;
  timeZone: string;
  now?: Date;
}

export async function assignorOverview(db: Database, { organizationId, timeZone, now = new Date() }: Scope) {
  const today = todayIn(timeZone, now);
  const [upcoming, pending, referees] = await db.batch([
    db
      .select({ value: count() })
      .from(games)
      .where(
        and(
          eq(games.organizationId, organizationId),
          gte(games.date, today),
          inArray(games.status, ["pending", "assigned", "confirmed"]),
        ),
      ),
    db
      .select({ value: count() })
      .from(assignments)
      .where(and(eq(assignments.organizationId, organizationId), eq(assignments.status, "pending"))),
    db
      .select({ value: count() })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"))),
  ]);
  return {
    upcomingGames: upcoming[0]?.value ?? 0,
    pendingAssignments: pending[0]?.value ?? 0,
    referees: referees[0]?.value ?? 0,
  };
}

export async function refereeOverview(
  db: Database,
  { organizationId, timeZone, refereeId, now = new Date() }: Scope & { refereeId: string },
) {
  const today = todayIn(timeZone, now);
  const own = (status: "confirmed" | "pending") =>
    db
      .select({ value: count() })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.refereeId, refereeId),
          eq(assignments.status, status),
          gte(games.date, today),
        ),
      );
  const [confirmed, pending] = await db.batch([own("confirmed"), own("pending")]);
  return { upcomingConfirmed: confirmed[0]?.value ?? 0, pendingOffers: pending[0]?.value ?? 0 };
}
