/**
 * Email updates from the status page (issue 18, decision 0056): double opt-in, limits on confirmation
 * emails that answer the same whether or not an address is known, and an unsubscribe link in every status
 * email. Links carry a random token; only its SHA-256 is stored (`status_subscription_tokens`), and they
 * work without signing in.
 */
import { and, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { outbox, statusSubscribers, statusSubscriptionTokens } from "~/db/schema";
import { newId } from "~/db/ids";
import { incidentNotice, MESSAGE_KINDS, statusSubscriptionConfirmation } from "~/domain/messages";
import { refused, type Outcome } from "~/domain/outcome";
import { isLanguage } from "~/i18n/messages";
import { tr } from "~/i18n/text";
import type { Database } from "./db.server";
import { field, insertJsonRows, jsonChunks } from "./json-rows.server";
import { currentLanguage } from "./locale.server";
import { queueMessage } from "./outbox.server";
import { rateLimitHit, rateLimitVerdict } from "./rate-limit.server";
import { generateSessionToken, sha256Hex } from "./session.server";

const HOUR_MS = 3_600_000;
/** How long a confirmation link works. */
const CONFIRM_LINK_HOURS = 48;
/** How long the unsubscribe link of one status email works. */
const UNSUBSCRIBE_LINK_MS = 365 * 24 * HOUR_MS;
/** Confirmation emails one address can be sent: a stranger cannot flood someone's inbox. */
const CONFIRMATIONS_PER_ADDRESS = { limit: 3, windowMs: 24 * HOUR_MS };
/** Subscription requests from one client address (`CF-Connecting-IP`). */
const SUBSCRIPTIONS_PER_CLIENT = { limit: 10, windowMs: HOUR_MS };

const LINK_GONE = "This link has expired or was already used.";

type StatusLinkPurpose = "confirm" | "unsubscribe";

function statusLinkPath(purpose: StatusLinkPurpose, token: string): string {
  return `/system-status/${purpose}/${token}`;
}

/**
 * A request to subscribe `email`: one round trip counts it against the client's and the address's limits
 * and reads whether the address is confirmed; a second writes the confirmation link and its email, unless
 * the address is confirmed already or has had its confirmations for the day. Refused only when the client
 * sent too many requests, which says nothing about the address.
 */
export async function requestStatusSubscription(
  db: Database,
  {
    email,
    clientAddress,
    origin,
    now = new Date(),
  }: { email: string; clientAddress: string; origin: string; now?: Date },
): Promise<Outcome> {
  const clientKey = `status-subscribe:client:${clientAddress}`;
  const addressKey = `status-subscribe:address:${await sha256Hex(email)}`;
  const perClient = { ...SUBSCRIPTIONS_PER_CLIENT, now };
  const perAddress = { ...CONFIRMATIONS_PER_ADDRESS, now };
  const [clientRows, addressRows, subscribers] = await db.batch([
    rateLimitHit(db, clientKey, perClient),
    rateLimitHit(db, addressKey, perAddress),
    db
      .select({ confirmedAt: statusSubscribers.confirmedAt })
      .from(statusSubscribers)
      .where(eq(statusSubscribers.email, email)),
  ]);
  const client = rateLimitVerdict(clientKey, clientRows, perClient);
  if (!client.allowed) {
    const minutes = Math.ceil(client.retryAfterSeconds / 60);
    return refused(429, tr("public.status.tooManyRequests", { minutes }));
  }
  const address = rateLimitVerdict(addressKey, addressRows, perAddress);
  if (!address.allowed || subscribers[0]?.confirmedAt) return { ok: true };

  const token = generateSessionToken();
  const tokenHash = await sha256Hex(token);
  await db.batch([
    db.insert(statusSubscriptionTokens).values({
      tokenHash,
      email,
      purpose: "confirm",
      expiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
      createdAt: now,
    }),
    ...queueMessage(db, {
      key: `status-confirm:${tokenHash}`,
      kind: MESSAGE_KINDS.statusSubscriptionConfirm,
      message: statusSubscriptionConfirmation({
        confirmUrl: `${origin}${statusLinkPath("confirm", token)}`,
        hours: CONFIRM_LINK_HOURS,
        // The subscriber asked on the status page just now: in the language it was shown in (issue 19).
        language: currentLanguage(),
      }),
      to: email,
      now,
    }),
  ]);
  return { ok: true };
}

function liveToken(tokenHash: string, purpose: StatusLinkPurpose, now: Date) {
  return and(
    eq(statusSubscriptionTokens.tokenHash, tokenHash),
    eq(statusSubscriptionTokens.purpose, purpose),
    gt(statusSubscriptionTokens.expiresAt, now),
  );
}

/**
 * What a link's page shows, read without changing anything: the button (`live`), that it no longer works
 * (`used`: followed or expired; kept until the status-checks job clears it), or not ours at all (`unknown`).
 */
export async function statusLinkState(
  db: Database,
  purpose: StatusLinkPurpose,
  token: string,
  now: Date = new Date(),
): Promise<"live" | "used" | "unknown"> {
  const [row] = await db
    .select({ expiresAt: statusSubscriptionTokens.expiresAt })
    .from(statusSubscriptionTokens)
    .where(
      and(
        eq(statusSubscriptionTokens.tokenHash, await sha256Hex(token)),
        eq(statusSubscriptionTokens.purpose, purpose),
      ),
    );
  if (!row) return "unknown";
  return row.expiresAt.getTime() > now.getTime() ? "live" : "used";
}

/** Ends links at once (they stay readable as used until `deleteExpiredStatusLinks`). */
function expireLinks(db: Database, email: string, now: Date, purpose?: StatusLinkPurpose) {
  return db
    .update(statusSubscriptionTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(statusSubscriptionTokens.email, email),
        gt(statusSubscriptionTokens.expiresAt, now),
        purpose ? eq(statusSubscriptionTokens.purpose, purpose) : undefined,
      ),
    );
}

