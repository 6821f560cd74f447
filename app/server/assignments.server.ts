/**
 * Making an assignment: a referee offered one position of a game, after the conflict checks of
 * `app/domain/conflicts.ts`. The one-referee-per-slot rule is the database's (the partial unique index
 * `assignments_live_slot_idx`), so two assignors racing for the same slot cannot both win: the loser's
 * batch fails as a whole and they are told someone else filled it.
 *
 * The referee's answers (accept, decline, turn back) and the assignor's withdraw live in
 * assignment-responses.server.ts; completing games in game-completion.server.ts.
 */
import { tr } from "~/i18n/text";
import { positionLabel } from "~/domain/game-labels";
import { and, between, eq, exists, getTableColumns, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  assignments,
  games,
  memberships,
  notifications,
  organizations,
  userSettings,
  users,
  type Game,
} from "~/db/schema";
import { newId } from "~/db/ids";
import { POSITIONS_BY_TYPE, POSITION_LABELS, type Position, type PositionType } from "~/domain/constants";
import { recurringBlocksOn } from "~/domain/availability";
import { parseConflictRules } from "~/domain/conflict-rules";
import { findConflicts, hasHardConflict, OTHER_ORGANIZATION_WINDOW_DAYS, type Conflict } from "~/domain/conflicts";
import { addDays } from "~/domain/dates";
import { LIVE_ASSIGNMENT_STATUSES, UPCOMING_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";
import { gameInScope, type AssignorScope } from "~/domain/permissions";
import { readSchedulingSettings } from "~/domain/auto-assign-settings";
import { assignmentPublished, gameRequestApproved, MESSAGE_KINDS, offerNotification } from "~/domain/messages";
import { assignmentOfferLink } from "~/domain/notifications";
import { activityStatement } from "./activity.server";
import { webhookDeliveryStatement } from "./webhook-queue.server";
import { assignmentEventData } from "~/domain/webhooks";
import { refereeBlocksStatements } from "./availability.server";
import { coordinatesOf, ruleFactsColumns, ruleFactsFrom, venueCoordinateColumns } from "./referee-rule-facts.server";
import { parseAssignmentPolicy } from "~/domain/assignment-policy";
import type { Database } from "./db.server";
import { conflictGameColumns } from "./game-slot-columns.server";
import {
  otherOrganizationGamesByReferee,
  otherOrganizationGamesLikeOwn,
  ownGameMarks,
  splitOwnAndOtherGames,
} from "./other-organization-games.server";
import { updateGameStatus } from "./game-status.server";
import { batchRead, combineReads, mapRead, readAll, readOne, rowsRead } from "./batch-reads.server";
import { queueMessage, toAddressee } from "./outbox.server";
import { publicOrigin } from "./public-origin.server";

export type AssignFailure =
  | "game-not-found"
  | "game-closed"
  | "position-not-needed"
  | "referee-not-found"
  | "already-on-game"
  | "hard-conflict"
  | "needs-override"
  | "slot-taken";

export type AssignResult =
  | { ok: true; assignmentId: string; conflicts: Conflict[] }
  | {
      ok: false;
      /** What stood in the way, for callers that answer differently per cause (the API's status codes). */
      code: AssignFailure;
      message: string;
      /** What the checks found; `needsOverride` when only soft ones stand in the way. */
      conflicts?: Conflict[];
      needsOverride?: boolean;
    };

export function listOrganizationReferees(db: Database, organizationId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, refereeLevel: users.refereeLevel })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "referee")))
    .orderBy(users.lastName, users.firstName);
}

/** A value, or an SQL expression that gives it inside the statement (a subquery through a game request). */
export type Ref = string | SQL;

/**
 * The organization's referee with this id, with what a message to them needs and whether they already hold
 * an open offer or a place on the game: zero rows or one.
 */
function refereeQuery(db: Database, organizationId: string, refereeId: Ref, gameId: Ref) {
  const onGame = db
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        eq(assignments.gameId, gameId),
        eq(assignments.refereeId, memberships.userId),
        inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]),
      ),
    );
  return db
    .select({
      id: memberships.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      refereeLevel: users.refereeLevel,
      phone: users.phone,
      phoneConfirmedAt: users.phoneConfirmedAt,
      texts: userSettings.pushNotifications,
      language: userSettings.language,
      onGame: sql<number>`${exists(onGame)}`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userSettings, eq(userSettings.userId, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.role, "referee"),
        eq(memberships.userId, refereeId),
      ),
    );
}

