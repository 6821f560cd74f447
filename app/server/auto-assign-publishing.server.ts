/**
 * Publishing an auto-assign draft and undoing a publish while no offer has been accepted (decisions 0030,
 * 0042 and 0050). Both are set-based: a draft of an association's 92 days holds thousands of offers, and
 * D1 runs at most 1,000 statements per invocation, so the offers, their notices, messages, activity rows
 * and webhook events are written as a few INSERT … SELECT FROM json_each(?) statements in one batch (one
 * transaction), not one `assignReferee` per offer. The rules stay the assignment rules: each offer is
 * re-checked against the organization's current schedule (`checkHardConstraints`, as a change by hand is),
 * the one-live-referee-per-slot index refuses a slot filled meanwhile, and the rows that tell people about
 * an offer are written only if that offer was.
 */
import { tr } from "~/i18n/text";
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { activityLog, assignments, games, schedulingDraftItems, schedulingDrafts } from "~/db/schema";
import { newId } from "~/db/ids";
import { POSITION_LABELS, type Position } from "~/domain/constants";
import { undoFailureReason, undoOutcome, type UndoReport } from "~/domain/draft-undo";
import {
  assignmentCancelled,
  assignmentPublished,
  MESSAGE_KINDS,
  offerNotification,
  withdrawnNotification,
} from "~/domain/messages";
import { assignmentOfferLink } from "~/domain/notifications";
import { checkHardConstraints } from "~/domain/auto-assign";
import { assignmentEventData, webhookEnvelope } from "~/domain/webhooks";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { refreshGameStatuses } from "./game-status.server";
import { field, insertJsonRows, jsonChunks, notificationsFromJson, webhookEventsFromJson } from "./json-rows.server";
import { loadAddressees, outboxRows, outboxRowsFromJson } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";
import { loadScheduleInput } from "./auto-assign-input.server";
import {
  describeRange,
  draftNotFound,
  loadDraft,
  notEditable,
  type DraftActionResult,
} from "./auto-assign-drafts.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { statusListSql, UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

type Batch = Parameters<Database["batch"]>[0];

/** The games of a draft's items, in full (the messages describe each one). */
async function gamesOfDraft(db: Database, organizationId: string, draftId: string) {
  const rows = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.organizationId, organizationId),
        inArray(
          games.id,
          db
            .select({ id: schedulingDraftItems.gameId })
            .from(schedulingDraftItems)
            .where(eq(schedulingDraftItems.draftId, draftId)),
        ),
      ),
    );
  return new Map(rows.map((game) => [game.id, game]));
}

function slotOf(item: { position: string; homeTeam: string; awayTeam: string; date: string }) {
  return `${POSITION_LABELS[item.position as Position]} of ${item.homeTeam} vs ${item.awayTeam} on ${item.date}`;
}

/** A notice, its messages and its activity row, each written only if `assignmentId` now holds `condition`. */
interface Telling {
  assignmentId: string;
  /** `actionLabel`: the button's word in the recipient's language, when the notice asks for an action. */
  notice: {
    id: string;
    userId: string;
    priority: string;
    title: string;
    message: string;
    link: string;
    actionLabel?: string;
  };
  actionRequired: boolean;
  messages: ReturnType<typeof outboxRows>;
  activity: { id: string; action: string; summary: string; details: Record<string, unknown> };
}

/** The statements that write `tellings`, each guarded by `holds(assignment id)` (SQL over `row.value`). */
function tellingStatements(
  db: Database,
  {
    organizationId,
    actorId,
    at,
    tellings,
    holds,
  }: {
    organizationId: string;
    actorId: string;
    at: number;
    tellings: readonly Telling[];
    holds: (assignmentId: SQL) => SQL;
  },
) {
  const id = field("assignmentId");
  const statements = [];
  statements.push(
    ...notificationsFromJson(db, {
      rows: tellings.map(({ assignmentId, notice, actionRequired }) => ({ assignmentId, ...notice, actionRequired })),
      organizationId,
      type: "assignment",
      actionRequired: sql`coalesce(row.value ->> '$.actionRequired', 0)`,
      actionLabel: sql`CASE WHEN row.value ->> '$.actionRequired' THEN coalesce(row.value ->> '$.actionLabel', 'Respond') END`,
      at,
      onlyIf: holds(id),
    }),
  );
  statements.push(
    ...outboxRowsFromJson(db, {
      organizationId,
      at,
      rows: tellings.flatMap(({ assignmentId, messages }) => messages.map((row) => ({ row, with: { assignmentId } }))),
      onlyIf: holds(id),
    }),
  );
  for (const chunk of jsonChunks(tellings.map(({ assignmentId, activity }) => ({ assignmentId, ...activity })))) {
    statements.push(
      insertJsonRows(
        db,
        activityLog,
        chunk,
        {
          id: field("id"),
          organizationId: sql`${organizationId}`,
          actorId: sql`${actorId}`,
          action: field("action"),
          subjectType: sql`'assignment'`,
          subjectId: id,
          summary: field("summary"),
          details: sql`row.value -> '$.details'`,
          createdAt: sql`${at}`,
        },
        holds(id),
      ),
    );
  }
  return statements;
}

