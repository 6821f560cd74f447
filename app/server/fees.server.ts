/**
 * Fee schedules and travel pay (issue 21, decision 0078): the organization's fee table and mileage settings,
 * a game's own fees per position, who drives to a game, and the mileage each payable gets at completion.
 * The rules themselves are `slotFee` and `mileageCents` (app/domain/fees.ts).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  assignments,
  feeScheduleEntries,
  gamePositionFees,
  games,
  organizations,
  travelStartPoints,
  users,
} from "~/db/schema";
import { newId } from "~/db/ids";
import { startPointFor } from "~/domain/referee-rule-checks";
import {
  POSITIONS_BY_TYPE,
  type DistanceUnit,
  type GameLevel,
  type Position,
  type PositionType,
  type RankPosition,
} from "~/domain/constants";
import { ageGroupKey, mileageCents, type FeeScheduleEntry, type MileageSettings } from "~/domain/fees";
import type { AssignorScope } from "~/domain/permissions";
import { activityStatement } from "./activity.server";
import { gameInScopeSql } from "./staff-scope.server";
import type { Database } from "./db.server";
import { coordinatesOf, homeOf, startPointOf, venueCoordinateColumns } from "./referee-rule-facts.server";

/** The organization's fee table, for a page's batch. */
export function feeScheduleQuery(db: Database, organizationId: string) {
  return db
    .select({
      level: feeScheduleEntries.level,
      position: feeScheduleEntries.position,
      ageGroup: feeScheduleEntries.ageGroup,
      feeCents: feeScheduleEntries.feeCents,
    })
    .from(feeScheduleEntries)
    .where(eq(feeScheduleEntries.organizationId, organizationId))
    .orderBy(feeScheduleEntries.ageGroup, feeScheduleEntries.level, feeScheduleEntries.position);
}

export function feeScheduleOf(rows: Awaited<ReturnType<typeof feeScheduleQuery>>): FeeScheduleEntry[] {
  return rows.map((row) => ({
    level: row.level as GameLevel,
    position: row.position as RankPosition,
    ageGroup: row.ageGroup,
    feeCents: Number(row.feeCents),
  }));
}

/** The organization's mileage settings as the domain reads them. */
export function mileageSettingsOf(organization: {
  mileageRateCents: number | null;
  mileageUnit: string;
  mileageFreeDistance: number;
  mileagePaidTo: string;
}): MileageSettings {
  return {
    rateCents: organization.mileageRateCents,
    unit: organization.mileageUnit === "km" ? "km" : "mi",
    freeDistance: Number(organization.mileageFreeDistance),
    paidTo: organization.mileagePaidTo === "driver" ? "driver" : "all",
  };
}

/**
 * Replaces the fee table's rows for one age group ('' = any) with `entries`, in one batch: a level ×
 * position left empty has no row, so the game's fee (or the any-age-group row) applies again.
 */
export async function saveFeeTable(
  db: Database,
  {
    organizationId,
    actorId,
    ageGroup,
    entries,
  }: { organizationId: string; actorId: string; ageGroup: string; entries: readonly FeeScheduleEntry[] },
) {
  const key = ageGroupKey(ageGroup);
  await db.batch([
    db
      .delete(feeScheduleEntries)
      .where(
        and(
          eq(feeScheduleEntries.organizationId, organizationId),
          sql`lower(trim(${feeScheduleEntries.ageGroup})) = ${key}`,
        ),
      ),
    ...entries.map((entry) =>
      db.insert(feeScheduleEntries).values({
        id: newId(),
        organizationId,
        level: entry.level,
        position: entry.position,
        ageGroup: ageGroup.trim(),
        feeCents: entry.feeCents,
      }),
    ),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "organization.updated",
      subjectType: "organization",
      subjectId: organizationId,
      summary:
        ageGroup.trim() === ""
          ? `Updated the fee table (${entries.length} fees)`
          : `Updated the fee table for ${ageGroup.trim()} (${entries.length} fees)`,
      details: { feeTable: ageGroup.trim(), fees: entries.length },
    }),
  ]);
}

export async function saveMileageSettings(
  db: Database,
  { organizationId, actorId, settings }: { organizationId: string; actorId: string; settings: MileageSettings },
) {
  await db.batch([
    db
      .update(organizations)
      .set({
        mileageRateCents: settings.rateCents,
        mileageUnit: settings.unit satisfies DistanceUnit,
        mileageFreeDistance: settings.freeDistance,
        mileagePaidTo: settings.paidTo,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, organizationId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "organization.updated",
      subjectType: "organization",
      subjectId: organizationId,
      summary:
        settings.rateCents === null
          ? "Turned mileage pay off"
          : `Set mileage pay to ${settings.rateCents} cents per ${settings.unit} beyond ${settings.freeDistance} ${settings.unit}, paid to ${settings.paidTo === "driver" ? "drivers only" : "every official"}`,
      details: { mileage: settings },
    }),
  ]);
}

/** A game of the organization (within a limited assignor's scope), its own fees per position and the fee table. */
export async function gamePositionFeesRead(
  db: Database,
  { organizationId, gameId, scope = null }: { organizationId: string; gameId: string; scope?: AssignorScope | null },
) {
  const [[game], overrides, schedule] = await db.batch([
    db
      .select({
        id: games.id,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        date: games.date,
        level: games.level,
        ageGroup: games.ageGroup,
        feeCents: games.feeCents,
        positionType: games.positionType,
      })
      .from(games)
      .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId), gameInScopeSql(scope))),
    db
      .select({ position: gamePositionFees.position, feeCents: gamePositionFees.feeCents })
      .from(gamePositionFees)
      .where(and(eq(gamePositionFees.organizationId, organizationId), eq(gamePositionFees.gameId, gameId))),
    feeScheduleQuery(db, organizationId),
  ]);
  if (!game) return null;
  return { game, overrides, schedule: feeScheduleOf(schedule) };
}

