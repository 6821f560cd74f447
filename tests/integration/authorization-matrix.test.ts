/**
 * Who may do what: every protected route and action, asked by each kind of visitor. Later issues
 * add a row per route. "login" means a redirect to /login?redirectTo=<the path>.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createNotification } from "~/db/factories";
import { invites, schedulingDrafts } from "~/db/schema";
import { createInvite } from "~/server/invites.server";
import { cookieFor, createLeague, db, get, ORIGIN, post } from "./helpers";

type Actor = "anonymous" | "referee" | "assignor" | "otherAssignor";
type Expected = number | "login";

interface Row {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** The form fields of a POST; a function when each request needs its own record. */
  body?: () => Promise<Record<string, string>> | Record<string, string>;
  expect: Record<Actor, Expected>;
  /** A resource route (a file, JSON): its refusal is a bare status, not the "no access" page. */
  resource?: boolean;
}

const MATRIX_GAME_OF_A = "matrix-game-of-a";
const MATRIX_DRAFT_OF_A = "matrix-draft-of-a";
let leagueA: Awaited<ReturnType<typeof createLeague>>;
let leagueB: Awaited<ReturnType<typeof createLeague>>;
/** Text that belongs to organization A only: it must never reach organization B's assignor. */
let secretsOfA: string[];

beforeAll(async () => {
  leagueA = await createLeague("Riverside United");
  leagueB = await createLeague("Hilltop Rovers");
  await createGame(db, { organizationId: leagueA.organization.id, date: "2099-05-01", homeTeam: "Riverside Secret XI" });
  await createInvite(db, {
    organization: leagueA.organization,
    invitedBy: leagueA.assignor,
    email: "pending.referee.a@example.test",
    role: "referee",
    publicOrigin: ORIGIN,
  });
  // Smart scheduling: a game and an auto-assign draft of A at fixed ids, for the rows below.
  await createGame(db, { id: MATRIX_GAME_OF_A, organizationId: leagueA.organization.id, date: "2099-05-03", homeTeam: "Matrix Home" });
  await db.insert(schedulingDrafts).values({
    id: MATRIX_DRAFT_OF_A,
    organizationId: leagueA.organization.id,
    createdById: leagueA.assignor.id,
    parameters: { from: "2099-05-03", to: "2099-05-03", levels: [], venues: [], seed: 1 },
  });
  secretsOfA = [
    leagueA.organization.name,
    leagueA.organization.inviteCode,
    "pending.referee.a@example.test",
    "Riverside Secret XI",
  ];
});

async function inviteOfA(): Promise<string> {
  const { id } = await createInvite(db, {
    organization: leagueA.organization,
    invitedBy: leagueA.assignor,
    email: `revoke.me.${crypto.randomUUID().slice(0, 8)}@example.test`,
    role: "referee",
    publicOrigin: ORIGIN,
  });
  return id;
}

function notificationOfA() {
  return createNotification(db, { userId: leagueA.assignor.id, title: "Riverside Secret XI needs a referee" });
}

function gameOfA() {
  return createGame(db, { organizationId: leagueA.organization.id, date: "2099-05-02", homeTeam: `A ${crypto.randomUUID().slice(0, 8)}` });
}

const ASSIGNOR_ONLY: Record<Actor, Expected> = { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 200 };
const SIGNED_IN: Record<Actor, Expected> = { anonymous: 401, referee: 200, assignor: 200, otherAssignor: 200 };
const REFEREE_ONLY: Record<Actor, Expected> = { anonymous: "login", referee: 200, assignor: 403, otherAssignor: 403 };

