/**
 * The D1 binding, measured (decision 0049): every call that reaches D1 through it is counted for the
 * request or invocation that made the wrapper, and, when asked, refused if it breaks one of D1's
 * documented limits that local D1 does not enforce. drizzle's d1 driver calls `prepare(sql)`, then
 * `bind(...params)` and one of `all/raw/run/first`, or hands bound statements to `batch`; those (and
 * `exec`, `withSession`, `dump`) are what is wrapped here.
 */

/** What one request or invocation asked of D1 so far. */
export interface D1Usage {
  /** Statements sent: each `first/all/run/raw`, each statement of a `batch`, each statement `exec` ran. */
  statements: number;
  /** Calls that went to D1 and back: each `first/all/run/raw`, each `batch`, each `exec`. */
  roundTrips: number;
  /** Round trips that started while no other was in flight: the ones the request waited for in turn. */
  sequentialRoundTrips: number;
  /** Wall time with at least one round trip in flight (parallel round trips count once), in ms. */
  waitMs: number;
  /** The round trips' own durations added up (parallel ones each count), in ms. */
  roundTripMs: number;
}

/** D1's documented limits that a statement is checked against when enforcement is on. */
export const D1_LIMITS = {
  boundParametersPerStatement: 100,
  /** Bytes of SQL text (UTF-8) in one statement. */
  statementBytes: 100_000,
  /** Queries per Worker invocation on the Workers Paid plan (the Free plan allows 50). */
  statementsPerInvocation: 1_000,
  // The 50-byte cap on a LIKE or GLOB pattern cannot be checked from here: the pattern is often a bound
  // parameter whose role only SQLite's parser knows. Local D1 already enforces it ("LIKE or GLOB pattern
  // too complex"), and `anyColumnContains` keeps user text under it (decision 0046).
} as const;

/** A call refused because it breaks one of D1's limits (only raised when enforcement is on). */
export class D1LimitError extends Error {
  constructor(
    readonly limit: keyof typeof D1_LIMITS,
    message: string,
  ) {
    super(message);
    this.name = "D1LimitError";
  }
}

export interface MeasuredD1 {
  /** Use this wherever the `DB` binding would be used: it counts, and checks limits when asked. */
  binding: D1Database;
  /** A snapshot of what went to D1 through `binding` so far. */
  usage(): D1Usage;
}

interface StatementShape {
  sql: string;
  /** Bound parameters; null when the statement was not prepared through the wrapper and cannot be seen. */
  parameters: number | null;
}

const encoder = new TextEncoder();

function sqlHead(sql: string): string {
  const flat = sql.replace(/\s+/g, " ").trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

class Meter {
  private readonly counted: D1Usage = {
    statements: 0,
    roundTrips: 0,
    sequentialRoundTrips: 0,
    waitMs: 0,
    roundTripMs: 0,
  };
  private inFlight = 0;
  private busySince = 0;

  constructor(
    private readonly enforceLimits: boolean,
    private readonly now: () => number,
    private readonly addedLatencyMs: number,
  ) {}

  usage(): D1Usage {
    const busy = this.inFlight > 0 ? this.now() - this.busySince : 0;
    return { ...this.counted, waitMs: this.counted.waitMs + busy };
  }

  private check(statements: readonly StatementShape[]): void {
    for (const { sql, parameters } of statements) {
      if (parameters !== null && parameters > D1_LIMITS.boundParametersPerStatement) {
        throw new D1LimitError(
          "boundParametersPerStatement",
          `D1 limit: a statement binds ${parameters} parameters; D1 allows at most ${D1_LIMITS.boundParametersPerStatement} (${sqlHead(sql)})`,
        );
      }
      // A character is at most 3 UTF-8 bytes in a JavaScript string's code units: short text needs no encoding.
      const bytes = sql.length * 3 > D1_LIMITS.statementBytes ? encoder.encode(sql).length : 0;
      if (bytes > D1_LIMITS.statementBytes) {
        throw new D1LimitError(
          "statementBytes",
          `D1 limit: a statement is ${bytes} bytes of SQL; D1 allows at most ${D1_LIMITS.statementBytes} (${sqlHead(sql)})`,
        );
      }
    }
    const total = this.counted.statements + statements.length;
    if (total > D1_LIMITS.statementsPerInvocation) {
      throw new D1LimitError(
        "statementsPerInvocation",
        `D1 limit: this invocation would run ${total} statements; D1 allows at most ${D1_LIMITS.statementsPerInvocation} per Worker invocation`,
      );
    }
  }

  /** Sends one round trip carrying `statements`, counting it; rejects before sending when it breaks a limit. */
  async roundTrip<T>(statements: readonly StatementShape[], send: () => Promise<T>): Promise<T> {
    if (this.enforceLimits) this.check(statements);
    this.counted.statements += statements.length;
    this.counted.roundTrips += 1;
    if (this.inFlight === 0) {
      this.counted.sequentialRoundTrips += 1;
      this.busySince = this.now();
    }
    this.inFlight += 1;
    const started = this.now();
    try {
      const result = await send();
      // A reader far from the database waits longer for every answer (benchmarks only).
      if (this.addedLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.addedLatencyMs));
      return result;
    } finally {
      const ended = this.now();
      this.inFlight -= 1;
      this.counted.roundTripMs += ended - started;
      if (this.inFlight === 0) this.counted.waitMs += ended - this.busySince;
    }
  }

  /** `exec` reports how many statements it ran only afterwards: one is counted up front, the rest after. */
  addStatements(count: number): void {
    this.counted.statements += count;
  }
}

