/**
 * Turning a league's CSV file into games: the header is matched by name (any case, with the aliases
 * league files use), every row is validated on its own, and each rejected row says its line and why.
 * Nothing here touches the database.
 */
import * as v from "valibot";
import { tr } from "~/i18n/text";
import { GAME_LEVELS, type GameLevel } from "./constants";
import { parseCsv, recordsByHeader, toCsv, type CsvRecord } from "./csv";
import {
  defaultFeeDollars,
  GAME_FORM_FIELDS,
  GameInputSchema,
  normalizeDate,
  normalizeLevel,
  normalizeTime,
  type GameDetails,
  type GameInput,
} from "./games";

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** A cell longer than this is not a game detail; refusing it keeps a broken file from filling D1. */
export const IMPORT_MAX_CELL_LENGTH = 1_000;

/**
 * The header the export writes and the import accepts first (spec section 3, imported game row): the
 * game form's own fields, in the form's order.
 */
export const GAME_CSV_HEADER = GAME_FORM_FIELDS;
type GameColumn = (typeof GAME_CSV_HEADER)[number];

/** Header names as league files write them, compared without case, spaces, dashes or underscores. */
const ALIASES: Record<GameColumn, readonly string[]> = {
  homeTeam: ["hometeam", "home", "host", "hostteam", "homeclub"],
  awayTeam: ["awayteam", "away", "visitor", "visitors", "visitingteam", "guest", "awayclub"],
  date: ["date", "gamedate", "matchdate", "day"],
  time: ["time", "kickoff", "kickofftime", "starttime", "start", "gametime"],
  venue: ["venue", "location", "field", "ground", "pitch", "site"],
  league: ["league", "competition", "division", "tier"],
  level: ["level", "gamelevel", "category"],
  fee: ["fee", "refereefee", "reffee", "pay", "rate"],
  ageGroup: ["agegroup", "age", "ages"],
  positionType: ["positiontype", "positions", "crew", "officials"],
  fieldSurface: ["fieldsurface", "surface"],
  skillLevel: ["skilllevel", "skill"],
};
const REQUIRED: readonly GameColumn[] = ["homeTeam", "awayTeam", "date", "time", "venue", "level"];

/**
 * Optional columns that are not the game's own (decision 0077): where its venue is. They place a venue that
 * has no coordinates yet; the export leaves them out, as the coordinates belong to the venue list.
 */
const COORDINATE_ALIASES = {
  latitude: ["latitude", "lat", "venuelatitude", "venuelat"],
  longitude: ["longitude", "lon", "lng", "long", "venuelongitude", "venuelon", "venuelng"],
} as const;
type CoordinateColumn = keyof typeof COORDINATE_ALIASES;

function squash(name: string): string {
  return name.toLowerCase().replace(/[\s_\-.]+/g, "");
}

