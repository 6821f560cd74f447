/**
 * Who is asking: the session middleware (on the root route) reads the cookie once per request;
 * loaders and actions ask with the guards below, which throw so a route cannot forget to stop.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Membership, Organization } from "~/db/schema";
import { can, isStaffRole, permissionsOf, type AssignorScope, type Permission } from "~/domain/permissions";
import { formatSettingsFor, type FormatSettings } from "~/domain/reader-formats";
import { tr } from "~/i18n/text";
import { getAppContext } from "./context.server";
import {
  clearLegacySessionCookie,
  clearSessionCookie,
  hasCookie,
  readSessionToken,
  SESSION_COOKIE_NAME,
  sessionCookie,
  validateSessionToken,
  type SessionMembership,
  type ValidatedSession,
} from "./session.server";

export const sessionContext = createContext<ValidatedSession | null>(null);

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // The public API authenticates with bearer credentials only: a cookie there is neither read nor renewed.
  if (new URL(request.url).pathname.startsWith("/api/v1/")) {
    context.set(sessionContext, null);
    return next();
  }
  const { db, ctx } = getAppContext(context);
  const token = readSessionToken(request);
  // One round trip: the session, its user and their memberships with organizations (decision 0052). A
  // renewal is written while the page loads; the response does not wait for it.
  const validated = token
    ? await validateSessionToken(db, token, new Date(), { defer: (write) => ctx.waitUntil(write) })
    : null;
  context.set(sessionContext, validated);

  const response = await next();
  // An action that signed someone in or out has already set the cookie; leave it alone.
  const setsOwnCookie = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!setsOwnCookie) {
    if (token && validated?.renewed) {
      response.headers.append(
        "Set-Cookie",
        sessionCookie(token, { persistent: validated.session.persistent, expiresAt: validated.session.expiresAt }),
      );
    } else if (hasCookie(request, SESSION_COOKIE_NAME) && !validated) {
      response.headers.append("Set-Cookie", clearSessionCookie());
    }
  }
  // The cookie's name before issue 18 is never read: whoever still sends it is signed out, and it goes.
  const legacy = clearLegacySessionCookie(request);
  if (legacy) response.headers.append("Set-Cookie", legacy);
  return response;
};

/**
 * Reads the session again, after an action changed what it carries (the organization's name or its deletion):
 * a form posted without JavaScript is answered in the same request, and the layout's loader must see the change.
 */
export async function rereadSession(context: Readonly<RouterContextProvider>, request: Request): Promise<void> {
  const { db, ctx } = getAppContext(context);
  const token = readSessionToken(request);
  if (!token) return;
  const validated = await validateSessionToken(db, token, new Date(), { defer: (write) => ctx.waitUntil(write) });
  (context as RouterContextProvider).set(sessionContext, validated);
}

export function getSession(context: Readonly<RouterContextProvider>): ValidatedSession | null {
  return context.get(sessionContext);
}

/** Stands in for this site's origin when a path is resolved; it never leaves the server. */
const SELF = new URL("https://whistle.internal/");

/**
 * A same-origin path to go back to after sign-in; anything else falls back to `fallback`. The value is
 * resolved against an origin the way a browser resolves a Location header (tabs and newlines dropped,
 * backslashes read as slashes, `//host` and `scheme:` leaving the site), and only a result on that origin
 * is kept: its path, query and hash, as the URL parser wrote them (issue 18: `/%09/evil.example`).
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(to, SELF);
  } catch {
    return fallback;
  }
  if (resolved.origin !== SELF.origin) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // The parser's own output starts with one slash; anything else would be read differently by a browser.
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : fallback;
}

export function requireUser(context: Readonly<RouterContextProvider>, request: Request): ValidatedSession {
  const session = getSession(context);
  if (!session) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`);
  }
  return session;
}

export interface MemberAccess extends ValidatedSession {
  membership: Membership;
  organization: Organization;
  /** How this reader's dates, times and amounts are written here (decision 0060): plain data for the page. */
  formatSettings: FormatSettings;
}

export interface StaffAccess extends MemberAccess {
  /** What this member may do in this organization (app/domain/permissions.ts). */
  permissions: readonly Permission[];
  /** A limited assignor's levels, leagues and venues; null: the whole organization. */
  scope: AssignorScope | null;
}

export interface RefereeAccess extends MemberAccess {
  /**
   * Every league the person referees for, oldest first (issue 20): their schedule, overview, notifications,
   * calendar feed and earnings span them all. `membership` and `organization` are the first of them.
   */
  refereeMemberships: SessionMembership[];
}

/**
 * The staff membership the person works in: the organization they last chose in the switcher
 * (`users.active_organization_id`) when they are staff there, else their oldest staff membership.
 */
export function activeStaffMembership(session: ValidatedSession): SessionMembership | undefined {
  const staff = session.memberships.filter(({ membership }) => isStaffRole(membership.role));
  return staff.find(({ organization }) => organization.id === session.user.activeOrganizationId) ?? staff[0];
}

function forbidden(session: ValidatedSession, message: string): never {
  throw data({ message, portal: session.user.role === "assignor" ? "/assignor" : "/referee" }, { status: 403 });
}

function accessTo(session: ValidatedSession, row: SessionMembership): MemberAccess {
  return {
    ...session,
    membership: row.membership,
    organization: row.organization,
    formatSettings: formatSettingsFor(
      { ...session.formatChoices, language: session.language, currencyChoice: session.currencyChoice },
      row.organization,
    ),
  };
}

/**
 * The signed-in person's staff membership in their active organization, when it grants `permission`; no
 * query of its own (decision 0052). Anonymous visitors are sent to sign in; anyone else gets 403. Async
 * only so that callers may `await` it.
 */
export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
  permission: Permission,
): Promise<StaffAccess> {
  const session = requireUser(context, request);
  const row = activeStaffMembership(session);
  if (!row) forbidden(session, tr("errors.forbidden.forAssignors"));
  const member = { role: row.membership.role, scope: row.membership.scope ?? null };
  if (!can(member, permission)) forbidden(session, tr("errors.forbidden.forRole"));
  return { ...accessTo(session, row), permissions: permissionsOf(member), scope: member.scope };
}

/**
 * For an action whose intents need different permissions (the Games page creates with `games.write` and
 * assigns with `assign`): the member's permission for this intent, else the same 403 as `requireStaff`.
 */
export function requirePermission(access: StaffAccess, permission: Permission): void {
  if (!access.permissions.includes(permission)) forbidden(access, tr("errors.forbidden.forRole"));
}

/**
 * Any staff member of the active organization, whatever they may do there (the portal's shell): an assessor
 * too, who has no overview (issue 22, decision 0084).
 */
export async function requireAnyStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<StaffAccess> {
  const session = requireUser(context, request);
  const row = activeStaffMembership(session);
  if (!row) forbidden(session, tr("errors.forbidden.forAssignors"));
  const member = { role: row.membership.role, scope: row.membership.scope ?? null };
  return { ...accessTo(session, row), permissions: permissionsOf(member), scope: member.scope };
}

/** The signed-in person as a referee: every league they referee for (the first one as `membership`). */
export async function requireReferee(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<RefereeAccess> {
  const session = requireUser(context, request);
  const refereeMemberships = session.memberships.filter(({ membership }) => membership.role === "referee");
  const first = refereeMemberships[0];
  if (!first) forbidden(session, tr("errors.forbidden.forReferees"));
  return { ...accessTo(session, first), refereeMemberships };
}
/** Where a user lands after sign-in. */
export function portalPath(role: string): string {
  return role === "assignor" ? "/assignor" : "/referee";
}
