/**
 * Sessions after Lucia's guide (decision 0003): the cookie carries a random token; D1 stores only its
 * SHA-256 as the session id. Expiry slides: a session used in the second half of its life is renewed, but
 * never past SESSION_ABSOLUTE_MS after sign-in (issue 18, decision 0055).
 */
import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from "drizzle-orm";
import {
  memberships,
  organizations,
  sessions,
  userSettings,
  users,
  type Membership,
  type Organization,
  type Session,
  type User,
} from "~/db/schema";
import type { Database } from "./db.server";

/**
 * `__Host-`: the browser keeps it only when Secure, Path=/ and without Domain, so no subdomain (and no
 * plain-HTTP page) can set or overwrite it (issue 18).
 */
export const SESSION_COOKIE_NAME = "__Host-whistle_session";
/** The cookie's name before issue 18: a request carrying it is signed out, and the cookie cleared. */
export const LEGACY_SESSION_COOKIE_NAME = "whistle_session";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Remember me: 30 days, sliding. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
/** Without Remember me the cookie dies with the browser; the server forgets the session after a day idle. */
export const BROWSER_SESSION_MS = DAY_MS;
/** However it is used, a session ends this long after sign-in, and the person signs in again (issue 18). */
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;

export type SessionUser = Pick<
  User,
  "id" | "email" | "firstName" | "lastName" | "role" | "refereeLevel" | "phone" | "activeOrganizationId"
>;

/** One of the user's memberships with its organization. */
export interface SessionMembership {
  membership: Membership;
  organization: Organization;
}

export interface ValidatedSession {
  session: Session;
  user: SessionUser;
  /** Every membership of the user with its organization, oldest first: read with the session (decision 0052). */
  memberships: SessionMembership[];
  /**
   * The user's currency choice, how they read amounts (decision 0043): "USD" when they never saved settings.
   * Read with the session so a page showing money needs no query for it (decision 0052).
   */
  currencyChoice: string;
  /** The user's language setting (issue 19): null when they never saved settings, so the browser's decides. */
  language: string | null;
  /**
   * The user's date format, clock and own time zone (null: the organization's), read in the same statement:
   * every portal page formats with them and `language` (issue 19, decision 0060). Null: never saved.
   */
  formatChoices: { dateFormat: string | null; timeFormat: string | null; timeZone: string | null };
  /** True when this request extended the expiry: the cookie must be sent again. */
  renewed: boolean;
}

/**
 * How the write a validation may need (renewing the expiry, deleting an expired session) is done: awaited
 * by default; a request hands it to `ctx.waitUntil` so no page waits on it (decision 0052).
 */
export type DeferWrite = (write: Promise<unknown>) => void;

/**
 * Every column of `organizations`, each under a name no `memberships` column has (`org_…`: the membership's
 * own `organization_id` is taken), decoded as its column.
 */
export const ORGANIZATION_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(organizations)).map(([key, column]) => [
    key,
    sql`${column}`.mapWith(column).as(`org_${column.name}`),
  ]),
) as { [K in keyof Organization]: SQL.Aliased<Organization[K]> };

function lifetime(persistent: boolean): number {
  return persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
}

/** 160 random bits, base32 (lowercase, no padding): safe in cookies and URLs. */
export function generateSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let bits = 0;
  let value = 0;
  let token = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function createSession(
  db: Database,
  userId: string,
  { persistent, userAgent, now = new Date() }: { persistent: boolean; userAgent?: string | null; now?: Date },
): Promise<{ token: string; session: Session }> {
  const token = generateSessionToken();
  const [session] = await db
    .insert(sessions)
    .values({
      id: await sha256Hex(token),
      userId,
      persistent,
      userAgent: userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(now.getTime() + lifetime(persistent)),
      lastSeenAt: now,
      // The start of the absolute lifetime: the sign-in's own time, as the expiry is.
      createdAt: now,
    })
    .returning();
  return { token, session: session! };
}

/**
 * The session for a token with its user, the user's currency and format choices and their memberships with their
 * organizations: one round trip (a batch of two reads). A renewal, or the deletion of an expired session,
 * goes through `defer`.
 */
