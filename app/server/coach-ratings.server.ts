/**
 * Coaches rate a game's officials (issue 22, decision 0084). An assignor sends a team's coach a single-use
 * link (`/rate/<token>`, 14 days; only the token's SHA-256 is stored) through the outbox; the coach, signed
 * out, scores each official who worked the game on the organization's rubric. The submission writes `coach`
 * evaluations (no evaluator, the link's id) and each referee's rating in one batch, and spends the link: the
 * inserts read the link as still unused, so a second submission writes nothing.
 */
import { and, asc, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  assignments,
  coachRatingLinks,
  evaluations,
  games,
  organizations,
  outbox,
  userSettings,
  users,
} from "~/db/schema";
import { newId } from "~/db/ids";
import type { TeamSide } from "~/domain/constants";
import type { EvaluationSubmission } from "~/domain/evaluation-form";
import { coachRatingRequest, MESSAGE_KINDS } from "~/domain/messages";
import { batchRead } from "./batch-reads.server";
import type { Database } from "./db.server";
import { inEveryLanguage, pickLanguage } from "./outbox.server";
import {
  COACH_LINKS_PER_GAME,
  personToPersonUnsubscribe,
  planPersonToPersonEmail,
  type MailPlan,
} from "./person-to-person-email.server";
import { ratingRefreshStatements } from "./ratings.server";
import { generateSessionToken, sha256Hex } from "./session.server";
import { ACCEPTED_ASSIGNMENT_STATUSES } from "~/domain/assignment-status";

export const COACH_LINK_LIFETIME_MS = 14 * 86_400_000;

export interface CoachLinkGame {
  id: string;
  organizationId: string;
  organizationName: string;
  homeTeam: string;
  awayTeam: string;
  date: string;
  time: string;
}

export interface CoachLinksSent {
  /** The sides whose link went out. */
  sides: TeamSide[];
  /** The gate's decision (issue 32): a confirmed sender, today's allowances, opted-out addresses. */
  plan: MailPlan;
  /** Sides refused because the game already has `COACH_LINKS_PER_GAME` links. */
  overGameCap: TeamSide[];
}

/**
 * Creates one link per team given an address and queues its email, through the person-to-person gate
 * (decision 0092): at most `COACH_LINKS_PER_GAME` links a game, within the organization's daily allowances.
 */
export async function sendCoachRatingLinks(
  db: Database,
  {
    game,
    emails,
    sentById,
    origin,
    now = new Date(),
  }: { game: CoachLinkGame; emails: Partial<Record<TeamSide, string>>; sentById: string; origin: string; now?: Date },
): Promise<CoachLinksSent> {
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: count() })
    .from(coachRatingLinks)
    .where(eq(coachRatingLinks.gameId, game.id));
  const asked = (["home", "away"] as const).filter((side) => emails[side]);
  const room = Math.max(0, COACH_LINKS_PER_GAME - existing);
  const withinCap = asked.slice(0, room);
  const overGameCap = asked.slice(room);
  const plan = await planPersonToPersonEmail(db, {
    organizationId: game.organizationId,
    sender: { id: sentById },
    recipients: withinCap.map((side) => emails[side]!),
    now,
  });
  if (!plan.ok) return { sides: [], plan, overGameCap };

  const statements: BatchItem<"sqlite">[] = [...plan.giveBack];
  const sides: TeamSide[] = [];
  for (const side of withinCap) {
    const email = emails[side]!.trim().toLowerCase();
    if (!plan.allowed.includes(email)) continue;
    const token = generateSessionToken();
    const tokenHash = await sha256Hex(token);
    const link = `${origin.replace(/\/$/, "")}/rate/${token}`;
    const outboxId = newId();
    const messages = inEveryLanguage((language) =>
      coachRatingRequest({
        language,
        organizationName: game.organizationName,
        teamName: side === "home" ? game.homeTeam : game.awayTeam,
        game,
        link,
      }),
    );
    // A coach has no account as a rule: their own language when the address has one, else English.
    const language = sql`coalesce((SELECT ${userSettings.language} FROM ${userSettings} JOIN ${users} ON ${users.id} = ${userSettings.userId} WHERE ${users.email} = ${email}), 'en')`;
    statements.push(
      db.insert(coachRatingLinks).values({
        id: newId(),
        organizationId: game.organizationId,
        gameId: game.id,
        teamSide: side,
        email,
        tokenHash,
        sentById,
        expiresAt: new Date(now.getTime() + COACH_LINK_LIFETIME_MS),
        createdAt: now,
      }),
      db.insert(outbox).values({
        id: outboxId,
        ...(await personToPersonUnsubscribe(outboxId, origin)),
        idempotencyKey: `coach-rating:${tokenHash}`,
        channel: "email",
        recipient: email,
        kind: MESSAGE_KINDS.coachRating,
        subject: pickLanguage(language, messages, "subject"),
        textBody: pickLanguage(language, messages, "text"),
        htmlBody: pickLanguage(language, messages, "html"),
        organizationId: game.organizationId,
        createdAt: now,
      }),
    );
    sides.push(side);
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return { sides, plan, overGameCap };
}

