import type { Route } from "./+types/games-import-rejected";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { findGameImport, rejectedObjectKey } from "~/server/game-import.server";

/** The rows an import refused, with their line and reason, to fix and import again. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "games.write");
  const { db, env } = getAppContext(context);
  const record = await findGameImport(db, organization.id, params.importId);
  const object = record ? await env.UPLOADS.get(rejectedObjectKey(record.objectKey)) : null;
  if (!record || !object) throw new Response("No rejected rows for this import", { status: 404 });
  const name = record.fileName.replace(/\.csv$/i, "").replace(/[^\w.-]+/g, "_");
  return new Response(object.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-rejected.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
