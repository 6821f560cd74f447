/**
 * Unsubscribe links (issue 18, decision 0058). When delivery sends a person's non-account email, it mints
 * a random token for that one message and keeps only its SHA-256 on the outbox row; the link
 * `/unsubscribe/<token>` then names the person (the row's user) and the topic (the row's kind). A token
 * cannot be forged (random, only its hash stored) and acts on its own recipient only.
 */
import { eq, sql } from "drizzle-orm";
import { organizations, outbox, userSettings } from "~/db/schema";
import { nameInEmail } from "~/domain/email-names";
import {
  isPersonToPersonKind,
  UNSUBSCRIBE_TOPICS,
  unsubscribeTopicOf,
  type UnsubscribeTopic,
} from "~/domain/unsubscribe";
import type { Database } from "./db.server";
import { generateSessionToken, sha256Hex } from "./session.server";

/** Unsubscribe tokens look like session tokens: 32 base32 characters. */
const TOKEN_SHAPE = /^[a-z2-7]{32}$/;

export interface MintedLink {
  outboxId: string;
  url: string;
  hash: string;
}

/** A fresh link for one outbox message (the caller stores `hash` on the row before sending). */
export async function mintUnsubscribeLink(outboxId: string, origin: string): Promise<MintedLink> {
  const token = generateSessionToken();
  return { outboxId, url: `${origin}/unsubscribe/${token}`, hash: await sha256Hex(token) };
}

/** One statement storing every minted link's hash on its outbox row (the hashes travel as one JSON value). */
export function storeUnsubscribeHashes(db: Database, links: MintedLink[]) {
  const rows = JSON.stringify(links.map((link) => ({ id: link.outboxId, hash: link.hash })));
  return db
    .update(outbox)
    .set({
      unsubscribeTokenHash: sql`(SELECT j.value ->> '$.hash' FROM json_each(${rows}) j WHERE j.value ->> '$.id' = ${outbox.id})`,
    })
    .where(sql`${outbox.id} IN (SELECT j.value ->> '$.id' FROM json_each(${rows}) j)`);
}

export interface UnsubscribeTarget {
  userId: string;
  topic: UnsubscribeTopic;
  label: string;
  detail: string;
}

/**
 * Issue 32 (decision 0092): the link in a person-to-person email (an invite, a coach-rating request) stops
 * all such mail from its organization to its address, account or not.
 */
export interface OrganizationUnsubscribeTarget {
  topic: "organization";
  address: string;
  organizationId: string;
  organizationName: string;
}

/** Whose link this is and what it turns off; null for a token that was never minted. */
export async function findUnsubscribeTarget(
  db: Database,
  token: string,
): Promise<UnsubscribeTarget | OrganizationUnsubscribeTarget | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      userId: outbox.userId,
      kind: outbox.kind,
      recipient: outbox.recipient,
      organizationId: outbox.organizationId,
      organizationName: organizations.name,
    })
    .from(outbox)
    .leftJoin(organizations, eq(organizations.id, outbox.organizationId))
    .where(eq(outbox.unsubscribeTokenHash, await sha256Hex(token)))
    .limit(1);
  if (row && isPersonToPersonKind(row.kind) && row.organizationId) {
    return {
      topic: "organization",
      address: row.recipient,
      organizationId: row.organizationId,
      organizationName: nameInEmail(row.organizationName ?? ""),
    };
  }
  const topic = row?.userId ? unsubscribeTopicOf(row.kind) : null;
  if (!row?.userId || !topic) return null;
  return { userId: row.userId, topic, ...UNSUBSCRIBE_TOPICS[topic] };
}

/** Turns the topic's toggle off in the person's settings (a missing settings row is created with it off). */
export async function unsubscribe(db: Database, target: UnsubscribeTarget, now = new Date()): Promise<void> {
  const setting = UNSUBSCRIBE_TOPICS[target.topic].setting;
  await db
    .insert(userSettings)
    .values({ userId: target.userId, [setting]: false, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [setting]: false, updatedAt: now } });
}
