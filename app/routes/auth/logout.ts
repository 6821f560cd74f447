import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getSession } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { clearSessionCookie, invalidateSession } from "~/server/session.server";

/** Signing out changes state, so only POST does it; a link or a prefetch cannot sign anyone out. */
export function loader() {
  return new Response("Sign out with a POST request.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ context }: Route.ActionArgs) {
  const session = getSession(context);
  if (session) await invalidateSession(getAppContext(context).db, session.session.id);
  return redirect("/", { headers: { "Set-Cookie": clearSessionCookie() } });
}
