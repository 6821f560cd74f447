/**
 * Google (OpenID Connect, PKCE, state, nonce) and Facebook (OAuth 2.0, state) sign-in with
 * oauth4webapi (decision 0004). Every endpoint comes from configuration so tests and local
 * development can point them at a stub; production uses the defaults below.
 */
import * as oauth from "oauth4webapi";
import * as v from "valibot";
import { tr } from "~/i18n/text";
import { readConfig } from "./config.server";

export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook" };

/** The Graph API version used when FACEBOOK_GRAPH_API_VERSION is not set. */
const DEFAULT_GRAPH_API_VERSION = "v24.0";

export interface ProviderConfig {
  provider: OAuthProvider;
  clientId: string;
  clientSecret: string;
  server: oauth.AuthorizationServer;
  scope: string;
  /** Google is OpenID Connect (ID token, nonce, PKCE); Facebook is plain OAuth 2.0. */
  openId: boolean;
  /** Facebook: where to read the profile with the access token. */
  userInfoEndpoint?: string;
}

/** The provider's endpoints from its settings (`readConfig`); null when its client id or secret is not set. */
export function getProviderConfig(env: unknown, provider: OAuthProvider): ProviderConfig | null {
  const { oauth: settings } = readConfig(env);
  if (provider === "google") {
    const google = settings.google;
    if (!google.enabled) return null;
    return {
      provider,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      openId: true,
      scope: "openid email profile",
      server: {
        issuer: google.issuer ?? "https://accounts.google.com",
        authorization_endpoint: google.authorizationEndpoint ?? "https://accounts.google.com/o/oauth2/v2/auth",
        token_endpoint: google.tokenEndpoint ?? "https://oauth2.googleapis.com/token",
      },
    };
  }
  const facebook = settings.facebook;
  if (!facebook.enabled) return null;
  const version = facebook.graphApiVersion ?? DEFAULT_GRAPH_API_VERSION;
  return {
    provider,
    clientId: facebook.clientId,
    clientSecret: facebook.clientSecret,
    openId: false,
    scope: "email public_profile",
    server: {
      issuer: "https://www.facebook.com",
      authorization_endpoint: facebook.authorizationEndpoint ?? `https://www.facebook.com/${version}/dialog/oauth`,
      token_endpoint: facebook.tokenEndpoint ?? `https://graph.facebook.com/${version}/oauth/access_token`,
    },
    userInfoEndpoint:
      facebook.userInfoEndpoint ?? `https://graph.facebook.com/${version}/me?fields=id,email,first_name,last_name`,
  };
}

/** Which buttons work on this server; the sign-in page disables the others and says why. */
export function oauthProviderStatus(env: unknown): Record<OAuthProvider, { configured: boolean }> {
  return {
    google: { configured: getProviderConfig(env, "google") !== null },
    facebook: { configured: getProviderConfig(env, "facebook") !== null },
  };
}

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === "string" && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** Plain http is only allowed for a local stub server outside production. */
function requestOptions(config: ProviderConfig, env: unknown) {
  const local = [config.server.authorization_endpoint, config.server.token_endpoint].every((endpoint) => {
    const host = endpoint ? new URL(endpoint).hostname : "";
    return host === "localhost" || host === "127.0.0.1";
  });
  return { [oauth.allowInsecureRequests]: local && !readConfig(env).production };
}

/** What the browser carries between the redirect and the callback, in a short-lived cookie. */
export interface OAuthFlowState {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string | null;
  nonce: string | null;
  redirectTo: string | null;
}

export async function createAuthorizationUrl(
  config: ProviderConfig,
  redirectUri: string,
  redirectTo: string | null,
): Promise<{ url: URL; flow: OAuthFlowState }> {
  const state = oauth.generateRandomState();
  const url = new URL(config.server.authorization_endpoint!);
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", config.scope);
  url.searchParams.set("state", state);

  let codeVerifier: string | null = null;
  let nonce: string | null = null;
  if (config.openId) {
    codeVerifier = oauth.generateRandomCodeVerifier();
    nonce = oauth.generateRandomNonce();
    url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(codeVerifier));
    url.searchParams.set("code_challenge_method", "S256");
    url.searchParams.set("nonce", nonce);
    url.searchParams.set("prompt", "select_account");
  }
  return { url, flow: { provider: config.provider, state, codeVerifier, nonce, redirectTo } };
}

