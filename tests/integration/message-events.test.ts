/**
 * Issue 8's bars for messages: each event writes exactly one outbox message per recipient and channel,
 * from its template (HTML escaped, SMS in one segment with its link), texts only to people with a phone
 * who allow them, preferences respected at delivery, and a change made by the cron reaching open pages.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAssignment, createGame, createGameRequest, createUser, createUserSettings } from "~/demo/factories";
import { notifications, outbox, users } from "~/db/schema";
import { respondToAssignment, turnBackAssignment, withdrawAssignment } from "~/server/assignment-responses.server";
import { autoCompleteGamesJob } from "~/server/game-completion.server";
import { approveGameRequest, rejectGameRequest } from "~/server/game-requests.server";
import { runScheduledJobs } from "~/server/jobs.server";
import { deliverOutbox } from "~/server/outbox-delivery.server";
import { alertUnfilledGames } from "~/server/unfilled-game-alerts.server";
import { createLeague, db, ORIGIN, post, worker } from "./helpers";

/** PUBLIC_ORIGIN of wrangler.toml: the links in messages. */
const PUBLIC = "http://localhost:8787";
const PHONE = "(415) 555-0123";
const E164 = "+14155550123";
const FAR = "2099-05-02";
const HOSTILE = `<script>alert("x")</script> & Co`;

async function messagesTo(userId: string) {
  return db.select().from(outbox).where(eq(outbox.userId, userId));
}

/** "kind/channel" of each message to this person, sorted. */
async function kindsTo(userId: string) {
  return (await messagesTo(userId)).map((message) => `${message.kind}/${message.channel}`).sort();
}

/** A referee of the league who can be texted (a phone, texts allowed by default). */
async function textableReferee(organizationId: string) {
  return createUser(db, { organizationId, role: "referee", phone: PHONE });
}

function expectOneSegment(sms: string, link: string) {
  expect(sms.length).toBeLessThanOrEqual(160);
  expect(sms.startsWith("Whistle: ")).toBe(true);
  expect(sms.endsWith(` ${link}`)).toBe(true);
}