/**
 * What the conflict rules need for a game and some of the organization's referees (one, or all of them
 * for the New Assignment dialog's preview), all within the organization: its settings, each referee's
 * availability on the game's date (and the next day, for a late game: one-off blocks and weekly ones
 * expanded for those dates with `recurringBlocksOn`), their other live assignments in this organization
 * from the day before to the day after, and how many games they already have in the game's week and
 * calendar month against their stated capacity and the organization's weekly maximum (counted in SQL, one
 * row per referee); with their own games, in the same statement, their live games in other organizations
 * around the date (decision 0066: only when and at what level, in that organization's time zone). Six
 * statements whatever the number of referees, for the caller's batch: the game's
 * date is read inside them (SQLite's date functions give the days around it, its week from Monday and its
 * month), so they need only the game's id and share one round trip with the game itself (decision 0052).
 * The referee filter goes through the membership join, never a long list of bound ids.
 * The first statement reads the game itself with its organization's settings: the value read is the game
 * and its conflict check for any of the referees.
 */
function conflictChecksRead(db: Database, organizationId: string, gameId: Ref, onlyRefereeId?: Ref) {
  const date = sql<string>`(${db
    .select({ date: games.date })
    .from(games)
    .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)))})`;
  const day = (modifiers: string) => sql<string>`date(${date}, ${sql.raw(modifiers)})`;
  const dayBefore = day("'-1 day'");
  const nextDay = day("'+1 day'");
  const week = { start: day("'-6 days', 'weekday 1'"), end: day("'-6 days', 'weekday 1', '+6 days'") };
  const month = { start: day("'start of month'"), end: day("'start of month', '+1 month', '-1 day'") };
  const refereeFilter = onlyRefereeId ? eq(assignments.refereeId, onlyRefereeId) : undefined;
  const otherLiveGame = and(
    eq(assignments.organizationId, organizationId),
    refereeFilter,
    inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES]),
    ne(games.id, gameId),
    ne(games.status, "cancelled"),
  );
  const [oneOffBlocks, weeklyBlocks] = refereeBlocksStatements(db, organizationId, date, nextDay, onlyRefereeId);
  const around = OTHER_ORGANIZATION_WINDOW_DAYS;
  const elsewhere = otherOrganizationGamesLikeOwn(
    db,
    organizationId,
    { from: day(`'-${around} days'`), to: day(`'+${around} days'`) },
    onlyRefereeId,
  );
  return batchRead(
    [
      // The game with its organization's settings: result column names of both tables are distinct here.
      db
        .select({
          ...getTableColumns(games),
          ...venueCoordinateColumns,
          timeZone: organizations.timeZone,
          travelBufferMinutes: organizations.travelBufferMinutes,
          maxGamesPerDay: organizations.maxGamesPerDay,
          conflictRules: organizations.conflictRules,
          schedulingSettings: organizations.schedulingSettings,
          assignmentPolicy: organizations.assignmentPolicy,
          // Issue 21: what the organization knows of the referees, and the game's officials (do-not-pair).
          ...ruleFactsColumns(organizationId, { from: dayBefore, to: nextDay }, onlyRefereeId),
          officials: sql<string>`coalesce((select json_group_array(${assignments.refereeId}) from ${assignments} where ${assignments.gameId} = ${games.id} and ${inArray(assignments.status, [...LIVE_ASSIGNMENT_STATUSES])}), '[]')`,
        })
        .from(games)
        .innerJoin(organizations, eq(organizations.id, games.organizationId))
        .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
      oneOffBlocks,
      weeklyBlocks,
      db
        .select({
          refereeId: assignments.refereeId,
          ...conflictGameColumns,
          ...ownGameMarks,
        })
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .where(and(otherLiveGame, between(games.date, dayBefore, nextDay)))
        // The referee's games in other organizations in the same statement (one query fewer per request).
        .unionAll(elsewhere),
      db
        .select({
          refereeId: assignments.refereeId,
          week: sql<number>`sum(case when ${games.date} between ${week.start} and ${week.end} then 1 else 0 end)`,
          month: sql<number>`sum(case when ${games.date} between ${month.start} and ${month.end} then 1 else 0 end)`,
        })
        .from(assignments)
        .innerJoin(games, eq(games.id, assignments.gameId))
        .where(
          and(
            otherLiveGame,
            between(games.date, sql`min(${week.start}, ${month.start})`, sql`max(${week.end}, ${month.end})`),
          ),
        )
        .groupBy(assignments.refereeId),
      db
        .select({
          userId: memberships.userId,
          maxGamesPerWeek: memberships.maxGamesPerWeek,
          maxGamesPerMonth: memberships.maxGamesPerMonth,
        })
        .from(memberships)
        .where(
          and(
            eq(memberships.organizationId, organizationId),
            eq(memberships.role, "referee"),
            onlyRefereeId ? eq(memberships.userId, onlyRefereeId) : undefined,
          ),
        ),
    ],
    ([[row], oneOff, weekly, liveGames, loads, limits]) => {
      if (!row) return { game: undefined, conflictsOf: () => new Map<string, Conflict[]>() };
      const {
        timeZone,
        travelBufferMinutes,
        maxGamesPerDay,
        conflictRules,
        schedulingSettings,
        assignmentPolicy,
        venueLatitude,
        venueLongitude,
        ties,
        partners,
        ranks,
        travellers,
        startPoints,
        credentials,
        teamGames,
        officials,
        ...game
      } = row;
      const factsOf = ruleFactsFrom({ ties, partners, ranks, travellers, startPoints, credentials, teamGames });
      const crew = JSON.parse(officials) as string[];
      const organization = { timeZone, travelBufferMinutes, maxGamesPerDay, conflictRules, schedulingSettings };
      const policy = parseAssignmentPolicy(assignmentPolicy);
      const conflictGame = { ...game, coordinates: coordinatesOf({ venueLatitude, venueLongitude }) };
      /** Each referee's conflicts; `position` is the slot offered (without it, the rank rule asks for any). */
      const conflictsOf = (referees: readonly { id: string; refereeLevel: number | null }[], position?: Position) => {
        const result = new Map<string, Conflict[]>();
        const gameNextDay = addDays(game.date, 1);
        const availabilityOf = (refereeId: string) => {
          const recurring = weekly
            .filter((block) => block.userId === refereeId)
            .map((block) => ({
              ...block,
              kind: block.kind === "full_day" ? ("full_day" as const) : ("time_range" as const),
            }));
          return [
            ...oneOff.filter((block) => block.userId === refereeId),
            ...recurringBlocksOn(recurring, game.date),
            ...recurringBlocksOn(recurring, gameNextDay),
          ];
        };
        const { conflictRules, schedulingSettings, ...settings } = organization;
        // The organization's own rules (decision 0019); null or unreadable JSON means the defaults.
        const rules = parseConflictRules(conflictRules);
        const organizationWeekly = readSchedulingSettings(schedulingSettings).maxGamesPerWeek;
        const loadOf = new Map(loads.map((row) => [row.refereeId, row]));
        const limitOf = new Map(limits.map((row) => [row.userId, row]));
        const { own: otherGames, other: elsewhereRows } = splitOwnAndOtherGames(liveGames);
        const othersOf = Map.groupBy(otherGames, (other) => other.refereeId);
        const elsewhereOf = otherOrganizationGamesByReferee(elsewhereRows);
        for (const referee of referees) {
          const load = loadOf.get(referee.id);
          const limit = limitOf.get(referee.id);
          result.set(
            referee.id,
            findConflicts({
              referee: { level: referee.refereeLevel },
              game: conflictGame,
              position,
              crew: crew.filter((id) => id !== referee.id),
              facts: factsOf(referee.id),
              policy,
              availability: availabilityOf(referee.id),
              otherGames: othersOf.get(referee.id) ?? [],
              otherOrganizationGames: elsewhereOf.get(referee.id) ?? [],
              settings,
              rules,
              capacity: {
                gamesThatWeek: Number(load?.week ?? 0),
                gamesThatMonth: Number(load?.month ?? 0),
                refereeWeekly: limit?.maxGamesPerWeek ?? null,
                refereeMonthly: limit?.maxGamesPerMonth ?? null,
                organizationWeekly,
              },
            }),
          );
        }
        return result;
      };
      return { game: game as Game, conflictsOf };
    },
  );
}

