import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/oauth-callback";
import { portalPath, safeRedirectPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { catalogFor } from "~/server/i18n.server";
import { accountRole, resolveOAuthIdentity } from "~/server/oauth-accounts.server";
import {
  clearFlowCookie,
  completeAuthorization,
  getProviderConfig,
  isOAuthProvider,
  OAuthCallbackError,
  PROVIDER_LABELS,
  readFlowCookie,
} from "~/server/oauth.server";
import { createSession, sessionCookie } from "~/server/session.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Signing in | Whistle" }];

/** A sign-in that did not work: the page says why, in the request's language. */
function failure(context: Route.LoaderArgs["context"], message: string, status = 400) {
  const headers = new Headers({ "Set-Cookie": clearFlowCookie() });
  return data(
    { message, catalog: catalogFor(context, "auth"), title: tr("oauthCallback.metaTitle") },
    { status, headers },
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env, db } = getAppContext(context);
  const provider = params.provider;
  if (!isOAuthProvider(provider)) throw new Response("Unknown sign-in provider", { status: 404 });
  const label = PROVIDER_LABELS[provider];
  const config = getProviderConfig(env, provider);
  if (!config) return failure(context, tr("login.providerUnavailable", { provider: label }), 503);

  const flow = readFlowCookie(request);
  if (!flow || flow.provider !== provider) {
    return failure(context, tr("oauthCallback.error.flowMissing", { provider: label }));
  }

  const url = new URL(request.url);
  const callback = `${url.origin}/auth/${provider}/callback`;
  let identity;
  try {
    identity = await completeAuthorization(config, env, url, flow, callback);
  } catch (error) {
    if (error instanceof OAuthCallbackError) return failure(context, error.message);
    throw error;
  }

  const resolution = await resolveOAuthIdentity(db, identity, { redirectTo: flow.redirectTo });
  if (resolution.kind === "no-email") {
    return failure(context, tr("oauthCallback.error.noEmail", { provider: label }));
  }
  if (resolution.kind === "new" || resolution.kind === "link") {
    const headers = new Headers();
    headers.append("Set-Cookie", clearFlowCookie());
    // An account already has the address but the link is not proven both ways: its password links it.
    const next = resolution.kind === "new" ? "/signup" : "/link-account";
    return redirect(`${next}?${new URLSearchParams({ oauth: resolution.pendingToken })}`, { headers });
  }

  const role = await accountRole(db, resolution.userId);
  const { token, session } = await createSession(db, resolution.userId, {
    persistent: true,
    userAgent: request.headers.get("User-Agent"),
  });
  const headers = new Headers();
  headers.append("Set-Cookie", clearFlowCookie());
  headers.append("Set-Cookie", sessionCookie(token, { persistent: true, expiresAt: session.expiresAt }));
  return redirect(safeRedirectPath(flow.redirectTo, portalPath(role ?? "referee")), { headers });
}

export default function OAuthCallback({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">{t("oauthCallback.title")}</h1>
      <p role="alert" className="text-muted-foreground">
        {loaderData.message}
      </p>
      <Link
        to="/login"
        className="self-start rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary-hover"
      >
        {t("oauthCallback.backToSignIn")}
      </Link>
    </main>
  );
}
