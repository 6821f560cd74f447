import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
// Server code words its refusals with tr() (decision 0062): the catalogs answer it, in English here.
import "~/server/i18n.server";
import { createAssignment, createAvailabilityBlock, createGame, createUser } from "~/demo/factories";
import {
  activityLog,
  assignments,
  memberships,
  notifications,
  organizations,
  schedulingDraftItems,
  schedulingDrafts,
} from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { checkConflicts } from "~/server/assignments.server";
import { undoPublish } from "~/server/auto-assign-publishing.server";
import { createLeague, db, expectRoundTrips, get, post } from "./helpers";
import { rateReferee, scoresAveraging } from "./rated";

/** A league with three referees and three youth games on one day, each at its own time and field. */
async function leagueWithSlate(date = "2099-03-07") {
  const league = await createLeague();
  const organizationId = league.organization.id;
  const ada = await createUser(db, {
    organizationId,
    firstName: "Ada",
    lastName: "Moss",
    refereeLevel: 3,
  });
  const ben = await createUser(db, {
    organizationId,
    firstName: "Ben",
    lastName: "Reed",
    refereeLevel: 2,
  });
  // Rated from evaluations (issue 22): Ada 4.6, Ben 3.9.
  await rateReferee({ organizationId, refereeId: ada.id, evaluations: [scoresAveraging(4.6)] });
  await rateReferee({ organizationId, refereeId: ben.id, evaluations: [scoresAveraging(3.9)] });
  const blocked = await createUser(db, { organizationId, firstName: "Cleo", lastName: "Blocked", refereeLevel: 3 });
  await createAvailabilityBlock(db, { userId: blocked.id, date, kind: "full_day" });
  const morning = await createGame(db, {
    organizationId,
    date,
    time: "09:00",
    homeTeam: "Hawks",
    awayTeam: "Owls",
    venue: "North Field",
  });
  const noon = await createGame(db, {
    organizationId,
    date,
    time: "12:30",
    homeTeam: "Larks",
    awayTeam: "Wrens",
    venue: "North Field",
  });
  const evening = await createGame(db, {
    organizationId,
    date,
    time: "17:00",
    homeTeam: "Kites",
    awayTeam: "Rooks",
    venue: "North Field",
  });
  return { ...league, date, ada, ben, blocked, games: [morning, noon, evening] };
}

async function createDraft(league: Awaited<ReturnType<typeof leagueWithSlate>>, extra: Record<string, string> = {}) {
  const response = await post(
    "/assignor/auto-assign",
    { intent: "create", from: league.date, to: league.date, ...extra },
    { cookie: league.assignorCookie },
  );
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  expect(location).toMatch(/^\/assignor\/auto-assign\/[\w-]+$/);
  return location.split("/").pop()!;
}

async function draftItems(draftId: string) {
  return db.select().from(schedulingDraftItems).where(eq(schedulingDraftItems.draftId, draftId));
}