/** Which file column feeds which game field; unknown columns are ignored. */
export function mapHeader(header: readonly string[]): {
  columns: Partial<Record<GameColumn, number>>;
  missing: GameColumn[];
} {
  const columns: Partial<Record<GameColumn, number>> = {};
  header.forEach((name, index) => {
    const key = squash(name);
    const column = (Object.keys(ALIASES) as GameColumn[]).find((field) => ALIASES[field].includes(key));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  return { columns, missing: REQUIRED.filter((column) => columns[column] === undefined) };
}

export interface RejectedRow {
  line: number;
  reasons: string[];
  cells: string[];
}

/** A venue's coordinates as a file gives them, from the first row that names the venue with them. */
export interface VenueCoordinatesRow {
  venue: string;
  latitude: number;
  longitude: number;
  line: number;
}

export interface ImportPlan {
  header: string[];
  games: (GameInput & { line: number })[];
  rejected: RejectedRow[];
  /** One per venue (by name, any case) that the file gives coordinates for. */
  venueCoordinates: VenueCoordinatesRow[];
}

/** The coordinate columns' indexes, when the header has them. */
function coordinateColumns(header: readonly string[]): Partial<Record<CoordinateColumn, number>> {
  const columns: Partial<Record<CoordinateColumn, number>> = {};
  header.forEach((name, index) => {
    const key = squash(name);
    for (const column of ["latitude", "longitude"] as const) {
      if (columns[column] === undefined && (COORDINATE_ALIASES[column] as readonly string[]).includes(key)) {
        columns[column] = index;
      }
    }
  });
  return columns;
}

/**
 * A row's venue coordinates: none when both cells are blank, else both numbers in range, or the reasons
 * the row is refused.
 */
export function rowCoordinates(
  latitudeCell: string,
  longitudeCell: string,
): { ok: true; value: { latitude: number; longitude: number } | null } | { ok: false; reasons: string[] } {
  const latitudeText = latitudeCell.trim();
  const longitudeText = longitudeCell.trim();
  if (latitudeText === "" && longitudeText === "") return { ok: true, value: null };
  if (latitudeText === "" || longitudeText === "") {
    return { ok: false, reasons: [tr("assignor.import.error.bothCoordinates")] };
  }
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  const reasons = [
    ...(Number.isFinite(latitude) && Math.abs(latitude) <= 90
      ? []
      : [tr("assignor.import.error.coordinateRange", { axis: "latitude" })]),
    ...(Number.isFinite(longitude) && Math.abs(longitude) <= 180
      ? []
      : [tr("assignor.import.error.coordinateRange", { axis: "longitude" })]),
  ];
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, value: { latitude, longitude } };
}

/** Two coordinates of one venue agree when within about ten metres (files round differently). */
function samePlace(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  return Math.abs(a.latitude - b.latitude) < 1e-4 && Math.abs(a.longitude - b.longitude) < 1e-4;
}

/** A whole-file problem: the import stops and the user sees this message. */
export class ImportFileError extends Error {}

const POSITION_TYPE_ALIASES: Record<string, string> = {
  "1": "single",
  single: "single",
  referee: "single",
  center: "single",
  "3": "three_official",
  three: "three_official",
  threeofficial: "three_official",
  diagonal: "three_official",
  "4": "four_official",
  four: "four_official",
  fourofficial: "four_official",
};

export function planGameImport(text: string, organization: Parameters<typeof defaultFeeDollars>[1]): ImportPlan {
  if (text.includes("\u0000")) throw new ImportFileError(tr("assignor.import.error.notText"));
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch {
    throw new ImportFileError(tr("assignor.import.error.unparsable"));
  }
  if (records.length === 0) throw new ImportFileError(tr("assignor.import.error.empty"));
  if (records.length - 1 > IMPORT_MAX_ROWS) {
    throw new ImportFileError(
      tr("assignor.import.error.tooManyRows", { rows: records.length - 1, max: IMPORT_MAX_ROWS }),
    );
  }

  const { header, rows } = recordsByHeader(records);
  const { columns, missing } = mapHeader(header);
  if (missing.length > 0) {
    throw new ImportFileError(
      tr("assignor.import.error.missingColumns", {
        missing: missing.join(", "),
        expected: GAME_CSV_HEADER.join(", "),
      }),
    );
  }

  const coordinates = coordinateColumns(header);
  const games: ImportPlan["games"] = [];
  const rejected: RejectedRow[] = [];
  const venueCoordinates = new Map<string, VenueCoordinatesRow>();
  for (const { line, values } of rows) {
    const cells = header.map((name) => values[name] ?? "");
    const cell = (column: GameColumn) => {
      const index = columns[column];
      return index === undefined ? "" : (cells[index] ?? "");
    };
    if (cells.some((value) => value.length > IMPORT_MAX_CELL_LENGTH)) {
      rejected.push({
        line,
        cells,
        reasons: [tr("assignor.import.error.cellTooLong", { max: IMPORT_MAX_CELL_LENGTH })],
      });
      continue;
    }

    const level = normalizeLevel(cell("level"));
    const fee =
      cell("fee") ||
      ((GAME_LEVELS as readonly string[]).includes(level) ? defaultFeeDollars(level as GameLevel, organization) : "");
    const positionType = cell("positionType");
    const parsed = v.safeParse(GameInputSchema, {
      homeTeam: cell("homeTeam"),
      awayTeam: cell("awayTeam"),
      date: normalizeDate(cell("date")),
      time: normalizeTime(cell("time")),
      venue: cell("venue"),
      league: cell("league"),
      level,
      fee,
      ageGroup: cell("ageGroup"),
      positionType: positionType ? (POSITION_TYPE_ALIASES[squash(positionType)] ?? positionType) : undefined,
      fieldSurface: cell("fieldSurface"),
      skillLevel: cell("skillLevel"),
    });
    const at = (column: CoordinateColumn) => {
      const index = coordinates[column];
      return index === undefined ? "" : (cells[index] ?? "");
    };
    const place = rowCoordinates(at("latitude"), at("longitude"));
    const reasons = [
      ...(parsed.success ? [] : parsed.issues.map((issue) => issue.message)),
      ...(place.ok ? [] : place.reasons),
    ];
    if (parsed.success && place.ok && place.value) {
      const key = parsed.output.venue.trim().toLowerCase();
      const first = venueCoordinates.get(key);
      if (!first) venueCoordinates.set(key, { venue: parsed.output.venue, ...place.value, line });
      else if (!samePlace(first, place.value)) {
        reasons.push(tr("assignor.import.error.coordinatesDiffer", { venue: parsed.output.venue, line: first.line }));
      }
    }
    if (parsed.success && reasons.length === 0) {
      games.push({ ...parsed.output, line });
    } else {
      rejected.push({ line, cells, reasons });
    }
  }
  return { header, games, rejected, venueCoordinates: [...venueCoordinates.values()] };
}

/** The rejected rows as a CSV the user can fix and import again: their own columns plus line and reason. */
export function rejectedRowsCsv(header: readonly string[], rejected: readonly RejectedRow[]): string {
  return toCsv(
    [...header, "line", "reason"],
    rejected.map((row) => [...row.cells, row.line, row.reasons.join("; ")]),
  );
}

/** The export: the import's own header, so an exported file can be edited and imported again. */
export function gamesCsv(games: readonly GameDetails[]): string {
  return toCsv(
    GAME_CSV_HEADER,
    games.map((game) => [
      game.homeTeam,
      game.awayTeam,
      game.date,
      game.time,
      game.venue,
      game.league,
      game.level,
      (game.feeCents / 100).toFixed(2),
      game.ageGroup,
      game.positionType,
      game.fieldSurface,
      game.skillLevel,
    ]),
  );
}

/** Where the rows an import refused can be downloaded (the import screen links there too). */
export function rejectedRowsPath(importId: string): string {
  return `/assignor/games/imports/${importId}/rejected.csv`;
}

/**
 * The alert the importing assignor gets when an import ends (issue 6: import results are alerts). With
 * rejected rows it leads to their download, to fix and import again; otherwise to the games.
 */
export function importResultNotice(result: {
  importId: string;
  fileName: string;
  imported: number;
  updated: number;
  skipped: number;
  rejected: number;
}): { title: string; message: string; priority: "medium" | "low"; actionLabel: string; link: string } {
  // Written for the importing assignor in the language of their request (issue 19: `tr`). A refused file has no
  // alert: the assignor reads its reason on screen, and nothing of it is stored (issue 32).
  const parts = [
    tr("messages.gameImport.added", { count: result.imported }),
    result.updated > 0 ? tr("messages.gameImport.updated", { count: result.updated }) : null,
    result.skipped > 0 ? tr("messages.gameImport.skipped", { count: result.skipped }) : null,
    result.rejected > 0 ? tr("messages.gameImport.rejected", { count: result.rejected }) : null,
  ].filter(Boolean);
  const rejected = result.rejected > 0;
  return {
    title: tr("messages.gameImport.finishedTitle"),
    message: tr("messages.gameImport.finished", { file: result.fileName, results: parts.join(", ") }),
    priority: rejected ? "medium" : "low",
    actionLabel: rejected ? tr("messages.gameImport.downloadRejected") : tr("messages.gameImport.viewGames"),
    link: rejected ? rejectedRowsPath(result.importId) : "/assignor/games",
  };
}
