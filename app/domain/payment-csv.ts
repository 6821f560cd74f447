/**
 * The payout CSVs of the Payments page (decision 0037). Apart from the payment rules because the CSV
 * writer comes with a parser that needs Node's Buffer: this module stays on the server.
 */
import { toCsv } from "./csv";
import { payableState, payableTotal, type PayableLine, type RefereeOwed } from "./payments";

/** Cents as a plain decimal for spreadsheets ("40.00", "-5.00"). */
function decimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface PayoutReferee extends RefereeOwed {
  email: string;
}

/** The payout: one row per referee with what is owed now, what is held (and paid, in the filtered range). */
export function payoutCsv(referees: readonly PayoutReferee[], currency: string): string {
  return toCsv(
    [
      "Referee",
      "Email",
      "Pending payments",
      `Owed (${currency})`,
      `Held (${currency})`,
      `Paid (${currency})`,
      "Last paid",
    ],
    referees.map((referee) => [
      referee.refereeName,
      referee.email,
      referee.pendingCount,
      decimal(referee.owedCents),
      decimal(referee.heldCents),
      decimal(referee.paidCents),
      referee.lastPaidOn ?? "",
    ]),
  );
}

export interface PayableCsvLine extends PayableLine {
  refereeEmail: string;
  description: string;
  homeTeam: string | null;
  awayTeam: string | null;
  date: string | null;
  level: string | null;
  venue: string | null;
  position: string | null;
  note: string | null;
  expenseCategory: string | null;
  method: string | null;
  reference: string | null;
  heldAt: Date | null;
}

/** Every payable line with its parts, status and how it was paid. */
export function payableLinesCsv(lines: readonly PayableCsvLine[], currency: string): string {
  return toCsv(
    [
      "Referee",
      "Email",
      "Game",
      "Game date",
      "Level",
      "Venue",
      "Position",
      `Fee (${currency})`,
      `Mileage (${currency})`,
      `Adjustment (${currency})`,
      `Total (${currency})`,
      "Note",
      "Category",
      "Status",
      "Paid on",
      "Method",
      "Reference",
    ],
    lines.map((line) => [
      line.refereeName,
      line.refereeEmail,
      line.homeTeam ? `${line.homeTeam} vs ${line.awayTeam}` : line.description,
      line.date ?? "",
      line.level ?? "",
      line.venue ?? "",
      line.position ?? "",
      decimal(line.amountCents),
      decimal(line.mileageCents),
      decimal(line.adjustmentCents),
      decimal(payableTotal(line)),
      line.note ?? "",
      line.expenseCategory ?? "",
      // Held is its own status: not owed until released, never "pending" (issue 32).
      payableState(line),
      line.paidOn ?? "",
      line.method ?? "",
      line.reference ?? "",
    ]),
  );
}

export interface NecRecipient {
  refereeName: string;
  /** Nonemployee compensation (box 1). */
  paidCents: number;
  /** Mileage reimbursed in the year, outside box 1 (decision 0078). */
  mileageCents?: number;
  tax: {
    legalName: string;
    businessName: string | null;
    tinType: "ssn" | "ein";
    tinLast4: string;
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    postalCode: string;
  } | null;
}

export interface NecPayer {
  name: string;
  taxId: string | null;
  address: string | null;
}

/**
 * 1099-NEC data, one row per recipient paid $600.00 or more, in the order of the form's boxes. The
 * recipient's TIN is masked (only its last four digits are stored): the payer completes it on filing.
 * A referee without tax details is still listed, marked so the payer knows to ask for them.
 */
export function form1099NecCsv(year: number, payer: NecPayer, recipients: readonly NecRecipient[]): string {
  return toCsv(
    [
      "Tax year",
      "PAYER'S name",
      "PAYER'S TIN",
      "PAYER'S address",
      "RECIPIENT'S TIN type",
      "RECIPIENT'S TIN",
      "RECIPIENT'S name",
      "RECIPIENT'S business name",
      "Street address",
      "City",
      "State",
      "ZIP code",
      "Box 1 Nonemployee compensation",
      "Box 2 Direct sales of $5,000 or more",
      "Box 4 Federal income tax withheld",
      "Box 5 State tax withheld",
      "Box 6 State/Payer's state no.",
      "Box 7 State income",
      "Tax details on file",
      "Mileage reimbursed (not in box 1)",
    ],
    recipients.map(({ refereeName, paidCents, mileageCents, tax }) => [
      year,
      payer.name,
      payer.taxId ?? "",
      payer.address ?? "",
      tax ? tax.tinType.toUpperCase() : "",
      tax ? (tax.tinType === "ein" ? `**-***${tax.tinLast4}` : `***-**-${tax.tinLast4}`) : "",
      tax?.legalName ?? refereeName,
      tax?.businessName ?? "",
      tax ? [tax.addressLine1, tax.addressLine2].filter(Boolean).join(", ") : "",
      tax?.city ?? "",
      tax?.state ?? "",
      tax?.postalCode ?? "",
      decimal(paidCents),
      "",
      "0.00",
      "",
      "",
      "",
      tax ? "yes" : "no: ask the referee to add them in Settings",
      decimal(mileageCents ?? 0),
    ]),
  );
}
