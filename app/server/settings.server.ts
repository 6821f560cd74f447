/**
 * A user's settings (spec section 3): profile fields on `users`, everything else on `user_settings`
 * (one row per user, created on first save; no row means the column defaults). Also the referee's own
 * certifications, which the settings screens list and add to.
 */
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { certifications, certificationVerifications, userSettings, users, type Certification } from "~/db/schema";
import { newId } from "~/db/ids";
import {
  DEFAULT_PREFERENCES,
  type CertificationInput,
  type SettingsInput,
  type SettingsValues,
} from "~/domain/settings";
import { refused, type Outcome } from "~/domain/outcome";
import { certificationNotFound, verifiedByLeaguesSql } from "./certifications.server";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./db.server";
import { pendingEmailColumn } from "./email-verification.server";
import { phoneSaveStatements, phoneStatusColumns } from "./phone-confirmation.server";
import { tr } from "~/i18n/text";

/**
 * The user's settings as two statements, unsent, for a page that reads them in its own `db.batch`: one table each
 * (a batch maps rows by column name), the profile and the preferences.
 */
export function settingsQueries(db: Database, userId: string) {
  return [
    db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        bio: users.bio,
        location: users.location,
        website: users.website,
        // A change of address waiting for its link (issue 18); not a form field.
        pendingEmail: pendingEmailColumn(),
        // Whether the number is confirmed and a code is out (issue 32); not form fields either.
        ...phoneStatusColumns(),
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
  ] as const;
}

/** The address a change is waiting to be confirmed for, from `settingsQueries`' profile rows. */
export function pendingEmailFrom([user]: readonly { pendingEmail: string | null }[]): string | null {
  return user?.pendingEmail ?? null;
}

export function settingsFrom([[user], [settings]]: BatchResponse<
  ReturnType<typeof settingsQueries>
>): SettingsValues | null {
  if (!user) return null;
  const { pendingEmail: _pendingEmail, phoneConfirmedAt: _confirmed, phoneCodeSentAt: _sent, ...profile } = user;
  if (!settings) return { ...profile, ...DEFAULT_PREFERENCES };
  const { userId: _userId, updatedAt: _updatedAt, timeZone, ...preferences } = settings;
  return { ...profile, ...preferences, timezone: timeZone };
}

/**
 * Saves every field of the form at once: users and user_settings in one batch (one transaction). The email
 * is not written here: a new address waits for its link (`planEmailChange`, issue 18), whose statements
 * come in `emailChange` to travel in the same batch.
 */
export async function saveSettings(
  db: Database,
  userId: string,
  input: SettingsInput,
  emailChange: readonly BatchItem<"sqlite">[] = [],
): Promise<void> {
  const now = new Date();
  const preferences = {
    emailNotifications: input.emailNotifications,
    pushNotifications: input.pushNotifications,
    gameReminders: input.gameReminders,
    paymentNotifications: input.paymentNotifications,
    weatherAlerts: input.weatherAlerts,
    weeklyDigest: input.weeklyDigest,
    marketingEmails: input.marketingEmails,
    profileVisible: input.profileVisible,
    contactInfoVisible: input.contactInfoVisible,
    availabilityVisible: input.availabilityVisible,
    statsVisible: input.statsVisible,
    timeZone: input.timezone || null,
    language: input.language,
    currency: input.currency,
    dateFormat: input.dateFormat,
    timeFormat: input.timeFormat,
    compactView: input.compactView,
    theme: input.theme,
    colorScheme: input.colorScheme,
    updatedAt: now,
  };
  await db.batch([
    db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        bio: input.bio || null,
        location: input.location || null,
        website: input.website || null,
        updatedAt: now,
      })
      .where(eq(users.id, userId)),
    db
      .insert(userSettings)
      .values({ userId, ...preferences })
      .onConflictDoUpdate({ target: userSettings.userId, set: preferences }),
    // A new number waits for its code (issue 32); the code is texted in the language just saved.
    ...(await phoneSaveStatements(db, { userId, phone: input.phone || null, language: input.language, now })),
    ...emailChange,
  ]);
}

/** The user's certifications, oldest first: a query unsent, for a page that reads it in its own `db.batch`. */
export function certificationsQuery(db: Database, userId: string) {
  return db
    .select({
      ...getTableColumns(certifications),
      // Per league (issue 32): verified by any, and by which, not the legacy single flag.
      verified:
        sql<boolean>`exists (select 1 from ${certificationVerifications} where ${certificationVerifications.certificationId} = ${certifications.id})`
          .mapWith(Boolean)
          .as("verified_anywhere"),
      verifiedBy: sql<string[]>`${verifiedByLeaguesSql()}`
        .mapWith((json: string) => JSON.parse(json) as string[])
        .as("verified_by"),
    })
    .from(certifications)
    .where(eq(certifications.userId, userId))
    .orderBy(asc(certifications.createdAt), asc(certifications.name));
}

/** A new certification starts unverified; an assignor verifies it. */
export async function addCertification(
  db: Database,
  userId: string,
  input: CertificationInput,
): Promise<Certification> {
  const [row] = await db
    .insert(certifications)
    .values({
      id: newId(),
      userId,
      name: input.name,
      kind: input.kind,
      level: input.level,
      issuer: input.issuer || null,
      issuedOn: input.issuedOn || null,
      expiresOn: input.expiresOn || null,
      verified: false,
    })
    .returning();
  return row!;
}

/**
 * Removes one of the user's own unverified certifications. A verified one stays: an assignor vouched for
 * it, and removing it silently would rewrite what they checked. Another user's id reads as not found.
 */
export async function removeCertification(db: Database, userId: string, certificationId: string): Promise<Outcome> {
  const [row] = await db
    .select({ verifiedBy: verifiedByLeaguesSql() })
    .from(certifications)
    .where(and(eq(certifications.id, certificationId), eq(certifications.userId, userId)));
  if (!row) return refused(404, certificationNotFound());
  // Verified by any league: that league vouched for it.
  if (row.verifiedBy !== "[]") {
    return refused(409, tr("settings.certifications.verifiedStays"));
  }
  await db
    .delete(certifications)
    .where(
      and(
        eq(certifications.id, certificationId),
        eq(certifications.userId, userId),
        sql`not exists (select 1 from ${certificationVerifications} where ${certificationVerifications.certificationId} = ${certifications.id})`,
      ),
    );
  return { ok: true };
}
