/**
 * What the generated input suite sends (issue 32, decision 0090): the fields of an input, read from its
 * valibot schema (or from the field list of `input-targets.ts` where a handler reads fields by hand), a
 * plausible valid value for each, and the bad values of each field's kind. Pure: no database, no Worker,
 * so the unit test reads it too.
 *
 * The walk reads valibot's schema objects as data (`type`, `entries`, `wrapped`, `options`, `pipe`): an
 * object's entries are its fields, `optional`/`nullable` wrap one, a `pipe` says what a string must be (a
 * date by its shape or check, a number after a transform, a bounded length), a picklist its choices.
 */
import { isValidDate, isValidTime } from "~/domain/dates";

/** What a field holds, which decides its bad values. */
export type FieldKind =
  "text" | "id" | "number" | "date" | "time" | "choice" | "flag" | "email" | "password" | "list" | "json" | "csv";

export interface FieldSpec {
  /** The field's name; a nested one of a JSON body is a dotted path (`changes.0.date`). */
  name: string;
  kind: FieldKind;
  /** A choice's options, or a list's item choices. */
  options?: readonly string[];
  min?: number;
  max?: number;
  maxLength?: number;
  optional?: boolean;
  /** A list's item kind. */
  item?: FieldKind;
  /**
   * A field only some options of a variant have: the discriminator values that select such an option. A probe
   * of the field sets them, or the schema would drop the field unread and accept the body.
   */
  when?: Readonly<Record<string, string>>;
}

/** The brief's kinds of bad input, each request labelled with one (the summary counts them). */
export type BadKind =
  "missing" | "empty" | "oversized" | "wrong-type" | "out-of-range" | "impossible-date" | "unicode" | "duplicated";

/** A form field's value: a string, a repeated field, or a file part where text is expected. */
export type FormValue = string | readonly string[] | { file: string; name?: string; type?: string };

export interface BadFormValue {
  kind: BadKind;
  label: string;
  /** `undefined`: the field is left out. */
  value: FormValue | undefined;
}

export interface BadJsonValue {
  kind: BadKind;
  label: string;
  /** `MISSING`: the key is left out; `DUPLICATE`: the key twice in the raw JSON. */
  value: unknown;
}

export const MISSING = Symbol("missing");
export const DUPLICATE = Symbol("duplicate");

// ---- The walk ---------------------------------------------------------------------------------------

/** valibot's schema and action objects, as far as the walk reads them. */
interface Node {
  kind?: string;
  type?: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  enum?: Record<string, unknown>;
  item?: Node;
  pipe?: readonly Node[];
  requirement?: unknown;
  key?: string;
}

const DATE_SOURCE = String.raw`^\d{4}-\d{2}-\d{2}$`;

/** The fields of a schema, in order, nested objects (of a JSON body) as dotted paths. */
export function fieldsOfSchema(schema: unknown): FieldSpec[] {
  const found = new Map<string, FieldSpec>();
  walkObject(schema as Node, "", found);
  return [...found.values()];
}

const WRAPPERS = ["optional", "nullable", "nullish", "exact_optional", "undefinedable"];

/**
 * A schema as the flat list of what it checks, wrappers and nested pipes opened: `v.pipe(v.optional(
 * v.string()), v.trim(), dateField(...))` is string, trim, string, trim, regex, check; and whether it may be left out.
 */
function stepsOf(node: Node, into: { steps: Node[]; optional: boolean } = { steps: [], optional: false }) {
  if (node.pipe) {
    for (const item of node.pipe) stepsOf(item, into);
  } else if (WRAPPERS.includes(node.type ?? "")) {
    if (node.type !== "nullable") into.optional = true;
    stepsOf(node.wrapped!, into);
  } else {
    into.steps.push(node);
  }
  return into;
}

/** The first schema (not an action) of a flattened schema: what type the value must be. */
function rootOf(node: Node): Node {
  return stepsOf(node).steps.find((step) => step.kind === "schema") ?? node;
}

