import { decodeCursor, encodeCursor } from "~/domain/api-format";
import { ApiReportListQuerySchema } from "~/domain/report-api";
import { apiEndpoint, cursorValues, jsonList, parseQuery } from "~/server/api/http.server";
import { listApiReports } from "~/server/api/reports.server";

/** Game reports (issue 22): newest filed first, by game date range, status or game. */
const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    async handler({ request, caller, app }) {
      const query = parseQuery(request, ApiReportListQuerySchema);
      const after = cursorValues(query.cursor, (cursor) => {
        const values = decodeCursor(cursor, 2);
        return values && typeof values[0] === "number" && typeof values[1] === "string"
          ? ([values[0], values[1]] as const)
          : null;
      });
      const { data, next } = await listApiReports(
        app.db,
        caller.organization.id,
        { from: query.from, to: query.to, status: query.status, gameId: query.game_id },
        { after, limit: query.limit },
      );
      return jsonList({ data, nextCursor: next ? encodeCursor(next) : null });
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
