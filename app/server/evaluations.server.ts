/**
 * Evaluations and assessment requests (issue 22, decision 0084): the assignors' list of recent games with
 * their crews and evaluations, the assessor's own games, the evaluation form's facts and its save. Every
 * statement names the organization; an assessor reads only the games they are asked to assess and only the
 * evaluations they wrote. A save rewrites the referee's rating in the same batch (decision 0081).
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, notExists, sql } from "drizzle-orm";
import {
  assessmentRequests,
  assignments,
  evaluations,
  games,
  memberships,
  notifications,
  outbox,
  refereeRatings,
  userSettings,
  users,
} from "~/db/schema";
import { newId } from "~/db/ids";
import type { EvaluationSource } from "~/domain/constants";
import { addDays, zonedTimeToInstant } from "~/domain/dates";
import type { EvaluationSubmission } from "~/domain/evaluation-form";
import { isEvaluationSource } from "~/domain/evaluations";
import { ASSESSMENTS_LINK, assessmentRequested, MESSAGE_KINDS } from "~/domain/messages";
import { isLanguage } from "~/i18n/messages";
import { insertSelecting, previousStatementChanged } from "./conditional-write.server";
import { batchRead } from "./batch-reads.server";
import type { Database } from "./db.server";
import { ratingRefreshStatements } from "./ratings.server";
import { ACCEPTED_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

/** How far back the assignors' evaluations page lists games, in days. */
export const EVALUATION_LOOKBACK_DAYS = 30;
/** At most this many games on the page (the most recent first). */
export const EVALUATION_PAGE_GAMES = 40;

const gameColumns = {
  id: games.id,
  date: games.date,
  time: games.time,
  homeTeam: games.homeTeam,
  awayTeam: games.awayTeam,
  venue: games.venue,
  status: games.status,
};

const crewColumns = {
  gameId: assignments.gameId,
  refereeId: assignments.refereeId,
  position: assignments.position,
  firstName: users.firstName,
  lastName: users.lastName,
};

const evaluatorName = sql<
  string | null
>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${evaluations.evaluatorId})`;

const evaluationColumns = {
  id: evaluations.id,
  gameId: evaluations.gameId,
  refereeId: evaluations.refereeId,
  source: evaluations.source,
  evaluatorId: evaluations.evaluatorId,
  evaluatorName,
  overall: evaluations.overall,
  createdAt: evaluations.createdAt,
};

export interface CrewMember {
  refereeId: string;
  position: string;
  name: string;
}

/** The games whose kick-off has passed (a game dated today may not have started yet). */
function kickedOff<G extends { date: string; time: string }>(rows: G[], timeZone: string, now: Date): G[] {
  return rows.filter((game) => zonedTimeToInstant(game.date, game.time, timeZone).getTime() <= now.getTime());
}

function crewOf(rows: { gameId: string; refereeId: string; position: string; firstName: string; lastName: string }[]) {
  const crews = new Map<string, CrewMember[]>();
  for (const row of rows) {
    const crew = crews.get(row.gameId) ?? [];
    crew.push({ refereeId: row.refereeId, position: row.position, name: `${row.firstName} ${row.lastName}` });
    crews.set(row.gameId, crew);
  }
  return crews;
}

function workedCrew(db: Database, organizationId: string, gameIds: SqlIn) {
  return db
    .select(crewColumns)
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.refereeId))
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
        inArray(assignments.gameId, gameIds),
      ),
    )
    .orderBy(asc(assignments.position));
}

type SqlIn = ReturnType<typeof sql>;

/**
 * The assignors' page: the organization's games of the last `EVALUATION_LOOKBACK_DAYS` days up to now (not
 * cancelled), their crews, every evaluation of them, the assessors asked, and the organization's assessors.
 */
export function evaluationsPageRead(
  db: Database,
  { organizationId, today, timeZone, now }: { organizationId: string; today: string; timeZone: string; now: Date },
) {
  const recent = and(
    eq(games.organizationId, organizationId),
    gte(games.date, addDays(today, -EVALUATION_LOOKBACK_DAYS)),
    lte(games.date, today),
    ne(games.status, "cancelled"),
  );
  const recentIds = sql`(select ${games.id} from ${games} where ${recent})`;
  return batchRead(
    [
      db
        .select(gameColumns)
        .from(games)
        .where(recent)
        .orderBy(desc(games.date), desc(games.time))
        .limit(EVALUATION_PAGE_GAMES),
      workedCrew(db, organizationId, recentIds),
      db
        .select(evaluationColumns)
        .from(evaluations)
        .where(and(eq(evaluations.organizationId, organizationId), inArray(evaluations.gameId, recentIds)))
        .orderBy(asc(evaluations.createdAt)),
      db
        .select({
          id: assessmentRequests.id,
          gameId: assessmentRequests.gameId,
          assessorId: assessmentRequests.assessorId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(assessmentRequests)
        .innerJoin(users, eq(users.id, assessmentRequests.assessorId))
        .where(
          and(eq(assessmentRequests.organizationId, organizationId), inArray(assessmentRequests.gameId, recentIds)),
        ),
      assessorsQuery(db, organizationId),
    ],
    ([gameRows, crewRows, evaluationRows, requestRows, assessors]) => {
      const crews = crewOf(crewRows);
      return {
        games: kickedOff(gameRows, timeZone, now).map((game) => {
          const gameEvaluations = evaluationRows.filter((row) => row.gameId === game.id);
          return {
            ...game,
            crew: crews.get(game.id) ?? [],
            evaluations: gameEvaluations.map(({ createdAt: _createdAt, ...row }) => ({
              ...row,
              source: row.source as EvaluationSource,
            })),
            requests: requestRows
              .filter((row) => row.gameId === game.id)
              .map((row) => ({
                id: row.id,
                assessorId: row.assessorId,
                name: `${row.firstName} ${row.lastName}`,
                // A request can be withdrawn until its assessor has written an evaluation of the game.
                withdrawable: !gameEvaluations.some((evaluation) => evaluation.evaluatorId === row.assessorId),
              })),
          };
        }),
        assessors: assessors.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` })),
      };
    },
  );
}

