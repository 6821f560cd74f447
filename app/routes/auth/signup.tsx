import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Trans } from "@lingui/react";
import type { Route } from "./+types/signup";
import { AuthCard } from "~/components/auth-card";
import { FieldErrors, FormMessage, TextField } from "~/components/form-fields";
import { PasswordInput } from "~/components/password-input";
import { Button } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/components/ui/utils";
import { US_TIME_ZONES } from "~/domain/constants";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { PASSWORD_MIN_LENGTH } from "~/domain/password-strength";
import { findUserByEmail, findUsableInvite, registerAccount, type JoinTarget } from "~/server/accounts.server";
import { getSession, portalPath, safeRedirectPath } from "~/server/auth.server";
import { findPendingSignup } from "~/server/oauth-accounts.server";
import { isOAuthProvider, PROVIDER_LABELS } from "~/server/oauth.server";
import { getAppContext } from "~/server/context.server";
import { catalogFor } from "~/server/i18n.server";
import { countSignUpAttempt } from "~/server/auth-limits.server";
import { notifySignUpAttempt } from "~/server/email-verification.server";
import { clientAddress } from "~/server/rate-limit.server";
import { createSession, sessionCookie } from "~/server/session.server";
import { chosenTimeZone, OTHER_TIME_ZONE, parseSignUp } from "./forms";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Sign up | Whistle" }];

/** Lets the action's Retry-After reach the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

/** The sign-up's refusals, worded when they are given (in the request's language). */
const SIGN_UP_MESSAGES = {
  emailTaken: () => tr("signup.error.emailTaken"),
  unknownCode: () => tr("signup.error.unknownCode"),
  unusableInvite: () => tr("signup.error.unusableInvite"),
  providerExpired: () => tr("signup.error.providerExpired"),
  providerEmailTaken: () => tr("signup.error.providerEmailTaken"),
  inviteOtherAddress: (email: string) => tr("signup.error.inviteOtherAddress", { email }),
  inviteEmailTaken: (email: string) => tr("signup.error.inviteEmailTaken", { email }),
} as const;

/** Signing in accepts the invite: the sign-in form goes back to the invite link (/join?invite=…). */
function signInForInvite(token: string) {
  return `/login?${new URLSearchParams({ redirectTo: `/join?${new URLSearchParams({ invite: token })}` })}`;
}

/**
 * The one answer to a password sign-up, whether the address is new or already has an account (issue 18): a
 * new address gets the link that finishes the sign-up, a known one a note to its owner with a way in.
 */
function checkYourEmail(email: string) {
  return { title: tr("signup.checkEmail.title"), detail: tr("signup.checkEmail.detail", { email }) };
}

/** The four US zones' names, worded in the page's language. */
const ZONE_LABELS: Record<(typeof US_TIME_ZONES)[number]["value"], MessageId> = {
  "America/Los_Angeles": "signup.zone.pacific",
  "America/Denver": "signup.zone.mountain",
  "America/Chicago": "signup.zone.central",
  "America/New_York": "signup.zone.eastern",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getSession(context);
  // An invite link opened while signed in: accept it for this account instead of signing up (issue 20).
  const invite = new URL(request.url).searchParams.get("invite");
  if (session && invite) throw redirect(`/join?${new URLSearchParams({ invite })}`);
  if (session) throw redirect(portalPath(session.user.role));
  return {
    ...(await signUpState(request, context)),
    catalog: catalogFor(context, "auth"),
    title: tr("signup.metaTitle"),
  };
}

