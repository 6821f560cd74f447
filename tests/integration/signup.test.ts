import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganization, createUser } from "~/demo/factories";
import { activityLog, invites, memberships, organizations, outbox, userSettings, users } from "~/db/schema";
import { createInvite } from "~/server/invites.server";
import { db, expectRoundTrips, get, newAddress, ORIGIN, post, sessionCookieOf, sentOutcome } from "./helpers";

/** The one answer to a sign-up, whether or not the address already has an account (issue 18). */
const CHECK_EMAIL = "Check your email to finish signing up.";

/** The verification link queued for this address, as a path. */
async function verificationPath(email: string): Promise<string> {
  const rows = await db.select().from(outbox).where(eq(outbox.recipient, email));
  const message = rows.find((row) => row.kind === "account-email-verification");
  expect(message, `no verification email to ${email}`).toBeDefined();
  const link = /https?:\/\/\S+\/verify-email\/[a-z2-7]+/.exec(message!.textBody)?.[0];
  expect(link).toBeDefined();
  return new URL(link!).pathname;
}

/** Signs up and follows the emailed link, as a person does: the confirmation signs them in. */
async function signUpAndVerify(fields: Record<string, string>) {
  const response = await post("/signup", fields);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(CHECK_EMAIL);
  return post(await verificationPath(fields.email!), {});
}

const STRONG = "Kickoff-at-9am!";
let counter = 0;
function person(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: "Jordan",
    lastName: `Rivera${counter}`,
    email: `jordan.${counter}.${crypto.randomUUID().slice(0, 6)}@example.com`,
    password: STRONG,
    ...overrides,
  };
}

async function userByEmail(email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

describe("signing up as an assignor", () => {
  it("creates the organization, the account, its membership and settings; the emailed link verifies and opens the portal", async () => {
    const fields = {
      ...person(),
      accountType: "assignor",
      organizationName: "Lakeside Youth Soccer",
      timeZone: "America/Chicago",
    };
    const answer = await post("/signup", fields);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(CHECK_EMAIL);
    expect(sessionCookieOf(answer)).toBeUndefined();
    const unverified = await userByEmail(fields.email);
    expect(unverified?.emailVerifiedAt).toBeNull();

    const path = await verificationPath(fields.email);
    const confirmPage = await get(path);
    expect(confirmPage.status).toBe(200);
    expect(await confirmPage.text()).toContain(fields.email);
    // Opening the link changes nothing (mail scanners open links); the button on the page confirms.
    expect((await userByEmail(fields.email))?.emailVerifiedAt).toBeNull();
    const response = await post(path, {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor");

    const user = await userByEmail(fields.email);
    expect(user?.role).toBe("assignor");
    expect(user?.emailVerifiedAt).not.toBeNull();
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, user!.id));
    expect(membership?.role).toBe("assignor");
    const organization = await db.query.organizations.findFirst({
      where: eq(organizations.id, membership!.organizationId),
    });
    expect(organization).toMatchObject({
      name: "Lakeside Youth Soccer",
      slug: "lakeside-youth-soccer",
      timeZone: "America/Chicago",
    });
    expect(organization!.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, user!.id))).toHaveLength(1);
    const [joined] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, user!.id), eq(activityLog.action, "user.joined")));
    expect(joined?.organizationId).toBe(organization!.id);

    const portal = await get("/assignor", { cookie: sessionCookieOf(response) });
    expect(portal.status).toBe(200);
    const html = await portal.text();
    expect(html).toContain("Welcome, Jordan");
    expect(html).toContain("Lakeside Youth Soccer");

    // The link works once.
    const again = await post(path, {});
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This link has already been used.");
  });

  it("gives a second organization of the same name its own slug", async () => {
    await post("/signup", {
      ...person(),
      accountType: "assignor",
      organizationName: "Twin Leagues",
      timeZone: "America/Denver",
    });
    const fields = {
      ...person(),
      accountType: "assignor",
      organizationName: "Twin Leagues",
      timeZone: "America/Denver",
    };
    expect((await post("/signup", fields)).status).toBe(200);
    const slugs = (await db.select().from(organizations).where(eq(organizations.name, "Twin Leagues"))).map(
      (row) => row.slug,
    );
    expect(slugs.sort()).toEqual(["twin-leagues", "twin-leagues-2"]);
  });

  it("accepts any real IANA time zone under Other and refuses a made-up one", async () => {
    const good = {
      ...person(),
      accountType: "assignor",
      organizationName: "London Whistlers",
      timeZone: "other",
      otherTimeZone: "Europe/London",
    };
    expect((await post("/signup", good)).status).toBe(200);
    const bad = {
      ...person(),
      accountType: "assignor",
      organizationName: "Mars FC",
      timeZone: "other",
      otherTimeZone: "Mars/Olympus_Mons",
    };
    const response = await post("/signup", bad);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter a time zone such as Europe/London");
    expect(await userByEmail(bad.email)).toBeUndefined();
  });
});

