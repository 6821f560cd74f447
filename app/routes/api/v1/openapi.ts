import type { Route } from "./+types/openapi";
import { getAppContext } from "~/server/context.server";
import { openApiDocument } from "~/server/api/openapi.server";

/**
 * The OpenAPI 3.1 document, public (it describes the API; it holds no data). Readable from any origin,
 * so browser-based API tools (an OpenAPI viewer, a code generator's web page) can load it; nothing
 * else under /api/v1 answers cross-origin (decision 0025).
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(openApiDocument(getAppContext(context).config.publicOrigin), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}
