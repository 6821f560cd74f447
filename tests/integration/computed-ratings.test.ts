/**
 * Ratings that mean something (issue 22, decision 0085), through the built Worker on one league: the API's
 * referee resource gives the computed rating and its count, suggestions rank by it (and change when the
 * evaluations do), the daily job recomputes every rating once a UTC day, and the referee overview's
 * "Your performance" card counts games per month, the on-time rate and the reports due.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createEvaluation, createGame, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { gameReports, memberships, refereeRatings } from "~/db/schema";
import { addDays, todayIn } from "~/domain/dates";
import { ratingWindowStart } from "~/domain/evaluations";
import { refreshRatingsJob } from "~/server/ratings.server";
import { scheduledJobs } from "~/server/jobs.server";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db, expectRoundTrips, get, visibleText } from "./helpers";
import { rateReferee, scoresAveraging } from "./rated";

type League = Awaited<ReturnType<typeof createLeague>>;
let league: League;
let high: { id: string };
let low: { id: string };
let unrated: { id: string };

beforeAll(async () => {
  league = await createLeague("Computed Ratings League");
  const organizationId = league.organization.id;
  high = await createUser(db, { organizationId, firstName: "Hana", lastName: "High", refereeLevel: 3 });
  low = await createUser(db, { organizationId, firstName: "Lou", lastName: "Low", refereeLevel: 3 });
  unrated = await createUser(db, { organizationId, firstName: "Una", lastName: "Unrated", refereeLevel: 3 });
  await rateReferee({ organizationId, refereeId: high.id, evaluations: [scoresAveraging(4.8), scoresAveraging(4.8)] });
  await rateReferee({ organizationId, refereeId: low.id, evaluations: [scoresAveraging(2), scoresAveraging(2)] });
});

async function storedRating(refereeId: string) {
  const [row] = await db
    .select()
    .from(refereeRatings)
    .where(and(eq(refereeRatings.organizationId, league.organization.id), eq(refereeRatings.refereeId, refereeId)));
  return row ?? null;
}

describe("the API's referee resource", () => {
  it("gives the computed rating (one decimal) and the evaluations behind it; an unrated referee null and 0", async () => {
    const { secret } = await apiKeyFor(league.organization.id, league.assignor.id, "read");
    const page = (await (await api("GET", "/api/v1/referees?limit=50", { key: secret })).json()) as {
      data: { id: string; rating: number | null; ratingCount: number }[];
    };
    const byId = new Map(page.data.map((row) => [row.id, row]));
    expect(byId.get(high.id)).toMatchObject({ rating: 4.8, ratingCount: 2 });
    expect(byId.get(low.id)).toMatchObject({ rating: 2, ratingCount: 2 });
    expect(byId.get(unrated.id)).toMatchObject({ rating: null, ratingCount: 0 });
    const one = (await (await api("GET", `/api/v1/referees/${high.id}`, { key: secret })).json()) as {
      rating: number;
      ratingCount: number;
    };
    expect(one).toMatchObject({ rating: 4.8, ratingCount: 2 });
  });
});

describe("Contacts", () => {
  it("shows a colleague's rating with its count, from the shared league with the most evaluations", async () => {
    // The referee and Hana also referee in a second league, where Hana has three evaluations (3.0).
    const second = await createLeague("Second Ratings League");
    await db.insert(memberships).values([
      { id: newId(), organizationId: second.organization.id, userId: league.referee.id, role: "referee" },
      { id: newId(), organizationId: second.organization.id, userId: high.id, role: "referee" },
    ]);
    const contacts = async () =>
      visibleText(await (await get("/referee/contacts", { cookie: league.refereeCookie })).text());
    expect(await contacts()).toContain("4.8 / 5 (2 evaluations)");
    await rateReferee({
      organizationId: second.organization.id,
      refereeId: high.id,
      evaluations: [scoresAveraging(3), scoresAveraging(3), scoresAveraging(3)],
    });
    const text = await contacts();
    expect(text).toContain("3.0 / 5 (3 evaluations)");
    expect(text).not.toContain("4.8 / 5");
    await db.delete(memberships).where(eq(memberships.organizationId, second.organization.id));
  });
});

describe("suggestions", () => {
  it("rank by the computed rating on a professional game, say why, and follow new evaluations", async () => {
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-04-04",
      time: "15:00",
      level: "professional",
      feeCents: 9000,
    });
    const suggest = async () => {
      const response = await get(`/assignor/games/${game.id}/suggestions?position=referee`, {
        cookie: league.assignorCookie,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { suggestions: { refereeId: string; reasons: string[] }[] };
      const order = body.suggestions.map((suggestion) => suggestion.refereeId);
      return { body, rank: (id: string) => order.indexOf(id) };
    };
    const before = await suggest();
    expect(before.rank(high.id)).toBeGreaterThan(-1);
    expect(before.rank(high.id)).toBeLessThan(before.rank(low.id));
    const reasons = (id: string) => before.body.suggestions.find((row) => row.refereeId === id)!.reasons;
    expect(reasons(high.id)).toContain("rated 4.8 from 2 evaluations");
    expect(reasons(unrated.id).some((reason) => reason.startsWith("rated"))).toBe(false);

    // Three poor games for Hana: (4.8 + 4.8 + 1 + 1 + 1) / 5 = 2.52 (all weigh 3); a fine one for Lou:
    // (2·3 + 2·3 + 5·3) / 9 = 3.
    await rateReferee({
      organizationId: league.organization.id,
      refereeId: high.id,
      evaluations: [scoresAveraging(1), scoresAveraging(1), scoresAveraging(1)],
    });
    await rateReferee({
      organizationId: league.organization.id,
      refereeId: low.id,
      evaluations: [scoresAveraging(5)],
      source: "assignor",
    });
    expect((await storedRating(low.id))?.rating).toBeCloseTo(3, 10);
    expect((await storedRating(high.id))?.rating).toBeCloseTo(2.52, 10);
    const after = await suggest();
    expect(after.rank(low.id)).toBeLessThan(after.rank(high.id));
  });
});

describe("the daily refresh", () => {
  it("is a scheduled job that recomputes every rating once a UTC day, letting old evaluations age out", async () => {
    expect(scheduledJobs).toContain(refreshRatingsJob);
    const referee = await createUser(db, {
      organizationId: league.organization.id,
      firstName: "Old",
      lastName: "Timer",
    });
    const today = new Date().toISOString().slice(0, 10);
    // The last day outside today's 12 months: yesterday it was the first day inside them.
    const gameDate = addDays(ratingWindowStart(today), -1);
    const game = await createGame(db, { organizationId: league.organization.id, date: gameDate });
    await createEvaluation(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      gameDate,
      refereeId: referee.id,
      scores: { positioning: 4 },
    });
    // Rated yesterday, when the game was still inside the 12 months.
    await db.insert(refereeRatings).values({
      organizationId: league.organization.id,
      refereeId: referee.id,
      rating: 4,
      evaluationCount: 1,
      computedAt: new Date(`${addDays(today, -1)}T23:00:00Z`),
    });
    const now = new Date(`${today}T00:10:00Z`);
    expect(await refreshRatingsJob.run({ env, db, now, cron: "*/5 * * * *" })).toBe(
      `ratings refreshed for ${today} (UTC)`,
    );
    expect(await storedRating(referee.id)).toBeNull();
    // Everyone else is recomputed too (their evaluations are weeks old: still in the window).
    expect((await storedRating(low.id))?.computedAt).toEqual(now);
    // The next run that day finds nothing stale and does nothing.
    const later = new Date(`${today}T23:59:00Z`);
    expect(await refreshRatingsJob.run({ env, db, now: later, cron: "*/5 * * * *" })).toBe(
      "ratings already refreshed today",
    );
    expect((await storedRating(low.id))?.computedAt).toEqual(now);
  });
});

