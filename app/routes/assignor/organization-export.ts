import type { Route } from "./+types/organization-export";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { exportFileName, organizationExportStream } from "~/server/organization-export.server";

/**
 * The organization's export (issue 18, decision 0058): every table of the league as CSV in one ZIP,
 * streamed as it is read. Assignors only, their own organization only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { organization } = await requireStaff(context, request, "organization");
  const { db } = getAppContext(context);
  return new Response(organizationExportStream(db, organization.id), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName(organization.slug)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
