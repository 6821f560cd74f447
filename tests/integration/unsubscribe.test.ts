/**
 * Unsubscribe (issue 18, decision 0058): every email that is not an account message carries a link and
 * RFC 8058's one-click headers; the link's POST (with no cookie and no form token) turns that topic off, and
 * later emails of the topic are not sent. Tokens cannot be forged and act on their own recipient only.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newId } from "~/db/ids";
import { outbox, userSettings } from "~/db/schema";
import { MESSAGE_KINDS } from "~/domain/messages";
import { deliverOutbox, resendProvider } from "~/server/outbox-delivery.server";
import { queueMessage } from "~/server/outbox.server";
import { createLeague, db, get, newAddress, ORIGIN, post, worker } from "./helpers";

const RESEND = "https://api.resend.test/emails";
const NOON_IN_CALIFORNIA = new Date("2026-12-02T20:00:00Z");

interface SentEmail {
  to: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

function fakeResend() {
  const sent: SentEmail[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(RESEND)) throw new Error(`unexpected fetch ${request.url}`);
    const body = (await request.json()) as {
      to: string[];
      text: string;
      html?: string;
      headers?: Record<string, string>;
    };
    sent.push({ to: body.to[0]!, text: body.text, html: body.html, headers: body.headers });
    return new Response('{"id":"re_1"}', { status: 200 });
  });
  return { provider: resendProvider("re_test_key", "Whistle <no-reply@whistle.test>", RESEND), sent };
}

afterEach(() => vi.unstubAllGlobals());

let counter = 0;
async function queueEmail(values: {
  kind: string;
  userId: string | null;
  recipient?: string;
  unsubscribeUrl?: string;
}) {
  counter += 1;
  const [row] = await db
    .insert(outbox)
    .values({
      id: newId(),
      idempotencyKey: `unsubscribe-test-${counter}-${newId()}`,
      channel: "email",
      recipient: values.recipient ?? `person${counter}.${newId().slice(0, 6)}@example.com`,
      kind: values.kind,
      subject: `Message ${counter}`,
      textBody: `Body ${counter}\n`,
      htmlBody: `<!doctype html><html><body><p>Body ${counter}</p></body></html>`,
      userId: values.userId,
      unsubscribeUrl: values.unsubscribeUrl ?? null,
    })
    .returning();
  return row!;
}

/** Sends every due message through the fake provider and returns what went to `recipient`. */
async function deliverTo(recipient: string): Promise<SentEmail> {
  const { provider, sent } = fakeResend();
  await deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA, limit: 1000 });
  const email = sent.find((entry) => entry.to === recipient);
  expect(email, `an email to ${recipient}`).toBeDefined();
  return email!;
}

function linkOf(email: SentEmail): string {
  const match = /^<(.+)>$/.exec(email.headers?.["List-Unsubscribe"] ?? "");
  expect(match, "List-Unsubscribe header").not.toBeNull();
  return match![1]!;
}

/** The one-click POST a mailbox provider sends: no cookie, no Origin, no form token. */
function oneClick(url: string) {
  const { pathname } = new URL(url);
  return worker.fetch(
    new Request(`${ORIGIN}${pathname}`, {
      method: "POST",
      redirect: "manual",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": newAddress() },
    }),
  );
}

