/** Summary figures of a schedule: spread of work and money, and repeat-team exposure. */
import type { SlateModel } from "./model";
import type { Spread } from "./types";

/** Gini coefficient: 0 when everyone has the same, towards 1 when one has everything. */
export function gini(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  if (sorted.length === 0 || total === 0) return 0;
  let weighted = 0;
  for (const [index, value] of sorted.entries()) weighted += (index + 1) * value;
  return (2 * weighted) / (sorted.length * total) - (sorted.length + 1) / sorted.length;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { max: 0, min: 0, mean: 0, gini: 0 };
  return {
    max: Math.max(...values),
    min: Math.min(...values),
    mean: values.reduce((sum, value) => sum + value, 0) / values.length,
    gini: gini(values),
  };
}

/** Referees whose busiest team count exceeds `times`. */
export function refereesSeeingATeamMoreThan(model: SlateModel, times: number): number {
  let count = 0;
  for (const state of model.referees) {
    for (const seen of state.teamCount.values()) {
      if (seen > times) {
        count++;
        break;
      }
    }
  }
  return count;
}
