/**
 * An organization's members (issue 20, decision 0068): changing a member's role (and an assignor's scope)
 * and removing a member. The one rule both keep: an organization always has a full assignor (role
 * assignor, no scope), someone who can reach its settings, members and money. Pure: the server module
 * (app/server/members.server.ts) reads the facts, asks here, and writes.
 */
import * as v from "valibot";
import { msg, tr } from "~/i18n/text";
import { GAME_LEVELS, MEMBERSHIP_ROLES, type MembershipRole } from "./constants";
import { isLimited, SCOPE_LIST_MAX, type AssignorScope } from "./permissions";

export interface MemberRole {
  role: string;
  scope: AssignorScope | null;
}

/** An assignor of the whole organization: the role that keeps an organization in someone's hands. */
export function isFullAssignor(member: MemberRole): boolean {
  return member.role === "assignor" && !isLimited(member.scope);
}

/** The role form: a role, and for an assignor the levels, leagues and venues they are limited to (none: all). */
export const MemberRoleSchema = v.object({
  role: v.picklist(MEMBERSHIP_ROLES, msg("org.members.error.roleRequired")),
  levels: v.array(v.picklist(GAME_LEVELS, msg("org.members.error.choiceUnknown"))),
  // A scope's lists are short (decision 0064): each name is a bound parameter of every game query of the assignor.
  leagues: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
    v.maxLength(SCOPE_LIST_MAX, msg("org.members.error.tooManyChoices", { max: SCOPE_LIST_MAX })),
  ),
  venues: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
    v.maxLength(SCOPE_LIST_MAX, msg("org.members.error.tooManyChoices", { max: SCOPE_LIST_MAX })),
  ),
});
export type MemberRoleInput = v.InferOutput<typeof MemberRoleSchema>;

/**
 * The role and scope to store: a scope only for an assignor, and only when it limits something (an
 * assignor with every list empty is a full assignor, stored without one).
 */
export function roleToStore(input: MemberRoleInput): { role: MembershipRole; scope: AssignorScope | null } {
  const scope = { levels: input.levels, leagues: input.leagues, venues: input.venues };
  return { role: input.role, scope: input.role === "assignor" && isLimited(scope) ? scope : null };
}

/**
 * The chosen leagues and venues must be the organization's own (the form offers no others): field errors
 * for any that are not, compared as the scope compares them (case and surrounding spaces ignored).
 */
export function unknownScopeChoices(
  input: Pick<MemberRoleInput, "leagues" | "venues">,
  own: { leagues: readonly string[]; venues: readonly string[] },
): Record<string, string[]> {
  const known = (list: readonly string[]) => new Set(list.map((name) => name.trim().toLowerCase()));
  const leagues = known(own.leagues);
  const venues = known(own.venues);
  const errors: Record<string, string[]> = {};
  if (input.leagues.some((league) => !leagues.has(league.toLowerCase()))) {
    errors.leagues = [tr("org.members.error.choiceUnknown")];
  }
  if (input.venues.some((venue) => !venues.has(venue.toLowerCase()))) {
    errors.venues = [tr("org.members.error.choiceUnknown")];
  }
  return errors;
}

/**
 * Why a role change is refused, or null: the organization's last full assignor cannot become anything
 * less, whoever asks (themselves included: that would leave the organization with no one to run it).
 */
export function roleChangeRefusal(
  member: MemberRole,
  next: MemberRole,
  { fullAssignors }: { fullAssignors: number },
): string | null {
  if (isFullAssignor(member) && !isFullAssignor(next) && fullAssignors <= 1) {
    return tr("org.members.error.lastAssignor");
  }
  return null;
}

/**
 * Why a removal is refused, or null: not oneself (leaving a league is for account deletion, or a later
 * feature), and not the organization's last full assignor.
 */
export function removalRefusal(
  member: MemberRole,
  { fullAssignors, isSelf }: { fullAssignors: number; isSelf: boolean },
): string | null {
  if (isSelf) return tr("org.members.error.removeSelf");
  if (isFullAssignor(member) && fullAssignors <= 1) return tr("org.members.error.lastAssignor");
  return null;
}

/**
 * A role as the stored English summary of an activity row says it ("joined … as a scheduler"); readers get
 * the entry worded again in their language (app/domain/activity-text.ts).
 */
export const ROLE_IN_WORDS: Record<MembershipRole, string> = {
  assignor: "an assignor",
  scheduler: "a scheduler",
  finance: "finance staff",
  assessor: "an assessor",
  referee: "a referee",
};
