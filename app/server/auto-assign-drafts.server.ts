/**
 * Auto-assign drafts of one organization (issue 10, decision 0030): auto-assign run into a draft, the
 * drafts listed and loaded for review, a slot changed by hand (checked as the dialogs and the engine
 * check), a draft discarded. Publishing and undoing a publish are in `auto-assign-publishing.server.ts`.
 */
import { tr } from "~/i18n/text";
import { positionLabel } from "~/domain/game-labels";
import { and, desc, eq, sql } from "drizzle-orm";
import { assignments, games, schedulingDraftItems, schedulingDrafts, users } from "~/db/schema";
import { newId } from "~/db/ids";
import {
  checkHardConstraints,
  scheduleSlate,
  summarizeProposals,
  type ScheduleInput,
  type ScheduleSummary,
} from "~/domain/auto-assign";
import { refused, type Outcome } from "~/domain/outcome";
import type { AutoAssignRequest } from "~/domain/auto-assign-settings";
import { activityStatement } from "./activity.server";
import { checkConflicts, listOrganizationReferees } from "./assignments.server";
import type { AssignorScope } from "~/domain/permissions";
import type { Database } from "./db.server";
import { gameSlotColumns } from "./game-slot-columns.server";
import { field, insertJsonRows } from "./json-rows.server";
import { loadScheduleInput } from "./auto-assign-input.server";

/** A fixed seed: the same data gives the same draft (the iteration cap, not the clock, ends a Worker run). */
const DRAFT_SEED = 2026;
export interface DraftParameters extends AutoAssignRequest {
  seed: number;
}

export interface DraftSummary extends ScheduleSummary {
  games: number;
  /** Set once the assignor changed a slot: the figures were recomputed from the draft as it stands. */
  editedByHand?: boolean;
}

export function describeRange(parameters: DraftParameters): string {
  return parameters.from === parameters.to ? parameters.from : `${parameters.from} to ${parameters.to}`;
}

/** Runs auto-assign and saves the result as a draft; returns its id, or null when the range has no open slot. */
export async function createDraft(
  db: Database,
  {
    organizationId,
    actorId,
    request,
    scope = null,
  }: { organizationId: string; actorId: string; request: AutoAssignRequest; scope?: AssignorScope | null },
): Promise<Outcome<{ draftId: string }>> {
  const loaded = await loadScheduleInput(db, organizationId, request, new Date(), scope);
  if (!loaded || loaded.slateGameIds.length === 0) {
    return refused(422, "No game in this range needs a referee.");
  }
  const result = scheduleSlate(loaded.input, { seed: DRAFT_SEED });
  if (result.summary.slots === 0) return refused(422, "Every slot of the games in this range is already filled.");

  const draftId = newId();
  const parameters: DraftParameters = { ...request, seed: DRAFT_SEED };
  const summary: DraftSummary = { ...result.summary, games: loaded.slateGameIds.length };
  const items = [
    ...result.assignments.map((proposal) => ({
      id: newId(),
      draftId,
      gameId: proposal.gameId,
      position: proposal.position,
      refereeId: proposal.refereeId,
      reasons: proposal.reasons,
      unfilledReason: null,
    })),
    ...result.unfilled.map((slot) => ({
      id: newId(),
      draftId,
      gameId: slot.gameId,
      position: slot.position,
      refereeId: null,
      reasons: null,
      unfilledReason: slot.reason,
    })),
  ];
  const order = new Map(loaded.input.games.map((game, index) => [game.id, index]));
  items.sort((a, b) => (order.get(a.gameId) ?? 0) - (order.get(b.gameId) ?? 0) || a.position.localeCompare(b.position));

  await db.batch([
    db
      .insert(schedulingDrafts)
      .values({ id: draftId, organizationId, createdById: actorId, status: "draft", parameters, summary }),
    // A few hundred items per INSERT … SELECT FROM json_each(?): one bound parameter each, so a 92-day
    // draft of an association (thousands of slots) is a dozen statements, not one per item (issue 17).
    ...draftItemStatements(db, items),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "scheduling.draft_created",
      subjectType: "scheduling_draft",
      subjectId: draftId,
      summary: `Auto-assign proposed ${result.summary.filled} of ${result.summary.slots} slots for ${describeRange(parameters)}`,
      details: { parameters, filled: result.summary.filled, slots: result.summary.slots },
    }),
  ]);
  return { ok: true, draftId };
}

