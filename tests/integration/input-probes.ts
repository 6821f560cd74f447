/**
 * The requests of the generated input suite (issue 32, decision 0090), one per bad input: every field of
 * every intent of `INPUT_TARGETS` with each of its kind's bad values as the first role that reaches the
 * validation, the path's parameters likewise, and each kind of bad input once for the whole form as every
 * other role. Form posts go to the route's `.data` URL, as the pages' forms and fetchers send them (React
 * Router answers the action alone); a few go as document posts, which render the page with the answer.
 */
import { bodyLimitFor } from "~/server/body-limits.server";
import {
  API_CALLERS,
  INPUT_TARGETS,
  inputFields,
  ROLES,
  type ApiCaller,
  type ApiTarget,
  type FormTarget,
  type Input,
  type Role,
  type Target,
  type TargetIds,
} from "./input-targets";
import {
  badFormValues,
  badJsonValues,
  badQueryValues,
  DUPLICATE,
  fieldsOfSchema,
  MISSING,
  ONE_MB_WITHIN_CAP,
  TEN_KB,
  validValue,
  type BadKind,
  type FieldKind,
  type FieldSpec,
  type FormValue,
} from "./input-values";

export interface Probe {
  target: Target;
  intent: string;
  who: Role | ApiCaller;
  /** The field (or path parameter) given the bad value; null when the whole input is. */
  field: string | null;
  fieldKind: FieldKind | null;
  /** The field's kind came from the handler's schema (not from a hand-written list). */
  fromSchema: boolean;
  kind: BadKind | "valid" | "over-cap";
  label: string;
  /** The answer must be 413 (a body over the cap, with its Content-Length). */
  expect413?: boolean;
  /** Sent as a document post (the page renders); otherwise to `.data`. */
  document?: boolean;
  request: RequestSpec;
}

/** What to send, built when sent (a probe of 1 MB holds no body until then); the runner adds who asks. */
export interface RequestSpec {
  method: string;
  path: string;
  build: () => { headers: Record<string, string>; body?: BodyInit };
}

type Values = Record<string, unknown>;

/** What each probe says of itself, form or API. */
type ProbeMeta = Pick<Probe, "field" | "fieldKind" | "kind" | "label"> & { fromSchema?: boolean; document?: boolean };

/** One probe: who sends what, described by its meta. */
function probeFrom(
  target: Target,
  intent: string,
  who: Role | ApiCaller,
  meta: ProbeMeta,
  request: RequestSpec,
): Probe {
  return {
    target,
    intent,
    who,
    field: meta.field,
    fieldKind: meta.fieldKind,
    fromSchema: meta.fromSchema ?? false,
    kind: meta.kind,
    label: meta.label,
    document: meta.document,
    request,
  };
}

/** A body 1 KB over the cap of its path (1 MB, or 6 MB where a season's CSV is imported). */
const overCap = (path: string) => "x".repeat(bodyLimitFor(path.split("?")[0]!.replace(/\.data$/, "")) + 1024);
const VALID_CSV =
  "homeTeam,awayTeam,date,time,venue,level,fee\nApi Hawks,Api Owls,2030-07-03,10:00,Api Park,youth,40\n";

/** Bad values of a path parameter: an id of nobody or of another league, odd bytes, a long one. */
function badPathValues(kind: FieldKind, name: string, otherIds: Record<string, string>) {
  const values: { kind: BadKind; label: string; raw: string }[] = [
    { kind: "out-of-range", label: "no such row", raw: "00000000-0000-4000-8000-000000000000" },
    { kind: "out-of-range", label: "__proto__", raw: "__proto__" },
    { kind: "oversized", label: "10 KB", raw: encodeURIComponent(TEN_KB) },
    { kind: "unicode", label: "RTL and emoji", raw: encodeURIComponent("\u202Eevil ⚽️🏳️‍🌈") },
    { kind: "unicode", label: "NUL", raw: "nul%00byte" },
    { kind: "wrong-type", label: "broken percent-encoding", raw: "%E0%A4%A" },
    { kind: "wrong-type", label: "dots", raw: "..%2F..%2Fsettings" },
  ];
  if (kind === "id" && otherIds[name]) {
    values.push({ kind: "out-of-range", label: "another league's", raw: otherIds[name] });
  }
  return values;
}

