/**
 * Reads near the reader (decision 0053): each request or invocation runs in one D1 session (the Sessions
 * API behind read replication). Reads start at the nearest replica; requests that change something start
 * at the primary; and a bookmark — a cookie for browsers, the `X-D1-Bookmark` header for the public API —
 * lets the next request continue from where the last one left off, so a person reads their own writes.
 *
 * Everything happens at the Worker's boundary (workers/app.ts): the routes keep receiving one D1 binding,
 * which here sends every statement through the request's session.
 */
import * as v from "valibot";
import { mayShowD1Timing } from "./server-timing.server";
import { readSessionToken, SESSION_COOKIE_NAME } from "./session.server";

/** `__Host-`, as the session cookie (issue 18): Secure, Path=/, no Domain. */
export const BOOKMARK_COOKIE_NAME = "__Host-whistle_d1_bookmark";
/** The public API's request and response header; the name D1's own examples use. */
export const BOOKMARK_HEADER = "X-D1-Bookmark";
/**
 * Long enough to outlast any replica's lag (seconds, usually far less), short enough that a browser soon
 * goes back to reading from whichever replica is nearest without waiting for it to catch up.
 */
export const BOOKMARK_COOKIE_MAX_AGE_SECONDS = 300;

/**
 * A bookmark as D1 writes them: hyphen-separated hexadecimal groups (`00000085-0000024c-00004c6d-<32 hex>`
 * today), lexicographically ordered. The shape is checked loosely, so a longer or extra group D1 may add
 * still passes; anything else is ignored rather than handed to D1. (Local D1 takes any string and keeps it
 * as the session's bookmark, since "garbage" sorts after every real one; what the deployed D1 does with
 * one is not documented.)
 */
export const BOOKMARK_PATTERN = /^[0-9a-f]+(?:-[0-9a-f]+)+$/;
export const BOOKMARK_MAX_LENGTH = 128;
const BookmarkSchema = v.pipe(v.string(), v.maxLength(BOOKMARK_MAX_LENGTH), v.regex(BOOKMARK_PATTERN));

/** How a request's D1 session begins. */
export type D1SessionStart =
  /** Whatever D1 reaches first: the nearest replica when replication is on, the primary otherwise. */
  | { from: "first-unconstrained" }
  /** The primary: the request writes, or reads what someone else may have written a moment ago. */
  | { from: "first-primary"; reason: "write" | "token link" | "scheduled" | "retry" }
  /** A replica at least as new as this bookmark (or the primary, which always is). */
  | { from: "bookmark"; bookmark: string };

/** The argument `withSession` takes for a start. */
export function sessionArgument(start: D1SessionStart): D1SessionConstraint | D1SessionBookmark {
  return start.from === "bookmark" ? start.bookmark : start.from;
}

function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/v1/");
}

/**
 * Pages opened from a link someone else's write made, where no bookmark of the reader's can help: a
 * password-reset or invite link from an email, and the OAuth callback that signs a person in (a GET that
 * writes). They read from the primary so a token made a moment ago is found. Paths as in app/routes.ts.
 */
const PRIMARY_READ_PATHS = [
  /^\/reset-password\//,
  /^\/verify-email\//,
  /^\/link-account(?:\.data)?$/,
  /^\/unsubscribe\//,
  /^\/system-status\/(?:confirm|unsubscribe)\//,
  /^\/signup(?:\.data)?$/,
  /^\/auth\/[^/]+\/callback$/,
];

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** The request's bookmark when it carries a well-formed one: the header for the API, the cookie elsewhere. */
export function readBookmark(request: Request): string | null {
  const pathname = new URL(request.url).pathname;
  const raw = isApiPath(pathname) ? request.headers.get(BOOKMARK_HEADER) : cookieValue(request, BOOKMARK_COOKIE_NAME);
  if (raw === null) return null;
  const parsed = v.safeParse(BookmarkSchema, raw.trim());
  return parsed.success ? parsed.output : null;
}

