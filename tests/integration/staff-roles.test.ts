/**
 * Staff roles as their members meet them (issue 20, decision 0064): a scheduler keeps the games but assigns
 * nobody, finance handles the money and nothing else, and an assignor limited to youth games sees and
 * assigns only those. Every route's answer per role is in the authorization matrix; these follow a person.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createGame } from "~/demo/factories";
import { assignments, games, memberships, notifications, payments, schedulingDraftItems } from "~/db/schema";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";
import { createStaffMember } from "./staff-helpers";

let league: Awaited<ReturnType<typeof createLeague>>;
let scheduler: Awaited<ReturnType<typeof createStaffMember>>;
let finance: Awaited<ReturnType<typeof createStaffMember>>;
let youthAssignor: Awaited<ReturnType<typeof createStaffMember>>;
let youthGameId: string;
let professionalGameId: string;

/** The sidebar's and page's links to the portal's sections. */
function sectionLinks(html: string): string[] {
  const sections = ["games", "assignments", "referees", "calendar", "organizations", "payments"];
  return sections.filter((section) => html.includes(`href="/assignor/${section}"`));
}

beforeAll(async () => {
  league = await createLeague("Roles United");
  scheduler = await createStaffMember(league.organization.id, "scheduler");
  finance = await createStaffMember(league.organization.id, "finance");
  youthAssignor = await createStaffMember(league.organization.id, "assignor", {
    scope: { levels: ["youth"], leagues: [], venues: [] },
  });
  youthGameId = (
    await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-04-04",
      homeTeam: "Junior Hawks",
      awayTeam: "Junior Owls",
      level: "youth",
    })
  ).id;
  professionalGameId = (
    await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-04-04",
      time: "18:00",
      homeTeam: "Metro Titans",
      awayTeam: "Harbor Kings",
      level: "professional",
    })
  ).id;
});

describe("a scheduler", () => {
  it("adds a game", async () => {
    const response = await post(
      "/assignor/games",
      {
        intent: "create",
        homeTeam: "Scheduled Foxes",
        awayTeam: "Scheduled Wolves",
        date: "2099-06-01",
        time: "10:00",
        venue: "Field 1",
        level: "amateur",
        fee: "40",
      },
      { cookie: scheduler.cookie },
    );
    expect(response.status).toBe(200);
    const saved = await db
      .select()
      .from(games)
      .where(and(eq(games.organizationId, league.organization.id), eq(games.homeTeam, "Scheduled Foxes")));
    expect(saved).toHaveLength(1);
  });

  it("cannot assign a referee: the assign intent answers 403 and nothing is offered", async () => {
    const response = await post(
      "/assignor/games",
      { intent: "assign", gameId: youthGameId, refereeId: league.referee.id, position: "referee" },
      { cookie: scheduler.cookie },
    );
    expect(response.status).toBe(403);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, youthGameId))).toHaveLength(0);
  });

  it("sees the games and the calendar in the sidebar, without Assign buttons, assignments or money", async () => {
    const html = await (await get("/assignor/games", { cookie: scheduler.cookie })).text();
    expect(sectionLinks(html)).toEqual(["games", "calendar"]);
    expect(visibleText(html)).toContain("Metro Titans");
    expect(html).not.toMatch(/aria-label="Assign a referee/);
    const full = await (await get("/assignor/games", { cookie: league.assignorCookie })).text();
    expect(full).toMatch(/aria-label="Assign a referee/);
    const overview = visibleText(await (await get("/assignor", { cookie: scheduler.cookie })).text());
    expect(overview).toContain("Add New Game");
    expect(overview).not.toContain("Assign Referee");
  });
});

describe("a finance member", () => {
  it("marks a payment paid", async () => {
    const id = crypto.randomUUID();
    await db.insert(payments).values({
      id,
      organizationId: league.organization.id,
      refereeId: league.referee.id,
      amountCents: 4000,
      description: "Tournament bonus",
      expenseCategory: "tournament_bonus",
    });
    const response = await post(
      "/assignor/payments",
      { intent: "mark-paid", paymentIds: id, paidOn: "2026-01-05", method: "cash" },
      { cookie: finance.cookie },
    );
    expect(response.status).toBe(200);
    const [paid] = await db.select().from(payments).where(eq(payments.id, id));
    expect(paid?.status).toBe("paid");
  });

  it("cannot open the games: the no-access page, with the reason", async () => {
    const response = await get("/assignor/games", { cookie: finance.cookie });
    expect(response.status).toBe(403);
    const text = visibleText(await response.text());
    expect(text).toContain("You don't have access to this page");
    expect(text).toContain("Your role in this organization cannot open this page.");
    expect(text).not.toContain("Metro Titans");
  });

  it("sees Payments only in the sidebar, and no game or assign actions on the overview", async () => {
    const html = await (await get("/assignor", { cookie: finance.cookie })).text();
    expect(sectionLinks(html)).toEqual(["payments"]);
    const text = visibleText(html);
    expect(text).not.toContain("Assign Referee");
    expect(text).not.toContain("Add New Game");
  });
});

