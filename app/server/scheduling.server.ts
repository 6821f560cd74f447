/**
 * Smart scheduling for one organization (issue 10, decision 0030): loads the engine's input from D1,
 * runs auto-assign into a draft, lets the assignor adjust it, publishes it through `assignReferee`
 * (so notifications, the activity log and the one-referee-per-slot rule apply), discards it, or undoes
 * a publish while no offer has been accepted. Also the suggestions of the assignment dialog.
 * Every query is scoped to the organization.
 */
import { and, between, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import {
  assignments,
  games,
  memberships,
  organizations,
  schedulingDraftItems,
  schedulingDrafts,
  venues,
  users,
  type Organization,
} from "~/db/schema";
import { newId } from "~/db/ids";
import { POSITION_LABELS, type Position } from "~/domain/constants";
import { addDays, todayIn } from "~/domain/dates";
import { LIVE_ASSIGNMENT_STATUSES } from "~/domain/game-status";
import {
  checkHardConstraints,
  scheduleSlate,
  suggestReferees,
  summarizeProposals,
  type ScheduleInput,
  type ScheduleSummary,
} from "~/domain/scheduling";
import {
  buildScheduleInput,
  readRefereePreferences,
  readSchedulingSettings,
  selectSlateGames,
  type AutoAssignRequest,
  type RefereeSchedulingProfile,
  type SchedulingSettings,
} from "~/domain/scheduling-settings";
import { undoFailureReason, undoOutcome, type UndoReport } from "~/domain/draft-undo";
import { schedulingWindows } from "~/domain/scheduling-history";
import { activityStatement } from "./activity.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { assignReferee, checkConflicts } from "./assignments.server";
import { withdrawAssignment } from "./assignment-responses.server";
import { refereeBlocksBetween } from "./availability.server";
import type { Database } from "./db.server";

/** A fixed seed: the same data gives the same draft (the iteration cap, not the clock, ends a Worker run). */
const DRAFT_SEED = 2026;

type RulesRow = Pick<
  Organization,
  "id" | "timeZone" | "travelBufferMinutes" | "maxGamesPerDay" | "conflictRules" | "schedulingSettings"
>;

async function loadOrganizationRules(db: Database, organizationId: string): Promise<RulesRow | undefined> {
  const [row] = await db
    .select({
      id: organizations.id,
      timeZone: organizations.timeZone,
      travelBufferMinutes: organizations.travelBufferMinutes,
      maxGamesPerDay: organizations.maxGamesPerDay,
      conflictRules: organizations.conflictRules,
      schedulingSettings: organizations.schedulingSettings,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** At most this many assignments of past crew games are read (the most recent first). */
const CREW_ROWS_LIMIT = 5_000;

/**
 * The engine's input for the organization's open slots in the request's range (filtered by levels and
 * venues), with the referees and their dated and weekly blocks; every live or completed assignment in
 * the whole weeks and calendar months around the range (capacity, the weekly maximum, overlaps, travel);
 * the twelve months before those counted per referee and pairing in SQL (balance, fees, team exposure);
 * and the crews of past games (decision 0042). Each query is bounded by dates and runs on the
 * organization's games by date (`games_organization_date_idx`), joining assignments by game.
 */
export async function loadScheduleInput(
  db: Database,
  organizationId: string,
  request: AutoAssignRequest,
  now = new Date(),
): Promise<{ input: ScheduleInput; slateGameIds: string[] } | null> {
  const organization = await loadOrganizationRules(db, organizationId);
  if (!organization) return null;
  const today = todayIn(organization.timeZone, now);
  const windows = schedulingWindows(request, today);
  const refereeOfOrganization = and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee"));
  const organizationGame = and(eq(games.organizationId, organizationId), ne(games.status, "cancelled"));
  const workedOrOffered = and(
    eq(assignments.organizationId, organizationId),
    inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
  );

  const gameColumns = {
    id: games.id,
    date: games.date,
    time: games.time,
    venue: games.venue,
    level: games.level,
    homeTeam: games.homeTeam,
    awayTeam: games.awayTeam,
    positionType: games.positionType,
    feeCents: games.feeCents,
    status: games.status,
    latitude: venues.latitude,
    longitude: venues.longitude,
  };
  // The venue list gives a game's coordinates (travel goal), matched by name within the organization.
  const venueOfGame = and(eq(venues.organizationId, games.organizationId), eq(venues.name, games.venue));
  const [rangeGames, referees, live, history, crews, [blocks, recurringBlocks]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .leftJoin(venues, venueOfGame)
      .where(and(organizationGame, between(games.date, request.from, request.to)))
      .orderBy(games.date, games.time),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        refereeLevel: users.refereeLevel,
        rating: users.rating,
        homeLatitude: users.homeLatitude,
        homeLongitude: users.homeLongitude,
        maxGamesPerWeek: memberships.maxGamesPerWeek,
        maxGamesPerMonth: memberships.maxGamesPerMonth,
        schedulingPreferences: memberships.schedulingPreferences,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(refereeOfOrganization)
      .orderBy(users.lastName, users.firstName),
    db
      .select({
        ...gameColumns,
        gameId: games.id,
        position: assignments.position,
        refereeId: assignments.refereeId,
        assignmentStatus: assignments.status,
      })
      .from(games)
      .innerJoin(assignments, eq(assignments.gameId, games.id))
      .leftJoin(venues, venueOfGame)
      .where(and(organizationGame, workedOrOffered, between(games.date, windows.detail.from, windows.detail.to))),
    db
      .select({
        refereeId: assignments.refereeId,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        games: sql<number>`count(*)`,
        feeCents: sql<number>`coalesce(sum(${games.feeCents}), 0)`,
      })
      .from(games)
      .innerJoin(assignments, eq(assignments.gameId, games.id))
      .where(and(organizationGame, workedOrOffered, between(games.date, windows.history.from, windows.history.to)))
      .groupBy(assignments.refereeId, games.homeTeam, games.awayTeam),
    db
      .select({ gameId: games.id, refereeId: assignments.refereeId, status: assignments.status, date: games.date })
      .from(games)
      .innerJoin(assignments, eq(assignments.gameId, games.id))
      .where(
        and(
          organizationGame,
          ne(games.positionType, "single"),
          eq(assignments.organizationId, organizationId),
          inArray(assignments.status, ["confirmed", "completed"]),
          between(games.date, windows.crews.from, windows.crews.to),
        ),
      )
      .orderBy(desc(games.date))
      .limit(CREW_ROWS_LIMIT),
    refereeBlocksBetween(db, organizationId, addDays(request.from, -1), addDays(request.to, 1)),
  ]);

  const slate = selectSlateGames(rangeGames, request);
  const slateIds = new Set(slate.map((game) => game.id));
  const inputGames = new Map(slate.map((game) => [game.id, game]));
  for (const row of live) if (!inputGames.has(row.gameId)) inputGames.set(row.gameId, row);
  const input = buildScheduleInput({
    organization,
    games: [...inputGames.values()].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time)),
    slateGameIds: [...slateIds],
    referees,
    blocks,
    recurringBlocks,
    assignments: live.map((row) => ({
      gameId: row.gameId,
      position: row.position,
      refereeId: row.refereeId,
      status: row.assignmentStatus,
    })),
    history,
    crews,
    today,
  });
  return { input, slateGameIds: [...slateIds] };
}

// ---- Settings ------------------------------------------------------------------------------------

export async function getSchedulingSettings(db: Database, organizationId: string): Promise<SchedulingSettings> {
  const organization = await loadOrganizationRules(db, organizationId);
  return readSchedulingSettings(organization?.schedulingSettings ?? null);
}

export async function saveSchedulingSettings(
  db: Database,
  { organizationId, actorId, settings }: { organizationId: string; actorId: string; settings: SchedulingSettings },
) {
  await db.batch([
    db
      .update(organizations)
      .set({ schedulingSettings: settings, updatedAt: new Date() })
      .where(eq(organizations.id, organizationId)),
    activityStatement(db, {
      organizationId,
      actorId,
      action: "scheduling.settings_updated",
      subjectType: "organization",
      subjectId: organizationId,
      summary: "Updated the scheduling settings",
      details: { ...settings },
    }),
  ]);
}

// ---- Drafts --------------------------------------------------------------------------------------

export interface DraftParameters extends AutoAssignRequest {
  seed: number;
}

export interface DraftSummary extends ScheduleSummary {
  games: number;
  /** Set once the assignor changed a slot: the figures were recomputed from the draft as it stands. */
  editedByHand?: boolean;
}

function describeRange(parameters: DraftParameters): string {
  return parameters.from === parameters.to ? parameters.from : `${parameters.from} to ${parameters.to}`;
}

/** Runs auto-assign and saves the result as a draft; returns its id, or null when the range has no open slot. */
export async function createDraft(
  db: Database,
  { organizationId, actorId, request }: { organizationId: string; actorId: string; request: AutoAssignRequest },
): Promise<{ ok: true; draftId: string } | { ok: false; message: string }> {
  const loaded = await loadScheduleInput(db, organizationId, request);
  if (!loaded || loaded.slateGameIds.length === 0) {
    return { ok: false, message: "No game in this range needs a referee." };
  }
  const result = scheduleSlate(loaded.input, { seed: DRAFT_SEED });
  if (result.summary.slots === 0)
    return { ok: false, message: "Every slot of the games in this range is already filled." };

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
    // One statement per item keeps each under D1's limit of bound parameters.
    ...items.map((item) => db.insert(schedulingDraftItems).values(item)),
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

export async function listDrafts(db: Database, organizationId: string, limit = 10) {
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
    .where(eq(schedulingDrafts.organizationId, organizationId))
    .orderBy(desc(schedulingDrafts.createdAt))
    .limit(limit)
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        parameters: row.parameters as DraftParameters,
        summary: row.summary as DraftSummary | null,
      })),
    );
}

