/**
 * The Schedule's way to a game's report (issue 22): for the referee position "File report", "Edit report" or
 * "View report" with where it stands (due by …, overdue, returned, approved); for the rest of the crew "View
 * report" (where they also keep their notes).
 */
import { Link } from "react-router";
import { useFormats } from "~/components/formats";
import { buttonVariants } from "~/components/ui/button";
import type { ScheduleReportLink } from "~/server/game-reports.server";
import { useT } from "~/i18n/react";

export function ScheduleReportAction({
  gameId,
  position,
  report,
  game,
}: {
  gameId: string;
  position: string;
  report: ScheduleReportLink | undefined;
  game: string;
}) {
  const t = useT();
  const formats = useFormats();
  if (!report) return null;
  const filer = position === "referee";
  const action = !filer || report.state === "final" ? "view" : report.status === null ? "file" : "edit";
  const note =
    report.status === "returned"
      ? t("referee.report.link.returned")
      : report.status === "approved"
        ? t("referee.report.link.approved")
        : report.status === null && report.state === "overdue"
          ? t("referee.report.link.overdue")
          : report.status === null
            ? t("referee.report.link.due", { due: formats.instant(report.dueAt) })
            : null;
  return (
    <span className="flex flex-wrap items-center gap-1 text-xs">
      <Link
        to={`/referee/games/${gameId}/report`}
        className={buttonVariants({ variant: action === "file" ? "default" : "outline", size: "sm" })}
        aria-label={t("referee.report.link.label", { action, game })}
      >
        {t("referee.report.link.text", { action })}
      </Link>
      {note ? (
        <span className={report.state === "overdue" ? "text-destructive" : "text-muted-foreground"}>{note}</span>
      ) : null}
    </span>
  );
}
