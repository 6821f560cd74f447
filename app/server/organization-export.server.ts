/**
 * An organization's export (issue 18, decision 0058): every table of the league as one CSV each, in one
 * ZIP streamed into the response. At association scale (20,000 games, 60,000 assignments) each table is
 * read in keyset pages of EXPORT_PAGE_ROWS (one bound value for the organization, one for the last key),
 * so a whole export is a few dozen statements, and only one page is held in memory at a time: the ZIP is
 * deflated as the pages arrive and handed to the client as the client reads (a pull stream).
 *
 * What is left out, on purpose: secrets and what stands for them (password hashes, API key and token
 * hashes, webhook signing secrets, invite token hashes, the invite code), message bodies (they hold
 * one-time links), and each person's own data that is not the league's (availability, certifications,
 * settings: the person's own export has them). Tax ids are masked to their last four characters.
 */
import { Zip, ZipDeflate } from "fflate";
import { csvCell } from "~/domain/csv";
import type { Database } from "./db.server";

/** Rows per statement: ~20 columns of short text, a few MB of CSV at most in memory. */
export const EXPORT_PAGE_ROWS = 5_000;

type Kind = "text" | "instant" | "bool";

interface Column {
  header: string;
  /** A SQL expression over the table's alias. */
  sql: string;
  kind?: Kind;
}

export interface ExportTable {
  /** The file's name in the ZIP, without `.csv`. */
  file: string;
  /** FROM … (with joins); `?1` is the organization's id. */
  from: string;
  where: string;
  /** A unique, indexed expression the pages follow. */
  key: string;
  columns: Column[];
}

const instant = (header: string, sql: string): Column => ({ header, sql, kind: "instant" });
const bool = (header: string, sql: string): Column => ({ header, sql, kind: "bool" });
const plain = (alias: string, ...names: string[]): Column[] =>
  names.map((name) => ({ header: name, sql: `${alias}.${name}` }));
const masked = (header: string, sql: string): Column => ({
  header,
  sql: `CASE WHEN ${sql} IS NULL OR ${sql} = '' THEN NULL ELSE '****' || substr(${sql}, -4) END`,
});

