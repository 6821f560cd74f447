/**
 * The three sections of an assignor's rules page for one referee (issue 21, decision 0074): team ties,
 * partners and ranks. Plain forms posting to the page's action by `intent`; a refused form keeps what was
 * typed, with the errors beside the fields. Without the `assign` permission the sections only list.
 */
import { Form, useNavigation } from "react-router";
import { FieldErrors, FormMessage, SelectField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LevelGrid } from "~/components/level-grid";
import { RemoveForm } from "~/components/remove-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { RANK_POSITIONS, TEAM_RELATIONS, type RankPosition, type TeamRelation } from "~/domain/constants";
import { gameLevelLabel } from "~/domain/game-labels";
import { PARTNER_CHOICES, rankValue, type PartnerChoice } from "~/domain/referee-rules";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";

interface Answer {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string[] | undefined>;
  values: Record<string, string | string[]> | null;
}

const RELATION_WORDS: Record<TeamRelation, MessageId> = {
  plays: "assignor.rules.relation.plays",
  coaches: "assignor.rules.relation.coaches",
  family: "assignor.rules.relation.family",
  other: "assignor.rules.relation.other",
  scratched: "assignor.rules.relation.scratched",
};

const CHOICE_WORDS: Record<PartnerChoice, MessageId> = {
  avoid_hard: "assignor.rules.partner.avoidHard",
  avoid_soft: "assignor.rules.partner.avoidSoft",
  prefer: "assignor.rules.partner.prefer",
};

const POSITION_WORDS: Record<RankPosition, MessageId> = {
  referee: "assignor.rules.position.referee",
  assistant: "assignor.rules.position.assistant",
  fourth_official: "assignor.rules.position.fourthOfficial",
};

function typedValue(answer: Answer | null, intent: string, name: string): string | undefined {
  if (!answer || answer.ok || answer.intent !== intent) return undefined;
  const value = answer.values?.[name];
  return typeof value === "string" ? value : undefined;
}

function errorsOf(answer: Answer | null, intent: string) {
  return answer && !answer.ok && answer.intent === intent ? answer.errors : {};
}

function useBusy() {
  return useNavigation().state === "submitting";
}