/** Items per statement: one JSON parameter of a few hundred bytes per item, far below D1's 2 MB value size. */
const ITEMS_PER_STATEMENT = 500;

function draftItemStatements(db: Database, items: (typeof schedulingDraftItems.$inferInsert)[]) {
  const statements = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_STATEMENT) {
    const chunk = JSON.stringify(items.slice(start, start + ITEMS_PER_STATEMENT));
    statements.push(
      insertJsonRows(db, schedulingDraftItems, chunk, {
        id: field("id"),
        draftId: field("draftId"),
        gameId: field("gameId"),
        position: field("position"),
        refereeId: field("refereeId"),
        reasons: sql`CASE WHEN json_type(row.value, '$.reasons') = 'array' THEN row.value -> '$.reasons' END`,
        unfilledReason: field("unfilledReason"),
      }),
    );
  }
  return statements;
}

/** The organization's latest drafts (a query: await it, or put it in a `db.batch`; read it with `draftsOf`). */
export function listDrafts(db: Database, organizationId: string, limit = 10, createdBy?: string) {
  return db
    .select({
      id: schedulingDrafts.id,
      status: schedulingDrafts.status,
      parameters: schedulingDrafts.parameters,
      summary: schedulingDrafts.summary,
      createdAt: schedulingDrafts.createdAt,
      publishedAt: schedulingDrafts.publishedAt,
      createdByFirstName: users.firstName,
      createdByLastName: users.lastName,
    })
    .from(schedulingDrafts)
    .leftJoin(users, eq(users.id, schedulingDrafts.createdById))
    .where(
      and(
        eq(schedulingDrafts.organizationId, organizationId),
        createdBy ? eq(schedulingDrafts.createdById, createdBy) : undefined,
      ),
    )
    .orderBy(desc(schedulingDrafts.createdAt))
    .limit(limit);
}

export function draftsOf(rows: Awaited<ReturnType<typeof listDrafts>>) {
  return rows.map((row) => ({
    ...row,
    parameters: row.parameters as DraftParameters,
    summary: row.summary as DraftSummary | null,
  }));
}

/**
 * `createdBy`: a limited assignor's drafts are their own (decision 0064): their slates hold only their games,
 * while another assignor's may hold any; someone else's draft is then not found.
 */
function draftQuery(db: Database, organizationId: string, draftId: string, createdBy?: string) {
  return db
    .select()
    .from(schedulingDrafts)
    .where(
      and(
        eq(schedulingDrafts.organizationId, organizationId),
        eq(schedulingDrafts.id, draftId),
        createdBy ? eq(schedulingDrafts.createdById, createdBy) : undefined,
      ),
    );
}

function draftOf(draft: typeof schedulingDrafts.$inferSelect | undefined) {
  return draft
    ? { ...draft, parameters: draft.parameters as DraftParameters, summary: draft.summary as DraftSummary | null }
    : undefined;
}

async function findDraft(db: Database, organizationId: string, draftId: string, createdBy?: string) {
  const [draft] = await draftQuery(db, organizationId, draftId, createdBy);
  return draftOf(draft);
}

/** The items of a draft, with their games (of this organization only), proposed referees and offers. */
function draftItemsQuery(db: Database, organizationId: string, draftId: string) {
  return db
    .select({
      id: schedulingDraftItems.id,
      gameId: schedulingDraftItems.gameId,
      position: schedulingDraftItems.position,
      refereeId: schedulingDraftItems.refereeId,
      reasons: schedulingDraftItems.reasons,
      unfilledReason: schedulingDraftItems.unfilledReason,
      assignmentId: schedulingDraftItems.assignmentId,
      ...gameSlotColumns,
      refereeLevel: users.refereeLevel,
    })
    .from(schedulingDraftItems)
    .innerJoin(games, and(eq(games.id, schedulingDraftItems.gameId), eq(games.organizationId, organizationId)))
    .leftJoin(users, eq(users.id, schedulingDraftItems.refereeId))
    .leftJoin(assignments, eq(assignments.id, schedulingDraftItems.assignmentId))
    .where(eq(schedulingDraftItems.draftId, draftId))
    .orderBy(games.date, games.time, games.homeTeam, schedulingDraftItems.position);
}

