/**
 * POST /account/confirm-email (issue 32, decision 0092): "Send me a confirmation link" for the signed-in
 * person's own unconfirmed address, which sending mail to other people waits for. POST only, rate-limited
 * per account (`CONFIRMATION_RESENDS`); goes back to the page that asked (`redirectTo`, same site only).
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/confirm-email";
import { formText } from "~/domain/forms";
import { tr } from "~/i18n/text";
import { portalPath, requireUser, safeRedirectPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { sendNewConfirmationLink } from "~/server/email-verification.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { db, env } = getAppContext(context);
  const form = await request.formData();
  const back = safeRedirectPath(formText(form, "redirectTo"), portalPath(user.role));
  const result = await sendNewConfirmationLink(db, { userId: user.id, publicOrigin: env.PUBLIC_ORIGIN });
  if (!result.sent && result.reason === "limited") {
    return data(
      { ok: false, message: tr("mail.confirmLinkLimited") },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return redirect(back, { status: 303 });
}
