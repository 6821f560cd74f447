import { useEffect, useId } from "react";
import { RatingText } from "~/components/ratings/rating-text";
import { useFormats } from "~/components/formats";
import { useFetcher } from "react-router";
import { AlertTriangle, Check, X } from "lucide-react";
import { ReasonDialog } from "~/components/reason-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { REASON_MAX_LENGTH } from "~/domain/assignments";
import { gameLevelLabel, positionLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import type { GameRequestsAction } from "~/routes/assignor/game-requests";

export interface PendingGameRequest {
  id: string;
  position: string;
  message: string | null;
  slotFilled: boolean;
  referee: {
    firstName: string;
    lastName: string;
    refereeLevel: number | null;
    rating: number | null;
    ratingCount: number | null;
  };
  game: { date: string; time: string; homeTeam: string; awayTeam: string; venue: string; level: string };
}

const ACTION_PATH = "/assignor/game-requests";
/** One fetcher for every decision, owned by the panel: a decided row leaves the list, the panel stays to say so. */
const DECISION_KEY = "game-request-decision";

/** Referees' requests for open slots, approved (as an assignment, conflict checks included) or rejected here. */
export function GameRequestsPanel({ requests }: { requests: PendingGameRequest[] }) {
  const formats = useFormats();
  const t = useT();
  const decision = useFetcher<GameRequestsAction>({ key: DECISION_KEY });
  const answer = decision.state === "idle" ? decision.data : undefined;
  useEffect(() => {
    if (answer?.ok) toast({ title: answer.message });
  }, [answer]);

  return (
    <Card id="game-requests">
      <CardHeader>
        <CardTitle render="h2">{t("assignor.requests.title", { count: requests.length })}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("assignor.requests.lead")}</p>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t("assignor.requests.empty")}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("assignor.games.column.referee")}</TableHead>
                <TableHead>{t("assignor.games.column.game")}</TableHead>
                <TableHead>{t("assignor.games.column.dateTime")}</TableHead>
                <TableHead>{t("assignor.assign.position")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("assignor.games.column.actions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {requests.map((request) => {
                const name = `${request.referee.firstName} ${request.referee.lastName}`;
                const title = t("assignor.game.title", { home: request.game.homeTeam, away: request.game.awayTeam });
                const position = positionLabel(request.position, t);
                const label = t("assignor.requests.label", { name, position, game: title });
                return (
                  <TableRow key={request.id}>
                    <TableCell>
                      <div className="font-medium">{name}</div>
                      <div className="text-xs text-muted-foreground">
                        {request.referee.refereeLevel
                          ? t("assignor.common.level", { level: request.referee.refereeLevel })
                          : t("assignor.common.noLevel")}
                        {request.referee.rating != null ? (
                          <RatingText
                            rating={request.referee.rating}
                            count={request.referee.ratingCount}
                            star={false}
                            className="before:me-1 before:ms-1 before:content-['·']"
                          />
                        ) : null}
                      </div>
                      {request.message ? (
                        <div className="mt-1 max-w-56 text-xs italic">
                          {t("assignor.requests.message", { message: request.message })}
                        </div>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <div className="font-medium">{title}</div>
                      <div className="text-xs text-muted-foreground">{`${request.game.venue} · ${gameLevelLabel(request.game.level, t)}`}</div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formats.gameDateTime(request.game.date, request.game.time)}
                    </TableCell>
                    <TableCell>
                      {position}
                      {request.slotFilled ? (
                        <Badge variant="secondary" className="ml-2">
                          {t("assignor.requests.slotFilled")}
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-2">
                        {request.slotFilled ? null : <ApproveDialog requestId={request.id} label={label} />}
                        <ReasonDialog
                          trigger={
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t("assignor.requests.rejectLabel", { request: label })}
                            >
                              <X aria-hidden="true" className="size-4" />
                              {t("assignor.requests.reject")}
                            </Button>
                          }
                          title={t("assignor.requests.rejectTitle")}
                          description={t("assignor.requests.rejectDescription", { name, position, game: title })}
                          action={ACTION_PATH}
                          fields={{ intent: "reject", requestId: request.id }}
                          fetcherKey={DECISION_KEY}
                          required={false}
                          submitLabel={t("assignor.requests.reject")}
                        />
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Approve makes the assignment through the same checks as assigning by hand. Hard conflicts refuse;
 * soft ones are listed and can be overridden with a reason ("approve anyway"), which is recorded.
 */
function ApproveDialog({ requestId, label }: { requestId: string; label: string }) {
  const t = useT();
  const dialog = useFetcherDialog<GameRequestsAction>(undefined, DECISION_KEY);
  const { fetcher } = dialog;
  const result = dialog.result as
    | { ok: boolean; message: string; conflicts?: { severity: string; message: string }[]; needsOverride?: boolean }
    | undefined;
  const conflicts = result && !result.ok ? (result.conflicts ?? []) : [];
  const needsOverride = Boolean(result && !result.ok && result.needsOverride);
  const reasonId = useId();

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={t("assignor.requests.approveLabel", { request: label })}>
          <Check aria-hidden="true" className="size-4" />
          {t("assignor.requests.approve")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("assignor.requests.approveTitle")}</DialogTitle>
          <DialogDescription>{t("assignor.requests.approveDescription", { request: label })}</DialogDescription>
        </DialogHeader>
        <fetcher.Form key={dialog.formKey} method="post" action={ACTION_PATH} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="requestId" value={requestId} />
          {result && !result.ok ? (
            <div role="alert" className="flex flex-col gap-2 text-sm">
              <p className="text-destructive">{result.message}</p>
              {conflicts.length > 0 ? (
                <ul className="flex flex-col gap-1">
                  {conflicts.map((conflict) => (
                    <li key={conflict.message} className="flex items-start gap-2">
                      <AlertTriangle
                        aria-hidden="true"
                        className={`mt-0.5 size-4 shrink-0 ${conflict.severity === "hard" ? "text-destructive" : "text-warning"}`}
                      />
                      {conflict.severity === "hard"
                        ? t("assignor.conflicts.blocks", { message: conflict.message })
                        : t("assignor.conflicts.warning", { message: conflict.message })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {needsOverride ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={reasonId}>{t("assignor.requests.overrideReason")}</Label>
              <Textarea id={reasonId} name="overrideReason" required maxLength={REASON_MAX_LENGTH} />
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("assignor.common.cancel")}
            </Button>
            <Button type="submit" disabled={dialog.busy}>
              {dialog.busy
                ? t("assignor.common.working")
                : needsOverride
                  ? t("assignor.requests.approveAnyway")
                  : t("assignor.requests.approve")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
