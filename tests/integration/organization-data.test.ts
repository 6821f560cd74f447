/**
 * An organization's data (issue 18, decision 0058): its assignors download every table of the league as
 * CSV in one ZIP, and schedule its deletion after a 30-day grace period that any of them can cancel; the
 * cron job then removes the league's rows, keeps the payments tax law needs, and leaves other leagues alone.
 */
import { and, eq, inArray } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createAssignment,
  createGame,
  createGameRequest,
  createNotification,
  createPayment,
  createUser,
} from "~/demo/factories";
import {
  activityLog,
  apiKeys,
  assignments,
  feeScheduleEntries,
  games,
  invites,
  memberships,
  organizations,
  outbox,
  payments,
  refereeRanks,
  teamTies,
  users,
  venues,
  webhookEndpoints,
} from "~/db/schema";
import { MESSAGE_KINDS } from "~/domain/messages";
import { createApiKey } from "~/server/api-keys.server";
import { createInvite } from "~/server/invites.server";
import { EXPORT_TABLES } from "~/server/organization-export.server";
import { deleteDueOrganizations, DELETION_GRACE_DAYS } from "~/server/organization-deletion.server";
import { cookieFor, createLeague, db, get, ORIGIN, post, visibleText } from "./helpers";

const DAY = 86_400_000;
const PASSWORD = "Correct-Horse-Battery-9";

type League = Awaited<ReturnType<typeof createLeague>>;

/** A league with one of each kind of row, so export and deletion have something in every table. */
async function fillLeague(league: League, tag: string) {
  const organizationId = league.organization.id;
  const game = await createGame(db, { organizationId, date: "2099-03-01", homeTeam: `${tag} Home`, awayTeam: "Away" });
  const assignment = await createAssignment(db, { organizationId, gameId: game.id, refereeId: league.referee.id });
  await createGameRequest(db, {
    organizationId,
    gameId: game.id,
    refereeId: league.referee.id,
    position: "assistant_referee_1",
  });
  await db.insert(venues).values({ id: crypto.randomUUID(), organizationId, name: `${tag} Ground` });
  // Issue 21: what the league notes about its referees, and its fee table.
  await db.insert(teamTies).values({
    id: crypto.randomUUID(),
    organizationId,
    userId: league.referee.id,
    team: `${tag} Scratchers`,
    relation: "scratched",
    byStaff: true,
  });
  await db
    .insert(refereeRanks)
    .values({ organizationId, userId: league.referee.id, position: "assistant", level: "youth" });
  await db
    .insert(feeScheduleEntries)
    .values({ id: crypto.randomUUID(), organizationId, level: "youth", position: "assistant", feeCents: 2750 });
  const payment = await createPayment(db, {
    organizationId,
    refereeId: league.referee.id,
    amountCents: 5_000,
    assignmentId: assignment.id,
    status: "paid",
    paidAt: new Date("2026-03-01T00:00:00Z"),
    method: "check",
  });
  await createInvite(db, {
    organization: league.organization,
    invitedBy: league.assignor,
    email: `${tag.toLowerCase()}.invitee@example.test`,
    role: "referee",
    publicOrigin: ORIGIN,
  });
  const key = await createApiKey(db, {
    organizationId,
    actorId: league.assignor.id,
    input: { name: `${tag} key`, scope: "read" },
  });
  await db.insert(webhookEndpoints).values({
    id: crypto.randomUUID(),
    organizationId,
    url: `https://hooks.${tag.toLowerCase()}.example/in`,
    events: ["game.created"],
    secret: `whsec_${tag}_secret`,
  });
  await createNotification(db, { userId: league.assignor.id, organizationId, title: `${tag} notice` });
  await db.insert(activityLog).values({
    id: crypto.randomUUID(),
    organizationId,
    actorId: league.assignor.id,
    action: "game.created",
    subjectType: "game",
    subjectId: game.id,
    summary: `${tag} game created`,
  });
  return { game, assignment, payment, key };
}

