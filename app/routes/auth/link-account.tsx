/**
 * /link-account?oauth=<token> (issue 18): a Google or Facebook sign-in whose address already has an account,
 * where that address is not proven both ways (the account never confirmed it, or the provider does not vouch
 * for it: Facebook never does). The account's password links the provider; until then nobody is signed in.
 */
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/link-account";
import { AuthCard } from "~/components/auth-card";
import { FieldErrors, FormMessage } from "~/components/form-fields";
import { PasswordInput } from "~/components/password-input";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { verifyPassword } from "~/server/password.server";
import { catalogFor } from "~/server/i18n.server";
import { countSignInAttempt, signInSucceeded } from "~/server/auth-limits.server";
import { portalPath, safeRedirectPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { findLinkCandidate, linkPendingIdentity } from "~/server/oauth-accounts.server";
import { isOAuthProvider, PROVIDER_LABELS } from "~/server/oauth.server";
import { clientAddress } from "~/server/rate-limit.server";
import { createSession, sessionCookie } from "~/server/session.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Link your sign-in | Whistle" },
  { name: "referrer", content: "no-referrer" },
];

/** Lets the action's Retry-After reach the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

/** The link step's refusals, worded when given (in the request's language; in the browser, the page's). */
const LINK_MESSAGES = {
  expired: () => tr("linkAccount.error.expired"),
  noPassword: () => tr("linkAccount.error.noPassword"),
  wrongPassword: () => tr("linkAccount.error.wrongPassword"),
  passwordRequired: () => tr("linkAccount.error.passwordRequired"),
} as const;

function label(provider: string) {
  return isOAuthProvider(provider) ? PROVIDER_LABELS[provider] : provider;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const token = new URL(request.url).searchParams.get("oauth") ?? "";
  const candidate = token ? await findLinkCandidate(db, token) : null;
  const page = { catalog: catalogFor(context, "auth"), title: tr("linkAccount.metaTitle") };
  if (!candidate) {
    return data({ ...page, problem: LINK_MESSAGES.expired(), provider: null, email: null }, { status: 410 });
  }
  // No account has the address (any more): the person finishes an ordinary provider sign-up.
  if (!candidate.account) throw redirect(`/signup?${new URLSearchParams({ oauth: token })}`);
  return {
    ...page,
    problem: candidate.hash ? null : LINK_MESSAGES.noPassword(),
    provider: label(candidate.pending.provider),
    email: candidate.pending.email,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = getAppContext(context);
  const token = new URL(request.url).searchParams.get("oauth") ?? "";
  const form = await request.formData();
  const password = form.get("password");
  const candidate = token ? await findLinkCandidate(db, token) : null;
  if (!candidate?.account) return data({ formError: LINK_MESSAGES.expired(), fieldErrors: {} }, { status: 410 });
  if (!candidate.hash) return data({ formError: LINK_MESSAGES.noPassword(), fieldErrors: {} }, { status: 400 });
  if (typeof password !== "string" || password === "") {
    return data({ formError: null, fieldErrors: { password: [LINK_MESSAGES.passwordRequired()] } }, { status: 400 });
  }
  const { account, pending } = candidate;
  const ip = clientAddress(request);
  // The same limits as the sign-in form: a link step must not be a way around the account lockout.
  const limit = await countSignInAttempt(env, db, { ip, email: account.email });
  if (limit.limited) {
    return data(
      { formError: limit.message, fieldErrors: {} },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  if (!(await verifyPassword(password, candidate.hash))) {
    return data({ formError: null, fieldErrors: { password: [LINK_MESSAGES.wrongPassword()] } }, { status: 401 });
  }
  // Linking, giving the attempt back and opening the session do not depend on each other: one wait on D1.
  const [, , { token: sessionToken, session }] = await Promise.all([
    linkPendingIdentity(db, { pending, userId: account.id }),
    signInSucceeded(db, { ip, email: account.email }),
    createSession(db, account.id, { persistent: true, userAgent: request.headers.get("User-Agent") }),
  ]);
  return redirect(safeRedirectPath(pending.redirectTo, portalPath(account.role)), {
    headers: { "Set-Cookie": sessionCookie(sessionToken, { persistent: true, expiresAt: session.expiresAt }) },
  });
}

export default function LinkAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [clientError, setClientError] = useState<string[] | undefined>();
  const { problem, provider, email } = loaderData;
  const fieldErrors: { password?: string[] } = actionData?.fieldErrors ?? {};
  const passwordErrors = clientError ?? fieldErrors.password;
  if (problem || !provider) {
    return (
      <AuthCard title={t("linkAccount.title")}>
        <FormMessage>{problem}</FormMessage>
        <Button asChild className="mt-4 w-full">
          <Link to="/login">{t("linkAccount.backToSignIn")}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("linkAccount.titleProvider", { provider })}
      description={t("linkAccount.description", { provider })}
      footer={
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("login.forgotPassword")}
        </Link>
      }
    >
      <Form
        method="post"
        action={`/link-account?${new URLSearchParams({ oauth: searchParams.get("oauth") ?? "" })}`}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const typed = new FormData(event.currentTarget).get("password");
          if (typed) setClientError(undefined);
          else {
            event.preventDefault();
            setClientError([t("linkAccount.error.passwordRequired")]);
          }
        }}
      >
        <FormMessage>{actionData?.formError}</FormMessage>
        <p className="text-sm">{t("linkAccount.account", { email })}</p>
        <div className="space-y-2">
          <Label htmlFor="password">{t("login.password")}</Label>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            aria-invalid={passwordErrors ? true : undefined}
            aria-describedby={passwordErrors ? "password-error" : undefined}
          />
          <FieldErrors id="password-error" errors={passwordErrors} />
        </div>
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? t("linkAccount.submitting") : t("linkAccount.submit", { provider })}
        </Button>
      </Form>
    </AuthCard>
  );
}
