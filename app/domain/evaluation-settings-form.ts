/**
 * The organization page's "Evaluations" card as posted (issue 22, decision 0084): the rubric's criteria
 * (a stable key each, hidden; a label each, typed: clearing a label removes its criterion, a label typed in
 * the blank row adds one) and the weight of each source. Pure: the caller words the messages.
 */
import * as v from "valibot";
import { EVALUATION_SOURCES } from "./constants";
import {
  DEFAULT_EVALUATION_SETTINGS,
  EvaluationSettingsSchema,
  RUBRIC_MAX_CRITERIA,
  type EvaluationSettings,
  type RubricCriterion,
} from "./evaluations";
import type { FieldErrors } from "./forms";

export const CRITERION_KEY_FIELD = "criterionKey";
export const CRITERION_LABEL_FIELD = "criterionLabel";
export const weightField = (source: string) => `weight.${source}` as const;

export interface EvaluationSettingsValues {
  criterionKey: string[];
  criterionLabel: string[];
  [weight: `weight.${string}`]: string;
}

/** A key for a new criterion from its label: lower-case ASCII words joined by "_", unique among `taken`. */
export function criterionKeyFor(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 28) || "criterion";
  let key = base;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}_${suffix}`;
  return key;
}

export type EvaluationSettingsParse =
  { success: true; output: EvaluationSettings } | { success: false; errors: FieldErrors };

/**
 * The settings the form asks for: criteria in the order shown (blank labels dropped, new ones keyed from
 * their label), weights as numbers. `messages` word the refusals.
 */
export function parseEvaluationSettingsForm(
  values: EvaluationSettingsValues,
  messages: { criteria: string; label: string; weight: string },
): EvaluationSettingsParse {
  const errors: FieldErrors = {};
  const taken = new Set(values.criterionKey.filter((key) => /^[a-z0-9_]{1,32}$/.test(key)));
  const criteria: RubricCriterion[] = [];
  values.criterionLabel.forEach((raw, index) => {
    const label = raw.trim();
    if (!label) return;
    if (label.length > 120) errors[CRITERION_LABEL_FIELD] = [messages.label];
    const posted = values.criterionKey[index] ?? "";
    const key = taken.has(posted) && !criteria.some((c) => c.key === posted) ? posted : criterionKeyFor(label, taken);
    taken.add(key);
    criteria.push({ key, label });
  });
  if (criteria.length === 0 || criteria.length > RUBRIC_MAX_CRITERIA)
    errors[CRITERION_LABEL_FIELD] = [messages.criteria];
  const weights = {} as EvaluationSettings["weights"];
  for (const source of EVALUATION_SOURCES) {
    const text = (values[weightField(source)] ?? "").trim().replace(",", ".");
    const weight = /^\d{1,2}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
    if (!(weight >= 0.1 && weight <= 10)) errors[weightField(source)] = [messages.weight];
    weights[source] = weight;
  }
  if (Object.keys(errors).length > 0) return { success: false, errors };
  const parsed = v.safeParse(EvaluationSettingsSchema, { criteria, weights });
  return parsed.success
    ? { success: true, output: parsed.output }
    : { success: false, errors: { [CRITERION_LABEL_FIELD]: [messages.criteria] } };
}

/** Null when the settings are the defaults (the column stays null), else the settings to store. */
export function storedEvaluationSettings(settings: EvaluationSettings): EvaluationSettings | null {
  return JSON.stringify(settings) === JSON.stringify(DEFAULT_EVALUATION_SETTINGS) ? null : settings;
}
