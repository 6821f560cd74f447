/**
 * What the public API returns: one function per resource shape (the schemas in
 * app/domain/api-schemas.ts describe them) and the read queries the screens have no use for
 * (keyset pages, one referee, availability). Writes go through the screens' own server functions.
 */
import { and, asc, between, desc, eq, gt, gte, lt, lte, or, type SQL } from "drizzle-orm";
import {
  assignments,
  availabilityBlocks,
  certifications,
  games,
  memberships,
  refereeRatings,
  users,
  type Assignment,
  type Game,
  type Organization,
} from "~/db/schema";
import { roundRating } from "~/domain/evaluations";
import { zonedIsoDateTime } from "~/domain/api-format";
import type { AssignmentStatus } from "~/domain/constants";
import { recurringBlocksInForce } from "~/server/availability.server";
import { batchRead, type BatchRead } from "../batch-reads.server";
import { slotFeeSql } from "../slot-fee.server";
import type { Database } from "../db.server";
import { filterOnly } from "../query-plan.server";
import { anyColumnContains } from "../search.server";
import { verifiedInSql } from "../certifications.server";

type Zone = Pick<Organization, "timeZone" | "currency">;

/** The columns a game's representation shows. */
const gameResourceColumns = {
  id: games.id,
  homeTeam: games.homeTeam,
  awayTeam: games.awayTeam,
  date: games.date,
  time: games.time,
  venue: games.venue,
  league: games.league,
  level: games.level,
  feeCents: games.feeCents,
  status: games.status,
  ageGroup: games.ageGroup,
  positionType: games.positionType,
  fieldSurface: games.fieldSurface,
  skillLevel: games.skillLevel,
  minRefereeLevel: games.minRefereeLevel,
  maxRefereeLevel: games.maxRefereeLevel,
  cancelReason: games.cancelReason,
  createdAt: games.createdAt,
  updatedAt: games.updatedAt,
};

type GameResourceRow = Pick<Game, keyof typeof gameResourceColumns>;

export function gameResource(game: GameResourceRow, organization: Zone) {
  return {
    id: game.id,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    date: game.date,
    time: game.time,
    startsAt: zonedIsoDateTime(game.date, game.time, organization.timeZone),
    timeZone: organization.timeZone,
    venue: game.venue,
    league: game.league,
    level: game.level,
    feeCents: game.feeCents,
    currency: organization.currency,
    status: game.status,
    ageGroup: game.ageGroup,
    positionType: game.positionType,
    fieldSurface: game.fieldSurface,
    skillLevel: game.skillLevel,
    minRefereeLevel: game.minRefereeLevel,
    maxRefereeLevel: game.maxRefereeLevel,
    cancelReason: game.cancelReason,
    createdAt: game.createdAt.toISOString(),
    updatedAt: game.updatedAt.toISOString(),
  };
}

const refereeColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  level: users.refereeLevel,
  // The organization's computed rating and the evaluations behind it (decision 0081); null = not rated.
  rating: refereeRatings.rating,
  ratingCount: refereeRatings.evaluationCount,
  location: users.location,
  joinedAt: memberships.createdAt,
};

