/**
 * Who may do what: every protected route and action, asked by each kind of visitor. Later issues
 * add a row per route. "login" means a redirect to /login?redirectTo=<the path>.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createAssignment,
  createCertification,
  createGame,
  createGameRequest,
  createNotification,
  createUser,
} from "~/demo/factories";
import {
  assessmentRequests,
  assignments,
  gameReports,
  games,
  invites,
  memberships,
  organizations,
  payments,
  schedulingDrafts,
  venues,
  webhookEndpoints,
} from "~/db/schema";
import type { GameLevel } from "~/domain/constants";
import { DEFAULT_ASSIGNMENT_POLICY } from "~/domain/assignment-policy";
import { assignmentPolicyFormValues } from "~/domain/assignment-policy-form";
import { createApiKey } from "~/server/api-keys.server";
import { createInvite } from "~/server/invites.server";
import { cookieFor, createLeague, db, get, ORIGIN, post, sentOutcome } from "./helpers";
import { createStaffMember } from "./staff-helpers";

/**
 * Organization A's staff (issue 20, decision 0064): `assignor` runs it; `scheduler` keeps its games,
 * `finance` its money, and `limitedAssignor` assigns its youth games only. `otherAssignor` runs organization B.
 * `assessor` (issue 22) sees only the games they are asked to assess.
 */
type Actor =
  "anonymous" | "referee" | "assignor" | "otherAssignor" | "scheduler" | "finance" | "limitedAssignor" | "assessor";
const ACTORS = [
  "anonymous",
  "referee",
  "assignor",
  "otherAssignor",
  "scheduler",
  "finance",
  "limitedAssignor",
  "assessor",
] as const satisfies readonly Actor[];
type Expected = number | "login";

interface Row {
  name: string;
  method: "GET" | "POST";
  /** A function when the path holds ids made in beforeAll (the test title then shows `title`). */
  path: string | (() => string);
  title?: string;
  /** The form fields of a POST; a function when each request needs its own record. */
  body?: () => Promise<Record<string, string>> | Record<string, string>;
  expect: Record<Actor, Expected>;
  /** A resource route (a file, JSON): its refusal is a bare status, not the "no access" page. */
  resource?: boolean;
}

/** Fixed ids so rows whose path names a record of organization A can be written before it exists. */
const REFEREE_OF_A_ID = crypto.randomUUID();
const GAME_OF_A_ID = crypto.randomUUID();
const WEBHOOK_OF_A_ID = crypto.randomUUID();

const MATRIX_GAME_OF_A = "matrix-game-of-a";
/** Issue 22: two past games of A worked by its referee; A's assessor is asked to assess the second only. */
const PAST_GAME_OF_A = "matrix-past-game-of-a";
const ASSESSED_GAME_OF_A = "matrix-assessed-game-of-a";
/**
 * Issue 20 (decision 0066): a referee of both organizations, held by A at 10:00 on one day and offered by B at
 * 14:00 on another; each organization has an open game half an hour after the other's.
 */
const SHARED_REFEREE_ID = crypto.randomUUID();
const OPEN_GAME_OF_B_ID = crypto.randomUUID();
const OPEN_GAME_OF_A_ID = crypto.randomUUID();
const MATRIX_DRAFT_OF_A = "matrix-draft-of-a";
let leagueA: Awaited<ReturnType<typeof createLeague>>;
let leagueB: Awaited<ReturnType<typeof createLeague>>;
/** Text that belongs to organization A only: it must never reach organization B's assignor. */
let secretsOfA: string[];
let certificationOfA: string;
let staffOfA: Record<
  "scheduler" | "finance" | "limitedAssignor" | "assessor",
  Awaited<ReturnType<typeof createStaffMember>>
>;

beforeAll(async () => {
  leagueA = await createLeague("Riverside United");
  leagueB = await createLeague("Hilltop Rovers");
  staffOfA = {
    scheduler: await createStaffMember(leagueA.organization.id, "scheduler"),
    finance: await createStaffMember(leagueA.organization.id, "finance"),
    // The matrix's games of A are youth games (the factory's level): within this assignor's scope.
    limitedAssignor: await createStaffMember(leagueA.organization.id, "assignor", {
      scope: { levels: ["youth"], leagues: [], venues: [] },
    }),
    assessor: await createStaffMember(leagueA.organization.id, "assessor"),
  };
  await createGame(db, {
    id: GAME_OF_A_ID,
    organizationId: leagueA.organization.id,
    date: "2099-05-01",
    homeTeam: "Riverside Secret XI",
  });
  await createUser(db, {
    id: REFEREE_OF_A_ID,
    organizationId: leagueA.organization.id,
    role: "referee",
    firstName: "Riverside",
    lastName: "Secret Whistler",
  });
  sentOutcome(
    await createInvite(db, {
      organization: leagueA.organization,
      invitedBy: leagueA.assignor,
      email: "pending.referee.a@example.test",
      role: "referee",
      publicOrigin: ORIGIN,
    }),
  );
  await db
    .insert(venues)
    .values({ id: crypto.randomUUID(), organizationId: leagueA.organization.id, name: "Riverside Secret Ground" });
  certificationOfA = (await createCertification(db, { userId: leagueA.referee.id, name: "Matrix Certification" })).id;
  // Smart scheduling: a game and an auto-assign draft of A at fixed ids, for the rows below.
  await createGame(db, {
    id: MATRIX_GAME_OF_A,
    organizationId: leagueA.organization.id,
    date: "2099-05-03",
    homeTeam: "Matrix Home",
  });
  await db.insert(schedulingDrafts).values({
    id: MATRIX_DRAFT_OF_A,
    organizationId: leagueA.organization.id,
    createdById: leagueA.assignor.id,
    parameters: { from: "2099-05-03", to: "2099-05-03", levels: [], venues: [], seed: 1 },
  });
  await db.insert(webhookEndpoints).values({
    id: WEBHOOK_OF_A_ID,
    organizationId: leagueA.organization.id,
    url: "https://hooks.riverside-secret.example/in",
    // An event no row of the matrix causes, so no delivery is attempted over the network.
    events: ["assignment.turned_back"],
    secret: "whsec_matrix",
  });
  // Pro Accounting for A (B stays on Core), and a referee of A paid enough for a 1099-NEC this year.
  await db
    .update(organizations)
    .set({ plan: "pro", planStartedAt: new Date() })
    .where(eq(organizations.id, leagueA.organization.id));
  await db.insert(payments).values({
    id: crypto.randomUUID(),
    organizationId: leagueA.organization.id,
    refereeId: REFEREE_OF_A_ID,
    amountCents: 90_000,
    description: "Season bonus",
    status: "paid",
    method: "check",
    paidAt: new Date(),
    paidOn: new Date().toISOString().slice(0, 10),
  });
  // A referee of both organizations: busy with A when B looks, and with B when A looks (decision 0066).
  await createUser(db, {
    id: SHARED_REFEREE_ID,
    organizationId: leagueA.organization.id,
    role: "referee",
    firstName: "Shared",
    lastName: "Whistler",
    refereeLevel: 3,
  });
  await db.insert(memberships).values({
    id: crypto.randomUUID(),
    organizationId: leagueB.organization.id,
    userId: SHARED_REFEREE_ID,
    role: "referee",
  });
  const heldByA = await createGame(db, {
    organizationId: leagueA.organization.id,
    date: "2099-05-04",
    time: "10:00",
    homeTeam: "Riverside Secret XI",
    venue: "Riverside Secret Ground",
  });
  await createAssignment(db, {
    organizationId: leagueA.organization.id,
    gameId: heldByA.id,
    refereeId: SHARED_REFEREE_ID,
    status: "confirmed",
  });
  await createGame(db, {
    id: OPEN_GAME_OF_B_ID,
    organizationId: leagueB.organization.id,
    date: "2099-05-04",
    time: "10:30",
  });
  const offeredByB = await createGame(db, {
    organizationId: leagueB.organization.id,
    date: "2099-05-05",
    time: "14:00",
    homeTeam: "Hilltop Secret Rangers",
    venue: "Hilltop Secret Park",
  });
  await createAssignment(db, {
    organizationId: leagueB.organization.id,
    gameId: offeredByB.id,
    refereeId: SHARED_REFEREE_ID,
  });
  await createGame(db, {
    id: OPEN_GAME_OF_A_ID,
    organizationId: leagueA.organization.id,
    date: "2099-05-05",
    time: "14:30",
  });
  for (const [id, date] of [
    [PAST_GAME_OF_A, "2020-01-10"],
    [ASSESSED_GAME_OF_A, "2020-01-11"],
  ] as const) {
    await createGame(db, { id, organizationId: leagueA.organization.id, date, homeTeam: `Past ${id}` });
    await createAssignment(db, {
      organizationId: leagueA.organization.id,
      gameId: id,
      refereeId: REFEREE_OF_A_ID,
      status: "completed",
    });
  }
  await db.insert(assessmentRequests).values({
    id: crypto.randomUUID(),
    organizationId: leagueA.organization.id,
    gameId: ASSESSED_GAME_OF_A,
    assessorId: staffOfA.assessor.user.id,
  });
  // Issue 22: a played game of A whose report is not filed yet, and one whose report awaits review.
  await crewGameOfA(REPORT_GAME_OF_A, false);
  await crewGameOfA(REVIEW_GAME_OF_A, true);
  await crewGameOfA(AMATEUR_REVIEW_GAME_OF_A, true, "amateur");
  secretsOfA = [
    "hooks.riverside-secret.example",
    "Riverside Secret Ground",
    leagueA.organization.name,
    "Secret Whistler",
    leagueA.organization.inviteCode,
    "pending.referee.a@example.test",
    "Riverside Secret XI",
  ];
});

