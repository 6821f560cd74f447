/** Requests to the built Worker the way a browser on our own pages would send them. */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { createDatabase } from "~/server/db.server";
import { createSession, SESSION_COOKIE_NAME } from "~/server/session.server";

export const worker = exports.default as unknown as Fetcher;
export const db = createDatabase(env.DB);
export const ORIGIN = "http://localhost";

// The files of one Vitest worker share a runtime and its rate-limit counters (decision 0044): a prefix
// of this file's own keeps its addresses apart from every other file's.
const addressPrefix = `2001:db8:${Array.from(crypto.getRandomValues(new Uint16Array(2)), (group) => group.toString(16)).join(":")}`;
let addressCounter = 0;
/** A fresh client address (in the documentation range), so rate limits of one test never touch another. */
export function newAddress(): string {
  addressCounter += 1;
  return `${addressPrefix}::${addressCounter.toString(16)}`;
}

interface RequestOptions {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function get(path: string, { cookie, ip, headers = {} }: RequestOptions = {}) {
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      redirect: "manual",
      headers: { ...(cookie ? { Cookie: cookie } : {}), "CF-Connecting-IP": ip ?? newAddress(), ...headers },
    }),
  );
}

/** A form post from one of our pages: same Origin, urlencoded body, no redirect following. */
export function post(
  path: string,
  fields: Record<string, string> | URLSearchParams,
  { cookie, ip, headers = {} }: RequestOptions = {},
) {
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      redirect: "manual",
      // URLSearchParams for a field sent more than once (checkboxes of one name).
      body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": ip ?? newAddress(),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
    }),
  );
}

/** A multipart form post from one of our pages (file uploads). */
export function postMultipart(path: string, form: FormData, { cookie, ip, headers = {} }: RequestOptions = {}) {
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      redirect: "manual",
      body: form,
      headers: {
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": ip ?? newAddress(),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
    }),
  );
}

/** The `name=value` part of the session cookie a response sets, to send back as `Cookie`. */
export function sessionCookieOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`));
  return cookie?.split(";")[0];
}

/** A signed-in browser for this user, without spending a password hash. */
export async function cookieFor(userId: string, persistent = false): Promise<string> {
  const { token } = await createSession(db, userId, { persistent });
  return `${SESSION_COOKIE_NAME}=${token}`;
}

/** An organization with one assignor and one referee, each with a session cookie. */
let leagueCounter = 0;
export async function createLeague(name = `League ${++leagueCounter}`) {
  const organization = await createOrganization(db, { name });
  const assignor = await createUser(db, {
    organizationId: organization.id,
    role: "assignor",
    firstName: `${name} Assignor`,
  });
  const referee = await createUser(db, {
    organizationId: organization.id,
    role: "referee",
    firstName: `${name} Referee`,
  });
  return {
    organization,
    assignor,
    referee,
    assignorCookie: await cookieFor(assignor.id),
    refereeCookie: await cookieFor(referee.id),
  };
}

/** What a response's Server-Timing header says about D1 (decision 0049), or null when the header is missing. */
export function d1TimingOf(response: Response) {
  const header = response.headers.get("Server-Timing");
  if (header === null) return null;
  const metrics = new Map(
    header.split(/,\s*/).map((metric) => {
      const [name = "", ...parameters] = metric.split(";");
      const values = new Map(parameters.map((parameter) => parameter.split("=", 2) as [string, string]));
      return [name, { dur: values.get("dur"), desc: values.get("desc")?.replace(/^"|"$/g, "") }] as const;
    }),
  );
  const count = (name: string) => Number(metrics.get(name)?.desc);
  return {
    header,
    queries: count("d1-queries"),
    roundTrips: count("d1-round-trips"),
    sequential: count("d1-sequential"),
    d1Ms: Number(metrics.get("d1")?.dur),
    totalMs: Number(metrics.get("total")?.dur),
  };
}

/**
 * The response waited on at most `sequential` D1 round trips one after another (decision 0052: a page
 * 2, the session's and its data's; an action 3), within the 20 queries a request may make.
 */
export function expectRoundTrips(what: string, response: Response, sequential: 2 | 3) {
  const timing = d1TimingOf(response);
  expect(timing, what).not.toBeNull();
  expect(timing!.sequential, `${what}: ${timing!.header}`).toBeLessThanOrEqual(sequential);
  expect(timing!.queries, `${what}: ${timing!.header}`).toBeLessThanOrEqual(20);
  return timing!;
}

/** The text a reader sees: tags removed, entities decoded, whitespace collapsed. */
export function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** `redirectTo` values a browser would follow off the site (tabs, newlines, backslashes, schemes; issue 18). */
export const OFF_SITE_REDIRECTS = [
  "/%09/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "//evil.example",
  "/\\evil.example",
  "/%5Cevil.example",
  "\\/evil.example",
  "https://evil.example",
  " /\t/evil.example",
];

/** The outcome of a gated send (issue 32, `createInvite`) that the test expects to have gone out. */
export function sentOutcome<T extends { ok: boolean }>(outcome: T): Extract<T, { ok: true }> {
  if (!outcome.ok) throw new Error(`expected the message to be sent, got ${JSON.stringify(outcome)}`);
  return outcome as Extract<T, { ok: true }>;
}
