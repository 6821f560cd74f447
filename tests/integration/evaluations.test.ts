/**
 * Evaluations (issue 22, decision 0084): an assignor or an asked assessor scores an official's past game on
 * the rubric, and the referee's rating changes in the same request; an assessor sees only the games they
 * are asked to assess and only their own evaluations; a referee reads theirs, a coach's anonymized.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createEvaluation, createGame, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import {
  coachRatingLinks,
  evaluations,
  notifications,
  organizations,
  outbox,
  refereeRatings,
  userSettings,
} from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { DEFAULT_RUBRIC } from "~/domain/evaluations";
import { cookieFor, createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";
import { createStaffMember } from "./staff-helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

let league: League;
let assessor: Awaited<ReturnType<typeof createStaffMember>>;
let askedGame: { id: string };
let otherGame: { id: string };
let futureGame: { id: string };

/** Every criterion of the default rubric scored `score`, as the form posts it. */
function scored(score: number, extra: Record<string, string> = {}) {
  return { ...Object.fromEntries(DEFAULT_RUBRIC.map(({ key }) => [`score.${key}`, String(score)])), ...extra };
}

async function ratingOf(refereeId: string) {
  const [row] = await db
    .select()
    .from(refereeRatings)
    .where(and(eq(refereeRatings.organizationId, league.organization.id), eq(refereeRatings.refereeId, refereeId)));
  return row ?? null;
}

beforeAll(async () => {
  league = await createLeague("Evaluations League");
  const organizationId = league.organization.id;
  assessor = await createStaffMember(organizationId, "assessor", { firstName: "Ada" });
  const today = todayIn(league.organization.timeZone);
  askedGame = await createGame(db, {
    organizationId,
    date: addDays(today, -2),
    homeTeam: "Asked Hawks",
    awayTeam: "Asked Owls",
  });
  otherGame = await createGame(db, {
    organizationId,
    date: addDays(today, -3),
    homeTeam: "Hidden Foxes",
    awayTeam: "Hidden Wolves",
  });
  futureGame = await createGame(db, { organizationId, date: addDays(today, 2) });
  for (const game of [askedGame, otherGame, futureGame]) {
    await createAssignment(db, { organizationId, gameId: game.id, refereeId: league.referee.id, status: "confirmed" });
  }
});

