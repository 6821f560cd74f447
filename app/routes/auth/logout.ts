import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getSession, safeRedirectPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { clearSessionCookie, invalidateSession } from "~/server/session.server";

/** Signing out changes state, so only POST does it; a link or a prefetch cannot sign anyone out. */
export function loader() {
  return new Response("Sign out with a POST request.", { status: 405, headers: { Allow: "POST" } });
}

/**
 * Signs out, then goes home or to the form's `redirectTo` when it is a path on this site ("Sign out and
 * continue as <invited address>" goes back to the invite, decision 0093).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = getSession(context);
  // A bare POST (no body, no form type) still signs out.
  const form = await request.formData().catch(() => null);
  if (session) await invalidateSession(getAppContext(context).db, session.session.id);
  return redirect(safeRedirectPath(form?.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": clearSessionCookie() },
  });
}
