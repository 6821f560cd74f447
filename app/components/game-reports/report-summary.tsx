/**
 * A filed game report, read-only (issue 22): the score, the cautions and send-offs, injuries and incidents,
 * the crew's attendance and every official's notes. The crew's page and the assignors' review both show it.
 */
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useFormats } from "~/components/formats";
import type { Attendance, GameReportStatus } from "~/domain/constants";
import type { MisconductReason } from "~/domain/game-reports";
import { positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";

export interface ReportSummaryData {
  homeTeam: string;
  awayTeam: string;
  report: {
    status: GameReportStatus;
    filedByName: string | null;
    homeScore: number;
    awayScore: number;
    injuries: string | null;
    incidents: string | null;
    submittedAt: Date;
    reviewComment: string | null;
  };
  misconduct: {
    kind: "caution" | "send_off";
    teamName: string;
    playerName: string;
    playerNumber: string | null;
    minute: number | null;
    reasonCode: string;
  }[];
  crew: { assignmentId: string; name: string; position: string; attendance: Attendance | null }[];
  notes: { authorId: string; authorName: string; notes: string }[];
  reasons: MisconductReason[];
}

export function ReportStatusBadge({ status }: { status: GameReportStatus }) {
  const t = useT();
  const variant = status === "approved" ? "success" : status === "returned" ? "warning" : "info";
  return <Badge variant={variant}>{t("gameReport.status", { status })}</Badge>;
}

export function ReportSummary({ data }: { data: ReportSummaryData }) {
  const t = useT();
  const formats = useFormats();
  const { report } = data;
  const reasonLabel = (code: string) => data.reasons.find((reason) => reason.code === code)?.label ?? code;
  return (
    <section aria-labelledby="report-summary-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="report-summary-heading" className="text-lg font-semibold">
          {t("gameReport.summary.heading")}
        </h2>
        <ReportStatusBadge status={report.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t("gameReport.summary.filed", {
          name: report.filedByName ?? "",
          when: formats.instant(report.submittedAt),
        })}
      </p>
      <p className="text-2xl font-bold" aria-label={t("gameReport.summary.finalScore")}>
        {t("gameReport.summary.score", {
          home: data.homeTeam,
          away: data.awayTeam,
          homeScore: report.homeScore,
          awayScore: report.awayScore,
        })}
      </p>
      <div>
        <h3 className="font-medium">{t("gameReport.misconduct.heading")}</h3>
        {data.misconduct.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("gameReport.misconduct.none")}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("gameReport.misconduct.kind")}</TableHead>
                <TableHead>{t("gameReport.misconduct.team")}</TableHead>
                <TableHead>{t("gameReport.misconduct.player")}</TableHead>
                <TableHead>{t("gameReport.misconduct.number")}</TableHead>
                <TableHead>{t("gameReport.misconduct.minute")}</TableHead>
                <TableHead>{t("gameReport.misconduct.reason")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.misconduct.map((row, index) => (
                <TableRow key={index}>
                  <TableCell>{t("gameReport.kind", { kind: row.kind })}</TableCell>
                  <TableCell>{row.teamName}</TableCell>
                  <TableCell>{row.playerName}</TableCell>
                  <TableCell>{row.playerNumber ?? ""}</TableCell>
                  <TableCell>{row.minute ?? ""}</TableCell>
                  <TableCell>
                    {t("gameReport.reasonOption", { code: row.reasonCode, label: reasonLabel(row.reasonCode) })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
      <dl className="grid gap-2 text-sm">
        <dt className="font-medium">{t("gameReport.injuries")}</dt>
        <dd className="whitespace-pre-wrap">{report.injuries || t("gameReport.summary.nothing")}</dd>
        <dt className="font-medium">{t("gameReport.incidents")}</dt>
        <dd className="whitespace-pre-wrap">{report.incidents || t("gameReport.summary.nothing")}</dd>
      </dl>
      <div>
        <h3 className="font-medium">{t("gameReport.attendance.heading")}</h3>
        <ul className="text-sm">
          {data.crew.map((member) => (
            <li key={member.assignmentId}>
              {t("gameReport.attendance.line", {
                name: member.name,
                position: positionLabel(member.position, t),
                attendance: member.attendance ?? "unknown",
              })}
            </li>
          ))}
        </ul>
      </div>
      {data.notes.length > 0 ? (
        <div>
          <h3 className="font-medium">{t("gameReport.notes.crewHeading")}</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {data.notes.map((note) => (
              <li key={note.authorId}>
                <span className="font-medium">{note.authorName}</span>
                <p className="whitespace-pre-wrap">{note.notes}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
