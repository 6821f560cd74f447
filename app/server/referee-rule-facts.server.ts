/**
 * What the issue-21 rules know of an organization's referees (`RefereeRuleFacts` in app/domain/referee-rule-checks.ts),
 * read in one batch for all of its referees or one: team ties, partner rules, ranks, travel limit, home and
 * start points, credentials, and the organization's games of the teams they play for or coach in a date
 * range. Every statement is scoped by the organization (credentials and start points, which are the
 * person's own, through their referee membership of it).
 */
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  certifications,
  games,
  memberships,
  organizations,
  partnerRules,
  refereeRanks,
  teamTies,
  travelStartPoints,
  users,
  venues,
} from "~/db/schema";
import type { ConflictGame } from "~/domain/conflicts";
import { NO_RULE_FACTS, teamCovers, type RefereeRuleFacts, type StartPoint } from "~/domain/referee-rule-checks";
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

/** Home as the rules read it: null unless both coordinates are known. */
export function homeOf(
  latitude: number | null,
  longitude: number | null,
  label: string | null,
): RefereeRuleFacts["home"] {
  return latitude === null || longitude === null
    ? null
    : { coordinates: { lat: Number(latitude), lon: Number(longitude) }, label };
}

/** A start point as the rules read it, from its stored columns (weekdays as a bit set). */
export function startPointOf(row: {
  label: string;
  latitude: number;
  longitude: number;
  weekdays: number;
  fromTime: string | null;
  toTime: string | null;
}): StartPoint {
  return {
    label: row.label,
    coordinates: { lat: Number(row.latitude), lon: Number(row.longitude) },
    weekdays: weekdaysOfBits(Number(row.weekdays)),
    from: row.fromTime,
    to: row.toTime,
  };
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
  return batchRead([refereeRuleFactsStatement(db, organizationId, dates, onlyRefereeId)], ([[row]]) =>
    ruleFactsFrom(row),
  );
}

/**
 * `refereeRuleFactsRead`'s one statement, for a caller that slices a larger batch itself (then `ruleFactsFrom`):
 * one row (the organization's) of `ruleFactsColumns`.
 */
export function refereeRuleFactsStatement(db: Database, organizationId: string, dates: FactDates, onlyRefereeId?: Ref) {
  return db
    .select(ruleFactsColumns(organizationId, dates, onlyRefereeId))
    .from(organizations)
    .where(eq(organizations.id, organizationId));
}

/**
 * The facts as columns of any one-row select: each a JSON array of one kind of fact, so that no query is added
 * for them (a request may make 20 queries; the assignment checks put them beside the game, a referee's open
 * games read them once per league).
 */
export function ruleFactsColumns(organizationId: string, dates: FactDates, onlyRefereeId?: Ref) {
  const isReferee = (column: SQLWrapper) =>
    onlyRefereeId !== undefined
      ? sql`${column} = ${onlyRefereeId} and exists (select 1 from ${memberships} where ${memberships.organizationId} = ${organizationId} and ${memberships.userId} = ${column} and ${memberships.role} = 'referee')`
      : sql`${column} in (select ${memberships.userId} from ${memberships} where ${memberships.organizationId} = ${organizationId} and ${memberships.role} = 'referee')`;
  const onlyThem = (column: SQLWrapper) =>
    onlyRefereeId !== undefined ? sql` and ${column} = ${onlyRefereeId}` : sql``;
  /** `[[...values], …]` of the rows `from` finds, '[]' for none. */
  const rows = (values: SQLWrapper[], from: SQL) =>
    sql<string>`coalesce((select json_group_array(json_array(${sql.join(values, sql`, `)})) ${from}), '[]')`;
  const name = (id: SQLWrapper) =>
    sql`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${id})`;
  const tieOfTeam = (team: SQLWrapper) =>
    // A prefilter only (`teamCovers` decides): a tie's name at the start of the team's name.
    sql`exists (select 1 from ${teamTies} where ${teamTies.organizationId} = ${organizationId} and ${teamTies.relation} in ('plays', 'coaches') and instr(lower(trim(${team})), lower(trim(${teamTies.team}))) = 1${onlyThem(teamTies.userId)})`;
  const pairFor =
    onlyRefereeId !== undefined
      ? sql` and ${onlyRefereeId} in (${partnerRules.refereeId}, ${partnerRules.partnerId})`
      : sql``;

  return {
    ties: rows(
      [teamTies.userId, teamTies.team, teamTies.relation, teamTies.byStaff],
      sql`from ${teamTies} where ${teamTies.organizationId} = ${organizationId}${onlyThem(teamTies.userId)}`,
    ).as("ties"),
    partners: rows(
      [
        partnerRules.refereeId,
        name(partnerRules.refereeId),
        partnerRules.partnerId,
        name(partnerRules.partnerId),
        partnerRules.kind,
        partnerRules.hard,
      ],
      sql`from ${partnerRules} where ${partnerRules.organizationId} = ${organizationId}${pairFor}`,
    ).as("partners"),
    ranks: rows(
      [refereeRanks.userId, refereeRanks.position, refereeRanks.level],
      sql`from ${refereeRanks} where ${refereeRanks.organizationId} = ${organizationId}${onlyThem(refereeRanks.userId)}`,
    ).as("ranks"),
    travellers: rows(
      [users.id, users.maxTravelKm, users.homeLatitude, users.homeLongitude, users.homeLabel],
      sql`from ${users} where ${users.maxTravelKm} is not null and ${isReferee(users.id)}`,
    ).as("travellers"),
    startPoints: rows(
      [
        travelStartPoints.userId,
        travelStartPoints.label,
        travelStartPoints.latitude,
        travelStartPoints.longitude,
        travelStartPoints.weekdays,
        travelStartPoints.fromTime,
        travelStartPoints.toTime,
      ],
      // In the order they were added: the first that applies wins.
      sql`from (select * from ${travelStartPoints} where ${isReferee(travelStartPoints.userId)} order by ${travelStartPoints.createdAt}) as ${travelStartPoints}`,
    ).as("start_points"),
    credentials: rows(
      [certifications.userId, certifications.kind, certifications.name, certifications.expiresOn],
      sql`from ${certifications} where ${isReferee(certifications.userId)}`,
    ).as("credentials"),
    teamGames: rows(
      [games.id, games.date, games.time, games.level, games.venue, games.homeTeam, games.awayTeam],
      sql`from ${games} where ${games.organizationId} = ${organizationId} and ${games.status} <> 'cancelled' and ${games.date} between ${dates.from} and ${dates.to} and (${tieOfTeam(games.homeTeam)} or ${tieOfTeam(games.awayTeam)})`,
    ).as("team_games"),
  };
}

