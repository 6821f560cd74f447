/**
 * What the issue-21 rules know of an organization's referees (`RefereeRuleFacts` in app/domain/conflicts.ts),
 * read in one batch for all of its referees or one: team ties, partner rules, ranks, travel limit, home and
 * start points, credentials, and the organization's games of the teams they play for or coach in a date
 * range. Every statement is scoped by the organization (credentials and start points, which are the
 * person's own, through their referee membership of it).
 */
import { and, eq, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  certifications,
  games,
  memberships,
  partnerRules,
  refereeRanks,
  teamTies,
  travelStartPoints,
  users,
  venues,
} from "~/db/schema";
import { NO_RULE_FACTS, teamCovers, type RefereeRuleFacts } from "~/domain/conflicts";
import type { CredentialKind, GameLevel, RankPosition, TeamRelation } from "~/domain/constants";
import { batchRead, type BatchRead } from "./batch-reads.server";
import type { Database } from "./db.server";

type Ref = string | SQL;

type MutableFacts = {
  -readonly [K in keyof RefereeRuleFacts]: RefereeRuleFacts[K] extends readonly (infer T)[] ? T[] : RefereeRuleFacts[K];
};

/** The dates (YYYY-MM-DD, or SQL for them) whose team games the team-commitment rule needs. */
export interface FactDates {
  from: Ref;
  to: Ref;
}

/** Weekdays stored as a bit set (bit 0 = Sunday); 0 means every day. */
export function weekdaysOfBits(bits: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => (bits & (1 << day)) !== 0);
}

export function bitsOfWeekdays(days: readonly number[]): number {
  return days.reduce((bits, day) => bits | (1 << day), 0);
}

/** A game's venue coordinates: the organization's venue of that exact name (as the scheduling input matches). */
export const venueCoordinateColumns = {
  venueLatitude: sql<
    number | null
  >`(select ${venues.latitude} from ${venues} where ${venues.organizationId} = ${games.organizationId} and ${venues.name} = ${games.venue})`,
  venueLongitude: sql<
    number | null
  >`(select ${venues.longitude} from ${venues} where ${venues.organizationId} = ${games.organizationId} and ${venues.name} = ${games.venue})`,
};

/** The coordinates of `venueCoordinateColumns`, or null when the venue has none. */
export function coordinatesOf(row: { venueLatitude: number | null; venueLongitude: number | null }) {
  return row.venueLatitude === null || row.venueLongitude === null
    ? null
    : { lat: Number(row.venueLatitude), lon: Number(row.venueLongitude) };
}

/**
 * The facts of the organization's referees (or only `onlyRefereeId`), with team games between `dates`.
 * Referees the organization knows nothing of get `NO_RULE_FACTS`.
 */
