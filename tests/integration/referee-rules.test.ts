/**
 * Issue 21 (decision 0074): where the rules about a referee are entered — the referee's own team
 * declarations, the assignor's rules page (ties, scratches, partners, ranks) and a game's rating — and what
 * the assignment screens and the API then do with them.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import {
  activityLog,
  assignments,
  games,
  memberships,
  organizations,
  partnerRules,
  refereeRanks,
  teamTies,
  users,
} from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { apiKeyFor, api } from "./api-helpers";
import { createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;
interface Preview {
  referees: { id: string; conflicts: { code: string; severity: string; message: string }[] }[];
}

const soon = (league: League, days: number) => addDays(todayIn(league.organization.timeZone), days);

async function previewFor(league: League, gameId: string, refereeId: string) {
  const response = await get(`/assignor/assignments/options?gameId=${gameId}`, { cookie: league.assignorCookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Preview;
  return body.referees.find((row) => row.id === refereeId)?.conflicts ?? [];
}

function assign(league: League, fields: Record<string, string>) {
  return post(
    "/assignor/assignments",
    { intent: "assign", position: "referee", ...fields },
    { cookie: league.assignorCookie },
  );
}

const rulesPath = (refereeId: string) => `/assignor/referees/${refereeId}/rules`;

describe("a referee's own team declarations", () => {
  it("coaching Oakland Roots is a hard conflict for Oakland Roots U12 in the preview, the dialog and the API", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    await db.update(organizations).set({ timeZone: "America/Los_Angeles" }).where(eq(organizations.id, org));
    const game = await createGame(db, {
      organizationId: org,
      date: soon(league, 9),
      homeTeam: "Oakland Roots U12",
      awayTeam: "Hayward FC U12",
    });

    const declared = await post(
      "/referee/settings?tab=preferences",
      { intent: "declare-team-tie", team: "Oakland Roots", relation: "coaches" },
      { cookie: league.refereeCookie },
    );
    expect(declared.status).toBe(200);
    expect(await declared.text()).toContain("Oakland Roots added to your teams.");
    const page = await get("/referee/settings?tab=preferences", { cookie: league.refereeCookie });
    expect(visibleText(await page.text())).toContain("I coach Oakland Roots");
    expectRoundTrips("the referee's settings page", page, 2);

    const conflicts = await previewFor(league, game.id, league.referee.id);
    expect(conflicts).toContainEqual({
      code: "team_involvement",
      severity: "hard",
      message: "Coaches Oakland Roots U12",
    });

    const refused = await assign(league, {
      gameId: game.id,
      refereeId: league.referee.id,
      overrideReason: "Short of referees",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Coaches Oakland Roots U12");

    const { secret } = await apiKeyFor(org, league.assignor.id);
    const viaApi = await api("POST", "/api/v1/assignments", {
      key: secret,
      json: { gameId: game.id, refereeId: league.referee.id },
    });
    expect(viaApi.status).toBe(409);
    expect(viaApi.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    const problem = (await viaApi.json()) as { conflicts: { code: string; severity: string }[] };
    expect(problem.conflicts).toContainEqual(expect.objectContaining({ code: "team_involvement", severity: "hard" }));
    expect(await db.select().from(assignments).where(eq(assignments.gameId, game.id))).toEqual([]);

    // The referee removes the declaration: the game is theirs to take again.
    const [tie] = await db.select().from(teamTies).where(eq(teamTies.userId, league.referee.id));
    const removed = await post(
      "/referee/settings?tab=preferences",
      { intent: "withdraw-team-tie", tieId: tie!.id },
      { cookie: league.refereeCookie },
    );
    expect(removed.status).toBe(200);
    expect((await previewFor(league, game.id, league.referee.id)).map((c) => c.code)).not.toContain("team_involvement");
    const entries = await db.select().from(activityLog).where(eq(activityLog.subjectId, league.referee.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["team_tie.added", "team_tie.removed"]);
  });

  it("keeps what was typed when refused, takes only their own leagues, and never removes a staff entry", async () => {
    const league = await createLeague();
    const other = await createLeague();
    const bad = await post(
      "/referee/settings?tab=preferences",
      { intent: "declare-team-tie", team: "", relation: "scratched" },
      { cookie: league.refereeCookie },
    );
    expect(bad.status).toBe(400);
    const text = visibleText(await bad.text());
    expect(text).toContain("Enter a team or club name.");
    expect(text).toContain("Choose how you are involved.");

    // A league they do not referee for.
    const foreign = await post(
      "/referee/settings?tab=preferences",
      { intent: "declare-team-tie", organizationId: other.organization.id, team: "Rovers", relation: "plays" },
      { cookie: league.refereeCookie },
    );
    expect(foreign.status).toBe(400);
    expect(await db.select().from(teamTies).where(eq(teamTies.organizationId, other.organization.id))).toEqual([]);

    // A scratch the staff entered cannot be withdrawn by the referee.
    await post(
      rulesPath(league.referee.id),
      { intent: "add-team-tie", team: "Hayward FC", relation: "scratched", note: "" },
      { cookie: league.assignorCookie },
    );
    const [scratch] = await db.select().from(teamTies).where(eq(teamTies.userId, league.referee.id));
    const withdraw = await post(
      "/referee/settings?tab=preferences",
      { intent: "withdraw-team-tie", tieId: scratch!.id },
      { cookie: league.refereeCookie },
    );
    expect(withdraw.status).toBe(404);
    expect(await db.select().from(teamTies).where(eq(teamTies.id, scratch!.id))).toHaveLength(1);
  });

  it("offers a choice of league to a referee of several, and files the declaration under the chosen one", async () => {
    const first = await createLeague("Bay Youth League");
    const second = await createLeague("East Bay Adult League");
    await db.insert(memberships).values({
      id: crypto.randomUUID(),
      organizationId: second.organization.id,
      userId: first.referee.id,
      role: "referee",
    });
    const page = visibleText(
      await (await get("/referee/settings?tab=preferences", { cookie: first.refereeCookie })).text(),
    );
    expect(page).toContain("League");
    expect(page).toContain("East Bay Adult League");
    const declared = await post(
      "/referee/settings?tab=preferences",
      {
        intent: "declare-team-tie",
        organizationId: second.organization.id,
        team: "Albany Athletic",
        relation: "family",
      },
      { cookie: first.refereeCookie },
    );
    expect(declared.status).toBe(200);
    const [tie] = await db.select().from(teamTies).where(eq(teamTies.userId, first.referee.id));
    expect(tie).toMatchObject({ organizationId: second.organization.id, relation: "family", byStaff: false });
    const after = visibleText(
      await (await get("/referee/settings?tab=preferences", { cookie: first.refereeCookie })).text(),
    );
    expect(after).toContain("I have family on Albany Athletic (East Bay Adult League)");
  });
});

describe("the assignor's rules page", () => {
  it("adds a scratch the referee never sees, and it blocks the team's games", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    const game = await createGame(db, {
      organizationId: org,
      date: soon(league, 6),
      homeTeam: "Berkeley United U14",
      awayTeam: "Fremont FC",
    });
    const added = await post(
      rulesPath(league.referee.id),
      { intent: "add-team-tie", team: "Berkeley United", relation: "scratched", note: "Complaint after the cup final" },
      { cookie: league.assignorCookie },
    );
    expect(added.status).toBe(200);
    // The action alone (as a fetcher or the router posts it): the session, the rules read, the write.
    const again = await post(
      `${rulesPath(league.referee.id)}.data`,
      { intent: "add-team-tie", team: "Castro Valley SC", relation: "scratched", note: "" },
      { cookie: league.assignorCookie },
    );
    expectRoundTrips("adding a scratch", again, 3);
    await post(
      rulesPath(league.referee.id),
      { intent: "add-team-tie", team: "Fremont FC", relation: "other", note: "Brother-in-law manages" },
      { cookie: league.assignorCookie },
    );

    const page = await get(rulesPath(league.referee.id), { cookie: league.assignorCookie });
    expect(page.status).toBe(200);
    expectRoundTrips("the rules page", page, 2);
    const text = visibleText(await page.text());
    expect(text).toContain("Scratched by: Berkeley United");
    expect(text).toContain("Complaint after the cup final");

    const conflicts = await previewFor(league, game.id, league.referee.id);
    expect(conflicts).toContainEqual({
      code: "team_scratch",
      severity: "hard",
      message: "Scratched by Berkeley United",
      // The staff's knowledge: the referee's own screens leave it out.
      staffOnly: true,
    });
    expect(conflicts).toContainEqual({
      code: "team_involvement",
      severity: "hard",
      message: "Has a tie to Fremont FC (noted by an assignor)",
      staffOnly: true,
    });
    expect((await assign(league, { gameId: game.id, refereeId: league.referee.id })).status).toBe(409);

    // Nothing of either entry reaches the referee's pages.
    for (const path of ["/referee/settings?tab=preferences", "/referee/open-games", "/referee/schedule", "/referee"]) {
      const response = await get(path, { cookie: league.refereeCookie });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const secret of ["Scratched", "Complaint after the cup final", "Brother-in-law manages", "noted by an"]) {
        expect(html, `${path}: ${secret}`).not.toContain(secret);
      }
    }
    const settings = visibleText(
      await (await get("/referee/settings?tab=preferences", { cookie: league.refereeCookie })).text(),
    );
    expect(settings).not.toContain("Berkeley United");
    expect(settings).toContain("You haven't declared any team.");

    // Removing the scratch frees the game; the referee's own declarations are read-only here.
    const [scratch] = await db
      .select()
      .from(teamTies)
      .where(
        and(
          eq(teamTies.userId, league.referee.id),
          eq(teamTies.relation, "scratched"),
          eq(teamTies.team, "Berkeley United"),
        ),
      );
    expect(
      (
        await post(
          rulesPath(league.referee.id),
          { intent: "remove-team-tie", tieId: scratch!.id },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(200);
    expect((await previewFor(league, game.id, league.referee.id)).map((c) => c.code)).not.toContain("team_scratch");
    await post(
      "/referee/settings",
      { intent: "declare-team-tie", team: "Oakland Roots", relation: "plays" },
      { cookie: league.refereeCookie },
    );
    const [own] = await db
      .select()
      .from(teamTies)
      .where(and(eq(teamTies.userId, league.referee.id), eq(teamTies.byStaff, false)));
    const refused = await post(
      rulesPath(league.referee.id),
      { intent: "remove-team-tie", tieId: own!.id },
      { cookie: league.assignorCookie },
    );
    expect(refused.status).toBe(404);
    const actions = await db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.organizationId, org));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(["team_tie.added", "team_tie.removed"]));
  });

  it("keeps a refused tie's input with the errors beside the fields", async () => {
    const league = await createLeague();
    const response = await post(
      rulesPath(league.referee.id),
      { intent: "add-team-tie", team: "x".repeat(120), relation: "friend", note: "Seen at the club" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain("At most 100 characters.");
    expect(visibleText(html)).toContain("Choose how you are involved.");
    expect(html).toContain("Seen at the club");
  });

  it("a hard do-not-pair refuses, a soft one needs an override reason", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    const partner = await createUser(db, {
      organizationId: org,
      role: "referee",
      refereeLevel: 2,
      firstName: "Pat",
      lastName: "Partner",
    });
    await db.update(users).set({ refereeLevel: 2 }).where(eq(users.id, league.referee.id));
    const game = await createGame(db, { organizationId: org, date: soon(league, 5), positionType: "three_official" });
    await createAssignment(db, {
      organizationId: org,
      gameId: game.id,
      refereeId: partner.id,
      position: "referee",
      status: "confirmed",
    });

    const saved = await post(
      rulesPath(league.referee.id),
      { intent: "save-partner", partnerId: partner.id, choice: "avoid_hard" },
      { cookie: league.assignorCookie },
    );
    expect(saved.status).toBe(200);
    const [rule] = await db.select().from(partnerRules).where(eq(partnerRules.organizationId, org));
    // One row per pair, the smaller id first, whichever referee's page it was entered from.
    expect([rule!.refereeId, rule!.partnerId]).toEqual([league.referee.id, partner.id].sort());
    expect(visibleText(await (await get(rulesPath(partner.id), { cookie: league.assignorCookie })).text())).toContain(
      `${league.referee.firstName} ${league.referee.lastName}: never together (blocks)`,
    );

    const fields = { gameId: game.id, refereeId: league.referee.id, position: "assistant_referee_1" };
    expect(await previewFor(league, game.id, league.referee.id)).toContainEqual({
      code: "do_not_pair",
      severity: "hard",
      message: "Not to be paired with Pat Partner, who is on this game",
    });
    expect((await assign(league, { ...fields, overrideReason: "Only ones free" })).status).toBe(409);

    // The same pair made soft (from the partner's page): a second choice replaces the first.
    await post(
      rulesPath(partner.id),
      { intent: "save-partner", partnerId: league.referee.id, choice: "avoid_soft" },
      { cookie: league.assignorCookie },
    );
    expect(await db.select().from(partnerRules).where(eq(partnerRules.organizationId, org))).toHaveLength(1);
    const needsReason = await assign(league, fields);
    expect(needsReason.status).toBe(409);
    expect(await needsReason.text()).toContain("Check before assigning");
    expect((await assign(league, { ...fields, overrideReason: "Only ones free" })).status).toBe(200);

    // A partner of another organization is refused.
    const rival = await createLeague();
    const foreign = await post(
      rulesPath(league.referee.id),
      { intent: "save-partner", partnerId: rival.referee.id, choice: "prefer" },
      { cookie: league.assignorCookie },
    );
    expect(foreign.status).toBe(400);
    const removal = await post(
      rulesPath(partner.id),
      { intent: "remove-partner", ruleId: rule!.id },
      { cookie: league.assignorCookie },
    );
    expect(removal.status).toBe(200);
    expect(await db.select().from(partnerRules).where(eq(partnerRules.organizationId, org))).toEqual([]);
  });

  it("with ranks in force, an unranked position is refused and a ranked one accepted", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    await db
      .update(organizations)
      .set({ assignmentPolicy: { strength: { position_not_ranked: "hard" } } })
      .where(eq(organizations.id, org));
    await db.update(users).set({ refereeLevel: 2 }).where(eq(users.id, league.referee.id));
    const game = await createGame(db, { organizationId: org, date: soon(league, 4), positionType: "three_official" });

    const grid = new URLSearchParams([
      ["intent", "save-ranks"],
      ["ranks", "referee:youth"],
      ["ranks", "assistant:amateur"],
    ]);
    expect((await post(rulesPath(league.referee.id), grid, { cookie: league.assignorCookie })).status).toBe(200);
    const ranks = await db.select().from(refereeRanks).where(eq(refereeRanks.userId, league.referee.id));
    expect(ranks.map((rank) => `${rank.position}:${rank.level}`).sort()).toEqual([
      "assistant:amateur",
      "referee:youth",
    ]);

    const asAssistant = await assign(league, {
      gameId: game.id,
      refereeId: league.referee.id,
      position: "assistant_referee_1",
    });
    expect(asAssistant.status).toBe(409);
    expect(await asAssistant.text()).toContain("Not ranked as assistant referee for youth games");
    expect((await assign(league, { gameId: game.id, refereeId: league.referee.id, position: "referee" })).status).toBe(
      200,
    );

    const bad = await post(
      rulesPath(league.referee.id),
      new URLSearchParams([
        ["intent", "save-ranks"],
        ["ranks", "linesman:youth"],
      ]),
      { cookie: league.assignorCookie },
    );
    expect(bad.status).toBe(400);
    // Unchanged by the refused grid; an empty grid clears them.
    expect(await db.select().from(refereeRanks).where(eq(refereeRanks.userId, league.referee.id))).toHaveLength(2);
    await post(rulesPath(league.referee.id), { intent: "save-ranks" }, { cookie: league.assignorCookie });
    expect(await db.select().from(refereeRanks).where(eq(refereeRanks.userId, league.referee.id))).toEqual([]);
  });

  it("is not found for a referee of another organization, and read-only rules change nothing for a scheduler", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    expect((await get(rulesPath(rival.referee.id), { cookie: league.assignorCookie })).status).toBe(404);
    const post404 = await post(
      rulesPath(rival.referee.id),
      { intent: "add-team-tie", team: "Rovers", relation: "scratched" },
      { cookie: league.assignorCookie },
    );
    expect(post404.status).toBe(404);
    expect(await db.select().from(teamTies).where(eq(teamTies.userId, rival.referee.id))).toEqual([]);
    // The assignor is not a referee of the organization: no rules page for them either.
    expect((await get(rulesPath(league.assignor.id), { cookie: league.assignorCookie })).status).toBe(404);
  });
});

describe("a game's rating", () => {
  it("is entered on the game form, validated, and refuses referees outside it", async () => {
    const league = await createLeague();
    const org = league.organization.id;
    await db.update(users).set({ refereeLevel: 1 }).where(eq(users.id, league.referee.id));
    const date = soon(league, 7);
    const form = {
      intent: "create",
      homeTeam: "Rated Rovers",
      awayTeam: "Rated United",
      date,
      time: "11:00",
      venue: "North Field",
      league: "",
      level: "youth",
      fee: "40",
      ageGroup: "",
      positionType: "single",
      fieldSurface: "",
      skillLevel: "",
    };
    const backwards = await post(
      "/assignor/games",
      { ...form, minRefereeLevel: "3", maxRefereeLevel: "2" },
      { cookie: league.assignorCookie },
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toContain("The lowest level cannot be above the highest.");

    expect(
      (
        await post(
          "/assignor/games",
          { ...form, minRefereeLevel: "2", maxRefereeLevel: "3" },
          { cookie: league.assignorCookie },
        )
      ).status,
    ).toBe(200);
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.organizationId, org), eq(games.homeTeam, "Rated Rovers")));
    expect(game).toMatchObject({ minRefereeLevel: 2, maxRefereeLevel: 3 });

    expect(await previewFor(league, game!.id, league.referee.id)).toContainEqual({
      code: "outside_game_rating",
      severity: "hard",
      message: "This game is rated for level 2–3 referees; they are level 1",
    });
    expect(
      (await assign(league, { gameId: game!.id, refereeId: league.referee.id, overrideReason: "Please" })).status,
    ).toBe(409);

    // The API reads and changes the rating; clearing it lets the referee in.
    const { secret } = await apiKeyFor(org, league.assignor.id);
    const read = await api("GET", `/api/v1/games/${game!.id}`, { key: secret });
    const resource = (await read.json()) as { minRefereeLevel: number | null; maxRefereeLevel: number | null };
    expect(resource).toMatchObject({ minRefereeLevel: 2, maxRefereeLevel: 3 });
    const etag = read.headers.get("ETag") ?? "";
    const cleared = await api("PATCH", `/api/v1/games/${game!.id}`, {
      key: secret,
      json: { minRefereeLevel: null, maxRefereeLevel: null },
      headers: etag ? { "If-Match": etag } : {},
    });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ minRefereeLevel: null, maxRefereeLevel: null });
    expect((await previewFor(league, game!.id, league.referee.id)).map((c) => c.code)).not.toContain(
      "outside_game_rating",
    );

    const created = await api("POST", "/api/v1/games", {
      key: secret,
      json: {
        homeTeam: "API Rovers",
        awayTeam: "API United",
        date,
        time: "15:00",
        venue: "North Field",
        level: "youth",
        feeCents: 4000,
        minRefereeLevel: 3,
        maxRefereeLevel: 1,
      },
    });
    expect(created.status).toBe(422);
    expect(created.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
  });
});