describe("signing up as a referee", () => {
  it("joins the organization of an invite code", async () => {
    const organization = await createOrganization(db, { inviteCode: "JOINUS42" });
    const fields = { ...person(), accountType: "referee", inviteCode: "joinus42" };
    const response = await signUpAndVerify(fields);
    expect(response.headers.get("Location")).toBe("/referee");
    const user = await userByEmail(fields.email);
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, user!.id));
    expect(membership).toMatchObject({ organizationId: organization.id, role: "referee" });
  });

  it("refuses an unknown invite code without creating anything", async () => {
    const fields = { ...person(), accountType: "referee", inviteCode: "NOPE0000" };
    const response = await post("/signup", fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("No organization has this invite code.");
    expect(await userByEmail(fields.email)).toBeUndefined();
  });

  it("joins through an invite link with the invite's role, and the link works once", async () => {
    const organization = await createOrganization(db, { name: "Invite Valley League" });
    const assignor = await createUser(db, { organizationId: organization.id, role: "assignor" });
    const { link } = sentOutcome(
      await createInvite(db, {
        organization,
        invitedBy: assignor,
        email: "new.assignor@example.com",
        role: "assignor",
        publicOrigin: ORIGIN,
      }),
    );
    const token = new URL(link).searchParams.get("invite")!;

    const page = await get(`/signup?invite=${token}`);
    const html = await page.text();
    expect(html).toContain("You&#x27;re joining Invite Valley League as an assignor.");
    expect(html).toContain('value="new.assignor@example.com"');

    // The link came to this address, so the account is verified and signed in at once (decision 0093).
    const fields = { ...person({ email: "new.assignor@example.com" }), inviteToken: token };
    const response = await post("/signup", fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor");
    expect(sessionCookieOf(response)).toBeDefined();
    const user = await userByEmail("new.assignor@example.com");
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, user!.id));
    expect(membership).toMatchObject({ organizationId: organization.id, role: "assignor" });
    const [invite] = await db.select().from(invites).where(eq(invites.organizationId, organization.id));
    expect(invite?.acceptedById).toBe(user!.id);

    const again = await post("/signup", { ...person(), inviteToken: token });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This invite link has expired or was already used.");
    expect(await (await get(`/signup?invite=${token}`)).text()).toContain(
      "This invite link has expired or was already used.",
    );
  });
});