describe("Your performance on /referee", () => {
  it("counts games per month, the on-time rate and the reports due, in the overview's two round trips", async () => {
    const organizationId = league.organization.id;
    const refereeId = league.referee.id;
    const today = todayIn(league.organization.timeZone);
    const worked = async (
      daysAgo: number,
      {
        position = "referee",
        status = "completed",
        gameStatus = "completed",
        attendance = null,
        report = null,
      }: {
        position?: "referee" | "assistant_referee_1";
        status?: "completed" | "confirmed" | "declined";
        gameStatus?: "completed" | "confirmed" | "cancelled" | "pending";
        attendance?: "on_time" | "late" | "no_show" | null;
        report?: "submitted" | "returned" | "approved" | null;
      } = {},
    ) => {
      const date = addDays(today, -daysAgo);
      const game = await createGame(db, {
        organizationId,
        date,
        time: "10:00",
        positionType: "three_official",
        status: gameStatus,
        homeTeam: `Perf ${daysAgo}`,
        awayTeam: "Visitors",
      });
      await createAssignment(db, { organizationId, gameId: game.id, refereeId, position, status, attendance });
      if (report) {
        await db.insert(gameReports).values({
          id: newId(),
          organizationId,
          gameId: game.id,
          filedById: refereeId,
          status: report,
          homeScore: 1,
          awayScore: 0,
          submittedAt: new Date(),
        });
      }
      return { game, date };
    };
    const due = await worked(10, { attendance: "on_time" });
    const returned = await worked(20, { report: "returned" });
    await worked(40, { position: "assistant_referee_1", attendance: "late" });
    const approved = await worked(70, {
      status: "confirmed",
      gameStatus: "confirmed",
      attendance: "on_time",
      report: "approved",
    });
    // Not games worked, nor reports owed: a cancelled game, a declined offer, a game still to come.
    const cancelled = await worked(5, { status: "confirmed", gameStatus: "cancelled" });
    await worked(15, { status: "declined", gameStatus: "pending" });
    const ahead = await worked(-5, { status: "confirmed", gameStatus: "confirmed" });

    const response = await get("/referee", { cookie: league.refereeCookie });
    expect(response.status).toBe(200);
    expectRoundTrips("/referee", response, 2);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Your performance");
    expect(text).toContain("2 game reports due");
    expect(html).toContain(`href="/referee/games/${due.game.id}/report"`);
    expect(html).toContain(`href="/referee/games/${returned.game.id}/report"`);
    for (const other of [approved, cancelled, ahead])
      expect(html).not.toContain(`/referee/games/${other.game.id}/report`);
    expect(text).toContain("File the report: Perf 10 vs Visitors");
    expect(text).toContain("Returned");
    expect(text).toContain("67% on time (2 of 3 games with attendance recorded)");

    // Games per month: twelve months, the four games worked under their months.
    const section = html.slice(html.indexOf('aria-labelledby="performance-games"'));
    const rows = [...section.slice(0, section.indexOf("</table>")).matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)]
      .slice(1)
      .map((row) => visibleText(row[1]!).replace(/\s+/g, " ").trim());
    expect(rows).toHaveLength(12);
    const monthOf = (date: string) =>
      new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${date.slice(0, 7)}-01T00:00:00Z`),
      );
    const expected = new Map<string, number>();
    for (const daysAgo of [10, 20, 40, 70]) {
      const month = monthOf(addDays(today, -daysAgo));
      expected.set(month, (expected.get(month) ?? 0) + 1);
    }
    for (const [month, count] of expected) expect(rows).toContain(`${month} ${count}`);
    expect(rows.reduce((sum, row) => sum + Number(row.split(" ").at(-1)), 0)).toBe(4);
    expect(rows.at(-1)).toContain(monthOf(today));
  });

  it("shows the rating trend from the referee's evaluations, and says so when there are none", async () => {
    const fresh = await createLeague("Trendless League");
    expect(visibleText(await (await get("/referee", { cookie: fresh.refereeCookie })).text())).toContain(
      "Not rated yet: no evaluations of your games so far.",
    );
    await rateReferee({
      organizationId: fresh.organization.id,
      refereeId: fresh.referee.id,
      evaluations: [scoresAveraging(4)],
    });
    const text = visibleText(await (await get("/referee", { cookie: fresh.refereeCookie })).text());
    expect(text).toContain("Rating trend");
    expect(text).toContain("4.0 / 5 (1 evaluation)");
  });
});
