/**
 * The leagues a person referees for (issue 20): every referee page and feed spans them all. A game is
 * labelled with its league only when there is more than one, so a single-league referee sees no change;
 * each league keeps its own time zone (wall clock) and currency, never converted nor summed across.
 */

/**
 * At most this many leagues are read on one page: their ids are bound parameters (D1 allows 100 per
 * statement) and some pages send a few statements per league. A person has a handful; this is a guard.
 */
export const MAX_REFEREE_LEAGUES = 20;

export interface RefereeLeague {
  id: string;
  name: string;
  timeZone: string;
  currency: string;
}

/** The leagues of a person's referee memberships, oldest first, capped at MAX_REFEREE_LEAGUES. */
export function refereeLeagues(
  memberships: readonly { organization: { id: string; name: string; timeZone: string; currency: string } }[],
): RefereeLeague[] {
  return memberships
    .slice(0, MAX_REFEREE_LEAGUES)
    .map(({ organization: { id, name, timeZone, currency } }) => ({ id, name, timeZone, currency }));
}

/** The league's name to show beside a game: null for a person who referees for one league only. */
export function leagueLabel(leagues: readonly RefereeLeague[], organizationId: string): string | null {
  if (leagues.length < 2) return null;
  return leagues.find((league) => league.id === organizationId)?.name ?? null;
}

/** Amounts grouped by currency, one total each: money of two currencies is never added together. */
export function totalsByCurrency(
  amounts: readonly { currency: string; cents: number }[],
): { currency: string; cents: number }[] {
  const totals = new Map<string, number>();
  for (const { currency, cents } of amounts) totals.set(currency, (totals.get(currency) ?? 0) + cents);
  return [...totals].map(([currency, cents]) => ({ currency, cents }));
}
