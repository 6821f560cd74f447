import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
// Server code words its refusals with tr() (decision 0062): the catalogs answer it, in English here.
import "~/server/i18n.server";
import {
  createAssignment,
  createAvailabilityBlock,
  createGame,
  createOrganization,
  createUser,
} from "~/demo/factories";
import { newId } from "~/db/ids";
import { activityLog, assignments, games, memberships, notifications, outbox } from "~/db/schema";
import { respondToAssignment, turnBackAssignment, withdrawAssignment } from "~/server/assignment-responses.server";
import { assignReferee, checkConflicts } from "~/server/assignments.server";
import { completeGame } from "~/server/game-completion.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { cookieFor, createLeague, db, get, post } from "./helpers";

// Factory games are on 2026-12-05 at 10:00 in America/Los_Angeles (18:00 UTC).
const KICKOFF = new Date("2026-12-05T18:00:00Z");
const WEEK_BEFORE = new Date("2026-11-28T18:00:00Z");

async function refereeOf(organizationId: string, overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(db, { organizationId, role: "referee", ...overrides });
}

async function gameRow(id: string) {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row!;
}

async function assignmentRow(id: string) {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  return row!;
}

async function activityFor(subjectId: string) {
  return db.select().from(activityLog).where(eq(activityLog.subjectId, subjectId));
}