/**
 * Sets a game's own fees per position (null = the fee table's again) in one batch; only the positions its
 * crew has are kept. False when the game is not the organization's (or outside the scope).
 */
export async function saveGamePositionFees(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    scope = null,
    fees,
  }: {
    organizationId: string;
    actorId: string;
    gameId: string;
    scope?: AssignorScope | null;
    fees: Record<Position, number | null>;
  },
): Promise<boolean> {
  const found = await gamePositionFeesRead(db, { organizationId, gameId, scope });
  if (!found) return false;
  const { game } = found;
  const positions = POSITIONS_BY_TYPE[game.positionType as PositionType] ?? [];
  const set = positions.flatMap((position) => {
    const cents = fees[position];
    return cents === null || cents === undefined ? [] : [{ position, feeCents: cents }];
  });
  await db.batch([
    db
      .delete(gamePositionFees)
      .where(and(eq(gamePositionFees.organizationId, organizationId), eq(gamePositionFees.gameId, gameId))),
    ...set.map((entry) => db.insert(gamePositionFees).values({ gameId, organizationId, ...entry })),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "game.updated",
      subjectType: "game",
      subjectId: gameId,
      summary: `Updated ${game.homeTeam} vs ${game.awayTeam} on ${game.date}`,
      details: { homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: game.date, positionFees: set },
    }),
  ]);
  return true;
}

/** Marks (or unmarks) the official of an assignment as its game's driver; false when no such assignment. */
export async function setAssignmentDriver(
  db: Database,
  {
    organizationId,
    assignmentId,
    driver,
    scope = null,
  }: { organizationId: string; assignmentId: string; driver: boolean; scope?: AssignorScope | null },
): Promise<boolean> {
  const inScope = gameInScopeSql(scope);
  const updated = await db
    .update(assignments)
    .set({ driver, updatedAt: new Date() })
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        eq(assignments.id, assignmentId),
        inScope
          ? inArray(
              assignments.gameId,
              db
                .select({ id: games.id })
                .from(games)
                .where(and(eq(games.organizationId, organizationId), inScope)),
            )
          : undefined,
      ),
    )
    .returning({ id: assignments.id });
  return updated.length > 0;
}

/**
 * The mileage of each confirmed assignment of these games, as a JSON object `{ assignmentId: cents }` for
 * the completion's payable insert (`insertPayables`), read in one batch before it. Mileage needs a
 * great-circle distance SQLite does not compute, hence the read; an assignment confirmed between this read
 * and the completion's batch is paid no mileage (the assignor can add it on the payable).
 */
export async function completionMileage(
  db: Database,
  { organizationId, gameIds }: { organizationId: string; gameIds: readonly string[] },
): Promise<string> {
  if (gameIds.length === 0) return "{}";
  const ids = JSON.stringify(gameIds);
  const confirmedOfGames = and(
    eq(assignments.organizationId, organizationId),
    sql`${assignments.gameId} IN (SELECT value FROM json_each(${ids}))`,
    eq(assignments.status, "confirmed"),
  );
  const [organizationRows, crew, startPoints] = await db.batch([
    db
      .select({
        mileageRateCents: organizations.mileageRateCents,
        mileageUnit: organizations.mileageUnit,
        mileageFreeDistance: organizations.mileageFreeDistance,
        mileagePaidTo: organizations.mileagePaidTo,
      })
      .from(organizations)
      .where(eq(organizations.id, organizationId)),
    db
      .select({
        assignmentId: assignments.id,
        refereeId: assignments.refereeId,
        driver: assignments.driver,
        date: games.date,
        time: games.time,
        ...venueCoordinateColumns,
        homeLatitude: users.homeLatitude,
        homeLongitude: users.homeLongitude,
      })
      .from(assignments)
      .innerJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
      .innerJoin(users, eq(users.id, assignments.refereeId))
      .where(confirmedOfGames),
    db
      .select({
        userId: travelStartPoints.userId,
        latitude: travelStartPoints.latitude,
        longitude: travelStartPoints.longitude,
        weekdays: travelStartPoints.weekdays,
        fromTime: travelStartPoints.fromTime,
        toTime: travelStartPoints.toTime,
      })
      .from(travelStartPoints)
      .where(
        inArray(
          travelStartPoints.userId,
          db.select({ id: assignments.refereeId }).from(assignments).where(confirmedOfGames),
        ),
      )
      .orderBy(travelStartPoints.createdAt),
  ]);
  const organization = organizationRows[0];
  if (!organization || organization.mileageRateCents === null) return "{}";
  const settings = mileageSettingsOf(organization);
  const owed: Record<string, number> = {};
  for (const row of crew) {
    const home = homeOf(row.homeLatitude, row.homeLongitude, null);
    const points = startPoints
      .filter((point) => point.userId === row.refereeId)
      .map((point) => startPointOf({ ...point, label: "" }));
    const start = startPointFor({ home, startPoints: points }, row.date, row.time);
    const cents = mileageCents(settings, {
      from: start?.coordinates ?? null,
      to: coordinatesOf(row),
      driver: Boolean(row.driver),
    });
    if (cents > 0) owed[row.assignmentId] = cents;
  }
  return JSON.stringify(owed);
}
