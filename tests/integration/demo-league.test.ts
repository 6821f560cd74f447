import { env } from "cloudflare:test";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_ASSESSOR_EMAIL,
  DEMO_ASSIGNOR_EMAIL,
  DEMO_CROSS_LEAGUE_GAME_B,
  DEMO_FINANCE_EMAIL,
  DEMO_MULTI_LEAGUE_REFEREE_EMAIL,
  DEMO_MULTI_LEAGUE_REFEREE_NAME,
  DEMO_ORGANIZATION_NAME,
  DEMO_PASSWORD,
  DEMO_REFEREE_EMAIL,
  DEMO_SCHEDULER_EMAIL,
  DEMO_SECOND_ASSIGNOR_EMAIL,
  DEMO_SECOND_ORGANIZATION_NAME,
  DEMO_SIGN_INS,
  DEMO_YOUTH_ASSIGNOR_EMAIL,
  seedDemoLeague,
  type DemoLeagueSummary,
} from "~/demo/demo-league";
import {
  assessmentRequests,
  assignments,
  certifications,
  gameReports,
  evaluations,
  games,
  memberships,
  organizations,
  passwords,
  payments,
  refereeRatings,
  users,
  venues,
} from "~/db/schema";
import { parseAssignmentPolicy } from "~/domain/assignment-policy";
import { ASSIGNMENT_STATUSES, GAME_STATUSES, type GameStatus, type PositionType } from "~/domain/constants";
import { DEFAULT_CONFLICT_RULES, gameLengthMinutes } from "~/domain/conflicts";
import { addDays, todayIn, zonedTimeToInstant } from "~/domain/dates";
import { ratingWindowStart, weightedRating } from "~/domain/evaluations";
import { deriveGameStatus } from "~/domain/game-status";
import { permissionsOf } from "~/domain/permissions";
import { activeStaffMembership } from "~/server/auth.server";
import { createDatabase } from "~/server/db.server";
import { verifyPassword } from "~/server/password.server";
import { createSession, validateSessionToken } from "~/server/session.server";

const db = createDatabase(env.DB);
const now = new Date("2026-11-22T18:00:00Z");
let summary: DemoLeagueSummary;

beforeAll(async () => {
  summary = await seedDemoLeague(db, { now });
});

