import { decodeCursor, encodeCursor } from "~/domain/api-format";
import { ApiRefereeListQuerySchema } from "~/domain/api-schemas";
import { apiEndpoint, cursorValues, jsonList, parseQuery } from "~/server/api/http.server";
import { refereesPageRead } from "~/server/api/resources.server";
import { mapRead } from "~/server/batch-reads.server";

const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    // Read in the caller lookup's batch: one round trip.
    read({ request, db, organizationId }) {
      const query = parseQuery(request, ApiRefereeListQuerySchema);
      const after = cursorValues(query.cursor, (cursor) => decodeCursor(cursor, 3) as string[] | null);
      return mapRead(
        refereesPageRead(db, organizationId, { after, limit: query.limit }),
        ({ data, next }) =>
          () =>
            jsonList({ data, nextCursor: next ? encodeCursor(next) : null }),
      );
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
