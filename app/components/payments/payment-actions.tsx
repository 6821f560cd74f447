/**
 * The actions of the Payments page (decision 0037): the day/method/reference fields of a mark-paid,
 * the dialogs that mark one payment or a referee's payments paid, the adjustment dialog, Undo, and the
 * select-all box of the bulk form. Each posts to the page's own action.
 */
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { CircleDollarSign, Pencil, Undo2 } from "lucide-react";
import type { PaymentsAction } from "~/routes/assignor/payments";
import { useFetcherDialog } from "~/components/use-fetcher-dialog";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { SelectField, TextareaField, TextField } from "~/components/form-fields";
import { toast } from "~/components/ui/toast";
import { EXPENSE_CATEGORIES, PAYMENT_METHODS } from "~/domain/constants";
import { useT } from "~/i18n/react";
import { categoryLabel, methodLabel } from "./labels";

type Errors = Record<string, readonly string[] | undefined>;

/** Day paid (today by default), method and reference: shared by the bulk form and the dialogs. */
export function MarkPaidFields({
  idPrefix,
  today,
  values,
  errors = {},
}: {
  idPrefix: string;
  today: string;
  values?: Record<string, string | string[] | undefined> | null;
  errors?: Errors;
}) {
  const t = useT();
  const id = (name: string) => `${idPrefix}-${name}`;
  const typed = (name: string) => (typeof values?.[name] === "string" ? (values[name] as string) : "");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        id={id("paid-on")}
        type="date"
        name="paidOn"
        label={t("payments.field.dayPaid")}
        errors={errors}
        max={today}
        defaultValue={typed("paidOn") || today}
      />
      <SelectField
        idPrefix={idPrefix}
        name="method"
        label={t("payments.field.method")}
        errors={errors}
        defaultValue={typed("method") || "bank_transfer"}
      >
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {methodLabel(t, method)}
          </option>
        ))}
      </SelectField>
      <TextField
        idPrefix={idPrefix}
        name="reference"
        label={t("payments.field.reference")}
        errors={errors}
        maxLength={100}
        placeholder={t("payments.field.referencePlaceholder")}
        defaultValue={typed("reference")}
      />
    </div>
  );
}

function useSuccessToast(succeeded: boolean, message: string | undefined) {
  useEffect(() => {
    if (succeeded && message) toast({ title: message });
  }, [succeeded, message]);
}

/**
 * One fetcher for every mark-paid dialog, owned by the page (`useMarkPaidToast`): a paid row loses its
 * dialog (the referee's "Mark all paid" goes, a line's "Mark paid" becomes Undo), so the dialog cannot be
 * the one to say it worked.
 */
const MARK_PAID_FETCHER = "payments-mark-paid";

/** Toasts the answer of a mark-paid dialog; call it once, in the page that outlives the rows. */
export function useMarkPaidToast() {
  const fetcher = useFetcher<PaymentsAction>({ key: MARK_PAID_FETCHER });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok && answer.message) toast({ title: answer.message });
  }, [answer]);
}

/**
 * Mark one payment paid (`intent: "mark-paid"` with its id), or all of a referee's pending ones
 * (`intent: "mark-referee-paid"` with the referee, the page's filters and what the dialog shows: the
 * server finds the payments itself and refuses if they changed). `fields` become hidden inputs.
 */
