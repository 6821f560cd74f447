/** The engine's choices in words: why this referee, and why nobody for that slot. */
import { tr } from "~/i18n/text";
import { levelLabel } from "../conflicts";
import { servedIntlLocale } from "../game-labels";
import type { SlateModel } from "./model";
import { distanceKm, formatDistance } from "../distance";
import { preferenceCost } from "./objective";
import type { HardConstraintCode } from "./types";

function formatNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
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
  const reasons = [tr("assignor.explain.available")];
  reasons.push(
    referee.level === null
      ? tr("assignor.explain.noLevelFits", { level: levelLabel(facts.game.level) })
      : tr("assignor.explain.levelFits", { refereeLevel: referee.level, level: levelLabel(facts.game.level) }),
  );
  const month = (state.monthCount.get(facts.month) ?? 0) + extra;
  const average = (averages.get(facts.month) ?? 0) + extra / Math.max(1, model.referees.length);
  reasons.push(tr("assignor.explain.monthLoad", { count: month, average: formatNumber(average) }));

  const distance = travelPhrase(model, game, r);
  if (distance) reasons.push(distance);

  const home = (state.teamCount.get(facts.home) ?? 0) + extra;
  const away = (state.teamCount.get(facts.away) ?? 0) + extra;
  if (home <= 1 && away <= 1) {
    reasons.push(tr("assignor.explain.firstWithTeams", { home: facts.game.homeTeam, away: facts.game.awayTeam }));
  } else {
    const [team, count] = home >= away ? [facts.game.homeTeam, home] : [facts.game.awayTeam, away];
    reasons.push(tr("assignor.explain.nthWithTeam", { count, team }));
  }
  if (referee.rating !== null) {
    const rating = formatNumber(referee.rating);
    reasons.push(
      referee.ratingCount
        ? tr("assignor.explain.ratedFrom", { rating, count: referee.ratingCount })
        : tr("assignor.explain.rated", { rating }),
    );
  }
  const partners = model.crewPartners(game, r, holding ? slot : -1);
  if (partners.length) {
    const names = partners.map((other) => model.referees[other]!.referee.name ?? tr("assignor.explain.thisCrew"));
    reasons.push(tr("assignor.explain.workedWith", { names: names.join(tr("assignor.explain.and")) }));
  }
  const preferred = model.preferredPartners(game, r, holding ? slot : -1);
  if (preferred.length) {
    const names = preferred.map((other) => model.referees[other]!.referee.name ?? tr("assignor.explain.thisCrew"));
    reasons.push(tr("assignor.explain.prefersWorkingWith", { names: names.join(tr("assignor.explain.and")) }));
  }
  const preference = preferenceCost(facts.game, referee);
  if (preference < 0) reasons.push(tr("assignor.explain.matchesPreferences"));
  else if (preference > 0) reasons.push(tr("assignor.explain.againstPreferences"));
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
  // In the reader's unit (miles for English, kilometres otherwise), through the one distance formatter.
  const locale = servedIntlLocale();
  if (earlier) {
    return tr("assignor.explain.distanceFromPrevious", {
      distance: formatDistance(distanceKm(earlier.game.coordinates!, venue), locale),
    });
  }
  const home = model.referees[r]!.referee.home;
  return home
    ? tr("assignor.explain.distanceFromHome", { distance: formatDistance(distanceKm(home, venue), locale) })
    : null;
}

export function sentence(reasons: readonly string[]): string {
  const text = reasons.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function constraintLabel(code: HardConstraintCode, gameLevel: string): string {
  switch (code) {
    case "level_not_eligible":
      return tr("assignor.explain.rule.levelNotEligible", { level: levelLabel(gameLevel) });
    case "availability_blocked":
      return tr("assignor.explain.rule.availabilityBlocked");
    case "overlapping_game":
      return tr("assignor.explain.rule.overlappingGame");
    case "travel_buffer":
      return tr("assignor.explain.rule.travelBuffer");
    case "daily_maximum":
      return tr("assignor.explain.rule.dailyMaximum");
    case "weekly_maximum":
      return tr("assignor.explain.rule.weeklyMaximum");
    case "referee_weekly_capacity":
      return tr("assignor.explain.rule.weeklyCapacity");
    case "referee_monthly_capacity":
      return tr("assignor.explain.rule.monthlyCapacity");
    case "other_organization":
      return tr("assignor.explain.rule.otherOrganization");
    case "team_involvement":
      return tr("assignor.explain.rule.teamInvolvement");
    case "team_commitment":
      return tr("assignor.explain.rule.teamCommitment");
    case "team_scratch":
      return tr("assignor.explain.rule.teamScratch");
    case "do_not_pair":
      return tr("assignor.explain.rule.doNotPair");
    case "position_not_ranked":
      return tr("assignor.explain.rule.notRanked");
    case "outside_game_rating":
      return tr("assignor.explain.rule.gameRating");
    case "beyond_travel_distance":
      return tr("assignor.explain.rule.travelDistance");
    case "credential_missing":
      return tr("assignor.explain.rule.credentialMissing");
    case "credential_expired":
      return tr("assignor.explain.rule.credentialExpired");
  }
}

/** Counts, per rule, the referees it rules out of the slot (each by the first rule they fail). */
export function explainUnfilled(model: SlateModel, slot: number) {
  const game = model.slots[slot]!.game;
  const facts = model.games[game]!;
  const eliminated: Partial<Record<HardConstraintCode, number>> = {};
  for (let r = 0; r < model.referees.length; r++) {
    const code = model.conflictOf(slot, r);
    if (code) eliminated[code] = (eliminated[code] ?? 0) + 1;
  }
  const parts = (Object.entries(eliminated) as [HardConstraintCode, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([code, count]) => tr("assignor.explain.ruledOut", { count, rule: constraintLabel(code, facts.game.level) }));
  const reason = parts.length
    ? tr("assignor.explain.noneCan", { rules: parts.join(", ") })
    : model.referees.length === 0
      ? tr("assignor.explain.emptyPool")
      : tr("assignor.explain.noneFound");
  return { eliminated, reason, feasible: model.slotFeasible(slot) };
}