async function findDraft(db: Database, organizationId: string, draftId: string) {
  const [draft] = await db
    .select()
    .from(schedulingDrafts)
    .where(and(eq(schedulingDrafts.organizationId, organizationId), eq(schedulingDrafts.id, draftId)));
  return draft
    ? { ...draft, parameters: draft.parameters as DraftParameters, summary: draft.summary as DraftSummary | null }
    : undefined;
}

/** A draft of the organization with its items, games, proposed referees and (once published) offers. */
export async function loadDraft(db: Database, organizationId: string, draftId: string) {
  const draft = await findDraft(db, organizationId, draftId);
  if (!draft) return null;
  const rows = await db
    .select({
      id: schedulingDraftItems.id,
      gameId: schedulingDraftItems.gameId,
      position: schedulingDraftItems.position,
      refereeId: schedulingDraftItems.refereeId,
      reasons: schedulingDraftItems.reasons,
      unfilledReason: schedulingDraftItems.unfilledReason,
      assignmentId: schedulingDraftItems.assignmentId,
      date: games.date,
      time: games.time,
      venue: games.venue,
      level: games.level,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      refereeFirstName: users.firstName,
      refereeLastName: users.lastName,
      refereeLevel: users.refereeLevel,
      assignmentStatus: assignments.status,
    })
    .from(schedulingDraftItems)
    .innerJoin(games, and(eq(games.id, schedulingDraftItems.gameId), eq(games.organizationId, organizationId)))
    .leftJoin(users, eq(users.id, schedulingDraftItems.refereeId))
    .leftJoin(assignments, eq(assignments.id, schedulingDraftItems.assignmentId))
    .where(eq(schedulingDraftItems.draftId, draftId))
    .orderBy(games.date, games.time, games.homeTeam, schedulingDraftItems.position);
  const items = rows.map((row) => ({ ...row, reasons: (row.reasons as string[] | null) ?? [] }));
  return { draft, items };
}

