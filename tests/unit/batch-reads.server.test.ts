import { describe, expect, it } from "vitest";
import { batchRead, clampedPage, combineReads, type BatchRead } from "~/server/batch-reads.server";

/** A stand-in statement: `combineReads` only counts and orders them. */
const statement = (name: string) => ({ name }) as unknown as Parameters<typeof batchRead>[0][number];

describe("batch reads", () => {
  it("gives each read the results of its own statements, in order, under its key", () => {
    const count: BatchRead<number> = batchRead([statement("count")], ([rows]) => (rows as { n: number }[])[0]!.n);
    const pair: BatchRead<string> = batchRead(
      [statement("a"), statement("b")],
      ([a, b]) => `${String(a)}+${String(b)}`,
    );
    const combined = combineReads({ count, pair });
    expect(combined.statements).toEqual([{ name: "count" }, { name: "a" }, { name: "b" }]);
    expect(combined.read([[{ n: 7 }], "first", "second"])).toEqual({ count: 7, pair: "first+second" });
  });

  it("shows the page asked for, or the last one past the end, and one page when there is nothing", () => {
    expect(clampedPage(2, 120, 50)).toEqual({ page: 2, pageCount: 3 });
    expect(clampedPage(9, 120, 50)).toEqual({ page: 3, pageCount: 3 });
    expect(clampedPage(3, 0, 50)).toEqual({ page: 1, pageCount: 1 });
  });
});
