/**
 * One assignment on the Schedule page, as a table row (768px and wider) or a card (narrower). Both show
 * the same things and offer the same buttons; the status shown changes at once when the referee answers.
 */
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TableCell, TableRow } from "~/components/ui/table";
import { cn } from "~/components/ui/utils";
import { useFormats } from "~/components/formats";
import { useT } from "~/i18n/react";
import type { ScheduleEntry } from "~/server/referee-schedule.server";
import { AcceptButton, ReasonDialog, useAssignmentResponse } from "./assignment-actions";
import { DeclineClosedNotice } from "./decline-closed-notice";
import { GameDetailsDialog } from "./game-details-dialog";
import { levelLabel, positionLabel, RefereeStatusBadge } from "./labels";
import { LeagueBadge, type GameLeague } from "./league";
import { ScheduleReportAction } from "~/components/game-reports/schedule-report-link";
import type { ScheduleReportLink } from "~/server/game-reports.server";

export interface ScheduleItemData extends ScheduleEntry {
  /** The game's league (its name only when the person referees for several). */
  league?: GameLeague;
  past: boolean;
  canRespond: boolean;
  canTurnBack: boolean;
  /** The league's decline cutoff when it has passed for this offer (issue 21): no Decline, a notice instead. */
  declineClosedHours: number | null;
  /** Issue 22: the game's report, once it has kicked off (null before, or when not the crew's to file). */
  report?: ScheduleReportLink;
}

/** How an amount reads on this page: the organization's currency, the referee's choice (`formatMoney`). */
type Money = (cents: number) => string;

function Actions({
  entry,
  response,
  money,
}: {
  entry: ScheduleItemData;
  response: ReturnType<typeof useAssignmentResponse>;
  money: Money;
}) {
  const t = useT();
  const label = t("referee.game.matchup", { home: entry.game.homeTeam, away: entry.game.awayTeam });
  const answered = response.status !== entry.status;
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <GameDetailsDialog entry={entry} status={response.status} money={money} />
      <ScheduleReportAction gameId={entry.game.id} position={entry.position} report={entry.report} game={label} />
      {entry.canRespond && !answered ? (
        <>
          <AcceptButton response={response} assignmentId={entry.id} label={label} />
          {entry.declineClosedHours !== null ? (
            <DeclineClosedNotice hours={entry.declineClosedHours} assignor={entry.assignor} />
          ) : (
            <ReasonDialog
              response={response}
              intent="decline"
              assignmentId={entry.id}
              label={label}
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  disabled={response.busy}
                  aria-label={t("referee.schedule.declineLabel", { game: label })}
                >
                  {t("referee.schedule.decline")}
                </Button>
              }
            />
          )}
        </>
      ) : null}
      {entry.canTurnBack && !answered ? (
        <ReasonDialog
          response={response}
          intent="turn-back"
          assignmentId={entry.id}
          label={label}
          trigger={
            <Button
              variant="ghost"
              size="sm"
              disabled={response.busy}
              aria-label={t("referee.schedule.turnBackLabel", { game: label })}
            >
              {t("referee.schedule.turnBack")}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

function GameStatusCell({ entry }: { entry: ScheduleItemData }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-1">
      <RefereeStatusBadge kind="game" status={entry.game.status} />
      {entry.past ? <Badge variant="outline">{t("referee.game.past")}</Badge> : null}
    </div>
  );
}

export function ScheduleItem({
  entry,
  layout,
  money,
}: {
  entry: ScheduleItemData;
  layout: "table" | "card";
  money: Money;
}) {
  const response = useAssignmentResponse(entry);
  const formats = useFormats();
  const t = useT();
  const { game } = entry;
  const level = levelLabel(t, game.level);
  const position = positionLabel(t, entry.position);
  const matchup = t("referee.game.matchup", { home: game.homeTeam, away: game.awayTeam });
  const assignmentBadge = (
    <RefereeStatusBadge
      kind="assignment"
      status={response.status}
      aria-label={t("referee.game.assignmentStatus", { status: response.status })}
    />
  );

  if (layout === "table") {
    return (
      <TableRow data-past={entry.past || undefined} className={cn(entry.past && "text-muted-foreground")}>
        <TableCell className="whitespace-nowrap">
          <div>{formats.longDate(game.date)}</div>
          <div className="text-xs text-muted-foreground">{formats.gameTime(game.date, game.time)}</div>
        </TableCell>
        <TableCell className="font-medium">
          <div>{matchup}</div>
          <LeagueBadge name={entry.league?.name ?? null} />
        </TableCell>
        <TableCell>{game.venue}</TableCell>
        <TableCell>
          <div>{level}</div>
          <div className="text-xs text-muted-foreground">{position}</div>
        </TableCell>
        <TableCell className="tabular-nums">{money(game.feeCents)}</TableCell>
        <TableCell>
          <GameStatusCell entry={entry} />
        </TableCell>
        <TableCell>{assignmentBadge}</TableCell>
        <TableCell>
          <Actions entry={entry} response={response} money={money} />
        </TableCell>
      </TableRow>
    );
  }

  return (
    <li
      data-past={entry.past || undefined}
      className={cn("rounded-lg border bg-card p-4 shadow-sm", entry.past && "text-muted-foreground")}
    >
      <article aria-label={matchup} className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="font-semibold">{matchup}</h2>
            <LeagueBadge name={entry.league?.name ?? null} />
            <p className="text-sm text-muted-foreground">{formats.gameDateTime(game.date, game.time)}</p>
          </div>
          <p className="font-semibold tabular-nums">{money(game.feeCents)}</p>
        </div>
        <p className="text-sm">{`${game.venue} · ${level} · ${position}`}</p>
        {/* Two badges side by side need their names on a card (the table has column headers). */}
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">{t("referee.game.statusLabel")}</dt>
            <dd>
              <GameStatusCell entry={entry} />
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">{t("referee.game.assignmentLabel")}</dt>
            <dd>{assignmentBadge}</dd>
          </div>
        </dl>
        <Actions entry={entry} response={response} money={money} />
      </article>
    </li>
  );
}