/** A draft of the organization with its items, games, proposed referees and (once published) offers. */
export async function loadDraft(db: Database, organizationId: string, draftId: string, createdBy?: string) {
  const draft = await findDraft(db, organizationId, draftId, createdBy);
  if (!draft) return null;
  const rows = await draftItemsQuery(db, organizationId, draftId);
  const items = rows.map((row) => ({ ...row, reasons: (row.reasons as string[] | null) ?? [] }));
  return { draft, items };
}

function loadedDraft(
  draft: typeof schedulingDrafts.$inferSelect | undefined,
  rows: Awaited<ReturnType<typeof draftItemsQuery>>,
) {
  const found = draftOf(draft);
  if (!found) return null;
  return { draft: found, items: rows.map((row) => ({ ...row, reasons: (row.reasons as string[] | null) ?? [] })) };
}

/** The draft page: the draft with its items and the organization's referees, in one round trip. */
export async function loadDraftPage(db: Database, organizationId: string, draftId: string, createdBy?: string) {
  const [[draft], rows, referees] = await db.batch([
    draftQuery(db, organizationId, draftId, createdBy),
    draftItemsQuery(db, organizationId, draftId),
    listOrganizationReferees(db, organizationId),
  ]);
  const loaded = loadedDraft(draft, rows);
  return loaded ? { ...loaded, referees } : null;
}

/** What a change to a draft answers: the sentence to show, or why not. */
export type DraftActionResult = Outcome<{ message: string }>;

/** A draft of another organization, or deleted: worded when refused, in the assignor's language. */
export function draftNotFound(): DraftActionResult {
  return { ok: false, message: tr("assignor.draft.error.gone"), status: 404 };
}

export function notEditable(status: string): DraftActionResult {
  const message =
    status === "no longer a draft"
      ? tr("assignor.draft.error.noLongerDraft")
      : tr("assignor.draft.error.notEditable", { status });
  return { ok: false, message, status: 409 };
}

/**
 * Changes (or removes, with `refereeId` null) the proposed referee of one draft item. The choice goes
 * through the assignment dialog's conflict check (`checkConflicts`: every conflict counts here, as in the
 * engine) and then through the engine's independent checker against the rest of the draft, so two of
 * the draft's own proposals cannot overlap either.
 */