describe("auto-assign drafts", () => {
  it("proposes every open slot with reasons and summary figures, never the blocked referee, and logs it", async () => {
    const league = await leagueWithSlate();
    const draftId = await createDraft(league);
    const items = await draftItems(draftId);
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.refereeId && item.refereeId !== league.blocked.id)).toBe(true);
    const html = await (await get(`/assignor/auto-assign/${draftId}`, { cookie: league.assignorCookie })).text();
    expect(html).toContain("Hawks vs Owls");
    expect(html).toContain("available");
    expect(html).toContain("Coverage");
    expect(html).toContain("100%");
    expect(html).toContain("Workload spread");
    expect(html).toContain("Repeat-team exposure");
    expect(html).toContain("Publish 3 offers");
    const list = await (await get("/assignor/auto-assign", { cookie: league.assignorCookie })).text();
    expect(list).toContain(`${league.date} to ${league.date}`);
    expect(list).toContain("3 of 3 (100%)");
    const [logged] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, draftId), eq(activityLog.action, "scheduling.draft_created")));
    expect(logged?.summary).toBe(`Auto-assign proposed 3 of 3 slots for ${league.date}`);
  });

  it("explains an unfilled slot and filters by level", async () => {
    const league = await leagueWithSlate("2099-03-14");
    await createGame(db, {
      organizationId: league.organization.id,
      date: league.date,
      time: "09:00",
      homeTeam: "Pro A",
      awayTeam: "Pro B",
      level: "professional",
      venue: "Stadium",
    });
    // Every referee is busy elsewhere: the only level-3 free referee (Ada) is needed at 09:00 for youth too,
    // so ask for the professional game alone while Ada is blocked.
    await createAvailabilityBlock(db, { userId: league.ada.id, date: league.date, kind: "full_day" });
    const draftId = await createDraft(league, { levels: "professional" });
    const items = await draftItems(draftId);
    expect(items).toHaveLength(1);
    expect(items[0]!.refereeId).toBeNull();
    expect(items[0]!.unfilledReason).toMatch(/^No referee can take this slot/);
    const html = await (await get(`/assignor/auto-assign/${draftId}`, { cookie: league.assignorCookie })).text();
    expect(html).toContain("Unfilled");
    expect(html).toContain("No referee can take this slot");
  });

  it("refuses a bad range with a message and keeps the input", async () => {
    const league = await leagueWithSlate("2099-03-21");
    const response = await post(
      "/assignor/auto-assign",
      { intent: "create", from: "2099-03-21", to: "2099-03-01", levels: "youth" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The end date is before the start date.");
    expect(html).toContain('value="2099-03-01"');
    const empty = await post(
      "/assignor/auto-assign",
      { intent: "create", from: "2099-09-01", to: "2099-09-02" },
      { cookie: league.assignorCookie },
    );
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("No game in this range needs a referee.");
  });

  it("refuses a malformed or impossible start date with 400, the field named and the input kept", async () => {
    const league = await leagueWithSlate("2099-03-28");
    // "abc", "" and "2026-13-45" were a 500 (the range check read a date that was not one); 2026-02-30 passed.
    for (const from of ["abc", "", "2026-13-45", "2026-02-30"]) {
      const response = await post(
        "/assignor/auto-assign",
        { intent: "create", from, to: "2026-03-02", levels: "youth" },
        { cookie: league.assignorCookie },
      );
      expect(response.status, from).toBe(400);
      const html = await response.text();
      expect(html, from).toContain("Pick a date.");
      expect(html, from).toMatch(/id="auto-from"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="auto-from"/);
      if (from) expect(html, from).toContain(`value="${from}"`);
    }
    const drafts = await db
      .select()
      .from(schedulingDrafts)
      .where(eq(schedulingDrafts.organizationId, league.organization.id));
    expect(drafts).toHaveLength(0);
  });
  it("lets the assignor change a proposal, refusing a referee with a conflict", async () => {
    const league = await leagueWithSlate("2099-03-28");
    const draftId = await createDraft(league);
    const [item] = await draftItems(draftId);
    const refused = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "change", itemId: item!.id, refereeId: league.blocked.id },
      { cookie: league.assignorCookie },
    );
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Cleo Blocked cannot take this slot: Blocked all day");
    const changed = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "change", itemId: item!.id, refereeId: "" },
      { cookie: league.assignorCookie },
    );
    expect(changed.status).toBe(200);
    const [cleared] = await db.select().from(schedulingDraftItems).where(eq(schedulingDraftItems.id, item!.id));
    expect(cleared!.refereeId).toBeNull();
    expect(cleared!.unfilledReason).toBe("Left open by the assignor.");
    const proposed = (await draftItems(draftId)).map((row) => row.refereeId);
    const free = [league.ada.id, league.ben.id, league.referee.id].find((id) => !proposed.includes(id))!;
    const chosen = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "change", itemId: item!.id, refereeId: free },
      { cookie: league.assignorCookie },
    );
    expect(chosen.status).toBe(200);
    const [after] = await db.select().from(schedulingDraftItems).where(eq(schedulingDraftItems.id, item!.id));
    expect(after!.refereeId).toBe(free);
    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, draftId), eq(activityLog.action, "scheduling.draft_item_changed")));
    expect(logged).toHaveLength(2);
  });

  it("refuses a change that would put one referee on two overlapping games of the draft", async () => {
    const league = await leagueWithSlate("2099-06-06");
    const organizationId = league.organization.id;
    // Two games at the same time on different fields, and only two referees free: one each; giving
    // both to one referee passes the live-assignment check but not the draft's own.
    await createAvailabilityBlock(db, { userId: league.ada.id, date: league.date, kind: "full_day" });
    await createAvailabilityBlock(db, { userId: league.ben.id, date: league.date, kind: "full_day" });
    const extra = await createUser(db, { organizationId, firstName: "Dee", lastName: "Extra", refereeLevel: 2 });
    const gullsGame = await createGame(db, {
      organizationId,
      date: league.date,
      time: "09:00",
      homeTeam: "Gulls",
      awayTeam: "Terns",
      venue: "South Field",
    });
    const morning = await createDraft(league);
    const all = await draftItems(morning);
    const hawks = all.find((item) => item.gameId === league.games[0]!.id)!;
    const gulls = all.find((item) => item.gameId === gullsGame.id)!;
    expect([league.referee.id, extra.id]).toContain(hawks.refereeId);
    expect([league.referee.id, extra.id]).toContain(gulls.refereeId);
    expect(gulls.refereeId).not.toBe(hawks.refereeId);
    const refused = await post(
      `/assignor/auto-assign/${morning}`,
      { intent: "change", itemId: gulls.id, refereeId: hawks.refereeId! },
      { cookie: league.assignorCookie },
    );
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("cannot take this slot");
  });

  it("publishes offers through the assignment rules, notifying referees, and undoes them", async () => {
    const league = await leagueWithSlate("2099-04-04");
    const draftId = await createDraft(league);
    const items = await draftItems(draftId);
    const response = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "publish" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("3 offers sent");
    const offers = await db.select().from(assignments).where(eq(assignments.organizationId, league.organization.id));
    expect(offers).toHaveLength(3);
    expect(offers.every((offer) => offer.status === "pending" && offer.assignedById === league.assignor.id)).toBe(true);
    for (const item of items) {
      const notes = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, item.refereeId!), eq(notifications.title, "New game assignment")));
      expect(notes.length).toBeGreaterThan(0);
    }
    const [draft] = await db.select().from(schedulingDrafts).where(eq(schedulingDrafts.id, draftId));
    expect(draft!.status).toBe("published");
    const again = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "publish" },
      { cookie: league.assignorCookie },
    );
    expect(again.status).toBe(409);

    const undo = await post(`/assignor/auto-assign/${draftId}`, { intent: "undo" }, { cookie: league.assignorCookie });
    expect(undo.status).toBe(200);
    expect(await undo.text()).toContain("Publish undone: 3 offers withdrawn");
    const after = await db.select().from(assignments).where(eq(assignments.organizationId, league.organization.id));
    expect(after.every((offer) => offer.status === "cancelled")).toBe(true);
    const withdrawnNotices = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.organizationId, league.organization.id), eq(notifications.title, "Assignment withdrawn")),
      );
    expect(withdrawnNotices).toHaveLength(3);
    const [undone] = await db.select().from(schedulingDrafts).where(eq(schedulingDrafts.id, draftId));
    expect(undone!.status).toBe("undone");
    const actions = (await db.select().from(activityLog).where(eq(activityLog.subjectId, draftId)))
      .map((row) => row.action)
      .sort();
    expect(actions).toEqual(["scheduling.draft_created", "scheduling.draft_published", "scheduling.draft_undone"]);
  });

  it("reports a slot filled meanwhile instead of failing silently, and refuses undo once an offer is accepted", async () => {
    const league = await leagueWithSlate("2099-04-11");
    const draftId = await createDraft(league);
    const [first] = await draftItems(draftId);
    const taker = await createUser(db, {
      organizationId: league.organization.id,
      firstName: "Quick",
      lastName: "Taker",
      refereeLevel: 3,
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: first!.gameId,
      refereeId: taker.id,
      position: first!.position,
      status: "pending",
    });
    const response = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "publish" },
      { cookie: league.assignorCookie },
    );
    const html = await response.text();
    expect(html).toContain("2 offers sent; 1 not sent because the slot changed meanwhile");
    expect(html).toContain("Not sent");
    const published = (await draftItems(draftId)).filter((item) => item.assignmentId);
    expect(published).toHaveLength(2);
    await db.update(assignments).set({ status: "confirmed" }).where(eq(assignments.id, published[0]!.assignmentId!));
    const undo = await post(`/assignor/auto-assign/${draftId}`, { intent: "undo" }, { cookie: league.assignorCookie });
    expect(undo.status).toBe(409);
    expect(await undo.text()).toContain("1 offer has been accepted already");
    const [still] = await db.select().from(assignments).where(eq(assignments.id, published[1]!.assignmentId!));
    expect(still!.status).toBe("pending");
  });

  it("discards a draft, which then cannot be published", async () => {
    const league = await leagueWithSlate("2099-04-18");
    const draftId = await createDraft(league);
    const discard = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "discard" },
      { cookie: league.assignorCookie },
    );
    expect(discard.status).toBe(200);
    const publish = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "publish" },
      { cookie: league.assignorCookie },
    );
    expect(publish.status).toBe(409);
    expect(
      await db.select().from(assignments).where(eq(assignments.organizationId, league.organization.id)),
    ).toHaveLength(0);
  });

  it("keeps each organization's drafts to itself and refuses referees", async () => {
    const league = await leagueWithSlate("2099-04-25");
    const other = await createLeague();
    const draftId = await createDraft(league);
    expect((await get(`/assignor/auto-assign/${draftId}`, { cookie: other.assignorCookie })).status).toBe(404);
    for (const intent of ["publish", "discard", "undo"]) {
      expect(
        (await post(`/assignor/auto-assign/${draftId}`, { intent }, { cookie: other.assignorCookie })).status,
      ).toBe(404);
    }
    const [item] = await draftItems(draftId);
    expect(
      (
        await post(
          `/assignor/auto-assign/${draftId}`,
          { intent: "change", itemId: item!.id, refereeId: "" },
          { cookie: other.assignorCookie },
        )
      ).status,
    ).toBe(404);
    const list = await (await get("/assignor/auto-assign", { cookie: other.assignorCookie })).text();
    expect(list).not.toContain(league.date);
    expect((await get(`/assignor/auto-assign/${draftId}`, { cookie: league.refereeCookie })).status).toBe(403);
    expect(
      (await post(`/assignor/auto-assign/${draftId}`, { intent: "publish" }, { cookie: league.refereeCookie })).status,
    ).toBe(403);
    const [draft] = await db.select().from(schedulingDrafts).where(eq(schedulingDrafts.id, draftId));
    expect(draft!.status).toBe("draft");
  });
});

