import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCertification, createOrganization, createUser } from "~/demo/factories";
import { certifications, organizations, outbox, passwords, sessions, userSettings, users } from "~/db/schema";
import { expectRoundTrips, visibleText } from "./helpers";
import { createDatabase } from "~/server/db.server";
import { verifyPassword } from "~/server/password.server";
import { createSession, validateSessionToken } from "~/server/session.server";

const worker = exports.default as unknown as Fetcher;
const db = createDatabase(env.DB);
const ORIGIN = "http://localhost";

async function signIn(userId: string, userAgent?: string) {
  const { token, session } = await createSession(db, userId, { persistent: false, userAgent });
  return { cookie: `__Host-whistle_session=${token}`, token, sessionId: session.id };
}

function get(path: string, cookie?: string) {
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }),
  );
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      redirect: "manual",
    }),
  );
}

/** Every field of every tab, changed from the defaults; checkboxes posted "on" only when ticked. */
const FULL_FORM = {
  intent: "save",
  firstName: "Dana",
  lastName: "Okafor",
  email: "Dana.Okafor@Example.com",
  phone: "(415) 555-0199",
  bio: "Grade 6 referee. Loves Sunday mornings.",
  location: "Berkeley, CA",
  website: "dana.example.org",
  // Notifications: defaults are on/on/on/on/on/off/off; flip each one.
  weeklyDigest: "on",
  marketingEmails: "on",
  // Privacy: all default on; leave only statsVisible on.
  statsVisible: "on",
  timezone: "America/New_York",
  language: "fr",
  currency: "EUR",
  dateFormat: "DD/MM/YYYY",
  timeFormat: "24",
  theme: "dark",
  compactView: "on",
  colorScheme: "green",
};

let organizationId: string;
beforeAll(async () => {
  organizationId = (await createOrganization(db, { timeZone: "America/Chicago" })).id;
});

async function newReferee(overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(db, { organizationId, role: "referee", ...overrides });
}