/**
 * Everything offering `position` of a game to a referee must check, in one batch: the referee (with their
 * address and whether they are on the game already), the game and the conflict inputs. `gameId` and `refereeId` may be
 * subqueries (approving a game request reads them through the request in the same batch).
 */
export function assignmentChecksRead(db: Database, organizationId: string, gameId: Ref, refereeId: Ref) {
  return mapRead(
    combineReads({
      referee: batchRead([refereeQuery(db, organizationId, refereeId, gameId)], ([[referee]]) => referee),
      checks: conflictChecksRead(db, organizationId, gameId, refereeId),
    }),
    ({ referee, checks }) => ({ referee, game: checks.game, conflictsOf: checks.conflictsOf }),
  );
}

type Statement = BatchItem<"sqlite">;

/** What `assignmentChecksRead` reads. */
export type AssignmentChecks = ReturnType<ReturnType<typeof assignmentChecksRead>["read"]>;

/** The conflicts of offering this game to this referee, or null when either is not the organization's. */
export async function checkConflicts(
  db: Database,
  { organizationId, gameId, refereeId }: { organizationId: string; gameId: string; refereeId: string },
): Promise<Conflict[] | null> {
  const { game, referee, conflictsOf } = await readOne(db, assignmentChecksRead(db, organizationId, gameId, refereeId));
  if (!game || !referee) return null;
  return conflictsOf([referee]).get(referee.id) ?? [];
}