/** Every table holding the league's rows, in the order the ZIP lists them. */
export const EXPORT_TABLES: ExportTable[] = [
  {
    file: "organization",
    from: "organizations o",
    where: "o.id = ?1",
    key: "o.id",
    columns: [
      ...plain("o", "id", "name", "slug", "time_zone", "currency"),
      ...plain("o", "fee_professional_cents", "fee_semi_pro_cents", "fee_amateur_cents", "fee_youth_cents"),
      ...plain("o", "travel_buffer_minutes", "max_games_per_day", "conflict_rules", "scheduling_settings", "plan"),
      ...plain(
        "o",
        "assignment_policy",
        "mileage_rate_cents",
        "mileage_unit",
        "mileage_free_distance",
        "mileage_paid_to",
      ),
      instant("plan_started_at", "o.plan_started_at"),
      ...plain("o", "legal_name"),
      masked("tax_id", "o.tax_id"),
      ...plain("o", "mailing_address"),
      instant("deletion_due_at", "o.deletion_due_at"),
      instant("created_at", "o.created_at"),
      instant("updated_at", "o.updated_at"),
    ],
  },
  {
    file: "members",
    // The league's computed rating of each referee (decision 0081), with the evaluations behind it.
    from:
      "memberships m JOIN users u ON u.id = m.user_id " +
      "LEFT JOIN referee_ratings r ON r.organization_id = m.organization_id AND r.referee_id = u.id",
    where: "m.organization_id = ?1",
    key: "m.id",
    columns: [
      { header: "membership_id", sql: "m.id" },
      { header: "user_id", sql: "u.id" },
      ...plain("u", "first_name", "last_name", "email", "phone"),
      ...plain("m", "role"),
      ...plain("u", "referee_level"),
      { header: "rating", sql: "r.rating" },
      { header: "rating_count", sql: "r.evaluation_count" },
      ...plain("m", "max_games_per_week", "max_games_per_month", "scheduling_preferences"),
      instant("joined_at", "m.created_at"),
    ],
  },
  {
    file: "games",
    from: "games g",
    where: "g.organization_id = ?1",
    key: "g.id",
    columns: [
      ...plain("g", "id", "date", "time", "home_team", "away_team", "venue", "venue_address", "league", "level"),
      ...plain("g", "fee_cents", "status", "age_group", "position_type", "field_surface", "skill_level", "notes"),
      ...plain("g", "cancel_reason", "assignor_id", "min_referee_level", "max_referee_level"),
      instant("created_at", "g.created_at"),
      instant("updated_at", "g.updated_at"),
    ],
  },
  {
    file: "assignments",
    from: "assignments a",
    where: "a.organization_id = ?1",
    key: "a.id",
    columns: [
      ...plain("a", "id", "game_id", "referee_id", "position", "status"),
      instant("assigned_at", "a.assigned_at"),
      ...plain("a", "assigned_by_id"),
      instant("responded_at", "a.responded_at"),
      ...plain("a", "decline_reason", "notes", "override_conflicts", "override_reason"),
      bool("driver", "a.driver"),
      bool("late_response", "a.late_response"),
      instant("updated_at", "a.updated_at"),
    ],
  },
  // Issue 21: what the league knows of its referees for the conflict checks, and its fee table.
  {
    file: "team_ties",
    from: "team_ties t",
    where: "t.organization_id = ?1",
    key: "t.id",
    columns: [
      ...plain("t", "id", "user_id", "team", "relation"),
      bool("by_staff", "t.by_staff"),
      ...plain("t", "note"),
      instant("created_at", "t.created_at"),
    ],
  },
  {
    file: "partner_rules",
    from: "partner_rules p",
    where: "p.organization_id = ?1",
    key: "p.id",
    columns: [
      ...plain("p", "id", "referee_id", "partner_id", "kind"),
      bool("hard", "p.hard"),
      instant("created_at", "p.created_at"),
    ],
  },
  {
    file: "referee_ranks",
    from: "referee_ranks k",
    where: "k.organization_id = ?1",
    key: "k.user_id || ':' || k.position || ':' || k.level",
    columns: plain("k", "user_id", "position", "level"),
  },
  {
    file: "fee_schedule",
    from: "fee_schedule_entries f",
    where: "f.organization_id = ?1",
    key: "f.id",
    columns: plain("f", "id", "level", "position", "age_group", "fee_cents"),
  },
  {
    file: "game_position_fees",
    from: "game_position_fees gf",
    where: "gf.organization_id = ?1",
    key: "gf.game_id || ':' || gf.position",
    columns: plain("gf", "game_id", "position", "fee_cents"),
  },
  {
    file: "game_requests",
    from: "game_requests r",
    where: "r.organization_id = ?1",
    key: "r.id",
    columns: [
      ...plain("r", "id", "game_id", "referee_id", "position", "status", "message"),
      instant("decided_at", "r.decided_at"),
      ...plain("r", "decided_by_id"),
      instant("created_at", "r.created_at"),
    ],
  },
  {
    file: "venues",
    from: "venues v",
    where: "v.organization_id = ?1",
    key: "v.id",
    columns: [
      ...plain("v", "id", "name", "address", "latitude", "longitude"),
      instant("created_at", "v.created_at"),
      instant("updated_at", "v.updated_at"),
    ],
  },
  {
    file: "scheduling_drafts",
    from: "scheduling_drafts d",
    where: "d.organization_id = ?1",
    key: "d.id",
    columns: [
      ...plain("d", "id", "created_by_id", "status", "parameters", "summary"),
      instant("created_at", "d.created_at"),
      instant("published_at", "d.published_at"),
      instant("closed_at", "d.closed_at"),
    ],
  },
  {
    file: "scheduling_draft_items",
    from: "scheduling_draft_items i JOIN scheduling_drafts d ON d.id = i.draft_id",
    where: "d.organization_id = ?1",
    key: "i.id",
    columns: plain(
      "i",
      "id",
      "draft_id",
      "game_id",
      "position",
      "referee_id",
      "reasons",
      "unfilled_reason",
      "assignment_id",
    ),
  },
  {
    file: "payments",
    from: "payments p",
    where: "p.organization_id = ?1",
    key: "p.id",
    columns: [
      ...plain("p", "id", "referee_id", "assignment_id", "amount_cents", "mileage_cents", "adjustment_cents"),
      ...plain("p", "description", "status", "method", "expense_category", "paid_on", "reference", "note"),
      instant("paid_at", "p.paid_at"),
      instant("created_at", "p.created_at"),
    ],
  },
  {
    // What the 1099-NEC data is made from, for the league's referees: only the TIN's last four digits exist.
    file: "referee_tax_details",
    from: "referee_tax_details t",
    where: "t.user_id IN (SELECT user_id FROM memberships WHERE organization_id = ?1)",
    key: "t.user_id",
    columns: [
      ...plain("t", "user_id", "legal_name", "business_name", "tin_type"),
      { header: "tin_last4", sql: "t.tin_last4" },
      ...plain("t", "address_line1", "address_line2", "city", "state", "postal_code"),
      instant("updated_at", "t.updated_at"),
    ],
  },
  {
    file: "invites",
    from: "invites n",
    where: "n.organization_id = ?1",
    key: "n.id",
    columns: [
      ...plain("n", "id", "email", "role", "invited_by_id"),
      instant("expires_at", "n.expires_at"),
      instant("accepted_at", "n.accepted_at"),
      ...plain("n", "accepted_by_id"),
      instant("created_at", "n.created_at"),
    ],
  },
  {
    file: "game_imports",
    from: "game_imports i",
    where: "i.organization_id = ?1",
    key: "i.id",
    columns: [
      ...plain("i", "id", "uploaded_by_id", "file_name", "size_bytes", "duplicate_mode", "status"),
      ...plain("i", "imported_count", "updated_count", "skipped_count", "rejected_count", "error"),
      instant("created_at", "i.created_at"),
    ],
  },
  {
    file: "api_keys",
    from: "api_keys k",
    where: "k.organization_id = ?1",
    key: "k.id",
    columns: [
      ...plain("k", "id", "kind", "name", "scope", "prefix", "created_by_id"),
      instant("created_at", "k.created_at"),
      instant("last_used_at", "k.last_used_at"),
      instant("revoked_at", "k.revoked_at"),
      ...plain("k", "revoked_by_id"),
    ],
  },
  {
    file: "webhook_endpoints",
    from: "webhook_endpoints w",
    where: "w.organization_id = ?1",
    key: "w.id",
    columns: [
      ...plain("w", "id", "url", "events", "description", "created_by_id"),
      instant("created_at", "w.created_at"),
      instant("disabled_at", "w.disabled_at"),
    ],
  },
  {
    file: "webhook_deliveries",
    from: "webhook_deliveries w",
    where: "w.organization_id = ?1",
    key: "w.id",
    columns: [
      ...plain("w", "id", "endpoint_id", "event", "status", "attempts", "last_status_code", "last_error", "payload"),
      instant("created_at", "w.created_at"),
      instant("delivered_at", "w.delivered_at"),
    ],
  },
  {
    file: "activity_log",
    from: "activity_log l",
    where: "l.organization_id = ?1",
    key: "l.id",
    columns: [
      ...plain("l", "id", "actor_id", "action", "subject_type", "subject_id", "summary", "details"),
      instant("created_at", "l.created_at"),
    ],
  },
  {
    file: "notifications",
    from: "notifications n",
    where: "n.organization_id = ?1",
    key: "n.id",
    columns: [
      ...plain("n", "id", "user_id", "type", "priority", "title", "message", "action_label", "link"),
      bool("action_required", "n.action_required"),
      instant("read_at", "n.read_at"),
      instant("dismissed_at", "n.dismissed_at"),
      instant("created_at", "n.created_at"),
    ],
  },
  {
    // What was sent and to whom; not the bodies, which hold one-time links (resets, invites, unsubscribes).
    file: "messages_sent",
    from: "outbox x",
    where: "x.organization_id = ?1",
    key: "x.id",
    columns: [
      ...plain("x", "id", "channel", "recipient", "kind", "subject", "status", "attempts", "user_id"),
      instant("created_at", "x.created_at"),
      instant("sent_at", "x.sent_at"),
    ],
  },
];

