/**
 * The pseudo-locale (decision 0062): English catalogs with every letter accented and every word made 40%
 * longer, for checking that layouts survive longer German and French texts and that no English string
 * escaped the catalogs (an unaccented word on a pseudo page was never translated). Development and tests
 * only: `?lang=pseudo` (remembered like a language), refused in production. The compiler applies
 * `pseudoText` to the literal text of each English message (`compiledCatalog("pseudo", …)`).
 */
const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ö",
  u: "ü",
  y: "ý",
  c: "ç",
  n: "ñ",
  s: "š",
  z: "ž",
  A: "Å",
  E: "É",
  I: "Í",
  O: "Ö",
  U: "Ü",
  Y: "Ý",
  C: "Ç",
  N: "Ñ",
  S: "Š",
  Z: "Ž",
};

/** Rich-text tags (`<0>`, `</0>`, `<0/>`) and a plural's `#` stay as they are. */
const KEEP = /(<\/?\d+\/?>)/;

export function pseudoText(text: string): string {
  return text
    .split(KEEP)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\p{L}+/gu, (word) => {
            const accented = [...word].map((letter) => ACCENTED[letter] ?? letter).join("");
            return accented + "ẋ".repeat(Math.ceil(word.length * 0.4));
          }),
    )
    .join("");
}
