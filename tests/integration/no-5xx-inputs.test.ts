/**
 * No 5xx on any input (issue 32, decision 0090): every route action and API method of `input-targets.ts`
 * gets every field's bad values (`input-values.ts`: missing, empty, 10 KB and 1 MB, wrong type, out of range,
 * impossible dates, RTL marks, emoji, NUL, the field twice) as each role. Every answer must be below 500; a
 * 4xx says why (a message, a problem's detail) and, from the API, names the field; a body over the cap is
 * 413; and a refusal changes no row (counted by triggers, `row-writes.ts`). Prints how many it sent.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newAddress, ORIGIN, visibleText, worker } from "./helpers";
import { createInputFixture, TWILIO, type InputFixture } from "./input-fixture";
import { allProbes, type Probe } from "./input-probes";
import type { ApiCaller, Role } from "./input-targets";
import { rowWrites, trackRowWrites, writtenTables } from "./row-writes";

/** Requests in flight at once: the runtime waits on D1 between them, so a few overlap well on two cores. */
const CONCURRENCY = 8;
const WAVE_SIZE = 24;
/** The suite must keep sending thousands: a list that shrinks by mistake fails here. */
const AT_LEAST = 4_000;

const BUILT_WORKER = "../../build/server/index.js";
const TWILIO_URL = `${env.PUBLIC_ORIGIN}/webhooks/twilio/sms`;
const WITH_SMS = {
  ...env,
  TWILIO_ACCOUNT_SID: TWILIO.account,
  TWILIO_AUTH_TOKEN: TWILIO.token,
  TWILIO_FROM_NUMBER: TWILIO.number,
  TWILIO_API_BASE: "https://api.twilio.test",
} as Env;

let fixture: InputFixture;
let built: ExportedHandler<Env>;

beforeAll(async () => {
  fixture = await createInputFixture();
  await trackRowWrites();
  built = ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<Env> }).default;
  // Webhook deliveries, texts and emails an accepted input queues reach these stubs, never the network.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(ORIGIN)) return realFetch(input, init);
    return Response.json({ ok: true, sid: "SMstub", id: "stub" }, { status: 200 });
  });
}, 120_000);

afterAll(() => {
  vi.restoreAllMocks();
});

interface Answer {
  status: number;
  refused: boolean;
  message: string | null;
  /** The names the answer's errors are keyed by (field names, or JSON pointers of the API). */
  errorKeys: string[];
}

interface Result {
  probe: Probe;
  answer: Answer;
}

// ---- Sending ----------------------------------------------------------------------------------------

async function send(probe: Probe): Promise<Response> {
  const { headers, body } = probe.request.build();
  const request = { method: probe.request.method, redirect: "manual" as const, headers: { ...headers }, body };
  if (probe.target.kind === "form" && probe.target.via === "twilio") return sendToTwilioWebhook(probe, body);
  request.headers["CF-Connecting-IP"] = newAddress();
  if (probe.target.kind === "api") {
    const key = fixture.keyOf(probe.who as ApiCaller);
    if (key) request.headers.Authorization = `Bearer ${key}`;
  } else {
    const cookie = fixture.cookieOf(probe.who as Role, probe.target.twins ? probe.target.module : undefined);
    if (cookie) request.headers.Cookie = cookie;
  }
  return worker.fetch(new Request(`${ORIGIN}${probe.request.path}`, request));
}