function assessorsQuery(db: Database, organizationId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "assessor")))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** The assessor's page: the games they are asked to assess (newest first), their crews and their own evaluations. */
export function assessmentsPageRead(
  db: Database,
  { organizationId, assessorId }: { organizationId: string; assessorId: string },
) {
  const requested = sql`(select ${assessmentRequests.gameId} from ${assessmentRequests} where ${assessmentRequests.organizationId} = ${organizationId} and ${assessmentRequests.assessorId} = ${assessorId})`;
  return batchRead(
    [
      db
        .select(gameColumns)
        .from(games)
        .where(and(eq(games.organizationId, organizationId), inArray(games.id, requested)))
        .orderBy(desc(games.date), desc(games.time)),
      workedCrew(db, organizationId, requested),
      db
        .select(evaluationColumns)
        .from(evaluations)
        .where(and(eq(evaluations.organizationId, organizationId), eq(evaluations.evaluatorId, assessorId))),
    ],
    ([gameRows, crewRows, evaluationRows]) => {
      const crews = crewOf(crewRows);
      return gameRows.map((game) => ({
        ...game,
        crew: crews.get(game.id) ?? [],
        evaluations: evaluationRows
          .filter((row) => row.gameId === game.id)
          .map((row) => ({ refereeId: row.refereeId, overall: row.overall })),
      }));
    },
  );
}

/**
 * The evaluation form's facts: the game (the organization's), the official (who worked it), the
 * evaluator's own evaluation if they wrote one, and whether the evaluator was asked to assess the game.
 * Null when the game or the official is not there.
 */
