/**
 * Paying payables (issue 11, decision 0037): marked paid (one or many) with the day, method and reference;
 * back to pending if recorded by mistake; its mileage, adjustment and expense category edited while
 * pending. Every change writes the activity log in its batch, and a referee is told (in the app, and by
 * email or text as their payment-notification setting allows) when paid. Payables are created in
 * `payables.server.ts` and read in `payment-list.server.ts`.
 */
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { activityLog, memberships, organizations, payments } from "~/db/schema";
import { newId } from "~/db/ids";
import { PAYMENT_METHOD_LABELS } from "~/domain/constants";
import { formatMoney } from "~/domain/format";
import { paymentMethodWords, paymentNotification, paymentRecorded, paymentsRecorded } from "~/domain/messages";
import { refused, type Outcome } from "~/domain/outcome";
import {
  adjustmentProblem,
  payableTotal,
  type AdjustPayableInput,
  type MarkPaidInput,
  type PaymentFilters,
} from "~/domain/payments";
import { activityIfChanged, activityStatement } from "./activity.server";
import { field, insertJsonRows, jsonChunks, notificationsFromJson } from "./json-rows.server";
import type { Database } from "./db.server";
import { loadAddressees, outboxRows, outboxRowsFromJson } from "./outbox.server";
import {
  IDS_PER_QUERY,
  payablesByIds,
  pendingPayablesOfReferee,
  selectPayables,
  toPayableRow,
  type PayableRow,
} from "./payment-list.server";
import { publicOrigin } from "./public-origin.server";
import { tr } from "~/i18n/text";

async function organizationCurrency(db: Database, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.currency ?? "USD";
}

type MarkPaidResult = Outcome<{ paid: number; alreadyPaid: number }>;
/** How it was paid: the day, method and reference of a mark-paid. */
type PaidRecord = Omit<MarkPaidInput, "paymentIds">;

/**
 * Payables per batch when marking paid: a referee's whole season can be hundreds of payables. A batch
 * holds whole chunks of one referee's payables, so each chunk is told about in one notice and one
 * message. Batches are independent: if one fails, the chunks before it stay paid and a retry pays the rest.
 */
/** The most payables one referee's message lists: more are told in several messages. */
const PAYABLES_PER_MESSAGE = 40;

interface PaidChunk {
  refereeId: string;
  rows: PayableRow[];
}

/** Each referee's pending payables in chunks of at most `size`, grouped into batches of about `size` rows. */
function chunksByReferee(rows: readonly PayableRow[], size: number): PaidChunk[][] {
  const byReferee = new Map<string, PayableRow[]>();
  for (const row of rows) {
    const own = byReferee.get(row.refereeId);
    if (own) own.push(row);
    else byReferee.set(row.refereeId, [row]);
  }
  const batches: PaidChunk[][] = [[]];
  let rowsInBatch = 0;
  for (const [refereeId, own] of byReferee) {
    for (let start = 0; start < own.length; start += size) {
      const chunk = own.slice(start, start + size);
      if (rowsInBatch > 0 && rowsInBatch + chunk.length > size) {
        batches.push([]);
        rowsInBatch = 0;
      }
      batches.at(-1)!.push({ refereeId, rows: chunk });
      rowsInBatch += chunk.length;
    }
  }
  return batches.filter((batch) => batch.length > 0);
}

/**
 * Marks pending payables paid. Each referee's payables are paid by one conditional update (still
 * pending, this organization); each row's activity entry is written only if that row was paid at this
 * moment, and the referee hears once per action (a notice, and an email or text as their settings
 * allow) about exactly what was paid, inside the same batch when every row took. A row paid by someone
 * else a moment earlier is counted as already paid; if that happened, the referee's message is written
 * right after, for the rows that did take, so nobody is told about a payment that is not theirs to hear of.
 */
