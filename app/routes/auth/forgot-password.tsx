import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard } from "~/components/auth-card";
import { FormMessage, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { checkResetAllowed } from "~/server/auth-limits.server";
import { getAppContext } from "~/server/context.server";
import { requestPasswordReset } from "~/server/password-reset.server";
import { clientAddress } from "~/server/rate-limit.server";
import { formText } from "~/domain/forms";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { catalogFor } from "~/server/i18n.server";
import { parseForgotPassword } from "./forms";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Forgot password | Whistle" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { catalog: catalogFor(context, "auth"), title: tr("forgotPassword.metaTitle") };
}

/** Lets the action's Retry-After reach the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { env, db, config } = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForgotPassword(form);
  const email = formText(form, "email").trim();
  if (!parsed.ok) {
    return data({ sent: null, formError: null, fieldErrors: parsed.fieldErrors, email }, { status: 400 });
  }
  const limit = await checkResetAllowed(env, db, { ip: clientAddress(request), email: parsed.value.email });
  if (limit.limited) {
    return data(
      { sent: null, formError: limit.message, fieldErrors: {}, email },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await requestPasswordReset(db, { email: parsed.value.email, publicOrigin: config.publicOrigin });
  // The one answer, whether or not an account has the email: the page never tells which.
  return { sent: tr("forgotPassword.sent"), formError: null, fieldErrors: {}, email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const errors: Record<string, string[] | undefined> = clientErrors ?? actionData?.fieldErrors ?? {};
  return (
    <AuthCard
      title={t("forgotPassword.title")}
      description={t("forgotPassword.description")}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("forgotPassword.backToSignIn")}
        </Link>
      }
    >
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const result = parseForgotPassword(new FormData(event.currentTarget));
          if (result.ok) setClientErrors(null);
          else {
            event.preventDefault();
            setClientErrors(result.fieldErrors);
          }
        }}
      >
        <FormMessage tone="success">{actionData?.sent}</FormMessage>
        <FormMessage>{actionData?.formError}</FormMessage>
        <TextField
          name="email"
          label={t("forgotPassword.email")}
          errors={errors}
          className="space-y-2"
          type="email"
          autoComplete="email"
          defaultValue={actionData?.email}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("forgotPassword.submitting") : t("forgotPassword.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