describe("scheduling settings", () => {
  it("saves the weights and weekly maximum, and re-renders bad input with messages", async () => {
    const league = await createLeague();
    const fields = {
      intent: "settings",
      balance: "2",
      fees: "1",
      levelMatch: "1",
      teamRepeat: "3",
      crew: "0",
      preferences: "1",
      travel: "1",
      maxGamesPerWeek: "4",
    };
    const bad = await post(
      "/assignor/auto-assign",
      { ...fields, balance: "-2", maxGamesPerWeek: "40" },
      { cookie: league.assignorCookie },
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("A weight is 0 (off) or more.");
    expect(html).toContain("At most 21 games a week.");
    expect(html).toContain('value="-2"');
    const good = await post("/assignor/auto-assign", fields, { cookie: league.assignorCookie });
    expect(good.status).toBe(200);
    const [row] = await db
      .select({ settings: organizations.schedulingSettings })
      .from(organizations)
      .where(eq(organizations.id, league.organization.id));
    expect(row!.settings).toEqual({
      weights: { balance: 2, fees: 1, levelMatch: 1, teamRepeat: 3, crew: 0, preferences: 1, travel: 1 },
      maxGamesPerWeek: 4,
    });
    expect((await post("/assignor/auto-assign", fields, { cookie: league.refereeCookie })).status).toBe(403);
  });

  it("applies the weekly maximum to the engine", async () => {
    const league = await leagueWithSlate("2099-05-02");
    const fields = {
      intent: "settings",
      balance: "1",
      fees: "1",
      levelMatch: "1",
      teamRepeat: "1",
      crew: "1",
      preferences: "1",
      travel: "1",
      maxGamesPerWeek: "1",
    };
    expect((await post("/assignor/auto-assign", fields, { cookie: league.assignorCookie })).status).toBe(200);
    const draftId = await createDraft(league);
    const proposed = (await draftItems(draftId)).map((item) => item.refereeId).filter(Boolean);
    // Three games, three free referees, one game each at most.
    expect(new Set(proposed).size).toBe(proposed.length);
  });
});

describe("GET /assignor/games/:gameId/suggestions", () => {
  it("ranks free referees with reasons and lists the left-out with their conflicts", async () => {
    const league = await leagueWithSlate("2099-05-09");
    const response = await get(`/assignor/games/${league.games[0]!.id}/suggestions?position=referee`, {
      cookie: league.assignorCookie,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      suggestions: { refereeId: string; name: string; reasons: string[] }[];
      leftOut: { refereeId: string; conflicts: { message: string }[] }[];
    };
    expect(body.suggestions.map((suggestion) => suggestion.refereeId).sort()).toEqual(
      [league.ada.id, league.ben.id, league.referee.id].sort(),
    );
    expect(body.suggestions[0]!.reasons[0]).toBe("available");
    const left = body.leftOut.find((entry) => entry.refereeId === league.blocked.id);
    expect(left?.conflicts[0]?.message).toMatch(/^Blocked all day/);
  });

  it("answers 409 for a filled slot, 404 for another organization and 403 for a referee", async () => {
    const league = await leagueWithSlate("2099-05-16");
    const other = await createLeague();
    const game = league.games[1]!;
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.ada.id,
      status: "pending",
    });
    expect(
      (await get(`/assignor/games/${game.id}/suggestions?position=referee`, { cookie: league.assignorCookie })).status,
    ).toBe(409);
    expect(
      (
        await get(`/assignor/games/${game.id}/suggestions?position=assistant_referee_1`, {
          cookie: league.assignorCookie,
        })
      ).status,
    ).toBe(400);
    expect(
      (await get(`/assignor/games/${game.id}/suggestions?position=referee`, { cookie: other.assignorCookie })).status,
    ).toBe(404);
    expect(
      (await get(`/assignor/games/${game.id}/suggestions?position=referee`, { cookie: league.refereeCookie })).status,
    ).toBe(403);
  });
});