describe("assignReferee with conflict checks", () => {
  it("refuses a hard conflict and writes nothing", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id });
    await createAvailabilityBlock(db, {
      userId: league.referee.id,
      date: game.date,
      kind: "time_range",
      startTime: "09:00",
      endTime: "13:00",
    });
    const result = await assignReferee(db, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      gameId: game.id,
      refereeId: league.referee.id,
      position: "referee",
      overrideReason: "Need someone",
    });
    expect(result).toMatchObject({ ok: false, conflicts: [{ code: "availability_blocked", severity: "hard" }] });
    expect(!result.ok && result.message).toContain("Blocked 09:00–13:00 on Sat, Dec 5 in their availability");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);
  });

  it("refuses an overlapping game in the same organization as a hard conflict", async () => {
    const league = await createLeague();
    const busy = await createGame(db, {
      organizationId: league.organization.id,
      time: "09:00",
      homeTeam: "Mission FC",
      awayTeam: "Sunset United",
      venue: "Kezar Stadium",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: busy.id,
      refereeId: league.referee.id,
      status: "confirmed",
    });
    const game = await createGame(db, { organizationId: league.organization.id });
    expect(
      await checkConflicts(db, {
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: league.referee.id,
      }),
    ).toEqual([
      {
        code: "overlapping_game",
        severity: "hard",
        message: "Already assigned to Mission FC vs Sunset United 09:00–10:30 at Kezar Stadium",
      },
    ]);
  });

  it("asks for a reason on soft conflicts, then records the conflicts and the reason", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id, level: "semi-pro" });
    const rookie = await refereeOf(league.organization.id, { refereeLevel: 1, firstName: "Rita", lastName: "Rookie" });
    const input = {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      gameId: game.id,
      refereeId: rookie.id,
      position: "referee" as const,
    };

    const refused = await assignReferee(db, input);
    expect(refused).toEqual({
      ok: false,
      code: "needs-override",
      needsOverride: true,
      message: "Check before assigning Rita Rookie: assign anyway with a reason, or choose someone else.",
      conflicts: [
        {
          code: "level_not_eligible",
          severity: "soft",
          message: "Level 1 referees are not eligible for semi-pro games",
        },
      ],
    });
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);

    const blankReason = await assignReferee(db, { ...input, overrideReason: "   " });
    expect(blankReason.ok).toBe(false);

    const overridden = await assignReferee(db, { ...input, overrideReason: "Only referee free; mentor on site" });
    expect(overridden.ok).toBe(true);
    if (!overridden.ok) return;
    const row = await assignmentRow(overridden.assignmentId);
    expect(row.status).toBe("pending");
    // The override is the assignor's record, apart from the notes the referee reads.
    expect(row).toMatchObject({
      notes: null,
      overrideConflicts: ["Level 1 referees are not eligible for semi-pro games"],
      overrideReason: "Only referee free; mentor on site",
    });
    const [activity] = await activityFor(overridden.assignmentId);
    expect(activity).toMatchObject({ action: "assignment.created", actorId: league.assignor.id });
    expect(activity!.details).toMatchObject({
      overrideReason: "Only referee free; mentor on site",
      conflicts: [{ code: "level_not_eligible" }],
    });
    expect((await gameRow(game.id)).status).toBe("assigned");
    expect(await db.select().from(notifications).where(eq(notifications.userId, rookie.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(outbox)
        .where(eq(outbox.idempotencyKey, `assignment-published:${overridden.assignmentId}`)),
    ).toHaveLength(1);
  });

  it("warns about the travel buffer and the daily maximum from the organization's settings", async () => {
    const organization = await createOrganization(db, { travelBufferMinutes: 90, maxGamesPerDay: 1 });
    const referee = await refereeOf(organization.id, { refereeLevel: 3 });
    const earlier = await createGame(db, {
      organizationId: organization.id,
      time: "07:30",
      venue: "Beach Chalet Fields",
      homeTeam: "A",
      awayTeam: "B",
    });
    await createAssignment(db, {
      organizationId: organization.id,
      gameId: earlier.id,
      refereeId: referee.id,
      status: "confirmed",
    });
    const game = await createGame(db, { organizationId: organization.id, venue: "Kezar Stadium" });
    const conflicts = await checkConflicts(db, {
      organizationId: organization.id,
      gameId: game.id,
      refereeId: referee.id,
    });
    expect(conflicts?.map((conflict) => [conflict.code, conflict.severity])).toEqual([
      ["travel_buffer", "soft"],
      ["daily_maximum", "soft"],
    ]);
    expect(conflicts?.[0]?.message).toContain("Only 60 minutes between games at different venues (needs 90)");
    expect(conflicts?.[1]?.message).toBe("Already has 1 game that day (maximum 1)");
  });

  it("two assignors filling the same slot at once: exactly one wins, the other is told", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id });
    const second = await refereeOf(league.organization.id);
    const base = {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      gameId: game.id,
      position: "referee" as const,
    };
    const results = await Promise.all([
      assignReferee(db, { ...base, refereeId: league.referee.id }),
      assignReferee(db, { ...base, refereeId: second.id }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      code: "slot-taken",
      message: "Someone else just filled the Referee slot of this game. Refresh to see who.",
    });
    const rows = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(rows).toHaveLength(1);
    // The loser's batch wrote nothing: one notification, one activity row.
    expect(
      await db
        .select()
        .from(activityLog)
        .where(
          and(eq(activityLog.organizationId, league.organization.id), eq(activityLog.action, "assignment.created")),
        ),
    ).toHaveLength(1);
  });

  it("the same race through the Worker: two Assign posts at once, one 200 and one 409", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id });
    const second = await refereeOf(league.organization.id);
    const fields = { intent: "assign", gameId: game.id, position: "referee" };
    const responses = await Promise.all([
      post("/assignor/games", { ...fields, refereeId: league.referee.id }, { cookie: league.assignorCookie }),
      post("/assignor/games", { ...fields, refereeId: second.id }, { cookie: league.assignorCookie }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    expect(await loser.text()).toContain("Someone else just filled the Referee slot of this game");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toHaveLength(1);
    // The first requests through the Worker in a file pay for its cold start (module load, first render).
  }, 30_000);

  it("never checks or assigns across organizations", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id });
    expect(
      await checkConflicts(db, { organizationId: rival.organization.id, gameId: game.id, refereeId: rival.referee.id }),
    ).toBeNull();
    expect(
      await checkConflicts(db, {
        organizationId: league.organization.id,
        gameId: game.id,
        refereeId: rival.referee.id,
      }),
    ).toBeNull();
    const result = await assignReferee(db, {
      organizationId: rival.organization.id,
      actorId: rival.assignor.id,
      gameId: game.id,
      refereeId: rival.referee.id,
      position: "referee",
    });
    expect(result).toEqual({ ok: false, code: "game-not-found", message: "This game no longer exists." });
    // A referee's game in another organization at that hour counts, but is never named (decision 0066).
    const shared = await refereeOf(league.organization.id, { refereeLevel: 3 });
    await db
      .insert(memberships)
      .values({ id: newId(), organizationId: rival.organization.id, userId: shared.id, role: "referee" });
    const rivalGame = await createGame(db, { organizationId: rival.organization.id });
    await createAssignment(db, {
      organizationId: rival.organization.id,
      gameId: rivalGame.id,
      refereeId: shared.id,
      status: "confirmed",
    });
    expect(
      await checkConflicts(db, { organizationId: league.organization.id, gameId: game.id, refereeId: shared.id }),
    ).toEqual([{ code: "other_organization", severity: "hard", message: "Busy with another organization" }]);
  });
});

