/**
 * Issue 21 (decision 0076): the organization's assignment rules card, the decline cutoff, late answers counted,
 * a decline blocking the referee's day, and each rule's strength deciding what the Assign dialog does — through
 * the built Worker.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createNotification, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { activityLog, assignments, availabilityBlocks, organizations, teamTies } from "~/db/schema";
import {
  DEFAULT_ASSIGNMENT_POLICY,
  parseAssignmentPolicy,
  type AssignmentPolicy,
  type RuleStrength,
} from "~/domain/assignment-policy";
import { assignmentPolicyFormValues } from "~/domain/assignment-policy-form";
import { toZonedParts } from "~/domain/dates";
import { assignmentOfferLink } from "~/domain/notifications";
import { createLeague, db, get, post, visibleText } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;
const HOUR = 60 * 60 * 1000;

async function policyOf(organizationId: string) {
  const [row] = await db
    .select({ assignmentPolicy: organizations.assignmentPolicy })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return parseAssignmentPolicy(row?.assignmentPolicy ?? null);
}

async function setPolicy(league: League, changes: Partial<AssignmentPolicy>) {
  await db
    .update(organizations)
    .set({ assignmentPolicy: { ...DEFAULT_ASSIGNMENT_POLICY, ...changes } })
    .where(eq(organizations.id, league.organization.id));
}

/** The card's form as the page posts it (the stored policy), with some fields changed. */
function rulesBody(policy: AssignmentPolicy, changes: Record<string, string | string[]> = {}) {
  const body = new URLSearchParams({ intent: "assignment-rules" });
  for (const [name, value] of Object.entries({ ...assignmentPolicyFormValues(policy), ...changes })) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

/** A game of the league kicking off `hours` from now, on the league's wall clock. */
async function gameIn(league: League, hours: number, overrides: { homeTeam?: string } = {}) {
  const { date, time } = toZonedParts(new Date(Date.now() + hours * HOUR), league.organization.timeZone);
  return createGame(db, { organizationId: league.organization.id, date, time, ...overrides });
}

async function offer(league: League, gameId: string, status: "pending" | "confirmed" = "pending") {
  return createAssignment(db, {
    organizationId: league.organization.id,
    gameId,
    refereeId: league.referee.id,
    assignedById: league.assignor.id,
    status,
  });
}

function respond(league: League, assignmentId: string, fields: Record<string, string>) {
  return post(`/referee/assignments/${assignmentId}`, fields, { cookie: league.refereeCookie });
}

/** The values of the ticked radios and checkboxes of one name, as the page renders them. */
function checkedValues(html: string, name: string) {
  return [...html.matchAll(/<input[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`name="${name}"`) && /\schecked=/.test(tag))
    .map((tag) => /value="([^"]*)"/.exec(tag)?.[1]);
}

async function assignmentRow(id: string) {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  return row!;
}

describe("the Assignment rules card", () => {
  it("saves each choice, logs what changed, and shows it again", async () => {
    const league = await createLeague();
    const page = await (await get("/assignor/organizations", { cookie: league.assignorCookie })).text();
    expect(visibleText(page)).toContain("Assignment rules");
    expect(visibleText(page)).toContain("A team or club that scratched a referee does not get them.");

    const response = await post(
      "/assignor/organizations",
      rulesBody(DEFAULT_ASSIGNMENT_POLICY, {
        "strength.team_scratch": "soft",
        "strength.position_not_ranked": "hard",
        "credentials.youth": ["background_check", "safeguarding"],
        declineCutoffHours: "36",
        declineBlocksDay: "on",
      }),
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain("Assignment rules saved.");
    expect(await policyOf(league.organization.id)).toEqual({
      strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, team_scratch: "soft", position_not_ranked: "hard" },
      requiredCredentials: {
        ...DEFAULT_ASSIGNMENT_POLICY.requiredCredentials,
        youth: ["background_check", "safeguarding"],
      },
      declineCutoffHours: 36,
      declineBlocksDay: true,
    });
    const [logged] = await db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.organizationId, league.organization.id),
          eq(activityLog.action, "organization.assignment_policy_updated"),
        ),
      );
    expect(logged?.actorId).toBe(league.assignor.id);
    expect(logged?.summary).toContain("team scratch hard → soft");
    expect(logged?.summary).toContain("decline cutoff no cutoff → 36 hours");

    const again = await (await get("/assignor/organizations", { cookie: league.assignorCookie })).text();
    expect(again).toMatch(/name="declineCutoffHours"[^>]*value="36"|value="36"[^>]*name="declineCutoffHours"/);
    expect(checkedValues(again, "strength.team_scratch")).toEqual(["soft"]);
    expect(checkedValues(again, "credentials.youth")).toEqual(["background_check", "safeguarding"]);
    expect(checkedValues(again, "declineBlocksDay")).toEqual(["on"]);
  });

  it("refuses a cutoff outside 1 to 336 hours beside the field, keeps what was typed, and saves nothing", async () => {
    const league = await createLeague();
    const response = await post(
      "/assignor/organizations",
      rulesBody(DEFAULT_ASSIGNMENT_POLICY, { declineCutoffHours: "400", "strength.team_scratch": "off" }),
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain("Enter whole hours from 1 to 336, or leave it empty.");
    expect(html).toMatch(/value="400"/);
    expect(checkedValues(html, "strength.team_scratch")).toEqual(["off"]);
    expect(await policyOf(league.organization.id)).toEqual(DEFAULT_ASSIGNMENT_POLICY);
  });
});

