import { decodeCursor, encodeCursor } from "~/domain/api-format";
import { ApiRefereeListQuerySchema } from "~/domain/api-schemas";
import { apiEndpoint, cursorValues, jsonList, parseQuery } from "~/server/api/http.server";
import { listReferees } from "~/server/api/resources.server";

const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    async handler({ request, caller, app }) {
      const query = parseQuery(request, ApiRefereeListQuerySchema);
      const after = cursorValues(query.cursor, (cursor) => decodeCursor(cursor, 3) as string[] | null);
      const { data, next } = await listReferees(app.db, caller.organization.id, { after, limit: query.limit });
      return jsonList({ data, nextCursor: next ? encodeCursor(next) : null });
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
