/**
 * Each analytics chart's numbers as CSV (decision 0086), for the CSV route only: the CSV writer brings the CSV
 * parser along, which the browser bundle of the analytics page must not carry.
 */
import { toCsv } from "./csv";
import {
  bucketLabel,
  RESPONSE_HOUR_EDGES,
  type AnalyticsChart,
  type AnalyticsData,
  type AnalyticsRange,
} from "./analytics";

/** Cents as a plain decimal amount for a spreadsheet ("1234.50"), in the organization's currency. */
function amount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A band's edge as the CSV writes it: hours, or "> 168" past the last edge; "" for no answer. */
function hoursCell(hours: number | null, beyond: boolean): string {
  if (beyond) return `> ${RESPONSE_HOUR_EDGES[RESPONSE_HOUR_EDGES.length - 1]}`;
  return hours === null ? "" : String(hours);
}

/**
 * One chart's CSV: the numbers its table shows, with machine-readable headers (English, as the other exports'
 * headers are) and plain values (dates YYYY-MM-DD, amounts as decimals in `currency`).
 */
export function analyticsCsv(chart: AnalyticsChart, data: AnalyticsData, currency: string): string {
  switch (chart) {
    case "coverage":
      return toCsv(
        ["Week", "Slots", "Filled", "Open"],
        data.coverage.map((row) => [row.week, row.slots, row.filled, row.open]),
      );
    case "response-time":
      return toCsv(
        ["Week", "Confirmed", "Median hours (at most)", "90th percentile hours (at most)"],
        data.responseTimes.map((row) => [
          row.week,
          row.confirmed,
          hoursCell(row.medianHours, row.medianBeyond),
          hoursCell(row.p90Hours, row.p90Beyond),
        ]),
      );
    case "declines":
      return toCsv(
        ["Reason", "Declines", "Turn-backs", "Total"],
        [
          ...data.declines.reasons.map((row) => [row.reason, row.declines, row.turnBacks, row.total]),
          ...(data.declines.otherReasons
            ? [
                [
                  "(other reasons)",
                  data.declines.otherReasons.declines,
                  data.declines.otherReasons.turnBacks,
                  data.declines.otherReasons.total,
                ],
              ]
            : []),
        ],
      );
    case "games-per-referee":
      return toCsv(
        ["Games", "Referees"],
        data.gamesPerReferee.map((row) => [bucketLabel(row), row.referees]),
      );
    case "ratings":
      return toCsv(
        ["Month", "Rating", "Evaluations"],
        data.ratings.map((row) => [row.month, row.rating === null ? "" : row.rating.toFixed(1), row.evaluations]),
      );
    case "misconduct":
      return toCsv(
        ["Team", "Cautions", "Send-offs"],
        data.misconduct.map((row) => [row.team, row.cautions, row.sendOffs]),
      );
    case "payments":
      return toCsv(
        ["Month", `Owed (${currency})`, `Paid (${currency})`],
        data.payments.map((row) => [row.month, amount(row.owedCents), amount(row.paidCents)]),
      );
  }
}

export function analyticsCsvFileName(chart: AnalyticsChart, range: AnalyticsRange): string {
  return `analytics-${chart}-${range.from}-to-${range.to}.csv`;
}
