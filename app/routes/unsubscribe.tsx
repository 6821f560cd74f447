import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { getAppContext } from "~/server/context.server";
import { findUnsubscribeTarget, unsubscribe } from "~/server/unsubscribe.server";

/**
 * `/unsubscribe/<token>` (issue 18, decision 0058): GET asks "Unsubscribe from <topic>?", POST turns the
 * topic off. The POST needs no cookie and no form token: the link's token is the credential, and mailbox
 * providers send RFC 8058's one-click POST (`List-Unsubscribe=One-Click`) from their own servers.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | Whistle" },
  { name: "robots", content: "noindex" },
  // The token in the URL must not leak to other sites through the Referer header.
  { name: "referrer", content: "no-referrer" },
];

const NOT_VALID = "This unsubscribe link is not valid. Check that you opened the whole link from the email.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const target = await findUnsubscribeTarget(getAppContext(context).db, params.token);
  if (!target) return data({ problem: NOT_VALID, label: null, detail: null }, { status: 404 });
  return { problem: null, label: target.label, detail: target.detail };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  const target = await findUnsubscribeTarget(db, params.token);
  if (!target) return data({ done: false as const, problem: NOT_VALID, label: null }, { status: 404 });
  await unsubscribe(db, target);
  return { done: true as const, problem: null, label: target.label };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem) {
    return (
      <AuthCard title="Link not usable">
        <FormMessage>{problem}</FormMessage>
      </AuthCard>
    );
  }
  if (actionData?.done) {
    return (
      <AuthCard title="You are unsubscribed">
        <p role="status" className="text-sm">
          {`You will no longer get ${actionData.label}. You can turn it back on in Settings, Notifications.`}
        </p>
        <Button asChild variant="outline" className="mt-4 w-full">
          <Link to="/login">Sign in to Whistle</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={`Unsubscribe from ${loaderData.label}?`} description={loaderData.detail}>
      <Form method="post">
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          Unsubscribe
        </Button>
      </Form>
    </AuthCard>
  );
}
