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
import { portalPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { checkVerificationToken, confirmEmail, type VerificationState } from "~/server/email-verification.server";
import { createSession, sessionCookie } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your email | Whistle" },
  // The token in the URL must not leak to other sites through the Referer header.
  { name: "referrer", content: "no-referrer" },
];

const LINK_PROBLEMS: Record<Exclude<VerificationState, { ok: true }>["reason"] | "taken", string> = {
  unknown: "This link is not valid. Check that you copied the whole link from the email.",
  used: "This link has already been used. If your address is confirmed, sign in.",
  expired: "This link has expired (links work for 24 hours). Sign up again, or change your email again in Settings.",
  taken: "Another account now uses this address, so it could not be given to yours. Choose another one in Settings.",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await checkVerificationToken(getAppContext(context).db, params.token);
  if (!state.ok) return data({ problem: LINK_PROBLEMS[state.reason], email: null, purpose: null }, { status: 410 });
  return { problem: null, email: state.email, purpose: state.purpose };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  const state = await checkVerificationToken(db, params.token);
  if (!state.ok) return data({ problem: LINK_PROBLEMS[state.reason] }, { status: 410 });
  const confirmed = await confirmEmail(db, params.token);
  if (!confirmed.ok) {
    return data({ problem: LINK_PROBLEMS[confirmed.reason] }, { status: confirmed.reason === "taken" ? 409 : 410 });
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
  const navigation = useNavigation();
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem) {
    return (
      <AuthCard title="Link not usable">
        <FormMessage>{problem}</FormMessage>
        <Button asChild className="mt-4 w-full">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </AuthCard>
    );
  }
  const change = loaderData.purpose === "change";
  return (
    <AuthCard
      title={change ? "Confirm your new email" : "Confirm your email"}
      description={
        change
          ? `Your Whistle account will use ${loaderData.email} from now on.`
          : `Confirm that ${loaderData.email} is yours to finish signing up.`
      }
    >
      <Form method="post">
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Confirming..." : change ? "Use this email" : "Confirm my email"}
        </Button>
      </Form>
    </AuthCard>
  );
}
