/**
 * Who is asking: the session middleware (on the root route) reads the cookie once per request;
 * loaders and actions ask with the guards below, which throw so a route cannot forget to stop.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Membership, Organization } from "~/db/schema";
import type { Role } from "~/domain/constants";
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

/**
 * The signed-in user's membership in the role asked for, with its organization, from the memberships the
 * session middleware read with the session: no query of its own (decision 0052). Anonymous users are sent
 * to sign in; signed-in users without that role get 403. Async only so that callers may `await` it.
 */
export async function requireRole(
  context: Readonly<RouterContextProvider>,
  request: Request,
  role: Role,
): Promise<MemberAccess> {
  return memberAccess(context, request, role);
}

function memberAccess(context: Readonly<RouterContextProvider>, request: Request, role: Role): MemberAccess {
  const session = requireUser(context, request);
  const row = session.memberships.find(({ membership }) => membership.role === role);
  if (!row) {
    throw data(
      {
        message: tr(role === "assignor" ? "errors.forbidden.forAssignors" : "errors.forbidden.forReferees"),
        portal: session.user.role === "assignor" ? "/assignor" : "/referee",
      },
      { status: 403 },
    );
  }
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

export const requireAssignor = (context: Readonly<RouterContextProvider>, request: Request) =>
  requireRole(context, request, "assignor");
export const requireReferee = (context: Readonly<RouterContextProvider>, request: Request) =>
  requireRole(context, request, "referee");

/** Where a user lands after sign-in. */
export function portalPath(role: string): string {
  return role === "assignor" ? "/assignor" : "/referee";
}
