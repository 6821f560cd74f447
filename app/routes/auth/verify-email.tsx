/**
 * /verify-email/:token (issue 18): the link sent after a sign-up and for a change of address. Opening it
 * only shows a button (mail scanners open links); the button's POST proves the address, gives it to the
 * account (a change), spends the link and signs the person in.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify-email";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { portalPath } from "~/server/auth.server";
import { catalogFor } from "~/server/i18n.server";
import { getAppContext } from "~/server/context.server";
import { checkVerificationToken, confirmEmail, type VerificationState } from "~/server/email-verification.server";
import { createSession, sessionCookie } from "~/server/session.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Confirm your email | Whistle" },
  // The token in the URL must not leak to other sites through the Referer header.
  { name: "referrer", content: "no-referrer" },
];

const LINK_PROBLEMS: Record<Exclude<VerificationState, { ok: true }>["reason"] | "taken", MessageId> = {
  unknown: "verifyEmail.problem.unknown",
  used: "verifyEmail.problem.used",
  expired: "verifyEmail.problem.expired",
  taken: "verifyEmail.problem.taken",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await checkVerificationToken(getAppContext(context).db, params.token);
  const page = { catalog: catalogFor(context, "auth"), title: tr("verifyEmail.metaTitle") };
  if (!state.ok) {
    return data({ ...page, problem: tr(LINK_PROBLEMS[state.reason]), email: null, purpose: null }, { status: 410 });
  }
  return { ...page, problem: null, email: state.email, purpose: state.purpose };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  const state = await checkVerificationToken(db, params.token);
  if (!state.ok) return data({ problem: tr(LINK_PROBLEMS[state.reason]) }, { status: 410 });
  const confirmed = await confirmEmail(db, params.token);
  if (!confirmed.ok) {
    return data({ problem: tr(LINK_PROBLEMS[confirmed.reason]) }, { status: confirmed.reason === "taken" ? 409 : 410 });
  }
  const { token, session } = await createSession(db, state.user.id, {
    persistent: false,
    userAgent: request.headers.get("User-Agent"),
  });
  return redirect(portalPath(state.user.role), {
    headers: { "Set-Cookie": sessionCookie(token, { persistent: false, expiresAt: session.expiresAt }) },
  });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem) {
    return (
      <AuthCard title={t("verifyEmail.notUsable")}>
        <FormMessage>{problem}</FormMessage>
        <Button asChild className="mt-4 w-full">
          <Link to="/login">{t("verifyEmail.goToSignIn")}</Link>
        </Button>
      </AuthCard>
    );
  }
  const change = loaderData.purpose === "change";
  return (
    <AuthCard
      title={change ? t("verifyEmail.titleChange") : t("verifyEmail.title")}
      description={
        change
          ? t("verifyEmail.descriptionChange", { email: loaderData.email })
          : t("verifyEmail.description", { email: loaderData.email })
      }
    >
      <Form method="post">
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting"
            ? t("verifyEmail.submitting")
            : change
              ? t("verifyEmail.submitChange")
              : t("verifyEmail.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
