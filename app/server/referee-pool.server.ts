/**
 * The Referee Pool (spec section 2): one organization's referees with their level, games this season
 * and whether they are available today, and one referee's profile for the View dialog. Every query
 * goes through the organization's memberships, so another organization's referees never appear. Each
 * read is one round trip (one `db.batch`) after the session.
 */
import { anyColumnContains } from "~/server/search.server";
import { and, asc, between, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  assignments,
  availabilityBlocks,
  availabilityRecurringBlocks,
  certifications,
  games,
  memberships,
  refereeRatings,
  userSettings,
  users,
} from "~/db/schema";
import { addDays, dayOfWeek } from "~/domain/dates";
import { visibleProfile } from "~/domain/privacy";
import { isAvailableToday, seasonOf, type RefereePoolFilters } from "~/domain/referee-pool";
import { ACCEPTED_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import { oneOffBlocks, recurringBlocksInForce } from "~/server/availability.server";
import type { AssignorScope } from "~/domain/permissions";
import { gameInScopeSql } from "./staff-scope.server";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import { verifiedInSql } from "./certifications.server";

/** The organization's computed rating of the referee (decision 0081): a left join, no row = not rated. */
function ratingOf(organizationId: string) {
  return and(eq(refereeRatings.organizationId, organizationId), eq(refereeRatings.refereeId, users.id));
}

function refereesOf(organizationId: string) {
  return and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"));
}

/**
 * Games this season of the referee in `refereeId` (a value or the outer query's column), counted in
 * SQL: confirmed or completed assignments of this organization's games in the season, not cancelled.
 * A correlated count on the assignments' (referee, status) index, so a page of cards costs one query
 * whatever the size of the league's season. The `+` keeps the organization's condition off the index
 * choice: without it SQLite walked the organization's every assignment for each referee (1,500 referees
 * times 62,000 assignments, seconds at association scale).
 */
function gamesThisSeasonSql(organizationId: string, refereeId: SQL | string, today: string) {
  const season = seasonOf(today);
  return sql<number>`(SELECT count(*) FROM ${assignments} JOIN ${games} ON ${games.id} = ${assignments.gameId}
    WHERE ${assignments.refereeId} = ${refereeId} AND ${filterOnly(assignments.organizationId)} = ${organizationId}
      AND ${assignments.status} IN ${[...ACCEPTED_ASSIGNMENT_STATUSES]} AND ${games.status} <> 'cancelled'
      AND ${games.date} BETWEEN ${season.start} AND ${season.end})`;
}

/** The Referee Pool's cards per page: a league of 1,500 referees is read a page at a time. */
export const REFEREE_POOL_PAGE_SIZE = 60;

/**
 * One page of the organization's referees matching the filters, by last name, each with the card's
 * figures, and how many match in all: one round trip (one `db.batch`). The blocks that decide
 * "available today" are read for the page's referees only, through the page's own query as a subquery.
 * A page past the last shows the last (one more batch, only for such an address).
 */
export async function listRefereePool(
  db: Database,
  organizationId: string,
  filters: RefereePoolFilters,
  today: string,
): Promise<{ referees: RefereeCard[]; total: number; page: number; pageCount: number }> {
  const conditions = [refereesOf(organizationId)];
  if (filters.level) conditions.push(eq(users.refereeLevel, filters.level));
  if (filters.query) {
    conditions.push(
      anyColumnContains([sql`${users.firstName} || ' ' || ${users.lastName}`, users.email], filters.query),
    );
  }
  const where = and(...conditions);
  const pageOf = async (page: number) => {
    const offset = (page - 1) * REFEREE_POOL_PAGE_SIZE;
    const pageIds = db
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(REFEREE_POOL_PAGE_SIZE)
      .offset(offset);
    const [referees, [count], blocks, recurring] = await db.batch([
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          refereeLevel: users.refereeLevel,
          rating: refereeRatings.rating,
          ratingCount: refereeRatings.evaluationCount,
          gamesThisSeason: gamesThisSeasonSql(organizationId, sql`${users.id}`, today),
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(refereeRatings, ratingOf(organizationId))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(REFEREE_POOL_PAGE_SIZE)
        .offset(offset),
      db
        .select({ count: sql<number>`count(*)` })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where),
      db
        .select({ userId: availabilityBlocks.userId, date: availabilityBlocks.date, kind: availabilityBlocks.kind })
        .from(availabilityBlocks)
        .where(and(inArray(availabilityBlocks.userId, pageIds), eq(availabilityBlocks.date, today))),
      db
        .select({
          userId: availabilityRecurringBlocks.userId,
          weekday: availabilityRecurringBlocks.weekday,
          kind: availabilityRecurringBlocks.kind,
          startsOn: availabilityRecurringBlocks.startsOn,
          endsOn: availabilityRecurringBlocks.endsOn,
        })
        .from(availabilityRecurringBlocks)
        .where(
          and(
            inArray(availabilityRecurringBlocks.userId, pageIds),
            eq(availabilityRecurringBlocks.weekday, dayOfWeek(today)),
          ),
        ),
    ]);
    return {
      total: Number(count?.count ?? 0),
      referees: referees.map((referee) => ({
        ...referee,
        gamesThisSeason: Number(referee.gamesThisSeason),
        availableToday: isAvailableToday(referee.id, today, blocks, recurring),
      })),
    };
  };
  const requested = Math.max(1, filters.page ?? 1);
  let result = await pageOf(requested);
  const pageCount = Math.max(1, Math.ceil(result.total / REFEREE_POOL_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  if (page !== requested) result = await pageOf(page);
  return { ...result, page, pageCount };
}

export interface RefereeCard {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  refereeLevel: number | null;
  /** The organization's computed rating and the evaluations behind it; null = not rated. */
  rating: number | null;
  ratingCount: number | null;
  gamesThisSeason: number;
  availableToday: boolean;
}

/** How far ahead the profile lists blocked days. */
const AVAILABILITY_DAYS_AHEAD = 30;

/**
 * One referee of the organization as the View dialog shows them, passed through the privacy rules
 * (`visibleProfile`) for this assignor. Null when the referee is not the organization's.
 */
export async function getRefereeProfile(
  db: Database,
  {
    organizationId,
    viewerId,
    refereeId,
    today,
    scope = null,
  }: { organizationId: string; viewerId: string; refereeId: string; today: string; scope?: AssignorScope | null },
) {
  // One round trip: the referee's own rows are read alongside the check that they are this
  // organization's referee, and dropped unread when they are not.
  const [[row], subjectOrganizations, certificationRows, recentGames, blocks, recurring] = await db.batch([
    db
      // Columns picked one by one: drizzle reads a `db.batch` result by column name, and the two
      // tables share some (created_at).
      .select({
        user: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          refereeLevel: users.refereeLevel,
          rating: refereeRatings.rating,
          ratingCount: refereeRatings.evaluationCount,
          bio: users.bio,
          location: users.location,
          website: users.website,
        },
        settings: {
          profileVisible: userSettings.profileVisible,
          contactInfoVisible: userSettings.contactInfoVisible,
          availabilityVisible: userSettings.availabilityVisible,
          statsVisible: userSettings.statsVisible,
        },
        gamesThisSeason: gamesThisSeasonSql(organizationId, refereeId, today),
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .leftJoin(refereeRatings, ratingOf(organizationId))
      .where(and(refereesOf(organizationId), eq(memberships.userId, refereeId))),
    db
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(eq(memberships.userId, refereeId)),
    db
      // With its id: the assignor verifies each one from the profile dialog.
      .select({
        id: certifications.id,
        name: certifications.name,
        level: certifications.level,
        verified: verifiedInSql(organizationId),
        kind: certifications.kind,
        expiresOn: certifications.expiresOn,
      })
      .from(certifications)
      .where(eq(certifications.userId, refereeId))
      .orderBy(asc(certifications.name)),
    db
      .select({
        id: assignments.id,
        position: assignments.position,
        status: assignments.status,
        date: games.date,
        time: games.time,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        venue: games.venue,
        level: games.level,
      })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.refereeId, refereeId),
          lt(games.date, today),
          inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
          // A limited assignor sees the referee's games of their scope only (decision 0064).
          gameInScopeSql(scope),
        ),
      )
      .orderBy(desc(games.date), desc(games.time))
      .limit(5),
    oneOffBlocks(
      db,
      refereeId,
      between(availabilityBlocks.date, today, addDays(today, AVAILABILITY_DAYS_AHEAD)),
    ).orderBy(asc(availabilityBlocks.date), asc(availabilityBlocks.startTime)),
    recurringBlocksInForce(db, refereeId, today),
  ]);
  if (!row) return null;
  const { user, settings, gamesThisSeason } = row;

  const profile = visibleProfile(
    { id: viewerId, role: "assignor", organizationIds: [organizationId] },
    {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      refereeLevel: user.refereeLevel,
      rating: user.rating,
      ratingCount: user.ratingCount,
      bio: user.bio,
      location: user.location,
      website: user.website,
      certifications: certificationRows,
      availability: { blocks, recurring },
      stats: { gamesCount: Number(gamesThisSeason) },
      organizationIds: subjectOrganizations.map((membership) => membership.organizationId),
      settings: {
        profileVisible: settings?.profileVisible ?? true,
        contactInfoVisible: settings?.contactInfoVisible ?? true,
        availabilityVisible: settings?.availabilityVisible ?? true,
        statsVisible: settings?.statsVisible ?? true,
      },
    },
  );
  return {
    ...profile,
    // Recent games are part of the referee's record (stats): shown only where stats are.
    recentGames: profile.hidden.stats ? [] : recentGames,
    // Today's blocks are among the next 30 days' and the weekly ones in force from today.
    availableToday: isAvailableToday(
      refereeId,
      today,
      blocks.map((block) => ({ ...block, userId: refereeId })),
      recurring.map((block) => ({ ...block, userId: refereeId })),
    ),
  };
}
