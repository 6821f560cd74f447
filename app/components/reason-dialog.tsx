import { useEffect, useId, type ReactNode } from "react";
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
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { REASON_MAX_LENGTH } from "~/domain/assignments";
import { useT } from "~/i18n/react";

interface Answer {
  ok: boolean;
  message?: string;
  errors?: { reason?: string[] };
}

/**
 * A confirm dialog that asks for a reason (decline an offer, reject a request) and posts it with a
 * fetcher to `action` with the hidden `fields`. It closes and toasts on success; on failure the message
 * shows and the typed reason stays.
 * When the dialog's row disappears on success (the list reloads), pass `fetcherKey` and toast from the
 * list, which outlives it.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  action,
  fields,
  reasonLabel,
  required = true,
  submitLabel,
  destructive = true,
  fetcherKey,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  action: string;
  fields: Record<string, string>;
  reasonLabel?: string;
  required?: boolean;
  submitLabel: string;
  destructive?: boolean;
  /** A fetcher key shared with a longer-lived owner, which then shows the success toast instead. */
  fetcherKey?: string;
}) {
  const t = useT();
  const label = reasonLabel ?? t("ui.reason.label");
  const dialog = useFetcherDialog(undefined, fetcherKey);
  const { fetcher } = dialog;
  const result = dialog.result as Answer | undefined;
  const reasonId = useId();
  const errorId = useId();
  const error = result && !result.ok ? (result.errors?.reason?.[0] ?? result.message) : undefined;

  useEffect(() => {
    if (dialog.succeeded && result?.message && !fetcherKey) toast({ title: result.message });
  }, [dialog.succeeded, result?.message, fetcherKey]);

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form key={dialog.formKey} method="post" action={action} className="flex flex-col gap-4">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={reasonId}>{required ? label : t("ui.reason.optional", { label })}</Label>
            <Textarea
              id={reasonId}
              name="reason"
              required={required}
              maxLength={REASON_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
              {t("ui.cancel")}
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={dialog.busy}>
              {dialog.busy ? t("ui.working") : submitLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
