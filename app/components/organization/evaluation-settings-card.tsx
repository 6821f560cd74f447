/**
 * "Evaluations" on the organization page (issue 22, decision 0084): the rubric every evaluation scores 1–5
 * (reword a criterion, clear its label to remove it, type one in the blank row to add it) and how much an
 * evaluation from each source counts in a referee's rating. A plain form (works without JavaScript).
 */
import { Form, useNavigation } from "react-router";
import { FieldErrors, FormMessage, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { EVALUATION_SOURCES, type EvaluationSource } from "~/domain/constants";
import { criterionLabel } from "~/domain/evaluation-labels";
import {
  CRITERION_KEY_FIELD,
  CRITERION_LABEL_FIELD,
  weightField,
  type EvaluationSettingsValues,
} from "~/domain/evaluation-settings-form";
import { RUBRIC_MAX_CRITERIA, type EvaluationSettings } from "~/domain/evaluations";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";

const SOURCE_IDS: Record<EvaluationSource, MessageId> = {
  assessor: "org.evaluations.weight.assessor",
  assignor: "org.evaluations.weight.assignor",
  coach: "org.evaluations.weight.coach",
};

export function EvaluationSettingsCard({
  stored,
  answer,
}: {
  stored: EvaluationSettings;
  answer?: {
    ok: boolean;
    errors: Record<string, string[] | undefined>;
    values: EvaluationSettingsValues | null;
    message: string | null;
  };
}) {
  const t = useT();
  const busy = useNavigation().formData?.get("intent") === "evaluation-settings";
  const kept = answer?.ok ? null : (answer?.values ?? null);
  const rows = kept
    ? kept.criterionLabel.map((label, index) => ({ key: kept.criterionKey[index] ?? "", label }))
    : [
        ...stored.criteria.map((criterion) => ({ key: criterion.key, label: criterionLabel(criterion, t) })),
        { key: "", label: "" },
      ];
  const labelErrors = answer?.errors[CRITERION_LABEL_FIELD];
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("org.evaluations.title")}</CardTitle>
        <CardDescription>{t("org.evaluations.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="evaluation-settings" />
          {answer?.message ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          <fieldset className="flex flex-col gap-2" aria-describedby="evaluation-criteria-hint">
            <legend className="text-sm font-medium">{t("org.evaluations.criteria")}</legend>
            <p id="evaluation-criteria-hint" className="text-xs text-muted-foreground">
              {t("org.evaluations.criteriaHint", { max: RUBRIC_MAX_CRITERIA })}
            </p>
            {rows.map((row, index) => {
              const id = `evaluation-criterion-${index}`;
              return (
                <div key={`${row.key}-${index}`} className="flex flex-col gap-1">
                  <Label htmlFor={id} className="text-xs text-muted-foreground">
                    {row.key
                      ? t("org.evaluations.criterion", { number: index + 1 })
                      : t("org.evaluations.newCriterion")}
                  </Label>
                  <input type="hidden" name={CRITERION_KEY_FIELD} value={row.key} />
                  <Input id={id} name={CRITERION_LABEL_FIELD} defaultValue={row.label} maxLength={120} />
                </div>
              );
            })}
            <FieldErrors id="evaluation-criteria-error" errors={labelErrors} />
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t("org.evaluations.weights")}</legend>
            <p className="text-xs text-muted-foreground">{t("org.evaluations.weightsHint")}</p>
            <div className="grid gap-3 sm:grid-cols-3">
              {EVALUATION_SOURCES.map((source) => (
                <TextField
                  key={source}
                  idPrefix="evaluation"
                  name={weightField(source)}
                  label={t(SOURCE_IDS[source])}
                  inputMode="decimal"
                  defaultValue={kept ? (kept[weightField(source)] ?? "") : String(stored.weights[source])}
                  errors={answer?.errors}
                />
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={busy}>
              {t("org.evaluations.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