describe("assignment messages", () => {
  it("an offer: one email and one text to a referee who allows texts, only an email otherwise", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const texts = await textableReferee(organizationId);
    const pushOff = await createUser(db, { organizationId, role: "referee", phone: PHONE });
    await createUserSettings(db, { userId: pushOff.id, pushNotifications: false });
    const noPhone = league.referee;

    for (const [index, referee] of [texts, pushOff, noPhone].entries()) {
      const game = await createGame(db, { organizationId, date: FAR, time: `1${index}:00`, homeTeam: HOSTILE });
      const response = await post(
        "/assignor/games",
        { intent: "assign", gameId: game.id, refereeId: referee.id, position: "referee" },
        { cookie: league.assignorCookie },
      );
      expect(response.status).toBe(200);
    }

    expect(await kindsTo(texts.id)).toEqual(["assignment-published/email", "assignment-published/sms"]);
    expect(await kindsTo(pushOff.id)).toEqual(["assignment-published/email"]);
    expect(await kindsTo(noPhone.id)).toEqual(["assignment-published/email"]);

    const [email, sms] = (await messagesTo(texts.id)).sort((a, b) => a.channel.localeCompare(b.channel));
    expect(email!.recipient).toBe(texts.email);
    expect(email!.subject).toBe(`New assignment: ${HOSTILE} vs ${email!.subject!.split(" vs ")[1]}`);
    expect(email!.textBody).toContain(`${HOSTILE} vs`);
    expect(email!.htmlBody).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(email!.htmlBody).not.toContain("<script");
    expect(email!.htmlBody).toMatch(new RegExp(`href="${PUBLIC}/referee/schedule\\?assignment=[^"]+"`));
    expect(sms!.recipient).toBe(E164);
    // The text links the schedule (issue 20, decision 0069): room for the game and for answering by text.
    expectOneSegment(sms!.textBody, `${PUBLIC}/referee/schedule`);
    expect(sms!.textBody).toMatch(/ Reply YES ([A-Z0-9]{4}) or NO \1: /);
  });

  it("an edit that moves the game: one email and one text per referee on it; saving it unchanged sends nothing", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const referee = await textableReferee(organizationId);
    const game = await createGame(db, {
      organizationId,
      date: FAR,
      time: "10:00",
      status: "confirmed",
      homeTeam: "Lions",
      awayTeam: "Tigers",
    });
    await createAssignment(db, { organizationId, gameId: game.id, refereeId: referee.id, status: "confirmed" });
    const form = {
      intent: "update",
      gameId: game.id,
      homeTeam: "Lions",
      awayTeam: "Tigers",
      date: FAR,
      time: "10:00",
      venue: game.venue,
      level: "youth",
      fee: "40",
    };

    expect((await post("/assignor/games", form, { cookie: league.assignorCookie })).status).toBe(200);
    expect(await messagesTo(referee.id)).toEqual([]);

    expect((await post("/assignor/games", { ...form, time: "12:30" }, { cookie: league.assignorCookie })).status).toBe(
      200,
    );
    expect(await kindsTo(referee.id)).toEqual(["assignment-changed/email", "assignment-changed/sms"]);
    const email = (await messagesTo(referee.id)).find((message) => message.channel === "email")!;
    expect(email.subject).toBe("Changed: Lions vs Tigers on Sat, May 2, 2099");
    expect(email.textBody).toContain("kick-off moved from Sat, May 2, 2099 · 10:00 AM to Sat, May 2, 2099 · 12:30 PM");
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referee.id), eq(notifications.title, "Game changed")));
    expect(notices).toHaveLength(1);
  });

  it("a cancelled game: one email and one text to each referee still on it, nothing to one who declined", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const referee = await textableReferee(organizationId);
    const declined = await textableReferee(organizationId);
    const game = await createGame(db, {
      organizationId,
      date: FAR,
      status: "assigned",
      positionType: "three_official",
    });
    await createAssignment(db, { organizationId, gameId: game.id, refereeId: referee.id, status: "confirmed" });
    await createAssignment(db, {
      organizationId,
      gameId: game.id,
      refereeId: declined.id,
      position: "assistant_referee_1",
      status: "declined",
    });

    const response = await post(
      "/assignor/games",
      { intent: "cancel", gameId: game.id, reason: "Field flooded" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    expect(await kindsTo(referee.id)).toEqual(["game-cancelled/email", "game-cancelled/sms"]);
    const sms = (await messagesTo(referee.id)).find((message) => message.channel === "sms")!;
    expect(sms.textBody).toContain("Reason: Field flooded");
    expectOneSegment(sms.textBody, `${PUBLIC}/referee/schedule`);
    expect(await messagesTo(declined.id)).toEqual([]);
  });

  it("the referee's answers reach the assignor by email only; a withdrawn offer reaches the referee by email and text", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    await db.update(users).set({ phone: PHONE, phoneConfirmedAt: new Date() }).where(eq(users.id, league.assignor.id));
    const referee = await textableReferee(organizationId);
    const week = new Date("2099-04-25T12:00:00Z");
    const offer = async (time: string, status: "pending" | "confirmed" = "pending") => {
      const game = await createGame(db, {
        organizationId,
        date: FAR,
        time,
        status: "assigned",
        assignorId: league.assignor.id,
      });
      return createAssignment(db, {
        organizationId,
        gameId: game.id,
        refereeId: referee.id,
        status,
        assignedById: league.assignor.id,
      });
    };
    const scope = { organizationId, refereeId: referee.id, now: week };

    await respondToAssignment(db, { ...scope, assignmentId: (await offer("09:00")).id, response: "accept" });
    await respondToAssignment(db, {
      ...scope,
      assignmentId: (await offer("11:00")).id,
      response: "decline",
      reason: "Away that weekend",
    });
    await turnBackAssignment(db, { ...scope, assignmentId: (await offer("13:00", "confirmed")).id, reason: "Injured" });
    expect(await kindsTo(league.assignor.id)).toEqual([
      "assignment-accepted/email",
      "assignment-declined/email",
      "assignment-turned-back/email",
    ]);
    const turnedBack = (await messagesTo(league.assignor.id)).find(
      (message) => message.kind === "assignment-turned-back",
    )!;
    expect(turnedBack.textBody).toContain("Reason: Injured");
    expect(turnedBack.htmlBody).toContain(`${PUBLIC}/assignor/calendar?view=week&amp;date=${FAR}`);
    expect(await messagesTo(referee.id)).toEqual([]);

    const withdrawn = await offer("15:00");
    await withdrawAssignment(db, {
      organizationId,
      actorId: league.assignor.id,
      assignmentId: withdrawn.id,
      now: week,
    });
    expect(await kindsTo(referee.id)).toEqual(["assignment-withdrawn/email", "assignment-withdrawn/sms"]);
    // The same withdrawal again changes nothing and tells no one twice.
    await withdrawAssignment(db, {
      organizationId,
      actorId: league.assignor.id,
      assignmentId: withdrawn.id,
      now: week,
    });
    expect(await messagesTo(referee.id)).toHaveLength(2);
  });

  it("game requests: an approval is one message (the offer says so), a rejection one email with the reason", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const referee = await textableReferee(organizationId);
    const approvedGame = await createGame(db, { organizationId, date: FAR, time: "09:00" });
    const rejectedGame = await createGame(db, { organizationId, date: FAR, time: "17:00" });
    const approve = await createGameRequest(db, {
      organizationId,
      gameId: approvedGame.id,
      refereeId: referee.id,
      position: "referee",
      status: "pending",
    });
    const reject = await createGameRequest(db, {
      organizationId,
      gameId: rejectedGame.id,
      refereeId: referee.id,
      position: "referee",
      status: "pending",
    });

    expect(
      (await approveGameRequest(db, { organizationId, actorId: league.assignor.id, requestId: approve.id })).ok,
    ).toBe(true);
    expect(await kindsTo(referee.id)).toEqual(["game-request-approved/email", "game-request-approved/sms"]);
    expect((await messagesTo(referee.id)).find((message) => message.channel === "email")!.textBody).toMatch(
      /Accept or decline: http:\/\/localhost:8787\/referee\/schedule\?assignment=\S+/,
    );

    expect(
      (
        await rejectGameRequest(db, {
          organizationId,
          actorId: league.assignor.id,
          requestId: reject.id,
          reason: "Crew already set",
        })
      ).ok,
    ).toBe(true);
    const rejected = (await messagesTo(referee.id)).filter((message) => message.kind === "game-request-rejected");
    expect(rejected.map((message) => message.channel)).toEqual(["email"]);
    expect(rejected[0]!.textBody).toContain("Reason: Crew already set");
  });
});

