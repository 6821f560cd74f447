import type { assignments } from "~/db/schema";
import { addDays } from "~/domain/dates";
import type { buildGame, buildUser } from "./factories";

/**
 * The youth-league referees (by index) who may also referee in the adult league: not the demo referee, none
 * an e2e spec signs in as or looks up, none with a weekly cap of their own, so the youth league's journeys
 * see no change (the e2e specs sign in as referees 1-7, 9-14, 19, 22, 26, 27, 29-39 by address).
 */
const SHARED_REFEREE_CANDIDATES = [15, 16, 17, 20, 21, 24, 25];
const SHARED_REFEREES = 5;

type DemoUser = ReturnType<typeof buildUser>;
type DemoGameRow = ReturnType<typeof buildGame>;

/**
 * The referee of two leagues: the first candidate with an accepted (confirmed) youth game in the next two
 * weeks (else the next two months), that game, and the other shared referees. Draws nothing at random.
 */
export function chooseMultiLeagueReferee(
  referees: DemoUser[],
  leagueGames: DemoGameRow[],
  assignmentRows: (typeof assignments.$inferInsert)[],
  today: string,
) {
  const gameById = new Map(leagueGames.map((game) => [game.id, game]));
  const candidates = SHARED_REFEREE_CANDIDATES.map((index) => referees[index]!);
  for (const [from, to] of [
    [2, 14],
    [1, 60],
  ] as const) {
    for (const referee of candidates) {
      const [game] = assignmentRows
        .filter((row) => row.refereeId === referee.id && row.status === "confirmed")
        .map((row) => gameById.get(row.gameId)!)
        .filter(
          (game) => game.status !== "cancelled" && game.date >= addDays(today, from) && game.date <= addDays(today, to),
        )
        .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
      if (game) {
        const others = candidates.filter((candidate) => candidate !== referee).slice(0, SHARED_REFEREES - 1);
        return { referee, gameA: game, shared: [referee, ...others] };
      }
    }
  }
  throw new Error("Demo data: no youth referee has an accepted upcoming game to share with the adult league.");
}