export interface OAuthIdentity {
  provider: OAuthProvider;
  providerUserId: string;
  email: string | null;
  /** Google's `email_verified` claim; always false for Facebook. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** Why a callback failed, in words a user can act on. */
export class OAuthCallbackError extends Error {
  constructor(
    message: string,
    readonly reason: "denied" | "state" | "exchange" | "profile",
  ) {
    super(message);
  }
}

/**
 * Checks the provider's answer against the flow we started (state), exchanges the code (with the PKCE
 * verifier for Google) and reads who the user is.
 */
export async function completeAuthorization(
  config: ProviderConfig,
  env: unknown,
  callbackUrl: URL,
  flow: OAuthFlowState,
  redirectUri: string,
): Promise<OAuthIdentity> {
  const label = PROVIDER_LABELS[config.provider];
  const client: oauth.Client = { client_id: config.clientId };
  const authentication = oauth.ClientSecretPost(config.clientSecret);
  const options = requestOptions(config, env);

  let parameters: URLSearchParams;
  try {
    parameters = oauth.validateAuthResponse(config.server, client, callbackUrl, flow.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      const denied = error.error === "access_denied";
      throw new OAuthCallbackError(
        denied
          ? tr("oauthCallback.error.denied", { provider: label })
          : tr("oauthCallback.error.refused", { provider: label, code: error.error }),
        denied ? "denied" : "exchange",
      );
    }
    throw new OAuthCallbackError(tr("oauthCallback.error.state", { provider: label }), "state");
  }

  let tokens: oauth.TokenEndpointResponse;
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      config.server,
      client,
      authentication,
      parameters,
      redirectUri,
      flow.codeVerifier ?? oauth.nopkce,
      options,
    );
    tokens = await oauth.processAuthorizationCodeResponse(config.server, client, response, {
      expectedNonce: flow.nonce ?? oauth.expectNoNonce,
      requireIdToken: config.openId,
    });
  } catch (error) {
    // The error's name and message only: its cause can carry the provider's response and the ID token's
    // claims, which never go to the logs (issue 18).
    console.error(
      `[oauth] ${config.provider} token exchange failed: ${error instanceof Error ? `${error.name}: ${error.message}` : "unknown error"}`,
    );
    throw new OAuthCallbackError(tr("oauthCallback.error.verification", { provider: label }), "exchange");
  }

  if (config.openId) {
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    if (!claims?.sub) throw new OAuthCallbackError(tr("oauthCallback.error.noSubject", { provider: label }), "profile");
    return {
      provider: config.provider,
      providerUserId: claims.sub,
      email: typeof claims.email === "string" ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      firstName: typeof claims.given_name === "string" ? claims.given_name : "",
      lastName: typeof claims.family_name === "string" ? claims.family_name : "",
    };
  }

  const profileResponse = await oauth.protectedResourceRequest(
    tokens.access_token,
    "GET",
    new URL(config.userInfoEndpoint!),
    undefined,
    undefined,
    options,
  );
  const profile = v.safeParse(
    v.object({
      id: v.string(),
      email: v.optional(v.string()),
      first_name: v.optional(v.string()),
      last_name: v.optional(v.string()),
    }),
    profileResponse.ok ? await profileResponse.json() : null,
  );
  if (!profile.success) {
    throw new OAuthCallbackError(tr("oauthCallback.error.noProfile", { provider: label }), "profile");
  }
  return {
    provider: config.provider,
    providerUserId: profile.output.id,
    email: profile.output.email?.toLowerCase() ?? null,
    // Never trusted to prove an address (issue 18): Facebook gives no verified claim we can check, and
    // its accounts can carry addresses their holders do not control.
    emailVerified: false,
    firstName: profile.output.first_name ?? "",
    lastName: profile.output.last_name ?? "",
  };
}

const FLOW_COOKIE = "whistle_oauth";
const FLOW_MAX_AGE_SECONDS = 600;

export function flowCookie(flow: OAuthFlowState): string {
  const value = btoa(JSON.stringify(flow));
  return `${FLOW_COOKIE}=${value}; Path=/auth; HttpOnly; SameSite=Lax; Secure; Max-Age=${FLOW_MAX_AGE_SECONDS}`;
}

export function clearFlowCookie(): string {
  return `${FLOW_COOKIE}=; Path=/auth; HttpOnly; SameSite=Lax; Secure; Max-Age=0`;
}

const FlowSchema = v.object({
  provider: v.picklist(OAUTH_PROVIDERS),
  state: v.string(),
  codeVerifier: v.nullable(v.string()),
  nonce: v.nullable(v.string()),
  redirectTo: v.nullable(v.string()),
});

export function readFlowCookie(request: Request): OAuthFlowState | null {
  const header = request.headers.get("Cookie") ?? "";
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FLOW_COOKIE}=`))
    ?.slice(FLOW_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(FlowSchema, JSON.parse(atob(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
