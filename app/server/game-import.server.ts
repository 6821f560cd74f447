/**
 * A CSV import from upload to rows in D1: the file is kept in R2 for audit, planned row by row
 * (app/domain/game-import.ts), and the valid games are written in one D1 batch, which is one
 * transaction: a failed import leaves no partial games. A file refused as unreadable or unusable stores nothing. The import's record, the activity row and the
 * importing assignor's alert (`importResultNotice`) are written together in one batch when it ends.
 */
import { tr } from "~/i18n/text";
import { and, eq, sql } from "drizzle-orm";
import { gameImports, notifications, type Organization } from "~/db/schema";
import { newId } from "~/db/ids";
import {
  IMPORT_MAX_BYTES,
  ImportFileError,
  importResultNotice,
  planGameImport,
  rejectedRowsCsv,
  type ImportPlan,
  type RejectedRow,
  type VenueCoordinatesRow,
} from "~/domain/game-import";
import { activityStatement } from "./activity.server";
import type { Database } from "./db.server";
import { importChangeNoticeStatements } from "./game-import-notices.server";
import { refreshGameStatuses } from "./game-status.server";
import { gameValues } from "./games.server";
import { webhookDeliveryD1Statement } from "./webhook-queue.server";

/** Rows per INSERT … SELECT FROM json_each(?): one bound parameter per chunk, well under D1's limits. */
const ROWS_PER_STATEMENT = 500;

export type DuplicateMode = "skip" | "update";

export type ImportOutcome =
  | {
      ok: true;
      importId: string;
      imported: number;
      updated: number;
      skipped: number;
      rejected: RejectedRow[];
      header: string[];
      /** Venues the file's coordinates placed. */
      venuesLocated: number;
    }
  /** `read`: the file could not be read; `parse`: it was read but is not a usable games CSV. */
  | { ok: false; kind: "read" | "parse"; message: string };

export function rejectedObjectKey(objectKey: string): string {
  return objectKey.replace(/\.csv$/, "") + ".rejected.csv";
}

/** One of the organization's imports, or undefined when it has none of that id. */
export async function findGameImport(db: Database, organizationId: string, importId: string) {
  const [record] = await db
    .select()
    .from(gameImports)
    .where(and(eq(gameImports.organizationId, organizationId), eq(gameImports.id, importId)));
  return record;
}

export async function importGamesFromCsv(
  db: Database,
  bucket: R2Bucket,
  {
    organization,
    actorId,
    file,
    duplicateMode,
  }: { organization: Organization; actorId: string; file: File; duplicateMode: DuplicateMode },
): Promise<ImportOutcome> {
  if (!file.name.toLowerCase().endsWith(".csv")) {
    return { ok: false, kind: "read", message: tr("assignor.import.error.notCsv") };
  }
  if (file.size === 0) return { ok: false, kind: "read", message: tr("assignor.import.error.emptyFile") };
  if (file.size > IMPORT_MAX_BYTES) {
    return {
      ok: false,
      kind: "read",
      message: tr("assignor.import.error.tooLarge", { size: (file.size / 1024 / 1024).toFixed(1) }),
    };
  }

  let text: string;
  const bytes = await file.arrayBuffer();
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, kind: "read", message: tr("assignor.import.error.notUtf8") };
  }

  // A file that is not a usable games CSV is refused before anything is stored (issue 32: a refusal changes
  // no row): the assignor sees the reason on screen, so no failed import record or alert is kept of it.
  let plan: ImportPlan;
  try {
    plan = planGameImport(text, organization);
  } catch (error) {
    const message = error instanceof ImportFileError ? error.message : tr("assignor.import.error.unparsable");
    return { ok: false, kind: "parse", message };
  }

  const importId = newId();
  const objectKey = `imports/${organization.id}/${importId}.csv`;
  await bucket.put(objectKey, bytes, {
    httpMetadata: { contentType: "text/csv; charset=utf-8" },
    customMetadata: { organizationId: organization.id, uploadedBy: actorId, fileName: file.name.slice(0, 200) },
  });
  await db.insert(gameImports).values({
    id: importId,
    organizationId: organization.id,
    uploadedById: actorId,
    fileName: file.name.slice(0, 200),
    objectKey,
    sizeBytes: file.size,
    duplicateMode,
  });

  let written: { imported: number; updated: number; venuesLocated: number };
  try {
    written = await writeGames(db, plan, {
      organizationId: organization.id,
      currency: organization.currency,
      actorId,
      duplicateMode,
      importId,
    });
  } catch (error) {
    console.error("game import: the batch failed and was rolled back", error);
    await db
      .update(gameImports)
      .set({ status: "failed", error: "The games could not be saved; nothing was imported." })
      .where(eq(gameImports.id, importId));
    throw error;
  }
  const { imported, updated, venuesLocated } = written;

  const skipped = plan.games.length - imported - updated;
  if (plan.rejected.length > 0) {
    await bucket.put(rejectedObjectKey(objectKey), rejectedRowsCsv(plan.header, plan.rejected), {
      httpMetadata: { contentType: "text/csv; charset=utf-8" },
    });
  }
  const notice = importResultNotice({
    importId,
    fileName: file.name,
    imported,
    updated,
    skipped,
    rejected: plan.rejected.length,
  });
  await db.batch([
    db
      .update(gameImports)
      .set({
        status: "completed",
        importedCount: imported,
        updatedCount: updated,
        skippedCount: skipped,
        rejectedCount: plan.rejected.length,
      })
      .where(eq(gameImports.id, importId)),
    activityStatement(db, {
      organizationId: organization.id,
      actorId,
      action: "games.imported",
      subjectType: "game_import",
      subjectId: importId,
      summary: `Imported ${imported} games from ${file.name}${updated ? `, updated ${updated}` : ""}${skipped ? `, skipped ${skipped} already scheduled` : ""}${plan.rejected.length ? `, rejected ${plan.rejected.length} rows` : ""}${venuesLocated ? `, placed ${venuesLocated} venues` : ""}`,
    }),
    ...alertStatements(db, { organizationId: organization.id, actorId }, notice),
  ]);

  return {
    ok: true,
    importId,
    imported,
    updated,
    skipped,
    rejected: plan.rejected,
    header: plan.header,
    venuesLocated,
  };
}