const README = `Whistle organization export

One CSV file per table of your organization's data, UTF-8, comma-separated, with a header row.
Times are UTC (ISO 8601); money is in cents of your organization's currency; ids link the files
(games.id = assignments.game_id, members.user_id = assignments.referee_id, ...).

Left out on purpose: passwords and every secret or token (API key and webhook secrets, invite links
and the invite code), message bodies, and each person's own data that is not the league's
(availability, certifications, settings: each person downloads those from Settings, Privacy).
Tax ids are masked to their last four characters.
`;

function cellOf(value: unknown, kind: Kind | undefined): string {
  if (value === null || value === undefined) return "";
  if (kind === "instant" && typeof value === "number") return new Date(value).toISOString();
  if (kind === "bool") return value ? "true" : "false";
  return csvCell(value as string | number);
}

/** One page of a table: its CSV lines (without the header) and the last key, or null when the table ended. */
async function readPage(
  db: Database,
  table: ExportTable,
  organizationId: string,
  after: string | null,
): Promise<{ csv: string; lastKey: string | null; rows: number }> {
  const select = table.columns.map((column) => column.sql).join(", ");
  const statement = db.$client
    .prepare(
      `SELECT ${table.key} AS export_key, ${select} FROM ${table.from}
        WHERE ${table.where} ${after === null ? "" : `AND ${table.key} > ?2`}
        ORDER BY ${table.key} LIMIT ${EXPORT_PAGE_ROWS}`,
    )
    .bind(...(after === null ? [organizationId] : [organizationId, after]));
  const rows = await statement.raw<unknown[]>();
  let csv = "";
  for (const row of rows) {
    csv += table.columns.map((column, index) => cellOf(row[index + 1], column.kind)).join(",") + "\r\n";
  }
  const last = rows.at(-1);
  return { csv, lastKey: rows.length === EXPORT_PAGE_ROWS && last ? String(last[0]) : null, rows: rows.length };
}

