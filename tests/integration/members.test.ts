/**
 * Members (issue 20, decision 0068): changing a member's role and an assignor's scope, removing a member
 * (their upcoming assignments withdrawn, history kept), rotating the invite code and inviting staff,
 * through the built Worker.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createAssignment,
  createGame,
  createGameRequest,
  createOrganization,
  createPayment,
  createUser,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import {
  activityLog,
  assignments,
  gameRequests,
  games,
  invites,
  memberships,
  notifications,
  organizations,
  outbox,
  payments,
  userSettings,
  users,
  venues,
} from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { isFullAssignor } from "~/domain/members";
import type { AssignorScope } from "~/domain/permissions";
import { fullAssignorSql } from "~/server/staff-scope.server";
import { cookieFor, createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

const memberPath = (userId: string) => `/assignor/organizations/members/${userId}`;

async function membershipOf(organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row;
}

/** A second staff member of the league, in `role` (a membership row changed after the factory's). */
async function addStaff(league: League, role: string, scope: AssignorScope | null = null) {
  const user = await createUser(db, { organizationId: league.organization.id, role: "assignor", firstName: "Staff" });
  await db
    .update(memberships)
    .set({ role, scope })
    .where(and(eq(memberships.organizationId, league.organization.id), eq(memberships.userId, user.id)));
  return { user, cookie: await cookieFor(user.id) };
}

function roleBody(fields: { role: string; levels?: string[]; leagues?: string[]; venues?: string[] }) {
  const body = new URLSearchParams({ intent: "role", role: fields.role });
  for (const name of ["levels", "leagues", "venues"] as const) {
    for (const value of fields[name] ?? []) body.append(name, value);
  }
  return body;
}

