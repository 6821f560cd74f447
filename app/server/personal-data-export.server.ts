/**
 * "Download my data" (issue 18, decision 0057): everything Whistle holds about the signed-in person, read in
 * one `db.batch` after the session. Every statement is scoped by the person's own id (and binds nothing
 * else, far below D1's 100 parameters); the lists are bounded by `EXPORT_ROW_LIMIT`. What is left out on
 * purpose: secrets (session ids, password hashes, OAuth provider tokens, API key hashes, the calendar feed
 * token), the assignor's private records about them (override reasons, payment notes, expense categories)
 * and other people's personal data (crews are not listed).
 */
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import {
  apiKeys,
  assignments,
  availabilityBlocks,
  availabilityRecurringBlocks,
  certifications,
  evaluations,
  gameRequests,
  games,
  memberships,
  notifications,
  oauthAccounts,
  organizations,
  outbox,
  passwords,
  payments,
  refereeRatings,
  refereeTaxDetails,
  sessions,
  teamTies,
  travelStartPoints,
  userSettings,
  users,
} from "~/db/schema";
import { weekdaysOfBits } from "./referee-rule-facts.server";
import { maskTin } from "~/domain/accounting";
import type { PaymentStatus } from "~/domain/constants";
import { payableState } from "~/domain/payments";
import type { PersonalData } from "~/domain/personal-data-export";
import { batchRead, type BatchRead } from "./batch-reads.server";
import type { Database } from "./db.server";
import { payableTotalSql } from "./payable-total.server";
import { slotFeeSql } from "./slot-fee.server";
import { verifiedByLeaguesSql } from "./certifications.server";

/** A safety bound per list: a busy referee's season is about a hundred assignments, a career a few thousand. */
export const EXPORT_ROW_LIMIT = 5000;

const organizationName = sql<string>`${organizations.name}`.as("organization_name");

