/**
 * The issue-21 rules about a referee (decisions 0072, 0073), each one small pure function over what the
 * organization knows of them (`RefereeRuleFacts`, read by `app/server/referee-rule-facts.server.ts`): ties to
 * a game's teams, their teams' game times, ranks, the game's rating, travel distance from where they set
 * out, and credentials. `findConflicts` (`app/domain/conflicts.ts`) words them as conflicts and applies the
 * organization's policy; the scheduling engine (`app/domain/scheduling/model.ts`) applies the same
 * functions. What people enter for these rules is checked in `referee-rules.ts`.
 */
import type { AssignmentPolicy } from "./assignment-policy";
import { rankPositionOf, type CredentialKind, type GameLevel, type RankPosition, type TeamRelation } from "./constants";
import type { ConflictGame } from "./conflicts";
import { dayOfWeek } from "./dates";
import { distanceKm, type Coordinates } from "./distance";
import { overlaps, type Interval } from "./time-intervals";

/**
 * What the organization knows of a referee beyond their level and schedule (issue 21): their ties to teams
 * (their own declarations, the assignor's additions and scratches), do-not-pair partners, ranks, travel
 * limit and start points, and credentials. Read once per referee (`app/server/referee-rule-facts.server.ts`).
 */
export interface RefereeRuleFacts {
  /** `byStaff`: entered by the organization's staff, so never worded to the referee. */
  teams: readonly { team: string; relation: TeamRelation; byStaff: boolean }[];
  /** Officials this referee must not (hard) or should not (soft) share a game with. */
  avoid: readonly { partnerId: string; partnerName: string; hard: boolean }[];
  /** Officials this referee works well with: a positive weight in suggestions and auto-assign, never a conflict. */
  prefer: readonly string[];
  ranks: readonly { position: RankPosition; level: GameLevel }[];
  /** The farthest they travel to a game, in km; null = no limit. */
  maxTravelKm: number | null;
  home: { coordinates: Coordinates; label: string | null } | null;
  /** Where they set out from on given weekdays and hours instead of home (work, a second home). */
  startPoints: readonly StartPoint[];
  credentials: readonly { kind: CredentialKind; name: string; expiresOn: string | null }[];
  /** The organization's games of the teams they play for or coach, around the checked dates. */
  teamGames: readonly ConflictGame[];
}

export interface StartPoint {
  label: string;
  coordinates: Coordinates;
  /** 0 = Sunday … 6 = Saturday; empty = every day. */
  weekdays: readonly number[];
  /** Kick-offs from `from` up to (not including) `to`, "HH:MM"; null ends are open. */
  from: string | null;
  to: string | null;
}