describe("draft figures after changes by hand", () => {
  it("coverage and workload spread are recomputed from the draft as it stands", async () => {
    const league = await leagueWithSlate();
    const draftId = await createDraft(league);
    const before = (await db.select().from(schedulingDrafts).where(eq(schedulingDrafts.id, draftId)))[0]!.summary as {
      filled: number;
      workload: { max: number };
      editedByHand?: boolean;
    };
    expect(before.filled).toBe(3);
    expect(before.editedByHand).toBeUndefined();

    // Leave two slots open: one referee holds the single remaining proposal.
    const items = await draftItems(draftId);
    for (const item of items.slice(0, 2)) {
      await post(
        `/assignor/auto-assign/${draftId}`,
        { intent: "change", itemId: item.id, refereeId: "" },
        { cookie: league.assignorCookie },
      );
    }
    const after = (await db.select().from(schedulingDrafts).where(eq(schedulingDrafts.id, draftId)))[0]!.summary as {
      filled: number;
      coverage: number;
      workload: { max: number; min: number };
      editedByHand?: boolean;
    };
    expect(after).toMatchObject({ filled: 1, editedByHand: true });
    expect(after.coverage).toBeCloseTo(1 / 3);
    expect(after.workload).toMatchObject({ max: 1, min: 0 });
    const html = await (await get(`/assignor/auto-assign/${draftId}`, { cookie: league.assignorCookie })).text();
    expect(html).toContain("Every figure includes your changes to the engine&#x27;s proposal.");
  });
});

