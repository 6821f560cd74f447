/**
 * The step-up check (issue 32): every form that asks a signed-in person for their current password (the
 * organization's deletion, a new email address, a new password, the account's deletion) counts its failures
 * against the sign-in's own limits: five per account lock it for 15 minutes, an address gets 20 per 10
 * minutes, counted before the password is looked at, so parallel guesses cannot pass them.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "~/demo/factories";
import { organizations, outbox, passwords, users } from "~/db/schema";
import { verifyPassword } from "~/server/password.server";
import { cookieFor, createLeague, db, newAddress, post, visibleText } from "./helpers";

const PASSWORD = "Correct-Horse-Battery-9";
const WRONG = "Not-the-password-1";
const LOCKED = "Too many wrong passwords for this account. Nothing was changed.";

/** The settings form as the dialog posts it, every tab's fields. */
const SETTINGS_FORM = {
  intent: "save",
  firstName: "Changed",
  lastName: "Name",
  phone: "(415) 555-0199",
  bio: "",
  location: "",
  website: "",
  timezone: "America/New_York",
  language: "en",
  currency: "USD",
  dateFormat: "MM/DD/YYYY",
  timeFormat: "12",
  theme: "light",
  colorScheme: "blue",
};

async function assignorWithPassword(name: string) {
  const league = await createLeague(name);
  const assignor = await createUser(db, {
    organizationId: league.organization.id,
    role: "assignor",
    password: PASSWORD,
  });
  return { league, assignor, cookie: await cookieFor(assignor.id) };
}

async function refereeWithPassword() {
  const league = await createLeague();
  const referee = await createUser(db, { organizationId: league.organization.id, role: "referee", password: PASSWORD });
  return { referee, cookie: await cookieFor(referee.id) };
}

function scheduleDeletion(cookie: string, name: string, password: string, ip?: string) {
  return post("/assignor/organizations", { intent: "schedule-deletion", confirmName: name, password }, { cookie, ip });
}

async function deletionDueAt(organizationId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row!.deletionDueAt;
}

describe("the organization's deletion asks the password under the sign-in's limits", () => {
  it("answers 429 after five wrong passwords, for the right one too, with the typed name kept and nothing scheduled", async () => {
    const { league, cookie } = await assignorWithPassword("Guarded United");
    // Each guess from another address: the account's own limit is what holds.
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await scheduleDeletion(cookie, "Guarded United", WRONG);
      expect(wrong.status).toBe(400);
      expect(visibleText(await wrong.text())).toContain("That password is not right.");
    }
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await scheduleDeletion(cookie, "Guarded United", WRONG)).status).toBe(429);
    }
    const right = await scheduleDeletion(cookie, "Guarded United", PASSWORD);
    expect(right.status).toBe(429);
    const html = await right.text();
    expect(visibleText(html)).toContain(LOCKED);
    expect(html).toContain('value="Guarded United"');
    expect(await deletionDueAt(league.organization.id)).toBeNull();
  }, 60_000);

  it("holds exactly five checks when twelve wrong passwords arrive at once, and locks the sign-in too", async () => {
    const { league, assignor, cookie } = await assignorWithPassword("Parallel Rovers");
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => scheduleDeletion(cookie, "Parallel Rovers", WRONG)),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    // The same lockout as the sign-in form's: the right password is refused there as well.
    const signIn = await post("/login", { email: assignor.email, password: PASSWORD });
    expect(signIn.status).toBe(429);
    expect(await deletionDueAt(league.organization.id)).toBeNull();
  }, 60_000);

  it("does not count a form refused before its password is checked, and a right password clears the failures", async () => {
    const { league, cookie } = await assignorWithPassword("Patient Athletic");
    for (let attempt = 0; attempt < 6; attempt++) {
      const misspelt = await scheduleDeletion(cookie, "Patient Athletics", PASSWORD);
      expect(misspelt.status).toBe(400);
    }
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await scheduleDeletion(cookie, "Patient Athletic", WRONG)).status).toBe(400);
    }
    expect((await scheduleDeletion(cookie, "Patient Athletic", PASSWORD)).status).toBe(200);
    expect(await deletionDueAt(league.organization.id)).not.toBeNull();
  }, 60_000);
});

describe("every other form that asks the current password checks it the same way", () => {
  const forms = [
    {
      name: "a new email address (Settings dialog)",
      path: "/settings",
      fields: (password: string) => ({
        ...SETTINGS_FORM,
        email: `moved-${crypto.randomUUID()}@example.com`,
        currentPassword: password,
      }),
    },
    {
      name: "a new password (Security tab)",
      path: "/referee/settings",
      fields: (password: string) => ({
        intent: "change-password",
        currentPassword: password,
        newPassword: "Brand-new-pass-456",
        confirmPassword: "Brand-new-pass-456",
      }),
    },
    {
      name: "the account's deletion",
      path: "/account/delete",
      fields: (password: string) => ({ password }),
    },
  ];

  for (const form of forms) {
    it(`${form.name}: 429 after five wrong passwords, for the right one too, and nothing changed`, async () => {
      const { referee, cookie } = await refereeWithPassword();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await post(form.path, form.fields(WRONG), { cookie })).status).toBe(400);
      }
      const right = await post(form.path, form.fields(PASSWORD), { cookie });
      expect(right.status).toBe(429);
      // In the answer's field error (the Security tab shows it beside the current password).
      expect(await right.text()).toContain(LOCKED);
      const [person] = await db.select().from(users).where(eq(users.id, referee.id));
      expect(person).toMatchObject({ email: referee.email, firstName: referee.firstName, deletedAt: null });
      const [stored] = await db.select().from(passwords).where(eq(passwords.userId, referee.id));
      expect(await verifyPassword(PASSWORD, stored!.hash)).toBe(true);
      expect(await db.select().from(outbox).where(eq(outbox.userId, referee.id))).toEqual([]);
    }, 60_000);
  }

  it("holds exactly the address's twenty checks when guesses at five accounts arrive at once from one address", async () => {
    const ip = newAddress();
    const people = await Promise.all(Array.from({ length: 5 }, () => refereeWithPassword()));
    const statuses = await Promise.all(
      people.flatMap(({ cookie }) =>
        Array.from({ length: 5 }, () => post("/referee/settings", forms[1]!.fields(WRONG), { cookie, ip })),
      ),
    ).then((responses) => responses.map((response) => response.status));
    // No account is past its five; the address is past its twenty.
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // The address stays refused, at the sign-in form too; another address is not.
    const [first] = people;
    expect((await post("/referee/settings", forms[1]!.fields(PASSWORD), { cookie: first!.cookie, ip })).status).toBe(
      429,
    );
    expect((await post("/login", { email: "someone@example.com", password: WRONG }, { ip })).status).toBe(429);
  }, 60_000);
});
