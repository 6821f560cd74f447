import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { memberships, oauthAccounts, passwords, sessions, users } from "~/db/schema";
import { createDatabase } from "~/server/db.server";
import { SESSION_COOKIE_NAME } from "~/server/session.server";
import { expectRoundTrips, OFF_SITE_REDIRECTS } from "./helpers";
import {
  completeAuthorization,
  createAuthorizationUrl,
  getProviderConfig,
  OAuthCallbackError,
} from "~/server/oauth.server";

const worker = exports.default as unknown as Fetcher;
const db = createDatabase(env.DB);
const ORIGIN = "http://localhost";

afterEach(() => vi.unstubAllGlobals());

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

/** An ID token as Google's token endpoint would return it (signature not checked for a direct TLS response). */
function idToken(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  return [
    base64url({ alg: "RS256", typ: "JWT", kid: "test" }),
    base64url({ iss: "https://accounts.google.test", aud: "google-test-client", iat: now, exp: now + 3600, ...claims }),
    "c2lnbmF0dXJl",
  ].join(".");
}

/** Starts a flow the way the sign-in button does and returns the provider URL and the flow cookie. */
async function start(provider: "google" | "facebook", redirectTo?: string) {
  const body = new URLSearchParams(redirectTo ? { redirectTo } : {});
  const response = await worker.fetch(`${ORIGIN}/auth/${provider}`, {
    method: "POST",
    body,
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location")!);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("whistle_oauth="))!;
  return { location, cookie: cookie.split(";")[0]! };
}

function callback(provider: string, query: Record<string, string>, cookie?: string) {
  return worker.fetch(`${ORIGIN}/auth/${provider}/callback?${new URLSearchParams(query)}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
}

/** Answers the token endpoint (and Facebook's profile endpoint) the way a provider would. */
function stubProvider(answer: (url: string, body: URLSearchParams) => Response) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = new URLSearchParams(request.method === "POST" ? await request.text() : "");
    calls.push({ url: request.url, body });
    return answer(request.url, body);
  });
  return calls;
}

describe("Google sign-in (OpenID Connect with PKCE, state and nonce)", () => {
  it("sends the browser to Google with state, nonce and an S256 code challenge", async () => {
    const { location, cookie } = await start("google");
    expect(location.origin + location.pathname).toBe("https://accounts.google.test/authorize");
    expect(location.searchParams.get("client_id")).toBe("google-test-client");
    expect(location.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/auth/google/callback`);
    expect(location.searchParams.get("scope")).toBe("openid email profile");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("nonce")).toBeTruthy();
    expect(cookie).toMatch(/^whistle_oauth=/);
  });

  it("signs in a returning user and links an existing account with the same verified email", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, { organizationId: organization.id, role: "assignor", email: "dana@league.test" });
    const { location, cookie } = await start("google", "/assignor/games");
    const state = location.searchParams.get("state")!;
    const nonce = location.searchParams.get("nonce")!;
    const calls = stubProvider(() =>
      Response.json({
        access_token: "at",
        token_type: "Bearer",
        expires_in: 3600,
        id_token: idToken({
          sub: "google-123",
          nonce,
          email: "Dana@league.test",
          email_verified: true,
          given_name: "Dana",
        }),
      }),
    );

    const response = await callback("google", { code: "the-code", state }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor/games");
    expect(response.headers.getSetCookie().some((value) => value.startsWith("__Host-whistle_session="))).toBe(true);
    // The code was exchanged with the PKCE verifier.
    expect(calls[0]?.body.get("code")).toBe("the-code");
    expect(calls[0]?.body.get("code_verifier")).toMatch(/^[\w-]{43,}$/);

    const links = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(links).toHaveLength(1);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("sends a new person to finish sign-up by choosing a role", async () => {
    const { location, cookie } = await start("google");
    const nonce = location.searchParams.get("nonce")!;
    stubProvider(() =>
      Response.json({
        access_token: "at",
        token_type: "Bearer",
        id_token: idToken({ sub: "google-new", nonce, email: "new@person.test", email_verified: true }),
      }),
    );
    const response = await callback("google", { code: "c", state: location.searchParams.get("state")! }, cookie);
    expect(response.status).toBe(302);
    const next = response.headers.get("Location")!;
    expect(next).toMatch(/^\/signup\?oauth=[a-z2-7]{32}$/);

    // The sign-up page knows who they are and only asks how they will use Whistle.
    const page = await worker.fetch(`${ORIGIN}${next}`);
    expect(await page.text()).toContain("Signed in with Google as new@person.test");

    const organization = await createOrganization(db, { inviteCode: "JOINME01" });
    const body = new URLSearchParams({
      oauthToken: new URL(next, ORIGIN).searchParams.get("oauth")!,
      email: "someone-else@evil.test",
      firstName: "New",
      lastName: "Person",
      accountType: "referee",
      inviteCode: "JOINME01",
    });
    const finished = await worker.fetch(`${ORIGIN}/signup`, {
      method: "POST",
      body,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(finished.status).toBe(302);
    expect(finished.headers.get("Location")).toBe("/referee");
    expect(finished.headers.getSetCookie().some((value) => value.startsWith("__Host-whistle_session="))).toBe(true);

    // The account uses the provider's verified address, not the one posted, and has no password.
    const [created] = await db.select().from(users).where(eq(users.email, "new@person.test"));
    expect(created?.emailVerifiedAt).not.toBeNull();
    expect(await db.select().from(users).where(eq(users.email, "someone-else@evil.test"))).toEqual([]);
    expect(await db.select().from(passwords).where(eq(passwords.userId, created!.id))).toEqual([]);
    const [link] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, created!.id));
    expect(link).toMatchObject({ provider: "google", providerUserId: "google-new" });
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, created!.id));
    expect(membership).toMatchObject({ organizationId: organization.id, role: "referee" });

    // The pending sign-up is used up.
    const again = await worker.fetch(`${ORIGIN}/signup`, {
      method: "POST",
      body,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(again.status).toBe(400);
  });

  it("does not link an existing account to an unverified email", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, { organizationId: organization.id, email: "victim@league.test" });
    const { location, cookie } = await start("google");
    const nonce = location.searchParams.get("nonce")!;
    stubProvider(() =>
      Response.json({
        access_token: "at",
        token_type: "Bearer",
        id_token: idToken({ sub: "google-attacker", nonce, email: "victim@league.test", email_verified: false }),
      }),
    );
    const response = await callback("google", { code: "c", state: location.searchParams.get("state")! }, cookie);
    // Only the account's password can link it now.
    expect(response.headers.get("Location")).toMatch(/^\/link-account\?oauth=/);
    expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("refuses a state that does not match the flow it started", async () => {
    const { cookie } = await start("google");
    const response = await callback("google", { code: "c", state: "forged" }, cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("did not match the one we started");
  });

  it("explains a failed PKCE exchange", async () => {
    const { location, cookie } = await start("google");
    stubProvider(() =>
      Response.json({ error: "invalid_grant", error_description: "Invalid code verifier." }, { status: 400 }),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await callback("google", { code: "c", state: location.searchParams.get("state")! }, cookie);
    logged.mockRestore();
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Google did not confirm this sign-in");
  });

  it("explains denied consent", async () => {
    const { location, cookie } = await start("google");
    const response = await callback(
      "google",
      { error: "access_denied", state: location.searchParams.get("state")! },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("You cancelled signing in with Google");
  });

  it("explains a callback that arrives without the flow cookie", async () => {
    const response = await callback("google", { code: "c", state: "s" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("took too long or was started in another browser");
  });

  it("never starts a flow from a GET", async () => {
    const response = await worker.fetch(`${ORIGIN}/auth/google`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
  });
});

describe("Facebook sign-in (OAuth 2.0 with state, Graph API version from configuration)", () => {
  it("uses the configured Graph API version and reads the profile with the access token", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, { organizationId: organization.id, role: "referee", email: "ref@league.test" });
    // A returning Facebook user: their identity was linked before (a Facebook address never links by itself).
    await db.insert(oauthAccounts).values({ provider: "facebook", providerUserId: "fb-42", userId: user.id });
    const { location, cookie } = await start("facebook");
    expect(location.pathname).toBe("/v24.0/dialog/oauth");
    expect(location.searchParams.get("code_challenge")).toBeNull();

    stubProvider((url) =>
      url.includes("/oauth/access_token")
        ? Response.json({ access_token: "fb-token", token_type: "bearer", expires_in: 5000 })
        : Response.json({ id: "fb-42", email: "ref@league.test", first_name: "Ref", last_name: "Eree" }),
    );
    const response = await callback("facebook", { code: "c", state: location.searchParams.get("state")! }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/referee");
    const links = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(links.map((link) => link.providerUserId)).toEqual(["fb-42"]);
  });
});

/** A whole Google sign-in: start (with `redirectTo`), Google's answer with these claims, the callback. */
async function googleSignIn(claims: Record<string, unknown>, redirectTo?: string) {
  const { location, cookie } = await start("google", redirectTo);
  const nonce = location.searchParams.get("nonce")!;
  stubProvider(() =>
    Response.json({ access_token: "at", token_type: "Bearer", id_token: idToken({ nonce, ...claims }) }),
  );
  const response = await callback("google", { code: "c", state: location.searchParams.get("state")! }, cookie);
  vi.unstubAllGlobals();
  return response;
}

function postForm(path: string, fields: Record<string, string>) {
  return worker.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": crypto.randomUUID(),
    },
    redirect: "manual",
  });
}

describe("account pre-takeover through a provider (issue 18)", () => {
  it("does not hand the victim's Google sign-in to someone who signed up with the victim's address first", async () => {
    await createOrganization(db, { inviteCode: "SQUATTER" });
    // The attacker registers the victim's address with a password of their own and never proves the address.
    const squat = await postForm("/signup", {
      firstName: "Mallory",
      lastName: "Squatter",
      email: "victim.google@league.test",
      password: "Attacker-owns-this-1",
      accountType: "referee",
      inviteCode: "SQUATTER",
    });
    expect(squat.status).toBeLessThan(500);
    const [squatter] = await db.select().from(users).where(eq(users.email, "victim.google@league.test"));
    expect(squatter).toBeDefined();

    // Later the real owner signs in with Google, which vouches for the address.
    const response = await googleSignIn({
      sub: "google-victim",
      email: "victim.google@league.test",
      email_verified: true,
      given_name: "Victoria",
    });
    // They are not signed in to the attacker's account, and the identity is not linked to it.
    expect(response.headers.getSetCookie().some((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(false);
    expect(response.headers.get("Location")).toMatch(/^\/link-account\?oauth=[a-z2-7]{32}$/);
    expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, squatter!.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, squatter!.id))).toEqual([]);
  });

  it("never trusts a Facebook address to link an account, even a verified one", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, { organizationId: organization.id, email: "fb.owner@league.test" });
    const { location, cookie } = await start("facebook");
    stubProvider((url) =>
      url.includes("/oauth/access_token")
        ? Response.json({ access_token: "fb-token", token_type: "bearer", expires_in: 5000 })
        : Response.json({ id: "fb-someone", email: "fb.owner@league.test", first_name: "F", last_name: "B" }),
    );
    const response = await callback("facebook", { code: "c", state: location.searchParams.get("state")! }, cookie);
    expect(response.headers.get("Location")).toMatch(/^\/link-account\?oauth=/);
    expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toEqual([]);
  });

  it("links Google to an existing account once its password is given, and not before", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, {
      organizationId: organization.id,
      role: "assignor",
      email: "unverified.owner@league.test",
      emailVerifiedAt: null,
      password: "Owner-password-77",
    });
    const response = await googleSignIn(
      { sub: "google-owner", email: "unverified.owner@league.test", email_verified: true },
      "/assignor/games",
    );
    const step = response.headers.get("Location")!;
    expect(step).toMatch(/^\/link-account\?oauth=/);
    const page = await worker.fetch(`${ORIGIN}${step}`);
    const html = await page.text();
    expect(html).toContain("An account with this email already exists");
    expect(html).toContain("enter its password to link Google");
    expect(html).toContain("unverified.owner@league.test");

    const wrong = await postForm(step, { password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("That password is not correct.");
    expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toEqual([]);

    const right = await postForm(step, { password: "Owner-password-77" });
    expect(right.status).toBe(302);
    // The waiting identity with its account, the attempt counted, then the link and the session together.
    expectRoundTrips("linked", right, 3);
    expect(right.headers.get("Location")).toBe("/assignor/games");
    expect(right.headers.getSetCookie().some((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(true);
    const [link] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(link).toMatchObject({ provider: "google", providerUserId: "google-owner" });
    // Google vouched for the address and the owner proved the account: the address now counts as verified.
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after?.emailVerifiedAt).not.toBeNull();

    // The next Google sign-in goes straight in.
    const again = await googleSignIn({
      sub: "google-owner",
      email: "unverified.owner@league.test",
      email_verified: true,
    });
    expect(again.headers.get("Location")).toBe("/assignor");
  });
});

describe("open redirects through the OAuth flow (issue 18)", () => {
  it("sends a signed-in user only to a path of this site, whatever redirectTo said", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, { organizationId: organization.id, role: "referee" });
    await db.insert(oauthAccounts).values({ provider: "google", providerUserId: "google-redirect", userId: user.id });
    for (const redirectTo of OFF_SITE_REDIRECTS) {
      const response = await googleSignIn(
        { sub: "google-redirect", email: user.email, email_verified: true },
        redirectTo,
      );
      expect(response.status, JSON.stringify(redirectTo)).toBe(302);
      const target = new URL(response.headers.get("Location")!, ORIGIN);
      expect(target.origin, JSON.stringify(redirectTo)).toBe(ORIGIN);
      expect(target.host, JSON.stringify(redirectTo)).not.toContain("evil");
    }
  });
});

