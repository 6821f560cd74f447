import { data } from "react-router";
import type { Route } from "./+types/webhooks";
import { formTexts, formValues, parseSubmission } from "~/domain/forms";
import { webhookEndpointSchema } from "~/domain/webhooks";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { createWebhookEndpoint } from "~/server/webhook-endpoints.server";
import { allowInsecureWebhookUrls } from "~/server/webhook-secrets.server";

/** The values of the Add endpoint form, as typed (kept on a refusal so nothing is lost). */
export function endpointFormValues(form: FormData) {
  return {
    ...formValues(form, ["url", "description"]),
    events: formTexts(form, "events"),
  };
}

/** POST /assignor/api/webhooks: registers an endpoint; answers its signing secret once. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, organization } = await requireStaff(context, request, "organization");
  const { db, env } = getAppContext(context);
  const values = endpointFormValues(await request.formData());
  const schema = webhookEndpointSchema(allowInsecureWebhookUrls(env));
  const parsed = parseSubmission(schema, values);
  if (!parsed.ok) {
    return data({ ok: false as const, errors: parsed.fieldErrors, values, message: null }, { status: 400 });
  }
  const created = await createWebhookEndpoint(db, env, {
    organizationId: organization.id,
    actorId: user.id,
    input: parsed.value,
  });
  if (!created.ok) {
    const errors: Record<string, string[]> = {};
    return data({ ok: false as const, errors, values, message: created.message }, { status: created.status });
  }
  return { ok: true as const, endpointId: created.id, url: parsed.value.url, secret: created.secret };
}

export type CreateWebhookAction = typeof action;
