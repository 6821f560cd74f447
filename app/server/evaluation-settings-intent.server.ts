/**
 * The organization page's `evaluation-settings` intent (issue 22, decision 0084): parse the "Evaluations"
 * card, store the rubric and the weights (null when they are the defaults), and answer the card. A default
 * criterion whose label comes back as the reader's language shows it stays the default (so it keeps being
 * shown in every reader's language). Weights count for evaluations written from now on: each evaluation
 * keeps the weight it was written with (decision 0081).
 */
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { organizations } from "~/db/schema";
import { criterionLabel } from "~/domain/evaluation-labels";
import {
  CRITERION_KEY_FIELD,
  CRITERION_LABEL_FIELD,
  parseEvaluationSettingsForm,
  storedEvaluationSettings,
  weightField,
  type EvaluationSettingsValues,
} from "~/domain/evaluation-settings-form";
import { DEFAULT_RUBRIC } from "~/domain/evaluations";
import { EVALUATION_SOURCES } from "~/domain/constants";
import { formText, formTexts } from "~/domain/forms";
import { tr } from "~/i18n/text";
import type { Database } from "./db.server";

export interface EvaluationSettingsAnswer {
  intent: "evaluation-settings";
  ok: boolean;
  errors: Record<string, string[] | undefined>;
  values: EvaluationSettingsValues | null;
  message: string | null;
}

export async function saveEvaluationSettings(
  db: Database,
  form: FormData,
  { organizationId }: { organizationId: string },
) {
  const intent = "evaluation-settings" as const;
  const values: EvaluationSettingsValues = {
    criterionKey: formTexts(form, CRITERION_KEY_FIELD),
    criterionLabel: formTexts(form, CRITERION_LABEL_FIELD),
  };
  for (const source of EVALUATION_SOURCES) values[weightField(source)] = formText(form, weightField(source));
  const parsed = parseEvaluationSettingsForm(values, {
    criteria: tr("org.evaluations.error.criteria"),
    label: tr("org.evaluations.error.label"),
    weight: tr("org.evaluations.error.weight"),
  });
  if (!parsed.success) {
    return data<EvaluationSettingsAnswer>(
      { intent, ok: false, errors: parsed.errors, values, message: tr("org.checkFields") },
      { status: 400 },
    );
  }
  const criteria = parsed.output.criteria.map((criterion) => {
    const preset = DEFAULT_RUBRIC.find((entry) => entry.key === criterion.key);
    return preset && criterionLabel(preset, tr) === criterion.label ? { ...preset } : criterion;
  });
  const settings = storedEvaluationSettings({ ...parsed.output, criteria });
  const rows = await db
    .update(organizations)
    .set({ evaluationSettings: settings, updatedAt: new Date() })
    .where(and(eq(organizations.id, organizationId)))
    .returning({ id: organizations.id });
  if (rows.length === 0) throw data({ message: tr("org.notFound") }, { status: 404 });
  return data<EvaluationSettingsAnswer>({
    intent,
    ok: true,
    errors: {},
    values: null,
    message: tr("org.evaluations.saved"),
  });
}
