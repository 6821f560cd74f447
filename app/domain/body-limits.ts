/**
 * How much a request body may hold (issue 18, decision 0055): the one place of the caps. The Worker
 * enforces them (`app/server/body-limits.server.ts`); the API reference states them.
 */

const MB = 1024 * 1024;

/** The cap on every request body but the imports'. */
export const BODY_LIMIT_BYTES = 1 * MB;
/** The cap on a season import: the 5 MB CSV (IMPORT_MAX_BYTES) with room for a form's other fields. */
export const IMPORT_BODY_LIMIT_BYTES = 6 * MB;

/** "1 MB", "6 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}