export function refereeRuleFactsRead(
  db: Database,
  organizationId: string,
  dates: FactDates,
  onlyRefereeId?: Ref,
): BatchRead<(refereeId: string) => RefereeRuleFacts> {
  const isReferee = (column: typeof users.id | typeof certifications.userId | typeof travelStartPoints.userId) =>
    onlyRefereeId !== undefined
      ? and(
          eq(column, onlyRefereeId),
          sql`exists (select 1 from ${memberships} where ${memberships.organizationId} = ${organizationId} and ${memberships.userId} = ${column} and ${memberships.role} = 'referee')`,
        )
      : sql`${column} in (select ${memberships.userId} from ${memberships} where ${memberships.organizationId} = ${organizationId} and ${memberships.role} = 'referee')`;

  const partnerName = (id: SQLWrapper) =>
    sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${id})`;
  const pairs = (me: typeof partnerRules.refereeId | typeof partnerRules.partnerId, other: SQLWrapper) =>
    db
      .select({
        userId: sql<string>`${me}`.as("me"),
        partnerId: sql<string>`${other}`.as("other"),
        partnerName: partnerName(other).as("partner_name"),
        kind: partnerRules.kind,
        hard: partnerRules.hard,
      })
      .from(partnerRules)
      .where(and(eq(partnerRules.organizationId, organizationId), onlyRefereeId ? eq(me, onlyRefereeId) : undefined));

  const tieOfTeam = (team: SQLWrapper) =>
    // A prefilter only (`teamCovers` decides): a tie's name at the start of the team's name.
    sql`exists (select 1 from ${teamTies} where ${teamTies.organizationId} = ${organizationId} and ${teamTies.relation} in ('plays', 'coaches') and instr(lower(trim(${team})), lower(trim(${teamTies.team}))) = 1 ${
      onlyRefereeId !== undefined ? sql`and ${teamTies.userId} = ${onlyRefereeId}` : sql``
    })`;

  return batchRead(
    [
      db
        .select({
          userId: teamTies.userId,
          team: teamTies.team,
          relation: teamTies.relation,
          byStaff: teamTies.byStaff,
        })
        .from(teamTies)
        .where(
          and(
            eq(teamTies.organizationId, organizationId),
            onlyRefereeId !== undefined ? eq(teamTies.userId, onlyRefereeId) : undefined,
          ),
        ),
      pairs(partnerRules.refereeId, partnerRules.partnerId).unionAll(
        pairs(partnerRules.partnerId, partnerRules.refereeId),
      ),
      db
        .select({ userId: refereeRanks.userId, position: refereeRanks.position, level: refereeRanks.level })
        .from(refereeRanks)
        .where(
          and(
            eq(refereeRanks.organizationId, organizationId),
            onlyRefereeId !== undefined ? eq(refereeRanks.userId, onlyRefereeId) : undefined,
          ),
        ),
      db
        .select({
          userId: users.id,
          maxTravelKm: users.maxTravelKm,
          homeLatitude: users.homeLatitude,
          homeLongitude: users.homeLongitude,
          homeLabel: users.homeLabel,
        })
        .from(users)
        .where(and(isReferee(users.id), sql`(${users.maxTravelKm} is not null)`)),
      db
        .select({
          userId: travelStartPoints.userId,
          label: travelStartPoints.label,
          latitude: travelStartPoints.latitude,
          longitude: travelStartPoints.longitude,
          weekdays: travelStartPoints.weekdays,
          fromTime: travelStartPoints.fromTime,
          toTime: travelStartPoints.toTime,
        })
        .from(travelStartPoints)
        .where(isReferee(travelStartPoints.userId))
        .orderBy(travelStartPoints.createdAt),
      db
        .select({
          userId: certifications.userId,
          kind: certifications.kind,
          name: certifications.name,
          expiresOn: certifications.expiresOn,
        })
        .from(certifications)
        .where(isReferee(certifications.userId)),
      db
        .select({
          id: games.id,
          date: games.date,
          time: games.time,
          level: games.level,
          venue: games.venue,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
        })
        .from(games)
        .where(
          and(
            eq(games.organizationId, organizationId),
            ne(games.status, "cancelled"),
            sql`${games.date} between ${dates.from} and ${dates.to}`,
            sql`(${tieOfTeam(games.homeTeam)} or ${tieOfTeam(games.awayTeam)})`,
          ),
        ),
    ],
    ([ties, partners, ranks, travellers, startPoints, credentials, teamGames]) => {
      const facts = new Map<string, MutableFacts>();
      const of = (userId: string): MutableFacts => {
        let entry = facts.get(userId);
        if (!entry) {
          entry = {
            teams: [],
            avoid: [],
            prefer: [],
            ranks: [],
            maxTravelKm: null,
            home: null,
            startPoints: [],
            credentials: [],
            teamGames: [],
          };
          facts.set(userId, entry);
        }
        return entry;
      };
      for (const tie of ties)
        of(tie.userId).teams.push({
          team: tie.team,
          relation: tie.relation as TeamRelation,
          byStaff: Boolean(tie.byStaff),
        });
      for (const pair of partners) {
        if (pair.kind === "prefer") of(pair.userId).prefer.push(pair.partnerId);
        else
          of(pair.userId).avoid.push({
            partnerId: pair.partnerId,
            partnerName: pair.partnerName,
            hard: Boolean(pair.hard),
          });
      }
      for (const rank of ranks)
        of(rank.userId).ranks.push({ position: rank.position as RankPosition, level: rank.level as GameLevel });
      for (const person of travellers) {
        const entry = of(person.userId);
        entry.maxTravelKm = person.maxTravelKm === null ? null : Number(person.maxTravelKm);
        entry.home =
          person.homeLatitude === null || person.homeLongitude === null
            ? null
            : {
                coordinates: { lat: Number(person.homeLatitude), lon: Number(person.homeLongitude) },
                label: person.homeLabel,
              };
      }
      for (const point of startPoints) {
        of(point.userId).startPoints.push({
          label: point.label,
          coordinates: { lat: Number(point.latitude), lon: Number(point.longitude) },
          weekdays: weekdaysOfBits(Number(point.weekdays)),
          from: point.fromTime,
          to: point.toTime,
        });
      }
      for (const credential of credentials)
        of(credential.userId).credentials.push({
          kind: credential.kind as CredentialKind,
          name: credential.name,
          expiresOn: credential.expiresOn,
        });
      for (const entry of facts.values()) {
        const playing = entry.teams.filter((tie) => tie.relation === "plays" || tie.relation === "coaches");
        if (playing.length === 0) continue;
        entry.teamGames = teamGames.filter((game) =>
          playing.some((tie) => teamCovers(tie.team, game.homeTeam) || teamCovers(tie.team, game.awayTeam)),
        );
      }
      return (refereeId: string) => facts.get(refereeId) ?? NO_RULE_FACTS;
    },
  );
}
