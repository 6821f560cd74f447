/**
 * /referee/schedule (spec section 2, "Schedule"): the referee's own assignments. Tab, search and sort are
 * URL parameters (`tab`, `q`, `sort`, `dir`) read by the loader, so the page works without JavaScript and
 * a view can be bookmarked. Accept, Decline and Turn back post to /referee/assignments/:assignmentId.
 */
import { useSyncExternalStore } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { SearchField } from "~/components/list-controls";
import type { Route } from "./+types/schedule";
import { LeagueFormats } from "~/components/referee/league";
import { ScheduleItem } from "~/components/referee/schedule-item";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/components/ui/utils";
import { MOBILE_BREAKPOINT_PX } from "~/domain/constants";
import { todayIn, zonedTimeToInstant } from "~/domain/dates";
import { formatMoney } from "~/domain/format";
import { leagueLabel, refereeLeagues } from "~/domain/referee-leagues";
import { offerDeclineClosedHours } from "~/domain/decline-rules";
import {
  canRespond,
  canTurnBack,
  filterSchedule,
  isPastGame,
  parseScheduleParams,
  scheduleEmptyState,
  tabCounts,
  type ScheduleParams,
  type ScheduleTab,
} from "~/domain/referee-schedule";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { scheduleEntriesFrom, scheduleEntriesQueries } from "~/server/referee-schedule.server";
import { crewReportStatusesQuery, scheduleReportLink } from "~/server/game-reports.server";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, refereeMemberships, currencyChoice } = await requireReferee(context, request);
  const params = parseScheduleParams(new URL(request.url).searchParams);
  const { db } = getAppContext(context);
  // Every league the person referees for, in the one batch (issue 20).
  const leagues = refereeLeagues(refereeMemberships);
  const leagueById = new Map(leagues.map((league) => [league.id, league]));
  const now = new Date();
  const organizationIds = leagues.map(({ id }) => id);
  const [own, crew, assignors, reportRows] = await db.batch([
    ...scheduleEntriesQueries(db, { organizationIds, refereeId: user.id }),
    crewReportStatusesQuery(db, { organizationIds, refereeId: user.id, now }),
  ]);
  const entries = scheduleEntriesFrom([own, crew, assignors], { refereeId: user.id });
  // The referee's currency choice came with the session (decision 0052).
  const moneyFormat = currencyChoice;
  const [first] = leagues;
  // The tabs split at today in the first league's zone; each game's own answers use its league's zone.
  const today = todayIn(first!.timeZone, now);
  const rows = filterSchedule(entries, params, today).map((entry) => {
    const league = leagueById.get(entry.organizationId) ?? first!;
    const leagueToday = todayIn(league.timeZone, now);
    const kickoff = zonedTimeToInstant(entry.game.date, entry.game.time, league.timeZone);
    return {
      ...entry,
      league: { name: leagueLabel(leagues, league.id), timeZone: league.timeZone, currency: league.currency },
      past: isPastGame(entry.game.date, leagueToday),
      canRespond: canRespond(entry, leagueToday),
      canTurnBack: canTurnBack(entry.status, kickoff, now),
      report: scheduleReportLink(reportRows, { id: entry.game.id, kickoff }, now),
      // Issue 21: past the league's decline cutoff the offer shows why Decline is gone, not the button.
      declineClosedHours: offerDeclineClosedHours(
        { status: entry.status, kickoff, organizationId: league.id },
        refereeMemberships,
        now,
      ),
    };
  });
  return {
    title: tr("referee.schedule.metaTitle"),
    rows,
    counts: tabCounts(entries, today),
    params,
    moneyFormat,
  };
}

const TABS: { value: ScheduleTab; label: MessageId }[] = [
  { value: "upcoming", label: "referee.schedule.tab.upcoming" },
  { value: "past", label: "referee.schedule.tab.past" },
  { value: "all", label: "referee.schedule.tab.all" },
];

function searchFor(params: ScheduleParams, change: Partial<ScheduleParams>) {
  const next = { ...params, ...change };
  const search = new URLSearchParams();
  if (next.tab !== "upcoming") search.set("tab", next.tab);
  if (next.query) search.set("q", next.query);
  if (next.sort !== "date") search.set("sort", next.sort);
  if (next.direction !== "asc") search.set("dir", next.direction);
  const text = search.toString();
  return text ? `?${text}` : "";
}

