import { decodeCursor, encodeCursor } from "~/domain/api-format";
import { ApiAssignmentCreateSchema, ApiAssignmentListQuerySchema } from "~/domain/api-schemas";
import {
  apiEndpoint,
  cursorValues,
  jsonList,
  jsonResource,
  parseJsonBody,
  parseQuery,
  problem,
} from "~/server/api/http.server";
import { getAssignment, listApiAssignments } from "~/server/api/resources.server";
import { assignReferee, type AssignFailure } from "~/server/assignments.server";

/** A refused assignment as problem details: a field at fault is 422, a state of the world is 409. */
const FAILURES: Record<AssignFailure, { status: number; slug: string; title: string; pointer?: string }> = {
  "game-not-found": { status: 422, slug: "validation", title: "Your request is not valid", pointer: "/gameId" },
  "referee-not-found": { status: 422, slug: "validation", title: "Your request is not valid", pointer: "/refereeId" },
  "position-not-needed": { status: 422, slug: "validation", title: "Your request is not valid", pointer: "/position" },
  "game-closed": { status: 409, slug: "game-closed", title: "This game cannot be assigned" },
  "already-on-game": { status: 409, slug: "already-on-game", title: "The referee is already on this game" },
  "hard-conflict": { status: 409, slug: "hard-conflict", title: "The referee cannot take this game" },
  "needs-override": { status: 409, slug: "override-required", title: "Soft conflicts need an override reason" },
  "slot-taken": { status: 409, slug: "slot-taken", title: "This position is already filled" },
};

const endpoint = apiEndpoint({
  GET: {
    scope: "read",
    async handler({ request, caller, app }) {
      const query = parseQuery(request, ApiAssignmentListQuerySchema);
      const after = cursorValues(query.cursor, (cursor) => {
        const values = decodeCursor(cursor, 2);
        return values && typeof values[0] === "number" && typeof values[1] === "string"
          ? ([values[0], values[1]] as const)
          : null;
      });
      const { data, next } = await listApiAssignments(
        app.db,
        caller.organization,
        { status: query.status, gameId: query.gameId, refereeId: query.refereeId },
        { after, limit: query.limit },
      );
      return jsonList({ data, nextCursor: next ? encodeCursor(next) : null });
    },
  },
  POST: {
    scope: "write",
    async handler({ request, body, caller, app, actorId }) {
      const input = parseJsonBody(request, body, ApiAssignmentCreateSchema);
      const result = await assignReferee(app.db, {
        organizationId: caller.organization.id,
        actorId,
        gameId: input.gameId,
        refereeId: input.refereeId,
        position: input.position,
        overrideReason: input.overrideReason || undefined,
      });
      if (!result.ok) {
        const failure = FAILURES[result.code];
        const conflicts = (result.conflicts ?? []).map(({ code, severity, message }) => ({ code, severity, message }));
        const detail =
          result.code === "needs-override"
            ? `${result.message} Send the request again with an overrideReason.`
            : result.message;
        return problem(failure.status, failure.slug, failure.title, detail, {
          ...(failure.pointer ? { errors: [{ pointer: failure.pointer, detail: result.message }] } : {}),
          ...(conflicts.length > 0 ? { conflicts } : {}),
        });
      }
      const created = await getAssignment(app.db, caller.organization, result.assignmentId);
      const warnings = result.conflicts.map(({ code, severity, message }) => ({ code, severity, message }));
      return jsonResource(
        request,
        { ...created!, warnings },
        { status: 201, headers: { Location: `/api/v1/assignments/${result.assignmentId}` } },
      );
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