describe("GET /settings (the dialog's data)", () => {
  it("answers 401 Not authenticated without a session", async () => {
    const response = await get("/settings");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Not authenticated" });
  });

  it("returns only the signed-in user's settings and certifications", async () => {
    const me = await newReferee({ firstName: "Mina", bio: "Mine" });
    const other = await newReferee({ firstName: "Otto", bio: "Not mine" });
    await createCertification(db, { userId: me.id, name: "My Badge" });
    await createCertification(db, { userId: me.id, name: "My Checked Badge", verified: true });
    await createCertification(db, { userId: other.id, name: "Their Badge" });
    const { cookie } = await signIn(me.id);

    const response = await get("/settings", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as {
      role: string;
      settings: Record<string, unknown>;
      certifications: { name: string; verified: boolean; verifiedBy: string[] }[];
      organizationTimeZone: string;
    };
    expect(body.role).toBe("referee");
    expect(body.settings).toMatchObject({
      firstName: "Mina",
      email: me.email,
      bio: "Mine",
      timeFormat: "12",
      theme: "system",
    });
    // Issue 32: which leagues verified each credential, by name (a bare "id" in its subquery once named the wrong table).
    const [league] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(
      body.certifications
        .map(({ name, verified, verifiedBy }) => ({ name, verified, verifiedBy }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: "My Badge", verified: false, verifiedBy: [] },
      { name: "My Checked Badge", verified: true, verifiedBy: [league!.name] },
    ]);
    expect(body.organizationTimeZone).toBe("America/Chicago");
    expect(JSON.stringify(body)).not.toContain(other.email);
  });

  it("gives assignors their settings without a certifications list", async () => {
    const assignor = await createUser(db, { organizationId, role: "assignor" });
    const body = (await (await get("/settings", (await signIn(assignor.id)).cookie)).json()) as {
      certifications: unknown;
    };
    expect(body.certifications).toBeNull();
  });
});

describe("POST /settings (the dialog's Save Changes)", () => {
  it("saves every field of every tab", async () => {
    // The form's address is this account's own (any case): a new address goes through a link (issue 18).
    const me = await newReferee({ email: "dana.okafor@example.com" });
    const { cookie } = await signIn(me.id);
    const response = await post("/settings", FULL_FORM, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ intent: "save", ok: true, theme: "dark" });

    const [user] = await db.select().from(users).where(eq(users.id, me.id));
    expect(user).toMatchObject({
      firstName: "Dana",
      lastName: "Okafor",
      email: "dana.okafor@example.com",
      phone: "(415) 555-0199",
      bio: "Grade 6 referee. Loves Sunday mornings.",
      location: "Berkeley, CA",
      website: "https://dana.example.org",
    });
    const [saved] = await db.select().from(userSettings).where(eq(userSettings.userId, me.id));
    expect(saved).toMatchObject({
      emailNotifications: false,
      pushNotifications: false,
      gameReminders: false,
      paymentNotifications: false,
      weatherAlerts: false,
      weeklyDigest: true,
      marketingEmails: true,
      profileVisible: false,
      contactInfoVisible: false,
      availabilityVisible: false,
      statsVisible: true,
      timeZone: "America/New_York",
      language: "fr",
      currency: "EUR",
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
      theme: "dark",
      compactView: true,
      colorScheme: "green",
    });

    // Saving again updates the same row, and clearing optional fields stores nothing.
    await post("/settings", { ...FULL_FORM, phone: "", website: "", timezone: "", emailNotifications: "on" }, cookie);
    const [again] = await db.select().from(users).where(eq(users.id, me.id));
    expect(again).toMatchObject({ phone: null, website: null });
    const rows = await db.select().from(userSettings).where(eq(userSettings.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ timeZone: null, emailNotifications: true });
  });

  it("refuses invalid input with 400 and field errors, and writes nothing", async () => {
    const me = await newReferee({ firstName: "Kept", bio: "Original" });
    const { cookie } = await signIn(me.id);
    const response = await post(
      "/settings",
      {
        ...FULL_FORM,
        firstName: "",
        email: "not-an-email",
        bio: "x".repeat(501),
        timezone: "Nowhere/Special",
        language: "xx",
      },
      cookie,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      ok: boolean;
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(body.ok).toBe(false);
    expect(body.result.error).toMatchObject({
      firstName: ["Enter your first name."],
      email: ["Please enter a valid email address."],
      bio: ["Bio can be at most 500 characters (501/500)."],
      timezone: ["Choose a valid time zone."],
      language: ["Choose a language."],
    });
    // What the user typed comes back so the form can show it again.
    expect(body.result.initialValue.email).toBe("not-an-email");

    const [user] = await db.select().from(users).where(eq(users.id, me.id));
    expect(user).toMatchObject({ firstName: "Kept", bio: "Original", email: me.email });
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, me.id))).toEqual([]);
  });

  it("refuses an email another account uses", async () => {
    const taken = await newReferee({ email: "taken@example.com" });
    const me = await newReferee({ firstName: "Stays", password: "Current-pass-2026" });
    const { cookie } = await signIn(me.id);
    const response = await post(
      "/settings",
      { ...FULL_FORM, email: "TAKEN@example.com", currentPassword: "Current-pass-2026" },
      cookie,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error.email).toEqual(["This email is already in use"]);
    const [user] = await db.select().from(users).where(eq(users.id, me.id));
    expect(user?.firstName).toBe("Stays");
    expect(taken.email).toBe("taken@example.com");
  });

  it("keeps your own email when you save without changing it", async () => {
    const me = await newReferee({ email: "mine@example.com" });
    const response = await post("/settings", { ...FULL_FORM, email: "mine@example.com" }, (await signIn(me.id)).cookie);
    expect(response.status).toBe(200);
  });

  it("refuses anonymous saves", async () => {
    const response = await post("/settings", FULL_FORM);
    expect(response.status).toBe(401);
  });

  it("lets only referees add certifications", async () => {
    const assignor = await createUser(db, { organizationId, role: "assignor" });
    const response = await post(
      "/settings",
      { intent: "add-certification", name: "X", level: "Other" },
      (await signIn(assignor.id)).cookie,
    );
    expect(response.status).toBe(403);
    expect(await db.select().from(certifications).where(eq(certifications.userId, assignor.id))).toEqual([]);
  });
});