export async function validateSessionToken(
  db: Database,
  token: string,
  now: Date = new Date(),
  { defer }: { defer?: DeferWrite } = {},
): Promise<ValidatedSession | null> {
  const id = await sha256Hex(token);
  // Two statements, one round trip. A batch maps its rows by column name, so one statement's result
  // columns must have distinct names: the session with its user's columns (not the user's own id, which
  // is the session's user_id) and currency; the memberships with their organizations' columns under
  // names of their own (decision 0052).
  const [sessionRows, memberRows] = await db.batch([
    db
      .select({
        ...getTableColumns(sessions),
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        refereeLevel: users.refereeLevel,
        phone: users.phone,
        activeOrganizationId: users.activeOrganizationId,
        currency: userSettings.currency,
        dateFormat: userSettings.dateFormat,
        timeFormat: userSettings.timeFormat,
        settingsTimeZone: userSettings.timeZone,
        language: userSettings.language,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(userSettings, eq(userSettings.userId, sessions.userId))
      .where(eq(sessions.id, id)),
    db
      .select({ membership: getTableColumns(memberships), organization: ORGANIZATION_COLUMNS })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(inArray(memberships.userId, db.select({ id: sessions.userId }).from(sessions).where(eq(sessions.id, id))))
      .orderBy(asc(memberships.createdAt), asc(memberships.id)),
  ]);
  const row = sessionRows[0];
  if (!row) return null;
  const {
    email,
    firstName,
    lastName,
    role,
    refereeLevel,
    phone,
    activeOrganizationId,
    currency,
    dateFormat,
    timeFormat,
    settingsTimeZone,
    language,
    ...session
  } = row;
  const user: SessionUser = {
    id: session.userId,
    email,
    firstName,
    lastName,
    role,
    refereeLevel,
    phone,
    activeOrganizationId,
  };
  const write = async (promise: Promise<unknown>) => {
    if (defer) defer(promise.catch((error: unknown) => console.error("[session]", error)));
    else await promise;
  };

  // Idle too long, or signed in too long ago: either ends the session.
  const endsAt = session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  if (now.getTime() >= Math.min(session.expiresAt.getTime(), endsAt)) {
    await write(
      db
        .delete(sessions)
        .where(eq(sessions.id, id))
        .then(() => undefined),
    );
    return null;
  }

  const span = lifetime(session.persistent);
  const extended = Math.min(now.getTime() + span, endsAt);
  const renewed = now.getTime() >= session.expiresAt.getTime() - span / 2 && extended > session.expiresAt.getTime();
  if (renewed) {
    session.expiresAt = new Date(extended);
    session.lastSeenAt = now;
    await write(
      db
        .update(sessions)
        .set({ expiresAt: session.expiresAt, lastSeenAt: now })
        .where(eq(sessions.id, id))
        .then(() => undefined),
    );
  }
  return {
    session,
    user,
    memberships: memberRows,
    currencyChoice: currency ?? "USD",
    language,
    formatChoices: { dateFormat, timeFormat, timeZone: settingsTimeZone },
    renewed,
  };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere, or everywhere but the session they are using. */
export async function invalidateUserSessions(
  db: Database,
  userId: string,
  { except }: { except?: string } = {},
): Promise<void> {
  await db
    .delete(sessions)
    .where(except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId));
}

// `Secure` everywhere: browsers treat http://localhost as a secure context, so development works too.
const COOKIE_ATTRIBUTES = "Path=/; HttpOnly; SameSite=Lax; Secure";

export function sessionCookie(
  token: string,
  { persistent, expiresAt }: { persistent: boolean; expiresAt: Date },
): string {
  const base = `${SESSION_COOKIE_NAME}=${token}; ${COOKIE_ATTRIBUTES}`;
  if (!persistent) return base; // A browser-session cookie: no Max-Age, gone when the browser closes.
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${base}; Max-Age=${maxAge}`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE_NAME}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`;
}

/** Whether the request carries a cookie of this exact name. */
export function hasCookie(request: Request, name: string): boolean {
  return (request.headers.get("Cookie") ?? "").split(";").some((part) => part.trim().split("=")[0] === name);
}

/**
 * The Set-Cookie that removes a cookie of the name used before issue 18, when the request still carries
 * one: it is never read, so its holder is signed out.
 */
export function clearLegacySessionCookie(request: Request): string | null {
  return hasCookie(request, LEGACY_SESSION_COOKIE_NAME)
    ? `${LEGACY_SESSION_COOKIE_NAME}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`
    : null;
}

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE_NAME) {
      const value = rest.join("=");
      return /^[a-z2-7]{32}$/.test(value) ? value : null;
    }
  }
  return null;
}
