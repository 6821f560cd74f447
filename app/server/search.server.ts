/**
 * The one text search behind every list and API filter: a case-insensitive "contains" over one or
 * more columns, with the user's text taken literally (`%`, `_` and `\` match themselves).
 *
 * D1 refuses a LIKE pattern over 50 bytes. A search that fits is a LIKE with an escape character;
 * a longer one is the same test written as `instr(lower(column), lower(text)) > 0`, which has no
 * length limit. SQLite's LIKE folds ASCII case only, and so does `lower()`, so both forms find the
 * same rows.
 */
import { or, sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** D1's documented limit on a LIKE or GLOB pattern, in bytes. */
export const D1_LIKE_PATTERN_MAX_BYTES = 50;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** `%text%` with LIKE's wildcards and the escape character escaped, or null when D1 would refuse it. */
export function containsPattern(text: string): string | null {
  const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return bytes(pattern) <= D1_LIKE_PATTERN_MAX_BYTES ? pattern : null;
}

/** Rows where any of `columns` contains `text`, ignoring ASCII case. */
export function anyColumnContains(columns: readonly SQLWrapper[], text: string): SQL {
  const pattern = containsPattern(text);
  const tests = columns.map((column) =>
    pattern === null ? sql`instr(lower(${column}), lower(${text})) > 0` : sql`${column} LIKE ${pattern} ESCAPE '\\'`,
  );
  return tests.length === 1 ? tests[0]! : or(...tests)!;
}
