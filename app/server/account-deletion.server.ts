/**
 * "Delete my account" (issue 18, decision 0057). The confirmation page reads what deleting would do in one
 * batch (`deletionRead`); the deletion itself is one read-and-check batch (with the attempt counted against
 * the password guesses allowed) and one write batch, all set-based: however busy the person was, the write
 * is the same few dozen statements, each binding a handful of parameters (lists travel as one JSON value).
 *
 * What the write does, in one transaction:
 * - releases their upcoming assignments (declined, as a decline or turn-back leaves them, with the reason
 *   `RELEASED_BY_DELETION_REASON`), sets those games' status from their crews again, and tells the assignor
 *   who made each offer (else every assignor of the organization) through a notification and the outbox;
 * - ends every session and erases sign-in methods (password, OAuth links, reset tokens, pending OAuth sign-ups,
 *   open invites), API keys they created, availability, notifications, settings, certifications, game
 *   requests, their memberships (so they leave every pool, contact list and search) and the messages sent to them;
 * - replaces their name and address in their organizations' activity log, notifications and outbox;
 * - anonymizes the `users` row (`anonymizedIdentity`, `deleted_at`), which keeps past assignments and payments
 *   pointing at someone, and marks their tax details for purging after the retention period.
 */
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  activityLog,
  apiKeys,
  assignments,
  availabilityBlocks,
  availabilityRecurringBlocks,
  certifications,
  contactMessages,
  emailVerificationTokens,
  gameRequests,
  games,
  invites,
  memberships,
  notifications,
  oauthAccounts,
  oauthPendingSignups,
  organizations,
  outbox,
  passwordResetTokens,
  passwords,
  payments,
  rateLimits,
  refereeRatings,
  refereeTaxDetails,
  schedulingDraftItems,
  schedulingDrafts,
  sessions,
  statusSubscribers,
  statusSubscriptionTokens,
  userSettings,
  users,
} from "~/db/schema";
import { newId } from "~/db/ids";
import {
  anonymizedIdentity,
  assignmentsToRelease,
  deleteAccountSchema,
  deletionConsequences,
  RELEASED_BY_DELETION_REASON,
  taxRecordsPurgeAfter,
  type DeletionConsequences,
  type DeletionFacts,
} from "~/domain/account-deletion";
import { todayIn } from "~/domain/dates";
import type { FieldErrors } from "~/domain/forms";
import { parseSubmission } from "~/domain/forms";
import { tr } from "~/i18n/text";
import { assignGameLink, assignmentDeclined, MESSAGE_KINDS, releasedNotification } from "~/domain/messages";
import { activityStatement } from "./activity.server";
import { batchRead, type BatchRead } from "./batch-reads.server";
import { isLimited } from "~/domain/permissions";
import type { Database } from "./db.server";
import { derivedGameStatus } from "./game-status.server";
import type { Job } from "./job-types.server";
import { notificationsFromJson } from "./json-rows.server";
import { ADDRESSEE_COLUMNS, outboxRows, outboxRowsFromJson, toAddressee } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";
import { checkCurrentPassword, countPasswordCheck, releasePasswordCheck } from "./current-password-check.server";
import type { SessionUser } from "./session.server";
import { UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/** The person as the session knows them. */
type Person = Pick<SessionUser, "id" | "email" | "firstName" | "lastName" | "role" | "phone">;

/** `value IN (SELECT value FROM json_each(?))`: a list of any length as one bound parameter. */
function inJson(column: AnyColumn | SQL, values: readonly string[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}

/** Everything deleting needs to know about the person, read in one round trip. */
export function deletionRead(db: Database, userId: string) {
  return batchRead(
    [
      db.select({ hash: passwords.hash }).from(passwords).where(eq(passwords.userId, userId)),
      db
        .select({
          organizationId: memberships.organizationId,
          role: memberships.role,
          scope: memberships.scope,
          organizationName: sql<string>`${organizations.name}`.as("organization_name"),
          timeZone: organizations.timeZone,
          deletionDueAt: organizations.deletionDueAt,
        })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(eq(memberships.userId, userId)),
      // Every other assignor of the person's organizations: who is told, and whether anyone is left.
      db
        .select({ organizationId: memberships.organizationId, scope: memberships.scope, ...ADDRESSEE_COLUMNS })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(
          and(
            eq(memberships.role, "assignor"),
            ne(memberships.userId, userId),
            isNull(users.deletedAt),
            inArray(
              memberships.organizationId,
              db.select({ id: memberships.organizationId }).from(memberships).where(eq(memberships.userId, userId)),
            ),
          ),
        ),
      // Their upcoming assignments with the game (the rule `assignmentsToRelease` picks those still to kick off).
      db
        .select({
          id: assignments.id,
          organizationId: assignments.organizationId,
          gameId: assignments.gameId,
          position: assignments.position,
          status: assignments.status,
          assignedById: assignments.assignedById,
          gameStatus: sql<string>`${games.status}`.as("game_status"),
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          venue: games.venue,
          venueAddress: games.venueAddress,
          timeZone: organizations.timeZone,
        })
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .innerJoin(organizations, eq(organizations.id, assignments.organizationId))
        .where(and(eq(assignments.refereeId, userId), inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]))),
      db
        .select({
          total: sql<number>`count(*)`,
          pending: sql<number>`coalesce(sum(${payments.status} = 'pending'), 0)`,
        })
        .from(payments)
        .where(eq(payments.refereeId, userId)),
      db
        .select({ userId: refereeTaxDetails.userId })
        .from(refereeTaxDetails)
        .where(eq(refereeTaxDetails.userId, userId)),
    ],
    ([passwordRows, membershipRows, assignorRows, liveRows, [paymentCounts], taxRows]) => ({
      hash: passwordRows[0]?.hash ?? null,
      memberships: membershipRows,
      assignors: assignorRows.map((row) => ({
        organizationId: row.organizationId,
        // A limited assignor (decision 0064) is told, but cannot run the league in the person's place.
        runsOrganization: !isLimited(row.scope ?? null),
        addressee: toAddressee(row),
      })),
      live: liveRows,
      payments: Number(paymentCounts?.total ?? 0),
      pendingPayables: Number(paymentCounts?.pending ?? 0),
      hasTaxDetails: taxRows.length > 0,
    }),
  );
}