async function inviteOfA(): Promise<string> {
  const { id } = sentOutcome(
    await createInvite(db, {
      organization: leagueA.organization,
      invitedBy: leagueA.assignor,
      email: `revoke.me.${crypto.randomUUID().slice(0, 8)}@example.test`,
      role: "referee",
      publicOrigin: ORIGIN,
    }),
  );
  return id;
}

function notificationOfA() {
  return createNotification(db, { userId: leagueA.assignor.id, title: "Riverside Secret XI needs a referee" });
}

async function venueOfA(): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(venues).values({ id, organizationId: leagueA.organization.id, name: `A venue ${id.slice(0, 8)}` });
  return id;
}

async function apiKeyOfA(): Promise<string> {
  const { id } = await createApiKey(db, {
    organizationId: leagueA.organization.id,
    actorId: leagueA.assignor.id,
    input: { name: `Riverside key ${crypto.randomUUID().slice(0, 8)}`, scope: "read" },
  });
  return id;
}

/** A pending payable of organization A's referee. */
async function payableOfA(): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(payments).values({
    id,
    organizationId: leagueA.organization.id,
    refereeId: leagueA.referee.id,
    amountCents: 4000,
    description: "Tournament bonus",
    expenseCategory: "tournament_bonus",
  });
  return id;
}

/** A paid payable of organization A's referee (for Undo paid). */
async function paidPayableOfA(): Promise<string> {
  const id = await payableOfA();
  await db
    .update(payments)
    .set({ status: "paid", paidAt: new Date(), paidOn: "2026-01-05", method: "cash" })
    .where(eq(payments.id, id));
  return id;
}

const DRIVER_ASSIGNMENT_OF_A = crypto.randomUUID();
/** An assignment of organization A at a fixed id (a youth game: within the limited assignor's scope), made once. */
async function driverAssignmentOfA() {
  const [existing] = await db.select().from(assignments).where(eq(assignments.id, DRIVER_ASSIGNMENT_OF_A));
  if (existing) return;
  const game = await gameOfA();
  await createAssignment(db, {
    id: DRIVER_ASSIGNMENT_OF_A,
    organizationId: leagueA.organization.id,
    gameId: game.id,
    refereeId: leagueA.referee.id,
    position: "referee",
  });
}

/**
 * Issue 22 (decision 0082): a played game of A at a fixed id, its referee position held by A's referee, made
 * once; with `filed`, a report awaiting review.
 */
const REPORT_GAME_OF_A = crypto.randomUUID();
const REVIEW_GAME_OF_A = crypto.randomUUID();
/** The game whose report the current "approve" request names (a new one per request). */
let approvedGameOfA = "";
/** An amateur game's report: outside the limited assignor's scope (youth). */
const AMATEUR_REVIEW_GAME_OF_A = crypto.randomUUID();
async function crewGameOfA(id: string, filed: boolean, level: GameLevel = "youth") {
  const [existing] = await db.select({ id: games.id }).from(games).where(eq(games.id, id));
  if (existing) return;
  await createGame(db, {
    id,
    organizationId: leagueA.organization.id,
    date: "2026-01-10",
    status: "completed",
    level,
  });
  await createAssignment(db, {
    organizationId: leagueA.organization.id,
    gameId: id,
    refereeId: leagueA.referee.id,
    position: "referee",
    status: "completed",
  });
  if (filed) {
    await db.insert(gameReports).values({
      id: crypto.randomUUID(),
      organizationId: leagueA.organization.id,
      gameId: id,
      filedById: leagueA.referee.id,
      homeScore: 1,
      awayScore: 0,
      submittedAt: new Date(),
    });
  }
}

let freeDays = 0;
/** A date of 2098 no other row uses (one per call). */
function nextFreeDay(): string {
  freeDays += 1;
  return new Date(Date.UTC(2098, 0, freeDays)).toISOString().slice(0, 10);
}

function gameOfA() {
  return createGame(db, {
    organizationId: leagueA.organization.id,
    date: "2099-05-02",
    homeTeam: `A ${crypto.randomUUID().slice(0, 8)}`,
  });
}

/** The same answer for everyone. */
function everyone(expected: Expected): Record<Actor, Expected> {
  return Object.fromEntries(ACTORS.map((actor) => [actor, expected])) as Record<Actor, Expected>;
}

/** What organization A's staff get, besides its assignor (decision 0064: the permission table, read by a person). */
type StaffAnswers = Pick<Record<Actor, Expected>, "scheduler" | "finance" | "limitedAssignor" | "assessor">;
const NO_STAFF: StaffAnswers = { scheduler: 403, finance: 403, limitedAssignor: 403, assessor: 403 };

/** An assignor of the whole organization only: its settings, members, invites, API, webhooks, activity, exports. */
const ASSIGNOR_ONLY: Record<Actor, Expected> = {
  anonymous: "login",
  referee: 403,
  assignor: 200,
  otherAssignor: 200,
  ...NO_STAFF,
};
const SIGNED_IN: Record<Actor, Expected> = { ...everyone(200), anonymous: 401 };
const REFEREE_ONLY: Record<Actor, Expected> = {
  anonymous: "login",
  referee: 200,
  assignor: 403,
  otherAssignor: 403,
  ...NO_STAFF,
};
/** Every member of the staff (the portal's shell: the switcher, a further league). */
const STAFF: Record<Actor, Expected> = {
  ...ASSIGNOR_ONLY,
  scheduler: 200,
  finance: 200,
  limitedAssignor: 200,
  assessor: 200,
};
/** Those who see the games: the Games page, its export, the calendar. */
const GAMES_READERS: Record<Actor, Expected> = { ...ASSIGNOR_ONLY, scheduler: 200, limitedAssignor: 200 };
/** Those who change games: create, edit, cancel, delete, import. */
const GAMES_WRITERS: Record<Actor, Expected> = { ...ASSIGNOR_ONLY, scheduler: 200 };
/** Those who assign (and see the referee pool they assign from). */
const ASSIGNERS: Record<Actor, Expected> = { ...ASSIGNOR_ONLY, limitedAssignor: 200 };
/** Those who review game reports (issue 22): a limited assignor too, for their scope's games. */
const REPORT_REVIEWERS: Record<Actor, Expected> = { ...ASSIGNOR_ONLY, limitedAssignor: 200 };
/** Those who handle money: payments, accounting, 1099 data. */
const MONEY: Record<Actor, Expected> = { ...ASSIGNOR_ONLY, finance: 200 };

