import { Form, useNavigation } from "react-router";
import { FieldErrors, FormMessage, TextField } from "~/components/form-fields";
import { LevelGrid } from "~/components/level-grid";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { DECLINE_CUTOFF_MAX_HOURS, POLICY_RULES, RULE_STRENGTHS, type PolicyRule } from "~/domain/assignment-policy";
import {
  credentialsField,
  DECLINE_BLOCKS_DAY_FIELD,
  DECLINE_CUTOFF_FIELD,
  strengthField,
  type AssignmentPolicyValues,
} from "~/domain/assignment-policy-form";
import { CREDENTIAL_KINDS, GAME_LEVELS, type CredentialKind, type GameLevel } from "~/domain/constants";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";

const RULE_IDS: Record<PolicyRule, { name: MessageId; hint: MessageId }> = {
  team_involvement: { name: "org.rules.rule.teamInvolvement", hint: "org.rules.rule.teamInvolvementHint" },
  team_commitment: { name: "org.rules.rule.teamCommitment", hint: "org.rules.rule.teamCommitmentHint" },
  team_scratch: { name: "org.rules.rule.teamScratch", hint: "org.rules.rule.teamScratchHint" },
  position_not_ranked: { name: "org.rules.rule.positionNotRanked", hint: "org.rules.rule.positionNotRankedHint" },
  outside_game_rating: { name: "org.rules.rule.outsideGameRating", hint: "org.rules.rule.outsideGameRatingHint" },
  beyond_travel_distance: {
    name: "org.rules.rule.beyondTravelDistance",
    hint: "org.rules.rule.beyondTravelDistanceHint",
  },
  credentials: { name: "org.rules.rule.credentials", hint: "org.rules.rule.credentialsHint" },
};

const STRENGTH_IDS = {
  hard: "org.rules.strength.hard",
  soft: "org.rules.strength.soft",
  off: "org.rules.strength.off",
} as const satisfies Record<(typeof RULE_STRENGTHS)[number], MessageId>;

const CREDENTIAL_IDS: Record<CredentialKind, MessageId> = {
  certification: "assignor.conflict.credential.certification",
  background_check: "assignor.conflict.credential.backgroundCheck",
  safeguarding: "assignor.conflict.credential.safeguarding",
};

const LEVEL_IDS: Record<GameLevel, MessageId> = {
  professional: "org.level.professional",
  "semi-pro": "org.level.semi-pro",
  amateur: "org.level.amateur",
  youth: "org.level.youth",
};

export interface AssignmentRulesAnswer {
  intent: "assignment-rules";
  ok: boolean;
  errors: Record<string, string[] | undefined>;
  values: AssignmentPolicyValues | null;
  message: string | null;
}

/**
 * "Assignment rules" (issue 21, decision 0076): how strongly each rule of the conflict module applies, the
 * credentials each game level requires, and the decline rules. A plain form (it works without JavaScript); a
 * refused save shows each error beside its field and keeps what was chosen.
 */
export function AssignmentRulesCard({
  stored,
  answer,
}: {
  stored: AssignmentPolicyValues;
  answer?: AssignmentRulesAnswer;
}) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "assignment-rules";
  const values = answer && !answer.ok && answer.values ? answer.values : stored;
  const errors = answer && !answer.ok ? answer.errors : {};
  const one = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const many = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []);

  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("org.rules.title")}</CardTitle>
        <CardDescription>{t("org.rules.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="flex flex-col gap-6" aria-label={t("org.rules.label")}>
          <input type="hidden" name="intent" value="assignment-rules" />
          {answer?.message ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}

          <div className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold">{t("org.rules.strengths")}</h3>
            {POLICY_RULES.map((rule) => {
              const name = strengthField(rule);
              const hintId = `rules-${rule}-hint`;
              const errorId = `rules-${rule}-error`;
              return (
                <div key={rule} className="border-t pt-3">
                  <fieldset aria-describedby={errors[name] ? `${hintId} ${errorId}` : hintId}>
                    <legend className="text-sm font-medium">{t(RULE_IDS[rule].name)}</legend>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p id={hintId} className="text-xs text-muted-foreground">
                        {t(RULE_IDS[rule].hint)}
                      </p>
                      <div className="flex gap-4">
                        {RULE_STRENGTHS.map((strength) => (
                          <label key={strength} className="flex items-center gap-1.5 text-sm">
                            <input
                              type="radio"
                              name={name}
                              value={strength}
                              defaultChecked={one(name) === strength}
                              className="size-4 accent-primary"
                            />
                            {t(STRENGTH_IDS[strength])}
                          </label>
                        ))}
                      </div>
                    </div>
                    <FieldErrors id={errorId} errors={errors[name]} />
                  </fieldset>
                </div>
              );
            })}
          </div>

          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t("org.rules.credentials")}</legend>
            <LevelGrid
              corner={t("org.rules.credentialKind")}
              rows={CREDENTIAL_KINDS}
              rowLabel={(kind) => t(CREDENTIAL_IDS[kind])}
              levelLabel={(level) => t(LEVEL_IDS[level])}
              cell={(kind, level) => ({
                name: credentialsField(level),
                value: kind,
                checked: many(credentialsField(level)).includes(kind),
                label: t("org.rules.requires", { level: t(LEVEL_IDS[level]), credential: t(CREDENTIAL_IDS[kind]) }),
              })}
            />
            {GAME_LEVELS.map((level) => (
              <FieldErrors
                key={level}
                id={`rules-credentials-${level}-error`}
                errors={errors[credentialsField(level)]}
              />
            ))}
            <p className="mt-2 text-xs text-muted-foreground">{t("org.rules.credentialsHint")}</p>
          </fieldset>

          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-sm font-semibold">{t("org.rules.declines")}</legend>
            <TextField
              name={DECLINE_CUTOFF_FIELD}
              idPrefix="rules"
              errors={errors}
              className="flex max-w-md flex-col gap-1.5"
              label={t("org.rules.declineCutoff")}
              hint={t("org.rules.declineCutoffHint", { max: DECLINE_CUTOFF_MAX_HOURS })}
              defaultValue={one(DECLINE_CUTOFF_FIELD)}
              type="number"
              min={1}
              max={DECLINE_CUTOFF_MAX_HOURS}
              inputMode="numeric"
            />
            <div className="flex flex-col gap-1">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  name={DECLINE_BLOCKS_DAY_FIELD}
                  value="on"
                  defaultChecked={one(DECLINE_BLOCKS_DAY_FIELD) !== ""}
                  aria-describedby="rules-blocks-day-hint"
                  className="size-4 accent-primary"
                />
                {t("org.rules.declineBlocksDay")}
              </label>
              <p id="rules-blocks-day-hint" className="text-xs text-muted-foreground">
                {t("org.rules.declineBlocksDayHint")}
              </p>
            </div>
            <p className="text-xs text-muted-foreground">{t("org.rules.lateHint")}</p>
          </fieldset>

          <div>
            <Button type="submit" disabled={saving}>
              {saving ? t("org.rules.saving") : t("org.rules.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
