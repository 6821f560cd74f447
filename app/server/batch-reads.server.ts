/**
 * A page's reads in one round trip (decision 0052). A server module describes a read as its statements
 * (drizzle queries, not yet run) and how to turn their rows into the value the page wants; a loader hands
 * all of its reads to `readAll`, which sends every statement in one `db.batch` and gives back each value.
 *
 * One thing to keep in mind when writing a statement for a batch: D1 answers a batch's rows as objects
 * keyed by column name, so two result columns of one statement must not share a name (`games.id` and
 * `users.id` in one select would overwrite each other). Select the columns you need, or alias them.
 */
import { sql, type SQLWrapper } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./db.server";

type Statement = BatchItem<"sqlite">;

/** Statements for one batch and how their results make a value. */
export interface BatchRead<T> {
  readonly statements: readonly Statement[];
  readonly read: (results: readonly unknown[]) => T;
}

/** A read of `statements`, whose results `read` receives in the same order and fully typed. */
export function batchRead<const Q extends readonly [Statement, ...Statement[]], T>(
  statements: Q,
  read: (results: BatchResponse<Q>) => T,
): BatchRead<T> {
  return { statements, read: (results) => read(results as BatchResponse<Q>) };
}

/** A value that needs no statement (a section the member may not see, decision 0064): adds nothing to the batch. */
export function noRead<T>(value: T): BatchRead<T> {
  return { statements: [], read: () => value };
}

/** One statement's rows as they come. */
export function rowsRead<const S extends Statement>(statement: S): BatchRead<BatchResponse<[S]>[0]> {
  return batchRead([statement], ([rows]) => rows);
}

type Values<R extends Record<string, BatchRead<unknown>>> = {
  [K in keyof R]: R[K] extends BatchRead<infer T> ? T : never;
};

/** Several reads as one: their statements one after another, their values under the same keys. */
export function combineReads<R extends Record<string, BatchRead<unknown>>>(reads: R): BatchRead<Values<R>> {
  const entries = Object.entries(reads);
  return {
    statements: entries.flatMap(([, entry]) => entry.statements),
    read: (results) => {
      const values: Record<string, unknown> = {};
      let offset = 0;
      for (const [key, entry] of entries) {
        values[key] = entry.read(results.slice(offset, offset + entry.statements.length));
        offset += entry.statements.length;
      }
      return values as Values<R>;
    },
  };
}

/** A read whose value is `read`'s value passed through `change`. */
export function mapRead<T, U>(read: BatchRead<T>, change: (value: T) => U): BatchRead<U> {
  return { statements: read.statements, read: (results) => change(read.read(results)) };
}

/** Runs every read's statements in one `db.batch` (one round trip) and returns each read's value. */
export async function readAll<R extends Record<string, BatchRead<unknown>>>(
  db: Database,
  reads: R,
): Promise<Values<R>> {
  return readOne(db, combineReads(reads));
}

/** One read on its own: one round trip. */
export async function readOne<T>(db: Database, read: BatchRead<T>): Promise<T> {
  const [first, ...rest] = read.statements;
  return read.read(first ? await db.batch([first, ...rest]) : []);
}

/**
 * The row offset of page `page` (from 1) of `pageSize` rows, clamped in SQL to the last page that `total`
 * (a one-value count subquery) allows: a page past the end shows the last one, and the page's rows need
 * no count read first. Use it as the statement's `offset`; work out the page number from the same count.
 */
export function clampedPageOffset(total: SQLWrapper, page: number, pageSize: number): number {
  // drizzle types `offset` as a number; an SQL expression is written into the statement all the same.
  // D1 binds a JavaScript number as a real, and LIMIT and OFFSET take integers only: the page size (the
  // code's constant) is written into the statement, so the page count is an integer division.
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`A page size is a positive integer: ${pageSize}`);
  // The first page starts at the first row whatever the count: the statement need not count again.
  if (page < 2) return 0;
  const size = sql.raw(String(pageSize));
  const pages = sql`max(1, ((${total}) + ${size} - 1) / ${size})`;
  return sql`(min(cast(${Math.max(1, Math.floor(page))} as integer), ${pages}) - 1) * ${size}` as unknown as number;
}

/** The page shown for `requested` (from 1) when `total` rows make pages of `pageSize`: as `clampedPageOffset`. */
export function clampedPage(requested: number, total: number, pageSize: number): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page: Math.min(Math.max(1, requested), pageCount), pageCount };
}