describe("the decline cutoff", () => {
  it("refuses a decline inside the cutoff, naming the assignor, and the schedule says so before the referee tries", async () => {
    const league = await createLeague();
    await setPolicy(league, { declineCutoffHours: 24 });
    const game = await gameIn(league, 10);
    const pending = await offer(league, game.id);

    const schedule = visibleText(await (await get("/referee/schedule", { cookie: league.refereeCookie })).text());
    expect(schedule).toContain(
      `Declining closed 24 hours before kick-off: accept and turn it back with a reason, or contact your assignor, ${league.assignor.firstName} ${league.assignor.lastName} (${league.assignor.email}`,
    );

    // The offer's notification says the same, in place of its Decline button.
    await createNotification(db, {
      userId: league.referee.id,
      organizationId: league.organization.id,
      type: "assignment",
      title: "New assignment",
      link: assignmentOfferLink(pending.id),
    });
    const notices = visibleText(await (await get("/referee/notifications", { cookie: league.refereeCookie })).text());
    expect(notices).toContain("Declining closed 24 hours before kick-off: accept and turn it back with a reason");
    expect(notices).not.toMatch(/\bDecline\b/);

    const refused = await respond(league, pending.id, { intent: "decline", reason: "Sick" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(
      "Declining closed 24 hours before kick-off: accept and turn it back with a reason, or contact your assignor",
    );
    expect(await assignmentRow(pending.id)).toMatchObject({ status: "pending", lateResponse: false });

    // Accepting stays open.
    expect((await respond(league, pending.id, { intent: "accept" })).status).toBe(200);
  });

  it("allows a decline outside the cutoff, on time (not counted late)", async () => {
    const league = await createLeague();
    await setPolicy(league, { declineCutoffHours: 24 });
    const pending = await offer(league, (await gameIn(league, 100)).id);
    const schedule = visibleText(await (await get("/referee/schedule", { cookie: league.refereeCookie })).text());
    expect(schedule).not.toContain("Declining closed");

    const declined = await respond(league, pending.id, { intent: "decline", reason: "Away" });
    expect(declined.status).toBe(200);
    expect(await assignmentRow(pending.id)).toMatchObject({ status: "declined", lateResponse: false });
  });
});

describe("late declines and turn-backs", () => {
  it("flags a turn-back inside the cutoff and a decline within 48 hours when no cutoff is set, and counts them on the profile", async () => {
    const league = await createLeague();
    const profile = async () =>
      (await (await get(`/assignor/referees/${league.referee.id}`, { cookie: league.assignorCookie })).json()) as {
        lateResponses: number;
      };
    expect((await profile()).lateResponses).toBe(0);

    // No cutoff: a decline 30 hours out is late; one 100 hours out is not.
    const close = await offer(league, (await gameIn(league, 30)).id);
    const far = await offer(league, (await gameIn(league, 100)).id);
    expect((await respond(league, close.id, { intent: "decline", reason: "Car broke down" })).status).toBe(200);
    expect((await respond(league, far.id, { intent: "decline", reason: "Away" })).status).toBe(200);
    expect(await assignmentRow(close.id)).toMatchObject({ status: "declined", lateResponse: true });
    expect(await assignmentRow(far.id)).toMatchObject({ status: "declined", lateResponse: false });

    // A 72-hour cutoff: turning back a confirmed game 60 hours out is allowed, and late.
    await setPolicy(league, { declineCutoffHours: 72 });
    const confirmed = await offer(league, (await gameIn(league, 60)).id, "confirmed");
    expect((await respond(league, confirmed.id, { intent: "turn-back", reason: "Injured" })).status).toBe(200);
    expect(await assignmentRow(confirmed.id)).toMatchObject({ status: "declined", lateResponse: true });

    expect((await profile()).lateResponses).toBe(2);
  });
});

describe("a decline that blocks the day", () => {
  it("writes a full-day block the referee sees, which then rules them out of another game that day", async () => {
    const league = await createLeague();
    await setPolicy(league, { declineBlocksDay: true });
    // Five days out, so the referee's availability page (which shows the weeks ahead) lists the block.
    const { date } = toZonedParts(new Date(Date.now() + 5 * 24 * HOUR), league.organization.timeZone);
    const first = await createGame(db, { organizationId: league.organization.id, date, time: "09:00" });
    const second = await createGame(db, { organizationId: league.organization.id, date, time: "18:00" });
    const pending = await offer(league, first.id);

    const preview = async () => {
      const response = await get(`/assignor/assignments/options?gameId=${second.id}`, {
        cookie: league.assignorCookie,
      });
      const { referees } = (await response.json()) as {
        referees: { id: string; conflicts: { code: string; severity: string; message: string }[] }[];
      };
      return referees.find((row) => row.id === league.referee.id)!.conflicts;
    };
    expect(await preview()).toEqual([]);

    expect((await respond(league, pending.id, { intent: "decline", reason: "Family day" })).status).toBe(200);
    const blocks = await db.select().from(availabilityBlocks).where(eq(availabilityBlocks.userId, league.referee.id));
    expect(blocks).toEqual([expect.objectContaining({ date, kind: "full_day", startTime: null })]);

    const availability = await (await get("/referee/availability", { cookie: league.refereeCookie })).text();
    expect(availability).toContain("Blocked (1)");

    expect(await preview()).toEqual([
      expect.objectContaining({ severity: "hard", message: expect.stringContaining("Blocked all day") }),
    ]);
  });

  it("writes nothing to the availability when the organization does not ask for it", async () => {
    const league = await createLeague();
    const game = await createGame(db, { organizationId: league.organization.id, date: "2099-06-20" });
    const pending = await offer(league, game.id);
    expect((await respond(league, pending.id, { intent: "decline", reason: "Busy" })).status).toBe(200);
    expect(await db.select().from(availabilityBlocks).where(eq(availabilityBlocks.userId, league.referee.id))).toEqual(
      [],
    );
  });
});

describe("each rule's strength decides what the Assign dialog does", () => {
  async function tiedLeague(strength: RuleStrength) {
    const league = await createLeague();
    const referee = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    await db.insert(teamTies).values({
      id: newId(),
      organizationId: league.organization.id,
      userId: referee.id,
      team: "Riverside Lions",
      relation: "family",
      byStaff: false,
    });
    await setPolicy(league, { strength: { ...DEFAULT_ASSIGNMENT_POLICY.strength, team_involvement: strength } });
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-07-04",
      homeTeam: "Riverside Lions",
      awayTeam: "Hill Hawks",
    });
    const conflicts = async () => {
      const response = await get(`/assignor/assignments/options?gameId=${game.id}`, {
        cookie: league.assignorCookie,
      });
      const { referees } = (await response.json()) as {
        referees: { id: string; conflicts: { code: string; severity: string }[] }[];
      };
      return referees.find((row) => row.id === referee.id)!.conflicts;
    };
    const assign = (overrideReason?: string) =>
      post(
        "/assignor/games",
        {
          intent: "assign",
          gameId: game.id,
          refereeId: referee.id,
          position: "referee",
          ...(overrideReason ? { overrideReason } : {}),
        },
        { cookie: league.assignorCookie },
      );
    return { conflicts, assign };
  }

  it("hard: shown as blocking, and refused even with a reason", async () => {
    const { conflicts, assign } = await tiedLeague("hard");
    expect(await conflicts()).toEqual([expect.objectContaining({ code: "team_involvement", severity: "hard" })]);
    const refused = await assign("We know them well");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Has family on Riverside Lions");
  });

  it("soft: a warning that needs an override with a reason", async () => {
    const { conflicts, assign } = await tiedLeague("soft");
    expect(await conflicts()).toEqual([expect.objectContaining({ code: "team_involvement", severity: "soft" })]);
    expect((await assign()).status).toBe(409);
    expect((await assign("No one else is free")).status).toBe(200);
  });

  it("off: nothing shown, and the offer goes out", async () => {
    const { conflicts, assign } = await tiedLeague("off");
    expect(await conflicts()).toEqual([]);
    expect((await assign()).status).toBe(200);
  });
});
