import { describe, expect, it } from "vitest";
import { parseEvaluationForm } from "~/domain/evaluation-form";
import {
  criterionKeyFor,
  parseEvaluationSettingsForm,
  storedEvaluationSettings,
} from "~/domain/evaluation-settings-form";
import { DEFAULT_EVALUATION_SETTINGS, DEFAULT_RUBRIC } from "~/domain/evaluations";

const messages = { score: "score", comments: "comments" };
const criteria = [
  { key: "positioning", label: "Positioning" },
  { key: "fitness", label: "Fitness" },
];

describe("the evaluation form", () => {
  it("takes a whole score 1–5 for every criterion and gives the overall as their mean", () => {
    const parsed = parseEvaluationForm(
      { "score.positioning": "5", "score.fitness": "2", comments: "  Good  " },
      criteria,
      messages,
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { scores: { positioning: 5, fitness: 2 }, overall: 3.5, comments: "Good" },
    });
  });

  it("refuses a missing or out-of-range score by its field, keeping what was typed", () => {
    const values = { "score.positioning": "6", comments: "Kept" };
    const parsed = parseEvaluationForm(values, criteria, messages);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({ "score.positioning": ["score"], "score.fitness": ["score"] });
    expect(parsed.values).toBe(values);
  });
});

describe("the evaluation settings form", () => {
  const weights = { "weight.assessor": "3", "weight.assignor": "3", "weight.coach": "1" } as const;

  it("keeps existing keys, drops cleared criteria and keys new ones from their label", () => {
    const parsed = parseEvaluationSettingsForm(
      {
        criterionKey: ["positioning", "fitness", ""],
        criterionLabel: ["Positioning and movement", "", "Signals & whistle"],
        ...weights,
        "weight.coach": "0,5",
      },
      { criteria: "criteria", label: "label", weight: "weight" },
    );
    expect(parsed).toEqual({
      success: true,
      output: {
        criteria: [
          { key: "positioning", label: "Positioning and movement" },
          { key: "signals_whistle", label: "Signals & whistle" },
        ],
        weights: { assessor: 3, assignor: 3, coach: 0.5 },
      },
    });
  });

  it("refuses no criteria at all and a weight out of range", () => {
    const parsed = parseEvaluationSettingsForm(
      { criterionKey: ["positioning"], criterionLabel: [" "], ...weights, "weight.assessor": "11" },
      { criteria: "criteria", label: "label", weight: "weight" },
    );
    expect(parsed).toEqual({ success: false, errors: { criterionLabel: ["criteria"], "weight.assessor": ["weight"] } });
  });

  it("makes a new key unique and stores the defaults as null", () => {
    expect(criterionKeyFor("Fitness", new Set(["fitness"]))).toBe("fitness_2");
    expect(criterionKeyFor("¡Árbitro!", new Set())).toBe("arbitro");
    expect(storedEvaluationSettings(structuredClone(DEFAULT_EVALUATION_SETTINGS))).toBeNull();
    expect(
      storedEvaluationSettings({ ...DEFAULT_EVALUATION_SETTINGS, criteria: DEFAULT_RUBRIC.slice(1) }),
    ).not.toBeNull();
  });
});