export async function changeDraftItem(
  db: Database,
  {
    organizationId,
    actorId,
    draftId,
    itemId,
    refereeId,
    createdBy,
  }: {
    organizationId: string;
    actorId: string;
    draftId: string;
    itemId: string;
    refereeId: string | null;
    createdBy?: string;
  },
): Promise<DraftActionResult> {
  const loaded = await loadDraft(db, organizationId, draftId, createdBy);
  if (!loaded) return draftNotFound();
  if (loaded.draft.status !== "draft") return notEditable(loaded.draft.status);
  const item = loaded.items.find((candidate) => candidate.id === itemId);
  if (!item) return { ok: false, message: tr("assignor.draft.error.notInDraft"), status: 404 };
  const slot = tr("assignor.draft.slotLabel", {
    position: positionLabel(item.position),
    game: tr("assignor.game.title", { home: item.homeTeam, away: item.awayTeam }),
  });

  // The draft's proposals with this slot changed, for the checks and the recomputed figures.
  const proposalsWith = (chosen: string | null) =>
    loaded.items
      .filter((candidate) => !candidate.assignmentId)
      .map((candidate) => ({
        gameId: candidate.gameId,
        position: candidate.position,
        refereeId: candidate.id === itemId ? chosen : candidate.refereeId,
      }))
      .filter(
        (candidate): candidate is { gameId: string; position: string; refereeId: string } =>
          candidate.refereeId !== null,
      );
  // Coverage, workload spread and team exposure after a change by hand (issue 10), saved with it.
  const refreshedSummary = (input: ScheduleInput, proposals: ReturnType<typeof proposalsWith>) =>
    db
      .update(schedulingDrafts)
      .set({ summary: { ...loaded.draft.summary, ...summarizeProposals(input, proposals), editedByHand: true } })
      .where(and(eq(schedulingDrafts.id, draftId), eq(schedulingDrafts.organizationId, organizationId)));

  if (refereeId === null) {
    if (!item.refereeId) return { ok: true, message: tr("assignor.draft.change.staysOpen") };
    const schedule = await loadScheduleInput(db, organizationId, loaded.draft.parameters);
    if (!schedule) return draftNotFound();
    await db.batch([
      db
        .update(schedulingDraftItems)
        .set({ refereeId: null, reasons: null, unfilledReason: "Left open by the assignor." })
        .where(and(eq(schedulingDraftItems.id, itemId), eq(schedulingDraftItems.draftId, draftId))),
      refreshedSummary(schedule.input, proposalsWith(null)),
      activityStatement(db, {
        organizationId,
        actorId,
        action: "scheduling.draft_item_changed",
        subjectType: "scheduling_draft",
        subjectId: draftId,
        summary: `Left the ${slot} open in an auto-assign draft`,
        details: { itemId, gameId: item.gameId, position: item.position, from: item.refereeId, to: null },
      }),
    ]);
    return { ok: true, message: tr("assignor.draft.change.removed") };
  }

  if (refereeId === item.refereeId) return { ok: true, message: tr("assignor.draft.change.none") };
  const conflicts = await checkConflicts(db, { organizationId, gameId: item.gameId, refereeId });
  if (conflicts === null) return { ok: false, message: tr("assignor.assign.error.refereeNotFound"), status: 400 };
  const [referee] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, refereeId));
  const name = `${referee!.firstName} ${referee!.lastName}`;
  if (conflicts.length > 0) {
    return {
      ok: false,
      message: tr("assignor.draft.change.cannotTake", {
        name,
        reasons: conflicts.map((conflict) => conflict.message).join("; "),
      }),
      status: 409,
    };
  }
  const schedule = await loadScheduleInput(db, organizationId, loaded.draft.parameters);
  if (!schedule) return draftNotFound();
  const proposed = proposalsWith(refereeId);
  const violations = checkHardConstraints(schedule.input, proposed).filter(
    (violation) =>
      violation.gameId === item.gameId && violation.position === item.position && violation.refereeId === refereeId,
  );
  if (violations.length > 0) {
    return {
      ok: false,
      message: tr("assignor.draft.change.cannotTake", {
        name,
        reasons: violations.map((violation) => violation.message).join("; "),
      }),
      status: 409,
    };
  }
  await db.batch([
    db
      .update(schedulingDraftItems)
      .set({
        refereeId,
        reasons: ["chosen by the assignor", "no conflict with their availability, games or limits"],
        unfilledReason: null,
      })
      .where(and(eq(schedulingDraftItems.id, itemId), eq(schedulingDraftItems.draftId, draftId))),
    refreshedSummary(schedule.input, proposed),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "scheduling.draft_item_changed",
      subjectType: "scheduling_draft",
      subjectId: draftId,
      summary: `Proposed ${name} as ${slot} in an auto-assign draft`,
      details: { itemId, gameId: item.gameId, position: item.position, from: item.refereeId, to: refereeId },
    }),
  ]);
  return { ok: true, message: tr("assignor.draft.change.proposed", { name, slot }) };
}

export async function discardDraft(
  db: Database,
  {
    organizationId,
    actorId,
    draftId,
    createdBy,
  }: { organizationId: string; actorId: string; draftId: string; createdBy?: string },
): Promise<DraftActionResult> {
  const draft = await findDraft(db, organizationId, draftId, createdBy);
  if (!draft) return draftNotFound();
  if (draft.status !== "draft") return notEditable(draft.status);
  const [updated] = await db.batch([
    db
      .update(schedulingDrafts)
      .set({ status: "discarded", closedAt: new Date() })
      .where(
        and(
          eq(schedulingDrafts.organizationId, organizationId),
          eq(schedulingDrafts.id, draftId),
          eq(schedulingDrafts.status, "draft"),
        ),
      )
      .returning({ id: schedulingDrafts.id }),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "scheduling.draft_discarded",
      subjectType: "scheduling_draft",
      subjectId: draftId,
      summary: `Discarded an auto-assign draft for ${describeRange(draft.parameters)}`,
    }),
  ]);
  if (updated.length === 0) return notEditable("no longer a draft");
  return { ok: true, message: tr("assignor.draft.discarded") };
}
