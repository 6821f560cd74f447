/**
 * Email a signed-in person sends to someone else (issue 32, decision 0092), through the built Worker: an
 * unconfirmed sender is refused (403) and offered a fresh confirmation link; invites and coach-rating
 * requests count against a daily allowance per organization (200) and per address (3), answered 429 with
 * Retry-After and what is left; a game gets at most 4 rating links; a league's name reaches the subject
 * cleaned; the one-click link in such an email stops that league's mail to that address.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGame, createUser } from "~/demo/factories";
import { emailSuppressions, emailVerificationTokens, outbox, rateLimits, users } from "~/db/schema";
import { MESSAGE_KINDS } from "~/domain/messages";
import { settingsFormValues } from "~/domain/organization-settings";
import { settingsOf } from "~/server/organization.server";
import { deliverOutbox, resendProvider } from "~/server/outbox-delivery.server";
import {
  DAILY_ALLOWANCE,
  organizationAllowanceKey,
  recipientAllowanceKey,
} from "~/server/person-to-person-email.server";
import { cookieFor, createLeague, db, newAddress, ORIGIN, post, visibleText, worker } from "./helpers";

afterEach(() => vi.unstubAllGlobals());

let counter = 0;
function address(label: string) {
  counter += 1;
  return `${label}.${counter}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

function invite(cookie: string, email: string) {
  return post("/assignor/invites", { intent: "create", email, role: "referee" }, { cookie });
}

async function outboxTo(recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

/** A game of the league that has been played, so coaches may be asked to rate it. */
async function pastGame(organizationId: string) {
  return createGame(db, { organizationId, date: "2026-01-10", time: "10:00", status: "completed" });
}

function askCoaches(cookie: string, gameId: string, homeEmail: string, awayEmail = "") {
  return post("/assignor/evaluations", { intent: "ask-coaches", gameId, homeEmail, awayEmail }, { cookie });
}