export async function markPaymentsPaid(
  db: Database,
  {
    organizationId,
    actorId,
    input,
    now = new Date(),
  }: { organizationId: string; actorId: string; input: PaidRecord & { paymentIds: readonly string[] }; now?: Date },
): Promise<MarkPaidResult> {
  const ids = [...new Set(input.paymentIds)];
  const found = await payablesByIds(db, organizationId, ids);
  if (found.length !== ids.length) return refused(404, tr("payments.error.someGone"));
  if (found.some((row) => row.status === "pending" && row.heldAt !== null)) {
    return refused(409, tr("payments.error.held"));
  }
  const pending = found.filter((row) => row.status === "pending");
  if (pending.length === 0) return { ok: true, paid: 0, alreadyPaid: found.length };

  const currency = await organizationCurrency(db, organizationId);
  const addressees = await loadAddressees(db, [...new Set(pending.map((row) => row.refereeId))]);
  const origin = await publicOrigin();
  const method = PAYMENT_METHOD_LABELS[input.method];

  /** The notice and messages that tell the referee about `rows`: written only if every row was paid here. */
  const tellReferee = (refereeId: string, rows: readonly PayableRow[], key: string): PaidNotice => {
    const items = rows.map((row) => ({
      row,
      amount: formatMoney(payableTotal(row), currency),
      what: payableWhat(row),
    }));
    const total = formatMoney(
      rows.reduce((sum, row) => sum + payableTotal(row), 0),
      currency,
    );
    const person = addressees.get(refereeId);
    // In the referee's language (issue 19), not the assignor's.
    const notice = paymentNotification(
      { items, total, method: paymentMethodWords(input.method, person?.language), paidOn: input.paidOn },
      person?.language,
    );
    const told: PaidNotice = {
      paymentIds: rows.map((row) => row.id),
      notice: { id: newId(), userId: refereeId, ...notice },
      messages: [],
    };
    if (person) {
      const refereeName = `${person.firstName} ${person.lastName}`;
      const gameOf = (row: PayableRow) =>
        row.homeTeam && row.awayTeam && row.date
          ? { homeTeam: row.homeTeam, awayTeam: row.awayTeam, date: row.date }
          : { homeTeam: row.description, awayTeam: "", date: input.paidOn };
      const message =
        items.length === 1
          ? paymentRecorded({
              refereeName,
              game: gameOf(rows[0]!),
              amount: items[0]!.amount,
              method: paymentMethodWords(input.method, person.language),
              date: input.paidOn,
              origin,
              language: person.language,
            })
          : paymentsRecorded({
              refereeName,
              items: items.map((item) => ({ game: gameOf(item.row), amount: item.amount })),
              total,
              method: paymentMethodWords(input.method, person.language),
              date: input.paidOn,
              origin,
              language: person.language,
            });
      told.messages = outboxRows({
        key,
        kind: "payment-recorded",
        message,
        to: person.email,
        textTo: null,
        organizationId,
        userId: person.id,
      });
    }
    return told;
  };

  // One batch (one transaction) of a handful of statements whatever the count (issue 17): the payables
  // change in one UPDATE, and the activity rows, notices and messages travel as JSON, each written only
  // if the payables it is about were paid at this very moment (a row paid by someone else a moment
  // earlier keeps their time, and nobody is told about it twice).
  const groups = chunksByReferee(pending, PAYABLES_PER_MESSAGE);
  const activity = pending.map((row) => ({
    id: newId(),
    subjectId: row.id,
    summary: `Recorded ${formatMoney(payableTotal(row), currency)} paid to ${row.refereeName} for ${payableWhat(row)} (${method}${input.reference ? ` ${input.reference}` : ""}, ${input.paidOn})`,
  }));
  const told = groups.flatMap((batch, batchIndex) =>
    batch.map(({ refereeId, rows }, chunkIndex) =>
      tellReferee(refereeId, rows, `payment-recorded:${refereeId}:${now.getTime()}:${batchIndex}.${chunkIndex}`),
    ),
  );
  await db.batch([
    db
      .update(payments)
      .set({ status: "paid", paidAt: now, paidOn: input.paidOn, method: input.method, reference: input.reference })
      .where(
        and(
          sql`${payments.id} IN (SELECT value FROM json_each(${JSON.stringify(pending.map((row) => row.id))}))`,
          eq(payments.organizationId, organizationId),
          eq(payments.status, "pending"),
          // Held a moment ago by a report's no-show: not paid.
          isNull(payments.heldAt),
        ),
      ),
    ...paidWrites(db, { organizationId, actorId, now, activity, told }),
  ] as unknown as Parameters<Database["batch"]>[0]);

  // Which took: those paid at this very moment. A referee whose group only partly took hears, right
  // after, about exactly the rows that did.
  const paidNow = new Set(
    await paidAtMoment(
      db,
      organizationId,
      pending.map((row) => row.id),
      now,
    ),
  );
  const late: PaidNotice[] = [];
  for (const [batchIndex, batch] of groups.entries()) {
    for (const [chunkIndex, { refereeId, rows }] of batch.entries()) {
      const took = rows.filter((row) => paidNow.has(row.id));
      if (took.length > 0 && took.length < rows.length) {
        late.push(
          tellReferee(
            refereeId,
            took,
            `payment-recorded:${refereeId}:${now.getTime()}:${batchIndex}.${chunkIndex}:partial`,
          ),
        );
      }
    }
  }
  const lateWrites = paidWrites(db, { organizationId, actorId, now, activity: [], told: late });
  if (lateWrites.length > 0) await db.batch(lateWrites as unknown as Parameters<Database["batch"]>[0]);
  return { ok: true, paid: paidNow.size, alreadyPaid: found.length - paidNow.size };
}