/** The link behind a token with its game, organization and the officials who worked it; null when unknown. */
export async function coachRatingRead(db: Database, token: string) {
  const tokenHash = await sha256Hex(token);
  const linkGame = sql`(select ${coachRatingLinks.gameId} from ${coachRatingLinks} where ${coachRatingLinks.tokenHash} = ${tokenHash})`;
  return batchRead(
    [
      db
        .select({
          id: coachRatingLinks.id,
          organizationId: coachRatingLinks.organizationId,
          teamSide: coachRatingLinks.teamSide,
          expiresAt: coachRatingLinks.expiresAt,
          usedAt: coachRatingLinks.usedAt,
          // Aliased: D1 keys a batch's rows by column name, and the link's own column is `id` too.
          gameId: sql<string>`${games.id}`.as("rated_game_id"),
          date: games.date,
          time: games.time,
          homeTeam: games.homeTeam,
          awayTeam: games.awayTeam,
          venue: games.venue,
          organizationName: organizations.name,
          timeZone: organizations.timeZone,
          evaluationSettings: organizations.evaluationSettings,
        })
        .from(coachRatingLinks)
        .innerJoin(games, eq(games.id, coachRatingLinks.gameId))
        .innerJoin(organizations, eq(organizations.id, coachRatingLinks.organizationId))
        .where(eq(coachRatingLinks.tokenHash, tokenHash)),
      db
        .select({
          refereeId: assignments.refereeId,
          position: assignments.position,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(assignments)
        .innerJoin(users, eq(users.id, assignments.refereeId))
        .where(and(eq(assignments.gameId, linkGame), inArray(assignments.status, [...ACCEPTED_ASSIGNMENT_STATUSES])))
        .orderBy(asc(assignments.position)),
    ],
    ([[link], crew]) =>
      link
        ? {
            link,
            crew: crew.map((row) => ({
              refereeId: row.refereeId,
              position: row.position,
              name: `${row.firstName} ${row.lastName}`,
            })),
          }
        : null,
  );
}

/**
 * Writes the coach's evaluations (one per official) and the officials' ratings, and spends the link, in one
 * batch; false when the link was already spent or expired by then (nothing written).
 */
export async function submitCoachRating(
  db: Database,
  {
    link,
    game,
    weight,
    today,
    now = new Date(),
    ratings,
  }: {
    link: { id: string; organizationId: string };
    game: { id: string; date: string };
    weight: number;
    today: string;
    now?: Date;
    ratings: { refereeId: string; submission: EvaluationSubmission }[];
  },
): Promise<boolean> {
  const usable = and(
    eq(coachRatingLinks.id, link.id),
    isNull(coachRatingLinks.usedAt),
    gt(coachRatingLinks.expiresAt, now),
  );
  const inserts = ratings.map(({ refereeId, submission }) =>
    db.insert(evaluations).select(
      db
        .select({
          id: sql<string>`${newId()}`.as("id"),
          organizationId: coachRatingLinks.organizationId,
          gameId: coachRatingLinks.gameId,
          gameDate: sql<string>`${game.date}`.as("game_date"),
          refereeId: sql<string>`${refereeId}`.as("referee_id"),
          source: sql<string>`'coach'`.as("source"),
          evaluatorId: sql<string | null>`null`.as("evaluator_id"),
          coachLinkId: coachRatingLinks.id,
          scores: sql<Record<string, number>>`${JSON.stringify(submission.scores)}`.as("scores"),
          overall: sql<number>`${submission.overall}`.as("overall"),
          weight: sql<number>`${weight}`.as("weight"),
          comments: sql<string | null>`${submission.comments}`.as("comments"),
          createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
          updatedAt: sql<Date>`${now.getTime()}`.as("updated_at"),
        })
        .from(coachRatingLinks)
        .where(usable),
    ),
  );
  const refreshes = ratings.flatMap(({ refereeId }) =>
    ratingRefreshStatements(db, { organizationId: link.organizationId, refereeId, today, now }),
  );
  const spend = db.update(coachRatingLinks).set({ usedAt: now }).where(usable).returning({ id: coachRatingLinks.id });
  // The inserts run first, each reading the link as still usable; the spend comes last. A second submission
  // (batches run one at a time) finds the link spent: it writes nothing, and spends nothing.
  const results = await db.batch([...inserts, ...refreshes, spend] as unknown as [typeof spend]);
  const spent = results[results.length - 1] as { id: string }[];
  return spent.length > 0;
}

/** A game of the organization to send coach links for: null when it is not the organization's. */
export async function coachLinkGame(
  db: Database,
  { organizationId, gameId }: { organizationId: string; gameId: string },
) {
  const [row] = await db
    .select({
      id: games.id,
      organizationId: games.organizationId,
      organizationName: organizations.name,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      date: games.date,
      time: games.time,
      status: games.status,
    })
    .from(games)
    .innerJoin(organizations, eq(organizations.id, games.organizationId))
    .where(and(eq(games.organizationId, organizationId), eq(games.id, gameId)));
  return row ?? null;
}