function refereeResource(row: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  level: number | null;
  rating: number | null;
  ratingCount: number | null;
  location: string | null;
  joinedAt: Date;
}) {
  return {
    ...row,
    rating: row.rating === null ? null : roundRating(row.rating),
    ratingCount: row.ratingCount ?? 0,
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** The public API's game filters (GET /api/v1/games). */
export interface ApiGameFilters {
  status?: string;
  /** Inclusive dates (YYYY-MM-DD). */
  dateFrom?: string;
  dateTo?: string;
  /** Part of the venue's name, any case. */
  venue?: string;
  level?: string;
}

/**
 * A keyset page of the organization's games by date, time and id after `after`, unsent: `limit` games
 * and the position after which the next page starts (null on the last page). The organization may be an
 * SQL subquery, so the page shares the caller lookup's batch.
 */
export function gamesPageRead(
  db: Database,
  organizationId: string | SQL<string>,
  { status, dateFrom, dateTo, venue, level }: ApiGameFilters,
  { after, limit }: { after?: readonly [string, string, string]; limit: number },
): BatchRead<{ games: GameResourceRow[]; next: [string, string, string] | null }> {
  const conditions: SQL[] = [eq(games.organizationId, organizationId)];
  if (status) conditions.push(eq(games.status, status));
  if (dateFrom) conditions.push(gte(games.date, dateFrom));
  if (dateTo) conditions.push(lte(games.date, dateTo));
  if (level) conditions.push(eq(games.level, level));
  if (venue) conditions.push(anyColumnContains([games.venue], venue));
  if (after) {
    const [date, time, id] = after;
    conditions.push(
      or(
        gt(games.date, date),
        and(eq(games.date, date), gt(games.time, time)),
        and(eq(games.date, date), eq(games.time, time), gt(games.id, id)),
      )!,
    );
  }
  const statement = db
    .select(gameResourceColumns)
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.date), asc(games.time), asc(games.id))
    .limit(limit + 1);
  return batchRead([statement], ([rows]) => {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { games: page, next: rows.length > limit && last ? [last.date, last.time, last.id] : null };
  });
}

function refereesOf(db: Database, organizationId: string | SQL<string>, ...more: SQL[]) {
  return db
    .select(refereeColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      refereeRatings,
      and(eq(refereeRatings.organizationId, memberships.organizationId), eq(refereeRatings.refereeId, users.id)),
    )
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"), ...more));
}

/** The organization's referees by last name, first name, id, after a cursor of those three; unsent, like `gamesPageRead`. */
export function refereesPageRead(
  db: Database,
  organizationId: string | SQL<string>,
  { after, limit }: { after?: readonly string[]; limit: number },
) {
  const more: SQL[] = [];
  if (after) {
    const [lastName, firstName, id] = after as [string, string, string];
    more.push(
      or(
        gt(users.lastName, lastName),
        and(eq(users.lastName, lastName), gt(users.firstName, firstName)),
        and(eq(users.lastName, lastName), eq(users.firstName, firstName), gt(users.id, id)),
      )!,
    );
  }
  const statement = refereesOf(db, organizationId, ...more)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit + 1);
  return batchRead([statement], ([rows]) => {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: page.map(refereeResource),
      next: rows.length > limit && last ? [last.lastName, last.firstName, last.id] : null,
    };
  });
}

/** One referee of the organization with their certifications; undefined for anyone else. */
export async function getReferee(db: Database, organizationId: string, refereeId: string) {
  const [row] = await refereesOf(db, organizationId, eq(users.id, refereeId));
  if (!row) return undefined;
  const certs = await db
    .select({
      name: certifications.name,
      kind: certifications.kind,
      level: certifications.level,
      issuer: certifications.issuer,
      issuedOn: certifications.issuedOn,
      expiresOn: certifications.expiresOn,
      verified: verifiedInSql(organizationId),
    })
    .from(certifications)
    .where(eq(certifications.userId, refereeId))
    .orderBy(asc(certifications.name));
  return { ...refereeResource(row), certifications: certs };
}

const assignmentColumns = {
  assignment: assignments,
  game: {
    id: games.id,
    homeTeam: games.homeTeam,
    awayTeam: games.awayTeam,
    date: games.date,
    time: games.time,
    venue: games.venue,
  },
  referee: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  // What this slot pays (issue 21: the game's own fee for the position, the fee table's, else the game's).
  feeCents: slotFeeSql(assignments.position),
};

type AssignmentRow = {
  assignment: Assignment;
  game: { id: string; homeTeam: string; awayTeam: string; date: string; time: string; venue: string };
  referee: { id: string; firstName: string; lastName: string };
  feeCents: number;
};