/** The importing assignor's alert; none when no person imported (an API key whose creator is gone). */
function alertStatements(
  db: Database,
  { organizationId, actorId }: { organizationId: string; actorId: string },
  notice: ReturnType<typeof importResultNotice>,
) {
  if (!actorId) return [];
  return [
    db.insert(notifications).values({
      id: newId(),
      userId: actorId,
      organizationId,
      type: "system",
      priority: notice.priority,
      title: notice.title,
      message: notice.message,
      actionLabel: notice.actionLabel,
      link: notice.link,
    }),
  ];
}

/**
 * Writes the planned games with INSERT … SELECT FROM json_each(?), a few hundred rows per statement,
 * every statement in one batch (one transaction). Returns how many were new and how many updated.
 */
export async function writeGames(
  db: Database,
  plan: Pick<ImportPlan, "games"> & Partial<Pick<ImportPlan, "venueCoordinates">>,
  {
    organizationId,
    currency,
    actorId,
    duplicateMode,
    importId,
  }: {
    organizationId: string;
    /** The organization's, for the fee in change notices. */
    currency: string;
    actorId: string;
    duplicateMode: DuplicateMode;
    /** Names the import in the schedule.changed webhook. */ importId?: string;
  },
): Promise<{
  imported: number;
  updated: number;
  /** Referees told of a change to their game (update mode). */ notified: number;
  /** Venues the file's coordinates placed (decision 0077). */ venuesLocated: number;
}> {
  if (plan.games.length === 0) return { imported: 0, updated: 0, notified: 0, venuesLocated: 0 };
  const rows = plan.games.map((game) => ({ id: newId(), ...gameValues(game) }));
  const newIds = new Set(rows.map((row) => row.id));

  // Existing games that are over (completed or cancelled) are never changed by an import.
  const onConflict =
    duplicateMode === "update"
      ? `DO UPDATE SET venue_address = CASE WHEN games.venue = excluded.venue THEN games.venue_address END,
          venue = excluded.venue, league = excluded.league, level = excluded.level,
          fee_cents = excluded.fee_cents, age_group = excluded.age_group, position_type = excluded.position_type,
          field_surface = excluded.field_surface, skill_level = excluded.skill_level,
          updated_at = (unixepoch('subsec') * 1000)
          WHERE games.status IN ('pending', 'assigned', 'confirmed')`
      : "DO NOTHING";
  const insert = `
    INSERT INTO games (id, organization_id, assignor_id, date, time, home_team, away_team, venue, league,
      level, fee_cents, status, age_group, position_type, field_surface, skill_level)
    SELECT value ->> '$.id', ?2, ?3, value ->> '$.date', value ->> '$.time',
      value ->> '$.homeTeam', value ->> '$.awayTeam', value ->> '$.venue', value ->> '$.league',
      value ->> '$.level', value ->> '$.feeCents', 'pending', value ->> '$.ageGroup',
      value ->> '$.positionType', value ->> '$.fieldSurface', value ->> '$.skillLevel'
    FROM json_each(?1) WHERE true
    ON CONFLICT (organization_id, date, time, home_team, away_team) ${onConflict}
    RETURNING id`;

  // Raw D1 statements: drizzle's batch cannot carry an INSERT … SELECT with RETURNING.
  const d1 = db.$client;
  const statement = d1.prepare(insert);
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    statements.push(
      statement.bind(JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT)), organizationId, actorId),
    );
  }
  // One schedule.changed event in the same transaction (written only if the import changed a game).
  const webhook = webhookDeliveryD1Statement(
    db,
    organizationId,
    "schedule.changed",
    { source: "csv-import", importId: importId ?? null, rows: rows.length, duplicateMode },
    {
      onlyIf: sql`EXISTS (SELECT 1 FROM games WHERE organization_id = ${organizationId} AND updated_at >= unixepoch('subsec') * 1000 - 10000)`,
    },
  );
  // Referees on games this import changes are told in the same transaction (decision 0041), and an
  // update that changes a game's positions brings its status along (decision 0040).
  const notices =
    duplicateMode === "update"
      ? await importChangeNoticeStatements(db, { organizationId, currency, rows })
      : { statements: [], notified: 0 };
  const statuses = duplicateMode === "update" ? refreshGameStatuses(db, organizationId).toSQL() : null;
  const refresh = statuses ? [d1.prepare(statuses.sql).bind(...statuses.params)] : [];
  const venueStatements = venueCoordinateStatements(d1, organizationId, plan.venueCoordinates ?? []);
  const all = await d1.batch<{ id: string }>([
    ...statements,
    ...venueStatements,
    ...refresh,
    ...notices.statements,
    webhook,
  ]);
  const results = all.slice(0, statements.length);
  const venuesLocated = all
    .slice(statements.length, statements.length + venueStatements.length)
    .reduce((sum, result) => sum + result.results.length, 0);

  let imported = 0;
  let updated = 0;
  for (const result of results) {
    for (const { id } of result.results) {
      if (newIds.has(id)) imported += 1;
      else updated += 1;
    }
  }
  return { imported, updated, notified: notices.notified, venuesLocated };
}