describe("sign-up refusals", () => {
  it("refuses a weak password with every reason, code weak_password, keeping the other fields", async () => {
    const fields = {
      ...person({ firstName: "Morgan", password: "morgan" }),
      accountType: "referee",
      inviteCode: "WHATEVER",
    };
    const response = await post("/signup", fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("weak_password");
    expect(html).toContain("<li>Use at least 10 characters.</li>");
    expect(html).toContain("<li>Mix at least two kinds of characters: lowercase, uppercase, digits or symbols.</li>");
    expect(html).toContain("<li>Do not use your name or email address in your password.</li>");
    expect(html).toContain('value="Morgan"');
    expect(html).toContain(`value="${fields.email}"`);
    expect(await userByEmail(fields.email)).toBeUndefined();
  });

  it("answers a registered email exactly as a new one, creates nothing, and tells the owner instead", async () => {
    const organization = await createOrganization(db, { name: "Secret Harbor League" });
    const existing = await createUser(db, { organizationId: organization.id, role: "referee" });
    const fields = { accountType: "assignor", organizationName: "Copycat", timeZone: "America/New_York" };
    const squatter = person({ email: existing.email });
    const taken = await post("/signup", { ...squatter, ...fields });
    const fresh = person();
    const created = await post("/signup", { ...fresh, ...fields, organizationName: "Copycat Two" });

    expect(taken.status).toBe(200);
    expect(created.status).toBe(200);
    // The same page, but for the address typed, the name typed and the request's CSP nonce.
    const page = (response: Response, email: string, lastName: string) =>
      response.text().then((html) =>
        html
          .replaceAll(email, "EMAIL")
          .replaceAll(lastName, "LAST")
          .replace(/nonce="[^"]*"/g, "")
          .replace("Copycat Two", "Copycat"),
      );
    expect(await page(taken, existing.email, squatter.lastName)).toBe(await page(created, fresh.email, fresh.lastName));
    expect(taken.headers.get("Server-Timing")).not.toContain("d1-queries");
    expect(sessionCookieOf(taken)).toBeUndefined();
    expect(await db.select().from(organizations).where(eq(organizations.name, "Copycat"))).toEqual([]);

    // The owner hears that someone tried, with a way to sign in and to reset the password.
    const [notice] = await db.select().from(outbox).where(eq(outbox.recipient, existing.email));
    expect(notice).toMatchObject({
      kind: "account-sign-up-attempt",
      subject: "Someone tried to sign up with your email",
    });
    expect(notice!.textBody).toContain("http://localhost:8787/login");
    expect(notice!.textBody).toContain("http://localhost:8787/forgot-password");
    expect(notice!.textBody).not.toContain("Copycat");
  });

  it("asks which kind of account when none is chosen", async () => {
    const response = await post("/signup", person());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose whether you are an assignor or a referee.");
  });
});

describe("signing up at three round trips (issue 17)", () => {
  it("counts the attempt, looks up the address and the organization at once and writes the account in one batch", async () => {
    await createOrganization(db, { inviteCode: "ROUNDTRIP1" });
    const fields = { ...person(), accountType: "referee", inviteCode: "roundtrip1" };
    const referee = await post("/signup", fields);
    expect(referee.status).toBe(200);
    const verified = await post(await verificationPath(fields.email), {});
    expect(verified.headers.get("Location")).toBe("/referee");
    expectRoundTrips("verified", verified, 3);
    // The sign-up's own counts are hidden (they would tell a known address from a new one); the link's are not.
    const assignor = await post("/signup", {
      ...person(),
      accountType: "assignor",
      organizationName: "Round Trip League",
      timeZone: "America/Denver",
    });
    expect(assignor.status).toBe(200);
  });
});

describe("sign-up limits (issue 18)", () => {
  it("limits sign-ups per address to 3 an hour, with Retry-After and a clear message", async () => {
    await createOrganization(db, { inviteCode: "LIMITED1" });
    const fields = { ...person(), accountType: "referee", inviteCode: "LIMITED1" };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post("/signup", fields)).status).toBe(200);
    }
    const limited = await post("/signup", fields);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain("Too many sign-up attempts. Please wait");
    // What was typed stays in the form.
    expect(html).toContain(`value="${fields.email}"`);
  });

  it("limits sign-ups per client address to 10 an hour", async () => {
    const ip = newAddress();
    await createOrganization(db, { inviteCode: "LIMITED2" });
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await post("/signup", { ...person(), accountType: "referee", inviteCode: "LIMITED2" }, { ip });
      expect(response.status).toBe(200);
    }
    const limited = await post("/signup", { ...person(), accountType: "referee", inviteCode: "LIMITED2" }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  }, 60_000);
});
