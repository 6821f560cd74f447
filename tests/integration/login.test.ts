import { scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { passwords, sessions } from "~/db/schema";
import { needsRehash } from "~/server/password.server";
import { cookieFor, db, get, newAddress, OFF_SITE_REDIRECTS, post, sessionCookieOf } from "./helpers";

const PASSWORD = "Correct-Horse-42";
let assignorEmail: string;
let refereeEmail: string;

beforeAll(async () => {
  const organization = await createOrganization(db);
  assignorEmail = (await createUser(db, { organizationId: organization.id, role: "assignor", password: PASSWORD }))
    .email;
  refereeEmail = (await createUser(db, { organizationId: organization.id, role: "referee", password: PASSWORD })).email;
});

function signIn(fields: Record<string, string>, ip = newAddress()) {
  return post("/login", fields, { ip });
}

describe("sign-in page", () => {
  it("renders the form with every link the spec names and both providers", async () => {
    const response = await get("/login");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const href of ["/forgot-password", "/signup", "/", "/assignor", "/referee"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain("Remember me");
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain('action="/auth/google"');
    expect(html).toContain('action="/auth/facebook"');
    // The test Worker has both providers configured (vitest.config.ts), so neither says it is unavailable.
    // The page's catalog travels in its data script: what a reader sees is the markup outside scripts.
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("sign-in is not set up on this server");
  });

  it("sends a signed-in user to their portal", async () => {
    const user = await createUser(db, { role: "referee" });
    const response = await get("/login", { cookie: await cookieFor(user.id) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/referee");
  });
});

describe("open redirects after sign-in (issue 18)", () => {
  it("never leaves the site, whatever redirectTo holds", async () => {
    for (const redirectTo of OFF_SITE_REDIRECTS) {
      const response = await signIn({ email: assignorEmail, password: PASSWORD, redirectTo });
      expect(response.status, JSON.stringify(redirectTo)).toBe(302);
      // Resolved the way a browser resolves Location (tabs and newlines dropped, backslashes as slashes).
      const target = new URL(response.headers.get("Location")!, "http://localhost");
      expect(target.origin, JSON.stringify(redirectTo)).toBe("http://localhost");
    }
  });

  it("keeps a same-origin path with its query and hash", async () => {
    const response = await signIn({
      email: assignorEmail,
      password: PASSWORD,
      redirectTo: "/assignor/games?q=a%20b#top",
    });
    expect(response.headers.get("Location")).toBe("/assignor/games?q=a%20b#top");
  });
});

describe("signing in", () => {
  it("lands an assignor on /assignor and a referee on /referee, with a session cookie", async () => {
    for (const [email, portal] of [
      [assignorEmail, "/assignor"],
      [refereeEmail, "/referee"],
    ] as const) {
      const response = await signIn({ email, password: PASSWORD });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(portal);
      const cookie = sessionCookieOf(response);
      expect(cookie).toBeDefined();
      const page = await get(portal, { cookie });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Welcome, Test");
    }
  });

  it("accepts the email in any case and with spaces around it", async () => {
    const response = await signIn({ email: `  ${assignorEmail.toUpperCase()} `, password: PASSWORD });
    expect(response.headers.get("Location")).toBe("/assignor");
  });

  it("gives a browser-session cookie without Remember me and a 30-day one with it", async () => {
    // The session's own cookie (beside it, the response also sets the D1 bookmark cookie, decision 0053).
    const sessionSetCookie = (response: Response) =>
      response.headers.getSetCookie().find((value) => value.startsWith("__Host-whistle_session="))!;
    const browser = sessionSetCookie(await signIn({ email: refereeEmail, password: PASSWORD }));
    expect(browser).toMatch(/HttpOnly/);
    expect(browser).toMatch(/SameSite=Lax/);
    expect(browser).toMatch(/Secure/);
    expect(browser).not.toMatch(/Max-Age|Expires/);

    const remembered = sessionSetCookie(await signIn({ email: refereeEmail, password: PASSWORD, remember: "on" }));
    const maxAge = Number(/Max-Age=(\d+)/.exec(remembered)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  it("goes back to a same-origin redirectTo, and ignores other sites", async () => {
    const back = await signIn({
      email: assignorEmail,
      password: PASSWORD,
      redirectTo: "/assignor/invites?tab=pending",
    });
    expect(back.headers.get("Location")).toBe("/assignor/invites?tab=pending");
    for (const unsafe of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const response = await signIn({ email: assignorEmail, password: PASSWORD, redirectTo: unsafe });
      expect(response.headers.get("Location")).toBe("/assignor");
    }
  });

  it("sends an anonymous visitor of a portal to sign in and back after", async () => {
    const visit = await get("/assignor/invites");
    expect(visit.headers.get("Location")).toBe("/login?redirectTo=%2Fassignor%2Finvites");
    const response = await signIn({ email: assignorEmail, password: PASSWORD, redirectTo: "/assignor/invites" });
    expect(response.headers.get("Location")).toBe("/assignor/invites");
  });
});

describe("sign-in messages", () => {
  it("asks for both fields when either is missing, keeping the email", async () => {
    for (const fields of [
      { email: "", password: "" },
      { email: "dana@example.com", password: "" },
      { email: "", password: "x" },
    ]) {
      const response = await signIn(fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Please enter both email and password.");
      if (fields.email) expect(html).toContain('value="dana@example.com"');
    }
  });

  it("asks for a valid email address when the email is malformed", async () => {
    const response = await signIn({ email: "dana@example", password: "secret" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain('value="dana@example"');
  });

  it("says the same thing for a wrong password and an unknown email, and never echoes the password", async () => {
    for (const email of [assignorEmail, "nobody.here@example.com"]) {
      const response = await signIn({ email, password: "Wrong-password-1" });
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain("Invalid credentials. Please try again.");
      expect(html).toContain(`value="${email}"`);
      expect(html).not.toContain("Wrong-password-1");
    }
  });

  it("re-hashes a password stored with weaker parameters", async () => {
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync(PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
    const weak = ["scrypt", 1024, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    const user = await createUser(db, { role: "referee", passwordHash: weak });
    const response = await signIn({ email: user.email, password: PASSWORD });
    expect(response.headers.get("Location")).toBe("/referee");
    const [stored] = await db.select().from(passwords).where(eq(passwords.userId, user.id));
    expect(stored!.hash).not.toBe(weak);
    expect(needsRehash(stored!.hash)).toBe(false);
  });
});

describe("sign-in rate limits", () => {
  it("locks an account after 5 failures, even for the right password, with Retry-After and a message", async () => {
    const user = await createUser(db, { role: "referee", password: PASSWORD });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn({ email: user.email, password: "Nope-nope-1" })).status).toBe(401);
    }
    const locked = await signIn({ email: user.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await locked.text()).toContain("Too many sign-in attempts. Please wait");
    expect(sessionCookieOf(locked)).toBeUndefined();
  }, 30_000);

  it("clears the failure count after a successful sign-in", async () => {
    const user = await createUser(db, { role: "referee", password: PASSWORD });
    for (let attempt = 0; attempt < 4; attempt++) await signIn({ email: user.email, password: "Nope-nope-1" });
    expect((await signIn({ email: user.email, password: PASSWORD })).status).toBe(302);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signIn({ email: user.email, password: "Nope-nope-1" })).status).toBe(401);
    }
    expect((await signIn({ email: user.email, password: PASSWORD })).status).toBe(302);
  }, 30_000);

  it("refuses an address after 20 failures across accounts", async () => {
    const ip = newAddress();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await signIn({ email: `guess${attempt}@example.com`, password: "Nope-nope-1" }, ip)).status).toBe(401);
    }
    const refused = await signIn({ email: refereeEmail, password: PASSWORD }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many sign-in attempts");
    // Another address is not affected.
    expect((await signIn({ email: refereeEmail, password: PASSWORD })).status).toBe(302);
  }, 60_000);

  it("holds the account lockout when 20 guesses arrive at once: at most 5 are checked, the rest get 429", async () => {
    const user = await createUser(db, { role: "referee", password: PASSWORD });
    const ip = newAddress();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => signIn({ email: user.email, password: "Nope-nope-1" }, ip)),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // The account stays locked, for the right password too.
    expect((await signIn({ email: user.email, password: PASSWORD })).status).toBe(429);
  }, 60_000);

  it("holds the address limit when 25 guesses at different accounts arrive at once: at most 20 are checked", async () => {
    const ip = newAddress();
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        signIn({ email: `parallel${index}-${ip}@example.com`, password: "Nope-nope-1" }, ip),
      ),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect((await signIn({ email: refereeEmail, password: PASSWORD }, ip)).status).toBe(429);
  }, 60_000);

  it("brakes bursts from one address with the Workers rate-limit binding (30 a minute)", async () => {
    const ip = newAddress();
    // The binding counts in fixed windows aligned to the clock's minutes, so a burst may straddle one
    // boundary (at most once: the burst takes far less than a minute). Sign in until refused: the first
    // refusal must come after at least 30 and at most 60 accepted sign-ins.
    let accepted = 0;
    let refused = false;
    for (let attempt = 0; attempt < 61 && !refused; attempt++) {
      // Successful sign-ins: the D1 counters only count failures, so only the binding can refuse.
      const status = (await signIn({ email: refereeEmail, password: PASSWORD }, ip)).status;
      if (status === 429) {
        refused = true;
      } else {
        expect(status).toBe(302);
        accepted += 1;
      }
    }
    expect(refused).toBe(true);
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(60);
  }, 120_000);
});

describe("signing out", () => {
  it("ends the session, clears the cookie and goes home", async () => {
    const user = await createUser(db, { role: "assignor" });
    const cookie = await cookieFor(user.id);
    const response = await post("/logout", {}, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__Host-whistle_session=;.*Max-Age=0/);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await get("/assignor", { cookie })).status).toBe(302);
  });

  it("does not sign out on GET", async () => {
    const user = await createUser(db, { role: "assignor" });
    const cookie = await cookieFor(user.id);
    const response = await get("/logout", { cookie });
    expect(response.status).toBe(405);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });
});
