/**
 * Confirming a phone number (issue 32, decision 0091). Saving a new number keeps it unconfirmed and texts it
 * a code (`phoneSaveStatements`, in the settings save's batch); the person types the code back
 * (`confirmPhone`) or asks for another (`resendPhoneCode`). Only a confirmed number is texted
 * (`toAddressee`) or answers offers by SMS (`answerInboundText`).
 */
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { outbox, phoneConfirmationCodes, phoneDigits, userSettings, users } from "~/db/schema";
import { newId } from "~/db/ids";
import { smsNumber } from "~/domain/delivery";
import { MESSAGE_KINDS } from "~/domain/messages";
import { refused, type Outcome } from "~/domain/outcome";
import { phoneDigitForms } from "~/domain/sms-replies";
import {
  newPhoneCode,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_AFTER_MS,
  PHONE_CODE_TTL_MS,
  PHONE_CODES_PER_HOUR,
} from "~/domain/phone-confirmation";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/messages";
import { tr, trIn } from "~/i18n/text";
import { insertIfChanged, insertWhen } from "./conditional-write.server";
import type { Database } from "./db.server";
import { hitRateLimit } from "./rate-limit.server";
import { sha256Hex } from "./session.server";

/** The code's hash, bound to its person and number, so a hash says nothing of another's code. */
function codeHash(userId: string, phone: string, code: string) {
  return sha256Hex(`phone-code:${userId}:${phone}:${code}`);
}

/** The code's text message, in the person's language. */
function codeText(code: string, language: Language) {
  return trIn(language, "messages.phoneConfirmation.sms", { code, minutes: PHONE_CODE_TTL_MS / 60_000 });
}

async function codeRows(db: Database, userId: string, e164: string, language: Language, now: Date) {
  const code = newPhoneCode();
  return {
    code: {
      userId,
      phone: e164,
      codeHash: await codeHash(userId, e164, code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
      sentAt: now,
    },
    text: {
      id: newId(),
      idempotencyKey: `${MESSAGE_KINDS.phoneConfirmation}:${userId}:${now.getTime()}`,
      kind: MESSAGE_KINDS.phoneConfirmation,
      channel: "sms",
      recipient: e164,
      textBody: codeText(code, language),
      userId,
      createdAt: now,
    } satisfies typeof outbox.$inferInsert,
  };
}

/**
 * The statements that save `phone` as the person's number, for the settings save's batch. The same number
 * (by its digits) keeps its confirmation; another loses it, and when it can take texts it is sent a code,
 * unless a live code for it is already out (saving the form again sends no second text).
 */
export async function phoneSaveStatements(
  db: Database,
  { userId, phone, language, now }: { userId: string; phone: string | null; language: Language; now: Date },
) {
  const e164 = smsNumber(phone);
  // The same number however it is typed: every digit string a stored phone may reduce to for this E.164.
  const forms = e164 ? phoneDigitForms(e164) : phone ? [phone.replace(/[\s\-().+]/g, "")] : [];
  const sameNumber = forms.length > 0 ? inArray(phoneDigits(users.phone), forms) : sql`0`;
  const saved = db
    .update(users)
    .set({
      phone,
      phoneConfirmedAt: sql`CASE WHEN ${users.phone} IS NOT NULL AND ${sameNumber} THEN ${users.phoneConfirmedAt} ELSE NULL END`,
    })
    .where(eq(users.id, userId));
  const staleCodes = db
    .delete(phoneConfirmationCodes)
    .where(
      and(
        eq(phoneConfirmationCodes.userId, userId),
        e164 === null
          ? undefined
          : or(ne(phoneConfirmationCodes.phone, e164), lte(phoneConfirmationCodes.expiresAt, now)),
      ),
    );
  if (e164 === null) return [saved, staleCodes] as const;
  const rows = await codeRows(db, userId, e164, language, now);
  const unconfirmed = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.phoneConfirmedAt} IS NULL) AND NOT EXISTS (SELECT 1 FROM ${phoneConfirmationCodes} WHERE ${phoneConfirmationCodes.userId} = ${userId})`;
  return [
    saved,
    staleCodes,
    insertWhen(db, phoneConfirmationCodes, rows.code, unconfirmed),
    // Only when the code row was written just now.
    insertIfChanged(db, outbox, rows.text),
  ] as const;
}

/** What the settings page shows of the number, as columns of its select on `users`. */
export function phoneStatusColumns() {
  return {
    phoneConfirmedAt: users.phoneConfirmedAt,
    phoneCodeSentAt: sql<
      number | null
    >`(SELECT ${phoneConfirmationCodes.sentAt} FROM ${phoneConfirmationCodes} WHERE ${phoneConfirmationCodes.userId} = ${users.id})`.as(
      "phone_code_sent_at",
    ),
  };
}

export type PhoneStatus = { unconfirmed: boolean; textable: boolean; codeSent: boolean } | null;

/** The status from the settings profile rows: null with no number. */
export function phoneStatusFrom(
  [row]: readonly { phone: string | null; phoneConfirmedAt: Date | null; phoneCodeSentAt: number | null }[],
  now = new Date(),
): PhoneStatus {
  if (!row?.phone) return null;
  return {
    unconfirmed: row.phoneConfirmedAt === null,
    textable: smsNumber(row.phone) !== null,
    codeSent: row.phoneCodeSentAt !== null && Number(row.phoneCodeSentAt) + PHONE_CODE_TTL_MS > now.getTime(),
  };
}

/** The person types the code back: right, the number is confirmed; wrong, one try fewer. */
export async function confirmPhone(
  db: Database,
  userId: string,
  code: string,
  now = new Date(),
): Promise<Outcome<{ confirmed: true }>> {
  // The try is counted before the code is compared, in one statement: guesses sent at once cannot share a try.
  const [row] = await db
    .update(phoneConfirmationCodes)
    .set({ attempts: sql`${phoneConfirmationCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneConfirmationCodes.userId, userId),
        gt(phoneConfirmationCodes.expiresAt, now),
        sql`${phoneConfirmationCodes.attempts} < ${PHONE_CODE_MAX_ATTEMPTS}`,
      ),
    )
    .returning();
  if (!row) return refused(400, tr("settings.phoneConfirmation.codeExpired"));
  if (row.codeHash !== (await codeHash(userId, row.phone, code))) {
    const left = PHONE_CODE_MAX_ATTEMPTS - row.attempts;
    return refused(
      400,
      left > 0
        ? tr("settings.phoneConfirmation.codeWrong", { count: left })
        : tr("settings.phoneConfirmation.codeExpired"),
    );
  }
  const [confirmed] = await db.batch([
    db
      .update(users)
      .set({ phoneConfirmedAt: now })
      // Only the number the code went to: a number changed since is not proved by it.
      .where(
        and(
          eq(users.id, userId),
          isNull(users.phoneConfirmedAt),
          inArray(phoneDigits(users.phone), phoneDigitForms(row.phone)),
        ),
      )
      .returning({ id: users.id }),
    db.delete(phoneConfirmationCodes).where(eq(phoneConfirmationCodes.userId, userId)),
  ]);
  if (confirmed.length === 0) return refused(400, tr("settings.phoneConfirmation.codeExpired"));
  return { ok: true, confirmed: true };
}

