import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { filterPaymentLines, parseDateRange, type PaymentLine } from "~/domain/earnings";
import { payableLinesCsv, payoutCsv } from "~/domain/payment-csv";
import {
  AdjustPayableSchema,
  MarkPaidSchema,
  MarkRefereePaidSchema,
  paidOnProblem,
  payableState,
  payableTotal,
  paymentFilters,
  refereeOwedChangedMessage,
  type PayableLine,
} from "~/domain/payments";

/** Field messages of a refused input (none when it passed). */
function fieldIssues(schema: typeof MarkPaidSchema | typeof AdjustPayableSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
}

function line(overrides: Partial<PayableLine>): PayableLine {
  return {
    id: "p1",
    refereeId: "r1",
    refereeName: "Ana Diaz",
    status: "pending",
    paidOn: null,
    amountCents: 5000,
    mileageCents: 0,
    adjustmentCents: 0,
    ...overrides,
  };
}

describe("payableTotal", () => {
  test("fee plus mileage plus a signed adjustment, never below zero", () => {
    expect(payableTotal({ amountCents: 5000, mileageCents: 1240, adjustmentCents: -500 })).toBe(5740);
    expect(payableTotal({ amountCents: 1000, mileageCents: 0, adjustmentCents: -5000 })).toBe(0);
  });
});

describe("MarkPaidSchema", () => {
  test("takes the selection, a real day, a method and an optional reference", () => {
    const parsed = v.parse(MarkPaidSchema, {
      paymentIds: ["a", "b"],
      paidOn: "2026-03-20",
      method: "check",
      reference: "  1042 ",
    });
    expect(parsed).toEqual({ paymentIds: ["a", "b"], paidOn: "2026-03-20", method: "check", reference: "1042" });
    expect(
      v.parse(MarkPaidSchema, { paymentIds: ["a"], paidOn: "2026-03-20", method: "cash", reference: "" }).reference,
    ).toBeNull();
  });

  test("refuses no selection, an impossible day and an unknown method, with words a person understands", () => {
    const issues = (input: unknown) => fieldIssues(MarkPaidSchema, input) as Record<string, string[] | undefined>;
    expect(issues({ paymentIds: [], paidOn: "2026-03-20", method: "cash" })?.paymentIds).toEqual([
      "Select at least one payment.",
    ]);
    expect(issues({ paymentIds: ["a"], paidOn: "2026-02-30", method: "cash" })?.paidOn).toEqual([
      "Pick the day it was paid.",
    ]);
    expect(issues({ paymentIds: ["a"], paidOn: "2026-03-20", method: "paypal" })?.method).toEqual([
      "Choose how it was paid.",
    ]);
  });

  test("the day paid may be today but not later", () => {
    expect(paidOnProblem("2026-03-20", "2026-03-20")).toBeNull();
    expect(paidOnProblem("2026-03-21", "2026-03-20")).toBe("The day paid cannot be in the future.");
  });
});

describe("AdjustPayableSchema", () => {
  test("dollars as typed become cents; a negative adjustment needs a note", () => {
    const ok = v.parse(AdjustPayableSchema, {
      paymentId: "p",
      mileage: "$12.40",
      adjustment: "-5",
      note: "Late",
      expenseCategory: "mileage",
    });
    expect(ok).toMatchObject({ mileage: 1240, adjustment: -500, note: "Late", expenseCategory: "mileage" });
    expect(
      v.parse(AdjustPayableSchema, {
        paymentId: "p",
        mileage: "",
        adjustment: "",
        note: "",
        expenseCategory: "game_fees",
      }),
    ).toMatchObject({ mileage: 0, adjustment: 0, note: null });
    const missingNote = fieldIssues(AdjustPayableSchema, {
      paymentId: "p",
      mileage: "",
      adjustment: "10",
      note: "",
      expenseCategory: "other",
    }) as Record<string, string[] | undefined>;
    expect(missingNote.note).toEqual(["Say why the amount changes (the referee sees this note)."]);
    const badMileage = fieldIssues(AdjustPayableSchema, {
      paymentId: "p",
      mileage: "-3",
      adjustment: "",
      note: "",
      expenseCategory: "other",
    }) as Record<string, string[] | undefined>;
    expect(badMileage.mileage).toEqual(["Enter mileage in dollars, like 12.50."]);
  });
});