function walkObject(node: Node, prefix: string, found: Map<string, FieldSpec>) {
  const root = rootOf(node);
  if (root.type === "variant" || root.type === "union") {
    // Every option's fields; the discriminator is a choice of the options' literals.
    const options = (root.options ?? []) as Node[];
    const key = root.key;
    for (const option of options) {
      const before = new Set(found.keys());
      walkObject(option, prefix, found);
      const literal = key ? rootOf(option).entries?.[key]?.literal : undefined;
      if (literal === undefined) continue;
      for (const [name, spec] of found) {
        if (!before.has(name) && name !== `${prefix}${key}`)
          found.set(name, { ...spec, when: { [`${prefix}${key}`]: String(literal) } });
      }
    }
    if (key) {
      const literals = options.map((option) => rootOf(option).entries?.[key]?.literal);
      found.set(`${prefix}${key}`, { name: `${prefix}${key}`, kind: "choice", options: literals.map(String) });
    }
    return;
  }
  for (const [name, entry] of Object.entries(root.entries ?? {})) {
    const path = `${prefix}${name}`;
    if (found.has(path)) continue;
    const inner = rootOf(entry);
    if (isObject(inner)) {
      walkObject(inner, `${path}.`, found);
      continue;
    }
    if (inner.type === "array" && inner.item && isObject(rootOf(inner.item))) {
      walkObject(inner.item, `${path}.0.`, found);
      continue;
    }
    const { steps, optional } = stepsOf(entry);
    found.set(path, { ...leafSpec(path, steps), ...(optional ? { optional: true } : {}) });
  }
}

function isObject(node: Node): boolean {
  return ["object", "strict_object", "loose_object", "variant"].includes(node.type ?? "");
}

function leafSpec(name: string, steps: readonly Node[]): FieldSpec {
  const spec: FieldSpec = { name, kind: kindByName(name) };
  let transformed = false;
  for (const step of steps) {
    switch (step.type) {
      case "picklist":
        spec.kind = "choice";
        spec.options = (step.options ?? []).map(String);
        break;
      case "literal":
        spec.kind = "choice";
        spec.options = [String(step.literal)];
        break;
      case "enum":
        spec.kind = "choice";
        spec.options = Object.values(step.enum ?? {}).map(String);
        break;
      case "boolean":
        spec.kind = "flag";
        break;
      case "number":
        spec.kind = "number";
        break;
      case "array": {
        const item = leafSpec(name, stepsOf(step.item!).steps);
        spec.kind = "list";
        spec.item = item.kind;
        if (item.options) spec.options = item.options;
        break;
      }
      case "regex":
        if ((step.requirement as RegExp).source === DATE_SOURCE) spec.kind = "date";
        break;
      case "check":
        if (step.requirement === isValidTime) spec.kind = "time";
        if (step.requirement === isValidDate) spec.kind = "date";
        break;
      case "iso_date":
        spec.kind = "date";
        break;
      case "iso_time":
        spec.kind = "time";
        break;
      case "email":
        spec.kind = "email";
        break;
      case "transform":
        transformed = true;
        break;
      case "min_value":
      case "max_value":
        if (typeof step.requirement === "number") {
          spec[step.type === "min_value" ? "min" : "max"] = step.requirement;
          if (transformed && spec.kind === "text") spec.kind = "number";
        }
        break;
      case "max_length":
        if (spec.kind !== "list" && typeof step.requirement === "number") spec.maxLength = step.requirement;
        break;
      default:
        break;
    }
  }
  return spec;
}

/** A field's kind from its name, where its schema says only "a string". */
export function kindByName(name: string): FieldKind {
  const last = name.split(".").at(-1) ?? name;
  if (/^(id|.*Id)$/.test(last)) return "id";
  if (/password/i.test(last)) return "password";
  if (/email/i.test(last)) return "email";
  if (/(^date$|Date$|On$)/.test(last)) return "date";
  if (/(^time$|Time$)/.test(last)) return "time";
  return "text";
}

// ---- Valid values -----------------------------------------------------------------------------------

