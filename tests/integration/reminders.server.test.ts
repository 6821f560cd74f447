import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createAssignment, createGame, createUser, createUserSettings } from "~/demo/factories";
import { games, notifications, outbox, users } from "~/db/schema";
import { runScheduledJobs } from "~/server/jobs.server";
import { queueGameReminders, queueWeeklyDigests } from "~/server/reminders.server";
import { createLeague, db } from "./helpers";

const ORIGIN = "https://whistle.test";

/** A league in Los Angeles with one game at `date` `time` and its referee's assignment in `status`. */
async function gameFor(
  date: string,
  time: string,
  status: "confirmed" | "pending" = "confirmed",
  phone: string | null = null,
) {
  const league = await createLeague();
  if (phone) await db.update(users).set({ phone, phoneConfirmedAt: new Date() }).where(eq(users.id, league.referee.id));
  const game = await createGame(db, {
    organizationId: league.organization.id,
    date,
    time,
    status: status === "confirmed" ? "confirmed" : "assigned",
    venueAddress: "1 Field Way",
  });
  await createAssignment(db, {
    organizationId: league.organization.id,
    gameId: game.id,
    refereeId: league.referee.id,
    status,
  });
  return { league, game, refereeId: league.referee.id };
}

async function messagesTo(userId: string) {
  return db.select().from(outbox).where(eq(outbox.userId, userId));
}

async function remindersOf(userId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "reminder")));
}

describe("game reminders", () => {
  it("queues the 24-hour reminder once: email, in-app notice, and a text when the referee has a phone", async () => {
    // 10:00 on 5 December in Los Angeles is 18:00 UTC; 20 hours before is 22:00 UTC the day before.
    const { refereeId } = await gameFor("2026-12-05", "10:00", "confirmed", "+14155550123");
    const now = new Date("2026-12-04T22:00:00Z");
    expect((await queueGameReminders(db, { now, origin: ORIGIN })).queued).toBeGreaterThanOrEqual(1);
    // The next run finds it queued and writes nothing.
    expect((await queueGameReminders(db, { now: new Date(now.getTime() + 5 * 60_000), origin: ORIGIN })).queued).toBe(
      0,
    );
    const messages = await messagesTo(refereeId);
    expect(messages.map((message) => `${message.kind}/${message.channel}`).sort()).toEqual([
      "reminder-24h/email",
      "reminder-24h/sms",
    ]);
    const email = messages.find((message) => message.channel === "email")!;
    expect(email.subject).toMatch(/^Reminder: Home Team \d+ vs Away Team \d+ tomorrow$/);
    expect(email.textBody).toContain("Sat, Dec 5, 2026 · 10:00 AM, Central Park Field 1, 1 Field Way (Referee)");
    expect(email.textBody).toContain(`${ORIGIN}/referee/schedule`);
    expect(email.htmlBody).toContain('href="https://whistle.test/referee/schedule"');
    expect(messages.find((message) => message.channel === "sms")!.textBody.length).toBeLessThanOrEqual(160);
    expect(await remindersOf(refereeId)).toHaveLength(1);
  });

  it("queues the 2-hour reminder when kick-off is two hours away, and nothing after kick-off", async () => {
    const { refereeId } = await gameFor("2026-12-05", "10:00");
    await queueGameReminders(db, { now: new Date("2026-12-05T16:05:00Z"), origin: ORIGIN });
    expect((await messagesTo(refereeId)).map((message) => message.kind)).toEqual(["reminder-2h"]);
    await queueGameReminders(db, { now: new Date("2026-12-05T18:00:00Z"), origin: ORIGIN });
    expect(await messagesTo(refereeId)).toHaveLength(1);
  });

  it("reminds no one of an unanswered offer or a cancelled game", async () => {
    const pending = await gameFor("2026-12-05", "10:00", "pending");
    const cancelled = await gameFor("2026-12-05", "10:00");
    await db.update(games).set({ status: "cancelled" }).where(eq(games.id, cancelled.game.id));
    await queueGameReminders(db, { now: new Date("2026-12-04T22:00:00Z"), origin: ORIGIN });
    expect(await messagesTo(pending.refereeId)).toEqual([]);
    expect(await messagesTo(cancelled.refereeId)).toEqual([]);
  });

  it("counts 24 real hours across the end of daylight saving time", async () => {
    // 1 November 2026, 10:00 in Los Angeles is 18:00 UTC (PST); 24 hours earlier is 11:00 PDT on 31 October.
    const { refereeId } = await gameFor("2026-11-01", "10:00");
    await queueGameReminders(db, { now: new Date("2026-10-31T17:55:00Z"), origin: ORIGIN });
    expect(await messagesTo(refereeId)).toEqual([]);
    await queueGameReminders(db, { now: new Date("2026-10-31T18:00:00Z"), origin: ORIGIN });
    expect((await messagesTo(refereeId)).map((message) => message.kind)).toEqual(["reminder-24h"]);
  });

  it("counts 24 real hours across the start of daylight saving time", async () => {
    // 14 March 2027, 10:00 in Los Angeles is 17:00 UTC (PDT, clocks went forward at 02:00); 24 hours
    // earlier is 09:00 PST on 13 March, not 10:00 (which would be 23 hours before).
    const { refereeId } = await gameFor("2027-03-14", "10:00");
    await queueGameReminders(db, { now: new Date("2027-03-13T16:55:00Z"), origin: ORIGIN });
    expect(await messagesTo(refereeId)).toEqual([]);
    await queueGameReminders(db, { now: new Date("2027-03-13T17:00:00Z"), origin: ORIGIN });
    expect((await messagesTo(refereeId)).map((message) => message.kind)).toEqual(["reminder-24h"]);
  });

  it("counts the 2-hour reminder in real hours when the clocks jump in between", async () => {
    // 03:30 PDT on 14 March 2027 is 10:30 UTC; two real hours earlier is 00:30 PST (08:30 UTC), though
    // the wall clock then shows 3 hours to go.
    const { refereeId } = await gameFor("2027-03-14", "03:30");
    await queueGameReminders(db, { now: new Date("2027-03-13T10:30:00Z"), origin: ORIGIN });
    await queueGameReminders(db, { now: new Date("2027-03-14T08:25:00Z"), origin: ORIGIN });
    expect((await messagesTo(refereeId)).map((message) => message.kind)).toEqual(["reminder-24h"]);
    await queueGameReminders(db, { now: new Date("2027-03-14T08:30:00Z"), origin: ORIGIN });
    expect((await messagesTo(refereeId)).map((message) => message.kind).sort()).toEqual([
      "reminder-24h",
      "reminder-2h",
    ]);
    const [reminder] = (await messagesTo(refereeId)).filter((message) => message.kind === "reminder-2h");
    expect(reminder!.textBody).toContain("Sun, Mar 14, 2027 · 3:30 AM");
  });

  it("queues each reminder once when two cron runs overlap", async () => {
    const { refereeId } = await gameFor("2026-12-06", "09:00");
    const now = new Date("2026-12-05T20:00:00Z");
    await Promise.all([
      queueGameReminders(db, { now, origin: ORIGIN }),
      queueGameReminders(db, { now, origin: ORIGIN }),
    ]);
    expect(await messagesTo(refereeId)).toHaveLength(1);
    expect(await remindersOf(refereeId)).toHaveLength(1);
  });

  it("runs from the scheduled jobs, and the queue's consumer (miniflare's) then marks the email not sent without a provider", async () => {
    const { refereeId } = await gameFor("2026-12-07", "09:00");
    const results = await runScheduledJobs({ env, db, now: new Date("2026-12-06T20:00:00Z"), cron: "*/5 * * * *" });
    expect(results.find((result) => result.name === "game-reminders")?.ok).toBe(true);
    expect(results.find((result) => result.name === "enqueue-outbox")?.message).toMatch(/^[1-9]\d* messages handed/);
    await vi.waitFor(
      async () =>
        expect(await messagesTo(refereeId)).toMatchObject([
          { kind: "reminder-24h", status: "not_sent", lastError: "not sent: no provider" },
        ]),
      { timeout: 15_000, interval: 200 },
    );
  });
});

