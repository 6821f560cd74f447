/**
 * The referee's private calendar feed (decision 0024): the secret in its URL and the assignments it
 * lists. The token is the only credential of `/calendar/<token>.ics`, so it is long (256 random bits)
 * and replaced on reset, after which the old URL answers 404. D1 keeps only its SHA-256, like a session's
 * (issue 18, decision 0055): the link is shown once, when it is made, as an API key is.
 */
import { and, asc, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { assignments, games, memberships, organizations, userSettings, users } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { gameLengthFromRules, type FeedAssignment } from "~/domain/ical-feed";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/messages";
import type { Database } from "./db.server";
// The catalogs, for the words a message is written in (issue 19), whichever entry point (a request, the cron) runs it.
import "./i18n.server";
import { sha256Hex } from "./session.server";
import { slotFeeSql } from "./slot-fee.server";
import { LIVE_ASSIGNMENT_STATUSES, UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/** How far back the feed reaches: recent games stay in the calendar, older history drops out. */
export const FEED_HISTORY_DAYS = 90;

/** 32 random bytes, base64url: unguessable and safe in a URL path. */
export function generateFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** Whether the referee has a feed link, and since when: one statement, for a page's own `db.batch`. */
export function feedLinkQuery(db: Database, userId: string) {
  return db
    .select({
      createdAt: users.calendarFeedCreatedAt,
      hashed: sql<number>`${users.calendarFeedTokenHash} IS NOT NULL`,
      legacy: sql<number>`${users.calendarFeedToken} IS NOT NULL`,
    })
    .from(users)
    .where(eq(users.id, userId));
}

export interface FeedLink {
  /** A link exists (it cannot be shown again: only its hash is kept). */
  exists: boolean;
  /** When it was made; null for a link made before issue 18. */
  createdAt: Date | null;
}

export function feedLinkFrom(rows: readonly { createdAt: Date | null; hashed: number; legacy: number }[]): FeedLink {
  const [row] = rows;
  return { exists: Boolean(row?.hashed) || Boolean(row?.legacy), createdAt: row?.createdAt ?? null };
}

/** Makes a new secret (the first, or a replacement): the old URL stops working at once. Returns the secret. */
export async function resetFeedToken(db: Database, userId: string, now: Date = new Date()): Promise<string> {
  const token = generateFeedToken();
  await db
    .update(users)
    .set({
      calendarFeedTokenHash: await sha256Hex(token),
      calendarFeedToken: null,
      calendarFeedCreatedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return token;
}

/**
 * The referee a token belongs to, or null (unknown token, or not a referee anywhere). A link made before
 * hashing is found by its plain text once: that use stores its hash and clears the plain text, so the
 * subscribed calendar keeps working (decision 0055).
 */
export async function findFeedOwner(db: Database, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = await sha256Hex(token);
  const [owner] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      language: userSettings.language,
      legacy: sql<number>`${users.calendarFeedToken} IS NOT NULL AND ${users.calendarFeedToken} = ${token}`,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.role, "referee")))
    .where(or(eq(users.calendarFeedTokenHash, hash), eq(users.calendarFeedToken, token)))
    .limit(1);
  if (!owner) return null;
  if (owner.legacy) {
    await db
      .update(users)
      .set({ calendarFeedTokenHash: hash, calendarFeedToken: null })
      .where(and(eq(users.id, owner.id), eq(users.calendarFeedToken, token)));
  }
  // The feed is written in its owner's language (issue 19), else English.
  const language: Language = isLanguage(owner.language) ? owner.language : DEFAULT_LANGUAGE;
  return { id: owner.id, firstName: owner.firstName, lastName: owner.lastName, language };
}

/**
 * The referee's pending and confirmed assignments, in every organization they still referee for, from
 * FEED_HISTORY_DAYS ago on, games not cancelled; with the other officials of each game.
 */
export async function listFeedAssignments(
  db: Database,
  refereeId: string,
  now: Date = new Date(),
): Promise<FeedAssignment[]> {
  const since = addDays(todayIn("UTC", now), -FEED_HISTORY_DAYS);
  const rows = await db
    .select({
      assignmentId: assignments.id,
      status: assignments.status,
      position: assignments.position,
      assignmentUpdatedAt: assignments.updatedAt,
      game: {
        id: games.id,
        date: games.date,
        time: games.time,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        venue: games.venue,
        venueAddress: games.venueAddress,
        level: games.level,
        league: games.league,
        notes: games.notes,
        feeCents: slotFeeSql(assignments.position),
        updatedAt: games.updatedAt,
      },
      organization: {
        name: organizations.name,
        currency: organizations.currency,
        timeZone: organizations.timeZone,
        conflictRules: organizations.conflictRules,
      },
    })
    .from(assignments)
    .innerJoin(games, eq(games.id, assignments.gameId))
    .innerJoin(organizations, eq(organizations.id, assignments.organizationId))
    .innerJoin(
      memberships,
      and(
        eq(memberships.organizationId, assignments.organizationId),
        eq(memberships.userId, assignments.refereeId),
        eq(memberships.role, "referee"),
      ),
    )
    .where(
      and(
        eq(assignments.refereeId, refereeId),
        inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]),
        ne(games.status, "cancelled"),
        gte(games.date, since),
      ),
    )
    .orderBy(asc(games.date), asc(games.time), asc(assignments.id));
  if (rows.length === 0) return [];

  const crewMember = alias(users, "crew_member");
  const crewRows = await db
    .select({
      gameId: assignments.gameId,
      refereeId: assignments.refereeId,
      position: assignments.position,
      status: assignments.status,
      updatedAt: assignments.updatedAt,
      firstName: crewMember.firstName,
      lastName: crewMember.lastName,
    })
    .from(assignments)
    .innerJoin(crewMember, eq(crewMember.id, assignments.refereeId))
    .where(
      and(
        // One JSON parameter, not one per game: a busy season puts hundreds of games in a feed.
        sql`${assignments.gameId} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(rows.map((row) => row.game.id))])}))`,
        inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
        ne(assignments.refereeId, refereeId),
      ),
    )
    .orderBy(asc(assignments.position));

  return rows.map((row) => {
    const crew = crewRows.filter((member) => member.gameId === row.game.id);
    // A change to the crew changes the event's description too.
    const lastModified = Math.max(
      row.assignmentUpdatedAt.getTime(),
      row.game.updatedAt.getTime(),
      ...crew.map((member) => member.updatedAt.getTime()),
    );
    return {
      assignmentId: row.assignmentId,
      status: row.status as "pending" | "confirmed",
      position: row.position,
      game: row.game,
      organizationName: row.organization.name,
      currency: row.organization.currency,
      timeZone: row.organization.timeZone,
      gameLengthMinutes: gameLengthFromRules(row.organization.conflictRules, row.game.level),
      crew: crew.map((crew) => ({
        name: `${crew.firstName} ${crew.lastName}`,
        position: crew.position,
        status: crew.status,
      })),
      lastModified: new Date(lastModified),
    };
  });
}
