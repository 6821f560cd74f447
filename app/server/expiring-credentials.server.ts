/**
 * Credentials running out (issue 21, decision 0075): the assignor's "who is expiring" list on the Referee
 * Pool, and the SQL both it and the expiry reminders (`credential-reminders.server.ts`) use to ignore a
 * credential the referee has since renewed. Credentials belong to the person, not to an organization, so the
 * organization's scope comes from its referee memberships.
 */
import { and, asc, eq, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { certifications, memberships, users } from "~/db/schema";
import type { AssignmentPolicy } from "~/domain/assignment-policy";
import { CREDENTIAL_KINDS, type CredentialKind, type GameLevel } from "~/domain/constants";
import { credentialStanding, EXPIRING_WITHIN_DAYS, levelsRequiring } from "~/domain/credentials";
import { addDays } from "~/domain/dates";
import type { Database } from "./db.server";

/**
 * The credential is the last of its kind its holder has: none of the same kind expires later or never.
 * A renewed background check leaves the old row behind; only the renewal is reminded of and listed.
 */
export function latestOfItsKindSql(): SQL {
  // The inner table is renamed so that "certifications" in the condition is the outer row.
  return sql`NOT EXISTS (SELECT 1 FROM ${certifications} later_credential
    WHERE later_credential.user_id = ${certifications.userId} AND later_credential.kind = ${certifications.kind}
      AND later_credential.id <> ${certifications.id}
      AND (later_credential.expires_on IS NULL OR later_credential.expires_on > ${certifications.expiresOn}))`;
}

/** How many rows the list shows; a league with more is told how many more there are. */
export const EXPIRING_LIST_LIMIT = 50;

export interface ExpiringCredential {
  id: string;
  refereeId: string;
  refereeName: string;
  name: string;
  kind: CredentialKind;
  expiresOn: string;
  expired: boolean;
  /** The game levels whose games require this kind (the organization's policy); empty when none. */
  requiredFor: GameLevel[];
}

/** The query of the list, unsent: the loader sends it beside the page's own reads. */
export function expiringCredentialsQuery(db: Database, organizationId: string, today: string) {
  return db
    .select({
      id: certifications.id,
      refereeId: certifications.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      name: certifications.name,
      kind: certifications.kind,
      expiresOn: certifications.expiresOn,
    })
    .from(certifications)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, certifications.userId),
        eq(memberships.organizationId, organizationId),
        eq(memberships.role, "referee"),
      ),
    )
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(
      and(
        isNotNull(certifications.expiresOn),
        lte(certifications.expiresOn, addDays(today, EXPIRING_WITHIN_DAYS)),
        latestOfItsKindSql(),
      ),
    )
    .orderBy(asc(certifications.expiresOn), asc(users.lastName), asc(users.firstName), asc(certifications.id))
    .limit(EXPIRING_LIST_LIMIT + 1);
}

type ExpiringRow = Awaited<ReturnType<typeof expiringCredentialsQuery>>[number];

/** The rows as the list shows them, each with the levels requiring its kind; `more` when the list was cut. */
export function expiringCredentialsFrom(
  rows: ExpiringRow[],
  { today, policy }: { today: string; policy: Pick<AssignmentPolicy, "requiredCredentials"> },
): { credentials: ExpiringCredential[]; more: boolean } {
  return {
    more: rows.length > EXPIRING_LIST_LIMIT,
    credentials: rows.slice(0, EXPIRING_LIST_LIMIT).map((row) => {
      const kind = (CREDENTIAL_KINDS as readonly string[]).includes(row.kind)
        ? (row.kind as CredentialKind)
        : "certification";
      const expiresOn = row.expiresOn ?? today;
      return {
        id: row.id,
        refereeId: row.refereeId,
        refereeName: `${row.firstName} ${row.lastName}`,
        name: row.name,
        kind,
        expiresOn,
        expired: credentialStanding(expiresOn, today) === "expired",
        requiredFor: levelsRequiring(kind, policy),
      };
    }),
  };
}