/**
 * The file's venue coordinates, in the import's transaction: a venue of that name (any case) without
 * coordinates gets them, a name the list lacks becomes a venue with them, and a venue already placed keeps
 * its own (the assignor moves it in the venue list). Each statement returns the venues it placed.
 */
function venueCoordinateStatements(
  d1: D1Database,
  organizationId: string,
  rows: readonly VenueCoordinatesRow[],
): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = JSON.stringify(
      rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({
        id: newId(),
        key: row.venue.trim().toLowerCase(),
        name: row.venue.trim(),
        latitude: row.latitude,
        longitude: row.longitude,
      })),
    );
    statements.push(
      d1
        .prepare(
          `UPDATE venues SET
             latitude = (SELECT value ->> '$.latitude' FROM json_each(?1) WHERE value ->> '$.key' = lower(venues.name)),
             longitude = (SELECT value ->> '$.longitude' FROM json_each(?1) WHERE value ->> '$.key' = lower(venues.name)),
             updated_at = (unixepoch('subsec') * 1000)
           WHERE organization_id = ?2 AND (latitude IS NULL OR longitude IS NULL)
             AND lower(name) IN (SELECT value ->> '$.key' FROM json_each(?1))
           RETURNING id`,
        )
        .bind(chunk, organizationId),
      d1
        .prepare(
          `INSERT INTO venues (id, organization_id, name, latitude, longitude)
           SELECT value ->> '$.id', ?2, value ->> '$.name', value ->> '$.latitude', value ->> '$.longitude'
           FROM json_each(?1)
           WHERE NOT EXISTS (SELECT 1 FROM venues WHERE organization_id = ?2 AND lower(name) = value ->> '$.key')
           RETURNING id`,
        )
        .bind(chunk, organizationId),
    );
  }
  return statements;
}
