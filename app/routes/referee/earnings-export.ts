import type { Route } from "./+types/earnings-export";
import { toCsv } from "~/domain/csv";
import { todayIn } from "~/domain/dates";
import { filterPaymentLines, parseDateRange, parsePaymentFilter } from "~/domain/earnings";
import { refereeLeagues } from "~/domain/referee-leagues";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { refereeEarnings } from "~/server/earnings.server";

/**
 * Export on the Earnings page: every payment line (or the filtered ones) as CSV. A person who referees for
 * several leagues (issue 20) gets every league's lines, each with its league and its currency: amounts of
 * two currencies are never in one column unlabelled, nor added up. The amount is the whole payable; the
 * mileage column says how much of it is travel pay (issue 21).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, refereeMemberships } = await requireReferee(context, request);
  const leagues = refereeLeagues(refereeMemberships);
  const perLeague = await refereeEarnings(getAppContext(context).db, { leagues, refereeId: user.id });
  const { searchParams } = new URL(request.url);
  const filter = parsePaymentFilter(searchParams.get("status"));
  const range = parseDateRange(searchParams);
  const [first] = perLeague;
  const csv =
    perLeague.length === 1
      ? toCsv(
          [
            "date",
            "game",
            "level",
            `amount (${first!.league.currency})`,
            `of which mileage (${first!.league.currency})`,
            "status",
          ],
          filterPaymentLines(first!.summary.payments, filter, range).map((line) => [
            line.date,
            line.game,
            line.level,
            (line.amountCents / 100).toFixed(2),
            ((line.mileageCents ?? 0) / 100).toFixed(2),
            line.status,
          ]),
        )
      : toCsv(
          ["date", "league", "game", "level", "amount", "of which mileage", "currency", "status"],
          perLeague
            .flatMap(({ league, summary }) =>
              filterPaymentLines(summary.payments, filter, range).map((line) => ({ league, line })),
            )
            .sort((a, b) => b.line.date.localeCompare(a.line.date))
            .map(({ league, line }) => [
              line.date,
              league.name,
              line.game,
              line.level,
              (line.amountCents / 100).toFixed(2),
              ((line.mileageCents ?? 0) / 100).toFixed(2),
              league.currency,
              line.status,
            ]),
        );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="earnings-${todayIn(first!.league.timeZone)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
