/**
 * Credential expiry reminders (issue 21, decision 0075): a credential expiring within 30 days, then within 7,
 * earns its holder an email and an in-app notice in their language, and each assignor of every organization
 * the holder referees for an in-app notice in theirs. `certifications.reminded_days_before` records the step
 * reached, in the same batch as the messages, so nothing is sent twice; the email's outbox key (credential,
 * step, expiry date) keeps overlapping runs from writing twice too, and the notices are written only beside
 * an email this run wrote. Editing the expiry clears the step (`updateCertification`), so a renewal is
 * reminded of afresh.
 *
 * The cron runs every five minutes; a credential's step is due all day, so the first run of the day (UTC) sends
 * it and later runs find nothing. Each run takes at most `CREDENTIAL_REMINDERS_PER_RUN` credentials, soonest
 * expiry first; a larger backlog is worked off by the next runs.
 */
import { and, asc, between, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { certifications, memberships, userSettings, users } from "~/db/schema";
import { newId } from "~/db/ids";
import { CREDENTIAL_REMINDER_DAYS } from "~/domain/constants";
import { dueReminderStep, EXPIRING_WITHIN_DAYS, type ReminderStep } from "~/domain/credentials";
import { addDays } from "~/domain/dates";
import {
  credentialExpiring,
  credentialExpiringForAssignor,
  MESSAGE_KINDS,
  type CredentialExpiryFacts,
} from "~/domain/messages";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/messages";
import { readConfig } from "./config.server";
import type { Database } from "./db.server";
import { latestOfItsKindSql } from "./expiring-credentials.server";
import { markChanged } from "./job-changes.server";
import type { Job } from "./job-types.server";
import { ADDRESSEE_COLUMNS, queuedKeys, toAddressee } from "./outbox.server";

/**
 * Credentials handled per cron run: three statements each, so a run's batch stays a small share of D1's 1,000
 * statements per invocation, which every job of the cron run shares (288 runs a day work off any backlog).
 */
export const CREDENTIAL_REMINDERS_PER_RUN = 50;
/** Holders per assignor lookup: D1 binds at most 100 parameters per statement. */
const HOLDERS_PER_QUERY = 90;

/**
 * The step due for a credential expiring on `expires_on`, in SQL (the smallest step whose window it is in),
 * to pick only due rows; `dueReminderStep` (app/domain/credentials.ts) decides each row again.
 */
function stepDueSql(today: string) {
  const steps = [...CREDENTIAL_REMINDER_DAYS].sort((a, b) => a - b);
  const cases = steps.map((step) => sql`WHEN ${certifications.expiresOn} <= ${addDays(today, step)} THEN ${step}`);
  return sql`(CASE ${sql.join(cases, sql` `)} END)`;
}

/**
 * The credentials whose reminder may be due on `today`, soonest expiry first: the SQL mirror of
 * `dueReminderStep`, which decides each row again (their agreement is tested in credentials.test.ts).
 */
export function dueCredentialsQuery(db: Database, today: string, limit: number) {
  return db
    .select({
      id: certifications.id,
      name: certifications.name,
      kind: certifications.kind,
      expiresOn: certifications.expiresOn,
      remindedDaysBefore: certifications.remindedDaysBefore,
      holder: ADDRESSEE_COLUMNS,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        between(certifications.expiresOn, today, addDays(today, EXPIRING_WITHIN_DAYS)),
        or(isNull(certifications.remindedDaysBefore), sql`${certifications.remindedDaysBefore} > ${stepDueSql(today)}`),
        latestOfItsKindSql(),
      ),
    )
    .orderBy(asc(certifications.expiresOn), asc(certifications.id))
    .limit(limit);
}

export interface CredentialReminderRun {
  /** Credentials whose reminder this run sent. */
  reminded: number;
  /** In-app notices written to assignors. */
  assignorNotices: number;
  /** Organizations whose assignors were told (their open pages are refreshed). */
  changed: Set<string>;
}

/** Sends the expiry reminders due on `now`'s UTC date, at most `limit` credentials' worth. */
export async function queueCredentialReminders(
  db: Database,
  { now, origin, limit = CREDENTIAL_REMINDERS_PER_RUN }: { now: Date; origin: string; limit?: number },
): Promise<CredentialReminderRun> {
  const today = now.toISOString().slice(0, 10);
  const rows = await dueCredentialsQuery(db, today, limit);

  const due = rows.flatMap((row) => {
    const step = dueReminderStep(row.expiresOn, today, row.remindedDaysBefore);
    if (step === null || row.expiresOn === null) return [];
    return [{ row, step, expiresOn: row.expiresOn, key: reminderKey(row.id, step, row.expiresOn) }];
  });
  if (due.length === 0) return { reminded: 0, assignorNotices: 0, changed: new Set() };

  // An overlapping run may have written some already: those are only marked.
  const already = await queuedKeys(
    db,
    due.map((reminder) => reminder.key),
  );
  const assignors = await assignorsOfHolders(db, [
    ...new Set(due.filter((reminder) => !already.has(reminder.key)).map((reminder) => reminder.row.holder.id)),
  ]);

  const statements: D1PreparedStatement[] = [];
  const changed = new Set<string>();
  let reminded = 0;
  let assignorNotices = 0;
  for (const { row, step, expiresOn, key } of due) {
    statements.push(markReminded(db, row.id, step, expiresOn));
    if (already.has(key)) continue;
    const holder = toAddressee(row.holder);
    const facts: CredentialExpiryFacts = { kind: row.kind, name: row.name, expiresOn, daysBefore: step };
    const message = credentialExpiring({
      firstName: holder.firstName,
      credential: facts,
      origin,
      language: holder.language,
    });
    const emailId = newId();
    statements.push(
      db.$client
        .prepare(
          `INSERT INTO outbox (id, idempotency_key, channel, recipient, kind, subject, text_body, html_body, user_id)
           VALUES (?1, ?2, 'email', ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (idempotency_key) DO NOTHING`,
        )
        .bind(
          emailId,
          key,
          holder.email,
          MESSAGE_KINDS.credentialExpiring,
          message.subject,
          message.text,
          message.html,
          holder.id,
        ),
    );
    // The notices only beside the email this statement list wrote: exactly once, like the email.
    const notices = [
      {
        userId: holder.id,
        organizationId: null as string | null,
        title: message.subject,
        message: message.text.split("\n\n")[1] ?? message.subject,
        link: "/referee/settings",
      },
      ...(assignors.get(holder.id) ?? []).map((assignor) => {
        const words = credentialExpiringForAssignor({
          referee: `${holder.firstName} ${holder.lastName}`,
          credential: facts,
          language: assignor.language,
        });
        changed.add(assignor.organizationId);
        assignorNotices += 1;
        return { userId: assignor.id, organizationId: assignor.organizationId, ...words, link: "/assignor/referees" };
      }),
    ];
    statements.push(
      db.$client
        .prepare(
          `INSERT INTO notifications (id, user_id, organization_id, type, priority, title, message, link)
           SELECT n.value ->> '$.id', n.value ->> '$.userId', n.value ->> '$.organizationId', 'system', ?2,
                  n.value ->> '$.title', n.value ->> '$.message', n.value ->> '$.link'
             FROM json_each(?1) n
            WHERE EXISTS (SELECT 1 FROM outbox o WHERE o.id = ?3)`,
        )
        .bind(
          JSON.stringify(notices.map((notice) => ({ id: newId(), ...notice }))),
          step === Math.min(...CREDENTIAL_REMINDER_DAYS) ? "high" : "medium",
          emailId,
        ),
    );
    reminded += 1;
  }
  // A few statements per credential, CREDENTIAL_REMINDERS_PER_RUN at most: one batch, one transaction.
  await db.$client.batch(statements);
  return { reminded, assignorNotices, changed };
}

/** The email's idempotency key: a new expiry date (a renewal) is a new reminder. */
function reminderKey(certificationId: string, step: ReminderStep, expiresOn: string): string {
  return `credential-expiring-${step}:${certificationId}:${expiresOn}`;
}

/** Records the step reached, unless the credential changed meanwhile (its expiry edited, a later step sent). */
function markReminded(db: Database, certificationId: string, step: ReminderStep, expiresOn: string) {
  return db.$client
    .prepare(
      `UPDATE certifications SET reminded_days_before = ?2
        WHERE id = ?1 AND expires_on = ?3 AND (reminded_days_before IS NULL OR reminded_days_before > ?2)`,
    )
    .bind(certificationId, step, expiresOn);
}

interface AssignorAddressee {
  id: string;
  organizationId: string;
  language: Language;
}

const refereeMembership = alias(memberships, "referee_membership");

/** Each holder's assignors: the assignors of every organization the holder is a referee of. */
async function assignorsOfHolders(db: Database, holderIds: string[]): Promise<Map<string, AssignorAddressee[]>> {
  const found = new Map<string, AssignorAddressee[]>();
  for (let start = 0; start < holderIds.length; start += HOLDERS_PER_QUERY) {
    const rows = await db
      .select({
        holderId: refereeMembership.userId,
        organizationId: memberships.organizationId,
        assignorId: memberships.userId,
        language: userSettings.language,
      })
      .from(refereeMembership)
      .innerJoin(
        memberships,
        and(eq(memberships.organizationId, refereeMembership.organizationId), eq(memberships.role, "assignor")),
      )
      .leftJoin(userSettings, eq(userSettings.userId, memberships.userId))
      .where(
        and(
          eq(refereeMembership.role, "referee"),
          inArray(refereeMembership.userId, holderIds.slice(start, start + HOLDERS_PER_QUERY)),
        ),
      );
    for (const row of rows) {
      const list = found.get(row.holderId) ?? [];
      list.push({
        id: row.assignorId,
        organizationId: row.organizationId,
        language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      });
      found.set(row.holderId, list);
    }
  }
  return found;
}

export const credentialRemindersJob: Job = {
  name: "credential-reminders",
  async run(context) {
    const run = await queueCredentialReminders(context.db, {
      now: context.now,
      origin: readConfig(context.env).publicOrigin,
    });
    markChanged(context, run.changed);
    return `${run.reminded} credential expiry reminders sent, ${run.assignorNotices} assignor notices`;
  },
};