const rows: Row[] = [
  // An assessor has no overview: /assignor sends them to their assessments (issue 22).
  { name: "assignor overview", method: "GET", path: "/assignor", expect: { ...STAFF, assessor: 302 } },
  { name: "assignor invites page", method: "GET", path: "/assignor/invites", expect: ASSIGNOR_ONLY },
  { name: "activity log", method: "GET", path: "/assignor/activity", expect: ASSIGNOR_ONLY },
  {
    name: "season report CSV",
    method: "GET",
    path: "/assignor/reports/season.csv",
    expect: ASSIGNOR_ONLY,
    resource: true,
  },
  // Issue 22 (decision 0083): the `reports.review` permission (a limited assignor: their scope's games); each
  // sees their own.
  {
    name: "discipline export CSV",
    method: "GET",
    path: "/assignor/reports/discipline.csv?from=2099-01-01&to=2099-12-31",
    expect: REPORT_REVIEWERS,
    resource: true,
  },
  // Analytics (issue 22, decision 0086): the `reports` permission, an assignor of the whole organization.
  { name: "analytics page", method: "GET", path: "/assignor/analytics", expect: ASSIGNOR_ONLY },
  {
    name: "analytics CSV",
    method: "GET",
    path: "/assignor/analytics/coverage.csv?from=2026-01-05&to=2026-03-29",
    expect: ASSIGNOR_ONLY,
    resource: true,
  },
  // Every signed-in user has their own alerts; each sees only theirs.
  { name: "own notifications", method: "GET", path: "/notifications", expect: SIGNED_IN },
  {
    name: "mark own notifications read",
    method: "POST",
    path: "/notifications",
    body: () => ({ intent: "read-all" }),
    expect: SIGNED_IN,
  },
  {
    name: "mark organization A's assignor's notification read",
    method: "POST",
    path: "/notifications",
    body: async () => ({ intent: "read", id: (await notificationOfA()).id }),
    // Nobody but its owner can even find it.
    expect: {
      anonymous: 401,
      referee: 404,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 404,
      finance: 404,
      limitedAssignor: 404,
      assessor: 404,
    },
  },
  {
    name: "dismiss organization A's assignor's notification",
    method: "POST",
    path: "/notifications",
    body: async () => ({ intent: "dismiss", id: (await notificationOfA()).id }),
    expect: {
      anonymous: 401,
      referee: 404,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 404,
      finance: 404,
      limitedAssignor: 404,
      assessor: 404,
    },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404, ...NO_STAFF },
  },
  { name: "game management", method: "GET", path: "/assignor/games", expect: GAMES_READERS },
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
    expect: GAMES_WRITERS,
  },
  {
    name: "cancel organization A's game",
    method: "POST",
    path: "/assignor/games",
    body: async () => ({ intent: "cancel", gameId: (await gameOfA()).id, reason: "Field closed" }),
    // Organization B's assignor finds no such game to cancel (404, as for delete).
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 200,
      finance: 403,
      limitedAssignor: 403,
      assessor: 403,
    },
  },
  {
    name: "delete organization A's game",
    method: "POST",
    path: "/assignor/games",
    body: async () => ({ intent: "delete", gameId: (await gameOfA()).id }),
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 200,
      finance: 403,
      limitedAssignor: 403,
      assessor: 403,
    },
  },
  { name: "assignment management", method: "GET", path: "/assignor/assignments", expect: ASSIGNERS },
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
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 409,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
  },
  // Organizations, calendar and payments (decision 0019).
  { name: "organization settings", method: "GET", path: "/assignor/organizations", expect: ASSIGNOR_ONLY },
  {
    name: "add a venue",
    method: "POST",
    path: "/assignor/organizations",
    body: () => ({ intent: "venue-create", name: `Field ${crypto.randomUUID().slice(0, 8)}`, address: "" }),
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "edit organization A's venue",
    method: "POST",
    path: "/assignor/organizations",
    body: async () => ({
      intent: "venue-update",
      venueId: await venueOfA(),
      name: `Renamed ${crypto.randomUUID().slice(0, 8)}`,
      address: "",
    }),
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404, ...NO_STAFF },
  },
  {
    name: "remove organization A's venue",
    method: "POST",
    path: "/assignor/organizations",
    body: async () => ({ intent: "venue-delete", venueId: await venueOfA() }),
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404, ...NO_STAFF },
  },
  // Issue 18 (decision 0058): the league's export, and its deletion (refused here by a wrong typed name).
  {
    name: "organization export ZIP",
    method: "GET",
    path: "/assignor/organizations/export.zip",
    expect: ASSIGNOR_ONLY,
    resource: true,
  },
  {
    name: "schedule the organization's deletion (name mistyped)",
    method: "POST",
    path: "/assignor/organizations",
    body: () => ({ intent: "schedule-deletion", confirmName: "not the name", password: "x" }),
    expect: { anonymous: "login", referee: 403, assignor: 400, otherAssignor: 400, ...NO_STAFF },
  },
  {
    name: "cancel the organization's deletion",
    method: "POST",
    path: "/assignor/organizations",
    body: () => ({ intent: "cancel-deletion" }),
    expect: ASSIGNOR_ONLY,
  },
  // Issue 21 (decision 0076): the assignment rules, saved as they are (so the other rows keep the defaults);
  // another assignor saves their own organization's.
  {
    name: "save the assignment rules",
    method: "POST",
    path: "/assignor/organizations",
    body: () => ({
      intent: "assignment-rules",
      // No credential ticked: those checkbox lists are not posted at all.
      ...Object.fromEntries(
        Object.entries(assignmentPolicyFormValues(DEFAULT_ASSIGNMENT_POLICY)).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      ),
    }),
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "save the assignment rules (refused: cutoff out of range)",
    method: "POST",
    path: "/assignor/organizations",
    body: () => ({ intent: "assignment-rules", declineCutoffHours: "999" }),
    expect: { anonymous: "login", referee: 403, assignor: 400, otherAssignor: 400, ...NO_STAFF },
  },
  // Fee schedules and travel pay (issue 21, decision 0078): organization settings; a game's position fees
  // with the games; marking a driver with assigning. Another organization's game or assignment is not found.
  {
    name: "save the fee table",
    method: "POST",
    path: "/assignor/organizations/fees",
    body: () => ({ intent: "fee-table", ageGroup: "", "fee-youth-referee": "30" }),
    expect: ASSIGNOR_ONLY,
    resource: true,
  },
  {
    name: "save mileage pay",
    method: "POST",
    path: "/assignor/organizations/fees",
    body: () => ({ intent: "mileage", rate: "0.50", unit: "mi", freeDistance: "0", paidTo: "all" }),
    expect: ASSIGNOR_ONLY,
    resource: true,
  },
  {
    name: "organization A's game's position fees",
    method: "GET",
    title: "/assignor/games/:gameId/fees",
    path: () => `/assignor/games/${GAME_OF_A_ID}/fees`,
    expect: { ...GAMES_WRITERS, otherAssignor: 404 },
    resource: true,
  },
  {
    name: "set organization A's game's position fees",
    method: "POST",
    title: "/assignor/games/:gameId/fees",
    path: () => `/assignor/games/${GAME_OF_A_ID}/fees`,
    body: () => ({ "positionFee-referee": "40" }),
    expect: { ...GAMES_WRITERS, otherAssignor: 404 },
    resource: true,
  },
  {
    name: "mark organization A's official as the driver",
    method: "POST",
    title: "/assignor/assignments/:assignmentId/driver",
    path: () => `/assignor/assignments/${DRIVER_ASSIGNMENT_OF_A}/driver`,
    body: async () => {
      await driverAssignmentOfA();
      return { driver: "true" };
    },
    expect: { ...ASSIGNERS, otherAssignor: 404 },
    resource: true,
  },
  { name: "calendar", method: "GET", path: "/assignor/calendar?view=month&date=2099-05-01", expect: GAMES_READERS },
  // Game reports (issue 22, decision 0082): the crew's page answers to the game's crew only; the review needs
  // `reports.review` (a limited assignor: their scope's games), a held payable's decision `reports` (the whole
  // organization's assignor), and another organization's assignor finds no such report.
  {
    name: "a game's report page (its crew)",
    method: "GET",
    path: () => `/referee/games/${REPORT_GAME_OF_A}/report`,
    title: "/referee/games/:gameId/report",
    expect: REFEREE_ONLY,
  },
  {
    name: "file a game's report (its referee position)",
    method: "POST",
    path: () => `/referee/games/${REPORT_GAME_OF_A}/report`,
    title: "/referee/games/:gameId/report",
    body: async () => {
      await crewGameOfA(REPORT_GAME_OF_A, false);
      return { intent: "file", homeScore: "0", awayScore: "0" };
    },
    expect: REFEREE_ONLY,
  },
  {
    name: "own notes on a game's report",
    method: "POST",
    path: () => `/referee/games/${REPORT_GAME_OF_A}/report`,
    title: "/referee/games/:gameId/report",
    body: async () => {
      await crewGameOfA(REPORT_GAME_OF_A, false);
      return { intent: "save-notes", notes: "Quiet game." };
    },
    expect: REFEREE_ONLY,
  },
  { name: "game reports queue", method: "GET", path: "/assignor/reports", expect: REPORT_REVIEWERS },
  {
    name: "organization A's game report",
    method: "GET",
    path: () => `/assignor/reports/${REVIEW_GAME_OF_A}`,
    title: "/assignor/reports/:gameId",
    expect: { ...REPORT_REVIEWERS, otherAssignor: 404 },
  },
  {
    name: "organization A's amateur game's report (outside the limited assignor's scope)",
    method: "GET",
    path: () => `/assignor/reports/${AMATEUR_REVIEW_GAME_OF_A}`,
    title: "/assignor/reports/:gameId",
    expect: { ...REPORT_REVIEWERS, otherAssignor: 404, limitedAssignor: 404 },
  },
  {
    name: "approve organization A's amateur game's report (outside the limited assignor's scope)",
    method: "POST",
    path: () => `/assignor/reports/${AMATEUR_REVIEW_GAME_OF_A}`,
    title: "/assignor/reports/:gameId",
    body: async () => {
      await crewGameOfA(AMATEUR_REVIEW_GAME_OF_A, true, "amateur");
      return { intent: "approve" };
    },
    expect: { ...REPORT_REVIEWERS, otherAssignor: 404, limitedAssignor: 404 },
  },
  {
    name: "return organization A's game report without a comment",
    method: "POST",
    path: () => `/assignor/reports/${REVIEW_GAME_OF_A}`,
    title: "/assignor/reports/:gameId",
    body: async () => {
      await crewGameOfA(REVIEW_GAME_OF_A, true);
      return { intent: "return", comment: "" };
    },
    expect: { ...REPORT_REVIEWERS, assignor: 400, limitedAssignor: 400, otherAssignor: 404 },
  },
  {
    name: "release a held payable of another game",
    method: "POST",
    path: () => `/assignor/reports/${REVIEW_GAME_OF_A}`,
    title: "/assignor/reports/:gameId",
    body: async () => ({ intent: "release-hold", paymentId: await payableOfA() }),
    // Not held, not this game's: not found, even for A's assignor. A limited assignor may not decide a hold.
    expect: { ...ASSIGNOR_ONLY, assignor: 404, otherAssignor: 404 },
  },
  {
    name: "approve organization A's game report",
    method: "POST",
    // A report of its own for each request: an approved report is final, and the next one asks again.
    path: () => {
      approvedGameOfA = crypto.randomUUID();
      return `/assignor/reports/${approvedGameOfA}`;
    },
    title: "/assignor/reports/:gameId",
    body: async () => {
      await crewGameOfA(approvedGameOfA, true);
      return { intent: "approve" };
    },
    expect: { ...REPORT_REVIEWERS, otherAssignor: 404 },
  },
  // Payments (decision 0037): another organization's payable is not found, never paid.
  { name: "payments", method: "GET", path: "/assignor/payments", expect: MONEY },
  {
    name: "payout CSV",
    method: "GET",
    path: "/assignor/payments/export?format=lines",
    expect: MONEY,
    resource: true,
  },
  {
    name: "mark organization A's payable paid",
    method: "POST",
    path: "/assignor/payments",
    body: async () => ({ intent: "mark-paid", paymentIds: await payableOfA(), paidOn: "2026-01-05", method: "cash" }),
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 200,
      limitedAssignor: 403,
      assessor: 403,
    },
  },
  {
    name: "undo organization A's paid payable",
    method: "POST",
    path: "/assignor/payments",
    body: async () => ({ intent: "unpay", paymentId: await paidPayableOfA() }),
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 200,
      limitedAssignor: 403,
      assessor: 403,
    },
  },
  {
    name: "mark all of organization A's referee's payables paid",
    method: "POST",
    path: "/assignor/payments",
    body: async () => {
      await payableOfA();
      // What A's page would show for that referee now (earlier rows leave some of theirs pending).
      const [shown] = await db
        .select({
          count: sql<number>`count(*)`,
          cents: sql<number>`sum(max(0, ${payments.amountCents} + ${payments.mileageCents} + ${payments.adjustmentCents}))`,
        })
        .from(payments)
        .where(
          and(
            eq(payments.organizationId, leagueA.organization.id),
            eq(payments.refereeId, leagueA.referee.id),
            eq(payments.status, "pending"),
          ),
        );
      return {
        intent: "mark-referee-paid",
        refereeId: leagueA.referee.id,
        paidOn: "2026-01-05",
        method: "cash",
        shownCount: String(shown?.count),
        shownOwedCents: String(shown?.cents),
      };
    },
    // Organization B's assignor cannot even learn that the referee exists.
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 200,
      limitedAssignor: 403,
      assessor: 403,
    },
  },
  { name: "Pro Accounting page", method: "GET", path: "/assignor/accounting", expect: MONEY },
  // A is on Pro and B on Core: B's assignor is refused by the plan, and never sees A's data.
  {
    name: "1099-NEC data",
    method: "GET",
    path: "/assignor/accounting/1099-nec.csv",
    resource: true,
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 403,
      scheduler: 403,
      finance: 200,
      limitedAssignor: 403,
      assessor: 403,
    },
  },
  {
    name: "payer details",
    method: "POST",
    path: "/assignor/accounting",
    body: () => ({
      intent: "payer-details",
      legalName: "Riverside United Inc.",
      taxId: "12-3456789",
      mailingAddress: "1 River Rd",
    }),
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 403,
      scheduler: 403,
      finance: 200,
      limitedAssignor: 403,
      assessor: 403,
    },
  },
  {
    name: "own tax details",
    method: "POST",
    path: "/referee/settings",
    body: () => ({
      intent: "save-tax-details",
      legalName: "R",
      tinType: "ssn",
      tin: "123456789",
      addressLine1: "1 A St",
      city: "B",
      state: "CA",
      postalCode: "94110",
    }),
    expect: REFEREE_ONLY,
  },
  {
    name: "own travel limit",
    method: "POST",
    path: "/referee/settings",
    body: () => ({ intent: "save-travel-limit", unit: "km", maxTravel: "40" }),
    expect: REFEREE_ONLY,
  },
  {
    name: "add an own start point",
    method: "POST",
    path: "/referee/settings",
    body: () => ({ intent: "add-start-point", label: "Work", latitude: "37.8", longitude: "-122.4" }),
    expect: REFEREE_ONLY,
  },
  {
    name: "adjust organization A's payable",
    method: "POST",
    path: "/assignor/payments",
    body: async () => ({
      intent: "adjust",
      paymentId: await payableOfA(),
      mileage: "3",
      adjustment: "",
      note: "",
      expenseCategory: "mileage",
    }),
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 200,
      limitedAssignor: 403,
      assessor: 403,
    },
  },
  { name: "API keys page", method: "GET", path: "/assignor/api", expect: ASSIGNOR_ONLY },
  {
    name: "create an API key",
    method: "POST",
    path: "/assignor/api",
    body: () => ({ intent: "create", name: "Matrix key", scope: "read" }),
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "revoke organization A's API key",
    method: "POST",
    path: "/assignor/api",
    body: async () => ({ intent: "revoke", keyId: await apiKeyOfA() }),
    // Organization B's assignor cannot even learn that the key exists.
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404, ...NO_STAFF },
  },
  // Webhooks (decision 0033): organization B's assignor gets 404 for A's endpoint and its deliveries.
  {
    name: "register a webhook endpoint",
    method: "POST",
    path: "/assignor/api/webhooks",
    body: () => ({ url: "https://hooks.example.com/in", events: "assignment.turned_back" }),
    expect: ASSIGNOR_ONLY,
    resource: true,
  },
  {
    name: "organization A's webhook endpoint page",
    method: "GET",
    path: () => `/assignor/api/webhooks/${WEBHOOK_OF_A_ID}`,
    title: "/assignor/api/webhooks/:endpointOfA",
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404, ...NO_STAFF },
  },
  {
    name: "disable organization A's webhook endpoint",
    method: "POST",
    path: () => `/assignor/api/webhooks/${WEBHOOK_OF_A_ID}`,
    title: "/assignor/api/webhooks/:endpointOfA",
    body: () => ({ intent: "disable" }),
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404, ...NO_STAFF },
  },
  // Issue 18: the email link and the provider link step answer to their token only, never to a session.
  {
    name: "an email-verification link that does not exist",
    method: "GET",
    path: "/verify-email/notarealtokenatall",
    expect: everyone(410),
  },
  {
    name: "confirm an email-verification link that does not exist",
    method: "POST",
    path: "/verify-email/notarealtokenatall",
    expect: everyone(410),
  },
  {
    name: "the provider link step without a waiting sign-in",
    method: "GET",
    path: "/link-account?oauth=notarealtokenatall",
    expect: everyone(410),
  },
  {
    name: "link a provider without a waiting sign-in",
    method: "POST",
    path: "/link-account?oauth=notarealtokenatall",
    body: () => ({ password: "any-password-at-all" }),
    expect: everyone(410),
  },
  // The public API takes bearer credentials only: a session cookie, whoever's, is not one.
  {
    name: "public API with a session cookie",
    method: "GET",
    path: "/api/v1/games",
    expect: everyone(401),
    resource: true,
  },
  {
    name: "public API write with a session cookie",
    method: "POST",
    path: "/api/v1/games",
    expect: everyone(401),
    resource: true,
  },
  { name: "referee pool", method: "GET", path: "/assignor/referees", expect: ASSIGNERS },
  {
    name: "organization A's referee profile",
    method: "GET",
    path: `/assignor/referees/${REFEREE_OF_A_ID}`,
    resource: true,
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
  },
  // Issue 21 (decision 0074): a referee's rules page; viewing needs `referees.read`, changing `assign`.
  {
    name: "organization A's referee's rules page",
    method: "GET",
    path: `/assignor/referees/${REFEREE_OF_A_ID}/rules`,
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
  },
  {
    name: "scratch organization A's referee",
    method: "POST",
    path: `/assignor/referees/${REFEREE_OF_A_ID}/rules`,
    body: () => ({ intent: "add-team-tie", team: "Matrix Scratchers", relation: "scratched", note: "" }),
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
  },
  {
    name: "rank organization A's referee",
    method: "POST",
    path: `/assignor/referees/${REFEREE_OF_A_ID}/rules`,
    body: () => ({ intent: "save-ranks", ranks: "referee:youth" }),
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
  },
  {
    name: "a referee declares a team of theirs",
    method: "POST",
    path: "/referee/settings",
    body: () => ({ intent: "declare-team-tie", team: "Matrix Juniors", relation: "plays" }),
    expect: REFEREE_ONLY,
  },
  {
    name: "new assignment options",
    method: "GET",
    path: "/assignor/assignments/options",
    resource: true,
    expect: ASSIGNERS,
  },
  {
    name: "conflict preview of organization A's game",
    method: "GET",
    path: `/assignor/assignments/options?gameId=${GAME_OF_A_ID}`,
    resource: true,
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
  },
  {
    // Issue 20: B's preview names the referee A holds at that hour as busy, and nothing of A's game (checked
    // for every row: organization B's assignor never sees organization A's secrets).
    name: "conflict preview of organization B's game, a referee busy with A",
    method: "GET",
    path: `/assignor/assignments/options?gameId=${OPEN_GAME_OF_B_ID}`,
    resource: true,
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 404,
      otherAssignor: 200,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 404,
      assessor: 403,
    },
  },
  {
    // B's assignor is refused (the conflict is hard); A's assigners find no such game.
    name: "assign the referee busy with A to organization B's game",
    method: "POST",
    path: "/assignor/assignments",
    body: () => ({ intent: "assign", gameId: OPEN_GAME_OF_B_ID, refereeId: SHARED_REFEREE_ID, position: "referee" }),
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 409,
      otherAssignor: 409,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 409,
      assessor: 403,
    },
  },
  {
    name: "create an assignment on organization A's game",
    method: "POST",
    path: "/assignor/assignments",
    // Each on a day of its own: the referee offered twice at one hour would be a conflict, not a permission.
    body: async () => ({
      intent: "assign",
      gameId: (await createGame(db, { organizationId: leagueA.organization.id, date: nextFreeDay() })).id,
      refereeId: REFEREE_OF_A_ID,
      position: "referee",
    }),
    // Organization B's assignor finds no such game.
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 409,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
  },
  { name: "auto-assign", method: "GET", path: "/assignor/auto-assign", expect: ASSIGNERS },
  {
    name: "save scheduling settings",
    method: "POST",
    path: "/assignor/auto-assign",
    body: () => ({
      intent: "settings",
      balance: "1",
      fees: "1",
      levelMatch: "1",
      teamRepeat: "1",
      crew: "1",
      preferences: "1",
      travel: "1",
      maxGamesPerWeek: "",
    }),
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "organization A's auto-assign draft",
    method: "GET",
    path: `/assignor/auto-assign/${MATRIX_DRAFT_OF_A}`,
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 404,
      assessor: 403,
    },
  },
  {
    name: "suggestions for organization A's game",
    method: "GET",
    path: `/assignor/games/${MATRIX_GAME_OF_A}/suggestions?position=referee`,
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
    resource: true,
  },
  { name: "referee overview", method: "GET", path: "/referee", expect: REFEREE_ONLY },
  { name: "referee notifications", method: "GET", path: "/referee/notifications", expect: REFEREE_ONLY },
  {
    name: "mark the referee's notification read",
    method: "POST",
    path: "/referee/notifications",
    body: async () => ({
      intent: "read",
      notificationId: (await createNotification(db, { userId: leagueA.referee.id })).id,
    }),
    expect: { anonymous: "login", referee: 200, assignor: 403, otherAssignor: 403, ...NO_STAFF },
  },
  { name: "referee contacts", method: "GET", path: "/referee/contacts", expect: REFEREE_ONLY },
  { name: "open games", method: "GET", path: "/referee/open-games", expect: REFEREE_ONLY },
  {
    name: "request an open game of organization A",
    method: "POST",
    path: "/referee/open-games",
    // Its own day: the rows above give A's referee offers on 2099-05-02, which would overlap.
    body: async () => ({
      intent: "request",
      gameId: (
        await createGame(db, {
          organizationId: leagueA.organization.id,
          date: "2099-07-01",
          homeTeam: `Open ${crypto.randomUUID().slice(0, 8)}`,
        })
      ).id,
      position: "referee",
    }),
    expect: { anonymous: "login", referee: 200, assignor: 403, otherAssignor: 403, ...NO_STAFF },
  },
  {
    name: "reject a game request of organization A",
    method: "POST",
    path: "/assignor/game-requests",
    body: async () => {
      const game = await gameOfA();
      const request = await createGameRequest(db, {
        organizationId: leagueA.organization.id,
        gameId: game.id,
        refereeId: leagueA.referee.id,
      });
      return { intent: "reject", requestId: request.id };
    },
    // Organization B's assignor finds no such request.
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
    resource: true,
  },
  {
    name: "unknown referee section (falls back to the overview)",
    method: "GET",
    path: "/referee/no-such-section",
    expect: REFEREE_ONLY,
  },
  { name: "referee schedule", method: "GET", path: "/referee/schedule", expect: REFEREE_ONLY },
  {
    // Answering one's own offer is tested in referee-schedule.test.ts; here the guard, for any id.
    name: "answer an assignment",
    method: "POST",
    path: "/referee/assignments/not-this-referees",
    body: () => ({ intent: "accept" }),
    expect: { anonymous: "login", referee: 404, assignor: 403, otherAssignor: 403, ...NO_STAFF },
    resource: true,
  },
  {
    name: "referee settings (with the calendar feed link)",
    method: "GET",
    path: "/referee/settings",
    expect: REFEREE_ONLY,
  },
  {
    name: "reset the calendar feed link",
    method: "POST",
    path: "/referee/settings",
    body: () => ({ intent: "reset-calendar-feed" }),
    expect: REFEREE_ONLY,
  },
  // Issue 32 (decision 0091): one's own phone code. Nobody here has a code out or an unconfirmed number, so
  // whoever may ask is told so (400, 409); the guard answers first for everyone else.
  {
    name: "confirm one's phone (referee settings)",
    method: "POST",
    path: "/referee/settings",
    body: () => ({ intent: "confirm-phone", phoneCode: "000000" }),
    expect: { ...REFEREE_ONLY, referee: 400 },
  },
  {
    name: "send a new phone code (referee settings)",
    method: "POST",
    path: "/referee/settings",
    body: () => ({ intent: "resend-phone-code" }),
    expect: { ...REFEREE_ONLY, referee: 409 },
  },
  {
    name: "confirm one's phone (settings dialog)",
    method: "POST",
    path: "/settings",
    body: () => ({ intent: "confirm-phone", phoneCode: "000000" }),
    resource: true,
    expect: { ...everyone(400), anonymous: 401 },
  },
  {
    name: "send a new phone code (settings dialog)",
    method: "POST",
    path: "/settings",
    body: () => ({ intent: "resend-phone-code" }),
    resource: true,
    expect: { ...everyone(409), anonymous: 401 },
  },
  {
    name: "edit organization A's referee's certification",
    method: "POST",
    path: "/referee/settings",
    body: async () => ({
      intent: "edit-certification",
      certificationId: (await createCertification(db, { userId: leagueA.referee.id })).id,
      name: "Renamed",
      level: "Level 2",
    }),
    expect: REFEREE_ONLY,
  },
  {
    name: "verify organization A's referee's certification",
    method: "POST",
    title: "/assignor/referees/:refereeId/certifications/:certificationId",
    path: () => `/assignor/referees/${leagueA.referee.id}/certifications/${certificationOfA}`,
    body: () => ({ verified: "true" }),
    resource: true,
    // Organization B's assignor finds no such referee or certification.
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 200,
      otherAssignor: 404,
      scheduler: 403,
      finance: 403,
      limitedAssignor: 200,
      assessor: 403,
    },
  },
  {
    name: "calendar feed with an unknown token (no cookie needed; nobody gets one)",
    method: "GET",
    path: `/calendar/${"x".repeat(43)}.ics`,
    resource: true,
    expect: everyone(404),
  },
  // Unsubscribe links (decision 0058): the token is the credential; a made-up one is refused to everyone.
  {
    name: "unsubscribe page with an unknown token",
    method: "GET",
    path: `/unsubscribe/${"a".repeat(32)}`,
    resource: true,
    expect: everyone(404),
  },
  {
    name: "unsubscribe with an unknown token",
    method: "POST",
    path: `/unsubscribe/${"a".repeat(32)}`,
    body: () => ({ "List-Unsubscribe": "One-Click" }),
    resource: true,
    expect: everyone(404),
  },
  { name: "referee earnings", method: "GET", path: "/referee/earnings", expect: REFEREE_ONLY },
  {
    name: "referee earnings CSV",
    method: "GET",
    path: "/referee/earnings/export",
    expect: REFEREE_ONLY,
    resource: true,
  },
  // Availability: the referee's own only; the sync endpoint answers fetches with bare statuses.
  { name: "referee availability", method: "GET", path: "/referee/availability", expect: REFEREE_ONLY },
  {
    name: "own availability (sync endpoint)",
    method: "GET",
    path: "/referee/availability/changes",
    resource: true,
    expect: { anonymous: 401, referee: 200, assignor: 403, otherAssignor: 403, ...NO_STAFF },
  },
  {
    name: "sync availability changes",
    method: "POST",
    path: "/referee/availability/changes",
    body: () => ({
      changes: JSON.stringify([
        { clientId: crypto.randomUUID(), change: { type: "block-days", dates: ["2099-01-01"] } },
      ]),
    }),
    resource: true,
    expect: { anonymous: 401, referee: 200, assignor: 403, otherAssignor: 403, ...NO_STAFF },
  },
  // Status-page email updates (decision 0056): public; a link works by its token alone, whoever follows it.
  {
    name: "subscribe to status updates (answers the same to everyone)",
    method: "POST",
    path: "/system-status.data",
    body: () => ({ email: `matrix-${crypto.randomUUID().slice(0, 8)}@example.test` }),
    resource: true,
    expect: everyone(200),
  },
  ...(["GET", "POST"] as const).flatMap((method) =>
    (["confirm", "unsubscribe"] as const).map((purpose): Row => ({
      name: `status ${purpose} link with an unknown token`,
      method,
      path: `/system-status/${purpose}/${"x".repeat(32)}`,
      expect: everyone(404),
    })),
  ),
  // Your data and your exit (issue 18): every signed-in person, only ever their own account.
  {
    name: "download my data",
    method: "GET",
    path: "/account/export",
    resource: true,
    expect: {
      anonymous: "login",
      referee: 200,
      assignor: 200,
      otherAssignor: 200,
      scheduler: 200,
      finance: 200,
      limitedAssignor: 200,
      assessor: 200,
    },
  },
  {
    name: "delete my account (what it does)",
    method: "GET",
    path: "/account/delete",
    expect: {
      anonymous: "login",
      referee: 200,
      assignor: 200,
      otherAssignor: 200,
      scheduler: 200,
      finance: 200,
      limitedAssignor: 200,
      assessor: 200,
    },
  },
  {
    // Never carried out here: the referee's confirmation is wrong (400); each assignor is their league's only one (409).
    name: "delete my account, unconfirmed",
    method: "POST",
    path: "/account/delete",
    body: () => ({ confirmation: "not sure" }),
    expect: {
      anonymous: "login",
      referee: 400,
      assignor: 409,
      otherAssignor: 409,
      scheduler: 400,
      finance: 400,
      limitedAssignor: 400,
      assessor: 400,
    },
  },
  {
    // Issue 32 (decision 0092): a fresh confirmation link for one's own address; every matrix actor's is confirmed
    // already, so each is sent straight back (303), and nobody else's address can be named.
    name: "send me a confirmation link",
    method: "POST",
    path: "/account/confirm-email",
    body: () => ({ redirectTo: "/notifications" }),
    expect: { ...everyone(303), anonymous: "login" },
  },
  {
    name: "sign out",
    method: "POST",
    path: "/logout",
    expect: everyone(302),
  },
  // Members (issue 20, decision 0068): the organization's own members only; another's is as missing as none.
  {
    name: "a member's page",
    method: "GET",
    path: `/assignor/organizations/members/${REFEREE_OF_A_ID}`,
    expect: { ...ASSIGNOR_ONLY, otherAssignor: 404 },
  },
  {
    // Never carried out here: the role is not one (400), or the member is another organization's (404).
    name: "change a member's role, invalid",
    method: "POST",
    path: `/assignor/organizations/members/${REFEREE_OF_A_ID}`,
    body: () => ({ intent: "role", role: "captain" }),
    expect: { ...ASSIGNOR_ONLY, assignor: 400, otherAssignor: 404 },
  },
  {
    // A's assignor removing themselves is refused (409); B's assignor cannot reach A's member (404).
    name: "remove a member, refused",
    method: "POST",
    path: () => `/assignor/organizations/members/${leagueA.assignor.id}`,
    title: "/assignor/organizations/members/<assignor of A>",
    body: () => ({ intent: "remove" }),
    expect: { ...ASSIGNOR_ONLY, assignor: 409, otherAssignor: 404 },
  },
  {
    // A stale code rotates nothing (409), so organization A's code stays what the checks above expect.
    name: "rotate the invite code from a stale page",
    method: "POST",
    path: "/assignor/invites",
    body: () => ({ intent: "rotate-code", current: "STALE000" }),
    expect: { ...ASSIGNOR_ONLY, assignor: 409, otherAssignor: 409 },
  },
  // A referee across organizations (issue 20): their leagues, and joining another by code or invite link.
  { name: "referee's leagues", method: "GET", path: "/referee/leagues", expect: REFEREE_ONLY },
  {
    name: "join a league with an unknown code",
    method: "POST",
    path: "/referee/leagues",
    body: () => ({ intent: "join", code: "NOSUCH99" }),
    expect: { anonymous: "login", referee: 400, assignor: 403, otherAssignor: 403, ...NO_STAFF },
  },
  {
    // The referee already belongs to A; B's assignor is no referee, so cannot join A with A's code here.
    name: "join organization A with its code",
    method: "POST",
    path: "/referee/leagues",
    body: () => ({ intent: "join", code: leagueA.organization.inviteCode }),
    expect: { anonymous: "login", referee: 409, assignor: 403, otherAssignor: 403, ...NO_STAFF },
  },
  {
    // A visitor is sent to the sign-up form with the link; a signed-in person hears it is unusable.
    name: "invite link with an unknown token",
    method: "GET",
    path: `/join?invite=${"x".repeat(43)}`,
    expect: { ...everyone(200), anonymous: 302 },
  },
  {
    name: "accept an unknown invite",
    method: "POST",
    path: "/join",
    body: () => ({ invite: "x".repeat(43) }),
    expect: { ...everyone(400), anonymous: "login" },
  },
  // Evaluations (issue 22, decision 0084): every evaluation for assignors (`reports`); an assessor only the
  // games they are asked to assess (any other game's form is 404 for them); a referee only their own.
  { name: "evaluations page", method: "GET", path: "/assignor/evaluations", expect: ASSIGNOR_ONLY },
  {
    name: "ask an assessor to assess organization A's game",
    method: "POST",
    path: "/assignor/evaluations",
    body: async () => ({
      intent: "ask-assessor",
      gameId: (await gameOfA()).id,
      assessorId: staffOfA.assessor.user.id,
    }),
    expect: { ...ASSIGNOR_ONLY, otherAssignor: 404 },
  },
  {
    name: "withdraw an assessment request of organization A",
    method: "POST",
    path: "/assignor/evaluations",
    body: async () => {
      const game = await gameOfA();
      const id = crypto.randomUUID();
      await db.insert(assessmentRequests).values({
        id,
        organizationId: leagueA.organization.id,
        gameId: game.id,
        assessorId: staffOfA.assessor.user.id,
      });
      return { intent: "withdraw-assessor", gameId: game.id, requestId: id };
    },
    expect: { ...ASSIGNOR_ONLY, otherAssignor: 404 },
  },
  {
    name: "ask organization A's coaches to rate a past game",
    method: "POST",
    path: "/assignor/evaluations",
    body: () => ({ intent: "ask-coaches", gameId: PAST_GAME_OF_A, homeEmail: "coach.a@example.test" }),
    expect: { ...ASSIGNOR_ONLY, otherAssignor: 404 },
  },
  // The coach's page: public, the token is the credential; an unknown one is 404 for everyone.
  { name: "coach rating page, unknown link", method: "GET", path: "/rate/unknown-token", expect: everyone(404) },
  {
    name: "evaluation form, a game the assessor is not asked to assess",
    method: "GET",
    path: `/assignor/evaluations/${PAST_GAME_OF_A}/${REFEREE_OF_A_ID}`,
    expect: { ...ASSIGNOR_ONLY, otherAssignor: 404, assessor: 404 },
  },
  {
    name: "evaluation form, a game the assessor is asked to assess",
    method: "GET",
    path: `/assignor/evaluations/${ASSESSED_GAME_OF_A}/${REFEREE_OF_A_ID}`,
    expect: { ...ASSIGNOR_ONLY, otherAssignor: 404, assessor: 200 },
  },
  {
    name: "save an evaluation of organization A's referee",
    method: "POST",
    path: `/assignor/evaluations/${ASSESSED_GAME_OF_A}/${REFEREE_OF_A_ID}`,
    body: () => ({
      "score.positioning": "4",
      "score.fitness": "4",
      "score.foul_recognition": "3",
      "score.game_management": "4",
      "score.teamwork": "5",
      "score.communication": "4",
      comments: "Matrix evaluation",
    }),
    expect: { ...ASSIGNOR_ONLY, otherAssignor: 404, assessor: 200 },
  },
  {
    // After the evaluation rows above: this leaves A's rubric with one criterion.
    name: "save organization A's evaluation settings (one criterion)",
    method: "POST",
    path: "/assignor/organizations",
    body: () => ({
      intent: "evaluation-settings",
      criterionKey: "positioning",
      criterionLabel: "Positioning and movement",
      "weight.assessor": "3",
      "weight.assignor": "3",
      "weight.coach": "1",
    }),
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "assessments page",
    method: "GET",
    path: "/assignor/assessments",
    expect: { ...ASSIGNOR_ONLY, assessor: 200 },
  },
  { name: "referee's evaluations", method: "GET", path: "/referee/evaluations", expect: REFEREE_ONLY },
  // The organization switcher (issue 20, decision 0067): staff only; nobody switches into another's league.
  // Every member of the staff switches (decision 0064: the switcher is the shell's, like the overview).
  { name: "the switcher's list", method: "GET", path: "/assignor/switch-organization", expect: STAFF },
  {
    name: "switch into organization A",
    method: "POST",
    path: "/assignor/switch-organization",
    body: () => ({ organizationId: leagueA.organization.id }),
    // A's assignor switches into A (where they are already); B's assignor is refused and stays in B.
    expect: {
      anonymous: "login",
      referee: 403,
      assignor: 302,
      otherAssignor: 404,
      scheduler: 302,
      finance: 302,
      limitedAssignor: 302,
      assessor: 302,
    },
  },
  { name: "new organization form", method: "GET", path: "/assignor/organizations/new", expect: STAFF },
  {
    // Never carried out here (a new league would become the actor's active one): the name is missing.
    name: "new organization, without a name",
    method: "POST",
    path: "/assignor/organizations/new",
    body: () => ({ name: "", timeZone: "America/Chicago", currency: "USD" }),
    expect: { ...everyone(400), anonymous: "login", referee: 403 },
  },
];