/** Plausible values by field name: what a person would type there (the schema cannot say). */
const VALID_BY_NAME: [RegExp, string][] = [
  [/^(timeZone|timezone|otherTimeZone)$/, "America/New_York"],
  [/^(fee|rate|mileage|adjustment)$|^fee[A-Z]|^fee-|^pos-fee|Fee$/, "40"],
  [/^length-/, "90"],
  [/^tin$|^taxId$/, "123456789"],
  [/^state$/, "CA"],
  [/^postalCode$/, "94103"],
  [/^latitude$/, "37.77"],
  [/^longitude$/, "-122.41"],
  [/^url$/, "https://hooks.example.test/whistle"],
  [/^website$/, "example.com"],
  [/^phone$/, "+1 415 555 0100"],
  [/^message$/, "A message long enough to be read."],
  [/^freeDistance$/, "5"],
  [/^(shownCount|shownOwedCents)$/, "0"],
];

/** A plausible valid value of a field, as a form sends it (strings), or as JSON (`json: true`). */
export function validValue(spec: FieldSpec, ids: Record<string, string>, { json = false } = {}): unknown {
  const last = spec.name.split(".").at(-1) ?? spec.name;
  // A cursor is only ever one the API handed out: a valid request has none.
  if (last === "cursor") return undefined;
  const byName = VALID_BY_NAME.find(([pattern]) => pattern.test(last))?.[1];
  switch (spec.kind) {
    case "choice":
      return spec.options?.[0] ?? "";
    case "flag":
      return json ? true : "on";
    case "number": {
      const value = byName !== undefined ? Number(byName) : Math.max(spec.min ?? 1, Math.min(spec.max ?? 1, 1));
      return json ? value : String(value);
    }
    case "date":
      return "2030-06-15";
    case "time":
      return "10:00";
    case "email":
      return `input.${last.toLowerCase()}@example.test`;
    case "password":
      return "Input-Suite-Pass-2030";
    case "id":
      return ids[last] ?? `no-such-${last}`;
    case "list":
      return [spec.options?.[0] ?? (spec.item === "id" ? (ids[last] ?? "no-such-id") : `Input ${last}`)];
    case "json":
      return "[]";
    case "csv":
      return { file: CSV_VALID, name: "games.csv", type: "text/csv" };
    default:
      return byName ?? `Input ${last}`.slice(0, spec.maxLength ?? 80);
  }
}

// ---- Bad values -------------------------------------------------------------------------------------

export const TEN_KB = "Ab1 ".repeat(2_560);
/** A field of 1,000,000 bytes: within the 1 MB cap (1,048,576), so the action reads it. */
export const ONE_MB_WITHIN_CAP = "x".repeat(1_000_000);
/** Right-to-left override and mark, Hebrew and Arabic, and emoji of several code points (ZWJ sequences). */
const RTL_AND_EMOJI = "\u202Eevil\u200F שלום مرحبا ⚽️🧑🏽‍⚖️🏳️‍🌈";
const NUL = "nul\u0000byte";

