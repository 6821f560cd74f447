/** The engine's choices in words: why this referee, and why nobody for that slot. */
import { levelLabel } from "../conflicts";
import type { SlateModel } from "./model";
import { distanceKm, preferenceCost } from "./objective";
import type { HardConstraintCode } from "./types";

function formatNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

const ORDINALS = ["", "first", "second", "third", "fourth", "fifth"];
function ordinal(count: number): string {
  return ORDINALS[count] ?? `${count}th`;
}

/** Average games per referee of the pool in each month, from the model's current state. */
export function monthlyAverages(model: SlateModel): Map<number, number> {
  const totals = new Map<number, number>();
  for (const state of model.referees)
    for (const [month, count] of state.monthCount) totals.set(month, (totals.get(month) ?? 0) + count);
  const size = Math.max(1, model.referees.length);
  return new Map([...totals].map(([month, total]) => [month, total / size]));
}

/**
 * Why referee r suits the slot's game, assuming r holds (or would hold) it: availability, level,
 * workload against the pool, distance, team exposure, rating, crew and preferences.
 */
export function explainChoice(
  model: SlateModel,
  slot: number,
  r: number,
  averages: Map<number, number>,
  holding: boolean,
): string[] {
  const game = model.slots[slot]!.game;
  const facts = model.games[game]!;
  const state = model.referees[r]!;
  const { referee } = state;
  const extra = holding ? 0 : 1;
  const reasons = ["available"];
  reasons.push(
    referee.level === null
      ? `no level on record (counts as level 1), fits ${levelLabel(facts.game.level)}`
      : `level ${referee.level} fits ${levelLabel(facts.game.level)}`,
  );
  const month = (state.monthCount.get(facts.month) ?? 0) + extra;
  const average = (averages.get(facts.month) ?? 0) + extra / Math.max(1, model.referees.length);
  reasons.push(`${plural(month, "game")} this month versus ${formatNumber(average)} on average`);

  const distance = travelPhrase(model, game, r);
  if (distance) reasons.push(distance);

  const home = (state.teamCount.get(facts.home) ?? 0) + extra;
  const away = (state.teamCount.get(facts.away) ?? 0) + extra;
  if (home <= 1 && away <= 1) reasons.push(`first game with ${facts.game.homeTeam} or ${facts.game.awayTeam}`);
  else {
    const [team, count] = home >= away ? [facts.game.homeTeam, home] : [facts.game.awayTeam, away];
    reasons.push(`${ordinal(count)} game with ${team}`);
  }
  if (referee.rating !== null) reasons.push(`rated ${formatNumber(referee.rating)}`);
  const partners = model.crewPartners(game, r, holding ? slot : -1);
  if (partners.length) {
    reasons.push(
      `worked with ${partners.map((other) => model.referees[other]!.referee.name ?? "this crew").join(" and ")} before`,
    );
  }
  const preference = preferenceCost(facts.game, referee);
  if (preference < 0) reasons.push("matches their preferences");
  else if (preference > 0) reasons.push("against some of their preferences");
  return reasons;
}

function travelPhrase(model: SlateModel, game: number, r: number): string | null {
  const facts = model.games[game]!;
  const venue = facts.game.coordinates;
  if (!venue) return null;
  const earlier = (model.referees[r]!.byDay.get(facts.day) ?? [])
    .map((slot) => model.games[model.slots[slot]!.game]!)
    .filter((other) => other.end <= facts.start && other.game.coordinates)
    .sort((a, b) => b.end - a.end)[0];
  if (earlier) return `${Math.round(distanceKm(earlier.game.coordinates!, venue))} km from the previous game`;
  const home = model.referees[r]!.referee.home;
  return home ? `${Math.round(distanceKm(home, venue))} km from home` : null;
}

export function sentence(reasons: readonly string[]): string {
  const text = reasons.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function constraintLabel(code: HardConstraintCode, gameLevel: string): string {
  switch (code) {
    case "level_not_eligible":
      return `not eligible for ${levelLabel(gameLevel)} games`;
    case "availability_blocked":
      return "blocked in their availability";
    case "overlapping_game":
      return "already on an overlapping game";
    case "travel_buffer":
      return "too close to a game at another venue";
    case "daily_maximum":
      return "at the daily maximum";
    case "weekly_maximum":
      return "at the weekly maximum";
    case "referee_weekly_capacity":
      return "at their weekly capacity";
    case "referee_monthly_capacity":
      return "at their monthly capacity";
  }
}

/** Counts, per rule, the referees it rules out of the slot (each by the first rule they fail). */
export function explainUnfilled(model: SlateModel, slot: number) {
  const game = model.slots[slot]!.game;
  const facts = model.games[game]!;
  const eliminated: Partial<Record<HardConstraintCode, number>> = {};
  for (let r = 0; r < model.referees.length; r++) {
    const code = model.conflictOf(game, r);
    if (code) eliminated[code] = (eliminated[code] ?? 0) + 1;
  }
  const parts = (Object.entries(eliminated) as [HardConstraintCode, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([code, count]) => `${count} ${constraintLabel(code, facts.game.level)}`);
  const reason = parts.length
    ? `No referee can take this slot: ${parts.join(", ")}`
    : model.referees.length === 0
      ? "No referees in the pool"
      : "No referee was found for this slot";
  return { eliminated, reason, feasible: facts.candidates.length > 0 };
}