function cookieOf(actor: Actor): string | undefined {
  return {
    anonymous: undefined,
    referee: leagueA.refereeCookie,
    assignor: leagueA.assignorCookie,
    otherAssignor: leagueB.assignorCookie,
    scheduler: staffOfA.scheduler.cookie,
    finance: staffOfA.finance.cookie,
    limitedAssignor: staffOfA.limitedAssignor.cookie,
    assessor: staffOfA.assessor.cookie,
  }[actor];
}

describe("authorization matrix", () => {
  for (const row of rows) {
    for (const actor of ACTORS) {
      const expected = row.expect[actor];
      it(`${row.method} ${row.title ?? String(row.path)} (${row.name}) as ${actor} → ${expected}`, async () => {
        const path = typeof row.path === "function" ? row.path() : row.path;
        // Sign-out ends the session; give it a throwaway one so the other rows keep theirs.
        const cookie = path === "/logout" && actor !== "anonymous" ? await freshCookieFor(actor) : cookieOf(actor);
        const response =
          row.method === "GET" ? await get(path, { cookie }) : await post(path, await (row.body?.() ?? {}), { cookie });
        if (expected === "login") {
          expect(response.status).toBe(302);
          expect(response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
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
      (await (await get("/assignor/organizations", { cookie: leagueA.assignorCookie })).text()) +
      (await (await get("/assignor/games", { cookie: leagueA.assignorCookie })).text()) +
      (await (await get("/assignor/referees", { cookie: leagueA.assignorCookie })).text()) +
      (await (await get("/assignor/api", { cookie: leagueA.assignorCookie })).text());
    for (const secret of secretsOfA) expect(html).toContain(secret);
  });

  it("names a referee of both organizations busy with the other one, both ways, and nothing of its game", async () => {
    const busyIn = async (gameId: string, cookie: string) => {
      const response = await get(`/assignor/assignments/options?gameId=${gameId}`, { cookie });
      expect(response.status).toBe(200);
      const text = await response.text();
      const { referees } = JSON.parse(text) as {
        referees: { id: string; conflicts: { code: string; message: string }[] }[];
      };
      const shared = referees.find((referee) => referee.id === SHARED_REFEREE_ID)!;
      return { text, conflicts: shared.conflicts };
    };
    const seenByB = await busyIn(OPEN_GAME_OF_B_ID, leagueB.assignorCookie);
    expect(seenByB.conflicts).toContainEqual(
      expect.objectContaining({ code: "other_organization", message: "Busy with another organization" }),
    );
    for (const secret of secretsOfA) expect(seenByB.text).not.toContain(secret);

    const seenByA = await busyIn(OPEN_GAME_OF_A_ID, leagueA.assignorCookie);
    expect(seenByA.conflicts).toContainEqual(
      expect.objectContaining({ code: "other_organization", message: "Busy with another organization" }),
    );
    for (const secret of ["Hilltop Secret", leagueB.organization.name, leagueB.organization.id]) {
      expect(seenByA.text).not.toContain(secret);
    }
  });

  it("never shows or accepts a game outside the limited assignor's scope (youth only)", async () => {
    const cookie = staffOfA.limitedAssignor.cookie;
    const date = nextFreeDay();
    const outside = await createGame(db, {
      organizationId: leagueA.organization.id,
      date,
      level: "professional",
      homeTeam: "Riverside Professional Secret",
    });
    // An offer on it by the whole-organization assignor: not the limited assignor's to see or withdraw.
    const offer = await createAssignment(db, {
      organizationId: leagueA.organization.id,
      gameId: outside.id,
      refereeId: REFEREE_OF_A_ID,
      position: "assistant_referee_1",
      status: "pending",
    });
    const pages = [
      "/assignor/games?when=all",
      `/assignor/games?when=all&q=${encodeURIComponent("Riverside Professional")}`,
      "/assignor/games/export?when=all",
      `/assignor/calendar?view=month&date=${date}`,
      "/assignor/assignments?when=all",
      "/assignor/assignments/export?when=all",
      "/assignor/assignments/options",
    ];
    for (const path of pages) {
      const full = await get(path, { cookie: leagueA.assignorCookie });
      const limited = await get(path, { cookie });
      expect(limited.status, path).toBe(200);
      // The whole-organization assignor sees it on the same page: the difference is the scope.
      expect(await full.text(), path).toContain(
        path.includes("options") ? outside.id : "Riverside Professional Secret",
      );
      const html = await limited.text();
      expect(html, path).not.toContain("Riverside Professional Secret");
      expect(html, path).not.toContain(outside.id);
    }
    expect((await get(`/assignor/assignments/options?gameId=${outside.id}`, { cookie })).status).toBe(404);
    expect((await get(`/assignor/games/${outside.id}/suggestions?position=referee`, { cookie })).status).toBe(404);

    const assign = { gameId: outside.id, refereeId: leagueA.referee.id, position: "referee" };
    expect((await post("/assignor/games", { intent: "assign", ...assign }, { cookie })).status).toBe(409);
    expect((await post("/assignor/assignments", { intent: "assign", ...assign }, { cookie })).status).toBe(409);
    const withdraw = { intent: "withdraw", assignmentId: offer.id };
    expect((await post("/assignor/assignments", withdraw, { cookie })).status).toBe(409);
    const left = await db.select().from(assignments).where(eq(assignments.gameId, outside.id));
    expect(left.map((row) => [row.id, row.status])).toEqual([[offer.id, "pending"]]);
  });

  it("leaves organization A's invite in place when organization B's assignor tries to revoke it", async () => {
    const id = await inviteOfA();
    await post("/assignor/invites", { intent: "revoke", inviteId: id }, { cookie: leagueB.assignorCookie });
    expect(await db.select().from(invites).where(eq(invites.id, id))).toHaveLength(1);
  });
});

async function freshCookieFor(actor: Exclude<Actor, "anonymous">): Promise<string> {
  const user = {
    referee: leagueA.referee,
    assignor: leagueA.assignor,
    otherAssignor: leagueB.assignor,
    scheduler: staffOfA.scheduler.user,
    finance: staffOfA.finance.user,
    limitedAssignor: staffOfA.limitedAssignor.user,
    assessor: staffOfA.assessor.user,
  }[actor];
  return cookieFor(user.id);
}