describe("the demo league", () => {
  it("has the youth league in Los Angeles time with about 40 referees and 120 games", async () => {
    const organization = await db.query.organizations.findFirst({
      where: eq(organizations.id, summary.organizationId),
    });
    expect(organization?.name).toBe("Bay Area Youth Soccer League");
    expect(organization?.timeZone).toBe("America/Los_Angeles");
    expect(summary.referees).toBe(40);
    expect(summary.games).toBeGreaterThanOrEqual(100);
    expect(summary.games).toBeLessThanOrEqual(140);
  });

  it("spans two months back and two months ahead with every game and assignment status", async () => {
    const rows = await db.select().from(games).where(eq(games.organizationId, summary.organizationId));
    const today = todayIn("America/Los_Angeles", now);
    const dates = rows.map((game) => game.date).sort();
    expect(dates[0]! <= addDays(today, -50)).toBe(true);
    expect(dates.at(-1)! >= addDays(today, 50)).toBe(true);
    expect(new Set(rows.map((game) => game.status))).toEqual(new Set(GAME_STATUSES));

    const assignmentRows = await db.select().from(assignments);
    const seen = new Set(assignmentRows.map((row) => row.status));
    for (const status of ["pending", "confirmed", "declined", "completed"] as const) {
      expect(seen.has(status)).toBe(true);
    }
    expect([...seen].every((status) => (ASSIGNMENT_STATUSES as readonly string[]).includes(status))).toBe(true);
  });

  it("keeps every scheduled game's status true to its assignments", async () => {
    const rows = await db.select().from(games);
    const assignmentRows = await db.select().from(assignments);
    for (const game of rows) {
      const own = assignmentRows.filter((row) => row.gameId === game.id);
      expect(deriveGameStatus(game.status as GameStatus, game.positionType as PositionType, own)).toBe(game.status);
    }
  });

  it("lets both demo accounts sign in with the documented password and the right role", async () => {
    for (const [email, role] of [
      [DEMO_ASSIGNOR_EMAIL, "assignor"],
      [DEMO_REFEREE_EMAIL, "referee"],
    ] as const) {
      const user = await db.query.users.findFirst({ where: eq(users.email, email) });
      expect(user?.role).toBe(role);
      const membership = await db.query.memberships.findFirst({
        where: and(eq(memberships.userId, user!.id), eq(memberships.organizationId, summary.organizationId)),
      });
      expect(membership?.role).toBe(role);
      const password = await db.query.passwords.findFirst({ where: eq(passwords.userId, user!.id) });
      expect(await verifyPassword(DEMO_PASSWORD, password!.hash)).toBe(true);
      expect(await verifyPassword("wrong-password", password!.hash)).toBe(false);
    }
  });

  it("gives the demo assessor three recent worked games to assess, and nothing else", async () => {
    const assessor = await db.query.users.findFirst({ where: eq(users.email, DEMO_ASSESSOR_EMAIL) });
    const membership = await db.query.memberships.findFirst({ where: eq(memberships.userId, assessor!.id) });
    expect(membership).toMatchObject({ role: "assessor", organizationId: summary.organizationId });
    const requests = await db.select().from(assessmentRequests).where(eq(assessmentRequests.assessorId, assessor!.id));
    expect(requests).toHaveLength(3);
    const worked = await db
      .select({ gameId: assignments.gameId })
      .from(assignments)
      .where(
        and(
          inArray(
            assignments.gameId,
            requests.map((row) => row.gameId),
          ),
          eq(assignments.status, "completed"),
        ),
      );
    expect(new Set(worked.map((row) => row.gameId)).size).toBe(3);
  });

  it("gives the demo referee games in every state and a payment for each completed game", async () => {
    const own = await db.select().from(assignments).where(eq(assignments.refereeId, summary.refereeId));
    const statuses = own.map((row) => row.status);
    expect(statuses.filter((status) => status === "completed").length).toBeGreaterThanOrEqual(10);
    expect(statuses).toContain("confirmed");
    expect(statuses).toContain("pending");
    expect(statuses).toContain("declined");

    const paid = await db.select().from(payments).where(eq(payments.refereeId, summary.refereeId));
    expect(paid.length).toBe(statuses.filter((status) => status === "completed").length);
    expect(new Set(paid.map((payment) => payment.status))).toEqual(new Set(["paid", "pending"]));
  });

  it("has game reports awaiting approval, approved, returned, and a no-show whose payable is held (issue 22)", async () => {
    const reports = await db.select().from(gameReports).where(eq(gameReports.organizationId, summary.organizationId));
    expect(reports.map((report) => report.status).sort()).toEqual(["approved", "returned", "submitted", "submitted"]);
    expect(reports.some((report) => report.hasMisconduct)).toBe(true);
    const held = await db
      .select()
      .from(payments)
      .where(and(eq(payments.organizationId, summary.organizationId), eq(payments.holdReason, "no_show")));
    expect(held).toHaveLength(1);
  });

  it("rates most referees of both leagues from evaluations over the last 12 months, the demo referee among them (issue 22)", async () => {
    const today = todayIn("America/Los_Angeles", now);
    for (const organizationId of [summary.organizationId, summary.secondLeague.organizationId]) {
      const written = await db.select().from(evaluations).where(eq(evaluations.organizationId, organizationId));
      const ratings = await db.select().from(refereeRatings).where(eq(refereeRatings.organizationId, organizationId));
      const referees = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee")));
      // Most are rated, some are not yet.
      expect(ratings.length).toBeGreaterThan(referees.length / 2);
      expect(ratings.length).toBeLessThan(referees.length);
      expect(new Set(written.map((row) => row.source))).toEqual(new Set(["assignor", "coach"]));
      // Each stored rating is the rule applied to that referee's evaluations.
      for (const rating of ratings) {
        const expected = weightedRating(
          written.filter((row) => row.refereeId === rating.refereeId),
          today,
        );
        expect(rating.evaluationCount).toBe(expected!.count);
        expect(rating.rating).toBeCloseTo(expected!.rating, 10);
      }
    }
    // Some evaluations are of last season's games, outside the rolling 12 months.
    const old = await db
      .select()
      .from(evaluations)
      .where(lt(evaluations.gameDate, ratingWindowStart(today)));
    expect(old.length).toBeGreaterThan(0);
    const [demo] = await db
      .select()
      .from(refereeRatings)
      .where(
        and(eq(refereeRatings.organizationId, summary.organizationId), eq(refereeRatings.refereeId, summary.refereeId)),
      );
    expect(demo?.evaluationCount).toBeGreaterThanOrEqual(10);
    expect(demo?.rating).toBeGreaterThan(3);
  });

  it("asks for background checks in youth games: one referee's has expired, one expires within 30 days (issue 21)", async () => {
    const [organization] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION_NAME));
    expect(parseAssignmentPolicy(organization!.assignmentPolicy).requiredCredentials.youth).toEqual([
      "background_check",
    ]);
    const checks = await db.select().from(certifications).where(eq(certifications.kind, "background_check"));
    const referees = await db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organization!.id), eq(memberships.role, "referee")));
    expect(new Set(checks.map((check) => check.userId))).toEqual(new Set(referees.map((referee) => referee.id)));
    const today = todayIn("America/Los_Angeles", now);
    expect(checks.filter((check) => check.expiresOn !== null && check.expiresOn < today)).toHaveLength(1);
    const soon = checks.filter(
      ({ expiresOn }) => expiresOn !== null && expiresOn >= today && expiresOn <= addDays(today, 30),
    );
    expect(soon).toHaveLength(1);
  });
});

