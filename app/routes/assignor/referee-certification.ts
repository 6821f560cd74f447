/**
 * POST /assignor/referees/:refereeId/certifications/:certificationId: an assignor verifies
 * (`verified=true`) or unverifies (`verified=false`) a certification of a referee in their own
 * organization. Posted by the Verify / Remove verification buttons of the Referee Pool's profile dialog
 * (a fetcher per certification); answers JSON. Anything outside the
 * organization reads as 404.
 */
import { data } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/referee-certification";
import { parseSubmission } from "~/domain/forms";
import { msg } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { setCertificationVerified } from "~/server/certifications.server";
import { getAppContext } from "~/server/context.server";

const VerifySchema = v.object({
  verified: v.picklist(["true", "false"], msg("assignor.profile.verifiedInvalid")),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  // Vetting the referees one assigns: part of assigning (decision 0064).
  const { user, organization } = await requireStaff(context, request, "assign");
  const parsed = parseSubmission(VerifySchema, await request.formData());
  if (!parsed.ok) return data({ ok: false as const, message: parsed.firstError }, { status: 400 });
  const outcome = await setCertificationVerified(getAppContext(context).db, {
    organizationId: organization.id,
    assignorId: user.id,
    refereeId: params.refereeId,
    certificationId: params.certificationId,
    verified: parsed.value.verified === "true",
  });
  if (!outcome.ok) return data({ ok: false as const, message: outcome.message }, { status: outcome.status });
  return data({ ok: true as const, verified: outcome.verified, certificationId: params.certificationId });
}
