import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard } from "~/components/auth-card";
import { FieldErrors, FormMessage } from "~/components/form-fields";
import { PasswordInput } from "~/components/password-input";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { PASSWORD_MIN_LENGTH } from "~/domain/password-strength";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { catalogFor } from "~/server/i18n.server";
import { clearSignInFailures } from "~/server/auth-limits.server";
import { portalPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { checkResetToken, resetPassword, type ResetTokenState } from "~/server/password-reset.server";
import { createSession, sessionCookie } from "~/server/session.server";
import { parseResetPassword } from "./forms";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Choose a new password | Whistle" },
  // The token in the URL must not leak to other sites through the Referer header.
  { name: "referrer", content: "no-referrer" },
];

const TOKEN_PROBLEMS: Record<Exclude<ResetTokenState, { ok: true }>["reason"], MessageId> = {
  unknown: "resetPassword.problem.unknown",
  used: "resetPassword.problem.used",
  expired: "resetPassword.problem.expired",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await checkResetToken(getAppContext(context).db, params.token);
  const page = { catalog: catalogFor(context, "auth"), title: tr("resetPassword.metaTitle") };
  return state.ok
    ? { ...page, problem: null }
    : data({ ...page, problem: tr(TOKEN_PROBLEMS[state.reason]) }, { status: 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  const state = await checkResetToken(db, params.token);
  if (!state.ok) return data({ problem: tr(TOKEN_PROBLEMS[state.reason]), fieldErrors: {} }, { status: 410 });
  const parsed = parseResetPassword(await request.formData(), state.user);
  if (!parsed.ok) {
    return data(
      {
        problem: null,
        code: parsed.fieldErrors.password ? "weak_password" : "invalid_input",
        fieldErrors: parsed.fieldErrors,
      },
      { status: 400 },
    );
  }
  const changed = await resetPassword(db, {
    token: params.token,
    userId: state.user.id,
    password: parsed.value.password,
  });
  if (!changed) return data({ problem: tr(TOKEN_PROBLEMS.used), fieldErrors: {} }, { status: 410 });
  // Lifting the lockout and opening the session do not depend on each other: one wait on D1 (issue 17).
  const [, { token, session }] = await Promise.all([
    clearSignInFailures(db, state.user.email),
    createSession(db, state.user.id, { persistent: false, userAgent: request.headers.get("User-Agent") }),
  ]);
  return redirect(portalPath(state.user.role), {
    headers: { "Set-Cookie": sessionCookie(token, { persistent: false, expiresAt: session.expiresAt }) },
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const problem = actionData?.problem ?? loaderData.problem;
  const errors: Record<string, string[] | undefined> = clientErrors ?? actionData?.fieldErrors ?? {};

  if (problem) {
    return (
      <AuthCard title={t("resetPassword.notUsable")}>
        <FormMessage>{problem}</FormMessage>
        <Button asChild className="mt-4 w-full">
          <Link to="/forgot-password">{t("resetPassword.requestNew")}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("resetPassword.title")} description={t("resetPassword.description")}>
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const result = parseResetPassword(new FormData(event.currentTarget));
          if (result.ok) setClientErrors(null);
          else {
            event.preventDefault();
            setClientErrors(result.fieldErrors);
          }
        }}
      >
        <div className="space-y-2">
          <Label htmlFor="password">{t("resetPassword.newPassword")}</Label>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "password-error" : "password-hint"}
          />
          {errors.password ? (
            <FieldErrors id="password-error" errors={errors.password} list />
          ) : (
            <p id="password-hint" className="text-sm text-muted-foreground">
              {t("signup.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirmPassword">{t("resetPassword.confirmPassword")}</Label>
          <PasswordInput
            id="confirmPassword"
            name="confirmPassword"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={errors.confirmPassword ? "confirmPassword-error" : undefined}
          />
          <FieldErrors id="confirmPassword-error" errors={errors.confirmPassword} />
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("resetPassword.submitting") : t("resetPassword.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