export function StaffTeamTiesSection({
  ties,
  canChange,
  answer,
}: {
  ties: readonly { id: string; team: string; relation: TeamRelation; byStaff: boolean; note: string | null }[];
  canChange: boolean;
  answer: Answer | null;
}) {
  const t = useT();
  const busy = useBusy();
  const errors = errorsOf(answer, "add-team-tie");
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("assignor.rules.tiesTitle")}</CardTitle>
        <CardDescription>{t("assignor.rules.tiesDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {ties.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("assignor.rules.noTies")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("assignor.rules.tiesTitle")}>
            {ties.map((tie) => (
              <li key={tie.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  {t("assignor.rules.tieLine", { relation: t(RELATION_WORDS[tie.relation]), team: tie.team })}
                  <Badge variant={tie.byStaff ? "secondary" : "outline"}>
                    {tie.byStaff ? t("assignor.rules.byStaff") : t("assignor.rules.byReferee")}
                  </Badge>
                  {tie.note ? <span className="text-muted-foreground">{tie.note}</span> : null}
                </span>
                {canChange && tie.byStaff ? (
                  <RemoveForm
                    intent="remove-team-tie"
                    idName="tieId"
                    id={tie.id}
                    label={t("assignor.rules.removeTieLabel", { team: tie.team })}
                    busy={busy}
                  >
                    {t("assignor.rules.remove")}
                  </RemoveForm>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canChange ? (
          <Form
            method="post"
            noValidate
            className="grid gap-3 sm:grid-cols-2"
            aria-label={t("assignor.rules.addTieTitle")}
          >
            <input type="hidden" name="intent" value="add-team-tie" />
            <TextField
              idPrefix="tie"
              name="team"
              label={t("assignor.rules.team")}
              hint={t("assignor.rules.teamHint")}
              errors={errors}
              className="grid gap-1.5"
              maxLength={100}
              defaultValue={typedValue(answer, "add-team-tie", "team") ?? ""}
            />
            <SelectField
              idPrefix="tie"
              name="relation"
              label={t("assignor.rules.relationLabel")}
              errors={errors}
              className="grid gap-1.5"
              defaultValue={typedValue(answer, "add-team-tie", "relation") ?? "scratched"}
            >
              {TEAM_RELATIONS.map((relation) => (
                <option key={relation} value={relation}>
                  {t(RELATION_WORDS[relation])}
                </option>
              ))}
            </SelectField>
            <TextField
              idPrefix="tie"
              name="note"
              label={t("assignor.rules.note")}
              errors={errors}
              className="grid gap-1.5 sm:col-span-2"
              maxLength={200}
              defaultValue={typedValue(answer, "add-team-tie", "note") ?? ""}
            />
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <Button type="submit" disabled={busy}>
                {t("assignor.rules.addTie")}
              </Button>
            </div>
          </Form>
        ) : null}
        {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
      </CardContent>
    </Card>
  );
}

export function PartnerRulesSection({
  partners,
  otherReferees,
  canChange,
  answer,
}: {
  partners: readonly { id: string; partnerId: string; partnerName: string; choice: PartnerChoice }[];
  otherReferees: readonly { id: string; name: string }[];
  canChange: boolean;
  answer: Answer | null;
}) {
  const t = useT();
  const busy = useBusy();
  const errors = errorsOf(answer, "save-partner");
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("assignor.rules.partnersTitle")}</CardTitle>
        <CardDescription>{t("assignor.rules.partnersDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {partners.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("assignor.rules.noPartners")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("assignor.rules.partnersTitle")}>
            {partners.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                <span className="text-sm">
                  {t("assignor.rules.partnerLine", { name: rule.partnerName, choice: t(CHOICE_WORDS[rule.choice]) })}
                </span>
                {canChange ? (
                  <RemoveForm
                    intent="remove-partner"
                    idName="ruleId"
                    id={rule.id}
                    label={t("assignor.rules.removePartnerLabel", { name: rule.partnerName })}
                    busy={busy}
                  >
                    {t("assignor.rules.remove")}
                  </RemoveForm>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canChange && otherReferees.length > 0 ? (
          <Form
            method="post"
            noValidate
            className="grid gap-3 sm:grid-cols-2"
            aria-label={t("assignor.rules.addPartnerTitle")}
          >
            <input type="hidden" name="intent" value="save-partner" />
            <SelectField
              idPrefix="partner"
              name="partnerId"
              label={t("assignor.rules.partnerLabel")}
              errors={errors}
              className="grid gap-1.5"
              defaultValue={typedValue(answer, "save-partner", "partnerId") ?? ""}
            >
              <option value="">{t("assignor.rules.choosePartner")}</option>
              {otherReferees.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              idPrefix="partner"
              name="choice"
              label={t("assignor.rules.partnerChoice")}
              errors={errors}
              className="grid gap-1.5"
              defaultValue={typedValue(answer, "save-partner", "choice") ?? "avoid_hard"}
            >
              {PARTNER_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(CHOICE_WORDS[choice])}
                </option>
              ))}
            </SelectField>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                {t("assignor.rules.savePartner")}
              </Button>
            </div>
          </Form>
        ) : null}
        {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
      </CardContent>
    </Card>
  );
}

export function RanksSection({
  ranks,
  canChange,
  answer,
}: {
  ranks: readonly { position: RankPosition; level: string }[];
  canChange: boolean;
  answer: Answer | null;
}) {
  const t = useT();
  const busy = useBusy();
  const kept = answer && !answer.ok && Array.isArray(answer.values?.ranks) ? (answer.values.ranks as string[]) : null;
  const checked = new Set(kept ?? ranks.map((rank) => `${rank.position}:${rank.level}`));
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("assignor.rules.ranksTitle")}</CardTitle>
        <CardDescription>{t("assignor.rules.ranksDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid gap-4" aria-label={t("assignor.rules.ranksTitle")}>
          <input type="hidden" name="intent" value="save-ranks" />
          <LevelGrid
            caption={t("assignor.rules.ranksTitle")}
            corner={t("assignor.rules.positionColumn")}
            rows={RANK_POSITIONS}
            rowLabel={(position) => t(POSITION_WORDS[position])}
            levelLabel={(level) => gameLevelLabel(level, t)}
            disabled={!canChange}
            cell={(position, level) => ({
              name: "ranks",
              value: rankValue(position, level),
              checked: checked.has(rankValue(position, level)),
              label: t("assignor.rules.rankLabel", {
                position: t(POSITION_WORDS[position]),
                level: gameLevelLabel(level, t),
              }),
            })}
          />
          <FieldErrors id="ranks-error" errors={errorsOf(answer, "save-ranks").ranks} />
          {canChange ? (
            <Button type="submit" className="self-start" disabled={busy}>
              {t("assignor.rules.saveRanks")}
            </Button>
          ) : null}
          {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
        </Form>
      </CardContent>
    </Card>
  );
}