async function signUpState(request: Request, context: Route.LoaderArgs["context"]) {
  const { db } = getAppContext(context);
  const search = new URL(request.url).searchParams;
  const oauthToken = search.get("oauth");
  if (oauthToken) {
    // Finishing a first Google or Facebook sign-in: the identity waits server-side (decision 0004).
    const pending = await findPendingSignup(db, oauthToken);
    if (!pending) return { invite: null, inviteError: SIGN_UP_MESSAGES.providerExpired(), provider: null };
    return {
      invite: null,
      inviteError: (await findUserByEmail(db, pending.email)) ? SIGN_UP_MESSAGES.providerEmailTaken() : null,
      provider: {
        token: oauthToken,
        label: isOAuthProvider(pending.provider) ? PROVIDER_LABELS[pending.provider] : pending.provider,
        email: pending.email,
        firstName: pending.firstName,
        lastName: pending.lastName,
      },
    };
  }
  const token = search.get("invite");
  if (!token) return { invite: null, inviteError: null, provider: null };
  const found = await findUsableInvite(db, token);
  // An invite without an address belongs to nobody (decision 0093).
  if (!found?.invite.email) return { invite: null, inviteError: SIGN_UP_MESSAGES.unusableInvite(), provider: null };
  return {
    provider: null,
    invite: {
      token,
      organizationName: found.organization.name,
      role: found.invite.role,
      email: found.invite.email,
    },
    inviteError: null,
  };
}

type Values = Record<string, string>;

function keptValues(form: FormData): Values {
  const values: Values = {};
  for (const [key, value] of form) {
    // The password never travels back to the browser.
    if (typeof value === "string" && key !== "password") values[key] = value;
  }
  return values;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, config } = getAppContext(context);
  const form = await request.formData();
  const values = keptValues(form);
  const parsed = parseSignUp(form);
  if (!parsed.ok) {
    return data(
      {
        formError:
          parsed.fieldErrors.password && parsed.fieldErrors.password.length > 1
            ? tr("signup.error.strongerPassword")
            : tr("signup.error.correctFields"),
        code: parsed.fieldErrors.password ? "weak_password" : "invalid_input",
        fieldErrors: parsed.fieldErrors,
        values,
      },
      { status: 400 },
    );
  }
  const input = parsed.value;
  // Counted before any other work, whether or not the address has an account (issue 18).
  const limit = await countSignUpAttempt(env, db, { ip: clientAddress(request), email: input.email });
  if (limit.limited) {
    return data(
      { formError: limit.message, code: "rate_limited", fieldErrors: {}, values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const target: JoinTarget =
    input.accountType === "assignor"
      ? { kind: "new-organization", name: input.organizationName, timeZone: chosenTimeZone(input) }
      : input.inviteToken
        ? { kind: "invite", token: input.inviteToken }
        : { kind: "code", code: input.inviteCode ?? "" };

  let pending: Awaited<ReturnType<typeof findPendingSignup>> = null;
  if (input.oauthToken) {
    pending = await findPendingSignup(db, input.oauthToken);
    if (!pending) {
      return data(
        { formError: SIGN_UP_MESSAGES.providerExpired(), code: "oauth_expired", fieldErrors: {}, values },
        { status: 400 },
      );
    }
  }
  const person = {
    firstName: input.firstName,
    lastName: input.lastName,
    // A provider's verified address, never one typed into the form.
    email: pending ? pending.email : input.email,
    password: pending ? null : (input.password ?? ""),
  };
  const result = await registerAccount(
    db,
    person,
    target,
    pending
      ? {
          providerLink: {
            provider: pending.provider,
            providerUserId: pending.providerUserId,
            emailVerified: pending.emailVerified,
            pendingSignupId: pending.id,
          },
        }
      : { verify: { publicOrigin: config.publicOrigin } },
  );
  // An invite link proved the address it was mailed to (decision 0093): that account is signed in at once,
  // and the address's holder, who alone may use the link, hears plainly when it already has an account.
  const invited = target.kind === "invite";
  if (!pending && !invited && (result.ok || result.reason === "email_taken")) {
    // The same answer either way; the owner of a known address hears that someone tried.
    if (!result.ok && result.owner) {
      await notifySignUpAttempt(db, { user: result.owner, publicOrigin: config.publicOrigin });
    }
    return data({ checkEmail: checkYourEmail(person.email.trim().toLowerCase()) }, { status: 200 });
  }
  if (!result.ok && result.reason === "other_address") {
    const refusal = SIGN_UP_MESSAGES.inviteOtherAddress(result.invitedEmail);
    return data(
      { formError: refusal, fieldErrors: { email: [refusal] }, code: result.reason, values },
      { status: 400 },
    );
  }
  if (!result.ok && result.reason === "email_taken" && target.kind === "invite") {
    const refusal = SIGN_UP_MESSAGES.inviteEmailTaken(person.email.trim().toLowerCase());
    return data(
      {
        formError: refusal,
        fieldErrors: { email: [refusal] },
        code: result.reason,
        values,
        signIn: signInForInvite(target.token),
      },
      { status: 409 },
    );
  }
  if (!result.ok) {
    const refusal =
      result.reason === "email_taken"
        ? SIGN_UP_MESSAGES.emailTaken()
        : result.reason === "invalid_code"
          ? SIGN_UP_MESSAGES.unknownCode()
          : SIGN_UP_MESSAGES.unusableInvite();
    const answer =
      result.reason === "email_taken"
        ? { formError: refusal, fieldErrors: { email: [refusal] } }
        : result.reason === "invalid_code"
          ? { formError: refusal, fieldErrors: { inviteCode: [refusal] } }
          : { formError: refusal, fieldErrors: {} };
    return data({ ...answer, code: result.reason, values }, { status: result.reason === "email_taken" ? 409 : 400 });
  }

  // Provider sign-ins stay signed in like the sign-in that started them (30 days, sliding).
  const persistent = Boolean(pending);
  const { token, session } = await createSession(db, result.userId, {
    persistent,
    userAgent: request.headers.get("User-Agent"),
  });
  return redirect(safeRedirectPath(pending?.redirectTo, portalPath(result.role)), {
    headers: { "Set-Cookie": sessionCookie(token, { persistent, expiresAt: session.expiresAt }) },
  });
}

const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData && "checkEmail" in actionData) {
    return (
      <AuthCard
        title={t("signup.checkEmail.heading")}
        footer={
          <p>
            <Trans id="signup.alreadyConfirmed" components={{ 0: <Link to="/login" className={linkClasses} /> }} />
          </p>
        }
      >
        <FormMessage tone="success">{actionData.checkEmail.title}</FormMessage>
        <p className="mt-4 text-sm text-muted-foreground">{actionData.checkEmail.detail}</p>
      </AuthCard>
    );
  }
  return <SignUpForm loaderData={loaderData} actionData={actionData} />;
}

