/**
 * Issue 20 (decision 0069): a referee answers an offer by text. Twilio posts the message to
 * /webhooks/twilio/sms signed with X-Twilio-Signature (computed here with Twilio's documented algorithm);
 * the Worker checks it, answers through the portal's own rules, and replies with TwiML in the referee's language.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAssignment, createGame, createUser, createUserSettings } from "~/demo/factories";
import { todayIn, toZonedParts } from "~/domain/dates";
import { offerShortCode } from "~/domain/sms-replies";
import {
  activityLog,
  assignments,
  inboundTexts,
  memberships,
  notifications,
  organizations,
  outbox,
  phoneDigits,
  users,
} from "~/db/schema";
import { cookieFor, createLeague, d1TimingOf, db, expectRoundTrips, get, post, visibleText } from "./helpers";

const BUILT_WORKER = "../../build/server/index.js";
const TOKEN = "twilio-inbound-test-token";
const ACCOUNT = "ACinboundtest0000000000000000000";
const TWILIO_NUMBER = "+14155550000";
/** What Twilio was told to call: PUBLIC_ORIGIN (wrangler.toml) + the path; the Worker may see another host. */
const PUBLIC_URL = `${env.PUBLIC_ORIGIN}/webhooks/twilio/sms`;
const CONFIGURED = {
  ...env,
  TWILIO_ACCOUNT_SID: ACCOUNT,
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_FROM_NUMBER: TWILIO_NUMBER,
  TWILIO_API_BASE: "https://api.twilio.test",
} as Env;

let built: ExportedHandler<Env>;

beforeAll(async () => {
  built = ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> }).default;
  // The notices an answer queues may be sent at once with these settings: Twilio's API is stubbed.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith("https://api.twilio.test")) return Response.json({ sid: "SMsent" }, { status: 201 });
    return realFetch(input, init);
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});

/** HMAC-SHA1 over the URL and the sorted name+value pairs, base64: written here again, from Twilio's docs. */
async function sign(url: string, params: URLSearchParams, token = TOKEN): Promise<string> {
  const data =
    url +
    [...params]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => k + v)
      .join("");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(token),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)));
  return btoa(String.fromCharCode(...mac));
}

let sidCounter = 0;
function newSid() {
  sidCounter += 1;
  return `SM${crypto.randomUUID().replaceAll("-", "")}${sidCounter}`.slice(0, 34);
}

interface TextOptions {
  sid?: string;
  /** null: no header; a string: that header; a function: signs the form; undefined: Twilio's signature. */
  signature?: string | null | ((params: URLSearchParams) => Promise<string>);
  accountSid?: string;
  handler?: ExportedHandler<Env>;
  environment?: Env;
}

/** Twilio's inbound-message webhook as it posts it: a form with its usual fields, no Origin, no cookie. */
async function text(from: string, body: string, options: TextOptions = {}) {
  const sid = options.sid ?? newSid();
  const params = new URLSearchParams({
    ToCountry: "US",
    ToState: "CA",
    SmsMessageSid: sid,
    NumMedia: "0",
    SmsSid: sid,
    SmsStatus: "received",
    Body: body,
    To: TWILIO_NUMBER,
    NumSegments: "1",
    MessageSid: sid,
    AccountSid: options.accountSid ?? ACCOUNT,
    From: from,
    ApiVersion: "2010-04-01",
  });
  const signature =
    options.signature === undefined
      ? await sign(PUBLIC_URL, params)
      : typeof options.signature === "function"
        ? await options.signature(params)
        : options.signature;
  const ctx = createExecutionContext();
  // Behind a proxy the Worker sees its own host: the signature still covers PUBLIC_ORIGIN.
  const request = new Request("http://worker.internal/webhooks/twilio/sms", {
    method: "POST",
    body: params,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": "TwilioProxy/1.1",
      ...(signature === null ? {} : { "X-Twilio-Signature": signature }),
    },
  });
  const response = await (options.handler ?? built).fetch!(
    request as Request<unknown, IncomingRequestCfProperties>,
    options.environment ?? CONFIGURED,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { response, body: await response.clone().text(), sid };
}