const wideQuery = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
function subscribeToWidth(onChange: () => void) {
  const media = window.matchMedia(wideQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Cards below 768px, the table above. The server cannot know the width, so it sends both (CSS shows
 * one); once hydrated only the one that fits is rendered, so each assignment has one set of buttons.
 */
function useLayout(): "both" | "table" | "card" {
  return useSyncExternalStore(
    subscribeToWidth,
    () => (window.matchMedia(wideQuery).matches ? "table" : "card"),
    () => "both" as const,
  );
}

export default function RefereeSchedule({ loaderData }: Route.ComponentProps) {
  const { rows, counts, params, moneyFormat } = loaderData;
  // Each fee in its league's currency (issue 20), never converted.
  const moneyIn = (currency: string) => (cents: number) => formatMoney(cents, currency, moneyFormat);
  const navigation = useNavigation();
  const submit = useSubmit();
  const layout = useLayout();
  const t = useT();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/referee/schedule";
  const empty = scheduleEmptyState(params.tab, params.query);
  const other = params.direction === "asc" ? "desc" : "asc";

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("referee.schedule.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("referee.schedule.description")}</p>
        </div>
        <Link to="/referee/open-games" className={buttonVariants({ variant: "outline" })}>
          {t("referee.schedule.findOpenGames")}
        </Link>
      </div>

      <nav
        aria-label={t("referee.schedule.tabs")}
        className="inline-flex h-10 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-md bg-muted p-1 text-muted-foreground"
      >
        {TABS.map(({ value, label }) => (
          <Link
            key={value}
            to={searchFor(params, { tab: value })}
            aria-current={params.tab === value ? "page" : undefined}
            className={cn(
              "inline-flex items-center gap-2 rounded-sm px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:text-foreground",
              params.tab === value && "bg-background text-foreground shadow-sm",
            )}
          >
            {t(label, { count: counts[value] })}
          </Link>
        ))}
      </nav>

      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3"
        onChange={(event) => {
          // Choosing a sort applies at once; typing waits for Enter or Search.
          if ((event.target as HTMLElement).tagName === "SELECT") submit(event.currentTarget, { replace: true });
        }}
      >
        {params.tab !== "upcoming" ? <input type="hidden" name="tab" value={params.tab} /> : null}
        {params.direction !== "asc" ? <input type="hidden" name="dir" value={params.direction} /> : null}
        <SearchField
          // A new query from the URL (a link, back/forward) replaces what the box shows.
          key={params.query}
          label={t("referee.schedule.search")}
          placeholder={t("referee.schedule.searchPlaceholder")}
          defaultValue={params.query}
          className="min-w-56"
        />
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t("referee.schedule.sortBy")}</span>
          <select
            name="sort"
            defaultValue={params.sort}
            key={params.sort}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="date">{t("referee.schedule.sort.date")}</option>
            <option value="fee">{t("referee.schedule.sort.fee")}</option>
            <option value="level">{t("referee.schedule.sort.level")}</option>
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t("referee.schedule.searchButton")}
        </Button>
        <Link
          to={searchFor(params, { direction: other })}
          replace
          aria-label={
            params.direction === "asc" ? t("referee.schedule.sortedAscending") : t("referee.schedule.sortedDescending")
          }
          className="inline-flex h-10 items-center gap-2 rounded-md border px-3 text-sm hover:bg-accent"
        >
          {params.direction === "asc" ? (
            <ArrowUpNarrowWide aria-hidden="true" className="size-4" />
          ) : (
            <ArrowDownWideNarrow aria-hidden="true" className="size-4" />
          )}
          {params.direction === "asc" ? t("referee.schedule.ascending") : t("referee.schedule.descending")}
        </Link>
      </Form>

      {loading ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("referee.schedule.loading")}
        </p>
      ) : null}

      {rows.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center">
            <h2 className="text-lg font-semibold">{empty.title}</h2>
            {empty.description ? <p className="text-muted-foreground">{empty.description}</p> : null}
          </CardContent>
        </Card>
      ) : (
        <>
          {layout !== "table" ? (
            <ul
              aria-label={t("referee.schedule.games")}
              className={cn("flex flex-col gap-3", layout === "both" && "md:hidden")}
            >
              {rows.map((entry) => (
                <LeagueFormats key={entry.id} league={entry.league}>
                  <ScheduleItem entry={entry} layout="card" money={moneyIn(entry.league.currency)} />
                </LeagueFormats>
              ))}
            </ul>
          ) : null}
          {layout !== "card" ? (
            <Card className={cn(layout === "both" && "hidden md:block")}>
              <CardContent className="pt-6">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("referee.schedule.column.dateTime")}</TableHead>
                      <TableHead>{t("referee.schedule.column.match")}</TableHead>
                      <TableHead>{t("referee.schedule.column.venue")}</TableHead>
                      <TableHead>{t("referee.schedule.column.levelPosition")}</TableHead>
                      <TableHead>{t("referee.schedule.column.fee")}</TableHead>
                      <TableHead>{t("referee.schedule.column.status")}</TableHead>
                      <TableHead>{t("referee.schedule.column.assignment")}</TableHead>
                      <TableHead className="text-right">{t("referee.schedule.column.actions")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((entry) => (
                      <LeagueFormats key={entry.id} league={entry.league}>
                        <ScheduleItem entry={entry} layout="table" money={moneyIn(entry.league.currency)} />
                      </LeagueFormats>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          ) : null}
        </>
      )}
    </div>
  );
}
