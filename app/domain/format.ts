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

function moneyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The one way an amount is written (decision 0046): in `currency` (the organization's: "$40.00",
 * "€40.00", "CA$40.00"), with the conventions of the reader's currency choice: a reader who chose EUR
 * sees an org-USD amount as "1.234,56 $". Without a choice it reads the US way. The amount is never
 * converted: no exchange rates, ever. Game fees, payables, earnings and the notices stored for
 * referees all go through here; nothing assumes US dollars.
 */
export function formatMoney(cents: number, currency: string, choice?: string | null): string {
  return moneyFormatter(currency, moneyLocale(choice)).format(cents / 100);
}

/** The same amount written with a locale's conventions ("45,00 €" in de-DE): the reader's formats. */
export function formatMoneyIn(cents: number, currency: string, locale: string): string {
  return moneyFormatter(currency, locale).format(cents / 100);
}

/** How a page writes amounts: the organization's currency and the reader's currency choice. */
export interface MoneyStyle {
  currency: string;
  choice?: string | null;
}

/** The currency's sign as the reader's choice writes it ("$", "€", "£", "CA$"): for a field's label. */
export function currencySymbol(currency: string, choice?: string | null): string {
  return (
    moneyFormatter(currency, moneyLocale(choice))
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? currency
  );
}
