/**
 * The OpenAPI document is valid OpenAPI 3.1, covers exactly the `/api/v1` routes of app/routes.ts with
 * exactly the methods each endpoint answers, describes every webhook from the schemas the payloads are
 * typed with, and the `/api` page's sample endpoints are operations in it.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { API_ENDPOINTS } from "~/content/api";
import {
  assignmentEventData,
  DELIVERY_HEADER,
  EVENT_HEADER,
  gameEventData,
  SIGNATURE_HEADER,
  TEST_EVENT,
  type WEBHOOK_EVENT_DATA_SCHEMAS,
  WEBHOOK_EVENTS,
  webhookBodySchema,
  webhookEnvelope,
} from "~/domain/webhooks";
import { openApiDocument } from "~/server/api/openapi.server";

interface RouteEntry {
  path?: string;
  file?: string;
  children?: RouteEntry[];
}

function routeFiles(entries: RouteEntry[], prefix = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    return [
      ...(entry.path !== undefined && entry.file ? [{ path, file: entry.file }] : []),
      ...routeFiles(entry.children ?? [], path),
    ];
  });
}

function routePaths(entries: RouteEntry[]): string[] {
  return routeFiles(entries).map((route) => route.path);
}

/** The `/api/v1` route modules, by their file in app/routes.ts ("routes/api/v1/games.ts"). */
const apiModules = import.meta.glob<{ loader?: unknown; action?: unknown }>("../../app/routes/api/v1/*.ts");
function loadRouteModule(file: string) {
  const load = apiModules[`../../app/${file}`];
  if (!load) throw new Error(`no module for ${file}`);
  return load();
}

/** The methods a route answers: its `apiEndpoint` table, or (the OAuth token endpoint) what its 405 says is allowed. */
async function answeredMethods(file: string): Promise<string[]> {
  const module = await loadRouteModule(file);
  const methods = (module.loader as { methods?: string[] } | undefined)?.methods;
  if (methods) return methods.map((method) => method.toLowerCase()).sort();
  const refusal = (module.loader as () => Response)();
  expect(refusal.status, file).toBe(405);
  return (refusal.headers.get("Allow") ?? "")
    .split(",")
    .map((method) => method.trim().toLowerCase())
    .sort();
}

/** `/api/v1/games/:id` → `/api/v1/games/{id}`. */
const asOpenApi = (path: string) => path.replace(/:(\w+)/g, "{$1}");

const document = openApiDocument("https://whistle.example");

describe("OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("documents every /api/v1 route, and no path that is not a route", () => {
    const apiRoutes = routePaths(routes as RouteEntry[])
      .filter((path) => path.startsWith("/api/v1/"))
      // The document itself and the catch-all not-found answer are not operations.
      .filter((path) => path !== "/api/v1/openapi.json" && path !== "/api/v1/*")
      .map(asOpenApi)
      .sort();
    expect(apiRoutes.length).toBeGreaterThan(5);
    expect(Object.keys(document.paths).sort()).toEqual(apiRoutes);
  });

  it("documents exactly the methods each path's endpoint answers", async () => {
    const apiRoutes = routeFiles(routes as RouteEntry[]).filter(
      ({ path }) => path.startsWith("/api/v1/") && path !== "/api/v1/openapi.json" && path !== "/api/v1/*",
    );
    for (const { path, file } of apiRoutes) {
      const documented = Object.keys(document.paths[asOpenApi(path)] ?? {}).sort();
      expect(documented, path).toEqual(await answeredMethods(file));
    }
  });

  it("lists the /api page's sample endpoints among its operations", () => {
    for (const sample of API_ENDPOINTS) {
      expect(document.paths[sample.path], sample.path).toBeDefined();
      expect(
        document.paths[sample.path]![sample.method.toLowerCase()],
        `${sample.method} ${sample.path}`,
      ).toBeDefined();
    }
  });

  it("describes request bodies from the valibot schemas, refusing unknown fields", () => {
    const createGame = document.paths["/api/v1/games"]!.post as {
      requestBody: { content: Record<string, { schema: Record<string, unknown> }> };
    };
    const schema = createGame.requestBody.content["application/json"]!.schema;
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(
      expect.arrayContaining(["homeTeam", "awayTeam", "date", "time", "venue", "level", "feeCents"]),
    );
    expect((schema.properties as Record<string, { enum?: string[] }>).level!.enum).toEqual([
      "professional",
      "semi-pro",
      "amateur",
      "youth",
    ]);
  });

  it("describes every webhook event's request, from the schemas its payloads are typed with", () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENTS, TEST_EVENT].sort());
    for (const [event, item] of Object.entries(document.webhooks)) {
      const post = item.post as unknown as {
        parameters: { name: string; in: string; required: boolean }[];
        requestBody: {
          content: Record<string, { schema: { properties: Record<string, { const?: string }>; required: string[] } }>;
        };
      };
      expect(
        post.parameters
          .filter((parameter) => parameter.in === "header" && parameter.required)
          .map((parameter) => parameter.name)
          .sort(),
      ).toEqual([DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER].sort());
      const body = post.requestBody.content["application/json"]!.schema;
      expect(body.properties.type!.const, event).toBe(event);
      expect(body.required).toEqual(expect.arrayContaining(["id", "type", "createdAt", "organizationId", "data"]));
    }
    const assignment = (
      document.webhooks["assignment.declined"]!.post as unknown as {
        requestBody: {
          content: Record<
            string,
            {
              schema: { properties: { data: { properties: Record<string, { properties: Record<string, unknown> }> } } };
            }
          >;
        };
      }
    ).requestBody.content["application/json"]!.schema.properties.data;
    expect(Object.keys(assignment.properties.assignment!.properties)).toEqual([
      "id",
      "gameId",
      "refereeId",
      "position",
      "status",
      "reason",
    ]);
  });

  it("accepts the bodies the product really sends for each kind of event", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const game = {
      id: "g1",
      homeTeam: "Mission FC",
      awayTeam: "Sunset United",
      date: "2026-12-05",
      time: "10:00",
      venue: "Kezar Stadium",
      level: "youth",
      status: "cancelled",
      cancelReason: "Field flooded",
    };
    const sent = [
      webhookEnvelope("game.cancelled", "org1", gameEventData(game), now),
      webhookEnvelope(
        "assignment.declined",
        "org1",
        assignmentEventData(
          { id: "a1", refereeId: "r1", position: "referee", status: "declined", reason: "Away" },
          game,
        ),
        now,
      ),
      webhookEnvelope(
        "schedule.changed",
        "org1",
        { source: "csv-import", importId: "i1", rows: 12, duplicateMode: "update" },
        now,
      ),
      webhookEnvelope(
        "schedule.changed",
        "org1",
        { source: "auto-assign", draftId: "d1", offers: 2, assignmentIds: ["a1", "a2"] },
        now,
      ),
      webhookEnvelope(TEST_EVENT, "org1", { endpointId: "e1", message: "A test event from Whistle." }, now),
    ];
    for (const body of sent) {
      const roundTripped = JSON.parse(JSON.stringify(body)) as typeof body;
      expect(
        v.safeParse(webhookBodySchema(body.type as keyof typeof WEBHOOK_EVENT_DATA_SCHEMAS), roundTripped).issues,
        body.type,
      ).toBeUndefined();
    }
    // A body of one event is not a body of another.
    expect(v.is(webhookBodySchema("game.updated"), sent[0])).toBe(false);
    expect(
      v.is(webhookBodySchema("assignment.created"), {
        ...sent[1],
        type: "assignment.created",
        data: gameEventData(game),
      }),
    ).toBe(false);
  });
});
