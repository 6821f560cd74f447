/**
 * A referee's own team declarations (issue 21, decision 0074): the teams they play for, coach or have family
 * on, per league they referee for, from their settings page. They read and remove only their own
 * declarations (`by_staff = false`); what the staff entered about them never reaches them.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { memberships, teamTies } from "~/db/schema";
import { newId } from "~/db/ids";
import type { TeamRelation } from "~/domain/constants";
import { formText, formValues, parseSubmission } from "~/domain/forms";
import { OwnTeamTieSchema, rulesActivitySummary, type TeamTiesAnswer } from "~/domain/referee-rules";
import { tr } from "~/i18n/text";
import { activityStatement } from "./activity.server";
import type { RefereeAccess } from "./auth.server";
import type { Database } from "./db.server";

/** The referee's own declarations in the leagues they referee for, oldest first: unsent, for the page's batch. */
export function ownTeamTiesQuery(db: Database, userId: string) {
  return db
    .select({
      id: teamTies.id,
      organizationId: teamTies.organizationId,
      team: teamTies.team,
      relation: teamTies.relation,
    })
    .from(teamTies)
    .where(
      and(
        eq(teamTies.userId, userId),
        eq(teamTies.byStaff, false),
        sql`${teamTies.organizationId} in (select ${memberships.organizationId} from ${memberships} where ${memberships.userId} = ${userId} and ${memberships.role} = 'referee')`,
      ),
    )
    .orderBy(asc(teamTies.createdAt));
}

const FIELDS = ["organizationId", "team", "relation"] as const;

/** The settings page's two intents for the card: declare a tie, withdraw one of one's own. */
export function ownTeamTieIntents(db: Database, access: RefereeAccess, form: FormData) {
  const answer = (body: TeamTiesAnswer, status = 200) => data(body, { status });
  const name = `${access.user.firstName} ${access.user.lastName}`;
  return {
    "declare-team-tie": async () => {
      const values = formValues(form, FIELDS);
      // One league: the card sends no choice.
      if (values.organizationId === "" && access.refereeMemberships.length === 1) {
        values.organizationId = access.organization.id;
      }
      const refuse = (errors: Record<string, string[] | undefined>) =>
        answer({ intent: "declare-team-tie", ok: false, message: tr("settings.checkFields"), errors, values }, 400);
      const parsed = parseSubmission(OwnTeamTieSchema, values);
      if (!parsed.ok) return refuse(parsed.fieldErrors);
      const league = access.refereeMemberships.find((row) => row.organization.id === parsed.value.organizationId);
      if (!league) return refuse({ organizationId: [tr("assignor.rules.error.leagueRequired")] });
      await db.batch([
        db.insert(teamTies).values({
          id: newId(),
          organizationId: league.organization.id,
          userId: access.user.id,
          team: parsed.value.team,
          relation: parsed.value.relation,
          byStaff: false,
        }),
        activityStatement(db, {
          organizationId: league.organization.id,
          actorId: access.user.id,
          action: "team_tie.added",
          subjectType: "user",
          subjectId: access.user.id,
          summary: rulesActivitySummary.tieAdded(name, { ...parsed.value, byStaff: false }),
          details: { referee: name, team: parsed.value.team, relation: parsed.value.relation, byStaff: false },
        }),
      ]);
      return answer({
        intent: "declare-team-tie",
        ok: true,
        message: tr("settings.teamTies.added", { team: parsed.value.team }),
        errors: {},
        values: null,
      });
    },
    "withdraw-team-tie": async () => {
      const tieId = formText(form, "tieId");
      const [removed] = tieId
        ? await db
            .delete(teamTies)
            .where(and(eq(teamTies.id, tieId), eq(teamTies.userId, access.user.id), eq(teamTies.byStaff, false)))
            .returning({ organizationId: teamTies.organizationId, team: teamTies.team, relation: teamTies.relation })
        : [];
      if (!removed) {
        return answer(
          {
            intent: "withdraw-team-tie",
            ok: false,
            message: tr("assignor.rules.error.tieNotFound"),
            errors: {},
            values: null,
          },
          404,
        );
      }
      await activityStatement(db, {
        organizationId: removed.organizationId,
        actorId: access.user.id,
        action: "team_tie.removed",
        subjectType: "user",
        subjectId: access.user.id,
        summary: rulesActivitySummary.tieRemoved(name, { ...removed, byStaff: false }),
        details: { referee: name, team: removed.team, relation: removed.relation as TeamRelation, byStaff: false },
      });
      return answer({
        intent: "withdraw-team-tie",
        ok: true,
        message: tr("settings.teamTies.removed", { team: removed.team }),
        errors: {},
        values: null,
      });
    },
  };
}
