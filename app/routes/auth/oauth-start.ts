import { redirect } from "react-router";
import type { Route } from "./+types/oauth-start";
import { safeRedirectPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { createAuthorizationUrl, flowCookie, getProviderConfig, isOAuthProvider } from "~/server/oauth.server";

/** Only a POST starts a flow: a link or image on another site cannot start one. */
export function loader() {
  return redirect("/login");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = getAppContext(context);
  const provider = params.provider;
  if (!isOAuthProvider(provider)) throw new Response("Unknown sign-in provider", { status: 404 });
  const config = getProviderConfig(env, provider);
  if (!config) {
    throw new Response(`${provider === "google" ? "Google" : "Facebook"} sign-in is not set up on this server.`, {
      status: 503,
    });
  }

  const form = await request.formData();
  const redirectTo = form.has("redirectTo") ? safeRedirectPath(form.get("redirectTo")) : null;
  const callback = new URL(`/auth/${provider}/callback`, request.url).toString();
  const { url, flow } = await createAuthorizationUrl(config, callback, redirectTo);
  return redirect(url.toString(), { headers: { "Set-Cookie": flowCookie(flow) } });
}
