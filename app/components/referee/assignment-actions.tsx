/**
 * Accept, Decline and Turn back for one of the referee's assignments. All three post to
 * `POST /referee/assignments/:assignmentId` (app/routes/referee/assignment-response.ts) with fetchers,
 * so the Schedule and Notifications pages share one endpoint. `useAssignmentResponse` also says what
 * status to show while a post is on its way (optimistic), falling back to the real one if it is refused.
 */
import { useEffect, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { AssignmentResponseAction } from "~/routes/referee/assignment-response";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Button } from "~/components/ui/button";
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
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { REASON_MAX_LENGTH } from "~/domain/assignments";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";

export function assignmentActionPath(assignmentId: string) {
  return `/referee/assignments/${assignmentId}`;
}

type Answer = { ok: boolean; message?: string; fieldErrors?: { reason?: string[] } };

function useAnswerToast(state: string, answer: Answer | undefined) {
  useEffect(() => {
    if (state !== "idle" || !answer?.message) return;
    toast(
      answer.ok
        ? { title: answer.message }
        : { title: tr("referee.answer.notChanged"), description: answer.message, variant: "destructive" },
    );
  }, [state, answer]);
}

export function useAssignmentResponse(assignment: { id: string; status: string }) {
  const accept = useFetcher<AssignmentResponseAction>();
  const decline = useFetcherDialog<AssignmentResponseAction>();
  const turnBack = useFetcherDialog<AssignmentResponseAction>();
  let status = assignment.status;
  if (accept.state !== "idle") status = "confirmed";
  else if (decline.busy || turnBack.busy) status = "declined";
  useAnswerToast(accept.state, accept.data as Answer | undefined);
  useAnswerToast(decline.fetcher.state, decline.succeeded ? (decline.result as Answer) : undefined);
  useAnswerToast(turnBack.fetcher.state, turnBack.succeeded ? (turnBack.result as Answer) : undefined);
  return { status, accept, decline, turnBack, busy: accept.state !== "idle" || decline.busy || turnBack.busy };
}

type Response = ReturnType<typeof useAssignmentResponse>;

export function AcceptButton({
  response,
  assignmentId,
  label,
}: {
  response: Response;
  assignmentId: string;
  label: string;
}) {
  const { accept } = response;
  const t = useT();
  return (
    <accept.Form method="post" action={assignmentActionPath(assignmentId)}>
      <input type="hidden" name="intent" value="accept" />
      <Button
        type="submit"
        size="sm"
        disabled={response.busy}
        aria-label={t("referee.schedule.acceptLabel", { game: label })}
      >
        {t("referee.schedule.accept")}
      </Button>
    </accept.Form>
  );
}

/** Decline (an offer) or Turn back (a confirmed game): both need a reason the assignor reads. */
export function ReasonDialog({
  response,
  intent,
  assignmentId,
  label,
  trigger,
}: {
  response: Response;
  intent: "decline" | "turn-back";
  assignmentId: string;
  label: string;
  trigger: ReactNode;
}) {
  const dialog = intent === "decline" ? response.decline : response.turnBack;
  const { fetcher } = dialog;
  const answer = dialog.result as Answer | undefined;
  const reasonError = answer && !answer.ok ? (answer.fieldErrors?.reason?.[0] ?? answer.message) : undefined;
  const t = useT();
  const words =
    intent === "decline"
      ? {
          title: t("referee.answer.declineTitle"),
          description: t("referee.answer.declineDescription", { game: label }),
          submit: t("referee.schedule.decline"),
        }
      : {
          title: t("referee.answer.turnBackTitle"),
          description: t("referee.answer.turnBackDescription", { game: label }),
          submit: t("referee.schedule.turnBack"),
        };
  const reasonId = `${intent}-reason-${assignmentId}`;
  const errorId = `${reasonId}-error`;
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          key={dialog.formKey}
          method="post"
          action={assignmentActionPath(assignmentId)}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value={intent} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={reasonId}>{t("referee.answer.reason")}</Label>
            <Textarea
              id={reasonId}
              name="reason"
              required
              maxLength={REASON_MAX_LENGTH}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? errorId : undefined}
              placeholder={
                intent === "decline" ? t("referee.answer.declinePlaceholder") : t("referee.answer.turnBackPlaceholder")
              }
            />
            {reasonError ? (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {reasonError}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("referee.answer.close")}
            </Button>
            <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? t("referee.answer.working") : words.submit}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