/**
 * A field like one already sent its whole set (the same kind, choices and bounds: a fee table's twelve money
 * fields, a settings form's toggles) gets one bad value of each kind instead of every value.
 */
function sampled<Bad extends { kind: BadKind }>(spec: FieldSpec, bads: Bad[], seen: Set<string>): Bad[] {
  const { name: _name, ...shape } = spec;
  const signature = JSON.stringify(shape);
  if (!seen.has(signature)) {
    seen.add(signature);
    return bads;
  }
  const kinds = new Set<BadKind>();
  return bads.filter((bad) => !kinds.has(bad.kind) && kinds.add(bad.kind));
}

function fieldsOf(input: Input): FieldSpec[] {
  return inputFields(input, fieldsOfSchema);
}

function schemaFields(input: Input): Set<string> {
  return new Set(input.schema ? fieldsOfSchema(input.schema).map((spec) => spec.name) : []);
}

/** A valid submission: the input's own valid values, else each field kind's. `undefined` leaves a field out. */
function baselineOf(input: Input, fields: FieldSpec[], ids: TargetIds, json: boolean): Values {
  const given = input.valid?.(ids) ?? {};
  const values: Values = {};
  for (const spec of fields) values[spec.name] = validValue(spec, ids, { json });
  for (const [name, value] of Object.entries(given)) values[name] = value;
  for (const [name, value] of Object.entries(values)) if (value === undefined) delete values[name];
  return values;
}

/** Bad values of every kind for every field at once: the whole form filled wrongly one way. */
function wholeInputs(
  fields: FieldSpec[],
  baseline: Values,
  json: boolean,
): { kind: BadKind | "valid"; label: string; values: Values }[] {
  const all = (value: unknown) => Object.fromEntries(fields.map((spec) => [spec.name, value]));
  const twice = Object.fromEntries(
    fields.map((spec) => [spec.name, json ? DUPLICATE : [String(baseline[spec.name] ?? ""), "second value"]]),
  );
  return [
    { kind: "valid", label: "a valid input", values: baseline },
    { kind: "missing", label: "every field missing", values: {} },
    { kind: "oversized", label: "every field 10 KB", values: all(TEN_KB) },
    { kind: "unicode", label: "every field RTL, emoji and NUL", values: all("\u202E⚽️ nul\u0000 שלום") },
    { kind: "duplicated", label: "every field twice", values: twice },
  ];
}

// ---- Bodies -----------------------------------------------------------------------------------------

const FORM_HEADERS = { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" };

/** A form body: urlencoded, or multipart when a value is a file (or the form is a multipart one). */
function formBody(values: Values, multipart: boolean): { body: BodyInit; headers: Record<string, string> } {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined) as [string, FormValue][];
  const hasFile = entries.some(([, value]) => typeof value === "object" && !Array.isArray(value));
  if (multipart || hasFile) {
    const form = new FormData();
    for (const [name, value] of entries) {
      if (Array.isArray(value)) for (const item of value as string[]) form.append(name, item);
      else if (typeof value === "object" && "file" in value) {
        const file = value as { file: string; name?: string; type?: string };
        form.append(name, new File([file.file], file.name ?? "input.txt", { type: file.type ?? "text/plain" }));
      } else form.append(name, String(value));
    }
    return { body: form, headers: {} };
  }
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (Array.isArray(value)) for (const item of value as string[]) params.append(name, item);
    else params.append(name, String(value));
  }
  return { body: params, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
}