/** Follows a confirmation link: the address becomes a subscriber; its confirmation links stop working. */
export async function confirmStatusSubscription(db: Database, token: string, now: Date = new Date()): Promise<Outcome> {
  const [row] = await db
    .select({ email: statusSubscriptionTokens.email })
    .from(statusSubscriptionTokens)
    .where(liveToken(await sha256Hex(token), "confirm", now));
  if (!row) return refused(404, LINK_GONE);
  await db.batch([
    db
      .insert(statusSubscribers)
      // The language the page is read in as the address confirms: its notices are written in it (issue 19).
      .values({ email: row.email, createdAt: now, confirmedAt: now, language: currentLanguage() })
      .onConflictDoUpdate({
        target: statusSubscribers.email,
        set: {
          confirmedAt: sql`coalesce(${statusSubscribers.confirmedAt}, ${now.getTime()})`,
          language: currentLanguage(),
        },
      }),
    expireLinks(db, row.email, now, "confirm"),
  ]);
  return { ok: true };
}

/**
 * Follows an unsubscribe link (the page's button or an RFC 8058 one-click POST): the address goes and all
 * its links stop working.
 */
export async function unsubscribeFromStatusUpdates(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<Outcome> {
  const [row] = await db
    .select({ email: statusSubscriptionTokens.email })
    .from(statusSubscriptionTokens)
    .where(liveToken(await sha256Hex(token), "unsubscribe", now));
  if (!row) return refused(404, LINK_GONE);
  await db.batch([
    db.delete(statusSubscribers).where(eq(statusSubscribers.email, row.email)),
    expireLinks(db, row.email, now),
  ]);
  return { ok: true };
}

/**
 * Queues the notice of an incident to every confirmed subscriber, each with an unsubscribe link of their
 * own, in one batch (the links and the emails travel as JSON rows; decision 0050). Answers how many.
 */
export async function queueIncidentNotices(
  db: Database,
  {
    incident,
    event,
    origin,
    now = new Date(),
  }: {
    incident: { id: string; title: string; description: string };
    event: "opened" | "resolved";
    origin: string;
    now?: Date;
  },
): Promise<number> {
  const subscribers = await db
    .select({ email: statusSubscribers.email, language: statusSubscribers.language })
    .from(statusSubscribers)
    .where(isNotNull(statusSubscribers.confirmedAt));
  if (subscribers.length === 0) return 0;
  const base = origin.replace(/\/$/, "");
  const kind = event === "opened" ? MESSAGE_KINDS.incidentOpened : MESSAGE_KINDS.incidentResolved;
  const rows = await Promise.all(
    subscribers.map(async ({ email, language }) => {
      const token = generateSessionToken();
      const unsubscribeUrl = `${base}${statusLinkPath("unsubscribe", token)}`;
      const message = incidentNotice({
        event,
        title: incident.title,
        description: incident.description,
        origin: base,
        unsubscribeUrl,
        language: isLanguage(language) ? language : null,
      });
      return {
        id: newId(),
        key: `incident-${event}:${incident.id}:${email}`,
        email,
        hash: await sha256Hex(token),
        subject: message.subject,
        text: message.text,
        html: message.html,
        unsubscribeUrl,
      };
    }),
  );
  const statements: BatchItem<"sqlite">[] = [];
  for (const chunk of jsonChunks(rows.map(({ hash, email }) => ({ hash, email })))) {
    statements.push(
      insertJsonRows(db, statusSubscriptionTokens, chunk, {
        tokenHash: field("hash"),
        email: field("email"),
        purpose: sql`'unsubscribe'`,
        expiresAt: sql`${now.getTime() + UNSUBSCRIBE_LINK_MS}`,
        createdAt: sql`${now.getTime()}`,
      }),
    );
  }
  for (const chunk of jsonChunks(rows)) {
    statements.push(
      insertJsonRows(db, outbox, chunk, {
        id: field("id"),
        idempotencyKey: field("key"),
        channel: sql`'email'`,
        recipient: field("email"),
        kind: sql`${kind}`,
        subject: field("subject"),
        textBody: field("text"),
        htmlBody: field("html"),
        // The List-Unsubscribe headers (RFC 8058) point at the same link as the body (decision 0058).
        unsubscribeUrl: field("unsubscribeUrl"),
        createdAt: sql`${now.getTime()}`,
      }).onConflictDoNothing(),
    );
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return rows.length;
}

/** Forgets links that stopped working over an hour ago (the status-checks job, every run). */
export function deleteExpiredStatusLinks(db: Database, now: Date) {
  return db
    .delete(statusSubscriptionTokens)
    .where(lt(statusSubscriptionTokens.expiresAt, new Date(now.getTime() - HOUR_MS)));
}