function unzip(bytes: ArrayBuffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]),
  );
}

describe("the organization export", () => {
  let a: League;
  let b: League;
  let filled: Awaited<ReturnType<typeof fillLeague>>;

  beforeAll(async () => {
    a = await createLeague("Export Alpha");
    b = await createLeague("Export Beta");
    filled = await fillLeague(a, "Alpha");
    await fillLeague(b, "Beta");
    await db
      .update(organizations)
      .set({ taxId: "12-3456789", legalName: "Alpha Soccer Inc." })
      .where(eq(organizations.id, a.organization.id));
    await createGame(db, { organizationId: a.organization.id, date: "2099-03-02", homeTeam: '=HYPERLINK("x")' });
  });

  it("downloads one CSV per table of the league in a ZIP, with only its own organization's rows", async () => {
    const response = await get("/assignor/organizations/export.zip", { cookie: a.assignorCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="whistle-.+\.zip"$/);
    const files = unzip(await response.arrayBuffer());
    expect(Object.keys(files).sort()).toEqual(
      ["README.txt", ...EXPORT_TABLES.map((table) => `${table.file}.csv`)].sort(),
    );
    const everything = Object.values(files).join("\n");
    expect(files["games.csv"]).toContain("Alpha Home");
    expect(files["assignments.csv"]).toContain(filled.assignment.id);
    expect(files["members.csv"]).toContain(a.referee.email);
    expect(files["venues.csv"]).toContain("Alpha Ground");
    expect(files["payments.csv"]).toContain(filled.payment.id);
    expect(files["invites.csv"]).toContain("alpha.invitee@example.test");
    expect(files["api_keys.csv"]).toContain("Alpha key");
    expect(files["webhook_endpoints.csv"]).toContain("hooks.alpha.example");
    expect(files["notifications.csv"]).toContain("Alpha notice");
    expect(files["activity_log.csv"]).toContain("Alpha game created");
    expect(files["team_ties.csv"]).toContain("Alpha Scratchers,scratched,true");
    expect(files["referee_ranks.csv"]).toContain(`${a.referee.id},assistant,youth`);
    expect(files["fee_schedule.csv"]).toContain("youth,assistant,,2750");
    // Nothing of the other league.
    for (const text of [
      "Beta Home",
      "Beta Ground",
      b.referee.email,
      "hooks.beta.example",
      "Beta key",
      "Beta Scratchers",
    ]) {
      expect(everything).not.toContain(text);
    }
    // No secrets: webhook secret, key hash, invite token hash, invite code; the tax id masked.
    const [key] = await db.select().from(apiKeys).where(eq(apiKeys.id, filled.key.id));
    const [invite] = await db.select().from(invites).where(eq(invites.organizationId, a.organization.id));
    for (const secret of ["whsec_Alpha_secret", key!.secretHash, invite!.tokenHash, a.organization.inviteCode]) {
      expect(everything).not.toContain(secret);
    }
    expect(files["organization.csv"]).toContain("****6789");
    expect(files["organization.csv"]).not.toContain("12-3456789");
    // A formula-looking cell is neutralised.
    expect(files["games.csv"]).toContain(`"'=HYPERLINK(""x"")"`);
    // Header row plus one row per record.
    expect(files["games.csv"]!.trimEnd().split("\r\n")).toHaveLength(3);
  });

  it("is refused to referees and to visitors who are not signed in", async () => {
    expect((await get("/assignor/organizations/export.zip", { cookie: a.refereeCookie })).status).toBe(403);
    expect((await get("/assignor/organizations/export.zip")).status).toBe(302);
  });
});

describe("deleting an organization", () => {
  let a: League;
  let b: League;
  let secondAssignor: { id: string; cookie: string };

  beforeAll(async () => {
    a = await createLeague("Doomed United");
    b = await createLeague("Survivor City");
    await db
      .update(organizations)
      .set({ legalName: "Doomed United LLC", taxId: "98-7654321" })
      .where(eq(organizations.id, a.organization.id));
    const withPassword = await createUser(db, {
      organizationId: a.organization.id,
      role: "assignor",
      firstName: "Second",
      lastName: "Assignor",
      password: PASSWORD,
    });
    secondAssignor = { id: withPassword.id, cookie: await cookieFor(withPassword.id) };
    await fillLeague(a, "Doomed");
    await fillLeague(b, "Survivor");
  });

  async function organizationOf(id: string) {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
    return row;
  }

  it("refuses a wrong name or a wrong password, with the reason and the typed name kept", async () => {
    const wrongName = await post(
      "/assignor/organizations",
      { intent: "schedule-deletion", confirmName: "Doomed", password: PASSWORD },
      { cookie: secondAssignor.cookie },
    );
    expect(wrongName.status).toBe(400);
    const html = await wrongName.text();
    expect(html).toContain("Type the organization&#x27;s name exactly: Doomed United");
    expect(html).toContain('value="Doomed"');

    const wrongPassword = await post(
      "/assignor/organizations",
      { intent: "schedule-deletion", confirmName: "Doomed United", password: "not-it" },
      { cookie: secondAssignor.cookie },
    );
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain("That password is not right.");
    expect((await organizationOf(a.organization.id))!.deletionDueAt).toBeNull();
  });

  it("is refused to referees", async () => {
    const response = await post(
      "/assignor/organizations",
      { intent: "schedule-deletion", confirmName: "Doomed United" },
      { cookie: a.refereeCookie },
    );
    expect(response.status).toBe(403);
    expect((await organizationOf(a.organization.id))!.deletionDueAt).toBeNull();
  });

  it("schedules the deletion 30 days out, emails every member and shows every assignor the banner", async () => {
    const before = Date.now();
    const response = await post(
      "/assignor/organizations",
      { intent: "schedule-deletion", confirmName: " Doomed United ", password: PASSWORD },
      { cookie: secondAssignor.cookie },
    );
    expect(response.status).toBe(200);
    // The page that answers the form (as without JavaScript) already carries the banner.
    expect(visibleText(await response.text())).toContain("Doomed United is scheduled for deletion on");
    const organization = (await organizationOf(a.organization.id))!;
    expect(organization.deletionDueAt!.getTime()).toBeGreaterThanOrEqual(before + DELETION_GRACE_DAYS * DAY);
    expect(organization.deletionDueAt!.getTime()).toBeLessThan(Date.now() + DELETION_GRACE_DAYS * DAY + 1);
    expect(organization.deletionRequestedById).toBe(secondAssignor.id);

    const emails = await db
      .select({ recipient: outbox.recipient, subject: outbox.subject })
      .from(outbox)
      .where(
        and(eq(outbox.organizationId, a.organization.id), eq(outbox.kind, MESSAGE_KINDS.organizationDeletionScheduled)),
      );
    const members = await db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, a.organization.id));
    expect(emails.map((email) => email.recipient).sort()).toEqual(members.map((member) => member.email).sort());
    expect(emails[0]!.subject).toMatch(/^Doomed United will be deleted on /);

    // The other assignor (signed in before) sees the banner on any page.
    const page = await (await get("/assignor/games", { cookie: a.assignorCookie })).text();
    expect(page).toContain("Doomed United is scheduled for deletion on");
    expect(page).toContain("Cancel deletion");
  });

  it("lets another organization's assignor neither see nor cancel it", async () => {
    const response = await post("/assignor/organizations", { intent: "cancel-deletion" }, { cookie: b.assignorCookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Survivor City was not scheduled for deletion.");
    expect((await organizationOf(a.organization.id))!.deletionDueAt).not.toBeNull();
    const page = await (await get("/assignor", { cookie: b.assignorCookie })).text();
    // Outside the scripts: the shared catalog (root loader data) holds the banner's words.
    expect(visibleText(page)).not.toContain("scheduled for deletion");
  });

  it("does nothing before the grace period is over", async () => {
    const due = (await organizationOf(a.organization.id))!.deletionDueAt!;
    const report = await deleteDueOrganizations(db, { now: new Date(due.getTime() - 60_000) });
    expect(report.rows).toBe(0);
    expect(await db.select().from(games).where(eq(games.organizationId, a.organization.id))).toHaveLength(1);
  });

  it("lets any assignor cancel, and tells every member", async () => {
    const response = await post("/assignor/organizations", { intent: "cancel-deletion" }, { cookie: a.assignorCookie });
    expect(response.status).toBe(200);
    const answer = visibleText(await response.text());
    expect(answer).toContain("The deletion of Doomed United is cancelled.");
    // The page that answers the form (as without JavaScript) has no banner left.
    expect(answer).not.toContain("scheduled for deletion");
    expect((await organizationOf(a.organization.id))!.deletionDueAt).toBeNull();
    const cancelled = await db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.organizationId, a.organization.id), eq(outbox.kind, MESSAGE_KINDS.organizationDeletionCancelled)),
      );
    expect(cancelled.length).toBe(3);
    // A cancelled deletion is never carried out.
    const report = await deleteDueOrganizations(db, { now: new Date(Date.now() + 365 * DAY) });
    expect(report.organizations).toBe(0);
  });

  it("removes the league's rows once due, over several runs if need be, keeps payments and accounts, spares other leagues", async () => {
    await post(
      "/assignor/organizations",
      { intent: "schedule-deletion", confirmName: "Doomed United", password: PASSWORD },
      { cookie: secondAssignor.cookie },
    );
    const due = (await organizationOf(a.organization.id))!.deletionDueAt!;
    const after = new Date(due.getTime() + 60_000);
    const otherBefore = await db.select().from(games).where(eq(games.organizationId, b.organization.id));

    // A tiny budget: each run stops part way and the next one resumes.
    let runs = 0;
    let finished = 0;
    while (finished === 0 && runs < 50) {
      const report = await deleteDueOrganizations(db, { now: after, budget: 4, chunk: 1 });
      expect(report.statements).toBeLessThanOrEqual(4 + 2);
      finished = report.finished;
      runs += 1;
    }
    expect(finished, "finished").toBe(1);
    expect(runs).toBeGreaterThan(1);

    const id = a.organization.id;
    for (const table of [games, assignments, venues, invites, apiKeys, webhookEndpoints, memberships, activityLog]) {
      expect(await db.select().from(table).where(eq(table.organizationId, id)), "league rows").toHaveLength(0);
    }
    const tombstone = (await organizationOf(id))!;
    expect(tombstone).toMatchObject({ name: "Deleted organization", legalName: "Doomed United LLC" });
    expect(tombstone.deletedAt).toEqual(after);
    // Payments stay for tax law, detached from the deleted assignments.
    const kept = await db.select().from(payments).where(eq(payments.organizationId, id));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.assignmentId, "detached").toBeNull();
    // Members keep their accounts.
    expect(
      await db
        .select()
        .from(users)
        .where(inArray(users.id, [a.assignor.id, a.referee.id, secondAssignor.id])),
    ).toHaveLength(3);
    // The other league is untouched.
    expect(await db.select().from(games).where(eq(games.organizationId, b.organization.id))).toEqual(otherBefore);
    expect(await db.select().from(memberships).where(eq(memberships.organizationId, b.organization.id))).toHaveLength(
      2,
    );
    expect((await get("/assignor", { cookie: b.assignorCookie })).status).toBe(200);
    // The former members can no longer open the league.
    expect((await get("/assignor", { cookie: a.assignorCookie })).status).toBe(403);

    // Four years on, the kept payments and the tombstone go too.
    const later = new Date(after.getTime() + (4 * 365 + 2) * DAY);
    const purge = await deleteDueOrganizations(db, { now: later });
    expect(purge.purgedPayments, "payments purged").toBe(1);
    expect(await organizationOf(id)).toBeUndefined();
    expect(await db.select().from(payments).where(eq(payments.organizationId, b.organization.id))).toHaveLength(1);
  });
});
