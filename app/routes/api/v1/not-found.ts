import { problem } from "~/server/api/http.server";

/** Unknown `/api/v1` paths answer in the API's own format, not with the not-found page. */
function notFound({ request }: { request: Request }) {
  return problem(
    404,
    "not-found",
    "Not found",
    `No endpoint at ${new URL(request.url).pathname}. See /api/v1/openapi.json.`,
  );
}

export const loader = notFound;
export const action = notFound;