/** Moves a draft from one status to another only if it is still in the first (two tabs cannot both publish). */
async function transition(
  db: Database,
  organizationId: string,
  draftId: string,
  from: string,
  set: Partial<typeof schedulingDrafts.$inferInsert>,
) {
  const rows = await db
    .update(schedulingDrafts)
    .set(set)
    .where(
      and(
        eq(schedulingDrafts.organizationId, organizationId),
        eq(schedulingDrafts.id, draftId),
        eq(schedulingDrafts.status, from),
      ),
    )
    .returning({ id: schedulingDrafts.id });
  return rows.length === 1;
}

export interface PublishReport {
  published: number;
  skipped: { itemId: string; slot: string; message: string }[];
}

/**
 * Publishes a draft: one offer per proposed item, with its notification, email (and text), activity row and
 * `assignment.created` event. An item whose slot was filled meanwhile, whose game closed, or whose referee
 * can no longer take it is reported and left out.
 */
export async function publishDraft(
  db: Database,
  {
    organizationId,
    actorId,
    draftId,
    now = new Date(),
    createdBy,
  }: { organizationId: string; actorId: string; draftId: string; now?: Date; createdBy?: string },
): Promise<DraftActionResult & { report?: PublishReport }> {
  const loaded = await loadDraft(db, organizationId, draftId, createdBy);
  if (!loaded) return draftNotFound();
  if (loaded.draft.status !== "draft") return notEditable(loaded.draft.status);
  const [schedule, gameById] = await Promise.all([
    loadScheduleInput(db, organizationId, loaded.draft.parameters, now),
    gamesOfDraft(db, organizationId, draftId),
  ]);
  if (!(await transition(db, organizationId, draftId, "draft", { status: "published", publishedAt: now }))) {
    return notEditable("no longer a draft");
  }

  // Re-checked against the schedule as it is now: what changed since the draft was made is refused here.
  const proposed = loaded.items.filter((item) => item.refereeId && !item.assignmentId);
  const refusals = new Map<string, string>();
  const slotKey = (gameId: string, position: string, refereeId: string) => `${gameId} ${position} ${refereeId}`;
  const violations = schedule
    ? checkHardConstraints(
        schedule.input,
        proposed.map((item) => ({ gameId: item.gameId, position: item.position, refereeId: item.refereeId! })),
      )
    : [];
  for (const violation of violations) {
    const key = slotKey(violation.gameId, violation.position, violation.refereeId);
    if (!refusals.has(key)) refusals.set(key, violation.message);
  }
  const offers = proposed
    .filter((item) => !refusals.has(slotKey(item.gameId, item.position, item.refereeId!)) && gameById.has(item.gameId))
    .map((item) => ({ item, assignmentId: newId(), game: gameById.get(item.gameId)! }));

  const at = now.getTime();
  const people = await loadAddressees(
    db,
    offers.map(({ item }) => item.refereeId),
  );
  const origin = await publicOrigin();
  const tellings: Telling[] = offers.flatMap(({ item, assignmentId, game }) => {
    const person = people.get(item.refereeId!);
    if (!person) return [];
    const position = item.position as Position;
    const title = `${game.homeTeam} vs ${game.awayTeam}`;
    const name = `${person.firstName} ${person.lastName}`;
    return [
      {
        assignmentId,
        notice: {
          id: newId(),
          userId: person.id,
          priority: "high",
          // In the referee's language, not the assignor's (issue 19).
          ...offerNotification(game, position, person.language),
          link: assignmentOfferLink(assignmentId),
        },
        actionRequired: true,
        messages: outboxRows({
          key: `${MESSAGE_KINDS.assignmentPublished}:${assignmentId}`,
          kind: MESSAGE_KINDS.assignmentPublished,
          message: assignmentPublished({
            firstName: person.firstName,
            game: { ...game, position },
            assignmentId,
            origin,
            language: person.language,
          }),
          to: person.email,
          textTo: person.textTo,
          organizationId,
          userId: person.id,
        }),
        activity: {
          id: newId(),
          action: "assignment.created",
          summary: `Assigned ${name} as ${POSITION_LABELS[position]} for ${title}`,
          details: { gameId: game.id, position, draftId },
        },
      },
    ];
  });
  const created = (id: SQL) => sql`EXISTS (SELECT 1 FROM assignments WHERE id = ${id})`;
  const statements = [];
  for (const chunk of jsonChunks(
    offers.map(({ item, assignmentId }) => ({
      assignmentId,
      itemId: item.id,
      gameId: item.gameId,
      refereeId: item.refereeId,
      position: item.position,
      payload: JSON.stringify(
        webhookEnvelope(
          "assignment.created",
          organizationId,
          assignmentEventData(
            { id: assignmentId, refereeId: item.refereeId!, position: item.position, status: "pending" },
            gameById.get(item.gameId)!,
          ),
          now,
        ),
      ),
    })),
  )) {
    statements.push(
      // The game still open, the referee not already on it; a slot filled meanwhile (the live-slot index) is skipped.
      insertJsonRows(
        db,
        assignments,
        chunk,
        {
          id: field("assignmentId"),
          organizationId: sql`${organizationId}`,
          gameId: field("gameId"),
          refereeId: field("refereeId"),
          position: field("position"),
          status: sql`'pending'`,
          assignedAt: sql`${at}`,
          assignedById: sql`${actorId}`,
          updatedAt: sql`${at}`,
        },
        sql`EXISTS (SELECT 1 FROM ${games} WHERE ${games.id} = ${field("gameId")} AND ${games.organizationId} = ${organizationId}
                      AND ${games.status} IN ('pending', 'assigned', 'confirmed'))
            AND NOT EXISTS (SELECT 1 FROM ${assignments} WHERE ${assignments.gameId} = ${field("gameId")}
                              AND ${assignments.refereeId} = ${field("refereeId")}
                              AND ${assignments.status} IN ${sql.raw(statusListSql(UPCOMING_ASSIGNMENT_STATUSES))})`,
      ).onConflictDoNothing(),
      // UPDATE … FROM the JSON rows: one primary-key lookup per offer.
      db
        .update(schedulingDraftItems)
        .set({ assignmentId: field("assignmentId") })
        .from(sql`json_each(${chunk}) AS row`)
        .where(
          and(
            eq(schedulingDraftItems.draftId, draftId),
            sql`${schedulingDraftItems.id} = ${field("itemId")}`,
            created(field("assignmentId")),
          ),
        ),
      // Each offer raises assignment.created for the endpoints that subscribe to it, as one offer made by hand does.
      webhookEventsFromJson(db, {
        organizationId,
        event: "assignment.created",
        chunk,
        now,
        where: created(field("assignmentId")),
      }),
    );
  }
  const refusedJson = JSON.stringify(
    proposed.flatMap((item) => {
      const message = refusals.get(slotKey(item.gameId, item.position, item.refereeId!));
      return message ? [{ itemId: item.id, message }] : [];
    }),
  );
  await db.batch([
    ...statements,
    refreshGameStatuses(db, organizationId),
    // Every proposed item left without an offer says why.
    db
      .update(schedulingDraftItems)
      .set({
        unfilledReason: sql`'Not published: ' || coalesce(
          (SELECT row.value ->> '$.message' FROM json_each(${refusedJson}) AS row
            WHERE row.value ->> '$.itemId' = ${schedulingDraftItems.id}),
          'the slot was filled, the game changed or the referee was given it meanwhile.')`,
      })
      .where(
        and(
          eq(schedulingDraftItems.draftId, draftId),
          isNotNull(schedulingDraftItems.refereeId),
          isNull(schedulingDraftItems.assignmentId),
        ),
      ),
    ...tellingStatements(db, { organizationId, actorId, at, tellings, holds: created }),
  ] as unknown as Batch);

  // What took: the items that now name their offer.
  const published = new Set(
    (
      await db
        .select({ id: schedulingDraftItems.id, assignmentId: schedulingDraftItems.assignmentId })
        .from(schedulingDraftItems)
        .where(eq(schedulingDraftItems.draftId, draftId))
    )
      .filter((row) => row.assignmentId !== null)
      .map((row) => row.assignmentId!),
  );
  const offered = offers.filter((offer) => published.has(offer.assignmentId)).map((offer) => offer.assignmentId);
  const report: PublishReport = {
    published: offered.length,
    skipped: proposed
      .filter((item) => !offers.some((offer) => offer.item.id === item.id && published.has(offer.assignmentId)))
      .map((item) => ({
        itemId: item.id,
        slot: slotOf(item),
        message:
          refusals.get(slotKey(item.gameId, item.position, item.refereeId!)) ??
          "The slot was filled, the game changed or the referee was given it meanwhile.",
      })),
  };
  await db.batch([
    db
      .update(schedulingDrafts)
      .set({ summary: { ...loaded.draft.summary, publishReport: report } })
      .where(eq(schedulingDrafts.id, draftId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "scheduling.draft_published",
      subjectType: "scheduling_draft",
      subjectId: draftId,
      summary: `Published an auto-assign draft for ${describeRange(loaded.draft.parameters)}: ${report.published} offer${report.published === 1 ? "" : "s"} sent${report.skipped.length ? `, ${report.skipped.length} not sent` : ""}`,
      details: { published: report.published, skipped: report.skipped },
    }),
    // Each offer already raised assignment.created; integrators that sync whole schedules get one summary.
    ...(report.published > 0
      ? [
          webhookDeliveryStatement(db, organizationId, "schedule.changed", {
            source: "auto-assign",
            draftId,
            offers: report.published,
            assignmentIds: offered,
          }),
        ]
      : []),
  ]);
  const message = report.skipped.length
    ? tr("assignor.draft.published.someSkipped", { count: report.published, skipped: report.skipped.length })
    : tr("assignor.draft.published.all", { count: report.published });
  return { ok: true, message, report };
}