describe("capacity over whole months and weeks", () => {
  it("a draft near a month's end respects a monthly capacity counted with the earlier games of that month", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const referee = league.referee;
    await db
      .update(memberships)
      .set({ maxGamesPerMonth: 2 })
      .where(and(eq(memberships.userId, referee.id), eq(memberships.organizationId, organizationId)));
    // Two games early in March 2099, weeks before the range.
    for (const date of ["2099-03-03", "2099-03-10"]) {
      const earlier = await createGame(db, {
        organizationId,
        date,
        time: "10:00",
        homeTeam: `Early ${date}`,
        awayTeam: "Visitors",
      });
      await createAssignment(db, {
        organizationId,
        gameId: earlier.id,
        refereeId: referee.id,
        position: "referee",
        status: "confirmed",
      });
    }
    const march = await createGame(db, {
      organizationId,
      date: "2099-03-28",
      time: "10:00",
      homeTeam: "Late March",
      awayTeam: "Visitors",
    });
    const april = await createGame(db, {
      organizationId,
      date: "2099-04-01",
      time: "10:00",
      homeTeam: "Early April",
      awayTeam: "Visitors",
    });
    const response = await post(
      "/assignor/auto-assign",
      { intent: "create", from: "2099-03-25", to: "2099-04-02" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(302);
    const draftId = response.headers.get("Location")!.split("/").pop()!;
    const items = await draftItems(draftId);
    const marchItem = items.find((item) => item.gameId === march.id)!;
    // The only referee is at their monthly capacity in March; April is a new month.
    expect(marchItem.refereeId).toBeNull();
    expect(marchItem.unfilledReason).toBe("No referee can take this slot: 1 at their monthly capacity");
    expect(items.find((item) => item.gameId === april.id)?.refereeId).toBe(referee.id);

    // The assignor's hand change, the dialog's check and the suggestions all count the same games.
    const changed = await post(
      `/assignor/auto-assign/${draftId}`,
      { intent: "change", itemId: marchItem.id, refereeId: referee.id },
      { cookie: league.assignorCookie },
    );
    expect(changed.status).toBe(409);
    expect(await changed.text()).toContain(
      "cannot take this slot: Already has 2 games that month, their stated capacity of 2.",
    );
    expect(await checkConflicts(db, { organizationId, gameId: march.id, refereeId: referee.id })).toEqual([
      {
        code: "referee_monthly_capacity",
        severity: "soft",
        message: "Already has 2 games that month, their stated capacity of 2",
      },
    ]);
    const assign = await post(
      "/assignor/games",
      { intent: "assign", gameId: march.id, position: "referee", refereeId: referee.id },
      { cookie: league.assignorCookie },
    );
    expect(await assign.text()).toContain("Check before assigning");
    expect(await db.select().from(assignments).where(eq(assignments.gameId, march.id))).toEqual([]);
    const suggestions = (await (
      await get(`/assignor/games/${march.id}/suggestions?position=referee`, { cookie: league.assignorCookie })
    ).json()) as {
      suggestions: unknown[];
      leftOut: { refereeId: string; conflicts: { message: string }[] }[];
    };
    expect(suggestions.suggestions).toEqual([]);
    expect(
      suggestions.leftOut.find((row) => row.refereeId === referee.id)?.conflicts.map((conflict) => conflict.message),
    ).toEqual(["Already has 2 games that month, their stated capacity of 2"]);
    // With a reason, an assignor may still go over it (the referee agreed to one more).
    const overridden = await post(
      "/assignor/games",
      {
        intent: "assign",
        gameId: march.id,
        position: "referee",
        refereeId: referee.id,
        overrideReason: "Agreed on the phone to one more game",
      },
      { cookie: league.assignorCookie },
    );
    expect(overridden.status).toBe(200);
    const [offer] = await db.select().from(assignments).where(eq(assignments.gameId, march.id));
    expect(offer?.overrideConflicts).toEqual(["Already has 2 games that month, their stated capacity of 2"]);
    expect(offer?.overrideReason).toBe("Agreed on the phone to one more game");
    expect(offer?.notes ?? "").not.toContain("Already has 2 games");
  });

  it("a week that starts in the previous month counts its games there against the weekly maximum", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const fields = {
      intent: "settings",
      balance: "1",
      fees: "1",
      levelMatch: "1",
      teamRepeat: "1",
      crew: "1",
      preferences: "1",
      travel: "1",
      maxGamesPerWeek: "1",
    };
    expect((await post("/assignor/auto-assign", fields, { cookie: league.assignorCookie })).status).toBe(200);
    // Monday 2099-06-29 (the week of Saturday July 4th) is a game of June; the range starts July 1st.
    const monday = await createGame(db, {
      organizationId,
      date: "2099-06-29",
      time: "10:00",
      homeTeam: "Monday",
      awayTeam: "Visitors",
    });
    await createAssignment(db, {
      organizationId,
      gameId: monday.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "confirmed",
    });
    const saturday = await createGame(db, {
      organizationId,
      date: "2099-07-04",
      time: "10:00",
      homeTeam: "Saturday",
      awayTeam: "Visitors",
    });
    const response = await post(
      "/assignor/auto-assign",
      { intent: "create", from: "2099-07-01", to: "2099-07-05" },
      { cookie: league.assignorCookie },
    );
    const draftId = response.headers.get("Location")!.split("/").pop()!;
    const [item] = (await draftItems(draftId)).filter((row) => row.gameId === saturday.id);
    expect(item?.refereeId).toBeNull();
    expect(item?.unfilledReason).toBe("No referee can take this slot: 1 at the weekly maximum");
  });
});

