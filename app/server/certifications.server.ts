/**
 * Changes to certifications beyond adding and removing (settings.server.ts): the referee editing one
 * (which clears its verification: the assignor checked what it said before) and an assignor verifying
 * or unverifying a referee of their own organization. Each change that touches a verification writes
 * the activity log in the same batch.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  certifications,
  certificationVerifications,
  memberships,
  notifications,
  organizations,
  userSettings,
  users,
} from "~/db/schema";
import { certificationNotification } from "~/domain/messages";
import { isLanguage } from "~/i18n/messages";
import { newId } from "~/db/ids";
import { refused, type Outcome } from "~/domain/outcome";
import type { CertificationInput } from "~/domain/settings";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { tr } from "~/i18n/text";

/**
 * `certifications.id` written with its table: drizzle leaves a column unqualified in a one-table select, and
 * inside the subqueries below a bare "id" would name the joined organization's id instead.
 */
const certificationIdColumn = sql`${certifications}.${sql.identifier(certifications.id.name)}`;

/**
 * Whether this organization verified the credential (issue 32): each league reads only its own verification,
 * never another's. A column for any select over `certifications`.
 */
export function verifiedInSql(organizationId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${certificationVerifications} where ${certificationVerifications.certificationId} = ${certificationIdColumn} and ${certificationVerifications.organizationId} = ${organizationId})`.mapWith(
    Boolean,
  );
}

/** The names of the organizations that verified the credential, as a JSON array: what its holder sees. */
export function verifiedByLeaguesSql(): SQL<string> {
  return sql<string>`(select coalesce(json_group_array(${organizations.name}), '[]') from ${certificationVerifications} join ${organizations} on ${organizations.id} = ${certificationVerifications.organizationId} where ${certificationVerifications.certificationId} = ${certificationIdColumn})`;
}

/**
 * The read of a certification with its holder's name and language (what a notice to them needs), and the
 * columns in `extra` after the certification's: the caller adds its joins and `where(ofHolder(…))`.
 */
function withHolder<Extra extends Record<string, SQL>>(db: Database, extra: Extra) {
  return db
    .select({
      certification: certifications,
      ...extra,
      firstName: users.firstName,
      lastName: users.lastName,
      language: userSettings.language,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .leftJoin(userSettings, eq(userSettings.userId, certifications.userId));
}

/** The certification `certificationId` if `holderId` holds it. */
function ofHolder(certificationId: string, holderId: string) {
  return and(eq(certifications.id, certificationId), eq(certifications.userId, holderId));
}

/** In the language of the request being served. */
export const certificationNotFound = () => tr("settings.certifications.notFound");

/** The referee's own certification, changed; a verified one becomes unverified and its organizations are told. */
export async function updateCertification(
  db: Database,
  userId: string,
  certificationId: string,
  input: CertificationInput,
): Promise<Outcome> {
  const [current] = await withHolder(db, {}).where(ofHolder(certificationId, userId));
  if (!current) return refused(404, certificationNotFound());
  // The leagues that verified it: each needs a fresh look of its own.
  const verifiedBy = await db
    .select({ organizationId: certificationVerifications.organizationId })
    .from(certificationVerifications)
    .where(eq(certificationVerifications.certificationId, certificationId));

  const expiresOn = input.expiresOn || null;
  const update = db
    .update(certifications)
    .set({
      name: input.name,
      kind: input.kind,
      level: input.level,
      issuer: input.issuer || null,
      issuedOn: input.issuedOn || null,
      expiresOn,
      verified: false,
      // A new expiry (a renewal) earns fresh expiry reminders (issue 21); the same one keeps the step reached.
      ...(expiresOn === current.certification.expiresOn ? {} : { remindedDaysBefore: null }),
    })
    .where(and(eq(certifications.id, certificationId), eq(certifications.userId, userId)));
  if (verifiedBy.length === 0) {
    await update;
    return { ok: true };
  }
  // The assignors who verified it should know it needs a fresh look.
  const name = `${current.firstName} ${current.lastName}`;
  await db.batch([
    update,
    db.delete(certificationVerifications).where(eq(certificationVerifications.certificationId, certificationId)),
    ...verifiedBy.map(({ organizationId }) =>
      activityStatement(db, {
        organizationId,
        actorId: userId,
        action: "certification.edited",
        subjectType: "certification",
        subjectId: certificationId,
        summary: `${name} edited the verified certification ${current.certification.name}; it needs verifying again`,
        details: { refereeId: userId, before: current.certification.name, after: input.name, referee: name },
      }),
    ),
  ]);
  return { ok: true };
}

export type VerifyCertificationResult = { ok: true; verified: boolean } | { ok: false; status: 404; message: string };

/**
 * An assignor marks a certification of a referee in their organization as verified (or not). A referee
 * outside the organization, or a certification that is not theirs, reads as not found.
 */
export async function setCertificationVerified(
  db: Database,
  {
    organizationId,
    assignorId,
    refereeId,
    certificationId,
    verified,
  }: { organizationId: string; assignorId: string; refereeId: string; certificationId: string; verified: boolean },
): Promise<VerifyCertificationResult> {
  const [row] = await withHolder(db, { verifiedHere: verifiedInSql(organizationId) })
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, certifications.userId),
        eq(memberships.organizationId, organizationId),
        eq(memberships.role, "referee"),
      ),
    )
    .where(ofHolder(certificationId, refereeId));
  if (!row) return { ok: false, status: 404, message: "That certification was not found." };
  if (row.verifiedHere === verified) return { ok: true, verified };

  const certificationName = row.certification.name;
  await db.batch([
    // This organization's verification only: another league's stays as it decided (issue 32).
    verified
      ? db
          .insert(certificationVerifications)
          .values({ certificationId, organizationId, verifiedById: assignorId, verifiedAt: new Date() })
          .onConflictDoNothing()
      : db
          .delete(certificationVerifications)
          .where(
            and(
              eq(certificationVerifications.certificationId, certificationId),
              eq(certificationVerifications.organizationId, organizationId),
            ),
          ),
    activityStatement(db, {
      organizationId,
      actorId: assignorId,
      action: verified ? "certification.verified" : "certification.unverified",
      subjectType: "certification",
      subjectId: certificationId,
      summary: `${verified ? "Verified" : "Removed the verification of"} ${row.firstName} ${row.lastName}'s certification ${certificationName}`,
      details: { refereeId, referee: `${row.firstName} ${row.lastName}`, certification: certificationName },
    }),
    db.insert(notifications).values({
      id: newId(),
      userId: refereeId,
      organizationId,
      type: "system",
      priority: "low",
      // In the referee's language (issue 19), not the assignor's.
      ...certificationNotification(verified, certificationName, isLanguage(row.language) ? row.language : null),
      link: "/referee/settings",
    }),
  ]);
  return { ok: true, verified };
}