describe("the override record is the assignor's, never the referee's", () => {
  it("keeps the reason out of the referee's schedule, View, alerts, notifications and messages; the assignor still sees it", async () => {
    const league = await createLeague();
    const game = await createGame(db, {
      organizationId: league.organization.id,
      level: "semi-pro",
      date: "2099-06-05",
      homeTeam: "Override Rovers",
    });
    const rookie = await refereeOf(league.organization.id, { refereeLevel: 1, firstName: "Rita", lastName: "Rookie" });
    const reason = "Nobody better free; she struggled last time";
    const response = await post(
      "/assignor/assignments",
      {
        intent: "assign",
        gameId: game.id,
        position: "referee",
        refereeId: rookie.id,
        notes: "Bring the yellow kit",
        overrideReason: reason,
      },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    const [row] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    expect(row).toMatchObject({
      notes: "Bring the yellow kit",
      overrideReason: reason,
      overrideConflicts: ["Level 1 referees are not eligible for semi-pro games"],
    });

    const refereeCookie = await cookieFor(rookie.id);
    const secret = [reason, "Assigned despite", "not eligible for semi-pro"];
    const refereeSees = [
      await (await get("/referee/schedule", { cookie: refereeCookie })).text(),
      await (await get("/referee/schedule.data", { cookie: refereeCookie })).text(),
      await (await get("/referee", { cookie: refereeCookie })).text(),
      await (await get("/referee/notifications", { cookie: refereeCookie })).text(),
      await (await get("/notifications", { cookie: refereeCookie })).text(),
      JSON.stringify(await db.select().from(outbox).where(eq(outbox.userId, rookie.id))),
    ];
    // The schedule (and its View dialog's data) carries the assignor's note for the referee...
    expect(refereeSees[0]).toContain("Bring the yellow kit");
    // ...and nothing of the override anywhere.
    for (const page of refereeSees) {
      for (const text of secret) expect(page).not.toContain(text);
    }

    const table = await (await get("/assignor/assignments", { cookie: league.assignorCookie })).text();
    expect(table).toContain(`Level 1 referees are not eligible for semi-pro games. Reason: ${reason}`);
    const activity = await (await get("/assignor/activity", { cookie: league.assignorCookie })).text();
    expect(activity).toContain("Assigned Rita Rookie as Referee for Override Rovers vs");
    expect(activity).toContain("(warnings overridden)");
  }, 30_000);
});

async function offered(status: "pending" | "confirmed" = "pending") {
  const league = await createLeague();
  const game = await createGame(db, {
    organizationId: league.organization.id,
    assignorId: league.assignor.id,
    status: status === "confirmed" ? "confirmed" : "assigned",
  });
  const assignment = await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: game.id,
    refereeId: league.referee.id,
    assignedById: league.assignor.id,
    status,
  });
  return {
    league,
    game,
    assignment,
    ids: { organizationId: league.organization.id, refereeId: league.referee.id, assignmentId: assignment.id },
  };
}