const rows: Row[] = [
  { name: "assignor overview", method: "GET", path: "/assignor", expect: ASSIGNOR_ONLY },
  { name: "assignor invites page", method: "GET", path: "/assignor/invites", expect: ASSIGNOR_ONLY },
  { name: "activity log", method: "GET", path: "/assignor/activity", expect: ASSIGNOR_ONLY },
  { name: "season report CSV", method: "GET", path: "/assignor/reports/season.csv", expect: ASSIGNOR_ONLY, resource: true },
  // Every signed-in user has their own alerts; each sees only theirs.
  { name: "own notifications", method: "GET", path: "/notifications", expect: SIGNED_IN },
  { name: "mark own notifications read", method: "POST", path: "/notifications", body: () => ({ intent: "read-all" }), expect: SIGNED_IN },
  {
    name: "mark organization A's assignor's notification read",
    method: "POST",
    path: "/notifications",
    body: async () => ({ intent: "read", id: (await notificationOfA()).id }),
    // Nobody but its owner can even find it.
    expect: { anonymous: 401, referee: 404, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "dismiss organization A's assignor's notification",
    method: "POST",
    path: "/notifications",
    body: async () => ({ intent: "dismiss", id: (await notificationOfA()).id }),
    expect: { anonymous: 401, referee: 404, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "create an invite",
    method: "POST",
    path: "/assignor/invites",
    body: () => ({ intent: "create", email: `new.${crypto.randomUUID().slice(0, 8)}@example.test`, role: "referee" }),
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "revoke organization A's invite",
    method: "POST",
    path: "/assignor/invites",
    body: async () => ({ intent: "revoke", inviteId: await inviteOfA() }),
    // Organization B's assignor cannot even learn that the invite exists.
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  { name: "game management", method: "GET", path: "/assignor/games", expect: ASSIGNOR_ONLY },
  {
    name: "add a game",
    method: "POST",
    path: "/assignor/games",
    body: () => ({
      intent: "create",
      homeTeam: `Home ${crypto.randomUUID().slice(0, 8)}`,
      awayTeam: "Visitors",
      date: "2099-06-01",
      time: "10:00",
      venue: "Field 1",
      level: "youth",
      fee: "40",
    }),
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "cancel organization A's game",
    method: "POST",
    path: "/assignor/games",
    body: async () => ({ intent: "cancel", gameId: (await gameOfA()).id, reason: "Field closed" }),
    // Organization B's assignor finds no such game to cancel.
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 409 },
  },
  {
    name: "delete organization A's game",
    method: "POST",
    path: "/assignor/games",
    body: async () => ({ intent: "delete", gameId: (await gameOfA()).id }),
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  { name: "assignment management", method: "GET", path: "/assignor/assignments", expect: ASSIGNOR_ONLY },
  {
    name: "withdraw organization A's pending offer",
    method: "POST",
    path: "/assignor/assignments",
    body: async () => {
      const game = await gameOfA();
      const offer = await createAssignment(db, {
        organizationId: leagueA.organization.id,
        gameId: game.id,
        refereeId: leagueA.referee.id,
        status: "pending",
      });
      return { intent: "withdraw", assignmentId: offer.id };
    },
    // Organization B's assignor finds no such assignment.
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 409 },
  },
  { name: "auto-assign", method: "GET", path: "/assignor/auto-assign", expect: ASSIGNOR_ONLY },
  {
    name: "save scheduling settings",
    method: "POST",
    path: "/assignor/auto-assign",
    body: () => ({ intent: "settings", balance: "1", fees: "1", levelMatch: "1", teamRepeat: "1", crew: "1", preferences: "1", travel: "1", maxGamesPerWeek: "" }),
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "organization A's auto-assign draft",
    method: "GET",
    path: `/assignor/auto-assign/${MATRIX_DRAFT_OF_A}`,
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "suggestions for organization A's game",
    method: "GET",
    path: `/assignor/games/${MATRIX_GAME_OF_A}/suggestions?position=referee`,
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
    resource: true,
  },
  { name: "referee overview", method: "GET", path: "/referee", expect: REFEREE_ONLY },
  { name: "unknown referee section (falls back to the overview)", method: "GET", path: "/referee/schedule", expect: REFEREE_ONLY },
  {
    name: "sign out",
    method: "POST",
    path: "/logout",
    expect: { anonymous: 302, referee: 302, assignor: 302, otherAssignor: 302 },
  },
];

function cookieOf(actor: Actor): string | undefined {
  return {
    anonymous: undefined,
    referee: leagueA.refereeCookie,
    assignor: leagueA.assignorCookie,
    otherAssignor: leagueB.assignorCookie,
  }[actor];
}

describe("authorization matrix", () => {
  for (const row of rows) {
    for (const actor of ["anonymous", "referee", "assignor", "otherAssignor"] as const) {
      const expected = row.expect[actor];
      it(`${row.method} ${row.path} (${row.name}) as ${actor} → ${expected}`, async () => {
        // Sign-out ends the session; give it a throwaway one so the other rows keep theirs.
        const cookie =
          row.path === "/logout" && actor !== "anonymous"
            ? await freshCookieFor(actor)
            : cookieOf(actor);
        const response =
          row.method === "GET"
            ? await get(row.path, { cookie })
            : await post(row.path, await (row.body?.() ?? {}), { cookie });
        if (expected === "login") {
          expect(response.status).toBe(302);
          expect(response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: row.path })}`);
          return;
        }
        expect(response.status).toBe(expected);
        const html = await response.text();
        if (expected === 403 && !row.resource) {
          expect(html).toContain("You don&#x27;t have access to this page");
          expect(html).toMatch(/href="\/(assignor|referee)"/);
        }
        if (actor === "otherAssignor") {
          for (const secret of secretsOfA) expect(html).not.toContain(secret);
        }
      });
    }
  }

  it("shows organization A's data to organization A's assignor (so the check above is not vacuous)", async () => {
    const html =
      (await (await get("/assignor/invites", { cookie: leagueA.assignorCookie })).text()) +
      (await (await get("/assignor/games", { cookie: leagueA.assignorCookie })).text());
    for (const secret of secretsOfA) expect(html).toContain(secret);
  });

  it("leaves organization A's invite in place when organization B's assignor tries to revoke it", async () => {
    const id = await inviteOfA();
    await post("/assignor/invites", { intent: "revoke", inviteId: id }, { cookie: leagueB.assignorCookie });
    expect(await db.select().from(invites).where(eq(invites.id, id))).toHaveLength(1);
  });
});

async function freshCookieFor(actor: Exclude<Actor, "anonymous">): Promise<string> {
  const user = { referee: leagueA.referee, assignor: leagueA.assignor, otherAssignor: leagueB.assignor }[actor];
  return cookieFor(user.id);
}
