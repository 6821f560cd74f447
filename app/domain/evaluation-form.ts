/**
 * The evaluation form as posted (issue 22, decision 0084): one radio group per rubric criterion, named
 * `score.<criterion key>` with a value 1–5, and the comments. Pure: the rubric comes from the caller.
 */
import * as v from "valibot";
import type { FieldErrors } from "./forms";
import { EVALUATION_COMMENTS_MAX, overallOf, scoreProblems, type RubricCriterion } from "./evaluations";

export const SCORE_FIELD_PREFIX = "score.";

export const scoreField = (key: string) => `${SCORE_FIELD_PREFIX}${key}`;

const CommentsSchema = v.pipe(v.string(), v.trim(), v.maxLength(EVALUATION_COMMENTS_MAX));

export interface EvaluationSubmission {
  scores: Record<string, number>;
  overall: number;
  comments: string | null;
}

export type EvaluationParse =
  | { ok: true; value: EvaluationSubmission; values: Record<string, string> }
  | { ok: false; values: Record<string, string>; fieldErrors: FieldErrors };

/**
 * Reads one official's scores from the form's values against the rubric: every criterion needs a whole
 * score 1–5, and the comments at most `EVALUATION_COMMENTS_MAX` characters. Errors by field name, with the
 * messages the caller words (`messages.score`, `messages.comments`).
 */
export function parseEvaluationForm(
  values: Record<string, string>,
  criteria: readonly RubricCriterion[],
  messages: { score: string; comments: string },
): EvaluationParse {
  const scores: Record<string, number> = {};
  for (const criterion of criteria) {
    const text = values[scoreField(criterion.key)] ?? "";
    scores[criterion.key] = /^[0-9]$/.test(text) ? Number(text) : Number.NaN;
  }
  const fieldErrors: FieldErrors = {};
  for (const key of scoreProblems(scores, criteria)) fieldErrors[scoreField(key)] = [messages.score];
  const comments = v.safeParse(CommentsSchema, values.comments ?? "");
  if (!comments.success) fieldErrors.comments = [messages.comments];
  if (Object.keys(fieldErrors).length > 0 || !comments.success) return { ok: false, values, fieldErrors };
  return { ok: true, values, value: { scores, overall: overallOf(scores), comments: comments.output || null } };
}