/** The text of TwiML's one <Message>, unescaped; null for an empty <Response>. */
function messageOf(twiml: string): string | null {
  const match = /<Response><Message>([\s\S]*)<\/Message><\/Response>$/.exec(twiml);
  if (!match) {
    expect(twiml).toMatch(/<Response><\/Response>$/);
    return null;
  }
  return match[1]!
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}

let phoneCounter = 100;
function newPhone() {
  phoneCounter += 1;
  return `+1628555${String(phoneCounter).padStart(4, "0")}`;
}

/** A league whose referee has a phone (typed as people type it) and `offers` offers made in the portal. */
async function leagueWithOffers(offers: number, { language }: { language?: "es" } = {}) {
  const league = await createLeague();
  const phone = newPhone();
  const typed = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
  // A number its owner confirmed (issue 32).
  await db.update(users).set({ phone: typed, phoneConfirmedAt: new Date() }).where(eq(users.id, league.referee.id));
  if (language) await createUserSettings(db, { userId: league.referee.id, language });
  const games = [];
  for (let index = 0; index < offers; index++) {
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: `2099-05-${String(10 + index).padStart(2, "0")}`,
      time: "15:30",
      homeTeam: `Lions ${index + 1}`,
      awayTeam: `Tigers ${index + 1}`,
    });
    const response = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, position: "referee", refereeId: league.referee.id },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(200);
    const [assignment] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
    games.push({ game, assignment: assignment! });
  }
  return { ...league, phone, offers: games };
}

/** The code the offer SMS told the referee, read from the text that was queued. */
async function offerText(assignmentId: string) {
  const [sms] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.idempotencyKey, `assignment-published:${assignmentId}:sms`));
  return sms;
}

async function codeTexted(assignmentId: string) {
  const sms = await offerText(assignmentId);
  const match = /Reply YES ([A-Z0-9]{4}) or NO \1: \S+$/.exec(sms?.textBody ?? "");
  expect(match, sms?.textBody).not.toBeNull();
  return match![1]!;
}

async function statusOf(assignmentId: string) {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, assignmentId));
  return row!;
}

async function loggedText(sid: string) {
  const [row] = await db.select().from(inboundTexts).where(eq(inboundTexts.messageSid, sid));
  return row;
}

describe("the test's own signature", () => {
  it("is Twilio's: it reproduces the documented worked example byte for byte", async () => {
    // Twilio's security docs: auth token 12345, this URL, these parameters, this X-Twilio-Signature.
    const params = new URLSearchParams({
      CallSid: "CA1234567890ABCDE",
      Caller: "+14158675310",
      Digits: "1234",
      From: "+14158675310",
      To: "+18005551212",
    });
    expect(await sign("https://mycompany.com/myapp.php?foo=1&bar=2", params, "12345")).toBe(
      "GvWf1cFY/Q7PnoempGyD5oXAezc=",
    );
  });
});