describe("the weekly digest", () => {
  it("sends each referee who asked for it their week on Monday morning, once", async () => {
    const { league, refereeId } = await gameFor("2026-12-09", "18:30");
    await createUserSettings(db, { userId: refereeId, weeklyDigest: true });
    const quiet = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    await createUserSettings(db, { userId: quiet.id, weeklyDigest: false });

    // Sunday evening and Monday 07:55 in Los Angeles: too early.
    await queueWeeklyDigests(db, { now: new Date("2026-12-07T03:00:00Z"), origin: ORIGIN });
    await queueWeeklyDigests(db, { now: new Date("2026-12-07T15:55:00Z"), origin: ORIGIN });
    expect(await messagesTo(refereeId)).toEqual([]);

    const monday = new Date("2026-12-07T16:00:00Z");
    await queueWeeklyDigests(db, { now: monday, origin: ORIGIN });
    await queueWeeklyDigests(db, { now: new Date(monday.getTime() + 5 * 60_000), origin: ORIGIN });
    const [digest, ...more] = await messagesTo(refereeId);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ kind: "weekly-digest", subject: "Your week on Whistle: 1 game" });
    expect(digest!.textBody).toContain("Wed, Dec 9, 2026 · 6:30 PM");
    expect(await messagesTo(quiet.id)).toEqual([]);
    // Every notification also lands in-app: one, however many runs saw Monday morning.
    const notices = await db.select().from(notifications).where(eq(notifications.userId, refereeId));
    expect(notices).toMatchObject([
      {
        type: "schedule",
        title: "Your week on Whistle: 1 game",
        message: "1 confirmed game this week.",
        link: "/referee/schedule",
        organizationId: league.organization.id,
      },
    ]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, quiet.id))).toEqual([]);
  });

  it("writes one digest and one in-app notice when two cron runs overlap", async () => {
    const { refereeId } = await gameFor("2026-12-16", "18:30");
    await createUserSettings(db, { userId: refereeId, weeklyDigest: true });
    const monday = new Date("2026-12-14T16:10:00Z");
    await Promise.all([
      queueWeeklyDigests(db, { now: monday, origin: ORIGIN }),
      queueWeeklyDigests(db, { now: monday, origin: ORIGIN }),
    ]);
    expect(await messagesTo(refereeId)).toHaveLength(1);
    expect(await db.select().from(notifications).where(eq(notifications.userId, refereeId))).toHaveLength(1);
  });
});