function SignUpForm({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: Exclude<Route.ComponentProps["actionData"], { checkEmail: unknown }>;
}) {
  const { invite, inviteError, provider } = loaderData;
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/signup") === true;
  const values: Values = actionData?.values ?? {};
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const [accountType, setAccountType] = useState(invite ? "referee" : (values.accountType ?? ""));
  const [timeZone, setTimeZone] = useState(values.timeZone ?? US_TIME_ZONES[0].value);
  const errors: Record<string, string[] | undefined> = clientErrors ?? actionData?.fieldErrors ?? {};
  const formError = clientErrors ? t("signup.error.correctFields") : (actionData?.formError ?? inviteError);

  const field = (name: string) => ({
    id: name,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
  });
  const passwordField = field("password");
  const timeZoneField = field("timeZone");
  const inviteCodeField = field("inviteCode");
  const signInPath = invite ? signInForInvite(invite.token) : "/login";
  const signInToAccept = actionData && "signIn" in actionData ? actionData.signIn : null;
  const accountTypes = [
    { value: "assignor", label: t("signup.accountTypeAssignor") },
    { value: "referee", label: t("signup.accountTypeReferee") },
  ];

  return (
    <AuthCard
      wide
      title={t("signup.title")}
      description={
        provider
          ? t("signup.descriptionProvider", { provider: provider.label, email: provider.email })
          : invite
            ? invite.role === "scheduler" || invite.role === "finance" || invite.role === "assessor"
              ? t("signup.descriptionInviteStaff", { organization: invite.organizationName, role: invite.role })
              : t(invite.role === "assignor" ? "signup.descriptionInviteAssignor" : "signup.descriptionInviteReferee", {
                  organization: invite.organizationName,
                })
            : t("signup.description")
      }
      footer={
        <p>
          <Trans id="signup.haveAccount" components={{ 0: <Link to={signInPath} className={linkClasses} /> }} />
        </p>
      }
    >
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const result = parseSignUp(new FormData(event.currentTarget));
          if (result.ok) {
            setClientErrors(null);
          } else {
            event.preventDefault();
            setClientErrors(result.fieldErrors);
          }
        }}
      >
        <FormMessage>{formError}</FormMessage>
        {signInToAccept ? (
          <p className="text-sm">
            <Link to={signInToAccept} className={linkClasses}>
              {t("signup.inviteSignIn")}
            </Link>
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label={t("signup.firstName")}
            errors={errors}
            className="space-y-2"
            autoComplete="given-name"
            defaultValue={values.firstName ?? provider?.firstName}
          />
          <TextField
            name="lastName"
            label={t("signup.lastName")}
            errors={errors}
            className="space-y-2"
            autoComplete="family-name"
            defaultValue={values.lastName ?? provider?.lastName}
          />
        </div>
        {provider ? (
          <>
            <input type="hidden" name="oauthToken" value={provider.token} />
            <input type="hidden" name="email" value={provider.email} />
          </>
        ) : (
          <>
            <TextField
              name="email"
              label={t("signup.email")}
              errors={errors}
              className="space-y-2"
              type="email"
              autoComplete="email"
              // An invite is for the address it was sent to (decision 0093): that one, not another.
              defaultValue={invite ? invite.email : values.email}
              readOnly={invite ? true : undefined}
            />
            <div className="space-y-2">
              <Label htmlFor="password">{t("signup.password")}</Label>
              <PasswordInput
                {...passwordField}
                autoComplete="new-password"
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
          </>
        )}

        {invite ? (
          <input type="hidden" name="inviteToken" value={invite.token} />
        ) : (
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">{t("signup.accountType")}</legend>
            {accountTypes.map((choice) => (
              <label
                key={choice.value}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm",
                  accountType === choice.value && "border-primary bg-primary/5",
                )}
              >
                <input
                  type="radio"
                  name="accountType"
                  value={choice.value}
                  checked={accountType === choice.value}
                  onChange={() => setAccountType(choice.value)}
                  className="size-4 accent-primary"
                />
                {choice.label}
              </label>
            ))}
            <FieldErrors id="accountType-error" errors={errors.accountType} />
          </fieldset>
        )}

        {!invite && accountType === "assignor" ? (
          <div className="space-y-4 rounded-md bg-muted/50 p-4">
            <TextField
              name="organizationName"
              label={t("signup.organizationName")}
              errors={errors}
              className="space-y-2"
              autoComplete="organization"
              defaultValue={values.organizationName}
            />
            <div className="space-y-2">
              <Label htmlFor="timeZone">{t("signup.timeZone")}</Label>
              <select
                {...timeZoneField}
                value={timeZone}
                onChange={(event) => setTimeZone(event.currentTarget.value)}
                className={cn(fieldClasses, "h-10")}
              >
                {US_TIME_ZONES.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {t(ZONE_LABELS[zone.value])} ({zone.value})
                  </option>
                ))}
                <option value={OTHER_TIME_ZONE}>{t("signup.otherTimeZoneOption")}</option>
              </select>
              <FieldErrors id="timeZone-error" errors={errors.timeZone} />
            </div>
            {timeZone === OTHER_TIME_ZONE ? (
              <TextField
                name="otherTimeZone"
                label={t("signup.otherTimeZone")}
                errors={errors}
                className="space-y-2"
                placeholder={t("signup.otherTimeZonePlaceholder")}
                defaultValue={values.otherTimeZone}
              />
            ) : null}
          </div>
        ) : null}

        {!invite && accountType === "referee" ? (
          <div className="space-y-2 rounded-md bg-muted/50 p-4">
            <Label htmlFor="inviteCode">{t("signup.inviteCode")}</Label>
            <Input {...inviteCodeField} autoComplete="off" className="uppercase" defaultValue={values.inviteCode} />
            <FieldErrors id="inviteCode-error" errors={errors.inviteCode} />
            {errors.inviteCode ? null : <p className="text-sm text-muted-foreground">{t("signup.inviteCodeHint")}</p>}
          </div>
        ) : null}

        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("signup.submitting") : t("signup.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
