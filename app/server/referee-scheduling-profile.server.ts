/**
 * A referee's own scheduling profile (decision 0039): home on the person, capacity and preferences on
 * their membership, read and saved from their settings page.
 */
import { and, eq } from "drizzle-orm";
import { memberships, users, venues } from "~/db/schema";
import { readRefereePreferences, type RefereeSchedulingProfile } from "~/domain/auto-assign-settings";
import type { BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./db.server";

/** The referee's home, capacity and preferences in this organization, for their settings page. */
/** The referee's scheduling profile (home, capacity, preferences, and the venues to choose from): statements unsent, for a page that reads them in its own `db.batch`. */
export function refereeSchedulingProfileQueries(db: Database, organizationId: string, userId: string) {
  return [
    db
      .select({
        homeLabel: users.homeLabel,
        homeLatitude: users.homeLatitude,
        homeLongitude: users.homeLongitude,
        maxGamesPerWeek: memberships.maxGamesPerWeek,
        maxGamesPerMonth: memberships.maxGamesPerMonth,
        schedulingPreferences: memberships.schedulingPreferences,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId))),
    db.select({ name: venues.name }).from(venues).where(eq(venues.organizationId, organizationId)).orderBy(venues.name),
  ] as const;
}

export function refereeSchedulingProfileFrom([[row], venueRows]: BatchResponse<
  ReturnType<typeof refereeSchedulingProfileQueries>
>) {
  if (!row) return null;
  const preferences = readRefereePreferences(row.schedulingPreferences) ?? {};
  return {
    homeLabel: row.homeLabel,
    homeLatitude: row.homeLatitude,
    homeLongitude: row.homeLongitude,
    maxGamesPerWeek: row.maxGamesPerWeek,
    maxGamesPerMonth: row.maxGamesPerMonth,
    levels: [...(preferences.levels ?? [])],
    weekdays: [...(preferences.weekdays ?? [])],
    venues: [...(preferences.venues ?? [])],
    avoidVenues: [...(preferences.avoidVenues ?? [])],
    avoidTeams: [...(preferences.avoidTeams ?? [])],
    venueNames: venueRows.map((venue) => venue.name),
  };
}

/** Saves the referee's own profile: home on the person, capacity and preferences on this membership. */
export async function saveRefereeSchedulingProfile(
  db: Database,
  { organizationId, userId, profile }: { organizationId: string; userId: string; profile: RefereeSchedulingProfile },
) {
  const preferences = {
    levels: profile.levels,
    weekdays: profile.weekdays,
    venues: profile.venues,
    avoidVenues: profile.avoidVenues,
    avoidTeams: profile.avoidTeams,
  };
  await db.batch([
    db
      .update(users)
      .set({
        homeLabel: profile.homeLabel,
        homeLatitude: profile.homeLatitude,
        homeLongitude: profile.homeLongitude,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId)),
    db
      .update(memberships)
      .set({
        maxGamesPerWeek: profile.maxGamesPerWeek,
        maxGamesPerMonth: profile.maxGamesPerMonth,
        schedulingPreferences: preferences,
      })
      .where(
        and(
          eq(memberships.organizationId, organizationId),
          eq(memberships.userId, userId),
          eq(memberships.role, "referee"),
        ),
      ),
  ]);
}