describe("changing a member's role", () => {
  it("makes a referee an assignor, effective on their next request, and tells them in their language", async () => {
    const league = await createLeague();
    await db.insert(userSettings).values({ userId: league.referee.id, language: "es" });
    // Without JavaScript: the page again, with the answer.
    const page = await post(memberPath(league.referee.id), roleBody({ role: "assignor" }), {
      cookie: league.assignorCookie,
    });
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(
      `${league.referee.firstName} ${league.referee.lastName}'s role is saved; they have been told.`,
    );

    expect(await membershipOf(league.organization.id, league.referee.id)).toMatchObject({
      role: "assignor",
      scope: null,
    });
    // The same session, its next request: the assignor portal, no longer the referee portal.
    expect((await get("/assignor/games", { cookie: league.refereeCookie })).status).toBe(200);
    expect((await get("/referee", { cookie: league.refereeCookie })).status).toBe(403);

    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, league.referee.id));
    expect(notice).toMatchObject({
      title: "Tu rol cambió",
      message: `Ahora eres designador en ${league.organization.name}.`,
      link: "/assignor",
    });
    const [email] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, league.referee.id), eq(outbox.kind, "account-membership-role-changed")));
    expect(email!.subject).toBe(`Tu rol en ${league.organization.name} cambió`);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "member.role_changed")),
      );
    expect(entry!.summary).toBe(
      `Changed ${league.referee.firstName} ${league.referee.lastName}'s role from referee to assignor`,
    );

    // And back, from a script (one read, one write after the session).
    const back = await post(`${memberPath(league.referee.id)}.data`, roleBody({ role: "referee" }), {
      cookie: league.assignorCookie,
    });
    expect(back.status).toBe(200);
    expectRoundTrips("role change", back, 3);
    expect((await get("/referee", { cookie: league.refereeCookie })).status).toBe(200);
    expect((await get("/assignor/games", { cookie: league.refereeCookie })).status).toBe(403);
  });

  it("makes a referee a scheduler or finance staff, who land in the assignor portal", async () => {
    const league = await createLeague();
    for (const role of ["scheduler", "finance"]) {
      const response = await post(memberPath(league.referee.id), roleBody({ role }), { cookie: league.assignorCookie });
      expect(response.status).toBe(200);
      expect((await membershipOf(league.organization.id, league.referee.id))?.role).toBe(role);
      const [user] = await db.select().from(users).where(eq(users.id, league.referee.id));
      expect(user?.role).toBe("assignor");
      expect((await get("/referee", { cookie: league.refereeCookie })).status).toBe(403);
    }
  });

  it("limits an assignor to chosen levels, leagues and venues, which takes the organization's pages away", async () => {
    const league = await createLeague();
    await db.insert(venues).values({ id: newId(), organizationId: league.organization.id, name: "North Field" });
    await createGame(db, { organizationId: league.organization.id, league: "Spring Cup" });
    const other = await addStaff(league, "assignor");
    expect((await get(memberPath(league.referee.id), { cookie: other.cookie })).status).toBe(200);

    const page = visibleText(await (await get(memberPath(other.user.id), { cookie: league.assignorCookie })).text());
    expect(page).toContain("North Field");
    expect(page).toContain("Spring Cup");

    const response = await post(
      memberPath(other.user.id),
      roleBody({ role: "assignor", levels: ["youth"], leagues: ["Spring Cup"], venues: ["North Field"] }),
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expect((await membershipOf(league.organization.id, other.user.id))?.scope).toEqual({
      levels: ["youth"],
      leagues: ["Spring Cup"],
      venues: ["North Field"],
    });
    // Without the organization permission (app/domain/permissions.ts), the members' pages are closed to them.
    expect((await get(memberPath(league.referee.id), { cookie: other.cookie })).status).toBe(403);
  });

  it("refuses a venue or league the organization does not have, keeping the choices", async () => {
    const league = await createLeague();
    const response = await post(
      memberPath(league.referee.id),
      roleBody({ role: "assignor", levels: ["amateur"], venues: ["Somewhere Else"] }),
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain("Choose from the organization's own list.");
    expect(html).toMatch(/name="levels" checked="" value="amateur"/);
    expect(html).toMatch(/<option value="assignor" selected="">/);
    expect((await membershipOf(league.organization.id, league.referee.id))?.role).toBe("referee");
  });

  it("never demotes the organization's last full assignor, themselves included", async () => {
    const league = await createLeague();
    const self = await post(memberPath(league.assignor.id), roleBody({ role: "referee" }), {
      cookie: league.assignorCookie,
    });
    expect(self.status).toBe(409);
    expect(visibleText(await self.text())).toContain("This is the organization's last assignor with full access");
    // Limiting the last full assignor would leave no one with the settings either.
    const limited = await post(memberPath(league.assignor.id), roleBody({ role: "assignor", levels: ["youth"] }), {
      cookie: league.assignorCookie,
    });
    expect(limited.status).toBe(409);
    expect(await membershipOf(league.organization.id, league.assignor.id)).toMatchObject({
      role: "assignor",
      scope: null,
    });

    // With a second full assignor, either may step down.
    await addStaff(league, "assignor");
    const stepDown = await post(memberPath(league.assignor.id), roleBody({ role: "finance" }), {
      cookie: league.assignorCookie,
    });
    expect(stepDown.status).toBe(200);
    expect((await membershipOf(league.organization.id, league.assignor.id))?.role).toBe("finance");
  });

  it("keeps a referee's history when they become staff", async () => {
    const league = await createLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2020-01-04",
      status: "completed",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "completed",
    });
    await createPayment(db, {
      organizationId: league.organization.id,
      refereeId: league.referee.id,
      amountCents: 4000,
    });
    await post(memberPath(league.referee.id), roleBody({ role: "assignor" }), { cookie: league.assignorCookie });
    expect(await db.select().from(assignments).where(eq(assignments.refereeId, league.referee.id))).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.refereeId, league.referee.id))).toHaveLength(1);
  });
});

