import { data } from "react-router";
import type { Route } from "./+types/referee-profile";
import { todayIn } from "~/domain/dates";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { getRefereeProfile } from "~/server/referee-pool.server";
import { countLateResponses } from "~/server/late-responses.server";
import { tr } from "~/i18n/text";

/** One referee of the assignor's organization for the Referee Pool's View dialog (read with a fetcher). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, organization, scope } = await requireStaff(context, request, "referees.read");
  const { db } = getAppContext(context);
  const today = todayIn(organization.timeZone);
  // In parallel: the count is the organization's own record, shown only with a profile the assignor may see.
  const [profile, lateResponses] = await Promise.all([
    getRefereeProfile(db, {
      organizationId: organization.id,
      viewerId: user.id,
      refereeId: params.refereeId,
      today,
      scope,
    }),
    countLateResponses(db, { organizationId: organization.id, refereeId: params.refereeId }),
  ]);
  if (!profile) throw data({ message: tr("assignor.profile.notFound") }, { status: 404 });
  return { profile, lateResponses, timeZone: organization.timeZone, today };
}
