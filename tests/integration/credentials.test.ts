/**
 * Credentials (issue 21, decision 0075): a level's required credential, missing or expired at the game's date,
 * is a hard conflict in the Assign dialog, the assign action and the API; credentials expiring in 30 and 7
 * days remind their holder and their organizations' assignors exactly once each, in each one's language; the
 * Referee Pool lists the organization's expiring credentials and no one else's.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCertification, createGame, createUser, createUserSettings } from "~/demo/factories";
import { newId } from "~/db/ids";
import { assignments, certifications, memberships, notifications, organizations, outbox } from "~/db/schema";
import { DEFAULT_ASSIGNMENT_POLICY } from "~/domain/assignment-policy";
import { dueReminderStep } from "~/domain/credentials";
import { addDays } from "~/domain/dates";
import { dueCredentialsQuery, queueCredentialReminders } from "~/server/credential-reminders.server";
import { scheduledJobs } from "~/server/jobs.server";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";
import { createStaffMember } from "./staff-helpers";

const ORIGIN = "https://whistle.test";
const GAME_DATE = "2099-06-13";

type League = Awaited<ReturnType<typeof createLeague>>;

/** A league whose youth games require a background check. */
async function leagueRequiringBackgroundChecks() {
  const league = await createLeague();
  await db
    .update(organizations)
    .set({
      assignmentPolicy: JSON.stringify({
        ...DEFAULT_ASSIGNMENT_POLICY,
        requiredCredentials: { ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials, youth: ["background_check"] },
      }),
    })
    .where(eq(organizations.id, league.organization.id));
  const game = await createGame(db, {
    organizationId: league.organization.id,
    level: "youth",
    date: GAME_DATE,
    time: "10:00",
  });
  return { league, game };
}

async function refereeOf(league: League, firstName: string, lastName = "Checked") {
  return createUser(db, { organizationId: league.organization.id, role: "referee", firstName, lastName });
}

interface Preview {
  referees: { id: string; conflicts: { code: string; severity: string; message: string }[] }[];
}

async function conflictsInDialog(league: League, gameId: string, refereeId: string) {
  const response = await get(`/assignor/assignments/options?gameId=${gameId}`, { cookie: league.assignorCookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Preview;
  return body.referees.find((row) => row.id === refereeId)?.conflicts ?? [];
}

function assign(league: League, gameId: string, refereeId: string) {
  return post(
    "/assignor/assignments.data",
    { intent: "assign", gameId, refereeId, position: "referee" },
    { cookie: league.assignorCookie },
  );
}

describe("a required credential at the game's date", () => {
  it("expired: the dialog names it, assigning is refused, and the API answers 409 credential_expired", async () => {
    const { league, game } = await leagueRequiringBackgroundChecks();
    const referee = await refereeOf(league, "Eve");
    await createCertification(db, {
      userId: referee.id,
      kind: "background_check",
      name: "State check",
      expiresOn: "2099-06-12",
    });
    const expected = [
      {
        code: "credential_expired",
        severity: "hard",
        message: "Their background check is valid only until Jun 12, 2099",
      },
    ];
    expect(await conflictsInDialog(league, game.id, referee.id)).toMatchObject(expected);

    const refused = await assign(league, game.id, referee.id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Their background check is valid only until Jun 12, 2099");

    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "write");
    const response = await api("POST", "/api/v1/assignments", {
      key: secret,
      json: { gameId: game.id, refereeId: referee.id },
    });
    expect(response.status).toBe(409);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    const body = (await response.json()) as { conflicts: { code: string }[] };
    expect(body.conflicts.map((conflict) => conflict.code)).toEqual(["credential_expired"]);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);
  });

  it("missing: credential_missing everywhere; another kind held does not count", async () => {
    const { league, game } = await leagueRequiringBackgroundChecks();
    const referee = await refereeOf(league, "Max");
    await createCertification(db, { userId: referee.id, kind: "safeguarding", name: "SafeSport" });
    expect(await conflictsInDialog(league, game.id, referee.id)).toMatchObject([
      {
        code: "credential_missing",
        severity: "hard",
        message: "No background check on record, required for youth games",
      },
    ]);
    expect((await assign(league, game.id, referee.id)).status).toBe(409);
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "write");
    const response = await api("POST", "/api/v1/assignments", {
      key: secret,
      json: { gameId: game.id, refereeId: referee.id },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { conflicts: { code: string }[] }).conflicts[0]?.code).toBe(
      "credential_missing",
    );
  });

  it("valid through the game's date (expiring that very day): no conflict, and the assignment is made", async () => {
    const { league, game } = await leagueRequiringBackgroundChecks();
    const referee = await refereeOf(league, "Val");
    await createCertification(db, {
      userId: referee.id,
      kind: "background_check",
      name: "State check",
      expiresOn: GAME_DATE,
    });
    expect(await conflictsInDialog(league, game.id, referee.id)).toEqual([]);
    expect((await assign(league, game.id, referee.id)).status).toBe(200);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toHaveLength(1);
  });
});

