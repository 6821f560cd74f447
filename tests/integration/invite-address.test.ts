/**
 * An email invite belongs to the address it was sent to (issue 32, decision 0093), through the Worker: an
 * account of another address cannot accept it (and may sign out to continue as the invited one), the
 * invited account accepts it and its address counts as verified, sign-up with the link takes only that
 * address, and a join code stays the open way in, as a referee only.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { invites, memberships, outbox, sessions, users } from "~/db/schema";
import { createInvite } from "~/server/invites.server";
import {
  cookieFor,
  createLeague,
  db,
  expectRoundTrips,
  get,
  OFF_SITE_REDIRECTS,
  ORIGIN,
  post,
  sessionCookieOf,
  visibleText,
} from "./helpers";

const PASSWORD = "Whistle-Invite-2031";
let counter = 0;

function newEmail(name: string) {
  counter += 1;
  return `${name}.${counter}.${crypto.randomUUID().slice(0, 6)}@example.test`;
}

/** An assignor invite to `email` from a fresh league; its link's token. */
async function assignorInvite(email: string, leagueName = `Bound League ${++counter}`) {
  const league = await createLeague(leagueName);
  const created = await createInvite(db, {
    organization: league.organization,
    invitedBy: league.assignor,
    email,
    role: "assignor",
    publicOrigin: ORIGIN,
  });
  if (!created.ok) throw new Error(`the invite was not sent: ${JSON.stringify(created.plan)}`);
  return { league, inviteId: created.id, token: new URL(created.link).searchParams.get("invite")! };
}

async function inviteRow(id: string) {
  const [row] = await db.select().from(invites).where(eq(invites.id, id));
  return row!;
}

