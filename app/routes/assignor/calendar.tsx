import { Link } from "react-router";
import { useFormats } from "~/components/formats";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Route } from "./+types/calendar";
import { COVERAGE_STYLES, CoverageLegend } from "~/components/calendar/coverage";
import { AssignDialog } from "~/components/games/game-row-actions";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/utils";
import {
  CALENDAR_VIEWS,
  calendarPeriod,
  COVERAGE_LABELS,
  gamesByDay,
  intlLocale,
  isOutsideMonth,
  longDate,
  parseCalendarParams,
  periodTitle,
  shiftPeriod,
  weekdayNames,
  type CalendarView,
} from "~/domain/assignor-calendar";
import { useLingui } from "@lingui/react";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { todayIn } from "~/domain/dates";
import { listOrganizationReferees } from "~/server/assignments.server";
import { weekStartFor } from "~/domain/reader-formats";
import { requireStaff } from "~/server/auth.server";
import { noRead, readAll, rowsRead } from "~/server/batch-reads.server";
import { calendarGamesRead, type CalendarGame } from "~/server/assignor-calendar.server";
import { getAppContext } from "~/server/context.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, formatSettings, scope, permissions } = await requireStaff(context, request, "games.read");
  // A scheduler sees the calendar but assigns nobody: no pool, no Assign dialog (decision 0064).
  const canAssign = permissions.includes("assign");
  const { db } = getAppContext(context);
  const url = new URL(request.url);
  const today = todayIn(organization.timeZone);
  const { view, anchor } = parseCalendarParams(url.searchParams, today);
  // Weeks start on the reader's first day (decision 0060).
  const period = calendarPeriod(view, anchor, weekStartFor(formatSettings.language));
  // One round trip for the page's data (decision 0052).
  const { games, referees } = await readAll(db, {
    games: calendarGamesRead(db, organization.id, period.start, period.end, scope),
    referees: canAssign ? rowsRead(listOrganizationReferees(db, organization.id)) : noRead([]),
  });
  return {
    title: tr("assignor.calendar.title"),
    period,
    today,
    games,
    referees,
    canAssign,
    openGameId: url.searchParams.get("game"),
    timeZone: organization.timeZone,
  };
}

const href = (view: CalendarView, date: string) => `/assignor/calendar?view=${view}&date=${date}`;