export const NO_RULE_FACTS: RefereeRuleFacts = {
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

/** A team name compared loosely: case and surrounding blanks do not matter. */
export function teamKey(team: string): string {
  return team.trim().toLowerCase();
}

/**
 * Whether a declared team covers a game's team: the same name, or a club whose teams carry its name first
 * ("Oakland Roots" covers "Oakland Roots U12").
 */
export function teamCovers(declared: string, team: string): boolean {
  const club = teamKey(declared);
  const name = teamKey(team);
  return club !== "" && (name === club || name.startsWith(`${club} `));
}

/** The game's teams a tie covers, home first. */
function coveredTeams(declared: string, game: Pick<ConflictGame, "homeTeam" | "awayTeam">): string[] {
  return [game.homeTeam, game.awayTeam].filter((team) => teamCovers(declared, team));
}

/** Where the referee sets out from for a game: the first start point for its weekday and kick-off, else home. */
export function startPointFor(
  facts: Pick<RefereeRuleFacts, "home" | "startPoints">,
  date: string,
  time: string,
): { coordinates: Coordinates; label: string | null } | null {
  const weekday = dayOfWeek(date);
  const point = facts.startPoints.find(
    (start) =>
      (start.weekdays.length === 0 || start.weekdays.includes(weekday)) &&
      (start.from === null || time >= start.from) &&
      (start.to === null || time < start.to),
  );
  return point ? { coordinates: point.coordinates, label: point.label } : facts.home;
}

/** Whether a credential counts on a date: no expiry, or expiring that day or later. */
export function credentialValidOn(credential: { expiresOn: string | null }, date: string): boolean {
  return credential.expiresOn === null || credential.expiresOn >= date;
}

/** The referee's ties that cover one of the game's teams, each with the first team it covers (home first). */
export function teamTiesOn(
  facts: Pick<RefereeRuleFacts, "teams">,
  game: Pick<ConflictGame, "homeTeam" | "awayTeam">,
): { tie: RefereeRuleFacts["teams"][number]; team: string }[] {
  const found: { tie: RefereeRuleFacts["teams"][number]; team: string }[] = [];
  for (const tie of facts.teams) {
    const teams = coveredTeams(tie.team, game);
    if (teams.length > 0) found.push({ tie, team: teams[0]! });
  }
  return found;
}

/** The code of a tie on the game: a scratch, or involvement (plays, coaches, family, other). */
export function teamTieCode(relation: TeamRelation): "team_scratch" | "team_involvement" {
  return relation === "scratched" ? "team_scratch" : "team_involvement";
}

/**
 * For each tie the referee plays for or coaches, the first of that team's games (other than `gameId`)
 * overlapping the span: the referee is there, not at the game. `spanOf` gives a game's span as instants.
 */
export function teamCommitmentClashes(
  facts: Pick<RefereeRuleFacts, "teams" | "teamGames">,
  gameId: string,
  span: Interval,
  spanOf: (game: ConflictGame) => Interval,
): { tie: RefereeRuleFacts["teams"][number]; clash: ConflictGame }[] {
  const found: { tie: RefereeRuleFacts["teams"][number]; clash: ConflictGame }[] = [];
  for (const tie of facts.teams) {
    if (tie.relation !== "plays" && tie.relation !== "coaches") continue;
    const clash = facts.teamGames.find(
      (other) => other.id !== gameId && coveredTeams(tie.team, other).length > 0 && overlaps(span, spanOf(other)),
    );
    if (clash) found.push({ tie, clash });
  }
  return found;
}

/**
 * Whether the referee is ranked for a game slot's position ("assistant_referee_2" asks for "assistant") at
 * the game's level; without a slot, whether they are ranked for any position at that level.
 */
export function isRankedFor(
  facts: Pick<RefereeRuleFacts, "ranks">,
  position: string | undefined,
  gameLevel: string,
): boolean {
  if (position === undefined) return facts.ranks.some((rank) => rank.level === gameLevel);
  const wanted = rankPositionOf(position);
  return facts.ranks.some((rank) => rank.position === wanted && rank.level === gameLevel);
}

/** Whether a referee's level (null counts as 1) is outside the game's rating (its range of referee levels). */
export function outsideGameRating(
  refereeLevel: number | null,
  game: Pick<ConflictGame, "minRefereeLevel" | "maxRefereeLevel">,
): boolean {
  const level = refereeLevel ?? 1;
  const min = game.minRefereeLevel ?? null;
  const max = game.maxRefereeLevel ?? null;
  return (min !== null && level < min) || (max !== null && level > max);
}

/**
 * How far the game's venue is from where the referee sets out (`startPointFor`) when that is beyond their
 * limit; null when within it, or when the limit, the venue's or the start's coordinates are unknown.
 */
export function beyondTravelLimit(
  facts: Pick<RefereeRuleFacts, "maxTravelKm" | "home" | "startPoints">,
  game: Pick<ConflictGame, "date" | "time" | "coordinates">,
): { km: number; from: string | null } | null {
  if (facts.maxTravelKm === null || !game.coordinates) return null;
  const start = startPointFor(facts, game.date, game.time);
  if (!start) return null;
  const km = distanceKm(start.coordinates, game.coordinates);
  return km > facts.maxTravelKm ? { km, from: start.label } : null;
}

/**
 * The credentials the policy requires for the game's level that the referee holds no valid one of on the
 * game's date, each with the latest expiry of those held (null: never held).
 */
export function credentialShortfalls(
  facts: Pick<RefereeRuleFacts, "credentials">,
  policy: AssignmentPolicy,
  game: Pick<ConflictGame, "date" | "level">,
): { kind: CredentialKind; latestExpiry: string | null }[] {
  const found: { kind: CredentialKind; latestExpiry: string | null }[] = [];
  for (const kind of policy.requiredCredentials[game.level as GameLevel] ?? []) {
    const held = facts.credentials.filter((credential) => credential.kind === kind);
    if (held.some((credential) => credentialValidOn(credential, game.date))) continue;
    const latest = held
      .map((credential) => credential.expiresOn)
      .filter((date) => date !== null)
      .sort()
      .at(-1);
    found.push({ kind, latestExpiry: latest ?? null });
  }
  return found;
}
