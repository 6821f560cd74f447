/**
 * Status-page email updates (issue 18, decision 0056): double opt-in, limits on confirmation emails that
 * do not tell whether an address is known, and an unsubscribe link in every status email that works
 * without signing in (a button, and RFC 8058 one-click).
 */
import { and, eq, gt, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, statusSubscribers, statusSubscriptionTokens } from "~/db/schema";
import { queueIncidentNotices } from "~/server/status-subscriptions.server";
import { db, expectRoundTrips, get, newAddress, ORIGIN, post, worker } from "./helpers";

const CHECK_EMAIL = "Check your email to confirm";
let incidentCounter = 0;

/** Tells subscribers of a new incident, as the status-checks job does; answers the incident's title. */
async function announceIncident(): Promise<string> {
  incidentCounter += 1;
  const title = `Test outage ${incidentCounter} ${crypto.randomUUID().slice(0, 6)}`;
  await queueIncidentNotices(db, {
    incident: { id: crypto.randomUUID(), title, description: "Something broke." },
    event: "opened",
    origin: ORIGIN,
  });
  return title;
}

async function emailsTo(address: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, address));
}

function linkIn(text: string, kind: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`https?://[^/\\s]+(/system-status/${kind}/[A-Za-z0-9_-]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

function subscribe(email: string, ip = newAddress()) {
  return post("/system-status.data", { email }, { ip });
}

async function confirmedSubscriber(email: string) {
  await subscribe(email);
  const [confirmation] = await emailsTo(email);
  const confirmed = await post(linkIn(confirmation!.textBody, "confirm"), {});
  expect(confirmed.status).toBe(200);
}

describe("subscribing needs a confirmation", () => {
  it("emails a confirmation link and sends status emails only once it is followed", async () => {
    const email = `fan-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answer = await subscribe(email);
    expect(answer.status).toBe(200);
    expectRoundTrips("subscribe", answer, 3);
    expect(await answer.text()).toContain(CHECK_EMAIL);

    const [confirmation] = await emailsTo(email);
    expect(confirmation).toMatchObject({ kind: "status-subscription-confirm", channel: "email" });
    const confirmPath = linkIn(confirmation!.textBody, "confirm");
    // Not subscribed yet: an incident now does not reach the address.
    await announceIncident();
    expect((await emailsTo(email)).map((row) => row.kind)).toEqual(["status-subscription-confirm"]);

    // Opening the link (a mail scanner may) shows a button and changes nothing.
    const page = await get(confirmPath);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm subscription");
    expect(await db.select().from(statusSubscribers).where(eq(statusSubscribers.email, email))).toEqual([]);

    const confirmed = await post(confirmPath, {});
    expect(confirmed.status).toBe(200);
    expectRoundTrips("confirm", confirmed, 3);
    expect(await confirmed.text()).toContain("Subscribed. We will email you when the status changes.");
    const [subscriber] = await db.select().from(statusSubscribers).where(eq(statusSubscribers.email, email));
    expect(subscriber!.confirmedAt).not.toBeNull();
    const title = await announceIncident();
    const notices = (await emailsTo(email)).filter((row) => row.kind === "incident-opened");
    expect(notices.map((row) => row.subject)).toEqual([`Whistle incident: ${title}`]);
  });

  it("stores the link's token only as a hash, and refuses a link that has expired", async () => {
    const email = `hash-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await subscribe(email);
    const [confirmation] = await emailsTo(email);
    const token = linkIn(confirmation!.textBody, "confirm").split("/").at(-1)!;
    const rows = await db.select().from(statusSubscriptionTokens).where(eq(statusSubscriptionTokens.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(
      await db
        .select()
        .from(statusSubscriptionTokens)
        .where(like(statusSubscriptionTokens.tokenHash, `%${token}%`)),
    ).toEqual([]);

    await db
      .update(statusSubscriptionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(statusSubscriptionTokens.email, email));
    const late = await post(`/system-status/confirm/${token}`, {});
    expect(late.status).toBe(404);
    expect(await late.text()).toContain("This link has expired or was already used");
    expect(await db.select().from(statusSubscribers).where(eq(statusSubscribers.email, email))).toEqual([]);
  });

  it("refuses an invalid address with a field error, and cross-site posts", async () => {
    const invalid = await subscribe("nope");
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Please enter a valid email address.");
    const foreignOrigin = await post(
      "/system-status",
      { email: "x-cross@example.com" },
      {
        headers: { Origin: "https://evil.example" },
      },
    );
    expect(foreignOrigin.status).toBe(403);
    const crossSite = await worker.fetch(
      new Request(`${ORIGIN}/system-status`, {
        method: "POST",
        body: new URLSearchParams({ email: "x-cross@example.com" }),
        headers: { "Sec-Fetch-Site": "cross-site" },
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(await emailsTo("x-cross@example.com")).toEqual([]);
  });
});

describe("confirmation emails are limited without telling whether an address is known", () => {
  it("sends at most three confirmations to one address a day, answering the same every time", async () => {
    const email = `busy-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await subscribe(email);
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain(CHECK_EMAIL);
    expect(await emailsTo(email)).toHaveLength(3);
  });

  it("answers a confirmed subscriber as it answers anyone, and sends them nothing new", async () => {
    const email = `known-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await confirmedSubscriber(email);
    const stranger = await (await subscribe(`new-${crypto.randomUUID().slice(0, 8)}@example.com`)).text();
    const known = await subscribe(email);
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(stranger);
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it("limits one client address to ten subscriptions an hour (429)", async () => {
    const ip = newAddress();
    for (let index = 0; index < 10; index++) {
      expect((await subscribe(`ip-${index}-${crypto.randomUUID().slice(0, 6)}@example.com`, ip)).status).toBe(200);
    }
    const email = `ip-11-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const refused = await subscribe(email, ip);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many subscription requests");
    expect(await emailsTo(email)).toEqual([]);
  });
});

