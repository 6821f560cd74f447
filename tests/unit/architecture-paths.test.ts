/**
 * ARCHITECTURE.md stays true (issue 33): every repository path it names in backticks exists, so a rename that
 * forgets the map fails here. Placeholders (`<area>`), globs and paths with "…" are descriptions, not paths.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const ROOTS = ["app/", "tests/", "scripts/", "workers/", "migrations/", "public/", "docs/"];

function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const path = code!.trim();
    if (!ROOTS.some((root) => path.startsWith(root))) continue;
    if (/[<>*…{}\s]/.test(path)) continue;
    paths.add(path.replace(/:\d+$/, ""));
  }
  return [...paths];
}

describe("ARCHITECTURE.md", () => {
  const markdown = readFileSync(resolve(ROOT, "ARCHITECTURE.md"), "utf8");
  const paths = namedPaths(markdown);

  it("names many paths (the check reads the map)", () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it("names only paths that exist", () => {
    expect(paths.filter((path) => !existsSync(resolve(ROOT, path)))).toEqual([]);
  });
});