export function evaluationFormRead(
  db: Database,
  {
    organizationId,
    gameId,
    refereeId,
    evaluatorId,
  }: { organizationId: string; gameId: string; refereeId: string; evaluatorId: string },
) {
  return batchRead(
    [
      db
        .select(gameColumns)
        .from(games)
        .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
      db
        .select(crewColumns)
        .from(assignments)
        .innerJoin(users, eq(users.id, assignments.refereeId))
        .where(
          and(
            eq(assignments.organizationId, organizationId),
            eq(assignments.gameId, gameId),
            eq(assignments.refereeId, refereeId),
            inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES]),
          ),
        )
        .limit(1),
      db
        .select({ id: evaluations.id, scores: evaluations.scores, comments: evaluations.comments })
        .from(evaluations)
        .where(
          and(
            eq(evaluations.organizationId, organizationId),
            eq(evaluations.gameId, gameId),
            eq(evaluations.refereeId, refereeId),
            eq(evaluations.evaluatorId, evaluatorId),
          ),
        ),
      db
        .select({ id: assessmentRequests.id })
        .from(assessmentRequests)
        .where(
          and(
            eq(assessmentRequests.organizationId, organizationId),
            eq(assessmentRequests.gameId, gameId),
            eq(assessmentRequests.assessorId, evaluatorId),
          ),
        ),
    ],
    ([[game], [official], [own], [request]]) =>
      game && official
        ? {
            game,
            official: {
              refereeId: official.refereeId,
              position: official.position,
              name: `${official.firstName} ${official.lastName}`,
            },
            own: own ?? null,
            requested: Boolean(request),
          }
        : null,
  );
}

export interface EvaluationWrite {
  organizationId: string;
  gameId: string;
  gameDate: string;
  refereeId: string;
  evaluatorId: string;
  source: EvaluationSource;
  weight: number;
  /** The organization's today: the rating's window ends there. */
  today: string;
  /** The evaluator's evaluation of this official's game, when they are editing it. */
  existingId: string | null;
}

/** Writes (or rewrites) an evaluation and the referee's rating in one batch. */
export async function saveEvaluation(db: Database, write: EvaluationWrite, submission: EvaluationSubmission) {
  const values = {
    scores: submission.scores,
    overall: submission.overall,
    comments: submission.comments,
    weight: write.weight,
    source: write.source,
    gameDate: write.gameDate,
  };
  const save = write.existingId
    ? db
        .update(evaluations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(evaluations.id, write.existingId), eq(evaluations.organizationId, write.organizationId)))
    : db.insert(evaluations).values({
        id: newId(),
        organizationId: write.organizationId,
        gameId: write.gameId,
        refereeId: write.refereeId,
        evaluatorId: write.evaluatorId,
        ...values,
      });
  await db.batch([
    save,
    ...ratingRefreshStatements(db, {
      organizationId: write.organizationId,
      refereeId: write.refereeId,
      today: write.today,
    }),
  ]);
}

/**
 * Asks one of the organization's assessors to assess a game of the organization, and tells them (only when the
 * request is new) in-app and by email, in their language; false when the game or the assessor is not there.
 */
export async function askAssessor(
  db: Database,
  {
    organizationId,
    organizationName,
    gameId,
    assessorId,
    requestedById,
    origin,
  }: {
    organizationId: string;
    organizationName: string;
    gameId: string;
    assessorId: string;
    requestedById: string;
    origin: string;
  },
): Promise<boolean> {
  const assessorMembership = and(
    eq(memberships.organizationId, organizationId),
    eq(memberships.userId, assessorId),
    eq(memberships.role, "assessor"),
  );
  const [[game], [assessor]] = await db.batch([
    db
      .select({ homeTeam: games.homeTeam, awayTeam: games.awayTeam, date: games.date, time: games.time })
      .from(games)
      .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
    db
      .select({ email: users.email, firstName: users.firstName, language: userSettings.language })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(assessorMembership),
  ]);
  if (!game || !assessor) return false;
  const message = assessmentRequested({
    language: isLanguage(assessor.language) ? assessor.language : null,
    firstName: assessor.firstName,
    organizationName,
    game,
    origin,
  });
  const requestId = newId();
  const now = new Date();
  const [inserted, , , [existing]] = await db.batch([
    db
      .insert(assessmentRequests)
      .select(
        db
          .select({
            id: sql<string>`${requestId}`.as("id"),
            organizationId: games.organizationId,
            gameId: games.id,
            assessorId: memberships.userId,
            requestedById: sql<string>`${requestedById}`.as("requested_by_id"),
            createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
          })
          .from(games)
          .innerJoin(memberships, assessorMembership)
          .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId))),
      )
      .onConflictDoNothing()
      .returning({ id: assessmentRequests.id }),
    // Only a new request tells the assessor: the notice when the request was written, the email with the notice.
    insertSelecting(
      db,
      notifications,
      {
        id: newId(),
        userId: assessorId,
        organizationId,
        type: "assignment",
        priority: "medium",
        title: message.title,
        message: message.summary,
        link: ASSESSMENTS_LINK,
        createdAt: now,
      },
      sql`WHERE ${previousStatementChanged}`,
    ),
    insertSelecting(
      db,
      outbox,
      {
        id: newId(),
        idempotencyKey: `${MESSAGE_KINDS.assessmentRequested}:${requestId}`,
        channel: "email",
        recipient: assessor.email,
        kind: MESSAGE_KINDS.assessmentRequested,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        organizationId,
        userId: assessorId,
        createdAt: now,
      },
      sql`WHERE ${previousStatementChanged}`,
    ),
    // Already asked: the same answer as a new request.
    db
      .select({ id: assessmentRequests.id })
      .from(assessmentRequests)
      .where(
        and(
          eq(assessmentRequests.organizationId, organizationId),
          eq(assessmentRequests.gameId, gameId),
          eq(assessmentRequests.assessorId, assessorId),
        ),
      ),
  ]);
  return inserted.length > 0 || Boolean(existing);
}

