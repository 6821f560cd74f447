import { useState, type FocusEvent } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Trans } from "@lingui/react";
import type { Route } from "./+types/login";
import { AuthCard } from "~/components/auth-card";
import { FieldErrors, FormMessage, TextField } from "~/components/form-fields";
import { PasswordInput } from "~/components/password-input";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { verifyCredentials } from "~/server/accounts.server";
import { countSignInAttempt, signInSucceeded, waitMinutes } from "~/server/auth-limits.server";
import { getSession, portalPath, safeRedirectPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { catalogFor, serverI18n } from "~/server/i18n.server";
import { oauthProviderStatus } from "~/server/oauth.server";
import { clientAddress } from "~/server/rate-limit.server";
import { createSession, sessionCookie } from "~/server/session.server";
import { formText } from "~/domain/forms";
import { EMAIL_PATTERN, parseSignIn } from "./forms";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Sign in | Whistle" }];

/** Lets the action's Retry-After reach the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export function loader({ context }: Route.LoaderArgs) {
  const session = getSession(context);
  if (session) throw redirect(portalPath(session.user.role));
  const { env } = getAppContext(context);
  return {
    oauth: oauthProviderStatus(env),
    catalog: catalogFor(context, "auth"),
    title: serverI18n(context, "auth")._("login.metaTitle"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, db } = getAppContext(context);
  const form = await request.formData();
  const parsed = parseSignIn(form);
  const typedEmail = formText(form, "email").trim();
  if (!parsed.ok) {
    return data({ formError: parsed.formError ?? tr("login.error.bothRequired"), email: typedEmail }, { status: 400 });
  }
  const { email, password, remember, redirectTo } = parsed.value;

  const ip = clientAddress(request);
  // The attempt is counted before the password is checked, so parallel guesses cannot pass the limits.
  const limit = await countSignInAttempt(env, db, { ip, email });
  if (limit.limited) {
    return data(
      {
        formError: tr("login.error.tooManyAttempts", { minutes: waitMinutes(limit.retryAfterSeconds) }),
        email: typedEmail,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const user = await verifyCredentials(db, email, password);
  if (!user) {
    return data({ formError: tr("login.error.invalidCredentials"), email: typedEmail }, { status: 401 });
  }

  const persistent = remember === "on";
  // Giving the attempt back and opening the session do not depend on each other: one wait on D1 (issue 17).
  const [, { token, session }] = await Promise.all([
    signInSucceeded(db, { ip, email }),
    createSession(db, user.id, { persistent, userAgent: request.headers.get("User-Agent") }),
  ]);
  return redirect(safeRedirectPath(redirectTo, portalPath(user.role)), {
    headers: { "Set-Cookie": sessionCookie(token, { persistent, expiresAt: session.expiresAt }) },
  });
}

const LINK_CLASS = "font-medium text-primary underline-offset-4 hover:underline";

const PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "facebook", label: "Facebook" },
] as const;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/login") === true;
  const t = useT();
  const [clientError, setClientError] = useState<string | undefined>();
  const [touched, setTouched] = useState({ email: false, password: false });
  const [email, setEmail] = useState(actionData?.email ?? "");
  const [password, setPassword] = useState("");

  const emailInvalid = touched.email && !EMAIL_PATTERN.test(email.trim());
  const passwordMissing = touched.password && password === "";
  const formError = clientError ?? actionData?.formError;

  function onBlur(event: FocusEvent<HTMLInputElement>) {
    const field = event.currentTarget.name as "email" | "password";
    setTouched((value) => ({ ...value, [field]: true }));
  }

  return (
    <AuthCard
      title={t("login.title")}
      description={t("login.description")}
      footer={
        <div className="space-y-2">
          <p>
            <Trans id="login.noAccount" components={{ 0: <Link to="/signup" className={LINK_CLASS} /> }} />
          </p>
          <p>
            <Trans
              id="login.portals"
              components={{
                0: <Link to="/assignor" className={LINK_CLASS} />,
                1: <Link to="/referee" className={LINK_CLASS} />,
              }}
            />
          </p>
        </div>
      }
    >
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const result = parseSignIn(new FormData(event.currentTarget));
          if (!result.ok) {
            event.preventDefault();
            setTouched({ email: true, password: true });
            setClientError(result.formError ?? t("login.error.bothRequired"));
          } else {
            setClientError(undefined);
          }
        }}
      >
        <FormMessage id="sign-in-error">{formError}</FormMessage>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <TextField
          name="email"
          label={t("login.email")}
          errors={emailInvalid ? [t("login.error.emailFieldInvalid")] : undefined}
          className="space-y-2"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={onBlur}
        />
        <div className="space-y-2">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">{t("login.password")}</Label>
            <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t("login.forgotPassword")}
            </Link>
          </div>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            onBlur={onBlur}
            aria-invalid={passwordMissing || undefined}
            aria-describedby={passwordMissing ? "password-error" : undefined}
          />
          <FieldErrors
            id="password-error"
            errors={passwordMissing ? [t("login.error.passwordFieldRequired")] : undefined}
          />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id="remember" name="remember" value="on" />
          <Label htmlFor="remember" className="font-normal">
            {t("login.rememberMe")}
          </Label>
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>

      <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t("login.orContinueWith")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {PROVIDERS.map((provider) => {
          const configured = loaderData.oauth[provider.id].configured;
          const reasonId = `${provider.id}-unavailable`;
          return (
            <Form key={provider.id} method="post" action={`/auth/${provider.id}`} className="space-y-1">
              <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
              <Button
                type="submit"
                variant="outline"
                className="w-full"
                disabled={!configured}
                aria-describedby={configured ? undefined : reasonId}
              >
                {provider.label}
              </Button>
              {configured ? null : (
                <p id={reasonId} className="text-xs text-muted-foreground">
                  {t("login.providerUnavailable", { provider: provider.label })}
                </p>
              )}
            </Form>
          );
        })}
      </div>
    </AuthCard>
  );
}