type DeletionState = ReturnType<Awaited<ReturnType<typeof deletionRead>>["read"]>;

/** The facts the confirmation step shows, from the state read. */
export function deletionFacts(state: DeletionState, now: Date): DeletionFacts {
  const released = assignmentsToRelease(state.live, now);
  const today = todayIn(state.memberships[0]?.timeZone ?? "UTC", now);
  return {
    upcomingAssignments: released.length,
    organizationsTold: new Set(released.map((row) => row.organizationId)).size,
    payments: state.payments,
    pendingPayables: state.pendingPayables,
    hasTaxDetails: state.hasTaxDetails,
    purgeAfter: taxRecordsPurgeAfter(today, { pendingPayables: state.pendingPayables > 0 }),
    soleAssignorOf: state.memberships
      .filter(
        (row) =>
          // A league already scheduled for deletion (decision 0058) needs no assignor left to run it.
          row.role === "assignor" &&
          !isLimited(row.scope ?? null) &&
          row.deletionDueAt === null &&
          !state.assignors.some((other) => other.organizationId === row.organizationId && other.runsOrganization),
      )
      .map((row) => row.organizationName),
    hasPassword: state.hash !== null,
  };
}

/** The confirmation page's data: the consequences and whether the password is asked. */
export function deletionPreviewRead(
  db: Database,
  userId: string,
  now: Date,
): BatchRead<{ facts: DeletionFacts; consequences: DeletionConsequences; released: ReleasedGame[] }> {
  const read = deletionRead(db, userId);
  return {
    statements: read.statements,
    read: (results) => {
      const state = read.read(results);
      const facts = deletionFacts(state, now);
      const released = assignmentsToRelease(state.live, now)
        .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
        .map(({ id, date, time, homeTeam, awayTeam, venue, position, status }) => ({
          id,
          date,
          time,
          homeTeam,
          awayTeam,
          venue,
          position,
          status,
        }));
      return { facts, consequences: deletionConsequences(facts), released };
    },
  };
}

