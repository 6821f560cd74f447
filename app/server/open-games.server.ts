/**
 * The open slots a referee may ask for, read in one round trip at any league size (issue 17): the next
 * upcoming games still short of officials (the games' derived status, decision 0040) at levels the
 * referee may work and without them on it, those games' live assignments, the referee's pending requests
 * for them, and the referee's own schedule, which `openGamesFor` (app/domain/open-games.ts) checks every
 * candidate against in memory. Every statement binds a handful of parameters: the candidate games reach
 * the other statements as a subquery, never as a list of ids.
 */
import { and, asc, eq, exists, gte, inArray, ne, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { assignments, gameRequests, games, type Membership, type Organization } from "~/db/schema";
import { parseConflictRules } from "~/domain/conflict-rules";
import type { OtherOrganizationGame } from "~/domain/conflicts";
import { todayIn, zonedTimeToInstant } from "~/domain/dates";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import {
  eligibleGameLevels,
  openGamesFor,
  scheduleWindowStart,
  type RefereeSchedule,
  type ScheduleSettings,
} from "~/domain/open-games";
import { readSchedulingSettings } from "~/domain/auto-assign-settings";
import { cachedInstantFunction } from "~/domain/time-intervals";
import { refereeBlocksStatements } from "./availability.server";
import { POSITIONS } from "~/domain/constants";
import { slotFeeSql } from "./slot-fee.server";
import { parseAssignmentPolicy } from "~/domain/assignment-policy";
import {
  coordinatesOf,
  refereeRuleFactsStatement,
  ruleFactsFrom,
  venueCoordinateColumns,
} from "./referee-rule-facts.server";
import type { Database } from "./db.server";
import { conflictGameColumns } from "./game-slot-columns.server";
import { filterOnly } from "./query-plan.server";

/** How many open games the list shows at most. */
export const OPEN_GAMES_LIMIT = 40;
/** How many upcoming games short of officials it reads to find them (some turn out ineligible). */
const CANDIDATE_LIMIT = 120;
/** A date after any game's: "from this date on" without an upper bound. */
const END_OF_TIME = "9999-12-31";

/** What of an organization its conflict checks read: settings, rules and assignment policy. */
export type ConflictSettingsRow = Pick<
  Organization,
  | "id"
  | "timeZone"
  | "travelBufferMinutes"
  | "maxGamesPerDay"
  | "conflictRules"
  | "schedulingSettings"
  | "assignmentPolicy"
>;

/** Who asks, as the session and its membership already say: no query needed to know them. */
export interface OpenGamesScope {
  organization: ConflictSettingsRow;
  membership: Pick<Membership, "maxGamesPerWeek" | "maxGamesPerMonth">;
  referee: { id: string; refereeLevel: number | null };
  now?: Date;
}

/** The organization's conflict settings as the domain reads them. */
export function scheduleSettingsOf(organization: OpenGamesScope["organization"]): ScheduleSettings {
  return {
    timeZone: organization.timeZone,
    travelBufferMinutes: organization.travelBufferMinutes,
    maxGamesPerDay: organization.maxGamesPerDay,
    maxGamesPerWeek: readSchedulingSettings(organization.schedulingSettings).maxGamesPerWeek,
    rules: parseConflictRules(organization.conflictRules),
    policy: parseAssignmentPolicy(organization.assignmentPolicy),
    instantOf: cachedInstantFunction(organization.timeZone),
  };
}

const liveStatuses = () => inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]);

/**
 * The referee's schedule from `from` on, unsent: the games of their live assignments in the organization
 * (games not cancelled: `checkConflicts`' "other live games"), their one-off blocks and weekly ones, and
 * what the organization knows of them (issue 21, `refereeRuleFactsStatement`).
 */
export function refereeScheduleQueries(db: Database, scope: OpenGamesScope, from: string) {
  const { organization, referee } = scope;
  const [blocks, weekly] = refereeBlocksStatements(db, organization.id, from, END_OF_TIME, referee.id);
  return [
    db
      .select(conflictGameColumns)
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(
        and(
          // Found through the referee's index; the organization only filters (query-plan.server.ts).
          eq(filterOnly(assignments.organizationId), organization.id),
          eq(assignments.refereeId, referee.id),
          liveStatuses(),
          ne(games.status, "cancelled"),
          gte(games.date, scheduleWindowStart(from)),
        ),
      ),
    blocks,
    weekly,
    refereeRuleFactsStatement(db, organization.id, { from, to: END_OF_TIME }, referee.id),
  ] as const;
}

/** The schedule the domain checks against, from what `refereeScheduleQueries` read. */
export function refereeScheduleOf(
  scope: OpenGamesScope,
  [ownGames, blocks, weekly, facts]: ScheduleRows,
): RefereeSchedule {
  return {
    facts: ruleFactsFrom(facts[0])(scope.referee.id),
    level: scope.referee.refereeLevel,
    blocks,
    weekly,
    games: ownGames,
    maxGamesPerWeek: scope.membership.maxGamesPerWeek,
    maxGamesPerMonth: scope.membership.maxGamesPerMonth,
  };
}

