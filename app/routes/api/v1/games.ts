import { decodeCursor, encodeCursor } from "~/domain/api-format";
import { ApiGameCreateSchema, ApiGameListQuerySchema } from "~/domain/api-schemas";
import {
  apiEndpoint,
  cursorValues,
  jsonList,
  jsonResource,
  parseJsonBody,
  parseQuery,
  problem,
} from "~/server/api/http.server";
import { gameResource, gamesPageRead } from "~/server/api/resources.server";
import { mapRead } from "~/server/batch-reads.server";
import { createGame } from "~/server/games.server";

const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    // Read in the caller lookup's batch: one round trip.
    read({ request, db, organizationId }) {
      const query = parseQuery(request, ApiGameListQuerySchema);
      const after = cursorValues(query.cursor, (cursor) => decodeCursor(cursor, 3) as [string, string, string] | null);
      const filters = {
        status: query.status,
        dateFrom: query.from,
        dateTo: query.to,
        venue: query.venue,
        level: query.level,
      };
      return mapRead(
        gamesPageRead(db, organizationId, filters, { after, limit: query.limit }),
        ({ games, next }) =>
          ({ caller }) =>
            jsonList({
              data: games.map((game) => gameResource(game, caller.organization)),
              nextCursor: next ? encodeCursor(next) : null,
            }),
      );
    },
  },
  POST: {
    scope: "write",
    async handler({ request, body, caller, app, actorId }) {
      const input = parseJsonBody(request, body, ApiGameCreateSchema);
      const created = await createGame(app.db, { organizationId: caller.organization.id, assignorId: actorId, input });
      if (!created.ok) return problem(409, "duplicate-game", "This game already exists", created.message);
      const { game } = created;
      return jsonResource(request, gameResource(game, caller.organization), {
        status: 201,
        headers: { Location: `/api/v1/games/${game.id}` },
      });
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
