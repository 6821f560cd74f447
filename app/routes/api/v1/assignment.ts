import { ApiAssignmentUpdateSchema } from "~/domain/api-schemas";
import {
  apiEndpoint,
  checkIfMatch,
  jsonResource,
  notFound,
  parseJsonBody,
  problem,
  type ApiRequest,
} from "~/server/api/http.server";
import { getAssignment } from "~/server/api/resources.server";
import { withdrawAssignment } from "~/server/assignment-responses.server";

async function load({ params, caller, app }: ApiRequest) {
  const assignment = await getAssignment(app.db, caller.organization, params.id ?? "");
  if (!assignment) throw notFound("assignment");
  return assignment;
}

const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    async handler(input) {
      return jsonResource(input.request, await load(input));
    },
  },
  PUT: {
    scope: "write",
    async handler(input) {
      const { request, body, caller, app, actorId } = input;
      const current = await load(input);
      await checkIfMatch(request, current);
      parseJsonBody(request, body, ApiAssignmentUpdateSchema);
      // The only change an assignor makes to an offer: withdraw it while it is unanswered.
      const result = await withdrawAssignment(app.db, {
        organizationId: caller.organization.id,
        actorId,
        assignmentId: current.id,
      });
      if (!result.ok) return problem(409, "invalid-transition", "This assignment cannot be withdrawn", result.message);
      return jsonResource(request, await load(input));
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