describe("ID-token claims stay out of the logs (issue 18)", () => {
  it("logs a failed Google sign-in without the token or any of its claims", async () => {
    // The module itself, in this runtime, so what it writes to the console is seen here.
    const config = getProviderConfig(env, "google")!;
    const { url, flow } = await createAuthorizationUrl(config, `${ORIGIN}/auth/google/callback`, null);
    const token = idToken({ sub: "google-logged", nonce: "not-the-flow-nonce", email: "claims.secret@league.test" });
    stubProvider(() => Response.json({ access_token: "access-secret", token_type: "Bearer", id_token: token }));
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(...args);
    let failure: unknown;
    try {
      const callbackUrl = new URL(`${ORIGIN}/auth/google/callback?code=c&state=${url.searchParams.get("state")}`);
      await completeAuthorization(config, env, callbackUrl, flow, `${ORIGIN}/auth/google/callback`);
    } catch (error) {
      failure = error;
    } finally {
      console.error = original;
    }
    expect(failure).toBeInstanceOf(OAuthCallbackError);
    expect(logged.length).toBeGreaterThan(0);
    const written = logged
      .map((argument) =>
        argument instanceof Error
          ? `${argument.stack} ${JSON.stringify(argument)} ${JSON.stringify((argument as { cause?: unknown }).cause)}`
          : typeof argument === "string"
            ? argument
            : JSON.stringify(argument),
      )
      .join("\n");
    for (const secret of ["claims.secret@league.test", "google-logged", token, "access-secret"]) {
      expect(written).not.toContain(secret);
    }
  });
});