async function settingsOf(userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

const ACCOUNT_KINDS = [
  MESSAGE_KINDS.passwordReset,
  MESSAGE_KINDS.invite,
  MESSAGE_KINDS.contactMessage,
  MESSAGE_KINDS.organizationDeletionScheduled,
  MESSAGE_KINDS.organizationDeletionCancelled,
  MESSAGE_KINDS.emailVerification,
  MESSAGE_KINDS.emailChange,
  MESSAGE_KINDS.emailChangeRequested,
  MESSAGE_KINDS.signUpAttempt,
  MESSAGE_KINDS.statusSubscriptionConfirm,
  // Issue 20: a change to the person's own membership is about their account, like a league's deletion.
  MESSAGE_KINDS.membershipRoleChanged,
  MESSAGE_KINDS.membershipRemoved,
  // Issue 32 (decision 0091): the code that confirms a phone number.
  MESSAGE_KINDS.phoneConfirmation,
];
const STATUS_KINDS = [MESSAGE_KINDS.incidentOpened, MESSAGE_KINDS.incidentResolved];
const NEWS_KINDS = Object.values(MESSAGE_KINDS).filter(
  (kind) => !ACCOUNT_KINDS.includes(kind as never) && !STATUS_KINDS.includes(kind as never),
);

describe("unsubscribe links in emails", () => {
  for (const kind of NEWS_KINDS) {
    it(`puts a link and both one-click headers in a ${kind} email`, async () => {
      const league = await createLeague();
      const message = await queueEmail({ kind, userId: league.referee.id, recipient: league.referee.email });
      const email = await deliverTo(message.recipient);
      const url = linkOf(email);
      expect(url).toMatch(/^http:\/\/localhost:8787\/unsubscribe\/[a-z2-7]{32}$/);
      expect(email.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(email.text).toContain(url);
      expect(email.html).toContain(`href="${url}"`);
      expect(email.text).toMatch(/Unsubscribe from /);
    });
  }

  for (const kind of [...ACCOUNT_KINDS, "account-sign-in-notice"]) {
    it(`sends an account message (${kind}) without any unsubscribe`, async () => {
      const league = await createLeague();
      const message = await queueEmail({ kind, userId: league.referee.id, recipient: league.referee.email });
      const email = await deliverTo(message.recipient);
      expect(email.headers?.["List-Unsubscribe"]).toBeUndefined();
      expect(email.text).not.toContain("/unsubscribe/");
      const [stored] = await db.select().from(outbox).where(eq(outbox.id, message.id));
      expect(stored!.unsubscribeTokenHash).toBeNull();
    });
  }

  it("uses the link an enqueuer gives (a status-page subscription) for both headers and the footer", async () => {
    const recipient = `subscriber.${newId().slice(0, 8)}@example.com`;
    const url = "http://localhost:8787/system-status/unsubscribe/abc123";
    const statements = queueMessage(db, {
      key: `status-test-${newId()}`,
      kind: MESSAGE_KINDS.incidentOpened,
      message: { subject: "Incident", text: "Something broke.\n", html: "<html><body>x</body></html>", sms: "x" },
      to: recipient,
      unsubscribeUrl: url,
    });
    await db.batch(statements as [(typeof statements)[0]]);
    const email = await deliverTo(recipient);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(email.text).toContain(url);
  });

  it("does not repeat the enqueuer's link when its template already shows it", async () => {
    const recipient = `subscriber.${newId().slice(0, 8)}@example.com`;
    const url = "http://localhost:8787/system-status/unsubscribe/def456";
    const text = `Something broke.\n\nUnsubscribe: ${url}\n`;
    const statements = queueMessage(db, {
      key: `status-test-${newId()}`,
      kind: MESSAGE_KINDS.incidentResolved,
      message: {
        subject: "Resolved",
        text,
        html: `<html><body><a href="${url}">Unsubscribe</a></body></html>`,
        sms: "x",
      },
      to: recipient,
      unsubscribeUrl: url,
    });
    await db.batch(statements as [(typeof statements)[0]]);
    const email = await deliverTo(recipient);
    expect(email.headers?.["List-Unsubscribe"]).toBe(`<${url}>`);
    expect(email.text).toBe(text);
  });
});

describe("the unsubscribe page", () => {
  it("asks before turning anything off, by name of the topic", async () => {
    const league = await createLeague();
    const message = await queueEmail({ kind: MESSAGE_KINDS.reminder24h, userId: league.referee.id });
    const url = linkOf(await deliverTo(message.recipient));
    const response = await get(new URL(url).pathname);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Unsubscribe from game reminders?");
    expect(await settingsOf(league.referee.id)).toBeUndefined();
  });

  it("turns the topic off on the one-click POST, and later emails of that topic are not sent", async () => {
    const league = await createLeague();
    const first = await queueEmail({ kind: MESSAGE_KINDS.reminder24h, userId: league.referee.id });
    const url = linkOf(await deliverTo(first.recipient));

    const response = await oneClick(url);
    expect(response.status).toBe(200);
    expect(await settingsOf(league.referee.id)).toMatchObject({ gameReminders: false, emailNotifications: true });

    const later = await queueEmail({ kind: MESSAGE_KINDS.reminder2h, userId: league.referee.id });
    const other = await queueEmail({ kind: MESSAGE_KINDS.assignmentPublished, userId: league.referee.id });
    const { provider, sent } = fakeResend();
    await deliverOutbox(db, { email: provider }, { now: NOON_IN_CALIFORNIA, limit: 1000 });
    expect(sent.map((email) => email.to)).not.toContain(later.recipient);
    expect(sent.map((email) => email.to)).toContain(other.recipient);
    const [stored] = await db.select().from(outbox).where(eq(outbox.id, later.id));
    expect(stored).toMatchObject({ status: "not_sent", lastError: "not sent: game reminders are off" });
  });

  it("works from the page's button too (a browser form post)", async () => {
    const league = await createLeague();
    const message = await queueEmail({ kind: MESSAGE_KINDS.weeklyDigest, userId: league.referee.id });
    const url = linkOf(await deliverTo(message.recipient));
    const response = await post(new URL(url).pathname, {});
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You will no longer get the weekly digest.");
    expect(await settingsOf(league.referee.id)).toMatchObject({ weeklyDigest: false });
  });

  it("refuses a made-up token and changes nothing", async () => {
    const league = await createLeague();
    const forged = "a".repeat(32);
    expect((await get(`/unsubscribe/${forged}`)).status).toBe(404);
    const response = await oneClick(`http://localhost/unsubscribe/${forged}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This unsubscribe link is not valid");
    expect(await settingsOf(league.referee.id)).toBeUndefined();
  });

  it("acts only on its own recipient, whoever sends it (a token cannot be reused for someone else)", async () => {
    const a = await createLeague();
    const b = await createLeague();
    const message = await queueEmail({ kind: MESSAGE_KINDS.paymentRecorded, userId: a.referee.id });
    const url = linkOf(await deliverTo(message.recipient));
    // B's referee, signed in, posts A's link: A is unsubscribed, B is not.
    const response = await post(
      new URL(url).pathname,
      { "List-Unsubscribe": "One-Click" },
      { cookie: b.refereeCookie },
    );
    expect(response.status).toBe(200);
    expect(await settingsOf(a.referee.id)).toMatchObject({ paymentNotifications: false });
    expect(await settingsOf(b.referee.id)).toBeUndefined();
  });
});