/** The statements of the export and how their rows become `PersonalData`. */
export function personalDataRead(db: Database, userId: string): BatchRead<PersonalData | null> {
  return batchRead(
    [
      db
        .select({
          id: users.id,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          role: users.role,
          refereeLevel: users.refereeLevel,
          bio: users.bio,
          location: users.location,
          website: users.website,
          homeLabel: users.homeLabel,
          maxTravelKm: users.maxTravelKm,
          homeLatitude: users.homeLatitude,
          homeLongitude: users.homeLongitude,
          calendarFeed: sql<number>`${users.calendarFeedTokenHash} IS NOT NULL OR ${users.calendarFeedToken} IS NOT NULL`,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
          passwordSetAt: sql<
            number | null
          >`(SELECT ${passwords.updatedAt} FROM ${passwords} WHERE ${passwords.userId} = ${users.id})`,
        })
        .from(users)
        .where(eq(users.id, userId)),
      db.select().from(userSettings).where(eq(userSettings.userId, userId)),
      db
        .select({
          organization: organizationName,
          role: memberships.role,
          maxGamesPerWeek: memberships.maxGamesPerWeek,
          maxGamesPerMonth: memberships.maxGamesPerMonth,
          schedulingPreferences: memberships.schedulingPreferences,
          joinedAt: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt)),
      db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          persistent: sessions.persistent,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      db
        .select({ provider: oauthAccounts.provider, linkedAt: oauthAccounts.createdAt })
        .from(oauthAccounts)
        .where(eq(oauthAccounts.userId, userId)),
      db
        .select({
          organization: organizationName,
          name: apiKeys.name,
          kind: apiKeys.kind,
          scope: apiKeys.scope,
          prefix: apiKeys.prefix,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
          revokedAt: apiKeys.revokedAt,
        })
        .from(apiKeys)
        .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
        .where(eq(apiKeys.createdById, userId))
        .orderBy(asc(apiKeys.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      db
        .select({
          name: certifications.name,
          kind: certifications.kind,
          level: certifications.level,
          issuer: certifications.issuer,
          issuedOn: certifications.issuedOn,
          expiresOn: certifications.expiresOn,
          verified: verifiedByLeaguesSql(),
          createdAt: certifications.createdAt,
        })
        .from(certifications)
        .where(eq(certifications.userId, userId))
        .orderBy(asc(certifications.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      db
        .select({
          date: availabilityBlocks.date,
          kind: availabilityBlocks.kind,
          startTime: availabilityBlocks.startTime,
          endTime: availabilityBlocks.endTime,
        })
        .from(availabilityBlocks)
        .where(eq(availabilityBlocks.userId, userId))
        .orderBy(asc(availabilityBlocks.date), asc(availabilityBlocks.startTime))
        .limit(EXPORT_ROW_LIMIT),
      db
        .select({
          weekday: availabilityRecurringBlocks.weekday,
          kind: availabilityRecurringBlocks.kind,
          startTime: availabilityRecurringBlocks.startTime,
          endTime: availabilityRecurringBlocks.endTime,
          startsOn: availabilityRecurringBlocks.startsOn,
          endsOn: availabilityRecurringBlocks.endsOn,
        })
        .from(availabilityRecurringBlocks)
        .where(eq(availabilityRecurringBlocks.userId, userId))
        .orderBy(asc(availabilityRecurringBlocks.weekday), asc(availabilityRecurringBlocks.startsOn))
        .limit(EXPORT_ROW_LIMIT),
      db
        .select({
          type: notifications.type,
          title: notifications.title,
          message: notifications.message,
          priority: notifications.priority,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          dismissedAt: notifications.dismissedAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      // Messages sent (or queued) to them: found by the person they were for, or their address.
      db
        .select({
          channel: outbox.channel,
          recipient: outbox.recipient,
          kind: outbox.kind,
          subject: outbox.subject,
          text: outbox.textBody,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(
          or(
            eq(outbox.userId, userId),
            sql`${outbox.recipient} = (SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${userId})`,
          ),
        )
        .orderBy(desc(outbox.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      // Their assignments with the game: not the crew (other people), not the assignor's override record.
      db
        .select({
          organization: organizationName,
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          venue: games.venue,
          venueAddress: games.venueAddress,
          level: games.level,
          // What their slot pays (issue 21: the game's own fee for the position, the fee table's, else the game's).
          feeCents: slotFeeSql(assignments.position),
          currency: organizations.currency,
          gameStatus: sql<string>`${games.status}`.as("game_status"),
          position: assignments.position,
          status: assignments.status,
          assignedAt: assignments.assignedAt,
          respondedAt: assignments.respondedAt,
          declineReason: assignments.declineReason,
          notes: assignments.notes,
        })
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .innerJoin(organizations, eq(organizations.id, assignments.organizationId))
        .where(eq(assignments.refereeId, userId))
        .orderBy(desc(games.date), desc(games.time))
        .limit(EXPORT_ROW_LIMIT),
      db
        .select({
          organization: organizationName,
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          venue: games.venue,
          position: gameRequests.position,
          status: gameRequests.status,
          message: gameRequests.message,
          requestedAt: gameRequests.createdAt,
          decidedAt: gameRequests.decidedAt,
        })
        .from(gameRequests)
        .innerJoin(games, eq(games.id, gameRequests.gameId))
        .innerJoin(organizations, eq(organizations.id, gameRequests.organizationId))
        .where(eq(gameRequests.refereeId, userId))
        .orderBy(desc(gameRequests.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      // Earnings and payments as the referee's Earnings page shows them (no note or expense category).
      db
        .select({
          organization: organizationName,
          currency: organizations.currency,
          description: payments.description,
          feeCents: payments.amountCents,
          mileageCents: payments.mileageCents,
          adjustmentCents: payments.adjustmentCents,
          totalCents: payableTotalSql,
          status: payments.status,
          heldAt: payments.heldAt,
          method: payments.method,
          paidOn: payments.paidOn,
          paidAt: payments.paidAt,
          reference: payments.reference,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .innerJoin(organizations, eq(organizations.id, payments.organizationId))
        .where(eq(payments.refereeId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      db.select().from(refereeTaxDetails).where(eq(refereeTaxDetails.userId, userId)),
      // Issue 21: the teams they declared (a league's staff notes about them are the league's, not theirs)
      // and where they set out from.
      db
        .select({
          organization: organizationName,
          team: teamTies.team,
          relation: teamTies.relation,
          createdAt: teamTies.createdAt,
        })
        .from(teamTies)
        .innerJoin(organizations, eq(organizations.id, teamTies.organizationId))
        .where(and(eq(teamTies.userId, userId), eq(teamTies.byStaff, false)))
        .orderBy(asc(teamTies.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      db
        .select({
          label: travelStartPoints.label,
          latitude: travelStartPoints.latitude,
          longitude: travelStartPoints.longitude,
          weekdays: travelStartPoints.weekdays,
          fromTime: travelStartPoints.fromTime,
          toTime: travelStartPoints.toTime,
          createdAt: travelStartPoints.createdAt,
        })
        .from(travelStartPoints)
        .where(eq(travelStartPoints.userId, userId))
        .orderBy(asc(travelStartPoints.createdAt))
        .limit(EXPORT_ROW_LIMIT),
      // Issue 22: their rating in each league (decision 0081) and the evaluations of their games. Who wrote an
      // evaluation is left out (other people's data; a coach's is anonymous anyway): the source says enough.
      db
        .select({
          organization: organizationName,
          rating: refereeRatings.rating,
          evaluationCount: refereeRatings.evaluationCount,
          computedAt: refereeRatings.computedAt,
        })
        .from(refereeRatings)
        .innerJoin(organizations, eq(organizations.id, refereeRatings.organizationId))
        .where(eq(refereeRatings.refereeId, userId))
        .orderBy(asc(organizations.name)),
      db
        .select({
          organization: organizationName,
          gameDate: evaluations.gameDate,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          source: evaluations.source,
          scores: evaluations.scores,
          overall: evaluations.overall,
          weight: evaluations.weight,
          comments: evaluations.comments,
          createdAt: evaluations.createdAt,
        })
        .from(evaluations)
        .innerJoin(organizations, eq(organizations.id, evaluations.organizationId))
        .innerJoin(games, eq(games.id, evaluations.gameId))
        .where(eq(evaluations.refereeId, userId))
        .orderBy(asc(evaluations.gameDate), asc(evaluations.createdAt))
        .limit(EXPORT_ROW_LIMIT),
    ],
    ([
      [profile],
      [settings],
      membershipRows,
      sessionRows,
      oauthRows,
      apiKeyRows,
      certificationRows,
      blockRows,
      weeklyRows,
      notificationRows,
      messageRows,
      assignmentRows,
      requestRows,
      paymentRows,
      [tax],
      tieRows,
      startPointRows,
      ratingRows,
      evaluationRows,
    ]) => {
      if (!profile) return null;
      const { calendarFeed, passwordSetAt, ...rest } = profile;
      return {
        profile: {
          ...rest,
          calendarFeedEnabled: Boolean(calendarFeed),
          passwordSet: passwordSetAt !== null,
        },
        settings: settings ? (({ userId: _, ...values }) => values)(settings) : null,
        memberships: membershipRows,
        sessions: sessionRows,
        signInMethods: [
          ...(passwordSetAt !== null ? [{ method: "password", email: rest.email, linkedAt: null }] : []),
          ...oauthRows.map((row) => ({ method: row.provider, email: rest.email, linkedAt: row.linkedAt })),
        ],
        apiKeys: apiKeyRows,
        certifications: certificationRows,
        availability: blockRows,
        weeklyAvailability: weeklyRows,
        notifications: notificationRows,
        messages: messageRows,
        assignments: assignmentRows,
        gameRequests: requestRows,
        // Held (a reported no-show) is its own status, as on the Earnings page (issue 32).
        payments: paymentRows.map(({ heldAt, ...row }) => ({
          ...row,
          status: payableState({ status: row.status as PaymentStatus, heldAt }),
          totalCents: Number(row.totalCents),
        })),
        teamTies: tieRows,
        ratings: ratingRows,
        evaluations: evaluationRows.map(({ scores, ...row }) => ({ ...row, scores: JSON.stringify(scores) })),
        startPoints: startPointRows.map(({ weekdays, ...row }) => ({
          ...row,
          // "Sat Sun"; empty means every day.
          weekdays: weekdaysOfBits(Number(weekdays))
            .map((day) => ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][day])
            .join(" "),
        })),
        // Masked as on the referee's own tax form: only the last four digits were ever stored.
        taxDetails: tax
          ? {
              legalName: tax.legalName,
              businessName: tax.businessName,
              tinType: tax.tinType,
              tin: maskTin(tax.tinType === "ein" ? "ein" : "ssn", tax.tinLast4),
              addressLine1: tax.addressLine1,
              addressLine2: tax.addressLine2,
              city: tax.city,
              state: tax.state,
              postalCode: tax.postalCode,
              updatedAt: tax.updatedAt,
            }
          : null,
      };
    },
  );
}
