/**
 * Writing messages to the outbox (issue 8, decision 0034): one rendered template becomes one email row
 * and, when the person can be texted, one SMS row, each with its own idempotency key (the SMS's is the
 * email's plus `:sms`). The statements go into the caller's batch, so a message exists exactly when the
 * event behind it was written. What may finally be sent is decided again at delivery (decision 0027).
 */
import { desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { outbox, userSettings, users } from "~/db/schema";
import { newId } from "~/db/ids";
import { smsNumber } from "~/domain/delivery";
import type { RenderedMessage } from "~/domain/messages";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "~/i18n/messages";
import { insertIfChanged } from "./conditional-write.server";
// The catalogs, for the words a message is written in (issue 19), whichever entry point (a request, the cron) runs it.
import "./i18n.server";
import type { Database } from "./db.server";
import { field, insertJsonRows, jsonChunks } from "./json-rows.server";

/** Someone a message goes to: where to email them and, if they accept texts, where to text them. */
export interface Addressee {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** E.164, only when they have a usable, confirmed phone and their push/SMS preference is on. */
  textTo: string | null;
  /** The language their messages are written in: their setting, else English (issue 19). */
  language: Language;
}

const IDS_PER_QUERY = 90;

/** The people with these ids, with their SMS number when texts are allowed (no settings row: defaults, on). */
export async function loadAddressees(
  db: Database,
  userIds: (string | null | undefined)[],
): Promise<Map<string, Addressee>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  const found = new Map<string, Addressee>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select(ADDRESSEE_COLUMNS)
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(inArray(users.id, ids.slice(start, start + IDS_PER_QUERY)));
    for (const row of rows) found.set(row.id, toAddressee(row));
  }
  return found;
}

/** The columns `toAddressee` reads: `users` with `user_settings` left-joined on the user. */
export const ADDRESSEE_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  phoneConfirmedAt: users.phoneConfirmedAt,
  texts: userSettings.pushNotifications,
  language: userSettings.language,
};

export function toAddressee(row: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Issue 32: a number is texted only once its owner typed back the code sent to it. */
  phoneConfirmedAt: Date | null;
  texts: boolean | null;
  language?: string | null;
}): Addressee {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    textTo: row.texts === false || row.phoneConfirmedAt === null ? null : smsNumber(row.phone),
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}

export interface QueuedMessage {
  /** The email's idempotency key; the SMS (if any) uses the same key plus `:sms`. */
  key: string;
  kind: string;
  message: RenderedMessage;
  /** An email address. */
  to: string;
  /** An E.164 number to also text the SMS version to; none: email only. */
  textTo?: string | null;
  organizationId?: string | null;
  userId?: string | null;
  /**
   * The unsubscribe link of a message sent to a subscription rather than to a person's account (e.g. a
   * status-page subscriber): delivery adds it to the email's footer and its `List-Unsubscribe` and
   * `List-Unsubscribe-Post` headers (decision 0058). A person's non-account emails get one without it.
   */
  unsubscribeUrl?: string | null;
  now?: Date;
}

type OutboxRow = typeof outbox.$inferInsert;

/** The rows of one message: its email, then its SMS when there is a number. */
export function outboxRows(queued: QueuedMessage): OutboxRow[] {
  const common = {
    kind: queued.kind,
    organizationId: queued.organizationId ?? null,
    userId: queued.userId ?? null,
    ...(queued.now ? { createdAt: queued.now } : {}),
  };
  const rows: OutboxRow[] = [
    {
      id: newId(),
      idempotencyKey: queued.key,
      channel: "email",
      recipient: queued.to,
      subject: queued.message.subject,
      textBody: queued.message.text,
      htmlBody: queued.message.html,
      unsubscribeUrl: queued.unsubscribeUrl ?? null,
      ...common,
    },
  ];
  if (queued.textTo)
    rows.push({
      id: newId(),
      idempotencyKey: `${queued.key}:sms`,
      channel: "sms",
      recipient: queued.textTo,
      textBody: queued.message.sms,
      ...common,
    });
  return rows;
}

/**
 * Many messages' outbox rows in a few statements (bulk work, decision 0050): the rows travel as JSON chunks,
 * each row with the fields `onlyIf` reads (`with`), and a row is written only where `onlyIf` holds over
 * `row.value` (that the change it tells of was made) and its idempotency key is new.
 */
export function outboxRowsFromJson(
  db: Database,
  {
    organizationId,
    at,
    rows,
    onlyIf,
  }: { organizationId: string; at: number; rows: { row: OutboxRow; with: Record<string, unknown> }[]; onlyIf: SQL },
) {
  const messages = rows.map(({ row, with: extra }) => ({
    ...extra,
    id: row.id,
    key: row.idempotencyKey,
    channel: row.channel,
    recipient: row.recipient,
    kind: row.kind,
    subject: row.subject ?? null,
    text: row.textBody,
    html: row.htmlBody ?? null,
    userId: row.userId ?? null,
  }));
  return jsonChunks(messages).map((chunk) =>
    insertJsonRows(
      db,
      outbox,
      chunk,
      {
        id: field("id"),
        idempotencyKey: field("key"),
        channel: field("channel"),
        recipient: field("recipient"),
        kind: field("kind"),
        subject: field("subject"),
        textBody: field("text"),
        htmlBody: field("html"),
        organizationId: sql`${organizationId}`,
        userId: field("userId"),
        createdAt: sql`${at}`,
      },
      onlyIf,
    ).onConflictDoNothing(),
  );
}

/** Plain inserts, for a batch that writes the event unconditionally. */
export function queueMessage(db: Database, queued: QueuedMessage) {
  return outboxRows(queued).map((row) => db.insert(outbox).values(row));
}

/** Inserts that run only when the statement before them changed a row (see conditional-write.server.ts). */
export function queueMessageIfChanged(db: Database, queued: QueuedMessage) {
  return outboxRows(queued).map((row) => insertIfChanged(db, outbox, row));
}

/**
 * Which of these idempotency keys are already in the outbox, in one statement (the keys travel as one
 * JSON parameter). Jobs that run every five minutes over the same due messages ask first, so a run with
 * nothing new writes nothing; their inserts still skip existing keys, for runs that overlap.
 */
export async function queuedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: outbox.idempotencyKey })
    .from(outbox)
    .where(sql`${outbox.idempotencyKey} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
  return new Set(rows.map((row) => row.key));
}

/** The newest rows of the outbox, newest first (the development outbox page, decision 0027). */
export function newestOutboxMessages(db: Database, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

/** A message rendered once per language, for statements that pick each recipient's in SQL (`pickLanguage`). */
export function inEveryLanguage(render: (language: Language) => RenderedMessage): Record<Language, RenderedMessage> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, render(language)])) as Record<
    Language,
    RenderedMessage
  >;
}

/** `CASE <language> WHEN 'es' THEN … ELSE <English> END`: one field of `messages` in the language `language` names. */
export function pickLanguage(
  language: SQL,
  messages: Record<Language, RenderedMessage>,
  field: keyof RenderedMessage,
  wrap: (value: string) => SQL = (value) => sql`${value}`,
): SQL {
  const others = LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE).map(
    (code) => sql`WHEN ${code} THEN ${wrap(messages[code][field])}`,
  );
  return sql`CASE ${language} ${sql.join(others, sql` `)} ELSE ${wrap(messages[DEFAULT_LANGUAGE][field])} END`;
}
