import { apiEndpoint, jsonResource, notFound } from "~/server/api/http.server";
import { getReferee } from "~/server/api/resources.server";

const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    async handler({ request, params, caller, app }) {
      const referee = await getReferee(app.db, caller.organization.id, params.id ?? "");
      if (!referee) return notFound("referee");
      return jsonResource(request, referee);
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
