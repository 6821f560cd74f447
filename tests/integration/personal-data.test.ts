/**
 * Your data and your exit (issue 18, decision 0057): "Download my data" (/account/export) and "Delete my
 * account" (/account/delete), through the built Worker.
 */
import { env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  createActivity,
  createCertification,
  createEvaluation,
  createGame,
  createNotification,
  createUser,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import {
  activityLog,
  assignments,
  availabilityRecurringBlocks,
  games,
  memberships,
  notifications,
  organizations,
  oauthAccounts,
  outbox,
  passwords,
  payments,
  rateLimits,
  refereeRatings,
  refereeTaxDetails,
  sessions,
  userSettings,
  users,
  teamTies,
  travelStartPoints,
} from "~/db/schema";
import { addDays } from "~/domain/dates";
import { purgeRetainedTaxRecordsJob } from "~/server/account-deletion.server";
import { loadYearSummaries } from "~/server/accounting.server";
import { hashPassword } from "~/server/password.server";
import { sha256Hex } from "~/server/session.server";
import { BUSY_GAMES, createBusyReferee } from "./busy-referee";
import { cookieFor, createLeague, d1TimingOf, db, get, post, visibleText } from "./helpers";

const PASSWORD = "Correct-horse-42";

/** The ZIP's files as text, by name. */
async function unzip(response: Response): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** A busy referee (a season behind and ahead) with a password, a phone, tax details and the rest of a profile. */
async function busyRefereeWithProfile() {
  const league = await createBusyReferee();
  const referee = league.referee;
  const phone = `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
  const fullName = `${referee.firstName} ${referee.lastName}`;
  await db.batch([
    db.update(users).set({ phone, bio: "Grade 7 referee", calendarFeedToken: newId() }).where(eq(users.id, referee.id)),
    db.insert(passwords).values({ userId: referee.id, hash: await hashPassword(PASSWORD) }),
    db.insert(userSettings).values({ userId: referee.id, timeFormat: "24" }),
    db.insert(oauthAccounts).values({ provider: "google", providerUserId: `g-${newId()}`, userId: referee.id }),
    db.insert(refereeTaxDetails).values({
      userId: referee.id,
      legalName: fullName,
      tinLast4: "6789",
      addressLine1: "1 Main St",
      city: "Oakland",
      state: "CA",
      postalCode: "94601",
    }),
    db.insert(availabilityRecurringBlocks).values({
      id: newId(),
      userId: referee.id,
      weekday: 2,
      kind: "time_range",
      startTime: "18:00",
      endTime: "21:00",
      startsOn: "2026-01-01",
    }),
    db.insert(outbox).values({
      id: newId(),
      idempotencyKey: `test:${newId()}`,
      channel: "email",
      recipient: referee.email,
      kind: "assignment-published",
      subject: "New assignment",
      textBody: `Hi ${referee.firstName}, you have a new game.`,
      organizationId: league.organization.id,
      userId: referee.id,
    }),
    // What the league wrote about them: their name in the assignor's alerts, emails and the activity log.
    db.insert(outbox).values({
      id: newId(),
      idempotencyKey: `test:${newId()}`,
      channel: "email",
      recipient: league.assignor.email,
      kind: "assignment-accepted",
      subject: `Accepted by ${fullName}`,
      textBody: `${fullName} accepted a game. Reach them at ${referee.email}.`,
      organizationId: league.organization.id,
      userId: league.assignor.id,
    }),
  ]);
  await createCertification(db, { userId: referee.id, name: "USSF Grade 7" });
  await createNotification(db, {
    userId: league.assignor.id,
    organizationId: league.organization.id,
    title: `${fullName} accepted`,
    message: `${fullName} accepted Riverside vs Hilltop.`,
  });
  await createActivity(db, {
    organizationId: league.organization.id,
    actorId: referee.id,
    action: "assignment.accepted",
    subjectType: "assignment",
    subjectId: newId(),
    summary: `${fullName} accepted Riverside vs Hilltop`,
  });
  return { ...league, phone, fullName, email: referee.email };
}

/** The tables (every one in the database) holding any of `traces` in any column. */
async function tablesMentioning(traces: string[]): Promise<string[]> {
  const tables = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { name } of tables) {
    const text = JSON.stringify(await db.all(sql.raw(`SELECT * FROM "${name}"`)));
    if (traces.some((trace) => text.includes(trace))) found.push(name);
  }
  return found;
}

describe("Download my data", () => {
  it("gives a busy referee a ZIP of everything about them, in one D1 round trip after the session", async () => {
    const league = await busyRefereeWithProfile();
    const other = await createLeague("Other Shire");
    const secretGame = await createGame(db, {
      organizationId: other.organization.id,
      homeTeam: "Other Shire Secret FC",
    });
    await db.insert(assignments).values({
      id: newId(),
      organizationId: other.organization.id,
      gameId: secretGame.id,
      refereeId: other.referee.id,
    });

    // Issue 21: the teams they declared and their start points are theirs; a scratch the staff entered is not.
    await db.insert(teamTies).values([
      {
        id: newId(),
        organizationId: league.organization.id,
        userId: league.referee.id,
        team: "Riverside Juniors",
        relation: "coaches",
      },
      {
        id: newId(),
        organizationId: league.organization.id,
        userId: league.referee.id,
        team: "Staff Noted Rovers",
        relation: "scratched",
        byStaff: true,
      },
    ]);
    await db.insert(travelStartPoints).values({
      id: newId(),
      userId: league.referee.id,
      label: "Office",
      latitude: 37.79,
      longitude: -122.4,
      weekdays: 0b1000001,
      fromTime: "08:00",
    });
    // Issue 22: an assignor's evaluation of one of their games and the rating it makes; the evaluator is not named.
    const [evaluated] = await db
      .select({ id: games.id, date: games.date })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(eq(assignments.refereeId, league.referee.id))
      .limit(1);
    await createEvaluation(db, {
      organizationId: league.organization.id,
      gameId: evaluated!.id,
      gameDate: evaluated!.date,
      refereeId: league.referee.id,
      source: "assignor",
      evaluatorId: league.assignor.id,
      scores: { positioning: 4, fitness: 5 },
      comments: "Calm under pressure",
    });
    await db.insert(refereeRatings).values({
      organizationId: league.organization.id,
      refereeId: league.referee.id,
      rating: 4.5,
      evaluationCount: 1,
      computedAt: new Date(),
    });

    // Issue 32: a held (no-show) payable is exported as held, not as pending.
    const [toHold] = await db
      .select({ id: payments.id, description: payments.description })
      .from(payments)
      .where(and(eq(payments.refereeId, league.referee.id), eq(payments.status, "pending")))
      .limit(1);
    await db.update(payments).set({ heldAt: new Date(), holdReason: "no_show" }).where(eq(payments.id, toHold!.id));

    const response = await get("/account/export", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="whistle-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const timing = d1TimingOf(response)!;
    expect(timing.sequential, timing.header).toBeLessThanOrEqual(2);

    const files = await unzip(response);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "README.txt",
        "whistle-data.json",
        "assignments.csv",
        "payments.csv",
        "availability.csv",
        "weekly-availability.csv",
        "notifications.csv",
        "messages.csv",
        "memberships.csv",
        "sessions.csv",
        "sign-in-methods.csv",
        "certifications.csv",
        "game-requests.csv",
        "api-keys.csv",
        "team-ties.csv",
        "travel-start-points.csv",
        "ratings.csv",
        "evaluations.csv",
      ]),
    );
    const data = JSON.parse(files["whistle-data.json"]!);
    expect(data.profile).toMatchObject({ email: league.email, phone: league.phone, bio: "Grade 7 referee" });
    expect(data.profile.calendarFeedEnabled).toBe(true);
    expect(data.settings.timeFormat).toBe("24");
    expect(data.memberships).toEqual([
      expect.objectContaining({ organization: league.organization.name, role: "referee" }),
    ]);
    expect(data.assignments).toHaveLength(60);
    expect(data.assignments[0]).toMatchObject({ organization: league.organization.name, position: "referee" });
    expect(data.payments).toHaveLength(30);
    expect(data.payments.filter((row: { status: string }) => row.status === "held")).toHaveLength(1);
    expect(files["payments.csv"]).toMatch(/,held,/);
    expect(data.availability).toHaveLength(15);
    expect(data.weeklyAvailability).toHaveLength(1);
    expect(data.gameRequests).toHaveLength(5);
    expect(data.notifications).toHaveLength(30);
    expect(data.certifications).toEqual([expect.objectContaining({ name: "USSF Grade 7" })]);
    expect(data.messages).toEqual([expect.objectContaining({ recipient: league.email, subject: "New assignment" })]);
    expect(data.signInMethods.map((row: { method: string }) => row.method).sort()).toEqual(["google", "password"]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Tax details masked as on their own form.
    expect(data.taxDetails).toMatchObject({ tin: "***-**-6789", legalName: league.fullName });
    expect(files["assignments.csv"]!.trim().split("\r\n")).toHaveLength(61);
    expect(data.teamTies).toEqual([expect.objectContaining({ team: "Riverside Juniors", relation: "coaches" })]);
    expect(files["travel-start-points.csv"]).toContain("Office,37.79,-122.4,Sun Sat,08:00,");
    expect(data.ratings).toEqual([
      expect.objectContaining({ organization: league.organization.name, rating: 4.5, evaluationCount: 1 }),
    ]);
    expect(data.evaluations).toEqual([
      expect.objectContaining({ source: "assignor", overall: 4.5, comments: "Calm under pressure" }),
    ]);
    expect(data.evaluations[0]).not.toHaveProperty("evaluatorId");

    const everything = Object.values(files).join("\n");
    // Secrets never: the session id (the token's hash), the password hash, the calendar feed token.
    const token = league.refereeCookie.split("=")[1]!;
    expect(everything).not.toContain(await sha256Hex(token));
    const [stored] = await db.select().from(passwords).where(eq(passwords.userId, league.referee.id));
    expect(everything).not.toContain(stored!.hash);
    const [person] = await db.select().from(users).where(eq(users.id, league.referee.id));
    expect(everything).not.toContain(person!.calendarFeedToken!);
    // Only this person: not the crew's details, not another league's.
    const crew = await db
      .select({ email: users.email })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.refereeId))
      .where(
        and(
          eq(assignments.organizationId, league.organization.id),
          sql`${assignments.refereeId} <> ${league.referee.id}`,
        ),
      );
    expect(crew.length).toBeGreaterThan(0);
    for (const { email } of crew) expect(everything).not.toContain(email);
    expect(everything).not.toContain("Other Shire");
    expect(everything).not.toContain(other.referee.email);
    expect(everything).not.toContain(league.assignor.email);
    expect(everything).not.toContain("Staff Noted Rovers");
  });

  it("lets an assignor download theirs too, and sends anonymous visitors to sign in", async () => {
    const league = await createLeague();
    const response = await get("/account/export", { cookie: league.assignorCookie });
    expect(response.status).toBe(200);
    const data = JSON.parse((await unzip(response))["whistle-data.json"]!);
    expect(data.profile.email).toBe(league.assignor.email);
    expect(data.memberships[0].role).toBe("assignor");

    const anonymous = await get("/account/export");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fexport");
  });
});

describe("Delete my account", () => {
  it("tells a referee with upcoming games what deleting does before anything happens", async () => {
    const league = await busyRefereeWithProfile();
    const response = await get("/account/delete", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    // As read: React's markers between adjacent text nodes out, apostrophes unescaped.
    const html = (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    expect(html).toContain("30 upcoming assignments will be released (declined for you), and your assignor is told");
    expect(html).toContain("and your tax details for 1099 forms are kept, as the law requires, until");
    expect(html).toContain("Current password");
    // The games themselves, soonest first.
    expect(html).toContain("The 30 games you would give up");
    const soonest = league.season[BUSY_GAMES / 2]!;
    expect(html).toContain(`${soonest.homeTeam} vs ${soonest.awayTeam}`);
    expect(d1TimingOf(response)!.sequential).toBeLessThanOrEqual(2);
  });

  it("keeps everything when the password is wrong, with the reason on the field", async () => {
    const league = await busyRefereeWithProfile();
    const response = await post("/account/delete", { password: "Not-my-password-1" }, { cookie: league.refereeCookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That password is not right.");
    expect((await get("/referee", { cookie: league.refereeCookie })).status).toBe(200);
    const [person] = await db.select().from(users).where(eq(users.id, league.referee.id));
    expect(person!.email).toBe(league.email);
    expect(person!.deletedAt).toBeNull();
  });

  it("ends every session, erases the person everywhere, keeps the league's records under an anonymous name", async () => {
    const league = await busyRefereeWithProfile();
    const otherDevice = await cookieFor(league.referee.id, true);
    const refereeId = league.referee.id;
    const paymentsBefore = await db.select().from(payments).where(eq(payments.refereeId, refereeId));
    await db.insert(refereeRatings).values({
      organizationId: league.organization.id,
      refereeId,
      rating: 3.8,
      evaluationCount: 4,
      computedAt: new Date(),
    });
    // Before: their name and address are in their own rows and in what the league wrote (so the scan below means something).
    expect(await tablesMentioning([league.email, league.fullName, league.phone])).toEqual(
      expect.arrayContaining(["users", "activity_log", "notifications", "outbox", "referee_tax_details"]),
    );

    const response = await post("/account/delete", { password: PASSWORD }, { cookie: league.refereeCookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account/delete?done");
    expect(response.headers.getSetCookie().join(";")).toMatch(/__Host-whistle_session=;.*Max-Age=0/);
    // Session, then one read-and-check batch, then one write batch.
    const timing = d1TimingOf(response)!;
    expect(timing.sequential, timing.header).toBeLessThanOrEqual(3);
    expect((await get(response.headers.get("Location")!)).status).toBe(200);

    // Signed out everywhere, and never again.
    expect((await get("/referee", { cookie: otherDevice })).status).toBe(302);
    expect(await db.select().from(sessions).where(eq(sessions.userId, refereeId))).toHaveLength(0);

    // The row stays, anonymized.
    const [person] = await db.select().from(users).where(eq(users.id, refereeId));
    expect(`${person!.firstName} ${person!.lastName}`).toMatch(/^Former referee #[0-9a-f]{6}$/);
    expect(person!.email).toBe(`deleted-${refereeId}@deleted.invalid`);
    expect(person!.deletedAt).not.toBeNull();
    expect(person!.phone).toBeNull();
    // Their computed rating goes with them (issue 22).
    expect(await db.select().from(refereeRatings).where(eq(refereeRatings.refereeId, refereeId))).toHaveLength(0);

    // No trace of the email, name or phone in any table, except the tax details kept for the law.
    expect(await tablesMentioning([league.email, league.fullName, league.phone])).toEqual(["referee_tax_details"]);
    // Checked after the scan: a refused sign-in counts the attempt under the address typed.
    const signIn = await post("/login", { email: league.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
    const [tax] = await db.select().from(refereeTaxDetails).where(eq(refereeTaxDetails.userId, refereeId));
    expect(tax!.legalName).toBe(league.fullName);
    expect(tax!.purgeAfter).toMatch(/^\d{4}-12-31$/);
    expect(Number(tax!.purgeAfter!.slice(0, 4))).toBe(new Date().getUTCFullYear() + 5); // payables still pending
    // …and still in the league's 1099-NEC data for the year it paid them, though they are no member any more.
    const { tax: yearTax } = await loadYearSummaries(db, league.organization.id, new Date().getUTCFullYear());
    expect(yearTax.get(refereeId)?.tinLast4).toBe("6789");

    // The league's records stay: past games and every payable point at the anonymous person.
    const own = await db.select().from(assignments).where(eq(assignments.refereeId, refereeId));
    expect(own.filter((row) => row.status === "completed")).toHaveLength(30);
    expect(await db.select().from(payments).where(eq(payments.refereeId, refereeId))).toHaveLength(
      paymentsBefore.length,
    );
    // Upcoming ones released, and their games open again.
    const released = own.filter((row) => row.status === "declined");
    expect(released).toHaveLength(30);
    expect(released.every((row) => row.declineReason === "The referee deleted their Whistle account.")).toBe(true);
    const gameIds = released.map((row) => row.gameId);
    const reopened = await db
      .select({ status: games.status })
      .from(games)
      .where(sql`${games.id} IN (SELECT value FROM json_each(${JSON.stringify(gameIds)}))`);
    expect(reopened.every((row) => row.status === "pending")).toBe(true);
    // Out of the league: no membership, so no pool, contact list or search finds them.
    expect(await db.select().from(memberships).where(eq(memberships.userId, refereeId))).toHaveLength(0);
    const pool = await (await get("/assignor/referees", { cookie: league.assignorCookie })).text();
    expect(pool).not.toContain("Former referee");

    // The assignor who offered the games is told of each, in the app and by email.
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, league.assignor.id), eq(notifications.title, "Assignment released")));
    expect(told).toHaveLength(30);
    expect(told[0]!.message).toContain(`${person!.firstName} ${person!.lastName} deleted their account`);
    const emails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, league.assignor.email), eq(outbox.kind, "assignment-declined")));
    expect(emails).toHaveLength(30);
    expect(emails[0]!.textBody).toContain("Reason: The referee deleted their Whistle account.");

    // The assignor's history shows the past games worked by the anonymous person.
    const history = await (await get("/assignor/assignments?when=past", { cookie: league.assignorCookie })).text();
    expect(history).toContain(`${person!.firstName} ${person!.lastName}`);
    const activity = await db.select().from(activityLog).where(eq(activityLog.action, "account.deleted"));
    expect(activity.some((row) => row.organizationId === league.organization.id)).toBe(true);
  });

  it("refuses the last assignor of an organization with a clear message, and lets one with a colleague go", async () => {
    const league = await createLeague("Solo Assignors");
    await db.insert(passwords).values({ userId: league.assignor.id, hash: await hashPassword(PASSWORD) });
    const page = await (await get("/account/delete", { cookie: league.assignorCookie })).text();
    expect(page).toContain(
      "You are the only assignor of Solo Assignors. Make another member an assignor, or delete the organization, before deleting your account.",
    );
    const refused = await post("/account/delete", { password: PASSWORD }, { cookie: league.assignorCookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("You are the only assignor of Solo Assignors.");
    expect((await get("/assignor", { cookie: league.assignorCookie })).status).toBe(200);

    await createUser(db, { organizationId: league.organization.id, role: "assignor" });
    const deleted = await post("/account/delete", { password: PASSWORD }, { cookie: league.assignorCookie });
    expect(deleted.status).toBe(302);
    const [person] = await db.select().from(users).where(eq(users.id, league.assignor.id));
    expect(person!.firstName).toBe("Former assignor");
  });

  it("lets the last assignor go once their organization is scheduled for deletion", async () => {
    const league = await createLeague("Closing League");
    await db.insert(passwords).values({ userId: league.assignor.id, hash: await hashPassword(PASSWORD) });
    await db
      .update(organizations)
      .set({ deletionRequestedAt: new Date(), deletionDueAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(organizations.id, league.organization.id));
    const page = await (await get("/account/delete", { cookie: league.assignorCookie })).text();
    // Outside the scripts: the page's catalog (in its loader data) holds the refusal's wording.
    expect(visibleText(page)).not.toContain("You are the only assignor");
    const deleted = await post("/account/delete", { password: PASSWORD }, { cookie: league.assignorCookie });
    expect(deleted.status).toBe(302);
    const [person] = await db.select().from(users).where(eq(users.id, league.assignor.id));
    expect(person!.deletedAt).not.toBeNull();
  });

  it("asks an account without a password to type DELETE, and keeps it when the word is wrong", async () => {
    const league = await createLeague();
    const page = await (await get("/account/delete", { cookie: league.refereeCookie })).text();
    expect(page).toContain("Type DELETE to confirm");
    // A sign-in counter for this address goes with it; one for a longer address that ends the same way stays.
    await db.insert(rateLimits).values([
      { key: `login:account:${league.referee.email}`, windowStartedAt: new Date(), count: 3 },
      { key: `login:account:x${league.referee.email}`, windowStartedAt: new Date(), count: 3 },
    ]);
    const wrong = await post("/account/delete", { confirmation: "delete" }, { cookie: league.refereeCookie });
    expect(wrong.status).toBe(400);
    const answer = await wrong.text();
    expect(answer).toContain("Type DELETE to confirm.");
    expect(answer).toContain('value="delete"');
    const right = await post("/account/delete", { confirmation: "DELETE" }, { cookie: league.refereeCookie });
    expect(right.status).toBe(302);
    const [person] = await db.select().from(users).where(eq(users.id, league.referee.id));
    expect(person!.deletedAt).not.toBeNull();
    const counters = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} LIKE ${`login:account:%${league.referee.email}`}`);
    expect(counters.map((row) => row.key)).toEqual([`login:account:x${league.referee.email}`]);
  });

  it("leaves other people's games alone: a crew partner's confirmed game and another league stay as they were", async () => {
    const league = await createLeague();
    const partner = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const day = addDays(new Date().toISOString().slice(0, 10), 10);
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: day,
      positionType: "three_official",
      status: "assigned",
    });
    await db.insert(assignments).values([
      {
        id: newId(),
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: league.referee.id,
        status: "confirmed",
      },
      {
        id: newId(),
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: partner.id,
        position: "assistant_referee_1",
        status: "confirmed",
      },
    ]);
    const other = await createLeague();
    const response = await post("/account/delete", { confirmation: "DELETE" }, { cookie: league.refereeCookie });
    expect(response.status).toBe(302);
    const [kept] = await db.select().from(assignments).where(eq(assignments.refereeId, partner.id));
    expect(kept!.status).toBe("confirmed");
    const [otherReferee] = await db.select().from(users).where(eq(users.id, other.referee.id));
    expect(otherReferee!.deletedAt).toBeNull();
    expect((await get("/referee", { cookie: other.refereeCookie })).status).toBe(200);
  });
});