function isRead(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** Where a request's session begins (decision 0053 has the table of route families). */
export function chooseD1Session(request: Request): D1SessionStart {
  // The primary is at least as new as any bookmark, so a write needs none.
  if (!isRead(request)) return { from: "first-primary", reason: "write" };
  const pathname = new URL(request.url).pathname;
  if (PRIMARY_READ_PATHS.some((path) => path.test(pathname))) return { from: "first-primary", reason: "token link" };
  const bookmark = readBookmark(request);
  return bookmark ? { from: "bookmark", bookmark } : { from: "first-unconstrained" };
}

/** A D1 binding whose statements all go through one session; the routes see a binding as before. */
class SessionDatabase implements D1Database {
  constructor(
    private readonly database: D1Database,
    private readonly session: D1DatabaseSession,
  ) {}

  prepare(query: string): D1PreparedStatement {
    return this.session.prepare(query);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.session.batch<T>(statements);
  }

  // A session has no `exec` (nor `dump`): these go to the database itself, outside the session.
  exec(query: string): Promise<D1ExecResult> {
    return this.database.exec(query);
  }

  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return this.database.withSession(constraintOrBookmark);
  }

  /** @deprecated D1's own `dump`, for alpha databases only. */
  dump(): Promise<ArrayBuffer> {
    return this.database.dump();
  }
}

export interface OpenD1Session {
  /** Use this wherever the `DB` binding would be used. */
  binding: D1Database;
  /** The newest bookmark the session has seen; null before its first query. */
  bookmark(): string | null;
}

/** One session of `database` (the measured binding, so every statement of the session is still counted). */
export function openD1Session(database: D1Database, start: D1SessionStart): OpenD1Session {
  const session = database.withSession(sessionArgument(start));
  return { binding: new SessionDatabase(database, session), bookmark: () => session.getBookmark() };
}

/** The cookie that carries a browser's bookmark to its next requests. */
export function bookmarkCookie(bookmark: string): string {
  return `${BOOKMARK_COOKIE_NAME}=${bookmark}; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=${BOOKMARK_COOKIE_MAX_AGE_SECONDS}`;
}

function startsSession(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`) && !/;\s*Max-Age=0\b/i.test(cookie));
}

/**
 * Whether a browser's response carries the bookmark cookie: when a signed-in person's request may have
 * changed something (anything but GET and HEAD), or when the answer signs someone in. Anonymous posts (the
 * contact form) get none: there is nothing of theirs to read back. Nor do the posts whose D1 activity must
 * not show whether an email has an account (sign-in, forgotten password): a bookmark that moved would say
 * that a write happened — unless the answer signs the person in, which says so anyway.
 */
function shouldSetBookmarkCookie(request: Request, response: Response): boolean {
  if (startsSession(response)) return true;
  return !isRead(request) && readSessionToken(request) !== null && mayShowD1Timing(request);
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.append(name, value);
    return response;
  } catch {
    // Immutable headers (`Response.redirect`, a fetched response): copy first.
    const copy = new Response(response.body, response);
    copy.headers.append(name, value);
    return copy;
  }
}

/** The response with the session's bookmark: the API's header, or the browser's cookie when it is due. */
export function withBookmark(request: Request, response: Response, bookmark: string | null): Response {
  if (bookmark === null || response.status === 101) return response;
  if (isApiPath(new URL(request.url).pathname)) return withHeader(response, BOOKMARK_HEADER, bookmark);
  if (bookmark === readBookmark(request) || !shouldSetBookmarkCookie(request, response)) return response;
  return withHeader(response, "Set-Cookie", bookmarkCookie(bookmark));
}

/**
 * Runs `handle` in the session `chooseD1Session` picks and adds the bookmark to its response. An API read
 * refused as unauthenticated is asked once more at the primary: a key or token made a moment ago (a
 * client's token request, a key just created in the portal) may not have reached the nearest replica yet,
 * and the client has no bookmark of that write.
 */
export async function respondInD1Session(
  request: Request,
  database: D1Database,
  handle: (binding: D1Database) => Promise<Response>,
): Promise<Response> {
  const start = chooseD1Session(request);
  let session = openD1Session(database, start);
  let response = await handle(session.binding);
  const mayBeStale = start.from !== "first-primary" && isRead(request) && request.headers.has("Authorization");
  if (response.status === 401 && mayBeStale && isApiPath(new URL(request.url).pathname)) {
    await response.body?.cancel();
    session = openD1Session(database, { from: "first-primary", reason: "retry" });
    response = await handle(session.binding);
  }
  return withBookmark(request, response, session.bookmark());
}

/** The binding for a scheduled invocation: its jobs write, and read what requests just wrote. */
export function primaryD1(database: D1Database): D1Database {
  return openD1Session(database, { from: "first-primary", reason: "scheduled" }).binding;
}
