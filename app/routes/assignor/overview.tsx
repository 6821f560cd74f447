import { Link } from "react-router";
import { CalendarDays, CalendarPlus, FileSpreadsheet, History, UserCheck } from "lucide-react";
import type { Route } from "./+types/overview";
import { StatCard } from "~/components/portal-shell";
import { buttonVariants } from "~/components/ui/button";
import { formatRelativeTime } from "~/domain/overview";
import { readerFormats } from "~/domain/reader-formats";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { gamesNeedingRefereesRead } from "~/server/game-list.server";
import { readAll, rowsRead } from "~/server/batch-reads.server";
import { todayIn } from "~/domain/dates";
import { assignorOverviewRead, listActivity } from "~/server/overview.server";

export const meta: Route.MetaFunction = () => [{ title: "Overview | Assignor Dashboard | Whistle" }];

const RECENT_ACTIVITY_COUNT = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization, formatSettings } = await requireAssignor(context, request);
  const formats = readerFormats(formatSettings);
  const { db } = getAppContext(context);
  const now = new Date();
  // One round trip for the page's data (decision 0052).
  const { figures, gamesNeedingReferees, activity } = await readAll(db, {
    figures: assignorOverviewRead(db, { organizationId: organization.id, timeZone: organization.timeZone, now }),
    gamesNeedingReferees: gamesNeedingRefereesRead(db, organization.id, todayIn(organization.timeZone, now)),
    activity: rowsRead(listActivity(db, organization.id, { limit: RECENT_ACTIVITY_COUNT })),
  });
  return {
    firstName: user.firstName,
    organizationName: organization.name,
    figures,
    gamesNeedingReferees,
    // Worded on the server so the list reads the same before and after hydration.
    activity: activity.map((entry) => ({
      id: entry.id,
      summary: entry.summary,
      at: entry.createdAt.toISOString(),
      when: formatRelativeTime(entry.createdAt, now, formats.instantDate),
    })),
  };
}

const QUICK_ACTIONS = [
  { label: "Add New Game", to: "/assignor/games?new=1", icon: CalendarPlus },
  // The New Assignment dialog, open (it lists the upcoming games with an open position).
  { label: "Assign Referee", to: "/assignor/assignments?new=1", icon: UserCheck },
  { label: "View Schedule", to: "/assignor/calendar", icon: CalendarDays },
] as const;

export default function AssignorOverview({ loaderData }: Route.ComponentProps) {
  const { firstName, organizationName, figures, gamesNeedingReferees, activity } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h1 className="text-2xl font-bold">{`Welcome, ${firstName}`}</h1>
        <p className="mt-1">{organizationName}</p>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <MiniStat label="Games today" value={figures.gamesToday} />
          <MiniStat label="Need referees" value={gamesNeedingReferees} />
          <MiniStat label="Referees" value={figures.totalReferees} />
        </dl>
      </section>

      <section aria-label="Your organization at a glance" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Active Games" value={figures.activeGames} hint="Upcoming, not cancelled or completed" />
        <StatCard
          label="Available Referees"
          value={figures.availableReferees}
          hint="Not blocked for the whole day today"
        />
        <StatCard
          label="Pending Assignments"
          value={figures.pendingAssignments}
          hint="Waiting for a referee's answer"
        />
        <StatCard label="Completion Rate" value={`${figures.completionRate}%`} hint="Past games completed" />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="recent-activities" className="rounded-lg border bg-card p-5 shadow-sm lg:col-span-2">
          <div className="flex items-center justify-between gap-3">
            <h2 id="recent-activities" className="text-lg font-semibold">
              Recent Activities
            </h2>
            <Link to="/assignor/activity" className={buttonVariants({ variant: "outline", size: "sm" })}>
              View All
            </Link>
          </div>
          {activity.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">Nothing has happened yet. Add a game to get started.</p>
          ) : (
            <ol className="mt-4 divide-y">
              {activity.map((entry) => (
                <li key={entry.id} className="flex items-start gap-3 py-3">
                  <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <span className="flex-1 text-sm">{entry.summary}</span>
                  <time dateTime={entry.at} className="shrink-0 text-xs text-muted-foreground">
                    {entry.when}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="quick-actions" className="rounded-lg border bg-card p-5 shadow-sm">
          <h2 id="quick-actions" className="text-lg font-semibold">
            Quick Actions
          </h2>
          <div className="mt-4 flex flex-col gap-2">
            {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
              <Link key={label} to={to} className={buttonVariants({ variant: "outline", className: "justify-start" })}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            ))}
            {/* A file download, not a page: a plain link so the browser saves it. */}
            <a
              href="/assignor/reports/season.csv"
              download
              className={buttonVariants({ variant: "outline", className: "justify-start" })}
            >
              <FileSpreadsheet aria-hidden="true" />
              Generate Report
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}

function MiniStat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-baseline gap-2">
      <dt>{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
