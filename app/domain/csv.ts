/**
 * CSV in and out. Parsing uses csv-parse (RFC 4180: quoted commas, escaped quotes, embedded newlines,
 * CRLF, a UTF-8 byte order mark); writing quotes as RFC 4180 says and neutralises spreadsheet formulas.
 */
import { parse } from "csv-parse/sync";

export interface CsvRecord {
  /** The line the record starts on in the file (1 = the header line). */
  line: number;
  cells: string[];
}

export class CsvParseError extends Error {}

/** Every non-empty record of a CSV text, cells trimmed, with the line each record starts on. */
export function parseCsv(text: string): CsvRecord[] {
  try {
    const rows = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A stray quote inside an unquoted cell (12" ball, 37°36'N) is text, not an error.
      relax_quotes: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return rows
      .map(({ record, info }) => ({
        // info.lines is the line the record ends on; count back its embedded line breaks.
        line: info.lines - countLineBreaks(record),
        cells: record,
      }))
      .filter((row) => row.cells.some((cell) => cell !== ""));
  } catch (error) {
    throw new CsvParseError(error instanceof Error ? error.message : String(error));
  }
}

function countLineBreaks(cells: string[]): number {
  let breaks = 0;
  for (const cell of cells) breaks += cell.match(/\r\n|\n|\r/g)?.length ?? 0;
  return breaks;
}

/** A header row and records keyed by it (the spec's "imported game row"); missing cells become "". */
export function recordsByHeader(records: CsvRecord[]): {
  header: string[];
  rows: { line: number; values: Record<string, string> }[];
} {
  const [headerRecord, ...body] = records;
  const header = headerRecord?.cells ?? [];
  return {
    header,
    rows: body.map(({ line, cells }) => ({
      line,
      values: Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])),
    })),
  };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when needed; a leading =, +, -, @ is prefixed with ' so spreadsheets show it as text. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  // Numbers we write ourselves (a negative adjustment) stay numbers; text that looks like a formula does not.
  // A plain signed number ("-1.00") is data, not a formula: only other text gets the quote.
  if (typeof value !== "number" && FORMULA_START.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document with CRLF line endings (RFC 4180). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