async function membershipsIn(organizationId: string, userId: string) {
  return db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

function signUp(email: string, token: string) {
  return post("/signup", { firstName: "Casey", lastName: "Invitee", email, password: PASSWORD, inviteToken: token });
}

describe("an invite opened while signed in as someone else", () => {
  it("is refused with whom it was sent to: 403, nothing written, the invite still usable", async () => {
    const invitedEmail = newEmail("casey.invited");
    const { league, inviteId, token } = await assignorInvite(invitedEmail, "Summit League");
    const other = await createLeague("Other Valley League");

    const page = await get(`/join?invite=${token}`, { cookie: other.refereeCookie });
    expect(page.status).toBe(403);
    const html = await page.text();
    const text = visibleText(html);
    expect(text).toContain(`This invite to Summit League was sent to ${invitedEmail}.`);
    expect(text).toContain(`You're signed in as ${other.referee.email}.`);
    expect(text).toContain(`Sign out and continue as ${invitedEmail}`);
    expect(html).not.toContain('name="invite"');
    expect(html).toContain('action="/logout"');
    expect(html).toContain(`name="redirectTo" value="/join?invite=${token}"`);

    const accepted = await post("/join", { invite: token }, { cookie: other.refereeCookie });
    expect(accepted.status).toBe(403);
    // Posted without the link's query (the loader sees no token), the answer still says whom it is for.
    const refusal = visibleText(await accepted.text());
    expect(refusal).toContain(`This invite to Summit League was sent to ${invitedEmail}.`);
    expect(refusal).toContain(`Sign out and continue as ${invitedEmail}`);
    expect(await membershipsIn(league.organization.id, other.referee.id)).toEqual([]);
    // A staff member of another league fares no better.
    expect((await post("/join", { invite: token }, { cookie: other.assignorCookie })).status).toBe(403);
    expect(await membershipsIn(league.organization.id, other.assignor.id)).toEqual([]);
    expect(await inviteRow(inviteId)).toMatchObject({ acceptedAt: null, acceptedById: null });

    // Still usable by the address it was sent to.
    const signedUp = await signUp(invitedEmail, token);
    expect(signedUp.status).toBe(302);
    expect((await inviteRow(inviteId)).acceptedAt).not.toBeNull();
  });
});

describe("an invite opened by the invited account", () => {
  it("is accepted by an unverified account of that address, whatever its case, and verifies the address", async () => {
    const email = newEmail("morgan.unverified");
    const person = await createUser(db, { role: "referee", email, emailVerifiedAt: null });
    const { league, inviteId, token } = await assignorInvite(` ${email.toUpperCase()} `);
    const cookie = await cookieFor(person.id);

    const page = await get(`/join?invite=${token}`, { cookie });
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain("as an assignor");

    const accepted = await post("/join", { invite: token }, { cookie });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/assignor");
    expectRoundTrips("accepting an invite", accepted, 3);
    expect((await membershipsIn(league.organization.id, person.id)).map((row) => row.role)).toEqual(["assignor"]);
    expect((await inviteRow(inviteId)).acceptedById).toBe(person.id);
    const [user] = await db.select().from(users).where(eq(users.id, person.id));
    expect(Math.abs(user!.emailVerifiedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("keeps an address verified earlier as it was", async () => {
    const verifiedAt = new Date("2026-01-02T03:04:05Z");
    const person = await createUser(db, { role: "referee", email: newEmail("riley"), emailVerifiedAt: verifiedAt });
    const { token } = await assignorInvite(person.email);
    const accepted = await post("/join", { invite: token }, { cookie: await cookieFor(person.id) });
    expect(accepted.status).toBe(302);
    const [user] = await db.select().from(users).where(eq(users.id, person.id));
    expect(user!.emailVerifiedAt).toEqual(verifiedAt);
  });
});

describe("signing up with an invite link", () => {
  it("shows the invited address read-only and refuses another one, creating nothing", async () => {
    const invitedEmail = newEmail("jamie.invited");
    const { inviteId, token } = await assignorInvite(invitedEmail);

    const form = await (await get(`/signup?invite=${token}`)).text();
    expect(form).toMatch(
      new RegExp(
        `<input[^>]*value="${invitedEmail}"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*value="${invitedEmail}"`,
        "i",
      ),
    );

    const otherEmail = newEmail("jamie.other");
    const refused = await signUp(otherEmail, token);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const message = `This invite was sent to ${invitedEmail}. Sign up with that address, or ask the league for a new invite.`;
    expect(visibleText(html)).toContain(message);
    expect(html).toMatch(/id="email-error"/);
    expect(sessionCookieOf(refused)).toBeUndefined();
    expect(await db.select().from(users).where(eq(users.email, otherEmail))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, otherEmail))).toEqual([]);
    expect(await inviteRow(inviteId)).toMatchObject({ acceptedAt: null, acceptedById: null });
  });

  it("with the invited address: verified at once and signed in, no verification email", async () => {
    const invitedEmail = newEmail("drew.invited");
    const { league, inviteId, token } = await assignorInvite(invitedEmail);

    const response = await signUp(invitedEmail.toUpperCase(), token);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor");
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const [user] = await db.select().from(users).where(eq(users.email, invitedEmail));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
    expect((await membershipsIn(league.organization.id, user!.id)).map((row) => row.role)).toEqual(["assignor"]);
    expect((await inviteRow(inviteId)).acceptedById).toBe(user!.id);
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, invitedEmail));
    expect(mail.map((row) => row.kind)).not.toContain("account-email-verification");
    expect((await get("/assignor", { cookie })).status).toBe(200);
  });

  it("with an address that has an account: 409 and a sign-in that comes back to the invite", async () => {
    const organization = await createOrganization(db);
    const existing = await createUser(db, {
      organizationId: organization.id,
      role: "referee",
      email: newEmail("avery.existing"),
      password: PASSWORD,
    });
    const { league, inviteId, token } = await assignorInvite(existing.email);

    const response = await signUp(existing.email, token);
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(visibleText(html)).toContain(`${existing.email} already has an account. Sign in to accept the invite.`);
    const signIn = `/login?${new URLSearchParams({ redirectTo: `/join?invite=${token}` })}`;
    expect(html).toContain(`href="${signIn.replaceAll("&", "&amp;")}"`);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await membershipsIn(league.organization.id, existing.id)).toEqual([]);
    expect(await inviteRow(inviteId)).toMatchObject({ acceptedAt: null });

    // The sign-in form carries redirectTo back to the invite, and signing in lands there.
    const login = await post("/login", {
      email: existing.email,
      password: PASSWORD,
      redirectTo: `/join?invite=${token}`,
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe(`/join?invite=${token}`);
    const accepted = await post("/join", { invite: token }, { cookie: sessionCookieOf(login) });
    expect(accepted.status).toBe(302);
    expect((await membershipsIn(league.organization.id, existing.id)).map((row) => row.role)).toEqual(["assignor"]);
  });
});

describe("signing out on the way to an invite", () => {
  it("goes back to the invite when redirectTo is a path here, and home for anything off the site", async () => {
    const person = await createUser(db, { role: "referee" });
    const cookie = await cookieFor(person.id);
    const response = await post("/logout", { redirectTo: "/join?invite=abc123" }, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/join?invite=abc123");
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);

    for (const redirectTo of OFF_SITE_REDIRECTS) {
      const refused = await post("/logout", { redirectTo }, { cookie: await cookieFor(person.id) });
      expect(refused.status, JSON.stringify(redirectTo)).toBe(302);
      // Resolved the way a browser resolves Location (tabs and newlines dropped, backslashes as slashes).
      const target = new URL(refused.headers.get("Location")!, ORIGIN);
      expect(target.origin, JSON.stringify(redirectTo)).toBe(ORIGIN);
    }
  });

  it("leads a signed-out visitor from the invite to its sign-up form", async () => {
    const { token } = await assignorInvite(newEmail("quinn"));
    const response = await get(`/join?invite=${token}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/signup?invite=${token}`);
  });
});

describe("a join code", () => {
  it("lets anyone in, as a referee only, even with a staff invite to their address pending", async () => {
    const league = await createLeague("Open Code League");
    const person = await createLeague("Home League");
    await createInvite(db, {
      organization: league.organization,
      invitedBy: league.assignor,
      email: person.referee.email,
      role: "assignor",
      publicOrigin: ORIGIN,
    });
    const joined = await post(
      "/referee/leagues",
      { intent: "join", code: league.organization.inviteCode, role: "assignor" },
      { cookie: person.refereeCookie },
    );
    expect(joined.status).toBe(200);
    expect((await membershipsIn(league.organization.id, person.referee.id)).map((row) => row.role)).toEqual([
      "referee",
    ]);
  });

  it("signs a new account up as a referee, whatever else the form says", async () => {
    const league = await createLeague("Code Sign-up League");
    const email = newEmail("sam.code");
    const response = await post("/signup", {
      firstName: "Sam",
      lastName: "Code",
      email,
      password: PASSWORD,
      accountType: "referee",
      inviteCode: league.organization.inviteCode,
      role: "assignor",
    });
    expect(response.status).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user!.role).toBe("referee");
    // A code does not prove an address: the account waits for its verification link.
    expect(user!.emailVerifiedAt).toBeNull();
    expect((await membershipsIn(league.organization.id, user!.id)).map((row) => row.role)).toEqual(["referee"]);
  });
});