/** The user with this email and their memberships, oldest first. */
async function personWithMemberships(email: string) {
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  const rows = await db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, user!.id))
    .orderBy(asc(memberships.createdAt));
  return { user: user!, memberships: rows };
}

/** The span of a game in real time, with the default game lengths (both leagues keep the defaults). */
function spanOf(game: { date: string; time: string; level: string }) {
  const start = zonedTimeToInstant(game.date, game.time, "America/Los_Angeles").getTime();
  return { start, end: start + gameLengthMinutes(game.level, DEFAULT_CONFLICT_RULES) * 60_000 };
}

const LIVE = ["pending", "confirmed", "completed"];

describe("the demo's second league and the people in both", () => {
  it("adds an adult league in the same time zone and currency, over the same season, with its own venues", async () => {
    const [first, second] = await Promise.all([
      db.query.organizations.findFirst({ where: eq(organizations.id, summary.organizationId) }),
      db.query.organizations.findFirst({ where: eq(organizations.id, summary.secondLeague.organizationId) }),
    ]);
    expect(second?.name).toBe(DEMO_SECOND_ORGANIZATION_NAME);
    expect(first?.name).toBe(DEMO_ORGANIZATION_NAME);
    expect(second?.timeZone).toBe(first?.timeZone);
    expect(second?.currency).toBe(first?.currency);

    const rows = await db.select().from(games).where(eq(games.organizationId, second!.id));
    expect(rows.length).toBe(summary.secondLeague.games);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.length).toBeLessThanOrEqual(120);
    expect(new Set(rows.map((game) => game.level))).toEqual(new Set(["amateur", "semi-pro"]));
    const today = todayIn("America/Los_Angeles", now);
    const dates = rows.map((game) => game.date).sort();
    expect(dates[0]! <= addDays(today, -50)).toBe(true);
    expect(dates.at(-1)! >= addDays(today, 50)).toBe(true);

    const own = await db.select().from(venues).where(eq(venues.organizationId, second!.id));
    const firstVenues = await db.select().from(venues).where(eq(venues.organizationId, first!.id));
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((venue) => firstVenues.some((other) => other.name === venue.name))).toBe(false);

    const statuses = new Set(
      (await db.select().from(assignments).where(eq(assignments.organizationId, second!.id))).map((row) => row.status),
    );
    for (const status of ["completed", "confirmed", "pending"]) expect(statuses.has(status)).toBe(true);
    const paid = await db.select().from(payments).where(eq(payments.organizationId, second!.id));
    expect(new Set(paid.map((payment) => payment.status))).toEqual(new Set(["paid", "pending"]));
  });

  it("shares five youth referees with the adult league, not the demo referee, each joining the youth league first", async () => {
    const refereeIdsOf = async (organizationId: string) =>
      new Set(
        (
          await db
            .select({ userId: memberships.userId })
            .from(memberships)
            .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee")))
        ).map((row) => row.userId),
      );
    const [first, second] = await Promise.all([
      refereeIdsOf(summary.organizationId),
      refereeIdsOf(summary.secondLeague.organizationId),
    ]);
    expect(first.size).toBe(40);
    expect(second.size).toBe(summary.secondLeague.referees);
    const shared = [...first].filter((id) => second.has(id));
    expect(new Set(shared)).toEqual(new Set(summary.sharedRefereeIds));
    expect(shared).toHaveLength(5);
    expect(shared).not.toContain(summary.refereeId);
    expect(shared).toContain(summary.multiLeagueRefereeId);

    const demo = await personWithMemberships(DEMO_REFEREE_EMAIL);
    expect(demo.memberships).toHaveLength(1);
    const rows = await db.select().from(memberships).where(inArray(memberships.userId, shared));
    for (const id of shared) {
      const own = rows.filter((row) => row.userId === id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(own.map((row) => row.organizationId)).toEqual([
        summary.organizationId,
        summary.secondLeague.organizationId,
      ]);
    }
  });

  it("keeps the shared referees' adult games few and on days they have no youth game", async () => {
    const rows = await db
      .select({
        refereeId: assignments.refereeId,
        status: assignments.status,
        organizationId: assignments.organizationId,
        date: games.date,
      })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(and(inArray(assignments.refereeId, summary.sharedRefereeIds), inArray(assignments.status, LIVE)));
    for (const id of summary.sharedRefereeIds) {
      const own = rows.filter((row) => row.refereeId === id);
      const youthDays = new Set(
        own.filter((row) => row.organizationId === summary.organizationId).map((row) => row.date),
      );
      const adult = own.filter((row) => row.organizationId === summary.secondLeague.organizationId);
      expect(adult.filter((row) => youthDays.has(row.date))).toEqual([]);
      if (id !== summary.multiLeagueRefereeId) expect(adult.length).toBeLessThanOrEqual(2);
    }
  });

  it("gives the referee of two leagues a sign-in and upcoming games in both leagues", async () => {
    const { user, memberships: own } = await personWithMemberships(DEMO_MULTI_LEAGUE_REFEREE_EMAIL);
    expect(user.id).toBe(summary.multiLeagueRefereeId);
    expect(user.role).toBe("referee");
    // A fixed name whichever youth referee plays the part, and nobody else in either league carries it.
    expect([user.firstName, user.lastName]).toEqual([
      DEMO_MULTI_LEAGUE_REFEREE_NAME.firstName,
      DEMO_MULTI_LEAGUE_REFEREE_NAME.lastName,
    ]);
    const namesakes = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.firstName, DEMO_MULTI_LEAGUE_REFEREE_NAME.firstName),
          eq(users.lastName, DEMO_MULTI_LEAGUE_REFEREE_NAME.lastName),
        ),
      );
    expect(namesakes).toEqual([{ id: user.id }]);
    const password = await db.query.passwords.findFirst({ where: eq(passwords.userId, user.id) });
    expect(await verifyPassword(DEMO_PASSWORD, password!.hash)).toBe(true);
    expect(own.map((row) => [row.organizationId, row.role])).toEqual([
      [summary.organizationId, "referee"],
      [summary.secondLeague.organizationId, "referee"],
    ]);

    const today = todayIn("America/Los_Angeles", now);
    const upcoming = await db
      .select({ organizationId: assignments.organizationId, status: assignments.status })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(and(eq(assignments.refereeId, user.id), inArray(assignments.status, ["pending", "confirmed"])));
    const upcomingIn = (organizationId: string) =>
      upcoming.filter((row) => row.organizationId === organizationId).map((row) => row.status);
    expect(upcomingIn(summary.organizationId)).toContain("confirmed");
    expect(upcomingIn(summary.secondLeague.organizationId)).toEqual(expect.arrayContaining(["confirmed", "pending"]));
    const dates = await db
      .select({ date: games.date })
      .from(assignments)
      .innerJoin(games, eq(games.id, assignments.gameId))
      .where(and(eq(assignments.refereeId, user.id), inArray(assignments.status, ["pending", "confirmed"])));
    expect(dates.every((row) => row.date >= today)).toBe(true);
  });

  it("has an open adult game overlapping, in real time, a youth game the referee of two leagues accepted", async () => {
    const matches = await db
      .select()
      .from(games)
      .where(
        and(
          eq(games.homeTeam, DEMO_CROSS_LEAGUE_GAME_B.homeTeam),
          eq(games.awayTeam, DEMO_CROSS_LEAGUE_GAME_B.awayTeam),
        ),
      );
    expect(matches).toHaveLength(1);
    const gameB = matches[0]!;
    expect(gameB.id).toBe(summary.crossLeague.gameBId);
    expect(gameB.organizationId).toBe(summary.secondLeague.organizationId);
    expect(gameB.status).toBe("pending");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, gameB.id))).toEqual([]);

    const gameA = await db.query.games.findFirst({ where: eq(games.id, summary.crossLeague.gameAId) });
    expect(gameA?.organizationId).toBe(summary.organizationId);
    expect(gameA!.date > todayIn("America/Los_Angeles", now)).toBe(true);
    const accepted = await db
      .select()
      .from(assignments)
      .where(and(eq(assignments.gameId, gameA!.id), eq(assignments.refereeId, summary.multiLeagueRefereeId)));
    expect(accepted.map((row) => row.status)).toEqual(["confirmed"]);

    expect(gameB.date).toBe(gameA!.date);
    const [a, b] = [spanOf(gameA!), spanOf(gameB)];
    expect(a.start < b.end && b.start < a.end).toBe(true);
  });

  it("makes the demo assignor an assignor of both leagues, the youth league first; the east assignor of one", async () => {
    const both = await personWithMemberships(DEMO_ASSIGNOR_EMAIL);
    expect(both.memberships.map((row) => [row.organizationId, row.role])).toEqual([
      [summary.organizationId, "assignor"],
      [summary.secondLeague.organizationId, "assignor"],
    ]);
    const { token } = await createSession(db, both.user.id, { persistent: false });
    const session = await validateSessionToken(db, token);
    expect(activeStaffMembership(session!)?.organization.name).toBe(DEMO_ORGANIZATION_NAME);

    const east = await personWithMemberships(DEMO_SECOND_ASSIGNOR_EMAIL);
    expect(east.user.id).toBe(summary.secondLeague.assignorId);
    expect(east.memberships.map((row) => [row.organizationId, row.role])).toEqual([
      [summary.secondLeague.organizationId, "assignor"],
    ]);
  });

  it("lets the youth league's scheduler, finance person and youth-only assignor sign in with their roles", async () => {
    for (const [email, role, permissions] of [
      [DEMO_SCHEDULER_EMAIL, "scheduler", ["overview", "games.read", "games.write"]],
      [DEMO_FINANCE_EMAIL, "finance", ["overview", "money"]],
      [DEMO_YOUTH_ASSIGNOR_EMAIL, "assignor", ["overview", "games.read", "assign", "referees.read", "reports.review"]],
    ] as const) {
      const { user } = await personWithMemberships(email);
      const password = await db.query.passwords.findFirst({ where: eq(passwords.userId, user.id) });
      expect(await verifyPassword(DEMO_PASSWORD, password!.hash)).toBe(true);
      expect(user.role).toBe("assignor");
      const { token } = await createSession(db, user.id, { persistent: false });
      const active = activeStaffMembership((await validateSessionToken(db, token))!);
      expect(active?.organization.id).toBe(summary.organizationId);
      expect(active?.membership.role).toBe(role);
      expect([...permissionsOf(active!.membership)].sort()).toEqual([...permissions].sort());
    }
    const youth = await personWithMemberships(DEMO_YOUTH_ASSIGNOR_EMAIL);
    expect(youth.memberships[0]?.scope).toEqual({ levels: ["youth"], leagues: [], venues: [] });
  });

  it("documents every demo account, each of which exists with the demo password", async () => {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_SIGN_INS.map(({ email }) => email),
        ),
      );
    expect(rows).toHaveLength(DEMO_SIGN_INS.length);
  });
});
