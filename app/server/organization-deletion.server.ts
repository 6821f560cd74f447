/**
 * An organization's deletion (issue 18, decision 0058). An assignor schedules it (typing the organization's
 * name, and their password when they have one); for 30 days every assignor sees a banner with the date and
 * a Cancel button, and every member was emailed. Then the `delete-due-organizations` cron job removes the
 * league's rows, set-based, in chunks of DELETE_CHUNK_ROWS rows a statement and at most
 * DELETE_STATEMENTS_PER_RUN statements a run: a big league finishes over several runs, each resuming
 * where the last one stopped (what is left is simply what is still there).
 *
 * Kept: members' user accounts (they may belong to other leagues), and the payments with the payer's
 * details, which tax law has us keep for four years (1099-NEC records). They stay attached to the
 * organization's row, emptied to a tombstone ("Deleted organization", no members, no settings), and the
 * same job deletes them, and at last the tombstone, once PAYMENT_RETENTION_YEARS have passed.
 */
import { and, eq, getTableColumns, is, isNotNull, isNull, lte, sql, SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { organizations, outbox, passwords, type Organization } from "~/db/schema";
import { deletionConfirmationSchema, formatLongDate } from "~/domain/organization-deletion";
import { parseSubmission } from "~/domain/forms";
import { tr } from "~/i18n/text";
import { toZonedParts } from "~/domain/dates";
import {
  longDay,
  MESSAGE_KINDS,
  organizationDeletionCancelled,
  organizationDeletionScheduled,
  type RenderedMessage,
} from "~/domain/messages";
import type { Language } from "~/i18n/messages";
import { activityIfChanged } from "./activity.server";
import { checkCurrentPassword, countPasswordCheck, releasePasswordCheck } from "./current-password-check.server";
import type { Database } from "./db.server";
import type { Job } from "./job-types.server";
import { inEveryLanguage, pickLanguage } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";

export const DELETION_GRACE_DAYS = 30;
export const PAYMENT_RETENTION_YEARS = 4;
/** Rows one DELETE removes (with its cascades it stays well inside D1's statement time). */
export const DELETE_CHUNK_ROWS = 2_000;
/** Statements one cron run spends on deletions; the rest waits for the next run. */
export const DELETE_STATEMENTS_PER_RUN = 200;

/**
 * One email to every member of the organization, written by a single INSERT … SELECT, only when the
 * organization's row shows the change this batch made (`updated_at` is this batch's moment). Each member
 * gets the version in their language (`user_settings.language`, else English; issue 19).
 */
function emailEveryMember(
  db: Database,
  organizationId: string,
  { kind, key, messages, at }: { kind: string; key: string; messages: Record<Language, RenderedMessage>; at: Date },
) {
  const inTheirLanguage = (field: keyof RenderedMessage): SQL =>
    pickLanguage(sql`coalesce(s.language, 'en')`, messages, field);
  // Every insertable column of the outbox in table order: the given value, else its default, else NULL.
  const given: Partial<Record<keyof typeof outbox.$inferInsert, SQL>> = {
    id: sql`lower(hex(randomblob(16)))`,
    idempotencyKey: sql`${key} || ':' || u.id`,
    channel: sql`'email'`,
    recipient: sql`u.email`,
    kind: sql`${kind}`,
    subject: inTheirLanguage("subject"),
    textBody: inTheirLanguage("text"),
    htmlBody: inTheirLanguage("html"),
    organizationId: sql`${organizationId}`,
    userId: sql`u.id`,
    createdAt: sql`${at.getTime()}`,
  };
  const columns = Object.entries(getTableColumns(outbox)).map(([name, column]): SQL => {
    const value = given[name as keyof typeof given];
    if (value) return value;
    if (is(column.default, SQL)) return column.default;
    return column.default === undefined || column.default === null ? sql`NULL` : sql`${column.default}`;
  });
  return db
    .insert(outbox)
    .select(
      sql`SELECT ${sql.join(columns, sql`, `)} FROM memberships m JOIN users u ON u.id = m.user_id
        LEFT JOIN user_settings s ON s.user_id = u.id
        WHERE m.organization_id = ${organizationId}
          AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = ${organizationId} AND o.updated_at = ${at.getTime()})`,
    )
    .onConflictDoNothing();
}

export interface DeletionActor {
  id: string;
  firstName: string;
  lastName: string;
}

export type DeletionConfirmation =
  | { ok: true; statements: readonly BatchItem<"sqlite">[] }
  | { ok: false; status: 400 | 429; errors: Record<string, string[] | undefined>; message?: string };

/**
 * Checks the deletion form: the organization's name typed exactly and, when the person has a password, that
 * password through the step-up check (issue 32: the sign-in's limits, counted before it is looked at). One
 * read batch. On success, `statements` give the attempt back: send them with the change.
 */
export async function confirmOrganizationDeletion(
  db: Database,
  {
    organization,
    actor,
    form,
    ip,
  }: { organization: Organization; actor: { id: string; email: string }; form: FormData; ip: string },
): Promise<DeletionConfirmation> {
  const check = countPasswordCheck(db, { email: actor.email, ip });
  const [hashes, ...counted] = await db.batch([
    db.select({ hash: passwords.hash }).from(passwords).where(eq(passwords.userId, actor.id)),
    ...check.statements,
  ]);
  // Null when they sign in with Google or Facebook only: the name alone confirms.
  const hash = hashes[0]?.hash ?? null;
  const parsed = parseSubmission(deletionConfirmationSchema(organization.name, hash !== null), form);
  if (!parsed.ok || hash === null) {
    await releasePasswordCheck(db, check);
    return parsed.ok
      ? { ok: true, statements: [] }
      : { ok: false, status: 400, errors: parsed.fieldErrors as Record<string, string[] | undefined> };
  }
  const result = await checkCurrentPassword(db, check, counted, { password: parsed.value.password ?? "", hash });
  if (result.kind === "locked") {
    return { ok: false, status: 429, errors: { password: [result.message] }, message: result.message };
  }
  if (result.kind === "wrong")
    return { ok: false, status: 400, errors: { password: [tr("org.deletion.wrongPassword")] } };
  return { ok: true, statements: result.statements };
}

/** Starts the grace period; false when a deletion is already scheduled. One batch. */
export async function scheduleOrganizationDeletion(
  db: Database,
  {
    organization,
    actor,
    alongside = [],
    now = new Date(),
  }: {
    organization: Organization;
    actor: DeletionActor;
    /** Statements that travel in the same batch (the step-up check's give-back). */
    alongside?: readonly BatchItem<"sqlite">[];
    now?: Date;
  },
): Promise<{ scheduled: boolean; dueAt: Date }> {
  const dueAt = new Date(now.getTime() + DELETION_GRACE_DAYS * 86_400_000);
  const dueOn = formatLongDate(dueAt, organization.timeZone);
  const requestedBy = `${actor.firstName} ${actor.lastName}`.trim();
  const origin = await publicOrigin();
  const dueDay = toZonedParts(dueAt, organization.timeZone).date;
  const messages = inEveryLanguage((language) =>
    organizationDeletionScheduled({
      organizationName: organization.name,
      dueOn: language === "en" ? dueOn : longDay(dueDay, language),
      requestedBy,
      origin,
      language,
    }),
  );
  const [updated] = await db.batch([
    db
      .update(organizations)
      .set({ deletionRequestedAt: now, deletionRequestedById: actor.id, deletionDueAt: dueAt, updatedAt: now })
      .where(
        and(
          eq(organizations.id, organization.id),
          isNull(organizations.deletionDueAt),
          isNull(organizations.deletedAt),
        ),
      )
      .returning({ id: organizations.id }),
    activityIfChanged(db, {
      organizationId: organization.id,
      actorId: actor.id,
      action: "organization.deletion_scheduled",
      subjectType: "organization",
      subjectId: organization.id,
      summary: `${requestedBy} scheduled the deletion of ${organization.name} for ${dueOn}`,
    }),
    emailEveryMember(db, organization.id, {
      kind: MESSAGE_KINDS.organizationDeletionScheduled,
      key: `org-deletion-scheduled:${organization.id}:${now.getTime()}`,
      messages,
      at: now,
    }),
    ...alongside,
  ]);
  const scheduled = updated.length > 0;
  return { scheduled, dueAt: scheduled ? dueAt : (organization.deletionDueAt ?? dueAt) };
}

/** Ends the grace period: the organization stays. False when nothing was scheduled. One batch. */
export async function cancelOrganizationDeletion(
  db: Database,
  { organization, actor, now = new Date() }: { organization: Organization; actor: DeletionActor; now?: Date },
): Promise<boolean> {
  const cancelledBy = `${actor.firstName} ${actor.lastName}`.trim();
  const origin = await publicOrigin();
  const messages = inEveryLanguage((language) =>
    organizationDeletionCancelled({ organizationName: organization.name, cancelledBy, origin, language }),
  );
  const due = organization.deletionDueAt?.getTime() ?? 0;
  const [updated] = await db.batch([
    db
      .update(organizations)
      .set({ deletionRequestedAt: null, deletionRequestedById: null, deletionDueAt: null, updatedAt: now })
      .where(
        and(
          eq(organizations.id, organization.id),
          isNotNull(organizations.deletionDueAt),
          isNull(organizations.deletedAt),
        ),
      )
      .returning({ id: organizations.id }),
    activityIfChanged(db, {
      organizationId: organization.id,
      actorId: actor.id,
      action: "organization.deletion_cancelled",
      subjectType: "organization",
      subjectId: organization.id,
      summary: `${cancelledBy} cancelled the deletion of ${organization.name}`,
      details: { name: cancelledBy, organization: organization.name },
    }),
    emailEveryMember(db, organization.id, {
      kind: MESSAGE_KINDS.organizationDeletionCancelled,
      key: `org-deletion-cancelled:${organization.id}:${due}`,
      messages,
      at: now,
    }),
  ]);
  return updated.length > 0;
}

/**
 * The league's tables, children before parents, each with the condition naming the organization's rows.
 * Deleting a parent first would work too (foreign keys cascade) but would hide the children's work inside one
 * statement; chunking each table keeps every statement small. Payments are not here: they are kept.
 */
const LEAGUE_TABLES: { table: string; where: string }[] = [
  { table: "webhook_deliveries", where: "organization_id = ?1" },
  { table: "webhook_endpoints", where: "organization_id = ?1" },
  { table: "api_idempotency_keys", where: "api_key_id IN (SELECT id FROM api_keys WHERE organization_id = ?1)" },
  { table: "api_access_tokens", where: "api_key_id IN (SELECT id FROM api_keys WHERE organization_id = ?1)" },
  { table: "api_keys", where: "organization_id = ?1" },
  {
    table: "scheduling_draft_items",
    where: "draft_id IN (SELECT id FROM scheduling_drafts WHERE organization_id = ?1)",
  },
  { table: "scheduling_drafts", where: "organization_id = ?1" },
  { table: "game_requests", where: "organization_id = ?1" },
  { table: "assignments", where: "organization_id = ?1" },
  { table: "games", where: "organization_id = ?1" },
  { table: "venues", where: "organization_id = ?1" },
  { table: "invites", where: "organization_id = ?1" },
  { table: "game_imports", where: "organization_id = ?1" },
  { table: "notifications", where: "organization_id = ?1" },
  { table: "outbox", where: "organization_id = ?1" },
  { table: "activity_log", where: "organization_id = ?1" },
  { table: "memberships", where: "organization_id = ?1" },
];

export interface DeletionReport {
  organizations: number;
  finished: number;
  rows: number;
  statements: number;
  purgedPayments: number;
}

/**
 * Deletes the league rows of organizations whose grace period is over, within `budget` statements; an
 * organization whose tables are empty becomes a tombstone. Then payments past their retention go, and
 * tombstones with none left.
 */
export async function deleteDueOrganizations(
  db: Database,
  {
    now,
    uploads,
    budget = DELETE_STATEMENTS_PER_RUN,
    chunk = DELETE_CHUNK_ROWS,
  }: { now: Date; uploads?: R2Bucket; budget?: number; chunk?: number },
): Promise<DeletionReport> {
  const report: DeletionReport = { organizations: 0, finished: 0, rows: 0, statements: 0, purgedPayments: 0 };
  const due = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(lte(organizations.deletionDueAt, now), isNull(organizations.deletedAt)))
    .orderBy(organizations.deletionDueAt)
    .limit(10);
  report.statements += 1;
  for (const { id } of due) {
    report.organizations += 1;
    // Which tables still hold the league's rows, in one statement: a run resumes where the last one stopped.
    // (One row of EXISTS columns: D1 refuses a long UNION.)
    const [remaining] = await db.$client
      .prepare(
        `SELECT ${LEAGUE_TABLES.map(({ table, where }) => `EXISTS (SELECT 1 FROM ${table} WHERE ${where})`).join(", ")}`,
      )
      .bind(id)
      .raw<number[]>();
    report.statements += 1;
    const left = new Set(LEAGUE_TABLES.filter((_, index) => remaining?.[index] === 1).map(({ table }) => table));
    let complete = true;
    for (const { table, where } of LEAGUE_TABLES.filter(({ table }) => left.has(table))) {
      let removed = chunk;
      // D1 counts the rows a cascade or SET NULL touched too, so a full chunk reads as `>= chunk`; a short
      // one means the table has no more of the league's rows.
      while (removed >= chunk) {
        if (report.statements >= budget) {
          complete = false;
          break;
        }
        if (table === "game_imports" && uploads) {
          // The uploaded files in R2 go with their records.
          const keys = await db.$client
            .prepare(`SELECT object_key FROM game_imports WHERE ${where} LIMIT ${chunk}`)
            .bind(id)
            .raw<[string]>();
          report.statements += 1;
          if (keys.length > 0) {
            await uploads.delete(keys.flatMap(([key]) => [key, key.replace(/\.csv$/, "") + ".rejected.csv"]));
          }
        }
        const result = await db.$client
          .prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${chunk})`)
          .bind(id)
          .run();
        report.statements += 1;
        removed = result.meta.changes ?? 0;
        report.rows += removed;
      }
      if (!complete) break;
    }
    if (!complete) break;
    // The league is gone: the row stays as the payer of the kept payments, with nothing else in it.
    await db
      .update(organizations)
      .set({
        name: "Deleted organization",
        slug: `deleted-${id}`,
        inviteCode: `deleted-${id}`,
        conflictRules: null,
        schedulingSettings: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(organizations.id, id));
    report.statements += 1;
    report.finished += 1;
  }
  if (report.statements < budget) {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PAYMENT_RETENTION_YEARS);
    const [purged] = await db.$client.batch([
      db.$client
        .prepare(
          `DELETE FROM payments WHERE rowid IN (
            SELECT p.rowid FROM payments p JOIN organizations o ON o.id = p.organization_id
             WHERE o.deleted_at IS NOT NULL AND coalesce(p.paid_at, p.created_at) < ?1 LIMIT ${chunk})`,
        )
        .bind(cutoff.getTime()),
      db.$client
        .prepare(
          `DELETE FROM organizations WHERE deleted_at IS NOT NULL AND deleted_at < ?1
             AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.organization_id = organizations.id)`,
        )
        .bind(cutoff.getTime()),
    ]);
    report.statements += 2;
    report.purgedPayments = purged?.meta.changes ?? 0;
  }
  return report;
}

export const deleteDueOrganizationsJob: Job = {
  name: "delete-due-organizations",
  async run({ db, now, env }) {
    const report = await deleteDueOrganizations(db, { now, uploads: env.UPLOADS });
    return `${report.rows} rows of ${report.organizations} organizations past their grace period deleted (${report.finished} finished) and ${report.purgedPayments} payments past retention`;
  },
};
