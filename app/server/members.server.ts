/**
 * An organization's members (issue 20, decision 0068): one member's page, changing their role (and an
 * assignor's scope), removing them. Every function takes the organization from the signed-in staff
 * member's access; a member of another organization is as missing as one that never was. Each action reads
 * in one batch and writes in one (decision 0052), the rules coming from app/domain/members.ts.
 */
import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { assignments, gameRequests, games, memberships, notifications, userSettings, users } from "~/db/schema";
import { newId } from "~/db/ids";
import { STAFF_ROLES } from "~/domain/constants";
import { todayIn } from "~/domain/dates";
import { isFullAssignor, removalRefusal, roleChangeRefusal, type MemberRole } from "~/domain/members";
import { MESSAGE_KINDS, membershipNotification, membershipRemoved, membershipRoleChanged } from "~/domain/messages";
import { isLimited, type AssignorScope } from "~/domain/permissions";
import { refused, type Outcome } from "~/domain/outcome";
import { tr } from "~/i18n/text";
import { activityIfChanged } from "./activity.server";
import { revokeCredentialsOfFormerAssignor } from "./api-keys.server";
import { insertIfChanged, insertWhen, previousStatementChanged } from "./conditional-write.server";
import type { Database } from "./db.server";
import { derivedGameStatus } from "./game-status.server";
import { listVenues } from "./organization.server";
import { ADDRESSEE_COLUMNS, queueMessageIfChanged, toAddressee } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";
import { fullAssignorSql } from "./staff-scope.server";
import { UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/** Who is acting, in which organization (from `requireStaff`). */
export interface MemberActor {
  organization: { id: string; name: string; timeZone: string };
  user: { id: string; firstName: string; lastName: string };
}

/** True when the organization has a full assignor other than this person (evaluated inside a batch). */
function anotherFullAssignor(organizationId: string, userId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM memberships AS other WHERE other.organization_id = ${organizationId} AND other.user_id <> ${userId} AND ${fullAssignorSql("other")})`;
}

/** `users.role`, the portal a person lands in, from the memberships they have left: any staff one, the assignor portal. */
function portalRoleUpdate(db: Database, userId: string, onlyIf?: SQL) {
  return db
    .update(users)
    .set({
      role: sql`CASE WHEN EXISTS (SELECT 1 FROM memberships WHERE memberships.user_id = ${userId} AND memberships.role IN (${sql.join(
        STAFF_ROLES.map((role) => sql`${role}`),
        sql`, `,
      )})) THEN 'assignor' ELSE 'referee' END`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), onlyIf));
}

/** The member (their membership, account and how to reach them), or nothing for someone not in this organization. */
function memberQuery(db: Database, organizationId: string, userId: string) {
  return db
    .select({
      ...ADDRESSEE_COLUMNS,
      // Aliased: a batch maps rows back by column name, and `users.id` is "id" too.
      membershipId: sql<string>`${memberships.id}`.as("membership_id"),
      role: memberships.role,
      scope: memberships.scope,
      joinedAt: memberships.createdAt,
      refereeLevel: users.refereeLevel,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/** The organization's assignors (few), to count the full ones with the domain's rule. */
function assignorsQuery(db: Database, organizationId: string) {
  return db
    .select({ userId: memberships.userId, role: memberships.role, scope: memberships.scope })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "assignor")));
}

/** The person's upcoming assignments of this organization from `today` (the organization's date) on, soonest first. */
function upcomingAssignmentsQuery(db: Database, organizationId: string, userId: string, today: string) {
  return db
    .select({
      id: assignments.id,
      position: assignments.position,
      status: assignments.status,
      gameId: sql<string>`${games.id}`.as("game_id"),
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      date: games.date,
      time: games.time,
      venue: games.venue,
      venueAddress: games.venueAddress,
      toldId: sql<string | null>`coalesce(${assignments.assignedById}, ${games.assignorId})`.as("told_id"),
    })
    .from(assignments)
    .innerJoin(games, and(eq(games.id, assignments.gameId), eq(games.organizationId, organizationId)))
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        eq(assignments.refereeId, userId),
        inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]),
        sql`${games.date} >= ${today}`,
      ),
    )
    .orderBy(asc(games.date), asc(games.time));
}

/** The organization's own leagues (as its games name them), for an assignor's scope. */
function leaguesQuery(db: Database, organizationId: string) {
  return db
    .selectDistinct({ league: games.league })
    .from(games)
    .where(and(eq(games.organizationId, organizationId), isNotNull(games.league), ne(games.league, "")))
    .orderBy(asc(games.league));
}

/** How to reach the assignors who made (or own the games of) those assignments: they are told of a removal. */
function assignorsToTellQuery(db: Database, organizationId: string, userId: string, today: string) {
  const made = upcomingAssignmentsQuery(db, organizationId, userId, today);
  return db
    .select(ADDRESSEE_COLUMNS)
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(inArray(users.id, db.select({ id: sql<string>`told_id` }).from(made.as("made"))));
}

const fullAssignorCount = (rows: MemberRole[]) => rows.filter(isFullAssignor).length;

/**
 * The member page: the member, their upcoming assignments here, the organization's leagues and venues (the
 * scope's choices) and its assignors, in one batch. Null when the person is not a member of this organization.
 */
export async function loadMember(db: Database, actor: MemberActor, userId: string, now = new Date()) {
  const organizationId = actor.organization.id;
  const today = todayIn(actor.organization.timeZone, now);
  const [[member], upcoming, assignorsToTell, leagues, venues, assignors] = await db.batch([
    memberQuery(db, organizationId, userId),
    upcomingAssignmentsQuery(db, organizationId, userId, today),
    assignorsToTellQuery(db, organizationId, userId, today),
    leaguesQuery(db, organizationId),
    listVenues(db, organizationId),
    assignorsQuery(db, organizationId),
  ]);
  if (!member) return null;
  return {
    member: { ...member, scope: member.scope ?? null },
    upcoming,
    assignorsToTell,
    leagues: leagues.map((row) => row.league).filter((league): league is string => Boolean(league)),
    venues: venues.map((venue) => venue.name),
    fullAssignors: fullAssignorCount(assignors),
  };
}

export type LoadedMember = NonNullable<Awaited<ReturnType<typeof loadMember>>>;

/**
 * Changes a member's role (and an assignor's scope). Refused for the organization's last full assignor; the
 * update itself repeats that guard in SQL, so two assignors demoting each other at once cannot both win.
 * The member is told (in-app and by email, in their language) and the activity log records it.
 */
export async function changeMemberRole(
  db: Database,
  actor: MemberActor,
  loaded: LoadedMember,
  next: { role: string; scope: AssignorScope | null },
  now = new Date(),
): Promise<Outcome<{ changed: boolean }>> {
  const { member } = loaded;
  const organizationId = actor.organization.id;
  const refusal = roleChangeRefusal(member, next, { fullAssignors: loaded.fullAssignors });
  if (refusal) return refused(409, refusal);
  if (member.role === next.role && JSON.stringify(member.scope) === JSON.stringify(next.scope)) {
    return { ok: true, changed: false };
  }
  const person = toAddressee(member);
  const name = `${member.firstName} ${member.lastName}`;
  const changedBy = `${actor.user.firstName} ${actor.user.lastName}`;
  const limited = isLimited(next.scope);
  const demotesFullAssignor = isFullAssignor(member) && !isFullAssignor(next);
  const origin = await publicOrigin();
  const [updated] = await db.batch([
    db
      .update(memberships)
      .set({ role: next.role, scope: next.scope })
      .where(
        and(
          eq(memberships.organizationId, organizationId),
          eq(memberships.userId, member.id),
          demotesFullAssignor ? anotherFullAssignor(organizationId, member.id) : undefined,
        ),
      )
      .returning({ id: memberships.id }),
    // Each statement below runs only if the one before it changed a row: a refused update tells no one.
    portalRoleUpdate(db, member.id, previousStatementChanged),
    activityIfChanged(db, {
      organizationId,
      actorId: actor.user.id,
      action: "member.role_changed",
      subjectType: "user",
      subjectId: member.id,
      summary: `Changed ${name}'s role from ${member.role} to ${next.role}${limited ? " (limited)" : ""}`,
      details: { name, role: next.role, previousRole: member.role, limited: limited ? "yes" : "no" },
    }),
    insertIfChanged(db, notifications, {
      id: newId(),
      userId: member.id,
      organizationId,
      type: "system",
      priority: "medium",
      ...membershipNotification(
        { kind: "roleChanged", organizationName: actor.organization.name, role: next.role, limited },
        person.language,
      ),
      link: next.role === "referee" ? "/referee" : "/assignor",
    }),
    ...queueMessageIfChanged(db, {
      key: `${MESSAGE_KINDS.membershipRoleChanged}:${member.membershipId}:${now.getTime()}`,
      kind: MESSAGE_KINDS.membershipRoleChanged,
      message: membershipRoleChanged({
        firstName: person.firstName,
        organizationName: actor.organization.name,
        role: next.role,
        limited,
        changedBy,
        origin,
        language: person.language,
      }),
      to: person.email,
      organizationId,
      userId: member.id,
    }),
    // Last: no longer a full assignor after the update, their keys and clients are revoked for good (issue 32).
    ...revokeCredentialsOfFormerAssignor(db, { organizationId, userId: member.id, actorId: actor.user.id, now }),
  ]);
  if (updated.length === 0) return refused(409, tr("org.members.error.lastAssignor"));
  return { ok: true, changed: true };
}