class MeasuredStatement implements D1PreparedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly shape: StatementShape,
    private readonly meter: Meter,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new MeasuredStatement(
      this.inner.bind(...values),
      { sql: this.shape.sql, parameters: values.length },
      this.meter,
    );
  }

  first<T = unknown>(colName: string): Promise<T | null>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  first<T>(colName?: string): Promise<T | null> {
    return this.meter.roundTrip([this.shape], () =>
      colName === undefined ? this.inner.first<T>() : this.inner.first<T>(colName),
    );
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.meter.roundTrip([this.shape], () => this.inner.run<T>());
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.meter.roundTrip([this.shape], () => this.inner.all<T>());
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<[string[], ...T[]] | T[]> {
    return options?.columnNames
      ? this.meter.roundTrip([this.shape], () => this.inner.raw<T>({ columnNames: true }))
      : this.meter.roundTrip([this.shape], () => this.inner.raw<T>());
  }
}

/** The statements as D1 itself must receive them (its `batch` reads its own statements' fields). */
function unwrap(statements: D1PreparedStatement[]): { inner: D1PreparedStatement[]; shapes: StatementShape[] } {
  return {
    inner: statements.map((statement) => (statement instanceof MeasuredStatement ? statement.inner : statement)),
    shapes: statements.map((statement) =>
      statement instanceof MeasuredStatement ? statement.shape : { sql: "", parameters: null },
    ),
  };
}

class MeasuredSession implements D1DatabaseSession {
  constructor(
    private readonly inner: D1DatabaseSession,
    private readonly meter: Meter,
  ) {}

  prepare(query: string): D1PreparedStatement {
    return new MeasuredStatement(this.inner.prepare(query), { sql: query, parameters: 0 }, this.meter);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const { inner, shapes } = unwrap(statements);
    return this.meter.roundTrip(shapes, () => this.inner.batch<T>(inner));
  }

  getBookmark(): D1SessionBookmark | null {
    return this.inner.getBookmark();
  }
}

class MeasuredDatabase implements D1Database {
  constructor(
    private readonly inner: D1Database,
    private readonly meter: Meter,
  ) {}

  prepare(query: string): D1PreparedStatement {
    return new MeasuredStatement(this.inner.prepare(query), { sql: query, parameters: 0 }, this.meter);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const { inner, shapes } = unwrap(statements);
    return this.meter.roundTrip(shapes, () => this.inner.batch<T>(inner));
  }

  // The per-statement checks do not apply: `exec` takes several statements in one text, unsplit here.
  async exec(query: string): Promise<D1ExecResult> {
    const result = await this.meter.roundTrip([{ sql: "", parameters: null }], () => this.inner.exec(query));
    this.meter.addStatements(Math.max(0, result.count - 1));
    return result;
  }

  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return new MeasuredSession(this.inner.withSession(constraintOrBookmark), this.meter);
  }

  /** @deprecated D1's own `dump`, for alpha databases only; a round trip without statements. */
  dump(): Promise<ArrayBuffer> {
    return this.meter.roundTrip([], () => this.inner.dump());
  }
}

/**
 * A measuring wrapper around the `DB` binding, made once per request or invocation (the Worker's
 * `fetch` and `scheduled`); `enforceLimits` (the `D1_ENFORCE_LIMITS` var, on in the integration tests)
 * makes a call that breaks one of `D1_LIMITS` reject with a `D1LimitError` before anything is sent;
 * `addedLatencyMs` (the `D1_ADDED_LATENCY_MS` var, for benchmarks) delays every answer by that much.
 */
export function measureD1(
  d1: D1Database,
  {
    enforceLimits = false,
    addedLatencyMs = 0,
    now = () => performance.now(),
  }: { enforceLimits?: boolean; addedLatencyMs?: number; now?: () => number } = {},
): MeasuredD1 {
  const meter = new Meter(enforceLimits, now, addedLatencyMs);
  return { binding: new MeasuredDatabase(d1, meter), usage: () => meter.usage() };
}
