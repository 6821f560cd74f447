/**
 * The words of evaluations in the reader's language (issue 22, decision 0084): a rubric criterion's label
 * (the default rubric's in every language; an organization's own wording as it typed it) and an
 * evaluation's source.
 */
import type { MessageId } from "~/i18n/messages";
import type { Translate } from "~/i18n/text";
import type { EvaluationSource } from "./constants";
import { DEFAULT_RUBRIC, type RubricCriterion } from "./evaluations";

const DEFAULT_CRITERION_IDS: Record<string, MessageId> = {
  positioning: "evaluations.criterion.positioning",
  fitness: "evaluations.criterion.fitness",
  foul_recognition: "evaluations.criterion.foulRecognition",
  game_management: "evaluations.criterion.gameManagement",
  teamwork: "evaluations.criterion.teamwork",
  communication: "evaluations.criterion.communication",
};

/** A criterion's label: the default rubric's in the reader's language unless the organization reworded it. */
export function criterionLabel(criterion: RubricCriterion, t: Translate): string {
  const preset = DEFAULT_RUBRIC.find((entry) => entry.key === criterion.key);
  const id = DEFAULT_CRITERION_IDS[criterion.key];
  return preset && id && preset.label === criterion.label ? t(id) : criterion.label;
}

/** The label of a score's criterion by its key: the rubric's when it still has it, else the key in words. */
export function criterionLabelByKey(key: string, criteria: readonly RubricCriterion[], t: Translate): string {
  const criterion = criteria.find((entry) => entry.key === key) ?? DEFAULT_RUBRIC.find((entry) => entry.key === key);
  return criterion ? criterionLabel(criterion, t) : key.replace(/_/g, " ");
}

/** Who wrote an evaluation, as its reader sees it: a coach stays anonymous. */
export function evaluationSourceLabel(source: EvaluationSource, name: string | null, t: Translate): string {
  if (source === "coach") return t("evaluations.source.coach");
  if (source === "assessor") return t("evaluations.source.assessor", { name: name ?? "" });
  return t("evaluations.source.assignor", { name: name ?? "" });
}
