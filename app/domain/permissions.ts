/**
 * What each member of an organization's staff may do (issue 20, decision 0064): one table, read by every
 * guard (`requireStaff` in app/server/auth.server.ts), every page's navigation and the API's scopes.
 *
 * - assignor: everything; with a `scope`, only the games of the chosen levels, leagues and venues (their
 *   assigning and their game reports), and no money, organization settings, evaluations or analytics (a
 *   "limited assignor").
 * - scheduler: the games (create, edit, cancel, import, export) and the calendar; no assigning, no money.
 * - finance: payments and accounting only.
 * - assessor (issue 22, decision 0080): only the games they are asked to assess, and their own evaluations.
 */
import * as v from "valibot";
import { GAME_LEVELS, STAFF_ROLES, type GameLevel, type StaffRole } from "./constants";

export const PERMISSIONS = [
  /** The overview (figures of the games a member may see). */
  "overview",
  /** See the games and the calendar. */
  "games.read",
  /** Create, edit, cancel, delete and import games. */
  "games.write",
  /** Offer games to referees, auto-assign, answer game requests, verify referees' certifications. */
  "assign",
  /** See the referee pool and referees' profiles. */
  "referees.read",
  /** Payments, accounting, 1099 data and their exports. */
  "money",
  /** The organization's settings, venues, members, invite code, API keys, webhooks, exports, activity. */
  "organization",
  /**
   * Issue 22: the game reports of the games one may see: the queue, a report, approving or returning it, and
   * the discipline export. A limited assignor has it for their scope's games.
   */
  "reports.review",
  /**
   * Issue 22: the rest of what reports lead to, for the whole organization: deciding a no-show's held payable,
   * every evaluation, asking assessors and coaches, and the analytics page.
   */
  "reports",
  /** Issue 22: the games one is asked to assess, and one's own evaluations of them (the assessor). */
  "assess",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * How many names a scope's list may hold: a scope becomes one `IN (...)` per dimension in every game query a
 * limited assignor's pages run, and D1 binds at most 100 parameters per statement (decision 0064).
 */
export const SCOPE_LIST_MAX = 20;

/** An assignor's limits: an empty list leaves that dimension open; null (no scope) is the whole organization. */
export const AssignorScopeSchema = v.object({
  levels: v.pipe(v.array(v.picklist(GAME_LEVELS)), v.maxLength(GAME_LEVELS.length)),
  leagues: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))), v.maxLength(SCOPE_LIST_MAX)),
  venues: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))), v.maxLength(SCOPE_LIST_MAX)),
});
export type AssignorScope = v.InferOutput<typeof AssignorScopeSchema>;

const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  assignor: PERMISSIONS,
  scheduler: ["overview", "games.read", "games.write"],
  finance: ["overview", "money"],
  assessor: ["assess"],
};
/** What a limited assignor keeps: their games, their assigning, the pool they assign from and their games' reports. */
const SCOPED_ASSIGNOR_PERMISSIONS: readonly Permission[] = [
  "overview",
  "games.read",
  "assign",
  "referees.read",
  "reports.review",
];

export interface StaffMember {
  role: string;
  scope: AssignorScope | null;
}

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** True when an assignor's scope limits them (a scope whose lists are all empty limits nothing). */
export function isLimited(scope: AssignorScope | null): scope is AssignorScope {
  return scope !== null && (scope.levels.length > 0 || scope.leagues.length > 0 || scope.venues.length > 0);
}

export function permissionsOf(member: StaffMember): readonly Permission[] {
  if (!isStaffRole(member.role)) return [];
  if (member.role === "assignor" && isLimited(member.scope)) return SCOPED_ASSIGNOR_PERMISSIONS;
  return ROLE_PERMISSIONS[member.role];
}

export function can(member: StaffMember, permission: Permission): boolean {
  return permissionsOf(member).includes(permission);
}

/** The game facts a scope reads. */
export interface ScopedGame {
  level: string;
  league: string | null;
  venue: string;
}

/**
 * A league or venue name as a scope compares it: without surrounding spaces, A-Z lowered. Exactly what
 * SQLite's `lower(trim(x))` does (no ICU on D1: only ASCII letters change case), so the SQL mirror agrees.
 */
export function scopeName(name: string): string {
  return name.replace(/^ +| +$/g, "").replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

const sameWords = (a: string, b: string) => scopeName(a) === scopeName(b);

/**
 * Whether a game is within an assignor's scope: every limited dimension must match (levels exactly; leagues
 * and venues by name, ignoring the case of A-Z and surrounding spaces: `scopeName`). The SQL mirror is `gameInScopeSql`
 * (app/server/staff-scope.server.ts), kept in agreement by tests/integration/staff-scope.test.ts.
 */
export function gameInScope(scope: AssignorScope | null, game: ScopedGame): boolean {
  if (!isLimited(scope)) return true;
  if (scope.levels.length > 0 && !scope.levels.includes(game.level as GameLevel)) return false;
  if (
    scope.leagues.length > 0 &&
    !scope.leagues.some((league) => game.league !== null && sameWords(league, game.league))
  ) {
    return false;
  }
  if (scope.venues.length > 0 && !scope.venues.some((venue) => sameWords(venue, game.venue))) return false;
  return true;
}
