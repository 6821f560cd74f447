/**
 * /assignor/referees/:refereeId/rules (issue 21, decision 0074): what the organization knows of one referee
 * for the conflict rules — team ties (the referee's own declarations read-only, the staff's additions and
 * scratches), partner rules and ranks. Viewing needs `referees.read`; every change needs `assign`. A referee
 * of another organization is as missing as no one (404).
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/referee-rules";
import { PartnerRulesSection, RanksSection, StaffTeamTiesSection } from "~/components/referees/referee-rules-sections";
import { formText, formTexts, formValues, parseSubmission } from "~/domain/forms";
import { PartnerRuleSchema, RanksSchema, StaffTeamTieSchema } from "~/domain/referee-rules";
import { tr } from "~/i18n/text";
import { requirePermission, requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { dispatchIntent } from "~/server/intents.server";
import {
  addStaffTeamTie,
  loadRefereeRules,
  removePartnerRule,
  removeStaffTeamTie,
  savePartnerRule,
  saveRanks,
} from "~/server/referee-rules.server";
import { useT } from "~/i18n/react";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

async function rulesOf({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const access = await requireStaff(context, request, "referees.read");
  const { db } = getAppContext(context);
  const rules = await loadRefereeRules(db, access.organization.id, params.refereeId);
  if (!rules) throw data({ message: tr("assignor.profile.notFound") }, { status: 404 });
  return { access, db, rules };
}

export async function loader(args: Route.LoaderArgs) {
  const { access, rules } = await rulesOf(args);
  const name = `${rules.referee.firstName} ${rules.referee.lastName}`;
  return data(
    {
      title: tr("assignor.rules.metaTitle", { name }),
      name,
      canChange: access.permissions.includes("assign"),
      ...rules,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type RulesAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string | string[]> | null;
};

export async function action(args: Route.ActionArgs) {
  // The layout's guard does not cover actions: viewing, then changing, are checked again here.
  const { access, db, rules } = await rulesOf(args);
  requirePermission(access, "assign");
  const form = await args.request.formData();
  const actor = { organizationId: access.organization.id, actorId: access.user.id };
  const { referee } = rules;
  const answer = (intent: string, status: number, message: string, errors = {}, values: RulesAnswer["values"] = null) =>
    data<RulesAnswer>({ intent, ok: status === 200, message, errors, values }, { status });

  return dispatchIntent(form, {
    "add-team-tie": async () => {
      const values = formValues(form, ["team", "relation", "note"] as const);
      const parsed = parseSubmission(StaffTeamTieSchema, values);
      if (!parsed.ok) return answer("add-team-tie", 400, tr("assignor.rules.checkFields"), parsed.fieldErrors, values);
      await addStaffTeamTie(db, actor, referee, parsed.value);
      return answer("add-team-tie", 200, tr("assignor.rules.tieAdded", { team: parsed.value.team }));
    },
    "remove-team-tie": async () => {
      const tie = rules.ties.find((row) => row.id === formText(form, "tieId") && row.byStaff);
      const outcome = tie ? await removeStaffTeamTie(db, actor, referee, tie) : null;
      if (!tie || !outcome?.ok) return answer("remove-team-tie", 404, tr("assignor.rules.error.tieNotFound"));
      return answer("remove-team-tie", 200, tr("assignor.rules.tieRemoved", { team: tie.team }));
    },
    "save-partner": async () => {
      const values = formValues(form, ["partnerId", "choice"] as const);
      const parsed = parseSubmission(PartnerRuleSchema, values);
      if (!parsed.ok) return answer("save-partner", 400, tr("assignor.rules.checkFields"), parsed.fieldErrors, values);
      const partner = rules.otherReferees.find((other) => other.id === parsed.value.partnerId);
      if (!partner) {
        const errors = { partnerId: [tr("assignor.rules.error.partnerRequired")] };
        return answer("save-partner", 400, tr("assignor.rules.checkFields"), errors, values);
      }
      await savePartnerRule(db, actor, referee, partner, parsed.value);
      return answer("save-partner", 200, tr("assignor.rules.partnerSaved", { name: partner.name }));
    },
    "remove-partner": async () => {
      const rule = rules.partners.find((row) => row.id === formText(form, "ruleId"));
      const outcome = rule ? await removePartnerRule(db, actor, referee, rule) : null;
      if (!rule || !outcome?.ok) return answer("remove-partner", 404, tr("assignor.rules.error.partnerNotFound"));
      return answer("remove-partner", 200, tr("assignor.rules.partnerRemoved", { name: rule.partnerName }));
    },
    "save-ranks": async () => {
      const values = { ranks: formTexts(form, "ranks") };
      const parsed = parseSubmission(RanksSchema, values);
      if (!parsed.ok) return answer("save-ranks", 400, tr("assignor.rules.checkFields"), parsed.fieldErrors, values);
      await saveRanks(db, actor, referee, parsed.value.ranks);
      return answer("save-ranks", 200, tr("assignor.rules.ranksSaved"));
    },
  });
}

export default function RefereeRules({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { name, canChange } = loaderData;
  const answerFor = (...intents: string[]) =>
    actionData && intents.includes(actionData.intent) ? (actionData as RulesAnswer) : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <Link to="/assignor/referees" className="text-sm text-muted-foreground underline">
          {t("assignor.rules.back")}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t("assignor.rules.heading", { name })}</h1>
        <p className="text-sm text-muted-foreground">{t("assignor.rules.description")}</p>
      </div>
      <StaffTeamTiesSection
        ties={loaderData.ties}
        canChange={canChange}
        answer={answerFor("add-team-tie", "remove-team-tie")}
      />
      <PartnerRulesSection
        partners={loaderData.partners}
        otherReferees={loaderData.otherReferees}
        canChange={canChange}
        answer={answerFor("save-partner", "remove-partner")}
      />
      <RanksSection ranks={loaderData.ranks} canChange={canChange} answer={answerFor("save-ranks")} />
    </div>
  );
}
