/**
 * GET /settings: the signed-in user's settings (and, for referees, their certifications) as JSON, for
 * the settings dialog to load when it opens. POST /settings: the dialog's Save Changes and its
 * certification buttons. Only ever the signed-in user's own data; anonymous requests get 401.
 */
import { data } from "react-router";
import type { Route } from "./+types/settings";
import { getSession, requireReferee } from "~/server/auth.server";
import { dispatchIntent } from "~/server/intents.server";
import { getAppContext } from "~/server/context.server";
import { phoneStatusFrom } from "~/server/phone-confirmation.server";
import { certificationsQuery, pendingEmailFrom, settingsFrom, settingsQueries } from "~/server/settings.server";
import {
  submitAddCertification,
  submitConfirmPhone,
  submitEditCertification,
  submitRemoveCertification,
  submitResendPhoneCode,
  submitSettings,
} from "~/server/settings-actions.server";
import { clientAddress } from "~/server/rate-limit.server";

const NOT_AUTHENTICATED = { message: "Not authenticated" };
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ context }: Route.LoaderArgs) {
  const session = getSession(context);
  if (!session) return data(NOT_AUTHENTICATED, { status: 401, headers: PRIVATE });
  const { db } = getAppContext(context);
  const { user } = session;
  // One round trip after the session (issue 17); the first organization's time zone came with the session.
  const [profile, preferences, certificationRows] = await db.batch([
    ...settingsQueries(db, user.id),
    certificationsQuery(db, user.id),
  ]);
  const settings = settingsFrom([profile, preferences]);
  const certifications = user.role === "referee" ? certificationRows : null;
  const organizationTimeZone = session.memberships[0]?.organization.timeZone ?? null;
  if (!settings) return data(NOT_AUTHENTICATED, { status: 401, headers: PRIVATE });
  return data(
    {
      role: user.role,
      settings,
      certifications,
      organizationTimeZone,
      pendingEmail: pendingEmailFrom(profile),
      phoneStatus: phoneStatusFrom(profile),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getSession(context);
  if (!session) return data({ intent: null, ok: false, ...NOT_AUTHENTICATED }, { status: 401 });
  const { db, config } = getAppContext(context);
  const formData = await request.formData();
  const userId = session.user.id;
  // Certifications belong to referees only.
  const asReferee = async (submit: typeof submitAddCertification) => {
    const referee = await requireReferee(context, request);
    return submit(db, referee.user.id, formData);
  };
  const answer = await dispatchIntent(
    formData,
    {
      save: () =>
        submitSettings(db, { userId, email: session.user.email }, formData, {
          publicOrigin: config.publicOrigin,
          ip: clientAddress(request),
        }),
      "add-certification": () => asReferee(submitAddCertification),
      "edit-certification": () => asReferee(submitEditCertification),
      "remove-certification": () => asReferee(submitRemoveCertification),
      "confirm-phone": () => submitConfirmPhone(db, userId, formData),
      "resend-phone-code": () => submitResendPhoneCode(db, userId),
    },
    { fallback: "save" },
  );
  return data(answer.body, { status: answer.status });
}