describe("keep crews who worked together", () => {
  it("past crews reach the engine: the crew weight changes who is proposed", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const lead = await createUser(db, {
      organizationId,
      firstName: "Lena",
      lastName: "Lead",
      refereeLevel: 3,
    });
    // The partner is rated above what a youth game needs; the newcomer fits it better.
    const partner = await createUser(db, {
      organizationId,
      firstName: "Pat",
      lastName: "Partner",
      refereeLevel: 3,
    });
    const newcomer = await createUser(db, {
      organizationId,
      firstName: "Nia",
      lastName: "Newcomer",
      refereeLevel: 1,
    });
    const second = await createUser(db, {
      organizationId,
      firstName: "Sid",
      lastName: "Second",
      refereeLevel: 2,
    });
    // Rated from evaluations (issue 22): Lena 4, Pat 5, Nia the lowest there is, Sid 3.
    for (const [refereeId, mean] of [
      [lead.id, 4],
      [partner.id, 5],
      [newcomer.id, 1],
      [second.id, 3],
    ] as const) {
      await rateReferee({ organizationId, refereeId, evaluations: [scoresAveraging(mean)] });
    }
    const date = "2099-06-13";
    await createAvailabilityBlock(db, { userId: league.referee.id, date, kind: "full_day" });

    // Lena and Pat worked a game together a month ago.
    const past = await createGame(db, {
      organizationId,
      date: addDays(todayIn(league.organization.timeZone), -30),
      positionType: "three_official",
      status: "completed",
      homeTeam: "Past",
      awayTeam: "Crew",
    });
    await createAssignment(db, {
      organizationId,
      gameId: past.id,
      refereeId: lead.id,
      position: "referee",
      status: "completed",
    });
    await createAssignment(db, {
      organizationId,
      gameId: past.id,
      refereeId: partner.id,
      position: "assistant_referee_1",
      status: "completed",
    });

    const game = await createGame(db, {
      organizationId,
      date,
      time: "10:00",
      level: "youth",
      positionType: "three_official",
      homeTeam: "Hawks",
      awayTeam: "Owls",
    });
    await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId: lead.id,
      position: "referee",
      status: "confirmed",
    });
    await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId: second.id,
      position: "assistant_referee_2",
      status: "confirmed",
    });

    const proposedFor = async (crew: string) => {
      const settings = {
        intent: "settings",
        balance: "1",
        fees: "1",
        levelMatch: "1",
        teamRepeat: "1",
        crew,
        preferences: "1",
        travel: "1",
        maxGamesPerWeek: "",
      };
      expect((await post("/assignor/auto-assign", settings, { cookie: league.assignorCookie })).status).toBe(200);
      const response = await post(
        "/assignor/auto-assign",
        { intent: "create", from: date, to: date },
        { cookie: league.assignorCookie },
      );
      const draftId = response.headers.get("Location")!.split("/").pop()!;
      const items = await draftItems(draftId);
      expect(items.map((item) => item.position)).toEqual(["assistant_referee_1"]);
      return items[0]!;
    };
    expect((await proposedFor("0")).refereeId).toBe(newcomer.id);
    const together = await proposedFor("5");
    expect(together.refereeId).toBe(partner.id);
    expect(together.reasons).toContain("worked with Lena Lead before");
  });
});

