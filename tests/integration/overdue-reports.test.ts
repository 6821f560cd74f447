/**
 * The overdue-report chase (issue 22, decision 0083): once a game is past kick-off plus the organization's
 * window with no report (or one returned and not changed since), its referee-position official is reminded,
 * in-app and by email, then at most once a day, at most three times. Not for a filed report, a cancelled game,
 * or an official who has not confirmed.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAssignment, createGame, createUserSettings } from "~/demo/factories";
import { gameReports, games, notifications, organizations, outbox, type Game } from "~/db/schema";
import { zonedTimeToInstant } from "~/domain/dates";
import { MESSAGE_KINDS } from "~/domain/messages";
import { overdueCandidatesQuery, remindOverdueReports } from "~/server/overdue-reports.server";
import { createLeague, db } from "./helpers";
import { fileTestReport, gameWithCrew } from "./report-fixtures";

type League = Awaited<ReturnType<typeof createLeague>>;
const HOUR = 3_600_000;

describe("the overdue-report reminders", () => {
  let league: League;
  let kickoff: Date;
  let overdueGameId: string;
  let overdueGame: Game;

  const remindersOf = (gameId: string) =>
    db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/referee/games/${gameId}/report`));
  const emailsTo = (userId: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.kind, MESSAGE_KINDS.gameReportOverdue)));

  beforeAll(async () => {
    league = await createLeague("Overdue Reports League");
    const organizationId = league.organization.id;
    // A 48-hour window for this organization.
    await db
      .update(organizations)
      .set({
        reportSettings: { windowHours: 48, misconductReasons: [{ code: "C1", kind: "caution", label: "Unsporting" }] },
      })
      .where(eq(organizations.id, organizationId));
    await createUserSettings(db, { userId: league.referee.id, language: "fr" });
    const game = { date: "2099-05-02", time: "10:00", homeTeam: "Oakland Roots", awayTeam: "Bay FC" };
    kickoff = zonedTimeToInstant(game.date, game.time, league.organization.timeZone);
    overdueGame = (await gameWithCrew(organizationId, league.referee.id, game)).game;
    overdueGameId = overdueGame.id;
    // Not chased: a filed report, a cancelled game, an offer the referee has not accepted.
    const filed = await gameWithCrew(organizationId, league.referee.id, { ...game, homeTeam: "Filed FC" });
    await fileTestReport(filed.game, league.referee.id);
    const cancelled = await gameWithCrew(organizationId, league.referee.id, { ...game, homeTeam: "Cancelled FC" });
    await db.update(games).set({ status: "cancelled" }).where(eq(games.id, cancelled.game.id));
    const unanswered = await createGame(db, { organizationId, ...game, homeTeam: "Unanswered FC" });
    await createAssignment(db, {
      organizationId,
      gameId: unanswered.id,
      refereeId: league.referee.id,
      position: "referee",
      status: "pending",
    });
  });

  it("waits for the window, reminds once overdue, and not again the same day", async () => {
    expect(await remindOverdueReports(db, new Date(kickoff.getTime() + 47 * HOUR))).toBe(0);
    expect(await remindOverdueReports(db, new Date(kickoff.getTime() + 49 * HOUR))).toBe(1);
    const [reminder] = await remindersOf(overdueGameId);
    expect(reminder).toMatchObject({
      userId: league.referee.id,
      priority: "high",
      title: "Rapport de match en retard",
      link: `/referee/games/${overdueGameId}/report`,
    });
    expect(reminder!.message).toContain("Oakland Roots");
    expect(reminder!.id.length).toBeLessThanOrEqual(64);
    const emails = await emailsTo(league.referee.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Rapport de match en retard : Oakland Roots contre Bay FC");
    // Later the same day: nothing new.
    expect(await remindOverdueReports(db, new Date(kickoff.getTime() + 60 * HOUR))).toBe(0);
    expect(await remindersOf(overdueGameId)).toHaveLength(1);
  });

  it("reminds at most once a day, three times in all", async () => {
    expect(await remindOverdueReports(db, new Date(kickoff.getTime() + 73 * HOUR))).toBe(1);
    expect(await remindOverdueReports(db, new Date(kickoff.getTime() + 97 * HOUR))).toBe(1);
    expect(await remindOverdueReports(db, new Date(kickoff.getTime() + 121 * HOUR))).toBe(0);
    expect(await remindOverdueReports(db, new Date(kickoff.getTime() + 200 * HOUR))).toBe(0);
    expect(await remindersOf(overdueGameId)).toHaveLength(3);
    expect(await emailsTo(league.referee.id)).toHaveLength(3);
  });

  it("chases a report returned to the crew and not changed since, in a round of its own", async () => {
    const reportId = await fileTestReport(overdueGame, league.referee.id, {
      submittedAt: new Date(kickoff.getTime() + 122 * HOUR),
    });
    await db
      .update(gameReports)
      .set({ status: "returned", reviewedAt: new Date(kickoff.getTime() + 123 * HOUR), reviewComment: "Add the score" })
      .where(eq(gameReports.id, reportId));
    expect(await remindOverdueReports(db, new Date(kickoff.getTime() + 124 * HOUR))).toBe(1);
    const reminders = await remindersOf(overdueGameId);
    expect(reminders).toHaveLength(4);
    expect(reminders.some((reminder) => reminder.message.includes("renvoyé"))).toBe(true);
  });

  it("reads each organization's games by its (organization, date) index, never the whole games table", async () => {
    const plan = await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${overdueCandidatesQuery(new Date())}`);
    const details = plan.map((row) => row.detail);
    expect(details.some((detail) => /SEARCH g USING INDEX games_organization_date_idx/.test(detail))).toBe(true);
    expect(details.filter((detail) => /^SCAN g\b/.test(detail))).toEqual([]);
  });
});