export interface ConflictPreview {
  game: { id: string; positionType: string };
  /** Every referee of the organization with what offering them this game would run into. */
  referees: { id: string; conflicts: Conflict[]; onGame: boolean }[];
}

/**
 * The New Assignment dialog's preview: each referee's conflicts for one game of the organization, so
 * the assignor sees them before choosing. Null when the game is not the organization's. One round trip.
 */
export async function previewConflicts(
  db: Database,
  {
    organizationId,
    gameId,
    scope = null,
    position,
  }: { organizationId: string; gameId: string; scope?: AssignorScope | null; position?: Position },
): Promise<ConflictPreview | null> {
  const { referees, onGame, checks } = await readAll(db, {
    referees: rowsRead(listOrganizationReferees(db, organizationId)),
    onGame: rowsRead(
      db
        .select({ refereeId: assignments.refereeId })
        .from(assignments)
        .where(
          and(
            eq(assignments.organizationId, organizationId),
            eq(assignments.gameId, gameId),
            inArray(assignments.status, [...UPCOMING_ASSIGNMENT_STATUSES]),
          ),
        ),
    ),
    checks: conflictChecksRead(db, organizationId, gameId),
  });
  const { game, conflictsOf } = checks;
  if (!game || !gameInScope(scope, game)) return null;
  const conflicts = conflictsOf(referees, position);
  const busy = new Set(onGame.map((row) => row.refereeId));
  return {
    game: { id: game.id, positionType: game.positionType },
    referees: referees.map((referee) => ({
      id: referee.id,
      conflicts: conflicts.get(referee.id) ?? [],
      onGame: busy.has(referee.id),
    })),
  };
}

function isLiveSlotViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed: assignments\./.test(`${error.message} ${String(error.cause ?? "")}`)
  );
}

/**
 * Offers one position of a game to a referee. Hard conflicts refuse; soft ones refuse unless the
 * assignor gives `overrideReason`, which is then kept with the overridden conflicts in the assignment's
 * override record (assignor-only columns, never shown to the referee) and the activity log. The game's
 * status is recomputed in the same batch from its assignments as they are then (decision 0040).
 */
export async function assignReferee(db: Database, offer: AssignOffer): Promise<AssignResult> {
  // One read (the game, the referee, the game's assignments, the conflict inputs), then one write.
  const checks = await readOne(db, assignmentChecksRead(db, offer.organizationId, offer.gameId, offer.refereeId));
  return assignAfterChecks(db, offer, checks);
}

/** What `assignReferee` is asked. */
export interface AssignOffer {
  organizationId: string;
  actorId: string;
  gameId: string;
  refereeId: string;
  position: Position;
  overrideReason?: string;
  /** The assignor's own note (the New Assignment dialog's Notes), kept on the assignment. */
  notes?: string;
  /** Approving this game request: the referee's message says their request was approved. */
  fromRequest?: { requestId: string };
  /** The new assignment's id, when the caller's own statements need it beforehand. */
  assignmentId?: string;
  /** A limited assignor's scope (decision 0064): a game outside it is refused as not found. */
  scope?: AssignorScope | null;
}

/**
 * `assignReferee` once its checks are read: refuses as the checks say, or writes the assignment with its
 * notification, message, activity and webhook in one batch, with `alongside` (statements of the caller's
 * that must stand or fall with it) at the end.
 */
