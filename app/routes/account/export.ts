/**
 * GET /account/export ("Download my data", issue 18, decision 0057): everything Whistle holds about the
 * signed-in person as a ZIP of JSON and CSV files. Any signed-in person, either portal; one D1 round trip
 * after the session. Anonymous visitors are sent to sign in.
 */
import type { Route } from "./+types/export";
import { personalDataFileName, personalDataFiles, zipFiles } from "~/domain/personal-data-export";
import { requireUser } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";
import { personalDataRead } from "~/server/personal-data-export.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const { db } = getAppContext(context);
  const data = await readOne(db, personalDataRead(db, user.id));
  if (!data) throw new Response("Not Found", { status: 404 });
  const now = new Date();
  const zip = zipFiles(personalDataFiles(data, now), now);
  // fflate answers a Uint8Array over a plain ArrayBuffer; the Response types want it said.
  return new Response(zip as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${personalDataFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
