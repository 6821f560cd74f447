/**
 * Many rows in one statement: the rows travel as one JSON parameter that the SQL reads with
 * `json_each(?)` (decision 0050). D1 binds at most 100 parameters per statement and runs at most 1,000
 * statements per invocation, so bulk work (publishing a draft of thousands of offers, marking hundreds of
 * payables paid) writes a handful of statements this way instead of one per row.
 */
import { getTableColumns, is, sql, SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { notifications, webhookDeliveries } from "~/db/schema";
import type { Database } from "./db.server";

/** About this many bytes of JSON per parameter: far below D1's 2 MB per value, so every statement stays small. */
const JSON_PARAMETER_BYTES = 256_000;

/** `rows` as JSON arrays of at most about 256 KB each, in order; none when there is no row. */
export function jsonChunks(rows: readonly unknown[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length > 0 && size + json.length > JSON_PARAMETER_BYTES) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(json);
    size += json.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}

/** A row's value in `json_each`'s row: `row.value ->> '$.<key>'`. */
export function field(key: string): SQL {
  return sql.raw(`row.value ->> '$.${key.replaceAll("'", "''")}'`);
}

/**
 * INSERT … SELECT over the rows of one JSON chunk (`jsonChunks`), as a drizzle statement that batches with
 * the rest: `values` gives the SQL of each column set (most often `field(...)`), every other column takes its
 * default; only rows for which `where` holds are written. `row` names the JSON row in both.
 */
export function insertJsonRows<Table extends SQLiteTable>(
  db: Database,
  table: Table,
  chunk: string,
  values: Partial<Record<keyof Table["$inferInsert"], SQL>>,
  where: SQL = sql`true`,
) {
  return insertSelect(db, table, values, sql`json_each(${chunk}) AS row WHERE ${where}`);
}

/**
 * INSERT … SELECT … FROM `from` (a FROM clause and its WHERE), as a drizzle statement that batches with the rest:
 * `values` gives the SQL of each column set, every other column takes its default.
 */
export function insertSelect<Table extends SQLiteTable>(
  db: Database,
  table: Table,
  values: Partial<Record<keyof Table["$inferInsert"], SQL>>,
  from: SQL,
) {
  const given = values as Record<string, SQL | undefined>;
  const columns = Object.entries(getTableColumns(table))
    .filter(([, column]) => column.generated === undefined)
    .map(([key, column]): SQL => {
      if (given[key]) return given[key];
      const fallback = column.default !== undefined ? column.default : column.defaultFn?.();
      if (fallback === undefined || fallback === null) return sql`NULL`;
      if (is(fallback, SQL)) return fallback;
      return sql`${column.mapToDriverValue(fallback)}`;
    });
  return db.insert(table).select(sql`SELECT ${sql.join(columns, sql`, `)} FROM ${from}`);
}

/**
 * One webhook event per JSON row (its `payload`, the envelope as sent) for every enabled endpoint of the
 * organization that subscribes to `event`, as `webhookDeliveryStatement` writes one; only rows for which
 * `where` holds. Columns in table order.
 */
export function webhookEventsFromJson(
  db: Database,
  {
    organizationId,
    event,
    chunk,
    now,
    where = sql`true`,
  }: {
    organizationId: string;
    event: string;
    chunk: string;
    now: Date;
    where?: SQL;
  },
) {
  return db.insert(webhookDeliveries).select(sql`
    SELECT 'whd_' || lower(hex(randomblob(16))), e.id, e.organization_id, ${event}, row.value ->> '$.payload',
           'pending', 0, NULL, NULL, NULL, ${now.getTime()}, NULL
      FROM json_each(${chunk}) AS row CROSS JOIN webhook_endpoints e
     WHERE e.organization_id = ${organizationId} AND e.disabled_at IS NULL
       AND EXISTS (SELECT 1 FROM json_each(e.events) WHERE json_each.value = ${event})
       AND ${where}`);
}

/**
 * Many notices in a few statements (bulk work), as `outboxRowsFromJson` (outbox.server.ts) writes their messages:
 * the rows travel as JSON chunks, one statement each. Every row gives its notice's `id`, `userId`, `title` and
 * `message`; `organizationId`, `priority`, `actionLabel` and `link` are each row's own unless given here for all
 * of them; `type`, `actionRequired` and the moment `at` are the same for all (left out: the column's default).
 * Only rows for which `onlyIf` holds over `row.value` are written. Extra fields of a row are for `onlyIf`.
 */
export function notificationsFromJson(
  db: Database,
  {
    rows,
    type,
    organizationId,
    priority,
    actionRequired,
    actionLabel,
    link,
    at,
    onlyIf,
  }: {
    rows: readonly { id: string; userId: string; title: string; message: string }[];
    type: string;
    organizationId?: string;
    priority?: string;
    actionRequired?: true | SQL;
    actionLabel?: SQL;
    link?: string;
    at?: number;
    onlyIf?: SQL;
  },
) {
  const forAll = (value: string | undefined, key: string) => (value === undefined ? field(key) : sql`${value}`);
  return jsonChunks(rows).map((chunk) =>
    insertJsonRows(
      db,
      notifications,
      chunk,
      {
        id: field("id"),
        userId: field("userId"),
        organizationId: forAll(organizationId, "organizationId"),
        type: sql`${type}`,
        priority: forAll(priority, "priority"),
        title: field("title"),
        message: field("message"),
        ...(actionRequired === undefined ? {} : { actionRequired: actionRequired === true ? sql`1` : actionRequired }),
        actionLabel: actionLabel ?? field("actionLabel"),
        link: forAll(link, "link"),
        ...(at === undefined ? {} : { createdAt: sql`${at}` }),
      },
      onlyIf,
    ),
  );
}
