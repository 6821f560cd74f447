/**
 * The OpenAPI 3.1 document of `/api/v1`, generated from the valibot schemas the endpoints validate
 * with (app/domain/api-schemas.ts). `API_OPERATIONS` is the one list of endpoints: the reference page,
 * the `/api` page's samples and the route test all read it.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import {
  ApiAssignmentCreatedSchema,
  ApiAssignmentCreateSchema,
  ApiAssignmentListQuerySchema,
  ApiAssignmentSchema,
  ApiAssignmentUpdateSchema,
  ApiAvailabilityQuerySchema,
  ApiAvailabilitySchema,
  ApiGameCreateSchema,
  ApiGameListQuerySchema,
  ApiGamePatchSchema,
  ApiGameSchema,
  ApiImportQuerySchema,
  ApiImportResultSchema,
  ApiProblemSchema,
  ApiRefereeListQuerySchema,
  ApiRefereeSchema,
  ApiTokenRequestSchema,
  ApiTokenSchema,
  page,
} from "~/domain/api-schemas";
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TEST_EVENT,
  WEBHOOK_EVENT_DATA_SCHEMAS,
  WEBHOOK_EVENT_DESCRIPTIONS,
  webhookBodySchema,
} from "~/domain/webhooks";
import { ApiReportListQuerySchema, ApiReportSchema } from "~/domain/report-api";
import { BOOKMARK_HEADER, BOOKMARK_MAX_LENGTH, BOOKMARK_PATTERN } from "../d1-sessions.server";
import { API_RATE_LIMIT } from "./http.server";

type Schema = v.GenericSchema;
type QuerySchema = v.StrictObjectSchema<v.ObjectEntries, undefined>;

export interface ApiOperation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form: `/api/v1/games/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** `none` for the token endpoint, which takes the client's own credentials. */
  scope: "read" | "write" | "none";
  query?: QuerySchema;
  /** A JSON body described by `schema`, or a raw body of `contentType`. */
  body?: { schema?: Schema; contentType?: string };
  success: { status: number; description: string; schema?: Schema };
  /** Problem statuses beside the ones every call can answer (401, 403, 429). */
  problems?: number[];
}

const pathParam = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});

/**
 * The operations on one record by its id, which answer alike for every resource: reading it (404 when the
 * organization has no such record), changing it (also 409, 412 for a stale If-Match, 415 and 422 for the body)
 * and deleting it (404, 409, 412).
 */
function recordById(path: string, name: string, schema: Schema) {
  return {
    get: (operationId: string, summary: string): ApiOperation => ({
      method: "get",
      path,
      operationId,
      summary,
      scope: "read",
      success: { status: 200, description: `The ${name}`, schema },
      problems: [404],
    }),
    change: (
      method: "put" | "patch",
      body: Schema,
      about: Pick<ApiOperation, "operationId" | "summary" | "description">,
    ): ApiOperation => ({
      method,
      path,
      ...about,
      scope: "write",
      body: { schema: body },
      success: { status: 200, description: `The ${name} after the change`, schema },
      problems: [404, 409, 412, 415, 422],
    }),
    remove: (operationId: string, summary: string, description: string): ApiOperation => ({
      method: "delete",
      path,
      operationId,
      summary,
      description,
      scope: "write",
      success: { status: 204, description: "Deleted" },
      problems: [404, 409, 412],
    }),
  };
}
const game = recordById("/api/v1/games/{id}", "game", ApiGameSchema);
const assignment = recordById("/api/v1/assignments/{id}", "assignment", ApiAssignmentSchema);

