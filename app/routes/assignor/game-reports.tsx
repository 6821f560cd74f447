/**
 * /assignor/reports (issue 22, decision 0082): the game reports to review, submitted first, with their
 * misconduct and no-show flags, filtered by status; below, the games past their window without a report.
 * Permission `reports.review`; a limited assignor sees their scope's games only.
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/game-reports";
import { ReportStatusBadge } from "~/components/game-reports/report-summary";
import { SelectField } from "~/components/form-fields";
import { DisciplineExportForm } from "~/components/reports/discipline-export-form";
import { useFormats } from "~/components/formats";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { addDays, todayIn } from "~/domain/dates";
import { tr } from "~/i18n/text";
import { useT } from "~/i18n/react";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { loadReportQueue, type QueueFilter } from "~/server/game-report-review.server";

/** The statuses the queue filters by, as the select offers them. */
const QUEUE_FILTERS: readonly QueueFilter[] = ["all", "submitted", "returned", "approved"];

function queueFilterOf(value: string | null): QueueFilter {
  return QUEUE_FILTERS.includes(value as QueueFilter) ? (value as QueueFilter) : "all";
}

export const meta: Route.MetaFunction = () => [{ title: tr("assignor.reports.metaTitle") }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const access = await requireStaff(context, request, "reports.review");
  const { db } = getAppContext(context);
  const status = queueFilterOf(new URL(request.url).searchParams.get("status"));
  const queue = await loadReportQueue(db, access.organization.id, status, new Date(), access.scope);
  // The discipline export starts on the last 30 days of the organization's calendar.
  const today = todayIn(access.organization.timeZone);
  const discipline = { from: addDays(today, -30), to: today };
  return data({ status, discipline, ...queue }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function GameReportsQueue({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formats = useFormats();
  const { reports, overdue, status, discipline } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("assignor.reports.heading")}</h1>
        <p className="text-sm text-muted-foreground">{t("assignor.reports.description")}</p>
      </div>
      <Form method="get" className="flex items-end gap-2">
        <SelectField name="status" label={t("assignor.reports.filter")} defaultValue={status}>
          {QUEUE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t("assignor.reports.filterOption", { status: filter })}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          {t("assignor.reports.apply")}
        </Button>
      </Form>
      <section aria-labelledby="reports-filed">
        <h2 id="reports-filed" className="mb-2 text-lg font-semibold">
          {t("assignor.reports.filedHeading")}
        </h2>
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("assignor.reports.none")}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("assignor.reports.column.game")}</TableHead>
                <TableHead>{t("assignor.reports.column.date")}</TableHead>
                <TableHead>{t("assignor.reports.column.score")}</TableHead>
                <TableHead>{t("assignor.reports.column.filedBy")}</TableHead>
                <TableHead>{t("assignor.reports.column.status")}</TableHead>
                <TableHead>{t("assignor.reports.column.flags")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {reports.map((row) => (
                <TableRow key={row.gameId}>
                  <TableCell>
                    <Link to={`/assignor/reports/${row.gameId}`} className="underline">
                      {t("assignor.reports.matchup", { home: row.homeTeam, away: row.awayTeam })}
                    </Link>
                  </TableCell>
                  <TableCell>{formats.gameDateTime(row.date, row.time)}</TableCell>
                  <TableCell>{t("assignor.reports.score", { home: row.homeScore, away: row.awayScore })}</TableCell>
                  <TableCell>{row.filedByName ?? ""}</TableCell>
                  <TableCell>
                    <ReportStatusBadge status={row.status} />
                  </TableCell>
                  <TableCell className="flex gap-1">
                    {row.hasMisconduct ? (
                      <Badge variant="warning">{t("assignor.reports.flag.misconduct")}</Badge>
                    ) : null}
                    {row.hasNoShow ? <Badge variant="destructive">{t("assignor.reports.flag.noShow")}</Badge> : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section aria-labelledby="reports-overdue">
        <h2 id="reports-overdue" className="mb-2 text-lg font-semibold">
          {t("assignor.reports.overdueHeading")}
        </h2>
        {overdue.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("assignor.reports.noneOverdue")}</p>
        ) : (
          <ul className="text-sm">
            {overdue.map((game) => (
              <li key={game.id}>
                <Link to={`/assignor/reports/${game.id}`} className="underline">
                  {t("assignor.reports.overdueLine", {
                    home: game.homeTeam,
                    away: game.awayTeam,
                    when: formats.gameDateTime(game.date, game.time),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="rounded-lg border p-4">
        <DisciplineExportForm from={discipline.from} to={discipline.to} />
      </section>
    </div>
  );
}
