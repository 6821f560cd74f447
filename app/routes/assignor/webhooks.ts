import { data } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/webhooks";
import { webhookEndpointSchema } from "~/domain/webhooks";
import { requireAssignor } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { createWebhookEndpoint } from "~/server/webhook-endpoints.server";
import { allowInsecureWebhookUrls } from "~/server/webhook-secrets.server";

/** The values of the Add endpoint form, as typed (kept on a refusal so nothing is lost). */
export function endpointFormValues(form: FormData) {
  return {
    url: String(form.get("url") ?? ""),
    description: String(form.get("description") ?? ""),
    events: form.getAll("events").map(String),
  };
}

/** POST /assignor/api/webhooks: registers an endpoint; answers its signing secret once. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, organization } = await requireAssignor(context, request);
  const { db, env } = getAppContext(context);
  const values = endpointFormValues(await request.formData());
  const schema = webhookEndpointSchema(allowInsecureWebhookUrls(env));
  const parsed = v.safeParse(schema, values);
  if (!parsed.success) {
    return data(
      { ok: false as const, errors: v.flatten<typeof schema>(parsed.issues).nested ?? {}, values },
      { status: 400 },
    );
  }
  const created = await createWebhookEndpoint(db, env, {
    organizationId: organization.id,
    actorId: user.id,
    input: parsed.output,
  });
  return { ok: true as const, endpointId: created.id, url: parsed.output.url, secret: created.secret };
}

export type CreateWebhookAction = typeof action;