describe("/referee/settings", () => {
  it("sends anonymous visitors to sign in and back", async () => {
    const response = await get("/referee/settings");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Freferee%2Fsettings");
  });

  it("refuses assignors with 403", async () => {
    const assignor = await createUser(db, { organizationId, role: "assignor" });
    const response = await get("/referee/settings", (await signIn(assignor.id)).cookie);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This page is for referees.");
    const save = await post("/referee/settings", FULL_FORM, (await signIn(assignor.id)).cookie);
    expect(save.status).toBe(403);
  });

  it("shows the referee's saved values, the six tabs, the bio counter and certifications", async () => {
    const me = await newReferee({ firstName: "Priya", bio: "Twelve chars" });
    await createCertification(db, { userId: me.id, name: "Futsal Referee", verified: true });
    const response = await get("/referee/settings", (await signIn(me.id)).cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const tab of ["Profile", "Notifications", "Privacy", "Preferences", "Security", "Billing"]) {
      expect(html).toContain(`>${tab}<`);
    }
    expect(html).toContain('value="Priya"');
    expect(html).toContain("12/500");
    expect(html).toContain("Referee Certifications");
    expect(html).toContain("Futsal Referee");
    expect(html).toContain('href="/referee"');
    // No message kind sends weather alerts (there is no weather source): the toggle must not promise them.
    expect(html).toContain("Whistle has no weather source of its own, so it sends none automatically.");
    expect(html).not.toContain("Severe weather near your venues");
  });

  it("saves without JavaScript, and on a mistake answers 400 with the errors and the typed input", async () => {
    const me = await newReferee({ firstName: "Before" });
    const { cookie } = await signIn(me.id);
    const bad = await post("/referee/settings", { ...FULL_FORM, firstName: "Typed", email: "typed@nowhere" }, cookie);
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain('value="typed@nowhere"');
    expect(html).toContain('value="Typed"');
    const [unchanged] = await db.select().from(users).where(eq(users.id, me.id));
    expect(unchanged?.firstName).toBe("Before");

    const good = await post("/referee/settings", { ...FULL_FORM, email: me.email }, cookie);
    expect(good.status).toBe(200);
    expect(await good.text()).toContain("Settings saved successfully");
    const [changed] = await db.select().from(users).where(eq(users.id, me.id));
    expect(changed?.firstName).toBe("Dana");
  });
});