export type DraftActionResult = { ok: true; message: string } | { ok: false; message: string; status: number };

const draftNotFound: DraftActionResult = { ok: false, message: "This draft no longer exists.", status: 404 };

function notEditable(status: string): DraftActionResult {
  return { ok: false, message: `This draft is ${status}; it can no longer be changed.`, status: 409 };
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
  }: { organizationId: string; actorId: string; draftId: string; itemId: string; refereeId: string | null },
): Promise<DraftActionResult> {
  const loaded = await loadDraft(db, organizationId, draftId);
  if (!loaded) return draftNotFound;
  if (loaded.draft.status !== "draft") return notEditable(loaded.draft.status);
  const item = loaded.items.find((candidate) => candidate.id === itemId);
  if (!item) return { ok: false, message: "This slot is not part of the draft.", status: 404 };
  const slot = `${POSITION_LABELS[item.position as Position]} of ${item.homeTeam} vs ${item.awayTeam}`;

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
    if (!item.refereeId) return { ok: true, message: "The slot stays open." };
    const schedule = await loadScheduleInput(db, organizationId, loaded.draft.parameters);
    if (!schedule) return draftNotFound;
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
    return { ok: true, message: "Proposal removed; the slot stays open." };
  }

  if (refereeId === item.refereeId) return { ok: true, message: "No change." };
  const conflicts = await checkConflicts(db, { organizationId, gameId: item.gameId, refereeId });
  if (conflicts === null) return { ok: false, message: "Choose a referee from your organization.", status: 400 };
  const [referee] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, refereeId));
  const name = `${referee!.firstName} ${referee!.lastName}`;
  if (conflicts.length > 0) {
    return {
      ok: false,
      message: `${name} cannot take this slot: ${conflicts.map((conflict) => conflict.message).join("; ")}.`,
      status: 409,
    };
  }
  const schedule = await loadScheduleInput(db, organizationId, loaded.draft.parameters);
  if (!schedule) return draftNotFound;
  const proposed = proposalsWith(refereeId);
  const violations = checkHardConstraints(schedule.input, proposed).filter(
    (violation) =>
      violation.gameId === item.gameId && violation.position === item.position && violation.refereeId === refereeId,
  );
  if (violations.length > 0) {
    return {
      ok: false,
      message: `${name} cannot take this slot: ${violations.map((violation) => violation.message).join("; ")}.`,
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
  return { ok: true, message: `${name} proposed for the ${slot}.` };
}

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

export async function discardDraft(
  db: Database,
  { organizationId, actorId, draftId }: { organizationId: string; actorId: string; draftId: string },
): Promise<DraftActionResult> {
  const draft = await findDraft(db, organizationId, draftId);
  if (!draft) return draftNotFound;
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
  return { ok: true, message: "Draft discarded" };
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

// ---- Suggestions ---------------------------------------------------------------------------------

export type SuggestionsAnswer =
  | {
      ok: true;
      suggestions: { refereeId: string; name: string; level: number | null; reasons: string[]; explanation: string }[];
      leftOut: { refereeId: string; name: string; conflicts: { severity: "hard" | "soft"; message: string }[] }[];
    }
  | { ok: false; status: number; message: string };

/** The engine's ranking for one open slot of a game of the organization (the assignment dialog). */
export async function suggestionsFor(
  db: Database,
  {
    organizationId,
    gameId,
    position,
    limit = 5,
  }: { organizationId: string; gameId: string; position: string; limit?: number },
): Promise<SuggestionsAnswer> {
  const [game] = await db
    .select({ id: games.id, date: games.date, level: games.level, venue: games.venue, status: games.status })
    .from(games)
    .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)));
  if (!game) return { ok: false, status: 404, message: "This game no longer exists." };
  if (game.status === "cancelled" || game.status === "completed") {
    return { ok: false, status: 409, message: `This game is ${game.status}.` };
  }
  const loaded = await loadScheduleInput(db, organizationId, {
    from: game.date,
    to: game.date,
    levels: [],
    venues: [],
  });
  if (!loaded) return { ok: false, status: 404, message: "This game no longer exists." };
  const target = loaded.input.games.find((candidate) => candidate.id === gameId);
  if (!target?.positions.includes(position))
    return { ok: false, status: 400, message: "This game does not need that position." };
  if ((loaded.input.existing ?? []).some((row) => row.gameId === gameId && row.position === position)) {
    return { ok: false, status: 409, message: "This slot is already filled." };
  }
  const result = suggestReferees({ ...loaded.input, slateGameIds: [gameId] }, { gameId, position }, { limit });
  const names = new Map(loaded.input.referees.map((referee) => [referee.id, referee]));
  return {
    ok: true,
    suggestions: result.suggestions.map((suggestion) => ({
      refereeId: suggestion.refereeId,
      name: names.get(suggestion.refereeId)?.name ?? "",
      level: names.get(suggestion.refereeId)?.level ?? null,
      reasons: suggestion.reasons,
      explanation: suggestion.explanation,
    })),
    leftOut: result.leftOut.map((left) => ({
      refereeId: left.refereeId,
      name: names.get(left.refereeId)?.name ?? "",
      conflicts: left.conflicts.map(({ severity, message }) => ({ severity, message })),
    })),
  };
}

