import { describe, expect, test } from "vitest";
import { calendarPeriod } from "~/domain/assignor-calendar";
import { formatRelativeTime } from "~/domain/overview";
import {
  DEFAULT_FORMAT_SETTINGS,
  formatSettingsFor,
  readerFormats,
  weekStartFor,
  type FormatSettings,
} from "~/domain/reader-formats";

const LA = "America/Los_Angeles";
const with_ = (overrides: Partial<FormatSettings>) => readerFormats({ ...DEFAULT_FORMAT_SETTINGS, ...overrides });
const plain = (text: string) => text.replaceAll("\u00a0", " ").replaceAll("\u202f", " ");

describe("readerFormats: dates", () => {
  test("the default (MM/DD/YYYY) keeps the spec's month-name forms", () => {
    const formats = readerFormats();
    expect(formats.date("2026-11-28")).toBe("Nov 28, 2026");
    expect(formats.longDate("2026-11-28")).toBe("Sat, Nov 28, 2026");
  });

  test("DD/MM/YYYY writes day, month, year in numbers; the long form puts the weekday first", () => {
    const formats = with_({ dateFormat: "DD/MM/YYYY" });
    expect(formats.date("2026-11-28")).toBe("28/11/2026");
    expect(formats.longDate("2026-11-28")).toBe("Sat, 28/11/2026");
    expect(formats.date("2026-03-05")).toBe("05/03/2026");
  });

  test("YYYY-MM-DD writes the ISO date", () => {
    const formats = with_({ dateFormat: "YYYY-MM-DD" });
    expect(formats.date("2026-11-28")).toBe("2026-11-28");
    expect(formats.longDate("2026-11-28")).toBe("Sat, 2026-11-28");
  });

  test("an unknown stored format falls back to the default", () => {
    const settings = formatSettingsFor({ dateFormat: "D.M.YYYY", timeFormat: "13" }, { timeZone: LA, currency: "USD" });
    expect(settings.dateFormat).toBe("MM/DD/YYYY");
    expect(settings.timeFormat).toBe("12");
  });
});

describe("readerFormats: clocks", () => {
  test("12 hours: 7:00 PM, 12:05 AM, 12:30 PM", () => {
    const formats = readerFormats();
    expect(formats.time("19:00")).toBe("7:00 PM");
    expect(formats.time("00:05")).toBe("12:05 AM");
    expect(formats.time("12:30")).toBe("12:30 PM");
  });

  test("24 hours: 19:00, 00:05, 09:00", () => {
    const formats = with_({ timeFormat: "24" });
    expect(formats.time("19:00")).toBe("19:00");
    expect(formats.time("00:05")).toBe("00:05");
    expect(formats.time("9:00")).toBe("09:00");
    expect(formats.gameDateTime("2026-11-28", "19:00")).toBe("Sat, Nov 28, 2026 · 19:00");
  });
});

describe("readerFormats: time zones", () => {
  test("a game time is the venue's wall clock, unlabelled when the reader follows the organization's zone", () => {
    expect(readerFormats().gameTime("2026-11-28", "19:00")).toBe("7:00 PM");
    expect(with_({ timeZone: LA }).gameTime("2026-11-28", "19:00")).toBe("7:00 PM");
  });

  test("a reader in another zone reads the same wall clock with the organization's zone", () => {
    const formats = with_({ timeZone: "Europe/Berlin", timeFormat: "24", dateFormat: "DD/MM/YYYY" });
    expect(formats.zoneDiffers).toBe(true);
    expect(formats.gameTime("2026-11-28", "19:00")).toBe("19:00 PST");
    // Summer time is read at the game's own date.
    expect(formats.gameTime("2026-07-04", "10:00")).toBe("10:00 PDT");
    expect(formats.gameDateTime("2026-11-28", "19:00")).toBe("Sat, 28/11/2026 · 19:00 PST");
  });

  test("an instant is shown in the reader's zone, else the organization's", () => {
    const instant = new Date("2026-11-29T03:00:00Z"); // 19:00 on the 28th in Los Angeles, 04:00 on the 29th in Berlin
    expect(plain(readerFormats().instant(instant))).toBe("Nov 28, 2026, 7:00 PM");
    const berlin = with_({ timeZone: "Europe/Berlin", timeFormat: "24", dateFormat: "DD/MM/YYYY" });
    expect(berlin.instant(instant)).toBe("29/11/2026, 04:00");
    expect(berlin.instantDate(instant)).toBe("29/11/2026");
    expect(berlin.timeZone).toBe("Europe/Berlin");
  });

  test("a relative time older than a week falls back to the reader's date", () => {
    const now = new Date("2026-12-20T12:00:00Z");
    const then = new Date("2026-11-28T20:00:00Z");
    expect(formatRelativeTime(then, now)).toBe("Nov 28, 2026");
    expect(formatRelativeTime(then, now, with_({ dateFormat: "DD/MM/YYYY" }).instantDate)).toBe("28/11/2026");
  });
});

describe("readerFormats: numbers, money and weeks", () => {
  test("money is in the organization's currency, with the reader's conventions, never converted", () => {
    expect(readerFormats().money(123456)).toBe("$1,234.56");
    expect(plain(with_({ currency: "EUR", currencyChoice: "EUR" }).money(123456))).toBe("1.234,56 €");
    expect(plain(with_({ currency: "USD", currencyChoice: "EUR" }).money(4000))).toBe("40,00 $");
  });

  test("Spanish, French and German readers read amounts and numbers their language's way", () => {
    const german = with_({ language: "de", currency: "EUR", currencyChoice: "USD" });
    expect(plain(german.money(4500))).toBe("45,00 €");
    expect(german.number(12345)).toBe("12.345");
    // The organization's currency is kept, never converted, whatever the reader's language.
    expect(plain(with_({ language: "fr", currency: "USD" }).money(123456))).toBe("1 234,56 $US");
    expect(plain(with_({ language: "es", currency: "EUR" }).money(123456))).toBe("1234,56 €");
  });

  test("a 12-hour clock in another language is written that language's way", () => {
    expect(plain(with_({ language: "es", timeFormat: "12" }).time("19:00"))).toBe("7:00 p. m.");
    expect(with_({ language: "es", timeFormat: "24" }).time("19:00")).toBe("19:00");
    expect(with_({ language: "en", timeFormat: "12" }).time("19:00")).toBe("7:00 PM");
  });

  test("numbers follow the same conventions", () => {
    expect(readerFormats().number(12345)).toBe("12,345");
    expect(with_({ currencyChoice: "EUR" }).number(12345)).toBe("12.345");
  });

  test("weeks start on Sunday in English, on Monday in Spanish, French and German", () => {
    expect(weekStartFor("en")).toBe(0);
    for (const language of ["es", "fr", "de"]) expect(weekStartFor(language)).toBe(1);
    expect(with_({ language: "de" }).weekStart).toBe(1);
  });

  test("a calendar month starting on Monday begins on the Monday on or before the 1st", () => {
    // November 2026 starts on a Sunday.
    expect(calendarPeriod("month", "2026-11-15", 0).start).toBe("2026-11-01");
    expect(calendarPeriod("month", "2026-11-15", 1).start).toBe("2026-10-26");
    expect(calendarPeriod("week", "2026-11-29", 1)).toMatchObject({ start: "2026-11-23", end: "2026-11-29" });
  });
});
