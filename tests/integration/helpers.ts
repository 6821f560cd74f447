import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createOrganization, createUser } from "~/db/factories";
import { createDatabase } from "~/server/db.server";
import { createSession } from "~/server/session.server";

export const ORIGIN = "http://localhost";
export const db = createDatabase(env.DB);
const worker = exports.default as unknown as Fetcher;

/** Sends a request to the Worker as Cloudflare would, following no redirects. */
export function request(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  return worker.fetch(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" });
}

export function post(path: string, body: Record<string, string | File> | FormData, cookie?: string) {
  const form = body instanceof FormData ? body : new FormData();
  if (!(body instanceof FormData)) for (const [key, value] of Object.entries(body)) form.set(key, value);
  return request(path, { method: "POST", body: form, cookie });
}

/** A signed-in user's cookie header. */
export async function signIn(userId: string): Promise<string> {
  const { token } = await createSession(db, userId, { persistent: false });
  return `whistle_session=${token}`;
}

/** An organization with one assignor and one referee, each with a session cookie. */
export async function createLeague(name?: string) {
  const organization = await createOrganization(db, name ? { name } : {});
  const assignor = await createUser(db, { organizationId: organization.id, role: "assignor" });
  const referee = await createUser(db, { organizationId: organization.id, role: "referee", refereeLevel: 2 });
  return {
    organization,
    assignor,
    referee,
    assignorCookie: await signIn(assignor.id),
    refereeCookie: await signIn(referee.id),
  };
}
