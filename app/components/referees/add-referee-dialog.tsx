import { useEffect } from "react";
import { UserPlus } from "lucide-react";
import type { action as invitesAction } from "~/routes/assignor/invites";
import { TextField } from "~/components/form-fields";
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

/** The invites action answers `notice` when an invite went out. */
const sent = (result: Record<string, unknown>) =>
  typeof result.notice === "string" && result.notice.startsWith("Invite sent");

/**
 * Add Referee (spec section 2, Referee Pool): invites a referee by email through the Invites page's
 * own action (POST /assignor/invites, `createInvite`), so there is one way to invite. They join the
 * pool when they sign up with the link.
 */
export function AddRefereeDialog() {
  const dialog = useFetcherDialog<typeof invitesAction>(sent);
  const { fetcher } = dialog;
  const answer = dialog.result as
    | { notice: string | null; fieldErrors: Record<string, string[] | undefined>; values: Record<string, string> }
    | undefined;
  const errors = answer?.fieldErrors ?? {};

  useEffect(() => {
    if (dialog.succeeded && answer?.notice)
      toast({ title: answer.notice, description: "They join your pool when they sign up with the link." });
  }, [dialog.succeeded, answer?.notice]);

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          Add Referee
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Referee</DialogTitle>
          <DialogDescription>
            We email a sign-up link that works once, for 14 days. Pending invites are on the Invites page.
          </DialogDescription>
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
            label="Email"
            errors={errors}
            className="flex flex-col gap-1.5"
            type="email"
            autoComplete="off"
            defaultValue={answer?.values?.email}
            placeholder="referee@example.com"
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={dialog.busy}>
              {dialog.busy ? "Sending..." : "Send invite"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