describe("removing a member", () => {
  it("withdraws only their upcoming assignments of this organization, tells everyone, and keeps history", async () => {
    const league = await createLeague();
    const elsewhere = await createLeague();
    const referee = league.referee;
    // The referee also works for another league: that membership and its games are not touched.
    await db
      .insert(memberships)
      .values({ id: newId(), organizationId: elsewhere.organization.id, userId: referee.id, role: "referee" });
    const colleague = await addStaff(league, "assignor");
    const today = todayIn(league.organization.timeZone);
    const org = league.organization.id;
    const past = await createGame(db, { organizationId: org, date: addDays(today, -3), homeTeam: "Past Rovers" });
    const soon = await createGame(db, { organizationId: org, date: addDays(today, 2), homeTeam: "Soon Rovers" });
    const later = await createGame(db, { organizationId: org, date: addDays(today, 9), homeTeam: "Later Rovers" });
    const theirs = await createGame(db, {
      organizationId: elsewhere.organization.id,
      date: addDays(today, 2),
      homeTeam: "Other League FC",
    });
    const pastAssignment = await createAssignment(db, {
      organizationId: org,
      gameId: past.id,
      refereeId: referee.id,
      status: "confirmed",
    });
    const confirmed = await createAssignment(db, {
      organizationId: org,
      gameId: soon.id,
      refereeId: referee.id,
      status: "confirmed",
      assignedById: colleague.user.id,
    });
    const pending = await createAssignment(db, {
      organizationId: org,
      gameId: later.id,
      refereeId: referee.id,
      status: "pending",
      assignedById: league.assignor.id,
    });
    const otherLeague = await createAssignment(db, {
      organizationId: elsewhere.organization.id,
      gameId: theirs.id,
      refereeId: referee.id,
      status: "confirmed",
    });
    await db.update(games).set({ status: "confirmed" }).where(eq(games.id, soon.id));
    await db.update(games).set({ status: "assigned" }).where(eq(games.id, later.id));
    await createPayment(db, { organizationId: org, refereeId: referee.id, amountCents: 4000 });
    const open = await createGame(db, { organizationId: org, date: addDays(today, 5), homeTeam: "Open Rovers" });
    const request = await createGameRequest(db, { organizationId: org, gameId: open.id, refereeId: referee.id });

    const pageResponse = await get(memberPath(referee.id), { cookie: league.assignorCookie });
    expectRoundTrips("member page", pageResponse, 2);
    const page = visibleText(await pageResponse.text());
    expect(page).toContain(
      "Their 2 upcoming assignments will be withdrawn and the referees' assignors told; past games and payments stay.",
    );
    expect(page).toContain("Soon Rovers");
    expect(page).not.toContain("Past Rovers");
    expect(page).not.toContain("Other League FC");

    const response = await post(
      `${memberPath(referee.id)}.data`,
      { intent: "remove" },
      { cookie: league.assignorCookie },
    );
    expectRoundTrips("removal", response, 3);
    expect(await response.text()).toContain("/assignor/organizations?removed=2");
    const landing = visibleText(
      await (await get("/assignor/organizations?removed=2", { cookie: league.assignorCookie })).text(),
    );
    expect(landing).toContain("The member was removed. 2 upcoming assignments were withdrawn and the assignors told.");

    expect(await membershipOf(org, referee.id)).toBeUndefined();
    const statusOf = async (id: string) =>
      (await db.select().from(assignments).where(eq(assignments.id, id)))[0]?.status;
    expect(await statusOf(confirmed.id)).toBe("cancelled");
    expect(await statusOf(pending.id)).toBe("cancelled");
    expect(await statusOf(pastAssignment.id)).toBe("confirmed");
    expect(await statusOf(otherLeague.id)).toBe("confirmed");
    // The games need a referee again.
    const gameStatus = async (id: string) => (await db.select().from(games).where(eq(games.id, id)))[0]?.status;
    expect(await gameStatus(soon.id)).toBe("pending");
    expect(await gameStatus(later.id)).toBe("pending");
    expect(await db.select().from(payments).where(eq(payments.refereeId, referee.id))).toHaveLength(1);
    const [withdrawnRequest] = await db.select().from(gameRequests).where(eq(gameRequests.id, request.id));
    expect(withdrawnRequest?.status).toBe("withdrawn");

    // The referee: one message listing both games; the colleague who made an offer: a notice. Not the remover.
    const emails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, referee.id), eq(outbox.kind, "account-membership-removed")));
    const email = emails.find((row) => row.channel === "email");
    expect(email?.subject).toBe(`You were removed from ${league.organization.name}`);
    expect(email?.textBody).toContain("These 2 upcoming assignments were withdrawn:");
    expect(email?.textBody).toContain("Soon Rovers");
    expect(email?.textBody).toContain("Later Rovers");
    expect(email?.textBody).not.toContain("Past Rovers");
    const told = await db.select().from(notifications).where(eq(notifications.userId, colleague.user.id));
    expect(told.map((row) => row.message)).toEqual([
      `${referee.firstName} ${referee.lastName} was removed from the organization: 1 of your assignments was withdrawn and its game needs a referee again.`,
    ]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, league.assignor.id))).toHaveLength(0);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, org), eq(activityLog.action, "member.removed")));
    expect(entry?.summary).toBe(
      `Removed ${referee.firstName} ${referee.lastName} from the organization (2 upcoming assignments withdrawn)`,
    );

    // Still a referee of the other league: their portal now shows that one only.
    expect((await get("/referee", { cookie: league.refereeCookie })).status).toBe(200);
    expect((await get(memberPath(referee.id), { cookie: league.assignorCookie })).status).toBe(404);
  });

  it("closes the portal to a removed staff member at their next request", async () => {
    const league = await createLeague();
    const colleague = await addStaff(league, "assignor");
    await db.update(users).set({ activeOrganizationId: league.organization.id }).where(eq(users.id, colleague.user.id));
    expect((await get("/assignor/games", { cookie: colleague.cookie })).status).toBe(200);
    // Without JavaScript: back to the Organizations page, which says what happened.
    const response = await post(memberPath(colleague.user.id), { intent: "remove" }, { cookie: league.assignorCookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assignor/organizations?removed=0");
    const landing = visibleText(
      await (await get("/assignor/organizations?removed=0", { cookie: league.assignorCookie })).text(),
    );
    expect(landing).toContain("The member was removed. They had no upcoming assignments.");
    expect((await get("/assignor/games", { cookie: colleague.cookie })).status).toBe(403);
    const [user] = await db.select().from(users).where(eq(users.id, colleague.user.id));
    expect(user?.role).toBe("referee");
  });

  it("refuses removing oneself, saying how to leave", async () => {
    const league = await createLeague();
    await addStaff(league, "assignor");
    const response = await post(
      memberPath(league.assignor.id),
      { intent: "remove" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(409);
    expect(visibleText(await response.text())).toContain("You can't remove yourself here.");
    expect(await membershipOf(league.organization.id, league.assignor.id)).toBeDefined();
  });

  it("answers 404 for a member of another organization, and changes nothing there", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const game = await createGame(db, {
      organizationId: other.organization.id,
      date: addDays(todayIn(other.organization.timeZone), 3),
    });
    const assignment = await createAssignment(db, {
      organizationId: other.organization.id,
      gameId: game.id,
      refereeId: other.referee.id,
      status: "pending",
    });
    const path = memberPath(other.referee.id);
    expect((await get(path, { cookie: league.assignorCookie })).status).toBe(404);
    expect((await post(path, { intent: "remove" }, { cookie: league.assignorCookie })).status).toBe(404);
    expect((await post(path, roleBody({ role: "assignor" }), { cookie: league.assignorCookie })).status).toBe(404);
    expect((await membershipOf(other.organization.id, other.referee.id))?.role).toBe("referee");
    expect((await db.select().from(assignments).where(eq(assignments.id, assignment.id)))[0]?.status).toBe("pending");
    expect(await db.select().from(notifications).where(eq(notifications.userId, other.referee.id))).toHaveLength(0);
  });
});

describe("the invite code", () => {
  const signUp = (inviteCode: string) =>
    post("/signup", {
      firstName: "Casey",
      lastName: "Code",
      email: `casey.${newId().slice(0, 8)}@example.com`,
      password: "Kickoff-at-9am!",
      accountType: "referee",
      inviteCode,
    });

  it("is replaced at once: the old code is refused at sign-up, the new one works", async () => {
    const league = await createLeague();
    const old = league.organization.inviteCode;
    const response = await post(
      "/assignor/invites",
      { intent: "rotate-code", current: old },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expectRoundTrips("rotation", response, 3);
    const [row] = await db.select().from(organizations).where(eq(organizations.id, league.organization.id));
    expect(row!.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(row!.inviteCode).not.toBe(old);
    expect(visibleText(await response.text())).toContain(`The new invite code is ${row!.inviteCode}.`);

    const refused = await signUp(old);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("No organization has this invite code.");
    expect((await signUp(row!.inviteCode)).status).toBe(200);

    // A second press from the stale page changes nothing.
    const again = await post(
      "/assignor/invites",
      { intent: "rotate-code", current: old },
      { cookie: league.assignorCookie },
    );
    expect(again.status).toBe(409);
    const [after] = await db.select().from(organizations).where(eq(organizations.id, league.organization.id));
    expect(after!.inviteCode).toBe(row!.inviteCode);
  });
});

describe("inviting staff", () => {
  it("invites a scheduler, who joins with that role in the assignor portal", async () => {
    const league = await createLeague();
    const email = `scheduler.${newId().slice(0, 8)}@example.com`;
    const response = await post(
      "/assignor/invites",
      { intent: "create", email, role: "scheduler" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    const [invite] = await db.select().from(invites).where(eq(invites.email, email));
    expect(invite?.role).toBe("scheduler");
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(message?.textBody).toContain("as a scheduler (games and calendar)");
    const token = /invite=([a-z2-7]+)/.exec(message!.textBody)![1]!;
    expect(visibleText(await (await get(`/signup?invite=${token}`)).text())).toContain(
      `You're joining ${league.organization.name} as a scheduler.`,
    );
    const joined = await post("/signup", {
      firstName: "Sam",
      lastName: "Scheduler",
      email,
      password: "Kickoff-at-9am!",
      inviteToken: token,
    });
    // The invite's link proved the address (issue 32, decision 0093): signed in at once, into the staff portal.
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Location")).toBe("/assignor");
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe("assignor");
    expect((await membershipOf(league.organization.id, user!.id))?.role).toBe("scheduler");
  });
});

describe("the full-assignor rule in SQL", () => {
  it("agrees with isFullAssignor over roles and scopes", async () => {
    const organization = await createOrganization(db);
    const cases: { role: string; scope: AssignorScope | null }[] = [
      { role: "assignor", scope: null },
      { role: "assignor", scope: { levels: [], leagues: [], venues: [] } },
      { role: "assignor", scope: { levels: ["youth"], leagues: [], venues: [] } },
      { role: "assignor", scope: { levels: [], leagues: ["Cup"], venues: [] } },
      { role: "assignor", scope: { levels: [], leagues: [], venues: ["North"] } },
      { role: "scheduler", scope: null },
      { role: "finance", scope: null },
      { role: "referee", scope: null },
    ];
    for (const { role, scope } of cases) {
      const user = await createUser(db, { organizationId: organization.id, role: "referee" });
      await db
        .update(memberships)
        .set({ role, scope })
        .where(and(eq(memberships.organizationId, organization.id), eq(memberships.userId, user.id)));
      const [row] = await db
        .select({ full: sql<number>`${fullAssignorSql()}` })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organization.id), eq(memberships.userId, user.id)));
      expect(Boolean(row?.full), JSON.stringify({ role, scope })).toBe(isFullAssignor({ role, scope }));
    }
  });
});