/** What `ruleFactsColumns` read: a JSON array per kind of fact. */
export type RuleFactsRow = Record<keyof ReturnType<typeof ruleFactsColumns>, string>;

/** Each referee's facts from the columns of `ruleFactsColumns`. */
export function ruleFactsFrom(row: RuleFactsRow | undefined): (refereeId: string) => RefereeRuleFacts {
  const facts = new Map<string, MutableFacts>();
  const of = (userId: string): MutableFacts => {
    let entry = facts.get(userId);
    if (!entry) {
      entry = {
        ...NO_RULE_FACTS,
        teams: [],
        avoid: [],
        prefer: [],
        ranks: [],
        startPoints: [],
        credentials: [],
        teamGames: [],
      };
      facts.set(userId, entry);
    }
    return entry;
  };
  if (!row) return () => NO_RULE_FACTS;
  const list = (json: string) => JSON.parse(json) as (string | number | null)[][];
  for (const [userId, team, relation, byStaff] of list(row.ties))
    of(String(userId)).teams.push({
      team: String(team),
      relation: relation as TeamRelation,
      byStaff: Boolean(byStaff),
    });
  for (const [refereeId, refereeName, partnerId, partnerName, kind, hard] of list(row.partners)) {
    // One row per pair: each of the two avoids (or prefers) the other.
    for (const [me, other, otherName] of [
      [refereeId, partnerId, partnerName],
      [partnerId, refereeId, refereeName],
    ]) {
      if (kind === "prefer") of(String(me)).prefer.push(String(other));
      else
        of(String(me)).avoid.push({
          partnerId: String(other),
          partnerName: String(otherName ?? ""),
          hard: Boolean(hard),
        });
    }
  }
  for (const [userId, position, level] of list(row.ranks))
    of(String(userId)).ranks.push({ position: position as RankPosition, level: level as GameLevel });
  for (const [userId, maxTravelKm, latitude, longitude, label] of list(row.travellers)) {
    const entry = of(String(userId));
    entry.maxTravelKm = Number(maxTravelKm);
    entry.home = homeOf(
      latitude === null ? null : Number(latitude),
      longitude === null ? null : Number(longitude),
      label === null ? null : String(label),
    );
  }
  for (const [userId, label, latitude, longitude, weekdays, from, to] of list(row.startPoints)) {
    of(String(userId)).startPoints.push(
      startPointOf({
        label: String(label),
        latitude: Number(latitude),
        longitude: Number(longitude),
        weekdays: Number(weekdays),
        fromTime: from === null ? null : String(from),
        toTime: to === null ? null : String(to),
      }),
    );
  }
  for (const [userId, kind, credentialName, expiresOn] of list(row.credentials)) {
    of(String(userId)).credentials.push({
      kind: kind as CredentialKind,
      name: String(credentialName),
      expiresOn: expiresOn === null ? null : String(expiresOn),
    });
  }
  const teamGames: ConflictGame[] = list(row.teamGames).map(([id, date, time, level, venue, homeTeam, awayTeam]) => ({
    id: String(id),
    date: String(date),
    time: String(time),
    level: String(level),
    venue: String(venue),
    homeTeam: String(homeTeam),
    awayTeam: String(awayTeam),
  }));
  for (const entry of facts.values()) {
    const playing = entry.teams.filter((tie) => tie.relation === "plays" || tie.relation === "coaches");
    if (playing.length === 0) continue;
    entry.teamGames = teamGames.filter((game) =>
      playing.some((tie) => teamCovers(tie.team, game.homeTeam) || teamCovers(tie.team, game.awayTeam)),
    );
  }
  return (refereeId: string) => facts.get(refereeId) ?? NO_RULE_FACTS;
}
