import { ApiImportQuerySchema } from "~/domain/api-schemas";
import { IMPORT_MAX_BYTES } from "~/domain/game-import";
import { apiEndpoint, jsonResource, parseQuery, problem } from "~/server/api/http.server";
import { importGamesFromCsv } from "~/server/game-import.server";

/** The CSV import screen's rules, with the file as the request body (`Content-Type: text/csv`). */
const endpoint = apiEndpoint({
  POST: {
    scope: "write",
    async handler({ request, body, caller, app, actorId }) {
      const query = parseQuery(request, ApiImportQuerySchema);
      if (!/^text\/csv\b/i.test(request.headers.get("Content-Type") ?? "")) {
        throw problem(
          415,
          "unsupported-media-type",
          "Send CSV",
          "Set `Content-Type: text/csv` and send the file as the body.",
        );
      }
      const bytes = new TextEncoder().encode(body);
      if (bytes.byteLength > IMPORT_MAX_BYTES) {
        throw problem(413, "too-large", "The file is too large", "The limit is 5 MB per file.");
      }
      const outcome = await importGamesFromCsv(app.db, app.env.UPLOADS, {
        organization: caller.organization,
        actorId,
        file: new File([bytes], "api-import.csv", { type: "text/csv" }),
        duplicateMode: query.duplicates,
      });
      if (!outcome.ok) return problem(422, "import-failed", "Import failed", outcome.message);
      return jsonResource(request, {
        importId: outcome.importId,
        imported: outcome.imported,
        updated: outcome.updated,
        skipped: outcome.skipped,
        rejected: outcome.rejected.map(({ line, reasons }) => ({ line, reasons })),
        venuesLocated: outcome.venuesLocated,
      });
    },
  },
});

export const loader = endpoint;
export const action = endpoint;
