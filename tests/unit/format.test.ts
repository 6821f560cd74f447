import { describe, expect, test } from "vitest";
import { currencySymbol, formatMoney, moneyLocale } from "~/domain/format";
import { describeGameChanges, gameChangeWords } from "~/domain/messages";

/** Intl puts a no-break space between a German amount and its symbol; compare with plain spaces. */
const plain = (text: string) => text.replaceAll("\u00a0", " ");

describe("formatMoney", () => {
  test("without a choice (or with USD) it reads the US way, as before", () => {
    expect(formatMoney(123456, "USD")).toBe("$1,234.56");
    expect(formatMoney(123456, "USD", "USD")).toBe("$1,234.56");
    expect(formatMoney(4000, "EUR")).toBe("€40.00");
    expect(formatMoney(4000, "CAD", null)).toBe("CA$40.00");
  });

  test("writes the organization's amount with the reader's conventions and never converts it", () => {
    // A referee who chose EUR reads an org-USD amount the German way: same number, same dollars.
    expect(plain(formatMoney(123456, "USD", "EUR"))).toBe("1.234,56 $");
    expect(formatMoney(123456, "USD", "GBP")).toBe("US$1,234.56");
    expect(formatMoney(123456, "USD", "CAD")).toBe("US$1,234.56");
    expect(plain(formatMoney(123456, "EUR", "EUR"))).toBe("1.234,56 €");
    expect(formatMoney(123456, "GBP", "GBP")).toBe("£1,234.56");
    expect(formatMoney(123456, "CAD", "CAD")).toBe("$1,234.56");
    expect(plain(formatMoney(123456, "CAD", "EUR"))).toBe("1.234,56 CA$");
  });

  test("keeps the sign and the cents", () => {
    expect(formatMoney(-550, "USD")).toBe("-$5.50");
    expect(plain(formatMoney(-550, "USD", "EUR"))).toBe("-5,50 $");
    expect(formatMoney(0, "GBP", "GBP")).toBe("£0.00");
  });
});

describe("moneyLocale", () => {
  test("one locale per currency choice of the settings; anything else reads the US way", () => {
    expect(moneyLocale("USD")).toBe("en-US");
    expect(moneyLocale("EUR")).toBe("de-DE");
    expect(moneyLocale("GBP")).toBe("en-GB");
    expect(moneyLocale("CAD")).toBe("en-CA");
    expect(moneyLocale(undefined)).toBe("en-US");
    expect(moneyLocale("JPY")).toBe("en-US");
  });
});

describe("currencySymbol", () => {
  test("the organization's sign as the reader's choice writes it, for a field's label", () => {
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("EUR")).toBe("€");
    expect(currencySymbol("EUR", "EUR")).toBe("€");
    expect(currencySymbol("GBP", "GBP")).toBe("£");
    expect(currencySymbol("CAD")).toBe("CA$");
    expect(currencySymbol("USD", "GBP")).toBe("US$");
  });
});

describe("amounts in stored notices", () => {
  const game = {
    homeTeam: "Riverside United",
    awayTeam: "Hilltop Athletic",
    date: "2026-12-05",
    time: "14:30",
    venue: "Central Park Field 1",
    venueAddress: null,
    feeCents: 4000,
  };

  test("a changed fee is written in the organization's currency, never assumed to be dollars", () => {
    expect(gameChangeWords(describeGameChanges(game, { ...game, feeCents: 4500 }, "EUR"))).toEqual([
      "fee now €45.00 (was €40.00)",
    ]);
    expect(gameChangeWords(describeGameChanges(game, { ...game, feeCents: 4500 }, "GBP"))).toEqual([
      "fee now £45.00 (was £40.00)",
    ]);
    expect(gameChangeWords(describeGameChanges(game, { ...game, feeCents: 4500 }, "USD"))).toEqual([
      "fee now $45.00 (was $40.00)",
    ]);
  });
});