/** A JSON body from dotted paths (`changes.0.date`); DUPLICATE writes a key twice in the raw text. */
export function jsonBody(values: Values): string {
  const root: Record<string, unknown> = {};
  const duplicates: string[] = [];
  for (const [path, value] of Object.entries(values)) {
    if (value === MISSING) continue;
    const keys = path.split(".");
    let node: Record<string, unknown> = root;
    keys.slice(0, -1).forEach((key, index) => {
      const nextIsIndex = /^\d+$/.test(keys[index + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    if (value === DUPLICATE) {
      duplicates.push(path);
      node[keys.at(-1)!] = "first value";
    } else node[keys.at(-1)!] = value;
  }
  let text = JSON.stringify(root);
  // The last key of each duplicated path again, inside its object: JSON.parse keeps the second.
  for (const path of duplicates) {
    const key = JSON.stringify(path.split(".").at(-1));
    text = text.replace(`${key}:"first value"`, `${key}:"first value",${key}:"second value"`);
  }
  return text;
}

function withDataSuffix(path: string): string {
  const [pathname = "", query] = path.split("?");
  const data = `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data`;
  return query === undefined ? data : `${data}?${query}`;
}

// ---- Form targets -----------------------------------------------------------------------------------

function formProbes(target: FormTarget, ids: TargetIds, otherIds: Record<string, string>): Probe[] {
  const probes: Probe[] = [];
  const json = target.body === "json";
  const [primary, ...others] = target.can;
  const strangers = ROLES.filter((role) => !target.can.includes(role));
  const make = (who: Role, intent: string, values: Values, meta: ProbeMeta & { path?: string }): Probe => {
    const path = meta.path ?? target.path(ids);
    const withIntent = intent && !("intent" in values) ? { intent, ...values } : values;
    const build = () => {
      const body = json
        ? { body: jsonBody(withIntent), headers: { "Content-Type": "application/json" } }
        : formBody(withIntent, target.body === "multipart");
      return { headers: { ...FORM_HEADERS, ...body.headers }, body: body.body };
    };
    return probeFrom(target, intent, who, meta, {
      method: "POST",
      path: meta.document ? path : withDataSuffix(path),
      build,
    });
  };

  const seen = new Set<string>();
  for (const [intent, input] of Object.entries(target.intents)) {
    const fields = fieldsOf(input);
    const fromSchema = schemaFields(input);
    const baseline = baselineOf(input, fields, ids, json);
    fields.forEach((spec, index) => {
      const all = json ? badJsonValues(spec, ids, otherIds) : badFormValues(spec, ids, otherIds);
      // A file where text is expected reads as "" (formText): the first field of a form is enough.
      const bads = index === 0 ? all : all.filter((bad) => bad.label !== "a file");
      for (const bad of sampled(spec, bads, seen)) {
        const values = { ...baseline, ...spec.when, [spec.name]: bad.value };
        if (bad.value === undefined) delete values[spec.name];
        probes.push(
          make(primary!, intent, values, {
            field: spec.name,
            fieldKind: spec.kind,
            fromSchema: fromSchema.has(spec.name),
            kind: bad.kind,
            label: bad.label,
          }),
        );
      }
    });
    // A field of 1,000,000 bytes: within the cap, so the action reads it.
    const long = fields.find((spec) => !["flag", "list", "csv"].includes(spec.kind));
    if (long) {
      probes.push(
        make(
          primary!,
          intent,
          { ...baseline, [long.name]: ONE_MB_WITHIN_CAP },
          {
            field: long.name,
            fieldKind: long.kind,
            kind: "oversized",
            label: "1 MB within the cap",
          },
        ),
      );
    }
    // The other roles that reach the validation: each kind of bad input once, over the whole form. Those the
    // guard turns away (before any input is read): one form, every field 10 KB.
    for (const whole of wholeInputs(fields, baseline, json)) {
      for (const who of [...others, ...(whole.kind === "oversized" ? strangers : [])]) {
        probes.push(
          make(who, intent, whole.values, { field: null, fieldKind: null, kind: whole.kind, label: whole.label }),
        );
      }
    }
    // The page itself answers a form posted without JavaScript: it renders with the action's refusal.
    probes.push(
      make(
        primary!,
        intent,
        {},
        { field: null, fieldKind: null, kind: "missing", label: "every field missing (document)", document: true },
      ),
    );
  }

  const [firstIntent = "", firstInput] = Object.entries(target.intents)[0] ?? [];
  const baseline = firstInput ? baselineOf(firstInput, fieldsOf(firstInput), ids, json) : {};
  for (const [name, kind] of Object.entries(target.params ?? {})) {
    for (const bad of badPathValues(kind, name, otherIds)) {
      probes.push(
        make(primary!, firstIntent, baseline, {
          field: `path:${name}`,
          fieldKind: kind,
          kind: bad.kind,
          label: bad.label,
          path: target.path({ ...ids, [name]: bad.raw }),
        }),
      );
    }
  }
  if (firstIntent !== "") {
    probes.push(
      make(
        primary!,
        "",
        { ...baseline, intent: "no-such-intent" },
        { field: "intent", fieldKind: "choice", kind: "wrong-type", label: "unknown intent" },
      ),
    );
    probes.push(
      make(
        primary!,
        "",
        { ...baseline, intent: "__proto__" },
        { field: "intent", fieldKind: "choice", kind: "out-of-range", label: "__proto__ intent" },
      ),
    );
  }
  // Over the cap: refused from its Content-Length before anything reads it, whoever asks.
  const padding = overCap(target.path(ids));
  for (const who of [primary!, strangers[0] ?? others[0] ?? primary!]) {
    const over = make(
      who,
      firstIntent,
      { ...baseline, padding },
      { field: null, fieldKind: null, kind: "over-cap", label: "over the cap" },
    );
    probes.push({ ...over, expect413: true });
  }
  // The same body sent chunked (no Content-Length): counted while it is read.
  const chunked = make(
    primary!,
    firstIntent,
    { ...baseline, padding },
    { field: null, fieldKind: null, kind: "over-cap", label: "over the cap, chunked" },
  );
  probes.push({ ...chunked, request: { ...chunked.request, build: streamed(chunked.request.build) } });
  return probes;
}

/** The same request with its body as a stream of chunks, without Content-Length. */
function streamed(build: RequestSpec["build"]): RequestSpec["build"] {
  return () => {
    const { headers, body } = build();
    const source = new Response(body);
    const type = source.headers.get("Content-Type");
    return { headers: { ...headers, ...(type ? { "Content-Type": type } : {}) }, body: source.body! };
  };
}

// ---- API targets ------------------------------------------------------------------------------------

function apiProbes(target: ApiTarget, ids: TargetIds, otherIds: Record<string, string>): Probe[] {
  const probes: Probe[] = [];
  const input = target.in === "csv" ? { ...target.input } : target.input;
  const fields = fieldsOf(input);
  const fromSchema = schemaFields(input);
  const json = target.in === "body";
  const baseline = baselineOf(input, fields, ids, json);
  const [primary] = target.can;
  const make = (
    who: ApiCaller,
    values: Values,
    meta: ProbeMeta & { path?: string; raw?: { body: string; type: string } },
  ): Probe => {
    let path = meta.path ?? target.path(ids);
    if (target.in === "query" || target.in === "csv") {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined || value === MISSING) continue;
        if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
        else params.append(name, String(value));
      }
      const query = params.toString();
      if (query) path += `${path.includes("?") ? "&" : "?"}${query}`;
    }
    const build = (): ReturnType<RequestSpec["build"]> => {
      if (target.method === "GET") return { headers: {} };
      if (target.in === "csv") {
        return { headers: { "Content-Type": meta.raw?.type ?? "text/csv" }, body: meta.raw?.body ?? VALID_CSV };
      }
      if (target.in === "form") {
        const type = meta.raw?.type ?? "application/x-www-form-urlencoded";
        return { headers: { "Content-Type": type }, body: meta.raw?.body ?? formBody(values, false).body };
      }
      return {
        headers: { "Content-Type": meta.raw?.type ?? "application/json" },
        body: meta.raw?.body ?? jsonBody(values),
      };
    };
    return probeFrom(target, target.method, who, meta, { method: target.method, path, build });
  };

  for (const spec of fields) {
    const bads = json ? badJsonValues(spec, ids, otherIds) : badQueryValues(spec, ids, otherIds);
    for (const bad of bads) {
      const values: Values = { ...baseline, ...spec.when, [spec.name]: bad.value };
      if (bad.value === undefined) delete values[spec.name];
      probes.push(
        make(primary!, values, {
          field: spec.name,
          fieldKind: spec.kind,
          fromSchema: fromSchema.has(spec.name),
          kind: bad.kind,
          label: bad.label,
        }),
      );
    }
  }
  for (const [name, kind] of Object.entries(target.params ?? {})) {
    for (const bad of badPathValues(kind, name, otherIds)) {
      probes.push(
        make(primary!, baseline, {
          field: `path:${name}`,
          fieldKind: kind,
          kind: bad.kind,
          label: bad.label,
          path: target.path({ ...ids, [name]: bad.raw }),
        }),
      );
    }
  }
  // Whole bodies that are not what the endpoint reads.
  if (target.method !== "GET") {
    const raws: { kind: BadKind; label: string; body: string; type: string }[] =
      target.in === "csv"
        ? badCsvBodies()
        : [
            {
              kind: "empty",
              label: "an empty body",
              body: "",
              type: target.in === "form" ? "application/x-www-form-urlencoded" : "application/json",
            },
            { kind: "wrong-type", label: "not JSON", body: "{not json", type: "application/json" },
            { kind: "wrong-type", label: "a JSON array", body: "[]", type: "application/json" },
            { kind: "wrong-type", label: "JSON null", body: "null", type: "application/json" },
            { kind: "wrong-type", label: "plain text", body: "text", type: "text/plain" },
            { kind: "unicode", label: "a NUL byte", body: '{"a":"\u0000"}', type: "application/json" },
            {
              kind: "wrong-type",
              label: "an unknown field",
              body: JSON.stringify({ ...baseline, unknownField: 1 }),
              type: "application/json",
            },
          ];
    for (const raw of raws)
      probes.push(make(primary!, baseline, { field: null, fieldKind: null, kind: raw.kind, label: raw.label, raw }));
    probes.push({
      ...make(primary!, baseline, {
        field: null,
        fieldKind: null,
        kind: "over-cap",
        label: "over the 1 MB cap",
        raw: {
          body: `{"padding":"${overCap(target.path(ids))}"}`,
          type: target.in === "csv" ? "text/csv" : "application/json",
        },
      }),
      expect413: true,
    });
  } else {
    probes.push(
      make(
        primary!,
        { ...baseline, unknownParameter: "1" },
        { field: "unknownParameter", fieldKind: "text", kind: "wrong-type", label: "an unknown parameter" },
      ),
    );
  }
  for (const who of API_CALLERS.filter((caller) => caller !== primary)) {
    probes.push(make(who, baseline, { field: null, fieldKind: null, kind: "valid", label: "a valid input" }));
    probes.push(make(who, {}, { field: null, fieldKind: null, kind: "missing", label: "every field missing" }));
  }
  return probes;
}

function badCsvBodies(): { kind: BadKind; label: string; body: string; type: string }[] {
  const files = badFormValues({ name: "file", kind: "csv" }, {}, {}).flatMap((bad) =>
    typeof bad.value === "object" && bad.value !== null && "file" in bad.value
      ? [{ kind: bad.kind, label: bad.label, body: (bad.value as { file: string }).file, type: "text/csv" }]
      : [],
  );
  return [...files, { kind: "wrong-type" as const, label: "JSON, not CSV", body: "{}", type: "application/json" }];
}

/** Every probe of every target. */
export function allProbes(ids: TargetIds, otherIds: Record<string, string>): Probe[] {
  return INPUT_TARGETS.flatMap((target) =>
    target.kind === "form" ? formProbes(target, ids, otherIds) : apiProbes(target, ids, otherIds),
  );
}
