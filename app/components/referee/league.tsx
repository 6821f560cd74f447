/**
 * A game's league on the referee's pages (issue 20): a small badge with the league's name when the person
 * referees for more than one, and the league's own formats (its time zone and currency) for what is
 * written under it, so each game reads at its league's wall clock with the existing zone label when the
 * reader's own zone differs.
 */
import { FormatsProvider, useFormats } from "~/components/formats";
import { Badge } from "~/components/ui/badge";

export interface GameLeague {
  /** Null for a single-league referee: no badge. */
  name: string | null;
  timeZone: string;
  currency: string;
}

export function LeagueBadge({ name }: { name: string | null }) {
  if (!name) return null;
  return (
    <Badge variant="outline" data-league="">
      {name}
    </Badge>
  );
}

/** Everything inside reads dates, times and amounts as the league's. */
export function LeagueFormats({ league, children }: { league: GameLeague; children: React.ReactNode }) {
  const { settings } = useFormats();
  return (
    <FormatsProvider settings={{ ...settings, organizationTimeZone: league.timeZone, currency: league.currency }}>
      {children}
    </FormatsProvider>
  );
}
