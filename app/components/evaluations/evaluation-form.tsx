/**
 * The staff's evaluation form (issue 22, decision 0084): the game, the rubric's radio groups and the
 * comments; keeps what was typed when a field is refused, and starts from the evaluator's own evaluation
 * when they are editing it.
 */
import { Form } from "react-router";
import { useFormats } from "~/components/formats";
import { FormMessage, TextareaField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { RubricCriterion } from "~/domain/evaluations";
import { EVALUATION_COMMENTS_MAX } from "~/domain/evaluations";
import { scoreField } from "~/domain/evaluation-form";
import { positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import { RubricScores } from "./rubric-scores";

export function EvaluationForm({
  game,
  official,
  own,
  criteria,
  answer,
}: {
  game: { date: string; time: string; homeTeam: string; awayTeam: string; venue: string };
  official: { position: string; name: string };
  own: { scores: Record<string, number>; comments: string | null } | null;
  criteria: readonly RubricCriterion[];
  answer: {
    ok: boolean;
    message: string;
    errors: Record<string, string[]>;
    values: Record<string, string> | null;
  } | null;
}) {
  const t = useT();
  const formats = useFormats();
  const values: Record<string, string> =
    answer?.values ??
    Object.fromEntries([
      ...Object.entries(own?.scores ?? {}).map(([key, score]) => [scoreField(key), String(score)]),
      ["comments", own?.comments ?? ""],
    ]);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <p className="text-sm text-muted-foreground">
          {t("assignor.evaluation.game", {
            teams: t("assignor.evaluations.teams", { home: game.homeTeam, away: game.awayTeam }),
            when: formats.gameDateTime(game.date, game.time),
            venue: game.venue,
            position: positionLabel(official.position, t),
          })}
        </p>
        {own ? <p className="text-sm">{t("assignor.evaluation.editing")}</p> : null}
        {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
        {/* The key restarts the fields from the saved evaluation after a save. */}
        <Form method="post" className="flex flex-col gap-4" key={answer?.ok ? "saved" : "editing"}>
          <RubricScores criteria={criteria} values={values} errors={answer?.errors ?? {}} idPrefix="evaluation" />
          <TextareaField
            name="comments"
            label={t("assignor.evaluation.comments")}
            defaultValue={values.comments ?? ""}
            maxLength={EVALUATION_COMMENTS_MAX}
            rows={5}
            errors={answer?.errors}
          />
          <div>
            <Button type="submit">{t("assignor.evaluation.save")}</Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