async function emailsTo(userId: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, "credential-expiring")));
}

async function noticesOf(userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe("expiry reminders", () => {
  it("is one of the cron's jobs", () => {
    expect(scheduledJobs.map((job) => job.name)).toContain("credential-reminders");
  });

  it("reminds at 30 and at 7 days exactly once each, the referee and their organizations' assignors only, each in their language", async () => {
    const league = await createLeague();
    const referee = await refereeOf(league, "Lucía", "Reyes");
    await createUserSettings(db, { userId: referee.id, language: "es" });
    await createUserSettings(db, { userId: league.assignor.id, language: "de" });
    // A second league the referee also works for, with an English-speaking assignor.
    const second = await createLeague();
    await db
      .insert(memberships)
      .values({ id: newId(), organizationId: second.organization.id, userId: referee.id, role: "referee" });
    // Told nothing: a scheduler of the league, and a league the referee does not belong to.
    const scheduler = await createStaffMember(league.organization.id, "scheduler");
    const stranger = await createLeague();

    const credential = await createCertification(db, {
      userId: referee.id,
      kind: "background_check",
      name: "Antecedentes",
      expiresOn: "2099-05-31",
    });

    // Other tests' credentials share the database: what counts is what reached these people.
    // 31 days before: nothing yet.
    await queueCredentialReminders(db, { now: new Date("2099-04-30T06:00:00Z"), origin: ORIGIN });
    expect(await emailsTo(referee.id)).toEqual([]);

    // 30 days before: the referee's email and notice, each assignor's notice.
    await queueCredentialReminders(db, { now: new Date("2099-05-01T06:00:00Z"), origin: ORIGIN });
    let emails = await emailsTo(referee.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.recipient).toBe(referee.email);
    expect(emails[0]!.subject).toContain("Tu control de antecedentes Antecedentes caduca el");
    expect(emails[0]!.textBody).toContain("dentro de 30 días");
    expect(emails[0]!.textBody).toContain(`${ORIGIN}/referee/settings`);
    expect((await noticesOf(referee.id)).map((notice) => notice.title)).toEqual([emails[0]!.subject]);
    const [german] = await noticesOf(league.assignor.id);
    expect(german?.title).toContain("Nachweis „Führungszeugnis“ von Lucía Reyes läuft am");
    expect(german?.organizationId).toBe(league.organization.id);
    const [english] = await noticesOf(second.assignor.id);
    expect(english?.title).toContain("Lucía Reyes's background check expires on");
    expect(english?.organizationId).toBe(second.organization.id);
    expect(await noticesOf(scheduler.user.id)).toEqual([]);
    expect(await noticesOf(stranger.assignor.id)).toEqual([]);
    const [marked] = await db.select().from(certifications).where(eq(certifications.id, credential.id));
    expect(marked?.remindedDaysBefore).toBe(30);

    // Later runs the same day and in the following days: nothing new.
    for (const at of ["2099-05-01T06:05:00Z", "2099-05-02T06:00:00Z", "2099-05-23T23:55:00Z"]) {
      await queueCredentialReminders(db, { now: new Date(at), origin: ORIGIN });
    }
    expect(await emailsTo(referee.id)).toHaveLength(1);
    expect(await noticesOf(league.assignor.id)).toHaveLength(1);

    // 7 days before: once more, then never again.
    await queueCredentialReminders(db, { now: new Date("2099-05-24T06:00:00Z"), origin: ORIGIN });
    expect(await emailsTo(referee.id)).toHaveLength(2);
    for (const at of ["2099-05-24T06:05:00Z", "2099-05-30T06:00:00Z", "2099-06-01T06:00:00Z"]) {
      await queueCredentialReminders(db, { now: new Date(at), origin: ORIGIN });
    }
    emails = await emailsTo(referee.id);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.textBody).toContain("dentro de 7 días");
    expect(await noticesOf(referee.id)).toHaveLength(2);
    expect(await noticesOf(league.assignor.id)).toHaveLength(2);
    expect(await noticesOf(second.assignor.id)).toHaveLength(2);
    expect(await noticesOf(scheduler.user.id)).toEqual([]);
    expect(await noticesOf(stranger.assignor.id)).toEqual([]);
  });

  it("picks in SQL exactly the credentials whose reminder the domain rule finds due", async () => {
    const today = "2150-01-01";
    const grid: { id: string; expected: boolean }[] = [];
    for (const offset of [-1, 0, 1, 6, 7, 8, 29, 30, 31]) {
      for (const reminded of [null, 30, 7]) {
        // One holder each: only the latest credential of a kind counts.
        const holder = await createUser(db, { role: "referee" });
        const expiresOn = addDays(today, offset);
        const row = await createCertification(db, { userId: holder.id, expiresOn, remindedDaysBefore: reminded });
        grid.push({ id: row.id, expected: dueReminderStep(expiresOn, today, reminded) !== null });
      }
    }
    const picked = new Set((await dueCredentialsQuery(db, today, 1_000)).map((row) => row.id));
    expect(grid.map(({ id }) => picked.has(id))).toEqual(grid.map(({ expected }) => expected));
    expect(grid.filter(({ expected }) => expected).length).toBeGreaterThan(0);
  });

  it("a renewal (a new expiry date saved in settings) is reminded of afresh; a credential renewed by a newer one is not", async () => {
    const league = await createLeague();
    const referee = league.referee;
    const credential = await createCertification(db, {
      userId: referee.id,
      kind: "safeguarding",
      name: "SafeSport",
      expiresOn: "2099-05-31",
    });
    await queueCredentialReminders(db, { now: new Date("2099-05-25T06:00:00Z"), origin: ORIGIN });
    expect(await emailsTo(referee.id)).toHaveLength(1);

    const saved = await post(
      "/referee/settings",
      {
        intent: "edit-certification",
        certificationId: credential.id,
        name: "SafeSport",
        kind: "safeguarding",
        level: "Other",
        issuedOn: "2099-05-20",
        expiresOn: "2099-06-20",
      },
      { cookie: league.refereeCookie },
    );
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(certifications).where(eq(certifications.id, credential.id));
    expect(row).toMatchObject({ kind: "safeguarding", issuedOn: "2099-05-20", remindedDaysBefore: null });
    await queueCredentialReminders(db, { now: new Date("2099-05-25T07:00:00Z"), origin: ORIGIN });
    expect(await emailsTo(referee.id)).toHaveLength(2);

    // An old check kept beside its renewal: only the renewal counts.
    const other = await createLeague();
    await createCertification(db, {
      userId: other.referee.id,
      kind: "background_check",
      name: "Old",
      expiresOn: "2099-05-31",
    });
    await createCertification(db, {
      userId: other.referee.id,
      kind: "background_check",
      name: "New",
      expiresOn: "2101-05-31",
    });
    await queueCredentialReminders(db, { now: new Date("2099-05-25T06:00:00Z"), origin: ORIGIN });
    expect(await emailsTo(other.referee.id)).toEqual([]);
  });
});