describe("every status email carries an unsubscribe link", () => {
  it("shows a button on GET, unsubscribes on POST without signing in, and no status email follows", async () => {
    const email = `leaver-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await confirmedSubscriber(email);
    await announceIncident();
    const notice = (await emailsTo(email)).find((row) => row.kind === "incident-opened")!;
    const unsubscribePath = linkIn(notice.textBody, "unsubscribe");
    expect(notice.htmlBody).toContain(`${ORIGIN}${unsubscribePath}`);
    // The sender turns this into the List-Unsubscribe headers (RFC 8058; unsubscribe.test.ts checks that step).
    expect(notice.unsubscribeUrl).toBe(`${ORIGIN}${unsubscribePath}`);

    const page = await get(unsubscribePath);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Unsubscribe");
    expect(await db.select().from(statusSubscribers).where(eq(statusSubscribers.email, email))).toHaveLength(1);

    const done = await post(unsubscribePath, {});
    expect(done.status).toBe(200);
    expectRoundTrips("unsubscribe", done, 3);
    expect(await done.text()).toContain("Unsubscribed.");
    expect(await db.select().from(statusSubscribers).where(eq(statusSubscribers.email, email))).toEqual([]);
    await announceIncident();
    expect((await emailsTo(email)).filter((row) => row.kind === "incident-opened")).toHaveLength(1);
  });

  it("accepts an RFC 8058 one-click POST from the mail provider (no Origin, no cookie)", async () => {
    const email = `oneclick-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await confirmedSubscriber(email);
    await announceIncident();
    const notice = (await emailsTo(email)).find((row) => row.kind === "incident-opened")!;
    const response = await worker.fetch(
      new Request(`${ORIGIN}${linkIn(notice.textBody, "unsubscribe")}`, {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(response.status).toBe(200);
    expect(await db.select().from(statusSubscribers).where(eq(statusSubscribers.email, email))).toEqual([]);
    // Every link of the address stopped working.
    expect(
      await db
        .select()
        .from(statusSubscriptionTokens)
        .where(and(eq(statusSubscriptionTokens.email, email), gt(statusSubscriptionTokens.expiresAt, new Date()))),
    ).toEqual([]);
  });

  it("answers 404 to a link that is not one of ours", async () => {
    expect((await get("/system-status/unsubscribe/not-a-token")).status).toBe(404);
    expect((await post("/system-status/unsubscribe/not-a-token", {})).status).toBe(404);
  });
});
