/**
 * Every pair of theme tokens a page puts text on, in both themes, meets WCAG AA (issue 31): read from the
 * token table itself (app/styles/app.css), so a changed colour is checked the moment it is changed. The
 * dark theme once kept the light theme's dark warning text on its dark surfaces, unreadable in Open Games.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./fixtures/app-sources";

const CSS = readFileSync(path.resolve(import.meta.dirname, "../../app/styles/app.css"), "utf8");
const APP = path.resolve(import.meta.dirname, "../../app");

type Rgb = readonly [number, number, number];

/** The custom properties of one theme block, `:root` or `.dark`, as written. */
function themeBlock(selector: string): Map<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`app.css has no ${selector} block`);
  const body = CSS.slice(start, CSS.indexOf("\n}", start));
  return new Map([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

function hex(value: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(value);
  if (!match) throw new Error(`not a #rrggbb colour: ${value}`);
  const n = Number.parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as unknown as Rgb;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** sRGB to OKLab and back (Björn Ottosson's matrices), for `color-mix(in oklab, …)`. */
function toOklab([r, g, b]: Rgb): Rgb {
  const [lr, lg, lb] = [r, g, b].map(toLinear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((c) => Math.min(1, Math.max(0, fromLinear(c)))) as unknown as Rgb;
}

/** A token's colour: a hex value, `var(--other)`, or `color-mix(in oklab, var(--x) P%, black|white)`. */
function resolve(theme: Map<string, string>, name: string): Rgb {
  const value = theme.get(name);
  if (value === undefined) throw new Error(`no --${name} in this theme`);
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  if (reference) return resolve(theme, reference[1]!);
  const mix = /^color-mix\(in oklab, var\(--([\w-]+)\) (\d+)%, (black|white)\)$/.exec(value);
  if (mix) {
    const share = Number(mix[2]) / 100;
    const base = toOklab(resolve(theme, mix[1]!));
    const other = toOklab(mix[3] === "black" ? [0, 0, 0] : [1, 1, 1]);
    return fromOklab(base.map((c, i) => c * share + other[i]! * (1 - share)) as unknown as Rgb);
  }
  return hex(value);
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The page surfaces text sits on. */
const SURFACES = ["background", "card", "popover", "muted", "accent"];
/** Tokens used as text (or text-sized icons) straight on those surfaces: `text-<token>` without a `bg-<token>`. */
const TEXT_ON_SURFACES = [
  "foreground",
  "card-foreground",
  "popover-foreground",
  "muted-foreground",
  "accent-foreground",
  "primary",
  "destructive",
  "success",
  "info",
  "warning-text",
];
/** Filled tokens: `<token>-foreground` goes on `bg-<token>`, and on its hover shade where one exists. */
const FILLED = ["primary", "secondary", "destructive", "success", "warning", "info"];
/** Non-text contrast (WCAG 1.4.11): form borders and the focus ring against the surfaces. */
const NON_TEXT = ["input", "ring"];

const THEMES = [
  ["light", themeBlock(":root")],
  ["dark", themeBlock(".dark")],
] as const;

describe.each(THEMES)("the %s theme", (_name, theme) => {
  it.each(TEXT_ON_SURFACES.flatMap((text) => SURFACES.map((surface) => [text, surface])))(
    "%s on %s meets 4.5:1",
    (text, surface) => {
      expect(contrast(resolve(theme, text), resolve(theme, surface))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(
    FILLED.flatMap((token) =>
      [token, `${token}-hover`].filter((fill) => theme.has(fill)).map((fill) => [`${token}-foreground`, fill]),
    ),
  )("%s on %s meets 4.5:1", (text, fill) => {
    expect(contrast(resolve(theme, text), resolve(theme, fill))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT.flatMap((token) => SURFACES.map((surface) => [token, surface])))(
    "%s on %s meets 3:1",
    (token, surface) => {
      expect(contrast(resolve(theme, token), resolve(theme, surface))).toBeGreaterThanOrEqual(3);
    },
  );
});

describe("the token table's pairs are the ones the markup uses", () => {
  const sources = sourceFiles(APP).map((file) => ({ file, text: readFileSync(file, "utf8") }));

  it("every text-<token> class names a token checked on the surfaces, or a filled token's foreground", () => {
    const used = new Set(sources.flatMap(({ text }) => [...text.matchAll(/\btext-([a-z-]+)\b/g)].map((m) => m[1]!)));
    const tokens = new Set(THEMES[0][1].keys());
    const unchecked = [...used].filter(
      (name) =>
        tokens.has(name) &&
        !TEXT_ON_SURFACES.includes(name) &&
        !FILLED.some((token) => name === `${token}-foreground` || name === token),
    );
    expect(unchecked).toEqual([]);
  });

  it("a filled token's foreground is only written beside its fill", () => {
    const strays = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/(["'`])([^"'`\n]*?)\1/g)]
        .map((match) => match[2]!)
        .flatMap((classes) =>
          FILLED.filter(
            (token) =>
              new RegExp(`(^|\\s)text-${token}-foreground(\\s|$)`).test(classes) &&
              !new RegExp(`(^|[\\s:])bg-${token}(-hover)?(\\s|$)`).test(classes) &&
              // The fill sits on an ancestor: a variant styled from its group (the toast), or a transparent
              // button inside a filled section (the call to action).
              !/group-data-\[variant=|(^|\s)bg-transparent(\s|$)/.test(classes),
          ).map((token) => `${path.relative(APP, file)}: text-${token}-foreground without bg-${token}`),
        ),
    );
    expect(strays).toEqual([]);
  });
});
