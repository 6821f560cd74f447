/**
 * POST /assignor/assignments/:assignmentId/driver (issue 21, decision 0078): the assignor marks the official
 * who drives to the game (`driver=true`) or unmarks them, for an organization that pays mileage only to
 * drivers. Part of assigning (`assign`), within a limited assignor's scope; anything else reads as 404.
 */
import { data } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/assignment-driver";
import { parseSubmission } from "~/domain/forms";
import { msg, tr } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { setAssignmentDriver } from "~/server/fees.server";

const DriverSchema = v.object({
  driver: v.picklist(["true", "false"], msg("fees.driver.invalid")),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const { organization, scope } = await requireStaff(context, request, "assign");
  const parsed = parseSubmission(DriverSchema, await request.formData());
  if (!parsed.ok) return data({ ok: false as const, message: parsed.firstError }, { status: 400 });
  const driver = parsed.value.driver === "true";
  const changed = await setAssignmentDriver(getAppContext(context).db, {
    organizationId: organization.id,
    assignmentId: params.assignmentId,
    driver,
    scope,
  });
  if (!changed) return data({ ok: false as const, message: tr("fees.driver.notFound") }, { status: 404 });
  return data({ ok: true as const, driver, message: driver ? tr("fees.driver.marked") : tr("fees.driver.unmarked") });
}
