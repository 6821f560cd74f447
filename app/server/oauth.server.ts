/**
 * Google and Facebook sign-in. For now only which providers this server can offer: a provider
 * needs both its client id and secret, otherwise its button is shown disabled with the reason
 * (decision 0004). The flows themselves land here with the OAuth work.
 */
export type OAuthProvider = "google" | "facebook";

export type OAuthProviderStatus = Record<OAuthProvider, { configured: boolean }>;

function hasValue(env: object, name: string): boolean {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "";
}

export function oauthProviderStatus(env: object): OAuthProviderStatus {
  return {
    google: { configured: hasValue(env, "GOOGLE_CLIENT_ID") && hasValue(env, "GOOGLE_CLIENT_SECRET") },
    facebook: { configured: hasValue(env, "FACEBOOK_CLIENT_ID") && hasValue(env, "FACEBOOK_CLIENT_SECRET") },
  };
}