/**
 * Removes a member: their membership goes, and so do their live assignments of this organization from
 * today on (withdrawn as an assignor withdraws an offer: cancelled, the game's status derived again so it
 * needs a referee), and their pending game requests here are withdrawn. The person gets one message
 * listing what was withdrawn; each assignor who made one of those assignments is told in the app. Past assignments, payments and the log stay. Not oneself, and
 * never the last full assignor (the delete repeats that guard in SQL).
 */
export async function removeMember(
  db: Database,
  actor: MemberActor,
  loaded: LoadedMember,
  now = new Date(),
): Promise<Outcome<{ withdrawn: number }>> {
  const { member, upcoming } = loaded;
  const organizationId = actor.organization.id;
  const refusal = removalRefusal(member, { fullAssignors: loaded.fullAssignors, isSelf: member.id === actor.user.id });
  if (refusal) return refused(409, refusal);
  const person = toAddressee(member);
  const name = `${member.firstName} ${member.lastName}`;
  const removedBy = `${actor.user.firstName} ${actor.user.lastName}`;
  const origin = await publicOrigin();
  const assignmentIds = JSON.stringify(upcoming.map((row) => row.id));
  const gameIds = JSON.stringify([...new Set(upcoming.map((row) => row.gameId))]);
  // The assignors to tell: whoever made each assignment (else the game's assignor), not the one removing.
  const told = new Map<string, number>();
  for (const row of upcoming) {
    if (row.toldId && row.toldId !== actor.user.id && row.toldId !== member.id) {
      told.set(row.toldId, (told.get(row.toldId) ?? 0) + 1);
    }
  }
  // True once this batch's delete happened: what follows it acts only on a removal that took place.
  const noLongerAMember = sql`NOT EXISTS (SELECT 1 FROM memberships WHERE memberships.organization_id = ${organizationId} AND memberships.user_id = ${member.id})`;
  const withdrawnNow = sql`EXISTS (SELECT 1 FROM assignments WHERE assignments.id IN (SELECT value FROM json_each(${assignmentIds})) AND assignments.status = 'cancelled' AND assignments.updated_at = ${now.getTime()})`;

  const [deleted] = await db.batch([
    db
      .delete(memberships)
      .where(
        and(
          eq(memberships.organizationId, organizationId),
          eq(memberships.userId, member.id),
          isFullAssignor(member) ? anotherFullAssignor(organizationId, member.id) : undefined,
        ),
      )
      .returning({ id: memberships.id }),
    // A chain (see conditional-write.server.ts): nothing below is written when the delete changed nothing.
    portalRoleUpdate(db, member.id, previousStatementChanged),
    activityIfChanged(db, {
      organizationId,
      actorId: actor.user.id,
      action: "member.removed",
      subjectType: "user",
      subjectId: member.id,
      summary: `Removed ${name} from the organization (${upcoming.length} upcoming ${upcoming.length === 1 ? "assignment" : "assignments"} withdrawn)`,
      details: { name, role: member.role, withdrawn: upcoming.length },
    }),
    insertIfChanged(db, notifications, {
      id: newId(),
      userId: member.id,
      organizationId,
      type: "schedule",
      priority: "high",
      ...membershipNotification(
        { kind: "removed", organizationName: actor.organization.name, withdrawn: upcoming.length },
        person.language,
      ),
      link: "/login",
    }),
    ...queueMessageIfChanged(db, {
      key: `${MESSAGE_KINDS.membershipRemoved}:${member.membershipId}`,
      kind: MESSAGE_KINDS.membershipRemoved,
      message: membershipRemoved({
        firstName: person.firstName,
        organizationName: actor.organization.name,
        removedBy,
        withdrawn: upcoming,
        origin,
        language: person.language,
      }),
      to: person.email,
      textTo: upcoming.length > 0 ? person.textTo : null,
      organizationId,
      userId: member.id,
    }),
    // Their assignments end only once they are no longer a member (this batch's delete happened).
    db
      .update(assignments)
      .set({ status: "cancelled", respondedAt: now, updatedAt: now })
      .where(
        and(
          eq(assignments.organizationId, organizationId),
          eq(assignments.refereeId, member.id),
          inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]),
          sql`${assignments.id} IN (SELECT value FROM json_each(${assignmentIds}))`,
          noLongerAMember,
        ),
      ),
    // Their open requests to work this organization's games go with them (no one is left to answer).
    db
      .update(gameRequests)
      .set({ status: "withdrawn", decidedAt: now })
      .where(
        and(
          eq(gameRequests.organizationId, organizationId),
          eq(gameRequests.refereeId, member.id),
          eq(gameRequests.status, "pending"),
          noLongerAMember,
        ),
      ),
    db
      .update(games)
      .set({ status: derivedGameStatus(), updatedAt: now })
      .where(
        and(
          eq(games.organizationId, organizationId),
          sql`${games.id} IN (SELECT value FROM json_each(${gameIds}))`,
          withdrawnNow,
        ),
      ),
    ...loaded.assignorsToTell
      .filter((row) => told.has(row.id))
      .map((row) => {
        const assignor = toAddressee(row);
        return insertWhen(
          db,
          notifications,
          {
            id: newId(),
            userId: assignor.id,
            organizationId,
            type: "assignment",
            priority: "high",
            ...membershipNotification(
              { kind: "refereeRemoved", refereeName: name, withdrawn: told.get(assignor.id) ?? 0 },
              assignor.language,
            ),
            link: "/assignor/games",
          },
          withdrawnNow,
        );
      }),
    // Gone from the organization, their keys and clients are revoked for good: rejoining does not revive them.
    ...revokeCredentialsOfFormerAssignor(db, { organizationId, userId: member.id, actorId: actor.user.id, now }),
  ]);
  if (deleted.length === 0) return refused(409, tr("org.members.error.lastAssignor"));
  return { ok: true, withdrawn: upcoming.length };
}