describe("MarkRefereePaidSchema", () => {
  test("takes the referee, how it was paid and what the dialog showed", () => {
    const parsed = v.parse(MarkRefereePaidSchema, {
      refereeId: "r1",
      paidOn: "2026-03-20",
      method: "check",
      reference: " 1042 ",
      shownCount: "612",
      shownOwedCents: "3366000",
    });
    expect(parsed).toEqual({
      refereeId: "r1",
      paidOn: "2026-03-20",
      method: "check",
      reference: "1042",
      shownCount: 612,
      shownOwedCents: 3366000,
    });
  });

  test("refuses a missing referee, an impossible day and a shown total that is not a number", () => {
    const issues = (input: unknown) => {
      const result = v.safeParse(MarkRefereePaidSchema, input);
      return result.success ? {} : (v.flatten(result.issues).nested as Record<string, string[] | undefined>);
    };
    expect(
      issues({ refereeId: "", paidOn: "2026-03-20", method: "cash", shownCount: "1", shownOwedCents: "100" }).refereeId,
    ).toEqual(["Choose a referee."]);
    expect(
      issues({ refereeId: "r1", paidOn: "2026-02-30", method: "cash", shownCount: "1", shownOwedCents: "100" }).paidOn,
    ).toEqual(["Pick the day it was paid."]);
    expect(
      issues({ refereeId: "r1", paidOn: "2026-03-20", method: "cash", shownCount: "1", shownOwedCents: "-5" })
        .shownOwedCents,
    ).toBeDefined();
  });

  test("when the referee's payments changed, the answer says what is owed now and that nothing was paid", () => {
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(refereeOwedChangedMessage("Ana Diaz", { pendingCount: 3, owedCents: 16500 }, money)).toBe(
      "Ana Diaz's payments changed since this page loaded: 3 pending payments, $165.00 now. Nothing was marked paid; check and try again.",
    );
    expect(refereeOwedChangedMessage("Ana Diaz", { pendingCount: 1, owedCents: 5500 }, money)).toContain(
      "1 pending payment, $55.00 now",
    );
  });
});

describe("payment CSVs", () => {
  test("the payout has one row per referee in the organization's currency, held apart from owed; text that looks like a formula is defused", () => {
    const csv = payoutCsv(
      [
        {
          refereeId: "r1",
          refereeName: "=HYPERLINK(1)",
          email: "ana@example.com",
          pendingCount: 1,
          owedCents: 5000,
          heldCount: 1,
          heldCents: 3500,
          paidCents: 0,
          lastPaidOn: null,
        },
      ],
      "CAD",
    );
    expect(csv).toBe(
      "Referee,Email,Pending payments,Owed (CAD),Held (CAD),Paid (CAD),Last paid\r\n'=HYPERLINK(1),ana@example.com,1,50.00,35.00,0.00,\r\n",
    );
  });

  test("each line lists fee, mileage, adjustment and total", () => {
    const csv = payableLinesCsv(
      [
        {
          ...line({ mileageCents: 250, adjustmentCents: -100 }),
          refereeEmail: "ana@example.com",
          description: "x",
          homeTeam: "Oaks",
          awayTeam: "Pines",
          date: "2026-03-14",
          level: "youth",
          venue: "Field 1",
          position: "referee",
          note: "Late",
          expenseCategory: "game_fees",
          method: null,
          reference: null,
          heldAt: null,
        },
      ],
      "USD",
    );
    expect(csv.split("\r\n")[1]).toBe(
      "Ana Diaz,ana@example.com,Oaks vs Pines,2026-03-14,youth,Field 1,referee,50.00,2.50,-1.00,51.50,Late,game_fees,pending,,,",
    );
  });

  test("a held payable (a reported no-show) is held, not pending (issue 32)", () => {
    const held = {
      ...line({}),
      refereeEmail: "ana@example.com",
      description: "x",
      homeTeam: "Oaks",
      awayTeam: "Pines",
      date: "2026-03-14",
      level: "youth",
      venue: "Field 1",
      position: "referee",
      note: null,
      expenseCategory: null,
      method: null,
      reference: null,
      heldAt: new Date("2026-03-15T10:00:00Z"),
    };
    const [, row] = payableLinesCsv([held], "USD").split("\r\n");
    expect(row!.split(",")[13]).toBe("held");
    expect(payableState(held)).toBe("held");
    expect(payableState({ status: "pending", heldAt: null })).toBe("pending");
    expect(payableState({ status: "paid", heldAt: new Date() })).toBe("paid");
  });
});

describe("filters", () => {
  test("the payments page keeps the good parts of a URL and drops the rest", () => {
    expect(paymentFilters(new URLSearchParams("q=Ana&status=paid&from=2026-03-01&to=nope&view=referees"))).toEqual({
      q: "Ana",
      status: "paid",
      from: "2026-03-01",
      to: undefined,
      view: "referees",
      page: 1,
    });
    expect(paymentFilters(new URLSearchParams("page=3")).page).toBe(3);
    expect(paymentFilters(new URLSearchParams("page=0&q=Ana")).page).toBe(1);
    expect(paymentFilters(new URLSearchParams("page=x&q=Ana"))).toMatchObject({ q: "Ana", page: 1 });
  });

  test("earnings lines filter by status and by game date range, ends included", () => {
    const lines: PaymentLine[] = [
      { id: "1", game: "A", level: null, date: "2026-02-28", amountCents: 1, status: "paid" },
      { id: "2", game: "B", level: null, date: "2026-03-01", amountCents: 1, status: "pending" },
      { id: "3", game: "C", level: null, date: "2026-03-31", amountCents: 1, status: "paid" },
    ];
    const range = parseDateRange(new URLSearchParams("from=2026-03-01&to=2026-03-31"));
    expect(filterPaymentLines(lines, "all", range).map((row) => row.id)).toEqual(["2", "3"]);
    expect(filterPaymentLines(lines, "paid", range).map((row) => row.id)).toEqual(["3"]);
    expect(parseDateRange(new URLSearchParams("from=03/01/2026"))).toEqual({ from: undefined, to: undefined });
  });
});
