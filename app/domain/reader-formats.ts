/**
 * One formatter per reader (issue 19, decision 0060): every date, time, instant, number and amount a portal
 * page shows goes through the `Formats` built from the reader's settings and their organization's.
 *
 * - Dates follow the reader's date format. The default (MM/DD/YYYY) keeps the spec's month-name forms
 *   ("Nov 28, 2026", "Sat, Nov 28, 2026"); DD/MM/YYYY and YYYY-MM-DD write the date in numbers in that
 *   order ("28/11/2026", "2026-11-28"), and the long form puts the weekday before it ("Sat, 28/11/2026").
 * - Times follow the reader's clock: "7:00 PM" or "19:00".
 * - A game's date and time are the venue's wall clock, in the organization's time zone: never converted.
 *   When the reader follows another zone, the time carries the organization's zone ("19:00 PST").
 * - Instants (sent, created, last seen) are shown in the reader's zone, else the organization's.
 * - Amounts are in the organization's currency, never converted, written the reader's way: Spanish, French
 *   and German readers by their language ("45,00 €"), English readers by their currency choice (decision
 *   0046); plain numbers use the same conventions.
 * - Times follow the reader's clock; a 12-hour clock in Spanish, French or German is written that
 *   language's way ("7:00 p. m.").
 * - Weeks start on Sunday in English and on Monday in Spanish, French and German.
 *
 * Month and weekday names are in the reader's language (`locale`).
 */
import { DATE_FORMATS, type TIME_FORMATS } from "./constants";
import { toZonedParts, zonedTimeToInstant } from "./dates";
import { formatMoneyIn, moneyLocale } from "./format";

/** The number conventions of the languages other than English. */
const NUMBER_LOCALES: Record<string, string> = { es: "es-ES", fr: "fr-FR", de: "de-DE" };

export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** What a reader's formats are made of: plain data, so a loader can hand it to the page. */
export interface FormatSettings {
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  /** The reader's own time zone; null follows the organization's. */
  timeZone: string | null;
  /** The reader's language ("en", "es", "fr", "de"). */
  language: string;
  /** The reader's currency choice: how amounts and numbers read (decision 0043). */
  currencyChoice: string;
  /** The organization's time zone: where its games are played. */
  organizationTimeZone: string;
  /** The organization's currency: every amount is in it, never converted. */
  currency: string;
}

export const DEFAULT_FORMAT_SETTINGS: FormatSettings = {
  dateFormat: "MM/DD/YYYY",
  timeFormat: "12",
  timeZone: null,
  language: "en",
  currencyChoice: "USD",
  organizationTimeZone: "America/Los_Angeles",
  currency: "USD",
};

/** The reader's settings as stored (anything unknown falls back to the default) with their organization's. */
export function formatSettingsFor(
  reader: {
    dateFormat?: string | null;
    timeFormat?: string | null;
    timeZone?: string | null;
    language?: string | null;
    currencyChoice?: string | null;
  },
  organization: { timeZone: string; currency: string },
): FormatSettings {
  return {
    dateFormat: (DATE_FORMATS as readonly string[]).includes(reader.dateFormat ?? "")
      ? (reader.dateFormat as DateFormat)
      : "MM/DD/YYYY",
    timeFormat: reader.timeFormat === "24" ? "24" : "12",
    timeZone: reader.timeZone || null,
    language: reader.language || "en",
    currencyChoice: reader.currencyChoice || "USD",
    organizationTimeZone: organization.timeZone,
    currency: organization.currency,
  };
}

