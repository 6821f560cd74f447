/**
 * The payout CSVs of the Payments page (decision 0037). Apart from the payment rules because the CSV
 * writer comes with a parser that needs Node's Buffer: this module stays on the server.
 */
import { toCsv } from "./csv";
import { payableTotal, type PayableLine, type RefereeOwed } from "./payments";

/** Cents as a plain decimal for spreadsheets ("40.00", "-5.00"). */
function decimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface PayoutReferee extends RefereeOwed {
  email: string;
}

/** The payout: one row per referee with what is owed now (and paid, in the filtered range). */
export function payoutCsv(referees: readonly PayoutReferee[], currency: string): string {
  return toCsv(
    ["Referee", "Email", "Pending payments", `Owed (${currency})`, `Paid (${currency})`, "Last paid"],
    referees.map((referee) => [referee.refereeName, referee.email, referee.pendingCount, decimal(referee.owedCents), decimal(referee.paidCents), referee.lastPaidOn ?? ""]),
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
      line.status,
      line.paidOn ?? "",
      line.method ?? "",
      line.reference ?? "",
    ]),
  );
}
