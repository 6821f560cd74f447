import { Link, redirect } from "react-router";
import { CalendarDays, CalendarPlus, FileSpreadsheet, History, UserCheck } from "lucide-react";
import type { Route } from "./+types/overview";
import { StatCard } from "~/components/portal-shell";
import { buttonVariants } from "~/components/ui/button";
import { activityFormatsFor, activityText } from "~/domain/activity-text";
import { formatRelativeTime } from "~/domain/overview";
import { readerFormats } from "~/domain/reader-formats";
import { requireAnyStaff, requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { gamesNeedingRefereesRead } from "~/server/game-list.server";
import { noRead, readAll, rowsRead } from "~/server/batch-reads.server";
import type { Permission } from "~/domain/permissions";
import { todayIn } from "~/domain/dates";
import { assignorOverviewRead, listActivity } from "~/server/overview.server";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

const RECENT_ACTIVITY_COUNT = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  // An assessor has no overview: their portal is the games they are asked to assess (issue 22).
  const member = await requireAnyStaff(context, request);
  if (!member.permissions.includes("overview") && member.permissions.includes("assess")) {
    throw redirect("/assignor/assessments");
  }
  const { user, organization, formatSettings, permissions, scope } = await requireStaff(context, request, "overview");
  const formats = readerFormats(formatSettings);
  const activityWords = activityFormatsFor(formats);
  const { db } = getAppContext(context);
  const now = new Date();
  // One round trip for the page's data (decision 0052).
  // The activity log is the organization's (every game, payment and member): only for those who run it.
  const seesActivity = permissions.includes("organization");
  const { figures, gamesNeedingReferees, activity } = await readAll(db, {
    figures: assignorOverviewRead(db, {
      organizationId: organization.id,
      timeZone: organization.timeZone,
      now,
      gameScope: scope,
    }),
    gamesNeedingReferees: gamesNeedingRefereesRead(db, organization.id, todayIn(organization.timeZone, now), scope),
    activity: seesActivity ? rowsRead(listActivity(db, organization.id, { limit: RECENT_ACTIVITY_COUNT })) : noRead([]),
  });
  return {
    title: tr("assignor.overview.title"),
    firstName: user.firstName,
    organizationName: organization.name,
    figures,
    gamesNeedingReferees,
    permissions,
    seesActivity,
    // Worded on the server so the list reads the same before and after hydration.
    activity: activity.map((entry) => ({
      id: entry.id,
      summary: activityText(entry, activityWords),
      at: entry.createdAt.toISOString(),
      when: formatRelativeTime(entry.createdAt, now, formats.instantDate),
    })),
  };
}

/** Each quick action with the permission its page needs (decision 0064): a member sees only what they can use. */
const QUICK_ACTIONS: readonly { label: MessageId; to: string; icon: typeof CalendarPlus; permission: Permission }[] = [
  {
    label: "assignor.overview.action.addGame",
    to: "/assignor/games?new=1",
    icon: CalendarPlus,
    permission: "games.write",
  },
  // The New Assignment dialog, open (it lists the upcoming games with an open position).
  {
    label: "assignor.overview.action.assignReferee",
    to: "/assignor/assignments?new=1",
    icon: UserCheck,
    permission: "assign",
  },
  {
    label: "assignor.overview.action.viewSchedule",
    to: "/assignor/calendar",
    icon: CalendarDays,
    permission: "games.read",
  },
];

export default function AssignorOverview({ loaderData }: Route.ComponentProps) {
  const { firstName, organizationName, figures, gamesNeedingReferees, activity, permissions, seesActivity } =
    loaderData;
  const quickActions = QUICK_ACTIONS.filter((action) => permissions.includes(action.permission));
  // The season report lists every game with its fee: the organization's, like the activity log.
  const seesReport = permissions.includes("organization");
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h1 className="text-2xl font-bold">{t("assignor.overview.welcome", { name: firstName })}</h1>
        <p className="mt-1">{organizationName}</p>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <MiniStat label={t("assignor.overview.gamesToday")} value={figures.gamesToday} />
          <MiniStat label={t("assignor.overview.needReferees")} value={gamesNeedingReferees} />
          <MiniStat label={t("assignor.overview.referees")} value={figures.totalReferees} />
        </dl>
      </section>

      <section aria-label={t("assignor.overview.glance")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t("assignor.overview.activeGames")}
          value={figures.activeGames}
          hint={t("assignor.overview.activeGamesHint")}
        />
        <StatCard
          label={t("assignor.overview.availableReferees")}
          value={figures.availableReferees}
          hint={t("assignor.overview.availableRefereesHint")}
        />
        <StatCard
          label={t("assignor.overview.pendingAssignments")}
          value={figures.pendingAssignments}
          hint={t("assignor.overview.pendingAssignmentsHint")}
        />
        <StatCard
          label={t("assignor.assignments.stat.completionRate")}
          value={t("assignor.common.percent", { value: figures.completionRate })}
          hint={t("assignor.overview.completionRateHint")}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        {seesActivity ? (
          <section
            aria-labelledby="recent-activities"
            className="rounded-lg border bg-card p-5 shadow-sm lg:col-span-2"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id="recent-activities" className="text-lg font-semibold">
                {t("assignor.overview.recentActivities")}
              </h2>
              <Link to="/assignor/activity" className={buttonVariants({ variant: "outline", size: "sm" })}>
                {t("assignor.overview.viewAll")}
              </Link>
            </div>
            {activity.length === 0 ? (
              <p className="mt-4 text-sm text-muted-foreground">{t("assignor.overview.noActivity")}</p>
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
        ) : null}

        {quickActions.length > 0 || seesReport ? (
          <section aria-labelledby="quick-actions" className="rounded-lg border bg-card p-5 shadow-sm">
            <h2 id="quick-actions" className="text-lg font-semibold">
              {t("assignor.overview.quickActions")}
            </h2>
            <div className="mt-4 flex flex-col gap-2">
              {quickActions.map(({ label, to, icon: Icon }) => (
                <Link
                  key={label}
                  to={to}
                  className={buttonVariants({ variant: "outline", className: "justify-start" })}
                >
                  <Icon aria-hidden="true" />
                  {t(label)}
                </Link>
              ))}
              {/* A file download, not a page: a plain link so the browser saves it. */}
              {seesReport ? (
                <a
                  href="/assignor/reports/season.csv"
                  download
                  className={buttonVariants({ variant: "outline", className: "justify-start" })}
                >
                  <FileSpreadsheet aria-hidden="true" />
                  {t("assignor.overview.generateReport")}
                </a>
              ) : null}
            </div>
          </section>
        ) : null}
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
