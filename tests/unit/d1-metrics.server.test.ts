import { describe, expect, it } from "vitest";
import { D1LimitError, measureD1 } from "~/server/d1-metrics.server";

/** What the fake binding was asked to run, in order. */
interface Sent {
  kind: "all" | "run" | "first" | "raw" | "batch" | "exec";
  sql: string[];
  params: unknown[][];
}

/** A clock the test moves by hand, and a D1 whose every round trip ends when the test says so. */
function fakeD1() {
  let time = 0;
  const sent: Sent[] = [];
  const pending: (() => void)[] = [];
  const result = <T>(): D1Result<T> => ({
    success: true,
    results: [],
    meta: { duration: 0, size_after: 0, rows_read: 0, rows_written: 0, last_row_id: 0, changed_db: false, changes: 0 },
  });
  // Each round trip waits for `finishNext`, so tests decide what overlaps.
  const roundTrip = <T>(entry: Sent, value: T): Promise<T> => {
    sent.push(entry);
    return new Promise<T>((resolve) => pending.push(() => resolve(value)));
  };

  class FakeStatement implements D1PreparedStatement {
    constructor(
      readonly sql: string,
      readonly params: unknown[] = [],
    ) {}
    bind(...values: unknown[]): D1PreparedStatement {
      return new FakeStatement(this.sql, values);
    }
    first<T = unknown>(colName: string): Promise<T | null>;
    first<T = Record<string, unknown>>(): Promise<T | null>;
    first<T>(): Promise<T | null> {
      return roundTrip<T | null>({ kind: "first", sql: [this.sql], params: [this.params] }, null);
    }
    run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
      return roundTrip({ kind: "run", sql: [this.sql], params: [this.params] }, result<T>());
    }
    all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
      return roundTrip({ kind: "all", sql: [this.sql], params: [this.params] }, result<T>());
    }
    raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
    raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
    raw<T = unknown[]>(): Promise<T[]> {
      return roundTrip<T[]>({ kind: "raw", sql: [this.sql], params: [this.params] }, []);
    }
  }

  const binding: D1Database = {
    prepare: (query) => new FakeStatement(query),
    batch: <T>(statements: D1PreparedStatement[]) => {
      // Like D1's own batch, it reads its own statements' fields: a wrapper must hand it the originals.
      const own = statements.map((statement) => {
        if (!(statement instanceof FakeStatement)) throw new TypeError("not a D1 statement");
        return statement;
      });
      return roundTrip(
        { kind: "batch", sql: own.map((statement) => statement.sql), params: own.map((statement) => statement.params) },
        own.map(() => result<T>()),
      );
    },
    exec: (query) =>
      roundTrip({ kind: "exec", sql: [query], params: [] }, { count: query.split(";").length, duration: 0 }),
    withSession: () => ({
      prepare: (query) => new FakeStatement(query),
      batch: <T>(statements: D1PreparedStatement[]) => binding.batch<T>(statements),
      getBookmark: () => "bookmark-1",
    }),
    dump: () => Promise.resolve(new ArrayBuffer(0)),
  };

  return {
    binding,
    sent,
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    /** Ends the oldest round trip still in flight, then lets the wrapper see it end. */
    finishNext: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function measured(enforceLimits = false) {
  const fake = fakeD1();
  const d1 = measureD1(fake.binding, { enforceLimits, now: fake.now });
  return { ...fake, d1: d1.binding, usage: d1.usage };
}

describe("measureD1", () => {
  it("counts each first/all/run/raw as one statement in one round trip, and passes the bound values on", async () => {
    const { d1, sent, usage, finishNext } = measured();
    const calls = [
      d1.prepare("SELECT 1").all(),
      d1.prepare("SELECT ?").bind(7).first(),
      d1.prepare("UPDATE t SET a = ?").bind("x").run(),
      d1.prepare("SELECT ?, ?").bind(1, 2).raw(),
    ];
    for (const _ of calls) await finishNext();
    await Promise.all(calls);
    expect(sent.map((entry) => entry.kind)).toEqual(["all", "first", "run", "raw"]);
    expect(sent.map((entry) => entry.params[0])).toEqual([[], [7], ["x"], [1, 2]]);
    expect(usage()).toMatchObject({ statements: 4, roundTrips: 4 });
  });

  it("counts a batch as one round trip of all its statements, sent to D1 as D1's own statements", async () => {
    const { d1, sent, usage, finishNext } = measured();
    const batch = d1.batch([d1.prepare("SELECT ?").bind(1), d1.prepare("SELECT 2"), d1.prepare("SELECT 3")]);
    await finishNext();
    await expect(batch).resolves.toHaveLength(3);
    expect(sent).toEqual([{ kind: "batch", sql: ["SELECT ?", "SELECT 2", "SELECT 3"], params: [[1], [], []] }]);
    expect(usage()).toMatchObject({ statements: 3, roundTrips: 1, sequentialRoundTrips: 1 });
  });

  it("counts exec as one round trip of the statements D1 says it ran", async () => {
    const { d1, usage, finishNext } = measured();
    const exec = d1.exec("CREATE TABLE a (x); CREATE TABLE b (y)");
    await finishNext();
    await exec;
    expect(usage()).toMatchObject({ statements: 2, roundTrips: 1 });
  });

  it("measures a session's statements and batches with the same counts, and keeps its bookmark", async () => {
    const { d1, usage, finishNext } = measured();
    const session = d1.withSession("first-primary");
    const one = session.prepare("SELECT 1").all();
    await finishNext();
    await one;
    const batch = session.batch([session.prepare("SELECT 2"), session.prepare("SELECT 3")]);
    await finishNext();
    await batch;
    expect(session.getBookmark()).toBe("bookmark-1");
    expect(usage()).toMatchObject({ statements: 3, roundTrips: 2, sequentialRoundTrips: 2 });
  });

  it("counts round trips one after another as sequential, and adds up their time", async () => {
    const { d1, usage, advance, finishNext } = measured();
    for (const ms of [10, 30]) {
      const call = d1.prepare("SELECT 1").all();
      advance(ms);
      await finishNext();
      await call;
    }
    expect(usage()).toEqual({ statements: 2, roundTrips: 2, sequentialRoundTrips: 2, waitMs: 40, roundTripMs: 40 });
  });

  it("counts round trips in parallel as one sequential step, and their overlap once in the wait", async () => {
    const { d1, usage, advance, finishNext } = measured();
    const first = d1.prepare("SELECT 1").all();
    advance(10);
    const second = d1.prepare("SELECT 2").all();
    advance(20);
    await finishNext(); // the first ends at 30 ms, the second is still in flight
    expect(usage()).toMatchObject({ roundTrips: 2, sequentialRoundTrips: 1, roundTripMs: 30, waitMs: 30 });
    advance(5);
    await finishNext(); // the second ends at 35 ms, after 25 ms of its own
    await Promise.all([first, second]);
    expect(usage()).toEqual({ statements: 2, roundTrips: 2, sequentialRoundTrips: 1, waitMs: 35, roundTripMs: 55 });
    // A round trip after both ended is the next step in sequence.
    const third = d1.prepare("SELECT 3").all();
    await finishNext();
    await third;
    expect(usage().sequentialRoundTrips).toBe(2);
  });

  it("holds every answer back by the added latency, and counts that wait as time in D1", async () => {
    const fake = fakeD1();
    const { binding, usage } = measureD1(fake.binding, { addedLatencyMs: 30 });
    let answered = false;
    const call = binding
      .prepare("SELECT 1")
      .all()
      .then(() => {
        answered = true;
      });
    await fake.finishNext();
    expect(answered).toBe(false);
    await call;
    expect(answered).toBe(true);
    expect(usage().waitMs).toBeGreaterThanOrEqual(25);
  });

  it("lets anything through when enforcement is off", async () => {
    const { d1, sent, finishNext } = measured(false);
    const call = d1
      .prepare("SELECT 1")
      .bind(...Array.from({ length: 101 }, (_, index) => index))
      .all();
    await finishNext();
    await call;
    expect(sent).toHaveLength(1);
  });
});

describe("measureD1 with D1's limits enforced", () => {
  const values = (count: number) => Array.from({ length: count }, (_, index) => index);

  it("refuses a statement binding more than 100 parameters, naming the limit, and sends nothing", async () => {
    const { d1, sent, usage, finishNext } = measured(true);
    const at = d1
      .prepare("SELECT ?")
      .bind(...values(100))
      .all();
    await finishNext();
    await expect(at).resolves.toBeDefined();
    const over = d1
      .prepare("SELECT * FROM games WHERE id IN (…)")
      .bind(...values(101))
      .all();
    await expect(over).rejects.toThrow(D1LimitError);
    await expect(over).rejects.toThrow(
      "D1 limit: a statement binds 101 parameters; D1 allows at most 100 (SELECT * FROM games WHERE id IN (…))",
    );
    await expect(over).rejects.toMatchObject({ limit: "boundParametersPerStatement" });
    expect(sent).toHaveLength(1);
    expect(usage()).toMatchObject({ statements: 1, roundTrips: 1 });
  });

  it("refuses a whole batch when one of its statements binds more than 100 parameters", async () => {
    const { d1, sent } = measured(true);
    const batch = d1.batch([d1.prepare("SELECT 1"), d1.prepare("DELETE FROM t WHERE id IN (…)").bind(...values(150))]);
    await expect(batch).rejects.toMatchObject({ limit: "boundParametersPerStatement" });
    await expect(batch).rejects.toThrow("binds 150 parameters");
    expect(sent).toHaveLength(0);
  });

  it("refuses a statement over 100,000 bytes of SQL, counted in UTF-8", async () => {
    const { d1, sent, finishNext } = measured(true);
    // 40,000 characters of 3 bytes each: short in characters, long in bytes.
    const wide = d1.prepare(`SELECT '${"€".repeat(40_000)}'`).all();
    await expect(wide).rejects.toThrow(/^D1 limit: a statement is 120009 bytes of SQL; D1 allows at most 100000/);
    await expect(wide).rejects.toMatchObject({ limit: "statementBytes" });
    const fits = d1.prepare(`SELECT '${"a".repeat(99_000)}'`).run();
    await finishNext();
    await expect(fits).resolves.toBeDefined();
    expect(sent).toHaveLength(1);
  });

  it("refuses the statement that would be the 1,001st of the invocation, batches counted statement by statement", async () => {
    const { d1, usage, finishNext } = measured(true);
    const batch = d1.batch(Array.from({ length: 999 }, () => d1.prepare("SELECT 1")));
    await finishNext();
    await batch;
    const thousandth = d1.prepare("SELECT 1").first();
    await finishNext();
    await thousandth;
    expect(usage().statements).toBe(1_000);
    const over = d1.prepare("SELECT 1").first();
    await expect(over).rejects.toThrow(
      "D1 limit: this invocation would run 1001 statements; D1 allows at most 1000 per Worker invocation",
    );
    await expect(over).rejects.toMatchObject({ limit: "statementsPerInvocation" });
    await expect(d1.batch([d1.prepare("SELECT 1"), d1.prepare("SELECT 2")])).rejects.toThrow("1002 statements");
    expect(usage()).toMatchObject({ statements: 1_000, roundTrips: 2 });
  });
});