describe("the referee's credentials in settings", () => {
  it("the referee's settings show each credential's kind, issue date and an Expires on / Expired badge", async () => {
    const league = await createLeague();
    await createCertification(db, {
      userId: league.referee.id,
      kind: "background_check",
      name: "Old check",
      issuedOn: "2000-01-15",
      expiresOn: "2001-01-15",
    });
    await createCertification(db, { userId: league.referee.id, name: "Grade 8", expiresOn: "2199-03-01" });
    const response = await get("/referee/settings", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toMatch(/Old check Background check · Level 1 · issued Jan 15, 2000 Expired/);
    expect(text).toMatch(/Grade 8 Certification · Level 1 Expires on Mar 1, 2199/);
  });

  it("refuses an expiry before the issue date, keeping what was typed", async () => {
    const league = await createLeague();
    const response = await post(
      "/referee/settings",
      {
        intent: "add-certification",
        name: "Typed name",
        kind: "background_check",
        level: "Other",
        issuedOn: "2099-05-20",
        expiresOn: "2099-05-01",
      },
      { cookie: league.refereeCookie, headers: { Accept: "application/json" } },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The expiry date can&#x27;t be before the issue date.");
    expect(html).toContain("Typed name");
    expect(await db.select().from(certifications).where(eq(certifications.userId, league.referee.id))).toEqual([]);
  });
});

describe("who is expiring (Referee Pool)", () => {
  it("lists the organization's referees with expiring or expired credentials, whether required, and no one else's", async () => {
    const { league } = await leagueRequiringBackgroundChecks();
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const soon = await refereeOf(league, "Sunny", "Soon");
    await createCertification(db, { userId: soon.id, kind: "background_check", name: "Check", expiresOn: inDays(10) });
    const gone = await refereeOf(league, "Gwen", "Gone");
    await createCertification(db, { userId: gone.id, kind: "safeguarding", name: "Course", expiresOn: inDays(-3) });
    const fine = await refereeOf(league, "Finn", "Fine");
    await createCertification(db, { userId: fine.id, kind: "background_check", name: "Check", expiresOn: inDays(90) });
    const outsider = await createLeague();
    const theirs = await refereeOf(outsider, "Otto", "Outsider");
    await createCertification(db, { userId: theirs.id, kind: "background_check", name: "Check", expiresOn: inDays(5) });

    const response = await get("/assignor/referees", { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    expectRoundTrips("referee pool", response, 2);
    const text = visibleText(await response.text());
    const card = text.slice(text.indexOf("Expiring credentials"), text.indexOf("referees found"));
    expect(card).toContain("Sunny Soon Background check · Check · required for Youth games");
    expect(card).toContain("Gwen Gone Safeguarding training · Course · not required for any level");
    expect(card).toContain("Expired on");
    expect(card).not.toContain("Finn Fine");
    expect(card).not.toContain("Otto Outsider");
    // Soonest first: the expired one before the one expiring in 10 days.
    expect(card.indexOf("Gwen Gone")).toBeLessThan(card.indexOf("Sunny Soon"));

    // The outsider's own league sees only its referee.
    const theirPage = visibleText(await (await get("/assignor/referees", { cookie: outsider.assignorCookie })).text());
    expect(theirPage).toContain("Otto Outsider Background check");
    expect(theirPage).not.toContain("Sunny Soon Background check");
  });

  it("the referee profile and the API's referee show each credential's kind, issue and expiry", async () => {
    const league = await createLeague();
    await createCertification(db, {
      userId: league.referee.id,
      kind: "safeguarding",
      name: "SafeSport",
      issuedOn: "1999-01-31",
      expiresOn: "2000-01-31",
    });
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read");
    const fromApi = await api("GET", `/api/v1/referees/${league.referee.id}`, { key: secret });
    expect(fromApi.status).toBe(200);
    expect(((await fromApi.json()) as { certifications: unknown[] }).certifications).toEqual([
      expect.objectContaining({ kind: "safeguarding", issuedOn: "1999-01-31", expiresOn: "2000-01-31" }),
    ]);
    const response = await get(`/assignor/referees/${league.referee.id}.data`, { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("safeguarding");
    expect(body).toContain("2000-01-31");
  });
});
