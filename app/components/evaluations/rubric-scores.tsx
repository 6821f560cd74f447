/**
 * The rubric as radio groups (issue 22, decision 0084): one group per criterion, named by its label, with
 * the scores 1–5; used by the staff's evaluation form and the coaches' rating page. `namePrefix` keeps the
 * groups of several officials on one form apart.
 */
import { FieldErrors } from "~/components/form-fields";
import { SCORE_MAX, SCORE_MIN, type RubricCriterion } from "~/domain/evaluations";
import { criterionLabel } from "~/domain/evaluation-labels";
import { scoreField } from "~/domain/evaluation-form";
import { useT } from "~/i18n/react";

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => SCORE_MIN + index);

export function RubricScores({
  criteria,
  values,
  errors,
  idPrefix,
  namePrefix = "",
}: {
  criteria: readonly RubricCriterion[];
  /** The chosen score of each field (`score.<key>`, after `namePrefix`), as text. */
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  idPrefix: string;
  namePrefix?: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("evaluations.scale")}</p>
      {criteria.map((criterion) => {
        const name = `${namePrefix}${scoreField(criterion.key)}`;
        const legendId = `${idPrefix}-${criterion.key}-legend`;
        const errorId = `${idPrefix}-${criterion.key}-error`;
        const messages = errors[name];
        return (
          <fieldset
            key={criterion.key}
            role="radiogroup"
            aria-labelledby={legendId}
            aria-describedby={messages ? errorId : undefined}
            aria-invalid={messages ? true : undefined}
            className="flex flex-col gap-2"
          >
            <legend id={legendId} className="text-sm font-medium">
              {criterionLabel(criterion, t)}
            </legend>
            <div className="flex flex-wrap gap-3">
              {SCORES.map((score) => {
                const id = `${idPrefix}-${criterion.key}-${score}`;
                return (
                  <label key={score} htmlFor={id} className="flex items-center gap-1.5 text-sm">
                    <input
                      id={id}
                      type="radio"
                      name={name}
                      value={String(score)}
                      defaultChecked={values[name] === String(score)}
                      required
                      className="size-4 accent-primary"
                    />
                    {t("evaluations.scoreOption", { score })}
                  </label>
                );
              })}
            </div>
            <FieldErrors id={errorId} errors={messages} />
          </fieldset>
        );
      })}
    </div>
  );
}