describe("purging retained tax records", () => {
  it("deletes a deleted referee's tax details once the retention date has passed, and no one else's", async () => {
    const league = await createLeague();
    const kept = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const details = (userId: string, purgeAfter: string | null) => ({
      userId,
      legalName: "Legal Name",
      tinLast4: "1234",
      addressLine1: "1 Main St",
      city: "Oakland",
      state: "CA",
      postalCode: "94601",
      purgeAfter,
    });
    await db
      .insert(refereeTaxDetails)
      .values([
        details(league.referee.id, "2030-12-31"),
        details(kept.id, null),
        details(league.assignor.id, "2031-12-31"),
      ]);

    const run = (day: string) =>
      purgeRetainedTaxRecordsJob.run({ env, db, now: new Date(`${day}T12:00:00Z`), cron: "*/5 * * * *" });
    expect(await run("2030-12-31")).toBe("0 retained tax records purged");
    expect(await run("2031-01-01")).toBe("1 retained tax records purged");
    const left = await db
      .select({ userId: refereeTaxDetails.userId })
      .from(refereeTaxDetails)
      .where(sql`${refereeTaxDetails.userId} IN (${league.referee.id}, ${kept.id}, ${league.assignor.id})`);
    expect(left.map((row) => row.userId).sort()).toEqual([kept.id, league.assignor.id].sort());
  });
});
