/**
 * The organization's own details, venues and members (/assignor/organizations). Every function takes
 * the organization id from the signed-in assignor's membership, and every change writes the activity
 * log in the same batch.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { newId } from "~/db/ids";
import { games, memberships, organizations, users, venues } from "~/db/schema";
import { GAME_LEVEL_LABELS, GAME_LEVELS, REFEREE_LEVELS, type GameLevel } from "~/domain/constants";
import { isDefaultConflictRules, parseConflictRules } from "~/domain/conflict-rules";
import type { OrganizationSettings, VenueInput } from "~/domain/organization-settings";
import { formatMoney } from "~/domain/format";
import { activityStatement } from "./activity.server";
import { feeScheduleOf, feeScheduleQuery } from "./fees.server";
import type { Database } from "./db.server";
import { listPendingInvites } from "./invites.server";

type OrganizationRow = typeof organizations.$inferSelect;

export function settingsOf(organization: OrganizationRow): OrganizationSettings {
  return {
    name: organization.name,
    timeZone: organization.timeZone,
    currency: organization.currency as OrganizationSettings["currency"],
    feesCents: {
      professional: organization.feeProfessionalCents,
      "semi-pro": organization.feeSemiProCents,
      amateur: organization.feeAmateurCents,
      youth: organization.feeYouthCents,
    },
    travelBufferMinutes: organization.travelBufferMinutes,
    maxGamesPerDay: organization.maxGamesPerDay,
    conflictRules: parseConflictRules(organization.conflictRules),
  };
}

const eligibleText = (levels: readonly GameLevel[]) =>
  levels.length === 0 ? "none" : levels.map((level) => GAME_LEVEL_LABELS[level]).join(", ");

/** What changed, in words, for the activity log ("travel buffer 60 → 45 minutes"). */
export function describeSettingsChanges(before: OrganizationSettings, after: OrganizationSettings): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name "${before.name}" → "${after.name}"`);
  if (before.timeZone !== after.timeZone) changes.push(`time zone ${before.timeZone} → ${after.timeZone}`);
  if (before.currency !== after.currency) changes.push(`currency ${before.currency} → ${after.currency}`);
  for (const level of GAME_LEVELS) {
    if (before.feesCents[level] !== after.feesCents[level]) {
      changes.push(
        `${GAME_LEVEL_LABELS[level]} fee ${formatMoney(before.feesCents[level], before.currency)} → ${formatMoney(after.feesCents[level], after.currency)}`,
      );
    }
  }
  if (before.travelBufferMinutes !== after.travelBufferMinutes) {
    changes.push(`travel buffer ${before.travelBufferMinutes} → ${after.travelBufferMinutes} minutes`);
  }
  if (before.maxGamesPerDay !== after.maxGamesPerDay) {
    changes.push(`max games per day ${before.maxGamesPerDay ?? "no limit"} → ${after.maxGamesPerDay ?? "no limit"}`);
  }
  for (const level of GAME_LEVELS) {
    const from = before.conflictRules.gameLengthMinutes[level];
    const to = after.conflictRules.gameLengthMinutes[level];
    if (from !== to) changes.push(`${GAME_LEVEL_LABELS[level]} game length ${from} → ${to} minutes`);
  }
  for (const refereeLevel of REFEREE_LEVELS) {
    const from = eligibleText(before.conflictRules.eligibleLevels[refereeLevel] ?? []);
    const to = eligibleText(after.conflictRules.eligibleLevels[refereeLevel] ?? []);
    if (from !== to) changes.push(`level ${refereeLevel} referees may work ${to} (was ${from})`);
  }
  return changes;
}

/** Saves the settings; returns what changed (nothing is written when nothing did). */
export async function updateOrganizationSettings(
  db: Database,
  { organizationId, actorId, settings }: { organizationId: string; actorId: string; settings: OrganizationSettings },
): Promise<string[] | null> {
  const [current] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!current) return null;
  const changes = describeSettingsChanges(settingsOf(current), settings);
  if (changes.length === 0) return changes;
  await db.batch([
    db
      .update(organizations)
      .set({
        name: settings.name,
        timeZone: settings.timeZone,
        currency: settings.currency,
        feeProfessionalCents: settings.feesCents.professional,
        feeSemiProCents: settings.feesCents["semi-pro"],
        feeAmateurCents: settings.feesCents.amateur,
        feeYouthCents: settings.feesCents.youth,
        travelBufferMinutes: settings.travelBufferMinutes,
        maxGamesPerDay: settings.maxGamesPerDay,
        // The defaults are not stored: an organization that never changed them follows future defaults.
        conflictRules: isDefaultConflictRules(settings.conflictRules) ? null : settings.conflictRules,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, organizationId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "organization.updated",
      subjectType: "organization",
      subjectId: organizationId,
      summary: `Changed the organization's settings: ${changes.join("; ")}`.slice(0, 500),
      details: { changes },
    }),
  ]);
  return changes;
}