describe("an assignor limited to youth games", () => {
  it("lists only youth games", async () => {
    const text = visibleText(await (await get("/assignor/games?when=all", { cookie: youthAssignor.cookie })).text());
    expect(text).toContain("Junior Hawks");
    expect(text).not.toContain("Metro Titans");
    // Their whole-organization colleague sees both (so the difference is the scope).
    const full = visibleText(await (await get("/assignor/games?when=all", { cookie: league.assignorCookie })).text());
    expect(full).toContain("Metro Titans");
  });

  it("is refused when assigning a professional game, and nothing is offered", async () => {
    const response = await post(
      "/assignor/games",
      { intent: "assign", gameId: professionalGameId, refereeId: league.referee.id, position: "referee" },
      { cookie: youthAssignor.cookie },
    );
    expect(response.status).toBe(409);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, professionalGameId))).toHaveLength(0);
  });

  it("assigns a youth game", async () => {
    const response = await post(
      "/assignor/games",
      { intent: "assign", gameId: youthGameId, refereeId: league.referee.id, position: "referee" },
      { cookie: youthAssignor.cookie },
    );
    expect(response.status).toBe(200);
    expect(await db.select().from(assignments).where(eq(assignments.gameId, youthGameId))).toHaveLength(1);
  });

  it("is not told of a referee's request for an amateur game; the whole-organization assignor is", async () => {
    // Amateur: the referee's level may work it, and it is outside the youth scope.
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-08-08",
      homeTeam: "Requested Titans",
      level: "amateur",
    });
    const response = await post(
      "/referee/open-games",
      { intent: "request", gameId: game.id, position: "referee" },
      { cookie: league.refereeCookie },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const told = async (userId: string) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId))).filter((row) =>
        `${row.title} ${row.message}`.includes("Requested Titans"),
      );
    expect(await told(league.assignor.id)).toHaveLength(1);
    expect(await told(youthAssignor.user.id)).toHaveLength(0);
  });

  it("auto-assigns their games only", async () => {
    const [youth, professional] = await Promise.all([
      createGame(db, {
        organizationId: league.organization.id,
        date: "2099-09-09",
        homeTeam: "Draft Cubs",
        level: "youth",
      }),
      createGame(db, {
        organizationId: league.organization.id,
        date: "2099-09-09",
        time: "16:00",
        homeTeam: "Draft Giants",
        level: "professional",
      }),
    ]);
    const response = await post(
      "/assignor/auto-assign",
      { intent: "create", from: "2099-09-09", to: "2099-09-09" },
      { cookie: youthAssignor.cookie },
    );
    expect(response.status).toBe(302);
    const draftId = response.headers.get("Location")!.split("/").pop()!;
    const items = await db.select().from(schedulingDraftItems).where(eq(schedulingDraftItems.draftId, draftId));
    expect(new Set(items.map((item) => item.gameId))).toEqual(new Set([youth.id]));
    expect(items.some((item) => item.gameId === professional.id)).toBe(false);
    // Their own draft opens for them (another assignor's answers 404: the authorization matrix).
    expect((await get(`/assignor/auto-assign/${draftId}`, { cookie: youthAssignor.cookie })).status).toBe(200);
  });

  it("keeps each page within the round-trip budget (decision 0052)", async () => {
    for (const path of ["/assignor", "/assignor/games", "/assignor/assignments", "/assignor/calendar"]) {
      const response = await get(path, { cookie: youthAssignor.cookie });
      expect(response.status, path).toBe(200);
      expectRoundTrips(path, response, 2);
    }
    const assign = await post(
      "/assignor/games",
      { intent: "assign", gameId: professionalGameId, refereeId: league.referee.id, position: "referee" },
      { cookie: youthAssignor.cookie },
    );
    expectRoundTrips("refused assign", assign, 3);
  });

  it("sees the sections they use, not the organization's settings or its money", async () => {
    const html = await (await get("/assignor", { cookie: youthAssignor.cookie })).text();
    expect(sectionLinks(html)).toEqual(["games", "assignments", "referees", "calendar"]);
    expect((await get("/assignor/payments", { cookie: youthAssignor.cookie })).status).toBe(403);
    expect((await get("/assignor/organizations", { cookie: youthAssignor.cookie })).status).toBe(403);
  });
});

describe("API credentials", () => {
  it("may be created only by a member who runs the organization", async () => {
    for (const member of [scheduler, finance, youthAssignor]) {
      const response = await post(
        "/assignor/api",
        { intent: "create", name: "Not theirs", scope: "read" },
        { cookie: member.cookie },
      );
      expect(response.status).toBe(403);
    }
    const allowed = await post(
      "/assignor/api",
      { intent: "create", name: "The league's", scope: "read" },
      { cookie: league.assignorCookie },
    );
    expect(allowed.status).toBe(200);
  });

  it("stop working once their creator no longer runs the organization (limited to a scope)", async () => {
    const creator = await createStaffMember(league.organization.id, "assignor");
    const { secret } = await apiKeyFor(league.organization.id, creator.user.id, "read", "Creator's key");
    expect((await api("GET", "/api/v1/games", { key: secret })).status).toBe(200);
    await db
      .update(memberships)
      .set({ scope: { levels: ["youth"], leagues: [], venues: [] } })
      .where(eq(memberships.userId, creator.user.id));
    expect((await api("GET", "/api/v1/games", { key: secret })).status).toBe(401);
  });
});