function GameChip({
  game,
  detailed,
  referees,
  open,
  canAssign,
}: {
  game: CalendarGame;
  detailed: boolean;
  referees: Route.ComponentProps["loaderData"]["referees"];
  open: boolean;
  canAssign: boolean;
}) {
  const formats = useFormats();
  const t = useT();
  const { icon: Icon, className } = COVERAGE_STYLES[game.coverage];
  const title = t("assignor.game.title", { home: game.homeTeam, away: game.awayTeam });
  const label = t(COVERAGE_LABELS[game.coverage]);
  // The spaces between the lines keep them separate words when read as text: the button's name must
  // contain its visible words (WCAG 2.5.3), and "7:15 AMHome" would not.
  const body = (
    <>
      <span className="flex items-center gap-1 font-medium">
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        <span>{formats.gameTime(game.date, game.time)}</span>
        <span className="sr-only">{`, ${label}`}</span>
      </span>{" "}
      <span className={cn("block", !detailed && "truncate")}>{title}</span>
      {detailed ? (
        <>
          {" "}
          <span className="block text-muted-foreground">{game.venue}</span>{" "}
          <span aria-hidden="true" className="block text-muted-foreground">
            {label}
          </span>
        </>
      ) : null}
    </>
  );
  const chipClasses = cn("block w-full rounded-md border-l-4 px-2 py-1 text-left text-xs", className);
  // Cancelled and completed games are shown for the record; only live games open the Assign dialog.
  if (!canAssign || game.coverage === "cancelled" || game.coverage === "completed") {
    return (
      <div className={chipClasses} data-coverage={game.coverage}>
        {body}
      </div>
    );
  }
  return (
    <AssignDialog
      game={game}
      label={title}
      referees={referees}
      offerable
      action="/assignor/games"
      filled={game.filled}
      defaultOpen={open}
      trigger={
        <button
          type="button"
          data-coverage={game.coverage}
          className={cn(
            chipClasses,
            "hover:brightness-95 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          )}
          aria-label={t("assignor.calendar.chipLabel", {
            time: formats.gameTime(game.date, game.time),
            game: title,
            venue: game.venue,
            coverage: label,
          })}
        >
          {body}
        </button>
      }
    />
  );
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { period, today, games, referees, openGameId, canAssign } = loaderData;
  const formats = useFormats();
  const t = useT();
  const locale = intlLocale(useLingui().i18n.locale);
  const byDay = gamesByDay(games);
  const detailed = period.view === "week";
  const title = periodTitle(period, locale);
  const weekdays = weekdayNames(locale);
  const liveCount = games.filter((game) => game.coverage !== "cancelled").length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("assignor.calendar.heading")}</h1>
          <p className="text-sm text-muted-foreground">
            {period.view === "month"
              ? t("assignor.calendar.leadMonth", { count: liveCount })
              : t("assignor.calendar.leadWeek", { count: liveCount })}
          </p>
        </div>
        <nav aria-label={t("assignor.calendar.viewLabel")} className="flex gap-1 rounded-md border p-1">
          {CALENDAR_VIEWS.map((view) => (
            <Link
              key={view}
              to={href(view, period.anchor)}
              aria-current={period.view === view ? "page" : undefined}
              className={cn(buttonVariants({ variant: period.view === view ? "default" : "ghost", size: "sm" }))}
            >
              {view === "month" ? t("assignor.calendar.month") : t("assignor.calendar.week")}
            </Link>
          ))}
        </nav>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={href(period.view, shiftPeriod(period.view, period.anchor, -1))}
          className={buttonVariants({ variant: "outline", size: "icon" })}
          aria-label={
            period.view === "month" ? t("assignor.calendar.previousMonth") : t("assignor.calendar.previousWeek")
          }
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Link>
        <Link to={href(period.view, today)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("assignor.calendar.today")}
        </Link>
        <Link
          to={href(period.view, shiftPeriod(period.view, period.anchor, 1))}
          className={buttonVariants({ variant: "outline", size: "icon" })}
          aria-label={period.view === "month" ? t("assignor.calendar.nextMonth") : t("assignor.calendar.nextWeek")}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
        <h2 className="ml-2 text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
      </div>

      <CoverageLegend />

      <div className="rounded-lg border bg-card">
        <div
          aria-hidden="true"
          className="hidden grid-cols-7 border-b text-center text-xs font-medium text-muted-foreground md:grid"
        >
          {[...weekdays.slice(formats.weekStart), ...weekdays.slice(0, formats.weekStart)].map((day) => (
            <div key={day} className="py-2">
              {day}
            </div>
          ))}
        </div>
        {/* One list of days: a seven-column grid from 768px, below that a list of the days that have games. */}
        <ol
          aria-label={t("assignor.calendar.gamesLabel", { period: title })}
          className="flex flex-col divide-y md:grid md:grid-cols-7 md:divide-y-0"
        >
          {period.days.map((day) => {
            const dayGames = byDay.get(day) ?? [];
            const outside = period.view === "month" && isOutsideMonth(day, period.anchor);
            const isToday = day === today;
            return (
              <li
                key={day}
                data-date={day}
                aria-current={isToday ? "date" : undefined}
                className={cn(
                  "flex flex-col gap-1 p-2 md:border-r md:border-b md:[&:nth-child(7n)]:border-r-0",
                  detailed ? "md:min-h-64" : "md:min-h-28",
                  dayGames.length === 0 && "hidden md:flex",
                  outside && "md:bg-muted/40",
                )}
              >
                <h3 className="text-sm font-medium">
                  <span className="md:sr-only">
                    {isToday ? t("assignor.calendar.dayToday", { date: longDate(day, locale) }) : longDate(day, locale)}
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      "hidden size-7 place-content-center rounded-full md:grid",
                      isToday && "bg-primary text-primary-foreground",
                      outside && !isToday && "text-muted-foreground",
                    )}
                  >
                    {Number(day.slice(8))}
                  </span>
                </h3>
                {dayGames.length ? (
                  <ul className="flex flex-col gap-1">
                    {dayGames.map((game) => (
                      <li key={game.id}>
                        <GameChip
                          game={game}
                          detailed={detailed}
                          referees={referees}
                          open={openGameId === game.id}
                          canAssign={canAssign}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
        {games.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground md:hidden">{t("assignor.calendar.empty")}</p>
        ) : null}
      </div>
    </div>
  );
}
