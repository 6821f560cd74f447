/**
 * The scheduling engine's input for one organization (issue 10, decisions 0030 and 0042): its rules, the
 * slate's games, the referees with their blocks, the live assignments around the range, the season so
 * far counted per referee and the crews of past games. Every query is scoped to the organization.
 */
import { and, between, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { assignments, games, memberships, organizations, refereeRatings, venues, users } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { ACCEPTED_ASSIGNMENT_STATUSES, LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import type { ScheduleInput } from "~/domain/auto-assign";
import { buildScheduleInput, selectSlateGames, type AutoAssignRequest } from "~/domain/auto-assign-settings";
import { schedulingWindows } from "~/domain/auto-assign-history";
import { OTHER_ORGANIZATION_WINDOW_DAYS } from "~/domain/conflicts";
import { refereeBlocksBetween } from "./availability.server";
import type { AssignorScope } from "~/domain/permissions";
import { gameInScopeSql } from "./staff-scope.server";
import { otherOrganizationGamesByReferee, otherOrganizationGamesQuery } from "./other-organization-games.server";
import { refereeRuleFactsRead } from "./referee-rule-facts.server";
import { readOne } from "./batch-reads.server";
import type { Database } from "./db.server";
import type { ConflictSettingsRow } from "./open-games.server";

type RulesRow = ConflictSettingsRow;

export async function loadOrganizationRules(db: Database, organizationId: string): Promise<RulesRow | undefined> {
  const [row] = await db
    .select({
      id: organizations.id,
      timeZone: organizations.timeZone,
      travelBufferMinutes: organizations.travelBufferMinutes,
      maxGamesPerDay: organizations.maxGamesPerDay,
      conflictRules: organizations.conflictRules,
      schedulingSettings: organizations.schedulingSettings,
      assignmentPolicy: organizations.assignmentPolicy,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** At most this many assignments of past crew games are read (the most recent first). */
const CREW_ROWS_LIMIT = 5_000;

/**
 * The engine's input for the organization's open slots in the request's range (filtered by levels and
 * venues), with the referees and their dated and weekly blocks; every live or completed assignment in
 * the whole weeks and calendar months around the range (capacity, the weekly maximum, overlaps, travel);
 * the twelve months before those counted per referee and pairing in SQL (balance, fees, team exposure);
 * and the crews of past games (decision 0042). Each query is bounded by dates and runs on the
 * organization's games by date (`games_organization_date_idx`), joining assignments by game. The
 * referees' live games in other organizations around the range come along (decision 0066: when and at
 * what level only), so the engine never proposes a referee another league has at that hour.
 */
export async function loadScheduleInput(
  db: Database,
  organizationId: string,
  request: AutoAssignRequest,
  now = new Date(),
  scope: AssignorScope | null = null,
): Promise<{ input: ScheduleInput; slateGameIds: string[] } | null> {
  const organization = await loadOrganizationRules(db, organizationId);
  if (!organization) return null;
  const today = todayIn(organization.timeZone, now);
  const windows = schedulingWindows(request, today);
  const refereeOfOrganization = and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"));
  const organizationGame = and(eq(games.organizationId, organizationId), ne(games.status, "cancelled"));
  const workedOrOffered = and(
    eq(assignments.organizationId, organizationId),
    inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
  );

  const gameColumns = {
    id: games.id,
    date: games.date,
    time: games.time,
    venue: games.venue,
    level: games.level,
    homeTeam: games.homeTeam,
    awayTeam: games.awayTeam,
    positionType: games.positionType,
    feeCents: games.feeCents,
    status: games.status,
    minRefereeLevel: games.minRefereeLevel,
    maxRefereeLevel: games.maxRefereeLevel,
    latitude: venues.latitude,
    longitude: venues.longitude,
  };
  // The venue list gives a game's coordinates (travel goal), matched by name within the organization.
  const venueOfGame = and(eq(venues.organizationId, games.organizationId), eq(venues.name, games.venue));
  // The issue-21 facts of every referee (decision 0073), in one batch of their own beside the reads below,
  // with their teams' games a day either side of the range, as the dialog reads them around its game.
  const facts = readOne(
    db,
    refereeRuleFactsRead(db, organizationId, { from: addDays(request.from, -1), to: addDays(request.to, 1) }),
  );
  const [rangeGames, referees, live, history, crews, [blocks, recurringBlocks], elsewhere] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .leftJoin(venues, venueOfGame)
      // The slate: a limited assignor's games only (decision 0064); every other game still counts below
      // (a referee's other games are conflicts and load, whoever assigned them).
      .where(and(organizationGame, between(games.date, request.from, request.to), gameInScopeSql(scope)))
      .orderBy(games.date, games.time),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        refereeLevel: users.refereeLevel,
        // The organization's computed rating (decision 0081); no row = not rated.
        rating: refereeRatings.rating,
        ratingCount: refereeRatings.evaluationCount,
        homeLatitude: users.homeLatitude,
        homeLongitude: users.homeLongitude,
        maxGamesPerWeek: memberships.maxGamesPerWeek,
        maxGamesPerMonth: memberships.maxGamesPerMonth,
        schedulingPreferences: memberships.schedulingPreferences,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(
        refereeRatings,
        and(eq(refereeRatings.organizationId, organizationId), eq(refereeRatings.refereeId, users.id)),
      )
      .where(refereeOfOrganization)
      .orderBy(users.lastName, users.firstName),
    db
      .select({
        ...gameColumns,
        gameId: games.id,
        position: assignments.position,
        refereeId: assignments.refereeId,
        assignmentStatus: assignments.status,
      })
      .from(games)
      .innerJoin(assignments, eq(assignments.gameId, games.id))
      .leftJoin(venues, venueOfGame)
      .where(and(organizationGame, workedOrOffered, between(games.date, windows.detail.from, windows.detail.to))),
    db
      .select({
        refereeId: assignments.refereeId,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        games: sql<number>`count(*)`,
        feeCents: sql<number>`coalesce(sum(${games.feeCents}), 0)`,
      })
      .from(games)
      .innerJoin(assignments, eq(assignments.gameId, games.id))
      .where(and(organizationGame, workedOrOffered, between(games.date, windows.history.from, windows.history.to)))
      .groupBy(assignments.refereeId, games.homeTeam, games.awayTeam),
    db
      .select({ gameId: games.id, refereeId: assignments.refereeId, status: assignments.status, date: games.date })
      .from(games)
      .innerJoin(assignments, eq(assignments.gameId, games.id))
      .where(
        and(
          organizationGame,
          ne(games.positionType, "single"),
          eq(assignments.organizationId, organizationId),
          inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
          between(games.date, windows.crews.from, windows.crews.to),
        ),
      )
      .orderBy(desc(games.date))
      .limit(CREW_ROWS_LIMIT),
    refereeBlocksBetween(db, organizationId, addDays(request.from, -1), addDays(request.to, 1)),
    otherOrganizationGamesQuery(db, organizationId, {
      from: addDays(request.from, -OTHER_ORGANIZATION_WINDOW_DAYS),
      to: addDays(request.to, OTHER_ORGANIZATION_WINDOW_DAYS),
    }),
  ]);

  const factsOf = await facts;
  const slate = selectSlateGames(rangeGames, request);
  const slateIds = new Set(slate.map((game) => game.id));
  const inputGames = new Map(slate.map((game) => [game.id, game]));
  for (const row of live) if (!inputGames.has(row.gameId)) inputGames.set(row.gameId, row);
  const input = buildScheduleInput({
    organization,
    games: [...inputGames.values()].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time)),
    slateGameIds: [...slateIds],
    referees,
    blocks,
    recurringBlocks,
    assignments: live.map((row) => ({
      gameId: row.gameId,
      position: row.position,
      refereeId: row.refereeId,
      status: row.assignmentStatus,
    })),
    history,
    crews,
    today,
    otherOrganizationGames: otherOrganizationGamesByReferee(elsewhere),
    factsOf,
  });
  return { input, slateGameIds: [...slateIds] };
}

/** The venues the organization's upcoming games are played at, for the auto-assign filter. */
export function listUpcomingVenues(
  db: Database,
  organizationId: string,
  fromDate: string,
  scope: AssignorScope | null = null,
) {
  return db
    .selectDistinct({ venue: games.venue })
    .from(games)
    .where(
      and(
        eq(games.organizationId, organizationId),
        gte(games.date, fromDate),
        ne(games.status, "cancelled"),
        // A limited assignor's games' venues only (decision 0064).
        gameInScopeSql(scope),
      ),
    )
    .orderBy(games.venue)
    .limit(60);
}