export function MarkPaidDialog({
  fields,
  today,
  label,
  title,
  description,
  buttonText,
}: {
  fields: Record<string, string>;
  today: string;
  label: string;
  title: string;
  description: string;
  buttonText: string;
}) {
  const t = useT();
  const dialog = useFetcherDialog<PaymentsAction>(undefined, MARK_PAID_FETCHER);
  const { fetcher } = dialog;
  const result = dialog.result;
  const failed = result && !result.ok ? result : null;
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={label}>
          <CircleDollarSign aria-hidden="true" />
          {buttonText}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          key={dialog.formKey}
          method="post"
          action="/assignor/payments"
          className="flex flex-col gap-4"
          noValidate
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <MarkPaidFields
            idPrefix="dialog"
            today={today}
            values={failed?.values ?? null}
            errors={failed?.errors ?? {}}
          />
          <DialogFormFooter
            error={failed?.message}
            busy={dialog.busy}
            submitLabel={t("payments.markPaid.title")}
            onClose={() => dialog.onOpenChange(false)}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

interface AdjustableLine {
  id: string;
  status: "pending" | "paid";
  mileageCents: number;
  adjustmentCents: number;
  note: string | null;
  expenseCategory: string | null;
}

function dollarsText(cents: number): string {
  return cents === 0 ? "" : (cents / 100).toFixed(2);
}

/** Mileage, an adjustment with its note, and the expense category; only the category once paid. */
export function AdjustPaymentDialog({
  line,
  label,
  currency,
}: {
  line: AdjustableLine;
  label: string;
  currency: string;
}) {
  const t = useT();
  const dialog = useFetcherDialog<PaymentsAction>();
  const { fetcher } = dialog;
  const result = dialog.result;
  useSuccessToast(dialog.succeeded, result?.message);
  const failed = result && !result.ok ? result : null;
  const errors: Errors = failed?.errors ?? {};
  const typed = (failed?.values ?? null) as Record<string, string> | null;
  const paid = line.status === "paid";
  const field = (name: string) => `adjust-${line.id}-${name}`;
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("payments.adjust.label", { label })}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("payments.adjust.title")}</DialogTitle>
          <DialogDescription>
            {paid ? t("payments.adjust.paidHint") : t("payments.adjust.hint", { currency })}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form key={dialog.formKey} method="post" action="/assignor/payments" className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="adjust" />
          <input type="hidden" name="paymentId" value={line.id} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              idPrefix={`adjust-${line.id}`}
              name="mileage"
              label={t("payments.adjust.mileage")}
              errors={errors}
              inputMode="decimal"
              readOnly={paid}
              defaultValue={typed?.mileage ?? dollarsText(line.mileageCents)}
              placeholder="0.00"
            />
            <TextField
              idPrefix={`adjust-${line.id}`}
              name="adjustment"
              label={t("payments.adjust.adjustment")}
              errors={errors}
              inputMode="decimal"
              readOnly={paid}
              defaultValue={typed?.adjustment ?? dollarsText(line.adjustmentCents)}
              placeholder={t("payments.adjust.adjustmentPlaceholder")}
            />
          </div>
          <TextareaField
            id={field("note")}
            name="note"
            label={t("payments.adjust.note")}
            errors={errors}
            maxLength={300}
            readOnly={paid}
            defaultValue={typed?.note ?? line.note ?? ""}
            placeholder={t("payments.adjust.notePlaceholder")}
          />
          <SelectField
            id={field("category")}
            name="expenseCategory"
            label={t("payments.adjust.category")}
            defaultValue={typed?.expenseCategory ?? line.expenseCategory ?? "game_fees"}
          >
            {EXPENSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(t, category)}
              </option>
            ))}
          </SelectField>
          <DialogFormFooter
            error={failed?.message}
            busy={dialog.busy}
            submitLabel={t("payments.adjust.save")}
            onClose={() => dialog.onOpenChange(false)}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** A payment recorded by mistake goes back to pending. */
export function UndoPaidButton({ paymentId, label }: { paymentId: string; label: string }) {
  const t = useT();
  const fetcher = useFetcher<PaymentsAction>();
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state === "idle" && answer?.message)
      toast({ title: answer.message, variant: answer.ok ? "default" : "destructive" });
  }, [fetcher.state, answer]);
  return (
    <fetcher.Form method="post" action="/assignor/payments">
      <input type="hidden" name="intent" value="unpay" />
      <input type="hidden" name="paymentId" value={paymentId} />
      <Button type="submit" variant="ghost" size="sm" aria-label={label} disabled={fetcher.state !== "idle"}>
        <Undo2 aria-hidden="true" />
        {t("payments.undo.button")}
      </Button>
    </fetcher.Form>
  );
}

/** Checks or clears every row box of the bulk form (the boxes join the form by `form=`). */
export function SelectAllPayments({ form }: { form: string }) {
  const t = useT();
  return (
    <input
      type="checkbox"
      aria-label={t("payments.selectAll")}
      className="size-4 accent-primary"
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        document
          .querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="paymentIds"][form="${form}"]`)
          .forEach((box) => {
            box.checked = checked;
          });
      }}
    />
  );
}
