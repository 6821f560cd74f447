/**
 * Live updates (issue 8, decision 0028): an open portal page holds a WebSocket to its organization's
 * `OrganizationLive` Durable Object; after a change, the Worker asks that object to tell the pages,
 * which revalidate their loaders. Coarse on purpose: "something in your organization changed" carries
 * no data, so a message can never leak what the page's own loaders would not show.
 */
import { activeStaffMembership } from "./auth.server";
import type { Database } from "./db.server";
import { readSessionToken, validateSessionToken } from "./session.server";

export const LIVE_PATH = "/live";

/** The binding, when this environment has it (every configured one does; a bare test env may not). */
function namespace(env: Pick<Env, "LIVE">): Env["LIVE"] | undefined {
  return env.LIVE as Env["LIVE"] | undefined;
}

/**
 * `GET /live` with `Upgrade: websocket`: only from our own pages (a cross-site page could otherwise
 * open a socket with the user's cookie) and only for a signed-in member.
 */
export async function connectLive(request: Request, env: Env, db: Database): Promise<Response> {
  const live = namespace(env);
  if (!live) return new Response("Live updates are not configured", { status: 503 });
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  const origin = request.headers.get("Origin");
  if (origin !== new URL(request.url).origin) return new Response("Cross-site WebSocket refused", { status: 403 });
  const token = readSessionToken(request);
  const session = token ? await validateSessionToken(db, token) : null;
  if (!session) return new Response("Sign in first", { status: 401 });
  // A page names the organization it follows (`?organization=`; a referee's pages open one socket per league,
  // issue 20), which must be one of the person's. Without it: staff hear the organization they chose in the
  // switcher, anyone else their first league.
  const asked = new URL(request.url).searchParams.get("organization");
  const organizationId = asked
    ? session.memberships.find(({ organization }) => organization.id === asked)?.organization.id
    : (activeStaffMembership(session) ?? session.memberships[0])?.organization.id;
  if (!organizationId) return new Response("No organization", { status: 403 });
  const stub = live.get(live.idFromName(organizationId));
  const url = new URL(request.url);
  url.search = new URLSearchParams({ user: session.user.id }).toString();
  return stub.fetch(new Request(url, request));
}

/**
 * After these organizations' data changed: every open page of each revalidates. The scheduled jobs and
 * the public API name the organizations they changed; after a signed-in person's change, the live-updates
 * middleware names that person's organizations, read with their session (decision 0052). `by` names who the change
 * is recorded under (the API key's creator), `null` the system.
 */
export async function publishOrganizationChanges(
  env: Pick<Env, "LIVE">,
  organizationIds: string[],
  by: string | null = null,
): Promise<number> {
  const live = namespace(env);
  if (!live) return 0;
  const told = await Promise.all(
    organizationIds.map((organizationId) => live.get(live.idFromName(organizationId)).broadcast({ by })),
  );
  return told.reduce((sum, count) => sum + count, 0);
}
