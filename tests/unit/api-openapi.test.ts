/**
 * The OpenAPI document is valid OpenAPI 3.1, covers exactly the `/api/v1` routes of app/routes.ts,
 * and the `/api` page's sample endpoints are operations in it.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { API_ENDPOINTS } from "~/content/api";
import { openApiDocument } from "~/server/api/openapi.server";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function routePaths(entries: RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    return [...(entry.path !== undefined ? [path] : []), ...routePaths(entry.children ?? [], path)];
  });
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

  it("lists the /api page's sample endpoints among its operations", () => {
    for (const sample of API_ENDPOINTS) {
      expect(document.paths[sample.path], sample.path).toBeDefined();
      expect(document.paths[sample.path]![sample.method.toLowerCase()], `${sample.method} ${sample.path}`).toBeDefined();
    }
  });

  it("describes request bodies from the valibot schemas, refusing unknown fields", () => {
    const createGame = document.paths["/api/v1/games"]!.post as { requestBody: { content: Record<string, { schema: Record<string, unknown> }> } };
    const schema = createGame.requestBody.content["application/json"]!.schema;
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(["homeTeam", "awayTeam", "date", "time", "venue", "level", "feeCents"]));
    expect((schema.properties as Record<string, { enum?: string[] }>).level!.enum).toEqual(["professional", "semi-pro", "amateur", "youth"]);
  });
});
