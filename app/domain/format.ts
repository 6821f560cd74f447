import { formatTime12 } from "./dates";

const dateFormatter = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Sat, Dec 5, 2026" for a wall-clock date (YYYY-MM-DD), whatever the viewer's zone. */
export function formatGameDate(date: string): string {
  return dateFormatter.format(new Date(`${date}T00:00:00Z`));
}

/** "Sat, Dec 5, 2026 · 10:00 AM". */
export function formatGameDateTime(date: string, time: string): string {
  return `${formatGameDate(date)} · ${formatTime12(time)}`;
}

/** "$40.00" from cents. */
export function formatDollars(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

/** An amount in the organization's currency ("$40.00", "€40.00", "CA$40.00"): no exchange rates, ever. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}
