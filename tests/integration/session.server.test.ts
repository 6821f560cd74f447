import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { memberships, organizations, sessions } from "~/db/schema";
import { safeRedirectPath } from "~/server/auth.server";
import { createDatabase } from "~/server/db.server";
import {
  BROWSER_SESSION_MS,
  createSession,
  invalidateUserSessions,
  PERSISTENT_SESSION_MS,
  readSessionToken,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE_NAME,
  sessionCookie,
  sha256Hex,
  validateSessionToken,
} from "~/server/session.server";

import { cookieFor, expectRoundTrips, get } from "./helpers";

const db = createDatabase(env.DB);
const DAY = 24 * 60 * 60 * 1000;

describe("sessions", () => {
  it("stores only the hash of the token and finds the user by the token", async () => {
    const user = await createUser(db, { firstName: "Dana" });
    const { token, session } = await createSession(db, user.id, { persistent: true });
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(session.id).toBe(await sha256Hex(token));
    expect(session.id).not.toContain(token);

    const validated = await validateSessionToken(db, token);
    expect(validated?.user.firstName).toBe("Dana");
    // One character different (never the same character, so the token really changes).
    const tampered = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    expect(await validateSessionToken(db, tampered)).toBeNull();
  });

  it("slides a remembered session: renewed to 30 days once half its life has passed", async () => {
    const user = await createUser(db);
    const start = new Date("2026-11-01T12:00:00Z");
    const { token } = await createSession(db, user.id, { persistent: true, now: start });

    const early = await validateSessionToken(db, token, new Date(start.getTime() + 5 * DAY));
    expect(early?.renewed).toBe(false);

    const later = new Date(start.getTime() + 20 * DAY);
    const renewed = await validateSessionToken(db, token, later);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.session.expiresAt.getTime()).toBe(later.getTime() + PERSISTENT_SESSION_MS);

    // Still valid 40 days after sign-in because it was used on day 20.
    expect(await validateSessionToken(db, token, new Date(start.getTime() + 40 * DAY))).not.toBeNull();
  });

  it("expires an unused session and deletes it", async () => {
    const user = await createUser(db);
    const start = new Date("2026-11-01T12:00:00Z");
    const { token, session } = await createSession(db, user.id, { persistent: false, now: start });
    expect(session.expiresAt.getTime()).toBe(start.getTime() + BROWSER_SESSION_MS);

    expect(await validateSessionToken(db, token, new Date(start.getTime() + BROWSER_SESSION_MS + 1))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it("signs a user out of every other session", async () => {
    const user = await createUser(db);
    const kept = await createSession(db, user.id, { persistent: true });
    const other = await createSession(db, user.id, { persistent: false });
    await invalidateUserSessions(db, user.id, { except: kept.session.id });
    expect(await validateSessionToken(db, kept.token)).not.toBeNull();
    expect(await validateSessionToken(db, other.token)).toBeNull();
  });

  it("writes HttpOnly, Secure, SameSite=Lax cookies: browser-session without Remember me, 30 days with", () => {
    const expiresAt = new Date(Date.now() + PERSISTENT_SESSION_MS);
    const browser = sessionCookie("a".repeat(32), { persistent: false, expiresAt });
    expect(browser).toContain("HttpOnly");
    expect(browser).toContain("Secure");
    expect(browser).toContain("SameSite=Lax");
    expect(browser).not.toContain("Max-Age");
    const remembered = sessionCookie("a".repeat(32), { persistent: true, expiresAt });
    expect(remembered).toMatch(/Max-Age=259(1|2)\d{3}/);
  });

  it("reads the token only from a well-formed cookie", () => {
    const token = "b".repeat(32);
    expect(
      readSessionToken(new Request("http://x", { headers: { Cookie: `a=1; ${SESSION_COOKIE_NAME}=${token}` } })),
    ).toBe(token);
    expect(
      readSessionToken(new Request("http://x", { headers: { Cookie: `${SESSION_COOKIE_NAME}=<script>` } })),
    ).toBeNull();
  });

  it("only redirects to same-origin paths after sign-in", () => {
    expect(safeRedirectPath("/assignor/games?status=pending")).toBe("/assignor/games?status=pending");
    expect(safeRedirectPath("https://evil.example/")).toBe("/");
    expect(safeRedirectPath("//evil.example/")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath(null, "/referee")).toBe("/referee");
  });

  it("brings the user's memberships with their organizations, every column as stored, and the currency choice", async () => {
    const first = await createOrganization(db, { conflictRules: { travelBufferMinutes: 45 } });
    const second = await createOrganization(db);
    const user = await createUser(db, { organizationId: first.id, role: "assignor" });
    // Joined a second later: memberships come oldest first (two made in one millisecond would tie).
    await db.insert(memberships).values({
      id: newId(),
      organizationId: second.id,
      userId: user.id,
      role: "referee",
      createdAt: new Date(Date.now() + 1000),
    });
    const { token } = await createSession(db, user.id, { persistent: false });

    const validated = await validateSessionToken(db, token);
    const stored = await db
      .select()
      .from(organizations)
      .where(inArray(organizations.id, [first.id, second.id]));
    expect(validated?.memberships.map(({ membership }) => [membership.organizationId, membership.role])).toEqual([
      [first.id, "assignor"],
      [second.id, "referee"],
    ]);
    expect(validated?.memberships.map(({ organization }) => organization)).toEqual(
      [first.id, second.id].map((id) => stored.find((organization) => organization.id === id)),
    );
    expect(validated?.currencyChoice).toBe("USD");
  });

  it("renews a session on a page without the page waiting for it: the session and its memberships are one round trip", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, { organizationId: organization.id, role: "assignor" });
    // Signed in 20 days ago with Remember me: past half of its 30 days, so this visit renews it.
    const { token, session } = await createSession(db, user.id, {
      persistent: true,
      now: new Date(Date.now() - 20 * DAY),
    });

    const response = await get("/assignor/activity", { cookie: `${SESSION_COOKIE_NAME}=${token}` });
    expect(response.status).toBe(200);
    // The session's batch, then the page's: the renewal's write is not a step the page waited for.
    expectRoundTrips("response", response, 2);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(Number(cookie?.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThan(29 * 24 * 60 * 60);
    await vi.waitFor(async () => {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, session.id));
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    });
  });

  it("names the cookie __Host-: Secure, Path=/ and no Domain, so no subdomain can set or read it (issue 18)", async () => {
    const expiresAt = new Date(Date.now() + PERSISTENT_SESSION_MS);
    for (const persistent of [false, true]) {
      const cookie = sessionCookie("a".repeat(32), { persistent, expiresAt });
      expect(cookie).toMatch(/^__Host-[^=]+=a{32};/);
      expect(cookie).toContain("Secure");
      expect(cookie).toContain("Path=/;");
      expect(cookie).not.toMatch(/Domain=/i);
    }
    const organization = await createOrganization(db);
    const user = await createUser(db, { organizationId: organization.id, role: "assignor" });
    const signedIn = await get("/assignor/activity", { cookie: await cookieFor(user.id) });
    expect(signedIn.status).toBe(200);
    await signedIn.body?.cancel();
  });

  it("treats the old whistle_session cookie as signed out and clears it (issue 18)", async () => {
    const organization = await createOrganization(db);
    const user = await createUser(db, { organizationId: organization.id, role: "assignor" });
    const { token } = await createSession(db, user.id, { persistent: true });
    const response = await get("/assignor/activity", { cookie: `whistle_session=${token}` });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login\?/);
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^whistle_session=;.*Max-Age=0/));
  });

  it("ends a remembered session 90 days after sign-in however often it is used (issue 18)", async () => {
    expect(SESSION_ABSOLUTE_MS).toBe(90 * DAY);
    const user = await createUser(db);
    const start = new Date("2026-08-01T12:00:00Z");
    const { token, session } = await createSession(db, user.id, { persistent: true, now: start });
    // Used every 20 days: each visit in the second half of its 30 days renews it.
    for (const day of [20, 40, 60, 80]) {
      const used = await validateSessionToken(db, token, new Date(start.getTime() + day * DAY));
      expect(used, `day ${day}`).not.toBeNull();
    }
    // The renewal on day 80 reaches no further than day 90, and the cookie says so.
    const [row] = await db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row!.expiresAt.getTime()).toBe(start.getTime() + 90 * DAY);

    expect(await validateSessionToken(db, token, new Date(start.getTime() + 90 * DAY + 1000))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it("ends a browser session 90 days after sign-in too, even when used every day (issue 18)", async () => {
    const user = await createUser(db);
    const start = new Date("2026-08-01T12:00:00Z");
    const { token } = await createSession(db, user.id, { persistent: false, now: start });
    for (let day = 0.75; day < 90; day += 0.75) {
      expect(await validateSessionToken(db, token, new Date(start.getTime() + day * DAY)), `day ${day}`).not.toBeNull();
    }
    // Used late on day 89: without the cap it would last until day 90.95.
    expect(await validateSessionToken(db, token, new Date(start.getTime() + 89.95 * DAY))).not.toBeNull();
    expect(await validateSessionToken(db, token, new Date(start.getTime() + 90 * DAY + 60_000))).toBeNull();
  });
});