describe("an undo that cannot withdraw every offer", () => {
  it("keeps the draft published and lists the offer a referee accepted between the check and the withdrawal", async () => {
    const league = await leagueWithSlate("2099-05-23");
    const draftId = await createDraft(league);
    expect(
      (await post(`/assignor/auto-assign/${draftId}`, { intent: "publish" }, { cookie: league.assignorCookie })).status,
    ).toBe(200);
    const offered = (await draftItems(draftId)).filter((item) => item.assignmentId);
    expect(offered).toHaveLength(3);
    const accepter = offered[1]!;

    // The referee accepts after the undo's check, before any withdrawal is written (every batch waits for it).
    let acceptance: Promise<unknown> | undefined;
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === "batch") {
          return async (statements: Parameters<typeof db.batch>[0]) => {
            acceptance ??= db
              .update(assignments)
              .set({ status: "confirmed", respondedAt: new Date() })
              .where(eq(assignments.id, accepter.assignmentId!))
              .then(() => undefined);
            await acceptance;
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await undoPublish(racing, {
      organizationId: league.organization.id,
      actorId: league.assignor.id,
      draftId,
    });
    expect(result.ok).toBe(true);
    const game = league.games.find((candidate) => candidate.id === accepter.gameId)!;
    const slot = `Referee of ${game.homeTeam} vs ${game.awayTeam} on ${league.date}`;
    expect(result.message).toBe(
      `Publish partly undone: 2 offers withdrawn; 1 offer could not be withdrawn and is still out: ${slot} (the referee accepted it in the meantime; withdraw it from Assignments if you must)`,
    );

    const [draft] = await db.select().from(schedulingDrafts).where(eq(schedulingDrafts.id, draftId));
    expect(draft!.status).toBe("published");
    expect(draft!.closedAt).toBeNull();
    const statuses = await db
      .select({ id: assignments.id, status: assignments.status })
      .from(assignments)
      .where(eq(assignments.organizationId, league.organization.id));
    expect(statuses.filter((row) => row.status === "cancelled")).toHaveLength(2);
    expect(statuses.find((row) => row.id === accepter.assignmentId)?.status).toBe("confirmed");

    const html = await (await get(`/assignor/auto-assign/${draftId}`, { cookie: league.assignorCookie })).text();
    expect(html).toContain("Partly undone: some offers are still out");
    expect(html).toContain("Not withdrawn");
    expect(html).toContain(`${slot}: the referee accepted it in the meantime`);
    const list = await (await get("/assignor/auto-assign", { cookie: league.assignorCookie })).text();
    expect(list).toContain("Partly undone");
    const [logged] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, draftId), eq(activityLog.action, "scheduling.draft_undone")));
    expect(logged?.summary).toBe(
      `Partly undid the publish of an auto-assign draft for ${league.date}: 2 offers withdrawn, 1 still out`,
    );

    // Undo again is refused now that an offer is accepted; the report stays.
    const again = await post(`/assignor/auto-assign/${draftId}`, { intent: "undo" }, { cookie: league.assignorCookie });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("1 offer has been accepted already");
  });
});

describe("round trips of the auto-assign pages", () => {
  it("reads the drafts page and a draft's page in one round trip each after the session", async () => {
    const league = await leagueWithSlate("2099-04-11");
    const draftId = await createDraft(league);
    for (const path of [
      "/assignor/auto-assign",
      "/assignor/auto-assign.data",
      `/assignor/auto-assign/${draftId}`,
      `/assignor/auto-assign/${draftId}.data`,
    ]) {
      const response = await get(path, { cookie: league.assignorCookie });
      expect(response.status, path).toBe(200);
      // The session with its membership and organization is one round trip; the page's data one more.
      expectRoundTrips(path, response, 2);
    }
    const rival = await createLeague();
    expect((await get(`/assignor/auto-assign/${draftId}`, { cookie: rival.assignorCookie })).status).toBe(404);
  });
});
