/**
 * The assignor's rules page for one referee (issue 21, decision 0074): their team ties (the referee's own
 * declarations, read-only here, and the staff's additions and scratches), partner rules and ranks. Every
 * statement names the organization; a person who is not its referee reads as no one. Each change writes its
 * activity entry in the same batch.
 */
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { memberships, partnerRules, refereeRanks, teamTies, users } from "~/db/schema";
import { newId } from "~/db/ids";
import type { GameLevel, RankPosition, TeamRelation } from "~/domain/constants";
import { orderedPair, partnerChoiceOf, rulesActivitySummary } from "~/domain/referee-rules";
import { refused, type Outcome } from "~/domain/outcome";
import { tr } from "~/i18n/text";
import { activityIfChanged, activityStatement } from "./activity.server";
import { batchRead, readOne } from "./batch-reads.server";
import type { Database } from "./db.server";

export interface RulesActor {
  organizationId: string;
  actorId: string;
}

const isRefereeOf = (organizationId: string) =>
  sql`exists (select 1 from ${memberships} where ${memberships.organizationId} = ${organizationId} and ${memberships.userId} = ${users.id} and ${memberships.role} = 'referee')`;

const fullName = (id: typeof partnerRules.refereeId | typeof partnerRules.partnerId) =>
  sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${id})`;

/** Everything the rules page shows of a referee, in one round trip; null when they are not the organization's referee. */
export function refereeRulesRead(db: Database, organizationId: string, refereeId: string) {
  return batchRead(
    [
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, level: users.refereeLevel })
        .from(users)
        .where(and(eq(users.id, refereeId), isRefereeOf(organizationId))),
      db
        .select({
          id: teamTies.id,
          team: teamTies.team,
          relation: teamTies.relation,
          byStaff: teamTies.byStaff,
          note: teamTies.note,
        })
        .from(teamTies)
        .where(and(eq(teamTies.organizationId, organizationId), eq(teamTies.userId, refereeId)))
        .orderBy(asc(teamTies.createdAt)),
      db
        .select({
          id: partnerRules.id,
          refereeId: partnerRules.refereeId,
          partnerId: partnerRules.partnerId,
          refereeName: fullName(partnerRules.refereeId),
          partnerName: fullName(partnerRules.partnerId),
          kind: partnerRules.kind,
          hard: partnerRules.hard,
        })
        .from(partnerRules)
        .where(
          and(
            eq(partnerRules.organizationId, organizationId),
            or(eq(partnerRules.refereeId, refereeId), eq(partnerRules.partnerId, refereeId)),
          ),
        )
        .orderBy(asc(partnerRules.createdAt)),
      db
        .select({ position: refereeRanks.position, level: refereeRanks.level })
        .from(refereeRanks)
        .where(and(eq(refereeRanks.organizationId, organizationId), eq(refereeRanks.userId, refereeId))),
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(isRefereeOf(organizationId), ne(users.id, refereeId)))
        .orderBy(asc(users.lastName), asc(users.firstName)),
    ],
    ([[referee], ties, partners, ranks, others]) => {
      if (!referee) return null;
      return {
        referee,
        ties: ties.map((tie) => ({ ...tie, relation: tie.relation as TeamRelation, byStaff: Boolean(tie.byStaff) })),
        partners: partners.map((rule) => {
          const mine = rule.refereeId === refereeId;
          return {
            id: rule.id,
            partnerId: mine ? rule.partnerId : rule.refereeId,
            partnerName: mine ? rule.partnerName : rule.refereeName,
            choice: partnerChoiceOf({ kind: rule.kind, hard: Boolean(rule.hard) }),
          };
        }),
        ranks: ranks.map((rank) => ({ position: rank.position as RankPosition, level: rank.level as GameLevel })),
        otherReferees: others.map((other) => ({ id: other.id, name: `${other.firstName} ${other.lastName}` })),
      };
    },
  );
}

export function loadRefereeRules(db: Database, organizationId: string, refereeId: string) {
  return readOne(db, refereeRulesRead(db, organizationId, refereeId));
}

type Named = { id: string; firstName: string; lastName: string };
const nameOf = (person: Pick<Named, "firstName" | "lastName">) => `${person.firstName} ${person.lastName}`;

/** A tie the staff enter: any relation, a scratch included; the referee never sees it. */
export async function addStaffTeamTie(
  db: Database,
  actor: RulesActor,
  referee: Named,
  tie: { team: string; relation: TeamRelation; note: string | null },
) {
  const id = newId();
  await db.batch([
    db.insert(teamTies).values({
      id,
      organizationId: actor.organizationId,
      userId: referee.id,
      team: tie.team,
      relation: tie.relation,
      note: tie.note,
      byStaff: true,
    }),
    activityStatement(db, {
      organizationId: actor.organizationId,
      actorId: actor.actorId,
      action: "team_tie.added",
      subjectType: "user",
      subjectId: referee.id,
      summary: rulesActivitySummary.tieAdded(nameOf(referee), { ...tie, byStaff: true }),
      details: { referee: nameOf(referee), team: tie.team, relation: tie.relation, byStaff: true },
    }),
  ]);
  return id;
}

/**
 * Removes a staff-entered tie (the referee's own declarations are theirs to remove), with its activity entry
 * in the same batch, written only if the delete removed it.
 */
export async function removeStaffTeamTie(
  db: Database,
  actor: RulesActor,
  referee: Named,
  tie: { id: string; team: string; relation: string },
): Promise<Outcome> {
  const [deleted] = await db.batch([
    db
      .delete(teamTies)
      .where(
        and(
          eq(teamTies.id, tie.id),
          eq(teamTies.organizationId, actor.organizationId),
          eq(teamTies.userId, referee.id),
          eq(teamTies.byStaff, true),
        ),
      )
      .returning({ id: teamTies.id }),
    activityIfChanged(db, {
      organizationId: actor.organizationId,
      actorId: actor.actorId,
      action: "team_tie.removed",
      subjectType: "user",
      subjectId: referee.id,
      summary: rulesActivitySummary.tieRemoved(nameOf(referee), { ...tie, byStaff: true }),
      details: { referee: nameOf(referee), team: tie.team, relation: tie.relation, byStaff: true },
    }),
  ]);
  return deleted.length > 0 ? { ok: true } : refused(404, tr("assignor.rules.error.tieNotFound"));
}

/**
 * Sets the rule between the referee and another referee of the organization (one row per pair, the smaller
 * id first): a second choice for the same pair replaces the first.
 */
export async function savePartnerRule(
  db: Database,
  actor: RulesActor,
  referee: Named,
  partner: { id: string; name: string },
  rule: { kind: "avoid" | "prefer"; hard: boolean },
) {
  const pair = orderedPair(referee.id, partner.id);
  await db.batch([
    db
      .insert(partnerRules)
      .values({ id: newId(), organizationId: actor.organizationId, ...pair, kind: rule.kind, hard: rule.hard })
      .onConflictDoUpdate({
        target: [partnerRules.organizationId, partnerRules.refereeId, partnerRules.partnerId],
        set: { kind: rule.kind, hard: rule.hard },
      }),
    activityStatement(db, {
      organizationId: actor.organizationId,
      actorId: actor.actorId,
      action: "partner_rule.saved",
      subjectType: "user",
      subjectId: referee.id,
      summary: rulesActivitySummary.partnerSaved(nameOf(referee), partner.name, partnerChoiceOf(rule)),
      details: {
        referee: nameOf(referee),
        partner: partner.name,
        choice: partnerChoiceOf(rule),
      },
    }),
  ]);
}

export async function removePartnerRule(
  db: Database,
  actor: RulesActor,
  referee: Named,
  rule: { id: string; partnerName: string },
): Promise<Outcome> {
  const [deleted] = await db.batch([
    db
      .delete(partnerRules)
      .where(
        and(
          eq(partnerRules.id, rule.id),
          eq(partnerRules.organizationId, actor.organizationId),
          or(eq(partnerRules.refereeId, referee.id), eq(partnerRules.partnerId, referee.id)),
        ),
      )
      .returning({ id: partnerRules.id }),
    activityIfChanged(db, {
      organizationId: actor.organizationId,
      actorId: actor.actorId,
      action: "partner_rule.removed",
      subjectType: "user",
      subjectId: referee.id,
      summary: rulesActivitySummary.partnerRemoved(nameOf(referee), rule.partnerName),
      details: { referee: nameOf(referee), partner: rule.partnerName },
    }),
  ]);
  return deleted.length > 0 ? { ok: true } : refused(404, tr("assignor.rules.error.partnerNotFound"));
}

/** The ranks grid saved at once: the referee's ranks become exactly the checked ones. */
export async function saveRanks(
  db: Database,
  actor: RulesActor,
  referee: Named,
  ranks: readonly { position: RankPosition; level: GameLevel }[],
) {
  const scope = and(eq(refereeRanks.organizationId, actor.organizationId), eq(refereeRanks.userId, referee.id));
  await db.batch([
    db.delete(refereeRanks).where(scope),
    ...ranks.map((rank) =>
      db.insert(refereeRanks).values({ organizationId: actor.organizationId, userId: referee.id, ...rank }),
    ),
    activityStatement(db, {
      organizationId: actor.organizationId,
      actorId: actor.actorId,
      action: "referee_ranks.saved",
      subjectType: "user",
      subjectId: referee.id,
      summary: rulesActivitySummary.ranksSaved(nameOf(referee), ranks.length),
      details: { referee: nameOf(referee), count: ranks.length },
    }),
  ]);
}