describe("a sender whose own address is not confirmed", () => {
  it("cannot invite (403, their address named, the confirmation button offered) and nothing is queued", async () => {
    const league = await createLeague();
    const unconfirmed = await createUser(db, {
      organizationId: league.organization.id,
      role: "assignor",
      emailVerifiedAt: null,
    });
    const to = address("stranger");
    const response = await invite(await cookieFor(unconfirmed.id), to);
    expect(response.status).toBe(403);
    const text = visibleText(await response.text());
    expect(text).toContain(`Confirm your email address first: ${unconfirmed.email} is not confirmed yet`);
    expect(text).toContain("Send me a confirmation link");
    expect(await outboxTo(to)).toHaveLength(0);
  });

  it("cannot ask coaches either", async () => {
    const league = await createLeague();
    const unconfirmed = await createUser(db, {
      organizationId: league.organization.id,
      role: "assignor",
      emailVerifiedAt: null,
    });
    const game = await pastGame(league.organization.id);
    const coach = address("coach");
    const response = await askCoaches(await cookieFor(unconfirmed.id), game.id, coach);
    expect(response.status).toBe(403);
    expect(await outboxTo(coach)).toHaveLength(0);
  });

  it("gets a fresh confirmation link from POST /account/confirm-email, back on a same-site page only", async () => {
    const league = await createLeague();
    const unconfirmed = await createUser(db, {
      organizationId: league.organization.id,
      role: "assignor",
      emailVerifiedAt: null,
    });
    const cookie = await cookieFor(unconfirmed.id);
    const sent = await post("/account/confirm-email", { redirectTo: "/assignor/invites" }, { cookie });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/assignor/invites");
    const mail = await outboxTo(unconfirmed.email);
    expect(mail.map((row) => row.kind)).toEqual([MESSAGE_KINDS.emailVerification]);
    expect(mail[0]!.textBody).toMatch(/\/verify-email\/[a-z2-7]{32}/);
    const tokens = await db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, unconfirmed.id));
    expect(tokens).toHaveLength(1);

    const offSite = await post("/account/confirm-email", { redirectTo: "//evil.example/x" }, { cookie });
    expect(offSite.headers.get("Location")).toBe("/assignor");
    await post("/account/confirm-email", {}, { cookie });
    const limited = await post("/account/confirm-email", {}, { cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await outboxTo(unconfirmed.email)).toHaveLength(3);
  });

  it("asks no link for a confirmed address, and sends a signed-out visitor to sign in", async () => {
    const league = await createLeague();
    const confirmed = await post(
      "/account/confirm-email",
      { redirectTo: "/assignor" },
      { cookie: league.assignorCookie },
    );
    expect(confirmed.status).toBe(303);
    expect(await outboxTo(league.assignor.email)).toHaveLength(0);
    const anonymous = await post("/account/confirm-email", {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("a confirmed sender", () => {
  it("invites, and the invite carries the one-click stop link", async () => {
    const league = await createLeague();
    const to = address("invitee");
    const response = await invite(league.assignorCookie, to);
    expect(response.status).toBe(200);
    const [row] = await outboxTo(to);
    expect(row).toMatchObject({ kind: MESSAGE_KINDS.invite, organizationId: league.organization.id });
    expect(row!.unsubscribeUrl).toMatch(/^http:\/\/localhost:8787\/unsubscribe\/[a-z2-7]{32}$/);
    expect(row!.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("daily allowances", () => {
  it("sends one address at most 3 a day from one league, then answers 429 with what is left", async () => {
    const league = await createLeague();
    const to = address("popular");
    for (let sent = 0; sent < DAILY_ALLOWANCE.perRecipient; sent += 1) {
      expect((await invite(league.assignorCookie, to)).status).toBe(200);
    }
    const refused = await invite(league.assignorCookie, to);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const text = visibleText(await refused.text());
    expect(text).toMatch(
      /You can send 197 more invitations or rating requests today; the allowance resets in \d+ hours?/,
    );
    expect(await outboxTo(to)).toHaveLength(3);
    // Another league may still write to that address, and this league to others.
    const other = await createLeague();
    expect((await invite(other.assignorCookie, to)).status).toBe(200);
    expect((await invite(league.assignorCookie, address("someone-else"))).status).toBe(200);
  });

  it("lets an organization send 200 a day, then answers 429 saying 0 are left", async () => {
    const league = await createLeague();
    // 199 already sent today (written straight to the counter: 199 requests would only slow the test).
    await db.insert(rateLimits).values({
      key: organizationAllowanceKey(league.organization.id),
      windowStartedAt: new Date(Date.now() - 60 * 60 * 1000),
      count: DAILY_ALLOWANCE.perOrganization - 1,
    });
    expect((await invite(league.assignorCookie, address("last"))).status).toBe(200);
    const late = address("late");
    const refused = await invite(league.assignorCookie, late);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(22 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    expect(visibleText(await refused.text())).toContain(
      "You can send 0 more invitations or rating requests today; the allowance resets in 23 hours",
    );
    expect(await outboxTo(late)).toHaveLength(0);
    // The refused address gave its count back: it has all three for tomorrow.
    const [own] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, recipientAllowanceKey(league.organization.id, late)));
    expect(own?.count).toBe(0);
  });

  it("a rating request to two coaches sends the one within the allowance and says how many were not", async () => {
    const league = await createLeague();
    const game = await pastGame(league.organization.id);
    const [full, fresh] = [address("full-coach"), address("fresh-coach")];
    await db.insert(rateLimits).values({
      key: recipientAllowanceKey(league.organization.id, full),
      windowStartedAt: new Date(),
      count: DAILY_ALLOWANCE.perRecipient,
    });
    const response = await askCoaches(league.assignorCookie, game.id, full, fresh);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain("The rating link was sent.");
    expect(text).toMatch(/1 was not sent: over today's allowance\. You can send 199 more today/);
    expect(await outboxTo(full)).toHaveLength(0);
    expect(await outboxTo(fresh)).toHaveLength(1);
  });
});

describe("coach-rating links", () => {
  it("a game gets at most 4, then the request is refused and nothing is queued", async () => {
    const league = await createLeague();
    const game = await pastGame(league.organization.id);
    expect((await askCoaches(league.assignorCookie, game.id, address("h1"), address("a1"))).status).toBe(200);
    expect((await askCoaches(league.assignorCookie, game.id, address("h2"), address("a2"))).status).toBe(200);
    const fifth = address("h3");
    const refused = await askCoaches(league.assignorCookie, game.id, fifth);
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain("This game already has 4 rating links");
    expect(await outboxTo(fifth)).toHaveLength(0);
  });
});

describe("the organization's name in mail", () => {
  it("reaches the subject without links, control or bidirectional characters, at most 60 characters", async () => {
    const league = await createLeague(
      "Claim\u202e your prize at https://spam.example/win or www.spam.example now\r\nBcc: all of the Greater Valley Youth Soccer League",
    );
    const to = address("subject");
    expect((await invite(league.assignorCookie, to)).status).toBe(200);
    const [row] = await outboxTo(to);
    const subject = row!.subject!;
    expect(subject).not.toMatch(/https?:|www\.|spam\.example|[\r\n\t\u202a-\u202e]/u);
    expect(subject).toContain("Claim your prize at or now Bcc: all of the Greater Valley");
    expect(subject).toContain("…");
  });

  it("cannot be given a link or a control character at sign-up (a field error, 400, no account)", async () => {
    for (const [organizationName, error] of [
      ["Free money at www.cash.example", "The organization name cannot contain a web address."],
      ["Riverside\u202eLeague", "The organization name cannot contain control or invisible characters."],
    ] as const) {
      const email = address("founder");
      const response = await post("/signup", {
        firstName: "Jordan",
        lastName: "Rivera",
        email,
        password: "Kickoff-at-9am!",
        accountType: "assignor",
        organizationName,
        timeZone: "America/Chicago",
      });
      expect(response.status).toBe(400);
      expect(visibleText(await response.text())).toContain(error);
      expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it("cannot be given a link in the organization's settings (a field error, 400)", async () => {
    const league = await createLeague();
    const body = new URLSearchParams({ intent: "settings" });
    const values = { ...settingsFormValues(settingsOf(league.organization)), name: "Cheap pills at www.pills.example" };
    for (const [name, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, String(item));
    }
    const response = await worker.fetch(
      new Request(`${ORIGIN}/assignor/organizations`, {
        method: "POST",
        redirect: "manual",
        body,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: ORIGIN,
          "Sec-Fetch-Site": "same-origin",
          "CF-Connecting-IP": newAddress(),
          Cookie: league.assignorCookie,
        },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Name cannot contain a web address");
  });
});

describe("one-click stop from an organization", () => {
  function fakeResend() {
    const sent: { to: string; text: string; headers?: Record<string, string> }[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = (await new Request(input, init).json()) as {
        to: string[];
        text: string;
        headers?: Record<string, string>;
      };
      sent.push({ to: body.to[0]!, text: body.text, headers: body.headers });
      return new Response('{"id":"re_1"}', { status: 200 });
    });
    return {
      provider: resendProvider("re_test_key", "Whistle <no-reply@whistle.test>", "https://api.resend.test/emails"),
      sent,
    };
  }

  it("the invite's List-Unsubscribe one-click POST stops that league's mail to that address", async () => {
    const league = await createLeague();
    const to = address("stop");
    expect((await invite(league.assignorCookie, to)).status).toBe(200);

    const { provider, sent } = fakeResend();
    await deliverOutbox(db, { email: provider }, { limit: 1000 });
    const email = sent.find((entry) => entry.to === to)!;
    expect(email.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(.+)>$/.exec(email.headers?.["List-Unsubscribe"] ?? "")![1]!;
    expect(email.text).toContain(`Stop all email from this league to this address: ${url}`);
    vi.unstubAllGlobals();

    // What a mailbox provider sends: no cookie, no Origin, no form token.
    const stopped = await worker.fetch(
      new Request(`${ORIGIN}${new URL(url).pathname}`, {
        method: "POST",
        redirect: "manual",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": newAddress() },
      }),
    );
    expect(stopped.status).toBe(200);
    const suppressed = await db
      .select()
      .from(emailSuppressions)
      .where(and(eq(emailSuppressions.address, to), eq(emailSuppressions.organizationId, league.organization.id)));
    expect(suppressed).toHaveLength(1);

    const again = await invite(league.assignorCookie, to);
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("1 address has asked not to receive email from this league.");
    const game = await pastGame(league.organization.id);
    const coach = await askCoaches(league.assignorCookie, game.id, to);
    expect(coach.status).toBe(409);
    expect(await outboxTo(to)).toHaveLength(1);
    // Another league is not stopped by it.
    const other = await createLeague();
    expect((await invite(other.assignorCookie, to)).status).toBe(200);
  });
});
