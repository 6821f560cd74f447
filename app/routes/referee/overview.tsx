import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/overview";
import { StatCard } from "~/components/portal-shell";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useFormats } from "~/components/formats";
import { LeagueBadge, LeagueFormats, type GameLeague } from "~/components/referee/league";
import { formatMoney } from "~/domain/format";
import { refereeLeagues } from "~/domain/referee-leagues";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { refereeOverviewFrom, refereeOverviewQueries } from "~/server/referee-overview.server";
import { refereePerformanceFrom, refereePerformanceQueries } from "~/server/referee-performance.server";
import { PerformanceCard } from "~/components/referee/performance-card";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

/** Also serves unknown /referee/... paths: the spec makes the overview the referee's fallback. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, refereeMemberships, currencyChoice } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  // Every league the person referees for, in the one batch (issue 20).
  const leagues = refereeLeagues(refereeMemberships);
  const [own, requests, ...performanceRows] = await db.batch([
    ...refereeOverviewQueries(db, { organizationIds: leagues.map(({ id }) => id), refereeId: user.id }),
    ...refereePerformanceQueries(db, { leagues, refereeId: user.id }),
  ]);
  const overview = refereeOverviewFrom([own, requests], { leagues });
  // The referee's currency choice came with the session (decision 0052).
  const moneyFormat = currencyChoice;
  return {
    title: tr("referee.overview.metaTitle"),
    firstName: user.firstName || tr("referee.overview.fallbackName"),
    organizationName: leagues.map(({ name }) => name).join(" · "),
    ...overview,
    // Fees are in each league's currency, written the way the referee's choice reads (decision 0043); with
    // nothing earned yet, a zero in the first league's.
    earned: overview.earned.length > 0 ? overview.earned : [{ currency: leagues[0]!.currency, cents: 0 }],
    moneyFormat,
    performance: refereePerformanceFrom(performanceRows, { leagues }),
  };
}

interface ListGame {
  id: string;
  league: GameLeague;
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
  /** Shows each game's fee (in its league's currency), written this way. */
  money?: (cents: number, currency: string) => string;
}) {
  const t = useT();
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
            {rows.map(({ id, game, league }) => (
              <li key={id} className="py-2">
                <p className="font-medium">{t("referee.game.matchup", { home: game.homeTeam, away: game.awayTeam })}</p>
                <LeagueBadge name={league.name} />
                <LeagueFormats league={league}>
                  <GameWhen game={game} fee={money ? money(game.feeCents, league.currency) : null} />
                </LeagueFormats>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** When and where, read at the game's league's wall clock (inside its LeagueFormats). */
function GameWhen({ game, fee }: { game: ListGame["game"]; fee: string | null }) {
  const formats = useFormats();
  return (
    <p className="text-xs text-muted-foreground">
      {`${formats.gameDateTime(game.date, game.time)} · ${game.venue}${fee ? ` · ${fee}` : ""}`}
    </p>
  );
}

export default function RefereeOverview({ loaderData }: Route.ComponentProps) {
  const { firstName, organizationName, figures, upcomingGames, completedGames, pendingRequests, earned, moneyFormat } =
    loaderData;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, moneyFormat);
  const navigation = useNavigation();
  // Spec: '...' in place of each figure while the dashboard's data loads.
  const loading = navigation.state === "loading" && navigation.location.pathname.replace(/\/$/, "") === "/referee";
  const show = (value: number | string) => (loading ? "..." : value);
  const t = useT();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <section className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h1 className="text-2xl font-bold">{t("referee.overview.welcome", { name: firstName })}</h1>
        <p className="mt-1">{organizationName}</p>
        <div className="mt-4 max-w-md">
          <div className="flex items-center justify-between text-sm">
            <span id="attendance-label">{t("referee.overview.attendanceRate")}</span>
            <span className="font-semibold tabular-nums">
              {loading ? "..." : t("referee.overview.percent", { value: figures.attendanceRate })}
            </span>
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
          {t("referee.overview.loading")}
        </p>
      ) : null}

      <section aria-label={t("referee.overview.glance")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t("referee.overview.stat.upcoming")}
          value={show(figures.upcoming)}
          hint={t("referee.overview.stat.upcomingHint")}
        />
        <StatCard
          label={t("referee.overview.stat.completed")}
          value={show(figures.completed)}
          hint={t("referee.overview.stat.completedHint")}
        />
        <StatCard
          label={t("referee.overview.stat.totalEarned")}
          value={show(earned.map(({ cents, currency }) => money(cents, currency)).join(" · "))}
          hint={t("referee.overview.stat.totalEarnedHint")}
        />
        <StatCard
          label={t("referee.overview.stat.successRate")}
          value={show(t("referee.overview.percent", { value: figures.successRate }))}
          hint={t("referee.overview.stat.successRateHint")}
        />
      </section>

      {figures.awaitingAnswer > 0 ? (
        <section
          aria-label={t("referee.overview.awaitingLabel")}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning bg-warning/10 p-4"
        >
          <p className="font-medium">{t("referee.overview.awaiting", { count: figures.awaitingAnswer })}</p>
          <Link to="/referee/schedule" className={buttonVariants({ size: "sm" })}>
            {t("referee.overview.answerInSchedule")}
          </Link>
        </section>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-3">
        <GameList
          title={t("referee.overview.upcomingGames")}
          count={show(figures.upcoming)}
          rows={upcomingGames}
          empty={t("referee.overview.upcomingEmpty")}
        />
        <GameList
          title={t("referee.overview.completedGames")}
          count={show(figures.completed)}
          rows={completedGames}
          empty={t("referee.overview.completedEmpty")}
          money={money}
        />
        <GameList
          title={t("referee.overview.pendingRequests")}
          count={show(figures.pendingRequests)}
          rows={pendingRequests}
          empty={t("referee.overview.pendingEmpty")}
        />
      </div>

      <PerformanceCard performance={loaderData.performance} />
    </div>
  );
}
