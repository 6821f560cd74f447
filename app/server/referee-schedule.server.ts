/**
 * The referee's own games for the Schedule page: every assignment of this referee in each league they
 * referee for (issue 20: `organizationIds`, at most MAX_REFEREE_LEAGUES of them),
 * with the game, the rest of the crew (names and positions; contact details only as their privacy
 * toggles allow) and the assignor to call. Nothing here reaches another referee's assignments except as
 * crew on a game this referee is on.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { assignments, games, userSettings, users } from "~/db/schema";
import type { Position } from "~/domain/constants";
import { visibleProfile } from "~/domain/privacy";
import type { Database } from "./db.server";
import { filterOnly } from "./query-plan.server";
import { slotFeeSql } from "./slot-fee.server";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

export interface CrewMember {
  name: string;
  position: Position;
  status: string;
  email: string | null;
  phone: string | null;
}

export interface ScheduleEntry {
  id: string;
  /** The game's league: its time zone and currency are the ones to read it in. */
  organizationId: string;
  status: string;
  position: Position;
  declineReason: string | null;
  notes: string | null;
  game: {
    id: string;
    date: string;
    time: string;
    homeTeam: string;
    awayTeam: string;
    venue: string;
    venueAddress: string | null;
    level: string;
    feeCents: number;
    status: string;
    notes: string | null;
    cancelReason: string | null;
  };
  crew: CrewMember[];
  assignor: { name: string; email: string; phone: string | null } | null;
}

/**
 * The Schedule page's statements, unsent: the page sends them in its one `db.batch` and hands the rows
 * to `scheduleEntriesFrom`. A batch maps rows by column name, so columns that two joined tables share
 * (id, status, notes) are read under names of their own.
 */
export function scheduleEntriesQueries(
  db: Database,
  { organizationIds, refereeId }: { organizationIds: readonly string[]; refereeId: string },
) {
  const mine = alias(assignments, "mine");
  // The referee's rows found through the referee's index; the organization only filters them (query-plan.server.ts).
  const ownRows = and(
    inArray(filterOnly(assignments.organizationId), [...organizationIds]),
    eq(assignments.refereeId, refereeId),
  );
  return [
    db
      .select({
        id: assignments.id,
        organizationId: assignments.organizationId,
        status: assignments.status,
        position: assignments.position,
        declineReason: assignments.declineReason,
        notes: assignments.notes,
        assignedById: assignments.assignedById,
        game: {
          id: assignments.gameId,
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          venue: games.venue,
          venueAddress: games.venueAddress,
          level: games.level,
          feeCents: slotFeeSql(assignments.position),
          status: sql<string>`${games.status}`.as("game_status"),
          notes: sql<string | null>`${games.notes}`.as("game_notes"),
          cancelReason: games.cancelReason,
          assignorId: games.assignorId,
        },
      })
      .from(assignments)
      .innerJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, assignments.organizationId)))
      .where(ownRows),
    // The other officials on the games this referee is on (joined through the referee's own rows).
    db
      .select({
        gameId: assignments.gameId,
        organizationId: assignments.organizationId,
        position: assignments.position,
        status: assignments.status,
        person: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
        },
        contactInfoVisible: userSettings.contactInfoVisible,
        profileVisible: userSettings.profileVisible,
      })
      .from(assignments)
      .innerJoin(
        mine,
        and(
          eq(mine.gameId, assignments.gameId),
          eq(mine.refereeId, refereeId),
          inArray(filterOnly(mine.organizationId), [...organizationIds]),
        ),
      )
      .innerJoin(users, eq(users.id, assignments.refereeId))
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(
        and(
          // The crew of a game is in the game's league (the join on the referee's own row says which).
          eq(filterOnly(assignments.organizationId), mine.organizationId),
          ne(assignments.refereeId, refereeId),
          // Crew worth showing: an offer still open, a confirmed colleague, or who worked it.
          inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
        ),
      ),
    // Whoever gave the referee each game (the assignment's assignor, else the game's), to call.
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(users)
      .where(
        inArray(
          users.id,
          db
            .select({ id: sql<string>`coalesce(${assignments.assignedById}, ${games.assignorId})` })
            .from(assignments)
            .innerJoin(games, eq(games.id, assignments.gameId))
            .where(ownRows),
        ),
      ),
  ] as const;
}

export function scheduleEntriesFrom(
  [own, crew, assignors]: BatchResponse<ReturnType<typeof scheduleEntriesQueries>>,
  { refereeId }: { refereeId: string },
): ScheduleEntry[] {
  const assignorById = new Map(assignors.map((person) => [person.id, person]));

  const crewByGame = new Map<string, CrewMember[]>();
  for (const row of crew) {
    // A colleague is seen as a member of the game's league, which the referee shares with them.
    const viewer = { id: refereeId, role: "referee" as const, organizationIds: [row.organizationId] };
    const seen = visibleProfile(viewer, {
      ...row.person,
      organizationIds: [row.organizationId],
      settings: {
        profileVisible: row.profileVisible ?? true,
        contactInfoVisible: row.contactInfoVisible ?? true,
        availabilityVisible: true,
        statsVisible: true,
      },
    });
    const list = crewByGame.get(row.gameId) ?? [];
    list.push({
      name: `${seen.firstName} ${seen.lastName}`,
      position: row.position as Position,
      status: row.status,
      email: seen.email ?? null,
      phone: seen.phone ?? null,
    });
    crewByGame.set(row.gameId, list);
  }

  return own.map(({ assignedById, game: { assignorId, ...game }, ...row }) => {
    const assignor = assignorById.get(assignedById ?? assignorId ?? "");
    return {
      ...row,
      position: row.position as Position,
      game,
      crew: crewByGame.get(game.id) ?? [],
      // The assignor's work address and phone: a referee must be able to reach whoever gave them the game.
      assignor: assignor
        ? { name: `${assignor.firstName} ${assignor.lastName}`, email: assignor.email, phone: assignor.phone }
        : null,
    };
  });
}