/** A referee's notice and messages about some payables, to write only if all of them were paid here. */
interface PaidNotice {
  paymentIds: string[];
  notice: { id: string; userId: string; title: string; message: string };
  messages: ReturnType<typeof outboxRows>;
}

/**
 * The activity rows, notices and messages of a "mark paid", as INSERT … SELECT FROM json_each(?) statements
 * (one JSON parameter each): an activity row when its payable was paid at `now`, a notice and its messages
 * when every payable it names was.
 */
function paidWrites(
  db: Database,
  {
    organizationId,
    actorId,
    now,
    activity,
    told,
  }: {
    organizationId: string;
    actorId: string;
    now: Date;
    activity: readonly { id: string; subjectId: string; summary: string }[];
    told: readonly PaidNotice[];
  },
) {
  const at = now.getTime();
  const allPaidHere = (paymentIds: SQL) =>
    sql`(SELECT count(*) FROM ${payments} WHERE ${payments.id} IN (SELECT value FROM json_each(${paymentIds}))
          AND ${payments.paidAt} = ${at}) = json_array_length(${paymentIds})`;
  const statements = [];
  for (const chunk of jsonChunks(activity)) {
    statements.push(
      insertJsonRows(
        db,
        activityLog,
        chunk,
        {
          id: field("id"),
          organizationId: sql`${organizationId}`,
          actorId: sql`${actorId}`,
          action: sql`'payment.paid'`,
          subjectType: sql`'payment'`,
          subjectId: field("subjectId"),
          summary: field("summary"),
        },
        sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${field("subjectId")} AND ${payments.paidAt} = ${at})`,
      ),
    );
  }
  const notices = told.map((item) => ({ ...item.notice, paymentIds: item.paymentIds }));
  const paymentIds = sql`row.value -> '$.paymentIds'`;
  statements.push(
    ...notificationsFromJson(db, {
      rows: notices,
      organizationId,
      type: "payment",
      priority: "low",
      link: "/referee/earnings",
      onlyIf: allPaidHere(paymentIds),
    }),
  );
  statements.push(
    ...outboxRowsFromJson(db, {
      organizationId,
      at,
      rows: told.flatMap((item) => item.messages.map((row) => ({ row, with: { paymentIds: item.paymentIds } }))),
      onlyIf: allPaidHere(paymentIds),
    }),
  );
  return statements;
}

/** What a payable pays for, in words: the game's teams, or the payable's own description. */
function payableWhat(row: PayableRow): string {
  return row.homeTeam && row.awayTeam ? `${row.homeTeam} vs ${row.awayTeam}` : row.description;
}

export type MarkRefereePaidResult =
  | { ok: true; paid: number; alreadyPaid: number }
  | { ok: false; reason: "nothing-pending" }
  /** Everything of theirs still pending is held (issue 22): nothing can be paid until an assignor releases it. */
  | { ok: false; reason: "held" }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "changed"; refereeName: string; pendingCount: number; owedCents: number };

/**
 * "Mark all paid" for one referee: every pending payable of theirs under the filters, found here on
 * the server (not the rows a page happened to show). What the assignor saw in the dialog (count and
 * total) must still be true; if a payable was created, adjusted or paid since, nothing is paid and the
 * answer says what is owed now.
 */
export async function markRefereePaymentsPaid(
  db: Database,
  {
    organizationId,
    actorId,
    refereeId,
    filters,
    shown,
    input,
    now = new Date(),
  }: {
    organizationId: string;
    actorId: string;
    refereeId: string;
    filters: Partial<PaymentFilters>;
    shown: { pendingCount: number; owedCents: number };
    input: PaidRecord;
    now?: Date;
  },
): Promise<MarkRefereePaidResult> {
  const pending = await pendingPayablesOfReferee(db, organizationId, refereeId, filters);
  if (pending.length === 0) {
    // Someone who is not this organization's referee is not found here, rather than "all paid".
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, refereeId)));
    return { ok: false, reason: member ? "nothing-pending" : "not-found" };
  }
  // Held payables (issue 22: a no-show awaiting the assignor's decision) are not owed, shown or paid.
  const payable = pending.filter((row) => !row.held);
  if (payable.length === 0) return { ok: false, reason: "held" };
  const owedCents = payable.reduce((sum, row) => sum + row.totalCents, 0);
  if (payable.length !== shown.pendingCount || owedCents !== shown.owedCents) {
    return {
      ok: false,
      reason: "changed",
      refereeName: pending[0]!.refereeName,
      pendingCount: payable.length,
      owedCents,
    };
  }
  const result = await markPaymentsPaid(db, {
    organizationId,
    actorId,
    input: { ...input, paymentIds: payable.map((row) => row.id) },
    now,
  });
  if (result.ok) return result;
  // A payable removed in the moment since it was read (its referee deleted): nothing was paid.
  const left = (await pendingPayablesOfReferee(db, organizationId, refereeId, filters)).filter((row) => !row.held);
  const refereeName = pending[0]!.refereeName;
  return {
    ok: false,
    reason: "changed",
    refereeName,
    pendingCount: left.length,
    owedCents: left.reduce((sum, row) => sum + row.totalCents, 0),
  };
}

async function paidAtMoment(db: Database, organizationId: string, ids: string[], now: Date): Promise<string[]> {
  const taken: string[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.organizationId, organizationId),
          inArray(payments.id, ids.slice(start, start + IDS_PER_QUERY)),
          eq(payments.paidAt, now),
        ),
      );
    taken.push(...rows.map((row) => row.id));
  }
  return taken;
}

/** Back to pending (a payment recorded by mistake). */
export async function markPaymentUnpaid(
  db: Database,
  { organizationId, actorId, paymentId }: { organizationId: string; actorId: string; paymentId: string },
): Promise<Outcome> {
  const [row] = await payablesByIds(db, organizationId, [paymentId]);
  if (!row) return { ok: false, status: 404, message: tr("payments.error.gone") };
  if (row.status !== "paid") return { ok: false, status: 409, message: tr("payments.error.notPaid") };
  const results = await db.batch([
    db
      .update(payments)
      .set({ status: "pending", paidAt: null, paidOn: null, method: null, reference: null })
      .where(and(eq(payments.id, paymentId), eq(payments.organizationId, organizationId), eq(payments.status, "paid"))),
    activityIfChanged(db, {
      organizationId,
      actorId,
      action: "payment.unpaid",
      subjectType: "payment",
      subjectId: paymentId,
      summary: `Moved the payment to ${row.refereeName} for ${payableWhat(row)} back to pending`,
    }),
  ]);
  if (((results[0] as { meta?: { changes?: number } }).meta?.changes ?? 0) === 0) {
    return { ok: false, status: 409, message: tr("payments.error.notPaid") };
  }
  return { ok: true };
}

/** Mileage, adjustment (with its note) and category of a pending payable; only the category once paid. */
export async function adjustPayable(
  db: Database,
  { organizationId, actorId, input }: { organizationId: string; actorId: string; input: AdjustPayableInput },
): Promise<Outcome> {
  // Read and check in one round trip, write in one more.
  const [found, [organization]] = await db.batch([
    selectPayables(db, organizationId, eq(payments.id, input.paymentId)),
    db.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, organizationId)),
  ]);
  const row = found[0] ? toPayableRow(found[0]) : undefined;
  const currency = organization?.currency ?? "USD";
  if (!row) return { ok: false, status: 404, message: tr("payments.error.gone") };
  const amountsChanged =
    row.mileageCents !== input.mileage || row.adjustmentCents !== input.adjustment || (row.note ?? null) !== input.note;
  if (row.status === "paid" && amountsChanged) {
    return {
      ok: false,
      status: 409,
      message: tr("payments.error.alreadyPaid"),
    };
  }
  const problem = adjustmentProblem(row.amountCents, input);
  if (problem) return { ok: false, status: 400, message: problem };
  const what = payableWhat(row);
  await db.batch([
    db
      .update(payments)
      .set({
        mileageCents: input.mileage,
        adjustmentCents: input.adjustment,
        note: input.note,
        expenseCategory: input.expenseCategory,
      })
      .where(
        and(eq(payments.id, row.id), eq(payments.organizationId, organizationId), eq(payments.status, row.status)),
      ),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "payment.adjusted",
      subjectType: "payment",
      subjectId: row.id,
      summary: `Updated the payment to ${row.refereeName} for ${what}: mileage ${formatMoney(input.mileage, currency)}, adjustment ${formatMoney(input.adjustment, currency)}, ${input.expenseCategory.replaceAll("_", " ")}`,
    }),
  ]);
  return { ok: true };
}
