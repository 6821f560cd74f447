import { apiEndpoint, jsonResource, notFound } from "~/server/api/http.server";
import { getApiReport } from "~/server/api/reports.server";

/** One game report (issue 22); another organization's is not found. */
const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    async handler({ request, params, caller, app }) {
      const report = await getApiReport(app.db, caller.organization.id, params.id ?? "");
      if (!report) throw notFound("report");
      return jsonResource(request, report);
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
