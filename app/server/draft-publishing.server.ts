/**
 * Publishing an auto-assign draft through `assignReferee` (so notifications, the activity log and the
 * one-referee-per-slot rule apply), and undoing a publish while no offer has been accepted (decisions
 * 0030 and 0042).
 */
import { and, eq } from "drizzle-orm";
import { assignments, schedulingDraftItems, schedulingDrafts } from "~/db/schema";
import { POSITION_LABELS, type Position } from "~/domain/constants";
import { undoFailureReason, undoOutcome, type UndoReport } from "~/domain/draft-undo";
import { activityStatement } from "./activity.server";
import { withdrawAssignment } from "./assignment-responses.server";
import { assignReferee } from "./assignments.server";
import type { Database } from "./db.server";
import {
  describeRange,
  draftNotFound,
  loadDraft,
  notEditable,
  type DraftActionResult,
} from "./scheduling-drafts.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";

/**
 * Runs `work` for each item, the items of one game one after another (each offer re-derives the game's
 * status from its other slots) and a few games at a time, so a month of offers takes seconds, not minutes.
 */
async function forEachGame<Item extends { gameId: string }>(
  items: readonly Item[],
  work: (item: Item) => Promise<void>,
  concurrency = 6,
) {
  const byGame = new Map<string, Item[]>();
  for (const item of items) byGame.set(item.gameId, [...(byGame.get(item.gameId) ?? []), item]);
  const queue = [...byGame.values()];
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const item of group) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
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
 * Publishes a draft: one offer per proposed item through `assignReferee` (notification, email, activity
 * and the live-slot rule). An item whose slot was filled meanwhile, or whose referee can no longer take
 * it, is reported and left out.
 */
export async function publishDraft(
  db: Database,
  { organizationId, actorId, draftId }: { organizationId: string; actorId: string; draftId: string },
): Promise<DraftActionResult & { report?: PublishReport }> {
  const loaded = await loadDraft(db, organizationId, draftId);
  if (!loaded) return draftNotFound;
  if (loaded.draft.status !== "draft") return notEditable(loaded.draft.status);
  if (!(await transition(db, organizationId, draftId, "draft", { status: "published", publishedAt: new Date() }))) {
    return notEditable("no longer a draft");
  }
  const report: PublishReport = { published: 0, skipped: [] };
  const offered: string[] = [];
  await forEachGame(
    loaded.items.filter((item) => item.refereeId),
    async (item) => {
      const slot = `${POSITION_LABELS[item.position as Position]} of ${item.homeTeam} vs ${item.awayTeam} on ${item.date}`;
      const result = await assignReferee(db, {
        organizationId,
        actorId,
        gameId: item.gameId,
        refereeId: item.refereeId!,
        position: item.position as Position,
      });
      if (result.ok) {
        report.published += 1;
        offered.push(result.assignmentId);
        await db
          .update(schedulingDraftItems)
          .set({ assignmentId: result.assignmentId })
          .where(eq(schedulingDraftItems.id, item.id));
      } else {
        report.skipped.push({ itemId: item.id, slot, message: result.message });
        await db
          .update(schedulingDraftItems)
          .set({ unfilledReason: `Not published: ${result.message}` })
          .where(eq(schedulingDraftItems.id, item.id));
      }
    },
  );
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
  const message =
    `${report.published} offer${report.published === 1 ? "" : "s"} sent` +
    (report.skipped.length ? `; ${report.skipped.length} not sent because the slot changed meanwhile` : "");
  return { ok: true, message, report };
}

/**
 * Withdraws a published draft's pending offers, refused once any of them has been accepted. A referee
 * may still accept between that check and the withdrawal: then the draft stays published and its
 * summary (`undoReport`) lists each offer still out and why; "undone" means none is (decision 0042).
 */
export async function undoPublish(
  db: Database,
  { organizationId, actorId, draftId }: { organizationId: string; actorId: string; draftId: string },
): Promise<DraftActionResult> {
  const loaded = await loadDraft(db, organizationId, draftId);
  if (!loaded) return draftNotFound;
  if (loaded.draft.status !== "published")
    return { ok: false, message: "Only a published draft can be undone.", status: 409 };
  const offers = loaded.items.filter((item) => item.assignmentId);
  const accepted = offers.filter(
    (item) => item.assignmentStatus === "confirmed" || item.assignmentStatus === "completed",
  );
  if (accepted.length > 0) {
    return {
      ok: false,
      message: `${accepted.length} offer${accepted.length === 1 ? " has" : "s have"} been accepted already; withdraw single offers from Assignments instead.`,
      status: 409,
    };
  }
  // Claimed first, so two tabs cannot both undo; set back to published below if an offer stays out.
  if (!(await transition(db, organizationId, draftId, "published", { status: "undone", closedAt: new Date() }))) {
    return { ok: false, message: "This draft changed a moment ago. Refresh to see its status.", status: 409 };
  }
  const report: UndoReport = { withdrawn: 0, failed: [] };
  const attempts: { item: (typeof offers)[number]; message: string }[] = [];
  await forEachGame(
    offers.filter((item) => item.assignmentStatus === "pending"),
    async (item) => {
      let result: Awaited<ReturnType<typeof withdrawAssignment>>;
      try {
        result = await withdrawAssignment(db, { organizationId, actorId, assignmentId: item.assignmentId! });
      } catch (error) {
        console.error("undo: withdrawing an offer failed", { draftId, assignmentId: item.assignmentId, error });
        result = { ok: false, message: "the withdrawal failed; try Undo publish again" };
      }
      if (result.ok) report.withdrawn += 1;
      else attempts.push({ item, message: result.message });
    },
  );
  if (attempts.length > 0) {
    // Read again what became of each offer that could not be withdrawn: declined meanwhile is fine.
    const rows = await db
      .select({ id: assignments.id, status: assignments.status })
      .from(schedulingDraftItems)
      .innerJoin(assignments, eq(assignments.id, schedulingDraftItems.assignmentId))
      .where(and(eq(schedulingDraftItems.draftId, draftId), eq(assignments.organizationId, organizationId)));
    const statusNow = new Map(rows.map((row) => [row.id, row.status]));
    for (const { item, message } of attempts) {
      const reason = undoFailureReason(statusNow.get(item.assignmentId!) ?? null, message);
      if (reason)
        report.failed.push({
          itemId: item.id,
          slot: `${POSITION_LABELS[item.position as Position]} of ${item.homeTeam} vs ${item.awayTeam} on ${item.date}`,
          reason,
        });
    }
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