/** An upcoming game the deletion would release, as the confirmation page lists it. */
export interface ReleasedGame {
  id: string;
  date: string;
  time: string;
  homeTeam: string;
  awayTeam: string;
  venue: string;
  position: string;
  status: string;
}

export type DeleteAccountResult =
  { ok: true; released: number } | { ok: false; status: 400 | 409 | 429; message: string; fieldErrors: FieldErrors };

/**
 * Deletes the signed-in person's account after checking the confirmation (`deleteAccountSchema`): two
 * round trips (the read-and-check batch, which also counts the attempt, and the write batch).
 */
export async function deleteAccount(
  db: Database,
  { person, form, ip, now = new Date() }: { person: Person; form: FormData; ip: string; now?: Date },
): Promise<DeleteAccountResult> {
  const check = countPasswordCheck(db, { email: person.email, ip, now });
  const read = deletionRead(db, person.id);
  const [ipHit, accountHit, ...rest] = await db.batch([...check.statements, ...read.statements]);
  const state = read.read(rest);
  const facts = deletionFacts(state, now);
  const { refusal } = deletionConsequences(facts);
  const parsed = parseSubmission(deleteAccountSchema({ hasPassword: facts.hasPassword }), form);
  // An attempt whose password is not checked is given back (the step-up check's rule).
  if (refusal || !parsed.ok || state.hash === null) await releasePasswordCheck(db, check);
  if (refusal) return { ok: false, status: 409, message: refusal, fieldErrors: {} };
  if (!parsed.ok)
    return { ok: false, status: 400, message: tr("deleteAccount.error.checkField"), fieldErrors: parsed.fieldErrors };
  let giveBack: readonly BatchItem<"sqlite">[] = [];
  if (state.hash !== null) {
    const password = "password" in parsed.value ? parsed.value.password : "";
    const result = await checkCurrentPassword(db, check, [ipHit, accountHit], { password, hash: state.hash });
    if (result.kind === "locked") {
      return { ok: false, status: 429, message: result.message, fieldErrors: { password: [result.message] } };
    }
    if (result.kind === "wrong") {
      const message = tr("deleteAccount.error.wrongPassword");
      return { ok: false, status: 400, message, fieldErrors: { password: [message] } };
    }
    giveBack = result.statements;
  }

  const released = assignmentsToRelease(state.live, now);
  await db.batch([
    ...deletionStatements(db, { person, state, released, now, origin: await publicOrigin(), facts }),
    ...giveBack,
  ]);
  return { ok: true, released: released.length };
}

