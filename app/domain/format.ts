import type { CURRENCIES } from "./constants";
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

type Currency = (typeof CURRENCIES)[number];

/**
 * The number conventions each currency choice of the settings stands for (decision 0043). The choice
 * says how a person reads amounts, never which currency an amount is in: EUR is written the German way
 * ("1.234,56 €"), which is also how it reads in most of the euro area's largest economies.
 */
export const MONEY_FORMAT_LOCALES = {
  USD: "en-US",
  EUR: "de-DE",
  GBP: "en-GB",
  CAD: "en-CA",
} as const satisfies Record<Currency, string>;

/** The locale of a user's currency choice; anything unknown (or no choice yet) reads the US way. */
export function moneyLocale(choice: string | null | undefined): string {
  return MONEY_FORMAT_LOCALES[(choice ?? "USD") as Currency] ?? MONEY_FORMAT_LOCALES.USD;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in `currency` (the organization's: "$40.00", "€40.00", "CA$40.00"), written with the
 * conventions of the reader's currency choice: a reader who chose EUR sees an org-USD amount as
 * "1.234,56 $". The amount is never converted: no exchange rates, ever.
 */
export function formatMoney(cents: number, currency: string, choice?: string | null): string {
  const locale = moneyLocale(choice);
  const key = `${locale}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
