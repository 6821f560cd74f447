import { useEffect } from "react";
import { UserPlus } from "lucide-react";
import type { action as invitesAction } from "~/routes/assignor/invites";
import { TextField } from "~/components/form-fields";
import { MailRefusal } from "~/components/mail-refusal";
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
import { toast } from "~/components/ui/toast";
import { useT } from "~/i18n/react";

/** The invites action answers a `notice` (in the reader's language) when an invite went out, none when refused. */
const sent = (result: Record<string, unknown>) => typeof result.notice === "string" && result.notice.length > 0;

/**
 * Add Referee (spec section 2, Referee Pool): invites a referee by email through the Invites page's
 * own action (POST /assignor/invites, `createInvite`), so there is one way to invite. They join the
 * pool when they sign up with the link.
 */
export function AddRefereeDialog() {
  const t = useT();
  const dialog = useFetcherDialog<typeof invitesAction>(sent);
  const { fetcher } = dialog;
  const answer = dialog.result as
    | {
        notice: string | null;
        problem?: string | null;
        unconfirmedEmail?: string | null;
        fieldErrors: Record<string, string[] | undefined>;
        values: Record<string, string>;
      }
    | undefined;
  const errors = answer?.fieldErrors ?? {};

  useEffect(() => {
    if (dialog.succeeded && answer?.notice)
      toast({ title: answer.notice, description: t("assignor.addReferee.toast") });
  }, [dialog.succeeded, answer?.notice, t]);

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          {t("assignor.addReferee.trigger")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("assignor.addReferee.trigger")}</DialogTitle>
          <DialogDescription>{t("assignor.addReferee.description")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          key={dialog.formKey}
          method="post"
          action="/assignor/invites"
          noValidate
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="role" value="referee" />
          <TextField
            idPrefix="add-referee"
            name="email"
            label={t("assignor.addReferee.email")}
            errors={errors}
            className="flex flex-col gap-1.5"
            type="email"
            autoComplete="off"
            defaultValue={answer?.values?.email}
            placeholder="referee@example.com"
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("assignor.common.cancel")}
            </Button>
            <Button type="submit" disabled={dialog.busy}>
              {dialog.busy ? t("assignor.addReferee.sending") : t("assignor.addReferee.submit")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
        <MailRefusal problem={answer?.problem} unconfirmedEmail={answer?.unconfirmedEmail} />
      </DialogContent>
    </Dialog>
  );
}
