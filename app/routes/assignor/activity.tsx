import { Link } from "react-router";
import type { Route } from "./+types/activity";
import { buttonVariants } from "~/components/ui/button";
import { activityFormatsFor, activityText } from "~/domain/activity-text";
import { formatRelativeTime } from "~/domain/overview";
import { readerFormats } from "~/domain/reader-formats";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { readOne } from "~/server/batch-reads.server";
import { activityPageRead } from "~/server/overview.server";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Whistle" }];

/** View All from the overview's Recent Activities: the organization's whole log, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization, formatSettings } = await requireStaff(context, request, "organization");
  const formats = readerFormats(formatSettings);
  const activityWords = activityFormatsFor(formats);
  const { db } = getAppContext(context);
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  // The count and the page in one round trip (decision 0052).
  const { total, page, pageCount, entries } = await readOne(
    db,
    activityPageRead(db, organization.id, Number.isInteger(requested) ? requested : 1),
  );
  const now = new Date();
  return {
    title: tr("assignor.activity.title"),
    total,
    page,
    pageCount,
    // Worded on the server so the page reads the same before and after hydration.
    entries: entries.map((entry) => ({
      id: entry.id,
      summary: activityText(entry, activityWords),
      at: entry.createdAt.toISOString(),
      when: formatRelativeTime(entry.createdAt, now, formats.instantDate),
    })),
  };
}

export default function ActivityLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageCount } = loaderData;
  const t = useT();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("assignor.activity.heading")}</h1>
          <p className="text-sm text-muted-foreground">{t("assignor.activity.count", { count: total })}</p>
        </div>
        <Link to="/assignor" className={buttonVariants({ variant: "outline" })}>
          {t("assignor.activity.back")}
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          {t("assignor.activity.empty")}
        </p>
      ) : (
        <ol className="divide-y rounded-lg border bg-card">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-baseline justify-between gap-4 px-4 py-3">
              <span className="text-sm">{entry.summary}</span>
              <time dateTime={entry.at} className="shrink-0 text-xs text-muted-foreground">
                {entry.when}
              </time>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t("assignor.activity.pages")} className="flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("assignor.activity.newer")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground">{t("list.pageOf", { page, pageCount })}</span>
          {page < pageCount ? (
            <Link to={`?page=${page + 1}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("assignor.activity.older")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