/** The bad values of one form field (strings, as a browser or a script can post them). */
export function badFormValues(spec: FieldSpec, ids: Record<string, string>, otherIds: Record<string, string>) {
  const valid = validValue(spec, ids);
  const first = Array.isArray(valid) ? String(valid[0]) : typeof valid === "string" ? valid : "on";
  const values: BadFormValue[] = [
    { kind: "missing", label: "missing", value: undefined },
    { kind: "empty", label: "empty", value: "" },
    { kind: "oversized", label: "10 KB", value: TEN_KB },
    { kind: "wrong-type", label: "a file", value: { file: "not text" } },
    { kind: "unicode", label: "RTL marks and emoji", value: RTL_AND_EMOJI },
    { kind: "unicode", label: "NUL", value: NUL },
    { kind: "duplicated", label: "twice", value: [first, "second value"] },
  ];
  const add = (kind: BadKind, ...labelled: [string, FormValue][]) =>
    values.push(...labelled.map(([label, value]) => ({ kind, label, value })));
  const last = spec.name.split(".").at(-1) ?? spec.name;
  switch (spec.kind) {
    case "number":
      add("wrong-type", ["letters", "abc"]);
      add("out-of-range", ["-1", "-1"], ["1e309", "1e309"], ["20 digits", "99999999999999999999"], ["0.5", "0.5"]);
      if (spec.max !== undefined) add("out-of-range", ["max + 1", String(spec.max + 1)]);
      break;
    case "date":
      add("wrong-type", ["words", "next Tuesday"]);
      add("impossible-date", ["Feb 30", "2026-02-30"], ["month 13", "2026-13-45"], ["Feb 29 2027", "2027-02-29"]);
      add("out-of-range", ["year 0", "0000-01-01"], ["year 9999", "9999-12-31"]);
      break;
    case "time":
      add("wrong-type", ["words", "noon"]);
      add("impossible-date", ["25:61", "25:61"]);
      add("out-of-range", ["24:00", "24:00"]);
      break;
    case "choice":
      add("wrong-type", ["not an option", "not-an-option"]);
      add("out-of-range", ["__proto__", "__proto__"], ["constructor", "constructor"]);
      break;
    case "id":
      add("out-of-range", ["__proto__", "__proto__"], ["no such row", "00000000-0000-4000-8000-000000000000"]);
      if (otherIds[last]) add("out-of-range", ["another league's", otherIds[last]]);
      break;
    case "flag":
      add("wrong-type", ["maybe", "maybe"]);
      break;
    case "email":
      add("wrong-type", ["not an email", "not-an-email"]);
      add("out-of-range", ["300 characters", `${"a".repeat(290)}@example.test`]);
      break;
    case "list": {
      const item = spec.options?.[0] ?? first;
      add("duplicated", ["one item twice", [item, item]]);
      add("out-of-range", ["150 items", Array.from({ length: 150 }, (_, index) => `${item}-${index}`)]);
      add("wrong-type", ["not an option", ["not-an-option"]]);
      break;
    }
    case "json":
      add("wrong-type", ["not JSON", "{not json"], ["a number", "42"], ["an object", '{"a":1}']);
      break;
    case "csv":
      values.length = 0;
      values.push(
        { kind: "missing", label: "no file", value: undefined },
        { kind: "wrong-type", label: "text, not a file", value: "homeTeam,awayTeam" },
        { kind: "empty", label: "an empty file", value: { file: "", name: "games.csv", type: "text/csv" } },
        ...badCsvFiles().map(({ kind, label, csv }) => ({
          kind,
          label,
          value: { file: csv, name: "games.csv", type: "text/csv" },
        })),
      );
      break;
    default:
      add("out-of-range", ["spaces only", "   "]);
      break;
  }
  return values;
}

/** The bad values of one JSON field: a client can send any JSON type. */
export function badJsonValues(spec: FieldSpec, ids: Record<string, string>, otherIds: Record<string, string>) {
  const values: BadJsonValue[] = [
    { kind: "missing", label: "missing", value: MISSING },
    { kind: "wrong-type", label: "null", value: null },
    { kind: "empty", label: "empty", value: "" },
    { kind: "oversized", label: "10 KB", value: TEN_KB },
    { kind: "unicode", label: "RTL marks and emoji", value: RTL_AND_EMOJI },
    { kind: "unicode", label: "NUL", value: NUL },
    { kind: "unicode", label: "lone surrogate", value: "half \ud800 a pair" },
    { kind: "duplicated", label: "key twice", value: DUPLICATE },
    { kind: "wrong-type", label: "an object", value: { nested: [true] } },
  ];
  const add = (kind: BadKind, ...labelled: [string, unknown][]) =>
    values.push(...labelled.map(([label, value]) => ({ kind, label, value })));
  const last = spec.name.split(".").at(-1) ?? spec.name;
  switch (spec.kind) {
    case "number":
      add("wrong-type", ["a numeric string", "12"], ["true", true]);
      add("out-of-range", ["-1", -1], ["1.5", 1.5], ["1e308", 1e308], ["2^53 + 1", 2 ** 53 + 1]);
      if (spec.max !== undefined) add("out-of-range", ["max + 1", spec.max + 1]);
      break;
    case "date":
      add("wrong-type", ["a number", 20_260_230], ["words", "next Tuesday"]);
      add("impossible-date", ["Feb 30", "2026-02-30"], ["month 13", "2026-13-45"]);
      add("out-of-range", ["year 0", "0000-01-01"], ["year 9999", "9999-12-31"]);
      break;
    case "time":
      add("wrong-type", ["a number", 1000]);
      add("impossible-date", ["25:61", "25:61"]);
      break;
    case "choice":
      add("wrong-type", ["not an option", "not-an-option"], ["a number", 1]);
      add("out-of-range", ["__proto__", "__proto__"]);
      break;
    case "id":
      add("wrong-type", ["a number", 42]);
      add("out-of-range", ["__proto__", "__proto__"]);
      if (otherIds[last]) add("out-of-range", ["another league's", otherIds[last]]);
      break;
    case "flag":
      add("wrong-type", ["a string", "true"], ["1", 1]);
      break;
    case "list":
      add("wrong-type", ["a string", "x"]);
      add("out-of-range", ["150 items", Array.from({ length: 150 }, (_, index) => `item-${index}`)]);
      break;
    default:
      add("wrong-type", ["a number", 12_345], ["true", true]);
      break;
  }
  return values;
}