/** Every page of every table, as CSV text, in order (the header line first in each file). */
async function* exportChunks(
  db: Database,
  organizationId: string,
  tables: ExportTable[],
): AsyncGenerator<{ file: string; text: string; final: boolean }> {
  yield { file: "README.txt", text: README, final: true };
  for (const table of tables) {
    yield {
      file: `${table.file}.csv`,
      text: table.columns.map((column) => column.header).join(",") + "\r\n",
      final: false,
    };
    let after: string | null = null;
    do {
      const page = await readPage(db, table, organizationId, after);
      after = page.lastKey;
      yield { file: `${table.file}.csv`, text: page.csv, final: after === null };
    } while (after !== null);
  }
}

/**
 * The ZIP as a stream: each pull reads the next page, deflates it and hands on what the deflater produced,
 * so the Worker holds about one page at a time however large the league is.
 */
export function organizationExportStream(
  db: Database,
  organizationId: string,
  tables: ExportTable[] = EXPORT_TABLES,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = exportChunks(db, organizationId, tables);
  let ready: Uint8Array[] = [];
  let finished = false;
  let failure: unknown = null;
  const zip = new Zip((error, data, final) => {
    if (error) failure = error;
    else {
      if (data.length > 0) ready.push(data);
      if (final) finished = true;
    }
  });
  let file: ZipDeflate | null = null;
  let fileName = "";
  let ended = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Feed pages until the deflater has something to hand on (or everything is done).
      while (ready.length === 0 && !finished) {
        if (failure) throw failure;
        if (ended) break;
        const next = await chunks.next();
        if (next.done) {
          zip.end();
          ended = true;
          continue;
        }
        const { file: name, text, final } = next.value;
        if (name !== fileName || !file) {
          file = new ZipDeflate(name, { level: 6 });
          fileName = name;
          zip.add(file);
        }
        file.push(encoder.encode(text), final);
        if (final) file = null;
      }
      if (failure) throw failure;
      const out = ready;
      ready = [];
      for (const part of out) controller.enqueue(part);
      if (finished && ready.length === 0) controller.close();
    },
    async cancel() {
      await chunks.return(undefined);
      zip.terminate();
    },
  });
}

/** `whistle-<slug>-<date>.zip`. */
export function exportFileName(slug: string, now = new Date()): string {
  const safe = slug.replace(/[^a-z0-9-]/gi, "").slice(0, 60) || "organization";
  return `whistle-${safe}-${now.toISOString().slice(0, 10)}.zip`;
}