/** The venues the organization's upcoming games are played at, for the auto-assign filter. */
export async function listUpcomingVenues(db: Database, organizationId: string, fromDate: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ venue: games.venue })
    .from(games)
    .where(and(eq(games.organizationId, organizationId), gte(games.date, fromDate), ne(games.status, "cancelled")))
    .orderBy(games.venue)
    .limit(60);
  return rows.map((row) => row.venue);
}

// ---- A referee's own scheduling profile ------------------------------------------------------------

/** The referee's home, capacity and preferences in this organization, for their settings page. */
export async function getRefereeSchedulingProfile(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({
      homeLabel: users.homeLabel,
      homeLatitude: users.homeLatitude,
      homeLongitude: users.homeLongitude,
      maxGamesPerWeek: memberships.maxGamesPerWeek,
      maxGamesPerMonth: memberships.maxGamesPerMonth,
      schedulingPreferences: memberships.schedulingPreferences,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  if (!row) return null;
  const venueRows = await db
    .select({ name: venues.name })
    .from(venues)
    .where(eq(venues.organizationId, organizationId))
    .orderBy(venues.name);
  const preferences = readRefereePreferences(row.schedulingPreferences) ?? {};
  return {
    homeLabel: row.homeLabel,
    homeLatitude: row.homeLatitude,
    homeLongitude: row.homeLongitude,
    maxGamesPerWeek: row.maxGamesPerWeek,
    maxGamesPerMonth: row.maxGamesPerMonth,
    levels: [...(preferences.levels ?? [])],
    weekdays: [...(preferences.weekdays ?? [])],
    venues: [...(preferences.venues ?? [])],
    avoidVenues: [...(preferences.avoidVenues ?? [])],
    avoidTeams: [...(preferences.avoidTeams ?? [])],
    venueNames: venueRows.map((venue) => venue.name),
  };
}

/** Saves the referee's own profile: home on the person, capacity and preferences on this membership. */
export async function saveRefereeSchedulingProfile(
  db: Database,
  { organizationId, userId, profile }: { organizationId: string; userId: string; profile: RefereeSchedulingProfile },
) {
  const preferences = {
    levels: profile.levels,
    weekdays: profile.weekdays,
    venues: profile.venues,
    avoidVenues: profile.avoidVenues,
    avoidTeams: profile.avoidTeams,
  };
  await db.batch([
    db
      .update(users)
      .set({
        homeLabel: profile.homeLabel,
        homeLatitude: profile.homeLatitude,
        homeLongitude: profile.homeLongitude,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId)),
    db
      .update(memberships)
      .set({
        maxGamesPerWeek: profile.maxGamesPerWeek,
        maxGamesPerMonth: profile.maxGamesPerMonth,
        schedulingPreferences: preferences,
      })
      .where(
        and(
          eq(memberships.organizationId, organizationId),
          eq(memberships.userId, userId),
          eq(memberships.role, "referee"),
        ),
      ),
  ]);
}