async function assignorNotices(assignorId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, assignorId));
}

describe("respondToAssignment", () => {
  it("accepting confirms the assignment and the game, and tells the assignor", async () => {
    const { league, game, assignment, ids } = await offered();
    expect(await respondToAssignment(db, { ...ids, response: "accept", now: WEEK_BEFORE })).toEqual({
      ok: true,
      status: "confirmed",
    });
    expect(await assignmentRow(assignment.id)).toMatchObject({ status: "confirmed", respondedAt: WEEK_BEFORE });
    expect((await gameRow(game.id)).status).toBe("confirmed");
    const [notice] = await assignorNotices(league.assignor.id);
    expect(notice).toMatchObject({ title: "Assignment accepted", type: "assignment" });
    expect(await db.select().from(outbox).where(eq(outbox.recipient, league.assignor.email))).toHaveLength(1);
    expect((await activityFor(assignment.id)).map((row) => row.action)).toEqual(["assignment.accepted"]);
  });

  it("declining needs a reason, reopens the slot and tells the assignor why", async () => {
    const { league, game, assignment, ids } = await offered();
    expect(await respondToAssignment(db, { ...ids, response: "decline", reason: "", now: WEEK_BEFORE })).toEqual({
      ok: false,
      message: "Say why you are declining: your assignor reads it.",
    });
    expect(
      await respondToAssignment(db, { ...ids, response: "decline", reason: "Family wedding", now: WEEK_BEFORE }),
    ).toEqual({ ok: true, status: "declined" });
    expect(await assignmentRow(assignment.id)).toMatchObject({ status: "declined", declineReason: "Family wedding" });
    expect((await gameRow(game.id)).status).toBe("pending");
    expect((await assignorNotices(league.assignor.id))[0]?.message).toContain("Reason: Family wedding");
    // The slot is open again for another referee.
    const next = await refereeOf(league.organization.id);
    expect(
      (
        await assignReferee(db, {
          organizationId: league.organization.id,
          actorId: league.assignor.id,
          gameId: game.id,
          refereeId: next.id,
          position: "referee",
        })
      ).ok,
    ).toBe(true);
  });

  it("refuses an answered offer, a game that started, another referee and another organization", async () => {
    const { league, assignment, ids } = await offered("confirmed");
    expect(await respondToAssignment(db, { ...ids, response: "accept", now: WEEK_BEFORE })).toEqual({
      ok: false,
      message: "This assignment is already confirmed.",
    });
    const pending = await offered();
    expect(await respondToAssignment(db, { ...pending.ids, response: "accept", now: KICKOFF })).toMatchObject({
      ok: false,
      message: expect.stringContaining("already started"),
    });
    const other = await refereeOf(league.organization.id);
    expect(
      await respondToAssignment(db, { ...pending.ids, refereeId: other.id, response: "accept", now: WEEK_BEFORE }),
    ).toEqual({ ok: false, message: "This assignment no longer exists." });
    const rival = await createLeague();
    expect(
      await respondToAssignment(db, {
        ...pending.ids,
        organizationId: rival.organization.id,
        response: "accept",
        now: WEEK_BEFORE,
      }),
    ).toEqual({ ok: false, message: "This assignment no longer exists." });
    expect((await assignmentRow(pending.assignment.id)).status).toBe("pending");
    expect((await assignmentRow(assignment.id)).status).toBe("confirmed");
  });
});