/** Twilio's webhook, signed as Twilio signs, to the built Worker with SMS configured. */
async function sendToTwilioWebhook(probe: Probe, body: BodyInit | undefined): Promise<Response> {
  const params = body instanceof URLSearchParams ? body : new URLSearchParams();
  const signed =
    TWILIO_URL +
    [...params]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => name + value)
      .join("");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(TWILIO.token),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(signed)));
  const { headers } = probe.request.build();
  const ctx = createExecutionContext();
  const response = await built.fetch!(
    new Request("http://worker.internal/webhooks/twilio/sms", {
      method: "POST",
      body: body ?? null,
      headers: { ...headers, "X-Twilio-Signature": btoa(String.fromCharCode(...mac)) },
    }) as Request<unknown, IncomingRequestCfProperties>,
    WITH_SMS,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

// ---- Reading the answer -----------------------------------------------------------------------------

const MESSAGE_KEYS = [
  "message",
  "formError",
  "problem",
  "notice",
  "text",
  "detail",
  "error_description",
  "title",
  "error",
];
const ERROR_KEYS = ["errors", "fieldErrors", "error"];

/** The first sentence an answer gives: a message, a form error, a field's first error. */
function messageIn(value: unknown, depth = 0): string | null {
  if (depth > 5 || value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = messageIn(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  for (const key of [...MESSAGE_KEYS, "data", "result", "rotation"]) {
    if (!(key in record)) continue;
    const found = messageIn(record[key], depth + 1);
    if (found) return found;
  }
  // Field errors: `{ field: [messages] }`, under any of their names.
  for (const key of ERROR_KEYS) {
    const errors = record[key];
    if (!errors || typeof errors !== "object") continue;
    for (const messages of Object.values(errors)) {
      const found = messageIn(messages, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** The keys of every errors object in an answer (a form's field names), or the API's pointers. */
function errorKeysIn(value: unknown, depth = 0): string[] {
  if (depth > 5 || value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const keys: string[] = [];
  for (const [key, inner] of Object.entries(record)) {
    if (ERROR_KEYS.includes(key) && inner && typeof inner === "object") {
      if (Array.isArray(inner)) {
        keys.push(
          ...inner.flatMap((item) =>
            item && typeof item === "object" && "pointer" in item ? [String(item.pointer)] : [],
          ),
        );
      } else {
        keys.push(
          ...Object.entries(inner)
            .filter(([, messages]) => messages !== undefined && messages !== null)
            .map(([name]) => name),
        );
      }
    }
    if (inner && typeof inner === "object") keys.push(...errorKeysIn(inner, depth + 1));
  }
  return keys;
}

async function read(response: Response): Promise<Answer> {
  const type = response.headers.get("Content-Type") ?? "";
  let status = response.status;
  let refused = status >= 400;
  let value: unknown;
  if (type.startsWith("text/x-script") && response.body) {
    const decoded = (await decodeTurboStream(response.body, globalThis)).value as Record<string, unknown> | null;
    if (decoded && typeof decoded.redirect === "string") {
      status = Number(decoded.status ?? 302);
      refused = decoded.redirect.startsWith("/login");
    }
    value = decoded;
  } else if (type.includes("json")) {
    const text = await response.text();
    try {
      value = JSON.parse(text);
    } catch {
      value = text;
    }
  } else if (type.includes("html")) {
    value = visibleText(await response.text());
  } else {
    value = await response.text();
  }
  // Availability's sync answers 200 with an answer per change: every change rejected is a refusal.
  const body = (value as { data?: unknown } | null)?.data ?? value;
  const results = (body as { results?: { status?: string }[] } | null)?.results;
  if (Array.isArray(results) && results.length > 0 && results.every((result) => result.status === "rejected")) {
    refused = true;
  }
  if (status >= 300 && status < 400) {
    const location = response.headers.get("Location") ?? "";
    if (location.startsWith("/login") || location.startsWith(`${ORIGIN}/login`)) refused = true;
  }
  return { status, refused, message: messageIn(value), errorKeys: errorKeysIn(value) };
}

/** Whether the answer's errors name `field` (a dotted name, or its JSON pointer / query pointer). */
function names(answer: Answer, field: string): boolean {
  const pointer = `/${field.split(".").join("/")}`;
  return answer.errorKeys.some(
    (key) =>
      key === field ||
      key.startsWith(`${field}.`) ||
      field.startsWith(`${key}.`) ||
      key === pointer ||
      key.startsWith(`${pointer}/`) ||
      key === `#/query/${field}`,
  );
}

// ---- Running ----------------------------------------------------------------------------------------

async function answerTo(probe: Probe): Promise<Result> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer within 30 s")), 30_000);
  });
  try {
    const answer = await Promise.race([send(probe).then(read), timeout]);
    return { probe, answer };
  } finally {
    clearTimeout(timer);
  }
}

async function inParallel<Item, Output>(items: Item[], limit: number, work: (item: Item) => Promise<Output>) {
  const outputs: Output[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        outputs[index] = await work(items[index]!);
      }
    }),
  );
  return outputs;
}

/**
 * The probes of one target in waves sent together, their writes counted together: the bad values of one
 * field (or one role's whole inputs), and everything the guard turns away in one.
 */
function waves(probes: Probe[]): Probe[][] {
  const grouped = new Map<string, Probe[]>();
  for (const probe of probes) {
    const { target } = probe;
    const reaches = target.kind === "api" || (target.can as readonly string[]).includes(probe.who);
    const key = `${target.module} ${target.kind === "api" ? target.method : ""} ${reaches ? `${probe.intent} ${probe.who} ${probe.field}` : "turned away"}`;
    grouped.set(key, [...(grouped.get(key) ?? []), probe]);
  }
  return [...grouped.values()].flatMap((wave) =>
    Array.from({ length: Math.ceil(wave.length / WAVE_SIZE) }, (_, index) =>
      wave.slice(index * WAVE_SIZE, (index + 1) * WAVE_SIZE),
    ),
  );
}

function describeProbe({ target, intent, who, field, label }: Probe): string {
  const where = target.kind === "api" ? `${target.method} ${target.module}` : target.module;
  return `${where}${intent && target.kind === "form" ? ` [${intent}]` : ""} as ${who}: ${field ?? "every field"} ${label}`;
}

describe("no 5xx on any input", () => {
  it(
    "answers every generated input below 500, says why it refuses, and changes no row when it does",
    { timeout: 1_200_000 },
    async () => {
      const started = performance.now();
      const probes = allProbes(fixture.ids, fixture.otherIds);
      const failures = new Set<string>();
      const statuses = new Map<number, number>();
      let sent = 0;
      let replays = 0;
      let unnamed = 0;

      const check = ({ probe, answer }: Result) => {
        const what = describeProbe(probe);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.add(`${what}: ${answer.status} ${answer.message ?? ""}`.trim());
        if (probe.expect413 && answer.status !== 413) failures.add(`${what}: ${answer.status}, not 413`);
        if (answer.status >= 400 && answer.status < 500 && !answer.message)
          failures.add(`${what}: ${answer.status} without a message`);
        const field = probe.field && !probe.field.startsWith("path:") ? probe.field : null;
        const aboutTheField = ["missing", "empty", "wrong-type", "impossible-date"].includes(probe.kind);
        if (
          probe.target.kind === "api" &&
          answer.status === 422 &&
          field &&
          probe.fromSchema &&
          aboutTheField &&
          !names(answer, field)
        ) {
          failures.add(`${what}: 422 does not name ${field} (${answer.errorKeys.join(", ") || "no errors"})`);
        }
        if (probe.target.kind === "form" && answer.status === 400 && field && !names(answer, field)) unnamed += 1;
        if (probe.kind === "impossible-date" && probe.fromSchema && !answer.refused) {
          failures.add(`${what}: accepted (${answer.status})`);
        }
      };

      await fixture.prepare(
        probes.map(({ who, target }) => ({
          who,
          api: target.kind === "api",
          ...(target.kind === "form" && target.twins ? { twinFor: target.module } : {}),
        })),
      );
      const timeByTarget = new Map<string, number>();

      /** Sends a wave; where it wrote and refused some, the refusals again on their own. */
      const runWave = async (wave: Probe[], alone: boolean): Promise<void> => {
        const before = await rowWrites();
        const waveStarted = performance.now();
        const results = await inParallel(wave, CONCURRENCY, answerTo);
        const where = describeProbe(wave[0]!).split(" as ")[0]!;
        timeByTarget.set(where, (timeByTarget.get(where) ?? 0) + performance.now() - waveStarted);
        results.forEach(check);
        const written = writtenTables(before, await rowWrites());
        const refused = results.filter(({ answer }) => answer.refused);
        if (written.length === 0 || refused.length === 0) return;
        if (alone || results.length === 1) {
          for (const { probe, answer } of refused) {
            failures.add(`${describeProbe(probe)}: refused (${answer.status}) but wrote ${written.join(", ")}`);
          }
          return;
        }
        replays += refused.length;
        // All refused: each alone finds which wrote. Some accepted: the refusals together first (they are
        // usually refused again, and write nothing), then alone only if they still wrote.
        const again = refused.map(({ probe }) => probe);
        if (refused.length === results.length) {
          for (const probe of again) await runWave([probe], true);
        } else {
          await runWave(again, again.length === 1);
        }
      };

      for (const wave of waves(probes)) {
        sent += wave.length;
        await runWave(wave, false);
      }
      console.log(
        [...timeByTarget]
          .sort(([, x], [, y]) => y - x)
          .slice(0, 12)
          .map(([where, ms]) => `${(ms / 1000).toFixed(1)}s ${where}`)
          .join("\n"),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
      const byStatus = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(" ");
      console.log(
        `no-5xx inputs: ${sent.toLocaleString("en-US")} requests (${replays} replayed), ${fivexx} 5xx, in ${seconds} s [${byStatus}; ${unnamed} form 400s name no field]`,
      );
      expect([...failures].sort()).toEqual([]);
      expect(sent).toBeGreaterThan(AT_LEAST);
    },
  );
});