export const API_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/v1/oauth/token",
    operationId: "issueToken",
    summary: "Get an access token (OAuth 2.0)",
    description:
      "The client credentials grant: send an OAuth client's id and secret (HTTP Basic, or `client_id` and `client_secret` in the form) with `grant_type=client_credentials`; use the token as `Authorization: Bearer` for one hour. Errors follow RFC 6749 (`invalid_client`, `invalid_scope`, `unsupported_grant_type`).",
    scope: "none",
    body: { schema: ApiTokenRequestSchema, contentType: "application/x-www-form-urlencoded" },
    success: { status: 200, description: "An access token", schema: ApiTokenSchema },
  },
  {
    method: "get",
    path: "/api/v1/referees",
    operationId: "listReferees",
    summary: "List referees",
    description: "The organization's referees by last name, first name.",
    scope: "read",
    query: ApiRefereeListQuerySchema,
    success: { status: 200, description: "A page of referees", schema: page(ApiRefereeSchema) },
    problems: [422],
  },
  {
    method: "get",
    path: "/api/v1/referees/{id}",
    operationId: "getReferee",
    summary: "Get a referee",
    description: "One referee with their certifications.",
    scope: "read",
    success: { status: 200, description: "The referee", schema: ApiRefereeSchema },
    problems: [404],
  },
  {
    method: "get",
    path: "/api/v1/games",
    operationId: "listGames",
    summary: "List games",
    description: "Games by date and kick-off, filtered by status, date range, venue and level.",
    scope: "read",
    query: ApiGameListQuerySchema,
    success: { status: 200, description: "A page of games", schema: page(ApiGameSchema) },
    problems: [422],
  },
  {
    method: "post",
    path: "/api/v1/games",
    operationId: "createGame",
    summary: "Create a game",
    description: "The Add Game form's rules: a new game is pending. Honours `Idempotency-Key`.",
    scope: "write",
    body: { schema: ApiGameCreateSchema },
    success: { status: 201, description: "The game", schema: ApiGameSchema },
    problems: [409, 415, 422],
  },
  {
    method: "post",
    path: "/api/v1/games/import",
    operationId: "importGames",
    summary: "Import games from CSV",
    description:
      "The CSV import screen's rules: valid rows are written together, rejected rows are listed with their reasons. Optional latitude and longitude columns place venues that have no coordinates yet.",
    scope: "write",
    query: ApiImportQuerySchema,
    body: { contentType: "text/csv" },
    success: { status: 200, description: "What was imported", schema: ApiImportResultSchema },
    problems: [413, 415, 422],
  },
  game.get("getGame", "Get a game"),
  game.change("patch", ApiGamePatchSchema, {
    operationId: "updateGame",
    summary: "Update or cancel a game",
    description:
      'Changes any of the game\'s fields, or cancels it with `{"status": "cancelled", "cancelReason": "…"}` (assigned referees are told). Send `If-Match` with the ETag you read.',
  }),
  game.remove("deleteGame", "Delete a game", "Only a game that never had an assignment; cancel the others."),
  {
    method: "get",
    path: "/api/v1/assignments",
    operationId: "listAssignments",
    summary: "List assignments",
    description: "Newest first, with the game and the referee.",
    scope: "read",
    query: ApiAssignmentListQuerySchema,
    success: { status: 200, description: "A page of assignments", schema: page(ApiAssignmentSchema) },
    problems: [422],
  },
  {
    method: "post",
    path: "/api/v1/assignments",
    operationId: "createAssignment",
    summary: "Assign a referee",
    description:
      "Offers a position of a game to a referee after the same conflict checks as the screens. Hard conflicts (availability, overlapping games, `other_organization`: the referee is busy with another organization, named no further) answer 409 `hard-conflict`; soft ones (travel buffer, level, daily maximum) answer 409 `override-required` unless `overrideReason` is given. Honours `Idempotency-Key`.",
    scope: "write",
    body: { schema: ApiAssignmentCreateSchema },
    success: {
      status: 201,
      description: "The assignment (pending until the referee answers)",
      schema: ApiAssignmentCreatedSchema,
    },
    problems: [409, 415, 422],
  },
  assignment.get("getAssignment", "Get an assignment"),
  assignment.change("put", ApiAssignmentUpdateSchema, {
    operationId: "updateAssignment",
    summary: "Withdraw an assignment",
    description:
      'Sets the assignment\'s status: `{"status": "cancelled"}` withdraws an offer the referee has not answered (they are told). Send `If-Match` with the ETag you read.',
  }),
  {
    method: "get",
    path: "/api/v1/availability/{referee_id}",
    operationId: "getAvailability",
    summary: "Get a referee's availability",
    description:
      "Blocked dates between `from` and `to` (default: today and the next 90 days) and weekly blocks overlapping them.",
    scope: "read",
    query: ApiAvailabilityQuerySchema,
    success: { status: 200, description: "The referee's blocked time", schema: ApiAvailabilitySchema },
    problems: [404, 422],
  },
  {
    method: "get",
    path: "/api/v1/reports",
    operationId: "listReports",
    summary: "List game reports",
    description:
      "The reports the crews filed, newest filed first: score, status, cautions and send-offs (with the reason's code and label), each official's attendance, when it was filed and reviewed. `from` and `to` are the game's date.",
    scope: "read",
    query: ApiReportListQuerySchema,
    success: { status: 200, description: "A page of game reports", schema: page(ApiReportSchema) },
    problems: [422],
  },
  recordById("/api/v1/reports/{id}", "game report", ApiReportSchema).get("getReport", "Get a game report"),
];

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  401: "No credential, or an unknown, revoked or expired one",
  403: "The key's scope does not allow this (read-only key)",
  404: "Nothing with this id in your organization",
  409: "The request conflicts with the current state",
  412: "If-Match does not name the current ETag: someone changed it since you read it",
  413: "The body is too large",
  415: "Wrong Content-Type",
  422: "Invalid input; `errors` lists each field as a JSON pointer",
  429: `More than ${API_RATE_LIMIT.limit} requests a minute with this key; see Retry-After`,
};

