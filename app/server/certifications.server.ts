/**
 * Changes to certifications beyond adding and removing (settings.server.ts): the referee editing one
 * (which clears its verification: the assignor checked what it said before) and an assignor verifying
 * or unverifying a referee of their own organization. Each change that touches a verification writes
 * the activity log in the same batch.
 */
import { and, eq } from "drizzle-orm";
import { certifications, memberships, notifications, userSettings, users } from "~/db/schema";
import { certificationNotification } from "~/domain/messages";
import { isLanguage } from "~/i18n/messages";
import { newId } from "~/db/ids";
import { refused, type Outcome } from "~/domain/outcome";
import type { CertificationInput } from "~/domain/settings";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { tr } from "~/i18n/text";

/** In the language of the request being served. */
export const certificationNotFound = () => tr("settings.certifications.notFound");

/** The referee's own certification, changed; a verified one becomes unverified and its organizations are told. */
export async function updateCertification(
  db: Database,
  userId: string,
  certificationId: string,
  input: CertificationInput,
): Promise<Outcome> {
  const [current] = await db
    .select({
      certification: certifications,
      firstName: users.firstName,
      lastName: users.lastName,
      language: userSettings.language,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .leftJoin(userSettings, eq(userSettings.userId, certifications.userId))
    .where(and(eq(certifications.id, certificationId), eq(certifications.userId, userId)));
  if (!current) return refused(404, certificationNotFound());

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
  if (!current.certification.verified) {
    await update;
    return { ok: true };
  }
  // The assignors who verified it should know it needs a fresh look.
  const organizationsOfReferee = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.role, "referee")));
  const name = `${current.firstName} ${current.lastName}`;
  await db.batch([
    update,
    ...organizationsOfReferee.map(({ organizationId }) =>
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
  const [row] = await db
    .select({
      certification: certifications,
      firstName: users.firstName,
      lastName: users.lastName,
      language: userSettings.language,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .leftJoin(userSettings, eq(userSettings.userId, certifications.userId))
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, certifications.userId),
        eq(memberships.organizationId, organizationId),
        eq(memberships.role, "referee"),
      ),
    )
    .where(and(eq(certifications.id, certificationId), eq(certifications.userId, refereeId)));
  if (!row) return { ok: false, status: 404, message: "That certification was not found." };
  if (row.certification.verified === verified) return { ok: true, verified };

  const certificationName = row.certification.name;
  await db.batch([
    db
      .update(certifications)
      .set({ verified })
      .where(and(eq(certifications.id, certificationId), eq(certifications.userId, refereeId))),
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
