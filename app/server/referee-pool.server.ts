/**
 * The Referee Pool (spec section 2): one organization's referees with their level, games this season
 * and whether they are available today, and one referee's profile for the View dialog. Every query
 * goes through the organization's memberships, so another organization's referees never appear.
 */
import { anyColumnContains } from "~/server/search.server";
import { and, asc, between, desc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  assignments,
  availabilityBlocks,
  availabilityRecurringBlocks,
  certifications,
  games,
  memberships,
  userSettings,
  users,
} from "~/db/schema";
import { addDays, dayOfWeek } from "~/domain/dates";
import { visibleProfile } from "~/domain/privacy";
import {
  countGamesThisSeason,
  isAvailableToday,
  seasonOf,
  SEASON_GAME_STATUSES,
  type RefereePoolFilters,
} from "~/domain/referee-pool";
import { recurringBlocksInForce } from "~/server/availability.server";
import type { Database } from "./db.server";

function refereesOf(organizationId: string) {
  return and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"));
}

/** The season's confirmed and completed assignments of the organization's referees (or of one). */
async function seasonAssignments(db: Database, organizationId: string, today: string, refereeId?: string) {
  const season = seasonOf(today);
  return db
    .select({
      refereeId: assignments.refereeId,
      status: assignments.status,
      gameDate: games.date,
      gameStatus: games.status,
    })
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        refereeId ? eq(assignments.refereeId, refereeId) : undefined,
        inArray(assignments.status, [...SEASON_GAME_STATUSES]),
        between(games.date, season.start, season.end),
      ),
    );
}

/** Today's one-off and weekly blocks of the organization's referees. */
async function blocksOn(db: Database, organizationId: string, today: string) {
  return Promise.all([
    db
      .select({ userId: availabilityBlocks.userId, date: availabilityBlocks.date, kind: availabilityBlocks.kind })
      .from(availabilityBlocks)
      .innerJoin(memberships, eq(memberships.userId, availabilityBlocks.userId))
      .where(and(refereesOf(organizationId), eq(availabilityBlocks.date, today))),
    db
      .select({
        userId: availabilityRecurringBlocks.userId,
        weekday: availabilityRecurringBlocks.weekday,
        kind: availabilityRecurringBlocks.kind,
        startsOn: availabilityRecurringBlocks.startsOn,
        endsOn: availabilityRecurringBlocks.endsOn,
      })
      .from(availabilityRecurringBlocks)
      .innerJoin(memberships, eq(memberships.userId, availabilityRecurringBlocks.userId))
      .where(and(refereesOf(organizationId), eq(availabilityRecurringBlocks.weekday, dayOfWeek(today)))),
  ]);
}

/** The organization's referees matching the filters, by last name, each with the card's figures. */
export async function listRefereePool(
  db: Database,
  organizationId: string,
  filters: RefereePoolFilters,
  today: string,
) {
  const conditions = [refereesOf(organizationId)];
  if (filters.level) conditions.push(eq(users.refereeLevel, filters.level));
  if (filters.query) {
    conditions.push(
      anyColumnContains([sql`${users.firstName} || ' ' || ${users.lastName}`, users.email], filters.query),
    );
  }
  const [referees, season, [blocks, recurring]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        refereeLevel: users.refereeLevel,
        rating: users.rating,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(...conditions))
      .orderBy(asc(users.lastName), asc(users.firstName)),
    seasonAssignments(db, organizationId, today),
    blocksOn(db, organizationId, today),
  ]);
  const counts = countGamesThisSeason(season, today);
  return referees.map((referee) => ({
    ...referee,
    gamesThisSeason: counts.get(referee.id) ?? 0,
    availableToday: isAvailableToday(referee.id, today, blocks, recurring),
  }));
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
  }: { organizationId: string; viewerId: string; refereeId: string; today: string },
) {
  const [row] = await db
    .select({ user: users, settings: userSettings })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(refereesOf(organizationId), eq(memberships.userId, refereeId)));
  if (!row) return null;
  const { user, settings } = row;

  const [
    subjectOrganizations,
    certificationRows,
    recentGames,
    blocks,
    recurring,
    season,
    [todayBlocks, todayRecurring],
  ] = await Promise.all([
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
        verified: certifications.verified,
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
          inArray(assignments.status, ["confirmed", "completed"]),
        ),
      )
      .orderBy(desc(games.date), desc(games.time))
      .limit(5),
    db
      .select({
        date: availabilityBlocks.date,
        kind: availabilityBlocks.kind,
        startTime: availabilityBlocks.startTime,
        endTime: availabilityBlocks.endTime,
      })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.userId, refereeId),
          between(availabilityBlocks.date, today, addDays(today, AVAILABILITY_DAYS_AHEAD)),
        ),
      )
      .orderBy(asc(availabilityBlocks.date), asc(availabilityBlocks.startTime)),
    recurringBlocksInForce(db, refereeId, today),
    seasonAssignments(db, organizationId, today, refereeId),
    blocksOn(db, organizationId, today),
  ]);

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
      bio: user.bio,
      location: user.location,
      website: user.website,
      certifications: certificationRows,
      availability: { blocks, recurring },
      stats: { gamesCount: countGamesThisSeason(season, today).get(refereeId) ?? 0 },
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
    availableToday: isAvailableToday(refereeId, today, todayBlocks, todayRecurring),
  };
}