export function assignmentResource({ assignment, game, referee, feeCents }: AssignmentRow, organization: Zone) {
  return {
    id: assignment.id,
    status: assignment.status,
    position: assignment.position,
    game: {
      id: game.id,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      startsAt: zonedIsoDateTime(game.date, game.time, organization.timeZone),
      venue: game.venue,
    },
    referee,
    feeCents,
    driver: assignment.driver,
    assignedAt: assignment.assignedAt.toISOString(),
    respondedAt: assignment.respondedAt?.toISOString() ?? null,
    declineReason: assignment.declineReason,
    notes: assignment.notes,
    // API credentials are assignors' (decision 0025), so they see the override record like the screen.
    override: assignment.overrideReason
      ? { reason: assignment.overrideReason, conflicts: assignment.overrideConflicts ?? [] }
      : null,
    updatedAt: assignment.updatedAt.toISOString(),
  };
}

/** The organization's assignments; `inOrganization` is its condition on `assignments.organization_id`. */
function assignmentsOf(db: Database, inOrganization: SQL, ...more: (SQL | undefined)[]) {
  return db
    .select(assignmentColumns)
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .innerJoin(users, eq(users.id, assignments.refereeId))
    .where(and(inOrganization, ...more));
}

export async function getAssignment(db: Database, organization: Organization, assignmentId: string) {
  const [row] = await assignmentsOf(
    db,
    eq(assignments.organizationId, organization.id),
    eq(assignments.id, assignmentId),
  );
  return row ? assignmentResource(row, organization) : undefined;
}

/** Newest assignment first (as the screen), after a cursor of (assigned at, id). */
export async function listApiAssignments(
  db: Database,
  organization: Organization,
  filters: { status?: AssignmentStatus; gameId?: string; refereeId?: string },
  { after, limit }: { after?: readonly [number, string]; limit: number },
) {
  const more: (SQL | undefined)[] = [
    filters.status ? eq(assignments.status, filters.status) : undefined,
    filters.gameId ? eq(assignments.gameId, filters.gameId) : undefined,
    filters.refereeId ? eq(assignments.refereeId, filters.refereeId) : undefined,
  ];
  if (after) {
    const [assignedAt, id] = after;
    more.push(
      or(
        lt(assignments.assignedAt, new Date(assignedAt)),
        and(eq(assignments.assignedAt, new Date(assignedAt)), lt(assignments.id, id)),
      ),
    );
  }
  // One game's or one referee's assignments are found through that index, the organization only filtering
  // them (query-plan.server.ts); without either, the organization's (organization, assigned at) index
  // gives the newest first.
  const inOrganization =
    filters.gameId || filters.refereeId
      ? eq(filterOnly(assignments.organizationId), organization.id)
      : eq(assignments.organizationId, organization.id);
  const rows = await assignmentsOf(db, inOrganization, ...more)
    .orderBy(desc(assignments.assignedAt), desc(assignments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => assignmentResource(row, organization)),
    next: rows.length > limit && last ? ([last.assignment.assignedAt.getTime(), last.assignment.id] as const) : null,
  };
}

/** A referee's blocked dates in a range and their weekly blocks that overlap it. */
export async function getAvailability(db: Database, refereeId: string, { from, to }: { from: string; to: string }) {
  const [blocks, weekly] = await Promise.all([
    db
      .select({
        id: availabilityBlocks.id,
        date: availabilityBlocks.date,
        kind: availabilityBlocks.kind,
        startTime: availabilityBlocks.startTime,
        endTime: availabilityBlocks.endTime,
      })
      .from(availabilityBlocks)
      .where(and(eq(availabilityBlocks.userId, refereeId), between(availabilityBlocks.date, from, to)))
      .orderBy(asc(availabilityBlocks.date), asc(availabilityBlocks.startTime)),
    recurringBlocksInForce(db, refereeId, from, to),
  ]);
  return { blocks, weekly };
}