/** The bad values of one query parameter: only strings, but any bytes. */
export function badQueryValues(spec: FieldSpec, ids: Record<string, string>, otherIds: Record<string, string>) {
  return badFormValues(spec, ids, otherIds).filter(
    (bad) => bad.value === undefined || typeof bad.value === "string" || Array.isArray(bad.value),
  ) as (BadFormValue & { value: string | readonly string[] | undefined })[];
}

// ---- CSV files (the season import) ------------------------------------------------------------------

const CSV_HEADER = "homeTeam,awayTeam,date,time,venue,league,level,fee,ageGroup,positionType,fieldSurface,skillLevel";
const CSV_VALID = `${CSV_HEADER}\nImport Hawks,Import Owls,2030-07-01,10:00,Import Park,,youth,40,,single,,\n`;

/** Whole files of bad rows: each row breaks one column in one way. */
function badCsvFiles(): { kind: BadKind; label: string; csv: string }[] {
  const columns = CSV_HEADER.split(",");
  const good = ["Csv Hawks", "Csv Owls", "2030-07-02", "11:00", "Csv Park", "", "youth", "40", "", "single", "", ""];
  const cells = ["", TEN_KB, RTL_AND_EMOJI, NUL, "2026-02-30", "25:61", "-1", "1e309", "__proto__", '"unclosed'];
  const rows = columns.flatMap((_, column) =>
    cells.map((cell, index) => {
      const row = good.map((value) => (column === 0 ? `${value} ${index}` : value));
      row[column] = cell.includes(",") || cell.includes('"') ? `"${cell.replaceAll('"', '""')}"` : cell;
      return row.join(",");
    }),
  );
  return [
    { kind: "out-of-range", label: "every column broken", csv: `${CSV_HEADER}\n${rows.join("\n")}\n` },
    { kind: "wrong-type", label: "no header", csv: "a,b,c\n1,2,3\n" },
    { kind: "unicode", label: "NUL bytes and a BOM", csv: `\ufeff${CSV_HEADER}\n\u0000,\u0000\n` },
    { kind: "wrong-type", label: "binary", csv: "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR" },
    { kind: "duplicated", label: "the same row twice", csv: `${CSV_VALID}${CSV_VALID.split("\n")[1]}\n` },
    { kind: "impossible-date", label: "impossible dates", csv: `${CSV_HEADER}\n${impossibleDateRows(good)}` },
  ];
}

function impossibleDateRows(good: string[]): string {
  return ["2026-02-30", "2027-02-29", "2026-13-01", "0000-00-00"]
    .map((date, index) => [`Date Hawks ${index}`, ...good.slice(1, 2), date, ...good.slice(3)].join(","))
    .join("\n");
}
