/**
 * Payables (issue 11, decision 0037): what the organization owes a referee for a completed assignment.
 * The game's fee is `amountCents`; mileage and a signed adjustment (with a note) are added to make what
 * is owed. Nothing here moves money: the assignor records that it was paid (day, method, reference).
 */
import * as v from "valibot";
import { EXPENSE_CATEGORIES, PAYMENT_METHODS, type PaymentStatus } from "./constants";
import { dateField } from "./field-schemas";
import { parseDollars } from "./games";
import { msg, tr } from "~/i18n/text";
import { searchText } from "./search";

/** The most payables one bulk action touches (a season's worth for one referee fits easily). */
export const MAX_BULK_PAYMENTS = 500;

export interface PayableAmounts {
  amountCents: number;
  mileageCents: number;
  adjustmentCents: number;
}

/** What is owed: the fee, plus mileage, plus or minus the adjustment; never below zero. */
export function payableTotal(payable: PayableAmounts): number {
  return Math.max(0, payable.amountCents + payable.mileageCents + payable.adjustmentCents);
}

const isoDay = dateField(msg("payments.error.pickDay"));

export const MarkPaidSchema = v.object({
  paymentIds: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1))),
    v.minLength(1, msg("payments.error.selectOne")),
    v.maxLength(MAX_BULK_PAYMENTS, msg("payments.error.selectAtMost", { max: MAX_BULK_PAYMENTS })),
  ),
  paidOn: isoDay,
  method: v.picklist(PAYMENT_METHODS, msg("payments.error.chooseMethod")),
  reference: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(100, msg("payments.error.atMost", { max: 100 })),
    v.transform((value) => (value === "" ? null : value)),
  ),
});
export type MarkPaidInput = v.InferOutput<typeof MarkPaidSchema>;

/** The day paid may not be after today (in the organization's calendar): a record, not a plan. */
export function paidOnProblem(paidOn: string, today: string): string | null {
  return paidOn > today ? tr("payments.error.future") : null;
}

const MAX_MILEAGE_CENTS = 1_000_00;
const MAX_ADJUSTMENT_CENTS = 10_000_00;

const dollars = (message: () => string, { signed }: { signed: boolean }) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value;
      if (text === "") return 0;
      const negative = signed && text.startsWith("-");
      const cents = parseDollars(negative ? text.slice(1) : text);
      if (cents === null) {
        addIssue({ message: message() });
        return NEVER;
      }
      return negative ? -cents : cents;
    }),
  );

export const AdjustPayableSchema = v.pipe(
  v.object({
    paymentId: v.pipe(v.string(), v.minLength(1)),
    mileage: v.pipe(
      dollars(msg("payments.error.mileageFormat"), { signed: false }),
      v.maxValue(MAX_MILEAGE_CENTS, msg("payments.error.mileageMax")),
    ),
    adjustment: v.pipe(
      dollars(msg("payments.error.adjustmentFormat"), { signed: true }),
      v.minValue(-MAX_ADJUSTMENT_CENTS, msg("payments.error.adjustmentMax")),
      v.maxValue(MAX_ADJUSTMENT_CENTS, msg("payments.error.adjustmentMax")),
    ),
    note: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.maxLength(300, msg("payments.error.atMost", { max: 300 })),
      v.transform((value) => (value === "" ? null : value)),
    ),
    expenseCategory: v.picklist(EXPENSE_CATEGORIES, msg("payments.error.chooseCategory")),
  }),
  v.forward(
    v.check((input) => input.adjustment === 0 || input.note !== null, msg("payments.error.noteRequired")),
    ["note"],
  ),
);
export type AdjustPayableInput = v.InferOutput<typeof AdjustPayableSchema>;

/** A fee plus the adjustment may not go below zero: the organization cannot bill its referee. */
export function adjustmentProblem(
  amountCents: number,
  input: Pick<AdjustPayableInput, "mileage" | "adjustment">,
): string | null {
  return amountCents + input.mileage + input.adjustment < 0 ? tr("payments.error.negative") : null;
}

/**
 * A payable's state as every screen, CSV, filter and total words it (issue 32): a held payable (a reported
 * no-show, issue 22) is stored as pending with `held_at`, but it is its own state, neither owed nor paid.
 */
export const PAYABLE_STATES = ["pending", "held", "paid"] as const;
export type PayableState = (typeof PAYABLE_STATES)[number];

export function payableState({ status, heldAt }: { status: PaymentStatus; heldAt: Date | null }): PayableState {
  if (status === "paid") return "paid";
  return heldAt ? "held" : "pending";
}

export const PaymentFiltersSchema = v.object({
  q: v.pipe(
    v.optional(v.string(), ""),
    v.transform((q: string) => searchText(q)),
  ),
  /** `pending` is what is owed (not held); `held` the held ones; `paid` the paid ones. */
  status: v.optional(v.picklist(PAYABLE_STATES), undefined),
  from: v.optional(dateField(msg("payments.error.pickDay")), undefined),
  to: v.optional(dateField(msg("payments.error.pickDay")), undefined),
  view: v.optional(v.picklist(["games", "referees"]), "games"),
  /** The page of either view (`PAYMENTS_PAGE_SIZE` lines or referees each); past the last shows the last. */
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), "1"),
});
export type PaymentFilters = v.InferOutput<typeof PaymentFiltersSchema>;

/** Filters from the URL; anything malformed is dropped rather than refused (it is a list, not a form). */
export function paymentFilters(searchParams: URLSearchParams): PaymentFilters {
  const pick = (name: string) => searchParams.get(name) || undefined;
  const raw = {
    q: pick("q"),
    status: pick("status"),
    from: pick("from"),
    to: pick("to"),
    view: pick("view"),
    page: pick("page"),
  };
  const parsed = v.safeParse(PaymentFiltersSchema, raw);
  if (parsed.success) return parsed.output;
  const keep = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => v.safeParse(PaymentFiltersSchema, { [key]: value }).success),
  );
  return v.parse(PaymentFiltersSchema, keep);
}

export interface PayableLine extends PayableAmounts {
  id: string;
  refereeId: string;
  refereeName: string;
  status: PaymentStatus;
  paidOn: string | null;
}

/**
 * What one referee is owed and was paid under the filters (summed over all of them, in SQL). Owed is pending
 * and not held; held payables (a reported no-show awaiting the assignor's decision) are counted apart.
 */
export interface RefereeOwed {
  refereeId: string;
  refereeName: string;
  pendingCount: number;
  owedCents: number;
  heldCount: number;
  heldCents: number;
  paidCents: number;
  lastPaidOn: string | null;
}

/** Lines of the by-game list, or referees of the per-referee view, per page. */
export const PAYMENTS_PAGE_SIZE = 100;

/**
 * "Mark all paid" for one referee: who, how it was paid, and what the dialog showed (count and total),
 * so the server pays exactly that or says what changed. The filters come along as the page had them.
 */
export const MarkRefereePaidSchema = v.object({
  refereeId: v.pipe(v.string(), v.minLength(1, msg("payments.error.chooseReferee"))),
  paidOn: MarkPaidSchema.entries.paidOn,
  method: MarkPaidSchema.entries.method,
  reference: MarkPaidSchema.entries.reference,
  shownCount: v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)),
  shownOwedCents: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
});

/** The answer when a referee's pending payments changed between the dialog and the click. */
export function refereeOwedChangedMessage(
  refereeName: string,
  now: { pendingCount: number; owedCents: number },
  money: (cents: number) => string,
): string {
  return tr("payments.owedChanged", { name: refereeName, count: now.pendingCount, amount: money(now.owedCents) });
}
