import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { env } from "cloudflare:test";
import { outbox, passwordResetTokens, sessions, users } from "~/db/schema";
import { createDatabase } from "~/server/db.server";
import { measureD1 } from "~/server/d1-metrics.server";
import { requestPasswordReset } from "~/server/password-reset.server";
import { sha256Hex } from "~/server/session.server";
import { cookieFor, db, expectRoundTrips, get, newAddress, post, sessionCookieOf } from "./helpers";

const ANSWER = "If an account exists for that email, we&#x27;ve sent a link to reset your password.";

async function latestResetLink(email: string, skip = 0): Promise<string> {
  const rows = await db.select().from(outbox).where(eq(outbox.recipient, email));
  const message = rows.filter((row) => row.kind === "password-reset")[skip];
  expect(message).toBeDefined();
  const link = /https?:\/\/\S+\/reset-password\/[a-z2-7]+/.exec(message!.textBody)?.[0];
  expect(link).toBeDefined();
  return new URL(link!).pathname;
}

describe("forgot password", () => {
  it("answers the same for an unknown email and queues nothing", async () => {
    const response = await post("/forgot-password", { email: "nobody@example.com" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(ANSWER);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, "nobody@example.com"))).toEqual([]);
  });

  it("queues an email with an absolute, single-use link for a known email", async () => {
    const user = await createUser(db, { role: "referee", firstName: "Zoë <O'Brien>" });
    const response = await post("/forgot-password", { email: user.email });
    expect(await response.text()).toContain(ANSWER);
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(message).toMatchObject({
      channel: "email",
      kind: "password-reset",
      status: "pending",
      subject: "Reset your Whistle password",
    });
    expect(message!.textBody).toMatch(/http:\/\/localhost:8787\/reset-password\/[a-z2-7]{32}/);
    expect(message!.htmlBody).toContain("/reset-password/");
    // The greeting is filled in by SQL (the same statements run for an unknown address), escaped in the HTML.
    expect(message!.textBody).toMatch(/^Hi Zoë <O'Brien>,/);
    expect(message!.htmlBody).toContain("Hi Zoë &lt;O&#39;Brien&gt;,");
    const token = /reset-password\/([a-z2-7]+)/.exec(message!.textBody)![1]!;
    expect(message!.idempotencyKey).toBe(`password-reset:${await sha256Hex(token)}`);
    const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.id).toBe(await sha256Hex(token));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it("limits requests per email to 3 an hour with a clear message", async () => {
    const user = await createUser(db, { role: "referee" });
    for (let request = 0; request < 3; request++) {
      expect((await post("/forgot-password", { email: user.email })).status).toBe(200);
    }
    const limited = await post("/forgot-password", { email: user.email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many password reset requests.");
  });

  it("limits requests per address to 10 an hour", async () => {
    const ip = newAddress();
    for (let request = 0; request < 10; request++) {
      expect((await post("/forgot-password", { email: `someone${request}@example.com` }, { ip })).status).toBe(200);
    }
    expect((await post("/forgot-password", { email: "one.more@example.com" }, { ip })).status).toBe(429);
  });
});

describe("reset password", () => {
  it("sets the new password, ends every other session, signs in, and works only once", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, {
      organizationId: organization.id,
      role: "assignor",
      password: "Old-password-2026",
    });
    const otherBrowser = await cookieFor(user.id, true);
    await post("/forgot-password", { email: user.email });
    const path = await latestResetLink(user.email);

    expect((await get(path)).status).toBe(200);
    const weak = await post(path, { password: "short", confirmPassword: "short" });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Use at least 10 characters.");

    const response = await post(path, { password: "Brand-new-2027", confirmPassword: "Brand-new-2027" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor");
    // The link checked, the password set with the sessions ended in one batch, then the new session (issue 17).
    expectRoundTrips("response", response, 3);
    const newCookie = sessionCookieOf(response);
    expect((await get("/assignor", { cookie: newCookie })).status).toBe(200);
    expect((await get("/assignor", { cookie: otherBrowser })).status).toBe(302);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const signIn = await post("/login", { email: user.email, password: "Brand-new-2027" });
    expect(signIn.headers.get("Location")).toBe("/assignor");
    const oldPassword = await post("/login", { email: user.email, password: "Old-password-2026" });
    expect(oldPassword.status).toBe(401);

    const again = await post(path, { password: "Another-one-2028", confirmPassword: "Another-one-2028" });
    expect(again.status).toBe(410);
    const html = await again.text();
    expect(html).toContain("This reset link has already been used.");
    expect(html).toContain('href="/forgot-password"');
    // The spent link changed nothing: the password is still the one set with it.
    expect((await post("/login", { email: user.email, password: "Another-one-2028" })).status).toBe(401);
  }, 30_000);

  it("refuses an expired or unknown link with a way to ask for a new one", async () => {
    const user = await createUser(db, { role: "referee" });
    const token = "a".repeat(32);
    await db
      .insert(passwordResetTokens)
      .values({ id: await sha256Hex(token), userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    const expired = await get(`/reset-password/${token}`);
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain("This reset link has expired");
    expect(html).toContain('href="/forgot-password"');
    expect(
      (await post(`/reset-password/${token}`, { password: "Brand-new-2027", confirmPassword: "Brand-new-2027" }))
        .status,
    ).toBe(410);

    const unknown = await get(`/reset-password/${"b".repeat(32)}`);
    expect(unknown.status).toBe(410);
    expect(await unknown.text()).toContain("This reset link is not valid.");
  });
});

/** The settings form's required fields, with this user's own name and address. */
const PROFILE = (user: { firstName: string; lastName: string; email: string }) => ({
  intent: "save",
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  language: "en",
  currency: "USD",
  dateFormat: "MM/DD/YYYY",
  timeFormat: "12",
  theme: "system",
  colorScheme: "blue",
});

describe("every outstanding link dies with a reset or a password change (issue 18)", () => {
  it("spends the other reset links when one of them is used", async () => {
    const user = await createUser(db, { role: "referee", password: "Old-password-2026" });
    await post("/forgot-password", { email: user.email });
    await post("/forgot-password", { email: user.email });
    const first = await latestResetLink(user.email, 0);
    const second = await latestResetLink(user.email, 1);
    expect(first).not.toBe(second);

    const reset = await post(first, { password: "Brand-new-2027", confirmPassword: "Brand-new-2027" });
    expect(reset.status).toBe(302);

    const other = await get(second);
    expect(other.status).toBe(410);
    const attempt = await post(second, { password: "Attacker-pass-2028", confirmPassword: "Attacker-pass-2028" });
    expect(attempt.status).toBe(410);
    expect((await post("/login", { email: user.email, password: "Attacker-pass-2028" })).status).toBe(401);
  }, 30_000);

  it("spends every reset link when the password is changed in Settings", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, {
      organizationId: organization.id,
      role: "referee",
      password: "Old-password-2026",
    });
    await post("/forgot-password", { email: user.email });
    const link = await latestResetLink(user.email);
    const changed = await post(
      "/referee/settings",
      {
        intent: "change-password",
        currentPassword: "Old-password-2026",
        newPassword: "Changed-pass-2027",
        confirmPassword: "Changed-pass-2027",
      },
      { cookie: await cookieFor(user.id) },
    );
    expect(changed.status).toBe(200);
    expect((await get(link)).status).toBe(410);
  }, 30_000);

  it("stops a pending change of address, as the old address's notice promises", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, {
      organizationId: organization.id,
      role: "referee",
      password: "Old-password-2026",
    });
    const cookie = await cookieFor(user.id);
    const asked = await post(
      "/settings",
      { ...PROFILE(user), email: "intruder@example.com", currentPassword: "Old-password-2026" },
      { cookie },
    );
    expect(asked.status).toBe(200);
    const [change] = await db.select().from(outbox).where(eq(outbox.recipient, "intruder@example.com"));
    const changeLink = new URL(/https?:\/\/\S+\/verify-email\/[a-z2-7]+/.exec(change!.textBody)![0]).pathname;

    await post("/forgot-password", { email: user.email });
    const reset = await post(await latestResetLink(user.email), {
      password: "Brand-new-2027",
      confirmPassword: "Brand-new-2027",
    });
    expect(reset.status).toBe(302);
    expect((await post(changeLink, {})).status).toBe(410);
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after?.email).toBe(user.email);
  }, 30_000);

  it("counts a completed reset as proof of the address", async () => {
    const user = await createUser(db, { role: "referee", emailVerifiedAt: null });
    await post("/forgot-password", { email: user.email });
    const link = await latestResetLink(user.email);
    expect((await post(link, { password: "Brand-new-2027", confirmPassword: "Brand-new-2027" })).status).toBe(302);
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after?.emailVerifiedAt).not.toBeNull();
  }, 30_000);
});

describe("forgot password does the same work for a known and an unknown email (issue 18)", () => {
  it("answers identically and sends the same statements to D1 in the same round trips", async () => {
    const user = await createUser(db, { role: "referee" });
    const usage = async (email: string) => {
      const measured = measureD1(env.DB);
      await requestPasswordReset(createDatabase(measured.binding), { email, publicOrigin: "http://localhost:8787" });
      const { statements, roundTrips, sequentialRoundTrips } = measured.usage();
      return { statements, roundTrips, sequentialRoundTrips };
    };
    expect(await usage("nobody.at.all@example.com")).toEqual(await usage(user.email));

    const known = await post("/forgot-password", { email: user.email });
    const unknown = await post("/forgot-password", { email: "nobody.else@example.com" });
    expect(known.status).toBe(unknown.status);
    // The page differs only in the typed address and the per-request CSP nonce.
    const strip = (html: string, email: string) =>
      html.replaceAll(email, "EMAIL").replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(strip(await known.text(), user.email)).toBe(strip(await unknown.text(), "nobody.else@example.com"));
    expect(known.headers.get("Server-Timing")).not.toContain("d1-queries");
  });
});
