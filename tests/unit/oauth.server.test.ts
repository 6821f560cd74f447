import { describe, expect, it } from "vitest";
import { getProviderConfig, oauthProviderStatus } from "~/server/oauth.server";

describe("OAuth configuration", () => {
  it("offers a provider only when both its client id and secret are set", () => {
    expect(oauthProviderStatus({})).toEqual({ google: { configured: false }, facebook: { configured: false } });
    expect(oauthProviderStatus({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "" })).toMatchObject({
      google: { configured: false },
    });
    expect(oauthProviderStatus({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" })).toMatchObject({
      google: { configured: true },
    });
  });

  it("uses the real endpoints by default and the Graph API version from configuration", () => {
    const google = getProviderConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }, "google");
    expect(google?.server.token_endpoint).toBe("https://oauth2.googleapis.com/token");
    const facebook = getProviderConfig(
      { FACEBOOK_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "s", FACEBOOK_GRAPH_API_VERSION: "v25.0" },
      "facebook",
    );
    expect(facebook?.server.authorization_endpoint).toBe("https://www.facebook.com/v25.0/dialog/oauth");
    expect(facebook?.userInfoEndpoint).toContain("https://graph.facebook.com/v25.0/me?");
  });
});