// Venues -------------------------------------------------------------------------------------

/** The organization's venues by name (a query: await it, or put it in a `db.batch`). */
export function listVenues(db: Database, organizationId: string) {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      address: venues.address,
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(venues)
    .where(eq(venues.organizationId, organizationId))
    .orderBy(asc(sql`lower(${venues.name})`));
}

/**
 * How many of the organization's games are played at each venue name (case-insensitive), counted in SQL on
 * the games' (organization, lower(trim(venue))) index: keep the expression as the index writes it.
 */
function venueGameCountsQuery(db: Database, organizationId: string) {
  return db
    .select({ venue: sql<string>`lower(trim(${games.venue}))`, count: sql<number>`count(*)` })
    .from(games)
    .where(eq(games.organizationId, organizationId))
    .groupBy(sql`lower(trim(${games.venue}))`);
}

/** The saved venue of this name, for filling in a game's address. */
export async function findVenueByName(db: Database, organizationId: string, name: string) {
  const [venue] = await db
    .select({ id: venues.id, name: venues.name, address: venues.address })
    .from(venues)
    .where(and(eq(venues.organizationId, organizationId), sql`lower(${venues.name}) = lower(${name.trim()})`));
  return venue;
}

export class DuplicateVenueError extends Error {
  constructor(readonly venueName: string) {
    super(`A venue named ${venueName} already exists.`);
  }
}

function isVenueNameTaken(error: unknown): boolean {
  return (
    error instanceof Error && /UNIQUE constraint failed: venues\./.test(`${error.message} ${String(error.cause ?? "")}`)
  );
}

async function nameTakenByAnother(db: Database, organizationId: string, name: string, exceptId?: string) {
  const existing = await findVenueByName(db, organizationId, name);
  return existing !== undefined && existing.id !== exceptId;
}

export async function createVenue(
  db: Database,
  { organizationId, actorId, input }: { organizationId: string; actorId: string; input: VenueInput },
): Promise<string> {
  if (await nameTakenByAnother(db, organizationId, input.name)) throw new DuplicateVenueError(input.name);
  const id = newId();
  try {
    await db.batch([
      db.insert(venues).values({
        id,
        organizationId,
        name: input.name,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
      }),
      activityStatement(db, {
        organizationId,
        actorId,
        action: "venue.created",
        subjectType: "venue",
        subjectId: id,
        summary: `Added the venue ${input.name}`,
        details: { name: input.name },
      }),
    ]);
  } catch (error) {
    if (isVenueNameTaken(error)) throw new DuplicateVenueError(input.name);
    throw error;
  }
  return id;
}