function jsonSchema(schema: Schema, typeMode: "input" | "output") {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode,
    errorMode: "ignore",
  }) as Record<string, unknown>;
  return rest;
}

function queryParameters(schema: QuerySchema | undefined) {
  if (!schema) return [];
  return Object.entries(schema.entries).map(([name, entry]) => {
    const converted = jsonSchema(entry, "input");
    const { description, ...rest } = converted;
    return { name, in: "query", required: false, ...(description ? { description } : {}), schema: rest };
  });
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) =>
    pathParam(match[1]!, "The id returned when it was created or listed."),
  );
}

/**
 * The `webhooks` section (OpenAPI 3.1): for each event, the request Whistle sends to a registered
 * endpoint, its body from the same valibot schemas the events are typed with (app/domain/webhooks.ts).
 */
function webhookOperations() {
  const events = Object.keys(WEBHOOK_EVENT_DATA_SCHEMAS) as (keyof typeof WEBHOOK_EVENT_DATA_SCHEMAS)[];
  return Object.fromEntries(
    events.map((event) => [
      event,
      {
        post: {
          operationId: `webhook.${event}`,
          summary: event,
          description:
            event === TEST_EVENT
              ? "Sent only by the Send test event button, to the one endpoint it is pressed for; never retried."
              : `${WEBHOOK_EVENT_DESCRIPTIONS[event]}. Sent to every enabled endpoint that chose this event.`,
          parameters: [
            {
              name: SIGNATURE_HEADER,
              in: "header",
              required: true,
              description:
                "`t=<unix seconds>,v1=<hex HMAC-SHA256>`, keyed with the endpoint's signing secret, of the timestamp, a dot and the raw body. Compare in constant time and refuse old timestamps.",
              schema: { type: "string", pattern: "^t=[0-9]+,v1=[0-9a-f]{64}$" },
            },
            {
              name: EVENT_HEADER,
              in: "header",
              required: true,
              description: "The event's name, as in the body's `type`.",
              schema: { type: "string", const: event },
            },
            {
              name: DELIVERY_HEADER,
              in: "header",
              required: true,
              description: "This delivery to this endpoint (a redelivery has its own).",
              schema: { type: "string", pattern: "^whd_" },
            },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(webhookBodySchema(event), "output") } },
          },
          responses: {
            "2XX": { description: "Delivered. Answer within 10 seconds." },
            default: {
              description:
                "Anything else, a redirect or no answer: retried after 1 min, 5 min, 30 min, 2 h, then every 6 h, until 24 hours after the event.",
            },
          },
        },
      },
    ]),
  );
}