/** Send a new code to the unconfirmed number: not within a minute of the last, at most five an hour. */
export async function resendPhoneCode(db: Database, userId: string, now = new Date()): Promise<Outcome<object>> {
  const [person] = await db
    .select({
      phone: users.phone,
      confirmedAt: users.phoneConfirmedAt,
      language: userSettings.language,
      sentAt: phoneConfirmationCodes.sentAt,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(phoneConfirmationCodes, eq(phoneConfirmationCodes.userId, users.id))
    .where(eq(users.id, userId));
  const e164 = smsNumber(person?.phone);
  if (!person || person.confirmedAt !== null || e164 === null) {
    return refused(409, tr("settings.phoneConfirmation.nothingToConfirm"));
  }
  if (person.sentAt && now.getTime() - person.sentAt.getTime() < PHONE_CODE_RESEND_AFTER_MS) {
    return refused(429, tr("settings.phoneConfirmation.wait"));
  }
  const limit = await hitRateLimit(db, `phone-code:${userId}`, {
    limit: PHONE_CODES_PER_HOUR,
    windowMs: 3_600_000,
    now,
  });
  if (!limit.allowed) return refused(429, tr("settings.phoneConfirmation.wait"));
  const language = isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE;
  const rows = await codeRows(db, userId, e164, language, now);
  await db.batch([
    db
      .insert(phoneConfirmationCodes)
      .values(rows.code)
      .onConflictDoUpdate({
        target: phoneConfirmationCodes.userId,
        set: {
          phone: rows.code.phone,
          codeHash: rows.code.codeHash,
          attempts: 0,
          expiresAt: rows.code.expiresAt,
          sentAt: now,
        },
      }),
    db.insert(outbox).values(rows.text),
  ]);
  return { ok: true };
}