function deletionStatements(
  db: Database,
  {
    person,
    state,
    released,
    now,
    origin,
    facts,
  }: {
    person: Person;
    state: DeletionState;
    released: DeletionState["live"];
    now: Date;
    origin: string;
    facts: DeletionFacts;
  },
) {
  const userId = person.id;
  const anonymous = anonymizedIdentity(person);
  const anonymousName = `${anonymous.firstName} ${anonymous.lastName}`;
  const oldName = `${person.firstName} ${person.lastName}`;
  const organizationIds = state.memberships.map((row) => row.organizationId);
  const at = now.getTime();

  // Who hears of each released assignment: the assignor who offered it, else every assignor of the organization.
  const notices = released.flatMap((assignment) => {
    const assignors = state.assignors.filter((row) => row.organizationId === assignment.organizationId);
    const offeredBy = assignors.filter((row) => row.addressee.id === assignment.assignedById);
    return (offeredBy.length > 0 ? offeredBy : assignors).map(({ addressee }) => ({ assignment, addressee }));
  });
  const notificationRows = notices.map(({ assignment, addressee }) => ({
    id: newId(),
    userId: addressee.id,
    organizationId: assignment.organizationId,
    // In the assignor's language (issue 19).
    ...releasedNotification(
      { refereeName: anonymousName, game: assignment, position: assignment.position },
      addressee.language,
    ),
    link: assignGameLink({ id: assignment.gameId, date: assignment.date }),
  }));
  const messagesByOrganization = new Map<string, typeof notices>();
  for (const notice of notices) {
    const id = notice.assignment.organizationId;
    messagesByOrganization.set(id, [...(messagesByOrganization.get(id) ?? []), notice]);
  }

  // The person's name and address, wherever their organizations wrote them into text.
  const scrub = (column: AnyColumn | SQL) =>
    sql`replace(replace(${column}, ${oldName}, ${anonymousName}), ${person.email}, ${anonymous.email})`;
  const mentions = (column: AnyColumn | SQL) =>
    sql`(instr(${column}, ${oldName}) > 0 OR instr(${column}, ${person.email}) > 0)`;
  const detailsText = sql`coalesce(${activityLog.details}, '')`;

  return [
    // 1. Upcoming assignments released, their games' status set from their crews again.
    db
      .update(assignments)
      .set({ status: "declined", declineReason: RELEASED_BY_DELETION_REASON, respondedAt: now, updatedAt: now })
      .where(
        and(
          eq(assignments.refereeId, userId),
          inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]),
          inJson(
            assignments.id,
            released.map((row) => row.id),
          ),
        ),
      ),
    db
      .update(games)
      .set({ status: derivedGameStatus(), updatedAt: now })
      .where(
        and(
          inArray(games.status, ["pending", "assigned", "confirmed"]),
          inJson(games.id, [...new Set(released.map((row) => row.gameId))]),
        ),
      ),
    // 2. The assignors told: a notification and an email (and text) each.
    ...notificationsFromJson(db, { rows: notificationRows, type: "assignment", priority: "high", at }),
    ...[...messagesByOrganization].flatMap(([organizationId, rows]) =>
      outboxRowsFromJson(db, {
        organizationId,
        at,
        onlyIf: sql`true`,
        rows: rows.flatMap(({ assignment, addressee }) =>
          outboxRows({
            key: `${MESSAGE_KINDS.assignmentDeclined}:${assignment.id}:account-deleted`,
            kind: MESSAGE_KINDS.assignmentDeclined,
            message: assignmentDeclined({
              firstName: addressee.firstName,
              refereeName: anonymousName,
              reason: RELEASED_BY_DELETION_REASON,
              game: { ...assignment, id: assignment.gameId },
              origin,
              language: addressee.language,
            }),
            to: addressee.email,
            textTo: addressee.textTo,
            organizationId,
            userId: addressee.id,
          }).map((row) => ({ row, with: {} })),
        ),
      }),
    ),
    ...organizationIds.map((organizationId) =>
      activityStatement(db, {
        organizationId,
        actorId: userId,
        action: "account.deleted",
        subjectType: "user",
        subjectId: userId,
        summary: `${anonymousName} deleted their account${
          facts.upcomingAssignments > 0
            ? `; ${released.filter((row) => row.organizationId === organizationId).length} upcoming assignment(s) released`
            : ""
        }`,
      }),
    ),
    // 3. Their name and address replaced in what their organizations keep (before the memberships go).
    db
      .update(activityLog)
      .set({
        summary: scrub(activityLog.summary),
        details: sql`CASE WHEN ${activityLog.details} IS NULL THEN NULL ELSE ${scrub(activityLog.details)} END`,
      })
      .where(
        and(
          inJson(activityLog.organizationId, organizationIds),
          or(mentions(activityLog.summary), mentions(detailsText)),
        ),
      ),
    db
      .update(notifications)
      .set({ title: scrub(notifications.title), message: scrub(notifications.message) })
      .where(
        and(
          ne(notifications.userId, userId),
          inArray(
            notifications.userId,
            db
              .select({ id: memberships.userId })
              .from(memberships)
              .where(inJson(memberships.organizationId, organizationIds)),
          ),
          or(mentions(notifications.title), mentions(notifications.message)),
        ),
      ),
    db
      .update(outbox)
      .set({
        subject: sql`CASE WHEN ${outbox.subject} IS NULL THEN NULL ELSE ${scrub(outbox.subject)} END`,
        textBody: scrub(outbox.textBody),
        htmlBody: sql`CASE WHEN ${outbox.htmlBody} IS NULL THEN NULL ELSE ${scrub(outbox.htmlBody)} END`,
      })
      .where(
        and(
          inJson(outbox.organizationId, organizationIds),
          or(isNull(outbox.userId), ne(outbox.userId, userId)),
          or(mentions(outbox.textBody), mentions(sql`coalesce(${outbox.subject}, '')`)),
        ),
      ),
    // 4. Everything that is only theirs, erased.
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(passwords).where(eq(passwords.userId, userId)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(oauthPendingSignups).where(eq(oauthPendingSignups.email, person.email)),
    db.delete(invites).where(and(eq(invites.email, person.email), isNull(invites.acceptedAt))),
    db.update(invites).set({ email: anonymous.email }).where(eq(invites.email, person.email)),
    db.delete(apiKeys).where(eq(apiKeys.createdById, userId)),
    db.delete(availabilityBlocks).where(eq(availabilityBlocks.userId, userId)),
    db.delete(availabilityRecurringBlocks).where(eq(availabilityRecurringBlocks.userId, userId)),
    db.delete(notifications).where(eq(notifications.userId, userId)),
    db.delete(userSettings).where(eq(userSettings.userId, userId)),
    db.delete(certifications).where(eq(certifications.userId, userId)),
    db.delete(gameRequests).where(eq(gameRequests.refereeId, userId)),
    // Their computed ratings (decision 0081): derived from evaluations, and about them alone.
    db.delete(refereeRatings).where(eq(refereeRatings.refereeId, userId)),
    db
      .update(schedulingDraftItems)
      .set({ refereeId: null, unfilledReason: RELEASED_BY_DELETION_REASON })
      .where(
        and(
          eq(schedulingDraftItems.refereeId, userId),
          inArray(
            schedulingDraftItems.draftId,
            db.select({ id: schedulingDrafts.id }).from(schedulingDrafts).where(eq(schedulingDrafts.status, "draft")),
          ),
        ),
      ),
    db.delete(memberships).where(eq(memberships.userId, userId)),
    db.delete(outbox).where(or(eq(outbox.userId, userId), eq(outbox.recipient, person.email))),
    db.delete(contactMessages).where(eq(contactMessages.email, person.email)),
    db.delete(statusSubscribers).where(eq(statusSubscribers.email, person.email)),
    db.delete(statusSubscriptionTokens).where(eq(statusSubscriptionTokens.email, person.email)),
    // Counters keyed by the address end with ":<email>" (`login:account:<email>`); a longer address that merely
    // ends with this one keeps its counter.
    db.delete(rateLimits).where(sql`substr(${rateLimits.key}, -length(${`:${person.email}`})) = ${`:${person.email}`}`),
    // 5. Kept for the law, then purged: tax details (1099 data).
    db.update(refereeTaxDetails).set({ purgeAfter: facts.purgeAfter }).where(eq(refereeTaxDetails.userId, userId)),
    // 6. The person, anonymized: past assignments and payments keep pointing at this row.
    db
      .update(users)
      .set({
        firstName: anonymous.firstName,
        lastName: anonymous.lastName,
        email: anonymous.email,
        emailVerifiedAt: null,
        phone: null,
        rating: null,
        bio: null,
        location: null,
        website: null,
        calendarFeedToken: null,
        calendarFeedTokenHash: null,
        calendarFeedCreatedAt: null,
        homeLatitude: null,
        homeLongitude: null,
        homeLabel: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId)),
  ] as const;
}

/**
 * The cron's purge of tax records kept for the law (decision 0057): the tax details of deleted accounts
 * whose retention date has passed. One statement, on however many rows.
 */
export const purgeRetainedTaxRecordsJob: Job = {
  name: "purge-retained-tax-records",
  async run({ db, now }) {
    const today = now.toISOString().slice(0, 10);
    const purged = await db
      .delete(refereeTaxDetails)
      .where(and(isNotNull(refereeTaxDetails.purgeAfter), lt(refereeTaxDetails.purgeAfter, today)))
      .returning({ userId: refereeTaxDetails.userId });
    return `${purged.length} retained tax records purged`;
  },
};