describe("unfilled-game alerts by email", () => {
  it("emails each assignor once per game, and their email preference decides at delivery", async () => {
    const league = await createLeague();
    const organizationId = league.organization.id;
    const quiet = await createUser(db, { organizationId, role: "assignor" });
    await createUserSettings(db, { userId: quiet.id, emailNotifications: false });
    // 20:00 UTC on 1 December is noon in Los Angeles; the game kicks off the next day.
    const now = new Date("2026-12-01T20:00:00Z");
    await createGame(db, { organizationId, date: "2026-12-02", time: "10:00", status: "pending", homeTeam: HOSTILE });

    await alertUnfilledGames(db, now, { origin: PUBLIC });
    await alertUnfilledGames(db, new Date(now.getTime() + 5 * 60_000), { origin: PUBLIC });
    expect(await kindsTo(league.assignor.id)).toEqual(["unfilled-game-alert/email"]);
    expect(await kindsTo(quiet.id)).toEqual(["unfilled-game-alert/email"]);
    const [email] = await messagesTo(league.assignor.id);
    expect(email!.textBody).toContain("starts within 48 hours and still has no referee.");
    expect(email!.htmlBody).not.toContain("<script");

    await deliverOutbox(db, {}, { now, limit: 1000 });
    expect(await messagesTo(quiet.id)).toMatchObject([
      { status: "not_sent", lastError: "not sent: email notifications are off" },
    ]);
    expect(await messagesTo(league.assignor.id)).toMatchObject([
      { status: "not_sent", lastError: "not sent: no provider" },
    ]);
  });
});

/** Opens `/live` as a portal page does; resolves the messages once `count` have arrived (or after 2 s). */
async function openLive(cookie: string) {
  const response = await worker.fetch(
    new Request(`${ORIGIN}/live`, { headers: { Upgrade: "websocket", Cookie: cookie, Origin: ORIGIN } }),
  );
  const socket = response.webSocket!;
  const messages: { type: string; by?: string | null }[] = [];
  socket.accept();
  socket.addEventListener("message", (event) => messages.push(JSON.parse(String(event.data))));
  const received = async (count: number, ms = 2_000) => {
    for (const started = Date.now(); messages.length < count && Date.now() - started < ms;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return messages;
  };
  return { socket, messages, received };
}

describe("changes made by the cron", () => {
  it("reach the open pages of that organization, and only when something changed", async () => {
    const league = await createLeague();
    const rival = await createLeague();
    const page = await openLive(league.assignorCookie);
    const outsider = await openLive(rival.assignorCookie);
    expect((await page.received(1)).map((message) => message.type)).toEqual(["hello"]);
    await outsider.received(1);

    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2020-02-01",
      status: "confirmed",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
      status: "confirmed",
    });
    const context = { env, db, now: new Date(), cron: "*/5 * * * *" };
    const [result] = await runScheduledJobs(context, [autoCompleteGamesJob]);
    expect(result).toMatchObject({ ok: true, message: "1 games completed" });
    expect((await page.received(2))[1]).toMatchObject({ type: "changed", by: null });

    // A second run completes nothing: no one is told again.
    await runScheduledJobs({ ...context, changedOrganizations: undefined }, [autoCompleteGamesJob]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.messages).toHaveLength(2);
    expect(outsider.messages.map((message) => message.type)).toEqual(["hello"]);
    page.socket.close();
    outsider.socket.close();
  });
});