describe("two answers to one offer at the same moment", () => {
  it("only the answer that changed the assignment writes a notice, an email and an activity row", async () => {
    const { league, assignment, ids } = await offered();
    const results = await Promise.all([
      respondToAssignment(db, { ...ids, response: "accept", now: WEEK_BEFORE }),
      respondToAssignment(db, { ...ids, response: "decline", reason: "Double booked", now: WEEK_BEFORE }),
      withdrawAssignment(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        assignmentId: assignment.id,
        now: WEEK_BEFORE,
      }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const winner = results.find((result) => result.ok);
    expect((await assignmentRow(assignment.id)).status).toBe(winner?.ok ? winner.status : "none");
    expect(await activityFor(assignment.id)).toHaveLength(1);
    const notices = await db
      .select()
      .from(notifications)
      .where(eq(notifications.organizationId, league.organization.id));
    expect(notices).toHaveLength(1);
    expect(await db.select().from(outbox).where(eq(outbox.organizationId, league.organization.id))).toHaveLength(1);
  });
});

describe("turnBackAssignment", () => {
  it("reopens a confirmed slot a day or more before kick-off and notifies the assignor", async () => {
    const { league, game, assignment, ids } = await offered("confirmed");
    const dayBefore = new Date(KICKOFF.getTime() - 24 * 3_600_000);
    expect(await turnBackAssignment(db, { ...ids, reason: "Injured my ankle", now: dayBefore })).toEqual({
      ok: true,
      status: "declined",
    });
    expect(await assignmentRow(assignment.id)).toMatchObject({ status: "declined", declineReason: "Injured my ankle" });
    expect((await gameRow(game.id)).status).toBe("pending");
    expect((await assignorNotices(league.assignor.id))[0]).toMatchObject({ title: "Game turned back" });
    expect((await activityFor(assignment.id))[0]).toMatchObject({
      action: "assignment.turned_back",
      actorId: league.referee.id,
    });
  });

  it("refuses inside 24 hours, and refuses a pending offer", async () => {
    const { assignment, ids } = await offered("confirmed");
    const late = new Date(KICKOFF.getTime() - 23 * 3_600_000);
    expect(await turnBackAssignment(db, { ...ids, reason: "Sick", now: late })).toEqual({
      ok: false,
      message: "Games can only be turned back up to 24 hours before kick-off. Contact your assignor.",
    });
    expect((await assignmentRow(assignment.id)).status).toBe("confirmed");
    const pending = await offered();
    expect((await turnBackAssignment(db, { ...pending.ids, reason: "Sick", now: WEEK_BEFORE })).ok).toBe(false);
  });
});

describe("withdrawAssignment", () => {
  it("cancels a pending offer, reopens the slot and tells the referee", async () => {
    const { league, game, assignment } = await offered();
    expect(
      await withdrawAssignment(db, {
        organizationId: league.organization.id,
        actorId: league.assignor.id,
        assignmentId: assignment.id,
      }),
    ).toEqual({ ok: true, status: "cancelled" });
    expect((await assignmentRow(assignment.id)).status).toBe("cancelled");
    expect((await gameRow(game.id)).status).toBe("pending");
    expect(await db.select().from(notifications).where(eq(notifications.userId, league.referee.id))).toMatchObject([
      { title: "Assignment withdrawn" },
    ]);
    expect((await activityFor(assignment.id))[0]?.action).toBe("assignment.withdrawn");
  });

  it("refuses a confirmed assignment and another organization's", async () => {
    const confirmed = await offered("confirmed");
    expect(
      (
        await withdrawAssignment(db, {
          organizationId: confirmed.league.organization.id,
          actorId: confirmed.league.assignor.id,
          assignmentId: confirmed.assignment.id,
        })
      ).ok,
    ).toBe(false);
    const pending = await offered();
    const rival = await createLeague();
    expect(
      await withdrawAssignment(db, {
        organizationId: rival.organization.id,
        actorId: rival.assignor.id,
        assignmentId: pending.assignment.id,
      }),
    ).toEqual({ ok: false, message: "This assignment no longer exists." });
    expect((await assignmentRow(pending.assignment.id)).status).toBe("pending");
  });
});

describe("completeGame", () => {
  it("completes the game and its confirmed assignments after kick-off, not before", async () => {
    const { league, game, assignment } = await offered("confirmed");
    const input = { organizationId: league.organization.id, actorId: league.assignor.id, gameId: game.id };
    expect(await completeGame(db, { ...input, now: WEEK_BEFORE })).toMatchObject({
      ok: false,
      message: expect.stringContaining("not kicked off"),
    });
    const rival = await createLeague();
    expect(await completeGame(db, { ...input, organizationId: rival.organization.id, now: KICKOFF })).toEqual({
      ok: false,
      status: 404,
      message: "This game no longer exists.",
    });
    expect((await gameRow(game.id)).status).toBe("confirmed");

    expect(await completeGame(db, { ...input, now: new Date(KICKOFF.getTime() + 2 * 3_600_000) })).toEqual({
      ok: true,
    });
    expect((await gameRow(game.id)).status).toBe("completed");
    expect((await assignmentRow(assignment.id)).status).toBe("completed");
    expect((await activityFor(game.id)).find((row) => row.action === "game.completed")).toMatchObject({
      actorId: league.assignor.id,
    });
    expect(await completeGame(db, { ...input, now: KICKOFF })).toEqual({
      ok: false,
      status: 409,
      message: "This game is already completed.",
    });
  });
});

describe("auto-complete-games job", () => {
  it("completes yesterday's fully confirmed games per organization time zone, once", async () => {
    const pacific = await offered("confirmed");
    const eastern = await createOrganization(db, { timeZone: "America/New_York" });
    const easternReferee = await refereeOf(eastern.id);
    const easternGame = await createGame(db, { organizationId: eastern.id, status: "confirmed" });
    const easternAssignment = await createAssignment(db, {
      organizationId: eastern.id,
      gameId: easternGame.id,
      refereeId: easternReferee.id,
      status: "confirmed",
    });
    const stillPending = await offered("pending");

    // 02:30 on Dec 6 in New York, still 23:30 on Dec 5 in Los Angeles.
    const lateEvening = new Date("2026-12-06T07:30:00Z");
    const context = { env, db, now: lateEvening, cron: "*/5 * * * *" };
    const first = await runScheduledJobs(context);
    expect(first.find((result) => result.name === "auto-complete-games")?.ok).toBe(true);
    expect((await gameRow(easternGame.id)).status).toBe("completed");
    expect((await assignmentRow(easternAssignment.id)).status).toBe("completed");
    expect((await gameRow(pacific.game.id)).status).toBe("confirmed");

    const nextMorning = { ...context, now: new Date("2026-12-06T16:00:00Z") };
    await runScheduledJobs(nextMorning);
    expect((await gameRow(pacific.game.id)).status).toBe("completed");
    expect((await assignmentRow(pacific.assignment.id)).status).toBe("completed");
    // The completion on the game; the payables the night's completions created, once for the organization
    // (set-based at association scale, decision 0050): here one, for the one confirmed referee.
    expect((await activityFor(pacific.game.id)).map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: "game.auto_completed", actorId: null },
    ]);
    expect(
      (await activityFor(pacific.league.organization.id))
        .filter((entry) => entry.action === "payables.created")
        .map(({ actorId, summary }) => ({ actorId, summary })),
    ).toEqual([{ actorId: null, summary: "1 payable created for 1 game completed automatically" }]);
    // A game with an unanswered offer is left for the assignor.
    expect((await gameRow(stillPending.game.id)).status).toBe("assigned");

    const again = await runScheduledJobs(nextMorning);
    expect(again.find((result) => result.name === "auto-complete-games")?.message).toBe("0 games completed");
    expect(await activityFor(pacific.game.id)).toHaveLength(1);
  });
});