describe("Security tab", () => {
  const PASSWORD = "old-password-123";

  it("refuses a wrong current password and keeps the old one", async () => {
    const me = await newReferee({ password: PASSWORD });
    const { cookie } = await signIn(me.id);
    const response = await post(
      "/referee/settings",
      {
        intent: "change-password",
        currentPassword: "not-it-at-all",
        newPassword: "brand-new-pass-456",
        confirmPassword: "brand-new-pass-456",
      },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Your current password is not correct.");
    const [stored] = await db.select().from(passwords).where(eq(passwords.userId, me.id));
    expect(await verifyPassword(PASSWORD, stored!.hash)).toBe(true);
  });

  it("refuses a weak new password with the reasons", async () => {
    const me = await newReferee({ password: PASSWORD });
    const response = await post(
      "/referee/settings",
      { intent: "change-password", currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" },
      (await signIn(me.id)).cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Use at least 10 characters.");
  });

  it("changes the password and ends every other session, keeping this one", async () => {
    const me = await newReferee({ password: PASSWORD });
    const here = await signIn(me.id, "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/130.0.0.0 Safari/537.36");
    const phone = await signIn(
      me.id,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1",
    );
    const laptop = await signIn(me.id);
    const response = await post(
      "/referee/settings",
      {
        intent: "change-password",
        currentPassword: PASSWORD,
        newPassword: "brand-new-pass-456",
        confirmPassword: "brand-new-pass-456",
      },
      here.cookie,
    );
    expect(response.status).toBe(200);
    const [stored] = await db.select().from(passwords).where(eq(passwords.userId, me.id));
    expect(await verifyPassword("brand-new-pass-456", stored!.hash)).toBe(true);
    expect(await validateSessionToken(db, here.token)).not.toBeNull();
    expect(await validateSessionToken(db, phone.token)).toBeNull();
    expect(await validateSessionToken(db, laptop.token)).toBeNull();
  });

  it("lists the sessions in plain words with this device marked", async () => {
    const me = await newReferee();
    const here = await signIn(
      me.id,
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36",
    );
    await signIn(
      me.id,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
    );
    const html = await (await get("/referee/settings?tab=security", here.cookie)).text();
    expect(html).toContain("Chrome on macOS");
    expect(html).toContain("Safari on iPhone");
    expect(html).toContain("This device");
    expect(html).toContain("Sign out of all other sessions");
  });

  it("signs out one other session, never someone else's", async () => {
    const me = await newReferee();
    const stranger = await newReferee();
    const here = await signIn(me.id);
    const other = await signIn(me.id);
    const theirs = await signIn(stranger.id);

    const denied = await post(
      "/referee/settings",
      { intent: "revoke-session", sessionId: theirs.sessionId },
      here.cookie,
    );
    expect(denied.status).toBe(404);
    expect(await validateSessionToken(db, theirs.token)).not.toBeNull();

    const done = await post("/referee/settings", { intent: "revoke-session", sessionId: other.sessionId }, here.cookie);
    expect(done.status).toBe(200);
    expect(await validateSessionToken(db, other.token)).toBeNull();
    expect(await validateSessionToken(db, here.token)).not.toBeNull();
  });

  it("signs out of all other sessions", async () => {
    const me = await newReferee();
    const here = await signIn(me.id);
    await signIn(me.id);
    await signIn(me.id);
    const response = await post("/referee/settings", { intent: "revoke-other-sessions" }, here.cookie);
    expect(response.status).toBe(200);
    const left = await db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(left.map((row) => row.id)).toEqual([here.sessionId]);
  });
});

describe("Referee Certifications", () => {
  it("adds an unverified certification and removes it again", async () => {
    const me = await newReferee();
    const { cookie } = await signIn(me.id);
    const added = await post(
      "/settings",
      {
        intent: "add-certification",
        name: "Futsal Referee",
        level: "Level 2",
        issuer: "U.S. Soccer",
        expiresOn: "2027-06-30",
      },
      cookie,
    );
    expect(added.status).toBe(200);
    const [row] = await db.select().from(certifications).where(eq(certifications.userId, me.id));
    expect(row).toMatchObject({
      name: "Futsal Referee",
      level: "Level 2",
      issuer: "U.S. Soccer",
      expiresOn: "2027-06-30",
      verified: false,
    });

    const removed = await post(
      "/referee/settings",
      { intent: "remove-certification", certificationId: row!.id },
      cookie,
    );
    expect(removed.status).toBe(200);
    expect(await db.select().from(certifications).where(eq(certifications.userId, me.id))).toEqual([]);
  });

  it("refuses a certification without a name", async () => {
    const me = await newReferee();
    const response = await post(
      "/settings",
      { intent: "add-certification", name: "", level: "Youth" },
      (await signIn(me.id)).cookie,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error.name).toEqual(["Enter the certification's name."]);
  });

  it("cannot remove another referee's certification or a verified one", async () => {
    const me = await newReferee();
    const other = await newReferee();
    const theirs = await createCertification(db, { userId: other.id, verified: false });
    const verified = await createCertification(db, { userId: me.id, verified: true });
    const { cookie } = await signIn(me.id);

    const notMine = await post("/settings", { intent: "remove-certification", certificationId: theirs.id }, cookie);
    expect(notMine.status).toBe(404);
    const checked = await post("/settings", { intent: "remove-certification", certificationId: verified.id }, cookie);
    expect(checked.status).toBe(409);
    expect(((await checked.json()) as { message: string }).message).toContain(
      "verified certification can't be removed",
    );

    expect(await db.select().from(certifications).where(eq(certifications.id, theirs.id))).toHaveLength(1);
    expect(await db.select().from(certifications).where(eq(certifications.id, verified.id))).toHaveLength(1);
  });
});

describe("settings at two round trips (issue 17)", () => {
  it("reads the page and the dialog after the session in one round trip; saves and adds a certification in at most three", async () => {
    const referee = await newReferee();
    const { cookie } = await signIn(referee.id, "Mozilla/5.0 (Macintosh) Safari/605.1.15");
    await signIn(referee.id, "Mozilla/5.0 (Windows NT 10.0) Chrome/120.0");
    await createCertification(db, { userId: referee.id, name: "Grade 8" });
    for (const path of ["/referee/settings", "/referee/settings.data", "/settings"]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(200);
      expectRoundTrips(path, response, 2);
    }

    const saved = await post("/referee/settings.data", { ...FULL_FORM, email: referee.email }, cookie);
    expect(saved.status).toBe(200);
    expectRoundTrips("saved", saved, 3);
    const added = await post("/settings", { intent: "add-certification", name: "Futsal", level: "Level 2" }, cookie);
    expect(added.status).toBe(200);
    expectRoundTrips("added", added, 3);
  });
});

describe("changing the email address (issue 18)", () => {
  const PASSWORD = "Current-pass-2026";

  async function linkTo(email: string): Promise<string> {
    const rows = await db.select().from(outbox).where(eq(outbox.recipient, email));
    const message = rows.find((row) => row.kind === "account-email-change");
    expect(message, `no confirmation email to ${email}`).toBeDefined();
    return new URL(/https?:\/\/\S+\/verify-email\/[a-z2-7]+/.exec(message!.textBody)![0]).pathname;
  }

  it("needs the current password, and a wrong one changes nothing", async () => {
    const me = await newReferee({ password: PASSWORD, firstName: "Before" });
    const { cookie } = await signIn(me.id);
    const missing = await post("/referee/settings", { ...FULL_FORM, email: "new.address@example.com" }, cookie);
    expect(missing.status).toBe(400);
    const html = await missing.text();
    expect(html).toContain("Enter your current password to change your email.");
    // What was typed is kept (but never a password).
    expect(html).toContain('value="new.address@example.com"');

    const wrong = await post(
      "/referee/settings",
      { ...FULL_FORM, email: "new.address@example.com", currentPassword: "not-it-at-all" },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not correct.");
    const [user] = await db.select().from(users).where(eq(users.id, me.id));
    expect(user).toMatchObject({ email: me.email, firstName: "Before" });
    expect(await db.select().from(outbox).where(eq(outbox.recipient, "new.address@example.com"))).toEqual([]);
  });

  it("sends a link to the new address, tells the old one, shows the change pending and applies it only when the link is used", async () => {
    const me = await newReferee({ password: PASSWORD });
    const { cookie } = await signIn(me.id);
    const newEmail = `moved.${me.id}@example.com`;
    const saved = await post(
      "/settings",
      // In English: FULL_FORM's French would word the pages read below in French (issue 19).
      { ...FULL_FORM, language: "en", email: newEmail.toUpperCase(), currentPassword: PASSWORD },
      cookie,
    );
    expect(saved.status).toBe(200);
    // The session, the check (account, address, attempt counted), the save with the link and the notice.
    expectRoundTrips("saved", saved, 3);
    const body = (await saved.json()) as { ok: boolean; message?: string };
    expect(body.ok).toBe(true);
    expect(body.message).toContain(`We sent a link to ${newEmail}`);

    // Not applied yet; the other fields are saved.
    const [pending] = await db.select().from(users).where(eq(users.id, me.id));
    expect(pending).toMatchObject({ email: me.email, firstName: "Dana" });
    // The old address hears about it.
    const [notice] = await db.select().from(outbox).where(eq(outbox.recipient, me.email));
    expect(notice).toMatchObject({ kind: "account-email-change-requested" });
    expect(notice!.textBody).toContain(newEmail);
    // Both settings screens show the pending change.
    expect(await (await get("/referee/settings", cookie)).text()).toContain(`Waiting for confirmation: ${newEmail}`);
    expect(((await (await get("/settings", cookie)).json()) as { pendingEmail: string }).pendingEmail).toBe(newEmail);

    const path = await linkTo(newEmail);
    const confirmed = await post(path, {});
    expect(confirmed.status).toBe(302);
    const [moved] = await db.select().from(users).where(eq(users.id, me.id));
    expect(moved?.email).toBe(newEmail);
    expect(moved?.emailVerifiedAt).not.toBeNull();
    expect((await post(path, {})).status).toBe(410);
    // Outside scripts: the page's catalog (in its data) holds the message's words (decision 0061).
    expect(visibleText(await (await get("/referee/settings", cookie)).text())).not.toContain(
      "Waiting for confirmation",
    );
  });

  it("asks an account without a password to set one first", async () => {
    const me = await newReferee();
    const { cookie } = await signIn(me.id);
    const response = await post(
      "/referee/settings",
      { ...FULL_FORM, email: "elsewhere@example.com", currentPassword: "x" },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Your account signs in with Google or Facebook and has no password yet.");
    expect(await db.select().from(outbox).where(eq(outbox.recipient, "elsewhere@example.com"))).toEqual([]);
  });
});
