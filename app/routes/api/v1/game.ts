import { ApiGamePatchSchema } from "~/domain/api-schemas";
import { GameInputSchema } from "~/domain/games";
import {
  apiEndpoint,
  checkIfMatch,
  jsonResource,
  notFound,
  parseJsonBody,
  problem,
  validate,
  type ApiRequest,
} from "~/server/api/http.server";
import { gameResource } from "~/server/api/resources.server";
import { cancelGame } from "~/server/game-cancellation.server";
import { deleteGame, getGame, updateGame } from "~/server/games.server";

async function load({ params, caller, app }: ApiRequest) {
  const game = await getGame(app.db, caller.organization.id, params.id ?? "");
  if (!game) throw notFound("game");
  return game;
}

const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    async handler(input) {
      return jsonResource(input.request, gameResource(await load(input), input.caller.organization));
    },
  },
  PATCH: {
    scope: "write",
    async handler(input) {
      const { request, body, caller, app, actorId } = input;
      const current = await load(input);
      await checkIfMatch(request, gameResource(current, caller.organization));
      const patch = parseJsonBody(request, body, ApiGamePatchSchema);
      const { status, cancelReason, feeCents, ...fields } = patch;

      if (status === "cancelled") {
        if (Object.keys(fields).length > 0 || feeCents !== undefined) {
          throw problem(
            422,
            "validation",
            "Your request is not valid",
            "Cancel a game on its own, without other changes.",
            {
              errors: [{ pointer: "/status", detail: "Cancel a game on its own, without other changes" }],
            },
          );
        }
        if (!cancelReason) {
          throw problem(
            422,
            "validation",
            "Your request is not valid",
            "cancelReason: say why the game is cancelled; the referees are told.",
            {
              errors: [{ pointer: "/cancelReason", detail: "Say why the game is cancelled; the referees are told" }],
            },
          );
        }
        const result = await cancelGame(app.db, {
          organizationId: caller.organization.id,
          actorId,
          gameId: current.id,
          reason: cancelReason,
        });
        if (!result.ok) {
          if (result.status === 404) return notFound("game");
          return problem(409, "game-closed", "This game cannot be cancelled", result.message);
        }
      } else {
        if (cancelReason !== undefined) {
          throw problem(422, "validation", "Your request is not valid", 'cancelReason goes with status "cancelled".', {
            errors: [{ pointer: "/cancelReason", detail: 'Only with status "cancelled"' }],
          });
        }
        // The merged game is checked by the Add Game form's own schema.
        const merged = {
          homeTeam: current.homeTeam,
          awayTeam: current.awayTeam,
          date: current.date,
          time: current.time,
          venue: current.venue,
          league: current.league ?? "",
          level: current.level,
          ageGroup: current.ageGroup ?? "",
          positionType: current.positionType,
          fieldSurface: current.fieldSurface ?? "",
          skillLevel: current.skillLevel ?? "",
          minRefereeLevel: current.minRefereeLevel,
          maxRefereeLevel: current.maxRefereeLevel,
          ...fields,
        };
        // The form schema takes text: "" for a cleared optional field (the API's null), digits for a level.
        const asTyped = Object.fromEntries(
          Object.entries(merged).map(([name, value]) => [
            name,
            value === null || value === undefined ? "" : String(value),
          ]),
        );
        const formInput = {
          ...asTyped,
          fee: ((feeCents ?? current.feeCents) / 100).toFixed(2),
        };
        const gameInput = validate(GameInputSchema, formInput);
        const saved = await updateGame(app.db, {
          organizationId: caller.organization.id,
          actorId,
          gameId: current.id,
          input: gameInput,
          currency: caller.organization.currency,
        });
        if (!saved.ok) {
          if (saved.status === 404) return notFound("game");
          return problem(409, "duplicate-game", "This game already exists", saved.message);
        }
      }
      return jsonResource(request, gameResource(await load(input), caller.organization));
    },
  },
  DELETE: {
    scope: "write",
    async handler(input) {
      const { request, caller, app, actorId } = input;
      const current = await load(input);
      await checkIfMatch(request, gameResource(current, caller.organization));
      const result = await deleteGame(app.db, { organizationId: caller.organization.id, actorId, gameId: current.id });
      if (!result.ok && result.status === 404) return notFound("game");
      if (!result.ok) {
        return problem(
          409,
          "game-has-history",
          "This game has assignment history",
          'Cancel it instead: PATCH it with status "cancelled" and a cancelReason.',
        );
      }
      return new Response(null, { status: 204 });
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