describe("answering an offer by text", () => {
  it("YES accepts the offer like the portal: the assignor is told and sees it accepted", async () => {
    const league = await leagueWithOffers(1);
    const { assignment } = league.offers[0]!;
    expect(await codeTexted(assignment.id)).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);

    const { response, body, sid } = await text(league.phone, " Yes ");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/xml; charset=utf-8");
    expect(messageOf(body)).toBe(
      "Whistle: you accepted Lions 1 vs Tigers 1, May 10 3:30 PM. Your assignor has been told.",
    );
    expectRoundTrips("an answer by text", response, 3);

    expect(await statusOf(assignment.id)).toMatchObject({ status: "confirmed" });
    expect(await loggedText(sid)).toMatchObject({
      fromNumber: league.phone,
      userId: league.referee.id,
      assignmentId: assignment.id,
      body: " Yes ",
      outcome: "accepted",
    });
    // The same notice, email and activity entry as an Accept in the portal.
    const notices = await db.select().from(notifications).where(eq(notifications.userId, league.assignor.id));
    expect(notices.map((notice) => notice.title)).toContain("Assignment accepted");
    const mail = await db.select().from(outbox).where(eq(outbox.userId, league.assignor.id));
    expect(mail.map((message) => message.kind)).toContain("assignment-accepted");
    const activity = await db.select().from(activityLog).where(eq(activityLog.subjectId, assignment.id));
    expect(activity.map((entry) => [entry.action, entry.actorId])).toContainEqual([
      "assignment.accepted",
      league.referee.id,
    ]);
    // The assignor's Assignments page lists it among the confirmed ones, no longer among those waiting.
    const listed = async (status: string) =>
      visibleText(
        await (await get(`/assignor/assignments?status=${status}`, { cookie: league.assignorCookie })).text(),
      );
    expect(await listed("confirmed")).toContain("Lions 1");
    expect(await listed("pending")).not.toContain("Lions 1");
  });

  it("NO with a reason declines with that reason", async () => {
    const league = await leagueWithOffers(1);
    const { assignment } = league.offers[0]!;
    const { body } = await text(league.phone, "no Family wedding that weekend");
    expect(messageOf(body)).toBe(
      "Whistle: you declined Lions 1 vs Tigers 1, May 10 3:30 PM. Your assignor has been told.",
    );
    expect(await statusOf(assignment.id)).toMatchObject({
      status: "declined",
      declineReason: "Family wedding that weekend",
    });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, league.assignor.id), eq(notifications.title, "Assignment declined")));
    expect(notice!.message).toContain("Family wedding that weekend");
  });

  it("a bare NO asks for the reason; the next text gives it and declines", async () => {
    const league = await leagueWithOffers(1);
    const { assignment } = league.offers[0]!;
    const first = await text(league.phone, "NO");
    expect(messageOf(first.body)).toBe(
      `Whistle: why are you declining Lions 1 vs Tigers 1, May 10 3:30 PM? Reply with a reason, or decline in the app: ${env.PUBLIC_ORIGIN}/referee/schedule?assignment=${assignment.id}`,
    );
    expect(await loggedText(first.sid)).toMatchObject({ outcome: "awaiting_reason", assignmentId: assignment.id });
    expect(await statusOf(assignment.id)).toMatchObject({ status: "pending" });

    const second = await text(league.phone, "My car broke down");
    expect(messageOf(second.body)).toContain("Whistle: you declined Lions 1 vs Tigers 1");
    expect(await statusOf(assignment.id)).toMatchObject({ status: "declined", declineReason: "My car broke down" });
    expect(await loggedText(second.sid)).toMatchObject({ outcome: "declined" });
    // The reason was taken once: a later text is read on its own.
    const third = await text(league.phone, "Thanks");
    expect(messageOf(third.body)).toContain("to answer an offer, reply YES to accept it or NO and a reason");
  });

  it("with two offers waiting, a bare YES lists them with their codes; YES <code> accepts that one only", async () => {
    const league = await leagueWithOffers(2);
    const [first, second] = league.offers;
    const codes = [await codeTexted(first!.assignment.id), await codeTexted(second!.assignment.id)];

    const ambiguous = await text(league.phone, "yes");
    expect(messageOf(ambiguous.body)).toBe(
      [
        `Whistle: you have 2 offers waiting. Reply YES or NO with the offer's code, e.g. "YES ${codes[0]}":`,
        `${codes[0]}: May 10 3:30 PM, Lions 1 vs Tigers 1`,
        `${codes[1]}: May 11 3:30 PM, Lions 2 vs Tigers 2`,
      ].join("\n"),
    );
    expect(await loggedText(ambiguous.sid)).toMatchObject({ outcome: "ambiguous" });
    expect((await statusOf(first!.assignment.id)).status).toBe("pending");
    expect((await statusOf(second!.assignment.id)).status).toBe("pending");

    const chosen = await text(league.phone, `YES ${codes[1]!.toLowerCase()}`);
    expect(messageOf(chosen.body)).toContain("you accepted Lions 2 vs Tigers 2");
    expect((await statusOf(first!.assignment.id)).status).toBe("pending");
    expect((await statusOf(second!.assignment.id)).status).toBe("confirmed");

    // One left: a bare NO with a reason is about it.
    const declined = await text(league.phone, `NO ${codes[0]} injured`);
    expect(messageOf(declined.body)).toContain("you declined Lions 1 vs Tigers 1");
    expect(await statusOf(first!.assignment.id)).toMatchObject({ status: "declined", declineReason: "injured" });
  });

  it("answers offers of every league the referee belongs to, each to its own assignor", async () => {
    const home = await leagueWithOffers(1);
    const other = await createLeague();
    await db.insert(memberships).values({
      id: crypto.randomUUID(),
      organizationId: other.organization.id,
      userId: home.referee.id,
      role: "referee",
    });
    const game = await createGame(db, {
      organizationId: other.organization.id,
      date: "2099-05-20",
      time: "09:00",
      homeTeam: "Eagles",
      awayTeam: "Hawks",
    });
    const offered = await post(
      "/assignor/games",
      { intent: "assign", gameId: game.id, position: "referee", refereeId: home.referee.id },
      { cookie: other.assignorCookie },
    );
    expect(offered.status).toBe(200);
    const [elsewhere] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));

    const ambiguous = await text(home.phone, "YES");
    expect(messageOf(ambiguous.body)).toContain("you have 2 offers waiting");
    expect(messageOf(ambiguous.body)).toContain(`${await codeTexted(elsewhere!.id)}: May 20 9:00 AM, Eagles vs Hawks`);

    const chosen = await text(home.phone, `yes ${await codeTexted(elsewhere!.id)}`);
    expect(messageOf(chosen.body)).toContain("you accepted Eagles vs Hawks");
    expect((await statusOf(elsewhere!.id)).status).toBe("confirmed");
    expect((await statusOf(home.offers[0]!.assignment.id)).status).toBe("pending");
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.assignor.id), eq(notifications.title, "Assignment accepted")));
    expect(told).toHaveLength(1);
    const notTold = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, home.assignor.id), eq(notifications.title, "Assignment accepted")));
    expect(notTold).toHaveLength(0);
  });

  it("answers in the referee's language: a Spanish referee reads Spanish", async () => {
    const league = await leagueWithOffers(1, { language: "es" });
    const { assignment } = league.offers[0]!;
    const sms = await offerText(assignment.id);
    expect(sms!.textBody).toMatch(/ Responde SI ([A-Z0-9]{4}) o NO \1: \S+$/);
    expect(sms!.textBody.length).toBeLessThanOrEqual(160);

    const { body } = await text(league.phone, "Sí");
    expect(messageOf(body)).toBe("Whistle: has aceptado Lions 1 vs. Tigers 1, 10 may 15:30. Tu designador ya lo sabe.");
    expect((await statusOf(assignment.id)).status).toBe("confirmed");
  });

  it("tells an unknown number, and a number two accounts share, that it is not known", async () => {
    const stranger = await text(newPhone(), "YES");
    expect(messageOf(stranger.body)).toBe(
      "Whistle: we don't know this number. Add it to your profile in Whistle to answer offers by text.",
    );
    expect(await loggedText(stranger.sid)).toMatchObject({ outcome: "unknown_number", userId: null });
    // Nothing to answer: the read batch and the log row, two round trips.
    expect(d1TimingOf(stranger.response)!.sequential).toBeLessThanOrEqual(2);

    const league = await leagueWithOffers(1);
    await createUser(db, { organizationId: league.organization.id, role: "referee", phone: league.phone });
    const shared = await text(league.phone, "YES");
    expect(messageOf(shared.body)).toContain("we don't know this number");
    expect((await statusOf(league.offers[0]!.assignment.id)).status).toBe("pending");
  });

  it("is not blocked by someone else saving the owner's number unconfirmed (issue 32): the owner's YES accepts", async () => {
    const league = await leagueWithOffers(1);
    const squatter = await createUser(db, { organizationId: league.organization.id, role: "referee" });
    const saved = await post(
      "/referee/settings",
      {
        intent: "save",
        firstName: squatter.firstName,
        lastName: squatter.lastName,
        email: squatter.email,
        phone: league.phone,
        timezone: "",
        language: "en",
        currency: "USD",
        dateFormat: "MM/DD/YYYY",
        timeFormat: "12",
        theme: "system",
        colorScheme: "blue",
      },
      { cookie: await cookieFor(squatter.id) },
    );
    expect(saved.status).toBe(200);
    // Only the code went to the number for the squatter.
    const theirTexts = await db.select().from(outbox).where(eq(outbox.userId, squatter.id));
    expect(theirTexts.filter((row) => row.channel === "sms").map((row) => row.kind)).toEqual([
      "account-phone-confirmation",
    ]);

    const { body, sid } = await text(league.phone, "YES");
    expect(messageOf(body)).toContain("Whistle: you accepted Lions 1 vs Tigers 1");
    expect(await loggedText(sid)).toMatchObject({ outcome: "accepted", userId: league.referee.id });
    expect((await statusOf(league.offers[0]!.assignment.id)).status).toBe("confirmed");
  });

  it("says so when the offer can no longer be answered, and changes nothing", async () => {
    const league = await leagueWithOffers(1);
    const { assignment } = league.offers[0]!;
    const code = await codeTexted(assignment.id);
    const withdrawn = await post(
      "/assignor/assignments",
      { intent: "withdraw", assignmentId: assignment.id },
      { cookie: league.assignorCookie },
    );
    expect(withdrawn.status).toBe(200);
    expect((await statusOf(assignment.id)).status).toBe("cancelled");

    const coded = await text(league.phone, `YES ${code}`);
    expect(messageOf(coded.body)).toBe(
      `Whistle: that offer can no longer be answered: it was already answered, withdrawn or cancelled, or the game has started. Your schedule: ${env.PUBLIC_ORIGIN}/referee/schedule`,
    );
    const bare = await text(league.phone, "yes");
    expect(messageOf(bare.body)).toBe(
      `Whistle: you have no offer waiting for an answer. Your schedule: ${env.PUBLIC_ORIGIN}/referee/schedule`,
    );
    expect((await statusOf(assignment.id)).status).toBe("cancelled");
    expect(await loggedText(coded.sid)).toMatchObject({ outcome: "stale" });
  });

  it("escapes the reply's XML: team names are the league's words", async () => {
    const league = await createLeague();
    const phone = newPhone();
    await db.update(users).set({ phone, phoneConfirmedAt: new Date() }).where(eq(users.id, league.referee.id));
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: "2099-06-01",
      time: "18:00",
      homeTeam: `Rovers & <Co> "A"`,
      awayTeam: "O'Hara",
    });
    await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
    });
    const { body } = await text(phone, "yes");
    expect(body).toContain("Rovers &amp; &lt;Co&gt; &quot;A&quot; vs O&apos;Hara");
    expect(body).not.toContain("<Co>");
    expect(messageOf(body)).toBe(
      `Whistle: you accepted Rovers & <Co> "A" vs O'Hara, Jun 1 6:00 PM. Your assignor has been told.`,
    );
  });

  it("does not take an answer to an offer whose game has started", async () => {
    const league = await createLeague();
    const phone = newPhone();
    await db.update(users).set({ phone, phoneConfirmedAt: new Date() }).where(eq(users.id, league.referee.id));
    // Midnight today in the league's zone: kicked off hours ago, still pending.
    const game = await createGame(db, {
      organizationId: league.organization.id,
      date: todayIn(league.organization.timeZone),
      time: "00:00",
    });
    const assignment = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
    });
    const coded = await text(phone, `yes ${offerShortCode(assignment.id)}`);
    expect(messageOf(coded.body)).toContain("that offer can no longer be answered");
    const bare = await text(phone, "NO sick");
    expect(messageOf(bare.body)).toContain("you have no offer waiting for an answer");
    expect((await statusOf(assignment.id)).status).toBe("pending");
  });

  it("refuses a NO inside the league's decline cutoff, saying what to do instead (issue 21), and still takes a YES", async () => {
    const league = await createLeague();
    const phone = newPhone();
    await db.update(users).set({ phone, phoneConfirmedAt: new Date() }).where(eq(users.id, league.referee.id));
    await db
      .update(organizations)
      .set({ assignmentPolicy: { declineCutoffHours: 24 } })
      .where(eq(organizations.id, league.organization.id));
    const { date, time } = toZonedParts(new Date(Date.now() + 10 * 60 * 60 * 1000), league.organization.timeZone);
    const game = await createGame(db, { organizationId: league.organization.id, date, time, homeTeam: "Lions" });
    const assignment = await createAssignment(db, {
      organizationId: league.organization.id,
      gameId: game.id,
      refereeId: league.referee.id,
    });

    const refused = await text(phone, "NO sick");
    expect(messageOf(refused.body)).toMatch(
      /^Whistle: declining Lions vs .+ closed 24 hours before kick-off\. Reply YES to accept, then turn it back with a reason in the app, or contact your assignor: \S+$/,
    );
    expect(await statusOf(assignment.id)).toMatchObject({ status: "pending" });
    expect(await loggedText(refused.sid)).toMatchObject({ outcome: "decline_closed", assignmentId: assignment.id });
    // Twilio's retry of it gets the same words.
    expect(messageOf((await text(phone, "NO sick", { sid: refused.sid })).body)).toBe(messageOf(refused.body));

    const accepted = await text(phone, "YES");
    expect(messageOf(accepted.body)).toContain("you accepted Lions vs");
  });

  it("refuses a forged, missing or foreign signature with 403 and changes nothing", async () => {
    const league = await leagueWithOffers(1);
    const { assignment } = league.offers[0]!;
    const forged = await text(league.phone, "YES", { signature: "GvWf1cFY/Q7PnoempGyD5oXAezc=" });
    expect(forged.response.status).toBe(403);
    expect(forged.body).toBe("Forbidden.");
    const missing = await text(league.phone, "YES", { signature: null });
    expect(missing.response.status).toBe(403);
    // Signed with the right token over the very same form, but for the URL the Worker saw, not the public one.
    const wrongUrl = await text(league.phone, "YES", {
      signature: (params) => sign("http://worker.internal/webhooks/twilio/sms", params),
    });
    expect(wrongUrl.response.status).toBe(403);
    const wrongToken = await text(league.phone, "YES", { signature: (params) => sign(PUBLIC_URL, params, "not-it") });
    expect(wrongToken.response.status).toBe(403);
    const foreign = await text(league.phone, "YES", { accountSid: "ACsomeoneelse000000000000000000000" });
    expect(foreign.response.status).toBe(403);

    expect((await statusOf(assignment.id)).status).toBe("pending");
    for (const { sid } of [forged, missing, wrongUrl, wrongToken, foreign])
      expect(await loggedText(sid)).toBeUndefined();
  });

  it("answers Twilio's retry of a text the same, without acting twice", async () => {
    const league = await leagueWithOffers(1);
    const { assignment } = league.offers[0]!;
    const first = await text(league.phone, "YES");
    const retry = await text(league.phone, "YES", { sid: first.sid });
    expect(retry.response.status).toBe(200);
    expect(retry.body).toBe(first.body);
    const activity = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, assignment.id), eq(activityLog.action, "assignment.accepted")));
    expect(activity).toHaveLength(1);
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, league.assignor.id), eq(notifications.title, "Assignment accepted")));
    expect(notices).toHaveLength(1);
    expect(await db.select().from(inboundTexts).where(eq(inboundTexts.messageSid, first.sid))).toHaveLength(1);
  });

  it("leaves STOP to Twilio, helps on HELP and says how to answer anything else", async () => {
    const league = await leagueWithOffers(1);
    const stop = await text(league.phone, "STOP");
    expect(messageOf(stop.body)).toBeNull();
    expect(await loggedText(stop.sid)).toMatchObject({ outcome: "opt_out" });
    const help = await text(league.phone, "help");
    expect(messageOf(help.body)).toContain("reply YES to accept an offer or NO and a reason to decline it");
    const other = await text(league.phone, "What time is kick-off?");
    expect(messageOf(other.body)).toContain("to answer an offer, reply YES");
    expect((await statusOf(league.offers[0]!.assignment.id)).status).toBe("pending");
  });

  it("finds the sender through the phone-digits index, not by reading every user", async () => {
    const plan = await db.all<{ detail: string }>(
      sql`EXPLAIN QUERY PLAN SELECT ${users.id} FROM ${users} WHERE ${phoneDigits(users.phone)} IN ('15551230000', '5551230000')`,
    );
    const details = plan.map((step) => step.detail).join("\n");
    expect(details).toContain("users_phone_digits_idx");
    expect(details).not.toMatch(/SCAN users\b(?! USING)/);
  });

  it("answers 503 when text messages are not configured", async () => {
    const league = await leagueWithOffers(1);
    const off = await text(league.phone, "YES", { environment: env as Env });
    expect(off.response.status).toBe(503);
    expect(off.body).toBe("Text messages are not configured on this server.");
    expect((await statusOf(league.offers[0]!.assignment.id)).status).toBe("pending");
  });
});
