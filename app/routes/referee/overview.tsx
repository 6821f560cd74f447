import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/overview";
import { StatCard } from "~/components/portal-shell";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useFormats } from "~/components/formats";
import { formatMoney } from "~/domain/format";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { refereeOverviewFrom, refereeOverviewQueries } from "~/server/referee-overview.server";

export const meta: Route.MetaFunction = () => [{ title: "Overview | Referee Dashboard | Whistle" }];

/** Also serves unknown /referee/... paths: the spec makes the overview the referee's fallback. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization, currencyChoice } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const rows = await db.batch(refereeOverviewQueries(db, { organizationId: organization.id, refereeId: user.id }));
  const overview = refereeOverviewFrom(rows, { timeZone: organization.timeZone });
  // The referee's currency choice came with the session (decision 0052).
  const moneyFormat = currencyChoice;
  return {
    firstName: user.firstName || "Referee",
    organizationName: organization.name,
    ...overview,
    // Fees are in the organization's currency, written the way the referee's choice reads (decision 0043).
    currency: organization.currency,
    moneyFormat,
  };
}

interface ListGame {
  id: string;
  game: { date: string; time: string; homeTeam: string; awayTeam: string; venue: string; feeCents: number };
}

function GameList({
  title,
  count,
  rows,
  empty,
  money,
}: {
  title: string;
  count: number | string;
  rows: ListGame[];
  empty: string;
  /** Shows each game's fee, written this way. */
  money?: (cents: number) => string;
}) {
  const formats = useFormats();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle render="h2">{title}</CardTitle>
        <span className="rounded-full bg-secondary px-2.5 py-0.5 text-sm font-semibold tabular-nums text-secondary-foreground">
          {count}
        </span>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {rows.map(({ id, game }) => (
              <li key={id} className="py-2">
                <p className="font-medium">{`${game.homeTeam} vs ${game.awayTeam}`}</p>
                <p className="text-xs text-muted-foreground">
                  {`${formats.gameDateTime(game.date, game.time)} · ${game.venue}${money ? ` · ${money(game.feeCents)}` : ""}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function RefereeOverview({ loaderData }: Route.ComponentProps) {
  const {
    firstName,
    organizationName,
    figures,
    upcomingGames,
    completedGames,
    pendingRequests,
    currency,
    moneyFormat,
  } = loaderData;
  const money = (cents: number) => formatMoney(cents, currency, moneyFormat);
  const navigation = useNavigation();
  // Spec: '...' in place of each figure while the dashboard's data loads.
  const loading = navigation.state === "loading" && navigation.location.pathname.replace(/\/$/, "") === "/referee";
  const show = (value: number | string) => (loading ? "..." : value);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <section className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h1 className="text-2xl font-bold">{`Welcome, ${firstName}`}</h1>
        <p className="mt-1">{organizationName}</p>
        <div className="mt-4 max-w-md">
          <div className="flex items-center justify-between text-sm">
            <span id="attendance-label">Attendance rate</span>
            <span className="font-semibold tabular-nums">{loading ? "..." : `${figures.attendanceRate}%`}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="attendance-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={figures.attendanceRate}
            className="mt-2 h-2 overflow-hidden rounded-full bg-primary-foreground/25"
          >
            <div
              className="h-full rounded-full bg-primary-foreground transition-[width]"
              style={{ width: `${figures.attendanceRate}%` }}
            />
          </div>
        </div>
      </section>

      {loading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your dashboard data...
        </p>
      ) : null}

      <section aria-label="Your games at a glance" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Upcoming" value={show(figures.upcoming)} hint="Confirmed games from today on" />
        <StatCard label="Completed" value={show(figures.completed)} hint="Games you have worked" />
        <StatCard label="Total Earned" value={show(money(figures.totalEarnedCents))} hint="Fees of completed games" />
        <StatCard
          label="Success Rate"
          value={show(`${figures.successRate}%`)}
          hint="Completed of all your assignments"
        />
      </section>

      {figures.awaitingAnswer > 0 ? (
        <section
          aria-label="Offers awaiting your answer"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning bg-warning/10 p-4"
        >
          <p className="font-medium">
            {figures.awaitingAnswer === 1
              ? "1 game offer is waiting for your answer"
              : `${figures.awaitingAnswer} game offers are waiting for your answer`}
          </p>
          <Link to="/referee/schedule" className={buttonVariants({ size: "sm" })}>
            Answer in Schedule
          </Link>
        </section>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-3">
        <GameList
          title="Upcoming Games"
          count={show(figures.upcoming)}
          rows={upcomingGames}
          empty="No confirmed games coming up."
        />
        <GameList
          title="Completed Games"
          count={show(figures.completed)}
          rows={completedGames}
          empty="No completed games yet."
          money={money}
        />
        <GameList
          title="Pending Requests"
          count={show(figures.pendingRequests)}
          rows={pendingRequests}
          empty="No requests waiting for an assignor."
        />
      </div>
    </div>
  );
}
