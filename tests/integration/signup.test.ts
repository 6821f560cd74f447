import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganization, createUser } from "~/db/factories";
import { activityLog, invites, memberships, organizations, userSettings, users } from "~/db/schema";
import { createInvite } from "~/server/invites.server";
import { db, expectRoundTrips, get, ORIGIN, post, sessionCookieOf } from "./helpers";

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
  it("creates the organization, the account, its membership and settings, signs in and opens the portal", async () => {
    const fields = {
      ...person(),
      accountType: "assignor",
      organizationName: "Lakeside Youth Soccer",
      timeZone: "America/Chicago",
    };
    const response = await post("/signup", fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor");

    const user = await userByEmail(fields.email);
    expect(user?.role).toBe("assignor");
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
    expect((await post("/signup", fields)).status).toBe(302);
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
    expect((await post("/signup", good)).status).toBe(302);
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
    const response = await post("/signup", fields);
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
    const { link } = await createInvite(db, {
      organization,
      invitedBy: assignor,
      email: "new.assignor@example.com",
      role: "assignor",
      publicOrigin: ORIGIN,
    });
    const token = new URL(link).searchParams.get("invite")!;

    const page = await get(`/signup?invite=${token}`);
    const html = await page.text();
    expect(html).toContain("You&#x27;re joining Invite Valley League as an assignor.");
    expect(html).toContain('value="new.assignor@example.com"');

    const fields = { ...person({ email: "new.assignor@example.com" }), inviteToken: token };
    const response = await post("/signup", fields);
    expect(response.headers.get("Location")).toBe("/assignor");
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

  it("tells a registered email to sign in or reset, without naming its organization", async () => {
    const organization = await createOrganization(db, { name: "Secret Harbor League" });
    const existing = await createUser(db, { organizationId: organization.id, role: "referee" });
    const response = await post("/signup", {
      ...person({ email: existing.email.toUpperCase() }),
      accountType: "assignor",
      organizationName: "Copycat",
      timeZone: "America/New_York",
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("An account with this email already exists. Sign in or reset your password.");
    expect(html).not.toContain("Secret Harbor League");
    expect(await db.select().from(organizations).where(eq(organizations.name, "Copycat"))).toEqual([]);
  });

  it("asks which kind of account when none is chosen", async () => {
    const response = await post("/signup", person());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose whether you are an assignor or a referee.");
  });
});

describe("signing up at three round trips (issue 17)", () => {
  it("looks up the address and the organization at once, writes the account in one batch and opens the session", async () => {
    await createOrganization(db, { inviteCode: "ROUNDTRIP1" });
    const fields = { ...person(), accountType: "referee", inviteCode: "roundtrip1" };
    const referee = await post("/signup", fields);
    expect(referee.headers.get("Location")).toBe("/referee");
    expectRoundTrips("referee", referee, 3);
    const assignor = await post("/signup", {
      ...person(),
      accountType: "assignor",
      organizationName: "Round Trip League",
      timeZone: "America/Denver",
    });
    expect(assignor.headers.get("Location")).toBe("/assignor");
    expectRoundTrips("assignor", assignor, 3);
    // An address already in use is still refused, first, whatever else is looked up at the same time.
    const taken = await post("/signup", { ...fields, firstName: "Other" });
    expect(taken.status).toBe(409);
  });
});