/**
 * Withdraws a request while its assessor has written nothing on the game: "missing" when the organization
 * has no such request, "written" when its assessor has evaluated the game already.
 */
export async function withdrawAssessment(
  db: Database,
  { organizationId, requestId }: { organizationId: string; requestId: string },
): Promise<"withdrawn" | "written" | "missing"> {
  const mine = and(eq(assessmentRequests.organizationId, organizationId), eq(assessmentRequests.id, requestId));
  const [deleted, [found]] = await db.batch([
    db
      .delete(assessmentRequests)
      .where(
        and(
          mine,
          notExists(
            db
              .select({ one: sql`1` })
              .from(evaluations)
              .where(
                and(
                  eq(evaluations.gameId, assessmentRequests.gameId),
                  eq(evaluations.evaluatorId, assessmentRequests.assessorId),
                ),
              ),
          ),
        ),
      )
      .returning({ id: assessmentRequests.id }),
    db.select({ id: assessmentRequests.id }).from(assessmentRequests).where(mine),
  ]);
  if (deleted.length > 0) return "withdrawn";
  return found ? "written" : "missing";
}

/**
 * A referee's own evaluations in their leagues (newest game first): the game, the source and, for staff, the
 * evaluator's name (never a coach's address or team), the scores and comments; with their ratings.
 */
export function refereeEvaluationsRead(
  db: Database,
  { refereeId, organizationIds }: { refereeId: string; organizationIds: string[] },
) {
  return batchRead(
    [
      db
        .select({
          id: evaluations.id,
          organizationId: evaluations.organizationId,
          gameDate: evaluations.gameDate,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          source: evaluations.source,
          // Staff only: a coach's evaluation has no evaluator, and its link is never read here.
          evaluatorName,
          overall: evaluations.overall,
          scores: evaluations.scores,
          comments: evaluations.comments,
        })
        .from(evaluations)
        .innerJoin(games, eq(games.id, evaluations.gameId))
        .where(and(eq(evaluations.refereeId, refereeId), inArray(evaluations.organizationId, organizationIds)))
        .orderBy(desc(evaluations.gameDate), desc(evaluations.createdAt))
        .limit(200),
      db
        .select({
          organizationId: refereeRatings.organizationId,
          rating: refereeRatings.rating,
          count: refereeRatings.evaluationCount,
        })
        .from(refereeRatings)
        .where(and(eq(refereeRatings.refereeId, refereeId), inArray(refereeRatings.organizationId, organizationIds))),
    ],
    ([rows, ratings]) => ({
      evaluations: rows.map((row) => {
        // A source this code does not know reads as a coach's: anonymous, never a name too many.
        const source: EvaluationSource = isEvaluationSource(row.source) ? row.source : "coach";
        return { ...row, source, evaluatorName: source === "coach" ? null : row.evaluatorName };
      }),
      ratings,
    }),
  );
}
