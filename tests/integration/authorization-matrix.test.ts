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
} from "~/db/factories";
import { invites, organizations, payments, schedulingDrafts, venues, webhookEndpoints } from "~/db/schema";
import { createApiKey } from "~/server/api-keys.server";
import { createInvite } from "~/server/invites.server";
import { cookieFor, createLeague, db, get, ORIGIN, post } from "./helpers";

type Actor = "anonymous" | "referee" | "assignor" | "otherAssignor";
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
const MATRIX_DRAFT_OF_A = "matrix-draft-of-a";
let leagueA: Awaited<ReturnType<typeof createLeague>>;
let leagueB: Awaited<ReturnType<typeof createLeague>>;
/** Text that belongs to organization A only: it must never reach organization B's assignor. */
let secretsOfA: string[];
let certificationOfA: string;

beforeAll(async () => {
  leagueA = await createLeague("Riverside United");
  leagueB = await createLeague("Hilltop Rovers");
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
  await createInvite(db, {
    organization: leagueA.organization,
    invitedBy: leagueA.assignor,
    email: "pending.referee.a@example.test",
    role: "referee",
    publicOrigin: ORIGIN,
  });
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

function gameOfA() {
  return createGame(db, {
    organizationId: leagueA.organization.id,
    date: "2099-05-02",
    homeTeam: `A ${crypto.randomUUID().slice(0, 8)}`,
  });
}

const ASSIGNOR_ONLY: Record<Actor, Expected> = { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 200 };
const SIGNED_IN: Record<Actor, Expected> = { anonymous: 401, referee: 200, assignor: 200, otherAssignor: 200 };
const REFEREE_ONLY: Record<Actor, Expected> = { anonymous: "login", referee: 200, assignor: 403, otherAssignor: 403 };

const rows: Row[] = [
  { name: "assignor overview", method: "GET", path: "/assignor", expect: ASSIGNOR_ONLY },
  { name: "assignor invites page", method: "GET", path: "/assignor/invites", expect: ASSIGNOR_ONLY },
  { name: "activity log", method: "GET", path: "/assignor/activity", expect: ASSIGNOR_ONLY },
  {
    name: "season report CSV",
    method: "GET",
    path: "/assignor/reports/season.csv",
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
    // Organization B's assignor finds no such game to cancel (404, as for delete).
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "remove organization A's venue",
    method: "POST",
    path: "/assignor/organizations",
    body: async () => ({ intent: "venue-delete", venueId: await venueOfA() }),
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
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
    expect: { anonymous: "login", referee: 403, assignor: 400, otherAssignor: 400 },
  },
  {
    name: "cancel the organization's deletion",
    method: "POST",
    path: "/assignor/organizations",
    body: () => ({ intent: "cancel-deletion" }),
    expect: ASSIGNOR_ONLY,
  },
  { name: "calendar", method: "GET", path: "/assignor/calendar?view=month&date=2099-05-01", expect: ASSIGNOR_ONLY },
  // Payments (decision 0037): another organization's payable is not found, never paid.
  { name: "payments", method: "GET", path: "/assignor/payments", expect: ASSIGNOR_ONLY },
  {
    name: "payout CSV",
    method: "GET",
    path: "/assignor/payments/export?format=lines",
    expect: ASSIGNOR_ONLY,
    resource: true,
  },
  {
    name: "mark organization A's payable paid",
    method: "POST",
    path: "/assignor/payments",
    body: async () => ({ intent: "mark-paid", paymentIds: await payableOfA(), paidOn: "2026-01-05", method: "cash" }),
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "undo organization A's paid payable",
    method: "POST",
    path: "/assignor/payments",
    body: async () => ({ intent: "unpay", paymentId: await paidPayableOfA() }),
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  { name: "Pro Accounting page", method: "GET", path: "/assignor/accounting", expect: ASSIGNOR_ONLY },
  // A is on Pro and B on Core: B's assignor is refused by the plan, and never sees A's data.
  {
    name: "1099-NEC data",
    method: "GET",
    path: "/assignor/accounting/1099-nec.csv",
    resource: true,
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 403 },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 403 },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "disable organization A's webhook endpoint",
    method: "POST",
    path: () => `/assignor/api/webhooks/${WEBHOOK_OF_A_ID}`,
    title: "/assignor/api/webhooks/:endpointOfA",
    body: () => ({ intent: "disable" }),
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  // Issue 18: the email link and the provider link step answer to their token only, never to a session.
  {
    name: "an email-verification link that does not exist",
    method: "GET",
    path: "/verify-email/notarealtokenatall",
    expect: { anonymous: 410, referee: 410, assignor: 410, otherAssignor: 410 },
  },
  {
    name: "confirm an email-verification link that does not exist",
    method: "POST",
    path: "/verify-email/notarealtokenatall",
    expect: { anonymous: 410, referee: 410, assignor: 410, otherAssignor: 410 },
  },
  {
    name: "the provider link step without a waiting sign-in",
    method: "GET",
    path: "/link-account?oauth=notarealtokenatall",
    expect: { anonymous: 410, referee: 410, assignor: 410, otherAssignor: 410 },
  },
  {
    name: "link a provider without a waiting sign-in",
    method: "POST",
    path: "/link-account?oauth=notarealtokenatall",
    body: () => ({ password: "any-password-at-all" }),
    expect: { anonymous: 410, referee: 410, assignor: 410, otherAssignor: 410 },
  },
  // The public API takes bearer credentials only: a session cookie, whoever's, is not one.
  {
    name: "public API with a session cookie",
    method: "GET",
    path: "/api/v1/games",
    expect: { anonymous: 401, referee: 401, assignor: 401, otherAssignor: 401 },
    resource: true,
  },
  {
    name: "public API write with a session cookie",
    method: "POST",
    path: "/api/v1/games",
    expect: { anonymous: 401, referee: 401, assignor: 401, otherAssignor: 401 },
    resource: true,
  },
  { name: "referee pool", method: "GET", path: "/assignor/referees", expect: ASSIGNOR_ONLY },
  {
    name: "organization A's referee profile",
    method: "GET",
    path: `/assignor/referees/${REFEREE_OF_A_ID}`,
    resource: true,
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "new assignment options",
    method: "GET",
    path: "/assignor/assignments/options",
    resource: true,
    expect: ASSIGNOR_ONLY,
  },
  {
    name: "conflict preview of organization A's game",
    method: "GET",
    path: `/assignor/assignments/options?gameId=${GAME_OF_A_ID}`,
    resource: true,
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "create an assignment on organization A's game",
    method: "POST",
    path: "/assignor/assignments",
    body: async () => ({
      intent: "assign",
      gameId: (await gameOfA()).id,
      refereeId: REFEREE_OF_A_ID,
      position: "referee",
    }),
    // Organization B's assignor finds no such game.
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 409 },
  },
  { name: "auto-assign", method: "GET", path: "/assignor/auto-assign", expect: ASSIGNOR_ONLY },
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
  { name: "referee notifications", method: "GET", path: "/referee/notifications", expect: REFEREE_ONLY },
  {
    name: "mark the referee's notification read",
    method: "POST",
    path: "/referee/notifications",
    body: async () => ({
      intent: "read",
      notificationId: (await createNotification(db, { userId: leagueA.referee.id })).id,
    }),
    expect: { anonymous: "login", referee: 200, assignor: 403, otherAssignor: 403 },
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
    expect: { anonymous: "login", referee: 200, assignor: 403, otherAssignor: 403 },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
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
    expect: { anonymous: "login", referee: 404, assignor: 403, otherAssignor: 403 },
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
    expect: { anonymous: "login", referee: 403, assignor: 200, otherAssignor: 404 },
  },
  {
    name: "calendar feed with an unknown token (no cookie needed; nobody gets one)",
    method: "GET",
    path: `/calendar/${"x".repeat(43)}.ics`,
    resource: true,
    expect: { anonymous: 404, referee: 404, assignor: 404, otherAssignor: 404 },
  },
  // Unsubscribe links (decision 0058): the token is the credential; a made-up one is refused to everyone.
  {
    name: "unsubscribe page with an unknown token",
    method: "GET",
    path: `/unsubscribe/${"a".repeat(32)}`,
    resource: true,
    expect: { anonymous: 404, referee: 404, assignor: 404, otherAssignor: 404 },
  },
  {
    name: "unsubscribe with an unknown token",
    method: "POST",
    path: `/unsubscribe/${"a".repeat(32)}`,
    body: () => ({ "List-Unsubscribe": "One-Click" }),
    resource: true,
    expect: { anonymous: 404, referee: 404, assignor: 404, otherAssignor: 404 },
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
    expect: { anonymous: 401, referee: 200, assignor: 403, otherAssignor: 403 },
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
    expect: { anonymous: 401, referee: 200, assignor: 403, otherAssignor: 403 },
  },
  // Status-page email updates (decision 0056): public; a link works by its token alone, whoever follows it.
  {
    name: "subscribe to status updates (answers the same to everyone)",
    method: "POST",
    path: "/system-status.data",
    body: () => ({ email: `matrix-${crypto.randomUUID().slice(0, 8)}@example.test` }),
    resource: true,
    expect: { anonymous: 200, referee: 200, assignor: 200, otherAssignor: 200 },
  },
  ...(["GET", "POST"] as const).flatMap((method) =>
    (["confirm", "unsubscribe"] as const).map((purpose): Row => ({
      name: `status ${purpose} link with an unknown token`,
      method,
      path: `/system-status/${purpose}/${"x".repeat(32)}`,
      expect: { anonymous: 404, referee: 404, assignor: 404, otherAssignor: 404 },
    })),
  ),
  // Your data and your exit (issue 18): every signed-in person, only ever their own account.
  {
    name: "download my data",
    method: "GET",
    path: "/account/export",
    resource: true,
    expect: { anonymous: "login", referee: 200, assignor: 200, otherAssignor: 200 },
  },
  {
    name: "delete my account (what it does)",
    method: "GET",
    path: "/account/delete",
    expect: { anonymous: "login", referee: 200, assignor: 200, otherAssignor: 200 },
  },
  {
    // Never carried out here: the referee's confirmation is wrong (400); each assignor is their league's only one (409).
    name: "delete my account, unconfirmed",
    method: "POST",
    path: "/account/delete",
    body: () => ({ confirmation: "not sure" }),
    expect: { anonymous: "login", referee: 400, assignor: 409, otherAssignor: 409 },
  },
  {
    name: "sign out",
    method: "POST",
    path: "/logout",
    expect: { anonymous: 302, referee: 302, assignor: 302, otherAssignor: 302 },
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
    expect: { anonymous: "login", referee: 400, assignor: 403, otherAssignor: 403 },
  },
  {
    // The referee already belongs to A; B's assignor is no referee, so cannot join A with A's code here.
    name: "join organization A with its code",
    method: "POST",
    path: "/referee/leagues",
    body: () => ({ intent: "join", code: leagueA.organization.inviteCode }),
    expect: { anonymous: "login", referee: 409, assignor: 403, otherAssignor: 403 },
  },
  {
    // A visitor is sent to the sign-up form with the link; a signed-in person hears it is unusable.
    name: "invite link with an unknown token",
    method: "GET",
    path: `/join?invite=${"x".repeat(43)}`,
    expect: { anonymous: 302, referee: 200, assignor: 200, otherAssignor: 200 },
  },
  {
    name: "accept an unknown invite",
    method: "POST",
    path: "/join",
    body: () => ({ invite: "x".repeat(43) }),
    expect: { anonymous: "login", referee: 400, assignor: 400, otherAssignor: 400 },
  },
  // The organization switcher (issue 20, decision 0067): staff only; nobody switches into another's league.
  { name: "the switcher's list", method: "GET", path: "/assignor/switch-organization", expect: ASSIGNOR_ONLY },
  {
    name: "switch into organization A",
    method: "POST",
    path: "/assignor/switch-organization",
    body: () => ({ organizationId: leagueA.organization.id }),
    // A's assignor switches into A (where they are already); B's assignor is refused and stays in B.
    expect: { anonymous: "login", referee: 403, assignor: 302, otherAssignor: 404 },
  },
  { name: "new organization form", method: "GET", path: "/assignor/organizations/new", expect: ASSIGNOR_ONLY },
  {
    // Never carried out here (a new league would become the actor's active one): the name is missing.
    name: "new organization, without a name",
    method: "POST",
    path: "/assignor/organizations/new",
    body: () => ({ name: "", timeZone: "America/Chicago", currency: "USD" }),
    expect: { anonymous: "login", referee: 403, assignor: 400, otherAssignor: 400 },
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