export async function assignAfterChecks(
  db: Database,
  {
    organizationId,
    actorId,
    gameId,
    refereeId,
    position,
    overrideReason,
    notes,
    fromRequest,
    scope,
    ...given
  }: AssignOffer,
  { game, referee, conflictsOf }: AssignmentChecks,
  alongside: Statement[] = [],
): Promise<AssignResult> {
  // Outside a limited assignor's scope, a game reads as gone: its existence is not theirs to learn.
  if (!game || !gameInScope(scope ?? null, game))
    return { ok: false, code: "game-not-found", message: tr("assignor.assign.error.gameGone") };
  if (game.status === "cancelled" || game.status === "completed") {
    return {
      ok: false,
      code: "game-closed",
      message: tr("assignor.assign.error.gameClosed", { status: game.status }),
    };
  }
  if (!POSITIONS_BY_TYPE[game.positionType as PositionType].includes(position)) {
    return {
      ok: false,
      code: "position-not-needed",
      message: tr("assignor.assign.error.positionNotNeeded", { position: positionLabel(position) }),
    };
  }
  if (!referee) return { ok: false, code: "referee-not-found", message: tr("assignor.assign.error.refereeNotFound") };
  const name = `${referee.firstName} ${referee.lastName}`;

  if (referee.onGame) {
    return { ok: false, code: "already-on-game", message: tr("assignor.assign.error.alreadyOnGame", { name }) };
  }

  const conflicts = conflictsOf([referee], position).get(referee.id) ?? [];
  if (hasHardConflict(conflicts)) {
    return {
      ok: false,
      code: "hard-conflict",
      conflicts,
      message: tr("assignor.assign.error.hardConflict", { name, conflict: conflicts[0]!.message }),
    };
  }
  const reason = overrideReason?.trim().slice(0, 500) ?? "";
  if (conflicts.length > 0 && !reason) {
    return {
      ok: false,
      code: "needs-override",
      conflicts,
      needsOverride: true,
      message: tr("assignor.assign.error.needsOverride", { name }),
    };
  }
  const overridden = conflicts.length > 0;
  const now = new Date();

  const assignmentId = given.assignmentId ?? newId();
  const title = `${game.homeTeam} vs ${game.awayTeam}`;
  const addressee = toAddressee(referee);
  // The referee's language, not the assignor's (issue 19).
  const offer = offerNotification(game, position, addressee.language);
  const about = {
    firstName: referee.firstName,
    game: { ...game, position },
    assignmentId,
    origin: await publicOrigin(),
    language: addressee.language,
  };
  // Approving a request is the offer too: one message that says so, not two.
  const offerMessage = fromRequest
    ? {
        key: `${MESSAGE_KINDS.gameRequestApproved}:${fromRequest.requestId}`,
        kind: MESSAGE_KINDS.gameRequestApproved,
        message: gameRequestApproved(about),
      }
    : {
        key: `${MESSAGE_KINDS.assignmentPublished}:${assignmentId}`,
        kind: MESSAGE_KINDS.assignmentPublished,
        message: assignmentPublished(about),
      };
  try {
    await db.batch([
      db.insert(assignments).values({
        id: assignmentId,
        organizationId,
        gameId,
        refereeId,
        position,
        status: "pending",
        assignedById: actorId,
        notes: notes?.trim().slice(0, 500) || null,
        overrideConflicts: overridden ? conflicts.map((conflict) => conflict.message) : null,
        overrideReason: overridden ? reason : null,
      }),
      updateGameStatus(db, { organizationId, gameId, now }),
      db.insert(notifications).values({
        id: newId(),
        userId: refereeId,
        organizationId,
        type: "assignment",
        priority: "high",
        title: offer.title,
        message: offer.message,
        actionRequired: true,
        actionLabel: offer.actionLabel,
        link: assignmentOfferLink(assignmentId),
      }),
      ...queueMessage(db, {
        ...offerMessage,
        to: referee.email,
        textTo: addressee.textTo,
        organizationId,
        userId: refereeId,
      }),
      activityStatement(db, {
        organizationId,
        actorId,
        action: "assignment.created",
        subjectType: "assignment",
        subjectId: assignmentId,
        summary: `Assigned ${name} as ${POSITION_LABELS[position]} for ${title}${overridden ? " (warnings overridden)" : ""}`,
        details: {
          ...(overridden ? { gameId, position, conflicts, overrideReason: reason } : { gameId, position }),
          // What the log needs to word the entry in its reader's language.
          referee: name,
          homeTeam: game.homeTeam,
          awayTeam: game.awayTeam,
          overridden,
        },
      }),
      webhookDeliveryStatement(
        db,
        organizationId,
        "assignment.created",
        assignmentEventData({ id: assignmentId, refereeId, position, status: "pending" }, game),
      ),
      ...alongside,
    ]);
  } catch (error) {
    if (isLiveSlotViolation(error)) {
      return {
        ok: false,
        code: "slot-taken",
        message: tr("assignor.assign.error.slotTaken", { position: positionLabel(position) }),
      };
    }
    throw error;
  }
  return { ok: true, assignmentId, conflicts };
}