/** The open-games list's statements, unsent: put them in the page's one `db.batch` and hand the results to `openGamesFrom`. */
export function openGamesQueries(db: Database, scope: OpenGamesScope) {
  const { organization, referee } = scope;
  const today = todayIn(organization.timeZone, scope.now ?? new Date());
  const levels = eligibleGameLevels(referee.refereeLevel, parseConflictRules(organization.conflictRules));
  const short = and(
    eq(games.organizationId, organization.id),
    // A game with a position no live assignment holds (its derived status), of a level the referee may work.
    eq(games.status, "pending"),
    gte(games.date, today),
    inArray(games.level, levels),
    sql`NOT ${exists(
      db
        .select({ one: sql`1` })
        .from(assignments)
        .where(and(eq(assignments.gameId, games.id), eq(assignments.refereeId, referee.id), liveStatuses())),
    )}`,
  );
  const candidateIds = db
    .select({ id: games.id })
    .from(games)
    .where(short)
    .orderBy(asc(games.date), asc(games.time))
    .limit(CANDIDATE_LIMIT);
  return [
    db
      .select({
        id: games.id,
        date: games.date,
        time: games.time,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        venue: games.venue,
        venueAddress: games.venueAddress,
        level: games.level,
        positionType: games.positionType,
        minRefereeLevel: games.minRefereeLevel,
        maxRefereeLevel: games.maxRefereeLevel,
        ...venueCoordinateColumns,
        // What each slot pays (issue 21: the fee table and the game's own position fees).
        slotFees: sql<string>`json_array(${sql.join(
          POSITIONS.map((position) => slotFeeSql(sql.raw(`'${position}'`))),
          sql`, `,
        )})`,
      })
      .from(games)
      .where(short)
      .orderBy(asc(games.date), asc(games.time))
      .limit(CANDIDATE_LIMIT),
    db
      .select({
        gameId: assignments.gameId,
        position: assignments.position,
        status: assignments.status,
        refereeId: assignments.refereeId,
      })
      .from(assignments)
      .where(
        and(
          // Found through the candidates' game ids; the organization only filters (query-plan.server.ts).
          eq(filterOnly(assignments.organizationId), organization.id),
          inArray(assignments.gameId, candidateIds),
          liveStatuses(),
        ),
      ),
    db
      .select({ id: gameRequests.id, gameId: gameRequests.gameId, position: gameRequests.position })
      .from(gameRequests)
      .where(
        and(
          eq(gameRequests.organizationId, organization.id),
          eq(gameRequests.refereeId, referee.id),
          eq(gameRequests.status, "pending"),
          inArray(gameRequests.gameId, candidateIds),
        ),
      ),
    ...refereeScheduleQueries(db, scope, today),
  ] as const;
}

export type OpenGamesRows = BatchResponse<ReturnType<typeof openGamesQueries>>;
/** What `refereeScheduleQueries` read. */
export type ScheduleRows = BatchResponse<ReturnType<typeof refereeScheduleQueries>>;

/**
 * The open slots from what `openGamesQueries` read: games not started yet with an open position, the
 * referee not on them, eligible and without a hard conflict; soft warnings that remain (travel time,
 * daily maximum, capacity) are returned for the referee to see, with their pending request per position.
 */
export function openGamesFrom(
  scope: OpenGamesScope,
  rows: OpenGamesRows,
  /** The referee's live games in their other leagues (issue 20): a clash is "Busy with another organization". */
  otherOrganizationGames: readonly OtherOrganizationGame[] = [],
) {
  const [upcoming, live, pending, ...scheduleRows] = rows;
  const now = (scope.now ?? new Date()).getTime();
  const { timeZone } = scope.organization;
  const holdersOf = new Map<string, (typeof live)[number][]>();
  for (const row of live) holdersOf.set(row.gameId, [...(holdersOf.get(row.gameId) ?? []), row]);
  const candidates = upcoming
    .filter((game) => zonedTimeToInstant(game.date, game.time, timeZone).getTime() > now)
    .map(({ venueLatitude, venueLongitude, ...game }) => ({
      game: { ...game, coordinates: coordinatesOf({ venueLatitude, venueLongitude }) },
      holders: holdersOf.get(game.id) ?? [],
    }));
  const open = openGamesFor(
    candidates,
    scope.referee.id,
    { ...refereeScheduleOf(scope, scheduleRows), otherOrganizationGames },
    scheduleSettingsOf(scope.organization),
    OPEN_GAMES_LIMIT,
  );
  return open.map(({ game: { coordinates: _coordinates, slotFees, ...game }, open: positions, warnings }) => ({
    ...game,
    positions: positions.map((position) => ({
      position,
      feeCents: Number((JSON.parse(slotFees) as number[])[POSITIONS.indexOf(position)]),
      requestId: pending.find((row) => row.gameId === game.id && row.position === position)?.id ?? null,
    })),
    warnings,
  }));
}

/** The referee's games of one league as the other leagues' conflict rule reads them (their own games). */
export function asOtherOrganizationGames(scope: OpenGamesScope, rows: OpenGamesRows): OtherOrganizationGame[] {
  const rules = parseConflictRules(scope.organization.conflictRules);
  const timeZone = scope.organization.timeZone;
  return rows[3].map(({ date, time, level }) => ({ date, time, level, timeZone, rules }));
}

/** The open slots this referee may ask for, in one round trip. */
export async function listOpenGamesForReferee(db: Database, scope: OpenGamesScope) {
  return openGamesFrom(scope, await db.batch(openGamesQueries(db, scope)));
}
