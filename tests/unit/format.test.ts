import { describe, expect, test } from "vitest";
import { formatMoney, moneyLocale } from "~/domain/format";

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