/** Read-your-writes across requests (decision 0053): the bookmark a response names, sent back on a read. */
const BOOKMARK_RESPONSE_HEADER = {
  description:
    "Where this request left the database. Send it back as `X-D1-Bookmark` on your next read to see this request's changes even from a nearby read replica.",
  schema: { type: "string" },
};
const BOOKMARK_REQUEST_HEADER = {
  name: BOOKMARK_HEADER,
  in: "header",
  required: false,
  description:
    "The `X-D1-Bookmark` of an earlier response: this read sees the database at least as new as that response left it. Without it, a read may come from a replica a moment behind your last write. A malformed value is ignored.",
  schema: { type: "string", pattern: BOOKMARK_PATTERN.source, maxLength: BOOKMARK_MAX_LENGTH },
};

export function openApiDocument(origin: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of API_OPERATIONS) {
    const problems =
      operation.scope === "none" ? [] : [...new Set([401, 403, 429, ...(operation.problems ?? [])])].sort();
    const responses: Record<string, unknown> = {
      [operation.success.status]: {
        description: operation.success.description,
        headers: { [BOOKMARK_HEADER]: BOOKMARK_RESPONSE_HEADER },
        ...(operation.success.schema
          ? { content: { "application/json": { schema: jsonSchema(operation.success.schema, "output") } } }
          : {}),
      },
    };
    if (operation.scope === "none") {
      responses[400] = { description: "invalid_request, invalid_scope or unsupported_grant_type (RFC 6749)" };
      responses[401] = { description: "invalid_client" };
    }
    for (const status of problems) {
      responses[status] = {
        description: PROBLEM_DESCRIPTIONS[status],
        content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
      };
    }
    const headers = [
      ...(operation.method === "post"
        ? [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              description: "Retrying with the same key and body replays the first response.",
              schema: { type: "string", maxLength: 255 },
            },
          ]
        : []),
      ...(operation.method === "get" ? [BOOKMARK_REQUEST_HEADER] : []),
      ...(["patch", "put", "delete"].includes(operation.method)
        ? [
            {
              name: "If-Match",
              in: "header",
              required: false,
              description: "The ETag you read; a mismatch answers 412.",
              schema: { type: "string" },
            },
          ]
        : []),
    ];
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      security: operation.scope === "none" ? [{ clientSecret: [] }] : [{ apiKey: [] }, { oauth2: [operation.scope] }],
      "x-scope": operation.scope,
      parameters: [...pathParameters(operation.path), ...queryParameters(operation.query), ...headers],
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: operation.body.schema
                ? {
                    [operation.body.contentType ?? "application/json"]: {
                      schema: jsonSchema(operation.body.schema, "input"),
                    },
                  }
                : { [operation.body.contentType ?? "application/octet-stream"]: { schema: { type: "string" } } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Whistle API",
      version: "1.0.0",
      description:
        "Read and change your organization's games, referees, assignments and availability, and read its game reports. Authenticate with an API key created on the API Keys page of the assignor portal: `Authorization: Bearer <key>`. Errors are problem details (RFC 9457).",
    },
    servers: [{ url: origin }],
    paths,
    webhooks: webhookOperations(),
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An API key from the assignor portal's API Keys page." },
        oauth2: {
          type: "oauth2",
          description: "An OAuth client from the API Keys page trades its id and secret for one-hour tokens.",
          flows: {
            clientCredentials: {
              tokenUrl: `${origin}/api/v1/oauth/token`,
              scopes: { read: "Read your organization's data", write: "Read and change it" },
            },
          },
        },
        clientSecret: { type: "http", scheme: "basic", description: "An OAuth client's id and secret." },
      },
      schemas: { Problem: jsonSchema(ApiProblemSchema, "output") },
    },
  };
}
