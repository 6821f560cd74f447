import { ApiAvailabilityQuerySchema } from "~/domain/api-schemas";
import { addDays, todayIn } from "~/domain/dates";
import { apiEndpoint, jsonResource, notFound, parseQuery, problem } from "~/server/api/http.server";
import { getAvailability, getReferee } from "~/server/api/resources.server";

/** The longest range one request may ask for, in days. */
const MAX_RANGE_DAYS = 366;

const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    async handler({ request, params, caller, app }) {
      const query = parseQuery(request, ApiAvailabilityQuerySchema);
      const referee = await getReferee(app.db, caller.organization.id, params.referee_id ?? "");
      if (!referee) return notFound("referee");
      const from = query.from ?? todayIn(caller.organization.timeZone);
      const to = query.to ?? addDays(from, 90);
      if (to < from || to > addDays(from, MAX_RANGE_DAYS)) {
        throw problem(
          422,
          "validation",
          "Your request is not valid",
          `to must be on or after from, at most ${MAX_RANGE_DAYS} days later.`,
          {
            // The range is the two fields together (from defaults to today): both are named.
            errors: [
              { pointer: "#/query/from", detail: `Must be on or before to, at most ${MAX_RANGE_DAYS} days earlier` },
              { pointer: "#/query/to", detail: `Must be on or after from, at most ${MAX_RANGE_DAYS} days later` },
            ],
          },
        );
      }
      const { blocks, weekly } = await getAvailability(app.db, referee.id, { from, to });
      return jsonResource(request, {
        refereeId: referee.id,
        timeZone: caller.organization.timeZone,
        from,
        to,
        blocks,
        weekly,
      });
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