/** Renames or re-addresses a venue; false when the organization has no venue with that id. */
export async function updateVenue(
  db: Database,
  {
    organizationId,
    actorId,
    venueId,
    input,
  }: { organizationId: string; actorId: string; venueId: string; input: VenueInput },
): Promise<boolean> {
  const [current] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.organizationId, organizationId), eq(venues.id, venueId)));
  if (!current) return false;
  if (await nameTakenByAnother(db, organizationId, input.name, venueId)) throw new DuplicateVenueError(input.name);
  const renamed = current.name !== input.name;
  try {
    await db.batch([
      db
        .update(venues)
        .set({
          name: input.name,
          address: input.address,
          latitude: input.latitude,
          longitude: input.longitude,
          updatedAt: new Date(),
        })
        .where(and(eq(venues.organizationId, organizationId), eq(venues.id, venueId))),
      activityStatement(db, {
        organizationId,
        actorId,
        action: "venue.updated",
        subjectType: "venue",
        subjectId: venueId,
        summary: renamed ? `Renamed the venue ${current.name} to ${input.name}` : `Updated the venue ${input.name}`,
        details: renamed ? { name: input.name, previousName: current.name } : { name: input.name },
      }),
    ]);
  } catch (error) {
    if (isVenueNameTaken(error)) throw new DuplicateVenueError(input.name);
    throw error;
  }
  return true;
}

/** Removes a venue from the list; games played there keep their venue text and address. */
export async function deleteVenue(
  db: Database,
  { organizationId, actorId, venueId }: { organizationId: string; actorId: string; venueId: string },
): Promise<boolean> {
  const [current] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.organizationId, organizationId), eq(venues.id, venueId)));
  if (!current) return false;
  await db.batch([
    db.delete(venues).where(and(eq(venues.organizationId, organizationId), eq(venues.id, venueId))),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "venue.deleted",
      subjectType: "venue",
      subjectId: venueId,
      summary: `Removed the venue ${current.name}`,
      details: { name: current.name },
    }),
  ]);
  return true;
}

// Members ------------------------------------------------------------------------------------

/** Members per page of the Organizations page: an association has thousands. */
export const MEMBERS_PAGE_SIZE = 100;

/** A page of the organization's members, staff first (by role), then by name. */
function membersPageQuery(db: Database, organizationId: string, page: number) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      refereeLevel: users.refereeLevel,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(
      sql`${memberships.role} = 'referee'`,
      asc(memberships.role),
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    )
    .limit(MEMBERS_PAGE_SIZE)
    .offset((page - 1) * MEMBERS_PAGE_SIZE);
}

/**
 * What the Organizations page shows, in one round trip (one `db.batch`): the venues with their games
 * counted in SQL, how many assignors and referees there are, a page of the members, and the pending
 * invites. A page past the last shows the last (one more query, only for such an address).
 */
export async function loadOrganizationPage(
  db: Database,
  { organizationId, page: requested, now = new Date() }: { organizationId: string; page: number; now?: Date },
) {
  const [venueRows, counts, roles, firstTry, invites, feeRows] = await db.batch([
    listVenues(db, organizationId),
    venueGameCountsQuery(db, organizationId),
    db
      .select({ role: memberships.role, count: sql<number>`count(*)` })
      .from(memberships)
      .where(eq(memberships.organizationId, organizationId))
      .groupBy(memberships.role),
    membersPageQuery(db, organizationId, requested),
    listPendingInvites(db, organizationId, now),
    // The fee table of the Fees and travel pay card (issue 21, app/server/fees.server.ts).
    feeScheduleQuery(db, organizationId),
  ]);
  const gamesAt = new Map(counts.map((row) => [row.venue, Number(row.count)]));
  const countOf = (role: string) => Number(roles.find((row) => row.role === role)?.count ?? 0);
  const total = roles.reduce((sum, row) => sum + Number(row.count), 0);
  // Schedulers and finance (issue 20) are counted with the staff, beside the assignors.
  const memberCounts = {
    assignors: countOf("assignor"),
    otherStaff: total - countOf("assignor") - countOf("referee"),
    referees: countOf("referee"),
  };
  const pageCount = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  return {
    venues: venueRows.map((venue) => ({ ...venue, games: gamesAt.get(venue.name.trim().toLowerCase()) ?? 0 })),
    memberCounts,
    members: page === requested ? firstTry : await membersPageQuery(db, organizationId, page),
    page,
    pageCount,
    invites,
    feeSchedule: feeScheduleOf(feeRows),
  };
}