/**
 * Withdraws a published draft's pending offers, refused once any of them has been accepted. A referee
 * may still accept between that check and the withdrawal: then the draft stays published and its
 * summary (`undoReport`) lists each offer still out and why; "undone" means none is (decision 0042).
 */
export async function undoPublish(
  db: Database,
  {
    organizationId,
    actorId,
    draftId,
    now = new Date(),
    createdBy,
  }: { organizationId: string; actorId: string; draftId: string; now?: Date; createdBy?: string },
): Promise<DraftActionResult> {
  const loaded = await loadDraft(db, organizationId, draftId, createdBy);
  if (!loaded) return draftNotFound();
  if (loaded.draft.status !== "published")
    return { ok: false, message: tr("assignor.draft.error.undoUnpublished"), status: 409 };
  const offers = loaded.items.filter((item) => item.assignmentId);
  const accepted = offers.filter(
    (item) => item.assignmentStatus === "confirmed" || item.assignmentStatus === "completed",
  );
  if (accepted.length > 0) {
    return {
      ok: false,
      message: tr("assignor.draft.error.undoAccepted", { count: accepted.length }),
      status: 409,
    };
  }
  // Claimed first, so two tabs cannot both undo; set back to published below if an offer stays out.
  if (!(await transition(db, organizationId, draftId, "published", { status: "undone", closedAt: now }))) {
    return { ok: false, message: tr("assignor.draft.error.changed"), status: 409 };
  }
  const pending = offers.filter((item) => item.assignmentStatus === "pending");
  const [gameById, people] = await Promise.all([
    gamesOfDraft(db, organizationId, draftId),
    loadAddressees(
      db,
      pending.map((item) => item.refereeId),
    ),
  ]);
  const origin = await publicOrigin();
  const at = now.getTime();
  const tellings: Telling[] = pending.flatMap((item) => {
    const game = gameById.get(item.gameId);
    const person = item.refereeId ? people.get(item.refereeId) : undefined;
    if (!game || !person) return [];
    const what = `${POSITION_LABELS[item.position as Position] ?? item.position} for ${game.homeTeam} vs ${game.awayTeam} on ${game.date} at ${game.time}`;
    return [
      {
        assignmentId: item.assignmentId!,
        notice: {
          id: newId(),
          userId: person.id,
          priority: "high",
          ...withdrawnNotification(game, item.position, person.language),
          link: "/referee/schedule",
        },
        actionRequired: false,
        messages: outboxRows({
          key: `${MESSAGE_KINDS.assignmentWithdrawn}:${item.assignmentId}:${at}`,
          kind: MESSAGE_KINDS.assignmentWithdrawn,
          message: assignmentCancelled({
            cause: "withdrawn",
            firstName: person.firstName,
            game: { ...game, position: item.position },
            origin,
            language: person.language,
          }),
          to: person.email,
          textTo: person.textTo,
          organizationId,
          userId: person.id,
        }),
        activity: {
          id: newId(),
          action: "assignment.withdrawn",
          summary: `Withdrew the offer to ${person.firstName} ${person.lastName}: ${what}`,
          details: { gameId: game.id, position: item.position, from: "pending", to: "cancelled" },
        },
      },
    ];
  });
  // Withdrawn at this very moment: only those are told (an offer answered meanwhile keeps its answer).
  const withdrawnHere = (id: SQL) =>
    sql`EXISTS (SELECT 1 FROM assignments WHERE id = ${id} AND status = 'cancelled' AND responded_at = ${at})`;
  await db.batch([
    ...jsonChunks(pending.map((item) => item.assignmentId)).map((chunk) =>
      db
        .update(assignments)
        .set({ status: "cancelled", respondedAt: now, updatedAt: now })
        .where(
          and(
            eq(assignments.organizationId, organizationId),
            eq(assignments.status, "pending"),
            sql`${assignments.id} IN (SELECT value FROM json_each(${chunk}))`,
          ),
        ),
    ),
    refreshGameStatuses(db, organizationId),
    ...tellingStatements(db, { organizationId, actorId, at, tellings, holds: withdrawnHere }),
  ] as unknown as Batch);

  // What became of each offer: withdrawn here, or answered meanwhile (declined is fine; accepted stays out).
  const rows = await db
    .select({ id: assignments.id, status: assignments.status, respondedAt: assignments.respondedAt })
    .from(schedulingDraftItems)
    .innerJoin(assignments, eq(assignments.id, schedulingDraftItems.assignmentId))
    .where(and(eq(schedulingDraftItems.draftId, draftId), eq(assignments.organizationId, organizationId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const report: UndoReport = { withdrawn: 0, failed: [] };
  for (const item of pending) {
    const current = byId.get(item.assignmentId!);
    if (current?.status === "cancelled" && current.respondedAt?.getTime() === at) {
      report.withdrawn += 1;
      continue;
    }
    const reason = undoFailureReason(
      current?.status ?? null,
      "This assignment changed a moment ago. Refresh to see its status.",
    );
    if (reason) report.failed.push({ itemId: item.id, slot: slotOf(item), reason });
  }
  const outcome = undoOutcome(report);
  const range = describeRange(loaded.draft.parameters);
  await db.batch([
    db
      .update(schedulingDrafts)
      .set({
        summary: { ...loaded.draft.summary, undoReport: report },
        ...(outcome.status === "published" ? { status: "published", closedAt: null } : {}),
      })
      .where(
        and(
          eq(schedulingDrafts.organizationId, organizationId),
          eq(schedulingDrafts.id, draftId),
          eq(schedulingDrafts.status, "undone"),
        ),
      ),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "scheduling.draft_undone",
      subjectType: "scheduling_draft",
      subjectId: draftId,
      summary:
        outcome.status === "undone"
          ? `Undid the publish of an auto-assign draft for ${range}: ${report.withdrawn} offer${report.withdrawn === 1 ? "" : "s"} withdrawn`
          : `Partly undid the publish of an auto-assign draft for ${range}: ${report.withdrawn} offer${report.withdrawn === 1 ? "" : "s"} withdrawn, ${report.failed.length} still out`,
      details: { withdrawn: report.withdrawn, failed: report.failed },
    }),
  ]);
  return { ok: true, message: outcome.message };
}