/** 0 = Sunday, 1 = Monday: the first day of a calendar week for a language. */
export function weekStartFor(language: string): 0 | 1 {
  return language === "en" ? 0 : 1;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

function partsOf(isoDate: string) {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  return { year, month, day };
}

export interface Formats {
  readonly settings: FormatSettings;
  /** The locale month and weekday names are written in. */
  readonly locale: string;
  /** 0 = Sunday, 1 = Monday. */
  readonly weekStart: 0 | 1;
  /** The zone instants are shown in: the reader's, else the organization's. */
  readonly timeZone: string;
  /** True when the reader follows a zone other than the organization's: game times are then labelled. */
  readonly zoneDiffers: boolean;
  /** "Nov 28, 2026" · "28/11/2026" · "2026-11-28" for a calendar date (YYYY-MM-DD). */
  date(isoDate: string): string;
  /** "Sat, Nov 28, 2026" · "Sat, 28/11/2026" · "Sat, 2026-11-28". */
  longDate(isoDate: string): string;
  /** "7:00 PM" · "19:00" for a wall-clock time (HH:MM). */
  time(time: string): string;
  /** A game's time on the reader's clock, in the organization's zone, labelled when the reader's differs. */
  gameTime(isoDate: string, time: string): string;
  /** "Sat, Nov 28, 2026 · 7:00 PM" · "Sat, 28/11/2026 · 19:00 PST". */
  gameDateTime(isoDate: string, time: string): string;
  /** An instant in the reader's zone: "Nov 28, 2026, 7:00 PM" · "28/11/2026, 19:00". */
  instant(instant: Date | string | number): string;
  /** The date of an instant in the reader's zone. */
  instantDate(instant: Date | string | number): string;
  /** The organization's currency, the reader's conventions: "$40.00", "40,00 $". */
  money(cents: number): string;
  /** A count or number the reader's way: "1,234" or "1.234". */
  number(value: number): string;
}

export function readerFormats(settings: FormatSettings = DEFAULT_FORMAT_SETTINGS): Formats {
  // Month and weekday names in the reader's language (issue 19); English keeps the spec's US forms.
  const locale = settings.language === "en" ? "en-US" : settings.language;
  // Numbers and amounts the reader's way: in Spanish, French and German their language's conventions; in
  // English the conventions of their currency choice (US, UK, Canada, or the euro's), decision 0043.
  const numberLocale = NUMBER_LOCALES[settings.language] ?? moneyLocale(settings.currencyChoice);
  const timeZone = settings.timeZone ?? settings.organizationTimeZone;
  const zoneDiffers = settings.timeZone !== null && settings.timeZone !== settings.organizationTimeZone;
  const numberFormat = new Intl.NumberFormat(numberLocale);

  const date = (isoDate: string): string => {
    const { year, month, day } = partsOf(isoDate);
    switch (settings.dateFormat) {
      case "DD/MM/YYYY":
        return `${day}/${month}/${year}`;
      case "YYYY-MM-DD":
        return `${year}-${month}-${day}`;
      default:
        return cached(`${locale}|medium`, () =>
          Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
        ).format(new Date(`${isoDate}T00:00:00Z`));
    }
  };

  const longDate = (isoDate: string): string => {
    const noon = new Date(`${isoDate}T12:00:00Z`);
    if (settings.dateFormat === "MM/DD/YYYY") {
      return cached(`${locale}|long`, () =>
        Intl.DateTimeFormat(locale, {
          weekday: "short",
          month: "short",
          day: "numeric",
          year: "numeric",
          timeZone: "UTC",
        }),
      ).format(noon);
    }
    const weekday = cached(`${locale}|weekday`, () =>
      Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }),
    ).format(noon);
    return `${weekday}, ${date(isoDate)}`;
  };

  const time = (value: string): string => {
    const [hourText = "0", minute = "00"] = value.split(":");
    const hour = Number(hourText);
    if (settings.timeFormat === "24") return `${String(hour).padStart(2, "0")}:${minute}`;
    const hour12 = hour % 12 === 0 ? 12 : hour % 12;
    if (settings.language !== "en") {
      // The language's own way of a 12-hour time ("7:00 p. m.").
      return cached(`${locale}|time12`, () =>
        Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" }),
      ).format(new Date(Date.UTC(2000, 0, 1, hour, Number(minute))));
    }
    return `${hour12}:${minute} ${hour >= 12 ? "PM" : "AM"}`;
  };

  const zoneName = (instant: Date, zone: string): string =>
    cached(`zone|${zone}`, () => Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" }))
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? zone;

  const gameTime = (isoDate: string, value: string): string => {
    if (!zoneDiffers) return time(value);
    const kickoff = zonedTimeToInstant(isoDate, value, settings.organizationTimeZone);
    return `${time(value)} ${zoneName(kickoff, settings.organizationTimeZone)}`;
  };

  const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

  return {
    settings,
    locale,
    weekStart: weekStartFor(settings.language),
    timeZone,
    zoneDiffers,
    date,
    longDate,
    time,
    gameTime,
    gameDateTime: (isoDate, value) => `${longDate(isoDate)} · ${gameTime(isoDate, value)}`,
    instant: (value) => {
      const parts = toZonedParts(toDate(value), timeZone);
      return `${date(parts.date)}, ${time(parts.time)}`;
    },
    instantDate: (value) => date(toZonedParts(toDate(value), timeZone).date),
    money: (cents) => formatMoneyIn(cents, settings.currency, numberLocale),
    number: (value) => numberFormat.format(value),
  };
}