describe("evaluations", () => {
  it("an assignor's evaluation is stored with its weight and overall, and the rating follows in the same request", async () => {
    const path = `/assignor/evaluations/${askedGame.id}/${league.referee.id}`;
    const page = await get(path, { cookie: league.assignorCookie });
    expect(page.status).toBe(200);
    expectRoundTrips("evaluation form", page, 2);
    expect(visibleText(await page.text())).toContain("Positioning and movement");

    // A missing score is refused with the comments kept.
    const refused = await post(
      path,
      { ...scored(4), "score.fitness": "", comments: "Kept words" },
      {
        cookie: league.assignorCookie,
      },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Kept words");

    const saved = await post(path, scored(4, { "score.fitness": "1", comments: "Good control" }), {
      cookie: league.assignorCookie,
    });
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(evaluations).where(eq(evaluations.gameId, askedGame.id));
    expect(row).toMatchObject({
      source: "assignor",
      weight: 3,
      evaluatorId: league.assignor.id,
      comments: "Good control",
    });
    expect(row!.overall).toBeCloseTo(21 / 6, 10);
    const rating = await ratingOf(league.referee.id);
    expect(rating?.evaluationCount).toBe(1);
    expect(rating?.rating).toBeCloseTo(21 / 6, 10);

    // Saving again edits the same evaluation.
    await post(path, scored(5), { cookie: league.assignorCookie });
    const rows = await db.select().from(evaluations).where(eq(evaluations.gameId, askedGame.id));
    expect(rows).toHaveLength(1);
    expect((await ratingOf(league.referee.id))?.rating).toBe(5);

    // Nobody evaluates a game that has not kicked off.
    const early = await get(`/assignor/evaluations/${futureGame.id}/${league.referee.id}`, {
      cookie: league.assignorCookie,
    });
    expect(early.status).toBe(404);
  });

  it("an assessor sees only the games they are asked to assess, and only their own evaluations", async () => {
    expect((await get("/assignor", { cookie: assessor.cookie })).headers.get("Location")).toBe("/assignor/assessments");
    const before = visibleText(await (await get("/assignor/assessments", { cookie: assessor.cookie })).text());
    expect(before).not.toContain("Asked Hawks");

    const asked = await post(
      "/assignor/evaluations",
      { intent: "ask-assessor", gameId: askedGame.id, assessorId: assessor.user.id },
      { cookie: league.assignorCookie },
    );
    expect(asked.status).toBe(200);
    // The assessor is told once, in-app and by email, with a link to their assessments; asking again tells no one.
    await post(
      "/assignor/evaluations",
      { intent: "ask-assessor", gameId: askedGame.id, assessorId: assessor.user.id },
      { cookie: league.assignorCookie },
    );
    const notices = await db.select().from(notifications).where(eq(notifications.userId, assessor.user.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "Asked to assess a game", link: "/assignor/assessments" });
    expect(notices[0]!.message).toContain("Asked Hawks vs Asked Owls");
    const emails = await db.select().from(outbox).where(eq(outbox.recipient, assessor.user.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "assessment-requested", subject: "Assess Asked Hawks vs Asked Owls" });
    expect(emails[0]!.textBody).toContain(`Hi Ada,`);
    expect(emails[0]!.textBody).toContain(`${league.organization.name} asks you to assess Asked Hawks vs Asked Owls`);
    expect(emails[0]!.textBody).toContain("/assignor/assessments");

    const page = await get("/assignor/assessments", { cookie: assessor.cookie });
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain("Asked Hawks vs Asked Owls");
    expect(text).not.toContain("Hidden Foxes");
    // The assignor's evaluation of that game (5 out of 5) is not theirs to read.
    expect(text).not.toContain("5.0");

    expect(
      (await get(`/assignor/evaluations/${otherGame.id}/${league.referee.id}`, { cookie: assessor.cookie })).status,
    ).toBe(404);
    expect((await get("/assignor/evaluations", { cookie: assessor.cookie })).status).toBe(403);

    const path = `/assignor/evaluations/${askedGame.id}/${league.referee.id}`;
    const form = await get(path, { cookie: assessor.cookie });
    expect(form.status).toBe(200);
    expect(await form.text()).not.toContain("Good control");
    expect((await post(path, scored(2), { cookie: assessor.cookie })).status).toBe(200);
    const [mine] = await db.select().from(evaluations).where(eq(evaluations.evaluatorId, assessor.user.id));
    expect(mine).toMatchObject({ source: "assessor", weight: 3, overall: 2 });
    // (5·3 + 2·3) / 6
    expect((await ratingOf(league.referee.id))?.rating).toBeCloseTo(3.5, 10);
    // The Referee Pool shows it at once.
    const pool = visibleText(await (await get("/assignor/referees", { cookie: league.assignorCookie })).text());
    expect(pool).toContain("3.5 / 5 (2 evaluations)");

    // The request cannot be withdrawn once the assessor has written.
    const list = await get("/assignor/evaluations", { cookie: league.assignorCookie });
    expectRoundTrips("evaluations page", list, 2);
    expect(visibleText(await list.text())).toContain("Assessor Ada");
    const { id: requestId } = (await db.query.assessmentRequests.findFirst())!;
    const withdraw = await post(
      "/assignor/evaluations",
      { intent: "withdraw-assessor", gameId: askedGame.id, requestId },
      { cookie: league.assignorCookie },
    );
    expect(withdraw.status).toBe(409);
  });

  it("a referee reads their own evaluations with the coach anonymized, and cannot open the assignor's pages", async () => {
    const linkId = newId();
    await db.insert(coachRatingLinks).values({
      id: linkId,
      organizationId: league.organization.id,
      gameId: otherGame.id,
      teamSide: "home",
      email: "secret.coach@example.com",
      tokenHash: `hash-${linkId}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await createEvaluation(db, {
      organizationId: league.organization.id,
      gameId: otherGame.id,
      gameDate: addDays(todayIn(league.organization.timeZone), -3),
      refereeId: league.referee.id,
      source: "coach",
      weight: 1,
      coachLinkId: linkId,
      scores: { positioning: 3 },
      comments: "Fair game",
    });
    const page = await get("/referee/evaluations", { cookie: league.refereeCookie });
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain("Assessor Ada");
    expect(text).toContain(`Assignor ${league.assignor.firstName}`);
    expect(text).toContain("Coach");
    expect(text).toContain("Fair game");
    expect(text).not.toContain("secret.coach@example.com");
    expect(text).not.toContain("Hidden Foxes vs Hidden Wolves · home");

    // Someone else's referee page shows none of it.
    const stranger = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const theirs = visibleText(
      await (await get("/referee/evaluations", { cookie: await cookieFor(stranger.id) })).text(),
    );
    expect(theirs).not.toContain("Fair game");

    expect((await get("/assignor/evaluations", { cookie: league.refereeCookie })).status).toBe(403);
    const path = `/assignor/evaluations/${askedGame.id}/${league.referee.id}`;
    expect((await post(path, scored(5), { cookie: league.refereeCookie })).status).toBe(403);
  });

  it("an assignor invites an assessor and makes a member one, each told in words that name the role", async () => {
    const invited = await post(
      "/assignor/invites",
      { intent: "create", email: "new.assessor@example.com", role: "assessor" },
      { cookie: league.assignorCookie },
    );
    expect(invited.status).toBe(200);
    const [email] = await db.select().from(outbox).where(eq(outbox.recipient, "new.assessor@example.com"));
    expect(email?.textBody).toContain("as an assessor (evaluating the games you are asked to assess)");

    const member = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const changed = await post(
      `/assignor/organizations/members/${member.id}`,
      { intent: "role", role: "assessor" },
      { cookie: league.assignorCookie },
    );
    expect(changed.status).toBe(200);
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notice?.message).toBe(`You are now an assessor in ${league.organization.name}.`);
    // Their portal is the assignor's, with only their assessments in it.
    const cookie = await cookieFor(member.id);
    expect((await get("/assignor", { cookie })).headers.get("Location")).toBe("/assignor/assessments");
    const page = await (await get("/assignor/assessments", { cookie })).text();
    expect(page).toContain('href="/assignor/assessments"');
    expect(page).not.toContain('href="/assignor/games"');
  });

  it("a coach rates the officials once through the emailed link; a used or expired link says so (410)", async () => {
    const sent = await post(
      "/assignor/evaluations",
      { intent: "ask-coaches", gameId: otherGame.id, homeEmail: "Home.Coach@example.com", awayEmail: "" },
      { cookie: league.assignorCookie },
    );
    expect(sent.status).toBe(200);
    const [email] = await db.select().from(outbox).where(eq(outbox.recipient, "home.coach@example.com"));
    const token = /\/rate\/([A-Za-z0-9_-]+)/.exec(email!.textBody)![1]!;
    const [link] = await db.select().from(coachRatingLinks).where(eq(coachRatingLinks.email, "home.coach@example.com"));
    expect(link!.tokenHash).not.toContain(token);

    const page = await get(`/rate/${token}`);
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain("Hidden Foxes vs Hidden Wolves");
    expect(text).toContain(`${league.referee.firstName} ${league.referee.lastName}, Referee`);

    const ratings = Object.fromEntries(
      Object.entries(scored(2, { comments: "Calm" })).map(([name, value]) => [`official0.${name}`, value]),
    );
    const done = await post(`/rate/${token}`, ratings);
    expect(done.status).toBe(302);
    const thanks = await get(done.headers.get("Location")!);
    expect(thanks.status).toBe(200);
    expect(visibleText(await thanks.text())).toContain("Your ratings were sent");
    const [written] = await db.select().from(evaluations).where(eq(evaluations.coachLinkId, link!.id));
    expect(written).toMatchObject({ source: "coach", evaluatorId: null, weight: 1, overall: 2, comments: "Calm" });

    expect((await post(`/rate/${token}`, ratings)).status).toBe(410);
    const again = await get(`/rate/${token}`);
    expect(again.status).toBe(410);
    expect(visibleText(await again.text())).toContain("already been used");
    expect(await db.select().from(evaluations).where(eq(evaluations.coachLinkId, link!.id))).toHaveLength(1);

    await post(
      "/assignor/evaluations",
      { intent: "ask-coaches", gameId: otherGame.id, homeEmail: "", awayEmail: "late.coach@example.com" },
      { cookie: league.assignorCookie },
    );
    await db
      .update(coachRatingLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coachRatingLinks.email, "late.coach@example.com"));
    const [late] = await db.select().from(outbox).where(eq(outbox.recipient, "late.coach@example.com"));
    const expired = await get(`/rate/${/\/rate\/([A-Za-z0-9_-]+)/.exec(late!.textBody)![1]}`);
    expect(expired.status).toBe(410);
    expect(visibleText(await expired.text())).toContain("has expired");
    expect((await get("/rate/not-a-token")).status).toBe(404);
    // A game still to come cannot be rated yet.
    const early = await post(
      "/assignor/evaluations",
      { intent: "ask-coaches", gameId: futureGame.id, homeEmail: "soon@example.com" },
      { cookie: league.assignorCookie },
    );
    expect(early.status).toBe(409);
  });

  it("the organization's rubric and weights are its assignor's to change, and the forms follow them", async () => {
    const body = new URLSearchParams({ intent: "evaluation-settings" });
    // Reword one, clear one (removed), keep the rest, add one in the blank row.
    for (const { key, label } of DEFAULT_RUBRIC) {
      body.append("criterionKey", key);
      body.append("criterionLabel", key === "fitness" ? "Fitness and pace" : key === "communication" ? "" : label);
    }
    body.append("criterionKey", "");
    body.append("criterionLabel", "Signals");
    for (const [source, weight] of [
      ["assessor", "4"],
      ["assignor", "3"],
      ["coach", "0.5"],
    ]) {
      body.append(`weight.${source}`, weight!);
    }
    const refused = new URLSearchParams(body);
    refused.set("weight.coach", "0");
    expect((await post("/assignor/organizations", refused, { cookie: league.assignorCookie })).status).toBe(400);
    expect((await post("/assignor/organizations", body, { cookie: assessor.cookie })).status).toBe(403);

    expect((await post("/assignor/organizations", body, { cookie: league.assignorCookie })).status).toBe(200);
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, league.organization.id));
    expect(organization!.evaluationSettings).toEqual({
      criteria: [
        ...DEFAULT_RUBRIC.filter(({ key }) => key !== "communication").map((criterion) =>
          criterion.key === "fitness" ? { key: "fitness", label: "Fitness and pace" } : criterion,
        ),
        { key: "signals", label: "Signals" },
      ],
      weights: { assessor: 4, assignor: 3, coach: 0.5 },
    });
    const form = visibleText(
      await (
        await get(`/assignor/evaluations/${askedGame.id}/${league.referee.id}`, { cookie: assessor.cookie })
      ).text(),
    );
    expect(form).toContain("Fitness and pace");
    expect(form).toContain("Signals");
    expect(form).not.toContain("Communication and presence");
  });

  it("an assessor who reads German is asked in German, by email and in-app", async () => {
    const german = await createStaffMember(league.organization.id, "assessor", { firstName: "Greta" });
    await db.insert(userSettings).values({ userId: german.user.id, language: "de" });
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: addDays(todayIn(league.organization.timeZone), -1),
      homeTeam: "Berlin Bears",
      awayTeam: "Bonn Bulls",
    });
    const asked = await post(
      "/assignor/evaluations",
      { intent: "ask-assessor", gameId: game.id, assessorId: german.user.id },
      { cookie: league.assignorCookie },
    );
    expect(asked.status).toBe(200);
    const [email] = await db.select().from(outbox).where(eq(outbox.recipient, german.user.email));
    expect(email).toMatchObject({ subject: "Beobachtung: Berlin Bears gegen Bonn Bulls" });
    expect(email!.textBody).toContain("Hallo Greta,");
    expect(email!.textBody).toContain("Meine Beobachtungen öffnen");
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, german.user.id));
    expect(notice).toMatchObject({ title: "Beobachtung angefragt" });
  });
});
