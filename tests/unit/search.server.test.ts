import { describe, expect, it } from "vitest";
import { containsPattern, D1_LIKE_PATTERN_MAX_BYTES } from "~/server/search.server";

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe("containsPattern", () => {
  it("wraps the text in % and takes LIKE's wildcards and the escape character literally", () => {
    expect(containsPattern("Kezar")).toBe("%Kezar%");
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("Turf_A")).toBe("%Turf\\_A%");
    expect(containsPattern("C:\\fields")).toBe("%C:\\\\fields%");
    expect(containsPattern("%_\\")).toBe("%\\%\\_\\\\%");
  });

  it("keeps the pattern within D1's 50 bytes, counting the escapes and the two %", () => {
    expect(D1_LIKE_PATTERN_MAX_BYTES).toBe(50);
    const longest = "a".repeat(48);
    expect(containsPattern(longest)).toBe(`%${longest}%`);
    expect(bytes(containsPattern(longest)!)).toBe(50);
    expect(containsPattern("a".repeat(49))).toBeNull();
    // Escapes count: 24 wildcards are 48 bytes escaped, 50 with the %; one more is too many.
    expect(containsPattern("%".repeat(24))).not.toBeNull();
    expect(containsPattern("%".repeat(25))).toBeNull();
    // A 60-character search never reaches LIKE.
    expect(containsPattern("x".repeat(60))).toBeNull();
  });

  it("counts UTF-8 bytes, not characters", () => {
    // "é" is two bytes: 24 of them are 48 bytes, 50 with the %; 25 characters are too many bytes.
    expect(containsPattern("é".repeat(24))).toBe(`%${"é".repeat(24)}%`);
    expect(containsPattern("é".repeat(25))).toBeNull();
    // An emoji is four bytes: 12 fit (48 + 2), 13 do not, though 13 characters is far under 50.
    expect(containsPattern("🥅".repeat(12))).not.toBeNull();
    expect(containsPattern("🥅".repeat(13))).toBeNull();
  });
});
