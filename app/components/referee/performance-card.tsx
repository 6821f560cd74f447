/**
 * "Your performance" on the referee overview (issue 22, decision 0085): games per month (a table with a bar
 * beside each count), the rating trend (a table of month ends), the on-time rate and the reports due, each
 * linking to its filing page. Figures from app/domain/referee-performance.ts.
 */
import { Link } from "react-router";
import { useFormats } from "~/components/formats";
import { formatRating } from "~/components/ratings/rating-text";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { RefereePerformance } from "~/domain/referee-performance";
import { useT } from "~/i18n/react";

function monthText(locale: string, month: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export function PerformanceCard({ performance }: { performance: RefereePerformance }) {
  const t = useT();
  const formats = useFormats();
  const { gamesByMonth, ratingTrend, onTime, reportsDue } = performance;
  const most = Math.max(1, ...gamesByMonth.map(({ count }) => count));
  const months = ratingTrend[0]?.points.map(({ month }) => month) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("referee.performance.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="performance-reports" className="flex flex-col gap-2">
          <h3 id="performance-reports" className="font-semibold">
            {t("referee.performance.reportsDue")}
          </h3>
          <p className="text-sm">{t("referee.performance.reportsDueCount", { count: reportsDue.count })}</p>
          {reportsDue.games.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm">
              {reportsDue.games.map((game) => (
                <li key={game.gameId} className="flex flex-wrap items-center gap-2">
                  <Link to={`/referee/games/${game.gameId}/report`} className="font-medium underline">
                    {t("referee.performance.fileReport", { home: game.homeTeam, away: game.awayTeam })}
                  </Link>
                  <span className="text-muted-foreground">{formats.gameDateTime(game.date, game.time)}</span>
                  {game.returned ? <Badge variant="destructive">{t("referee.performance.returned")}</Badge> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {reportsDue.count > reportsDue.games.length ? (
            <p className="text-sm text-muted-foreground">
              {t("referee.performance.moreDue", { count: reportsDue.count - reportsDue.games.length })}
            </p>
          ) : null}

          <h3 className="mt-4 font-semibold">{t("referee.performance.onTime")}</h3>
          <p className="text-sm" data-testid="on-time-rate">
            {onTime.percent === null
              ? t("referee.performance.onTimeNone")
              : t("referee.performance.onTimeValue", {
                  percent: onTime.percent,
                  onTime: onTime.onTime,
                  recorded: onTime.recorded,
                })}
          </p>

          <h3 className="mt-4 font-semibold">{t("referee.performance.ratingTrend")}</h3>
          <p className="text-xs text-muted-foreground">{t("referee.performance.ratingTrendHint")}</p>
          {ratingTrend.length === 0 ? (
            <p className="text-sm">{t("referee.performance.notRated")}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("referee.performance.column.month")}</TableHead>
                  {ratingTrend.map((series) => (
                    <TableHead key={series.organizationId}>
                      {series.label ?? t("referee.performance.column.rating")}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {months.map((month, index) => (
                  <TableRow key={month}>
                    <TableCell>{monthText(formats.locale, month)}</TableCell>
                    {ratingTrend.map((series) => {
                      const rating = series.points[index]?.rating ?? null;
                      return (
                        <TableCell key={series.organizationId} className="tabular-nums">
                          {rating
                            ? t("common.ratings.value", {
                                rating: formatRating(formats.locale, rating.rating),
                                count: rating.count,
                              })
                            : t("common.ratings.none")}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>

        <section aria-labelledby="performance-games">
          <h3 id="performance-games" className="font-semibold">
            {t("referee.performance.gamesPerMonth")}
          </h3>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("referee.performance.column.month")}</TableHead>
                <TableHead>{t("referee.performance.column.games")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {gamesByMonth.map(({ month, count }) => (
                <TableRow key={month}>
                  <TableCell className="whitespace-nowrap">{monthText(formats.locale, month)}</TableCell>
                  <TableCell className="w-full">
                    <div className="flex items-center gap-2">
                      <span className="w-6 text-right tabular-nums">{count}</span>
                      <div aria-hidden="true" className="h-2 flex-1 rounded-full bg-secondary">
                        <div className="h-full rounded-full bg-primary" style={{ width: `${(100 * count) / most}%` }} />
                      </div>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      </CardContent>
    </Card>
  );
}
