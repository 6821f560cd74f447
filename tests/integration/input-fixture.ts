/**
 * The generated input suite's world (issue 32, decision 0090): two organizations, A (the one every path
 * names) and B (a stranger to A's rows), the people who ask (A's assignor and referee, B's assignor), a row
 * of A behind every id a path or a field names, and B's rows of the same names, sent as another league's id.
 */
import { eq } from "drizzle-orm";
import {
  createAssignment,
  createCertification,
  createGame,
  createGameRequest,
  createNotification,
  createPayment,
  createUser,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import {
  assessmentRequests,
  coachRatingLinks,
  organizations,
  partnerRules,
  passwordResetTokens,
  schedulingDraftItems,
  teamTies,
  travelStartPoints,
  venues,
  webhookDeliveries,
  webhookEndpoints,
} from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { createApiKey } from "~/server/api-keys.server";
import { createInvite } from "~/server/invites.server";
import { createDraft } from "~/server/auto-assign-drafts.server";
import { createSession, sha256Hex } from "~/server/session.server";
import type { ApiCaller, Role, TargetIds } from "./input-targets";
import { cookieFor, createLeague, db, ORIGIN, sentOutcome } from "./helpers";
import { fileTestReport, gameWithCrew } from "./report-fixtures";
import { createStaffMember } from "./staff-helpers";

export const TWILIO = {
  token: "input-suite-twilio-token",
  account: "ACinputsuite00000000000000000000",
  number: "+14155550000",
} as const;

/** How many requests one API key sends before the next is made: under the 120 a minute of API_RATE_LIMIT. */
const REQUESTS_PER_KEY = 100;

export type InputFixture = Awaited<ReturnType<typeof createInputFixture>>;

export async function createInputFixture() {
  const leagueA = await createLeague("Input League A");
  const leagueB = await createLeague("Input League B");
  const a = leagueA.organization.id;
  const b = leagueB.organization.id;
  // Pro Accounting for A, so the payer details reach their validation.
  await db.update(organizations).set({ plan: "pro", planStartedAt: new Date() }).where(eq(organizations.id, a));
  const today = todayIn(leagueA.organization.timeZone);

  const game = await createGame(db, { organizationId: a, date: addDays(today, 30), homeTeam: "Input Home" });
  const assignment = await createAssignment(db, { organizationId: a, gameId: game.id, refereeId: leagueA.referee.id });
  const spareGame = await createGame(db, { organizationId: a, date: addDays(today, 31), homeTeam: "Spare Home" });
  const openGame = await createGame(db, { organizationId: a, date: addDays(today, 32), homeTeam: "Open Home" });
  const request = await createGameRequest(db, {
    organizationId: a,
    gameId: openGame.id,
    refereeId: leagueA.referee.id,
  });

  // A played game: the referee filed its report; a payable, an assessor asked, a coach's link.
  const past = await gameWithCrew(a, leagueA.referee.id, { date: addDays(today, -3), homeTeam: "Past Home" });
  await fileTestReport(past.game, leagueA.referee.id);
  const payment = await createPayment(db, {
    organizationId: a,
    refereeId: leagueA.referee.id,
    amountCents: 4000,
    assignmentId: past.referee.id,
  });
  const assessor = await createStaffMember(a, "assessor");
  await db
    .insert(assessmentRequests)
    .values({ id: newId(), organizationId: a, gameId: past.game.id, assessorId: assessor.user.id });
  const coachToken = `input-coach-${newId()}`;
  await db.insert(coachRatingLinks).values({
    id: newId(),
    organizationId: a,
    gameId: past.game.id,
    teamSide: "home",
    email: "coach@example.test",
    tokenHash: await sha256Hex(coachToken),
    expiresAt: new Date(Date.now() + 14 * 86_400_000),
  });

  // A draft the engine made, of the open games of the next weeks.
  const draft = await createDraft(db, {
    organizationId: a,
    actorId: leagueA.assignor.id,
    request: { from: addDays(today, 30), to: addDays(today, 32), levels: [], venues: [] },
  });
  if (!draft.ok) throw new Error(`No draft: ${draft.message}`);
  const draftId = draft.draftId;
  const [item] = await db
    .select({ id: schedulingDraftItems.id })
    .from(schedulingDraftItems)
    .where(eq(schedulingDraftItems.draftId, draftId));
  const itemId = item!.id;

  const certification = await createCertification(db, { userId: leagueA.referee.id, name: "Input Certification" });
  const endpointId = newId();
  await db.insert(webhookEndpoints).values({
    id: endpointId,
    organizationId: a,
    url: "https://hooks.example.test/input",
    events: ["assignment.turned_back"],
    secret: "whsec_input",
  });
  const deliveryId = newId();
  await db.insert(webhookDeliveries).values({
    id: deliveryId,
    endpointId,
    organizationId: a,
    event: "assignment.turned_back",
    payload: "{}",
    status: "failed",
  });
  const member = await createUser(db, { organizationId: a, role: "referee", firstName: "Spare" });
  const partner = await createUser(db, { organizationId: a, role: "referee", firstName: "Partner" });
  const notification = await createNotification(db, { userId: leagueA.referee.id });
  const venueId = newId();
  await db.insert(venues).values({ id: venueId, organizationId: a, name: "Input Ground" });
  const invite = sentOutcome(
    await createInvite(db, {
      organization: leagueA.organization,
      invitedBy: leagueA.assignor,
      email: "input.invitee@example.test",
      role: "referee",
      publicOrigin: ORIGIN,
    }),
  );
  const revocableKey = await createApiKey(db, {
    organizationId: a,
    actorId: leagueA.assignor.id,
    input: { name: "Revocable", scope: "read" },
  });
  const tieId = newId();
  await db.insert(teamTies).values({
    id: tieId,
    organizationId: a,
    userId: leagueA.referee.id,
    team: "Input United",
    relation: "plays",
    byStaff: true,
  });
  const ruleId = newId();
  const [first, second] = [leagueA.referee.id, partner.id].sort();
  await db
    .insert(partnerRules)
    .values({ id: ruleId, organizationId: a, refereeId: first!, partnerId: second!, kind: "avoid" });
  const startPointId = newId();
  await db
    .insert(travelStartPoints)
    .values({ id: startPointId, userId: leagueA.referee.id, label: "Home", latitude: 37.7, longitude: -122.4 });
  const { session } = await createSession(db, leagueA.referee.id, { persistent: false });
  // A reset link of a person nobody signs in as: the reset page's fields reach their rules.
  const resetOwner = await createUser(db, { organizationId: a, role: "referee", firstName: "Reset" });
  const resetToken = `input-reset-${newId()}`;
  await db
    .insert(passwordResetTokens)
    .values({ id: await sha256Hex(resetToken), userId: resetOwner.id, expiresAt: new Date(Date.now() + 3_600_000) });

  // B's rows of the same names: "another league's id" for every id field.
  const gameOfB = await createGame(db, { organizationId: b, date: addDays(today, 30), homeTeam: "Other Home" });
  const assignmentOfB = await createAssignment(db, {
    organizationId: b,
    gameId: gameOfB.id,
    refereeId: leagueB.referee.id,
  });
  const paymentOfB = await createPayment(db, { organizationId: b, refereeId: leagueB.referee.id, amountCents: 100 });
  const notificationOfB = await createNotification(db, { userId: leagueB.referee.id });
  const certificationOfB = await createCertification(db, { userId: leagueB.referee.id });

  const ids: TargetIds = {
    gameId: game.id,
    spareGameId: spareGame.id,
    pastGameId: past.game.id,
    refereeId: leagueA.referee.id,
    assignmentId: assignment.id,
    draftId,
    itemId,
    certificationId: certification.id,
    endpointId,
    deliveryId,
    memberId: member.id,
    userId: member.id,
    notificationId: notification.id,
    paymentId: payment.id,
    paymentIds: payment.id,
    requestId: request.id,
    venueId,
    inviteId: invite.id,
    keyId: revocableKey.id,
    tieId,
    ruleId,
    partnerId: partner.id,
    assessorId: assessor.user.id,
    sessionId: session.id,
    startPointId,
    organizationId: a,
    coachToken,
    resetToken,
    token: "not-a-token",
    provider: "google",
    inviteCode: leagueA.organization.inviteCode,
    twilioAccount: TWILIO.account,
    soonDate: addDays(today, 10),
    yesterday: addDays(today, -1),
  };
  const otherIds: Record<string, string> = {
    gameId: gameOfB.id,
    pastGameId: gameOfB.id,
    spareGameId: gameOfB.id,
    refereeId: leagueB.referee.id,
    partnerId: leagueB.referee.id,
    memberId: leagueB.referee.id,
    assignmentId: assignmentOfB.id,
    paymentId: paymentOfB.id,
    notificationId: notificationOfB.id,
    certificationId: certificationOfB.id,
    organizationId: b,
  };

  const cookies: Record<Exclude<Role, "anonymous">, string> = {
    referee: leagueA.refereeCookie,
    assignor: leagueA.assignorCookie,
    otherAssignor: leagueB.assignorCookie,
  };
  const twins = new Map<string, string>();
  const keys = new Map<ApiCaller, { secrets: string[]; used: number }>();

  /**
   * Makes, before the first request, the twins of the targets that change their actor and enough API keys
   * (a fresh one every REQUESTS_PER_KEY requests, under the per-key rate limit): made between requests,
   * their rows would read as writes of the requests.
   */
  async function prepare(askers: { who: Role | ApiCaller; twinFor?: string; api: boolean }[]) {
    const perCaller = new Map<ApiCaller, number>();
    for (const { who, twinFor, api } of askers) {
      if (api) perCaller.set(who as ApiCaller, (perCaller.get(who as ApiCaller) ?? 0) + 1);
      else if (twinFor && who !== "anonymous" && !twins.has(`${twinFor} ${who}`)) {
        const user = await createUser(db, {
          organizationId: who === "otherAssignor" ? b : a,
          role: who === "referee" ? "referee" : "assignor",
          firstName: `Twin ${who}`,
        });
        twins.set(`${twinFor} ${who}`, await cookieFor(user.id));
      }
    }
    for (const [caller, requests] of perCaller) {
      if (caller === "noKey") continue;
      const secrets = [];
      for (let made = 0; made * REQUESTS_PER_KEY < requests + REQUESTS_PER_KEY; made++) {
        const { secret } = await createApiKey(db, {
          organizationId: caller === "otherKey" ? b : a,
          actorId: caller === "otherKey" ? leagueB.assignor.id : leagueA.assignor.id,
          input: { name: `Input suite ${caller} ${made}`, scope: caller === "readKey" ? "read" : "write" },
        });
        secrets.push(secret);
      }
      keys.set(caller, { secrets, used: 0 });
    }
  }

  /** The cookie a role sends to a target: its own, or (targets that change their actor) its twin's. */
  function cookieOf(role: Role, twinFor?: string): string | undefined {
    if (role === "anonymous") return undefined;
    return twinFor ? twins.get(`${twinFor} ${role}`) : cookies[role];
  }

  function keyOf(caller: ApiCaller): string | undefined {
    const pool = keys.get(caller);
    if (!pool) return undefined;
    pool.used += 1;
    return pool.secrets[Math.floor(pool.used / REQUESTS_PER_KEY)];
  }

  return { ids, otherIds, prepare, cookieOf, keyOf };
}
